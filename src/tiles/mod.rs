//! Sliding-tile puzzles in two rooms: [`fixed`], the boards sized at compile time that the
//! 8-puzzle judges use (the Manhattan estimate, full BFS tables, their solver), and
//! [`grid`], the boards sized at run time that `npuzzle` uses (linear conflicts, text
//! formats, zones, and in the tools' part pattern databases and the lab). [`Move`]s are
//! shared.
//!
//! Tiles are numbered `1..N` and the blank is `0`. Moves are named by the direction the
//! blank moves (`u d l r`), as everywhere in searchlab.
//!
//! ```
//! use searchlab::search::idastar_problem;
//! use searchlab::tiles::fixed::{Board, SlidingPuzzle};
//! use searchlab::tiles::LEX_ORDER;
//!
//! // An 8-puzzle one move from the goal: the blank (0) goes down.
//! let start = Board::<3, 9>::new(&[1, 2, 3, 4, 5, 0, 7, 8, 6]).unwrap();
//! let puzzle = SlidingPuzzle::new(Board::solved(), LEX_ORDER);
//! let found = idastar_problem(&puzzle, start);
//! let moves: String = found.path.unwrap().iter().map(|m| m.letter()).collect();
//! assert_eq!(moves, "d");
//! ```

pub mod fixed;
pub mod grid;
mod moves;

pub use moves::{Move, LEX_ORDER};
