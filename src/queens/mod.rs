//! N-queens: solutions in lexicographic order by backtracking, and fast counting with
//! bitboards from start constellations (the border queens, one set per symmetry class), on
//! all cores or split into shards that separate machines count.
//!
//! A solution is written as the column of the queen in each row, rows top to bottom;
//! columns here are 0-based (the programs print them 1-based).
//!
//! ```
//! use searchlab::queens::{count, first_solutions};
//!
//! // 92 ways to place 8 queens; the first in lexicographic order, as the 0-based column
//! // of each row's queen.
//! assert_eq!(count(8, &|_, _| {}), 92);
//! assert_eq!(first_solutions(8, 1), [vec![0, 4, 7, 5, 2, 6, 1, 3]]);
//! ```

mod constellations;
mod disjoint;
mod finish;
mod halves;
mod limits;
mod listing;
mod method;
mod quarter;
mod shards;
mod spread;

use crate::shard::Shard;

pub use limits::{board_size, parse_board_size, MAX_COUNT, MAX_LIST};
pub use listing::{first_solutions, for_each_solution};
pub use method::{count_shard, Method};
pub use shards::{plan, Task};

/// The number of solutions of the `n`-queens puzzle (`n` in `1..=MAX_COUNT`), on all
/// cores, by the fastest method within `DEFAULT_MAX_BYTES` of memory (see
/// [`Method::fastest`]); `progress(done, units)` is called as units of work finish.
///
/// Cost: exponential in n (n = 18: about 2.5 s on two cores here, n = 20 about 2 minutes).
///
/// ```
/// use searchlab::queens::count;
///
/// assert_eq!(count(8, &|_, _| {}), 92);
/// ```
pub fn count(n: usize, progress: &(dyn Fn(usize, usize) + Sync)) -> u64 {
    let method = Method::fastest(n, DEFAULT_MAX_BYTES);
    count_shard(n, Shard::WHOLE, method, crate::workers::cores(), progress)
}

/// The memory a count may take unless told otherwise: 4 GiB (counting by halves up to
/// N = 23; N = 24 and 25 need about 5.2 and 5.9 GB).
pub const DEFAULT_MAX_BYTES: u64 = 4 << 30;

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// OEIS A000170: the solutions of N = 1..=17.
    const KNOWN: [u64; 17] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104,
    ];

    /// The methods that count `n`.
    fn methods(n: usize) -> Vec<Method> {
        let halves = Method::Halves.bytes(n) != u64::MAX;
        let all = [Method::Constellations, Method::Halves];
        all.into_iter().filter(|&method| method == Method::Constellations || halves).collect()
    }

    fn valid(columns: &[u8]) -> bool {
        let n = columns.len();
        (0..n).all(|i| {
            (i + 1..n).all(|j| {
                let (a, b) = (columns[i] as i64, columns[j] as i64);
                a != b && (a - b).abs() != (j - i) as i64
            })
        })
    }

    /// Counting by plain bitboard backtracking with the mirror symmetry: first queen in
    /// the left half, doubled, the middle column of odd boards once.
    fn mirror_count(n: usize) -> u64 {
        fn below(full: u64, cols: u64, left: u64, right: u64) -> u64 {
            if cols == full {
                return 1;
            }
            let mut free = full & !(cols | left | right);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                total += below(full, cols | bit, (left | bit) << 1, (right | bit) >> 1);
            }
            total
        }
        let full = (1u64 << n) - 1;
        (0..(n + 1) / 2)
            .map(|c| {
                let bit = 1u64 << c;
                let weight = if 2 * c + 1 == n { 1 } else { 2 };
                weight * below(full, bit, bit << 1, bit >> 1)
            })
            .sum()
    }

    #[test]
    fn counts_match_the_known_sequence() {
        for n in 1..=KNOWN.len() {
            for method in methods(n) {
                // The constellations take 3 s for N = 17 and have their own sample of N = 16.
                if method == Method::Halves || n <= 16 {
                    let counted = count_shard(n, Shard::WHOLE, method, 2, &|_, _| {});
                    assert_eq!(counted, KNOWN[n - 1], "n = {n} by {}", method.name());
                }
            }
        }
        assert_eq!(count(10, &|_, _| {}), 724);
    }

    #[test]
    fn both_methods_count_like_the_mirror_search() {
        for n in 1..=14 {
            for method in methods(n) {
                let counted = count_shard(n, Shard::WHOLE, method, 2, &|_, _| {});
                assert_eq!(counted, mirror_count(n), "n = {n} by {}", method.name());
            }
        }
    }

    #[test]
    fn shards_add_up_to_the_known_totals_and_no_task_holds_another() {
        for n in 1..=15 {
            let expected = KNOWN[n - 1];
            for shards in [1, 2, 3, 7, 40] {
                let tasks = plan(n, shards);
                let placed: Vec<Vec<(u8, u8)>> = tasks
                    .iter()
                    .map(|t| (0..).zip(t.prefix.iter().copied()).chain(t.below.clone()).collect())
                    .collect();
                for (a, one) in placed.iter().enumerate() {
                    for other in &placed[a + 1..] {
                        let within =
                            |x: &[(u8, u8)], y: &[(u8, u8)]| x.iter().all(|q| y.contains(q));
                        assert!(
                            !within(one, other) && !within(other, one),
                            "n = {n}, {shards} shards: {one:?} and {other:?} overlap"
                        );
                    }
                }
                assert!(tasks.iter().all(|t| t.shard < shards));
                let sum: u64 = (1..=shards)
                    .map(|index| {
                        count_shard(
                            n,
                            Shard { index, of: shards },
                            Method::Constellations,
                            2,
                            &|_, _| {},
                        )
                    })
                    .sum();
                assert_eq!(sum, expected, "n = {n}, {shards} shards");
            }
        }
    }

    #[test]
    fn progress_reaches_every_part() {
        let seen = AtomicUsize::new(0);
        let parts = AtomicUsize::new(0);
        count(12, &|done, total| {
            seen.fetch_max(done, Ordering::Relaxed);
            parts.store(total, Ordering::Relaxed);
        });
        assert_eq!(seen.load(Ordering::Relaxed), parts.load(Ordering::Relaxed));
        assert!(parts.load(Ordering::Relaxed) > 1);
    }

    #[test]
    fn enumeration_is_valid_complete_and_lexicographic() {
        for n in 1..=10 {
            let mut all: Vec<Vec<u8>> = Vec::new();
            for_each_solution(n, |c| {
                all.push(c.to_vec());
                true
            });
            assert_eq!(all.len() as u64, KNOWN[n - 1], "n = {n}");
            assert_eq!(all.len() as u64, count(n, &|_, _| {}), "count equals enumeration");
            assert!(all.iter().all(|c| valid(c)));
            assert!(all.windows(2).all(|w| w[0] < w[1]), "strictly increasing");
        }
    }

    #[test]
    fn the_checker_challenge_sample() {
        let first = first_solutions(6, 3);
        let shown: Vec<Vec<u8>> = first.iter().map(|c| c.iter().map(|x| x + 1).collect()).collect();
        assert_eq!(shown, [[2, 4, 6, 1, 3, 5], [3, 6, 2, 5, 1, 4], [4, 1, 5, 2, 6, 3]]);
        assert!(first_solutions(3, 3).is_empty());
        assert_eq!(first_solutions(1, 3), [vec![0]]);
    }

    #[test]
    fn the_largest_boards_list_quickly() {
        let first = first_solutions(MAX_LIST, 2);
        assert_eq!(first.len(), 2);
        assert!(first.iter().all(|c| valid(c)) && first[0] < first[1]);
    }
}
