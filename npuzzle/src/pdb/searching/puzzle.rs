//! IDA* on additive pattern databases: the search state keeps each table's value up to date
//! as tiles move, and the estimate is the largest of the sums over the views (each partition
//! of the tiles into groups, as the goal is and reflected about the main diagonal when that
//! keeps the blank's goal), each view looked up on the board and on its dual (see
//! [`super::dual`]). Children pass their
//! estimates back to their parent and the parent to them (bidirectional pathmax), since the
//! dual lookups make the estimate inconsistent.

use super::dual::penalties;
use super::prefetch::prefetch;
use super::pruning::{MovePruning, PRUNED};
use super::shared_search::Within;
use crate::pdb::numbering::pairs::MAX_TILES;
use crate::pdb::numbering::partition::{MAX_GROUPS, MAX_PARTITIONS, MAX_SQUARES};
use crate::pdb::numbering::symmetry::Symmetry;
use crate::pdb::table::{PatternTable, Spot};
use searchlab::cells::Shape;
use searchlab::search::{Heuristic, Keyed, Problem};
use searchlab::tiles::grid::neighbour;
use searchlab::tiles::grid::GridBoard;
use searchlab::tiles::{Move, LEX_ORDER};
use std::ops::Range;

/// The most views: each partition, twice with the reflection.
const MAX_VIEWS: usize = 2 * MAX_PARTITIONS;

/// Slots for per-lookup data in a search state: a table per group of each view.
const LOOKUPS: usize = MAX_VIEWS * MAX_GROUPS;

/// The most a view's dual lookups may lose to penalties (summed over its groups) and still be
/// made. Measured on Korf's 100 with the 7-8 tables (BENCHMARKS.md): a limit of 1 (the blank
/// on its goal square or next to it) saves as many nodes as no limit (23,708 against 23,707
/// generated per instance), since a larger penalty leaves the dual's sum below the board's.
const DUAL_PENALTIES: u8 = 1;

/// One table lookup of the estimate: a group's table, the tiles whose squares it reads
/// (in table order) and the square map applied first (from the board to the table's frame,
/// through the reflection in the reflected view). Its dual reads, for each of those tiles,
/// the goal square of the tile standing on that tile's goal square (`reads`), through the
/// same map. Lookups are listed view by view, each view with one lookup per group in group
/// order.
#[derive(Clone, Debug)]
struct Lookup<const N: usize> {
    group: usize,
    view: usize,
    tiles: Vec<u8>,
    reads: Vec<u8>,
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
    /// Each tile's goal square.
    home: [u8; N],
    /// For each lookup, its dual's penalty for each square the blank may be on.
    penalty: Vec<[u8; N]>,
    /// For each square the blank may be on, the views (a bit each) whose dual lookups are
    /// made there: those whose penalties add up to at most [`DUAL_PENALTIES`].
    dual_views: [u8; N],
    /// Each view's lookups: `view_lookups[v]..view_lookups[v + 1]`.
    view_lookups: Vec<usize>,
    /// The automaton that refuses duplicate move strings, if one is used.
    pruning: Option<&'t MovePruning>,
}

/// A board in a [`PdbPuzzle`] search, with its table ranks and values kept up to date.
#[derive(Clone, Debug)]
pub struct PdbState<const N: usize> {
    cells: [u8; N],
    square_of: [u8; N],
    blank: u8,
    /// The square the blank came from (none at the start): the step back is not generated.
    came_from: u8,
    /// The move-pruning automaton's node (0 without one).
    node: u32,
    values: [u8; LOOKUPS],
    estimate: u8,
}

impl<const N: usize> PartialEq for PdbState<N> {
    fn eq(&self, other: &Self) -> bool {
        self.blank == other.blank && self.cells == other.cells
    }
}

impl<const N: usize> Eq for PdbState<N> {}

/// Equal boards hash alike, whatever path reached them (the cells place the blank).
impl<const N: usize> std::hash::Hash for PdbState<N> {
    fn hash<H: std::hash::Hasher>(&self, hasher: &mut H) {
        self.cells.hash(hasher);
    }
}

