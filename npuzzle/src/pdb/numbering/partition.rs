//! Which tiles go in which table: the partitions of a goal's tiles into groups, and the
//! limits on boards, groups and tables.

use super::index::Placements;
use super::symmetry::Symmetry;
use crate::pdb::table::{table_kind, Numbering};
use itertools::Itertools;
use searchlab::cells::Shape;
use searchlab::program::counted;
use searchlab::tiles::grid::GridBoard;

/// The most squares a pattern database board may have.
pub const MAX_SQUARES: usize = 25;
/// The largest boards `npuzzle` solves with pattern databases unless asked otherwise: the
/// 15-puzzle (on larger ones, only boards near the goal are within reach).
pub const DEFAULT_UP_TO: usize = 16;
/// The most groups a partition may have.
pub const MAX_GROUPS: usize = 4;
/// The most partitions an estimate may take the largest of (each one more adds to the
/// search state and to every node's work: the 6-6-6-6 search ran as fast with two allowed
/// as before, and 7% slower with four).
pub const MAX_PARTITIONS: usize = 2;
/// The largest table a group may need, in entries: the 24-puzzle's zero-aware group of
/// seven (4.1 billion, kept at two bits each).
pub const MAX_TABLE: u64 = 4_200_000_000;

/// The groups of one or more partitions of a goal's tiles (their goal squares), partition
/// after partition: `sizes` holds each partition's group sizes in turn, each run adding up to
/// the tile count (`7-8` on the 15-puzzle; `7-7-7-3+6-6-6-6`, two partitions, on the
/// 24-puzzle). The tiles are taken in reading order from the blank's corner (row-major once
/// the goal is turned to its [`Symmetry::orientation`]) and cut into runs of the given sizes.
/// `7-8` on Korf's 15-puzzle goal (blank-first) gives his partition, the top two rows and the
/// bottom two; on blank-last, the same partition turned half round. On 5×5, `6-6-6-6`,
/// `7-7-7-3` and `7-6-6-5` are blocks instead ([`BLOCKS_24`]).
pub fn partition(goal: &GridBoard, sizes: &[usize]) -> Result<Vec<Vec<u8>>, String> {
    let shape = goal.shape();
    let tiles = shape.squares() - 1;
    if shape.squares() > MAX_SQUARES {
        return Err(format!(
            "pattern databases need a board of at most {MAX_SQUARES} squares, not {shape}"
        ));
    }
    let runs = runs(sizes, tiles).filter(|runs| runs.len() <= MAX_PARTITIONS);
    let runs = runs.ok_or_else(|| {
        format!(
            "each partition must split the {tiles} tiles into 1 to {MAX_GROUPS} groups, \
             and at most {MAX_PARTITIONS} partitions may be given, not {}",
            sizes_text(sizes, tiles)
        )
    })?;
    if runs.iter().duplicates().next().is_some() {
        return Err(format!("{} gives a partition twice", sizes_text(sizes, tiles)));
    }
    let mut groups = Vec::new();
    for run in runs {
        groups.extend(one_partition(goal, run)?);
    }
    Ok(groups)
}

/// `sizes` cut into runs that each add up to `tiles` and have 1 to [`MAX_GROUPS`] groups of
/// at least a tile; `None` if they do not cut so.
fn runs(sizes: &[usize], tiles: usize) -> Option<Vec<&[usize]>> {
    let mut runs = Vec::new();
    let (mut start, mut sum) = (0, 0);
    for (i, &size) in sizes.iter().enumerate() {
        sum += size;
        if size == 0 || sum > tiles || i + 1 - start > MAX_GROUPS {
            return None;
        }
        if sum == tiles {
            runs.push(&sizes[start..=i]);
            (start, sum) = (i + 1, 0);
        }
    }
    (start == sizes.len() && !runs.is_empty()).then_some(runs)
}

/// Partition sizes as written on the command line: groups joined by `-`, partitions by `+`
/// (each partition's sizes adding up to `tiles`; sizes that do not are joined by `-`).
///
/// ```
/// use npuzzle::pdb::sizes_text;
///
/// assert_eq!(sizes_text(&[7, 7, 7, 3, 6, 6, 6, 6], 24), "7-7-7-3+6-6-6-6");
/// assert_eq!(sizes_text(&[7, 8], 15), "7-8");
/// ```
pub fn sizes_text(sizes: &[usize], tiles: usize) -> String {
    match runs(sizes, tiles) {
        Some(runs) => runs.iter().map(|run| run.iter().join("-")).join("+"),
        None => sizes.iter().join("-"),
    }
}

