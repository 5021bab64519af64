//! IDA*: iterative-deepening A*, depth-first probes bounded by f = g + h.

use super::{Heuristic, Keyed, Outcome, Problem, Stats, Successors};
use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::BuildHasher;

/// A shortest path from `start` to a goal by IDA* with the problem's admissible estimate.
///
/// The bound starts at h(start); each iteration is a depth-first probe that cuts any node
/// whose f = g + h exceeds the bound, and the next bound is the smallest f that was cut.
/// A probe never steps straight back to the state it came from, and such a step is not
/// counted as generated (Korf's convention, so node counts compare with the literature).
///
/// Cost: memory O(depth × branching); time exponential in the solution depth, about
/// b^(d − h) for branching b. When no goal is reachable the probes never end unless the
/// space without immediate back-steps is finite, so decide solvability first (for sliding
/// puzzles, by [`crate::parity`]).
pub fn idastar<P: Heuristic>(problem: &P, start: P::State) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    iterate(problem, start, NoTable)
}

/// IDA* as [`idastar`], plus a transposition table (Reinefeld and Marsland, 1994): within
/// an iteration, a state reached again with no smaller g than before is cut, since its
/// subtree was already searched under the same bound. Paths stay shortest.
///
/// Cost: as [`idastar`], with one hash-map probe per expanded node and at most `capacity`
/// remembered states (emptied at each iteration); far fewer nodes where many paths lead to
/// the same states (sliding puzzles: two 6-move paths may meet).
pub fn idastar_with_table<P: Heuristic + Keyed>(
    problem: &P,
    start: P::State,
    capacity: usize,
) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    idastar_with_hashed_table::<P, RandomState>(problem, start, capacity)
}

/// [`idastar_with_table`] with a table hashing keys by `S` (std's hasher is DoS-resistant;
/// a tool may prefer a faster one such as FxHash). Cost: as [`idastar_with_table`].
pub fn idastar_with_hashed_table<P: Heuristic + Keyed, S: BuildHasher + Default>(
    problem: &P,
    start: P::State,
    capacity: usize,
) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    let table = Table {
        depths: HashMap::with_hasher(S::default()),
        capacity,
    };
    iterate(problem, start, table)
}

/// What a probe remembers about states it has expanded in the current iteration.
trait Revisits<P: Problem> {
    /// Forgets everything: a new iteration starts.
    fn clear(&mut self);
    /// Whether `state` was already expanded at depth `g` or less in this iteration; if
    /// not, remembers it at `g`.
    fn seen_no_deeper(&mut self, problem: &P, state: &P::State, g: u32) -> bool;
}

/// Remembers nothing: plain IDA*.
struct NoTable;

impl<P: Problem> Revisits<P> for NoTable {
    fn clear(&mut self) {}
    fn seen_no_deeper(&mut self, _: &P, _: &P::State, _: u32) -> bool {
        false
    }
}

/// Remembers up to `capacity` states with the least depth each was expanded at.
struct Table<K, S> {
    depths: HashMap<K, u32, S>,
    capacity: usize,
}

impl<P: Keyed, S: BuildHasher> Revisits<P> for Table<P::Key, S> {
    fn clear(&mut self) {
        self.depths.clear();
    }

    fn seen_no_deeper(&mut self, problem: &P, state: &P::State, g: u32) -> bool {
        let key = problem.key(state);
        match self.depths.get_mut(&key) {
            Some(depth) if *depth <= g => true,
            Some(depth) => {
                *depth = g;
                false
            }
            None => {
                if self.depths.len() < self.capacity {
                    self.depths.insert(key, g);
                }
                false
            }
        }
    }
}

fn iterate<P: Heuristic, R: Revisits<P>>(
    problem: &P,
    start: P::State,
    revisits: R,
) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    let mut probe = Probe {
        problem,
        path: Vec::new(),
        states: vec![start],
        buffers: Vec::new(),
        stats: Stats::default(),
        revisits,
    };
    let mut bound = problem.estimate(&probe.states[0]);
    loop {
        probe.revisits.clear();
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

struct Probe<'p, P: Problem, R> {
    problem: &'p P,
    path: Vec<P::Move>,
    states: Vec<P::State>,
    /// One successor buffer per depth, kept between probes to avoid allocation.
    buffers: Vec<Successors<P>>,
    stats: Stats,
    revisits: R,
}

impl<P: Heuristic, R: Revisits<P>> Probe<'_, P, R>
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
        if self.revisits.seen_no_deeper(self.problem, state, g) {
            return Step::Cut(u32::MAX);
        }
        if self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
        }
        let mut successors = std::mem::take(&mut self.buffers[depth]);
        successors.clear();
        self.problem.successors(state, &mut successors);
        self.stats.expanded += 1;
        let mut outcome = Step::Cut(u32::MAX);
        for (m, next) in successors.drain(..) {
            if depth > 0 && next == self.states[depth - 1] {
                continue;
            }
            self.stats.generated += 1;
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

    #[test]
    fn the_table_cuts_revisits_under_any_hasher() {
        use std::collections::hash_map::DefaultHasher;
        use std::hash::BuildHasherDefault;
        type Fixed = BuildHasherDefault<DefaultHasher>;
        let graph = grid();
        for start in 0..16 {
            let plain = idastar(&graph, start);
            let std_table = idastar_with_table(&graph, start, 1 << 10);
            let fixed_table = idastar_with_hashed_table::<_, Fixed>(&graph, start, 1 << 10);
            for outcome in [&std_table, &fixed_table] {
                let path = outcome.path.as_ref().unwrap();
                assert_reaches_goal(&graph, start, path);
                assert_eq!(path.len() as u32, graph.estimates[start]);
                assert!(outcome.stats.expanded <= plain.stats.expanded);
            }
            assert_eq!(std_table.stats.expanded, fixed_table.stats.expanded);
        }
    }
}
