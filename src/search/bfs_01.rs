//! 0-1 BFS: cheapest paths when every move costs 0 or 1 (walls to break, doors to open,
//! moves that keep a direction for free), with a double-ended queue instead of a heap.

use super::edges::{no_estimate, weighted_edges};
use super::engine::best_first;
use super::found::{found_at, Found, Reached, Successor};
use super::open::Frontier;
use super::roots::rooted_at;
use super::tree::Tree;
use std::collections::VecDeque;
use std::hash::Hash;

/// The open list of 0-1 BFS: a state reached by a move of cost 0 goes to the front of the
/// queue, one reached by a move of cost 1 to the back, so that states leave it by
/// increasing cost (a bucket queue of two buckets, no comparisons).
pub(super) struct ZeroOneQueue {
    queue: VecDeque<(u32, u32)>,
    /// The cost last taken out: a move from that state costs what a cost put in exceeds it.
    last: u32,
}

impl Frontier<u32> for ZeroOneQueue {
    fn empty() -> Self {
        ZeroOneQueue { queue: VecDeque::new(), last: 0 }
    }

    /// Puts `id` in at cost `g`, reached from the state last taken out (or a start).
    ///
    /// # Panics
    /// If `g` is more than 1 above the cost last taken out: a move costing more than 1.
    #[inline]
    fn put(&mut self, g: u32, _: u32, id: u32) {
        match g - self.last {
            0 => self.queue.push_front((g, id)),
            1 => self.queue.push_back((g, id)),
            cost => panic!("a 0-1 BFS move costs {}, not 0 or 1", cost),
        }
    }

    #[inline]
    fn take(&mut self) -> Option<(u32, u32)> {
        let (g, id) = self.queue.pop_front()?;
        self.last = g;
        Some((g, id))
    }
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
/// use searchlab::search::bfs_01;
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
    let successors = weighted_edges(successors);
    let outcome = best_first::<_, _, _, ZeroOneQueue>(&mut tree, successors, no_estimate, is_goal);
    found_at(&tree, outcome)
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
/// use searchlab::search::bfs_01_all;
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
    let successors = weighted_edges(successors);
    let never = |_: &S| false;
    let (_, stats) = best_first::<_, _, _, ZeroOneQueue>(&mut tree, successors, no_estimate, never);
    Reached::new(tree, stats)
}
