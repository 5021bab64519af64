//! Fish: a digit in n rows whose places lie in n columns between them (or the same with
//! rows and columns swapped) is in those columns only in those rows.

use super::candidates::Deduction;
use super::digits::{bit, members, members_where, subsets_within};
use super::places::Places;
use super::technique::Technique;
use super::units::UNITS;

/// The first fish of the technique's size (X-wing, swordfish, jellyfish) that removes a
/// candidate, rows as the base first, then columns.
pub(super) fn fish(places: &Places, technique: Technique) -> Option<Deduction> {
    let n = size(technique);
    for digit in 1..=9u8 {
        for base in [0, 9] {
            let places: [u16; 9] = std::array::from_fn(|i| places.of_digit(base + i, digit));
            let lines = members_where(&places, |set| (2..=n).contains(&set.count_ones()));
            for chosen in subsets_within(lines, n) {
                let covered = members(chosen).fold(0, |set, i| set | places[i]);
                let others = !chosen & 0x1ff;
                if covered.count_ones() != n || members(others).all(|i| places[i] & covered == 0) {
                    continue;
                }
                let cell = |(i, j): (usize, usize)| UNITS[base + i][j] as usize;
                let removed = pairs(&places, others, covered).map(|p| (cell(p), digit)).collect();
                let cells = pairs(&places, chosen, 0x1ff).map(cell).collect();
                return Deduction::removing(technique, cells, bit(digit), None, removed);
            }
        }
    }
    None
}

/// The (line, position) pairs of the digit's places in the `lines` given, at the
/// `positions` given.
fn pairs(
    places: &[u16; 9],
    lines: u16,
    positions: u16,
) -> impl Iterator<Item = (usize, usize)> + '_ {
    let lines = members(lines);
    lines.flat_map(move |i| {
        (0..9).filter(move |&j| places[i] & positions & 1 << j != 0).map(move |j| (i, j))
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
