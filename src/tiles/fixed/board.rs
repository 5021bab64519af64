//! A board sized at compile time: its cells, its moves, its rank and its text.

use crate::input::{InputError, Tokens};
use crate::tiles::Move;
use std::fmt;

/// A board of `N` squares in rows of `W` (so `N / W` rows), stored row-major with the
/// blank's square cached. Copying a board copies `N + 1` bytes.
///
/// Invariant: the cells hold each of `0..N` exactly once.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board<const W: usize, const N: usize> {
    cells: [u8; N],
    blank: u8,
}

/// The 8-puzzle's 3×3 board.
pub type Eight = Board<3, 9>;

/// Why a list of cells is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The number of cells is not the board's size.
    WrongCount {
        /// Squares on the board.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// A cell holds a number that is not a tile of this board.
    OutOfRange(u8),
    /// A tile (or the blank, `0`) appears more than once.
    Repeated(u8),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::WrongCount { expected, got } => {
                write!(f, "expected {expected} tiles, got {got}")
            }
            BoardError::OutOfRange(tile) => write!(f, "tile {tile} does not fit on the board"),
            BoardError::Repeated(0) => write!(f, "the blank appears twice"),
            BoardError::Repeated(tile) => write!(f, "tile {tile} appears twice"),
        }
    }
}

impl<const W: usize, const N: usize> Board<W, N> {
    /// Rows on the board.
    pub const HEIGHT: usize = {
        assert!(W > 0 && N % W == 0 && N <= 255, "a board is W wide, N / W high");
        N / W
    };

    /// The board whose cells are `cells` (row-major, `0` for the blank), if they hold each
    /// of `0..N` exactly once. Cost: O(N).
    ///
    /// ```
    /// use searchlab::tiles::fixed::{BoardError, Eight};
    ///
    /// assert!(Eight::new(&[1, 2, 3, 4, 5, 6, 7, 8, 0]).is_ok());
    /// assert_eq!(Eight::new(&[1, 1, 3, 4, 5, 6, 7, 8, 0]), Err(BoardError::Repeated(1)));
    /// ```
    pub fn new(cells: &[u8]) -> Result<Self, BoardError> {
        if cells.len() != N {
            return Err(BoardError::WrongCount { expected: N, got: cells.len() });
        }
        let mut seen = [false; N];
        for &tile in cells {
            let slot = seen.get_mut(tile as usize).ok_or(BoardError::OutOfRange(tile))?;
            if *slot {
                return Err(BoardError::Repeated(tile));
            }
            *slot = true;
        }
        let mut board = Board { cells: [0; N], blank: 0 };
        board.cells.copy_from_slice(cells);
        board.blank = cells.iter().position(|&t| t == 0).unwrap_or(0) as u8;
        Ok(board)
    }

    /// The standard goal: tiles `1..N` in order, the blank last.
    pub fn solved() -> Self {
        let mut cells = [0u8; N];
        for (i, cell) in cells.iter_mut().enumerate().take(N - 1) {
            *cell = i as u8 + 1;
        }
        Board { cells, blank: (N - 1) as u8 }
    }

    /// The cells, row-major, `0` for the blank.
    pub fn cells(&self) -> &[u8; N] {
        &self.cells
    }

    /// The square (row-major index) of the blank.
    pub fn blank(&self) -> usize {
        self.blank as usize
    }

    /// The square the blank reaches from `square` by `m`, if it stays on the board.
    pub fn neighbour(square: usize, m: Move) -> Option<usize> {
        let (row, col) = (square / W, square % W);
        match m {
            Move::Up if row > 0 => Some(square - W),
            Move::Down if row + 1 < Self::HEIGHT => Some(square + W),
            Move::Left if col > 0 => Some(square - 1),
            Move::Right if col + 1 < W => Some(square + 1),
            _ => None,
        }
    }

    /// The board after the blank moves by `m`, if that move is legal. Cost: O(1).
    ///
    /// ```
    /// use searchlab::tiles::fixed::Eight;
    /// use searchlab::tiles::Move;
    ///
    /// let solved = Eight::solved(); // the blank bottom right
    /// assert_eq!(solved.step(Move::Left).unwrap().blank(), 7);
    /// assert!(solved.step(Move::Right).is_none());
    /// ```
    pub fn step(&self, m: Move) -> Option<Self> {
        let to = Self::neighbour(self.blank(), m)?;
        let mut next = *self;
        next.cells.swap(self.blank(), to);
        next.blank = to as u8;
        Some(next)
    }

    /// The boards one move of the blank away, each with its move, in the order `d l r u`
    /// ([`crate::tiles::LEX_ORDER`]): the successors a search over boards asks for.
    /// Cost: O(1) a board.
    ///
    /// ```
    /// use searchlab::tiles::fixed::Eight;
    /// use searchlab::tiles::Move;
    ///
    /// let moves: Vec<Move> = Eight::solved().neighbours().map(|(m, _)| m).collect();
    /// assert_eq!(moves, vec![Move::Left, Move::Up]); // the blank is in a corner
    /// ```
    pub fn neighbours(&self) -> Neighbours<W, N> {
        Neighbours { board: *self, moves: crate::tiles::LEX_ORDER.iter() }
    }

    /// Reads a board: `N` numbers from `tokens`, row by row, each of `0..N` once (`0` the
    /// blank). The error names the line and what is wrong. Cost: O(N).
    ///
    /// ```
    /// use searchlab::input::Tokens;
    /// use searchlab::tiles::fixed::Eight;
    ///
    /// let mut tokens = Tokens::new(b"1 2 3\n4 5 6\n7 8 0\n1 1 2 3 4 5 6 7 8");
    /// assert_eq!(Eight::read(&mut tokens), Ok(Eight::solved()));
    /// let error = Eight::read(&mut tokens).unwrap_err();
    /// assert_eq!(error.to_string(), "line 4: not a board: tile 1 appears twice");
    /// ```
    pub fn read(tokens: &mut Tokens) -> Result<Self, InputError> {
        let mut cells = [0u8; N];
        for cell in cells.iter_mut() {
            *cell = tokens.number::<u8>("a tile")?;
        }
        let line = tokens.line();
        Self::new(&cells).map_err(|e| InputError::on_line(line, format!("not a board: {e}")))
    }

