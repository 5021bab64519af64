//! Spreading a count's units of work over threads: each thread takes the next few units
//! until none is left, and the counts add up.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The sum of `count(unit, state)` over `units`, on `threads` threads (at most one per
/// take of units), each taking `take` units at a time in order and keeping its own
/// `state` (from `S::default()`); `progress(done, units.len())` is called after each take.
/// Cost: the counts, plus an atomic add per take.
pub(super) fn sum_over<U: Sync, S: Default>(
    units: &[U],
    threads: usize,
    take: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
    count: impl Fn(&U, &mut S) -> u64 + Sync,
) -> u64 {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let total = units.len();
    let takes = (total + take - 1) / take;
    crate::workers::run(threads.min(takes.max(1)), || {
        let mut state = S::default();
        let mut sum = 0u64;
        loop {
            let first = next.fetch_add(take, Ordering::Relaxed);
            if first >= total {
                break sum;
            }
            let taken = &units[first..(first + take).min(total)];
            sum += taken.iter().map(|unit| count(unit, &mut state)).sum::<u64>();
            progress(done.fetch_add(taken.len(), Ordering::Relaxed) + taken.len(), total);
        }
    })
    .into_iter()
    .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    #[test]
    fn every_unit_is_counted_once_and_progress_reaches_the_end() {
        let units: Vec<u64> = (1..=1000).collect();
        for (threads, take) in [(1, 1), (3, 7), (8, 1000), (2, 5000)] {
            let last = AtomicU64::new(0);
            let report = |done: usize, total: usize| {
                assert_eq!(total, 1000);
                last.fetch_max(done as u64, Ordering::Relaxed);
            };
            let sum = sum_over(&units, threads, take, &report, |&unit, _: &mut ()| unit);
            assert_eq!(sum, 500_500, "{threads} threads, {take} at a time");
            assert_eq!(last.load(Ordering::Relaxed), 1000);
        }
        assert_eq!(sum_over(&[] as &[u64], 4, 16, &|_, _| {}, |&u, _: &mut ()| u), 0);
    }
}
