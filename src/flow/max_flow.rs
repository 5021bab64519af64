//! Maximum flow by Dinic's method, with the minimum cut and the flow on each edge.

use super::number::Number;
use super::residual::{FlowEdge, Residual};
use std::collections::VecDeque;

/// A flow network on the vertices `0..n`, as ac-library-rs's `MfGraph`: add directed edges
/// with capacities, then ask for a maximum flow ([`MaxFlow::flow`]), the minimum cut it
/// leaves ([`MaxFlow::min_cut`]) and the flow on each edge ([`MaxFlow::edge`]). Edges may
/// be added between flows: the next flow starts from the flow already there.
///
/// ```
/// use searchlab::flow::MaxFlow;
///
/// let mut network = MaxFlow::new(4);
/// network.add_edge(0, 1, 3u32);
/// network.add_edge(0, 2, 3);
/// network.add_edge(1, 2, 5);
/// network.add_edge(1, 3, 2);
/// network.add_edge(2, 3, 3);
/// assert_eq!(network.flow(0, 3), 5);
/// assert_eq!(network.min_cut(0), vec![true, true, true, false]);
/// assert_eq!(network.edge(3).flow, 2);
/// ```
#[derive(Clone, Debug)]
pub struct MaxFlow<T> {
    pub(super) network: Residual<T>,
}

/// No level: the vertex is out of this phase.
const UNREACHED: u32 = u32::MAX;

impl<T: Number> MaxFlow<T> {
    /// A network of `n` vertices and no edges. Cost: O(n).
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// let mut empty = MaxFlow::<i64>::new(2);
    /// assert_eq!(empty.flow(0, 1), 0);
    /// ```
    pub fn new(n: usize) -> Self {
        MaxFlow { network: Residual::new(n) }
    }

    /// Adds the edge `from → to` of capacity `cap` and returns its number: 0 for the first
    /// edge added, then 1, 2, …. Cost: amortised O(1); the next flow groups the edges.
    ///
    /// # Panics
    /// If `from` or `to` is not a vertex, or `cap` is negative.
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// let mut network = MaxFlow::new(2);
    /// assert_eq!(network.add_edge(0, 1, 4u8), 0);
    /// assert_eq!(network.add_edge(0, 1, 1), 1); // parallel edges stay apart
    /// assert_eq!(network.flow(0, 1), 5);
    /// ```
    pub fn add_edge(&mut self, from: usize, to: usize, cap: T) -> usize {
        self.network.add_edge(from, to, cap)
    }

    /// Sends as much more flow as the network takes from `s` to `t` and returns how much.
    /// Cost: O(n²m) by Dinic's method (O(m√n) on unit capacities), without recursion.
    ///
    /// # Panics
    /// If `s` or `t` is not a vertex, or they are one vertex.
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// // Two disjoint routes 0 -> 1 -> 3 and 0 -> 2 -> 3, each of capacity 1.
    /// let mut network = MaxFlow::new(4);
    /// for (from, to) in [(0, 1), (1, 3), (0, 2), (2, 3)] {
    ///     network.add_edge(from, to, 1i32);
    /// }
    /// assert_eq!(network.flow(0, 3), 2);
    /// assert_eq!(network.flow(0, 3), 0); // nothing more fits
    /// ```
    pub fn flow(&mut self, s: usize, t: usize) -> T {
        self.flow_with_capacity(s, t, T::MAX)
    }

    /// As [`MaxFlow::flow`], stopping once `limit` more has been sent.
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// let mut network = MaxFlow::new(2);
    /// network.add_edge(0, 1, 10u64);
    /// assert_eq!(network.flow_with_capacity(0, 1, 4), 4);
    /// assert_eq!(network.flow(0, 1), 6);
    /// ```
    pub fn flow_with_capacity(&mut self, s: usize, t: usize, limit: T) -> T {
        let n = self.network.vertices();
        assert!(s < n && t < n && s != t, "a flow from {} to {} in {} vertices", s, t, n);
        self.network.build();
        let mut level = vec![UNREACHED; n];
        let mut next_arc = vec![0u32; n];
        let mut sent = T::ZERO;
        while sent < limit && self.levels(s, t, &mut level) {
            next_arc.copy_from_slice(&self.network.offsets[..n]);
            sent += self.blocking_flow(s, t, limit - sent, &mut level, &mut next_arc);
        }
        sent
    }

    /// Numbers the vertices by their distance from `s` over arcs with capacity left, until
    /// `t` is numbered (the others stay [`UNREACHED`]); returns whether it is.
    fn levels(&self, s: usize, t: usize, level: &mut [u32]) -> bool {
        let network = &self.network;
        level.fill(UNREACHED);
        level[s] = 0;
        let mut queue = VecDeque::from([s]);
        while let Some(v) = queue.pop_front() {
            for arc in network.offsets[v] as usize..network.offsets[v + 1] as usize {
                let w = network.head[arc] as usize;
                if network.left[arc] > T::ZERO && level[w] == UNREACHED {
                    level[w] = level[v] + 1;
                    if w == t {
                        return true;
                    }
                    queue.push_back(w);
                }
            }
        }
        false
    }

