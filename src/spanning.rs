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
/// given). Cost: O(m log m) time, O(n + m) memory.
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
    // Sorted by weight alone (many equal weights make the sort faster), each with its ends:
    // read in order after the sort.
    let sortable = |(e, &(u, v, weight)): (usize, &(usize, usize, C))| {
        assert!(u < n && v < n, "edge {} - {} in a graph of {} vertices", u, v, n);
        (weight, e as u32, u as u32, v as u32)
    };
    let mut order: Vec<(C, u32, u32, u32)> = edges.iter().enumerate().map(sortable).collect();
    order.sort_unstable_by_key(|&(weight, ..)| weight);
    let mut groups = Dsu::new(n);
    let mut tree = Vec::with_capacity(n.saturating_sub(1));
    for (_, e, u, v) in order {
        if tree.len() + 1 >= n {
            break; // a spanning tree: no edge can join two groups any more
        }
        let (a, b) = (groups.leader(u as usize), groups.leader(v as usize));
        if a != b {
            groups.merge(a, b);
            tree.push(e as usize);
        }
    }
    tree
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

    #[test]
    fn a_path_of_a_million_vertices_is_its_own_tree() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize, u32)> = (1..n).map(|v| (v - 1, v, (v % 7) as u32)).collect();
        assert_eq!(kruskal(n, &edges).len(), n - 1);
        assert_eq!(prim(n, &edges), (0..n - 1).collect::<Vec<usize>>());
    }
}
