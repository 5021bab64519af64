//! Wings: a pivot cell and two pincers among its peers, whose candidates force a digit
//! into one of the pincers (or the pivot).

use super::candidates::{Candidates, Deduction};
use super::digits::bit;
use super::technique::Technique;

/// A two-candidate pivot xy with peers xz and yz (two candidates each): z goes from the
/// cells that see both pincers.
pub(super) fn xy_wing(board: &Candidates) -> Option<Deduction> {
    let pairs = |cell: usize| board.candidates[cell].count_ones() == 2;
    let geometry = board.geometry;
    for pivot in (0..geometry.cells()).filter(|&c| pairs(c)) {
        let xy = board.candidates[pivot];
        let pincers = geometry.peers(pivot).iter().map(|&c| c as usize).filter(|&c| pairs(c));
        for first in pincers.clone() {
            let xz = board.candidates[first];
            if (xz & xy).count_ones() != 1 {
                continue;
            }
            let yz = xy ^ xz;
            for second in pincers.clone().filter(|&c| board.candidates[c] == yz) {
                let z = xz & yz;
                let cells = [pivot, first, second];
                if let Some(step) =
                    removing_seen(board, Technique::XyWing, &cells, z, &[first, second])
                {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// A three-candidate pivot xyz with peers xz and yz: z goes from the cells that see all
/// three.
pub(super) fn xyz_wing(board: &Candidates) -> Option<Deduction> {
    let geometry = board.geometry;
    for pivot in (0..geometry.cells()).filter(|&c| board.candidates[c].count_ones() == 3) {
        let xyz = board.candidates[pivot];
        let pincers = geometry.peers(pivot).iter().map(|&c| c as usize);
        let pincers = pincers.filter(|&c| {
            let set = board.candidates[c];
            set.count_ones() == 2 && set & xyz == set
        });
        for first in pincers.clone() {
            for second in pincers.clone().filter(|&c| c > first) {
                let (xz, yz) = (board.candidates[first], board.candidates[second]);
                if xz | yz != xyz {
                    continue;
                }
                let cells = [pivot, first, second];
                if let Some(step) =
                    removing_seen(board, Technique::XyzWing, &cells, xz & yz, &cells)
                {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The step removing digit `z` (a one-digit set) from every cell outside `cells` that
/// sees all of `seeing`, if any has it.
fn removing_seen(
    board: &Candidates,
    technique: Technique,
    cells: &[usize],
    z: u16,
    seeing: &[usize],
) -> Option<Deduction> {
    let digit = z.trailing_zeros() as u8 + 1;
    let geometry = board.geometry;
    let removed: Vec<(usize, u8)> = geometry
        .peers(seeing[0])
        .iter()
        .map(|&c| c as usize)
        .filter(|c| !cells.contains(c) && board.candidates[*c] & bit(digit) != 0)
        .filter(|&c| seeing.iter().all(|&s| geometry.sees(c, s)))
        .map(|c| (c, digit))
        .collect();
    let digits = cells.iter().fold(0, |set, &c| set | board.candidates[c]);
    Deduction::removing(technique, cells.to_vec(), digits, None, removed)
}
