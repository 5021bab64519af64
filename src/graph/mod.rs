//! Directed graphs given as numbered vertices and edges: compact adjacency (CSR), Dijkstra,
//! the K shortest walks between two vertices by two methods (reverse-Dijkstra A* and
//! Eppstein's algorithm), strongly connected components in topological order, the
//! lexicographically smallest topological order, and 2-SAT.
//!
//! Vertices are `0..n` (`u32`), weights `u64`, lengths `u64` or `u128` ([`WalkLength`]). Walks may repeat vertices and
//! edges; walks of equal length count separately; the empty walk counts when s = t.
//!
//! ```
//! use searchlab::graph::{k_shortest_eppstein, Edge};
//!
//! // 0 -> 1 of length 5, 1 -> 0 of length 4, and a second 0 -> 1 of length 7.
//! let edges = [
//!     Edge { from: 0, to: 1, weight: 5 },
//!     Edge { from: 1, to: 0, weight: 4 },
//!     Edge { from: 0, to: 1, weight: 7 },
//! ];
//! // The three shortest walks from 0 to 1: 5, 7, then 5 + 4 + 5.
//! let lengths: Vec<u64> = k_shortest_eppstein(2, &edges, 0, 1, 3);
//! assert_eq!(lengths, [5, 7, 14]);
//! ```

mod csr;
mod eppstein;
mod input;
mod kth_astar;
mod leftist;
mod length;
mod scc;
mod shortest_path_tree;
mod topological;
mod two_sat;

pub use csr::{Csr, Edge};
pub use eppstein::k_shortest_eppstein;
pub use input::{
    read_count, read_edges, read_vertex, read_weight, DEFAULT_MAX_MEMORY_MIB, MAX_WEIGHT,
};
pub use kth_astar::{k_shortest_astar, QueueFull};
pub use length::{fits_u64, length_bound, WalkLength};
pub use scc::{strongly_connected, Condensation};
pub use shortest_path_tree::{dijkstra, ShortestPathTree, UNREACHABLE};
pub use topological::smallest_topological_order;
pub use two_sat::TwoSat;

use crate::named::Named;

/// How to find the K shortest walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KShortest {
    /// Best-first search from s ordered by g + h, h from a reverse Dijkstra (the classic).
    Astar,
    /// Eppstein's sidetrack heaps: O(m log m + k log k).
    Eppstein,
}

impl Named for KShortest {
    const KIND: &'static str = "algorithm";
    const ALL: &'static [KShortest] = &[KShortest::Astar, KShortest::Eppstein];

    fn name(self) -> &'static str {
        match self {
            KShortest::Astar => "astar",
            KShortest::Eppstein => "eppstein",
        }
    }
}

impl KShortest {
    /// The lengths of the `k` shortest walks from `s` to `t` in the `n`-vertex graph with
    /// `edges`, in increasing order; fewer when there are fewer walks. Every vertex number
    /// must be below `n`. Lengths are summed in `L` (see [`fits_u64`]); A* stops with
    /// [`QueueFull`] rather than let its queue pass `budget` bytes.
    /// Cost: that of [`k_shortest_astar`] or [`k_shortest_eppstein`].
    ///
    /// ```
    /// use searchlab::graph::{Edge, KShortest};
    /// use searchlab::named::Named;
    ///
    /// let edges = [Edge { from: 0, to: 1, weight: 2 }, Edge { from: 1, to: 0, weight: 1 }];
    /// for &method in KShortest::ALL {
    ///     let lengths: Vec<u64> = method.run(2, &edges, (0, 1), 3, 1 << 20).unwrap();
    ///     assert_eq!(lengths, vec![2, 5, 8]);
    /// }
    /// ```
    pub fn run<L: WalkLength>(
        self,
        n: usize,
        edges: &[Edge],
        (s, t): (usize, usize),
        k: usize,
        budget: usize,
    ) -> Result<Vec<L>, QueueFull> {
        assert!(s < n && t < n, "the walk's ends {} and {} are not vertices below {}", s, t, n);
        let (s, t) = (s as u32, t as u32);
        match self {
            KShortest::Astar => k_shortest_astar(n, edges, s, t, k, budget),
            KShortest::Eppstein => Ok(k_shortest_eppstein(n, edges, s, t, k)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    /// Fewer than `count` random edges over vertices `0..n`, each of weight below `weights`
    /// (the number drawn first, then each edge's tail, head and weight).
    pub(super) fn random_edges(rng: &mut XorShift, n: u32, count: u64, weights: u64) -> Vec<Edge> {
        let vertex = |rng: &mut XorShift| (rng.next_u64() % u64::from(n)) as u32;
        (0..rng.next_u64() % count)
            .map(|_| Edge { from: vertex(rng), to: vertex(rng), weight: rng.next_u64() % weights })
            .collect()
    }

    /// The first `k` walk lengths from s to t up to `max_length`, by counting walks: for
    /// each length l, the number of walks ending at each vertex with length exactly l,
    /// saturated at k (zero-weight cycles make it infinite), found by iterating to a fixpoint
    /// over the zero-weight edges.
    fn brute_force(
        n: usize,
        edges: &[Edge],
        s: u32,
        t: u32,
        k: usize,
        max_length: u64,
    ) -> Vec<u64> {
        let mut counts: Vec<Vec<usize>> = Vec::new(); // counts[l][v]
        let mut answer = Vec::new();
        for l in 0..=max_length {
            let mut base = vec![0usize; n];
            if l == 0 {
                base[s as usize] = 1;
            }
            for e in edges.iter().filter(|e| e.weight > 0 && e.weight <= l) {
                let before = counts[(l - e.weight) as usize][e.from as usize];
                base[e.to as usize] = (base[e.to as usize] + before).min(k);
            }
            let mut now = base.clone();
            loop {
                let mut next = base.clone();
                for e in edges.iter().filter(|e| e.weight == 0) {
                    next[e.to as usize] = (next[e.to as usize] + now[e.from as usize]).min(k);
                }
                if next == now {
                    break;
                }
                now = next;
            }
            let copies = now[t as usize].min(k - answer.len());
            answer.extend(std::iter::repeat(l).take(copies));
            counts.push(now);
            if answer.len() == k {
                break;
            }
        }
        answer
    }

    #[test]
    fn both_methods_equal_brute_force_on_small_random_graphs() {
        const MAX_LENGTH: u64 = 30;
        let mut rng = XorShift::new(0x9e37_79b9_7f4a_7c15);
        for round in 0..2000 {
            let n = 1 + (rng.next_u64() % 5) as usize;
            let edges = random_edges(&mut rng, n as u32, 10, 4);
            let s = (rng.next_u64() % n as u64) as u32;
            let t = (rng.next_u64() % n as u64) as u32;
            let k = 1 + (rng.next_u64() % 12) as usize;
            let expected = brute_force(n, &edges, s, t, k, MAX_LENGTH);
            for &method in KShortest::ALL {
                let got: Vec<u64> =
                    method.run(n, &edges, (s as usize, t as usize), k, usize::MAX).unwrap();
                let within: Vec<u64> = got.iter().copied().filter(|&d| d <= MAX_LENGTH).collect();
                assert_eq!(
                    within,
                    expected,
                    "round {round} {}: {edges:?} s={s} t={t} k={k}",
                    method.name()
                );
                assert!(got.len() <= k);
                assert!(
                    got.len() == k || expected.len() < k,
                    "round {round} {}: stopped early",
                    method.name()
                );
            }
        }
    }
}
