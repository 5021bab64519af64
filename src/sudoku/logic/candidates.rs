//! A board being solved by hand (digits placed, candidates left) and the steps that
//! change it.

use super::digits::{bit, digits_of, Digits, ALL};
use super::technique::Technique;
use super::units::{PEERS, UNITS};
use crate::sudoku::grid::Grid;

/// One step of a person's solve: the technique, the cells whose pattern it is (with the
/// unit it lies in, for singles, subsets and locked candidates), and what it concludes: a
/// digit placed, or candidates removed (cell, digit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
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

impl Deduction {
    /// A single: `digit` placed in `cell`, seen in `unit`.
    pub(super) fn single(
        technique: Technique,
        cell: usize,
        digit: u8,
        unit: Option<usize>,
    ) -> Deduction {
        let (cells, digits, placed) = (vec![cell], bit(digit), Some((cell, digit)));
        Deduction { technique, cells, digits, unit, placed, removed: Vec::new() }
    }

    /// An elimination, or `None` when it removes nothing.
    pub(super) fn removing(
        technique: Technique,
        cells: Vec<usize>,
        digits: Digits,
        unit: Option<usize>,
        removed: Vec<(usize, u8)>,
    ) -> Option<Deduction> {
        (!removed.is_empty()).then_some(Deduction {
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
pub struct Candidates {
    pub(super) cells: [u8; 81],
    pub(super) candidates: [Digits; 81],
}

impl Candidates {
    /// The board of a 9×9 puzzle, its candidates those its givens leave; `None` for
    /// another size, a cell above 9 or a given repeated in a unit. Cost: O(81 × 20).
    ///
    /// ```
    /// use searchlab::sudoku::logic::Candidates;
    /// use searchlab::sudoku::Grid;
    ///
    /// let board = Candidates::new(&Grid { size: 9, cells: vec![0; 81] }).unwrap();
    /// assert_eq!(board.candidates(40), 0x1ff);
    /// assert!(Candidates::new(&Grid { size: 4, cells: vec![0; 16] }).is_none());
    /// ```
    pub fn new(grid: &Grid) -> Option<Candidates> {
        if grid.size != 9 || grid.cells.len() != 81 || grid.check().is_err() {
            return None;
        }
        let mut board = Candidates { cells: [0; 81], candidates: [ALL; 81] };
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

    /// Carries out a step: places its digit, removes its candidates. Cost: O(20) a digit
    /// placed, O(1) a candidate removed.
    pub fn apply(&mut self, step: &Deduction) {
        if let Some((cell, digit)) = step.placed {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.removed {
            self.candidates[cell] &= !bit(digit);
        }
    }

    /// Puts `digit` in `cell` and takes it from the candidates of the cell's peers: the
    /// peers that this leaves with one candidate or none (a bit a cell). Cost: O(20).
    pub(super) fn place(&mut self, cell: usize, digit: u8) -> u128 {
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
    pub(crate) fn place_singles(&mut self) -> bool {
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
    pub(crate) fn fewest_candidates(&self) -> Option<usize> {
        (0..81).filter(|&c| self.cells[c] == 0).min_by_key(|&c| self.candidates[c].count_ones())
    }

    /// The board with `digit` placed in `cell`: a guess.
    pub(crate) fn with(&self, cell: usize, digit: u8) -> Candidates {
        let mut board = self.clone();
        board.place(cell, digit);
        board
    }
}
