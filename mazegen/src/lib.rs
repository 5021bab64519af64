//! Grid mazes: perfect-maze generators, the solution path, texture statistics, and
//! drawings as text, SVG and PNG.
//!
//! ```
//! use mazegen::{generate, solve, text, Algorithm, Maze};
//!
//! let mut maze = Maze::new(21, 11).unwrap();
//! generate(&mut maze, Algorithm::Backtracker, 7, &mut |_| {});
//! // A perfect maze: one path from the top-left room to the bottom-right one.
//! let path = solve(&maze).unwrap();
//! assert_eq!(path.first(), Some(&(1, 1)));
//! assert_eq!(path.last(), Some(&(19, 9)));
//! let mut picture = Vec::new();
//! text(&maze, '#', &path, &mut picture).unwrap();
//! assert_eq!(String::from_utf8(picture).unwrap().lines().count(), 11);
//! ```

mod analyse;
mod budget;
mod generate;
mod grid;
mod render;

pub use analyse::{solve, stats, Texture};

pub use budget::{memory_needed, DEFAULT_MAX_MEMORY_MIB};
pub use generate::{generate, Algorithm};
pub use grid::{Maze, SizeError, MAX_CELLS};
pub use render::{png, svg, text};
