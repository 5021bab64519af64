//! Additive disjoint pattern databases for boards of up to 25 squares, and IDA* on them
//! (Korf and Felner, 2002): the tiles are split into groups; each group's table holds, for
//! every placement of its tiles, the fewest moves of those tiles that bring them home. Moves
//! of different groups are different moves, so the groups' values add up to an admissible
//! estimate. On square boards whose blank goes on the main diagonal, the same tables also
//! estimate the board reflected about that diagonal, and the search takes the larger sum.
//! Beyond 16 squares the tables are zero-aware ([`TableKind`]): an entry per placement and
//! region of free squares the blank is in.
//!
//! Tables are kept in one orientation per goal (see [`Symmetry::orientation`]): goals whose
//! blanks are images of each other under a turn or a mirror, such as blank-last and
//! blank-first, share their files.

mod build;
mod bytes;
mod dual;
mod index;
mod layout;
mod marks;
mod pairs;
pub mod plan;
pub mod pruning;
mod puzzle;
mod shared;
pub mod shared_search;
mod stamp;
mod store;
mod symmetry;
mod table;
mod temporary;

pub use build::{build, build_profiled, BuildProfile, TableKind, UNREACHED};
pub use bytes::TableBytes;
pub use dual::penalties;
pub use index::Placements;

pub use puzzle::{PdbPuzzle, PdbState};
pub use store::{checksum, load, open, save, Header, LoadError};
pub use symmetry::Symmetry;
pub use table::{table_kind, Numbering, PatternTable};

