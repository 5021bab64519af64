//! One spur search of Yen's algorithm: the rest of a path from a state of a path found
//! (the spur), avoiding the states before it and some of its moves, run in records that a
//! listing keeps from one search to the next: a hashed [`Tree`] for any states, records by
//! index for [`Indices::yen`](super::Indices::yen).

use super::by_index::ByIndex;
use super::cost::Cost;
use super::edges::{no_estimate, weighted_edges};
use super::engine::best_first_within;
use super::found::{found_at, Found};
use super::radix::RadixHeap;
use super::tree::Tree;
use std::hash::Hash;

/// One search for the rest of a path: from `state`, reached at `cost`, entering none of
/// the `banned` states, and costing at most `bound` in all (the moves already taken out of
/// `state` are left out of the successors it is given).
#[derive(Clone, Copy)]
pub(super) struct Spur<'a, S, C> {
    pub(super) state: &'a S,
    pub(super) cost: C,
    pub(super) banned: &'a [S],
    pub(super) bound: Option<C>,
}

/// The records a spur search runs in, emptied for each: a hashed [`Tree`] for [`yen`],
/// records by index for [`Indices::yen`](super::Indices::yen).
pub(super) trait SpurRecords<S, C> {
    /// Forgets every state, records the spur's banned states as reached already (never
    /// entered) and its state at its cost, and searches from it by Dijkstra's algorithm
    /// for a goal costing at most the spur's bound.
    fn search<I: IntoIterator<Item = (S, C)>>(
        &mut self,
        spur: &Spur<S, C>,
        successors: impl FnMut(&S) -> I,
        is_goal: impl FnMut(&S) -> bool,
    ) -> Option<Found<S, (), C>>;

    /// The states the last search reached, past the first `banned` (the spur's banned
    /// states), with the costs recorded for them, in the order reached.
    fn reached_past(&self, banned: usize) -> Vec<(S, C)>;
}

impl<S: Clone + Eq + Hash, C: Cost> SpurRecords<S, C> for Tree<S, (), C> {
    fn search<I: IntoIterator<Item = (S, C)>>(
        &mut self,
        spur: &Spur<S, C>,
        successors: impl FnMut(&S) -> I,
        is_goal: impl FnMut(&S) -> bool,
    ) -> Option<Found<S, (), C>> {
        self.clear();
        for state in spur.banned {
            let _ = self.insert_root(state.clone(), C::ZERO);
        }
        let first = self.len() as u32;
        let _ = self.insert_root(spur.state.clone(), spur.cost);
        let (edges, open) = (weighted_edges(successors), first..first + 1);
        let outcome = best_first_within::<_, _, _, RadixHeap<C>>(
            self,
            open,
            edges,
            no_estimate,
            is_goal,
            spur.bound,
        );
        found_at(self, outcome)
    }

    fn reached_past(&self, banned: usize) -> Vec<(S, C)> {
        let reached = self.states_and_costs().skip(banned);
        reached.map(|(state, cost)| (state.clone(), cost)).collect()
    }
}

impl<C: Cost> SpurRecords<usize, C> for ByIndex<(), C> {
    fn search<I: IntoIterator<Item = (usize, C)>>(
        &mut self,
        spur: &Spur<usize, C>,
        successors: impl FnMut(&usize) -> I,
        is_goal: impl FnMut(&usize) -> bool,
    ) -> Option<Found<usize, (), C>> {
        self.clear();
        for &state in spur.banned {
            self.reach(state, C::ZERO);
        }
        let first = spur.banned.len();
        self.reach(*spur.state, spur.cost);
        let (goal, stats) =
            self.cheapest_first::<RadixHeap<C>, _, _>(first, successors, is_goal, spur.bound);
        Some(self.path_to(goal?, stats))
    }

    fn reached_past(&self, banned: usize) -> Vec<(usize, C)> {
        self.reached_and_costs().skip(banned).collect()
    }
}
