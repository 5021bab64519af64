//! Parsed puzzles ([`Entry`]) answered in their format: solutions, counts, drawings.

use crate::format::{write_answer, Entry, Format};
use crate::render::{pretty, svg};
use searchlab::sudoku::{solve_all, Grid};
use std::io::{self, Write};

/// How each puzzle is answered by [`answer_entries`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Answering {
    /// `unique`, `multiple` or `none` instead of the solution.
    pub counting: bool,
    /// The solution drawn with box borders, givens in `[brackets]` ([`pretty`]).
    pub pretty: bool,
    /// An SVG drawing of each solution too ([`svg`]).
    pub drawing: bool,
}

/// The SVG drawings [`answer_entries`] made, when asked to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawings {
    /// Each solved puzzle's number and drawing.
    pub drawn: Vec<(usize, String)>,
    /// The numbers of the puzzles without solution (nothing drawn).
    pub undrawn: Vec<usize>,
}

/// One puzzle's answer, rendered by the thread that solved it.
struct Rendered {
    /// The answer as printed, without the blank line that separates grids.
    text: String,
    /// The SVG drawing, when one was asked for and there is a solution.
    svg: Option<String>,
}

/// Writes every valid puzzle's answer to `out` in input order, solved on `threads` threads
/// (0: one per core): its solution in `format` (`no solution` when there is none), drawn
/// with borders, or its count, as `how` says; grids are separated by a blank line. Returns
/// the drawings when `how.drawing`. Entries holding an error get nothing. Cost: the
/// solver's per puzzle, divided by the threads; memory O(answers).
pub fn answer_entries(
    entries: &[Entry],
    format: Format,
    threads: usize,
    how: Answering,
    out: &mut dyn Write,
) -> io::Result<Drawings> {
    let grids: Vec<&Grid> = entries.iter().filter_map(|e| e.grid.as_ref().ok()).collect();
    let answers = solve_all(&grids, threads, |grid| render(grid, format, how));
    // Grids (and drawings) are separated by a blank line; one-line answers are not.
    let separated =
        !how.counting && (how.pretty || matches!(format, Format::Grid | Format::Poj3076));
    let mut text = String::new();
    let mut drawings = Drawings::default();
    let numbers = entries.iter().filter(|e| e.grid.is_ok()).map(|e| e.number);
    for (i, (number, rendered)) in numbers.zip(answers).enumerate() {
        if separated && i > 0 {
            text.push('\n');
        }
        text.push_str(&rendered.text);
        match rendered.svg {
            Some(picture) => drawings.drawn.push((number, picture)),
            None if how.drawing => drawings.undrawn.push(number),
            None => {}
        }
        if text.len() > 1 << 16 {
            out.write_all(text.as_bytes())?;
            text.clear();
        }
    }
    out.write_all(text.as_bytes())?;
    Ok(drawings)
}

/// One puzzle's answer: its count, or its solution in `format` (or drawn with borders),
/// and its SVG drawing when asked for and it has a solution.
fn render(grid: &Grid, format: Format, how: Answering) -> Rendered {
    // Room for a one-line answer and its newline, or a grid's lines.
    let mut text = String::with_capacity(grid.size * (grid.size + 1) + 1);
    if how.counting {
        text.push_str(grid.count().word());
        text.push('\n');
        return Rendered { text, svg: None };
    }
    let solution = grid.solve(1).solution;
    match (&solution, how.pretty) {
        (Some(cells), true) => text.push_str(&pretty(grid, cells)),
        // `no solution` reads the same in every format, drawn or not.
        _ => write_answer(format, solution.as_deref(), &mut text),
    }
    let svg = solution.filter(|_| how.drawing).map(|cells| svg(grid, &cells));
    Rendered { text, svg }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse;

    #[test]
    fn answer_entries_as_documented() {
        let input = b"1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
        let entries = parse(input, Format::Poj2676).unwrap();
        let mut out = Vec::new();
        let how = Answering { counting: true, ..Answering::default() };
        answer_entries(&entries, Format::Poj2676, 1, how, &mut out).unwrap();
        assert_eq!(out, b"unique\n");
    }
}
