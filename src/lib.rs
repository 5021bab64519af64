//! searchlab: state-space search building blocks, and the judge programs and tools on them.
//!
//! Everything a judge program uses depends on `std` alone, so that it can be bundled into
//! one source file for an online judge.

/// Command-line flags for the judge programs (`--help`, `--name value`), std only.
pub mod cli;
/// Whole-stdin tokens and lines with line numbers, input errors, buffered output.
pub mod io;
/// Inversion parity and the solvability rule of W×H sliding puzzles, for any goal.
pub mod parity;
/// Cantor expansion: permutation ⇄ lexicographic rank (Lehmer code), factorials.
pub mod perm;
/// Generic BFS, bounded DFS, A* and IDA* over a small problem trait, with node counters.
pub mod search;
/// Sliding-tile boards, moves, the Manhattan heuristic, full BFS tables, a solver.
pub mod tiles;
