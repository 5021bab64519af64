//! Eppstein's K shortest walks: every walk is the shortest-path tree plus a sequence of
//! sidetracks, enumerated in order through persistent heaps shared down the tree.

use super::csr::{Csr, Edge};
use super::leftist::{LeftistArena, NIL};
use super::length::WalkLength;
use super::shortest_path_tree::{dijkstra, UNREACHABLE};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The lengths of the `k` shortest walks from `s` to `t`, in increasing order (fewer if
/// there are fewer), by Eppstein's method:
///
/// 1. Dijkstra from `t` on the reversed graph gives h(v), the distance from v to t, and a
///    shortest-path tree toward t. A walk is determined by the non-tree edges it takes.
/// 2. A non-tree edge e = (v → w, c), with w reaching t, costs c + h(w) − h(v) ≥ 0 more
///    than staying on the tree. The heap of v holds the sidetracks out of v and out of every
///    vertex on v's tree path to t: v's own heap melded, persistently, with its tree
///    parent's (the tree edge is excluded by its id, so parallel edges and self-loops work).
/// 3. A priority queue walks those heaps: from a sidetrack node, the next candidates are
///    its two heap children (replace it) and the root of its head's heap (add one more).
///
/// Lengths are summed in `L`: `u64` is enough when [`super::fits_u64`] says so.
///
/// Cost: O(m log m + k log k) time; memory O(m + n log m) heap nodes of 24 bytes and a
/// queue of at most 3k entries.
///
/// ```
/// use searchlab::graph::{k_shortest_eppstein, Edge};
///
/// // 0 -> 1 (weight 4), 0 -> 2 (1), 2 -> 1 (2).
/// let edges = [
///     Edge { from: 0, to: 1, weight: 4 },
///     Edge { from: 0, to: 2, weight: 1 },
///     Edge { from: 2, to: 1, weight: 2 },
/// ];
/// let lengths: Vec<u64> = k_shortest_eppstein(3, &edges, 0, 1, 5);
/// assert_eq!(lengths, vec![3, 4]); // only two walks from 0 to 1
/// ```
pub fn k_shortest_eppstein<L: WalkLength>(
    n: usize,
    edges: &[Edge],
    s: u32,
    t: u32,
    k: usize,
) -> Vec<L> {
    let tree = dijkstra(&Csr::new(n, edges, true), t);
    let h = &tree.dist;
    if k == 0 || h[s as usize] == UNREACHABLE {
        return Vec::new();
    }
    let forward = Csr::new(n, edges, false);
    let mut arena = LeftistArena::with_capacity(edges.len() + 4 * n);
    let mut heap_of = vec![NIL; n];
    let mut own = Vec::new();
    // Settled order is nondecreasing h, so each vertex's tree parent comes before it.
    for &v in &tree.order {
        own.clear();
        for (w, weight, id) in forward.out(v) {
            if h[w as usize] != UNREACHABLE && id != tree.parent_edge[v as usize] {
                own.push((weight + h[w as usize] - h[v as usize], w));
            }
        }
        let mine = arena.heapify(&mut own);
        let parent = tree.parent[v as usize];
        heap_of[v as usize] =
            if parent == u32::MAX { mine } else { arena.meld(heap_of[parent as usize], mine) };
    }

    let mut lengths = Vec::with_capacity(k.min(1 << 20));
    let key = |node: u32| L::from(arena.key(node));
    lengths.push(L::from(h[s as usize]));
    let mut queue = BinaryHeap::new();
    let first = heap_of[s as usize];
    if first != NIL {
        queue.push(Reverse((L::from(h[s as usize]) + key(first), first)));
    }
    while lengths.len() < k {
        let (length, node) = match queue.pop() {
            Some(Reverse((length, node))) => (length, node),
            _ => {
                break;
            }
        };
        lengths.push(length);
        let next = heap_of[arena.item(node) as usize];
        if next != NIL {
            queue.push(Reverse((length + key(next), next)));
        }
        for child in arena.children(node) {
            if child != NIL {
                queue.push(Reverse((length - key(node) + key(child), child)));
            }
        }
    }
    lengths
}
