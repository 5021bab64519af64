//! Flows in networks given as numbered vertices and edges: the maximum flow (Dinic's method
//! in [`MaxFlow`], Edmonds–Karp in [`edmonds_karp`]) with its minimum cut and the flow on
//! each edge, the minimum-cost flow with its cost for every amount ([`MinCostFlow`]), and
//! its best-known case, the assignment of rows to columns ([`kuhn_munkres`]). Capacities,
//! costs and weights are any integer type ([`Number`]).
//!
//! ```
//! use searchlab::flow::MaxFlow;
//!
//! // Bipartite matching as a flow: workers 1, 2 and jobs 3, 4 between a source 0 and a
//! // sink 5; worker 1 can do either job, worker 2 only job 3.
//! let mut network = MaxFlow::new(6);
//! for (from, to) in [(0, 1), (0, 2), (1, 3), (1, 4), (2, 3), (3, 5), (4, 5)] {
//!     network.add_edge(from, to, 1u32);
//! }
//! assert_eq!(network.flow(0, 5), 2);
//! let matched: Vec<(usize, usize)> = network
//!     .edges()
//!     .iter()
//!     .filter(|e| e.flow == 1 && e.from != 0 && e.to != 5)
//!     .map(|e| (e.from, e.to))
//!     .collect();
//! assert_eq!(matched, vec![(1, 4), (2, 3)]);
//! ```

mod assignment;
mod edmonds_karp;
mod max_flow;
mod min_cost;
mod number;
mod residual;

pub use assignment::{kuhn_munkres, kuhn_munkres_min};
pub use edmonds_karp::edmonds_karp;
pub use max_flow::MaxFlow;
pub use min_cost::MinCostFlow;
pub use number::Number;
pub use residual::FlowEdge;

#[cfg(test)]
mod tests;
