//! Walk lengths: `u64` when a bound proves every sum fits, `u128` otherwise, so that no
//! accepted input can make a length wrap.

use super::csr::Edge;
use std::fmt::{Debug, Display};
use std::ops::{Add, Sub};

/// An unsigned integer type that walk lengths are summed in: `u64` or `u128`.
pub trait WalkLength:
    Copy + Ord + Debug + Display + Add<Output = Self> + Sub<Output = Self> + From<u64> + Send
{
}

impl WalkLength for u64 {}
impl WalkLength for u128 {}

/// An upper bound on every length that the K-shortest-walk searches compute (answers and
/// the keys of queue entries) for the `k` shortest walks in an `n`-vertex graph whose
/// heaviest edge weighs `w`: (n − 1)·w + k·n·w.
///
/// Why: every vertex is at most (n − 1)·w from t, and a sidetrack (a non-tree edge) costs
/// at most w + (n − 1)·w = n·w more than the tree path. Walks form a tree under "drop the
/// last sidetrack" (each parent no longer than its child), so the first k walks of that
/// tree in breadth-first order are k walks of at most k − 1 sidetracks: the k-th shortest
/// is no longer than (n − 1)·w + (k − 1)·n·w, and a queue entry adds one sidetrack more.
/// Cost: O(m) to find the heaviest edge.
///
/// ```
/// use searchlab::graph::{length_bound, Edge};
///
/// let edges = [Edge { from: 0, to: 1, weight: 10 }];
/// // 2 vertices, weight 10, 3 walks: (2 - 1)·10 + 3·2·10.
/// assert_eq!(length_bound(2, &edges, 3), 70);
/// ```
pub fn length_bound(n: usize, edges: &[Edge], k: usize) -> u128 {
    let w = u128::from(edges.iter().map(|e| e.weight).max().unwrap_or(0));
    let (n, k) = (n as u128, k as u128);
    n.saturating_sub(1) * w + k * n * w
}

/// Whether every length for these `k` walks provably fits in `u64` (see [`length_bound`]).
///
/// ```
/// use searchlab::graph::{fits_u64, Edge};
///
/// let heavy = [Edge { from: 0, to: 1, weight: u64::MAX / 2 }];
/// assert!(fits_u64(2, &heavy[..0], 1000));
/// assert!(!fits_u64(2, &heavy, 1000));
/// ```
pub fn fits_u64(n: usize, edges: &[Edge], k: usize) -> bool {
    length_bound(n, edges, k) <= u128::from(u64::MAX)
}