use itertools::Itertools;
use searchlab::program::{counted, os_error};
use searchlab::tiles::grid::{Grid, Shape};
use std::path::Path;

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
pub fn partition(goal: &Grid, sizes: &[usize]) -> Result<Vec<Vec<u8>>, String> {
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
    if (shape.width(), shape.height(), sizes) == (5, 5, &[6; 4][..]) {
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

/// What building one group's table takes: its entries (bytes, in memory and on disk), the
/// peak memory of its build (the table and the marks) and the build's work in seconds of
/// one core, from the number of moves the search follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BuildCost {
    /// Entries of the table, one byte each.
    pub entries: u64,
    /// Bytes the build holds at its peak.
    pub peak_bytes: u64,
    /// Seconds of one core, about (the 15-puzzle's 8-tile table: 6.6 billion moves).
    pub core_seconds: f64,
}

/// Nanoseconds one core spends per move the build follows while a block's slots and moves
/// stay in the core's cache: measured on the 15-puzzle's 7- and 8-tile tables (10 to 11 ns;
/// 1.3 MB a block for 8 tiles).
const NANOSECONDS_PER_MOVE: f64 = 10.0;

/// The same when a block's slots and moves do not fit [`CACHED_BLOCK_BYTES`]: measured on
/// the 5×5 board's 6-tile tables (6.3 MB a block), 17.3 s a table on 2 threads for 1.94
/// billion moves, 18 ns a move.
const NANOSECONDS_PER_UNCACHED_MOVE: f64 = 18.0;

/// The largest block (slots and moves) the build reads at the cached rate.
const CACHED_BLOCK_BYTES: u64 = 2 << 20;

/// What building the table of a group of `tiles` tiles on `shape` takes. Cost: the
/// layout's setup, O(C(n, k)·n·k) (milliseconds).
pub fn build_cost(shape: Shape, tiles: usize) -> BuildCost {
    let entries = entries(shape, tiles);
    let layout = layout::PairLayout::new(shape, tiles);
    let orders = u64::from(layout.pairs().orders());
    let nanoseconds = if layout.block_bytes() <= CACHED_BLOCK_BYTES {
        NANOSECONDS_PER_MOVE
    } else {
        NANOSECONDS_PER_UNCACHED_MOVE
    };
    BuildCost {
        entries,
        peak_bytes: entries + orders * u64::from(layout.pairs().block()) / 4,
        core_seconds: (orders * layout.moves()) as f64 * nanoseconds * 1e-9,
    }
}

/// For each group, whether [`load_or_build`] would find its table for `goal` in `cache` (a
/// file is there; it may still fail its checks when read). Tables too small to cache count
/// as missing: they are built each time.
pub fn cached(goal: &Grid, groups: &[Vec<u8>], cache: Option<&Path>) -> Vec<bool> {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    groups
        .iter()
        .map(|group| {
            let pattern = in_frame(&frame, group);
            entries(shape, pattern.len()) >= CACHE_FROM
                && cache.is_some_and(|dir| {
                    dir.join(file_name(shape, frame.apply(goal.blank()), &pattern)).is_file()
                })
        })
        .collect()
}

/// The entries of the table of a group of `tiles` tiles on `shape`, of the board's
/// [`table_kind`]: at least its placements, checked first so that a group far too large is
/// not numbered. Cost: O(k), and [`Numbering::new`] for zero-aware tables of placements
/// up to [`MAX_TABLE`].
fn entries(shape: Shape, tiles: usize) -> u64 {
    let placements = Placements::new(shape.squares(), tiles).count();
    if placements > MAX_TABLE {
        return placements;
    }
    Numbering::new(table_kind(shape), shape, tiles).len()
}

/// A group's goal squares in a table's frame, in table order (ascending).
fn in_frame(frame: &Symmetry, group: &[u8]) -> Vec<u8> {
    group.iter().map(|&s| frame.apply(usize::from(s)) as u8).sorted().collect()
}

/// Puzzles of one goal up to which, when the 15-puzzle's 7-8 tables are not cached, the
/// 6-6-3 ones are used instead. Measured on Korf's 100 (BENCHMARKS.md): the 6-6-3 tables
/// build in about a second and cost about 90 ms more per puzzle than 7-8 on one core; the
/// 7-8 tables take about 95 core-seconds to build, as much as about a thousand puzzles.
pub const QUICK_BATCH: usize = 1000;

/// The partition used for small batches of 15-puzzles while the 7-8 tables are not cached.
pub const QUICK_SIZES: [usize; 3] = [6, 6, 3];

/// The partition for `batch` puzzles of `goal` when none is asked for: the default one
/// ([`default_sizes`]), but [`QUICK_SIZES`] for at most [`QUICK_BATCH`] 15-puzzles whose
/// default tables are not all in `cache`, so that a first run never waits a minute for
/// tables a few puzzles do not need. Cost: a look at the cache.
pub fn planned_sizes(goal: &Grid, batch: usize, cache: Option<&Path>) -> Vec<usize> {
    let default = default_sizes(goal.shape());
    let quick = goal.shape().squares() == 16 && batch <= QUICK_BATCH;
    let cached = || {
        partition(goal, &default)
            .is_ok_and(|groups| cached(goal, &groups, cache).iter().all(|&c| c))
    };
    if quick && !cached() {
        QUICK_SIZES.to_vec()
    } else {
        default
    }
}

/// Tables with fewer entries are rebuilt each time (in well under a second), not cached.
pub const CACHE_FROM: u64 = 1 << 20;

/// The file a group's table is cached in, inside the cache directory: the shape, the
/// blank's goal and the pattern, in the table's frame, and `.pdb` for a plain table or
/// `.zpdb` for a zero-aware one (see [`table_kind`]).
pub fn file_name(shape: Shape, blank_goal: usize, pattern: &[u8]) -> String {
    let extension = match table_kind(shape) {
        TableKind::Plain => "pdb",
        TableKind::ZeroAware => "zpdb",
    };
    format!("{shape}-b{blank_goal}-{}.{extension}", pattern.iter().join("."))
}

/// What happened to a group's table in [`load_or_build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Read from the cache.
    Loaded,
    /// Built (and cached if possible); the string says why it was not loaded.
    Built(String),
}

