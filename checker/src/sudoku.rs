//! An independent model of sudoku answers, to check `sudoku`'s output: grids read from any
//! of its formats (a puzzle a line of 81 or 256 symbols, or 9 or 16 rows), the rules checked
//! cell by cell, written without the library's solvers and readers.
//!
//! A grid of 9 × 9 holds the digits `1`–`9`, one of 16 × 16 the letters `A`–`P`; a puzzle
//! marks an empty cell with `0`, `.` or `-`. `sudoku` writes `no solution` for a puzzle
//! without one.

use crate::compare::compare_exact;

/// What `sudoku` writes for a puzzle without a solution.
const NO_SOLUTION: &str = "no solution";

/// One puzzle or answer read from a text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Item {
    /// A grid of `size` × `size` symbols, row by row, with its first line.
    Grid { size: usize, cells: Vec<char>, line: usize },
    /// A `no solution` line.
    NoSolution,
}

/// The items of `text`: lines of 81 or 256 symbols (spaces ignored) are a grid each, runs
/// of 9 or 16 lines of 9 or 16 symbols are one; `#` comments, `end`, and a first line that
/// is a count are skipped. Also the count of the other lines, which belong to no item (in
/// an input, puzzles `sudoku` refuses, with no answer). Cost: linear.
fn items(text: &str) -> (Vec<Item>, usize) {
    let (mut items, mut stray) = (Vec::new(), 0);
    let mut rows: Vec<(usize, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let is_count = items.is_empty() && squeezed.len() < 9 && squeezed.parse::<u32>().is_ok();
        if squeezed.starts_with('#') || squeezed == "end" || is_count || squeezed.is_empty() {
            continue;
        }
        let length = squeezed.chars().count();
        let is_row = length == 9 || length == 16;
        if !is_row || rows.first().is_some_and(|(_, row)| row.chars().count() != length) {
            stray += rows.len();
            rows.clear();
        }
        if line.trim() == NO_SOLUTION {
            items.push(Item::NoSolution);
        } else if let Some(size) = [9, 16].into_iter().find(|size| size * size == length) {
            items.push(Item::Grid { size, cells: squeezed.chars().collect(), line: i + 1 });
        } else if is_row {
            rows.push((i + 1, squeezed));
            if rows.len() == length {
                let cells = rows.iter().flat_map(|(_, row)| row.chars()).collect();
                items.push(Item::Grid { size: length, cells, line: rows[0].0 });
                rows.clear();
            }
        } else {
            stray += 1;
        }
    }
    (items, stray + rows.len())
}

/// The value of a symbol on a grid of `size` (1 to `size`), 0 for an empty cell, `None`
/// for a symbol that is neither.
fn value(size: usize, symbol: char) -> Option<usize> {
    let value = match (size, symbol) {
        (_, '0' | '.' | '-') => 0,
        (9, '1'..='9') => symbol as usize - '0' as usize,
        (16, 'A'..='P') => symbol as usize - 'A' as usize + 1,
        _ => return None,
    };
    Some(value)
}

/// Where cell `i` of a grid of `size` is, for a person: `row 2, column 5`.
fn cell_name(size: usize, i: usize) -> String {
    format!("row {}, column {}", i / size + 1, i % size + 1)
}

/// What is wrong with `answer` as a solution of `puzzle` (both `size` × `size` symbols):
/// the first cell, in row order, that holds no symbol of the grid, changes a given, or
/// repeats a symbol of its row, column or box, with the rule it breaks. Cost: O(size²).
///
/// ```
/// use checker::sudoku::fault;
///
/// let solution: Vec<char> = "527389416819426735436751829375692184194538267268174593643217958951843672782965341".chars().collect();
/// let mut puzzle = vec!['.'; 81];
/// assert_eq!(fault(9, &puzzle, &solution), None);
/// puzzle[1] = '3';
/// assert_eq!(fault(9, &puzzle, &solution).unwrap(), "row 1, column 2 holds 2 where the puzzle gives 3");
/// let mut broken = solution.clone();
/// broken.swap(0, 9);
/// assert!(fault(9, &['.'; 81], &broken).unwrap().contains("which row 1 holds at column"));
/// ```
pub fn fault(size: usize, puzzle: &[char], answer: &[char]) -> Option<String> {
    let boxes = if size == 16 { 4 } else { 3 };
    // The first cell holding each value, by row, column and box: [unit kind][unit][value].
    let mut first = vec![vec![vec![None; size + 1]; size]; 3];
    for (i, (&given, &symbol)) in puzzle.iter().zip(answer).enumerate() {
        let cell = cell_name(size, i);
        let v = match value(size, symbol) {
            Some(v) if v > 0 => v,
            _ => {
                let range = if size == 16 { "a letter A to P" } else { "a digit 1 to 9" };
                return Some(format!("{cell} holds {symbol:?}, not {range}"));
            }
        };
        if value(size, given).is_some_and(|v| v > 0) && given != symbol {
            return Some(format!("{cell} holds {symbol} where the puzzle gives {given}"));
        }
        let (row, column) = (i / size, i % size);
        let units = [row, column, (row / boxes) * boxes + column / boxes];
        // The earliest cell before this one holding the symbol in one of its units (the
        // row named first, then the column, where one cell shares both).
        let earlier = (0..3).filter_map(|kind| first[kind][units[kind]][v].map(|j| (j, kind)));
        match earlier.min() {
            Some((j, 0)) => {
                let at = j % size + 1;
                return Some(format!(
                    "{cell} holds {symbol}, which row {} holds at column {at}",
                    row + 1
                ));
            }
            Some((j, 1)) => {
                let at = j / size + 1;
                return Some(format!(
                    "{cell} holds {symbol}, which column {} holds at row {at}",
                    column + 1
                ));
            }
            Some((j, _)) => {
                let at = cell_name(size, j);
                return Some(format!("{cell} holds {symbol}, which its box holds at {at}"));
            }
            None => (0..3).for_each(|kind| first[kind][units[kind]][v] = Some(i)),
        }
    }
    None
}

