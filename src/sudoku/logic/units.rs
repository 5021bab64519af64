//! The 27 units of a 9×9 sudoku and the 20 peers of each cell, as tables built at compile
//! time.

/// The 27 units, each its 9 cells (row-major 0–80) in reading order: rows 0–8, columns
/// 9–17, boxes 18–26.
///
/// ```
/// use searchlab::sudoku::logic::UNITS;
///
/// assert_eq!(UNITS[9][..3], [0, 9, 18]); // column 1
/// assert_eq!(UNITS[22][..4], [30, 31, 32, 39]); // the middle box
/// ```
pub const UNITS: [[u8; 9]; 27] = units();

/// The 20 cells that share a row, column or box with each cell, in increasing order.
///
/// ```
/// use searchlab::sudoku::logic::PEERS;
///
/// assert_eq!(PEERS[0][..10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
/// ```
pub const PEERS: [[u8; 20]; 81] = peers();

const fn units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
}

const fn peers() -> [[u8; 20]; 81] {
    let mut peers = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (mut other, mut n) = (0, 0);
        while other < 81 {
            if other != cell && sees(cell, other) {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

/// Whether two cells share a row, a column or a box (a cell sees itself). Cost: O(1).
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
