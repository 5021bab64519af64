//! Simple colouring: the cells of a digit linked by conjugate pairs (the digit's only two
//! places in a unit) take two colours, one of which holds the digit.

use super::candidates::{Candidates, Deduction};
use super::digits::bit;
use super::places::Places;
use super::technique::Technique;
use super::units::MAX_CELLS;

/// The colour of each cell: 0 for none, then two colours a chain, `c` and `c + 1`.
type Colours = [u16; MAX_CELLS];

/// For each digit, each chain of conjugate pairs coloured in two colours: when two cells
/// of one colour see each other, that colour is false and loses the digit (a colour
/// wrap); otherwise a cell outside the chain that sees both colours loses it (a colour
/// trap).
pub(super) fn simple_colouring(board: &Candidates, places: &Places) -> Option<Deduction> {
    let geometry = board.geometry;
    for digit in 1..=geometry.side() as u8 {
        let mut colour: Colours = [0; MAX_CELLS];
        let mut next_chain = 1;
        for start in 0..geometry.cells() {
            let open = colour[start] == 0 && board.candidates[start] & bit(digit) != 0;
            if !open || links(places, start, digit).next().is_none() {
                continue;
            }
            let chain = colour_chain(places, digit, start, next_chain, &mut colour);
            next_chain += 2;
            if let Some(step) = wrap_or_trap(board, digit, &chain, &colour) {
                return Some(step);
            }
        }
    }
    None
}

/// The cells linked to `cell` by a conjugate pair of `digit`: in its row, its column
/// and its box, the other of the digit's two places, if the cell is one of them.
fn links(places: &Places, cell: usize, digit: u8) -> impl Iterator<Item = usize> + '_ {
    let units = places.geometry.units_of(cell);
    units.into_iter().filter_map(move |(unit, position)| {
        let set = places.of_digit(unit, digit);
        let other = set & !(1 << position);
        let linked = set.count_ones() == 2 && other != set;
        linked.then(|| places.geometry.unit(unit)[other.trailing_zeros() as usize] as usize)
    })
}

/// Colours the chain through `start` with colours `first` and `first + 1`, returning its
/// cells.
fn colour_chain(
    places: &Places,
    digit: u8,
    start: usize,
    first: u16,
    colour: &mut Colours,
) -> Vec<usize> {
    let mut chain = vec![start];
    colour[start] = first;
    let mut i = 0;
    while i < chain.len() {
        let cell = chain[i];
        for other in links(places, cell, digit) {
            if colour[other] == 0 {
                colour[other] = if colour[cell] == first { first + 1 } else { first };
                chain.push(other);
            }
        }
        i += 1;
    }
    chain
}

/// The colour wrap or trap of one coloured chain, if it removes anything.
fn wrap_or_trap(
    board: &Candidates,
    digit: u8,
    chain: &[usize],
    colour: &Colours,
) -> Option<Deduction> {
    let geometry = board.geometry;
    let step = |removed: Vec<(usize, u8)>| {
        Deduction::removing(Technique::SimpleColouring, chain.to_vec(), bit(digit), None, removed)
    };
    for &a in chain {
        let clash = chain.iter().any(|&b| b != a && colour[b] == colour[a] && geometry.sees(a, b));
        if clash {
            let false_colour = colour[a];
            let removed = chain.iter().filter(|&&c| colour[c] == false_colour).map(|&c| (c, digit));
            return step(removed.collect());
        }
    }
    let first = colour[chain[0]].min(colour[chain[1]]);
    let sees_colour = |cell: usize, wanted: u16| {
        geometry.peers(cell).iter().any(|&p| colour[p as usize] == wanted)
    };
    let removed: Vec<(usize, u8)> = (0..geometry.cells())
        .filter(|&c| board.candidates[c] & bit(digit) != 0 && !chain.contains(&c))
        .filter(|&c| sees_colour(c, first) && sees_colour(c, first + 1))
        .map(|c| (c, digit))
        .collect();
    step(removed)
}
