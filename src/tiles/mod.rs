//! Sliding-tile puzzles of any width: boards and moves, the Manhattan heuristic, the
//! 8-puzzle's full BFS tables and a solver offering table lookup, A* and IDA*.
//!
//! Tiles are numbered `1..N` and the blank is `0`. Moves are named by the direction the
//! blank moves (`u d l r`), as everywhere in searchlab.

mod board;
mod heuristic;
mod moves;
mod pairs;
mod puzzle;
mod solver;
mod table;

pub use board::{Board, BoardError, Eight};
pub use heuristic::Manhattan;
pub use moves::{Move, LEX_ORDER};
pub use pairs::LexShortestPaths;
pub use puzzle::SlidingPuzzle;
pub use solver::{Algorithm, Solver};
pub use table::PathTable;
