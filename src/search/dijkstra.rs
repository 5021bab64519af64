//! Dijkstra's algorithm: a cheapest path to a goal, or every state's least cost, from one
//! start or several at once.

use super::cost::Cost;
use super::edges::no_estimate;
use super::edges::weighted_edges;
use super::engine::best_first;
use super::found::found_at;
use super::found::Found;
use super::found::Reached;
use super::found::Successor;
use super::radix::RadixHeap;
use super::roots::rooted;
use super::roots::rooted_at;
use super::tree::Tree;
use std::hash::Hash;
/// A cheapest path from `start` to a goal by Dijkstra's algorithm: `successors` yields
/// `(state, cost)` pairs with non-negative integer costs. `None` if no goal is reachable.
///
/// Cost: O(E·b) time at worst for the E edges examined, b the bits of `C` (the open list is
/// a radix heap); one hash-map record per state reached.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::dijkstra;
///
/// // Roads between four towns, one way, with lengths.
/// let roads = |&town: &char| match town {
///     'a' => vec![('b', 7u64), ('c', 2)],
///     'c' => vec![('b', 3), ('d', 10)],
///     'b' => vec![('d', 1)],
///     _ => vec![],
/// };
/// let found = dijkstra('a', roads, |&town| town == 'd').unwrap();
/// assert_eq!((found.states, found.cost), (vec!['a', 'c', 'b', 'd'], 6));
/// ```
pub fn dijkstra<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    dijkstra_from(std::iter::once(start), successors, is_goal)
}

/// Every state reachable from `start`, with its least cost from it, by Dijkstra's algorithm
/// over the whole space: `successors` yields `(state, cost)` pairs with non-negative costs.
///
/// Cost: O(E·b) time at worst for the E edges of the reachable space, b the bits of `C`
/// (the open list is a radix heap); one hash-map record per state.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::dijkstra_all;
///
/// // Stairs 0..=10: one step costs 2, a jump of three costs 5.
/// let stairs = |&n: &u8| [(n + 1, 2u32), (n + 3, 5)].into_iter().filter(|&(n, _)| n <= 10);
/// let reached = dijkstra_all(0u8, stairs);
/// assert_eq!(reached.len(), 11);
/// assert_eq!(reached.distance(&10), Some(17)); // three jumps and a step
/// ```
pub fn dijkstra_all<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
) -> Reached<S, E::Label, C>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    dijkstra_all_from(std::iter::once(start), successors)
}

/// [`dijkstra_all`] that stops once it takes from the open list a state where `stop`
/// holds: the states reached so far, with their least costs for those already taken
/// (every state cheaper than the one it stopped at), and that state, or `None` if the
/// search ran out of states first.
///
/// Cost: O(E·b) time at worst for the E edges examined, b the bits of `C` (the open list is
/// a radix heap); a record per state reached.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::dijkstra_partial;
///
/// // Stairs again: a step costs 2, a jump of three costs 5; stop at the first multiple of 4.
/// let stairs = |&n: &u8| [(n + 1, 2u32), (n + 3, 5)];
/// let (reached, stopped) = dijkstra_partial(1u8, stairs, |&n| n % 4 == 0);
/// assert_eq!(stopped, Some(4)); // 1 → 4 by one jump, cost 5 (1 → 2 → 3 → 4 costs 6)
/// assert_eq!(reached.distance(&4), Some(5));
/// assert_eq!(reached.distance(&2), Some(2));
/// ```
pub fn dijkstra_partial<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    stop: impl FnMut(&S) -> bool,
) -> (Reached<S, E::Label, C>, Option<S>)
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut tree = rooted(start);
    let successors = weighted_edges(successors);
    let (at, stats) = best_first::<_, _, _, RadixHeap<C>>(&mut tree, successors, no_estimate, stop);
    let stopped = at.map(|id| tree.state(id).clone());
    (Reached::new(tree, stats), stopped)
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
/// use searchlab::search::dijkstra_from;
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
    found_at(&tree, outcome)
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
/// use searchlab::search::dijkstra_all_from;
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
