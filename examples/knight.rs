//! UVa 439 "Knight Moves": the fewest moves a knight needs between two squares of a
//! chessboard. The worked example of the README's "Writing your own solution": input read
//! with `searchlab::input`, solved by `searchlab::search::bfs`, bundled with
//! `bundle`.

use searchlab::input::{self, Tokens};
use searchlab::program;
use searchlab::search::bfs;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("knight", |out| {
        // The square a word names: `e4` is `(4, 3)`.
        let square = |word: &[u8]| match *word {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(((f - b'a') as i8, (r - b'1') as i8)),
            _ => None,
        };
        // The squares a knight on `(f, r)` reaches: two squares one way, one the other.
        let jumps = |&(f, r): &(i8, i8)| {
            let steps = (-2..=2).flat_map(|x| (-2..=2).map(move |y| (x, y)));
            let to = steps.filter(|&(x, y): &(i8, i8)| x * x + y * y == 5);
            let to = to.map(move |(x, y)| (f + x, r + y));
            to.filter(|&(f, r)| f & 7 == f && r & 7 == r).collect::<Vec<_>>()
        };
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        while !words.at_end() {
            let (from, a) = words.parsed("a square a1..h8", square)?;
            let (to, b) = words.parsed("a square a1..h8", square)?;
            let moves = bfs(from, jumps, |&at| at == to).map_or(0, |found| found.cost);
            writeln!(out, "To get from {a} to {b} takes {moves} knight moves.")?;
        }
        Ok(())
    })
}
