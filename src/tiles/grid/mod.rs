//! Boards sized at run time: a [`GridBoard`] of tiles on a [`crate::cells::Shape`] ([`board_shape`] checks it can be a board), the
//! [`LinearConflict`] estimate, the [`GridPuzzle`] the generic searches run on, and the
//! zone-by-zone solver ([`zones`]), and the text boards are read from and written as
//! ([`text`]). `npuzzle` builds its pattern databases on them.

mod conflict;
mod grid_board;
mod grid_puzzle;
pub mod text;
pub mod zones;

pub use conflict::LinearConflict;
pub use grid_board::{board_shape, neighbour, square_board, GridBoard, MAX_SQUARES};
pub use grid_puzzle::{CellsKey, GridPuzzle};