/// The table of each group for reaching `goal`, kept in the goal's orientation: read from
/// `cache` if a sound file is there (tables of at least [`CACHE_FROM`] entries), otherwise
/// built with `threads` workers, reporting through `progress(group, reached, total)`, and
/// written back. A damaged cache file or one that cannot be written is reported through
/// `warn` and otherwise ignored, and so are the temporary files of runs that were killed
/// while writing (removed). Cost: as [`build`] per missing table; as [`open`] per cached
/// one (mapped, and checked whole only the first time).
pub fn load_or_build(
    goal: &Grid,
    groups: &[Vec<u8>],
    cache: Option<&Path>,
    threads: usize,
    progress: &(dyn Fn(usize, u64, u64) + Sync),
    warn: &mut dyn FnMut(String),
) -> (Vec<PatternTable>, Vec<Provenance>) {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    let blank_goal = frame.apply(goal.blank());
    if let Some(dir) = cache {
        for name in temporary::clear_stale(dir) {
            warn(format!(
                "removed {name}, left in {} by a run that ended while writing it",
                dir.display()
            ));
        }
    }
    let mut tables = Vec::new();
    let mut provenance = Vec::new();
    let mut numberings: Vec<Numbering> = Vec::new();
    for (index, group) in groups.iter().enumerate() {
        let pattern = in_frame(&frame, group);
        let numbering = numbering_for(&mut numberings, shape, pattern.len());
        let header = Header {
            shape: (shape.width() as u8, shape.height() as u8),
            blank_goal: blank_goal as u8,
            pattern: pattern.clone(),
            kind: numbering.kind(),
            len: numbering.len(),
        };
        let path = cache
            .filter(|_| header.len >= CACHE_FROM)
            .map(|dir| dir.join(file_name(shape, blank_goal, &pattern)));
        let frame = frame.clone();
        let reason = match path.as_deref().map(|p| open(p, &header)) {
            Some(Ok(table)) => {
                tables.push(PatternTable { frame, pattern, numbering, table });
                provenance.push(Provenance::Loaded);
                continue;
            }
            None => "not cached".to_string(),
            Some(Err(LoadError::Missing)) => "not cached yet".to_string(),
            Some(Err(LoadError::Unreadable(why))) => {
                warn(format!("cannot read {}: {why}", shown(&path)));
                format!("the cached file was unreadable: {why}")
            }
            Some(Err(LoadError::Corrupt(why))) => {
                warn(format!("{}: {why}; rebuilding it", shown(&path)));
                format!("the cached file was unusable: {why}")
            }
        };
        let report = |done, total| progress(index, done, total);
        let table = build(shape, &pattern, blank_goal, header.kind, threads, &report);
        if let Some(path) = &path {
            if let Err(e) = save(path, &header, &table) {
                warn(format!("cannot cache {}: {}", path.display(), os_error(&e)));
            }
        }
        tables.push(PatternTable { frame, pattern, numbering, table: table.into() });
        provenance.push(Provenance::Built(reason));
    }
    (tables, provenance)
}

/// The numbering of `shape`'s tables of `tiles` tiles, made once per size and shared (the
/// tables of one goal read the same arrays, which then stay in cache).
fn numbering_for(numberings: &mut Vec<Numbering>, shape: Shape, tiles: usize) -> Numbering {
    if let Some(numbering) = numberings.iter().find(|n| n.tiles() == tiles) {
        return numbering.clone();
    }
    let numbering = Numbering::new(table_kind(shape), shape, tiles);
    numberings.push(numbering.clone());
    numbering
}

