//! Cantor expansion: permutations of `0..n` ranked by their Lehmer code, and back.
//!
//! The rank of a permutation is its index in lexicographic order, so the permutations of
//! `0..n` map one-to-one onto `0..n!`. Search code uses the rank as an index into flat
//! arrays (visited sets, BFS tables) instead of hashing whole states.
//!
//! ```
//! use searchlab::perm::{rank, unrank};
//!
//! // The 3! orders of 0, 1, 2 are ranked 0..6 in lexicographic order.
//! assert_eq!(rank(&[0, 1, 2]), 0);
//! assert_eq!(rank(&[2, 1, 0]), 5);
//! let mut order = [0u8; 3];
//! unrank(3, &mut order);
//! assert_eq!(order, [1, 2, 0]);
//! assert_eq!(rank(&order), 3);
//! ```

/// The largest `n` whose `n!` fits in a `u64`.
pub const MAX_LEN: usize = 20;

/// `FACTORIALS[i]` is `i!`, for `i` in `0..=20`.
pub const FACTORIALS: [u64; MAX_LEN + 1] = factorials();

const fn factorials() -> [u64; MAX_LEN + 1] {
    let mut table = [1u64; MAX_LEN + 1];
    let mut i = 1;
    while i <= MAX_LEN {
        table[i] = table[i - 1] * i as u64;
        i += 1;
    }
    table
}

/// `n!`, the number of permutations of `n` items. Panics if `n > 20` (it would overflow `u64`).
///
/// ```
/// use searchlab::perm::factorial;
///
/// assert_eq!(factorial(0), 1);
/// assert_eq!(factorial(9), 362_880);
/// ```
pub const fn factorial(n: usize) -> u64 {
    FACTORIALS[n]
}

/// The lexicographic rank of `perm`, a permutation of `0..perm.len()`, in `0..perm.len()!`.
///
/// Cost: O(n) with one popcount per element; no allocation. `perm` must hold each of
/// `0..n` exactly once and `n <= 20` (checked in debug builds only).
///
/// ```
/// use searchlab::perm::rank;
///
/// assert_eq!(rank(&[0, 1, 2]), 0);
/// assert_eq!(rank(&[1, 0, 2]), 2); // after 012 and 021
/// assert_eq!(rank(&[2, 1, 0]), 5);
/// ```
pub fn rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    debug_assert!(n <= MAX_LEN);
    let mut seen: u32 = 0;
    let mut rank = 0u64;
    for (i, &value) in perm.iter().enumerate() {
        let below = (1u32 << value) - 1;
        debug_assert!(seen & (1 << value) == 0, "rank: {} repeated", value);
        let smaller_unseen = value as u32 - (seen & below).count_ones();
        rank += smaller_unseen as u64 * FACTORIALS[n - 1 - i];
        seen |= 1 << value;
    }
    rank
}

/// Writes into `out` the permutation of `0..out.len()` whose lexicographic rank is `rank`:
/// the inverse of [`rank`].
///
/// Cost: O(n²) bit operations in the worst case (n ≤ 20), no allocation. `rank` must be
/// below `out.len()!` (checked in debug builds only).
///
/// ```
/// use searchlab::perm::{rank, unrank};
///
/// let mut perm = [0u8; 4];
/// unrank(10, &mut perm);
/// assert_eq!(perm, [1, 3, 0, 2]);
/// assert_eq!(rank(&perm), 10);
/// ```
pub fn unrank(mut rank: u64, out: &mut [u8]) {
    let n = out.len();
    debug_assert!(n <= MAX_LEN && rank < FACTORIALS[n]);
    let mut unused: u32 = (1u32 << n) - 1;
    for (i, slot) in out.iter_mut().enumerate() {
        let weight = FACTORIALS[n - 1 - i];
        let mut skip = rank / weight;
        rank %= weight;
        let mut candidates = unused;
        while skip > 0 {
            candidates &= candidates - 1;
            skip -= 1;
        }
        let value = candidates.trailing_zeros();
        *slot = value as u8;
        unused &= !(1 << value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps `p` to its lexicographic successor; false when `p` was the last permutation.
    /// Written independently of the code under test (the textbook next_permutation).
    fn next_permutation(p: &mut [u8]) -> bool {
        let i = match (1..p.len()).rev().find(|&i| p[i - 1] < p[i]) {
            Some(i) => i,
            _ => {
                return false;
            }
        };
        let j = (i..p.len()).rev().find(|&j| p[j] > p[i - 1]).unwrap();
        p.swap(i - 1, j);
        p[i..].reverse();
        true
    }

    #[test]
    fn factorials_are_products() {
        assert_eq!(factorial(0), 1);
        assert_eq!(factorial(9), 362_880);
        assert_eq!(factorial(20), 2_432_902_008_176_640_000);
    }

    #[test]
    fn all_nine_factorial_permutations_round_trip_in_lexicographic_order() {
        let mut p: Vec<u8> = (0..9).collect();
        let mut back = [0u8; 9];
        let mut expected_rank = 0u64;
        loop {
            assert_eq!(rank(&p), expected_rank, "rank of {p:?}");
            unrank(expected_rank, &mut back);
            assert_eq!(&back[..], &p[..], "unrank of {expected_rank}");
            expected_rank += 1;
            if !next_permutation(&mut p) {
                break;
            }
        }
        assert_eq!(expected_rank, factorial(9));
    }

    #[test]
    fn small_lengths_round_trip() {
        for n in 0..=7usize {
            let mut p: Vec<u8> = (0..n as u8).collect();
            let mut back = vec![0u8; n];
            let mut expected_rank = 0u64;
            loop {
                assert_eq!(rank(&p), expected_rank);
                unrank(expected_rank, &mut back);
                assert_eq!(back, p);
                expected_rank += 1;
                if !next_permutation(&mut p) {
                    break;
                }
            }
            assert_eq!(expected_rank, factorial(n));
        }
    }

    #[test]
    fn twenty_elements_extremes() {
        let identity: Vec<u8> = (0..20).collect();
        let reversed: Vec<u8> = (0..20).rev().collect();
        assert_eq!(rank(&identity), 0);
        assert_eq!(rank(&reversed), factorial(20) - 1);
        let mut out = [0u8; 20];
        unrank(factorial(20) - 1, &mut out);
        assert_eq!(&out[..], &reversed[..]);
    }
}
