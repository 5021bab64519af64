//! A rectangle of characters read from input words, one row a word.

use super::shape::Shape;
use crate::input::{InputError, Tokens};

/// A rectangle of characters (`#` walls, `.` floor, letters for places), as contests
/// give maps: one row a word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharGrid {
    shape: Shape,
    cells: Vec<u8>,
}

impl CharGrid {
    /// Reads `height` rows of `width` characters, each the next word of `tokens` (rows
    /// hold no spaces). A row of another length is an error naming its line.
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b"3 2\n.#.\n..#\n"), 2, 3);
    /// assert!(grid.is_err()); // "3" is not a row of 3 characters
    /// let mut words = Tokens::new(b"2 3\n.#.\n..#\n");
    /// let (height, width) = (words.number::<usize>("a height")?, words.number::<usize>("a width")?);
    /// let grid = CharGrid::read(&mut words, height, width)?;
    /// assert_eq!(grid.cells(), b".#...#");
    /// # Ok::<(), searchlab::input::InputError>(())
    /// ```
    pub fn read(tokens: &mut Tokens, height: usize, width: usize) -> Result<Self, InputError> {
        let mut cells = Vec::with_capacity(width * height);
        for _ in 0..height {
            let line = tokens.line();
            let row = match tokens.next() {
                Some(row) if row.text.len() == width => row,
                Some(row) => {
                    let message = format!("expected a row of {width} cells, got {}", row.shown());
                    return Err(InputError::on_line(row.line, message));
                }
                None => return Err(InputError::on_line(line, format!("expected {height} rows"))),
            };
            cells.extend_from_slice(row.text);
        }
        Ok(CharGrid { shape: Shape { width, height }, cells })
    }

    /// The grid's shape: its width, height and cell numbering.
    ///
    /// ```
    /// use searchlab::cells::{CharGrid, Shape};
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b"ab cd ef"), 3, 2).unwrap();
    /// assert_eq!(grid.shape(), Shape { width: 2, height: 3 });
    /// ```
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The characters, row by row (cell `index` at `cells()[index]`).
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b"ab cd"), 2, 2).unwrap();
    /// assert_eq!(grid.cells()[grid.shape().index(1, 0)], b'c');
    /// ```
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The first cell holding `character` in reading order, if any. Cost: O(cells).
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b"..S ..."), 2, 3).unwrap();
    /// assert_eq!((grid.find(b'S'), grid.find(b'G')), (Some(2), None));
    /// ```
    pub fn find(&self, character: u8) -> Option<usize> {
        self.cells.iter().position(|&c| c == character)
    }

    /// Every cell holding `character`, in reading order. Cost: O(cells) for them all.
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b"o.o .o."), 2, 3).unwrap();
    /// assert_eq!(grid.positions(b'o').collect::<Vec<_>>(), vec![0, 2, 4]);
    /// ```
    pub fn positions(&self, character: u8) -> impl Iterator<Item = usize> + '_ {
        self.cells.iter().enumerate().filter(move |&(_, &c)| c == character).map(|(i, _)| i)
    }

    /// The 4-neighbours of `index` that hold none of the `walls` characters, in reading
    /// order: the successors of a grid walk. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b".#. ..."), 2, 3).unwrap();
    /// assert_eq!(grid.open4(0, b"#").collect::<Vec<_>>(), vec![3]);
    /// ```
    pub fn open4<'a>(&'a self, index: usize, walls: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        self.shape.neighbours4(index).filter(move |&cell| !walls.contains(&self.cells[cell]))
    }

    /// The up to eight cells around `index`, diagonals included, that hold none of the
    /// `walls` characters, in reading order: the successors of a king's walk. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::CharGrid;
    /// use searchlab::input::Tokens;
    ///
    /// let grid = CharGrid::read(&mut Tokens::new(b".#. ..."), 2, 3).unwrap();
    /// assert_eq!(grid.open8(0, b"#").collect::<Vec<_>>(), vec![3, 4]);
    /// ```
    pub fn open8<'a>(&'a self, index: usize, walls: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        self.shape.neighbours8(index).filter(move |&cell| !walls.contains(&self.cells[cell]))
    }
}
