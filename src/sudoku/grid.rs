//! A sudoku grid of 9×9 or 16×16 cells: its solutions counted, its givens checked, its
//! symbols, and the solvers chosen for this CPU.

use super::bitmask::{solve, Solved};
#[cfg(target_arch = "x86_64")]
use super::simd;

/// A puzzle: `size × size` cells (size 9 or 16), row-major, digits `1..=size`, 0 for empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Cells per row: 9 or 16.
    pub size: usize,
    /// The cells, row-major, 0 for an empty one.
    pub cells: Vec<u8>,
}

/// How many solutions a puzzle has, as `--count` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// No solution.
    None,
    /// Exactly one.
    Unique,
    /// Two or more.
    Multiple,
}

impl Count {
    /// The count of a puzzle whose solutions were counted up to (at least) 2: 0 is
    /// [`Count::None`], 1 [`Count::Unique`], more [`Count::Multiple`].
    ///
    /// ```
    /// use searchlab::sudoku::Count;
    ///
    /// assert_eq!(Count::of(2), Count::Multiple);
    /// ```
    pub fn of(solutions: usize) -> Count {
        match solutions {
            0 => Count::None,
            1 => Count::Unique,
            _ => Count::Multiple,
        }
    }

    /// `none`, `unique` or `multiple`.
    pub fn word(self) -> &'static str {
        match self {
            Count::None => "none",
            Count::Unique => "unique",
            Count::Multiple => "multiple",
        }
    }
}

impl Grid {
    /// The side of a box: 3 or 4.
    pub fn box_size(&self) -> usize {
        if self.size == 16 {
            4
        } else {
            3
        }
    }

    /// `rXcY`, 1-based, for messages.
    pub fn cell_name(&self, cell: usize) -> String {
        format!("r{}c{}", cell / self.size + 1, cell % self.size + 1)
    }

    /// Checks that no given repeats in a row, column or box. The error is the repeating
    /// cell (row-major index) and a message naming it and the earlier one.
    /// Cost: O(size²) with bit masks per unit; the other cell is looked up only on error.
    pub fn check(&self) -> Result<(), (usize, String)> {
        check_cells(self.size, &self.cells)
    }

    /// The message for a given at `cell` that repeats an earlier one in a unit.
    fn repeat_message(&self, cell: usize) -> String {
        let (n, b) = (self.size, self.box_size());
        let (row, column) = (cell / n, cell % n);
        let value = self.cells[cell];
        let (other, unit) = (0..cell)
            .filter(|&o| self.cells[o] == value)
            .find_map(|o| {
                let (r, c) = (o / n, o % n);
                if r == row {
                    Some((o, format!("row {}", row + 1)))
                } else if c == column {
                    Some((o, format!("column {}", column + 1)))
                } else if (r / b, c / b) == (row / b, column / b) {
                    Some((o, format!("box {}", (row / b) * b + column / b + 1)))
                } else {
                    None
                }
            })
            .expect("a repeat has an earlier cell");
        format!(
            "cell {}: {} is already in {unit} (at {})",
            self.cell_name(cell),
            symbol(n, value),
            self.cell_name(other)
        )
    }

    /// Solves the grid, counting solutions up to `limit` (see [`solve`]): on 9×9 the SIMD
    /// solver where the CPU has AVX2, else (and on 16×16) the bitmask solver.
    ///
    /// ```
    /// use searchlab::sudoku::Grid;
    ///
    /// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    /// let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
    /// let solved = Grid { size: 9, cells }.solve(2);
    /// assert_eq!(solved.count, 1); // unique
    /// assert_eq!(solved.solution.unwrap()[0], 5);
    /// ```
    pub fn solve(&self, limit: usize) -> Solved {
        if self.size == 16 {
            return solve::<4, 16>(&self.cells, limit);
        }
        let mut cells = [0; 81];
        cells.copy_from_slice(&self.cells); // a 9×9 grid has 81 cells
        let mut first = [0; 81];
        let count = solve_into(&cells, limit, &mut first);
        let solution = (count > 0).then(|| first.to_vec());
        Solved { solution, count }
    }

