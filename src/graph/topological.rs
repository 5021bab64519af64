//! The lexicographically smallest topological order, by Kahn's algorithm with a heap.

use super::scc::adjacency;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The vertices `0..n` in the lexicographically smallest order where every edge `u → v`
/// has `u` before `v` (Kahn's algorithm taking the smallest free vertex each time, as
/// AtCoder ABC 223 D asks), or `None` if the edges form a cycle. Cost: O((n + m) log n)
/// time, O(n + m) memory.
///
/// # Panics
/// If an edge's end is not below `n`.
///
/// ```
/// use searchlab::graph::smallest_topological_order;
///
/// // 3 before 1, 2 before 0: the smallest order puts 2 first, then 0, 3, 1.
/// assert_eq!(smallest_topological_order(4, &[(3, 1), (2, 0)]), Some(vec![2, 0, 3, 1]));
/// assert_eq!(smallest_topological_order(2, &[(0, 1), (1, 0)]), None);
/// ```
pub fn smallest_topological_order(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
    let (offsets, heads) = adjacency(n, edges);
    let mut entering = vec![0u32; n];
    heads.iter().for_each(|&v| entering[v as usize] += 1);
    let mut free: BinaryHeap<Reverse<u32>> =
        (0..n as u32).filter(|&v| entering[v as usize] == 0).map(Reverse).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse(v)) = free.pop() {
        order.push(v as usize);
        for &w in &heads[offsets[v as usize] as usize..offsets[v as usize + 1] as usize] {
            entering[w as usize] -= 1;
            if entering[w as usize] == 0 {
                free.push(Reverse(w));
            }
        }
    }
    (order.len() == n).then_some(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    /// Every order of `0..n` where each edge goes forward, the smallest first.
    fn smallest_by_enumeration(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
        let mut order: Vec<usize> = (0..n).collect();
        loop {
            let place = |v: usize| order.iter().position(|&w| w == v).unwrap();
            if edges.iter().all(|&(u, v)| place(u) < place(v)) {
                return Some(order); // permutations come in lexicographic order
            }
            // The next permutation, or none.
            let i = (1..n).rev().find(|&i| order[i - 1] < order[i])?;
            let j = (i..n).rev().find(|&j| order[j] > order[i - 1]).unwrap();
            order.swap(i - 1, j);
            order[i..].reverse();
        }
    }

    #[test]
    fn the_order_is_the_smallest_of_every_permutation() {
        let mut rng = XorShift::new(76);
        for round in 0..400 {
            let n = 1 + round % 7;
            let m = rng.below(2 * n as u64) as usize;
            let mut pick = || rng.below(n as u64) as usize;
            let mut edges: Vec<(usize, usize)> = (0..m).map(|_| (pick(), pick())).collect();
            if round % 3 > 0 {
                edges.retain(|&(u, v)| u != v);
                edges.iter_mut().for_each(|e| *e = (e.0.min(e.1), e.0.max(e.1)));
                if round % 3 == 2 {
                    edges.iter_mut().for_each(|e| *e = (n - 1 - e.0, n - 1 - e.1));
                }
            }
            let expected = smallest_by_enumeration(n, &edges);
            assert_eq!(smallest_topological_order(n, &edges), expected, "{edges:?}");
        }
    }

    #[test]
    fn a_chain_of_a_million_vertices_is_ordered() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (n - v, n - v - 1)).collect();
        let order = smallest_topological_order(n, &edges).unwrap();
        assert!(order.iter().enumerate().all(|(i, &v)| v == n - 1 - i));
    }
}
