//! IDA* on one board across threads, and across processes. Each iteration first expands the
//! start breadth first, within the iteration's bound, until it holds `SPLIT_PER_THREAD`
//! nodes a thread, and never fewer than `SPLIT_AT_LEAST` (or the bound leaves none); then
//! the threads take those nodes one at a time, in order, and search below each depth first
//! within the bound. The first goal a thread meets ends the iteration for all. It is a
//! shortest solution: bounds rise from the start's estimate by the least excess an iteration
//! saw, as on one thread, so no iteration before the last had a goal within its bound (the
//! estimate being admissible).
//!
//! Separate processes share an iteration by [`Shard`]s ([`idastar_shard`]): each makes the
//! same split and searches every K-th node of it, and says what it saw, node by node, so
//! that the shards' reports add up to what one process would have done (see
//! [`ShardRound`]).

use searchlab::search::{Heuristic, Outcome, Problem, Stats};
use searchlab::shard::Shard;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// Nodes an iteration is split into, per thread, so that threads that draw small subtrees
/// take more of them.
const SPLIT_PER_THREAD: usize = 256;

/// Nodes an iteration is split into, per shard.
const SPLIT_PER_SHARD: usize = 64;

/// The fewest nodes an iteration is split into, whatever the threads or shards: one and
/// two threads and up to 8 shards search the same nodes in the same order, so that their
/// expansions compare.
const SPLIT_AT_LEAST: usize = 512;

/// Expansions a thread makes between two calls of the progress callback.
const REPORT_EVERY: u64 = 1 << 22;

/// What the progress callback hears: the iteration's bound and the expansions so far.
pub type Progress<'a> = &'a (dyn Fn(u32, u64) + Sync);

/// A problem whose successors may spare the work of estimating a child past what the
/// iteration's bound needs: IDA* prunes a child whose estimate is above the budget
/// whatever its exact value, so an estimate that is above it (and still admissible) does
/// as well.
pub trait Within: Problem + Heuristic {
    /// The successors of `state` as [`Problem::successors`] gives them, except that a
    /// child whose estimate is above `budget` may carry any admissible estimate above
    /// `budget` (and need not be able to generate children of its own). By default, all
    /// the successors, fully estimated.
    fn successors_within(
        &self,
        state: &Self::State,
        budget: u32,
        out: &mut Vec<(Self::Move, Self::State)>,
    ) {
        let _ = budget;
        self.successors(state, out);
    }
}

/// The moves of a shortest solution from `start` (none when no goal is reachable), found by
/// IDA* on `threads` threads; `progress(bound, expanded)` hears of each iteration and, during
/// one, every few million expansions. Cost: as IDA* on one thread, shared (the last
/// iteration's order differs, so its expansions may differ a little), plus a split of each
/// iteration's first levels.
pub fn idastar_shared<P>(
    problem: &P,
    start: P::State,
    threads: usize,
    progress: Progress,
) -> Outcome<P::Move>
where
    P: Within + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    let threads = threads.max(1);
    let mut stats = Stats::default();
    let mut bound = problem.estimate(&start);
    loop {
        progress(bound, stats.expanded);
        let iteration = Iteration::new(problem, bound, stats.expanded, progress);
        let split =
            iteration.split(start.clone(), (threads * SPLIT_PER_THREAD).max(SPLIT_AT_LEAST));
        let nodes: Vec<&Split<P::State, P::Move>> = split.iter().collect();
        iteration.search_below(&nodes, threads);
        stats.expanded = iteration.expanded.load(Ordering::Relaxed);
        stats.generated += iteration.generated.load(Ordering::Relaxed);
        if let Some((_, found)) = iteration.found.into_inner().expect("no thread panicked") {
            return Outcome { path: Some(found), stats };
        }
        match iteration.next_bound.load(Ordering::Relaxed) {
            u32::MAX => return Outcome { path: None, stats },
            next => bound = next,
        }
    }
}

/// What shard I of K saw in one IDA* iteration ([`idastar_shard`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardRound<M> {
    /// Which shard.
    pub shard: Shard,
    /// The iteration's bound.
    pub bound: u32,
    /// Nodes the iteration was split into, every shard's.
    pub nodes: usize,
    /// Expansions above those nodes (every shard makes the split, and counts it here only).
    pub split_expanded: u64,
    /// Expansions below each of this shard's nodes (nodes I−1, I−1+K, … of the split,
    /// numbered from 0), in order; 0 for a node left once a goal was found.
    pub below: Vec<u64>,
    /// The least estimated length above the bound that the shard saw: the next bound, if
    /// no shard finds a goal (`None`: it saw none).
    pub next: Option<u32>,
    /// The goal found: the number of the split node it is below (0 when the split met it)
    /// and the moves to it.
    pub goal: Option<(usize, Vec<M>)>,
}

