//! Addition–subtraction chains (power calculus): the fewest multiplications and divisions
//! that compute x^n from x, by iterative-deepening depth-first search (IDA*).
//!
//! ```
//! use searchlab::chains::shortest_chain;
//!
//! // x^31 in 6 steps: x^2, x^4, x^8, x^16, x^32 by squaring, then x^32 / x.
//! let chain = shortest_chain(31);
//! assert_eq!(chain.len(), 6);
//! let last = chain.last().unwrap();
//! assert_eq!(last.result, 31);
//! ```

use std::fmt;

/// One operation of a chain: `x^result = x^left * x^right` or `x^left / x^right`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operation {
    /// The exponent computed.
    pub result: u32,
    /// The exponent on the left of the operator.
    pub left: u32,
    /// The exponent on the right of the operator.
    pub right: u32,
    /// Whether the operation is a division (`left - right`) rather than a multiplication.
    pub divide: bool,
}

impl fmt::Display for Operation {
    /// `x^6 = x^3 * x^3` or `x^31 = x^32 / x^1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = if self.divide { '/' } else { '*' };
        write!(f, "x^{} = x^{} {op} x^{}", self.result, self.left, self.right)
    }
}

/// The largest exponent accepted: chains for it stay under 32 steps.
pub const MAX_EXPONENT: u32 = 1 << 20;

/// A shortest chain computing x^n from x (`n` in `1..=MAX_EXPONENT`): its steps in order,
/// each new exponent the previous one plus or minus an earlier one (or the previous one
/// itself), always positive and new.
///
/// IDA*: for depth limits from ⌈log₂ n⌉ upwards, a depth-first search tries the largest
/// new exponents first and cuts a branch when even doubling the largest exponent at every
/// remaining step cannot reach n; the last step only checks whether n is one operation away.
/// Cost: exponential in the depth (13 steps at most for n ≤ 1000); no allocation per node.
///
/// ```
/// use searchlab::chains::shortest_chain;
///
/// // x^31 in six steps: x^2, x^4, x^8, x^16, x^32, then x^32 / x.
/// let chain = shortest_chain(31);
/// assert_eq!(chain.len(), 6);
/// assert_eq!(chain.last().unwrap().to_string(), "x^31 = x^32 / x^1");
/// ```
pub fn shortest_chain(n: u32) -> Vec<Operation> {
    assert!((1..=MAX_EXPONENT).contains(&n), "exponent {} out of range", n);
    if n == 1 {
        return Vec::new();
    }
    let mut search = Search { target: n, chain: Vec::with_capacity(32) };
    let mut limit = 32 - (n - 1).leading_zeros() as usize; // ⌈log₂ n⌉
    loop {
        search.chain.clear();
        search.chain.push(1);
        if search.extend(limit, 1) {
            return steps_of(&search.chain);
        }
        limit += 1;
    }
}

/// Shortest chains for every exponent of `exponents` (each in `1..=MAX_EXPONENT`), in
/// the same order, computed on `threads` threads (0: one per core) by
/// [`crate::workers::map`], so a slow exponent does not hold up the others. Cost: the sum
/// of [`shortest_chain`]'s, divided by the number of threads.
///
/// ```
/// use searchlab::chains::shortest_chains;
///
/// let lengths: Vec<usize> = shortest_chains(&[1, 2, 15, 31], 0).iter().map(Vec::len).collect();
/// assert_eq!(lengths, vec![0, 1, 5, 6]);
/// ```
pub fn shortest_chains(exponents: &[u32], threads: usize) -> Vec<Vec<Operation>> {
    crate::workers::map(exponents, threads, |&n| shortest_chain(n))
}

/// The steps of a chain whose every exponent is the previous one plus or minus an
/// earlier one (or double the previous one).
fn steps_of(chain: &[u32]) -> Vec<Operation> {
    (1..chain.len())
        .map(|i| {
            let (result, last) = (chain[i], chain[i - 1]);
            let earlier = &chain[..i];
            if let Some(&e) = earlier.iter().find(|&&e| last + e == result) {
                Operation { result, left: last, right: e, divide: false }
            } else if let Some(&e) = earlier.iter().find(|&&e| last > e && last - e == result) {
                Operation { result, left: last, right: e, divide: true }
            } else {
                let e = result + last; // result = e - last, e computed earlier
                Operation { result, left: e, right: last, divide: true }
            }
        })
        .collect()
}

struct Search {
    target: u32,
    chain: Vec<u32>,
}

