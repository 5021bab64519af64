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
mod finish;
mod limits;
mod listing;
mod shards;

pub use limits::{board_size, parse_board_size, MAX_COUNT, MAX_LIST};
pub use listing::{first_solutions, for_each_solution};
pub use shards::{count_shard, plan, Shard, Task};

/// The number of solutions of the `n`-queens puzzle (`n` in `1..=MAX_COUNT`).
///
/// Finishes one start constellation of each symmetry class (see `constellations`) and
/// weights its count by the class's size, on all cores, the work split into the tasks of
/// `plan(n, 1)`; `progress(done, tasks)` is called as tasks finish.
///
/// Cost: exponential in n, under an eighth of a plain backtracking search
/// (n = 17: about 2.9 s on two cores here, n = 18 about 22 s).
///
/// ```
/// use searchlab::queens::count;
///
/// assert_eq!(count(8, &|_, _| {}), 92);
/// ```
pub fn count(n: usize, progress: &(dyn Fn(usize, usize) + Sync)) -> u64 {
    count_shard(n, Shard::WHOLE, crate::workers::cores(), progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    const KNOWN: [u64; 14] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596];

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
        for (i, &expected) in KNOWN.iter().enumerate() {
            assert_eq!(count(i + 1, &|_, _| {}), expected, "n = {}", i + 1);
        }
        assert_eq!(count(15, &|_, _| {}), 2_279_184);
    }

    #[test]
    fn symmetry_classes_count_like_the_mirror_search() {
        for n in 1..=14 {
            assert_eq!(count(n, &|_, _| {}), mirror_count(n), "n = {n}");
        }
    }

    #[test]
    fn shards_add_up_to_the_known_totals_and_no_task_holds_another() {
        for n in 1..=15 {
            let expected = if n <= KNOWN.len() { KNOWN[n - 1] } else { 2_279_184 };
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
                    .map(|index| count_shard(n, Shard { index, of: shards }, 2, &|_, _| {}))
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