impl<'t, const N: usize> PdbPuzzle<'t, N> {
    /// The puzzle of reaching `goal` with `tables` (built for that goal by
    /// [`crate::pdb::load_or_build`], in whatever frame they are kept): one or more
    /// partitions of the goal's tiles, one after the other, each a run of tables whose tiles
    /// add up to all of them; the estimate is the largest of their sums. Uses the reflection
    /// too when the board is square and the blank's goal is on the diagonal, and the dual
    /// lookups. Cost: O(n) plus the penalties' searches, bounded at one move (microseconds
    /// once the tables' pages are in memory), and the tables' memory, which it borrows.
    ///
    /// Panics unless the tables split into at most [`MAX_PARTITIONS`] whole partitions of at
    /// most [`MAX_GROUPS`] groups each.
    pub fn new(goal: &GridBoard, tables: &'t [PatternTable]) -> Self {
        let shape = goal.shape();
        let squares = shape.squares();
        assert!(squares <= N && N <= MAX_SQUARES);
        let partitions = partitions(tables, squares - 1);
        let mut goal_cells = [0u8; N];
        goal_cells[..squares].copy_from_slice(goal.cells());
        let mut home = [0u8; N];
        for (square, &tile) in goal.cells().iter().enumerate() {
            home[usize::from(tile)] = square as u8;
        }
        let mut symmetries = vec![Symmetry::identity(shape)];
        let blank = goal.blank();
        if let Some(reflect) = Symmetry::transpose(shape).filter(|r| r.apply(blank) == blank) {
            symmetries.push(reflect);
        }
        let (lookups, view_lookups) =
            lookups(&goal_cells, squares, &symmetries, tables, &partitions);
        let mut lookups_of_tile = vec![Vec::new(); squares];
        for (l, lookup) in lookups.iter().enumerate() {
            for &tile in &lookup.tiles {
                lookups_of_tile[usize::from(tile)].push(l);
            }
        }
        let penalties: Vec<Vec<u8>> = tables
            .iter()
            .map(|t| penalties(shape, t, t.frame.apply(blank), DUAL_PENALTIES))
            .collect();
        let penalty: Vec<[u8; N]> = lookups
            .iter()
            .map(|l| std::array::from_fn(|s| penalties[l.group][usize::from(l.map[s])]))
            .collect();
        let views = view_lookups.len() - 1;
        let dual_views = std::array::from_fn(|s| {
            let views_penalty = |v: usize| {
                let view = view_lookups[v]..view_lookups[v + 1];
                view.map(|l| u32::from(penalty[l][s])).sum::<u32>()
            };
            (0..views)
                .filter(|&v| s < squares && views_penalty(v) <= DUAL_PENALTIES.into())
                .fold(0u8, |mask, v| mask | 1 << v)
        });
        PdbPuzzle {
            tables,
            shape,
            goal: goal_cells,
            lookups,
            lookups_of_tile,
            home,
            penalty,
            dual_views,
            view_lookups,
            pruning: None,
        }
    }

    /// The same puzzle, its search refusing the move strings `pruning` forbids (duplicate
    /// paths; the answer stays optimal). Cost: O(1).
    pub fn with_pruning(mut self, pruning: &'t MovePruning) -> Self {
        self.pruning = Some(pruning);
        self
    }

    /// The same puzzle without the dual lookups: the largest of the views' sums alone (a
    /// consistent estimate). Cost: O(1).
    pub fn without_duals(mut self) -> Self {
        self.dual_views = [0; N];
        self
    }

    /// How many views the estimate takes the larger of: the partitions, twice with the
    /// reflection (each looked up on the board and, unless [`Self::without_duals`], on its
    /// dual).
    pub fn views(&self) -> usize {
        self.view_lookups.len() - 1
    }

