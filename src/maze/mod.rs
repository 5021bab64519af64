//! Grid mazes: perfect-maze generators, the solution path, texture statistics, and
//! drawings as text, SVG and PNG.

mod analyse;
mod generate;
mod grid;
mod render;

pub use analyse::{solve, stats, Stats};
pub use generate::{generate, Algorithm};
pub use grid::{Maze, SizeError, MAX_CELLS};
pub use render::{png, svg, text};
