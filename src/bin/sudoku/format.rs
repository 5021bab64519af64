//! The sudoku text formats: reading puzzles (with the line of each) and writing answers in
//! the format they came in.

use crate::symbols::{check_givens, read_symbols, squeeze, trim};
use searchlab::input::{lines, shown, InputError};
use searchlab::named::Named;
use searchlab::sudoku::{symbol, Grid};

/// A text format of sudoku puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// POJ 2676: the count T, then T grids of 9 lines of 9 digits, `0` empty.
    Poj2676,
    /// POJ 3074: one puzzle a line, 81 characters, `.` or `0` empty, until `end`; `#`
    /// lines are comments and a first line holding only a count is skipped.
    Poj3074,
    /// Bare 9×9 grids: 9 lines of 9 digits (`0` or `.` empty); a grid ends after its ninth
    /// row, and blank lines between grids are allowed.
    Grid,
    /// POJ 3076: 16×16 grids, 16 lines of `A`..`P` (`-` empty), read as [`Format::Grid`] is.
    Poj3076,
    /// 16×16 puzzles one a line, 256 characters `A`..`P` (`.` or `-` empty), as `sudokugen
    /// --size 16` writes them.
    Line16,
}

impl Named for Format {
    const KIND: &'static str = "format";
    const ALL: &'static [Format] =
        &[Format::Poj2676, Format::Poj3074, Format::Grid, Format::Poj3076, Format::Line16];

    fn name(self) -> &'static str {
        match self {
            Format::Poj2676 => "poj2676",
            Format::Poj3074 => "poj3074",
            Format::Grid => "grid",
            Format::Poj3076 => "poj3076",
            Format::Line16 => "line16",
        }
    }
}

impl Format {
    /// Cells per row: 16 for POJ 3076 and `line16`, 9 for the others.
    pub fn size(self) -> usize {
        match self {
            Format::Poj3076 | Format::Line16 => 16,
            _ => 9,
        }
    }

    /// Whether a puzzle (and its answer) is one line.
    pub fn one_line(self) -> bool {
        matches!(self, Format::Poj3074 | Format::Line16)
    }
}

/// One puzzle read from the input: its number (1-based), first line, and the grid or
/// what was wrong with it.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The puzzle's number in the input, from 1.
    pub number: usize,
    /// The grid, or why it is not a valid puzzle.
    pub grid: Result<Grid, InputError>,
}

/// The lines that hold content: trimmed, without `#` comments, with their numbers; an
/// empty line is kept (it separates grids).
fn content(input: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    lines(input)
        .map(|(number, line)| (number, trim(line)))
        .filter(|(_, line)| !line.starts_with(b"#"))
}

/// Tells the format from the first lines: a count (then 9-digit lines: POJ 2676; then
/// 81-character lines: POJ 3074), an 81-character line, a 256-character one, 16 or 9
/// characters. Another line longer than 16 is read as one puzzle, of the nearer size, so
/// that its reader says what is wrong with it (`expected 81 characters, got 82`).
pub fn detect(input: &[u8]) -> Result<Format, InputError> {
    // Only the first lines are read.
    let mut filled = content(input).filter(|(_, line)| !line.is_empty());
    let (number, first) = match filled.next() {
        Some((number, first)) => (number, first),
        _ => {
            return Ok(Format::Poj3074);
        }
    };
    let squeezed = squeeze(first);
    if first == b"end" || squeezed.len() == 81 {
        return Ok(Format::Poj3074);
    }
    if first.iter().all(u8::is_ascii_digit) && first.len() < 9 {
        let next = filled.next().map_or(0, |(_, line)| squeeze(line).len());
        return Ok(if next == 81 { Format::Poj3074 } else { Format::Poj2676 });
    }
    match squeezed.len() {
        9 => Ok(Format::Grid),
        16 => Ok(Format::Poj3076),
        // (half way between 81 and 256)
        17..=168 => Ok(Format::Poj3074),
        169.. => Ok(Format::Line16),
        _ => Err(InputError::on_line(
            number,
            format!("cannot tell the format from {} (use --format)", shown(first)),
        )),
    }
}

/// Reads rows of `size` symbols into a checked grid; `rows` are (line number, text).
fn grid_of(size: usize, rows: &[(usize, &[u8])], number: usize) -> Entry {
    let mut cells = vec![0; size * size];
    let grid = read_grid(size, rows, number, &mut cells).map(|()| Grid { size, cells });
    Entry { number, grid }
}

