//! A*: best-first search on g + h with an admissible estimate h, returning a cheapest path;
//! its engine, [`best_first`], also runs Dijkstra's algorithm (h = 0, `dijkstra.rs`).

use super::bfs::outcome;
use super::{Cost, Heuristic, Keyed, Memo, Outcome, Stats, Successors};
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// An open-list entry: ordered so the max-heap pops the least f, then the greatest g.
struct Open<C, K, S> {
    f: C,
    g: C,
    key: K,
    state: S,
}

impl<C: Ord, K, S> PartialEq for Open<C, K, S> {
    fn eq(&self, other: &Self) -> bool {
        (&self.f, &self.g) == (&other.f, &other.g)
    }
}

impl<C: Ord, K, S> Eq for Open<C, K, S> {}

impl<C: Ord, K, S> PartialOrd for Open<C, K, S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<C: Ord, K, S> Ord for Open<C, K, S> {
    fn cmp(&self, other: &Self) -> Ordering {
        other.f.cmp(&self.f).then(self.g.cmp(&other.g))
    }
}

/// A shortest path from `start` to a goal by A* with the problem's admissible estimate;
/// ties on f go to the deeper node. States reached again more cheaply are reopened, so an
/// inconsistent (but admissible) estimate still gives a shortest path.
///
/// Cost: O(E log E) time for the E edges examined, a binary heap of at most E entries;
/// `memo` is the closed set and is cleared on entry. Returns `None` after exhausting every
/// state reachable from `start` when no goal is among them, or as soon as `memo` is full.
///
/// ```
/// use searchlab::search::{astar, DenseMemo, DenseStates, Heuristic, Keyed, Problem};
///
/// /// A walk on 0..100 by steps of ±1 and ±7, to 50.
/// struct Line;
/// impl Problem for Line {
///     type State = usize;
///     type Move = i32;
///     fn successors(&self, &n: &usize, out: &mut Vec<(i32, usize)>) {
///         for step in [7, 1, -1, -7] {
///             let next = n as i32 + step;
///             if (0..100).contains(&next) {
///                 out.push((step, next as usize));
///             }
///         }
///     }
///     fn is_goal(&self, &n: &usize) -> bool {
///         n == 50
///     }
/// }
/// impl Keyed for Line {
///     type Key = usize;
///     fn key(&self, &n: &usize) -> usize {
///         n
///     }
/// }
/// impl DenseStates for Line {
///     fn state_count(&self) -> usize {
///         100
///     }
/// }
/// impl Heuristic for Line {
///     fn estimate(&self, &n: &usize) -> u32 {
///         (n.abs_diff(50) as u32 + 6) / 7 // one move covers at most 7
///     }
/// }
/// let found = astar(&Line, 0, &mut DenseMemo::new(100));
/// assert_eq!(found.path, Some(vec![7, 7, 7, 7, 7, 7, 7, 1])); // 7 × 7 + 1
/// ```
pub fn astar<P: Keyed + Heuristic>(
    problem: &P,
    start: P::State,
    memo: &mut impl Memo<P::Key, P::Move>,
) -> Outcome<P::Move> {
    let key = |state: &P::State| problem.key(state);
    let successors = |state: &P::State, out: &mut Successors<P>| problem.successors(state, out);
    let unit = |_: &P::State, (m, next)| (m, next, 1);
    let estimate = |state: &P::State| problem.estimate(state);
    let is_goal = |state: &P::State| problem.is_goal(state);
    let goal = best_first(start, key, successors, unit, estimate, is_goal, memo);
    outcome(memo, goal)
}