    /// Whether the grid has no, one, or several solutions (stops at the second).
    pub fn count(&self) -> Count {
        Count::of(self.solve(2).count)
    }
}

/// [`Grid::check`] on the cells of a `size × size` grid (size 9 or 16), for a reader that
/// holds them in an array of its own. Cost: O(size²); the message is made (and the grid
/// copied for it) only on a repeat.
///
/// ```
/// use searchlab::sudoku::check_cells;
///
/// let mut cells = [0u8; 81];
/// assert_eq!(check_cells(9, &cells), Ok(()));
/// cells[0] = 5;
/// cells[80] = 5;
/// assert_eq!(check_cells(9, &cells), Ok(()));
/// cells[8] = 5;
/// assert_eq!(check_cells(9, &cells).unwrap_err().0, 8); // row 1 holds two 5s
/// ```
pub fn check_cells(size: usize, cells: &[u8]) -> Result<(), (usize, String)> {
    let repeat =
        if size == 16 { first_repeat::<16, 4>(cells) } else { first_repeat::<9, 3>(cells) };
    match repeat {
        Some(cell) => {
            let grid = Grid { size, cells: cells.to_vec() };
            Err((cell, grid.repeat_message(cell)))
        }
        None => Ok(()),
    }
}

/// The symbol written for `value` in a grid of `size`: `1`–`9` (`0` for empty) on 9×9,
/// `A`–`P` (`-` for empty) on 16×16. Cost: O(1).
///
/// ```
/// use searchlab::sudoku::symbol;
///
/// assert_eq!([symbol(9, 7), symbol(9, 0), symbol(16, 16), symbol(16, 0)], ['7', '0', 'P', '-']);
/// ```
pub fn symbol(size: usize, value: u8) -> char {
    match (size, value) {
        (16, 0) => '-',
        (_, 0) => '0',
        (16, v) => char::from(b'A' + v - 1),
        (_, v) => char::from(b'0' + v),
    }
}

/// Solves a 9×9 puzzle (81 cells row-major, digits 1–9, 0 for empty) without allocating:
/// writes the first solution into `solution` and returns the number of solutions, counted
/// up to `limit` (`solution` is left as it was when there is none). Runs the SIMD solver
/// where the CPU has AVX2, else the bitmask one ([`solve`]). Givens that clash, or cells
/// above 9, make it unsolvable.
///
/// Cost: about a microsecond for most puzzles (see [`Grid::solve`]).
///
/// ```
/// use searchlab::sudoku::solve_into;
///
/// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// let mut cells = [0u8; 81];
/// for (cell, b) in cells.iter_mut().zip(text.bytes()) {
///     *cell = if b == b'.' { 0 } else { b - b'0' };
/// }
/// let mut solution = [0u8; 81];
/// assert_eq!(solve_into(&cells, 2, &mut solution), 1);
/// assert_eq!(solution[..9], [5, 2, 7, 3, 8, 9, 4, 1, 6]);
/// ```
pub fn solve_into(cells: &[u8; 81], limit: usize, solution: &mut [u8; 81]) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(count) = simd::solve_into(cells, limit, solution) {
            return count;
        }
    }
    let solved = solve::<3, 9>(cells, limit);
    if let Some(first) = &solved.solution {
        solution.copy_from_slice(first);
    }
    solved.count
}

/// Which solver [`solve_into`] and [`Grid::solve`] run on 9×9 grids on this CPU with this
/// build: `avx512`, `avx2` (the SIMD triad solver on those vectors) or `bitmask`. Cost: a
/// feature check, cached by `std`.
///
/// ```
/// use searchlab::sudoku::solver_name;
///
/// assert!(["avx512", "avx2", "bitmask"].contains(&solver_name()));
/// ```
pub fn solver_name() -> &'static str {
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(vectors) = simd::vectors() {
            return vectors;
        }
    }
    "bitmask"
}

