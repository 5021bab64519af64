//! Running work on a bounded number of scoped threads, falling back to fewer threads
//! (down to the calling one) when the system refuses to start more: [`map`], the ordered
//! parallel map; [`run`], the same job on every worker; and [`run_parts`], one part each
//! for workers that must all run at once. All three start their threads the one way.
//!
//! ```
//! use searchlab::workers::{map, run};
//! use std::sync::atomic::{AtomicUsize, Ordering};
//!
//! // The squares of 0..100 on four threads, in input order.
//! let numbers: Vec<u64> = (0..100).collect();
//! let squares = map(&numbers, 4, |&n| n * n);
//! assert_eq!(squares[7], 49);
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
//! ```

mod map;
mod parts;
mod threads;

pub use map::map;
pub use parts::{run_parts, TICK};

pub use threads::{cores, effective, run, MAX_THREADS};

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
}
