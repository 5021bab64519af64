//! Additive disjoint pattern databases for boards of up to 16 squares, and IDA* on them
//! (Korf and Felner, 2002): the tiles are split into groups; each group's table holds, for
//! every placement of its tiles, the fewest moves of those tiles that bring them home. Moves
//! of different groups are different moves, so the groups' values add up to an admissible
//! estimate. On square boards whose blank goes on the main diagonal, the same tables also
//! estimate the board reflected about that diagonal, and the search takes the larger sum.

mod build;
mod index;
mod layout;
mod marks;
mod store;

pub use build::{build, UNREACHED};
pub use index::Placements;
pub use store::{checksum, load, save, Header, LoadError};

use super::{Grid, Move, Shape, LEX_ORDER};
use crate::search::{Heuristic, Keyed, Problem};
use std::path::Path;

/// The most squares a pattern database board may have.
pub const MAX_SQUARES: usize = 16;
/// The most groups a partition may have.
pub const MAX_GROUPS: usize = 4;
/// The largest table a group may need, in entries (bytes): the 8-tile group of the 15-puzzle.
pub const MAX_TABLE: u64 = 600_000_000;

/// One group's table: its tiles' goal squares (in table order) and a byte per placement.
#[derive(Clone, Debug)]
pub struct PatternTable {
    /// The goal squares of the group's tiles.
    pub pattern: Vec<u8>,
    /// The value of every placement, ranked by [`Placements`].
    pub table: Vec<u8>,
}

/// The groups of a partition of a goal's tiles: the goal squares of the tiles taken in
/// row-major order, cut into runs of the given sizes (which must add up to the tile count).
/// `7-8` on Korf's 15-puzzle goal gives his partition: the top two rows and the bottom two.
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
            sizes
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("-")
        ));
    }
    let squares: Vec<u8> = (0..shape.squares() as u8)
        .filter(|&s| usize::from(s) != goal.blank())
        .collect();
    let mut groups = Vec::new();
    let mut rest = &squares[..];
    for &size in sizes {
        let placements = Placements::new(shape.squares(), size).count();
        if placements > MAX_TABLE {
            return Err(format!(
                "a group of {size} tiles needs {placements} table entries, more than {MAX_TABLE}"
            ));
        }
        let (group, tail) = rest.split_at(size);
        groups.push(group.to_vec());
        rest = tail;
    }
    Ok(groups)
}

/// The default partition for a board: `7-8` on the 15-puzzle, two halves elsewhere (one
/// group for a board of a single tile).
pub fn default_sizes(shape: Shape) -> Vec<usize> {
    let tiles = shape.squares() - 1;
    [tiles / 2, tiles - tiles / 2]
        .into_iter()
        .filter(|&size| size > 0)
        .collect()
}

/// Tables with fewer entries are rebuilt each time (in well under a second), not cached.
pub const CACHE_FROM: u64 = 1 << 20;

/// The file a group's table is cached in, inside the cache directory.
pub fn file_name(shape: Shape, blank_goal: usize, pattern: &[u8]) -> String {
    let squares: Vec<String> = pattern.iter().map(|s| s.to_string()).collect();
    format!("{shape}-b{blank_goal}-{}.pdb", squares.join("."))
}

/// What happened to a group's table in [`load_or_build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Read from the cache.
    Loaded,
    /// Built (and cached if possible); the string says why it was not loaded.
    Built(String),
}