    /// The board after every move of `moves`, or `None` at the first illegal one.
    ///
    /// ```
    /// use searchlab::tiles::fixed::Eight;
    /// use searchlab::tiles::Move;
    ///
    /// let there = Eight::solved().play([Move::Up, Move::Left, Move::Down, Move::Right]).unwrap();
    /// assert_eq!(there.cells(), &[1, 2, 3, 4, 8, 5, 7, 6, 0]);
    /// ```
    pub fn play(&self, moves: impl IntoIterator<Item = Move>) -> Option<Self> {
        moves.into_iter().try_fold(*self, |board, m| board.step(m))
    }

    /// The lexicographic rank of the cells as a permutation, in `0..N!` (see
    /// [`crate::perm`]). Cost: O(N). Needs `N <= 20`.
    pub fn rank(&self) -> u64 {
        crate::perm::rank(&self.cells)
    }

    /// The board of rank `rank`, the inverse of [`Board::rank`]. Cost: O(N²) bit operations.
    pub fn from_rank(rank: u64) -> Self {
        let mut cells = [0u8; N];
        crate::perm::unrank(rank, &mut cells);
        let blank = cells.iter().position(|&t| t == 0).unwrap_or(0) as u8;
        Board { cells, blank }
    }

    /// Whether this board can reach `goal`, by the parity rule of [`crate::parity`]. Cost: O(N²).
    ///
    /// ```
    /// use searchlab::tiles::fixed::Eight;
    ///
    /// let swapped = Eight::new(&[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    /// assert!(!swapped.can_reach(&Eight::solved()));
    /// ```
    pub fn can_reach(&self, goal: &Self) -> bool {
        crate::parity::solvable(&self.cells, &goal.cells, W)
    }

    /// The board with every tile `t` renamed `names[t]`; `names` must be a permutation of
    /// `0..N` with `names[0] == 0`. Cost: O(N).
    pub fn relabel(&self, names: &[u8; N]) -> Self {
        let mut next = *self;
        for cell in next.cells.iter_mut() {
            *cell = names[*cell as usize];
        }
        next
    }
}

/// The boards one move away from a board, with the moves ([`Board::neighbours`]). It owns a
/// copy of the board, so a successors closure may return it whatever the edition.
#[derive(Clone, Debug)]
pub struct Neighbours<const W: usize, const N: usize> {
    board: Board<W, N>,
    moves: std::slice::Iter<'static, Move>,
}

impl<const W: usize, const N: usize> Iterator for Neighbours<W, N> {
    type Item = (Move, Board<W, N>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let board = self.board;
        self.moves.find_map(|&m| Some((m, board.step(m)?)))
    }
}

impl<const W: usize, const N: usize> fmt::Debug for Board<W, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board{:?}", self.cells)
    }
}

impl<const W: usize, const N: usize> fmt::Display for Board<W, N> {
    /// One row a line, tiles separated by spaces, `x` for the blank.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &tile) in self.cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i % W == 0 { "\n" } else { " " })?;
            }
            if tile == 0 {
                f.write_str("x")?;
            } else {
                write!(f, "{tile}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_checks_the_cells() {
        assert!(Eight::new(&[1, 2, 3, 4, 5, 6, 7, 8, 0]).is_ok());
        assert_eq!(Eight::new(&[1, 2, 3]), Err(BoardError::WrongCount { expected: 9, got: 3 }));
        assert_eq!(Eight::new(&[1, 2, 3, 4, 5, 6, 7, 9, 0]), Err(BoardError::OutOfRange(9)));
        assert_eq!(Eight::new(&[1, 2, 3, 4, 5, 5, 7, 8, 0]), Err(BoardError::Repeated(5)));
        assert_eq!(Eight::new(&[1, 2, 3, 4, 5, 6, 7, 8, 0]).unwrap(), Eight::solved());
    }

    #[test]
    fn moves_follow_the_blank() {
        let solved = Eight::solved();
        assert_eq!(solved.step(Move::Down), None);
        assert_eq!(solved.step(Move::Right), None);
        let up = solved.step(Move::Up).unwrap();
        assert_eq!(up.cells(), &[1, 2, 3, 4, 5, 0, 7, 8, 6]);
        assert_eq!(up.blank(), 5);
        let left = solved.step(Move::Left).unwrap();
        assert_eq!(left.cells(), &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
        assert_eq!(up.step(Move::Down), Some(solved));
        assert_eq!(solved.play([Move::Up, Move::Up, Move::Up]), None);
    }

    #[test]
    fn rank_round_trips() {
        let board = Eight::new(&[2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
        assert_eq!(Eight::from_rank(board.rank()), board);
        assert_eq!(Eight::from_rank(board.rank()).blank(), 5);
    }

    #[test]
    fn wide_boards_move_correctly() {
        let board = Board::<4, 8>::solved();
        assert_eq!(Board::<4, 8>::HEIGHT, 2);
        let up = board.step(Move::Up).unwrap();
        assert_eq!(up.cells(), &[1, 2, 3, 0, 5, 6, 7, 4]);
    }

    #[test]
    fn shown_row_by_row() {
        assert_eq!(Eight::solved().to_string(), "1 2 3\n4 5 6\n7 8 x");
    }
}
