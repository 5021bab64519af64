//! A rectangle of cells numbered row by row: neighbours, distances, and its `WxH` text.

use std::collections::VecDeque;
use std::fmt;

/// The `(rows, columns)` steps to the 4 cells beside a cell, in reading order.
pub(super) const BESIDE: [(isize, isize); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

/// The steps to the 8 cells around a cell, diagonals included, in reading order.
pub(super) const AROUND: [(isize, isize); 8] =
    [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

/// A `width` × `height` rectangle of cells numbered row by row: `row * width + column`.
/// The geometry of every grid in the library: contest maps ([`crate::cells::CharGrid`],
/// [`crate::cells::Matrix`]) and sliding-tile boards ([`crate::tiles::grid::GridBoard`])
/// alike. Written and read as `WxH` (`4x3`).
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

    /// The Manhattan distance between cells `a` and `b`: the fewest 4-neighbour steps
    /// between them with nothing in the way. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// assert_eq!(Shape::new(4, 3).manhattan(0, 11), 5);
    /// ```
    pub fn manhattan(self, a: usize, b: usize) -> usize {
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
        self.around(index, &BESIDE)
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
        self.around(index, &AROUND)
    }

    /// The cells `index` plus each `(rows, columns)` step that stay inside the grid.
    pub(super) fn around(
        self,
        index: usize,
        steps: &[(isize, isize)],
    ) -> impl Iterator<Item = usize> {
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

    /// The least cost from the nearest of `starts` to every cell over 4-neighbour steps,
    /// entering a cell costing `enter(cell)`: `Some(0)`, `Some(1)`, or `None` for a cell
    /// that cannot be entered (`u32::MAX` where nothing leads). 0-1 BFS over a dense array:
    /// walls broken at a cost of 1, floors walked for free. A start costs 0.
    ///
    /// Cost: O(width × height) time, 4 bytes a cell and a double-ended queue.
    ///
    /// # Panics
    /// If a start is not a cell of the grid, or `enter` gives more than 1.
    ///
    /// ```
    /// use searchlab::cells::Shape;
    ///
    /// // A row of five cells, the middle one a wall that costs 1 to break.
    /// let shape = Shape::new(5, 1);
    /// let cost = shape.distances_01([0], |cell| Some(u32::from(cell == 2)));
    /// assert_eq!(cost, vec![0, 0, 1, 1, 1]);
    /// ```
    pub fn distances_01(
        self,
        starts: impl IntoIterator<Item = usize>,
        mut enter: impl FnMut(usize) -> Option<u32>,
    ) -> Vec<u32> {
        let mut distance = vec![u32::MAX; self.squares()];
        let mut queue = VecDeque::new();
        for start in starts {
            let squares = self.squares();
            assert!(start < squares, "start cell {} outside a grid of {} cells", start, squares);
            distance[start] = 0;
            queue.push_back((0, start));
        }
        while let Some((cost, cell)) = queue.pop_front() {
            if cost > distance[cell] {
                continue;
            }
            for neighbour in self.neighbours4(cell) {
                let step = match enter(neighbour) {
                    Some(step) => step,
                    None => continue,
                };
                assert!(step <= 1, "entering cell {} costs {}, not 0 or 1", neighbour, step);
                if cost + step < distance[neighbour] {
                    distance[neighbour] = cost + step;
                    match step {
                        0 => queue.push_front((cost, neighbour)),
                        _ => queue.push_back((cost + 1, neighbour)),
                    }
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