/// Reads rows of `size` symbols into `cells` (`size²` of them) and checks that no given
/// repeats; `rows` are (line number, text): one line of `size²` symbols or `size` lines of
/// `size`. The error names puzzle `number` and the line. Cost: O(size²), no allocation
/// unless the puzzle is bad.
fn read_grid(
    size: usize,
    rows: &[(usize, &[u8])],
    number: usize,
    cells: &mut [u8],
) -> Result<(), InputError> {
    read_symbols(size, rows, number, cells)?;
    check_givens(size, rows, number, cells)
}

/// Reads every puzzle of `input` in `format`. A malformed puzzle becomes an [`Entry`]
/// holding its error, so the others can still be answered; only a bad count (POJ 2676)
/// fails the whole input, and lines after its T grids end it with an error entry. Cost: O(input).
pub fn parse(input: &[u8], format: Format) -> Result<Vec<Entry>, InputError> {
    if format == Format::Poj3074 {
        let puzzles = crate::one_line::one_line_puzzles(input).enumerate();
        let entry = |(i, puzzle): (usize, Result<[u8; 81], _>)| Entry {
            number: i + 1,
            grid: puzzle.map(|cells| Grid { size: 9, cells: cells.to_vec() }),
        };
        return Ok(puzzles.map(entry).collect());
    }
    let content: Vec<(usize, &[u8])> = content(input).collect();
    match format {
        Format::Poj2676 => counted_grids(&content),
        Format::Line16 => Ok(one_line_grids(&content, 16)),
        _ => Ok(blank_separated_grids(&content, format.size())),
    }
}

/// POJ 2676: the count T, then T grids of 9 lines.
fn counted_grids(content: &[(usize, &[u8])]) -> Result<Vec<Entry>, InputError> {
    let size = 9;
    let mut entries = Vec::new();
    let mut rows = content.iter().filter(|(_, line)| !line.is_empty()).copied();
    let (line, count) = match rows.next() {
        Some((line, count)) => (line, count),
        _ => {
            return Ok(entries);
        }
    };
    let count: usize =
        std::str::from_utf8(count).ok().and_then(|c| c.parse().ok()).ok_or_else(|| {
            InputError::on_line(
                line,
                format!("expected the number of puzzles T, got {}", shown(count)),
            )
        })?;
    for number in 1..=count {
        let grid: Vec<(usize, &[u8])> = rows.by_ref().take(size).collect();
        if grid.len() < size {
            let last = content.last().map_or(line, |(l, _)| *l);
            let message = format!("input ended after {} of the 9 rows (T = {count})", grid.len());
            let error = InputError::on_line(last, message).in_case(number).case_called("puzzle");
            entries.push(Entry { number, grid: Err(error) });
            break;
        }
        entries.push(grid_of(size, &grid, number));
    }
    if let Some((line, text)) = rows.next() {
        let message = format!("unexpected {} after the last puzzle (T = {count})", shown(text));
        entries.push(Entry { number: count + 1, grid: Err(InputError::on_line(line, message)) });
    }
    Ok(entries)
}

/// Puzzles of `size` rows on one line each, blank lines skipped.
fn one_line_grids(content: &[(usize, &[u8])], size: usize) -> Vec<Entry> {
    let lines = content.iter().filter(|(_, text)| !text.is_empty());
    lines.enumerate().map(|(i, &row)| grid_of(size, &[row], i + 1)).collect()
}

/// Grids of `size` lines, read as they come: a grid is complete after its `size`-th row,
/// whether or not a blank line follows, and a blank line or the end of the input cuts a
/// shorter one off as an error entry, so a bad grid costs no other grid its answer.
fn blank_separated_grids(content: &[(usize, &[u8])], size: usize) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut rows: Vec<(usize, &[u8])> = Vec::with_capacity(size);
    let cut_short = |rows: &mut Vec<(usize, &[u8])>, entries: &mut Vec<Entry>| {
        if rows.is_empty() {
            return;
        }
        let number = entries.len() + 1;
        let message = format!("expected {size} rows, got {}", rows.len());
        let error = InputError::on_line(rows[0].0, message).in_case(number).case_called("puzzle");
        entries.push(Entry { number, grid: Err(error) });
        rows.clear();
    };
    for &(line, text) in content {
        if text.is_empty() {
            cut_short(&mut rows, &mut entries);
            continue;
        }
        rows.push((line, text));
        if rows.len() == size {
            entries.push(grid_of(size, &rows, entries.len() + 1));
            rows.clear();
        }
    }
    cut_short(&mut rows, &mut entries);
    entries
}

/// The answer to a puzzle without solution, in every format.
pub(super) const NO_SOLUTION: &str = "no solution";

