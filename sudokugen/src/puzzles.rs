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

/// Every puzzle of `input`, bad ones with their error so the others can still be answered.
pub fn read(input: &[u8]) -> Vec<Puzzle> {
    let mut puzzles = Vec::new();
    for (i, text) in input.split(|&b| b == b'\n').enumerate() {
        let text = text.trim_ascii();
        let is_count =
            i == 0 && !text.is_empty() && text.len() < 9 && text.iter().all(u8::is_ascii_digit);
        if text.is_empty() || text.starts_with(b"#") || is_count {
            continue;
        }
        if text == b"end" {
            break;
        }
        let grid = grid(text).and_then(|grid| grid.check().map(|()| grid).map_err(|(_, why)| why));
        puzzles.push(Puzzle { number: puzzles.len() + 1, line: i + 1, grid });
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
}
