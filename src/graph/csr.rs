//! Compact adjacency (CSR): every vertex's out-edges in one contiguous slice.

/// A directed edge `from → to` of a given weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Tail vertex.
    pub from: u32,
    /// Head vertex.
    pub to: u32,
    /// Weight, at least 0.
    pub weight: u64,
}

/// The out-edges of every vertex, grouped by tail: for each edge its head, weight and its
/// index in the original edge list (its id), so parallel edges stay distinct.
///
/// Memory: 16 bytes per edge and 4 per vertex. Built in O(n + m) by counting sort.
#[derive(Clone, Debug)]
pub struct Csr {
    offsets: Vec<u32>,
    heads: Vec<u32>,
    weights: Vec<u64>,
    ids: Vec<u32>,
}

impl Csr {
    /// The adjacency of `edges` over vertices `0..n`, or of the reversed edges when
    /// `reverse` is set (each edge `u → v` listed as `v → u`, keeping its id).
    ///
    /// ```
    /// use searchlab::graph::{Csr, Edge};
    ///
    /// // 0 -> 1 (weight 4), 0 -> 2 (1), 2 -> 1 (2).
    /// let edges = [
    ///     Edge { from: 0, to: 1, weight: 4 },
    ///     Edge { from: 0, to: 2, weight: 1 },
    ///     Edge { from: 2, to: 1, weight: 2 },
    /// ];
    /// let forward = Csr::new(3, &edges, false);
    /// let heads: Vec<(u32, u64, u32)> = forward.out(0).collect(); // (head, weight, edge id)
    /// assert_eq!(heads, vec![(1, 4, 0), (2, 1, 1)]);
    /// let backward = Csr::new(3, &edges, true);
    /// assert_eq!(backward.out(1).count(), 2); // 1 is entered from 0 and from 2
    /// ```
    pub fn new(n: usize, edges: &[Edge], reverse: bool) -> Csr {
        let ends = |e: &Edge| {
            if reverse {
                (e.to, e.from)
            } else {
                (e.from, e.to)
            }
        };
        let mut offsets = vec![0u32; n + 1];
        for e in edges {
            offsets[ends(e).0 as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut next = offsets.clone();
        let mut heads = vec![0u32; edges.len()];
        let mut weights = vec![0u64; edges.len()];
        let mut ids = vec![0u32; edges.len()];
        for (id, e) in edges.iter().enumerate() {
            let (tail, head) = ends(e);
            let slot = next[tail as usize] as usize;
            next[tail as usize] += 1;
            heads[slot] = head;
            weights[slot] = e.weight;
            ids[slot] = id as u32;
        }
        Csr { offsets, heads, weights, ids }
    }

    /// The adjacency of `edges` taken both ways over vertices `0..n`: each edge `u - v` is
    /// an out-edge of `u` and of `v`, with its one id. `out(v)` lists the edges written from
    /// `v` first, then those written into it, each in edge-list order. Cost: as [`Csr::new`],
    /// with twice the edges.
    ///
    /// ```
    /// use searchlab::graph::{Csr, Edge};
    ///
    /// // 0 - 1 (weight 4), 1 - 2 (7).
    /// let edges = [Edge { from: 0, to: 1, weight: 4 }, Edge { from: 1, to: 2, weight: 7 }];
    /// let graph = Csr::undirected(3, &edges);
    /// assert_eq!(graph.out(1).collect::<Vec<_>>(), vec![(2, 7, 1), (0, 4, 0)]);
    /// assert_eq!(graph.out(2).collect::<Vec<_>>(), vec![(1, 7, 1)]);
    /// ```
    pub fn undirected(n: usize, edges: &[Edge]) -> Csr {
        let back = edges.iter().map(|e| Edge { from: e.to, to: e.from, weight: e.weight });
        let both: Vec<Edge> = edges.iter().copied().chain(back).collect();
        let mut graph = Csr::new(n, &both, false);
        let m = edges.len() as u32;
        graph.ids.iter_mut().filter(|id| **id >= m).for_each(|id| *id -= m);
        graph
    }

    /// Number of vertices.
    ///
    /// ```
    /// use searchlab::graph::{Csr, Edge};
    ///
    /// let graph = Csr::new(5, &[Edge { from: 0, to: 4, weight: 1 }], false);
    /// assert_eq!(graph.vertex_count(), 5);
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The out-edges of `v` as (head, weight, edge id), in edge-list order. O(1) to start.
    ///
    /// ```
    /// use searchlab::graph::{Csr, Edge};
    ///
    /// let graph = Csr::new(2, &[Edge { from: 1, to: 0, weight: 9 }], false);
    /// assert_eq!(graph.out(1).collect::<Vec<_>>(), vec![(0, 9, 0)]);
    /// assert_eq!(graph.out(0).count(), 0);
    /// ```
    pub fn out(&self, v: u32) -> impl Iterator<Item = (u32, u64, u32)> + '_ {
        let range = self.offsets[v as usize] as usize..self.offsets[v as usize + 1] as usize;
        range.map(move |i| (self.heads[i], self.weights[i], self.ids[i]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_grouped_by_tail_in_order() {
        let edges = [
            Edge { from: 1, to: 0, weight: 5 },
            Edge { from: 0, to: 1, weight: 2 },
            Edge { from: 1, to: 1, weight: 0 },
            Edge { from: 0, to: 1, weight: 7 },
        ];
        let forward = Csr::new(3, &edges, false);
        assert_eq!(forward.vertex_count(), 3);
        assert_eq!(forward.out(0).collect::<Vec<_>>(), [(1, 2, 1), (1, 7, 3)]);
        assert_eq!(forward.out(1).collect::<Vec<_>>(), [(0, 5, 0), (1, 0, 2)]);
        assert_eq!(forward.out(2).count(), 0);
        let reverse = Csr::new(3, &edges, true);
        assert_eq!(reverse.out(0).collect::<Vec<_>>(), [(1, 5, 0)]);
        assert_eq!(reverse.out(1).collect::<Vec<_>>(), [(0, 2, 1), (1, 0, 2), (0, 7, 3)]);
    }

    #[test]
    fn undirected_is_forward_then_reverse_with_the_edges_ids() {
        let mut rng = crate::rng::XorShift::new(5);
        for _ in 0..100 {
            let n = 1 + (rng.next_u64() % 6) as u32;
            let edges = crate::graph::tests::random_edges(&mut rng, n, 12, 9);
            let (both, forward) =
                (Csr::undirected(n as usize, &edges), Csr::new(n as usize, &edges, false));
            let reverse = Csr::new(n as usize, &edges, true);
            for v in 0..n {
                let expected: Vec<_> = forward.out(v).chain(reverse.out(v)).collect();
                assert_eq!(both.out(v).collect::<Vec<_>>(), expected);
            }
        }
    }
}