impl<M> ShardRound<M> {
    /// Expansions the shard made below its nodes.
    pub fn expanded(&self) -> u64 {
        self.below.iter().sum()
    }
}

/// Shard `shard` of one IDA* iteration from `start` within `bound`, on `threads` threads:
/// the split is made as for [`Shard::of`] shards (every shard makes the same), and this
/// shard searches its nodes in order, stopping at the first goal. One process that
/// searched the split's nodes in order would have expanded, in this iteration, the split's
/// expansions plus those below every node before the goal's (or all of them) plus those
/// below the goal's node: the shards' [`ShardRound`]s give each of them. Cost: the split's
/// levels, then IDA*'s iteration below the shard's nodes.
///
/// ```
/// use npuzzle::pdb::searching::shared_search::{idastar_shard, idastar_shared, Within};
/// use searchlab::search::{Heuristic, Problem};
/// use searchlab::shard::Shard;
///
/// /// From 0 to 40 by steps of 1, 3 or 5: the fewest steps is 8.
/// struct Steps;
/// impl Problem for Steps {
///     type State = u32;
///     type Move = u32;
///     fn successors(&self, &n: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend([1, 3, 5].into_iter().filter(|s| n + s <= 40).map(|s| (s, n + s)));
///     }
///     fn is_goal(&self, &n: &u32) -> bool {
///         n == 40
///     }
/// }
/// impl Heuristic for Steps {
///     fn estimate(&self, &n: &u32) -> u32 {
///         (40 - n).div_ceil(5)
///     }
/// }
/// impl Within for Steps {}
/// // The bound 8 holds a goal: some shard finds it, and the others say so by their `goal`.
/// let rounds: Vec<_> = (1..=4)
///     .map(|index| idastar_shard(&Steps, 0, 8, Shard { index, of: 4 }, 1, &|_, _| {}))
///     .collect();
/// let (_, moves) = rounds.iter().filter_map(|r| r.goal.as_ref()).min().unwrap();
/// assert_eq!((moves.len(), moves.iter().sum::<u32>()), (8, 40));
/// // As one process: the split, then the nodes in order up to the goal's.
/// let single = idastar_shared(&Steps, 0, 1, &|_, _| {});
/// assert_eq!(single.path.unwrap().len(), 8);
/// ```
pub fn idastar_shard<P>(
    problem: &P,
    start: P::State,
    bound: u32,
    shard: Shard,
    threads: usize,
    progress: Progress,
) -> ShardRound<P::Move>
where
    P: Within + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    let iteration = Iteration::new(problem, bound, 0, progress);
    let split = iteration.split(start, (shard.of * SPLIT_PER_SHARD).max(SPLIT_AT_LEAST));
    let split_expanded = iteration.expanded.swap(0, Ordering::Relaxed);
    let mine: Vec<usize> = shard_nodes(shard, split.len()).collect();
    let nodes: Vec<&Split<P::State, P::Move>> = mine.iter().map(|&j| &split[j]).collect();
    let below = iteration.search_below(&nodes, threads.max(1));
    let next = Some(iteration.next_bound.load(Ordering::Relaxed)).filter(|&n| n != u32::MAX);
    let found = iteration.found.into_inner().expect("no thread panicked");
    let goal = found.map(|(node, moves)| (node.map_or(0, |k| mine[k]), moves));
    ShardRound { shard, bound, nodes: split.len(), split_expanded, below, next, goal }
}

/// The numbers of the nodes that `shard` searches of a split into `nodes` nodes: I−1,
/// I−1+K, … Cost: O(1), then O(1) a node.
pub fn shard_nodes(shard: Shard, nodes: usize) -> impl Iterator<Item = usize> {
    (shard.index - 1..nodes).step_by(shard.of)
}

/// What one iteration's shards add up to ([`combine`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combined<M> {
    /// Expansions one process would have made, searching the split's nodes in order and
    /// stopping at the first goal.
    pub expanded: u64,
    /// Expansions the shards made, the split counted once (more than `expanded` when
    /// shards went on past the goal's node).
    pub expanded_in_all: u64,
    /// How the iteration ended.
    pub end: RoundEnd<M>,
}

