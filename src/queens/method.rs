//! Which way a count runs: backtracking from start constellations, or joining halves, chosen
//! by the board and the memory the count may take.

use super::halves::{self, Halves, MAX_HALVES};
use super::shards;
use crate::shard::Shard;

/// How an N-queens count runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Backtracking from start constellations, one per symmetry class (see `plan`): next
    /// to no memory, every N up to `MAX_COUNT`.
    Constellations,
    /// Joining halves of the board built from a table of quarter placements, the pairs of
    /// halves counted 256 at a time, for N = 4 to 25: faster at every N measured, 8 to 21
    /// (N = 16: 4 times, N = 18: 10 times), at the memory of [`Method::bytes`].
    Halves,
}

/// The smallest board counted by halves (they are faster from there on).
const HALVES_FROM: usize = 4;

impl Method {
    /// The fastest method for `n` that needs at most `max_bytes` of memory.
    ///
    /// ```
    /// use searchlab::queens::Method;
    ///
    /// assert_eq!(Method::fastest(3, 1 << 30), Method::Constellations);
    /// assert_eq!(Method::fastest(20, 1 << 30), Method::Halves);
    /// // N = 24 by halves needs about 5.2 GB.
    /// assert_eq!(Method::fastest(24, 1 << 30), Method::Constellations);
    /// ```
    pub fn fastest(n: usize, max_bytes: u64) -> Method {
        let halves = (HALVES_FROM..=MAX_HALVES).contains(&n);
        if halves && Method::Halves.bytes(n) <= max_bytes {
            Method::Halves
        } else {
            Method::Constellations
        }
    }

    /// The bytes counting `n` this way takes (besides a few megabytes a thread), or
    /// `u64::MAX` for a board it does not count. Cost: O(1).
    ///
    /// ```
    /// use searchlab::queens::Method;
    ///
    /// assert!(Method::Halves.bytes(20) < 200 << 20);
    /// assert_eq!(Method::Halves.bytes(26), u64::MAX);
    /// ```
    pub fn bytes(self, n: usize) -> u64 {
        match self {
            Method::Constellations => 1 << 20,
            Method::Halves if (4..=MAX_HALVES).contains(&n) => Halves::bytes(n),
            Method::Halves => u64::MAX,
        }
    }

    /// The method's name, as a shard line writes it: `constellations` or `halves`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Constellations => "constellations",
            Method::Halves => "halves",
        }
    }
}

/// The number of solutions of the `n`-queens puzzle (`n` in `1..=MAX_COUNT`) counted by
/// shard `shard` with `method`; the shards of one method add up to the total. Runs on
/// `threads` threads (at least one); `progress(done, units)` is called as units of work
/// finish (tasks of the plan, or splits of the halves).
///
/// With [`Method::Constellations`] the shard counts its tasks of `plan(n, shard.of)`,
/// largest first; with [`Method::Halves`] every `shard.of`-th split of the halves.
///
/// Panics when `shard.index` is not in `1..=shard.of`, or the method does not count `n`
/// (halves: `n` in 4..=25, where `method.bytes(n)` is finite).
///
/// Cost: exponential in n. Constellations: under an eighth of a plain backtracking search
/// (n = 17, the whole count: about 2.9 s on two cores here); halves: the memory of
/// `method.bytes(n)` and far less time (n = 18: about 2.2 s, n = 20 80 to 120 s).
///
/// ```
/// use searchlab::queens::{count_shard, Method};
/// use searchlab::shard::Shard;
///
/// for method in [Method::Constellations, Method::Halves] {
///     let shard = |index| count_shard(10, Shard { index, of: 3 }, method, 1, &|_, _| {});
///     assert_eq!((1..=3).map(shard).sum::<u64>(), 724);
/// }
/// ```
pub fn count_shard(
    n: usize,
    shard: Shard,
    method: Method,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> u64 {
    assert!((1..=shard.of).contains(&shard.index), "shard {} out of range", shard);
    match method {
        Method::Constellations => shards::count_constellations(n, shard, threads, progress),
        Method::Halves => halves::count_shard(n, shard, threads, progress),
    }
}
