//! Answer checkers: whether a program's output is right for an input, given one right
//! answer. Most programs have one right output, compared line by line (trailing spaces and a
//! final newline forgiven); those with several (hdu1043 and npuzzle: any shortest move
//! string; sudoku: any solution; alpc_d, alpc_e and alpc_h: any tiling, marking or placing
//! of the best value) have a checker built on an independent model of the puzzle, written
//! without the solvers ([`eight`], [`sliding`], [`sudoku`], [`alpc`]).
//!
//! ```
//! use checker::compare_exact;
//!
//! // Trailing spaces and a missing final newline are forgiven; anything else is named.
//! assert!(compare_exact("14\n-1\n", "14  \n-1").is_ok());
//! assert!(compare_exact("14\n", "15\n").unwrap_err().contains("line 1"));
//! ```

pub mod alpc;
pub mod cases;
mod compare;
pub mod eight;
mod programs;
pub mod sliding;
pub mod sudoku;

pub use compare::compare_exact;
pub use programs::{for_program, special, Checker, PROGRAMS, SOLVES_ITSELF};
