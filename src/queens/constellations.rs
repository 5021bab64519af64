//! Start constellations: the queens of a solution on the border of the board, one set per
//! class under the board's eight symmetries, weighted by the size of its class.
//!
//! Every solution (n ≥ 2) has one queen in the first row, one in the last, one in the
//! first column and one in the last; a queen in a corner is two of these. A symmetry of the
//! board maps the solutions with one set of border queens one-to-one onto the solutions
//! with the mapped set, so the count is the sum, over one set per class, of the class's
//! size times the solutions of that set. No set of border queens is its own mirror image
//! (two of its queens would share a diagonal), so a class has 8, 4 (a set that a half turn
//! keeps) or 2 members (one that a quarter turn keeps).

use std::cmp::Reverse;

/// A square, as (row, column), 0-based.
pub(super) type Square = (u8, u8);

/// Whether queens on `a` and `b` attack each other (or are the same queen).
fn attack(a: Square, b: Square) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// `square` under symmetry `which` (0..8: the four turns, then the four mirrors).
fn transform(n: usize, which: usize, (row, column): Square) -> Square {
    let last = n as u8 - 1;
    let turned = match which % 4 {
        0 => (row, column),
        1 => (column, last - row),
        2 => (last - row, last - column),
        _ => (last - column, row),
    };
    if which < 4 {
        turned
    } else {
        (turned.0, last - turned.1)
    }
}

/// The border queens of `queens` as (first row's column, last row's column, first
/// column's row, last column's row): the key that orders constellations.
fn key(n: usize, queens: &[Square]) -> [u8; 4] {
    let last = n as u8 - 1;
    let find = |test: &dyn Fn(Square) -> bool, pick: fn(Square) -> u8| {
        queens.iter().copied().find(|&q| test(q)).map_or(0, pick)
    };
    [
        find(&|q| q.0 == 0, |q| q.1),
        find(&|q| q.0 == last, |q| q.1),
        find(&|q| q.1 == 0, |q| q.0),
        find(&|q| q.1 == last, |q| q.0),
    ]
}

/// The set `queens` under symmetry `which`, sorted.
fn image(n: usize, which: usize, queens: &[Square]) -> Vec<Square> {
    let mut moved: Vec<Square> = queens.iter().map(|&q| transform(n, which, q)).collect();
    moved.sort_unstable();
    moved
}

/// One set of border queens per class for an `n × n` board (`n` ≥ 4), each sorted by
/// row, in a fixed order: each class is met at its member with the smallest key and
/// represented by its member that suits the finishing search best. Cost: O(n⁴).
pub(super) fn constellations(n: usize) -> Vec<Vec<Square>> {
    border_sets(n)
        .into_iter()
        .filter(|queens| {
            let own = key(n, queens);
            (0..8).all(|which| key(n, &image(n, which, queens)) >= own)
        })
        .map(|queens| {
            (0..8)
                .map(|which| image(n, which, &queens))
                .min_by_key(|image| search_order(n, image))
                .unwrap_or(queens)
        })
        .collect()
}

/// How many sets of border queens the class of the border queens among `queens` holds:
/// 8, 4 or 2. Cost: O(queens).
pub(super) fn weight(n: usize, queens: &[Square]) -> u64 {
    let last = n as u8 - 1;
    let mut border: Vec<Square> = queens
        .iter()
        .copied()
        .filter(|&(row, column)| row == 0 || row == last || column == 0 || column == last)
        .collect();
    border.sort_unstable();
    8 / (0..8).filter(|&which| image(n, which, &border) == border).count() as u64
}

/// Every set of border queens that keep off each other, each sorted by row.
fn border_sets(n: usize) -> Vec<Vec<Square>> {
    let last = n as u8 - 1;
    // The side columns' queens are the border rows' ones when those sit in a corner, else
    // in one of the inner rows.
    let side = |corner_above: bool, corner_below: bool| match (corner_above, corner_below) {
        (true, true) => vec![],
        (true, false) => vec![0],
        (false, true) => vec![last],
        (false, false) => (1..last).collect(),
    };
    let mut sets = Vec::new();
    for top in 0..=last {
        for bottom in 0..=last {
            for left in side(top == 0, bottom == 0) {
                for right in side(top == last, bottom == last) {
                    let mut queens = vec![(0, top), (last, bottom), (left, 0), (right, last)];
                    queens.sort_unstable();
                    queens.dedup();
                    let apart = queens
                        .iter()
                        .enumerate()
                        .all(|(a, &p)| queens[a + 1..].iter().all(|&q| !attack(p, q)));
                    if apart {
                        sets.push(queens);
                    }
                }
            }
        }
    }
    sets
}

/// How well `queens` suits the finishing search, which goes down from the top row, smaller
/// better: the bottom queen as close to a corner as can be, then the side queens as far
/// down. (Across the constellations for n = 14, the searches then visit 7% more nodes than
/// with the best of the eight images of each.)
fn search_order(n: usize, queens: &[Square]) -> (u8, Reverse<u8>, [u8; 4]) {
    let own = key(n, queens);
    let [_, bottom, left, right] = own;
    let from_corner = bottom.min(n as u8 - 1 - bottom);
    (from_corner, Reverse(left + right), own)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_cover_every_set_of_border_queens_once() {
        for n in 4..=9 {
            let mut members = 0;
            let mut seen = std::collections::HashSet::new();
            for class in constellations(n) {
                let images: std::collections::HashSet<Vec<Square>> =
                    (0..8).map(|which| image(n, which, &class)).collect();
                assert_eq!(images.len() as u64, weight(n, &class), "{class:?}");
                members += images.len();
                for set in images {
                    assert!(seen.insert(set), "n = {n}: two classes share a member");
                }
            }
            assert_eq!(members, border_sets(n).len(), "n = {n}");
        }
    }
}
