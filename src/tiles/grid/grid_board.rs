//! A board sized at run time: its [`Shape`] and its [`GridBoard`] of tiles, their moves and text.

use crate::cells::Shape;
use crate::tiles::fixed::BoardError;
use crate::tiles::Move;
use std::fmt;

/// The most squares a board may have (its tiles are bytes).
pub const MAX_SQUARES: usize = 256;

/// The shape `width` × `height` as a board's, if it has between 2 and [`MAX_SQUARES`]
/// squares; otherwise what is wrong, to show. Cost: O(1).
///
/// ```
/// use searchlab::cells::Shape;
/// use searchlab::tiles::grid::board_shape;
///
/// assert_eq!(board_shape(4, 4), Ok(Shape::new(4, 4)));
/// assert!(board_shape(1, 1).is_err() && board_shape(17, 16).is_err());
/// ```
pub fn board_shape(width: usize, height: usize) -> Result<Shape, String> {
    let squares = width.saturating_mul(height);
    if width == 0 || height == 0 || !(2..=MAX_SQUARES).contains(&squares) {
        return Err(format!("a board must have 2 to {MAX_SQUARES} squares, not {width}x{height}"));
    }
    Ok(Shape::new(width, height))
}

/// The square board of `count` squares (2×2 to 16×16), if `count` is such a square.
///
/// ```
/// use searchlab::cells::Shape;
/// use searchlab::tiles::grid::square_board;
///
/// assert_eq!(square_board(16), Some(Shape::new(4, 4)));
/// assert_eq!(square_board(15), None);
/// ```
pub fn square_board(count: usize) -> Option<Shape> {
    let side = (2..=16).find(|side| side * side == count)?;
    board_shape(side, side).ok()
}

/// The square the blank reaches from `square` by move `m` on a board of `shape`, or
/// `None` at the edge. Cost: O(1).
///
/// ```
/// use searchlab::cells::Shape;
/// use searchlab::tiles::grid::neighbour;
/// use searchlab::tiles::Move;
///
/// let shape = Shape::new(3, 2);
/// assert_eq!(neighbour(shape, 0, Move::Down), Some(3));
/// assert_eq!(neighbour(shape, 0, Move::Up), None);
/// ```
pub fn neighbour(shape: Shape, square: usize, m: Move) -> Option<usize> {
    let (row, col) = shape.row_col(square);
    match m {
        Move::Up if row > 0 => Some(square - shape.width),
        Move::Down if row + 1 < shape.height => Some(square + shape.width),
        Move::Left if col > 0 => Some(square - 1),
        Move::Right if col + 1 < shape.width => Some(square + 1),
        _ => None,
    }
}

/// A board of a run-time [`Shape`]: cells row-major, tiles `1..n` and the blank `0`.
/// Cloning copies the cells (one allocation).
///
/// Invariant: the cells hold each of `0..n` exactly once.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct GridBoard {
    shape: Shape,
    blank: u16,
    cells: Box<[u8]>,
}

impl GridBoard {
    /// The board of `shape` with these cells, if they hold each of `0..n` exactly once.
    /// Cost: O(n).
    ///
    /// ```
    /// use searchlab::tiles::grid::GridBoard;
    /// use searchlab::cells::Shape;
    ///
    /// let shape = Shape::new(3, 2);
    /// let grid = GridBoard::new(shape, vec![1, 2, 3, 4, 5, 0]).unwrap();
    /// assert!(grid.can_reach(&GridBoard::new(shape, vec![1, 2, 3, 4, 0, 5]).unwrap()));
    /// assert!(GridBoard::new(shape, vec![1, 2, 3]).is_err());
    /// ```
    pub fn new(shape: Shape, cells: Vec<u8>) -> Result<GridBoard, BoardError> {
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
        Ok(GridBoard { shape, blank, cells: cells.into_boxed_slice() })
    }

    /// The usual goal: tiles `1..n` row by row, the blank last.
    pub fn blank_last(shape: Shape) -> GridBoard {
        let n = shape.squares();
        let cells = (1..n).chain([0]).map(|t| t as u8).collect();
        GridBoard::new(shape, cells).expect("a permutation of 0..n")
    }

    /// Korf's goal: the blank first, then tiles `1..n` row by row.
    pub fn blank_first(shape: Shape) -> GridBoard {
        let cells = (0..shape.squares()).map(|t| t as u8).collect();
        GridBoard::new(shape, cells).expect("a permutation of 0..n")
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
        match neighbour(self.shape, self.blank(), m) {
            Some(to) => {
                self.cells.swap(self.blank(), to);
                self.blank = to as u16;
                true
            }
            None => false,
        }
    }

    /// The board after the blank moves by `m`, if legal. Cost: one clone.
    pub fn step(&self, m: Move) -> Option<GridBoard> {
        let mut next = self.clone();
        next.apply(m).then_some(next)
    }

    /// Whether this board can reach `goal`, by the parity rule of [`crate::parity`]; both
    /// must have the same shape. Cost: O(n²).
    pub fn can_reach(&self, goal: &GridBoard) -> bool {
        self.shape == goal.shape
            && crate::parity::solvable(&self.cells, &goal.cells, self.shape.width)
    }
}

impl fmt::Debug for GridBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GridBoard {} {:?}", self.shape, self.cells)
    }
}

impl fmt::Display for GridBoard {
    /// One row a line, tiles right-aligned to the widest number, `0` for the blank.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = (self.cells.len() - 1).to_string().len();
        for (i, &tile) in self.cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i % self.shape.width == 0 { "\n" } else { " " })?;
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
        assert_eq!("4x3".parse::<Shape>().unwrap(), Shape::new(4, 3));
        assert_eq!(square_board(25), Some(Shape::new(5, 5)));
        assert_eq!(square_board(12), None);
        assert!("4by4".parse::<Shape>().is_err());
        assert!(board_shape(1, 1).is_err() && board_shape(17, 16).is_err());
        assert_eq!(board_shape(16, 16), Ok(Shape::new(16, 16)));
    }

    #[test]
    fn grids_check_cells_and_move_the_blank() {
        let shape = Shape::new(3, 2);
        assert_eq!(
            GridBoard::new(shape, vec![1, 2, 3]),
            Err(BoardError::WrongCount { expected: 6, got: 3 })
        );
        assert_eq!(GridBoard::new(shape, vec![1, 2, 3, 4, 5, 6]), Err(BoardError::OutOfRange(6)));
        let goal = GridBoard::blank_last(shape);
        assert_eq!(goal.cells(), &[1, 2, 3, 4, 5, 0]);
        assert_eq!(goal.step(Move::Down), None);
        let up = goal.step(Move::Up).unwrap();
        assert_eq!(up.cells(), &[1, 2, 0, 4, 5, 3]);
        assert_eq!(up.positions()[3], 5);
        assert!(up.can_reach(&goal));
        assert_eq!(goal.to_string(), "1 2 3\n4 5 0");
    }
}
