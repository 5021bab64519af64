//! IDA*: iterative-deepening A*, depth-first probes bounded by f = g + h.

use super::cost::Cost;
use super::edges::weighted_edges;
use super::found::Found;
use super::found::Successor;
use super::problem::{Heuristic, Keyed};
use super::stats::{Outcome, Stats};
use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

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
///
/// ```
/// use searchlab::search::{idastar_problem, Heuristic, Problem};
///
/// /// Sorting three numbers by swapping neighbours; the estimate counts inversions.
/// struct Sort;
/// impl Problem for Sort {
///     type State = [u8; 3];
///     type Move = usize;
///     fn successors(&self, s: &[u8; 3], out: &mut Vec<(usize, [u8; 3])>) {
///         for i in 0..2 {
///             let mut next = *s;
///             next.swap(i, i + 1);
///             out.push((i, next));
///         }
///     }
///     fn is_goal(&self, s: &[u8; 3]) -> bool {
///         *s == [1, 2, 3]
///     }
/// }
/// impl Heuristic for Sort {
///     fn estimate(&self, s: &[u8; 3]) -> u32 {
///         (0..3).flat_map(|i| (i + 1..3).map(move |j| (i, j))).filter(|&(i, j)| s[i] > s[j]).count() as u32
///     }
/// }
/// let found = idastar_problem(&Sort, [3, 2, 1]);
/// assert_eq!(found.path.map(|p| p.len()), Some(3));
/// ```
pub fn idastar_problem<P: Heuristic>(problem: &P, start: P::State) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    unit_moves(problem, start, NoTable)
}

/// IDA* as [`idastar_problem`], plus a transposition table (Reinefeld and Marsland, 1994): within
/// an iteration, a state reached again with no smaller g than before is cut, since its
/// subtree was already searched under the same bound. Paths stay shortest.
///
/// Cost: as [`idastar_problem`], with one hash-map probe per expanded node and at most `capacity`
/// remembered states (emptied at each iteration); far fewer nodes where many paths lead to
/// the same states (sliding puzzles: two 6-move paths may meet).
///
/// ```
/// use searchlab::search::{idastar_problem, idastar_problem_with_table, Heuristic, Keyed, Problem};
///
/// /// A 6×6 open grid, from a corner to the opposite one: many equal paths meet.
/// struct Grid;
/// impl Problem for Grid {
///     type State = (u8, u8);
///     type Move = (u8, u8);
///     fn successors(&self, &(r, c): &(u8, u8), out: &mut Vec<((u8, u8), (u8, u8))>) {
///         let mut step = |to: (u8, u8)| out.push((to, to));
///         if r < 5 { step((r + 1, c)) }
///         if c < 5 { step((r, c + 1)) }
///         if r > 0 { step((r - 1, c)) }
///         if c > 0 { step((r, c - 1)) }
///     }
///     fn is_goal(&self, &at: &(u8, u8)) -> bool {
///         at == (5, 5)
///     }
/// }
/// impl Keyed for Grid {
///     type Key = (u8, u8);
///     fn key(&self, &at: &(u8, u8)) -> (u8, u8) {
///         at
///     }
/// }
/// impl Heuristic for Grid {
///     fn estimate(&self, &(r, c): &(u8, u8)) -> u32 {
///         0 * u32::from(10 - r - c) // no help: the table has to do the work
///     }
/// }
/// let plain = idastar_problem(&Grid, (0, 0));
/// let tabled = idastar_problem_with_table(&Grid, (0, 0), 1 << 10);
/// assert_eq!(tabled.path.as_ref().map(Vec::len), Some(10));
/// assert_eq!(plain.path.map(|p| p.len()), Some(10));
/// assert!(tabled.stats.generated * 10 < plain.stats.generated);
/// ```
pub fn idastar_problem_with_table<P: Heuristic + Keyed>(
    problem: &P,
    start: P::State,
    capacity: usize,
) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    idastar_problem_with_hashed_table::<P, RandomState>(problem, start, capacity)
}

