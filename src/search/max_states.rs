//! The searches that keep a record per state, within a budget of states: the way to run
//! BFS, a bounded DFS or A* on a space too large to be sure of, and say so when it is.

use super::cost::Cost;
use super::edges::{unit_edges, weighted_edges};
use super::engine::{best_first, breadth_first, depth_first};
use super::found::{Found, Successor};
use super::open::{Estimated, OpenList};
use super::stats::Stats;
use super::tree::Tree;
use std::hash::Hash;

/// The searches of the same names, keeping at most [`MaxStates(n)`](MaxStates) states
/// (`n` at least 1): each stops once it holds that many, and says so
/// ([`NotFound::Full`]), so that a caller can tell a full budget from a goal that cannot
/// be reached. Answers, when found, are the free functions' ([`super::bfs`],
/// [`super::bounded_dfs`], [`super::astar`]).
///
/// Cost: the free function's, within `n` records (the state, its parent's number, its cost
/// and the move into it) and their hash index.
///
/// ```
/// use searchlab::search::{MaxStates, NotFound};
///
/// // Counting up by 1 or 2 from 0 to 50 holds about 50 states; 20 are not enough.
/// let up = |&n: &u32| [n + 1, n + 2];
/// let found = MaxStates(100).bfs(0, up, |&n| n == 50).unwrap();
/// assert_eq!(found.cost, 25);
/// assert!(matches!(MaxStates(20).bfs(0, up, |&n| n == 50), Err(NotFound::Full(_))));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxStates(pub usize);

/// Why a search within [`MaxStates`] found no path, with the work it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotFound {
    /// No goal is reachable (within the depth bound, for a bounded DFS).
    NoGoal(Stats),
    /// The search held as many states as it may before it found a goal.
    Full(Stats),
}

impl NotFound {
    /// The work the search did before it stopped.
    ///
    /// ```
    /// use searchlab::search::MaxStates;
    ///
    /// let stopped = MaxStates(10).bfs(0u32, |&n| [n + 1], |&n| n == 100).unwrap_err();
    /// assert_eq!(stopped.stats().expanded, 9);
    /// ```
    pub fn stats(&self) -> Stats {
        match *self {
            NotFound::NoGoal(stats) | NotFound::Full(stats) => stats,
        }
    }
}

impl MaxStates {
    /// [`bfs`](super::bfs) within the budget: a shortest path to a goal, the first in the
    /// order successors come.
    ///
    /// Cost: O(states + edges) time; a record per state reached, at most the budget.
    ///
    /// ```
    /// use searchlab::search::{MaxStates, NotFound};
    ///
    /// // Within 1,000 states, 10 is four doublings-or-increments from 1; 11 is not
    /// // reachable by doubling alone, and the whole (finite) space has no 11.
    /// let found = MaxStates(1_000).bfs(1u32, |&n| [n + 1, n * 2], |&n| n == 10).unwrap();
    /// assert_eq!(found.cost, 4);
    /// let doubling = |&n: &u32| (n < 100).then(|| n * 2);
    /// assert!(matches!(MaxStates(1_000).bfs(1, doubling, |&n| n == 11), Err(NotFound::NoGoal(_))));
    /// ```
    pub fn bfs<S, E, I>(
        self,
        start: S,
        successors: impl FnMut(&S) -> I,
        mut is_goal: impl FnMut(&S) -> bool,
    ) -> Result<Found<S, E::Label, u32>, NotFound>
    where
        S: Clone + Eq + Hash,
        E: Successor<S>,
        I: IntoIterator<Item = E>,
    {
        let mut tree = self.tree(start);
        let outcome = match is_goal(tree.state(0)) {
            true => (Some(0), Stats::default()),
            false => breadth_first(&mut tree, unit_edges(successors), is_goal),
        };
        ended(&tree, outcome)
    }

    /// [`bounded_dfs`](super::bounded_dfs) within the budget: some path of at most
    /// `max_depth` moves, found depth first in successor order.
    ///
    /// Cost: O(max_depth × (states + edges)) time at worst; a record per state reached, at
    /// most the budget.
    ///
    /// ```
    /// use searchlab::search::{MaxStates, NotFound};
    ///
    /// let up = |&n: &u32| [n + 1, n + 5];
    /// assert_eq!(MaxStates(100).bounded_dfs(0, up, |&n| n == 10, 20).unwrap().cost, 10);
    /// assert!(matches!(MaxStates(100).bounded_dfs(0, up, |&n| n == 10, 1), Err(NotFound::NoGoal(_))));
    /// assert!(matches!(MaxStates(5).bounded_dfs(0, up, |&n| n == 10, 20), Err(NotFound::Full(_))));
    /// ```
    pub fn bounded_dfs<S, E, I>(
        self,
        start: S,
        successors: impl FnMut(&S) -> I,
        is_goal: impl FnMut(&S) -> bool,
        max_depth: u32,
    ) -> Result<Found<S, E::Label, u32>, NotFound>
    where
        S: Clone + Eq + Hash,
        E: Successor<S>,
        I: IntoIterator<Item = E>,
    {
        let mut tree = self.tree(start);
        let outcome = depth_first(&mut tree, unit_edges(successors), is_goal, Some(max_depth));
        ended(&tree, outcome)
    }

    /// [`astar`](super::astar) within the budget: a cheapest path, `successors` yielding
    /// `(state, cost)` pairs and `estimate` admissible.
    ///
    /// Cost: O(E log E) time for the E edges examined; a record per state reached, at most
    /// the budget.
    ///
    /// # Panics
    /// If a cost is negative or a path's cost overflows `C`.
    ///
    /// ```
    /// use searchlab::search::MaxStates;
    ///
    /// // From 0 to 30 by +1 (cost 1) or +4 (cost 3), the estimate the distance over 4.
    /// let steps = |&n: &u32| [(n + 1, 1u32), (n + 4, 3)];
    /// let found = MaxStates(1_000).astar(0, steps, |&n| 30u32.saturating_sub(n) / 4, |&n| n == 30);
    /// assert_eq!(found.unwrap().cost, 23); // seven jumps of 4 and two steps
    /// ```
    pub fn astar<S, E, C, I>(
        self,
        start: S,
        successors: impl FnMut(&S) -> I,
        estimate: impl FnMut(&S) -> C,
        is_goal: impl FnMut(&S) -> bool,
    ) -> Result<Found<S, E::Label, C>, NotFound>
    where
        S: Clone + Eq + Hash,
        E: Successor<S>,
        C: Cost,
        I: IntoIterator<Item = (E, C)>,
    {
        let mut tree = self.tree(start);
        let successors = weighted_edges(successors);
        let outcome =
            best_first::<_, _, _, OpenList<Estimated<C>>>(&mut tree, successors, estimate, is_goal);
        ended(&tree, outcome)
    }

    /// Records holding `start` alone, at cost zero, limited to the budget.
    fn tree<S: Eq + Hash, M: Copy, C: Cost>(self, start: S) -> Tree<S, M, C> {
        let mut tree = Tree::new().limited_to(self.0.max(1));
        let _ = tree.insert_root(start, C::ZERO);
        tree
    }
}

/// The path to the goal a search stopped at, or why there is none.
fn ended<S: Clone + Eq + Hash, M: Copy, C: Copy>(
    tree: &Tree<S, M, C>,
    (goal, stats): (Option<u32>, Stats),
) -> Result<Found<S, M, C>, NotFound> {
    match goal {
        Some(goal) => Ok(Found::from_tree(tree, goal, stats)),
        None if tree.is_full() => Err(NotFound::Full(stats)),
        None => Err(NotFound::NoGoal(stats)),
    }
}
