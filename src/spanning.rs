//! Minimum spanning trees of undirected graphs given as numbered vertices and weighted
//! edges: Kruskal's method (edges by weight, joined by a disjoint-set union) and Prim's (a
//! tree grown from a vertex by its lightest edge out). On a disconnected graph both give a
//! minimum spanning forest: a tree for each component.
//!
//! ```
//! use searchlab::spanning::{kruskal, prim};
//!
//! // A square 0-1-2-3 with a diagonal 0-2.
//! let edges = [(0, 1, 4u32), (1, 2, 2), (2, 3, 5), (3, 0, 1), (0, 2, 3)];
//! let tree = kruskal(4, &edges);
//! assert_eq!(tree, vec![3, 1, 4]); // 3-0, 1-2, 0-2: weight 6
//! let weight = |tree: &[usize]| tree.iter().map(|&e| edges[e].2).sum::<u32>();
//! assert_eq!(weight(&prim(4, &edges)), 6);
//! ```

use crate::dsu::Dsu;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A minimum spanning forest of the undirected graph on `0..n` with `edges` (`(u, v,
/// weight)`), by Kruskal's method: the numbers of its edges in `edges`, lightest first
/// (among equal weights, an order that is the same from run to run, not necessarily the order
/// given). Filter-Kruskal (Osipov, Sanders and Singler): the edges are split at their median
/// weight, the lighter half joined first, and the heavier half's edges inside one tree
/// dropped before they are sorted. Cost: O(m log m) time at worst, O(n + m) memory.
///
/// # Panics
/// If an edge's end is not below `n`.
///
/// ```
/// use searchlab::spanning::kruskal;
///
/// let edges = [(0, 1, 7i64), (1, 2, -1), (0, 2, 3), (3, 4, 0)];
/// assert_eq!(kruskal(5, &edges), vec![1, 3, 2]); // two trees: {0, 1, 2} and {3, 4}
/// ```
pub fn kruskal<C: Ord + Copy>(n: usize, edges: &[(usize, usize, C)]) -> Vec<usize> {
    assert!(edges.len() < u32::MAX as usize && n <= u32::MAX as usize, "too large a graph");
    let sortable = |(e, &(u, v, weight)): (usize, &(usize, usize, C))| {
        assert!(u < n && v < n, "edge {} - {} in a graph of {} vertices", u, v, n);
        Joining { weight, edge: e as u32, ends: [u as u32, v as u32] }
    };
    let mut order: Vec<Joining<C>> = edges.iter().enumerate().map(sortable).collect();
    let mut forest = Forest {
        groups: Dsu::new(n),
        tree: Vec::with_capacity(n.saturating_sub(1)),
        full: n.saturating_sub(1),
    };
    forest.join_lightest(&mut order);
    forest.tree
}

/// Parts of at most this many edges are sorted whole; larger ones are split at their
/// median weight.
const SORTED_WHOLE: usize = 2048;

/// An edge as Kruskal's method reads it: its weight, its number, its ends.
#[derive(Clone, Copy)]
struct Joining<C> {
    weight: C,
    edge: u32,
    ends: [u32; 2],
}

/// A spanning forest being grown: its trees, its edges so far, and how many make it whole.
struct Forest {
    groups: Dsu,
    tree: Vec<usize>,
    full: usize,
}

impl Forest {
    /// Joins the edges of `part` lightest first, each that links two trees, until the
    /// forest is whole. Recursion depth: log2 of `part`'s length over [`SORTED_WHOLE`].
    fn join_lightest<C: Ord + Copy>(&mut self, part: &mut [Joining<C>]) {
        if self.tree.len() >= self.full {
            return;
        }
        if part.len() <= SORTED_WHOLE {
            part.sort_unstable_by_key(|joining| joining.weight);
            for joining in part.iter() {
                if self.tree.len() >= self.full {
                    break; // a spanning tree: no edge can join two trees any more
                }
                let [u, v] = joining.ends;
                let (a, b) = (self.groups.leader(u as usize), self.groups.leader(v as usize));
                if a != b {
                    self.groups.merge(a, b);
                    self.tree.push(joining.edge as usize);
                }
            }
            return;
        }
        let middle = part.len() / 2;
        part.select_nth_unstable_by_key(middle, |joining| joining.weight);
        let (light, heavy) = part.split_at_mut(middle);
        self.join_lightest(light);
        // A heavier edge inside one tree can join nothing: dropped before any sorting.
        let mut linking = 0;
        for i in 0..heavy.len() {
            let [u, v] = heavy[i].ends;
            if !self.groups.same(u as usize, v as usize) {
                heavy.swap(linking, i);
                linking += 1;
            }
        }
        self.join_lightest(&mut heavy[..linking]);
    }
}

/// A minimum spanning forest of the undirected graph on `0..n` with `edges` (`(u, v,
/// weight)`), by Prim's method: each tree grown from its smallest vertex by the lightest
/// edge leaving it; the numbers of its edges in `edges`, in the order they join. Cost:
/// O(m log m) time, O(n + m) memory.
///
/// # Panics
/// If an edge's end is not below `n`.
///
/// ```
/// use searchlab::spanning::prim;
///
/// let edges = [(0, 1, 5u8), (1, 2, 1), (0, 2, 2)];
/// assert_eq!(prim(3, &edges), vec![2, 1]); // 0-2, then 2-1
/// ```
pub fn prim<C: Ord + Copy>(n: usize, edges: &[(usize, usize, C)]) -> Vec<usize> {
    let (offsets, touching) = incidence(n, edges);
    let mut in_tree = vec![false; n];
    let mut tree = Vec::with_capacity(n.saturating_sub(1));
    let mut heap = BinaryHeap::new();
    for root in 0..n {
        if in_tree[root] {
            continue;
        }
        let mut next = Some(root);
        loop {
            if let Some(v) = next.take() {
                in_tree[v] = true;
                for &e in &touching[offsets[v]..offsets[v + 1]] {
                    let (a, b, weight) = edges[e as usize];
                    if !in_tree[a] || !in_tree[b] {
                        heap.push(Reverse((weight, e)));
                    }
                }
            }
            let e = match heap.pop() {
                Some(Reverse((_, e))) => e as usize,
                None => break,
            };
            let (a, b, _) = edges[e];
            if !in_tree[a] || !in_tree[b] {
                tree.push(e);
                next = Some(if in_tree[a] { b } else { a });
            }
        }
    }
    tree
}

