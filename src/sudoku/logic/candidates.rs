//! A board being solved by hand (digits placed, candidates left) and the steps that
//! change it.

use super::digits::{bit, digits_of, Digits};
use super::technique::Technique;
use super::units::{Geometry, MAX_CELLS};
use crate::sudoku::grid::Grid;

/// A set of cells (up to 256), bit `c` for cell `c`.
type CellSet = [u64; 4];

/// Adds `cell` to `set`.
fn insert(set: &mut CellSet, cell: usize) {
    set[cell / 64] |= 1 << (cell % 64);
}

/// Takes the smallest cell out of `set`, if any.
fn take_first(set: &mut CellSet) -> Option<usize> {
    let word = set.iter().position(|&w| w != 0)?;
    let bit = set[word].trailing_zeros() as usize;
    set[word] &= set[word] - 1;
    Some(word * 64 + bit)
}

/// One step of a person's solve: the technique, the cells whose pattern it is (with the
/// unit it lies in, for singles, subsets and locked candidates), and what it concludes: a
/// digit placed, or candidates removed (cell, digit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
    /// What kind of step it is.
    pub technique: Technique,
    /// The cells that make the pattern (row-major from 0): the cell placed for a single.
    pub cells: Vec<usize>,
    /// The digits of the pattern (for a single, the digit placed).
    pub digits: Digits,
    /// The unit the pattern lies in, if one: on a grid of side n, 0 to n − 1 rows, then n
    /// columns, then n boxes (0–8 rows, 9–17 columns, 18–26 boxes on 9×9).
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

/// A 9×9 or 16×16 board being solved: the digits placed, and each empty cell's
/// candidates (the digits no placed peer rules out, less those steps removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    pub(super) geometry: &'static Geometry,
    pub(super) cells: [u8; MAX_CELLS],
    pub(super) candidates: [Digits; MAX_CELLS],
}

impl Candidates {
    /// The board of a 9×9 or 16×16 puzzle, its candidates those its givens leave; `None`
    /// for another size, a cell above the side or a given repeated in a unit.
    /// Cost: O(cells × peers).
    ///
    /// ```
    /// use searchlab::sudoku::logic::Candidates;
    /// use searchlab::sudoku::Grid;
    ///
    /// let board = Candidates::new(&Grid { size: 9, cells: vec![0; 81] }).unwrap();
    /// assert_eq!(board.candidates(40), 0x1ff);
    /// assert!(Candidates::new(&Grid { size: 16, cells: vec![0; 256] }).is_some());
    /// assert!(Candidates::new(&Grid { size: 4, cells: vec![0; 16] }).is_none());
    /// ```
    pub fn new(grid: &Grid) -> Option<Candidates> {
        let geometry = Geometry::of(grid.size)?;
        if grid.cells.len() != geometry.cells() || grid.check().is_err() {
            return None;
        }
        let all = geometry.all_digits();
        let mut candidates = [0; MAX_CELLS];
        candidates[..geometry.cells()].fill(all);
        let mut board = Candidates { geometry, cells: [0; MAX_CELLS], candidates };
        for (cell, &digit) in grid.cells.iter().enumerate() {
            match digit as usize {
                0 => {}
                d if d <= geometry.side() => {
                    board.place(cell, digit);
                }
                _ => return None,
            }
        }
        Some(board)
    }

    /// The side of the board: 9 or 16.
    pub fn size(&self) -> usize {
        self.geometry.side()
    }

    /// The cells, row-major, 0 for an empty one.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.geometry.cells()]
    }

    /// The candidates of `cell` (0 once it holds a digit).
    pub fn candidates(&self, cell: usize) -> Digits {
        self.candidates[cell]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.cells().iter().all(|&d| d != 0)
    }

    /// Carries out a step: places its digit, removes its candidates. Cost: O(peers) a
    /// digit placed, O(1) a candidate removed.
    pub fn apply(&mut self, step: &Deduction) {
        if let Some((cell, digit)) = step.placed {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.removed {
            self.candidates[cell] &= !bit(digit);
        }
    }

    /// Puts `digit` in `cell` and takes it from the candidates of the cell's peers, adding
    /// to `left_alone` the peers that this leaves with one candidate or none.
    /// Cost: O(peers).
    fn place_noting(&mut self, cell: usize, digit: u8, left_alone: &mut CellSet) {
        self.cells[cell] = digit;
        self.candidates[cell] = 0;
        for &peer in self.geometry.peers(cell) {
            let candidates = &mut self.candidates[peer as usize];
            if *candidates & bit(digit) != 0 {
                *candidates &= !bit(digit);
                if *candidates & candidates.wrapping_sub(1) == 0 {
                    insert(left_alone, peer as usize);
                }
            }
        }
    }

    /// Puts `digit` in `cell` and takes it from the candidates of the cell's peers.
    /// Cost: O(peers).
    pub(super) fn place(&mut self, cell: usize, digit: u8) {
        self.place_noting(cell, digit, &mut [0; 4]);
    }

    /// Places singles until none is left: `false` if a contradiction shows (an empty cell
    /// without candidates, or a digit with no place in a unit). Naked singles are followed
    /// from the cells each placement leaves alone; a pass over the units then looks for
    /// hidden ones and checks every unit. Cost: O(peers) a digit placed, O(units × side)
    /// a pass.
    pub(crate) fn place_singles(&mut self) -> bool {
        let mut alone: CellSet = [0; 4];
        for cell in 0..self.geometry.cells() {
            if self.cells[cell] == 0 && self.candidates[cell].count_ones() <= 1 {
                insert(&mut alone, cell);
            }
        }
        loop {
            while let Some(cell) = take_first(&mut alone) {
                // A hidden single may have filled it since it was left alone.
                match (self.cells[cell], self.candidates[cell]) {
                    (0, 0) => return false,
                    (0, set) => self.place_noting(cell, set.trailing_zeros() as u8 + 1, &mut alone),
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
    fn place_hidden_singles(&mut self, alone: &mut CellSet) -> Option<bool> {
        let (mut placed, geometry) = (false, self.geometry);
        for unit in (0..geometry.unit_count()).map(|u| geometry.unit(u)) {
            let (mut once, mut twice, mut held) = (0u16, 0u16, 0u32);
            for &c in unit {
                let (candidates, digit) = (self.candidates[c as usize], self.cells[c as usize]);
                twice |= once & candidates;
                once |= candidates;
                held |= (1 << digit) >> 1;
            }
            if once | held as u16 != geometry.all_digits() {
                return None;
            }
            for digit in digits_of(once & !twice) {
                let has = |c: &&u8| self.candidates[**c as usize] & bit(digit) != 0;
                match unit.iter().find(has) {
                    Some(&cell) => self.place_noting(cell as usize, digit, alone),
                    None => return None,
                }
                placed = true;
            }
        }
        Some(placed)
    }

    /// The empty cell with the fewest candidates (the first of them), if any.
    pub(crate) fn fewest_candidates(&self) -> Option<usize> {
        let empty = (0..self.geometry.cells()).filter(|&c| self.cells[c] == 0);
        empty.min_by_key(|&c| self.candidates[c].count_ones())
    }

    /// The board with `digit` placed in `cell`: a guess.
    pub(crate) fn with(&self, cell: usize, digit: u8) -> Candidates {
        let mut board = self.clone();
        board.place(cell, digit);
        board
    }
}
