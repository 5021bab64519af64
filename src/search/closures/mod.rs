//! The searches as plain functions of closures: a start, the successors of a state, a goal
//! test (and for the informed ones, an estimate). A state is any `Clone + Eq + Hash` value;
//! records keep each state once, numbered in the order first seen, and found again by
//! [`FxHasher`](crate::hashing::FxHasher) seeded at random for each search (fast on small
//! states, and no input fixed in advance makes them collide; answers never depend on the
//! seed). IDA* runs the engine of its trait form in [`crate::search`].
//!
//! A successors closure returns anything iterable: of states (each move costs 1), of
//! [`Labelled`] states (the label comes back in [`Found::moves`]), or for the weighted
//! searches of `(state, cost)` pairs, the state labelled or not. Costs are any
//! [`Cost`](super::Cost) type (`u32`, `u64`, `i64`, `usize`, …), never negative.
//!
//! The breadth-first searches ask for the successors of the next state in line before
//! recording the moves out of the current one, so that the memory both read is fetched at
//! once: a search that stops at a goal may have called the closure on one state more than
//! it expanded ([`Stats`](super::Stats) counts the expanded ones).
//!
//! What the successors closure returns may not borrow the state it is given: return a
//! `Vec`, an array, or an iterator that owns what it needs (`move` closures over copies).
//! Under edition 2024 a function `fn next(s: &State) -> impl Iterator` always counts as
//! borrowing `s`; write such successors as a closure, or return a named type.
//!
//! ```
//! use searchlab::search::closures::{bfs, dijkstra};
//!
//! // From 1, reach 100 by "add 1" or "double": eight moves (1 2 3 6 12 24 25 50 100).
//! let found = bfs(1u32, |&n| [n + 1, n * 2], |&n| n == 100).unwrap();
//! assert_eq!(found.cost, 8);
//! assert!(found.states.windows(2).all(|w| w[1] == w[0] + 1 || w[1] == w[0] * 2));
//!
//! // Now doubling costs 2 and adding 1 costs 1: the cheapest way to 12 costs 6.
//! let found = dijkstra(1u32, |&n| [(n + 1, 1u64), (n * 2, 2)], |&n| n == 12).unwrap();
//! assert_eq!((found.states, found.cost), (vec![1, 2, 3, 6, 12], 6));
//! ```

mod bag;
mod bidirectional;
mod by_index;
mod components;
mod counting;
mod cycles;
mod deepening;
mod engine;
mod found;
mod fringe;
mod indices;
mod open;
mod radix;
mod reach;
mod sources;
mod tree;
mod yen;
mod zero_one;

pub use bag::{astar_bag, CheapestPaths};
pub use bidirectional::bidirectional_bfs;
pub use components::{connected_components, strongly_connected_components, topological_sort};
pub use counting::{count_paths, count_shortest_paths};
pub use cycles::{bfs_loop, brent, floyd};
pub use deepening::iddfs;
pub use found::{Found, Labelled, Reached, Successor};
pub use fringe::fringe;
pub use indices::Indices;
pub use reach::{bfs_reach, dfs_reach, dijkstra_reach, BfsReach, DfsReach, DijkstraReach};
pub use sources::{bfs_all_from, bfs_from, dijkstra_all_from, dijkstra_from};
pub use yen::yen;
pub use zero_one::{bfs_01, bfs_01_all};

use super::idastar::{iterate, NoTable, Solution};
use super::{Cost, Stats};
use engine::{best_first, depth_first};
use open::{Estimated, OpenList};
use radix::RadixHeap;
use sources::{rooted_at, shortest_path};
use std::hash::Hash;
use tree::Tree;

/// A successors closure as the unit-cost engines take it: pushing each move's label with
/// the state it reaches.
fn unit_edges<S, E: Successor<S>, I: IntoIterator<Item = E>>(
    mut successors: impl FnMut(&S) -> I,
) -> impl FnMut(&S, &mut Vec<(E::Label, S)>) {
    move |state, out| out.extend(successors(state).into_iter().map(E::into_parts))
}

/// Moves out of a state with costs: each move's label, the state it reaches and its cost.
type WeightedEdges<M, S, C> = Vec<(M, S, C)>;

/// A successors closure as the weighted engines take it: pushing each move's label, the
/// state it reaches and its cost.
fn weighted_edges<S, E: Successor<S>, C, I: IntoIterator<Item = (E, C)>>(
    mut successors: impl FnMut(&S) -> I,
) -> impl FnMut(&S, &mut WeightedEdges<E::Label, S, C>) {
    move |state, out| {
        out.extend(successors(state).into_iter().map(|(edge, cost)| {
            let (label, state) = edge.into_parts();
            (label, state, cost)
        }))
    }
}

/// A tree holding `start` alone, at cost zero.
fn rooted<S: Eq + Hash, M: Copy, C: Cost>(start: S) -> Tree<S, M, C> {
    rooted_at(Tree::new(), std::iter::once(start))
}

/// No estimate: A* with it is Dijkstra's algorithm.
fn no_estimate<S, C: Cost>(_: &S) -> C {
    C::ZERO
}

/// The path to the goal a search stopped at, if any.
fn found<S: Clone + Eq + Hash, M: Copy, C: Copy>(
    tree: &Tree<S, M, C>,
    (goal, stats): (Option<u32>, Stats),
) -> Option<Found<S, M, C>> {
    Some(Found::from_tree(tree, goal?, stats))
}

/// A shortest path (fewest moves) from `start` to a state where `is_goal` holds, by
/// breadth-first search; among shortest paths, the first in the order successors come.
/// `None` if no goal is reachable.
///
/// Cost: O(states + edges) time, one hash-map record and one queue entry per state reached.
///
/// ```
/// use searchlab::search::closures::bfs;
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
/// use searchlab::search::closures::bfs_all;
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

