//! Breadth-first search: a shortest path (fewest moves) to a goal, or every state's
//! distance, from one start or several at once (fire spreading from several fires, the
//! nearest shop to every house).

use super::edges::unit_edges;
use super::engine::breadth_first;
use super::found::found_at;
use super::found::Found;
use super::found::Reached;
use super::found::Successor;
use super::roots::rooted;
use super::roots::rooted_at;
use super::stats::Stats;
use super::tree::Tree;
use std::hash::Hash;
/// A shortest path (fewest moves) from `start` to a state where `is_goal` holds, by
/// breadth-first search; among shortest paths, the first in the order successors come.
/// `None` if no goal is reachable.
///
/// Cost: O(states + edges) time, one hash-map record and one queue entry per state reached.
///
/// ```
/// use searchlab::search::bfs;
///
/// // A knight from a1 to h8 on an 8×8 board: six moves.
/// let jumps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// let knight = |&(x, y): &(i32, i32)| {
///     jumps.iter().map(move |(dx, dy)| (x + dx, y + dy))
///         .filter(|&(x, y)| (0..8).contains(&x) && (0..8).contains(&y))
/// };
/// let found = bfs((0, 0), knight, |&square| square == (7, 7)).unwrap();
/// assert_eq!(found.cost, 6);
/// assert_eq!((found.states[0], found.states[6]), ((0, 0), (7, 7)));
/// ```
pub fn bfs<S, E, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    shortest_path(rooted(start), successors, is_goal)
}

/// Every state reachable from `start`, with its distance (fewest moves) from it, by
/// breadth-first search over the whole space.
///
/// Cost: O(states + edges) time; one hash-map record per state reached.
///
/// ```
/// use searchlab::search::bfs_all;
///
/// // Numbers mod 10 reached by adding 3 or 4: all ten of them, 9 three moves away.
/// let reached = bfs_all(0u8, |&n| [(n + 3) % 10, (n + 4) % 10]);
/// assert_eq!(reached.len(), 10);
/// assert_eq!(reached.distance(&9), Some(3)); // 3 + 3 + 3
/// assert_eq!(reached.path_to(&7).unwrap().states, vec![0, 3, 7]);
/// ```
pub fn bfs_all<S, E, I>(start: S, successors: impl FnMut(&S) -> I) -> Reached<S, E::Label>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    bfs_all_from(std::iter::once(start), successors)
}

/// A shortest path from one of the roots of `tree` to a goal, breadth first: the body of
/// [`bfs_from`] and of [`Indices::bfs`](super::Indices::bfs).
pub(super) fn shortest_path<S, E, I>(
    mut tree: Tree<S, E::Label, u32>,
    successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let outcome = match (0..tree.len() as u32).find(|&id| is_goal(tree.state(id))) {
        Some(root) => (Some(root), Stats::default()),
        None => breadth_first(&mut tree, unit_edges(successors), is_goal),
    };
    found_at(&tree, outcome)
}

/// [`bfs`](super::bfs) from several starts: a shortest path from the nearest start to a
/// goal (the first, in the order the starts and successors come), or `None`.
///
/// Cost: O(states + edges) time; a record per state reached.
///
/// ```
/// use searchlab::search::bfs_from;
///
/// // Walking ±1 from 0 or 10 to 7: three moves, from 10.
/// let found = bfs_from([0, 10], |&n: &i32| [n + 1, n - 1], |&n| n == 7).unwrap();
/// assert_eq!((found.states[0], found.cost), (10, 3));
/// ```
pub fn bfs_from<S, E, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    shortest_path(rooted_at(Tree::new(), starts), successors, is_goal)
}

/// [`bfs_all`](super::bfs_all) from several starts: every state reachable from any, with
/// its distance from the nearest.
///
/// Cost: O(states + edges) time; a record per state reached.
///
/// ```
/// use searchlab::search::bfs_all_from;
///
/// // Cells 0..10 of a corridor, exits at 0 and 9: no cell is more than 4 steps from one.
/// let steps = |&n: &i32| [n - 1, n + 1].into_iter().filter(|n| (0..10).contains(n));
/// let reached = bfs_all_from([0, 9], steps);
/// assert_eq!(reached.distances().map(|(_, d)| d).max(), Some(4));
/// assert_eq!(reached.path_to(&3).unwrap().states, vec![0, 1, 2, 3]);
/// ```
pub fn bfs_all_from<S, E, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
) -> Reached<S, E::Label>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let mut tree = rooted_at(Tree::new(), starts);
    let (_, stats) = breadth_first(&mut tree, unit_edges(successors), |_| false);
    Reached::new(tree, stats)
}
