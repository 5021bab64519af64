//! Sliding-tile puzzles: boards of a fixed size (the 8-puzzle judges) and of a run-time size
//! (`npuzzle`), moves, the Manhattan and linear-conflict estimates, the 8-puzzle's full BFS
//! tables and its solver, additive pattern databases, and the zone-by-zone heuristic solver.
//!
//! Tiles are numbered `1..N` and the blank is `0`. Moves are named by the direction the
//! blank moves (`u d l r`), as everywhere in searchlab.
//!
//! ```
//! use searchlab::search::{astar, DenseMemo};
//! use searchlab::tiles::{Board, SlidingPuzzle, LEX_ORDER};
//!
//! // An 8-puzzle one move from the goal: the blank (0) goes down.
//! let start = Board::<3, 9>::new(&[1, 2, 3, 4, 5, 0, 7, 8, 6]).unwrap();
//! let puzzle = SlidingPuzzle::new(Board::solved(), LEX_ORDER);
//! let found = astar(&puzzle, start, &mut DenseMemo::new(362_880));
//! let moves: String = found.path.unwrap().iter().map(|m| m.letter()).collect();
//! assert_eq!(moves, "d");
//! ```

mod board;
mod conflict;
mod general;
mod grid;
mod heuristic;
#[cfg(feature = "tools")]
#[clippy::msrv = "1.85"]
pub mod lab;
mod moves;
mod pairs;
#[cfg(feature = "tools")]
#[clippy::msrv = "1.85"]
pub mod pdb;
mod puzzle;
#[cfg(feature = "tools")]
#[clippy::msrv = "1.85"]
pub mod random;
mod solver;
mod table;
pub mod text;
pub mod zones;

pub use board::{Board, BoardError, Eight};
pub use conflict::LinearConflict;
pub use general::{CellsKey, GridPuzzle};
pub use grid::{Grid, Shape};
pub use heuristic::Manhattan;
pub use moves::{Move, LEX_ORDER};
pub use pairs::LexShortestPaths;
pub use puzzle::SlidingPuzzle;
pub use solver::{Algorithm, Solver};
pub use table::{PathTable, ToRoot};
