//! One-line puzzles (POJ 3074) answered as they are read, with nothing kept per puzzle.

use super::{one_line_puzzles, solve_into, Count};
use crate::input::InputError;
use std::io::{self, Write};

/// Puzzles solved side by side per block when answering on several threads: enough to
/// keep the threads busy between two starts, few enough to hold (about 0.7 MB).
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
        Line {
            bytes,
            len: text.len() + 1,
        }
    }
}

/// The answer to one puzzle: its solution as a line of digits (or `no solution`), or with
/// `counting` the word for how many solutions it has.
fn answer(cells: &[u8; 81], counting: bool) -> Line {
    let mut solution = [0; 81];
    if counting {
        return Line::of_text(Count::of(solve_into(cells, 2, &mut solution)).word());
    }
    if solve_into(cells, 1, &mut solution) == 0 {
        return Line::of_text("no solution");
    }
    let mut bytes = [b'\n'; 82];
    for (byte, digit) in bytes.iter_mut().zip(solution) {
        *byte = b'0' + digit;
    }
    Line { bytes, len: 82 }
}

/// Answers the POJ 3074 puzzles of `input` (as [`one_line_puzzles`] reads them) to `out`,
/// in input order: each valid puzzle's solution as a line of 81 digits or `no solution`,
/// or with `counting` `unique`, `multiple` or `none`. A bad puzzle gets no line: its error
/// is returned, with the others in input order, for the caller to report.
///
/// On one thread (`threads` 1) each puzzle is read, solved and written before the next,
/// with nothing allocated per puzzle; on more (0: one per core) blocks of 4,096 puzzles are
/// solved side by side ([`crate::workers::map`]). Cost: the solver's time per puzzle;
/// memory O(1) on one thread, O(block) on more, besides `input`.
///
/// ```
/// use searchlab::sudoku::answer_one_line_puzzles;
///
/// let puzzle = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// let input = format!("{puzzle}\n{}\n{}\n", &puzzle[1..], puzzle.replace('.', "0"));
/// let mut out = Vec::new();
/// let errors = answer_one_line_puzzles(input.as_bytes(), false, 1, &mut out).unwrap();
/// let answers = String::from_utf8(out).unwrap();
/// assert_eq!(answers.lines().count(), 2); // puzzle 2 has 80 cells
/// assert!(answers.starts_with("527389416819426735436751829375692184194538267268174593643217958951843672782965341\n"));
/// assert!(errors[0].to_string().starts_with("puzzle 2: line 2: expected 81 characters"));
///
/// let mut out = Vec::new();
/// answer_one_line_puzzles(puzzle.as_bytes(), true, 0, &mut out).unwrap();
/// assert_eq!(out, b"unique\n");
/// ```
pub fn answer_one_line_puzzles(
    input: &[u8],
    counting: bool,
    threads: usize,
    out: &mut dyn Write,
) -> io::Result<Vec<InputError>> {
    let threads = crate::workers::effective(threads);
    let mut puzzles = one_line_puzzles(input);
    let mut errors = Vec::new();
    if threads == 1 {
        for puzzle in puzzles {
            match puzzle {
                Ok(cells) => out.write_all(answer(&cells, counting).as_bytes())?,
                Err(error) => errors.push(error),
            }
        }
        return Ok(errors);
    }
    let mut block = Vec::with_capacity(BLOCK);
    loop {
        block.clear();
        for puzzle in puzzles.by_ref() {
            match puzzle {
                Ok(cells) => block.push(cells),
                Err(error) => errors.push(error),
            }
            if block.len() == BLOCK {
                break;
            }
        }
        if block.is_empty() {
            return Ok(errors);
        }
        for line in crate::workers::map(&block, threads, |cells| answer(cells, counting)) {
            out.write_all(line.as_bytes())?;
        }
    }
}
