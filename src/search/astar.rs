//! A*: best-first search on g + h with an admissible estimate, returning a shortest path.

use super::{Heuristic, Keyed, Memo, Outcome, Stats};
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// An open-list entry: ordered so the max-heap pops the least f, then the greatest g.
struct Open<K, S> {
    f: u32,
    g: u32,
    key: K,
    state: S,
}

impl<K, S> PartialEq for Open<K, S> {
    fn eq(&self, other: &Self) -> bool {
        (self.f, self.g) == (other.f, other.g)
    }
}

impl<K, S> Eq for Open<K, S> {}

impl<K, S> PartialOrd for Open<K, S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<K, S> Ord for Open<K, S> {
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
pub fn astar<P: Keyed + Heuristic>(
    problem: &P,
    start: P::State,
    memo: &mut impl Memo<P::Key, P::Move>,
) -> Outcome<P::Move> {
    memo.clear();
    let mut stats = Stats::default();
    let start_key = problem.key(&start);
    memo.record(start_key.clone(), 0, start_key.clone(), None);
    let mut open = BinaryHeap::new();
    open.push(Open {
        f: problem.estimate(&start),
        g: 0,
        key: start_key,
        state: start,
    });
    let mut successors = Vec::new();
    while let Some(Open { g, key, state, .. }) = open.pop() {
        if memo.cost(&key).map_or(false, |best| best < g) {
            continue;
        }
        if problem.is_goal(&state) {
            return Outcome {
                path: Some(memo.path_to(&key)),
                stats,
            };
        }
        successors.clear();
        problem.successors(&state, &mut successors);
        stats.expanded += 1;
        stats.generated += successors.len() as u64;
        for (m, next) in successors.drain(..) {
            let next_key = problem.key(&next);
            let next_g = g + 1;
            if memo.cost(&next_key).map_or(false, |best| best <= next_g) {
                continue;
            }
            memo.record(next_key.clone(), next_g, key.clone(), Some(m));
            if memo.is_full() {
                return Outcome { path: None, stats };
            }
            open.push(Open {
                f: next_g + problem.estimate(&next),
                g: next_g,
                key: next_key,
                state: next,
            });
        }
    }
    Outcome { path: None, stats }
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
