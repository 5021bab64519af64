//! IDA*: iterative-deepening A*, depth-first probes bounded by f = g + h.

use super::{Heuristic, Outcome, Problem, Stats, Successors};

/// A shortest path from `start` to a goal by IDA* with the problem's admissible estimate.
///
/// The bound starts at h(start); each iteration is a depth-first probe that cuts any node
/// whose f = g + h exceeds the bound, and the next bound is the smallest f that was cut.
/// A probe never steps straight back to the state it came from.
///
/// Cost: memory O(depth × branching); time exponential in the solution depth, about
/// b^(d − h) for branching b. When no goal is reachable the probes never end unless the
/// space without immediate back-steps is finite, so decide solvability first (for sliding
/// puzzles, by [`crate::parity`]).
pub fn idastar<P: Heuristic>(problem: &P, start: P::State) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    let mut probe = Probe {
        problem,
        path: Vec::new(),
        states: vec![start],
        buffers: Vec::new(),
        stats: Stats::default(),
    };
    let mut bound = problem.estimate(&probe.states[0]);
    loop {
        match probe.search(0, bound) {
            Step::Found => {
                return Outcome {
                    path: Some(probe.path),
                    stats: probe.stats,
                }
            }
            Step::Cut(next_bound) if next_bound != u32::MAX => bound = next_bound,
            Step::Cut(_) => {
                return Outcome {
                    path: None,
                    stats: probe.stats,
                }
            }
        }
    }
}

enum Step {
    Found,
    /// No goal within the bound; the smallest f above it (`u32::MAX` if none).
    Cut(u32),
}

struct Probe<'p, P: Problem> {
    problem: &'p P,
    path: Vec<P::Move>,
    states: Vec<P::State>,
    /// One successor buffer per depth, kept between probes to avoid allocation.
    buffers: Vec<Successors<P>>,
    stats: Stats,
}

impl<P: Heuristic> Probe<'_, P>
where
    P::State: PartialEq,
{
    fn search(&mut self, g: u32, bound: u32) -> Step {
        let depth = self.states.len() - 1;
        let state = &self.states[depth];
        let f = g + self.problem.estimate(state);
        if f > bound {
            return Step::Cut(f);
        }
        if self.problem.is_goal(state) {
            return Step::Found;
        }
        if self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
        }
        let mut successors = std::mem::take(&mut self.buffers[depth]);
        successors.clear();
        self.problem.successors(state, &mut successors);
        self.stats.expanded += 1;
        self.stats.generated += successors.len() as u64;
        let mut outcome = Step::Cut(u32::MAX);
        for (m, next) in successors.drain(..) {
            if depth > 0 && next == self.states[depth - 1] {
                continue;
            }
            self.states.push(next);
            self.path.push(m);
            match self.search(g + 1, bound) {
                Step::Found => {
                    outcome = Step::Found;
                    break;
                }
                Step::Cut(f) => {
                    if let Step::Cut(smallest) = &mut outcome {
                        *smallest = (*smallest).min(f);
                    }
                }
            }
            self.states.pop();
            self.path.pop();
        }
        self.buffers[depth] = successors;
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid, Graph};

    #[test]
    fn finds_shortest_paths() {
        let graph = grid();
        for start in 0..16 {
            let path = idastar(&graph, start).path.unwrap();
            assert_reaches_goal(&graph, start, &path);
            assert_eq!(path.len() as u32, graph.estimates[start]);
        }
    }

    #[test]
    fn the_bound_rises_to_the_smallest_cut() {
        // With a zero estimate, IDA* deepens one move at a time: iterations at bounds 0..=6,
        // and the last one stops at the goal.
        let mut graph = grid();
        graph.estimates = vec![0; 16];
        let outcome = idastar(&graph, 0);
        assert_eq!(outcome.path.unwrap().len(), 6);
        assert!(outcome.stats.expanded > 6);
    }

    #[test]
    fn a_finite_space_without_goal_ends() {
        // A path 0 - 1 - 2 with both directions: no back-steps means the probe tree is finite.
        let graph = Graph {
            edges: vec![vec![1], vec![0, 2], vec![1]],
            goal: 7,
            estimates: vec![0; 3],
        };
        assert_eq!(idastar(&graph, 0).path, None);
    }
}