/// The table of each group for reaching `goal`: read from `cache` if a sound file is there
/// (tables of at least [`CACHE_FROM`] entries), otherwise built with `threads` workers,
/// reporting through `progress(group, reached, total)`, and written back. A damaged cache
/// file or one that cannot be written is reported through `warn` and otherwise ignored.
/// Cost: as [`build`] per missing table; a read and a checksum pass per cached one.
pub fn load_or_build(
    goal: &Grid,
    groups: &[Vec<u8>],
    cache: Option<&Path>,
    threads: usize,
    progress: &(dyn Fn(usize, u64, u64) + Sync),
    warn: &mut dyn FnMut(String),
) -> (Vec<PatternTable>, Vec<Provenance>) {
    let shape = goal.shape();
    let mut tables = Vec::new();
    let mut provenance = Vec::new();
    for (index, pattern) in groups.iter().enumerate() {
        let header = Header {
            shape: (shape.width() as u8, shape.height() as u8),
            blank_goal: goal.blank() as u8,
            pattern: pattern.clone(),
            len: Placements::new(shape.squares(), pattern.len()).count(),
        };
        let path = cache
            .filter(|_| header.len >= CACHE_FROM)
            .map(|dir| dir.join(file_name(shape, goal.blank(), pattern)));
        let reason = match path.as_deref().map(|p| load(p, &header)) {
            Some(Ok(table)) => {
                tables.push(PatternTable {
                    pattern: pattern.clone(),
                    table,
                });
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
        let table = build(shape, pattern, goal.blank(), threads, &report);
        if let Some(path) = &path {
            if let Err(e) = save(path, &header, &table) {
                warn(format!("cannot cache {}: {e}", path.display()));
            }
        }
        tables.push(PatternTable {
            pattern: pattern.clone(),
            table,
        });
        provenance.push(Provenance::Built(reason));
    }
    (tables, provenance)
}

/// A cache path for messages (empty when there is none).
fn shown(path: &Option<std::path::PathBuf>) -> String {
    path.as_deref()
        .map_or(String::new(), |p| p.display().to_string())
}

/// Slots for per-lookup data in a search state: a table per group, twice with reflection.
const LOOKUPS: usize = 2 * MAX_GROUPS;

/// One table lookup of the estimate: a group's table, the tiles whose squares it reads
/// (in table order) and the square map applied first (the identity, or the reflection).
/// Lookups are listed view by view, each view with one lookup per group in group order.
#[derive(Clone, Debug)]
struct Lookup {
    group: usize,
    tiles: Vec<u8>,
    map: [u8; MAX_SQUARES],
}

/// Reaching `goal` by IDA* on additive pattern databases (see the module documentation).
/// Successors come in order of increasing estimate (ties in the order `d l r u`), so the
/// last iteration tends to meet the goal early.
#[derive(Clone, Debug)]
pub struct PdbPuzzle<'t> {
    tables: &'t [PatternTable],
    shape: Shape,
    goal: [u8; MAX_SQUARES],
    lookups: Vec<Lookup>,
    /// For each tile, the lookups that read its square.
    lookups_of_tile: Vec<Vec<usize>>,
    views: usize,
}

/// A board in a [`PdbPuzzle`] search, with its table ranks and values kept up to date.
#[derive(Clone, Debug)]
pub struct PdbState {
    cells: [u8; MAX_SQUARES],
    square_of: [u8; MAX_SQUARES],
    blank: u8,
    values: [u8; LOOKUPS],
    estimate: u8,
}

impl PartialEq for PdbState {
    fn eq(&self, other: &Self) -> bool {
        self.blank == other.blank && self.cells == other.cells
    }
}

impl<'t> PdbPuzzle<'t> {
    /// The puzzle of reaching `goal` with `tables` (built for that goal by [`load_or_build`]);
    /// uses the reflection too when the board is square and the blank's goal is on the
    /// diagonal. Cost: O(n) plus the tables' memory, which it borrows.
    pub fn new(goal: &Grid, tables: &'t [PatternTable]) -> Self {
        let shape = goal.shape();
        let (width, squares) = (shape.width(), shape.squares());
        let mut goal_cells = [0u8; MAX_SQUARES];
        goal_cells[..squares].copy_from_slice(goal.cells());
        let identity: [u8; MAX_SQUARES] = std::array::from_fn(|s| s as u8);
        let reflect: [u8; MAX_SQUARES] =
            std::array::from_fn(|s| ((s % width) * width + s / width) as u8);
        let mut maps = vec![identity];
        let blank = goal.blank();
        if shape.width() == shape.height() && usize::from(reflect[blank]) == blank {
            maps.push(reflect);
        }
        let mut lookups = Vec::new();
        for map in &maps {
            for (group, table) in tables.iter().enumerate() {
                let tiles = table
                    .pattern
                    .iter()
                    .map(|&s| goal_cells[usize::from(map[usize::from(s)])])
                    .collect();
                lookups.push(Lookup {
                    group,
                    tiles,
                    map: *map,
                });
            }
        }
        let mut lookups_of_tile = vec![Vec::new(); squares];
        for (l, lookup) in lookups.iter().enumerate() {
            for &tile in &lookup.tiles {
                lookups_of_tile[usize::from(tile)].push(l);
            }
        }
        PdbPuzzle {
            tables,
            shape,
            goal: goal_cells,
            lookups,
            lookups_of_tile,
            views: maps.len(),
        }
    }

    /// The search state of `grid` (of the goal's shape), with all its lookups done.
    pub fn state(&self, grid: &Grid) -> PdbState {
        let mut state = PdbState {
            cells: [0; MAX_SQUARES],
            square_of: [0; MAX_SQUARES],
            blank: grid.blank() as u8,
            values: [0; LOOKUPS],
            estimate: 0,
        };
        state.cells[..grid.cells().len()].copy_from_slice(grid.cells());
        for (square, &tile) in grid.cells().iter().enumerate() {
            state.square_of[usize::from(tile)] = square as u8;
        }
        for l in 0..self.lookups.len() {
            state.values[l] = self.value(&state, l);
        }
        state.estimate = self.sum(&state);
        state
    }

    fn value(&self, state: &PdbState, l: usize) -> u8 {
        let lookup = &self.lookups[l];
        let mut squares = [0u8; MAX_SQUARES];
        for (slot, &tile) in squares.iter_mut().zip(&lookup.tiles) {
            *slot = lookup.map[usize::from(state.square_of[usize::from(tile)])];
        }
        let table = &self.tables[lookup.group];
        let placements = Placements::new(self.shape.squares(), lookup.tiles.len());
        table.table[placements.rank(&squares[..lookup.tiles.len()]) as usize]
    }

    /// The largest over the views of the sum of their groups' values.
    fn sum(&self, state: &PdbState) -> u8 {
        let groups = self.tables.len();
        let best = state.values[..groups * self.views]
            .chunks_exact(groups)
            .map(|view| view.iter().map(|&v| u32::from(v)).sum::<u32>())
            .max()
            .unwrap_or(0);
        best.min(u32::from(u8::MAX)) as u8
    }
}

impl Problem for PdbPuzzle<'_> {
    type State = PdbState;
    type Move = Move;

    fn successors(&self, state: &PdbState, out: &mut Vec<(Move, PdbState)>) {
        let first = out.len();
        for m in LEX_ORDER {
            let to = match self.shape.neighbour(usize::from(state.blank), m) {
                Some(to) => to,
                _ => {
                    continue;
                }
            };
            let mut next = state.clone();
            let tile = next.cells[to];
            next.cells[usize::from(state.blank)] = tile;
            next.cells[to] = 0;
            next.square_of[usize::from(tile)] = state.blank;
            next.blank = to as u8;
            for &l in &self.lookups_of_tile[usize::from(tile)] {
                next.values[l] = self.value(&next, l);
            }
            next.estimate = self.sum(&next);
            out.push((m, next));
        }
        out[first..].sort_by_key(|(_, next)| next.estimate);
    }

    fn is_goal(&self, state: &PdbState) -> bool {
        state.estimate == 0 && state.cells == self.goal
    }
}

