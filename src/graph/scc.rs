//! Strongly connected components of a graph given as numbered vertices and edges, each
//! vertex numbered by its component, the components in topological order.

/// The strongly connected components of a directed graph and the component of each vertex:
/// its condensation. Components are numbered `0..count()` in a topological order of the
/// condensed graph: an edge `u → v` has `component(u) <= component(v)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Condensation {
    component: Vec<usize>,
    count: usize,
}

impl Condensation {
    /// The number of components. Cost: O(1).
    ///
    /// ```
    /// use searchlab::graph::strongly_connected;
    ///
    /// assert_eq!(strongly_connected(3, &[(0, 1), (1, 0)]).count(), 2);
    /// ```
    pub fn count(&self) -> usize {
        self.count
    }

    /// The component of vertex `v`. Cost: O(1).
    ///
    /// ```
    /// use searchlab::graph::strongly_connected;
    ///
    /// let parts = strongly_connected(3, &[(2, 0), (0, 1), (1, 0)]);
    /// assert_eq!((parts.component(2), parts.component(0), parts.component(1)), (0, 1, 1));
    /// ```
    pub fn component(&self, v: usize) -> usize {
        self.component[v]
    }

    /// The component of every vertex, indexed by vertex. Cost: O(1).
    ///
    /// ```
    /// use searchlab::graph::strongly_connected;
    ///
    /// assert_eq!(strongly_connected(2, &[(1, 0)]).components(), &[1, 0]);
    /// ```
    pub fn components(&self) -> &[usize] {
        &self.component
    }

    /// The vertices of each component, components in topological order and each one's
    /// vertices increasing: ac-library-rs's `scc()`. Cost: O(n).
    ///
    /// ```
    /// use searchlab::graph::strongly_connected;
    ///
    /// let parts = strongly_connected(4, &[(3, 1), (1, 3), (1, 0), (0, 2)]);
    /// assert_eq!(parts.groups(), vec![vec![1, 3], vec![0], vec![2]]);
    /// ```
    pub fn groups(&self) -> Vec<Vec<usize>> {
        let mut groups = vec![Vec::new(); self.count];
        for (v, &c) in self.component.iter().enumerate() {
            groups[c].push(v);
        }
        groups
    }
}

/// No number yet.
const NONE: u32 = u32::MAX;

/// The strongly connected components of the graph on vertices `0..n` with the directed
/// `edges`, by Tarjan's algorithm without recursion (a path of a million vertices is fine).
/// Cost: O(n + m) time; about 16 bytes a vertex and 4 an edge besides the edges given.
///
/// # Panics
/// If an edge's end is not below `n`.
///
/// ```
/// use searchlab::graph::strongly_connected;
///
/// // 0 ⇄ 1 → 2 ⇄ 3, and 4 → 0: three components, {4} before {0, 1} before {2, 3}.
/// let edges = [(0, 1), (1, 0), (1, 2), (2, 3), (3, 2), (4, 0)];
/// let parts = strongly_connected(5, &edges);
/// assert_eq!(parts.components(), &[1, 1, 2, 2, 0]);
/// ```
pub fn strongly_connected(n: usize, edges: &[(usize, usize)]) -> Condensation {
    assert!(n < NONE as usize && edges.len() < NONE as usize, "too large a graph");
    let (offsets, heads) = adjacency(n, edges);
    let mut order = vec![NONE; n]; // when each vertex was first seen
    let mut low = vec![NONE; n]; // the earliest seen vertex it reaches back to
    let mut component = vec![NONE; n]; // numbered as finished: sinks first
    let (mut seen, mut finished) = (0u32, 0u32);
    let (mut open, mut path): (Vec<u32>, Vec<(u32, u32)>) = (Vec::new(), Vec::new());
    for root in 0..n as u32 {
        if order[root as usize] != NONE {
            continue;
        }
        let mut next = Some(root);
        loop {
            if let Some(v) = next.take() {
                (order[v as usize], low[v as usize]) = (seen, seen);
                seen += 1;
                open.push(v);
                path.push((v, offsets[v as usize]));
            }
            let (v, arc) = match path.last_mut() {
                Some(&mut (v, ref mut arc)) => (v as usize, arc),
                None => break,
            };
            if *arc < offsets[v + 1] {
                let w = heads[*arc as usize] as usize;
                *arc += 1;
                if order[w] == NONE {
                    next = Some(w as u32);
                } else if component[w] == NONE {
                    low[v] = low[v].min(order[w]);
                }
                continue;
            }
            path.pop();
            if let Some(&(parent, _)) = path.last() {
                low[parent as usize] = low[parent as usize].min(low[v]);
            }
            if low[v] == order[v] {
                loop {
                    let w = open.pop().expect("v is open") as usize;
                    component[w] = finished;
                    if w == v {
                        break;
                    }
                }
                finished += 1;
            }
        }
    }
    let last = finished as usize;
    let component = component.into_iter().map(|c| last - 1 - c as usize).collect();
    Condensation { component, count: last }
}