/// How an iteration ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundEnd<M> {
    /// No goal within the bound: the next iteration's bound.
    Next(u32),
    /// The moves of the goal below the lowest-numbered node (a shortest solution, when the
    /// bounds rose as IDA*'s do).
    Goal(Vec<M>),
    /// No goal, and nothing beyond the bound: no goal is reachable.
    Exhausted,
}

/// The shards' reports of one iteration added up: `rounds` holds every shard of one
/// split once, of the same bound (the caller checks). Cost: O(nodes).
///
/// ```
/// use npuzzle::pdb::searching::shared_search::{combine, RoundEnd, ShardRound};
/// use searchlab::shard::Shard;
///
/// let round = |index, below: Vec<u64>, goal| ShardRound {
///     shard: Shard { index, of: 2 },
///     bound: 10,
///     nodes: 4,
///     split_expanded: 3,
///     below,
///     next: Some(12),
///     goal,
/// };
/// // Nodes 0 and 2 are shard 1's, 1 and 3 shard 2's; the goal is below node 1.
/// let rounds = [round(1, vec![5, 7], None), round(2, vec![6, 0], Some((1, vec!['u'])))];
/// let combined = combine(&rounds);
/// assert_eq!((combined.expanded, combined.expanded_in_all), (3 + 5 + 6, 3 + 5 + 7 + 6));
/// assert_eq!(combined.end, RoundEnd::Goal(vec!['u']));
/// ```
pub fn combine<M: Clone>(rounds: &[ShardRound<M>]) -> Combined<M> {
    let split = rounds.first().map_or(0, |r| r.split_expanded);
    let expanded_in_all = split + rounds.iter().map(ShardRound::expanded).sum::<u64>();
    let goal = rounds.iter().filter_map(|r| r.goal.as_ref()).min_by_key(|(node, _)| *node);
    let Some((goal_node, moves)) = goal else {
        let next = rounds.iter().filter_map(|r| r.next).min();
        let end = next.map_or(RoundEnd::Exhausted, RoundEnd::Next);
        return Combined { expanded: expanded_in_all, expanded_in_all, end };
    };
    let up_to_goal = |r: &ShardRound<M>| -> u64 {
        let numbered = shard_nodes(r.shard, r.nodes).zip(&r.below);
        numbered.filter(|&(node, _)| node <= *goal_node).map(|(_, n)| n).sum()
    };
    let expanded = split + rounds.iter().map(up_to_goal).sum::<u64>();
    Combined { expanded, expanded_in_all, end: RoundEnd::Goal(moves.clone()) }
}

/// A node of the split: its state and the moves to it.
type Split<S, M> = (S, Vec<M>);

/// A goal found: the number of the searched node it is below (`None`: in the split), and
/// the moves to it.
type Found<M> = (Option<usize>, Vec<M>);

/// One iteration's shared state.
struct Iteration<'p, P: Problem> {
    problem: &'p P,
    bound: u32,
    /// The least `f` above the bound seen (`u32::MAX`: none).
    next_bound: AtomicU32,
    expanded: AtomicU64,
    generated: AtomicU64,
    /// Set when a thread has found a goal: the others stop.
    done: AtomicBool,
    /// The goal found: the number of the searched node it is below (`None`: in the split),
    /// and the moves to it.
    found: Mutex<Option<Found<P::Move>>>,
    progress: Progress<'p>,
}

