//! Fish: a digit in n rows whose places lie in n columns between them (or the same with
//! rows and columns swapped) is in those columns only in those rows.

use super::candidates::Deduction;
use super::digits::{bit, members, members_where, subsets_within};
use super::places::Places;
use super::technique::Technique;
use super::units::MAX_SIDE;

/// The first fish of the technique's size (X-wing, swordfish, jellyfish) that removes a
/// candidate, rows as the base first, then columns.
pub(super) fn fish(places: &Places, technique: Technique) -> Option<Deduction> {
    let n = size(technique);
    let (geometry, side) = (places.geometry, places.geometry.side());
    let all = geometry.all_digits();
    for digit in 1..=side as u8 {
        for base in [0, side] {
            let mut lines_places = [0u16; MAX_SIDE];
            for (i, set) in lines_places[..side].iter_mut().enumerate() {
                *set = places.of_digit(base + i, digit);
            }
            let places = &lines_places[..side];
            let lines = members_where(places, |set| (2..=n).contains(&set.count_ones()));
            for chosen in subsets_within(lines, n) {
                let covered = members(chosen).fold(0, |set, i| set | places[i]);
                let others = !chosen & all;
                if covered.count_ones() != n || members(others).all(|i| places[i] & covered == 0) {
                    continue;
                }
                let cell = |(i, j): (usize, usize)| geometry.unit(base + i)[j] as usize;
                let removed = pairs(places, others, covered).map(|p| (cell(p), digit)).collect();
                let cells = pairs(places, chosen, all).map(cell).collect();
                return Deduction::removing(technique, cells, bit(digit), None, removed);
            }
        }
    }
    None
}

/// The (line, position) pairs of the digit's places in the `lines` given, at the
/// `positions` given.
fn pairs(places: &[u16], lines: u16, positions: u16) -> impl Iterator<Item = (usize, usize)> + '_ {
    let lines = members(lines);
    lines.flat_map(move |i| {
        let at = members(places[i] & positions);
        at.map(move |j| (i, j))
    })
}

/// The lines of a fish: 2 for the X-wing, 3 for the swordfish, 4 for the jellyfish.
fn size(technique: Technique) -> u32 {
    match technique {
        Technique::XWing => 2,
        Technique::Swordfish => 3,
        _ => 4,
    }
}
