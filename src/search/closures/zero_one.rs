//! 0-1 BFS: cheapest paths when every move costs 0 or 1 (walls to break, doors to open,
//! moves that keep a direction for free), with a double-ended queue instead of a heap.

use super::sources::rooted_at;
use super::tree::Tree;
use super::{found, weighted_edges, Found, Reached, Successor};
use crate::search::Stats;
use std::collections::VecDeque;
use std::hash::Hash;

/// Cheapest first from the tree's roots until a goal is taken: a move of cost 0 puts its
/// state at the front of the queue, one of cost 1 at the back, so states leave it by
/// increasing cost.
///
/// # Panics
/// If a move costs more than 1.
pub(super) fn zero_one<S: Eq + Hash, M: Copy>(
    tree: &mut Tree<S, M, u32>,
    mut successors: impl FnMut(&S, &mut Vec<(M, S, u32)>),
    mut is_goal: impl FnMut(&S) -> bool,
) -> (Option<u32>, Stats) {
    let mut stats = Stats::default();
    let mut queue: VecDeque<(u32, u32)> = (0..tree.len() as u32).map(|id| (0, id)).collect();
    let (mut edges, mut hashes) = (Vec::new(), Vec::new());
    while let Some((g, at)) = queue.pop_front() {
        if tree.cost(at) < g {
            continue;
        }
        if is_goal(tree.state(at)) {
            return (Some(at), stats);
        }
        successors(tree.state(at), &mut edges);
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        tree.prepare(edges.iter().map(|(_, state, _)| state), &mut hashes);
        for ((label, state, cost), &hash) in edges.drain(..).zip(&hashes) {
            assert!(cost <= 1, "a 0-1 BFS move costs {}, not 0 or 1", cost);
            let g = g + cost;
            let id = match tree.relax_hashed(state, hash, at, Some(label), g) {
                Some(id) => id,
                None => continue,
            };
            match cost {
                0 => queue.push_front((g, id)),
                _ => queue.push_back((g, id)),
            }
        }
    }
    (None, stats)
}

/// A cheapest path from any of `starts` to a goal when every move costs 0 or 1, by 0-1
/// BFS: `successors` yields `(state, cost)` pairs, each cost 0 or 1. `None` if no goal is
/// reachable. (One start: pass `[start]`.)
///
/// Cost: O(states + edges) time, no heap; a record per state reached.
///
/// # Panics
/// If a move costs more than 1.
///
/// ```
/// use searchlab::search::closures::bfs_01;
///
/// // A row of cells; moving right is free on '.', and breaking into a '#' costs 1.
/// let row = b"..#.##.#.";
/// let right = |&i: &usize| (i + 1 < row.len()).then(|| (i + 1, (row[i + 1] == b'#') as u32));
/// let found = bfs_01([0], right, |&i| i == row.len() - 1).unwrap();
/// assert_eq!(found.cost, 4);
/// ```
pub fn bfs_01<S, E, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = (E, u32)>,
{
    let mut tree = rooted_at(Tree::new(), starts);
    let outcome = zero_one(&mut tree, weighted_edges(successors), is_goal);
    found(&tree, outcome)
}

/// Every state reachable from any of `starts`, with its least cost from the nearest, when
/// every move costs 0 or 1, by 0-1 BFS.
///
/// Cost: O(states + edges) time, no heap; a record per state reached.
///
/// # Panics
/// If a move costs more than 1.
///
/// ```
/// use searchlab::search::closures::bfs_01_all;
///
/// // Numbers below 64: doubling is free, adding one costs 1.
/// let moves = |&n: &u32| [(n * 2, 0), (n + 1, 1)].into_iter().filter(|&(m, _)| m < 64);
/// let reached = bfs_01_all([1u32], moves);
/// assert_eq!(reached.distance(&48), Some(1)); // 1 → 2 → 3 (+1) → 6 → 12 → 24 → 48
/// assert_eq!(reached.distance(&63), Some(5)); // one +1 per binary digit after the first
/// ```
pub fn bfs_01_all<S, E, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
) -> Reached<S, E::Label>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = (E, u32)>,
{
    let mut tree = rooted_at(Tree::new(), starts);
    let (_, stats) = zero_one(&mut tree, weighted_edges(successors), |_| false);
    Reached::new(tree, stats)
}
