//! Cheapest-first searches (Dijkstra's algorithm, 0-1 BFS) over states that are indices
//! below a bound, each state's record (its cost, parent and move) at its own index:
//! relaxing a move reads one record, where a [`Tree`]'s dense index takes two reads in a
//! row (the state's number, then the record of that number).
//! [`Indices::dijkstra`](super::Indices::dijkstra), [`Indices::bfs_01`](super::Indices::bfs_01)
//! and the spur searches of [`Indices::yen`](super::Indices::yen) run on it.

use super::cost::Cost;
use super::found::{Found, Successor};
use super::open::Frontier;
use super::stats::Stats;
use super::tree::Tree;
/// The parent of a state not reached.
const UNREACHED: u32 = u32::MAX;

/// The records of a search over the indices below `records.len()`.
pub(super) struct ByIndex<M, C> {
    records: Vec<Record<M, C>>,
    /// The states reached, in the order first reached.
    reached: Vec<u32>,
}

/// A state's record: its least cost found, its parent on that path (itself for a start,
/// [`UNREACHED`] for a state not reached) and the label of the move from it.
#[derive(Clone, Copy)]
struct Record<M, C> {
    cost: C,
    parent: u32,
    label: Option<M>,
}

impl<M: Copy, C: Cost> ByIndex<M, C> {
    /// Records for the indices below `size`, the `starts` reached at cost zero.
    /// Cost: O(size) time and a record per index.
    ///
    /// # Panics
    /// If `size` is `u32::MAX` or more, or a start is not below it.
    pub(super) fn new(size: usize, starts: impl IntoIterator<Item = usize>) -> Self {
        assert!(size < UNREACHED as usize, "a search over {} indices (at most 2^32 - 2)", size);
        let unreached = Record { cost: C::ZERO, parent: UNREACHED, label: None };
        let mut by_index = ByIndex { records: vec![unreached; size], reached: Vec::new() };
        for start in starts {
            by_index.reach(start, C::ZERO);
        }
        by_index
    }

    /// Records `state` as reached at `cost`, a start (its own parent, with no move), unless
    /// it is reached already.
    ///
    /// # Panics
    /// If `state` is not below the number of records.
    pub(super) fn reach(&mut self, state: usize, cost: C) {
        let state = self.checked(state);
        let record = &mut self.records[state as usize];
        if record.parent == UNREACHED {
            *record = Record { cost, parent: state, label: None };
            self.reached.push(state);
        }
    }

    /// Forgets every state reached, keeping the records' memory. Cost: O(states reached).
    pub(super) fn clear(&mut self) {
        for &state in &self.reached {
            self.records[state as usize].parent = UNREACHED;
        }
        self.reached.clear();
    }

    /// `state` as a record's index.
    ///
    /// # Panics
    /// If it is not below the number of records.
    #[inline]
    fn checked(&self, state: usize) -> u32 {
        let size = self.records.len();
        assert!(state < size, "state {} of a search over indices below {}", state, size);
        state as u32
    }

    /// Cheapest first from the states reached, numbered from `open` on in the order
    /// reached, at their recorded costs (the states reached before count as reached
    /// already, never entered: states a search must avoid), until a goal is taken from the
    /// open list `F` (a [`RadixHeap`](super::radix::RadixHeap) for Dijkstra's algorithm, a
    /// [`ZeroOneQueue`](super::zero_one::ZeroOneQueue) for 0-1 BFS), or the least cost
    /// left exceeds `bound`: the goal, if any, and the work done.
    ///
    /// # Panics
    /// If a move's cost is negative, a path's cost overflows `C`, a state is out of
    /// bounds, or `F` refuses a cost.
    pub(super) fn cheapest_first<F: Frontier<C>, E, I>(
        &mut self,
        open: usize,
        mut successors: impl FnMut(&usize) -> I,
        mut is_goal: impl FnMut(&usize) -> bool,
        bound: Option<C>,
    ) -> (Option<usize>, Stats)
    where
        E: Successor<usize, Label = M>,
        I: IntoIterator<Item = (E, C)>,
    {
        let mut stats = Stats::default();
        let mut queue = F::empty();
        for &start in &self.reached[open..] {
            queue.put(self.records[start as usize].cost, C::ZERO, start);
        }
        while let Some((g, at)) = queue.take() {
            if self.records[at as usize].cost < g {
                continue;
            }
            if bound.map_or(false, |bound| g > bound) {
                break;
            }
            let state = at as usize;
            if is_goal(&state) {
                return (Some(state), stats);
            }
            stats.expanded += 1;
            for (edge, cost) in successors(&state) {
                stats.generated += 1;
                assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
                let (label, next) = edge.into_parts();
                let (next, g) = (self.checked(next), g.plus(cost));
                let record = &mut self.records[next as usize];
                if record.parent == UNREACHED {
                    self.reached.push(next);
                } else if g >= record.cost {
                    continue;
                }
                *record = Record { cost: g, parent: at, label: Some(label) };
                queue.put(g, C::ZERO, next);
            }
        }
        (None, stats)
    }

    /// The states reached and their costs, in the order first reached.
    pub(super) fn reached_and_costs(&self) -> impl Iterator<Item = (usize, C)> + '_ {
        self.reached.iter().map(|&state| (state as usize, self.records[state as usize].cost))
    }

    /// The path the records hold from a start to `goal`, which is reached.
    /// Cost: O(path length).
    pub(super) fn path_to(&self, goal: usize, stats: Stats) -> Found<usize, M, C> {
        let (mut states, mut moves, mut at) = (vec![goal], Vec::new(), goal);
        while let Some(label) = self.records[at].label {
            moves.push(label);
            at = self.records[at].parent as usize;
            states.push(at);
        }
        states.reverse();
        moves.reverse();
        Found { states, moves, cost: self.records[goal].cost, stats }
    }

    /// The records as a dense [`Tree`], numbered in the order the states were first
    /// reached. Cost: O(size) time, two passes over the states reached.
    pub(super) fn into_tree(self) -> Tree<usize, M, C> {
        let mut tree = Tree::dense(self.records.len());
        for &state in &self.reached {
            let _ = tree.insert_root(state as usize, self.records[state as usize].cost);
        }
        for (id, &state) in self.reached.iter().enumerate() {
            let record = &self.records[state as usize];
            if let Some(label) = record.label {
                let parent = tree.find(&(record.parent as usize)).expect("a parent is reached");
                tree.update(id as u32, parent, Some(label), record.cost);
            }
        }
        tree
    }
}