/// The engine of [`astar`], [`dijkstra`] and the closures' `astar` and `dijkstra`: returns
/// the goal's key and the work done; the memo keeps the records. `successors` pushes the
/// edges out of a state, which `split` turns into a move, the state it reaches and its cost
/// only when the engine takes them (so that no front-end copies its successor list).
pub(crate) fn best_first<S, K: Clone, M, E, C: Cost>(
    start: S,
    mut key: impl FnMut(&S) -> K,
    mut successors: impl FnMut(&S, &mut Vec<E>),
    mut split: impl FnMut(&S, E) -> (M, S, C),
    mut estimate: impl FnMut(&S) -> C,
    mut is_goal: impl FnMut(&S) -> bool,
    memo: &mut impl Memo<K, M, C>,
) -> (Option<K>, Stats) {
    memo.clear();
    let mut stats = Stats::default();
    let start_key = key(&start);
    memo.record(start_key.clone(), C::ZERO, start_key.clone(), None);
    let mut open = BinaryHeap::new();
    open.push(Open { f: estimate(&start), g: C::ZERO, key: start_key, state: start });
    let mut edges = Vec::new();
    while let Some(Open { g, key: at, state, .. }) = open.pop() {
        if memo.cost(&at).map_or(false, |best| best < g) {
            continue;
        }
        if is_goal(&state) {
            return (Some(at), stats);
        }
        successors(&state, &mut edges);
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        for edge in edges.drain(..) {
            let (m, next, cost) = split(&state, edge);
            assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
            let next_key = key(&next);
            let next_g = g.plus(cost);
            if memo.cost(&next_key).map_or(false, |best| best <= next_g) {
                continue;
            }
            memo.record(next_key.clone(), next_g, at.clone(), Some(m));
            if memo.is_full() {
                return (None, stats);
            }
            open.push(Open {
                f: next_g.plus(estimate(&next)),
                g: next_g,
                key: next_key,
                state: next,
            });
        }
    }
    (None, stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid};
    use crate::search::DenseMemo;

    #[test]
    fn finds_shortest_paths() {
        let graph = grid();
        let mut memo = DenseMemo::new(16);
        for start in 0..16 {
            let outcome = astar(&graph, start, &mut memo);
            let path = outcome.path.unwrap();
            assert_reaches_goal(&graph, start, &path);
            assert_eq!(path.len() as u32, graph.estimates[start]);
        }
    }

    #[test]
    fn a_perfect_estimate_expands_only_the_path() {
        let graph = grid();
        let outcome = astar(&graph, 0, &mut DenseMemo::new(16));
        assert_eq!(outcome.stats.expanded, 6);
    }

    #[test]
    fn a_zero_estimate_still_finds_the_shortest() {
        let mut graph = grid();
        graph.estimates = vec![0; 16];
        let outcome = astar(&graph, 0, &mut DenseMemo::new(16));
        assert_eq!(outcome.path.unwrap().len(), 6);
        assert!(outcome.stats.expanded > 6);
    }

    #[test]
    fn inconsistent_estimates_reopen_states() {
        // 0 -> 1 -> 3 -> 4 (goal) and a detour 0 -> 2 -> 5 -> 3. The estimate 2 at 1 is
        // admissible but inconsistent with 0 at 3, so 3 is first expanded by the detour and
        // must be reopened when 1 reaches it more cheaply.
        let graph = crate::search::testing::Graph {
            edges: vec![vec![1, 2], vec![3], vec![5], vec![4], vec![], vec![3]],
            goal: 4,
            estimates: vec![0, 2, 0, 0, 0, 0],
        };
        let outcome = astar(&graph, 0, &mut DenseMemo::new(6));
        assert_eq!(outcome.path.unwrap(), vec![1, 3, 4]);
        assert_eq!(outcome.stats.expanded, 6, "3 expanded twice");
    }

    #[test]
    fn unreachable_goal_exhausts_the_space() {
        let mut graph = grid();
        graph.goal = 99;
        graph.estimates = vec![0; 16];
        let outcome = astar(&graph, 0, &mut DenseMemo::new(16));
        assert_eq!(outcome.path, None);
        assert_eq!(outcome.stats.expanded, 16);
    }
}
