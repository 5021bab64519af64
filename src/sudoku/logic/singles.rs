//! Singles: a cell with one candidate left (naked), a digit with one place left in a unit
//! (hidden).

use super::candidates::{Candidates, Deduction};
use super::digits::bit;
use super::technique::Technique;
use super::units::UNITS;

/// The first empty cell with one candidate, placed.
pub(super) fn naked(board: &Candidates) -> Option<Deduction> {
    let cell = (0..81).find(|&c| board.candidates[c].count_ones() == 1)?;
    let digit = board.candidates[cell].trailing_zeros() as u8 + 1;
    Some(Deduction::single(Technique::NakedSingle, cell, digit, None))
}

/// The first digit with one place left in a unit (boxes first, then rows, then columns),
/// placed there.
pub(super) fn hidden(board: &Candidates) -> Option<Deduction> {
    for unit in (18..27).chain(0..18) {
        let (mut once, mut twice) = (0, 0);
        for &c in &UNITS[unit] {
            let candidates = board.candidates[c as usize];
            twice |= once & candidates;
            once |= candidates;
        }
        let alone = once & !twice;
        if alone != 0 {
            let digit = alone.trailing_zeros() as u8 + 1;
            let mut cells = UNITS[unit].iter().map(|&c| c as usize);
            let cell = cells.find(|&c| board.candidates[c] & bit(digit) != 0)?;
            return Some(Deduction::single(Technique::HiddenSingle, cell, digit, Some(unit)));
        }
    }
    None
}