/// Some path from `start` to a goal with at most `max_depth` moves, found depth first in
/// the order successors come (not necessarily a shortest one), or `None`.
///
/// Cost: O(max_depth × (states + edges)) time at worst, one hash-map record per state
/// reached, and a stack of at most `max_depth` successor lists.
///
/// ```
/// use searchlab::search::closures::bounded_dfs;
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
    let outcome = depth_first(&mut tree, unit_edges(successors), is_goal, max_depth);
    found(&tree, outcome)
}

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
/// use searchlab::search::closures::dijkstra;
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
/// use searchlab::search::closures::dijkstra_all;
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
/// use searchlab::search::closures::dijkstra_partial;
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

/// A cheapest path from `start` to a goal by A*: `successors` yields `(state, cost)`
/// pairs with non-negative costs, and `estimate` never exceeds the true cost left
/// (admissible) and is 0 at goals. States reached again more cheaply are reopened, so an
/// admissible but inconsistent estimate still gives a cheapest path.
///
/// Cost: O(E log E) time for the E edges examined (far fewer than Dijkstra's with a good
/// estimate); one hash-map record per state reached.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::astar;
///
/// // A 10×10 grid where entering a square costs 1 + (x + y) % 3, corner to corner.
/// let step = |&(x, y): &(i32, i32)| {
///     [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
///         .into_iter()
///         .filter(|&(x, y)| (0..10).contains(&x) && (0..10).contains(&y))
///         .map(|(x, y)| ((x, y), 1 + (x + y) as u32 % 3))
/// };
/// let distance = |&(x, y): &(i32, i32)| (18 - x - y) as u32; // each step costs at least 1
/// let found = astar((0, 0), step, distance, |&p| p == (9, 9)).unwrap();
/// assert_eq!(found.states.len(), 19); // no detour pays
/// assert_eq!(found.cost, 36);
/// ```
pub fn astar<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut tree = rooted(start);
    let successors = weighted_edges(successors);
    let outcome =
        best_first::<_, _, _, OpenList<Estimated<C>>>(&mut tree, successors, estimate, is_goal);
    found(&tree, outcome)
}

/// A cheapest path from `start` to a goal by IDA* (iterative-deepening A*): depth-first
/// probes bounded by f = g + estimate, each bound the least f the previous probe cut.
/// `successors` yields `(state, cost)` pairs (cost 1 each for unit moves); `estimate` is
/// admissible. A probe never steps straight back to the state it came from. Paths come in
/// successor order: with successors in increasing label order, the path is the
/// lexicographically smallest cheapest one.
///
/// Cost: memory O(depth × branching), nothing per state; time exponential in the depth.
/// When no goal is reachable the probes end only if the space is finite without back-steps,
/// so decide solvability first (for sliding puzzles, [`crate::parity`]).
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::{idastar, Labelled};
///
/// // Sort a word by swapping neighbours, each swap labelled with its position.
/// let swaps = |word: &Vec<u8>| {
///     let word = word.clone();
///     (0..word.len() - 1).map(move |i| {
///         let mut next = word.clone();
///         next.swap(i, i + 1);
///         (Labelled(i, next), 1u32)
///     })
/// };
/// // Each swap fixes at most one inversion: an admissible estimate.
/// let inversions = |word: &Vec<u8>| {
///     let n = word.len();
///     (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)))
///         .filter(|&(i, j)| word[i] > word[j]).count() as u32
/// };
/// let found = idastar(b"cab".to_vec(), swaps, inversions, |w| w == b"abc").unwrap();
/// assert_eq!((found.cost, found.moves), (2, vec![0, 1])); // cab → acb → abc
/// ```
pub fn idastar<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let successors = weighted_edges(successors);
    found_by_iterating(iterate(start, successors, as_is, estimate, is_goal, NoTable, None))
}

/// [`idastar`] that gives up once no path costs `max_cost` or less: `None` then, without
/// probing deeper (the way to answer "at most 35 moves", and to stop on unreachable goals).
/// Paths come in successor order: with successors in increasing label order, the path is
/// the lexicographically smallest cheapest one.
///
/// Cost: as [`idastar`], with the probes bounded by `max_cost`.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::{idastar_within, Labelled};
///
/// // Walking a line by steps of -1, +1 and +3, labelled 'a', 'b', 'c' (in that order).
/// let steps = |&n: &i32| [(Labelled('a', n - 1), 1u32), (Labelled('b', n + 1), 1), (Labelled('c', n + 3), 1)];
/// let distance = |&n: &i32| ((7 - n).abs() as u32 + 2) / 3;
/// let found = idastar_within(0, steps, distance, |&n| n == 7, 5).unwrap();
/// assert_eq!(found.moves, vec!['b', 'c', 'c']); // the first of bcc, cbc and ccb
/// assert!(idastar_within(0, steps, distance, |&n| n == 7, 2).is_none());
/// ```
pub fn idastar_within<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
    max_cost: C,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let successors = weighted_edges(successors);
    found_by_iterating(iterate(
        start,
        successors,
        as_is,
        estimate,
        is_goal,
        NoTable,
        Some(max_cost),
    ))
}

/// A weighted edge as the IDA* engine takes it apart: already `(label, state, cost)`.
fn as_is<S, E>(_: &S, edge: E) -> E {
    edge
}

/// What the IDA* engine found, as a [`Found`].
fn found_by_iterating<S, M, C>(
    (found, stats): (Option<Solution<M, S, C>>, Stats),
) -> Option<Found<S, M, C>> {
    let (moves, states, cost) = found?;
    Some(Found { states, moves, cost, stats })
}

#[cfg(test)]
mod reference_tests;
#[cfg(test)]
mod tests;
