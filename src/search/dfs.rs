//! Depth-bounded depth-first search: finds some path of at most a given length, not
//! necessarily a shortest one (the classic comparison against BFS and A*).

use super::bfs::outcome;
use super::{Keyed, Memo, Outcome, Stats, Successors};

/// Some path from `start` to a goal with at most `max_depth` moves, found depth first in
/// successor order, or `None` if there is none that short.
///
/// A state is expanded again only when reached by a shorter prefix than before, so the
/// search is complete within the bound and never loops. Cost: O(max_depth × (states +
/// edges)) time in the worst case, usually far less; `memo` is reused and cleared on entry;
/// the explicit stack holds at most `max_depth` successor lists. The search stops with no
/// path as soon as `memo` is full.
///
/// ```
/// use searchlab::search::{bounded_dfs, HashMemo, Keyed, Problem};
///
/// /// From 0, +1 or +4, to 8: depth first tries +1 first and goes deep.
/// struct Steps;
/// impl Problem for Steps {
///     type State = u32;
///     type Move = u32;
///     fn successors(&self, &n: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend([(1, n + 1), (4, n + 4)].into_iter().filter(|&(_, s)| s <= 8));
///     }
///     fn is_goal(&self, &n: &u32) -> bool {
///         n == 8
///     }
/// }
/// impl Keyed for Steps {
///     type Key = u32;
///     fn key(&self, &n: &u32) -> u32 {
///         n
///     }
/// }
/// let deep = bounded_dfs(&Steps, 0, 10, &mut HashMemo::new()).path.unwrap();
/// assert_eq!(deep.len(), 8); // eight steps of 1
/// let short = bounded_dfs(&Steps, 0, 2, &mut HashMemo::new()).path.unwrap();
/// assert_eq!(short, vec![4, 4]);
/// ```
pub fn bounded_dfs<P: Keyed>(
    problem: &P,
    start: P::State,
    max_depth: u32,
    memo: &mut impl Memo<P::Key, P::Move>,
) -> Outcome<P::Move> {
    let key = |state: &P::State| problem.key(state);
    let successors = |state: &P::State, out: &mut Successors<P>| problem.successors(state, out);
    let is_goal = |state: &P::State| problem.is_goal(state);
    let goal = depth_first(start, key, successors, is_goal, max_depth, memo);
    outcome(memo, goal)
}

/// The engine of [`bounded_dfs`] and the closures' `bounded_dfs`: depth first from `start`,
/// at most `max_depth` moves deep, until a goal; returns the goal's key and the work done.
/// `successors` pushes the moves out of a state with the states they reach.
pub(crate) fn depth_first<S, K: Clone, M>(
    start: S,
    mut key: impl FnMut(&S) -> K,
    mut successors: impl FnMut(&S, &mut Vec<(M, S)>),
    mut is_goal: impl FnMut(&S) -> bool,
    max_depth: u32,
    memo: &mut impl Memo<K, M>,
) -> (Option<K>, Stats) {
    memo.clear();
    let mut stats = Stats::default();
    let start_key = key(&start);
    memo.record(start_key.clone(), 0, start_key.clone(), None);
    if is_goal(&start) {
        return (Some(start_key), stats);
    }
    // One frame per depth: the node's key and its moves not yet tried (reversed, so that
    // popping from the end takes them in order).
    let mut frames = Vec::new();
    if max_depth > 0 {
        frames.push((start_key, expand(&mut successors, &start, &mut stats)));
    }
    while let Some((at, untried)) = frames.last_mut() {
        let (m, next) = match untried.pop() {
            Some(edge) => edge,
            None => {
                frames.pop();
                continue;
            }
        };
        let parent = at.clone();
        let depth = frames.len() as u32;
        let next_key = key(&next);
        if memo.cost(&next_key).map_or(false, |seen| seen <= depth) {
            continue;
        }
        memo.record(next_key.clone(), depth, parent, Some(m));
        if is_goal(&next) {
            return (Some(next_key), stats);
        }
        if memo.is_full() {
            break;
        }
        if depth < max_depth {
            frames.push((next_key, expand(&mut successors, &next, &mut stats)));
        }
    }
    (None, stats)
}

/// The moves out of `state`, last first, counted in `stats`.
fn expand<S, M>(
    successors: &mut impl FnMut(&S, &mut Vec<(M, S)>),
    state: &S,
    stats: &mut Stats,
) -> Vec<(M, S)> {
    let mut edges = Vec::new();
    successors(state, &mut edges);
    edges.reverse();
    stats.expanded += 1;
    stats.generated += edges.len() as u64;
    edges
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid};
    use crate::search::DenseMemo;

    #[test]
    fn finds_a_path_within_the_bound() {
        let graph = grid();
        let mut memo = DenseMemo::new(16);
        for bound in [6, 7, 10, 20] {
            let path = bounded_dfs(&graph, 0, bound, &mut memo).path.unwrap();
            assert!(path.len() as u32 <= bound);
            assert_reaches_goal(&graph, 0, &path);
        }
    }

    #[test]
    fn depth_first_paths_need_not_be_shortest() {
        let graph = grid();
        let path = bounded_dfs(&graph, 0, 15, &mut DenseMemo::new(16)).path.unwrap();
        assert_reaches_goal(&graph, 0, &path);
        assert!(path.len() > 6, "DFS goes deep first: {path:?}");
    }

    #[test]
    fn too_small_a_bound_finds_nothing() {
        let graph = grid();
        let mut memo = DenseMemo::new(16);
        assert_eq!(bounded_dfs(&graph, 0, 5, &mut memo).path, None);
        assert_eq!(bounded_dfs(&graph, 0, 0, &mut memo).path, None);
        assert_eq!(bounded_dfs(&graph, 15, 0, &mut memo).path, Some(vec![]));
    }
}