/// The groups of one partition of `goal`'s tiles into groups of `sizes` (see [`partition`]).
fn one_partition(goal: &GridBoard, sizes: &[usize]) -> Result<Vec<Vec<u8>>, String> {
    let shape = goal.shape();
    let orientation = Symmetry::orientation(shape, goal.blank());
    let squares: Vec<u8> = (0..shape.squares())
        .filter(|&s| s != goal.blank())
        .sorted_by_key(|&s| orientation.apply(s))
        .map(|s| s as u8)
        .collect();
    let blocks = BLOCKS_24.iter().find(|(named, _)| *named == sizes);
    if let (5, 5, Some((_, blocks))) = (shape.width, shape.height, blocks) {
        let to_goal = orientation.inverse();
        let goal_square = |&s: &u8| to_goal.apply(usize::from(s)) as u8;
        return Ok(blocks.iter().map(|g| g.iter().map(goal_square).collect()).collect());
    }
    let mut groups = Vec::new();
    let mut rest = &squares[..];
    for &size in sizes {
        let entries = entries(shape, size);
        if entries > MAX_TABLE {
            return Err(format!(
                "a group of {} needs {entries} table entries, more than {MAX_TABLE}",
                counted(size, "tile")
            ));
        }
        let (group, tail) = rest.split_at(size);
        groups.push(group.to_vec());
        rest = tail;
    }
    Ok(groups)
}

/// The 24-puzzle's partitions into blocks, by their sizes, as squares with the blank's goal
/// at 0: Korf and Felner's 6-6-6-6 ([`KORF_FELNER_24`]); 7-7-7-3, the blank's 3×3 corner
/// less its far square, two groups of seven along the far sides that are each other's image
/// in the main diagonal (one table serves both), and the rest of the diagonal; and 7-6-6-5,
/// the same corner, Korf and Felner's 3×2 block and its image, and the far 2×2 corner with
/// the centre.
pub const BLOCKS_24: [(&[usize], &[&[u8]]); 3] = [
    (
        &[6, 6, 6, 6],
        &[&KORF_FELNER_24[0], &KORF_FELNER_24[1], &KORF_FELNER_24[2], &KORF_FELNER_24[3]],
    ),
    (
        &[7, 7, 7, 3],
        &[
            &[1, 2, 5, 6, 7, 10, 11],
            &[3, 4, 8, 9, 13, 14, 19],
            &[15, 16, 17, 20, 21, 22, 23],
            &[12, 18, 24],
        ],
    ),
    (
        &[7, 6, 6, 5],
        &[
            &[1, 2, 5, 6, 7, 10, 11],
            &[3, 4, 8, 9, 13, 14],
            &[15, 16, 17, 20, 21, 22],
            &[12, 18, 19, 23, 24],
        ],
    ),
];

/// Korf and Felner's 6-6-6-6 partition of the 24-puzzle (2002), as squares with the blank's
/// goal at 0: six squares round the blank's corner, two blocks of 2×3 and one of 3×2.
/// The estimate it gives with the reflection and the move pruning expands about a tenth of
/// the nodes that runs of six tiles in reading order do (8.3 against 80.6 million on Korf's
/// instance 40; BENCHMARKS.md).
pub const KORF_FELNER_24: [[u8; 6]; 4] =
    [[1, 2, 5, 6, 7, 12], [3, 4, 8, 9, 13, 14], [10, 11, 15, 16, 20, 21], [17, 18, 19, 22, 23, 24]];

/// The default partition for a board: `7-8` on the 15-puzzle, groups of at most six
/// (`6-6-6-6` on the 24-puzzle) from 17 squares on, two halves on smaller boards (one
/// group for a board of a single tile).
pub fn default_sizes(shape: Shape) -> Vec<usize> {
    let tiles = shape.squares() - 1;
    let groups = if shape.squares() > 16 { tiles.div_ceil(6) } else { 2 };
    (0..groups)
        .map(|g| (g + 1) * tiles / groups - g * tiles / groups)
        .filter(|&size| size > 0)
        .collect()
}

/// The entries of the table of a group of `tiles` tiles on `shape`, of the board's
/// [`table_kind`]: at least its placements, checked first so that a group far too large is
/// not numbered. Cost: O(k), and [`Numbering::new`] for zero-aware tables of placements
/// up to [`MAX_TABLE`].
pub(crate) fn entries(shape: Shape, tiles: usize) -> u64 {
    let placements = Placements::new(shape.squares(), tiles).count();
    if placements > MAX_TABLE {
        return placements;
    }
    Numbering::new(table_kind(shape), shape, tiles).len()
}

/// A group's goal squares in a table's frame, in table order (ascending).
pub(crate) fn in_frame(frame: &Symmetry, group: &[u8]) -> Vec<u8> {
    group.iter().map(|&s| frame.apply(usize::from(s)) as u8).sorted().collect()
}