/// A cache path for messages (empty when there is none).
fn shown(path: &Option<std::path::PathBuf>) -> String {
    path.as_deref().map_or(String::new(), |p| p.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use searchlab::search::Heuristic;
    use searchlab::tiles::LEX_ORDER;
    use std::collections::{HashMap, VecDeque};

    /// The table by an independent 0-1 BFS over (tile squares, blank square): the blank moving
    /// onto a square without a pattern tile costs 0, swapping with a pattern tile costs 1.
    fn brute_force(shape: Shape, pattern: &[u8], blank_goal: u8) -> HashMap<Vec<u8>, u8> {
        let mut best: HashMap<(Vec<u8>, u8), u8> = HashMap::new();
        let mut queue = VecDeque::from([(pattern.to_vec(), blank_goal, 0u8)]);
        while let Some((squares, blank, cost)) = queue.pop_front() {
            if best.get(&(squares.clone(), blank)).is_some_and(|&c| c <= cost) {
                continue;
            }
            best.insert((squares.clone(), blank), cost);
            for m in LEX_ORDER {
                let to = match shape.neighbour(usize::from(blank), m) {
                    Some(to) => to,
                    _ => {
                        continue;
                    }
                };
                let mut next = squares.clone();
                match next.iter().position(|&s| usize::from(s) == to) {
                    Some(tile) => {
                        next[tile] = blank;
                        queue.push_back((next, to as u8, cost + 1));
                    }
                    None => queue.push_front((next, to as u8, cost)),
                }
            }
        }
        let mut table: HashMap<Vec<u8>, u8> = HashMap::new();
        for ((squares, _), cost) in best {
            let entry = table.entry(squares).or_insert(cost);
            *entry = (*entry).min(cost);
        }
        table
    }

    #[test]
    fn tables_match_an_independent_search() {
        for (w, h, pattern, blank) in [
            (3, 3, vec![0u8, 1, 2], 8u8),
            (3, 3, vec![5, 7, 8, 3], 0),
            (2, 3, vec![1, 2], 0),
            (4, 2, vec![0, 1, 2, 3, 4], 7),
        ] {
            let shape = Shape::new(w, h).unwrap();
            let table = build(shape, &pattern, usize::from(blank), TableKind::Plain, 2, &|_, _| {});
            let expected = brute_force(shape, &pattern, blank);
            let placements = Placements::new(shape.squares(), pattern.len());
            assert_eq!(table.len() as u64, placements.count());
            let mut squares = vec![0u8; pattern.len()];
            for (rank, &value) in table.iter().enumerate() {
                placements.unrank(rank as u32, &mut squares);
                let want = expected.get(&squares).copied().unwrap_or(UNREACHED);
                assert_eq!(value, want, "{w}x{h} {pattern:?} at {squares:?}");
            }
        }
    }

    /// The cost of every (placement, blank square) by a second, independent 0-1 BFS, indexed
    /// densely (placement rank times squares plus blank square), with no regions. Cost: one
    /// byte per state.
    fn dense_search(shape: Shape, pattern: &[u8], blank_goal: usize) -> Vec<u8> {
        let n = shape.squares();
        let placements = Placements::new(n, pattern.len());
        let mut cost = vec![UNREACHED; placements.count() as usize * n];
        let start = placements.rank(pattern) as usize * n + blank_goal;
        cost[start] = 0;
        let mut queue = VecDeque::from([start]);
        let k = pattern.len();
        let mut squares = [0u8; 12];
        while let Some(state) = queue.pop_front() {
            let (rank, blank) = (state / n, state % n);
            placements.unrank(rank as u32, &mut squares[..k]);
            for m in LEX_ORDER {
                let Some(to) = shape.neighbour(blank, m) else {
                    continue;
                };
                let mut next = squares;
                let next = &mut next[..k];
                let step = match next.iter().position(|&s| usize::from(s) == to) {
                    Some(tile) => {
                        next[tile] = blank as u8;
                        1
                    }
                    None => 0,
                };
                let child = placements.rank(next) as usize * n + to;
                let through = cost[state] + step;
                if through < cost[child] {
                    cost[child] = through;
                    if step == 0 {
                        queue.push_front(child);
                    } else {
                        queue.push_back(child);
                    }
                }
            }
        }
        cost
    }

    #[test]
    fn tables_match_a_dense_search_without_regions() {
        // The 8-puzzle's eight tiles in one table, six tiles on a 4×3 board and on 5×2
        // (many covers split the blank's squares), and a 5×5 group.
        for (w, h, pattern, blank) in [
            (3, 3, vec![0u8, 1, 2, 3, 4, 5, 6, 7], 8),
            (3, 3, vec![8, 6, 1, 3, 2, 0, 5, 7], 4),
            (4, 3, vec![1, 2, 5, 6, 9, 11], 0),
            (5, 2, vec![9, 0, 4, 5, 2, 7], 3),
            (5, 5, vec![1, 2, 3], 0),
        ] {
            let shape = Shape::new(w, h).unwrap();
            let n = shape.squares();
            let dense = dense_search(shape, &pattern, blank);
            let least: Vec<u8> =
                dense.chunks_exact(n).map(|blanks| *blanks.iter().min().unwrap()).collect();
            let numbering = Numbering::new(TableKind::ZeroAware, shape, pattern.len());
            let placements = Placements::new(n, pattern.len());
            let mut squares = vec![0u8; pattern.len()];
            for threads in [1, 3] {
                let table = build(shape, &pattern, blank, TableKind::Plain, threads, &|_, _| {});
                assert!(table == least, "{w}x{h} {pattern:?}, {threads} threads");
                let zero_aware =
                    build(shape, &pattern, blank, TableKind::ZeroAware, threads, &|_, _| {});
                assert_eq!(zero_aware.len() as u64, numbering.len());
                for (state, &cost) in dense.iter().enumerate() {
                    let (rank, square) = (state / n, (state % n) as u8);
                    placements.unrank(rank as u32, &mut squares);
                    if !squares.contains(&square) {
                        let number = numbering.number(&squares, square);
                        assert_eq!(zero_aware[number], cost, "{w}x{h} {pattern:?} {squares:?}");
                    }
                }
            }
        }
    }

    /// Boards reached from `goal` by `walks` random walks of up to `moves` moves.
    fn walks(goal: &Grid, walks: usize, moves: usize) -> Vec<Grid> {
        let mut rng = searchlab::rng::XorShift::new(0x2545_F491_4F6C_DD1D);
        (0..walks)
            .map(|w| {
                let mut board = goal.clone();
                for _ in 0..moves * (w + 1) / walks {
                    board.apply(LEX_ORDER[rng.below(4) as usize]);
                }
                board
            })
            .collect()
    }

    #[test]
    fn relabelled_tables_answer_as_tables_built_for_the_goal() {
        // Blank-last turned half round, a blank in the top-right corner mirrored, and a
        // non-square board: the shared tables give every board the estimate of tables
        // built for its own goal.
        let cases = [
            (Grid::blank_last(Shape::new(4, 4).unwrap()), vec![6, 6, 3]),
            (
                Grid::new(Shape::new(3, 3).unwrap(), vec![3, 1, 0, 8, 4, 2, 7, 6, 5]).unwrap(),
                vec![4, 4],
            ),
            (Grid::blank_last(Shape::new(4, 3).unwrap()), vec![5, 6]),
        ];
        for (goal, sizes) in cases {
            let groups = partition(&goal, &sizes).unwrap();
            let (shared, _) =
                load_or_build(&goal, &groups, None, 2, &|_, _, _| {}, &mut |w| panic!("{w}"));
            assert_ne!(shared[0].frame, Symmetry::identity(goal.shape()));
            let own: Vec<PatternTable> = groups
                .iter()
                .map(|group| {
                    let kind = table_kind(goal.shape());
                    PatternTable::build(goal.shape(), group, goal.blank(), kind, 2)
                })
                .collect();
            let shared = PdbPuzzle::<16>::new(&goal, &shared);
            let own = PdbPuzzle::<16>::new(&goal, &own);
            assert_eq!(shared.views(), own.views());
            for board in walks(&goal, 2000, 80) {
                assert_eq!(
                    shared.estimate(&shared.state(&board)),
                    own.estimate(&own.state(&board)),
                    "{board:?}"
                );
            }
        }
    }

    #[test]
    fn goals_that_are_images_of_each_other_share_files() {
        let dir = tempfile::tempdir().unwrap();
        let shape = Shape::new(4, 4).unwrap();
        let top_right =
            Grid::new(shape, vec![3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12]).unwrap();
        let goals = [Grid::blank_first(shape), Grid::blank_last(shape), top_right];
        for (i, goal) in goals.iter().enumerate() {
            let groups = partition(goal, &[6, 6, 3]).unwrap();
            let (_, provenance) =
                load_or_build(goal, &groups, Some(dir.path()), 2, &|_, _, _| {}, &mut |w| {
                    panic!("{w}")
                });
            // The 3-tile table is too small to cache; the 6-tile ones are built once.
            let want = if i == 0 {
                Provenance::Built("not cached yet".into())
            } else {
                Provenance::Loaded
            };
            assert_eq!(provenance[..2], [want.clone(), want], "goal {i}");
        }
        let files: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .sorted()
            .collect();
        assert_eq!(files, ["4x4-b0-1.2.3.4.5.6.pdb", "4x4-b0-7.8.9.10.11.12.pdb"]);
    }

    #[test]
    fn small_batches_use_quick_tables_until_the_large_ones_are_cached() {
        let dir = tempfile::tempdir().unwrap();
        let shape = Shape::new(4, 4).unwrap();
        let last = Grid::blank_last(shape);
        let plan = |batch| planned_sizes(&last, batch, Some(dir.path()));
        assert_eq!(plan(1), QUICK_SIZES);
        assert_eq!(plan(QUICK_BATCH), QUICK_SIZES);
        assert_eq!(plan(QUICK_BATCH + 1), [7, 8]);
        assert_eq!(planned_sizes(&last, 1, None), QUICK_SIZES);
        // Once blank-first's 7-8 files are there, blank-last uses them too.
        let first = Grid::blank_first(shape);
        for group in partition(&first, &[7, 8]).unwrap() {
            std::fs::write(dir.path().join(file_name(shape, 0, &group)), b"").unwrap();
        }
        assert_eq!(plan(1), [7, 8]);
        // Other boards keep their default.
        let eight = Grid::blank_last(Shape::new(3, 3).unwrap());
        assert_eq!(planned_sizes(&eight, 1, None), [4, 4]);
    }

    #[test]
    fn build_costs_follow_the_tables() {
        let shape = Shape::new(4, 4).unwrap();
        let eight = build_cost(shape, 8);
        assert_eq!(eight.entries, 518_918_400);
        // The table and 2 bits for each of 1,425,191,040 pairs (plus block padding).
        assert!((875_000_000..880_000_000).contains(&eight.peak_bytes), "{eight:?}");
        let seven = build_cost(shape, 7);
        assert!(eight.core_seconds > 5.0 * seven.core_seconds);
        assert!(build_cost(shape, 3).core_seconds < 0.01);
    }

    #[test]
    fn partitions_follow_the_goal_and_check_sizes() {
        let goal = Grid::blank_first(Shape::new(4, 4).unwrap());
        let groups = partition(&goal, &[7, 8]).unwrap();
        assert_eq!(groups[0], (1..=7).collect::<Vec<u8>>());
        assert_eq!(groups[1], (8..=15).collect::<Vec<u8>>());
        assert_eq!(default_sizes(goal.shape()), vec![7, 8]);
        assert!(partition(&goal, &[7, 7]).is_err());
        assert!(partition(&goal, &[6, 9]).unwrap_err().contains("table entries"));
        assert!(partition(&Grid::blank_last(Shape::new(5, 5).unwrap()), &[24]).is_err());
        // Blank-last is cut from the blank's corner: the bottom seven tiles, then the rest.
        let last = partition(&Grid::blank_last(goal.shape()), &[7, 8]).unwrap();
        assert_eq!(last[0], (8..=14).rev().collect::<Vec<u8>>());
        assert_eq!(last[1], (0..=7).rev().collect::<Vec<u8>>());
        assert_eq!(default_sizes(Shape::new(5, 5).unwrap()), vec![6, 6, 6, 6]);
        // 6-6-6-6 on 5×5 is Korf and Felner's blocks, turned with the goal.
        let five = Shape::new(5, 5).unwrap();
        let korf = partition(&Grid::blank_first(five), &[6; 4]).unwrap();
        assert_eq!(korf, KORF_FELNER_24.map(|g| g.to_vec()));
        let turned = partition(&Grid::blank_last(five), &[6; 4]).unwrap();
        assert_eq!(turned[0], [23, 22, 19, 18, 17, 12]);
        let mut tiles: Vec<u8> = turned.concat();
        tiles.sort();
        assert_eq!(tiles, (0..24).collect::<Vec<u8>>());
        assert_eq!(default_sizes(Shape::new(3, 3).unwrap()), vec![4, 4]);
        assert_eq!(default_sizes(Shape::new(5, 4).unwrap()), vec![4, 5, 5, 5]);
        assert_eq!(file_name(goal.shape(), 0, &groups[0]), "4x4-b0-1.2.3.4.5.6.7.pdb");
    }
}
