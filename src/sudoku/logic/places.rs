//! Where each digit can go in each unit: the table the techniques past the singles read.

use super::candidates::Candidates;
use super::digits::members;
use super::units::{Geometry, MAX_SIDE};

/// Where each digit can go in each unit, as positions within the unit (bit sets): the
/// table the techniques past the singles read, built once a scan, with the board's shape.
pub(super) struct Places {
    pub(super) geometry: &'static Geometry,
    table: [[u16; MAX_SIDE]; 3 * MAX_SIDE],
}

impl Places {
    /// The table of a board. Cost: O(cells × 3 × candidates a cell).
    pub(super) fn of(board: &Candidates) -> Places {
        let geometry = board.geometry;
        let mut table = [[0u16; MAX_SIDE]; 3 * MAX_SIDE];
        for cell in 0..geometry.cells() {
            let units = geometry.units_of(cell);
            let mut set = board.candidates[cell];
            while set != 0 {
                let digit = set.trailing_zeros() as usize;
                for (unit, position) in units {
                    table[unit][digit] |= 1 << position;
                }
                set &= set - 1;
            }
        }
        Places { geometry, table }
    }

    /// The positions within `unit` where `digit` is a candidate.
    pub(super) fn of_digit(&self, unit: usize, digit: u8) -> u16 {
        self.table[unit][digit as usize - 1]
    }

    /// Where each digit can go in `unit`, by digit from 1.
    pub(super) fn of_unit(&self, unit: usize) -> &[u16] {
        &self.table[unit][..self.geometry.side()]
    }

    /// The cells of `unit` at the positions of `positions`.
    pub(super) fn cells_at(&self, unit: usize, positions: u16) -> impl Iterator<Item = usize> {
        let cells = self.geometry.unit(unit);
        members(positions).map(move |i| cells[i] as usize)
    }
}