    /// The search state of `grid` (of the goal's shape), with all its lookups done.
    pub fn state(&self, grid: &GridBoard) -> PdbState<N> {
        let mut state = PdbState {
            cells: [0; N],
            square_of: [0; N],
            blank: grid.blank() as u8,
            came_from: u8::MAX,
            node: self.pruning.map_or(0, |p| p.start(grid.blank())),
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
        state.estimate = self.sum(&state, u32::MAX);
        state
    }

    fn value(&self, state: &PdbState<N>, l: usize) -> u8 {
        self.read(l, self.spot(state, l))
    }

    /// Where lookup `l`'s value for `state` is kept in its table; the processor is asked
    /// for it at once (see [`Self::read`]).
    #[inline(always)]
    fn spot(&self, state: &PdbState<N>, l: usize) -> Spot {
        let lookup = &self.lookups[l];
        let mut placed = [0u8; MAX_TILES];
        for (slot, &tile) in placed.iter_mut().zip(&lookup.tiles) {
            *slot = lookup.map[usize::from(state.square_of[usize::from(tile)])];
        }
        let blank = lookup.map[usize::from(state.blank)];
        let table = &self.tables[lookup.group];
        let spot = table.locate(&placed[..lookup.tiles.len()], blank);
        prefetch(table.byte(spot));
        spot
    }

    /// The value at `spot` of lookup `l`'s table.
    #[inline(always)]
    fn read(&self, l: usize, spot: Spot) -> u8 {
        self.tables[self.lookups[l].group].read(spot)
    }

    /// Lookup `l` on the dual board, before its penalty: each tile of the group is placed
    /// on the goal square of the tile standing on its own goal square (the blank's goal
    /// square standing in for the blank), and the blank on its goal square.
    fn dual_value(&self, state: &PdbState<N>, l: usize) -> u8 {
        let lookup = &self.lookups[l];
        let blank_goal = usize::from(self.home[0]);
        let squares = lookup.reads.iter().map(|&read| {
            let tile = match state.cells[usize::from(read)] {
                0 => state.cells[blank_goal],
                tile => tile,
            };
            lookup.map[usize::from(self.home[usize::from(tile)])]
        });
        self.table_value(lookup, squares, lookup.map[blank_goal])
    }

    /// The value in `lookup`'s table of its tiles on `squares` and the blank on `blank`
    /// (squares of the table's frame).
    #[inline(always)]
    fn table_value(&self, lookup: &Lookup<N>, squares: impl Iterator<Item = u8>, blank: u8) -> u8 {
        let mut placed = [0u8; MAX_TILES];
        let mut tiles = 0;
        for (slot, square) in placed.iter_mut().zip(squares) {
            *slot = square;
            tiles += 1;
        }
        self.tables[lookup.group].value(&placed[..tiles], blank)
    }

    /// The sum of view `view`'s values in `state`.
    fn view_sum(&self, state: &PdbState<N>, view: usize) -> u32 {
        let lookups = self.view_lookups[view]..self.view_lookups[view + 1];
        state.values[lookups].iter().map(|&v| u32::from(v)).sum()
    }

    /// Brings the children in `children` (just generated, their first view's entry located
    /// in `first`) up to date and estimates them, a stage at a time over all of them so that
    /// their reads from the tables overlap: the first view's values; then, for the children
    /// whose first view's sum is at most `budget`, the other views' entries, values and
    /// the full estimate (see [`Self::sum`]). A child above `budget` keeps its first view's
    /// sum, its other views' values left stale.
    fn estimate_children(
        &self,
        children: &mut [(Move, PdbState<N>)],
        first: &[(usize, Spot)],
        budget: u32,
    ) {
        let mut later = [[(usize::MAX, Spot::default()); MAX_VIEWS - 1]; 4];
        for (k, (_, child)) in children.iter_mut().enumerate() {
            let (l, spot) = first[k];
            child.values[l] = self.read(l, spot);
            let sum = self.view_sum(child, self.lookups[l].view);
            child.estimate = sum.min(u32::from(u8::MAX)) as u8;
            if sum > budget {
                continue;
            }
            let tile = child.cells[usize::from(child.came_from)];
            for (slot, &l) in later[k].iter_mut().zip(&self.lookups_of_tile[usize::from(tile)][1..])
            {
                *slot = (l, self.spot(child, l));
            }
        }
        for (k, (_, child)) in children.iter_mut().enumerate() {
            if u32::from(child.estimate) > budget {
                continue;
            }
            for &(l, spot) in later[k].iter().filter(|(l, _)| *l != usize::MAX) {
                child.values[l] = self.read(l, spot);
            }
            child.estimate = self.sum(child, budget);
        }
    }

    /// The largest over the views of the sum of their groups' values, on the board and on
    /// its dual (each dual value less its group's penalty for where the blank is); the dual
    /// lookups are not made once a view's sum is above `budget`.
    fn sum(&self, state: &PdbState<N>, budget: u32) -> u8 {
        let blank = usize::from(state.blank);
        let mut best = (0..self.views()).map(|view| self.view_sum(state, view)).max().unwrap_or(0);
        let mut views = if best > budget { 0 } else { self.dual_views[blank] };
        while views != 0 {
            let view = views.trailing_zeros() as usize;
            views &= views - 1;
            let dual = (self.view_lookups[view]..self.view_lookups[view + 1])
                .map(|l| {
                    u32::from(self.dual_value(state, l).saturating_sub(self.penalty[l][blank]))
                })
                .sum::<u32>();
            best = best.max(dual);
            if best > budget {
                break;
            }
        }
        best.min(u32::from(u8::MAX)) as u8
    }
}

/// The partitions of `tables` (runs of tables whose tiles add up to `tiles`). Panics unless
/// they split so into at most [`MAX_PARTITIONS`] partitions of at most [`MAX_GROUPS`] groups.
fn partitions(tables: &[PatternTable], tiles: usize) -> Vec<Range<usize>> {
    let mut partitions = Vec::new();
    let (mut start, mut covered) = (0, 0);
    for (t, table) in tables.iter().enumerate() {
        covered += table.pattern.len();
        if covered == tiles {
            partitions.push(start..t + 1);
            (start, covered) = (t + 1, 0);
        }
    }
    let fits = |p: &Range<usize>| p.len() <= MAX_GROUPS;
    assert!(
        covered == 0 && !partitions.is_empty() && partitions.len() <= MAX_PARTITIONS,
        "the tables must be whole partitions of the {tiles} tiles, at most {MAX_PARTITIONS}"
    );
    assert!(partitions.iter().all(fits), "at most {MAX_GROUPS} groups a partition");
    partitions
}

/// The lookups of every view (each symmetry, then each partition), view by view and group by
/// group (see [`Lookup`]), and where each view's start (one more entry closes the last).
fn lookups<const N: usize>(
    goal_cells: &[u8; N],
    squares: usize,
    symmetries: &[Symmetry],
    tables: &[PatternTable],
    partitions: &[Range<usize>],
) -> (Vec<Lookup<N>>, Vec<usize>) {
    let mut lookups = Vec::new();
    let mut view_lookups = vec![0];
    let views = symmetries.iter().flat_map(|s| partitions.iter().map(move |p| (s, p.clone())));
    for (view, (symmetry, groups)) in views.enumerate() {
        for group in groups {
            let table = &tables[group];
            // A tile whose goal is g is read at symmetry(g) on the board and looked up at
            // frame(symmetry⁻¹(square)) in the table.
            let to_goal = table.frame.inverse().then(symmetry);
            let reads: Vec<u8> =
                table.pattern.iter().map(|&s| to_goal.apply(usize::from(s)) as u8).collect();
            let to_table = symmetry.inverse().then(&table.frame);
            lookups.push(Lookup {
                group,
                view,
                tiles: reads.iter().map(|&s| goal_cells[usize::from(s)]).collect(),
                reads,
                map: std::array::from_fn(|s| if s < squares { to_table.apply(s) as u8 } else { 0 }),
            });
        }
        view_lookups.push(lookups.len());
    }
    (lookups, view_lookups)
}

impl<const N: usize> Problem for PdbPuzzle<'_, N> {
    type State = PdbState<N>;
    type Move = Move;