/// [`idastar_problem_with_table`] with a table hashing keys by `S` (std's hasher is DoS-resistant;
/// a tool may prefer a faster one such as FxHash). Cost: as [`idastar_problem_with_table`].
///
/// ```
/// use searchlab::search::{idastar_problem_with_hashed_table, Heuristic, Keyed, Problem};
/// use std::collections::hash_map::DefaultHasher;
/// use std::hash::BuildHasherDefault;
///
/// /// Steps of +2 and +3 on the integers, to 11.
/// struct Steps;
/// impl Problem for Steps {
///     type State = u32;
///     type Move = u32;
///     fn successors(&self, &n: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend([(2, n + 2), (3, n + 3)]);
///     }
///     fn is_goal(&self, &n: &u32) -> bool {
///         n == 11
///     }
/// }
/// impl Keyed for Steps {
///     type Key = u32;
///     fn key(&self, &n: &u32) -> u32 {
///         n
///     }
/// }
/// impl Heuristic for Steps {
///     fn estimate(&self, &n: &u32) -> u32 {
///         if n > 11 { 99 } else { (11 - n + 2) / 3 } // overshooting never comes back
///     }
/// }
/// type Fixed = BuildHasherDefault<DefaultHasher>;
/// let found = idastar_problem_with_hashed_table::<_, Fixed>(&Steps, 0, 100);
/// assert_eq!(found.path.map(|p| p.len()), Some(4)); // 2 + 3 + 3 + 3
/// ```
pub fn idastar_problem_with_hashed_table<P: Heuristic + Keyed, S: BuildHasher + Default>(
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
        key: |state: &P::State| problem.key(state),
    };
    unit_moves(problem, start, table)
}

/// Runs the engine on a problem whose moves cost 1, remembering what `revisits` does.
fn unit_moves<P: Heuristic>(
    problem: &P,
    start: P::State,
    revisits: impl Revisits<P::State, u32>,
) -> Outcome<P::Move>
where
    P::State: PartialEq,
{
    let successors =
        |state: &P::State, out: &mut Vec<(P::Move, P::State)>| problem.successors(state, out);
    let unit = |_: &P::State, (m, next)| (m, next, 1);
    let estimate = |state: &P::State| problem.estimate(state);
    let is_goal = |state: &P::State| problem.is_goal(state);
    outcome(iterate(start, successors, unit, estimate, is_goal, revisits, None))
}

/// The problem-type form's outcome of a probe: the moves alone.
fn outcome<M, S, C>((found, stats): (Option<Solution<M, S, C>>, Stats)) -> Outcome<M> {
    Outcome { path: found.map(|(moves, _, _)| moves), stats }
}

/// A path IDA* found: its moves, its states (the start first) and its cost.
pub(crate) type Solution<M, S, C> = (Vec<M>, Vec<S>, C);

/// What a probe remembers about states it has expanded in the current iteration.
pub(crate) trait Revisits<S, C> {
    /// Forgets everything: a new iteration starts.
    fn clear(&mut self);
    /// Whether `state` was already expanded at cost `g` or less in this iteration; if
    /// not, remembers it at `g`.
    fn seen_no_deeper(&mut self, state: &S, g: C) -> bool;
}

/// Remembers nothing: plain IDA*.
pub(crate) struct NoTable;

impl<S, C> Revisits<S, C> for NoTable {
    #[inline]
    fn clear(&mut self) {}
    #[inline]
    fn seen_no_deeper(&mut self, _: &S, _: C) -> bool {
        false
    }
}

/// Remembers up to `capacity` states, under the keys `key` gives them, with the least
/// cost each was expanded at.
pub(crate) struct Table<K, C, S, F> {
    pub(crate) depths: HashMap<K, C, S>,
    pub(crate) capacity: usize,
    pub(crate) key: F,
}

