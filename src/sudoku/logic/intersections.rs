//! Locked candidates: a digit confined to where a box meets a row or column.

use super::candidates::Deduction;
use super::digits::bit;
use super::places::Places;
use super::technique::Technique;

/// Positions `k`·b to `k`·b + b − 1 of a unit (b the box side): a box's `k`-th row, or a
/// line's `k`-th box.
fn third(b: usize, k: usize) -> u16 {
    ((1 << b) - 1) << (k * b)
}

/// Positions `k`, `k` + b, `k` + 2b, …: a box's `k`-th column.
fn stride(b: usize, k: usize) -> u16 {
    (0..b).fold(0, |set, j| set | 1 << (j * b + k))
}

/// A digit whose places in a box all lie in one row or column, removed from the rest of
/// that line. Cost: O(cells) set operations, and a step's cells when one is found.
pub(super) fn pointing(places: &Places) -> Option<Deduction> {
    let (n, b) = (places.geometry.side(), places.geometry.box_side());
    for the_box in 0..n {
        let (band, stack) = (the_box / b, the_box % b);
        for digit in 1..=n as u8 {
            let set = places.of_digit(2 * n + the_box, digit);
            if set.count_ones() < 2 {
                continue;
            }
            let inside = (2 * n + the_box, set);
            let line = (0..b).find_map(|k| {
                let row = (band * b + k, third(b, stack));
                let column = (n + stack * b + k, third(b, band));
                (set & !third(b, k) == 0)
                    .then_some(row)
                    .or((set & !stride(b, k) == 0).then_some(column))
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
/// that box. Cost: O(2 × cells) set operations, and a step's cells when one is found.
pub(super) fn claiming(places: &Places) -> Option<Deduction> {
    let (n, b) = (places.geometry.side(), places.geometry.box_side());
    for line in 0..2 * n {
        let (index, is_row) = (line % n, line < n);
        for digit in 1..=n as u8 {
            let set = places.of_digit(line, digit);
            if set.count_ones() < 2 {
                continue;
            }
            let k = match (0..b).find(|&k| set & !third(b, k) == 0) {
                Some(k) => k,
                None => continue,
            };
            let the_box = match is_row {
                true => (2 * n + index / b * b + k, third(b, index % b)),
                false => (2 * n + k * b + index / b, stride(b, index % b)),
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
    let removed = places.cells_at(other, rest).map(|c| (c, digit)).collect();
    let cells = places.cells_at(inside, set).collect();
    Deduction::removing(technique, cells, bit(digit), Some(inside), removed)
}
