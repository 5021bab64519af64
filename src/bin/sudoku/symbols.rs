//! Reading the symbols of a grid: the values of the characters (`1`-`9`, `0` or `.` for
//! empty on 9×9; `A`-`P`, `-` for empty on 16×16), rows of cells read from lines with or
//! without spaces, and the check that no given repeats, each error naming its puzzle and
//! line. Shared by the formats' reader and the one-line fast path.

use searchlab::input::{shown, InputError};

/// `line` without white space at either end (`<[u8]>::trim_ascii` needs Rust 1.80).
pub(super) fn trim(line: &[u8]) -> &[u8] {
    let start = line.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(line.len());
    let end = line.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(start, |e| e + 1);
    &line[start..end.max(start)]
}

/// A line without the white space inside it (`1 0 3 ...` reads like `103...`).
pub(super) fn squeeze(line: &[u8]) -> Vec<u8> {
    line.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect()
}

/// The value of one symbol in a grid of `size`: `1..=size`, 0 for empty, or `None`.
/// Cost: one table look-up (no branch on the symbol, which is what makes reading fast).
fn value(size: usize, symbol: u8) -> Option<u8> {
    let table = if size == 16 { &VALUES_16 } else { &VALUES_9 };
    match table[usize::from(symbol)] {
        NOT_A_SYMBOL => None,
        v => Some(v),
    }
}

/// Marks a byte that is not a symbol in [`VALUES_9`] and [`VALUES_16`] (values are below
/// 32, so an or of values is this only when one of them was).
const NOT_A_SYMBOL: u8 = 0xff;

/// Per byte, its value in a 9×9 grid.
static VALUES_9: [u8; 256] = values(9);
/// Per byte, its value in a 16×16 grid.
static VALUES_16: [u8; 256] = values(16);

const fn values(size: usize) -> [u8; 256] {
    let mut table = [NOT_A_SYMBOL; 256];
    table[b'.' as usize] = 0;
    let mut v = 1;
    if size == 9 {
        table[b'0' as usize] = 0;
        while v <= 9 {
            table[(b'0' + v) as usize] = v;
            v += 1;
        }
    } else {
        table[b'-' as usize] = 0;
        while v <= 16 {
            table[(b'A' + v - 1) as usize] = v;
            table[(b'a' + v - 1) as usize] = v;
            v += 1;
        }
    }
    table
}

fn expected_symbols(size: usize) -> &'static str {
    if size == 16 {
        "A-P, - for empty"
    } else {
        "1-9, 0 or . for empty"
    }
}

/// The symbols of `rows` into `cells`, without checking the givens ([`check_givens`]).
pub(super) fn read_symbols(
    size: usize,
    rows: &[(usize, &[u8])],
    number: usize,
    cells: &mut [u8],
) -> Result<(), InputError> {
    let per_line = cells.len() / rows.len();
    let table = if size == 16 { &VALUES_16 } else { &VALUES_9 };
    for (r, &(line, text)) in rows.iter().enumerate() {
        let row = &mut cells[r * per_line..(r + 1) * per_line];
        if text.len() == per_line {
            // The usual line: every byte a symbol, read by table without a branch.
            let mut seen = 0;
            for (cell, &b) in row.iter_mut().zip(text) {
                *cell = table[usize::from(b)];
                seen |= *cell;
            }
            if seen != NOT_A_SYMBOL {
                continue;
            }
        }
        read_spaced(size, text, r * per_line, row)
            .map_err(|message| puzzle_error(number, line, message))?;
    }
    Ok(())
}

/// No given of `cells`, read from `rows`, repeats in a row, column
/// or box. The error names the puzzle, the line and both cells.
pub(super) fn check_givens(
    size: usize,
    rows: &[(usize, &[u8])],
    number: usize,
    cells: &[u8],
) -> Result<(), InputError> {
    searchlab::sudoku::check_cells(size, cells).map_err(|(cell, message)| {
        let line = rows[(cell / size).min(rows.len() - 1)].0;
        puzzle_error(number, line, message)
    })
}

/// The error for puzzle `number`, found on `line`.
fn puzzle_error(number: usize, line: usize, message: String) -> InputError {
    InputError::on_line(line, message).in_case(number).case_called("puzzle")
}

/// Reads a line that may hold white space between its symbols into `row`, the cells from
/// `start` (row-major) on. The error names the first bad symbol's cell, or the count of
/// symbols when there are not `row.len()`.
pub(super) fn read_spaced(
    size: usize,
    text: &[u8],
    start: usize,
    row: &mut [u8],
) -> Result<(), String> {
    let per_line = row.len();
    let mut filled = 0;
    for &b in text {
        match value(size, b) {
            Some(v) => {
                if let Some(cell) = row.get_mut(filled) {
                    *cell = v;
                }
                filled += 1;
            }
            None if b.is_ascii_whitespace() => {}
            None if filled >= per_line => break, // too long: reported below
            None => {
                let cell = start + filled;
                let name = format!("r{}c{}", cell / size + 1, cell % size + 1);
                let wanted = expected_symbols(size);
                let bad = char::from(b).escape_default();
                return Err(format!("cell {name}: '{bad}' is not a symbol ({wanted})"));
            }
        }
    }
    if filled == per_line {
        return Ok(());
    }
    let text = squeeze(text);
    let wanted = expected_symbols(size);
    Err(format!(
        "expected {per_line} characters ({wanted}), got {} in {}",
        text.len(),
        shown(&text)
    ))
}
