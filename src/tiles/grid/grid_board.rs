//! A board sized at run time: its [`Shape`] and its [`Grid`] of tiles, their moves and text.

use crate::tiles::fixed::BoardError;
use crate::tiles::Move;
use std::fmt;

/// The width and height of a board, at least 1 × 2 and at most 256 squares (tiles are bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    width: u16,
    height: u16,
}

impl Shape {
    /// The most squares a board may have.
    pub const MAX_SQUARES: usize = 256;

    /// The shape `width` × `height`, if it has between 2 and [`Shape::MAX_SQUARES`] squares.
    pub fn new(width: usize, height: usize) -> Result<Shape, String> {
        let squares = width.saturating_mul(height);
        if width == 0 || height == 0 || !(2..=Self::MAX_SQUARES).contains(&squares) {
            return Err(format!(
                "a board must have 2 to {} squares, not {width}x{height}",
                Self::MAX_SQUARES
            ));
        }
        Ok(Shape { width: width as u16, height: height as u16 })
    }

    /// The square shape holding `count` squares, if `count` is a square number of at least 4.
    pub fn square_of(count: usize) -> Option<Shape> {
        let side = (2..=16).find(|side| side * side == count)?;
        Shape::new(side, side).ok()
    }

    /// Squares in a row.
    pub fn width(self) -> usize {
        usize::from(self.width)
    }

    /// Rows.
    pub fn height(self) -> usize {
        usize::from(self.height)
    }

    /// Squares on the board.
    pub fn squares(self) -> usize {
        self.width() * self.height()
    }

    /// The row and column of `square`.
    pub fn row_col(self, square: usize) -> (usize, usize) {
        (square / self.width(), square % self.width())
    }

    /// The square the blank reaches from `square` by `m`, if it stays on the board.
    pub fn neighbour(self, square: usize, m: Move) -> Option<usize> {
        let (row, col) = self.row_col(square);
        match m {
            Move::Up if row > 0 => Some(square - self.width()),
            Move::Down if row + 1 < self.height() => Some(square + self.width()),
            Move::Left if col > 0 => Some(square - 1),
            Move::Right if col + 1 < self.width() => Some(square + 1),
            _ => None,
        }
    }

    /// Rows apart plus columns apart.
    pub fn distance(self, a: usize, b: usize) -> usize {
        let ((ra, ca), (rb, cb)) = (self.row_col(a), self.row_col(b));
        ra.abs_diff(rb) + ca.abs_diff(cb)
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl std::str::FromStr for Shape {
    type Err = String;

    /// Parses `WxH`, such as `4x4` or `5x3`.
    fn from_str(text: &str) -> Result<Shape, String> {
        let bad = || format!("expected a size like 4x4, not '{text}'");
        let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        Shape::new(w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?)
    }
}

/// A board of a run-time [`Shape`]: cells row-major, tiles `1..n` and the blank `0`.
/// Cloning copies the cells (one allocation).
///
/// Invariant: the cells hold each of `0..n` exactly once.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: Shape,
    blank: u16,
    cells: Box<[u8]>,
}

impl Grid {
    /// The board of `shape` with these cells, if they hold each of `0..n` exactly once.
    /// Cost: O(n).
    ///
    /// ```
    /// use searchlab::tiles::grid::{Grid, Shape};
    ///
    /// let shape = Shape::new(3, 2).unwrap();
    /// let grid = Grid::new(shape, vec![1, 2, 3, 4, 5, 0]).unwrap();
    /// assert!(grid.can_reach(&Grid::new(shape, vec![1, 2, 3, 4, 0, 5]).unwrap()));
    /// assert!(Grid::new(shape, vec![1, 2, 3]).is_err());
    /// ```
    pub fn new(shape: Shape, cells: Vec<u8>) -> Result<Grid, BoardError> {
        let n = shape.squares();
        if cells.len() != n {
            return Err(BoardError::WrongCount { expected: n, got: cells.len() });
        }
        let mut seen = vec![false; n];
        for &tile in &cells {
            let slot = seen.get_mut(usize::from(tile)).ok_or(BoardError::OutOfRange(tile))?;
            if *slot {
                return Err(BoardError::Repeated(tile));
            }
            *slot = true;
        }
        let blank = cells.iter().position(|&t| t == 0).unwrap_or(0) as u16;
        Ok(Grid { shape, blank, cells: cells.into_boxed_slice() })
    }

