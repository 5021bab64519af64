//! The searches from several starts at once: every start at distance 0, each state's
//! distance its distance from the nearest start (fire spreading from several fires,
//! the nearest shop to every house), and paths that begin at whichever start is nearest.

use super::engine::{best_first, breadth_first};
use super::radix::RadixHeap;
use super::tree::Tree;
use super::{found, no_estimate, unit_edges, weighted_edges, Found, Reached, Successor};
use crate::search::{Cost, Stats};
use std::hash::Hash;

/// `tree` with each of `starts` added as a root at cost zero (a start given twice, once).
pub(super) fn rooted_at<S, M, C>(
    mut tree: Tree<S, M, C>,
    starts: impl IntoIterator<Item = S>,
) -> Tree<S, M, C>
where
    S: Eq + Hash,
    M: Copy,
    C: Cost,
{
    for start in starts {
        let _ = tree.insert_root(start, C::ZERO);
    }
    tree
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
    found(&tree, outcome)
}

/// [`bfs`](super::bfs) from several starts: a shortest path from the nearest start to a
/// goal (the first, in the order the starts and successors come), or `None`.
///
/// Cost: O(states + edges) time; a record per state reached.
///
/// ```
/// use searchlab::search::closures::bfs_from;
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
/// use searchlab::search::closures::bfs_all_from;
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

/// [`dijkstra`](super::dijkstra) from several starts: a cheapest path from any start to a
/// goal, or `None`.
///
/// Cost: O(E·b) time at worst for the E edges examined, b the bits of `C` (the open list is
/// a radix heap); a record per state reached.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::dijkstra_from;
///
/// // Two depots on a ring road of 12 towns, 5 a step clockwise, 2 anticlockwise.
/// let roads = |&t: &u8| [((t + 1) % 12, 5u32), ((t + 11) % 12, 2)];
/// let found = dijkstra_from([0, 6], roads, |&t| t == 3).unwrap();
/// assert_eq!((found.states, found.cost), (vec![6, 5, 4, 3], 6));
/// ```
pub fn dijkstra_from<S, E, C, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut tree = rooted_at(Tree::new(), starts);
    let successors = weighted_edges(successors);
    let outcome = best_first::<_, _, _, RadixHeap<C>>(&mut tree, successors, no_estimate, is_goal);
    found(&tree, outcome)
}

/// [`dijkstra_all`](super::dijkstra_all) from several starts: every state reachable from
/// any, with its least cost from the nearest.
///
/// Cost: O(E·b) time at worst for the E edges of the reachable space, b the bits of `C`
/// (the open list is a radix heap); a record per state.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::dijkstra_all_from;
///
/// let roads = |&t: &u8| [((t + 1) % 12, 5u32), ((t + 11) % 12, 2)];
/// let reached = dijkstra_all_from([0, 6], roads);
/// assert_eq!((reached.distance(&3), reached.distance(&9)), (Some(6), Some(6)));
/// ```
pub fn dijkstra_all_from<S, E, C, I>(
    starts: impl IntoIterator<Item = S>,
    successors: impl FnMut(&S) -> I,
) -> Reached<S, E::Label, C>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut tree = rooted_at(Tree::new(), starts);
    let successors = weighted_edges(successors);
    let never = |_: &S| false;
    let (_, stats) = best_first::<_, _, _, RadixHeap<C>>(&mut tree, successors, no_estimate, never);
    Reached::new(tree, stats)
}
