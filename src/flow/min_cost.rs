//! Minimum-cost flow by successive shortest paths, Dijkstra on reduced costs.

use super::number::Number;
use super::residual::{FlowEdge, Residual};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::ops::Neg;

/// A flow network whose edges have a capacity and a cost per unit of flow, as
/// ac-library-rs's `MinCostFlowGraph`: [`MinCostFlow::flow`] sends flow the cheapest way,
/// and [`MinCostFlow::slope`] gives the cost of every amount up to the maximum. Costs are
/// non-negative and of a signed type (the backward arcs cost minus their edge's cost).
///
/// ```
/// use searchlab::flow::MinCostFlow;
///
/// // Two routes from 0 to 3: through 1 (capacity 2, cost 1 + 1) and through 2 (3, 5 + 1).
/// let mut network = MinCostFlow::new(4);
/// network.add_edge(0, 1, 2i64, 1);
/// network.add_edge(1, 3, 2, 1);
/// network.add_edge(0, 2, 3, 5);
/// network.add_edge(2, 3, 3, 1);
/// assert_eq!(network.flow(0, 3, 4), (4, 2 * 2 + 2 * 6));
/// ```
#[derive(Clone, Debug)]
pub struct MinCostFlow<T> {
    network: Residual<T>,
    /// Each edge's cost, in the order added.
    costs: Vec<T>,
    /// Each arc's cost: its edge's on the forward arc, minus it on the backward one.
    arc_cost: Vec<T>,
    /// Johnson's potentials: every arc with capacity left has
    /// `cost + potential[tail] - potential[head] >= 0`.
    potential: Vec<T>,
    /// Whether any flow has been sent (edges can no longer be added).
    sent: bool,
}

impl<T: Number + Neg<Output = T>> MinCostFlow<T> {
    /// A network of `n` vertices and no edges. Cost: O(n).
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut empty = MinCostFlow::<i32>::new(2);
    /// assert_eq!(empty.flow(0, 1, 5), (0, 0));
    /// ```
    pub fn new(n: usize) -> Self {
        let network = Residual::new(n);
        MinCostFlow {
            network,
            costs: vec![],
            arc_cost: vec![],
            potential: vec![T::ZERO; n],
            sent: false,
        }
    }

    /// Adds the edge `from → to` of capacity `cap` and cost `cost` per unit, and returns
    /// its number (0, 1, …). Cost: amortised O(1).
    ///
    /// # Panics
    /// If an end is not a vertex, `cap` or `cost` is negative, or flow has already been
    /// sent (the cheapest continuation would need costs below zero).
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut network = MinCostFlow::new(2);
    /// assert_eq!(network.add_edge(0, 1, 1i64, 10), 0);
    /// assert_eq!(network.add_edge(0, 1, 1, 3), 1);
    /// assert_eq!(network.flow(0, 1, 1), (1, 3)); // the cheaper edge first
    /// ```
    pub fn add_edge(&mut self, from: usize, to: usize, cap: T, cost: T) -> usize {
        assert!(!self.sent, "an edge added to a min-cost flow after flow was sent");
        assert!(cost >= T::ZERO, "edge {} -> {} has a negative cost {:?}", from, to, cost);
        self.costs.push(cost);
        self.network.add_edge(from, to, cap)
    }

    /// Sends up to `limit` from `s` to `t` at the least cost; returns the amount sent and
    /// its cost. Cost: O(F·(m + n) log n) for a flow of F augmenting paths.
    ///
    /// # Panics
    /// If `s` or `t` is not a vertex, or they are one vertex.
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut network = MinCostFlow::new(3);
    /// network.add_edge(0, 1, 5i32, 2);
    /// network.add_edge(1, 2, 3, 1);
    /// assert_eq!(network.flow(0, 2, i32::MAX), (3, 9));
    /// ```
    pub fn flow(&mut self, s: usize, t: usize, limit: T) -> (T, T) {
        *self.slope(s, t, limit).last().unwrap_or(&(T::ZERO, T::ZERO))
    }