    /// Each child's lookups are brought up to date; then the largest child estimate less
    /// one raises the parent's, and the parent's less one raises each child's
    /// (bidirectional pathmax: both stay admissible), and children come in order of
    /// increasing estimate.
    fn successors(&self, state: &PdbState<N>, out: &mut Vec<(Move, PdbState<N>)>) {
        self.successors_within(state, u32::MAX, out);
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

impl<const N: usize> Within for PdbPuzzle<'_, N> {
    /// As [`Problem::successors`], but a child whose first view's sum is already above
    /// `budget` keeps that sum as its estimate: its other views' lookups and the dual
    /// lookups are not made (most children IDA* prunes are pruned so), and the child is
    /// left unfit for expanding, which IDA* never asks.
    fn successors_within(
        &self,
        state: &PdbState<N>,
        budget: u32,
        out: &mut Vec<(Move, PdbState<N>)>,
    ) {
        let first = out.len();
        let mut entries = [(0, Spot::default()); 4];
        for (index, m) in LEX_ORDER.into_iter().enumerate() {
            let to = match neighbour(self.shape, usize::from(state.blank), m) {
                Some(to) if to != usize::from(state.came_from) => to,
                _ => {
                    continue;
                }
            };
            let node = self.pruning.map_or(0, |p| p.after(state.node, index));
            if node == PRUNED {
                continue;
            }
            if let Some(pruning) = self.pruning {
                pruning.prefetch(node);
            }
            let mut next = state.clone();
            next.node = node;
            let tile = next.cells[to];
            next.cells[usize::from(state.blank)] = tile;
            next.cells[to] = 0;
            next.square_of[usize::from(tile)] = state.blank;
            next.blank = to as u8;
            next.came_from = state.blank;
            let l = self.lookups_of_tile[usize::from(tile)][0];
            entries[out.len() - first] = (l, self.spot(&next, l));
            out.push((m, next));
        }
        let children = &mut out[first..];
        self.estimate_children(children, &entries, budget);
        let best_child = children.iter().map(|(_, c)| c.estimate).max().unwrap_or(0);
        let parent = state.estimate.max(best_child.saturating_sub(1));
        for (_, child) in children.iter_mut() {
            child.estimate = child.estimate.max(parent.saturating_sub(1));
        }
        children.sort_by_key(|(_, next)| next.estimate);
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
        let packed = cells.iter().fold(0u128, |key, &tile| key << bits | u128::from(tile));
        let (low, high) = (packed as u64, (packed >> 64) as u64);
        let high = (high ^ low.wrapping_mul(0x9E37_79B9_7F4A_7C15)).rotate_left(32);
        u128::from(high) << 64 | u128::from(low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdb::{partition, TableKind};
    use std::collections::{HashMap, VecDeque};

    /// Every board that reaches `goal`, with its exact distance (breadth-first search).
    fn distances(goal: &GridBoard) -> HashMap<GridBoard, u32> {
        let mut distance = HashMap::from([(goal.clone(), 0u32)]);
        let mut queue = VecDeque::from([goal.clone()]);
        while let Some(board) = queue.pop_front() {
            let d = distance[&board];
            for m in LEX_ORDER {
                if let Some(next) = board.step(m) {
                    if !distance.contains_key(&next) {
                        distance.insert(next.clone(), d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
        distance
    }

    /// Checks the estimate with dual lookups, on `kind` tables, on every board of `goal`'s
    /// shape against the exact distances, and the children's lookups against fresh ones;
    /// returns how many boards the duals raise the estimate on, and the estimates without
    /// them.
    fn check_every_board(goal: &GridBoard, sizes: &[usize], kind: TableKind) -> (usize, Vec<u8>) {
        // Kept in the goal's orientation, as `load_or_build` keeps them.
        let shape = goal.shape();
        let frame = Symmetry::orientation(shape, goal.blank());
        let tables: Vec<PatternTable> = partition(goal, sizes)
            .unwrap()
            .iter()
            .map(|group| {
                let mut pattern: Vec<u8> =
                    group.iter().map(|&s| frame.apply(usize::from(s)) as u8).collect();
                pattern.sort_unstable();
                let blank = frame.apply(goal.blank());
                PatternTable {
                    frame: frame.clone(),
                    ..PatternTable::build(shape, &pattern, blank, kind, 1)
                }
            })
            .collect();
        let puzzle = PdbPuzzle::<16>::new(goal, &tables);
        let plain = puzzle.clone().without_duals();
        let mut distance: Vec<(GridBoard, u32)> = distances(goal).into_iter().collect();
        distance.sort_by(|a, b| a.0.cells().cmp(b.0.cells()));
        let exact: HashMap<GridBoard, u32> = distance.iter().cloned().collect();
        let mut raised = 0;
        let mut without_duals = Vec::new();
        for (board, d) in &distance {
            let state = puzzle.state(board);
            let without = plain.state(board).estimate;
            without_duals.push(without);
            assert!(without <= state.estimate && u32::from(state.estimate) <= *d, "{board:?}");
            raised += usize::from(state.estimate > without);
            let mut children = Vec::new();
            puzzle.successors(&state, &mut children);
            for (m, next) in children {
                let child = board.step(m).unwrap();
                let fresh = puzzle.state(&child);
                assert_eq!(next.values, fresh.values, "{child:?}");
                assert!(next.estimate >= fresh.estimate, "pathmax only raises");
                assert!(u32::from(next.estimate) <= exact[&child], "{child:?}");
            }
            // Within a budget, a child above it may skip lookups, but stays admissible, and
            // one within it is complete.
            for budget in [0, u32::from(state.estimate) / 2, u32::from(state.estimate)] {
                let mut children = Vec::new();
                puzzle.successors_within(&state, budget, &mut children);
                for (m, next) in children {
                    let child = board.step(m).unwrap();
                    assert!(u32::from(next.estimate) <= exact[&child], "{child:?}");
                    if u32::from(next.estimate) <= budget {
                        assert_eq!(next.values, puzzle.state(&child).values, "{child:?}");
                    }
                }
            }
        }
        (raised, without_duals)
    }

    #[test]
    fn dual_lookups_never_overestimate_and_often_raise_the_estimate() {
        let square = Shape::new(3, 3);
        let centre = GridBoard::new(square, vec![1, 2, 3, 4, 0, 5, 6, 7, 8]).unwrap();
        // (goal, partition, whether the duals can add anything: not to one exact table)
        let cases = [
            (GridBoard::blank_first(square), vec![4, 4], true),
            (GridBoard::blank_last(square), vec![3, 5], true),
            (centre, vec![4, 4], true),
            (GridBoard::blank_first(Shape::new(4, 2)), vec![3, 4], true),
            (GridBoard::blank_last(Shape::new(2, 3)), vec![5], false),
        ];
        for (goal, sizes, raises) in cases {
            let boards = distances(&goal).len();
            let (raised, _) = check_every_board(&goal, &sizes, TableKind::Plain);
            let enough = if raises { raised * 50 > boards } else { raised == 0 };
            assert!(enough, "{goal:?} {sizes:?}: raised on {raised} of {boards}");
        }
    }

    #[test]
    fn zero_aware_tables_never_overestimate_and_raise_the_plain_estimate() {
        let cases = [
            (GridBoard::blank_first(Shape::new(3, 3)), vec![4, 4]),
            (GridBoard::blank_last(Shape::new(3, 3)), vec![2, 3, 3]),
            (GridBoard::blank_first(Shape::new(4, 2)), vec![3, 4]),
        ];
        for (goal, sizes) in cases {
            let (_, plain) = check_every_board(&goal, &sizes, TableKind::Plain);
            let (_, zero_aware) = check_every_board(&goal, &sizes, TableKind::ZeroAware);
            assert!(plain.iter().zip(&zero_aware).all(|(p, z)| p <= z), "{goal:?} {sizes:?}");
            let higher = plain.iter().zip(&zero_aware).filter(|(p, z)| p < z).count();
            assert!(higher * 10 > plain.len(), "{goal:?}: higher on {higher} of {}", plain.len());
        }
    }

    #[test]
    fn several_partitions_estimate_the_largest_of_their_sums() {
        let goal = GridBoard::blank_first(Shape::new(3, 3));
        let (_, first) = check_every_board(&goal, &[4, 4], TableKind::ZeroAware);
        let (_, second) = check_every_board(&goal, &[3, 5], TableKind::ZeroAware);
        let (_, both) = check_every_board(&goal, &[4, 4, 3, 5], TableKind::ZeroAware);
        let larger: Vec<u8> = first.iter().zip(&second).map(|(a, b)| *a.max(b)).collect();
        assert_eq!(both, larger);
        assert!(first.iter().zip(&second).any(|(a, b)| a < b), "the second partition wins");
        assert!(first.iter().zip(&second).any(|(a, b)| a > b), "the first partition wins");
    }
}