    /// The usual goal: tiles `1..n` row by row, the blank last.
    pub fn blank_last(shape: Shape) -> Grid {
        let n = shape.squares();
        let cells = (1..n).chain([0]).map(|t| t as u8).collect();
        Grid::new(shape, cells).expect("a permutation of 0..n")
    }

    /// Korf's goal: the blank first, then tiles `1..n` row by row.
    pub fn blank_first(shape: Shape) -> Grid {
        let cells = (0..shape.squares()).map(|t| t as u8).collect();
        Grid::new(shape, cells).expect("a permutation of 0..n")
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cells, row-major, `0` for the blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The square of the blank.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The square of every tile, indexed by tile (the blank's at index 0). Cost: O(n).
    pub fn positions(&self) -> Vec<u8> {
        let mut at = vec![0u8; self.cells.len()];
        for (square, &tile) in self.cells.iter().enumerate() {
            at[usize::from(tile)] = square as u8;
        }
        at
    }

    /// Moves the blank by `m`; returns whether the move was legal (if not, nothing changes).
    pub fn apply(&mut self, m: Move) -> bool {
        match self.shape.neighbour(self.blank(), m) {
            Some(to) => {
                self.cells.swap(self.blank(), to);
                self.blank = to as u16;
                true
            }
            None => false,
        }
    }

    /// The board after the blank moves by `m`, if legal. Cost: one clone.
    pub fn step(&self, m: Move) -> Option<Grid> {
        let mut next = self.clone();
        next.apply(m).then_some(next)
    }

    /// Whether this board can reach `goal`, by the parity rule of [`crate::parity`]; both
    /// must have the same shape. Cost: O(n²).
    pub fn can_reach(&self, goal: &Grid) -> bool {
        self.shape == goal.shape
            && crate::parity::solvable(&self.cells, &goal.cells, self.shape.width())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid {} {:?}", self.shape, self.cells)
    }
}

impl fmt::Display for Grid {
    /// One row a line, tiles right-aligned to the widest number, `0` for the blank.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (self.cells.len() - 1).to_string().len();
        for (i, &tile) in self.cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i % self.shape.width() == 0 { "\n" } else { " " })?;
            }
            write!(f, "{tile:>width$}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_parse_and_check_their_size() {
        assert_eq!("4x3".parse::<Shape>().unwrap(), Shape::new(4, 3).unwrap());
        assert_eq!(Shape::square_of(25), Shape::new(5, 5).ok());
        assert_eq!(Shape::square_of(12), None);
        assert!("4by4".parse::<Shape>().is_err());
        assert!("1x1".parse::<Shape>().is_err());
        assert!("17x16".parse::<Shape>().is_err());
    }

    #[test]
    fn grids_check_cells_and_move_the_blank() {
        let shape = Shape::new(3, 2).unwrap();
        assert_eq!(
            Grid::new(shape, vec![1, 2, 3]),
            Err(BoardError::WrongCount { expected: 6, got: 3 })
        );
        assert_eq!(Grid::new(shape, vec![1, 2, 3, 4, 5, 6]), Err(BoardError::OutOfRange(6)));
        let goal = Grid::blank_last(shape);
        assert_eq!(goal.cells(), &[1, 2, 3, 4, 5, 0]);
        assert_eq!(goal.step(Move::Down), None);
        let up = goal.step(Move::Up).unwrap();
        assert_eq!(up.cells(), &[1, 2, 0, 4, 5, 3]);
        assert_eq!(up.positions()[3], 5);
        assert!(up.can_reach(&goal));
        assert_eq!(goal.to_string(), "1 2 3\n4 5 0");
    }
}
