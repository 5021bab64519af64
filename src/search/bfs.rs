//! Breadth-first search: a shortest path to a goal, or the whole BFS tree of a space.

use super::{DenseStates, Keyed, Memo, Outcome, Stats, Successors};
use std::collections::VecDeque;

/// A shortest path from `start` to a goal by breadth-first search, in the successor order.
///
/// Among shortest paths it returns the first in the order of [`super::Problem::successors`]
/// (the lexicographically smallest when successors come in increasing move order).
/// Cost: O(states + edges) time; the queue holds at most one copy of each state; `memo`
/// is reused and cleared on entry; the search stops with no path when it is full.
///
/// ```
/// use searchlab::search::{bfs, HashMemo, Keyed, Problem};
///
/// /// Doubling or adding one, from 1 to 10.
/// struct Reach;
/// impl Problem for Reach {
///     type State = u32;
///     type Move = char;
///     fn successors(&self, &n: &u32, out: &mut Vec<(char, u32)>) {
///         out.extend([('+', n + 1), ('*', n * 2)]);
///     }
///     fn is_goal(&self, &n: &u32) -> bool {
///         n == 10
///     }
/// }
/// impl Keyed for Reach {
///     type Key = u32;
///     fn key(&self, &n: &u32) -> u32 {
///         n
///     }
/// }
/// let found = bfs(&Reach, 1, &mut HashMemo::new());
/// assert_eq!(found.path, Some(vec!['+', '*', '+', '*'])); // 1 2 4 5 10
/// ```
pub fn bfs<P: Keyed>(
    problem: &P,
    start: P::State,
    memo: &mut impl Memo<P::Key, P::Move>,
) -> Outcome<P::Move> {
    let key = |state: &P::State| problem.key(state);
    let successors = |state: &P::State, out: &mut Successors<P>| problem.successors(state, out);
    let goal = breadth_first(start, key, successors, |state| problem.is_goal(state), memo);
    outcome(memo, goal)
}

/// The engine of [`bfs`] and of the closures' `bfs` and `bfs_all`: breadth first from
/// `start` until a goal, returning the goal's key (`None` if none was reached or the memo
/// filled up) and the work done. The memo keeps every record for the caller.
/// `successors` pushes the moves out of a state with the states they reach.
pub(crate) fn breadth_first<S, K: Clone, M>(
    start: S,
    mut key: impl FnMut(&S) -> K,
    mut successors: impl FnMut(&S, &mut Vec<(M, S)>),
    mut is_goal: impl FnMut(&S) -> bool,
    memo: &mut impl Memo<K, M>,
) -> (Option<K>, Stats) {
    memo.clear();
    let mut stats = Stats::default();
    let start_key = key(&start);
    memo.record(start_key.clone(), 0, start_key.clone(), None);
    if is_goal(&start) {
        return (Some(start_key), stats);
    }
    let mut queue = VecDeque::from([(start, start_key)]);
    let mut edges = Vec::new();
    while let Some((state, at)) = queue.pop_front() {
        let depth = memo.cost(&at).unwrap_or(0);
        successors(&state, &mut edges);
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        for (m, next) in edges.drain(..) {
            let next_key = key(&next);
            if memo.cost(&next_key).is_some() {
                continue;
            }
            memo.record(next_key.clone(), depth + 1, at.clone(), Some(m));
            if is_goal(&next) {
                return (Some(next_key), stats);
            }
            if memo.is_full() {
                return (None, stats);
            }
            queue.push_back((next, next_key));
        }
    }
    (None, stats)
}

/// The outcome of a search that ended at `goal` (its key and the work done).
pub(crate) fn outcome<K, M, C>(
    memo: &impl Memo<K, M, C>,
    (goal, stats): (Option<K>, Stats),
) -> Outcome<M> {
    Outcome { path: goal.map(|goal| memo.path_to(&goal)), stats }
}

/// Every state reachable from a root, with the move that first reached it in breadth-first
/// order: a shortest-path tree. Memory: 4 bytes plus `Option<M>` per state of the space.
#[derive(Clone, Debug)]
pub struct BfsTree<M> {
    parent: Vec<u32>,
    via: Vec<Option<M>>,
    reached: usize,
}

const UNREACHED: u32 = u32::MAX;

impl<M: Copy> BfsTree<M> {
    /// Whether state number `index` is reachable from the root.
    ///
    /// ```
    /// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
    ///
    /// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
    /// struct Ring;
    /// impl Problem for Ring {
    ///     type State = usize;
    ///     type Move = usize;
    ///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
    ///         out.push(((n + 1) % 6, (n + 1) % 6));
    ///     }
    ///     fn is_goal(&self, _: &usize) -> bool {
    ///         false
    ///     }
    /// }
    /// impl Keyed for Ring {
    ///     type Key = usize;
    ///     fn key(&self, &n: &usize) -> usize {
    ///         n
    ///     }
    /// }
    /// impl DenseStates for Ring {
    ///     fn state_count(&self) -> usize {
    ///         6
    ///     }
    /// }
    /// let tree = bfs_tree(&Ring, 0);
    /// assert!(tree.contains(5));
    /// ```
    pub fn contains(&self, index: usize) -> bool {
        self.parent[index] != UNREACHED
    }

