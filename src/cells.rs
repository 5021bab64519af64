//! Grids of cells, the shape of every second contest search: a rectangle numbered row by
//! row, its 4- and 8-neighbours, breadth-first distances as a dense array, and a grid of
//! characters read from input words with errors that say where.
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

use crate::input::{InputError, Tokens};
use std::collections::VecDeque;
use std::fmt;

/// A `width` × `height` rectangle of cells numbered row by row: `row * width + column`.
/// The geometry of every grid in the library: contest maps ([`CharGrid`]) and sliding-tile
/// boards ([`crate::tiles::grid::GridBoard`]) alike. Written and read as `WxH` (`4x3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Cells in a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

impl Shape {
    /// The `width` × `height` rectangle.
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape::new(4, 3), Shape { width: 4, height: 3 });
    /// ```
    pub const fn new(width: usize, height: usize) -> Shape {
        Shape { width, height }
    }

    /// How many cells: `width × height`.
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape::new(4, 3).squares(), 12);
    /// ```
    pub fn squares(self) -> usize {
        self.width * self.height
    }

    /// The number of the cell at `row` and `column` (from 0).
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape { width: 4, height: 3 }.index(2, 1), 9);
    /// ```
    pub fn index(self, row: usize, column: usize) -> usize {
        row * self.width + column
    }

    /// The row and column of cell `index`.
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape::new(4, 3).row_col(9), (2, 1));
    /// ```
    pub fn row_col(self, index: usize) -> (usize, usize) {
        (index / self.width, index % self.width)
    }

    /// The fewest 4-neighbour steps between cells `a` and `b` with nothing in the way (the
    /// Manhattan distance). Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape::new(4, 3).distance(0, 11), 5);
    /// ```
    pub fn distance(self, a: usize, b: usize) -> usize {
        let ((ra, ca), (rb, cb)) = (self.row_col(a), self.row_col(b));
        ra.abs_diff(rb) + ca.abs_diff(cb)
    }

    /// The cells beside `index` in the grid, up, left, right, down (reading order).
    /// Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// let shape = Shape { width: 4, height: 3 };
    /// assert_eq!(shape.neighbours4(5).collect::<Vec<_>>(), vec![1, 4, 6, 9]);
    /// assert_eq!(shape.neighbours4(0).collect::<Vec<_>>(), vec![1, 4]);
    /// ```
    pub fn neighbours4(self, index: usize) -> impl Iterator<Item = usize> {
        self.around(index, &[(-1, 0), (0, -1), (0, 1), (1, 0)])
    }

    /// The up to eight cells around `index`, diagonals included, in reading order.
    /// Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// let shape = Shape { width: 4, height: 3 };
    /// assert_eq!(shape.neighbours8(0).collect::<Vec<_>>(), vec![1, 4, 5]);
    /// assert_eq!(shape.neighbours8(5).count(), 8);
    /// ```
    pub fn neighbours8(self, index: usize) -> impl Iterator<Item = usize> {
        let steps = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
        self.around(index, &steps)
    }

    /// The cells `index` plus each `(rows, columns)` step that stay inside the grid.
    fn around(self, index: usize, steps: &[(isize, isize)]) -> impl Iterator<Item = usize> {
        let (row, column) = self.row_col(index);
        let mut cells = [0; 8];
        let mut count = 0;
        for &(dr, dc) in steps {
            let (r, c) = (row.wrapping_add(dr as usize), column.wrapping_add(dc as usize));
            if r < self.height && c < self.width {
                cells[count] = self.index(r, c);
                count += 1;
            }
        }
        IntoIterator::into_iter(cells).take(count)
    }

    /// The fewest 4-neighbour steps from the nearest of `starts` to every cell, through
    /// cells where `is_open` holds (`u32::MAX` where none leads): breadth first over a
    /// dense array, no hashing. A start counts even if it is not open.
    ///
    /// Cost: O(width × height) time, 4 bytes a cell and a queue of cell numbers.
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// // A 3×3 room with a pillar in the middle: the far corner is 4 steps away.
    /// let shape = Shape { width: 3, height: 3 };
    /// let far = shape.distances([0], |cell| cell != 4);
    /// assert_eq!((far[8], far[4]), (4, u32::MAX));
    /// ```
    pub fn distances(
        self,
        starts: impl IntoIterator<Item = usize>,
        mut is_open: impl FnMut(usize) -> bool,
    ) -> Vec<u32> {
        let mut distance = vec![u32::MAX; self.squares()];
        let mut queue = VecDeque::new();
        for start in starts {
            if distance[start] == u32::MAX {
                distance[start] = 0;
                queue.push_back(start);
            }
        }
        while let Some(cell) = queue.pop_front() {
            let next = distance[cell] + 1;
            for neighbour in self.neighbours4(cell) {
                if distance[neighbour] == u32::MAX && is_open(neighbour) {
                    distance[neighbour] = next;
                    queue.push_back(neighbour);
                }
            }
        }
        distance
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl std::str::FromStr for Shape {
    type Err = String;

    /// `WxH` (or `WXH`): `4x3` is 4 cells wide and 3 high.
    fn from_str(text: &str) -> Result<Shape, String> {
        let bad = || format!("expected a size like 4x4, not '{text}'");
        let (width, height) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        Ok(Shape::new(width.parse().map_err(|_| bad())?, height.parse().map_err(|_| bad())?))
    }
}

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use crate::search::bfs_all_from;

    #[test]
    fn neighbours_are_the_cells_one_step_away() {
        for (width, height) in [(1, 1), (1, 5), (4, 3), (7, 2)] {
            let shape = Shape { width, height };
            for cell in 0..shape.squares() {
                let (r, c) = shape.row_col(cell);
                let near = |steps: usize| -> Vec<usize> {
                    (0..shape.squares())
                        .filter(|&other| {
                            let (r2, c2) = shape.row_col(other);
                            let (dr, dc) = (r.abs_diff(r2), c.abs_diff(c2));
                            other != cell && dr <= 1 && dc <= 1 && dr + dc <= steps
                        })
                        .collect()
                };
                assert_eq!(shape.neighbours4(cell).collect::<Vec<_>>(), near(1));
                assert_eq!(shape.neighbours8(cell).collect::<Vec<_>>(), near(2));
            }
        }
    }

    #[test]
    fn dense_distances_agree_with_the_hashed_search() {
        let mut rng = XorShift::new(88);
        for _ in 0..30 {
            let shape =
                Shape { width: 1 + rng.below(12) as usize, height: 1 + rng.below(12) as usize };
            let open: Vec<bool> = (0..shape.squares()).map(|_| rng.below(10) < 7).collect();
            let starts = [
                rng.below(shape.squares() as u64) as usize,
                rng.below(shape.squares() as u64) as usize,
            ];
            let dense = shape.distances(starts, |cell| open[cell]);
            let next =
                |&cell: &usize| shape.neighbours4(cell).filter(|&n| open[n]).collect::<Vec<_>>();
            let hashed = bfs_all_from(starts, next);
            for (cell, &distance) in dense.iter().enumerate() {
                assert_eq!(hashed.distance(&cell).unwrap_or(u32::MAX), distance);
            }
        }
    }

    #[test]
    fn rows_of_the_wrong_length_or_missing_are_named() {
        let error = CharGrid::read(&mut Tokens::new(b"...\n..\n"), 2, 3).unwrap_err();
        assert_eq!(error.to_string(), r#"line 2: expected a row of 3 cells, got "..""#);
        let error = CharGrid::read(&mut Tokens::new(b"...\n"), 2, 3).unwrap_err();
        assert_eq!(error.to_string(), "line 1: expected 2 rows");
        let grid = CharGrid::read(&mut Tokens::new(b""), 0, 5).unwrap();
        assert!(grid.shape().squares() == 0 && grid.find(b'.').is_none());
    }
}