/// The first cell (row-major) whose given repeats one in its row, column or box, for a
/// grid of `N × N` cells in boxes of `B × B`. Cost: O(N²).
fn first_repeat<const N: usize, const B: usize>(cells: &[u8]) -> Option<usize> {
    if !repeats::<N, B>(cells) {
        return None;
    }
    let (mut rows, mut columns, mut boxes) = ([0u32; N], [0u32; N], [0u32; N]);
    for (cell, &value) in cells.iter().enumerate() {
        let (row, column) = (cell / N, cell % N);
        let bx = (row / B) * B + column / B;
        // No branch on empty cells (they are unpredictable): theirs is bit 0, never set.
        let bit = (1u32 << value) & !1;
        if (rows[row] | columns[column] | boxes[bx]) & bit != 0 {
            return Some(cell);
        }
        rows[row] |= bit;
        columns[column] |= bit;
        boxes[bx] |= bit;
    }
    None
}

/// Whether some given repeats in its row, column or box: [`first_repeat`]'s quick answer
/// for the usual case, without a branch per cell. Cost: O(N²).
fn repeats<const N: usize, const B: usize>(cells: &[u8]) -> bool {
    let (mut columns, mut boxes) = ([0u32; N], [0u32; N]);
    let mut clash = 0u32;
    for (r, row_cells) in cells.chunks_exact(N).enumerate() {
        let mut row = 0u32;
        for (c, &value) in row_cells.iter().enumerate() {
            let bit = (1u32 << value) & !1;
            let bx = (r / B) * B + c / B;
            clash |= (row | columns[c] | boxes[bx]) & bit;
            row |= bit;
            columns[c] |= bit;
            boxes[bx] |= bit;
        }
    }
    clash != 0
}

