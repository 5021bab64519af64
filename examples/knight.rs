//! UVa 439 "Knight Moves": the fewest moves a knight needs between two squares of a
//! chessboard. The worked example of the README's "Writing your own solution": input read
//! with `searchlab::input`, solved by `searchlab::search::closures::bfs`, bundled with
//! `bundle`.

use searchlab::input::{self, InputError, Token, Tokens};
use searchlab::program;
use searchlab::search::closures::bfs;
use std::process::ExitCode;

/// The squares a knight on `(f, r)` reaches: two squares one way and one the other.
fn jumps(&(f, r): &(i8, i8)) -> Vec<(i8, i8)> {
    let steps = (-2..=2).flat_map(|x| (-2..=2).map(move |y| (x, y)));
    let to = steps
        .filter(|&(x, y): &(i8, i8)| x * x + y * y == 5)
        .map(|(x, y)| (f + x, r + y));
    to.filter(|&(f, r)| f & 7 == f && r & 7 == r).collect()
}

/// Square `i` of `words` (`e4` is `(4, 3)`), or an error saying where.
fn square(words: &[Token], i: usize) -> Result<(i8, i8), InputError> {
    let (line, found) = match words.get(i) {
        Some(&Token {
            text: &[f @ b'a'..=b'h', r @ b'1'..=b'8'],
            ..
        }) => return Ok(((f - b'a') as i8, (r - b'1') as i8)),
        Some(word) => (word.line, word.shown()),
        None => (words[0].line, "the end of the input".to_string()),
    };
    Err(InputError::on_line(
        line,
        format!("expected a square a1..h8, found {found}"),
    ))
}

fn main() -> ExitCode {
    program::run("knight", |out| {
        let input = input::read_stdin()?;
        let words: Vec<Token> = Tokens::new(&input).collect();
        for pair in words.chunks(2) {
            let (from, to) = (square(pair, 0)?, square(pair, 1)?);
            let moves = bfs(from, jumps, |&at| at == to).map_or(0, |found| found.cost);
            let [a, b] = [0, 1].map(|i| String::from_utf8_lossy(pair[i].text));
            writeln!(out, "To get from {a} to {b} takes {moves} knight moves.")?;
        }
        Ok(())
    })
}
