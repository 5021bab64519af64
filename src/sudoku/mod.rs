//! Sudoku of size 9×9 and 16×16: grids, two solvers, solution counting, an independent
//! answer check, a person's solve step by step (`logic`), rating (`rating`) and
//! generation (`generate`). The text formats of the judges and the drawings are the
//! `sudoku` program's (`src/bin/sudoku/`).
//!
//! [`Grid::solve`] runs the SIMD triad solver on 9×9 grids (`simd`: sixteen lanes at a
//! time, with AVX-512 or AVX2) where the CPU has AVX2, and the bitmask solver with singles
//! propagation ([`solve`], any box size) on 16×16 grids and other CPUs.
//!
//! ```
//! use searchlab::sudoku::{Count, Grid};
//!
//! let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
//! let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
//! let puzzle = Grid { size: 9, cells };
//! let solution = puzzle.solve(1).solution.unwrap();
//! assert_eq!(&solution[..9], [5, 2, 7, 3, 8, 9, 4, 1, 6]);
//! assert_eq!(puzzle.count(), Count::Unique);
//! ```

mod bitmask;
mod check;
pub mod generate;
mod grid;
pub mod logic;
pub mod rating;
#[cfg(target_arch = "x86_64")]
mod simd;

pub use bitmask::{solve, Solved};
pub use check::is_solution;
pub use grid::{check_cells, solve_all, solve_into, solver_name, symbol, Count, Grid};