impl<'p, P> Iteration<'p, P>
where
    P: Within + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    fn new(problem: &'p P, bound: u32, expanded: u64, progress: Progress<'p>) -> Self {
        Iteration {
            problem,
            bound,
            next_bound: AtomicU32::new(u32::MAX),
            expanded: AtomicU64::new(expanded),
            generated: AtomicU64::new(0),
            done: AtomicBool::new(false),
            found: Mutex::new(None),
            progress,
        }
    }

    /// Searches below `nodes` on `threads` threads, which take them in order; the
    /// expansions below each (0 for those left once a goal was found).
    fn search_below(&self, nodes: &[&Split<P::State, P::Move>], threads: usize) -> Vec<u64> {
        let below: Vec<AtomicU64> = nodes.iter().map(|_| AtomicU64::new(0)).collect();
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let mut worker = Worker::new();
                    while !self.done.load(Ordering::Relaxed) {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some((state, moves)) = nodes.get(k) else {
                            break;
                        };
                        let (before, mut path) = (worker.total, moves.clone());
                        if worker.search(self, state, &mut path) {
                            self.finish(Some(k), path);
                        }
                        below[k].store(worker.total - before, Ordering::Relaxed);
                    }
                    worker.flush(self);
                });
            }
        });
        below.into_iter().map(AtomicU64::into_inner).collect()
    }

    /// The nodes of the first level (from the start down) within the bound that holds at
    /// least `wanted` nodes, or the last one if the bound cuts the tree before; a goal met on
    /// the way is recorded and ends the split.
    fn split(&self, start: P::State, wanted: usize) -> Vec<Split<P::State, P::Move>> {
        let mut level = vec![(start, Vec::new())];
        let mut children = Vec::new();
        let mut worker = Worker::new();
        while !level.is_empty() && level.len() < wanted {
            let mut next = Vec::new();
            for (state, moves) in level {
                if !worker.admits(self, &state, moves.len() as u32) {
                    continue;
                }
                if self.problem.is_goal(&state) {
                    self.finish(None, moves);
                    worker.flush(self);
                    return Vec::new();
                }
                worker.count_expansion(self);
                self.problem.successors(&state, &mut children);
                worker.generated += children.len() as u64;
                for (m, child) in children.drain(..) {
                    let mut path = moves.clone();
                    path.push(m);
                    next.push((child, path));
                }
            }
            level = next;
        }
        worker.flush(self);
        level
    }

    /// Records `moves`, below searched node `node`, as the iteration's answer, unless
    /// another thread's came first.
    fn finish(&self, node: Option<usize>, moves: Vec<P::Move>) {
        let mut found = self.found.lock().expect("no thread panicked");
        if found.is_none() {
            *found = Some((node, moves));
        }
        self.done.store(true, Ordering::Relaxed);
    }
}

/// One thread's counts and successor buffers (one per depth, reused).
struct Worker<P: Problem> {
    /// Expansions not yet added to the iteration's.
    expanded: u64,
    /// Expansions in all.
    total: u64,
    /// The least `f` above the bound this thread saw (`u32::MAX`: none).
    next_bound: u32,
    generated: u64,
    buffers: Vec<Vec<(P::Move, P::State)>>,
}