/// Runs `job` on every grid on `threads` threads (0: one per core) and returns the
/// results in input order ([`crate::workers::map`]: threads take the grids in small
/// batches, so uneven puzzles do not hold up the others).
///
/// ```
/// use searchlab::sudoku::{solve_all, Grid};
///
/// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
/// let grid = Grid { size: 9, cells };
/// let counts = solve_all(&[&grid, &grid], 2, |grid| grid.solve(2).count);
/// assert_eq!(counts, vec![1, 1]);
/// ```
pub fn solve_all<T: Send>(
    grids: &[&Grid],
    threads: usize,
    job: impl Fn(&Grid) -> T + Sync,
) -> Vec<T> {
    crate::workers::map(grids, threads, |grid| job(grid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::is_solution;

    fn grid(text: &str) -> Grid {
        let cells = text
            .bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        Grid { size: 9, cells }
    }

    fn valid_solution(puzzle: &Grid, solution: &[u8]) -> bool {
        is_solution(puzzle.size, &puzzle.cells, solution)
    }

    #[test]
    fn solves_the_poj_samples() {
        let p = grid("103000509 002109400 000704000 300502006 060000050 700803004 000401000 009205800 804000107");
        let solved = p.solve(1);
        let expected = grid("143628579 572139468 986754231 391542786 468917352 725863914 237481695 619275843 854396127");
        assert_eq!(solved.solution.as_deref(), Some(&expected.cells[..]));
        let p = grid(
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
        );
        let solution = p.solve(1).solution.unwrap();
        assert!(valid_solution(&p, &solution));
        assert_eq!(p.count(), Count::Unique);
    }

    #[test]
    fn counts_none_unique_and_multiple() {
        let empty = Grid { size: 9, cells: vec![0; 81] };
        assert_eq!(empty.count(), Count::Multiple);
        assert!(valid_solution(&empty, &empty.solve(1).solution.unwrap()));
        // Valid givens, but r1c9 can hold nothing: 1-8 in its row, 9 in its column.
        let mut stuck = vec![0u8; 81];
        stuck[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        stuck[9 + 8] = 9;
        let stuck = Grid { size: 9, cells: stuck };
        assert!(stuck.check().is_ok());
        assert_eq!(stuck.count(), Count::None);
        assert_eq!(stuck.solve(1).solution, None);
    }

    #[test]
    fn sixteen_by_sixteen() {
        let empty = Grid { size: 16, cells: vec![0; 256] };
        let solution = empty.solve(1).solution.unwrap();
        assert!(valid_solution(&empty, &solution));
        // Blank out a third of a solution: the rest must be refilled to a valid grid.
        let mut puzzle = solution.clone();
        for cell in (0..256).step_by(3) {
            puzzle[cell] = 0;
        }
        let puzzle = Grid { size: 16, cells: puzzle };
        assert!(valid_solution(&puzzle, &puzzle.solve(1).solution.unwrap()));
    }

    #[test]
    fn cells_above_the_size_have_no_solution() {
        for (size, value) in [(9, 10), (16, 17), (16, 255)] {
            let mut cells = vec![0u8; size * size];
            cells[size + 1] = value;
            let grid = Grid { size, cells };
            assert_eq!(grid.count(), Count::None, "{size} {value}");
        }
    }

    /// Answering one-line puzzles checks a puzzle's givens only when it has no solution:
    /// both solvers must find none where a given repeats, whatever the unit.
    #[test]
    fn repeated_givens_have_no_solution_on_either_solver() {
        let grid = solve::<3, 9>(&[0; 81], 1).solution.unwrap();
        let mut random = crate::rng::XorShift::new(0x0ddc_1a55);
        for round in 0..600 {
            let mut cells = grid.clone();
            for _ in 0..40 + random.below(30) {
                cells[random.below(81) as usize] = 0;
            }
            let a = random.below(81) as usize;
            let (row, column) = (a / 9, a % 9);
            let k = random.below(8) as usize; // which of the unit's eight other cells
            let b = match round % 3 {
                0 => 9 * row + (column + 1 + k) % 9,
                1 => 9 * ((row + 1 + k) % 9) + column,
                _ => {
                    let box_cells: Vec<usize> = (0..81)
                        .filter(|&c| (c / 27, c % 9 / 3) == (row / 3, column / 3) && c != a)
                        .collect();
                    box_cells[k]
                }
            };
            cells[a] = grid[a];
            cells[b] = grid[a];
            let puzzle = Grid { size: 9, cells: cells.clone() };
            assert!(puzzle.check().is_err(), "{cells:?}");
            let mut fixed = [0u8; 81];
            fixed.copy_from_slice(&cells);
            assert_eq!(solve_into(&fixed, 2, &mut [0; 81]), 0, "{cells:?}");
            assert_eq!(solve::<3, 9>(&cells, 2).count, 0, "{cells:?}");
        }
    }

    #[test]
    fn repeated_givens_are_named() {
        let mut cells = vec![0u8; 81];
        cells[0] = 5;
        cells[4 * 9] = 5;
        let error = Grid { size: 9, cells }.check().unwrap_err();
        assert_eq!(error, (36, "cell r5c1: 5 is already in column 1 (at r1c1)".to_string()));
        let mut cells = vec![0u8; 81];
        cells[0] = 7;
        cells[10] = 7;
        let error = Grid { size: 9, cells }.check().unwrap_err().1;
        assert_eq!(error, "cell r2c2: 7 is already in box 1 (at r1c1)");
    }

    #[test]
    fn all_cores_keep_input_order() {
        let grids: Vec<Grid> = (0..100u8)
            .map(|i| {
                let mut cells = vec![0u8; 81];
                cells[0] = i % 9 + 1;
                Grid { size: 9, cells }
            })
            .collect();
        let refs: Vec<&Grid> = grids.iter().collect();
        let firsts = solve_all(&refs, 0, |g| g.solve(1).solution.unwrap()[0]);
        assert_eq!(solve_all(&refs, 1, |g| g.solve(1).solution.unwrap()[0]), firsts);
        let expected: Vec<u8> = (0..100u8).map(|i| i % 9 + 1).collect();
        assert_eq!(firsts, expected);
    }
}
