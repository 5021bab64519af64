//! UVa 439 "Knight Moves": the fewest moves a knight needs between two squares of a
//! chessboard. The worked example of the README's "Writing your own solution": input read
//! with `searchlab::input`, solved with `searchlab::search`, bundled with `bundle`.

use searchlab::input::{self, InputError};
use searchlab::program;
use searchlab::search::{bfs, HashMemo, Keyed, Problem};
use std::process::ExitCode;

/// A square: (file, rank), both 0..8.
type Square = (i8, i8);

/// The eight jumps of a knight.
const JUMPS: [Square; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Knight moves on an empty 8×8 board, towards `goal`.
struct Knight {
    goal: Square,
}

impl Problem for Knight {
    type State = Square;
    type Move = Square;

    fn successors(&self, &(file, rank): &Square, out: &mut Vec<(Square, Square)>) {
        for (df, dr) in JUMPS {
            let to = (file + df, rank + dr);
            if (0..8).contains(&to.0) && (0..8).contains(&to.1) {
                out.push(((df, dr), to));
            }
        }
    }

    fn is_goal(&self, square: &Square) -> bool {
        *square == self.goal
    }
}

impl Keyed for Knight {
    type Key = Square;

    fn key(&self, square: &Square) -> Square {
        *square
    }
}

/// Reads a square such as `e4`.
fn square(word: &[u8], line: usize) -> Result<Square, InputError> {
    match word {
        [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Ok(((file - b'a') as i8, (rank - b'1') as i8)),
        _ => Err(InputError::on_line(
            line,
            format!("expected a square a1..h8, found {}", input::shown(word)),
        )),
    }
}

/// A word that was read as a square, as text.
fn text_of(word: &[u8]) -> String {
    String::from_utf8_lossy(word).into_owned()
}

fn main() -> ExitCode {
    program::run("knight", |out| {
        let input = input::read_stdin()?;
        let mut memo = HashMemo::new();
        for (line, text) in input::lines(&input) {
            let words: Vec<&[u8]> = text
                .split(|b| b.is_ascii_whitespace())
                .filter(|w| !w.is_empty())
                .collect();
            if words.is_empty() {
                continue;
            }
            if words.len() != 2 {
                let message = format!("expected two squares, found {} words", words.len());
                return Err(InputError::on_line(line, message).into());
            }
            let (from, to) = (square(words[0], line)?, square(words[1], line)?);
            let moves = bfs(&Knight { goal: to }, from, &mut memo)
                .path
                .map_or(0, |path| path.len());
            let (a, b) = (text_of(words[0]), text_of(words[1]));
            writeln!(out, "To get from {a} to {b} takes {moves} knight moves.")?;
        }
        Ok(())
    })
}