    /// How many states are reachable from the root (the root included).
    ///
    /// ```
    /// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
    ///
    /// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
    /// struct Ring;
    /// impl Problem for Ring {
    ///     type State = usize;
    ///     type Move = usize;
    ///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
    ///         out.push(((n + 1) % 6, (n + 1) % 6));
    ///     }
    ///     fn is_goal(&self, _: &usize) -> bool {
    ///         false
    ///     }
    /// }
    /// impl Keyed for Ring {
    ///     type Key = usize;
    ///     fn key(&self, &n: &usize) -> usize {
    ///         n
    ///     }
    /// }
    /// impl DenseStates for Ring {
    ///     fn state_count(&self) -> usize {
    ///         6
    ///     }
    /// }
    /// assert_eq!(bfs_tree(&Ring, 2).reached(), 6);
    /// ```
    pub fn reached(&self) -> usize {
        self.reached
    }

    /// The tree edge into state `index`: its parent and the move from the parent, or `None`
    /// for the root and for unreachable states. Cost: O(1).
    ///
    /// ```
    /// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
    ///
    /// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
    /// struct Ring;
    /// impl Problem for Ring {
    ///     type State = usize;
    ///     type Move = usize;
    ///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
    ///         out.push(((n + 1) % 6, (n + 1) % 6));
    ///     }
    ///     fn is_goal(&self, _: &usize) -> bool {
    ///         false
    ///     }
    /// }
    /// impl Keyed for Ring {
    ///     type Key = usize;
    ///     fn key(&self, &n: &usize) -> usize {
    ///         n
    ///     }
    /// }
    /// impl DenseStates for Ring {
    ///     fn state_count(&self) -> usize {
    ///         6
    ///     }
    /// }
    /// let tree = bfs_tree(&Ring, 0);
    /// assert_eq!(tree.step_up(3), Some((2, 3))); // entered from 2 by the move "3"
    /// assert_eq!(tree.step_up(0), None); // the root
    /// ```
    pub fn step_up(&self, index: usize) -> Option<(usize, M)> {
        let m = self.via[index]?;
        Some((self.parent[index] as usize, m))
    }

    /// The moves from state `index` back up to the root, as the moves that went *down*
    /// the tree, deepest first (reverse them for the path from the root). `None` if the
    /// state is unreachable. Cost: O(1) per move, no allocation.
    ///
    /// ```
    /// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
    ///
    /// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
    /// struct Ring;
    /// impl Problem for Ring {
    ///     type State = usize;
    ///     type Move = usize;
    ///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
    ///         out.push(((n + 1) % 6, (n + 1) % 6));
    ///     }
    ///     fn is_goal(&self, _: &usize) -> bool {
    ///         false
    ///     }
    /// }
    /// impl Keyed for Ring {
    ///     type Key = usize;
    ///     fn key(&self, &n: &usize) -> usize {
    ///         n
    ///     }
    /// }
    /// impl DenseStates for Ring {
    ///     fn state_count(&self) -> usize {
    ///         6
    ///     }
    /// }
    /// let tree = bfs_tree(&Ring, 0);
    /// assert_eq!(tree.moves_up(3).unwrap().collect::<Vec<_>>(), vec![3, 2, 1]);
    /// ```
    pub fn moves_up(&self, index: usize) -> Option<impl Iterator<Item = M> + '_> {
        let mut at = self.contains(index).then_some(index)?;
        Some(std::iter::from_fn(move || {
            let m = self.via[at]?;
            at = self.parent[at] as usize;
            Some(m)
        }))
    }

    /// The moves of the tree path from the root to state `index`, if it is reachable.
    ///
    /// ```
    /// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
    ///
    /// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
    /// struct Ring;
    /// impl Problem for Ring {
    ///     type State = usize;
    ///     type Move = usize;
    ///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
    ///         out.push(((n + 1) % 6, (n + 1) % 6));
    ///     }
    ///     fn is_goal(&self, _: &usize) -> bool {
    ///         false
    ///     }
    /// }
    /// impl Keyed for Ring {
    ///     type Key = usize;
    ///     fn key(&self, &n: &usize) -> usize {
    ///         n
    ///     }
    /// }
    /// impl DenseStates for Ring {
    ///     fn state_count(&self) -> usize {
    ///         6
    ///     }
    /// }
    /// let tree = bfs_tree(&Ring, 4);
    /// assert_eq!(tree.path_from_root(1), Some(vec![5, 0, 1]));
    /// ```
    pub fn path_from_root(&self, index: usize) -> Option<Vec<M>> {
        let mut path: Vec<M> = self.moves_up(index)?.collect();
        path.reverse();
        Some(path)
    }
}

