//! Depth-first search for a path: each state once, or within a bound on the path's moves.

use super::edges::unit_edges;
use super::engine::depth_first;
use super::found::found_at;
use super::found::Found;
use super::found::Successor;
use super::roots::rooted;
use std::hash::Hash;

/// Some path from `start` to a goal, found depth first in the order successors come (not
/// necessarily a shortest one), or `None`: `pathfinding`'s `dfs`, without a bound on the
/// depth. Each state is entered once, by the first path that reaches it.
///
/// Cost: O(states + edges) time, one hash-map record per state reached, and a stack of the
/// successor lists along the current path (on the heap: a path of a million states is fine).
///
/// ```
/// use searchlab::search::dfs;
///
/// // +1 is tried before +5, so the path to 10 is ten steps of 1 ...
/// let found = dfs(0u32, |&n| [n + 1, n + 5].into_iter().filter(|&m| m <= 12), |&n| n == 10);
/// assert_eq!(found.unwrap().cost, 10);
/// // ... and a goal nothing reaches is reported once every state is tried.
/// assert!(dfs(0u32, |&n| [(n + 1) % 7], |&n| n == 9).is_none());
/// ```
pub fn dfs<S, E, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let mut tree = rooted(start);
    let outcome = depth_first(&mut tree, unit_edges(successors), is_goal, None);
    found_at(&tree, outcome)
}

/// Some path from `start` to a goal with at most `max_depth` moves, found depth first in
/// the order successors come (not necessarily a shortest one), or `None`.
///
/// Cost: O(max_depth × (states + edges)) time at worst, one hash-map record per state
/// reached, and a stack of at most `max_depth` successor lists.
///
/// ```
/// use searchlab::search::bounded_dfs;
///
/// // Going deep first: +1 is tried before +5, so the path to 10 is ten steps of 1 ...
/// let found = bounded_dfs(0u32, |&n| [n + 1, n + 5], |&n| n == 10, 20).unwrap();
/// assert_eq!(found.cost, 10);
/// // ... unless the bound forbids it.
/// let found = bounded_dfs(0u32, |&n| [n + 1, n + 5], |&n| n == 10, 3).unwrap();
/// assert!(found.cost <= 3);
/// assert!(bounded_dfs(0u32, |&n| [n + 1, n + 5], |&n| n == 10, 1).is_none());
/// ```
pub fn bounded_dfs<S, E, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
    max_depth: u32,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let mut tree = rooted(start);
    let outcome = depth_first(&mut tree, unit_edges(successors), is_goal, Some(max_depth));
    found_at(&tree, outcome)
}