impl<St, K, C, S, F> Revisits<St, C> for Table<K, C, S, F>
where
    K: Eq + Hash,
    C: Cost,
    S: BuildHasher,
    F: FnMut(&St) -> K,
{
    fn clear(&mut self) {
        self.depths.clear();
    }

    fn seen_no_deeper(&mut self, state: &St, g: C) -> bool {
        let key = (self.key)(state);
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

/// The engine of [`idastar_problem`], its tabled forms and [`idastar`]: deepening
/// probes from `start` until one reaches a goal or the bound would pass `max_cost`;
/// returns the path found and the work done. `successors` pushes the edges out of a
/// state, which `split` turns into a move, the state it reaches and its cost.
pub(crate) fn iterate<S: PartialEq, M, E, C: Cost>(
    start: S,
    successors: impl FnMut(&S, &mut Vec<E>),
    split: impl FnMut(&S, E) -> (M, S, C),
    mut estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
    revisits: impl Revisits<S, C>,
    max_cost: Option<C>,
) -> (Option<Solution<M, S, C>>, Stats) {
    let mut bound = estimate(&start);
    let mut probe = Probe {
        successors,
        split,
        estimate,
        is_goal,
        revisits,
        path: Vec::new(),
        states: vec![start],
        buffers: Vec::new(),
        stats: Stats::default(),
    };
    let within = |bound: C| max_cost.map_or(true, |max| bound <= max);
    while within(bound) {
        probe.revisits.clear();
        match probe.search(C::ZERO, bound) {
            Step::Found(cost) => return (Some((probe.path, probe.states, cost)), probe.stats),
            Step::Cut(Some(next_bound)) => bound = next_bound,
            Step::Cut(None) => break,
        }
    }
    (None, probe.stats)
}

enum Step<C> {
    /// A goal, reached at this cost.
    Found(C),
    /// No goal within the bound; the smallest f above it (`None` if none).
    Cut(Option<C>),
}

/// The state of the probes: the space's closures, what the probes remember, and the path.
struct Probe<S, M, E, F, G, H, Q, R> {
    successors: F,
    split: G,
    estimate: H,
    is_goal: Q,
    revisits: R,
    path: Vec<M>,
    states: Vec<S>,
    /// One successor buffer per depth, kept between probes to avoid allocation.
    buffers: Vec<Vec<E>>,
    stats: Stats,
}

impl<S, M, E, C, F, G, H, Q, R> Probe<S, M, E, F, G, H, Q, R>
where
    S: PartialEq,
    C: Cost,
    F: FnMut(&S, &mut Vec<E>),
    G: FnMut(&S, E) -> (M, S, C),
    H: FnMut(&S) -> C,
    Q: FnMut(&S) -> bool,
    R: Revisits<S, C>,
{
    fn search(&mut self, g: C, bound: C) -> Step<C> {
        let depth = self.states.len() - 1;
        let state = &self.states[depth];
        let f = g.plus((self.estimate)(state));
        if f > bound {
            return Step::Cut(Some(f));
        }
        if (self.is_goal)(state) {
            return Step::Found(g);
        }
        if self.revisits.seen_no_deeper(state, g) {
            return Step::Cut(None);
        }
        if self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
        }
        let mut edges = std::mem::take(&mut self.buffers[depth]);
        edges.clear();
        (self.successors)(state, &mut edges);
        self.stats.expanded += 1;
        let mut smallest_cut: Option<C> = None;
        let mut found = None;
        for edge in edges.drain(..) {
            let (m, next, cost) = (self.split)(&self.states[depth], edge);
            if depth > 0 && next == self.states[depth - 1] {
                continue;
            }
            assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
            self.stats.generated += 1;
            self.states.push(next);
            self.path.push(m);
            match self.search(g.plus(cost), bound) {
                Step::Found(cost) => {
                    found = Some(cost);
                    break;
                }
                Step::Cut(Some(f)) => {
                    smallest_cut = Some(smallest_cut.map_or(f, |smallest| smallest.min(f)));
                }
                Step::Cut(None) => {}
            }
            self.states.pop();
            self.path.pop();
        }
        self.buffers[depth] = edges;
        match found {
            Some(cost) => Step::Found(cost),
            None => Step::Cut(smallest_cut),
        }
    }
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
/// use searchlab::search::{idastar, Labelled};
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
/// use searchlab::search::{idastar_within, Labelled};
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
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid, Graph};

    #[test]
    fn finds_shortest_paths() {
        let graph = grid();
        for start in 0..16 {
            let path = idastar_problem(&graph, start).path.unwrap();
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
        let outcome = idastar_problem(&graph, 0);
        assert_eq!(outcome.path.unwrap().len(), 6);
        assert!(outcome.stats.expanded > 6);
    }

    #[test]
    fn a_finite_space_without_goal_ends() {
        // A path 0 - 1 - 2 with both directions: no back-steps means the probe tree is finite.
        let graph =
            Graph { edges: vec![vec![1], vec![0, 2], vec![1]], goal: 7, estimates: vec![0; 3] };
        assert_eq!(idastar_problem(&graph, 0).path, None);
    }

    #[test]
    fn the_table_cuts_revisits_under_any_hasher() {
        use std::collections::hash_map::DefaultHasher;
        use std::hash::BuildHasherDefault;
        type Fixed = BuildHasherDefault<DefaultHasher>;
        let graph = grid();
        for start in 0..16 {
            let plain = idastar_problem(&graph, start);
            let std_table = idastar_problem_with_table(&graph, start, 1 << 10);
            let fixed_table = idastar_problem_with_hashed_table::<_, Fixed>(&graph, start, 1 << 10);
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
