//! Maximum flow by the Edmonds–Karp method: the shortest augmenting path, one at a time.

use super::max_flow::MaxFlow;
use super::number::Number;
use std::collections::VecDeque;

/// A maximum flow from `source` to `sink` in the network of `n` vertices and `edges`
/// (`(from, to, capacity)`), found as `pathfinding`'s `edmonds_karp` finds it: augmenting
/// along a shortest path with capacity left until none is. Returns the flow's value and the
/// residual network after it, whose [`MaxFlow::edge`] gives the flow on each edge (numbered
/// as in `edges`) and [`MaxFlow::min_cut`] a minimum cut. Cost: O(n·m²) time, O(n + m)
/// memory; [`MaxFlow::flow`] (Dinic's method) is faster on most networks. A flow larger than
/// `T::MAX` stops at `T::MAX`.
///
/// # Panics
/// If an edge's end, `source` or `sink` is not below `n`, a capacity is negative, or
/// `source == sink`.
///
/// ```
/// use searchlab::flow::edmonds_karp;
///
/// let edges = [(0, 1, 4u32), (0, 2, 2), (1, 2, 1), (1, 3, 2), (2, 3, 4)];
/// let (total, mut network) = edmonds_karp(4, 0, 3, &edges);
/// assert_eq!(total, 5);
/// assert_eq!(network.edge(4).flow, 3); // 2 -> 3 carries 3
/// assert_eq!(network.min_cut(0), vec![true, true, false, false]);
/// ```
pub fn edmonds_karp<T: Number>(
    n: usize,
    source: usize,
    sink: usize,
    edges: &[(usize, usize, T)],
) -> (T, MaxFlow<T>) {
    assert!(
        source < n && sink < n && source != sink,
        "a flow from {source} to {sink} in {n} vertices"
    );
    let mut flow = MaxFlow::new(n);
    for &(from, to, cap) in edges {
        flow.add_edge(from, to, cap);
    }
    let network = &mut flow.network;
    network.build();
    let mut total = T::ZERO;
    let mut arc_in = vec![u32::MAX; n];
    let mut queue = VecDeque::new();
    loop {
        arc_in.fill(u32::MAX);
        queue.clear();
        queue.push_back(source);
        while let Some(v) = queue.pop_front() {
            for arc in network.offsets[v] as usize..network.offsets[v + 1] as usize {
                let w = network.head[arc] as usize;
                if network.left[arc] > T::ZERO && arc_in[w] == u32::MAX && w != source {
                    arc_in[w] = arc as u32;
                    queue.push_back(w);
                }
            }
            if arc_in[sink] != u32::MAX {
                break;
            }
        }
        if arc_in[sink] == u32::MAX {
            return (total, flow);
        }
        let path = network.path_into(sink, source, &arc_in);
        let room = T::MAX - total; // a value past the type's largest is not sent
        let amount = path.iter().fold(room, |amount, &arc| amount.min(network.left[arc]));
        if amount == T::ZERO {
            return (total, flow);
        }
        for &arc in &path {
            network.push(arc, amount);
        }
        total += amount;
    }
}
