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
//! | [`search`] | searches as functions of closures, or over a small problem trait | [`search::closures::bfs`], [`search::closures::bfs_all`], [`search::closures::bfs_from`], [`search::closures::bfs_all_from`], [`search::closures::bfs_reach`], [`search::closures::bfs_loop`], [`search::closures::bidirectional_bfs`], [`search::closures::bfs_01`], [`search::closures::bfs_01_all`], [`search::closures::dfs_reach`], [`search::closures::bounded_dfs`], [`search::closures::iddfs`], [`search::closures::dijkstra`], [`search::closures::dijkstra_all`], [`search::closures::dijkstra_from`], [`search::closures::dijkstra_all_from`], [`search::closures::dijkstra_partial`], [`search::closures::dijkstra_reach`], [`search::closures::astar`], [`search::closures::astar_bag`], [`search::closures::fringe`], [`search::closures::idastar`], [`search::closures::idastar_within`], [`search::closures::yen`], [`search::closures::count_paths`], [`search::closures::count_shortest_paths`], [`search::closures::connected_components`], [`search::closures::strongly_connected_components`], [`search::closures::topological_sort`], [`search::closures::brent`], [`search::closures::floyd`], [`search::closures::Indices`], [`search::bfs`], [`search::astar`], [`search::idastar`], [`search::dijkstra`], [`search::Problem`], [`search::DenseMemo`] |
//! | [`cells`] | grids of cells as contests give them | [`cells::CharGrid`], [`cells::Shape`], [`cells::Shape::distances`] |
//! | [`perm`] | Cantor expansion: permutation ⇄ rank | [`perm::rank`], [`perm::unrank`], [`perm::factorial`] |
//! | [`parity`] | the solvability rule of sliding puzzles | [`parity::solvable`], [`parity::inversions`] |
//! | [`tiles`] | sliding-tile puzzles: [`tiles::fixed`] boards for the judges, [`tiles::grid`] boards sized at run time | [`tiles::fixed::Board`], [`tiles::fixed::Solver`], [`tiles::fixed::PathTable`], [`tiles::grid::Grid`], [`tiles::grid::zones::solve`] |
//! | [`graph`] | adjacency arrays, Dijkstra, K shortest walks | [`graph::Csr`], [`graph::dijkstra`], [`graph::k_shortest_astar`], [`graph::k_shortest_eppstein`], [`graph::KShortest`] |
//! | [`chains`] | addition–subtraction chains (power calculus) | [`chains::shortest_chain`], [`chains::shortest_chains`] |
//! | [`queens`] | N-queens: listing, counting, shards | [`queens::for_each_solution`], [`queens::count`], [`queens::count_shard`], [`queens::plan`] |
//! | [`sudoku`] | 9×9 and 16×16 grids, a SIMD and a bitmask solver, an answer check | [`sudoku::Grid::solve`], [`sudoku::solve_into`], [`sudoku::solve`], [`sudoku::is_solution`], [`sudoku::check_cells`] |
//! | [`input`] | reading a program's input, errors that say where | [`input::read_stdin`], [`input::Tokens`], [`input::lines`], [`input::InputError`] |
//! | [`program`] | how every program runs and ends | [`program::run_with_args`], [`program::run`], [`program::Failure`] |
//! | [`cli`] | the judges' command lines | [`cli::parse`], [`cli::Spec`], [`cli::parse_threads`], [`cli::parse_max_memory`] |
//! | [`named`] | option values known by name | [`named::Named`] |
//! | [`workers`] | bounded threads | [`workers::map`], [`workers::run`], [`workers::run_parts`] |
//! | [`rng`] | a seeded generator for random inputs | [`rng::XorShift`] |
//! | [`hashing`] | a fast hasher for small keys | [`hashing::FxBuildHasher`], [`hashing::FxHasher`] |

#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks, clippy::missing_safety_doc)]

/// Grids of cells: shapes numbered row by row, neighbours, dense distances, character maps.
pub mod cells;
/// Addition–subtraction chains (power calculus) by IDA*.
pub mod chains;
/// Command-line flags for the judge programs (`--help`, `--name value`, `--threads`), std only.
pub mod cli;
/// Compact adjacency (CSR), Dijkstra, K shortest walks by reverse-Dijkstra A* and Eppstein.
pub mod graph;
/// FxHash, a fast std-only hasher for search records and a contestant's own hash maps.
pub mod hashing;
/// Reading input: whole-stdin tokens and lines with line numbers, input errors.
pub mod input;
/// Option values known by name, whose "expected …" list comes from the values.
pub mod named;
/// Inversion parity and the solvability rule of W×H sliding puzzles, for any goal.
pub mod parity;
/// Cantor expansion: permutation ⇄ lexicographic rank (Lehmer code), factorials.
pub mod perm;
/// How every program runs and ends: one error type, exit statuses, buffered stdout.
pub mod program;
/// N-queens: lexicographic enumeration and bitboard counting with symmetry on all cores.
pub mod queens;
/// A seeded xorshift generator for reproducible random inputs, std only.
pub mod rng;
/// BFS, bounded DFS, Dijkstra, A* and IDA*, as closure functions or over a problem trait.
pub mod search;
/// Sudoku 9×9 and 16×16: grids, the SIMD triad solver (9×9), the bitmask solver, counting.
pub mod sudoku;
/// Sliding-tile puzzles: fixed-size boards for the judges, run-time grids for `npuzzle`.
pub mod tiles;
/// Running a job on a bounded number of threads, falling back to fewer when refused.
pub mod workers;
