//! Reading sliding-tile boards from text: one board per line, or a board written as rows
//! (blank lines between boards), tiles as numbers with `0` or `x` for the blank.

use super::grid_board::{board_shape, square_board, GridBoard};
use crate::cells::Shape;
use crate::program::counted;

/// A board read from the input, or why it could not be read, with where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The board's number in the input, from 1.
    pub number: usize,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The board, or a one-line reason.
    pub board: Result<GridBoard, String>,
}

/// `board` as `npuzzle` writes it, so that [`read_boards`] reads it back without being told
/// its size: one line when square with 9 tiles or more, otherwise its rows, one a line, and
/// a blank line after (a block of rows is one board). Cost: O(tiles).
///
/// ```
/// use searchlab::tiles::grid::text::{board_text, read_boards};
/// use searchlab::cells::Shape;
/// use searchlab::tiles::grid::GridBoard;
///
/// let board = GridBoard::new(Shape::new(4, 3), vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11]).unwrap();
/// assert_eq!(board_text(&board), "1 2 3 4\n5 6 7 8\n9 10 0 11\n\n");
/// let read = read_boards(&board_text(&board), None);
/// assert_eq!(read[0].board.as_ref().unwrap().shape(), Shape::new(4, 3));
/// ```
pub fn board_text(board: &GridBoard) -> String {
    let Shape { width, height } = board.shape();
    let tiles: Vec<String> = board.cells().iter().map(u8::to_string).collect();
    if width == height && width >= 3 {
        return format!("{}\n", tiles.join(" "));
    }
    let rows: Vec<String> = tiles.chunks(width).map(|row| row.join(" ")).collect();
    format!("{}\n\n", rows.join("\n"))
}

/// Reads every board of `text`. Lines are grouped into blocks by blank lines. A block is
/// boards written row by row when its first line is a row (as long as `shape`'s width, when
/// given) or, with no `shape`, when it has several lines and none holds a square number (at
/// least 9) of tiles: then `shape`'s height in lines make a board, or the whole block does.
/// Any other block holds one board per line, square (9, 16, 25, … tiles) unless `shape` is
/// given. A 9 × 9 or larger square board written as rows needs `shape`.
/// Cost: O(length of the text).
pub fn read_boards(text: &str, shape: Option<Shape>) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut block: Vec<(usize, Vec<&str>)> = Vec::new();
    let lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    for (number, line) in lines.chain([(0, "")]) {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if !tokens.is_empty() {
            block.push((number, tokens));
            continue;
        }
        read_block(&block, shape, &mut entries);
        block.clear();
    }
    entries
}

fn read_block(block: &[(usize, Vec<&str>)], shape: Option<Shape>, out: &mut Vec<Entry>) {
    let first = match block.first() {
        Some((_, first)) => first,
        _ => {
            return;
        }
    };
    // A line of a square number of tiles (at least 9) is a board; in such a block, a line
    // of another length is read as a board of that size, to say how many tiles it lacks.
    let block_shape =
        block.iter().find_map(|(_, t)| square_board(t.len()).filter(|_| t.len() >= 9));
    let whole_line = match shape {
        Some(shape) => first.len() != shape.width || shape.height == 1,
        None => block_shape.is_some() || block.len() == 1,
    };
    let mut push = |line: usize, board: Result<GridBoard, String>| {
        out.push(Entry { number: out.len() + 1, line, board })
    };
    if whole_line {
        for (line, tokens) in block {
            let shape = shape
                .or_else(|| square_board(tokens.len()).filter(|_| tokens.len() >= 9))
                .or(block_shape);
            push(*line, board_of(tokens, shape));
        }
        return;
    }
    let rows = shape.map_or(block.len(), |shape| shape.height);
    for chunk in block.chunks(rows) {
        let width = shape.map_or(chunk[0].1.len(), |shape| shape.width);
        let tokens: Vec<&str> = chunk.iter().flat_map(|(_, t)| t.iter().copied()).collect();
        let board = match chunk.iter().find(|(_, t)| t.len() != width) {
            Some((line, t)) if chunk.len() > 1 => {
                let tiles = counted(t.len(), "tile");
                Err(format!("line {line} has {tiles} but the board's rows have {width}"))
            }
            _ if shape.is_none() && chunk.len() == 1 => board_of(&tokens, None),
            _ => board_of(&tokens, shape.or_else(|| board_shape(width, chunk.len()).ok())),
        };
        push(chunk[0].0, board);
    }
}