/// Checks `sudoku`'s output: the expected lines exactly, or else, puzzle by puzzle, a grid
/// that solves the puzzle: a valid grid different from the expected one is accepted (the
/// puzzle has several solutions, and any is right), a grid that breaks a rule is named by
/// its cell and rule, `no solution` where the expected answer has a grid is refused. When
/// the answers cannot be matched to the puzzles, the first differing line is named.
/// Cost: linear.
///
/// ```
/// use checker::sudoku::check_sudoku;
///
/// let puzzle = ".".repeat(80) + "1\n";
/// let one = "527389416819426735436751829375692184194538267268174593643217958951843672782965341\n";
/// let other = "527389416819426735436751829375692184194538267268174593643217958951843672782965341"
///     .replace('1', "x").replace('2', "1").replace('x', "2") + "\n"; // 1 and 2 swapped
/// assert!(check_sudoku(&puzzle, Some(one), &other).is_err()); // the given 1 changed
/// let puzzle = ".".repeat(81) + "\n";
/// assert!(check_sudoku(&puzzle, Some(one), &other).is_ok()); // another valid grid
/// ```
pub fn check_sudoku(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let expected = expected.unwrap_or_default();
    let exact = compare_exact(expected, got);
    if exact.is_ok() {
        return exact;
    }
    let puzzles: Vec<Item> = items(input)
        .0
        .into_iter()
        .filter(|item| match item {
            Item::Grid { size, cells, .. } => cells.iter().all(|&s| value(*size, s).is_some()),
            Item::NoSolution => false,
        })
        .collect();
    let ((wanted, stray_wanted), (answers, stray_answers)) = (items(expected), items(got));
    let matched = puzzles.len() == wanted.len() && wanted.len() == answers.len();
    if !matched || puzzles.is_empty() || stray_wanted + stray_answers > 0 {
        return exact;
    }
    for (number, ((puzzle, want), answer)) in puzzles.iter().zip(&wanted).zip(&answers).enumerate()
    {
        judge(puzzle, want, answer).map_err(|why| format!("puzzle {}: {why}", number + 1))?;
    }
    Ok(())
}

/// Judges one answer against its puzzle and the expected answer.
fn judge(puzzle: &Item, want: &Item, answer: &Item) -> Result<(), String> {
    let Item::Grid { size, cells: givens, .. } = puzzle else { return Ok(()) };
    let (cells, line) = match (want, answer) {
        (Item::NoSolution, Item::NoSolution) => return Ok(()),
        (Item::Grid { .. }, Item::NoSolution) => {
            return Err("says no solution, but the expected answer solves the puzzle".into());
        }
        (_, Item::Grid { cells, line, .. }) => (cells, line),
    };
    if matches!(want, Item::Grid { cells: wanted, .. } if wanted == cells) {
        return Ok(());
    }
    if cells.len() != givens.len() {
        return Err(format!("output line {line}: a grid of another size than the puzzle's"));
    }
    if let Some(why) = fault(*size, givens, cells) {
        return Err(format!("output line {line}: {why}"));
    }
    match want {
        Item::NoSolution => Err(format!(
            "output line {line}: a solution, where the expected answer says no solution"
        )),
        // A valid grid different from the expected one: the puzzle has several solutions.
        Item::Grid { .. } => Ok(()),
    }
}
