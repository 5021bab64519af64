//! Dijkstra's single-source shortest paths with a binary heap.

use super::csr::Csr;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The distance of a vertex the source does not reach.
pub const UNREACHABLE: u64 = u64::MAX;

/// Shortest distances from a source, with the shortest-path tree.
#[derive(Clone, Debug)]
pub struct ShortestPathTree {
    /// Distance of each vertex, [`UNREACHABLE`] if none.
    pub dist: Vec<u64>,
    /// Each reached vertex's predecessor in the tree (`u32::MAX` for the source and the
    /// unreached).
    pub parent: Vec<u32>,
    /// The id of the edge from the parent (`u32::MAX` where there is no parent).
    pub parent_edge: Vec<u32>,
    /// The reached vertices in the order they were settled, by nondecreasing distance.
    pub order: Vec<u32>,
}

impl ShortestPathTree {
    /// The vertices of the tree's path from the source to `target`, both included, or
    /// `None` when the source does not reach it. Cost: O(path length).
    ///
    /// ```
    /// use searchlab::graph::{dijkstra, Csr, Edge};
    ///
    /// // 0 -> 1 (weight 4), 0 -> 2 (1), 2 -> 1 (2); 3 is not reached.
    /// let edges = [
    ///     Edge { from: 0, to: 1, weight: 4 },
    ///     Edge { from: 0, to: 2, weight: 1 },
    ///     Edge { from: 2, to: 1, weight: 2 },
    /// ];
    /// let tree = dijkstra(&Csr::new(4, &edges, false), 0);
    /// assert_eq!(tree.path_to(1), Some(vec![0, 2, 1]));
    /// assert_eq!(tree.path_to(0), Some(vec![0]));
    /// assert_eq!(tree.path_to(3), None);
    /// ```
    pub fn path_to(&self, target: u32) -> Option<Vec<u32>> {
        if self.dist.get(target as usize).map_or(true, |&d| d == UNREACHABLE) {
            return None;
        }
        let mut path = vec![target];
        let mut at = target;
        while self.parent[at as usize] != u32::MAX {
            at = self.parent[at as usize];
            path.push(at);
        }
        path.reverse();
        Some(path)
    }
}

/// Shortest paths from `source` over the edges of `graph` (weights ≥ 0).
///
/// Cost: O((n + m) log m) time with a lazy-deletion binary heap; O(n + m) memory.
///
/// ```
/// use searchlab::graph::{dijkstra, Csr, Edge, UNREACHABLE};
///
/// // 0 -> 1 (weight 4), 0 -> 2 (1), 2 -> 1 (2).
/// let edges = [
///     Edge { from: 0, to: 1, weight: 4 },
///     Edge { from: 0, to: 2, weight: 1 },
///     Edge { from: 2, to: 1, weight: 2 },
/// ];
/// let tree = dijkstra(&Csr::new(4, &edges, false), 0);
/// assert_eq!(tree.dist, vec![0, 3, 1, UNREACHABLE]); // 0 -> 2 -> 1 beats 0 -> 1
/// assert_eq!((tree.parent[1], tree.parent_edge[1]), (2, 2));
/// assert_eq!(tree.order, vec![0, 2, 1]);
/// ```
pub fn dijkstra(graph: &Csr, source: u32) -> ShortestPathTree {
    let n = graph.vertex_count();
    let mut tree = ShortestPathTree {
        dist: vec![UNREACHABLE; n],
        parent: vec![u32::MAX; n],
        parent_edge: vec![u32::MAX; n],
        order: Vec::new(),
    };
    let mut settled = vec![false; n];
    let mut heap = BinaryHeap::new();
    tree.dist[source as usize] = 0;
    heap.push(Reverse((0u64, source)));
    while let Some(Reverse((d, v))) = heap.pop() {
        if settled[v as usize] {
            continue;
        }
        settled[v as usize] = true;
        tree.order.push(v);
        for (w, weight, id) in graph.out(v) {
            let candidate = d + weight;
            if candidate < tree.dist[w as usize] {
                tree.dist[w as usize] = candidate;
                tree.parent[w as usize] = v;
                tree.parent_edge[w as usize] = id;
                heap.push(Reverse((candidate, w)));
            }
        }
    }
    tree
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Edge;

    #[test]
    fn distances_tree_and_order() {
        let edges = [
            Edge { from: 0, to: 1, weight: 4 },
            Edge { from: 0, to: 2, weight: 1 },
            Edge { from: 2, to: 1, weight: 2 },
            Edge { from: 1, to: 3, weight: 0 },
            Edge { from: 2, to: 1, weight: 3 },
        ];
        let tree = dijkstra(&Csr::new(5, &edges, false), 0);
        assert_eq!(tree.dist, [0, 3, 1, 3, UNREACHABLE]);
        assert_eq!(tree.parent[1], 2);
        assert_eq!(tree.parent_edge[1], 2, "the cheaper parallel edge");
        assert_eq!(tree.parent_edge[3], 3);
        assert_eq!(tree.order, [0, 2, 1, 3]);
    }

    #[test]
    fn paths_to_every_vertex_walk_the_graph_at_their_distance() {
        let mut rng = crate::rng::XorShift::new(11);
        for _ in 0..200 {
            let n = 1 + (rng.next_u64() % 8) as u32;
            let edges = crate::graph::tests::random_edges(&mut rng, n, 20, 5);
            let tree = dijkstra(&Csr::new(n as usize, &edges, false), 0);
            for target in 0..n {
                let path = match tree.path_to(target) {
                    Some(path) => path,
                    None => {
                        assert_eq!(tree.dist[target as usize], UNREACHABLE);
                        continue;
                    }
                };
                assert_eq!((path[0], path[path.len() - 1]), (0, target));
                // Each step is an edge; the cheapest such edges add up to the distance.
                let length: u64 = path
                    .windows(2)
                    .map(|step| {
                        let parallel =
                            edges.iter().filter(|e| (e.from, e.to) == (step[0], step[1]));
                        parallel.map(|e| e.weight).min().expect("a step of the path is an edge")
                    })
                    .sum();
                assert_eq!(length, tree.dist[target as usize]);
            }
        }
    }
}
