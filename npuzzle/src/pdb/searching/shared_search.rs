//! IDA* on one board across threads. Each iteration first expands the start breadth first,
//! within the iteration's bound, until it holds `SPLIT_PER_THREAD` nodes a thread (or the
//! bound leaves none); then the threads take those nodes one at a time, in order, and search
//! below each depth first within the bound. The first goal a thread meets ends the
//! iteration for all. It is a shortest solution: bounds rise from the start's estimate by
//! the least excess an iteration saw, as on one thread, so no iteration before the last had
//! a goal within its bound (the estimate being admissible).

use searchlab::search::{Heuristic, Outcome, Problem, Stats};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// Nodes an iteration is split into, per thread, so that threads that draw small subtrees
/// take more of them.
const SPLIT_PER_THREAD: usize = 256;

/// Expansions a thread makes between two calls of the progress callback.
const REPORT_EVERY: u64 = 1 << 22;

/// What the progress callback hears: the iteration's bound and the expansions so far.
pub type Progress<'a> = &'a (dyn Fn(u32, u64) + Sync);

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
    P: Problem + Heuristic + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    let mut stats = Stats::default();
    let mut bound = problem.estimate(&start);
    loop {
        progress(bound, stats.expanded);
        let iteration = Iteration::new(problem, bound, stats.expanded, progress);
        let found = iteration.run(start.clone(), threads.max(1));
        stats.expanded = iteration.expanded.load(Ordering::Relaxed);
        stats.generated += iteration.generated.load(Ordering::Relaxed);
        if found.is_some() {
            return Outcome { path: found, stats };
        }
        match iteration.next_bound.load(Ordering::Relaxed) {
            u32::MAX => return Outcome { path: None, stats },
            next => bound = next,
        }
    }
}

/// A node of the split: its state and the moves to it.
type Split<S, M> = (S, Vec<M>);

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
    found: Mutex<Option<Vec<P::Move>>>,
    progress: Progress<'p>,
}

impl<'p, P> Iteration<'p, P>
where
    P: Problem + Heuristic + Sync,
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

    /// Splits the iteration's first levels, then searches below the split nodes on
    /// `threads` threads; the moves of the goal found, if any.
    fn run(&self, start: P::State, threads: usize) -> Option<Vec<P::Move>> {
        let split = self.split(start, threads * SPLIT_PER_THREAD);
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let mut worker = Worker { expanded: 0, generated: 0, buffers: Vec::new() };
                    while !self.done.load(Ordering::Relaxed) {
                        let Some((state, moves)) = split.get(next.fetch_add(1, Ordering::Relaxed))
                        else {
                            break;
                        };
                        let mut path = moves.clone();
                        worker.search(self, state, &mut path);
                    }
                    worker.flush(self);
                });
            }
        });
        self.found.lock().expect("no thread panicked").take()
    }

    /// The nodes of the first level (from the start down) within the bound that holds at
    /// least `wanted` nodes, or the last one if the bound cuts the tree before; a goal met on
    /// the way is recorded and ends the split.
    fn split(&self, start: P::State, wanted: usize) -> Vec<Split<P::State, P::Move>> {
        let mut level = vec![(start, Vec::new())];
        let mut children = Vec::new();
        let mut worker = Worker { expanded: 0, generated: 0, buffers: Vec::new() };
        while !level.is_empty() && level.len() < wanted {
            let mut next = Vec::new();
            for (state, moves) in level {
                if !worker.admits(self, &state, moves.len() as u32) {
                    continue;
                }
                if self.problem.is_goal(&state) {
                    self.finish(moves);
                    worker.flush(self);
                    return Vec::new();
                }
                worker.expanded += 1;
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

    /// Records `moves` as the iteration's answer, unless another thread's came first.
    fn finish(&self, moves: Vec<P::Move>) {
        let mut found = self.found.lock().expect("no thread panicked");
        if found.is_none() {
            *found = Some(moves);
        }
        self.done.store(true, Ordering::Relaxed);
    }
}

/// One thread's counts and successor buffers (one per depth, reused).
struct Worker<P: Problem> {
    expanded: u64,
    generated: u64,
    buffers: Vec<Vec<(P::Move, P::State)>>,
}

impl<P> Worker<P>
where
    P: Problem + Heuristic + Sync,
    P::State: Send + Sync,
    P::Move: Send + Sync,
{
    /// Whether `state`, `g` moves from the start, is within the bound; if not, its `f`
    /// bids for the next bound.
    fn admits(&self, iteration: &Iteration<P>, state: &P::State, g: u32) -> bool {
        let f = g.saturating_add(iteration.problem.estimate(state));
        if f > iteration.bound {
            iteration.next_bound.fetch_min(f, Ordering::Relaxed);
        }
        f <= iteration.bound
    }

    /// Depth-first search below `state`, reached by `path`, within the bound; true when it
    /// found a goal (recorded in `iteration`).
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
            iteration.finish(path.clone());
            return true;
        }
        self.expanded += 1;
        if self.expanded == REPORT_EVERY {
            let so_far = iteration.expanded.fetch_add(self.expanded, Ordering::Relaxed);
            self.expanded = 0;
            (iteration.progress)(iteration.bound, so_far + REPORT_EVERY);
        }
        if self.buffers.len() <= g {
            self.buffers.resize_with(g + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.buffers[g]);
        iteration.problem.successors(state, &mut children);
        self.generated += children.len() as u64;
        let mut found = false;
        for (m, child) in children.drain(..) {
            path.push(m);
            found = self.search(iteration, &child, path);
            path.pop();
            if found {
                break;
            }
        }
        children.clear();
        self.buffers[g] = children;
        found
    }

    /// Adds this thread's counts to the iteration's.
    fn flush(&mut self, iteration: &Iteration<P>) {
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
}
