//! Running one job on a bounded number of scoped threads, falling back to fewer threads
//! (down to the calling one) when the system refuses to start more.
//!
//! ```
//! use searchlab::workers::{parse_threads, run};
//! use std::sync::atomic::{AtomicUsize, Ordering};
//!
//! // Four workers share the numbers 0..100 through a counter.
//! let next = AtomicUsize::new(0);
//! let sums = run(4, || {
//!     let mut sum = 0;
//!     loop {
//!         let i = next.fetch_add(1, Ordering::Relaxed);
//!         if i >= 100 {
//!             return sum;
//!         }
//!         sum += i;
//!     }
//! });
//! assert_eq!(sums.iter().sum::<usize>(), 4950);
//! assert_eq!(parse_threads("3"), Ok(3));
//! assert!(parse_threads("1000").is_err());
//! ```

/// The most worker threads a program accepts in `--threads`: far above any core count a
/// judge or laptop has, far below what exhausts the system's thread limit.
pub const MAX_THREADS: usize = 256;

/// The number of cores, or 1 when the system cannot tell.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Parses a `--threads` value: a whole number in `0..=MAX_THREADS`, 0 meaning one per
/// core. The error is a one-line message naming the option.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(0) => Ok(cores()),
        Ok(n) if n <= MAX_THREADS => Ok(n),
        _ => Err(format!(
            "--threads needs a number from 0 (one per core) to {MAX_THREADS}, got '{text}'"
        )),
    }
}

/// Runs `work` on `threads` scoped threads (at least one) and returns what each returned.
/// Each worker is expected to take its share from a common pool, so when the system cannot
/// start a thread the ones already running do all the work; when none can be started, the
/// calling thread runs `work` itself. A panic in a worker is passed on to the caller.
/// Cost: one thread start per worker.
pub fn run<T: Send>(threads: usize, work: impl Fn() -> T + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for _ in 0..threads.max(1) {
            match std::thread::Builder::new().spawn_scoped(scope, &work) {
                Ok(handle) => handles.push(handle),
                Err(_) => break,
            }
        }
        let mut results: Vec<T> = handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect();
        if results.is_empty() {
            results.push(work());
        }
        results
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_item_is_taken_once() {
        let next = AtomicUsize::new(0);
        let counts = run(4, || {
            let mut taken = 0;
            while next.fetch_add(1, Ordering::Relaxed) < 1000 {
                taken += 1;
            }
            taken
        });
        assert!(!counts.is_empty() && counts.len() <= 4);
        assert_eq!(counts.iter().sum::<usize>(), 1000);
    }

    #[test]
    fn thread_counts_are_bounded() {
        assert_eq!(parse_threads("3"), Ok(3));
        assert_eq!(parse_threads("0"), Ok(cores()));
        assert_eq!(parse_threads("256"), Ok(256));
        for bad in ["257", "18446744073709551615", "-1", "two", ""] {
            assert!(parse_threads(bad)
                .unwrap_err()
                .contains("0 (one per core) to 256"));
        }
    }
}
