//! Naked and hidden subsets: n cells of a unit holding n digits between them, or n digits
//! with n places between them.

use super::candidates::{Candidates, Deduction};
use super::digits::{digits_of, members, members_where, subsets_within};
use super::places::Places;
use super::technique::Technique;
use super::units::MAX_SIDE;

/// `n` empty cells of a unit whose candidates together are `n` digits: those digits go
/// from the unit's other cells.
pub(super) fn naked(
    board: &Candidates,
    places: &Places,
    technique: Technique,
) -> Option<Deduction> {
    let n = size(technique);
    for unit in 0..places.geometry.unit_count() {
        let digit_places = places.of_unit(unit);
        let empty = digit_places.iter().fold(0, |set, places| set | places);
        let mut masks = [0u16; MAX_SIDE];
        for (mask, &c) in masks.iter_mut().zip(places.geometry.unit(unit)) {
            *mask = board.candidates[c as usize];
        }
        let small = members_where(&masks, |set| (2..=n).contains(&set.count_ones()));
        if empty.count_ones() <= n || small.count_ones() < n {
            continue;
        }
        for positions in subsets_within(small, n) {
            let digits = members(positions).fold(0, |set, i| set | masks[i]);
            // Whether a digit has a place outside the pattern, before building the step:
            // a pattern found at an earlier step is often still there.
            if digits.count_ones() != n
                || members(digits).all(|d| digit_places[d] & !positions == 0)
            {
                continue;
            }
            let removed = places
                .cells_at(unit, empty & !positions)
                .flat_map(|c| digits_of(board.candidates[c] & digits).map(move |d| (c, d)));
            let cells = places.cells_at(unit, positions).collect();
            return Deduction::removing(technique, cells, digits, Some(unit), removed.collect());
        }
    }
    None
}

/// `n` digits whose places in a unit are together `n` cells: those cells lose their other
/// candidates.
pub(super) fn hidden(
    board: &Candidates,
    places: &Places,
    technique: Technique,
) -> Option<Deduction> {
    let n = size(technique);
    let all = places.geometry.all_digits();
    for unit in 0..places.geometry.unit_count() {
        let digit_places = places.of_unit(unit);
        let open = members_where(digit_places, |&set| set != 0).count_ones();
        let few = members_where(digit_places, |set| (2..=n).contains(&set.count_ones()));
        if open <= n || few.count_ones() < n {
            continue;
        }
        for digits in subsets_within(few, n) {
            let cells = members(digits).fold(0, |set, d| set | digit_places[d]);
            if cells.count_ones() != n
                || members(all & !digits).all(|d| digit_places[d] & cells == 0)
            {
                continue;
            }
            let removed = places
                .cells_at(unit, cells)
                .flat_map(|c| digits_of(board.candidates[c] & !digits).map(move |d| (c, d)));
            let pattern = places.cells_at(unit, cells).collect();
            return Deduction::removing(technique, pattern, digits, Some(unit), removed.collect());
        }
    }
    None
}

/// The cells or digits of a subset technique: 2 for pairs, 3 for triples, 4 for quads.
fn size(technique: Technique) -> u32 {
    match technique {
        Technique::NakedPair | Technique::HiddenPair => 2,
        Technique::NakedTriple | Technique::HiddenTriple => 3,
        _ => 4,
    }
}
