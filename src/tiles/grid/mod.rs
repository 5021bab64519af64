//! Boards sized at run time: a [`Shape`] (width × height) and a [`Grid`] of tiles on it, the
//! [`LinearConflict`] estimate, the [`GridPuzzle`] the generic searches run on, and the
//! zone-by-zone solver ([`zones`]). `npuzzle` builds its pattern databases on them.

mod conflict;
mod grid_board;
mod grid_puzzle;
pub mod zones;

pub use conflict::LinearConflict;
pub use grid_board::{Grid, Shape};
pub use grid_puzzle::{CellsKey, GridPuzzle};
