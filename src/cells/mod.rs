//! Grids of cells, the shape of every second contest search: a rectangle numbered row by
//! row ([`Shape`]: its 4- and 8-neighbours, Manhattan distances, breadth-first and 0-1
//! distances as a dense array), a grid of characters read from input words with errors that
//! say where ([`CharGrid`]), and a rectangle of any values to turn and flip ([`Matrix`]).
//!
//! ```
//! use searchlab::cells::CharGrid;
//! use searchlab::input::Tokens;
//! use searchlab::search::bfs;
//!
//! let text = b"S.#\n.##\n..G\n";
//! let grid = CharGrid::read(&mut Tokens::new(text), 3, 3).unwrap();
//! let (start, goal) = (grid.find(b'S').unwrap(), grid.find(b'G').unwrap());
//! let found = bfs(start, |&at| grid.open4(at, b"#"), |&at| at == goal).unwrap();
//! assert_eq!(found.cost, 4); // down, down, right, right
//! assert_eq!(grid.shape().row_col(goal), (2, 2));
//! ```

mod char_grid;
mod matrix;
mod shape;

pub use char_grid::CharGrid;
pub use matrix::Matrix;
pub use shape::Shape;

#[cfg(test)]
mod tests;