    /// Sends up to `limit` along paths that go one level up each arc, until no such path is
    /// left, walking backward from `t` with a stack of arcs (every numbered vertex is
    /// reached from `s` one level at a time, so a walk toward `s` meets few dead ends); a
    /// vertex found to lead nowhere leaves the phase. Returns how much it sent.
    fn blocking_flow(
        &mut self,
        s: usize,
        t: usize,
        limit: T,
        level: &mut [u32],
        next_arc: &mut [u32],
    ) -> T {
        let mut sent = T::ZERO;
        // Arcs toward `t`, the one into `t` first; `v` is the tail of the last.
        let mut path: Vec<usize> = Vec::new();
        let mut v = t;
        loop {
            if v == s {
                let mut amount = limit - sent;
                for &arc in &path {
                    amount = amount.min(self.network.left[arc]);
                }
                for &arc in &path {
                    self.network.push(arc, amount);
                }
                sent += amount;
                if sent == limit {
                    return sent;
                }
                let full = path.iter().position(|&arc| self.network.left[arc] == T::ZERO);
                path.truncate(full.unwrap_or(0));
                v = path.last().map_or(t, |&arc| self.tail(arc));
                continue;
            }
            match self.admissible_arc(v, level, next_arc) {
                Some(arc) => {
                    path.push(arc);
                    v = self.tail(arc);
                }
                None => {
                    level[v] = UNREACHED;
                    let arc = match path.pop() {
                        Some(arc) => arc,
                        None => return sent,
                    };
                    v = self.network.head[arc] as usize;
                    next_arc[v] += 1;
                }
            }
        }
    }

    /// The vertex `arc` leaves.
    #[inline]
    fn tail(&self, arc: usize) -> usize {
        self.network.head[self.network.partner[arc] as usize] as usize
    }

    /// The first arc into `v` with capacity left from a vertex one level below, as the
    /// partner of an arc out of `v` from `next_arc[v]` on, advancing `next_arc[v]` past
    /// those that are not.
    #[inline]
    fn admissible_arc(&self, v: usize, level: &[u32], next_arc: &mut [u32]) -> Option<usize> {
        let network = &self.network;
        let end = network.offsets[v + 1];
        while next_arc[v] < end {
            let out = next_arc[v] as usize;
            let into = network.partner[out] as usize;
            let w = network.head[out] as usize;
            if network.left[into] > T::ZERO && level[w].wrapping_add(1) == level[v] {
                return Some(into);
            }
            next_arc[v] += 1;
        }
        None
    }

    /// The source side of a minimum cut after a maximum flow from `s`: which vertices `s`
    /// still reaches over edges with capacity left (the cut is the edges from a `true`
    /// vertex to a `false` one, its capacity the flow). Cost: O(n + m).
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// let mut network = MaxFlow::new(3);
    /// network.add_edge(0, 1, 5u32);
    /// let narrow = network.add_edge(1, 2, 1);
    /// network.flow(0, 2);
    /// let side = network.min_cut(0);
    /// assert_eq!(side, vec![true, true, false]);
    /// let edge = network.edge(narrow);
    /// assert!(side[edge.from] && !side[edge.to]); // the cut is the narrow edge
    /// ```
    pub fn min_cut(&mut self, s: usize) -> Vec<bool> {
        self.network.reachable(s)
    }

    /// Edge `i` (numbered by [`MaxFlow::add_edge`]) with the flow it carries. Cost: O(1).
    ///
    /// ```
    /// use searchlab::flow::{FlowEdge, MaxFlow};
    ///
    /// let mut network = MaxFlow::new(2);
    /// network.add_edge(0, 1, 7u16);
    /// network.flow_with_capacity(0, 1, 3);
    /// assert_eq!(network.edge(0), FlowEdge { from: 0, to: 1, cap: 7, flow: 3 });
    /// ```
    pub fn edge(&self, i: usize) -> FlowEdge<T> {
        self.network.edge(i)
    }

    /// Every edge with its flow, in the order added. Cost: O(m).
    ///
    /// ```
    /// use searchlab::flow::MaxFlow;
    ///
    /// let mut network = MaxFlow::new(3);
    /// network.add_edge(0, 1, 2i64);
    /// network.add_edge(1, 2, 1);
    /// network.flow(0, 2);
    /// let flows: Vec<i64> = network.edges().iter().map(|e| e.flow).collect();
    /// assert_eq!(flows, vec![1, 1]);
    /// ```
    pub fn edges(&self) -> Vec<FlowEdge<T>> {
        (0..self.network.edge_count()).map(|i| self.network.edge(i)).collect()
    }
}