impl<P> Worker<P>
where
    P: Within + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    fn new() -> Self {
        Worker { expanded: 0, total: 0, next_bound: u32::MAX, generated: 0, buffers: Vec::new() }
    }

    /// Whether `state`, `g` moves from the start, is within the bound; if not, its `f`
    /// bids for the next bound (kept here until [`Self::flush`]: one shared write a
    /// thread instead of one a pruned node).
    fn admits(&mut self, iteration: &Iteration<P>, state: &P::State, g: u32) -> bool {
        let f = g.saturating_add(iteration.problem.estimate(state));
        if f > iteration.bound {
            self.next_bound = self.next_bound.min(f);
        }
        f <= iteration.bound
    }

    /// Counts one expansion, and every few million tells the progress callback.
    fn count_expansion(&mut self, iteration: &Iteration<P>) {
        self.expanded += 1;
        self.total += 1;
        if self.expanded == REPORT_EVERY {
            let so_far = iteration.expanded.fetch_add(self.expanded, Ordering::Relaxed);
            self.expanded = 0;
            (iteration.progress)(iteration.bound, so_far + REPORT_EVERY);
        }
    }

    /// Depth-first search below `state`, reached by `path`, within the bound; true when it
    /// found a goal, `path` then leading to it.
    fn search(
        &mut self,
        iteration: &Iteration<P>,
        state: &P::State,
        path: &mut Vec<P::Move>,
    ) -> bool {
        let g = path.len();
        if !self.admits(iteration, state, g as u32) || iteration.done.load(Ordering::Relaxed) {
            return false;
        }
        if iteration.problem.is_goal(state) {
            return true;
        }
        self.count_expansion(iteration);
        if self.buffers.len() <= g {
            self.buffers.resize_with(g + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.buffers[g]);
        let budget = iteration.bound.saturating_sub(g as u32 + 1);
        iteration.problem.successors_within(state, budget, &mut children);
        self.generated += children.len() as u64;
        let mut found = false;
        for (m, child) in children.drain(..) {
            path.push(m);
            found = self.search(iteration, &child, path);
            if found {
                break;
            }
            path.pop();
        }
        children.clear();
        self.buffers[g] = children;
        found
    }

    /// Adds this thread's counts to the iteration's.
    fn flush(&mut self, iteration: &Iteration<P>) {
        iteration.next_bound.fetch_min(self.next_bound, Ordering::Relaxed);
        iteration.expanded.fetch_add(std::mem::take(&mut self.expanded), Ordering::Relaxed);
        iteration.generated.fetch_add(std::mem::take(&mut self.generated), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From 0 to `target` by steps of the given sizes, never past it.
    struct Steps {
        target: u32,
        sizes: Vec<u32>,
    }

    impl Problem for Steps {
        type State = u32;
        type Move = u32;
        fn successors(&self, &n: &u32, out: &mut Vec<(u32, u32)>) {
            let fitting = self.sizes.iter().filter(|&&s| n + s <= self.target);
            out.extend(fitting.map(|&s| (s, n + s)));
        }
        fn is_goal(&self, &n: &u32) -> bool {
            n == self.target
        }
    }

    impl Heuristic for Steps {
        fn estimate(&self, &n: &u32) -> u32 {
            let largest = *self.sizes.iter().max().unwrap();
            (self.target - n).div_ceil(largest)
        }
    }

    impl Within for Steps {}

    /// The fewest steps to each number up to `target` (breadth first), `None` if unreachable.
    fn fewest(problem: &Steps) -> Option<usize> {
        let mut steps = vec![None; problem.target as usize + 1];
        steps[0] = Some(0);
        for n in 0..=problem.target {
            let Some(k) = steps[n as usize] else { continue };
            for s in &problem.sizes {
                if let Some(slot) = steps.get_mut((n + s) as usize) {
                    *slot = Some(slot.map_or(k + 1, |old: usize| old.min(k + 1)));
                }
            }
        }
        steps[problem.target as usize]
    }

    #[test]
    fn every_thread_count_finds_a_shortest_path_or_none() {
        let heard = AtomicU64::new(0);
        let progress = |_, _| {
            heard.fetch_add(1, Ordering::Relaxed);
        };
        for (target, sizes) in
            [(0, vec![1]), (29, vec![1, 5, 7]), (61, vec![3, 4, 10]), (9, vec![2, 4])]
        {
            let problem = Steps { target, sizes };
            for threads in [1, 2, 3, 8] {
                let outcome = idastar_shared(&problem, 0, threads, &progress);
                let length = outcome.path.as_ref().map(Vec::len);
                assert_eq!(length, fewest(&problem), "{target} on {threads} threads");
                if let Some(path) = outcome.path {
                    assert_eq!(path.iter().sum::<u32>(), target);
                }
                assert!(outcome.stats.expanded > 0 || target == 0);
            }
        }
        assert!(heard.load(Ordering::Relaxed) > 0);
    }

    /// IDA* by shards of `of`, iteration by iteration, added up by `combine`: the moves
    /// found, and the expansions as one process and in all.
    fn by_shards(problem: &Steps, of: usize, threads: usize) -> (Option<Vec<u32>>, u64, u64) {
        let (mut bound, mut as_one, mut in_all) = (problem.estimate(&0), 0, 0);
        loop {
            let rounds: Vec<ShardRound<u32>> = (1..=of)
                .map(|index| {
                    let shard = Shard { index, of };
                    idastar_shard(problem, 0, bound, shard, threads, &|_, _| {})
                })
                .collect();
            assert!(rounds.iter().all(|r| r.nodes == rounds[0].nodes && r.bound == bound));
            let combined = combine(&rounds);
            as_one += combined.expanded;
            in_all += combined.expanded_in_all;
            match combined.end {
                RoundEnd::Next(next) => bound = next,
                RoundEnd::Goal(moves) => return (Some(moves), as_one, in_all),
                RoundEnd::Exhausted => return (None, as_one, in_all),
            }
        }
    }

    #[test]
    fn shards_add_up_to_the_one_thread_search() {
        for (target, sizes) in [
            (0, vec![1]),
            (29, vec![1, 5, 7]),
            (61, vec![3, 4, 10]),
            (9, vec![2, 4]),
            (200, vec![7, 11, 13]),
        ] {
            let problem = Steps { target, sizes };
            let one = idastar_shared(&problem, 0, 1, &|_, _| {});
            for of in [1, 2, 3, 8, 100] {
                let (moves, as_one, in_all) = by_shards(&problem, of, 1);
                let case = format!("{target} in {of} shards");
                assert_eq!(moves.as_ref().map(Vec::len), fewest(&problem), "{case}");
                assert_eq!(moves.as_ref().map(|m| m.iter().sum()), moves.as_ref().map(|_| target));
                if of <= 8 {
                    // The same split as one thread's, searched in the same order.
                    assert_eq!(moves, one.path, "{case}");
                    assert_eq!(as_one, one.stats.expanded, "{case}");
                }
                assert!(in_all >= as_one, "{case}");
            }
            let (moves, _, _) = by_shards(&problem, 3, 2);
            assert_eq!(moves.map(|m| m.len()), fewest(&problem), "{target} on two threads");
        }
    }
}
