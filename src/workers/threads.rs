//! Threads: how many the cores allow, and work run on each.

use std::thread;

/// The most worker threads a program accepts in `--threads`: far above any core count a
/// judge or laptop has, far below what exhausts the system's thread limit.
pub const MAX_THREADS: usize = 256;

/// The number of cores, or 1 when the system cannot tell.
pub fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// The threads a `threads` setting means: itself, or one per core for 0.
///
/// ```
/// use searchlab::workers::{cores, effective};
///
/// assert_eq!((effective(3), effective(0)), (3, cores()));
/// ```
pub fn effective(threads: usize) -> usize {
    if threads == 0 {
        cores()
    } else {
        threads
    }
}

/// Runs `work` on `threads` scoped threads (at least one) and returns what each returned.
/// Each worker is expected to take its share from a common pool, so when the system cannot
/// start a thread the ones already running do all the work; when none can be started, the
/// calling thread runs `work` itself. A panic in a worker is passed on to the caller.
/// Cost: one thread start per worker.
///
/// ```
/// let answers = searchlab::workers::run(3, || 42);
/// assert!((1..=3).contains(&answers.len()) && answers.iter().all(|&a| a == 42));
/// ```
pub fn run<T: Send>(threads: usize, work: impl Fn() -> T + Sync) -> Vec<T> {
    start(threads, work, |_| {})
}

/// Starts up to `threads` threads (at least one attempted) running `work`, calls
/// `started(how many started)` on the calling thread while they run, and returns what each
/// returned; with none started, the calling thread runs `work` once, after `started(0)`.
pub(super) fn start<T: Send>(
    threads: usize,
    work: impl Fn() -> T + Sync,
    started: impl FnOnce(usize),
) -> Vec<T> {
    thread::scope(|scope| {
        let mut handles = Vec::new();
        for _ in 0..threads.max(1) {
            match thread::Builder::new().spawn_scoped(scope, &work) {
                Ok(handle) => handles.push(handle),
                Err(_) => break,
            }
        }
        started(handles.len());
        let mut results: Vec<T> = handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect();
        if results.is_empty() {
            results.push(work());
        }
        results
    })
}
