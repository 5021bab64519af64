//! Depth-bounded depth-first search: finds some path of at most a given length, not
//! necessarily a shortest one (the classic comparison against BFS and A*).

use super::{Keyed, Memo, Outcome, Stats, Successors};

/// Some path from `start` to a goal with at most `max_depth` moves, found depth first in
/// successor order, or `None` if there is none that short.
///
/// A state is expanded again only when reached by a shorter prefix than before, so the
/// search is complete within the bound and never loops. Cost: O(max_depth × (states +
/// edges)) time in the worst case, usually far less; `memo` is reused and cleared on entry;
/// the explicit stack holds at most `max_depth` successor lists. The search stops with no
/// path as soon as `memo` is full.
pub fn bounded_dfs<P: Keyed>(
    problem: &P,
    start: P::State,
    max_depth: u32,
    memo: &mut impl Memo<P::Key, P::Move>,
) -> Outcome<P::Move> {
    memo.clear();
    let mut stats = Stats::default();
    if problem.is_goal(&start) {
        return Outcome {
            path: Some(Vec::new()),
            stats,
        };
    }
    let start_key = problem.key(&start);
    memo.record(start_key.clone(), 0, start_key.clone(), None);
    // One frame per depth: the node's key and its successors not yet tried (reversed, so
    // that popping from the end takes them in order).
    let mut frames: Vec<(P::Key, Successors<P>)> = Vec::new();
    let mut path: Vec<P::Move> = Vec::new();
    if max_depth > 0 {
        frames.push((start_key, expand(problem, &start, &mut stats)));
    }
    while let Some((key, untried)) = frames.last_mut() {
        let parent = key.clone();
        let (m, next) = match untried.pop() {
            Some((m, next)) => (m, next),
            _ => {
                frames.pop();
                path.pop();
                continue;
            }
        };
        let depth = frames.len() as u32;
        let next_key = problem.key(&next);
        if memo.cost(&next_key).map_or(false, |seen| seen <= depth) {
            continue;
        }
        memo.record(next_key.clone(), depth, parent, Some(m));
        path.push(m);
        if problem.is_goal(&next) {
            return Outcome {
                path: Some(path),
                stats,
            };
        }
        if memo.is_full() {
            return Outcome { path: None, stats };
        }
        if depth < max_depth {
            frames.push((next_key, expand(problem, &next, &mut stats)));
        } else {
            path.pop();
        }
    }
    Outcome { path: None, stats }
}

fn expand<P: Keyed>(problem: &P, state: &P::State, stats: &mut Stats) -> Successors<P> {
    let mut successors = Vec::new();
    problem.successors(state, &mut successors);
    successors.reverse();
    stats.expanded += 1;
    stats.generated += successors.len() as u64;
    successors
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
        let path = bounded_dfs(&graph, 0, 15, &mut DenseMemo::new(16))
            .path
            .unwrap();
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
