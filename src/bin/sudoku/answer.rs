//! One-line puzzles (POJ 3074) answered as they are read, with nothing kept per puzzle.

use super::format::NO_SOLUTION;
use super::one_line::{check_repeats, OneLineReader, ReadPuzzle};
use searchlab::input::InputError;
use searchlab::sudoku::{solve_into, Count};
use std::io::{self, Write};

/// Puzzles solved side by side per block when answering on several threads: enough to
/// keep the threads busy between two starts, few enough to hold (about 0.8 MB).
const BLOCK: usize = 4096;

/// One answer line: 81 digits, `no solution` or a [`Count`] word, and the line end.
#[derive(Clone, Copy)]
struct Line {
    bytes: [u8; 82],
    len: usize,
}

impl Line {
    /// The line as written.
    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// The line holding `text` and its line end.
    fn of_text(text: &str) -> Line {
        let mut bytes = [0; 82];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        bytes[text.len()] = b'\n';
        Line { bytes, len: text.len() + 1 }
    }
}

/// The answer to one puzzle, and its number of solutions (counted up to 1, or 2 with
/// `counting`): its solution as a line of digits (or `no solution`), or with `counting` the
/// word for how many solutions it has.
fn answer(cells: &[u8; 81], counting: bool) -> (Line, usize) {
    let mut solution = [0; 81];
    if counting {
        let count = solve_into(cells, 2, &mut solution);
        return (Line::of_text(Count::of(count).word()), count);
    }
    if solve_into(cells, 1, &mut solution) == 0 {
        return (Line::of_text(NO_SOLUTION), 0);
    }
    let mut bytes = [b'\n'; 82];
    for (byte, digit) in bytes.iter_mut().zip(solution) {
        *byte = b'0' + digit;
    }
    (Line { bytes, len: 82 }, 1)
}

/// Writes the answer to a read puzzle, or keeps its error: `answer` is asked for the
/// answer and its number of solutions. A puzzle without solution is checked for repeated
/// givens (which have none) only then, so that solvable ones are not checked at all.
fn settle(
    puzzle: ReadPuzzle,
    answer: impl FnOnce(&[u8; 81]) -> (Line, usize),
    out: &mut dyn Write,
    errors: &mut Vec<InputError>,
) -> io::Result<()> {
    let ReadPuzzle { number, line: line_number, cells } = puzzle;
    let cells = match cells {
        Ok(cells) => cells,
        Err(error) => {
            errors.push(error);
            return Ok(());
        }
    };
    let (line, solutions) = answer(&cells);
    if solutions == 0 {
        if let Err(error) = check_repeats(number, line_number, &cells) {
            errors.push(error);
            return Ok(());
        }
    }
    out.write_all(line.as_bytes())
}

/// Answers the POJ 3074 puzzles of `input` (as [`crate::one_line::one_line_puzzles`] reads them) to
/// `out`, in input order: each valid puzzle's solution as a line of 81 digits or `no
/// solution`, or with `counting` `unique`, `multiple` or `none`. A bad puzzle gets no line:
/// its error is returned, with the others in input order, for the caller to report.
///
/// On one thread (`threads` 1) each puzzle is read, solved and written before the next,
/// with nothing allocated per puzzle; on more (0: one per core) blocks of 4,096 puzzles are
/// solved side by side ([`searchlab::workers::map`]). Cost: the solver's time per puzzle;
/// memory O(1) on one thread, O(block) on more, besides `input`.
pub fn answer_one_line_puzzles(
    input: &[u8],
    counting: bool,
    threads: usize,
    out: &mut dyn Write,
) -> io::Result<Vec<InputError>> {
    let threads = searchlab::workers::effective(threads);
    let mut puzzles = OneLineReader::new(input);
    let mut errors = Vec::new();
    if threads == 1 {
        for puzzle in puzzles {
            settle(puzzle, |cells| answer(cells, counting), out, &mut errors)?;
        }
        return Ok(errors);
    }
    // Puzzles that could not be read stay in the block, so that errors keep input order.
    let mut block: Vec<ReadPuzzle> = Vec::with_capacity(BLOCK);
    loop {
        block.clear();
        block.extend(puzzles.by_ref().take(BLOCK));
        if block.is_empty() {
            return Ok(errors);
        }
        let readable: Vec<&[u8; 81]> = block.iter().filter_map(|p| p.cells.as_ref().ok()).collect();
        let mut answers =
            searchlab::workers::map(&readable, threads, |cells| answer(cells, counting))
                .into_iter();
        for puzzle in block.drain(..) {
            let next = |_: &[u8; 81]| answers.next().expect("an answer per readable puzzle");
            settle(puzzle, next, out, &mut errors)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{parse, write_answer, Format};
    use crate::one_line::tests::mixed_input;

    /// The answers and errors as the general path gives them: every puzzle read and checked
    /// first ([`parse`]), then solved by [`searchlab::sudoku::Grid`].
    fn answered_after_reading(input: &[u8], counting: bool) -> (String, Vec<String>) {
        let (mut text, mut errors) = (String::new(), Vec::new());
        for entry in parse(input, Format::Poj3074).unwrap() {
            match entry.grid {
                Ok(grid) if counting => text.push_str(&format!("{}\n", grid.count().word())),
                Ok(grid) => {
                    let solution = grid.solve(1).solution;
                    write_answer(Format::Poj3074, solution.as_deref(), &mut text);
                }
                Err(error) => errors.push(error.to_string()),
            }
        }
        (text, errors)
    }

    #[test]
    fn answers_and_errors_as_if_every_puzzle_were_checked_first() {
        let input = mixed_input(2500);
        for counting in [false, true] {
            let expected = answered_after_reading(input.as_bytes(), counting);
            let repeats = expected.1.iter().filter(|e| e.contains("already")).count();
            let unsolvable = expected.0.lines().filter(|l| *l == "no solution" || *l == "none");
            assert!(repeats > 100 && unsolvable.count() > 20, "{repeats} repeats");
            for threads in [1, 3] {
                let mut out = Vec::new();
                let errors =
                    answer_one_line_puzzles(input.as_bytes(), counting, threads, &mut out).unwrap();
                let errors: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                let got = (String::from_utf8(out).unwrap(), errors);
                assert!(got == expected, "{threads} threads, counting {counting}");
            }
        }
    }

    #[test]
    fn answer_one_line_puzzles_as_documented() {
        let puzzle =
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let input = format!("{puzzle}\n{}\n{}\n", &puzzle[1..], puzzle.replace('.', "0"));
        let mut out = Vec::new();
        let errors = answer_one_line_puzzles(input.as_bytes(), false, 1, &mut out).unwrap();
        let answers = String::from_utf8(out).unwrap();
        assert_eq!(answers.lines().count(), 2); // puzzle 2 has 80 cells
        assert!(answers.starts_with(
            "527389416819426735436751829375692184194538267268174593643217958951843672782965341\n"
        ));
        assert!(errors[0].to_string().starts_with("puzzle 2: line 2: expected 81 characters"));

        let mut out = Vec::new();
        answer_one_line_puzzles(puzzle.as_bytes(), true, 0, &mut out).unwrap();
        assert_eq!(out, b"unique\n");
    }
}