/// Appends to `out` the answer to one puzzle in `format`: its solution, or `no solution`.
/// (Grids of the `grid` and `poj3076` formats are separated by a blank line, which is the
/// caller's to write.)
pub fn write_answer(format: Format, solution: Option<&[u8]>, out: &mut String) {
    let size = format.size();
    let cells = match solution {
        Some(cells) => cells,
        _ => {
            out.push_str(NO_SOLUTION);
            out.push('\n');
            return;
        }
    };
    let per_line = if format.one_line() { size * size } else { size };
    // Symbols are ASCII: gather a line's bytes, then append them at once.
    let mut line = [0u8; 256];
    for row in cells.chunks(per_line) {
        for (byte, &v) in line.iter_mut().zip(row) {
            *byte = symbol(size, v) as u8;
        }
        out.push_str(std::str::from_utf8(&line[..row.len()]).expect("symbols are ASCII"));
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_detected() {
        assert_eq!(detect(b"1\n103000509\n"), Ok(Format::Poj2676));
        assert_eq!(detect(b"95\n.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n"), Ok(Format::Poj3074));
        assert_eq!(detect(b"# comment\n.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n"), Ok(Format::Poj3074));
        assert_eq!(detect(b"103000509\n"), Ok(Format::Grid));
        assert_eq!(detect(b"--A----C-----O-I\n"), Ok(Format::Poj3076));
        assert_eq!(detect(b"end\n"), Ok(Format::Poj3074));
        assert!(detect(b"12345\nxyz\n1234567\n").is_ok());
        assert_eq!(
            detect(b"hello world\n").unwrap_err().to_string(),
            "line 1: cannot tell the format from \"hello world\" (use --format)"
        );
    }

    #[test]
    fn bad_puzzles_become_errors_and_the_rest_is_read() {
        let first = format!("123456789012345678{}", ".".repeat(63));
        let second = format!("...x{}", ".".repeat(80));
        let third = format!("11{}", ".".repeat(79));
        let input = format!("{first}\n{second}\n{third}\nend\n");
        let input = input.as_bytes();
        let entries = parse(input, Format::Poj3074).unwrap();
        assert_eq!(entries.len(), 3);
        let errors: Vec<String> =
            entries.iter().map(|e| e.grid.as_ref().unwrap_err().to_string()).collect();
        assert_eq!(errors[0], "puzzle 1: line 1: cell r2c2: 1 is already in box 1 (at r1c1)");
        assert_eq!(
            errors[1],
            "puzzle 2: line 2: cell r1c4: 'x' is not a symbol (1-9, 0 or . for empty)"
        );
        assert_eq!(errors[2], "puzzle 3: line 3: cell r1c2: 1 is already in row 1 (at r1c1)");
    }

    #[test]
    fn a_grid_ends_after_its_last_row() {
        let row = |r: usize| format!("{}\n", ".".repeat(9).replacen('.', &(r + 1).to_string(), 1));
        let grid: String = (0..9).map(|r| row((r * 3 + r / 3) % 9)).collect();
        let short: String = grid.lines().take(5).map(|l| format!("{l}\n")).collect();
        let input = format!("{grid}{grid}{short}\n{grid}{grid}{short}");
        let entries = parse(input.as_bytes(), Format::Grid).unwrap();
        let read: Vec<Result<usize, String>> = entries
            .iter()
            .map(|e| e.grid.as_ref().map(|g| g.cells.len()).map_err(|e| e.to_string()))
            .collect();
        let cut =
            |number, line| Err(format!("puzzle {number}: line {line}: expected 9 rows, got 5"));
        assert_eq!(read, [Ok(81), Ok(81), cut(3, 19), Ok(81), Ok(81), cut(6, 43)]);
    }

    #[test]
    fn answers_in_the_input_format() {
        let cells: Vec<u8> = (0..81).map(|i| (i % 9) as u8 + 1).collect();
        let mut out = String::new();
        write_answer(Format::Poj3074, Some(&cells), &mut out);
        assert_eq!(out.lines().count(), 1);
        let mut out = String::new();
        write_answer(Format::Grid, Some(&cells), &mut out);
        write_answer(Format::Grid, None, &mut out);
        assert_eq!(out.lines().count(), 10);
        assert!(out.ends_with("123456789\nno solution\n"));
        let mut out = String::new();
        write_answer(Format::Poj3076, Some(&[1; 256]), &mut out);
        assert_eq!(out.lines().next(), Some("AAAAAAAAAAAAAAAA"));
    }

    #[test]
    fn parse_as_documented() {
        let puzzle =
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let input = format!("{puzzle}\n{}\nend\n", &puzzle[1..]);
        let entries = parse(input.as_bytes(), Format::Poj3074).unwrap();
        assert_eq!(entries[0].grid.as_ref().unwrap().cells[1], 2);
        assert!(entries[1].grid.is_err()); // 80 cells: not a puzzle
    }
}
