//! The residual network the flows run on: each edge a forward arc holding the capacity left
//! and a backward arc holding the flow, the arcs of each vertex side by side in memory.

use super::number::Number;

/// One edge of a network after a flow: its ends, its capacity and the flow it carries. Its
/// residual arcs are `to → from` with `flow` and `from → to` with `cap - flow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlowEdge<T> {
    /// Where the edge starts.
    pub from: usize,
    /// Where the edge ends.
    pub to: usize,
    /// Its capacity.
    pub cap: T,
    /// The flow it carries, from 0 to `cap`.
    pub flow: T,
}

/// The edges as added, and their arcs grouped by tail (compressed rows), rebuilt when
/// edges were added since the last build. Memory: about 12 + 2·size_of::<T>() bytes an
/// arc, two arcs an edge.
#[derive(Clone, Debug)]
pub(super) struct Residual<T> {
    /// Each edge's ends and capacity, in the order added.
    edges: Vec<(u32, u32, T)>,
    /// How many of `edges` the arrays below hold.
    built: usize,
    /// Where each vertex's arcs start; `n + 1` entries.
    pub(super) offsets: Vec<u32>,
    /// Each arc's head.
    pub(super) head: Vec<u32>,
    /// Each arc's partner: the arc of the same edge the other way.
    pub(super) partner: Vec<u32>,
    /// Each arc's capacity left.
    pub(super) left: Vec<T>,
    /// Each edge's forward arc.
    pub(super) forward: Vec<u32>,
}

impl<T: Number> Residual<T> {
    /// A network of `n` vertices and no edges.
    pub(super) fn new(n: usize) -> Self {
        assert!(n < u32::MAX as usize, "a network has fewer than 2^32 - 1 vertices, not {}", n);
        let offsets = vec![0; n + 1];
        let (edges, head, partner, left, forward) = (vec![], vec![], vec![], vec![], vec![]);
        Residual { edges, built: 0, offsets, head, partner, left, forward }
    }

    /// The number of vertices.
    pub(super) fn vertices(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Adds the edge `from → to` of capacity `cap` and returns its number (0, 1, …).
    pub(super) fn add_edge(&mut self, from: usize, to: usize, cap: T) -> usize {
        let n = self.vertices();
        assert!(from < n && to < n, "edge {} -> {} in a network of {} vertices", from, to, n);
        assert!(cap >= T::ZERO, "edge {} -> {} has a negative capacity {:?}", from, to, cap);
        assert!(self.edges.len() < (u32::MAX / 2) as usize, "too many edges");
        self.edges.push((from as u32, to as u32, cap));
        self.edges.len() - 1
    }

    /// The number of edges added.
    pub(super) fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// Edge `i` with the flow it carries.
    pub(super) fn edge(&self, i: usize) -> FlowEdge<T> {
        let (from, to, cap) = self.edges[i];
        let flow = if i < self.built { cap - self.left[self.forward[i] as usize] } else { T::ZERO };
        FlowEdge { from: from as usize, to: to as usize, cap, flow }
    }

    /// Groups the arcs by tail again if edges were added since the last time, keeping the
    /// flow each edge carries; returns whether it did. Cost: O(n + m).
    pub(super) fn build(&mut self) -> bool {
        if self.built == self.edges.len() {
            return false;
        }
        let flows: Vec<T> = (0..self.edges.len()).map(|i| self.edge(i).flow).collect();
        let n = self.vertices();
        self.offsets = vec![0; n + 1];
        for &(from, to, _) in &self.edges {
            self.offsets[from as usize + 1] += 1;
            self.offsets[to as usize + 1] += 1;
        }
        for v in 0..n {
            self.offsets[v + 1] += self.offsets[v];
        }
        let arcs = 2 * self.edges.len();
        let mut next = self.offsets.clone();
        let mut place = |v: u32| {
            let slot = next[v as usize];
            next[v as usize] += 1;
            slot
        };
        let (mut head, mut partner) = (vec![0; arcs], vec![0; arcs]);
        let mut left = vec![T::ZERO; arcs];
        let mut forward = Vec::with_capacity(self.edges.len());
        for (&(from, to, cap), &flow) in self.edges.iter().zip(&flows) {
            let (there, back) = (place(from), place(to));
            forward.push(there);
            (head[there as usize], partner[there as usize], left[there as usize]) =
                (to, back, cap - flow);
            (head[back as usize], partner[back as usize], left[back as usize]) =
                (from, there, flow);
        }
        (self.head, self.partner, self.left, self.forward) = (head, partner, left, forward);
        self.built = self.edges.len();
        true
    }

    /// The vertices `s` reaches over arcs with capacity left: after a maximum flow from `s`,
    /// the source side of a minimum cut. Cost: O(n + m).
    pub(super) fn reachable(&mut self, s: usize) -> Vec<bool> {
        self.build();
        let mut seen = vec![false; self.vertices()];
        seen[s] = true;
        let mut stack = vec![s];
        while let Some(v) = stack.pop() {
            for arc in self.offsets[v] as usize..self.offsets[v + 1] as usize {
                let w = self.head[arc] as usize;
                if self.left[arc] > T::ZERO && !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen
    }

    /// The arcs of the path a search recorded into `t` (`arc_in[v]`: the arc it entered `v`
    /// by), read back to `s`.
    pub(super) fn path_into(&self, t: usize, s: usize, arc_in: &[u32]) -> Vec<usize> {
        let mut path = Vec::new();
        let mut v = t;
        while v != s {
            let arc = arc_in[v] as usize;
            path.push(arc);
            v = self.head[self.partner[arc] as usize] as usize;
        }
        path
    }

    /// Moves `amount` along `arc`: less capacity left on it, more on its partner.
    #[inline]
    pub(super) fn push(&mut self, arc: usize, amount: T) {
        self.left[arc] -= amount;
        let partner = self.partner[arc] as usize;
        self.left[partner] += amount;
    }
}
