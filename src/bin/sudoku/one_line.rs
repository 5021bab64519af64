//! POJ 3074 input, one puzzle a line, read as it is needed: the usual line (81 symbols and
//! its line end) in one step, any other line by the format's rules.

use crate::symbols::{check_givens, read_symbols, trim};
use searchlab::input::InputError;

/// One puzzle as read, before its givens are checked for repeats.
pub(super) struct ReadPuzzle {
    /// Its number in the input, from 1.
    pub number: usize,
    /// Its line, from 1.
    pub line: usize,
    /// Its cells (row-major, 0 for empty), or why its line is not a puzzle.
    pub cells: Result<[u8; 81], InputError>,
}

impl ReadPuzzle {
    /// The cells once checked: the puzzle as [`one_line_puzzles`] yields it.
    fn checked(self) -> Result<[u8; 81], InputError> {
        let cells = self.cells?;
        check_repeats(self.number, self.line, &cells)?;
        Ok(cells)
    }
}

/// The error naming the first given of puzzle `number` (on `line`) that repeats one in its
/// row, column or box, if any. Cost: O(81).
pub(super) fn check_repeats(
    number: usize,
    line: usize,
    cells: &[u8; 81],
) -> Result<(), InputError> {
    check_givens(9, &[(line, &b""[..])], number, cells)
}

/// Reads the puzzles of POJ 3074 input one at a time (see [`one_line_puzzles`]), without
/// checking their givens.
pub(super) struct OneLineReader<'a> {
    /// The input not read yet.
    rest: &'a [u8],
    /// Lines read.
    line: usize,
    /// Puzzles read.
    puzzles: usize,
    /// Whether no line with content has been read: a count line may come.
    first: bool,
}

impl<'a> OneLineReader<'a> {
    /// A reader of `input` from its start.
    pub fn new(input: &'a [u8]) -> Self {
        OneLineReader { rest: input, line: 0, puzzles: 0, first: true }
    }

    /// The usual line, 81 symbols and `\n`, read at once; `None` for any other.
    fn usual_line(&mut self) -> Option<[u8; 81]> {
        let text = self.rest.get(..82).filter(|text| text[81] == b'\n')?;
        let cells = symbols(&text[..81])?;
        self.rest = &self.rest[82..];
        self.line += 1;
        self.first = false;
        Some(cells)
    }

    /// The next line with content (trimmed), skipping blank lines and `#` comments.
    fn content_line(&mut self) -> Option<&'a [u8]> {
        while !self.rest.is_empty() {
            let (text, rest) = match self.rest.iter().position(|&b| b == b'\n') {
                Some(end) => (&self.rest[..end], &self.rest[end + 1..]),
                None => (self.rest, &self.rest[self.rest.len()..]),
            };
            self.rest = rest;
            self.line += 1;
            let text = trim(text);
            if !text.is_empty() && !text.starts_with(b"#") {
                return Some(text);
            }
        }
        None
    }
}

impl Iterator for OneLineReader<'_> {
    type Item = ReadPuzzle;

    fn next(&mut self) -> Option<ReadPuzzle> {
        if let Some(cells) = self.usual_line() {
            self.puzzles += 1;
            let (number, line, cells) = (self.puzzles, self.line, Ok(cells));
            return Some(ReadPuzzle { number, line, cells });
        }
        let mut text = self.content_line()?;
        if std::mem::take(&mut self.first) && text.len() < 81 && text.iter().all(u8::is_ascii_digit)
        {
            text = self.content_line()?; // a count line, as in the top95 collection
        }
        if text == b"end" {
            self.rest = &[];
            return None;
        }
        self.puzzles += 1;
        let (number, line) = (self.puzzles, self.line);
        let mut cells = [0; 81];
        let cells = read_symbols(9, &[(line, text)], number, &mut cells).map(|()| cells);
        Some(ReadPuzzle { number, line, cells })
    }
}

/// The cells of 81 symbols (`1`-`9`, `0` or `.` for empty), or `None` if a byte is not one.
/// Cost: a few vector instructions (no branch per byte).
fn symbols(text: &[u8]) -> Option<[u8; 81]> {
    let mut cells = [0u8; 81];
    let mut bad = 0u8;
    for (cell, &b) in cells.iter_mut().zip(text) {
        let (digit, dot) = (b.wrapping_sub(b'0'), u8::from(b == b'.'));
        bad |= u8::from(digit > 9) & (dot ^ 1);
        *cell = digit & dot.wrapping_sub(1);
    }
    (bad == 0).then_some(cells)
}