    /// The cost of the cheapest flow of each amount from 0 to the largest up to `limit`, as
    /// the corners of that convex, piecewise-linear function: `(amount, cost)` pairs from
    /// `(0, 0)`, each slope steeper than the last; sends that largest flow. Cost: as
    /// [`MinCostFlow::flow`].
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut network = MinCostFlow::new(2);
    /// network.add_edge(0, 1, 2i64, 1);
    /// network.add_edge(0, 1, 2, 1); // the same slope: no corner between them
    /// network.add_edge(0, 1, 1, 4);
    /// assert_eq!(network.slope(0, 1, 10), vec![(0, 0), (4, 4), (5, 8)]);
    /// ```
    pub fn slope(&mut self, s: usize, t: usize, limit: T) -> Vec<(T, T)> {
        let n = self.network.vertices();
        assert!(s < n && t < n && s != t, "a flow from {} to {} in {} vertices", s, t, n);
        self.sent = true;
        self.build();
        let mut corners = vec![(T::ZERO, T::ZERO)];
        let (mut amount, mut cost, mut last_rate) = (T::ZERO, T::ZERO, None);
        let mut arc_in = vec![u32::MAX; n];
        while amount < limit && self.cheapest_path(s, t, &mut arc_in) {
            let path = self.network.path_into(t, s, &arc_in);
            let mut more = limit - amount;
            let mut rate = T::ZERO;
            for &arc in &path {
                more = more.min(self.network.left[arc]);
                rate += self.arc_cost[arc];
            }
            for &arc in &path {
                self.network.push(arc, more);
            }
            amount += more;
            cost += more * rate;
            if last_rate == Some(rate) {
                corners.pop();
            }
            corners.push((amount, cost));
            last_rate = Some(rate);
        }
        corners
    }

    /// Dijkstra from `s` on reduced costs until `t` is settled, recording each vertex's arc
    /// in, then lowers the settled vertices' potentials so that every arc with capacity
    /// left keeps a non-negative reduced cost; returns whether `t` was reached.
    fn cheapest_path(&mut self, s: usize, t: usize, arc_in: &mut [u32]) -> bool {
        let n = self.network.vertices();
        let mut distance = vec![T::MAX; n];
        let mut settled: Vec<usize> = Vec::new();
        let mut heap = BinaryHeap::new();
        distance[s] = T::ZERO;
        heap.push(Reverse((T::ZERO, s as u32)));
        while let Some(Reverse((d, v))) = heap.pop() {
            let v = v as usize;
            if d > distance[v] {
                continue;
            }
            settled.push(v);
            if v == t {
                break;
            }
            for arc in self.network.offsets[v] as usize..self.network.offsets[v + 1] as usize {
                let w = self.network.head[arc] as usize;
                if self.network.left[arc] == T::ZERO {
                    continue;
                }
                let reduced = self.arc_cost[arc] + self.potential[v] - self.potential[w];
                if d + reduced < distance[w] {
                    distance[w] = d + reduced;
                    arc_in[w] = arc as u32;
                    heap.push(Reverse((distance[w], w as u32)));
                }
            }
        }
        if distance[t] == T::MAX {
            return false;
        }
        for &v in &settled {
            self.potential[v] += distance[v] - distance[t];
        }
        true
    }

    /// Groups the arcs and places each arc's cost beside it.
    fn build(&mut self) {
        if self.network.build() {
            self.arc_cost = vec![T::ZERO; 2 * self.costs.len()];
            for (i, &cost) in self.costs.iter().enumerate() {
                let forward = self.network.forward[i] as usize;
                self.arc_cost[forward] = cost;
                self.arc_cost[self.network.partner[forward] as usize] = -cost;
            }
        }
    }

    /// Edge `i` (numbered by [`MinCostFlow::add_edge`]) with the flow it carries. Cost: O(1).
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut network = MinCostFlow::new(3);
    /// let direct = network.add_edge(0, 2, 1i64, 9);
    /// let around = network.add_edge(0, 1, 1, 1);
    /// network.add_edge(1, 2, 1, 1);
    /// network.flow(0, 2, 1);
    /// assert_eq!((network.edge(direct).flow, network.edge(around).flow), (0, 1));
    /// ```
    pub fn edge(&self, i: usize) -> FlowEdge<T> {
        self.network.edge(i)
    }

    /// Every edge with its flow, in the order added. Cost: O(m).
    ///
    /// ```
    /// use searchlab::flow::MinCostFlow;
    ///
    /// let mut network = MinCostFlow::new(2);
    /// network.add_edge(0, 1, 3i32, 1);
    /// network.flow(0, 1, 2);
    /// assert_eq!(network.edges()[0].flow, 2);
    /// ```
    pub fn edges(&self) -> Vec<FlowEdge<T>> {
        (0..self.network.edge_count()).map(|i| self.network.edge(i)).collect()
    }
}
