//! Singles: a cell with one candidate left (naked), a digit with one place left in a unit
//! (hidden).

use super::candidates::{Candidates, Deduction};
use super::digits::bit;
use super::technique::Technique;

/// The first empty cell with one candidate, placed.
pub(super) fn naked(board: &Candidates) -> Option<Deduction> {
    let cell = (0..board.geometry.cells()).find(|&c| board.candidates[c].count_ones() == 1)?;
    let digit = board.candidates[cell].trailing_zeros() as u8 + 1;
    Some(Deduction::single(Technique::NakedSingle, cell, digit, None))
}

/// The first digit with one place left in a unit (boxes first, then rows, then columns),
/// placed there.
pub(super) fn hidden(board: &Candidates) -> Option<Deduction> {
    let geometry = board.geometry;
    let n = geometry.side();
    for unit in (2 * n..3 * n).chain(0..2 * n) {
        let (mut once, mut twice) = (0, 0);
        for &c in geometry.unit(unit) {
            let candidates = board.candidates[c as usize];
            twice |= once & candidates;
            once |= candidates;
        }
        let alone = once & !twice;
        if alone != 0 {
            let digit = alone.trailing_zeros() as u8 + 1;
            let mut cells = geometry.unit(unit).iter().map(|&c| c as usize);
            let cell = cells.find(|&c| board.candidates[c] & bit(digit) != 0)?;
            return Some(Deduction::single(Technique::HiddenSingle, cell, digit, Some(unit)));
        }
    }
    None
}