/// The out-edges of each vertex side by side: where each vertex's start, and the heads.
pub(super) fn adjacency(n: usize, edges: &[(usize, usize)]) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; n + 1];
    for &(from, to) in edges {
        assert!(from < n && to < n, "edge {} -> {} in a graph of {} vertices", from, to, n);
        offsets[from + 1] += 1;
    }
    for v in 0..n {
        offsets[v + 1] += offsets[v];
    }
    let mut next = offsets.clone();
    let mut heads = vec![0u32; edges.len()];
    for &(from, to) in edges {
        heads[next[from] as usize] = to as u32;
        next[from] += 1;
    }
    (offsets, heads)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::panics::panic_message;
    use crate::rng::XorShift;

    /// Which vertex reaches which, by a search from each.
    fn reach(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
        (0..n)
            .map(|from| {
                let mut seen = vec![false; n];
                let mut stack = vec![from];
                seen[from] = true;
                while let Some(v) = stack.pop() {
                    for &(_, w) in edges.iter().filter(|e| e.0 == v) {
                        if !seen[w] {
                            seen[w] = true;
                            stack.push(w);
                        }
                    }
                }
                seen
            })
            .collect()
    }

    #[test]
    fn components_are_the_classes_of_mutual_reach_in_topological_order() {
        let mut rng = XorShift::new(65);
        for round in 0..500 {
            let n = 1 + round % 12;
            let m = rng.below(3 * n as u64) as usize;
            let mut pick = || rng.below(n as u64) as usize;
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (pick(), pick())).collect();
            let parts = strongly_connected(n, &edges);
            let reaches = reach(n, &edges);
            for (u, from_u) in reaches.iter().enumerate() {
                for (v, from_v) in reaches.iter().enumerate() {
                    let mutual = from_u[v] && from_v[u];
                    assert_eq!(parts.component(u) == parts.component(v), mutual, "{edges:?}");
                }
            }
            assert!(edges.iter().all(|&(u, v)| parts.component(u) <= parts.component(v)));
            let groups = parts.groups();
            assert_eq!(groups.len(), parts.count());
            assert!(groups.iter().all(|g| !g.is_empty()));
        }
    }

    #[test]
    fn a_path_and_a_cycle_of_a_million_vertices_need_no_deep_stack() {
        let n = 1_000_000;
        let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let path = strongly_connected(n, &edges);
        assert_eq!(path.count(), n);
        assert_eq!((path.component(0), path.component(n - 1)), (0, n - 1));
        edges.push((n - 1, 0));
        assert_eq!(strongly_connected(n, &edges).count(), 1);
    }

    #[test]
    fn an_edge_outside_the_graph_is_refused_naming_it() {
        let said = panic_message(|| drop(strongly_connected(2, &[(0, 1), (0, 5)])));
        assert_eq!(said, "edge 0 -> 5 in a graph of 2 vertices");
        let said = panic_message(|| drop(super::super::smallest_topological_order(2, &[(2, 0)])));
        assert_eq!(said, "edge 2 -> 0 in a graph of 2 vertices");
    }
}
