//! Solving a 9×9 sudoku the way a person does: candidates in every empty cell, and one
//! step at a time, always the easiest step the board offers ([`Board::next_step`]). The
//! steps, easiest first, are the [`Technique`]s: singles, locked candidates, naked and
//! hidden subsets, fish, XY- and XYZ-wings and simple colouring.
//!
//! ```
//! use searchlab::sudoku::logic::{Board, Technique};
//! use searchlab::sudoku::Grid;
//!
//! let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
//! let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
//! let mut board = Board::new(&Grid { size: 9, cells }).unwrap();
//! let step = board.next_step().unwrap();
//! assert_eq!(step.technique, Technique::NakedSingle);
//! board.apply(&step);
//! while let Some(step) = board.next_step() {
//!     board.apply(&step);
//! }
//! assert!(board.is_solved());
//! ```

mod colouring;
mod fish;
mod intersections;
mod singles;
mod subsets;
mod technique;
mod units;
mod wings;

pub use technique::Technique;
pub use units::{sees, PEERS, UNITS};

use super::Grid;

/// A bit set of the digits 1–9: bit `d - 1` for digit `d`.
pub type Digits = u16;

/// All nine digits.
const ALL: Digits = 0x1ff;

/// The bit of digit `d` (1–9).
fn bit(digit: u8) -> Digits {
    1 << (digit - 1)
}

/// The digits of a set, smallest first.
pub(super) fn digits_of(set: Digits) -> impl Iterator<Item = u8> {
    members(set).map(|i| i as u8 + 1)
}

/// The members of a bit set (its bits' positions), smallest first. Cost: O(1) each.
fn members(set: u16) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        let member = (rest != 0).then_some(rest.trailing_zeros() as usize);
        rest &= rest.wrapping_sub(1);
        member
    })
}

/// One step of a person's solve: the technique, the cells whose pattern it is (with the
/// unit it lies in, for singles, subsets and locked candidates), and what it concludes: a
/// digit placed, or candidates removed (cell, digit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What kind of step it is.
    pub technique: Technique,
    /// The cells that make the pattern (row-major 0–80): the cell placed for a single.
    pub cells: Vec<usize>,
    /// The digits of the pattern (for a single, the digit placed).
    pub digits: Digits,
    /// The unit the pattern lies in, if one: 0–8 rows, 9–17 columns, 18–26 boxes.
    pub unit: Option<usize>,
    /// The digit placed in a cell, for a single.
    pub placed: Option<(usize, u8)>,
    /// The candidates removed, as (cell, digit).
    pub removed: Vec<(usize, u8)>,
}

impl Step {
    /// A single: `digit` placed in `cell`, seen in `unit`.
    fn single(technique: Technique, cell: usize, digit: u8, unit: Option<usize>) -> Step {
        let (cells, digits, placed) = (vec![cell], bit(digit), Some((cell, digit)));
        Step { technique, cells, digits, unit, placed, removed: Vec::new() }
    }

    /// An elimination, or `None` when it removes nothing.
    fn removing(
        technique: Technique,
        cells: Vec<usize>,
        digits: Digits,
        unit: Option<usize>,
        removed: Vec<(usize, u8)>,
    ) -> Option<Step> {
        (!removed.is_empty()).then_some(Step {
            technique,
            cells,
            digits,
            unit,
            placed: None,
            removed,
        })
    }
}

/// A 9×9 board being solved: the digits placed, and each empty cell's candidates (the
/// digits no placed peer rules out, less those steps removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    cells: [u8; 81],
    candidates: [Digits; 81],
}

impl Board {
    /// The board of a 9×9 puzzle, its candidates those its givens leave; `None` for
    /// another size, a cell above 9 or a given repeated in a unit. Cost: O(81 × 20).
    ///
    /// ```
    /// use searchlab::sudoku::logic::Board;
    /// use searchlab::sudoku::Grid;
    ///
    /// let board = Board::new(&Grid { size: 9, cells: vec![0; 81] }).unwrap();
    /// assert_eq!(board.candidates(40), 0x1ff);
    /// assert!(Board::new(&Grid { size: 4, cells: vec![0; 16] }).is_none());
    /// ```
    pub fn new(grid: &Grid) -> Option<Board> {
        if grid.size != 9 || grid.cells.len() != 81 || grid.check().is_err() {
            return None;
        }
        let mut board = Board { cells: [0; 81], candidates: [ALL; 81] };
        for (cell, &digit) in grid.cells.iter().enumerate() {
            match digit {
                0 => {}
                1..=9 => {
                    board.place(cell, digit);
                }
                _ => return None,
            }
        }
        Some(board)
    }

