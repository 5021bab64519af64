//! Locked candidates: a digit confined to where a box meets a row or column.

use super::{bit, cells_at, Board, Step, Technique, UNITS};

/// A digit whose places in a box all lie in one row or column, removed from the rest of
/// that line.
pub(super) fn pointing(board: &Board) -> Option<Step> {
    locked(board, 18..27, Technique::Pointing)
}

/// A digit whose places in a row or column all lie in one box, removed from the rest of
/// that box.
pub(super) fn claiming(board: &Board) -> Option<Step> {
    locked(board, 0..18, Technique::Claiming)
}

/// For each unit of `inside` and digit: if the digit's places there lie within one other
/// unit (a line for a box, the box for a line), the digit goes from that unit's other
/// cells. Allocates only for a step found.
fn locked(board: &Board, inside: std::ops::Range<usize>, technique: Technique) -> Option<Step> {
    for unit in inside {
        for digit in 1..=9u8 {
            let places = board.places_in(unit, digit);
            if places.count_ones() < 2 {
                continue;
            }
            for other in containing(unit, places).filter(|&u| u != unit) {
                let outside = |c: &&u8| !UNITS[unit].contains(c);
                let removed: Vec<(usize, u8)> = UNITS[other]
                    .iter()
                    .filter(outside)
                    .map(|&c| c as usize)
                    .filter(|&c| board.candidates[c] & bit(digit) != 0)
                    .map(|c| (c, digit))
                    .collect();
                let cells = || cells_at(unit, places).collect();
                if !removed.is_empty() {
                    return Step::removing(technique, cells(), bit(digit), Some(unit), removed);
                }
            }
        }
    }
    None
}

/// The units (row, column, box) that hold every cell at `places` of `unit`.
fn containing(unit: usize, places: u16) -> impl Iterator<Item = usize> {
    let first = cells_at(unit, places).next().unwrap_or(0);
    let (row, column) = (first / 9, first % 9);
    let units = [row, 9 + column, 18 + row / 3 * 3 + column / 3];
    units
        .into_iter()
        .filter(move |&u| cells_at(unit, places).all(|c| UNITS[u].contains(&(c as u8))))
}
