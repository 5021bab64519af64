//! Naked and hidden subsets: n cells of a unit holding n digits between them, or n digits
//! with n places between them.

use super::{
    cells_at, digits_of, members, subsets_within, Board, Digits, Places, Step, Technique, UNITS,
};

/// `n` empty cells of a unit whose candidates together are `n` digits: those digits go
/// from the unit's other cells.
pub(super) fn naked(board: &Board, technique: Technique) -> Option<Step> {
    let n = size(technique);
    for (unit, members) in UNITS.iter().enumerate() {
        let empty = board.empty_in(unit);
        if empty.count_ones() <= n {
            continue;
        }
        let small = members
            .iter()
            .enumerate()
            .filter(|&(_, &c)| (2..=n).contains(&board.candidates[c as usize].count_ones()));
        let small = small.fold(0u16, |set, (i, _)| set | 1 << i);
        if small.count_ones() < n {
            continue;
        }
        for positions in subsets_within(small, n) {
            let mut digits: Digits = 0;
            for c in cells_at(unit, positions) {
                digits |= board.candidates[c];
            }
            if digits.count_ones() != n {
                continue;
            }
            let removed: Vec<(usize, u8)> = cells_at(unit, empty & !positions)
                .flat_map(|c| digits_of(board.candidates[c] & digits).map(move |d| (c, d)))
                .collect();
            if !removed.is_empty() {
                let cells = cells_at(unit, positions).collect();
                return Step::removing(technique, cells, digits, Some(unit), removed);
            }
        }
    }
    None
}

/// `n` digits whose places in a unit are together `n` cells: those cells lose their other
/// candidates.
pub(super) fn hidden(board: &Board, places: &Places, technique: Technique) -> Option<Step> {
    let n = size(technique);
    for (unit, places) in places.0.iter().enumerate() {
        let open = (0..9).filter(|&d| places[d] != 0).count() as u32;
        let few = (0..9).filter(|&d| (2..=n).contains(&places[d].count_ones()));
        let few = few.fold(0u16, |set, d| set | 1 << d);
        if open <= n || few.count_ones() < n {
            continue;
        }
        for digits in subsets_within(few, n) {
            let cells = members(digits).fold(0, |set, d| set | places[d]);
            if cells.count_ones() != n {
                continue;
            }
            let removed: Vec<(usize, u8)> = cells_at(unit, cells)
                .flat_map(|c| digits_of(board.candidates[c] & !digits).map(move |d| (c, d)))
                .collect();
            if !removed.is_empty() {
                let pattern = cells_at(unit, cells).collect();
                return Step::removing(technique, pattern, digits, Some(unit), removed);
            }
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
