//! Grid mazes: perfect-maze generators, the solution path, texture statistics, and
//! drawings as text, SVG and PNG.

mod analyse;
mod budget;
mod generate;
mod grid;
mod render;

pub use analyse::{solve, stats, Stats};
pub use budget::{memory_needed, DEFAULT_MAX_MEMORY_MIB};
pub use generate::{generate, Algorithm};
pub use grid::{Maze, SizeError, MAX_CELLS};
pub use render::{png, svg, text};
