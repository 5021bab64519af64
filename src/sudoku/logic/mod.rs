//! Solving a 9×9 or 16×16 sudoku the way a person does: candidates in every empty cell, and one
//! step at a time, always the easiest step the board offers ([`Candidates::next_step`]). The
//! steps, easiest first, are the [`Technique`]s: singles, locked candidates, naked and
//! hidden subsets, fish, XY- and XYZ-wings and simple colouring.
//!
//! ```
//! use searchlab::sudoku::logic::{Candidates, Technique};
//! use searchlab::sudoku::Grid;
//!
//! let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
//! let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
//! let mut board = Candidates::new(&Grid { size: 9, cells }).unwrap();
//! let step = board.next_step().unwrap();
//! assert_eq!(step.technique, Technique::NakedSingle);
//! board.apply(&step);
//! while let Some(step) = board.next_step() {
//!     board.apply(&step);
//! }
//! assert!(board.is_solved());
//! ```

mod candidates;
mod colouring;
mod digits;
mod fish;
mod intersections;
mod next_step;
mod places;
mod singles;
mod subsets;
mod technique;
mod units;
mod wings;

pub use candidates::{Candidates, Deduction};
pub(super) use digits::digits_of;
pub use digits::Digits;
pub use technique::Technique;
pub use units::{sees, PEERS, UNITS};

#[cfg(test)]
mod tests;
