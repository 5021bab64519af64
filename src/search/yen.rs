//! The K cheapest simple paths (no state twice) by Yen's algorithm: each next path leaves
//! one of the paths found so far at some state (the spur) and takes the cheapest way on
//! that avoids the moves already taken there and the states of the shared root.
//! ([`crate::graph`] has the K cheapest walks, which may repeat states.)

use super::by_index::ByIndex;
use super::cost::Cost;
use super::edges::{no_estimate, weighted_edges};
use super::engine::best_first_within;
use super::found::{found_at, Found};
use super::radix::RadixHeap;
use super::tree::Tree;
use std::collections::{BTreeMap, HashSet};
use std::hash::Hash;

/// The `k` cheapest simple paths from `start` to a goal (paths that visit no state twice),
/// cheapest first, by Yen's algorithm: `successors` yields `(state, cost)` pairs with
/// non-negative costs. Fewer than `k` if there are fewer such paths. Among paths of equal
/// cost, the one found first comes first (the order is the same from run to run).
///
/// Cost: up to k × (path length) runs of Dijkstra's algorithm on the space less some
/// states and moves, each spur searched once (Lawler's refinement) and given up once it
/// costs more than the candidates already held; the paths kept.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::yen;
///
/// // Roads between five towns, one way, with lengths.
/// let roads = |&town: &char| match town {
///     'a' => vec![('b', 1u32), ('c', 2)],
///     'b' => vec![('c', 1), ('d', 3)],
///     'c' => vec![('d', 1), ('e', 4)],
///     'd' => vec![('e', 1)],
///     _ => vec![],
/// };
/// let paths = yen('a', roads, |&town| town == 'e', 4);
/// let costs: Vec<u32> = paths.iter().map(|path| path.cost).collect();
/// assert_eq!(costs, vec![4, 4, 5, 6]); // acde, abcde, abde, then ace or abce
/// assert_eq!(paths[0].states, vec!['a', 'c', 'd', 'e']);
/// ```
pub fn yen<S, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
    k: usize,
) -> Vec<Found<S, (), C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    yen_in(Tree::new(), start, successors, is_goal, k)
}

/// [`yen`] with its spur searches run in `records`: the body of [`yen`] and of
/// [`Indices::yen`](super::Indices::yen).
pub(super) fn yen_in<S, C, I>(
    mut records: impl SpurRecords<S, C>,
    start: S,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
    k: usize,
) -> Vec<Found<S, (), C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    if k == 0 {
        return Vec::new();
    }
    let spur = Spur { state: &start, cost: C::ZERO, banned: &[], bound: None };
    // The paths found, each with the index of the state where it left the path it was
    // made from (Lawler: the states before it need no spur again).
    let mut paths: Vec<Deviation<S, C>> = records
        .search(&spur, &mut successors, &mut is_goal)
        .map(|path| (path, 0))
        .into_iter()
        .collect();
    // Candidates by (cost, when found); `seen` holds every path found or proposed.
    let mut candidates: BTreeMap<(C, usize), Deviation<S, C>> = BTreeMap::new();
    let mut seen: HashSet<Vec<S>> = paths.iter().map(|(path, _)| path.states.clone()).collect();
    while !paths.is_empty() && paths.len() < k {
        let (last, deviation) = &paths[paths.len() - 1];
        // The paths that share `last`'s states up to the spur, narrowed as the spur moves on.
        let mut sharing: Vec<&[S]> = paths.iter().map(|(path, _)| &path.states[..]).collect();
        // The cost of the root, a move more at each spur past the start (the cheapest move
        // from one state to the next).
        let mut cost = C::ZERO;
        for spur_at in 0..last.states.len() - 1 {
            let root = &last.states[..=spur_at];
            if let [.., from, to] = root {
                let step = successors(from).into_iter().filter(|(next, _)| next == to);
                cost = cost.plus(step.map(|(_, step)| step).min().expect("a move of the path"));
            }
            sharing.retain(|other| other.len() > spur_at + 1 && other[spur_at] == root[spur_at]);
            if spur_at < *deviation {
                continue;
            }
            // Moves out of the spur that a path found so far with this root takes next.
            let taken: Vec<&S> = sharing.iter().map(|other| &other[spur_at + 1]).collect();
            // A path costing more than the candidate that would be the last one needed
            // cannot be among the k cheapest.
            let needed = k - paths.len();
            let bound = candidates.keys().nth(needed - 1).map(|&(cost, _)| cost);
            let (state, banned) = (&root[spur_at], &root[..spur_at]);
            let taken = &taken;
            let moves = |at: &S| {
                let from_spur = at == state;
                successors(at)
                    .into_iter()
                    .filter(move |(to, _)| !(from_spur && taken.contains(&to)))
            };
            let spur = Spur { state, cost, banned, bound };
            let tail = match records.search(&spur, moves, &mut is_goal) {
                Some(tail) => tail,
                None => continue,
            };
            let mut whole = root.to_vec();
            whole.extend(tail.states.into_iter().skip(1));
            if seen.insert(whole.clone()) {
                let (cost, moves) = (tail.cost, vec![(); whole.len() - 1]);
                let path = Found { states: whole, moves, cost, stats: tail.stats };
                candidates.insert((cost, seen.len()), (path, spur_at));
            }
        }
        match candidates.keys().next() {
            Some(&least) => paths.extend(candidates.remove(&least)),
            None => break,
        }
    }
    paths.into_iter().map(|(path, _)| path).collect()
}

/// A path with the index of the state where it left the path it was made from.
type Deviation<S, C> = (Found<S, (), C>, usize);

/// One search for the rest of a path: from `state`, reached at `cost`, entering none of
/// the `banned` states, and costing at most `bound` in all (the moves already taken out of
/// `state` are left out of the successors it is given).
pub(super) struct Spur<'a, S, C> {
    state: &'a S,
    cost: C,
    banned: &'a [S],
    bound: Option<C>,
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
}
