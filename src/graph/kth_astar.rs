//! The K shortest walks by best-first search with an exact heuristic (the classic method).

use super::csr::{Csr, Edge};
use super::length::WalkLength;
use super::shortest_path_tree::{dijkstra, UNREACHABLE};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;

/// The A* queue would have needed more memory than it was allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueueFull {
    /// The memory budget, in bytes.
    pub budget: usize,
    /// How many walks had been found when the search stopped.
    pub found: usize,
}

impl fmt::Display for QueueFull {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the A* queue outgrew its memory budget of {} MiB, walks found: {} \
             (raise --max-memory, or use --algo eppstein)",
            self.budget >> 20,
            self.found
        )
    }
}

/// The lengths of the `k` shortest walks from `s` to `t`, in increasing order (fewer if
/// there are fewer): Dijkstra from `t` on the reversed graph gives h(v), the exact distance
/// to `t`; a best-first search from `s` ordered by g + h then pops `t` once per walk, in
/// order of length. Vertices that cannot reach `t` are never pushed, and a vertex popped
/// `k` times is not expanded again (no later walk through it can be among the k shortest).
///
/// Lengths are summed in `L`: `u64` is enough when [`super::fits_u64`] says so.
///
/// Cost: O(k · m log(k · m)) time in the worst case and a queue of up to k · m entries;
/// fast when few walks share vertices, slow on dense graphs with large k. The queue may
/// not grow past `budget` bytes: the search stops with [`QueueFull`] rather than ask for more.
///
/// ```
/// use searchlab::graph::{k_shortest_astar, Edge};
///
/// // 0 -> 1 (weight 4), 0 -> 2 (1), 2 -> 1 (2).
/// let edges = [
///     Edge { from: 0, to: 1, weight: 4 },
///     Edge { from: 0, to: 2, weight: 1 },
///     Edge { from: 2, to: 1, weight: 2 },
/// ];
/// let lengths: Vec<u64> = k_shortest_astar(3, &edges, 0, 1, 5, 1 << 20).unwrap();
/// assert_eq!(lengths, vec![3, 4]);
/// ```
pub fn k_shortest_astar<L: WalkLength>(
    n: usize,
    edges: &[Edge],
    s: u32,
    t: u32,
    k: usize,
    budget: usize,
) -> Result<Vec<L>, QueueFull> {
    let h = dijkstra(&Csr::new(n, edges, true), t).dist;
    if k == 0 || h[s as usize] == UNREACHABLE {
        return Ok(Vec::new());
    }
    let entry = std::mem::size_of::<Reverse<(L, u32)>>();
    let forward = Csr::new(n, edges, false);
    let mut popped = vec![0usize; n];
    let mut lengths = Vec::new();
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((L::from(h[s as usize]), s)));
    while let Some(Reverse((f, v))) = queue.pop() {
        popped[v as usize] += 1;
        if popped[v as usize] > k {
            continue;
        }
        let g = f - L::from(h[v as usize]);
        if v == t {
            lengths.push(g);
            if lengths.len() == k {
                break;
            }
        }
        for (w, weight, _) in forward.out(v) {
            if h[w as usize] != UNREACHABLE {
                if queue.len() == queue.capacity() && 2 * queue.capacity().max(4) * entry > budget {
                    let found = lengths.len();
                    return Err(QueueFull { budget, found });
                }
                queue.push(Reverse((g + L::from(weight + h[w as usize]), w)));
            }
        }
    }
    Ok(lengths)
}