    /// The cells, row-major, 0 for an empty one.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The candidates of `cell` (0 once it holds a digit).
    pub fn candidates(&self, cell: usize) -> Digits {
        self.candidates[cell]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// The easiest step the board offers, trying the [`Technique`]s in their order, or
    /// `None` when none applies (the board is solved, or needs guessing). Cost: O(81) for
    /// a single; a few thousand set operations when it takes fish or colouring.
    ///
    /// ```
    /// use searchlab::sudoku::logic::{Board, Technique};
    /// use searchlab::sudoku::Grid;
    ///
    /// let mut cells = vec![0; 81];
    /// cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    /// let step = Board::new(&Grid { size: 9, cells }).unwrap().next_step().unwrap();
    /// assert_eq!((step.technique, step.placed), (Technique::NakedSingle, Some((8, 9))));
    /// ```
    pub fn next_step(&self) -> Option<Step> {
        self.next_step_up_to(Technique::SimpleColouring)
    }

    /// The easiest step the board offers among the techniques up to `hardest`, or `None`.
    /// Cost: as [`Board::next_step`], less the techniques past `hardest`.
    ///
    /// ```
    /// use searchlab::sudoku::logic::{Board, Technique};
    /// use searchlab::sudoku::Grid;
    ///
    /// let mut cells = vec![0; 81];
    /// cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    /// let board = Board::new(&Grid { size: 9, cells }).unwrap();
    /// assert!(board.next_step_up_to(Technique::NakedSingle).is_some());
    /// ```
    pub fn next_step_up_to(&self, hardest: Technique) -> Option<Step> {
        let single = match hardest {
            Technique::NakedSingle => singles::naked(self),
            _ => singles::naked(self).or_else(|| singles::hidden(self)),
        };
        if single.is_some() || hardest <= Technique::HiddenSingle {
            return single;
        }
        let places = Places::of(self);
        let mut harder = Technique::ALL.into_iter().skip(2).take_while(|&t| t <= hardest);
        harder.find_map(|technique| self.harder_step(technique, &places))
    }

    /// The first step of one technique past the singles that the board offers, its
    /// digits' places in `places`.
    fn harder_step(&self, technique: Technique, places: &Places) -> Option<Step> {
        match technique {
            // Singles are looked for before the table is built.
            Technique::NakedSingle | Technique::HiddenSingle => None,
            Technique::Pointing => intersections::pointing(places),
            Technique::Claiming => intersections::claiming(places),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                subsets::naked(self, places, technique)
            }
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                subsets::hidden(self, places, technique)
            }
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                fish::fish(places, technique)
            }
            Technique::XyWing => wings::xy_wing(self),
            Technique::XyzWing => wings::xyz_wing(self),
            Technique::SimpleColouring => colouring::simple_colouring(self, places),
        }
    }

    /// Carries out a step: places its digit, removes its candidates. Cost: O(20) a digit
    /// placed, O(1) a candidate removed.
    pub fn apply(&mut self, step: &Step) {
        if let Some((cell, digit)) = step.placed {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.removed {
            self.candidates[cell] &= !bit(digit);
        }
    }

    /// Puts `digit` in `cell` and takes it from the candidates of the cell's peers: the
    /// peers that this leaves with one candidate or none (a bit a cell). Cost: O(20).
    fn place(&mut self, cell: usize, digit: u8) -> u128 {
        self.cells[cell] = digit;
        self.candidates[cell] = 0;
        let mut left_alone = 0;
        for &peer in &PEERS[cell] {
            let candidates = &mut self.candidates[peer as usize];
            if *candidates & bit(digit) != 0 {
                *candidates &= !bit(digit);
                if *candidates & candidates.wrapping_sub(1) == 0 {
                    left_alone |= 1 << peer;
                }
            }
        }
        left_alone
    }

    /// Places singles until none is left: `false` if a contradiction shows (an empty cell
    /// without candidates, or a digit with no place in a unit). Naked singles are followed
    /// from the cells each placement leaves alone; a pass over the units then looks for
    /// hidden ones and checks every unit. Cost: O(20) a digit placed, O(243) a pass.
    pub(super) fn place_singles(&mut self) -> bool {
        let empty_alone = |c: &usize| self.cells[*c] == 0 && self.candidates[*c].count_ones() <= 1;
        let mut alone = (0..81).filter(empty_alone).fold(0u128, |set, c| set | 1 << c);
        loop {
            while alone != 0 {
                let cell = alone.trailing_zeros() as usize;
                alone &= alone - 1;
                // A hidden single may have filled it since it was left alone.
                match (self.cells[cell], self.candidates[cell]) {
                    (0, 0) => return false,
                    (0, set) => alone |= self.place(cell, set.trailing_zeros() as u8 + 1),
                    _ => {}
                }
            }
            match self.place_hidden_singles(&mut alone) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Places every digit that has one place left in a unit, in one pass over the units,
    /// adding the cells each placement leaves alone to `alone`: whether it placed any,
    /// `None` when a unit has no place for a digit it lacks.
    fn place_hidden_singles(&mut self, alone: &mut u128) -> Option<bool> {
        let mut placed = false;
        for unit in &UNITS {
            let (mut once, mut twice, mut held) = (0, 0, 0);
            for &c in unit {
                let (candidates, digit) = (self.candidates[c as usize], self.cells[c as usize]);
                twice |= once & candidates;
                once |= candidates;
                held |= (1 << digit) >> 1;
            }
            if once | held != ALL {
                return None;
            }
            for digit in digits_of(once & !twice) {
                let has = |c: &&u8| self.candidates[**c as usize] & bit(digit) != 0;
                match unit.iter().find(has) {
                    Some(&cell) => *alone |= self.place(cell as usize, digit),
                    None => return None,
                }
                placed = true;
            }
        }
        Some(placed)
    }

    /// The empty cell with the fewest candidates (the first of them), if any.
    pub(super) fn fewest_candidates(&self) -> Option<usize> {
        (0..81).filter(|&c| self.cells[c] == 0).min_by_key(|&c| self.candidates[c].count_ones())
    }

    /// The board with `digit` placed in `cell`: a guess.
    pub(super) fn with(&self, cell: usize, digit: u8) -> Board {
        let mut board = self.clone();
        board.place(cell, digit);
        board
    }
}

/// Where each digit can go in each unit, as positions 0–8 within the unit (9-bit sets):
/// the table the techniques past the singles read, built once a scan.
struct Places([[u16; 9]; 27]);

impl Places {
    /// The table of a board. Cost: O(81 × 3 × candidates a cell).
    fn of(board: &Board) -> Places {
        let mut places = [[0u16; 9]; 27];
        for (cell, &candidates) in board.candidates.iter().enumerate() {
            let (row, column) = (cell / 9, cell % 9);
            let (the_box, in_box) = (row / 3 * 3 + column / 3, row % 3 * 3 + column % 3);
            let mut set = candidates;
            while set != 0 {
                let digit = set.trailing_zeros() as usize;
                places[row][digit] |= 1 << column;
                places[9 + column][digit] |= 1 << row;
                places[18 + the_box][digit] |= 1 << in_box;
                set &= set - 1;
            }
        }
        Places(places)
    }

    /// The positions within `unit` where `digit` is a candidate.
    fn of_digit(&self, unit: usize, digit: u8) -> u16 {
        self.0[unit][digit as usize - 1]
    }
}

/// The positions of the items that `wanted` picks, as a set.
fn members_where<T>(items: &[T; 9], wanted: impl Fn(&T) -> bool) -> u16 {
    let picked = items.iter().enumerate().filter(|(_, item)| wanted(item));
    picked.fold(0, |set, (i, _)| set | 1 << i)
}

/// The cells of a unit at the positions of a 9-bit set.
fn cells_at(unit: usize, positions: u16) -> impl Iterator<Item = usize> {
    members(positions).map(move |i| UNITS[unit][i] as usize)
}

/// The subsets of a 9-bit set with `n` members (1 or more), smallest first. Cost: O(n)
/// a subset.
fn subsets_within(set: u16, n: u32) -> impl Iterator<Item = u16> {
    let mut positions = [0u16; 9];
    members(set).zip(&mut positions).for_each(|(member, slot)| *slot = 1 << member);
    let end = 1u32 << set.count_ones();
    // The n-member subsets of the k members' indices, as k-bit numbers in increasing
    // order (Gosper's step), each spread to the members it picks.
    let mut picked = (1u32 << n) - 1;
    std::iter::from_fn(move || {
        if picked >= end {
            return None;
        }
        let subset = members(picked as u16).fold(0, |subset, i| subset | positions[i]);
        let lowest = picked & picked.wrapping_neg();
        let carried = picked + lowest;
        picked = (((carried ^ picked) >> 2) / lowest) | carried;
        Some(subset)
    })
}

#[cfg(test)]
mod tests;
