//! searchlab: state-space search building blocks, and the judge programs on them.
//!
//! The library uses `std` alone and compiles on Rust 1.63 and later (the package's
//! `rust-version`), so that a judge program, or a contestant's own, can be bundled into one
//! source file, and a dependent compiles no other crate. The tools (`bundle`, `checker`,
//! `filefind`, `mazegen`, `npuzzle`) are packages of their own beside it; ARCHITECTURE.md
//! draws the map.
//!
//! ## The library, module by module
//!
//! | Module | What it holds | Main entry points |
//! | --- | --- | --- |
//! | [`search`] | searches as functions of closures (IDA* on a problem type too) | [`search::bfs`], [`search::bfs_all`], [`search::bfs_from`], [`search::bfs_all_from`], [`search::bfs_reach`], [`search::bfs_loop`], [`search::bidirectional_bfs`], [`search::bfs_01`], [`search::bfs_01_all`], [`search::dfs_reach`], [`search::dfs`], [`search::bounded_dfs`], [`search::iddfs`], [`search::dijkstra`], [`search::dijkstra_all`], [`search::dijkstra_from`], [`search::dijkstra_all_from`], [`search::dijkstra_partial`], [`search::dijkstra_reach`], [`search::dijkstra_reach_from`], [`search::astar`], [`search::astar_bag`], [`search::fringe`], [`search::idastar`], [`search::idastar_within`], [`search::yen`], [`search::yen_lexicographic`], [`search::yen_paths`], [`search::yen_paths_lexicographic`], [`search::count_paths`], [`search::count_paths_from`], [`search::count_shortest_paths`], [`search::connected_components`], [`search::strongly_connected_components`], [`search::strongly_connected_component`], [`search::topological_sort`], [`search::topological_sort_into_groups`], [`search::separate_components`], [`search::maximal_cliques`], [`search::maximal_cliques_collect`], [`search::brent`], [`search::floyd`], [`search::Indices`], [`search::MaxStates`], [`search::idastar_problem`], [`search::Problem`] |
//! | [`cells`] | grids of cells as contests give them | [`cells::CharGrid`], [`cells::Shape`], [`cells::Shape::distances`], [`cells::Shape::distances_01`], [`cells::Matrix`] |
//! | [`perm`] | Cantor expansion: permutation ⇄ rank | [`perm::rank`], [`perm::unrank`], [`perm::factorial`] |
//! | [`parity`] | the solvability rule of sliding puzzles | [`parity::solvable`], [`parity::inversions`] |
//! | [`tiles`] | sliding-tile puzzles: [`tiles::fixed`] boards for the judges, [`tiles::grid`] boards sized at run time | [`tiles::fixed::Board`], [`tiles::fixed::Solver`], [`tiles::fixed::PathTable`], [`tiles::grid::GridBoard`], [`tiles::grid::zones::solve`] |
//! | [`graph`] | adjacency arrays, Dijkstra, K shortest walks, strongly connected components, 2-SAT | [`graph::Csr`], [`graph::dijkstra`], [`graph::k_shortest_astar`], [`graph::k_shortest_eppstein`], [`graph::KShortest`], [`graph::strongly_connected`], [`graph::smallest_topological_order`], [`graph::TwoSat`] |
//! | [`flow`] | maximum flow and minimum cut, minimum-cost flow, the assignment problem | [`flow::MaxFlow`], [`flow::edmonds_karp`], [`flow::MinCostFlow`], [`flow::kuhn_munkres`], [`flow::kuhn_munkres_min`] |
//! | [`spanning`] | minimum spanning trees and forests | [`spanning::kruskal`], [`spanning::prim`] |
//! | [`chains`] | addition–subtraction chains (power calculus) | [`chains::shortest_chain`], [`chains::shortest_chains`] |
//! | [`queens`] | N-queens: listing, counting, shards | [`queens::for_each_solution`], [`queens::count`], [`queens::count_shard`], [`queens::plan`] |
//! | [`sudoku`] | 9×9 and 16×16 grids, a SIMD and a bitmask solver, an answer check | [`sudoku::Grid::solve`], [`sudoku::solve_into`], [`sudoku::solve`], [`sudoku::is_solution`], [`sudoku::check_cells`] |
//! | [`input`] | reading a program's input, errors that say where | [`input::read_stdin`], [`input::Tokens`], [`input::lines`], [`input::InputError`] |
//! | [`program`] | how every program runs and ends | [`program::run_with_args`], [`program::run`], [`program::Failure`], [`program::ProgressLine`] |
//! | [`cli`] | the judges' command lines | [`cli::parse`], [`cli::Spec`], [`cli::parse_threads`], [`cli::parse_max_memory`] |
//! | [`named`] | option values known by name | [`named::Named`] |
//! | [`dsu`] | a disjoint-set union | [`dsu::Dsu`] |
//! | [`shard`] | one share of work split between processes: shard I of K | [`shard::Shard`] |
//! | [`workers`] | bounded threads | [`workers::map`], [`workers::run`], [`workers::run_parts`] |
//! | [`rng`] | a seeded generator for random inputs | [`rng::XorShift`] |
//! | [`hashing`] | a fast hasher for small keys | [`hashing::FxBuildHasher`], [`hashing::FxHasher`] |

#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks, clippy::missing_safety_doc)]

pub mod cells;
pub mod chains;
pub mod cli;
pub mod dsu;
pub mod flow;
pub mod graph;
pub mod hashing;
pub mod input;
pub mod named;
#[cfg(test)]
mod panics;
pub mod parity;
pub mod perm;
pub mod program;
pub mod queens;
pub mod rng;
pub mod search;
pub mod shard;
pub mod spanning;
pub mod sudoku;
pub mod tiles;
pub mod workers;