/// For each vertex, the numbers of the edges that touch it, side by side: where each
/// vertex's start, and the edge numbers.
fn incidence<C>(n: usize, edges: &[(usize, usize, C)]) -> (Vec<usize>, Vec<u32>) {
    assert!(edges.len() < u32::MAX as usize, "too many edges");
    let mut offsets = vec![0usize; n + 1];
    for &(u, v, _) in edges {
        assert!(u < n && v < n, "edge {} - {} in a graph of {} vertices", u, v, n);
        offsets[u + 1] += 1;
        offsets[v + 1] += 1;
    }
    for v in 0..n {
        offsets[v + 1] += offsets[v];
    }
    let mut next = offsets.clone();
    let mut touching = vec![0u32; 2 * edges.len()];
    for (e, &(u, v, _)) in edges.iter().enumerate() {
        touching[next[u]] = e as u32;
        next[u] += 1;
        touching[next[v]] = e as u32;
        next[v] += 1;
    }
    (offsets, touching)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::panics::panic_message;
    use crate::rng::XorShift;

    /// The number of components of the graph made of `chosen` edges, by relabelling, and
    /// whether those edges made no cycle.
    fn components(n: usize, edges: &[(usize, usize, i64)], chosen: &[usize]) -> (usize, bool) {
        let mut label: Vec<usize> = (0..n).collect();
        let mut acyclic = true;
        for &e in chosen {
            let (from, to) = (label[edges[e].0], label[edges[e].1]);
            acyclic &= from != to;
            label.iter_mut().filter(|l| **l == from).for_each(|l| *l = to);
        }
        label.sort_unstable();
        label.dedup();
        (label.len(), acyclic)
    }

    #[test]
    fn spanning_forests_weigh_the_least_of_every_forest() {
        let mut rng = XorShift::new(67);
        for round in 0..400 {
            let n = 1 + round % 6;
            let m = rng.below(10) as usize;
            let mut pick = |bound: u64| rng.below(bound) as usize;
            let edges: Vec<(usize, usize, i64)> =
                (0..m).map(|_| (pick(n as u64), pick(n as u64), pick(9) as i64 - 4)).collect();
            let all: Vec<usize> = (0..m).collect();
            let (parts, _) = components(n, &edges, &all);
            let weight = |chosen: &[usize]| chosen.iter().map(|&e| edges[e].2).sum::<i64>();
            let best = (0..1u32 << m)
                .map(|set| (0..m).filter(|e| set >> e & 1 == 1).collect::<Vec<usize>>())
                .filter(|chosen| components(n, &edges, chosen) == (parts, true))
                .map(|chosen| weight(&chosen))
                .min()
                .unwrap();
            for forest in [kruskal(n, &edges), prim(n, &edges)] {
                assert_eq!(components(n, &edges, &forest), (parts, true), "{edges:?}: {forest:?}");
                assert_eq!(weight(&forest), best, "{edges:?}: {forest:?}");
            }
        }
    }

    /// Graphs of more edges than [`SORTED_WHOLE`], where Kruskal's method splits them at a
    /// median and filters the heavier half: as light as Prim's forest, spanning as many
    /// components as the whole graph has, lightest first.
    #[test]
    fn split_and_filtered_edges_give_the_forest_prims_method_weighs() {
        let mut rng = XorShift::new(68);
        for (n, m, spread) in [(40, 9000, 5), (900, 12_000, 1000), (3000, 7000, 3), (2, 5000, 2)] {
            let mut pick = |bound: u64| rng.below(bound) as usize;
            let edges: Vec<(usize, usize, i64)> = (0..m)
                .map(|_| (pick(n as u64), pick(n as u64), pick(spread) as i64 - spread as i64 / 2))
                .collect();
            let all: Vec<usize> = (0..m).collect();
            let weight = |chosen: &[usize]| chosen.iter().map(|&e| edges[e].2).sum::<i64>();
            let forest = kruskal(n, &edges);
            assert_eq!(components(n, &edges, &forest), (components(n, &edges, &all).0, true));
            assert_eq!(weight(&forest), weight(&prim(n, &edges)), "{n} {m} {spread}");
            assert!(forest.windows(2).all(|pair| edges[pair[0]].2 <= edges[pair[1]].2));
        }
    }

    #[test]
    fn a_path_of_a_million_vertices_is_its_own_tree() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize, u32)> = (1..n).map(|v| (v - 1, v, (v % 7) as u32)).collect();
        assert_eq!(kruskal(n, &edges).len(), n - 1);
        assert_eq!(prim(n, &edges), (0..n - 1).collect::<Vec<usize>>());
    }

    #[test]
    fn an_edge_outside_the_graph_is_refused_naming_it() {
        let edges = [(0, 1, 1u8), (1, 2, 1)];
        assert_eq!(
            panic_message(|| drop(kruskal(2, &edges))),
            "edge 1 - 2 in a graph of 2 vertices"
        );
        assert_eq!(panic_message(|| drop(prim(2, &edges))), "edge 1 - 2 in a graph of 2 vertices");
    }
}