impl Heuristic for PdbPuzzle<'_> {
    fn estimate(&self, state: &PdbState) -> u32 {
        u32::from(state.estimate)
    }
}

impl Keyed for PdbPuzzle<'_> {
    type Key = u64;

    /// The cells, 4 bits each (boards have at most 16 squares), scrambled by an odd
    /// multiply and a rotation: still one key per board (both steps are bijections), with
    /// low bits that depend on every cell, which a multiplicative hash such as FxHash needs
    /// (its bucket bits follow the key's low bits only; the plain packing made the table
    /// four times slower). Cost: O(cells).
    fn key(&self, state: &PdbState) -> u64 {
        let packed = state
            .cells
            .iter()
            .fold(0u64, |key, &tile| key << 4 | u64::from(tile));
        packed.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};

    /// The table by an independent 0-1 BFS over (tile squares, blank square): the blank moving
    /// onto a square without a pattern tile costs 0, swapping with a pattern tile costs 1.
    fn brute_force(shape: Shape, pattern: &[u8], blank_goal: u8) -> HashMap<Vec<u8>, u8> {
        let mut best: HashMap<(Vec<u8>, u8), u8> = HashMap::new();
        let mut queue = VecDeque::from([(pattern.to_vec(), blank_goal, 0u8)]);
        while let Some((squares, blank, cost)) = queue.pop_front() {
            if best
                .get(&(squares.clone(), blank))
                .is_some_and(|&c| c <= cost)
            {
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
            let table = build(shape, &pattern, usize::from(blank), 2, &|_, _| {});
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

    #[test]
    fn estimates_never_exceed_the_true_distance() {
        // Every 3×3 board against exact BFS distances, with the reflection in play.
        let shape = Shape::new(3, 3).unwrap();
        let goal = Grid::blank_first(shape);
        let groups = partition(&goal, &[4, 4]).unwrap();
        let (tables, provenance) =
            load_or_build(&goal, &groups, None, 1, &|_, _, _| {}, &mut |w| {
                panic!("{w}")
            });
        assert_eq!(provenance, vec![Provenance::Built("not cached".into()); 2]);
        let puzzle = PdbPuzzle::new(&goal, &tables);
        assert_eq!(puzzle.views, 2);
        let mut distance = HashMap::from([(goal.cells().to_vec(), 0u32)]);
        let mut queue = VecDeque::from([goal.clone()]);
        let mut exact = 0;
        while let Some(board) = queue.pop_front() {
            let d = distance[board.cells()];
            let state = puzzle.state(&board);
            let h = puzzle.estimate(&state);
            assert!(h <= d, "{board:?}: estimate {h} > distance {d}");
            exact += usize::from(h == d);
            let mut successors = Vec::new();
            puzzle.successors(&state, &mut successors);
            for (m, next) in successors {
                let child = board.step(m).unwrap();
                assert_eq!(
                    puzzle.estimate(&next),
                    puzzle.estimate(&puzzle.state(&child))
                );
                if !distance.contains_key(child.cells()) {
                    distance.insert(child.cells().to_vec(), d + 1);
                    queue.push_back(child);
                }
            }
        }
        assert_eq!(distance.len(), 181_440);
        assert!(exact > 1000, "the estimate is often exact");
    }

    #[test]
    fn partitions_follow_the_goal_and_check_sizes() {
        let goal = Grid::blank_first(Shape::new(4, 4).unwrap());
        let groups = partition(&goal, &[7, 8]).unwrap();
        assert_eq!(groups[0], (1..=7).collect::<Vec<u8>>());
        assert_eq!(groups[1], (8..=15).collect::<Vec<u8>>());
        assert_eq!(default_sizes(goal.shape()), vec![7, 8]);
        assert!(partition(&goal, &[7, 7]).is_err());
        assert!(partition(&goal, &[6, 9])
            .unwrap_err()
            .contains("table entries"));
        assert!(partition(&Grid::blank_last(Shape::new(5, 5).unwrap()), &[24]).is_err());
        assert_eq!(
            file_name(goal.shape(), 0, &groups[0]),
            "4x4-b0-1.2.3.4.5.6.7.pdb"
        );
    }
}
