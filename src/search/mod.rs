//! Uninformed and informed search as plain functions of closures: a start, the successors
//! of a state, a goal test (and for the informed ones, an estimate). BFS (to a goal or the
//! whole space, from one start or several), depth-bounded DFS, Dijkstra, A*, IDA* and the
//! searches built on them, each counting the nodes it touches, each with one loop.
//!
//! A state is any `Clone + Eq + Hash` value; records keep each state once, numbered in the
//! order first seen, and found again by [`FxHasher`](crate::hashing::FxHasher) seeded at
//! random for each search (fast on small states, and no input fixed in advance makes them
//! collide; answers never depend on the seed). Where the states are indices below a bound,
//! [`Indices`] places each state's records at its own number instead; where the space may
//! be too large, [`MaxStates`] stops a search at a budget of states.
//!
//! A successors closure returns anything iterable: of states (each move costs 1), of
//! [`Labelled`] states (the label comes back in [`Found::moves`]), or for the weighted
//! searches of `(state, cost)` pairs, the state labelled or not. Costs are any [`Cost`]
//! type (`u32`, `u64`, `i64`, `usize`, …), never negative.
//!
//! The breadth-first searches ask for the successors of the next state in line before
//! recording the moves out of the current one, so that the memory both read is fetched at
//! once: a search that stops at a goal may have called the closure on one state more than
//! it expanded ([`Stats`] counts the expanded ones).
//!
//! What the successors closure returns may not borrow the state it is given: return a
//! `Vec`, an array, or an iterator that owns what it needs (`move` closures over copies).
//! Under edition 2024 a function `fn next(s: &State) -> impl Iterator` always counts as
//! borrowing `s`; write such successors as a closure, or return a named type.
//!
//! IDA* keeps no records, and also takes a problem written as a type
//! ([`idastar_problem`]): a [`Problem`] says how to expand a state, a [`Heuristic`]
//! estimates the moves left, and [`Keyed`] gives the key its transposition table remembers
//! states by ([`idastar_problem_with_table`]); it runs the loop [`idastar`] runs.
//!
//! Two more modules run their own loops, because their inputs make a tighter loop
//! possible. [`crate::graph`]'s vertices are already dense `u32`s in a compact adjacency
//! array, so its Dijkstra keeps a plain distance array and a heap of `(length, vertex)`
//! pairs, and its K shortest walks pop a vertex up to K times, which one record per state
//! forbids. [`crate::chains`] grows one chain in place, a push and a pop per move, where
//! the searches would clone the whole chain for each successor.
//!
//! ```
//! use searchlab::search::{bfs, dijkstra};
//!
//! // From 1, reach 100 by "add 1" or "double": eight moves (1 2 3 6 12 24 25 50 100).
//! let found = bfs(1u32, |&n| [n + 1, n * 2], |&n| n == 100).unwrap();
//! assert_eq!(found.cost, 8);
//! assert!(found.states.windows(2).all(|w| w[1] == w[0] + 1 || w[1] == w[0] * 2));
//!
//! // Now doubling costs 2 and adding 1 costs 1: the cheapest way to 12 costs 6.
//! let found = dijkstra(1u32, |&n| [(n + 1, 1u64), (n * 2, 2)], |&n| n == 12).unwrap();
//! assert_eq!((found.states, found.cost), (vec![1, 2, 3, 6, 12], 6));
//! ```

mod astar;
mod astar_bag;
mod bfs;
mod bfs_01;
mod bidirectional_bfs;
mod by_index;
mod cliques;
mod components;
mod cost;
mod counting;
mod cycles;
mod dfs;
mod dijkstra;
mod edges;
mod engine;
mod found;
mod fringe;
mod idastar;
mod iddfs;
mod indices;
mod max_states;
mod open;
mod problem;
mod radix;
mod reach;
mod roots;
mod separate;
mod smallest_tail;
mod spur;
mod stats;
mod topological_groups;
mod tree;
mod yen;

pub use astar::astar;
pub use astar_bag::{astar_bag, CheapestPaths};
pub use bfs::{bfs, bfs_all, bfs_all_from, bfs_from};
pub use bfs_01::{bfs_01, bfs_01_all};
pub use bidirectional_bfs::bidirectional_bfs;
pub use cliques::{maximal_cliques, maximal_cliques_collect};
pub use components::{
    connected_components, strongly_connected_component, strongly_connected_components,
    topological_sort,
};
pub use cost::Cost;
pub use counting::{count_paths, count_paths_from, count_shortest_paths};
pub use cycles::{bfs_loop, brent, floyd};
pub use dfs::{bounded_dfs, dfs};
pub use dijkstra::{dijkstra, dijkstra_all, dijkstra_all_from, dijkstra_from, dijkstra_partial};
pub use found::{Found, Labelled, Reached, Successor};
pub use fringe::fringe;
pub use idastar::{
    idastar, idastar_problem, idastar_problem_with_hashed_table, idastar_problem_with_table,
    idastar_within,
};
pub use iddfs::iddfs;
pub use indices::Indices;
pub use max_states::{MaxStates, NotFound};
pub use problem::{Heuristic, Keyed, Problem};
pub use reach::{
    bfs_reach, dfs_reach, dijkstra_reach, dijkstra_reach_from, BfsReach, DfsReach, DijkstraReach,
};
pub use separate::separate_components;
pub use stats::{Outcome, Stats};
pub use topological_groups::topological_sort_into_groups;
pub use yen::{yen, yen_lexicographic, yen_paths, yen_paths_lexicographic};

#[cfg(test)]
mod reference_tests;
#[cfg(test)]
mod round3_tests;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
