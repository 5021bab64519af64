//! The maze grid: walls and corridors as cells, rooms at odd coordinates.

use std::fmt;

/// Why a maze of a given size cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// Width or height even, or below 3.
    Shape {
        /// The requested width.
        width: usize,
        /// The requested height.
        height: usize,
    },
    /// More cells than the limit.
    TooLarge {
        /// Cells asked for.
        cells: u128,
        /// The most allowed.
        limit: u128,
    },
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeError::Shape { width, height } => {
                write!(f, "width and height must be odd and at least 3 (got {width}x{height})")
            }
            SizeError::TooLarge { cells, limit } => write!(
                f,
                "a maze of {cells} cells is over the limit of {limit} (it would not fit in memory)"
            ),
        }
    }
}

/// The most cells a maze may have: 2^32 (half a GiB of bits, several GiB of text).
pub const MAX_CELLS: u128 = 1 << 32;

/// A `width × height` grid of wall and corridor cells, one bit each. Rooms are the cells
/// with both coordinates odd; a corridor between two neighbouring rooms opens the wall
/// cell between them. The border is always wall.
#[derive(Clone, PartialEq, Eq)]
pub struct Maze {
    width: usize,
    height: usize,
    open: Vec<u64>,
}

impl Maze {
    /// An all-wall grid. Cost: O(width × height / 64) memory and time.
    pub fn new(width: usize, height: usize) -> Result<Maze, SizeError> {
        Self::check_size(width, height)?;
        Ok(Maze { width, height, open: vec![0; (width * height).div_ceil(64)] })
    }

    /// Whether [`Maze::new`] takes this size (odd sides of at least 3, at most
    /// [`MAX_CELLS`] cells), without allocating anything. Cost: O(1).
    pub fn check_size(width: usize, height: usize) -> Result<(), SizeError> {
        if width < 3 || height < 3 || width % 2 == 0 || height % 2 == 0 {
            return Err(SizeError::Shape { width, height });
        }
        let cells = width as u128 * height as u128;
        if cells > MAX_CELLS {
            return Err(SizeError::TooLarge { cells, limit: MAX_CELLS });
        }
        Ok(())
    }

    /// Cells per row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Rooms per row: `(width − 1) / 2`.
    pub fn rooms_wide(&self) -> usize {
        (self.width - 1) / 2
    }

    /// Rows of rooms: `(height − 1) / 2`.
    pub fn rooms_high(&self) -> usize {
        (self.height - 1) / 2
    }

    /// Whether cell (x, y) is corridor (not wall). Cells outside the grid are wall.
    pub fn is_open(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.height && self.is_open_at(y * self.width + x)
    }

    /// Whether the cell numbered `index` (row by row, `y × width + x`) is corridor.
    ///
    /// ```
    /// use mazegen::Maze;
    ///
    /// let mut maze = Maze::new(3, 3).unwrap();
    /// maze.open_room(0); // the room at (1, 1), cell 4
    /// assert!(maze.is_open_at(4) && !maze.is_open_at(3));
    /// ```
    pub fn is_open_at(&self, index: usize) -> bool {
        self.open[index / 64] >> (index % 64) & 1 == 1
    }

    fn set_open(&mut self, x: usize, y: usize) {
        let i = y * self.width + x;
        self.open[i / 64] |= 1 << (i % 64);
    }

    /// The cell of room `room` (numbered row by row).
    pub fn room_cell(&self, room: usize) -> (usize, usize) {
        let w = self.rooms_wide();
        (2 * (room % w) + 1, 2 * (room / w) + 1)
    }

    /// Opens room `room`.
    pub fn open_room(&mut self, room: usize) {
        let (x, y) = self.room_cell(room);
        self.set_open(x, y);
    }

    /// Opens rooms `a` and `b`, which must be neighbours, and the wall between them.
    pub fn carve(&mut self, a: usize, b: usize) {
        let ((ax, ay), (bx, by)) = (self.room_cell(a), self.room_cell(b));
        debug_assert_eq!(
            ax.abs_diff(bx) + ay.abs_diff(by),
            2,
            "rooms {a} and {b} are not neighbours"
        );
        self.set_open(ax, ay);
        self.set_open(bx, by);
        self.set_open((ax + bx) / 2, (ay + by) / 2);
    }

    /// The open cells next to (x, y), in the order up, down, left, right.
    pub fn open_neighbours(&self, x: usize, y: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let candidates = [(x, y.wrapping_sub(1)), (x, y + 1), (x.wrapping_sub(1), y), (x + 1, y)];
        candidates.into_iter().filter(|&(a, b)| self.is_open(a, b))
    }
}

impl fmt::Debug for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in 0..self.height {
            let row: String =
                (0..self.width).map(|x| if self.is_open(x, y) { ' ' } else { '#' }).collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert!(Maze::new(3, 3).is_ok());
        assert_eq!(Maze::new(4, 5), Err(SizeError::Shape { width: 4, height: 5 }));
        assert_eq!(
            Maze::new(1, 5).unwrap_err().to_string(),
            "width and height must be odd and at least 3 (got 1x5)"
        );
        assert!(matches!(Maze::new(100_001, 100_001), Err(SizeError::TooLarge { .. })));
    }

    #[test]
    fn carving_opens_rooms_and_the_wall_between() {
        let mut maze = Maze::new(5, 3).unwrap();
        assert_eq!((maze.rooms_wide(), maze.rooms_high()), (2, 1));
        maze.carve(0, 1);
        let row: Vec<bool> = (0..5).map(|x| maze.is_open(x, 1)).collect();
        assert_eq!(row, [false, true, true, true, false]);
        assert!(!maze.is_open(1, 0) && !maze.is_open(1, 2));
        assert_eq!(maze.open_neighbours(2, 1).count(), 2);
    }
}