/// The puzzles of POJ 3074 input (a grid of 81 symbols a line, up to a line `end`; `#`
/// lines are comments and a first line holding only a count is skipped), read one at a
/// time as the iterator is advanced: each puzzle's cells (row-major, 0 for empty), or what
/// is wrong with it, naming the puzzle (numbered from 1) and its line. Cost: O(81) per
/// puzzle, nothing allocated unless a puzzle is bad.
pub fn one_line_puzzles(input: &[u8]) -> impl Iterator<Item = Result<[u8; 81], InputError>> + '_ {
    OneLineReader::new(input).map(ReadPuzzle::checked)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use searchlab::rng::XorShift;
    use searchlab::sudoku::solve;

    /// POJ 3074 input with lines of every kind: solvable puzzles, puzzles without solution,
    /// repeated givens (many of them), bad symbols, lines too short or too long, white
    /// space around and inside lines, blank lines and comments; a count line first.
    pub fn mixed_input(puzzles: usize) -> String {
        let mut random = XorShift::new(0x5eed_0f11_e5e5);
        let mut text = format!("{puzzles}\n");
        for _ in 0..puzzles {
            let mut seed = [0u8; 81];
            seed[random.below(81) as usize] = random.below(9) as u8 + 1;
            let grid = solve::<3, 9>(&seed, 1).solution.expect("one given has solutions");
            let mut cells: Vec<u8> = grid.iter().map(|&d| b'0' + d).collect();
            for _ in 0..45 + random.below(25) {
                cells[random.below(81) as usize] = if random.below(2) == 0 { b'.' } else { b'0' };
            }
            let at = random.below(81) as usize;
            match random.below(12) {
                0..=2 => cells[at] = b'1' + random.below(9) as u8, // often a repeat
                3 => cells[at] = b"x#-a\t"[random.below(5) as usize],
                4 => {
                    cells.remove(at);
                }
                5 => cells.push(b'5'),
                _ => {}
            }
            let line = String::from_utf8(cells).unwrap();
            let line = match random.below(10) {
                0 => format!("  {line}\t"),
                1 => line.chars().map(|c| format!("{c} ")).collect(),
                2 => format!("{line}\r"),
                3 => format!("\n# a comment\n{line}"),
                _ => line,
            };
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    #[test]
    fn usual_lines_read_as_the_general_rules_read_them() {
        let input = mixed_input(3000);
        // With \r\n line ends no line is a usual one: every line goes the general way.
        let general = input.replace('\n', "\r\n");
        let read = |text: &str| -> Vec<Result<[u8; 81], String>> {
            let puzzles = one_line_puzzles(text.as_bytes());
            puzzles.map(|p| p.map_err(|e| e.to_string())).collect()
        };
        let (fast, slow) = (read(&input), read(&general));
        assert_eq!(fast, slow);
        let bad = fast.iter().filter(|p| p.is_err()).count();
        assert!(bad > 300 && bad < 1500, "{bad} of 3000 puzzles bad");
    }

    #[test]
    fn every_byte_reads_as_the_symbol_table_says() {
        for byte in 0..=255u8 {
            let mut text = [b'.'; 81];
            text[40] = byte;
            let mut expected = [0u8; 81];
            let by_table = read_symbols(9, &[(1, &text[..])], 1, &mut expected).is_ok();
            let by_vector = symbols(&text);
            assert_eq!(by_vector.is_some(), by_table, "byte {byte}");
            if let Some(cells) = by_vector {
                assert_eq!(cells, expected, "byte {byte}");
            }
        }
    }

    #[test]
    fn one_line_puzzles_as_documented() {
        let puzzle =
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let input = format!("2\n{puzzle}\n{}\nend\n{puzzle}\n", &puzzle[1..]);
        let puzzles: Vec<_> = one_line_puzzles(input.as_bytes()).collect();
        assert_eq!(puzzles.len(), 2); // the count line skipped, nothing read after `end`
        assert_eq!(puzzles[0].as_ref().unwrap()[1], 2);
        let error = puzzles[1].as_ref().unwrap_err().to_string();
        assert!(error.starts_with("puzzle 2: line 3: expected 81 characters"), "{error}");
    }
}
