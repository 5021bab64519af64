//! What the closure searches take from a successors closure and what they return.

use super::stats::Stats;
use super::tree::Tree;
use std::hash::Hash;

/// What a successors closure may yield for one move: the next state itself (the move has
/// no label), or [`Labelled`]`(label, state)` (the label comes back in [`Found::moves`]).
///
/// ```
/// use searchlab::search::{Labelled, Successor};
///
/// assert_eq!(7u8.into_parts(), ((), 7));
/// assert_eq!(Successor::<u8>::into_parts(Labelled('L', 7u8)), ('L', 7));
/// ```
pub trait Successor<S> {
    /// The label of the move: `()` for a bare state.
    type Label: Copy;
    /// The label and the state. Cost: a move.
    fn into_parts(self) -> (Self::Label, S);
}

impl<S> Successor<S> for S {
    type Label = ();

    #[inline]
    fn into_parts(self) -> ((), S) {
        ((), self)
    }
}

/// A successor state with the label of the move that reaches it (`'L'`, a move number, …).
///
/// ```
/// use searchlab::search::{bfs, Labelled};
///
/// let moves = |&n: &i32| [Labelled('+', n + 1), Labelled('-', n - 1)];
/// assert_eq!(bfs(0, moves, |&n| n == -2).unwrap().moves, vec!['-', '-']);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Labelled<M, S>(pub M, pub S);

impl<M: Copy, S> Successor<S> for Labelled<M, S> {
    type Label = M;

    #[inline]
    fn into_parts(self) -> (M, S) {
        (self.0, self.1)
    }
}

/// A path a search found: its states from the start to the goal, the labels of its moves
/// (`()` each when the successors were bare states), its cost, and the work done.
///
/// ```
/// use searchlab::search::{bfs, Labelled};
///
/// let found = bfs(0u8, |&n| [Labelled("inc", n + 1)], |&n| n == 2).unwrap();
/// assert_eq!(found.states, vec![0, 1, 2]);
/// assert_eq!(found.moves, vec!["inc", "inc"]);
/// assert_eq!((found.cost, found.stats.expanded), (2, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<S, M, C> {
    /// The states of the path, the start first and the goal last.
    pub states: Vec<S>,
    /// The label of each move, one fewer than the states.
    pub moves: Vec<M>,
    /// The path's cost: its number of moves, or the sum of its move costs.
    pub cost: C,
    /// Nodes expanded and generated.
    pub stats: Stats,
}

impl<S: Clone + Eq + Hash, M: Copy, C: Copy> Found<S, M, C> {
    /// The path from a root of a search's records to state number `goal`.
    pub(crate) fn from_tree(tree: &Tree<S, M, C>, goal: u32, stats: Stats) -> Self {
        let (ids, moves) = tree.trail(goal);
        let states = ids.into_iter().map(|id| tree.state(id).clone()).collect();
        Found { states, moves, cost: tree.cost(goal), stats }
    }
}

/// Every state a search of the whole space reached, with its distance (fewest moves, or
/// least cost) from the start and a shortest or cheapest path to it ([`super::bfs_all`],
/// [`super::dijkstra_all`]).
///
/// Memory: one record per state (the state once, its parent's number, its distance and
/// the label of the move into it) and a hash index of them.
///
/// ```
/// use searchlab::search::bfs_all;
///
/// let reached = bfs_all(1u32, |&n| if n < 20 { vec![n * 2, n * 3] } else { vec![] });
/// assert_eq!(reached.distance(&18), Some(3)); // 1 → 3 → 6 → 18, say
/// assert_eq!(reached.distance(&5), None);
/// assert!(reached.len() > 10 && !reached.is_empty());
/// ```
#[derive(Clone, Debug)]
pub struct Reached<S, M, C = u32> {
    tree: Tree<S, M, C>,
    /// Nodes expanded (every state reached) and generated.
    pub stats: Stats,
}

impl<S: Clone + Eq + Hash, M: Copy, C: Copy> Reached<S, M, C> {
    pub(crate) fn new(tree: Tree<S, M, C>, stats: Stats) -> Self {
        Reached { tree, stats }
    }

    /// The distance from the start to `state` (fewest moves, or least cost), or `None` if
    /// it was not reached. Cost: one hash lookup.
    ///
    /// ```
    /// use searchlab::search::bfs_all;
    ///
    /// let reached = bfs_all(0i8, |&n| [(n + 1).min(3)]);
    /// assert_eq!((reached.distance(&3), reached.distance(&-1)), (Some(3), None));
    /// ```
    pub fn distance(&self, state: &S) -> Option<C> {
        self.tree.find(state).map(|id| self.tree.cost(id))
    }

    /// How many states were reached, the start included. Cost: O(1).
    ///
    /// ```
    /// use searchlab::search::bfs_all;
    ///
    /// assert_eq!(bfs_all(0u8, |&n| [n / 2]).len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.tree.len()
    }

    /// Never: the start is always reached. Cost: O(1).
    ///
    /// ```
    /// use searchlab::search::bfs_all;
    ///
    /// assert!(!bfs_all('x', |_: &char| None::<char>).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.tree.len() == 0
    }

    /// A shortest (cheapest) path from the start to `state`, or `None` if it was not
    /// reached; after [`super::bfs_all`], the first in successor order. Cost: O(path length).
    ///
    /// ```
    /// use searchlab::search::bfs_all;
    ///
    /// let reached = bfs_all(0u8, |&n| [(n + 5) % 7]);
    /// assert_eq!(reached.path_to(&3).unwrap().states, vec![0, 5, 3]);
    /// ```
    pub fn path_to(&self, state: &S) -> Option<Found<S, M, C>> {
        let id = self.tree.find(state)?;
        Some(Found::from_tree(&self.tree, id, self.stats))
    }

    /// Every state reached with its distance, in the order first reached (the start
    /// first; after [`super::bfs_all`], by increasing distance). Cost: O(1) each.
    ///
    /// ```
    /// use searchlab::search::bfs_all;
    ///
    /// let reached = bfs_all(0u8, |&n| [(n + 1) % 4]);
    /// let farthest = reached.distances().map(|(_, d)| d).max();
    /// assert_eq!(farthest, Some(3));
    /// ```
    pub fn distances(&self) -> impl Iterator<Item = (&S, C)> + '_ {
        self.tree.states_and_costs()
    }
}

/// The path to the goal a search stopped at, if any.
pub(crate) fn found_at<S: Clone + Eq + Hash, M: Copy, C: Copy>(
    tree: &Tree<S, M, C>,
    (goal, stats): (Option<u32>, Stats),
) -> Option<Found<S, M, C>> {
    Some(Found::from_tree(tree, goal?, stats))
}
