//! The ordered parallel map.

use super::threads::{effective, run};
use std::sync::atomic::{AtomicUsize, Ordering};

/// `f` of every item, in input order, computed on up to `threads` threads (0: one per
/// core). Threads take the items in small batches from a common counter, so a slow item
/// does not hold up the others; one thread (or one item) runs on the calling thread.
/// A panic in `f` is passed on. Cost: the sum of `f`'s, divided by the threads.
///
/// ```
/// let words = ["search", "lab"];
/// assert_eq!(searchlab::workers::map(&words, 0, |w| w.len()), [6, 3]);
/// ```
pub fn map<I: Sync, T: Send>(items: &[I], threads: usize, f: impl Fn(&I) -> T + Sync) -> Vec<T> {
    let threads = effective(threads);
    if threads == 1 || items.len() < 2 {
        return items.iter().map(f).collect();
    }
    let batch = (items.len() / (32 * threads)).clamp(1, 16);
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, T)> = run(threads.min(items.len()), || {
        let mut done = Vec::new();
        loop {
            let start = next.fetch_add(batch, Ordering::Relaxed);
            if start >= items.len() {
                return done;
            }
            let chunk = items[start..].iter().take(batch);
            done.extend(chunk.enumerate().map(|(i, item)| (start + i, f(item))));
        }
    })
    .into_iter()
    .flatten()
    .collect();
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_keeps_input_order_for_any_thread_count() {
        for len in [0, 1, 2, 31, 1000, 5000] {
            let items: Vec<usize> = (0..len).collect();
            let expected: Vec<usize> = items.iter().map(|i| i * 3).collect();
            for threads in [0, 1, 2, 3, 8, 64] {
                assert_eq!(map(&items, threads, |i| i * 3), expected, "{len} on {threads}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "item 7")]
    fn a_panic_in_map_reaches_the_caller() {
        let items: Vec<usize> = (0..100).collect();
        map(&items, 4, |&i| assert!(i != 7, "item 7"));
    }
}
