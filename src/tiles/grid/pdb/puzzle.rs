//! IDA* on additive pattern databases: the search state keeps each table's value up to date
//! as tiles move, and the estimate is the larger of the sums over the views (the goal as it
//! is, and reflected about the main diagonal when that keeps the blank's goal).

use super::{PatternTable, Placements, Symmetry, MAX_GROUPS, MAX_SQUARES};
use crate::search::{Heuristic, Keyed, Problem};
use crate::tiles::{Grid, Move, Shape, LEX_ORDER};

/// Slots for per-lookup data in a search state: a table per group, twice with reflection.
const LOOKUPS: usize = 2 * MAX_GROUPS;

/// One table lookup of the estimate: a group's table, the tiles whose squares it reads
/// (in table order) and the square map applied first (from the board to the table's frame,
/// through the reflection in the reflected view).
/// Lookups are listed view by view, each view with one lookup per group in group order.
#[derive(Clone, Debug)]
struct Lookup<const N: usize> {
    group: usize,
    tiles: Vec<u8>,
    map: [u8; N],
}

/// Reaching `goal` by IDA* on additive pattern databases (see the module documentation).
/// Successors come in order of increasing estimate (ties in the order `d l r u`), so the
/// last iteration tends to meet the goal early. Boards have at most `N` squares (16 or
/// [`MAX_SQUARES`]: the smaller the states, the faster the search).
#[derive(Clone, Debug)]
pub struct PdbPuzzle<'t, const N: usize> {
    tables: &'t [PatternTable],
    shape: Shape,
    goal: [u8; N],
    lookups: Vec<Lookup<N>>,
    /// For each tile, the lookups that read its square.
    lookups_of_tile: Vec<Vec<usize>>,
    views: usize,
}

/// A board in a [`PdbPuzzle`] search, with its table ranks and values kept up to date.
#[derive(Clone, Debug)]
pub struct PdbState<const N: usize> {
    cells: [u8; N],
    square_of: [u8; N],
    blank: u8,
    values: [u8; LOOKUPS],
    estimate: u8,
}

impl<const N: usize> PartialEq for PdbState<N> {
    fn eq(&self, other: &Self) -> bool {
        self.blank == other.blank && self.cells == other.cells
    }
}

impl<'t, const N: usize> PdbPuzzle<'t, N> {
    /// The puzzle of reaching `goal` with `tables` (built for that goal by
    /// [`super::load_or_build`], in whatever frame they are kept); uses the reflection too
    /// when the board is square and the blank's goal is on the diagonal. Cost: O(n) plus the
    /// tables' memory, which it borrows.
    pub fn new(goal: &Grid, tables: &'t [PatternTable]) -> Self {
        let shape = goal.shape();
        let squares = shape.squares();
        assert!(squares <= N && N <= MAX_SQUARES && tables.len() <= MAX_GROUPS);
        let mut goal_cells = [0u8; N];
        goal_cells[..squares].copy_from_slice(goal.cells());
        let mut views = vec![Symmetry::identity(shape)];
        let blank = goal.blank();
        if let Some(reflect) = Symmetry::transpose(shape).filter(|r| r.apply(blank) == blank) {
            views.push(reflect);
        }
        let mut lookups = Vec::new();
        for view in &views {
            for (group, table) in tables.iter().enumerate() {
                // A tile whose goal is g is read at view(g) on the board and looked up at
                // frame(view⁻¹(square)) in the table.
                let to_goal = table.frame.inverse().then(view);
                let tiles = table
                    .pattern
                    .iter()
                    .map(|&s| goal_cells[to_goal.apply(usize::from(s))])
                    .collect();
                let to_table = view.inverse().then(&table.frame);
                lookups.push(Lookup {
                    group,
                    tiles,
                    map: std::array::from_fn(|s| {
                        if s < squares {
                            to_table.apply(s) as u8
                        } else {
                            0
                        }
                    }),
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
            views: views.len(),
        }
    }

    /// How many views the estimate takes the larger of: 2 with the reflection, else 1.
    pub fn views(&self) -> usize {
        self.views
    }

    /// The search state of `grid` (of the goal's shape), with all its lookups done.
    pub fn state(&self, grid: &Grid) -> PdbState<N> {
        let mut state = PdbState {
            cells: [0; N],
            square_of: [0; N],
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

    fn value(&self, state: &PdbState<N>, l: usize) -> u8 {
        let lookup = &self.lookups[l];
        let squares = lookup
            .tiles
            .iter()
            .map(|&tile| lookup.map[usize::from(state.square_of[usize::from(tile)])]);
        let table = &self.tables[lookup.group];
        let placements = Placements::new(self.shape.squares(), lookup.tiles.len());
        table.table[placements.rank_of(squares) as usize]
    }

    /// The largest over the views of the sum of their groups' values.
    fn sum(&self, state: &PdbState<N>) -> u8 {
        let groups = self.tables.len();
        let best = state.values[..groups * self.views]
            .chunks_exact(groups)
            .map(|view| view.iter().map(|&v| u32::from(v)).sum::<u32>())
            .max()
            .unwrap_or(0);
        best.min(u32::from(u8::MAX)) as u8
    }
}

impl<const N: usize> Problem for PdbPuzzle<'_, N> {
    type State = PdbState<N>;
    type Move = Move;

    fn successors(&self, state: &PdbState<N>, out: &mut Vec<(Move, PdbState<N>)>) {
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

    fn is_goal(&self, state: &PdbState<N>) -> bool {
        state.estimate == 0 && state.cells == self.goal
    }
}

impl<const N: usize> Heuristic for PdbPuzzle<'_, N> {
    fn estimate(&self, state: &PdbState<N>) -> u32 {
        u32::from(state.estimate)
    }
}

impl<const N: usize> Keyed for PdbPuzzle<'_, N> {
    type Key = u128;

    /// The cells, 4 bits each on boards of at most 16 squares and 5 bits each on larger
    /// ones (at most 25), the low word scrambled into the high one by an odd multiply: still
    /// one key per board (the step is a bijection), and the high word, which FxHash mixes in
    /// last, depends on every cell (its bucket bits follow the last word's low bits; the
    /// plain packing made the table four times slower). Cost: O(cells).
    fn key(&self, state: &PdbState<N>) -> u128 {
        let cells = &state.cells[..self.shape.squares()];
        let bits = if N <= 16 { 4 } else { 5 };
        let packed = cells
            .iter()
            .fold(0u128, |key, &tile| key << bits | u128::from(tile));
        let (low, high) = (packed as u64, (packed >> 64) as u64);
        let high = (high ^ low.wrapping_mul(0x9E37_79B9_7F4A_7C15)).rotate_left(32);
        u128::from(high) << 64 | u128::from(low)
    }
}
