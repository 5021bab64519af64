//! The K shortest walks by best-first search with an exact heuristic (the classic method).

use super::{dijkstra, Csr, Edge, UNREACHABLE};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The lengths of the `k` shortest walks from `s` to `t`, in increasing order (fewer if
/// there are fewer): Dijkstra from `t` on the reversed graph gives h(v), the exact distance
/// to `t`; a best-first search from `s` ordered by g + h then pops `t` once per walk, in
/// order of length. Vertices that cannot reach `t` are never pushed, and a vertex popped
/// `k` times is not expanded again (no later walk through it can be among the k shortest).
///
/// Cost: O(k · m log(k · m)) time in the worst case and a queue of up to k · m entries;
/// fast when few walks share vertices, slow on dense graphs with large k.
pub fn k_shortest_astar(n: usize, edges: &[Edge], s: u32, t: u32, k: usize) -> Vec<u64> {
    let h = dijkstra(&Csr::new(n, edges, true), t).dist;
    if k == 0 || h[s as usize] == UNREACHABLE {
        return Vec::new();
    }
    let forward = Csr::new(n, edges, false);
    let mut popped = vec![0usize; n];
    let mut lengths = Vec::new();
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((h[s as usize], s)));
    while let Some(Reverse((f, v))) = queue.pop() {
        popped[v as usize] += 1;
        if popped[v as usize] > k {
            continue;
        }
        let g = f - h[v as usize];
        if v == t {
            lengths.push(g);
            if lengths.len() == k {
                break;
            }
        }
        for (w, weight, _) in forward.out(v) {
            if h[w as usize] != UNREACHABLE {
                queue.push(Reverse((g + weight + h[w as usize], w)));
            }
        }
    }
    lengths
}