impl Search {
    /// Tries to reach the target within `limit` steps in all; `largest` is the chain's max.
    fn extend(&mut self, limit: usize, largest: u32) -> bool {
        let len = self.chain.len();
        let last = self.chain[len - 1];
        let remaining = limit - (len - 1);
        // The next exponent is at most last + largest; each later step at most doubles.
        if (u64::from(last + largest) << (remaining - 1)) < u64::from(self.target) {
            return false;
        }
        if remaining == 1 {
            let target = self.target;
            let one_step = |e: u32| last + e == target || last.abs_diff(e) == target;
            if self.chain.iter().any(|&e| one_step(e)) {
                self.chain.push(target);
                return true;
            }
            return false;
        }
        // Candidates from the largest down: last + earlier, then |last - earlier|. A
        // candidate that cannot reach the target even by the bound above is not tried.
        let reach = |next: u32| u64::from(next + largest.max(next)) << (remaining - 2);
        let target = u64::from(self.target);
        for i in (0..len).rev() {
            let next = last + self.chain[i];
            if reach(next) >= target && self.try_value(limit, largest, next) {
                return true;
            }
        }
        for i in 0..len {
            let next = last.abs_diff(self.chain[i]);
            if next > 0 && reach(next) >= target && self.try_value(limit, largest, next) {
                return true;
            }
        }
        false
    }

    fn try_value(&mut self, limit: usize, largest: u32, next: u32) -> bool {
        if next > 2 * MAX_EXPONENT || self.chain.contains(&next) {
            return false;
        }
        self.chain.push(next);
        if self.extend(limit, largest.max(next)) {
            return true;
        }
        self.chain.pop();
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The fewest operations for every n ≤ `max`, by breadth-first enumeration of all
    /// addition–subtraction chains (any two exponents combined, not just the last one),
    /// deduplicated as sets of exponents. Exhaustive: no chain of `depth` steps exceeds 2^depth.
    fn breadth_first(max: u32, depth: usize) -> Vec<Option<usize>> {
        let mut best = vec![None; max as usize + 1];
        let mut level: HashSet<Vec<u32>> = HashSet::from([vec![1]]);
        for d in 0..=depth {
            for chain in &level {
                for &e in chain {
                    if e <= max && best[e as usize].is_none() {
                        best[e as usize] = Some(d);
                    }
                }
            }
            if d == depth {
                break;
            }
            let mut next = HashSet::new();
            for chain in &level {
                for &a in chain {
                    for &b in chain {
                        for value in [a + b, a.saturating_sub(b)] {
                            if value > 0 && !chain.contains(&value) {
                                let mut grown = chain.clone();
                                grown.push(value);
                                grown.sort_unstable();
                                next.insert(grown);
                            }
                        }
                    }
                }
            }
            level = next;
        }
        best
    }

    /// Replays a chain: every operand already computed, every result as claimed, and x^n last.
    fn replay(n: u32, steps: &[Operation]) {
        let mut known = vec![1u32];
        for step in steps {
            assert!(known.contains(&step.left) && known.contains(&step.right), "{step}");
            let value = if step.divide {
                step.left.checked_sub(step.right).unwrap()
            } else {
                step.left + step.right
            };
            assert_eq!(value, step.result, "{step}");
            assert!(value > 0);
            known.push(value);
        }
        assert_eq!(*known.last().unwrap(), n);
    }

    #[test]
    fn statement_sample() {
        let lengths: Vec<usize> =
            [1, 31, 70, 91, 473, 512, 811, 953].iter().map(|&n| shortest_chain(n).len()).collect();
        assert_eq!(lengths, [0, 6, 8, 9, 11, 9, 13, 12]);
    }

    #[test]
    fn optimal_against_breadth_first_enumeration_up_to_64() {
        let best = breadth_first(64, 8);
        for n in 1..=64u32 {
            let steps = shortest_chain(n);
            replay(n, &steps);
            assert_eq!(Some(steps.len()), best[n as usize], "n = {n}");
        }
    }

    #[test]
    fn all_cores_give_the_same_chains_in_order() {
        let exponents = [31, 1, 811, 31, 64, 2];
        let together = shortest_chains(&exponents, 0);
        let one_by_one: Vec<Vec<Operation>> =
            exponents.iter().map(|&n| shortest_chain(n)).collect();
        assert_eq!(together, one_by_one);
        assert!(shortest_chains(&[], 2).is_empty());
    }

    #[test]
    fn steps_print_like_formulas() {
        let steps = shortest_chain(31);
        replay(31, &steps);
        assert_eq!(steps[0].to_string(), "x^2 = x^1 * x^1");
        assert!(steps.iter().any(|s| s.divide), "31 = 32 - 1 needs a division");
    }
}
