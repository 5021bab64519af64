//! Where each digit can go in each unit: the table the techniques past the singles read.

use super::candidates::Candidates;
use super::digits::members;
use super::units::UNITS;

/// Where each digit can go in each unit, as positions 0–8 within the unit (9-bit sets):
/// the table the techniques past the singles read, built once a scan.
pub(super) struct Places(pub(super) [[u16; 9]; 27]);

impl Places {
    /// The table of a board. Cost: O(81 × 3 × candidates a cell).
    pub(super) fn of(board: &Candidates) -> Places {
        let mut places = [[0u16; 9]; 27];
        for (cell, &candidates) in board.candidates.iter().enumerate() {
            let (row, column) = (cell / 9, cell % 9);
            let (the_box, in_box) = (row / 3 * 3 + column / 3, row % 3 * 3 + column % 3);
            let mut set = candidates;
            while set != 0 {
                let digit = set.trailing_zeros() as usize;
                places[row][digit] |= 1 << column;
                places[9 + column][digit] |= 1 << row;
                places[18 + the_box][digit] |= 1 << in_box;
                set &= set - 1;
            }
        }
        Places(places)
    }

    /// The positions within `unit` where `digit` is a candidate.
    pub(super) fn of_digit(&self, unit: usize, digit: u8) -> u16 {
        self.0[unit][digit as usize - 1]
    }
}

/// The cells of a unit at the positions of a 9-bit set.
pub(super) fn cells_at(unit: usize, positions: u16) -> impl Iterator<Item = usize> {
    members(positions).map(move |i| UNITS[unit][i] as usize)
}
