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
/// The largest table a group may need, in entries (bytes): the 8-tile group of the 15-puzzle.
pub const MAX_TABLE: u64 = 600_000_000;

/// The groups of a partition of a goal's tiles (their goal squares): the tiles in reading
/// order from the blank's corner (row-major once the goal is turned to its
/// [`Symmetry::orientation`]), cut into runs of the given sizes (which must add up to the
/// tile count). `7-8` on Korf's 15-puzzle goal (blank-first) gives his partition, the top two
/// rows and the bottom two; on blank-last, the same partition turned half round. On 5×5,
/// `6-6-6-6` is Korf and Felner's blocks instead ([`KORF_FELNER_24`]).
pub fn partition(goal: &GridBoard, sizes: &[usize]) -> Result<Vec<Vec<u8>>, String> {
    let shape = goal.shape();
    let tiles = shape.squares() - 1;
    if shape.squares() > MAX_SQUARES {
        return Err(format!(
            "pattern databases need a board of at most {MAX_SQUARES} squares, not {shape}"
        ));
    }
    if sizes.iter().sum::<usize>() != tiles || sizes.contains(&0) || sizes.len() > MAX_GROUPS {
        return Err(format!(
            "the partition must split the {tiles} tiles into 1 to {MAX_GROUPS} groups, not {}",
            sizes.iter().join("-")
        ));
    }
    let orientation = Symmetry::orientation(shape, goal.blank());
    let squares: Vec<u8> = (0..shape.squares())
        .filter(|&s| s != goal.blank())
        .sorted_by_key(|&s| orientation.apply(s))
        .map(|s| s as u8)
        .collect();
    if (shape.width, shape.height, sizes) == (5, 5, &[6; 4][..]) {
        let to_goal = orientation.inverse();
        let goal_square = |&s: &u8| to_goal.apply(usize::from(s)) as u8;
        return Ok(KORF_FELNER_24.iter().map(|g| g.iter().map(goal_square).collect()).collect());
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
