//! Locked candidates: a digit confined to where a box meets a row or column.

use super::candidates::Deduction;
use super::digits::bit;
use super::places::{cells_at, Places};
use super::technique::Technique;

/// Positions 0–2, 3–5 and 6–8 of a unit: a box's rows, or a line's boxes.
const THIRDS: [u16; 3] = [0o007, 0o070, 0o700];

/// Positions 0, 3, 6 and the two shifts of them: a box's columns.
const STRIDES: [u16; 3] = [0o111, 0o222, 0o444];

/// A digit whose places in a box all lie in one row or column, removed from the rest of
/// that line. Cost: O(81) set operations, and a step's cells when one is found.
pub(super) fn pointing(places: &Places) -> Option<Deduction> {
    for b in 0..9 {
        let (band, stack) = (b / 3, b % 3);
        for digit in 1..=9u8 {
            let set = places.of_digit(18 + b, digit);
            if set.count_ones() < 2 {
                continue;
            }
            let inside = (18 + b, set);
            let line = (0..3).find_map(|k| {
                let row = (band * 3 + k, THIRDS[stack]);
                let column = (9 + stack * 3 + k, THIRDS[band]);
                (set & !THIRDS[k] == 0)
                    .then_some(row)
                    .or((set & !STRIDES[k] == 0).then_some(column))
            });
            let step =
                line.and_then(|line| locked(Technique::Pointing, inside, line, digit, places));
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// A digit whose places in a row or column all lie in one box, removed from the rest of
/// that box. Cost: O(162) set operations, and a step's cells when one is found.
pub(super) fn claiming(places: &Places) -> Option<Deduction> {
    for line in 0..18 {
        let (index, is_row) = (line % 9, line < 9);
        for digit in 1..=9u8 {
            let set = places.of_digit(line, digit);
            if set.count_ones() < 2 {
                continue;
            }
            let k = match (0..3).find(|&k| set & !THIRDS[k] == 0) {
                Some(k) => k,
                None => continue,
            };
            let the_box = match is_row {
                true => (18 + index / 3 * 3 + k, THIRDS[index % 3]),
                false => (18 + k * 3 + index / 3, STRIDES[index % 3]),
            };
            let step = locked(Technique::Claiming, (line, set), the_box, digit, places);
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// The step of a digit at positions `set` of unit `inside`, all within unit `other` where
/// the two units share the positions `shared` of `other`: the digit goes from the rest
/// of `other`, if it is there.
fn locked(
    technique: Technique,
    (inside, set): (usize, u16),
    (other, shared): (usize, u16),
    digit: u8,
    places: &Places,
) -> Option<Deduction> {
    let rest = places.of_digit(other, digit) & !shared;
    if rest == 0 {
        return None;
    }
    let removed = cells_at(other, rest).map(|c| (c, digit)).collect();
    let cells = cells_at(inside, set).collect();
    Deduction::removing(technique, cells, bit(digit), Some(inside), removed)
}