/// The breadth-first tree of every state reachable from `start`, expanding successors in
/// their given order, so each tree path is the first shortest path in that order.
///
/// Cost: O(states + edges) time; memory as [`BfsTree`] plus a queue of states.
///
/// ```
/// use searchlab::search::{bfs_tree, DenseStates, Keyed, Problem};
///
/// /// A one-way ring of six states, 0 -> 1 -> ... -> 5 -> 0, each move named by its target.
/// struct Ring;
/// impl Problem for Ring {
///     type State = usize;
///     type Move = usize;
///     fn successors(&self, &n: &usize, out: &mut Vec<(usize, usize)>) {
///         out.push(((n + 1) % 6, (n + 1) % 6));
///     }
///     fn is_goal(&self, _: &usize) -> bool {
///         false
///     }
/// }
/// impl Keyed for Ring {
///     type Key = usize;
///     fn key(&self, &n: &usize) -> usize {
///         n
///     }
/// }
/// impl DenseStates for Ring {
///     fn state_count(&self) -> usize {
///         6
///     }
/// }
/// let tree = bfs_tree(&Ring, 0);
/// assert_eq!(tree.reached(), 6);
/// assert_eq!(tree.path_from_root(2), Some(vec![1, 2]));
/// ```
pub fn bfs_tree<P: DenseStates>(problem: &P, start: P::State) -> BfsTree<P::Move> {
    let n = problem.state_count();
    assert!(n < UNREACHED as usize, "bfs_tree numbers states with u32");
    let mut tree = BfsTree { parent: vec![UNREACHED; n], via: vec![None; n], reached: 1 };
    let start_index = problem.key(&start);
    tree.parent[start_index] = start_index as u32;
    let mut queue = VecDeque::from([(start, start_index)]);
    let mut successors = Vec::new();
    while let Some((state, index)) = queue.pop_front() {
        successors.clear();
        problem.successors(&state, &mut successors);
        for (m, next) in successors.drain(..) {
            let next_index = problem.key(&next);
            if tree.parent[next_index] == UNREACHED {
                tree.parent[next_index] = index as u32;
                tree.via[next_index] = Some(m);
                tree.reached += 1;
                queue.push_back((next, next_index));
            }
        }
    }
    tree
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid};
    use crate::search::DenseMemo;

    #[test]
    fn bfs_finds_a_shortest_path() {
        let graph = grid();
        let mut memo = DenseMemo::new(16);
        for start in 0..16 {
            let outcome = bfs(&graph, start, &mut memo);
            let path = outcome.path.unwrap();
            assert_reaches_goal(&graph, start, &path);
            assert_eq!(path.len() as u32, graph.estimates[start]);
        }
    }

    #[test]
    fn bfs_keeps_successor_order() {
        // From 0, both 0-1-5 and 0-4-5 are shortest to 5; the grid lists 0's successor 4
        // (down) before 1 (right), so the path goes through 4.
        let mut graph = grid();
        graph.goal = 5;
        let path = bfs(&graph, 0, &mut DenseMemo::new(16)).path.unwrap();
        assert_eq!(path, vec![4, 5]);
    }

    #[test]
    fn bfs_reports_unreachable_goals() {
        let mut graph = grid();
        graph.edges[15].clear();
        for v in [11, 14] {
            graph.edges[v].retain(|&w| w != 15);
        }
        let outcome = bfs(&graph, 0, &mut DenseMemo::new(16));
        assert_eq!(outcome.path, None);
        assert_eq!(outcome.stats.expanded, 15);
    }

    #[test]
    fn tree_paths_are_shortest_and_first_in_order() {
        let graph = grid();
        let tree = bfs_tree(&graph, 15);
        assert_eq!(tree.reached(), 16);
        for v in 0..16 {
            let path = tree.path_from_root(v).unwrap();
            assert_eq!(path.len() as u32, graph.estimates[v]);
            assert_eq!(path.last().copied().unwrap_or(15), v);
        }
        // 15 -> 11 (up) comes before 15 -> 14 (left) in the grid's successor order.
        assert_eq!(tree.path_from_root(10), Some(vec![11, 10]));
        let up: Vec<usize> = tree.moves_up(10).unwrap().collect();
        assert_eq!(up, vec![10, 11]);
    }

    #[test]
    fn tree_marks_unreachable_states() {
        let mut graph = grid();
        graph.edges[0].clear();
        let tree = bfs_tree(&graph, 0);
        assert_eq!(tree.reached(), 1);
        assert!(tree.contains(0) && !tree.contains(1));
        assert!(tree.path_from_root(1).is_none());
    }
}
