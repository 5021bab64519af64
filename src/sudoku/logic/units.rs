//! The units of a sudoku and the peers of each cell, as tables built at compile time: the
//! 27 units and 20 peers of 9×9 ([`UNITS`], [`PEERS`]), and the [`Geometry`] of each size
//! a person's solve runs on (9×9 and 16×16).

/// The 27 units, each its 9 cells (row-major 0–80) in reading order: rows 0–8, columns
/// 9–17, boxes 18–26.
///
/// ```
/// use searchlab::sudoku::logic::UNITS;
///
/// assert_eq!(UNITS[9][..3], [0, 9, 18]); // column 1
/// assert_eq!(UNITS[22][..4], [30, 31, 32, 39]); // the middle box
/// ```
pub const UNITS: [[u8; 9]; 27] = units_of_nine();

/// The 20 cells that share a row, column or box with each cell, in increasing order.
///
/// ```
/// use searchlab::sudoku::logic::PEERS;
///
/// assert_eq!(PEERS[0][..10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
/// ```
pub const PEERS: [[u8; 20]; 81] = peers_of_nine();

/// The most cells a unit has (16×16), and the most units, cells and peers.
pub(super) const MAX_SIDE: usize = 16;
const MAX_UNITS: usize = 3 * MAX_SIDE;
pub(super) const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
const MAX_PEERS: usize = 3 * MAX_SIDE - 2 * 4 - 1;

/// The shape of a sudoku whose boxes are `b` × `b`: its side n = b², its 3n units (rows,
/// then columns, then boxes, each its cells in reading order) and the 3n − 2b − 1 peers of
/// each cell, in tables of the largest size, the first entries used. Two shapes are equal
/// when their boxes are (the tables follow from the box side).
pub(super) struct Geometry {
    box_side: usize,
    units: [[u8; MAX_SIDE]; MAX_UNITS],
    peers: [[u8; MAX_PEERS]; MAX_CELLS],
}

/// The 9×9 shape.
pub(super) static NINE: Geometry = Geometry::new(3);

/// The 16×16 shape.
pub(super) static SIXTEEN: Geometry = Geometry::new(4);

impl PartialEq for Geometry {
    fn eq(&self, other: &Geometry) -> bool {
        self.box_side == other.box_side
    }
}

impl Eq for Geometry {}

impl std::fmt::Debug for Geometry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Geometry({0}x{0})", self.side())
    }
}

impl Geometry {
    /// The tables of boxes `b` × `b` (3 or 4).
    const fn new(b: usize) -> Geometry {
        let n = b * b;
        let mut units = [[0u8; MAX_SIDE]; MAX_UNITS];
        let mut i = 0;
        while i < n {
            let mut j = 0;
            while j < n {
                units[i][j] = (i * n + j) as u8;
                units[n + i][j] = (j * n + i) as u8;
                units[2 * n + i][j] = ((i / b * b + j / b) * n + i % b * b + j % b) as u8;
                j += 1;
            }
            i += 1;
        }
        let mut peers = [[0u8; MAX_PEERS]; MAX_CELLS];
        let mut cell = 0;
        while cell < n * n {
            // Row by row, in increasing order: the rest of the cell's row; in the other
            // rows of its band, its box's columns; in the other bands, its column.
            let (row, column, stack) = (cell / n, cell % n, cell % n / b * b);
            let (mut i, mut count) = (0, 0);
            while i < n {
                let (from, to) = match (i == row, i / b == row / b) {
                    (true, _) => (0, n),
                    (false, true) => (stack, stack + b),
                    (false, false) => (column, column + 1),
                };
                let mut j = from;
                while j < to {
                    if i * n + j != cell {
                        peers[cell][count] = (i * n + j) as u8;
                        count += 1;
                    }
                    j += 1;
                }
                i += 1;
            }
            cell += 1;
        }
        Geometry { box_side: b, units, peers }
    }

    /// The shape of a grid of `size` × `size`, if a person's solve runs on it (9 or 16).
    pub(super) fn of(size: usize) -> Option<&'static Geometry> {
        match size {
            9 => Some(&NINE),
            16 => Some(&SIXTEEN),
            _ => None,
        }
    }

    /// The box side b.
    pub(super) fn box_side(&self) -> usize {
        self.box_side
    }

    /// The side n: cells a unit, digits, units of each kind.
    pub(super) fn side(&self) -> usize {
        self.box_side * self.box_side
    }

    /// The cells, n².
    pub(super) fn cells(&self) -> usize {
        self.side() * self.side()
    }

    /// The units, 3n: rows, columns, boxes.
    pub(super) fn unit_count(&self) -> usize {
        3 * self.side()
    }

    /// The cells of unit `unit`, in reading order.
    pub(super) fn unit(&self, unit: usize) -> &[u8] {
        &self.units[unit][..self.side()]
    }

    /// The peers of `cell`, in increasing order.
    pub(super) fn peers(&self, cell: usize) -> &[u8] {
        &self.peers[cell][..3 * self.side() - 2 * self.box_side - 1]
    }

    /// The row, column and box of `cell`, as units, each with the cell's position in it.
    pub(super) fn units_of(&self, cell: usize) -> [(usize, usize); 3] {
        let (n, b) = (self.side(), self.box_side);
        let (row, column) = (cell / n, cell % n);
        [
            (row, column),
            (n + column, row),
            (2 * n + row / b * b + column / b, row % b * b + column % b),
        ]
    }

    /// Whether two cells share a row, a column or a box (a cell sees itself).
    pub(super) fn sees(&self, a: usize, b: usize) -> bool {
        let (n, s) = (self.side(), self.box_side);
        let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
        ra == rb || ca == cb || (ra / s == rb / s && ca / s == cb / s)
    }

    /// Every digit, as a set.
    pub(super) fn all_digits(&self) -> u16 {
        ((1u32 << self.side()) - 1) as u16
    }
}

const fn units_of_nine() -> [[u8; 9]; 27] {
    let all = Geometry::new(3);
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 27 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = all.units[i][j];
            j += 1;
        }
        i += 1;
    }
    units
}

const fn peers_of_nine() -> [[u8; 20]; 81] {
    let all = Geometry::new(3);
    let mut peers = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut j = 0;
        while j < 20 {
            peers[cell][j] = all.peers[cell][j];
            j += 1;
        }
        cell += 1;
    }
    peers
}

/// Whether two cells of a 9×9 grid share a row, a column or a box (a cell sees itself).
/// Cost: O(1).
///
/// ```
/// use searchlab::sudoku::logic::sees;
///
/// assert!(sees(0, 20) && sees(0, 72) && !sees(0, 30));
/// ```
pub const fn sees(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)
}
