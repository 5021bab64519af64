//! The partial placements of queens on a quarter of the board: every set of queens on an
//! m × m square that do not attack each other, grouped by the rows and the columns they
//! take, each kept as its diagonals. The four quarters of a board are the same square
//! moved, so one table serves them all (see `halves`).

/// The placements of a `side` × `side` square, in groups by (rows, columns).
pub(super) struct Quarter {
    side: usize,
    /// Where group `rows << side | columns` starts in `diagonals` (and the next one ends).
    start: Vec<u32>,
    /// Per placement: bit `row + column` set for each queen in the low 32 bits, bit
    /// `row - column + side - 1` in the high 32 bits (rows and columns within the square).
    diagonals: Vec<u64>,
    /// The sets of columns of each size, smallest first.
    columns_of_size: Vec<Vec<u32>>,
}

/// The number of placements (of any number of queens) on an m × m square, m = 0..=12, as
/// counted by `place` (the test recounts those up to 9): what a table of side m holds.
const PLACEMENTS: [u64; 13] =
    [1, 2, 5, 18, 87, 462, 2_635, 16_870, 118_969, 915_442, 7_535_369, 66_807_234, 633_443_407];

/// The largest square side a table is made for: its group index takes `2 × side` bits and
/// its placements are counted in 32 bits.
pub(super) const MAX_SIDE: usize = 12;

impl Quarter {
    /// The table of a `side` × `side` square (`side <= MAX_SIDE`). Cost: two passes over
    /// the placements (side 10: 7.5 million), `bytes(side)` of memory.
    pub(super) fn new(side: usize) -> Quarter {
        assert!(side <= MAX_SIDE, "a quarter of side {} is past {}", side, MAX_SIDE);
        let groups = 1usize << (2 * side);
        let mut sizes = vec![0u32; groups + 1];
        place(side, 0, Partial::default(), &mut |group, _| sizes[group + 1] += 1);
        for group in 0..groups {
            sizes[group + 1] += sizes[group];
        }
        let start = sizes;
        let mut next = start.clone();
        let mut diagonals = vec![0u64; start[groups] as usize];
        place(side, 0, Partial::default(), &mut |group, placed| {
            diagonals[next[group] as usize] = placed;
            next[group] += 1;
        });
        let columns_of_size = (0..=side)
            .map(|size| (0..1u32 << side).filter(|c| c.count_ones() as usize == size).collect())
            .collect();
        Quarter { side, start, diagonals, columns_of_size }
    }

    /// The bytes a table of side `side` takes: its placements and its group index.
    pub(super) fn bytes(side: usize) -> u64 {
        placements(side) * 8 + (4u64 << (2 * side))
    }

    /// The side of the square.
    pub(super) fn side(&self) -> usize {
        self.side
    }

    /// The diagonals of the placements that take exactly `rows` and `columns`.
    pub(super) fn group(&self, rows: u32, columns: u32) -> &[u64] {
        let group = (rows as usize) << self.side | columns as usize;
        &self.diagonals[self.start[group] as usize..self.start[group + 1] as usize]
    }

    /// Whether some placement takes exactly `rows`.
    pub(super) fn has_rows(&self, rows: u32) -> bool {
        let first = (rows as usize) << self.side;
        self.start[first] != self.start[first + (1 << self.side)]
    }

    /// The sets of `size` columns.
    pub(super) fn columns_of_size(&self, size: usize) -> &[u32] {
        &self.columns_of_size[size]
    }
}

/// The number of placements on a `side` × `side` square.
pub(super) fn placements(side: usize) -> u64 {
    PLACEMENTS[side]
}

/// A placement being built: the rows and columns taken and the diagonals.
#[derive(Clone, Copy, Default)]
struct Partial {
    rows: u32,
    columns: u32,
    diagonals: u64,
}

/// Calls `found(group, diagonals)` for every placement that extends `partial` in rows
/// `row..side` (each row empty or holding one queen).
fn place(side: usize, row: usize, partial: Partial, found: &mut dyn FnMut(usize, u64)) {
    if row == side {
        found((partial.rows as usize) << side | partial.columns as usize, partial.diagonals);
        return;
    }
    place(side, row + 1, partial, found);
    for column in 0..side {
        let diagonals = 1u64 << (row + column) | 1u64 << (32 + row + side - 1 - column);
        if partial.columns >> column & 1 == 0 && partial.diagonals & diagonals == 0 {
            let placed = Partial {
                rows: partial.rows | 1 << row,
                columns: partial.columns | 1 << column,
                diagonals: partial.diagonals | diagonals,
            };
            place(side, row + 1, placed, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_hold_every_placement_once() {
        for side in 0..=9 {
            let quarter = Quarter::new(side);
            assert_eq!(quarter.diagonals.len() as u64, placements(side), "side {side}");
        }
    }

    #[test]
    fn groups_hold_the_placements_of_their_rows_and_columns() {
        let quarter = Quarter::new(4);
        // Two queens in rows 0 and 1 of a 4 × 4 square, in columns 0 and 2: at (0, 0) and
        // (1, 2), or at (0, 2) and (1, 0); bit `row + column` for each.
        let mut sums: Vec<u64> = quarter.group(0b0011, 0b0101).iter().map(|d| d & 0xFF).collect();
        sums.sort_unstable();
        assert_eq!(sums, [0b0110, 0b1001]);
        // Rows 0 and 2 in columns 1 and 3: the two ways share a diagonal.
        assert!(quarter.group(0b0101, 0b1010).is_empty());
        assert!(quarter.has_rows(0b0101) && quarter.group(0b0001, 0b0011).is_empty());
    }
}
