//! The judges' boards, sized at compile time: [`Board`] (`N` squares in rows of `W`, tiles
//! `1..N` and a blank `0`; [`Eight`] is the 8-puzzle's), the [`Manhattan`] estimate, the
//! [`SlidingPuzzle`] the generic searches run on, full breadth-first [`PathTable`]s, the
//! [`Solver`] of the judges, and [`LexShortestPaths`] between two boards.

mod board;
mod heuristic;
mod lex_paths;
mod sliding_puzzle;
mod solver;
mod table;

pub use board::{Board, BoardError, Eight, Neighbours};
pub use heuristic::Manhattan;
pub use lex_paths::LexShortestPaths;
pub use sliding_puzzle::SlidingPuzzle;
pub use solver::{Algorithm, Solver};
pub use table::{PathTable, ToRoot};