/// The board of `shape` holding `tokens` (numbers, `0` or `x` for the blank).
pub fn board_of(tokens: &[&str], shape: Option<Shape>) -> Result<GridBoard, String> {
    let shape = shape.ok_or_else(|| {
        let tiles = counted(tokens.len(), "tile");
        format!("cannot tell the board's size from {tiles} (give --size WxH)")
    })?;
    let cells = tokens
        .iter()
        .map(|&token| match token {
            "x" | "X" => Ok(0),
            _ if token.contains(char::REPLACEMENT_CHARACTER) => Err(format!(
                "{} is not a tile (it holds bytes that are not UTF-8)",
                crate::input::shown(token.as_bytes())
            )),
            _ => token.parse::<u8>().map_err(|_| {
                format!(
                    "{} is not a tile (a number, or 0 or x for the blank)",
                    crate::input::shown(token.as_bytes())
                )
            }),
        })
        .collect::<Result<Vec<u8>, String>>()?;
    GridBoard::new(shape, cells).map_err(|e| format!("{shape} board: {e}"))
}

/// A board's size as `--size` gives it: `WxH`, a shape a board can have (2 to 256 squares),
/// or what is wrong with it.
///
/// ```
/// use searchlab::cells::Shape;
///
/// assert_eq!(searchlab::tiles::grid::text::board_size("5x3"), Ok(Shape::new(5, 3)));
/// assert!(searchlab::tiles::grid::text::board_size("1x1").is_err() && searchlab::tiles::grid::text::board_size("4by4").is_err());
/// ```
pub fn board_size(text: &str) -> Result<Shape, String> {
    let shape: Shape = text.parse()?;
    board_shape(shape.width, shape.height)
}
#[cfg(test)]
mod tests {
    use super::*;

    fn boards(text: &str, shape: Option<Shape>) -> Vec<Result<Vec<u8>, String>> {
        read_boards(text, shape).into_iter().map(|e| e.board.map(|g| g.cells().to_vec())).collect()
    }

    #[test]
    fn one_board_a_line_or_row_by_row() {
        let text = "1 2 3 4 5 6 7 8 x\n8 1 2 0 4 3 7 6 5\n\n1 2 3\n4 5 6\n7 8 0\n\n1 2\n3 0\n";
        let read = boards(text, None);
        assert_eq!(read.len(), 4);
        assert_eq!(read[0], Ok(vec![1, 2, 3, 4, 5, 6, 7, 8, 0]));
        assert_eq!(read[2], Ok(vec![1, 2, 3, 4, 5, 6, 7, 8, 0]));
        assert_eq!(read[3], Ok(vec![1, 2, 3, 0]));
        let entries = read_boards(text, None);
        assert_eq!((entries[1].number, entries[1].line), (2, 2));
        assert_eq!(entries[3].line, 8);
    }

    #[test]
    fn a_given_size_splits_rows_and_lines() {
        let shape = Some(Shape::new(2, 2));
        assert_eq!(boards("1 2 3 0\n0 1 2 3\n", shape).len(), 2);
        let read = boards("1 2\n3 0\n0 1\n2 3\n", shape);
        assert_eq!(read, vec![Ok(vec![1, 2, 3, 0]), Ok(vec![0, 1, 2, 3])]);
        assert_eq!(boards("3 1 2 0\n", Some(Shape::new(4, 1))), vec![Ok(vec![3, 1, 2, 0])]);
    }

    #[test]
    fn bad_boards_say_why() {
        let read = boards(
            "1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 8 9\n1 1 2 3 4 5 6 7 8\n1 2 a 4 5 6 7 8 0\n",
            Some(Shape::new(3, 3)),
        );
        assert_eq!(read[0], Err("3x3 board: expected 9 tiles, got 8".into()));
        assert_eq!(read[1], Err("3x3 board: tile 9 does not fit on the board".into()));
        assert_eq!(read[2], Err("3x3 board: tile 1 appears twice".into()));
        assert!(read[3].as_ref().unwrap_err().contains("\"a\" is not a tile"));
        let ragged = boards("1 2 3\n4 5\n6 7 8 0\n", None);
        assert!(ragged[0].as_ref().unwrap_err().contains("line 2 has 2 tiles"));
        assert!(boards("1 2 3 4 5 6 7 0\n", None)[0].as_ref().unwrap_err().contains("--size"));
    }
}
