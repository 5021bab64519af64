//! Reading puzzles: one a line, 81 symbols (`1`-`9`, `.` or `0` empty) or 256 (`A`-`P`,
//! `.` or `-` empty); blank lines and `#` comments skipped, a first line holding only a
//! count skipped (as in the top95 collection), `end` ends the input.

use searchlab::sudoku::Grid;

/// A puzzle read: its number (from 1), its line, and the grid or what is wrong with it.
pub struct Puzzle {
    pub number: usize,
    pub line: usize,
    pub grid: Result<Grid, String>,
}

/// Every puzzle of `input`, bad ones with their error so the others can still be answered:
/// one a line, or as `sudoku` reads grids, one row a line (9 lines of 9 symbols, 16 of 16).
pub fn read(input: &[u8]) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    let mut add = |line: usize, grid: Result<Grid, String>| {
        let grid = grid.and_then(|grid| grid.check().map(|()| grid).map_err(|(_, why)| why));
        puzzles.push(Puzzle { number: puzzles.len() + 1, line, grid });
    };
    // The rows of a grid being read: its first line, its width and its symbols so far.
    let mut rows: Option<(usize, usize, Vec<u8>)> = None;
    for (i, text) in input.split(|&b| b == b'\n').enumerate() {
        let text = text.trim_ascii();
        let is_count =
            i == 0 && !text.is_empty() && text.len() < 9 && text.iter().all(u8::is_ascii_digit);
        let width = rows.as_ref().map_or(text.len(), |(_, width, _)| *width);
        if (width == 9 || width == 16) && text.len() == width && !text.starts_with(b"#") {
            let (line, _, symbols) = rows.get_or_insert_with(|| (i + 1, width, Vec::new()));
            symbols.extend_from_slice(text);
            if symbols.len() == width * width {
                add(*line, grid(symbols));
                rows = None;
            }
            continue;
        }
        if let Some((line, width, symbols)) = rows.take() {
            add(line, Err(format!("expected {width} rows, got {}", symbols.len() / width)));
        }
        if text.is_empty() || text.starts_with(b"#") || is_count {
            continue;
        }
        if text == b"end" {
            break;
        }
        add(i + 1, grid(text));
    }
    if let Some((line, width, symbols)) = rows {
        add(line, Err(format!("expected {width} rows, got {}", symbols.len() / width)));
    }
    puzzles
}

/// The grid a line spells.
fn grid(text: &[u8]) -> Result<Grid, String> {
    let size = match text.len() {
        81 => 9,
        256 => 16,
        n => return Err(format!("expected 81 or 256 cells, got {n}")),
    };
    let value = |(i, &b): (usize, &u8)| match (size, b) {
        (_, b'.') | (9, b'0') | (16, b'-') => Ok(0),
        (9, b'1'..=b'9') => Ok(b - b'0'),
        (16, b'A'..=b'P') => Ok(b - b'A' + 1),
        _ => Err(format!(
            "cell {}: {:?} is not a symbol of a {size}x{size} puzzle",
            i + 1,
            char::from(b)
        )),
    };
    let cells = text.iter().enumerate().map(value).collect::<Result<Vec<u8>, String>>()?;
    Ok(Grid { size, cells })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_puzzles_and_names_bad_lines() {
        let good = ".".repeat(81);
        let input =
            format!("2\n# a comment\n{good}\n\n{}x\n{}\nend\n{good}\n", &good[1..], "1".repeat(81));
        let puzzles = read(input.as_bytes());
        let lines: Vec<(usize, usize)> = puzzles.iter().map(|p| (p.number, p.line)).collect();
        assert_eq!(lines, [(1, 3), (2, 5), (3, 6)]);
        assert!(puzzles[0].grid.is_ok());
        assert_eq!(
            puzzles[1].grid.as_ref().unwrap_err(),
            "cell 81: 'x' is not a symbol of a 9x9 puzzle"
        );
        assert!(puzzles[2].grid.as_ref().unwrap_err().contains("already in row 1"));
    }

    #[test]
    fn reads_grids_one_row_a_line_as_sudoku_does() {
        let line =
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let rows: Vec<&str> = (0..9).map(|r| &line[r * 9..r * 9 + 9]).collect();
        let input = format!("{}\n\n{line}\n{}\n", rows.join("\n"), rows[..3].join("\n"));
        let puzzles = read(input.as_bytes());
        let lines: Vec<(usize, usize)> = puzzles.iter().map(|p| (p.number, p.line)).collect();
        assert_eq!(lines, [(1, 1), (2, 11), (3, 12)]);
        let (grid, one_line) =
            (puzzles[0].grid.as_ref().unwrap(), puzzles[1].grid.as_ref().unwrap());
        assert_eq!(grid.cells, one_line.cells);
        assert_eq!(puzzles[2].grid.as_ref().unwrap_err(), "expected 9 rows, got 3");
    }
}
