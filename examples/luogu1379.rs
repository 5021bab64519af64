//! Luogu P1379 "八数码难题" (the eight puzzle): one line of nine digits, the board row by
//! row with `0` for the blank, such as `283104765`; print the fewest moves to the goal
//! `123804765` (the blank in the middle). Solved by bidirectional BFS
//! (`searchlab::search::bidirectional_bfs`) on `searchlab::tiles::fixed::Eight` boards:
//! the same answer as BFS from far fewer states.

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::bidirectional_bfs;
use searchlab::tiles::fixed::Eight;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("luogu1379", |out| {
        let input = input::read_stdin()?;
        let word = Tokens::new(&input).next();
        let word = word.ok_or_else(|| InputError::general("expected a board such as 283104765"))?;
        let digits: Vec<u8> = word.text.iter().map(|d| d.wrapping_sub(b'0')).collect();
        let start = Eight::new(&digits).map_err(|e| {
            let message = format!("{} is no board of the digits 0 to 8: {e}", word.shown());
            InputError::on_line(word.line, message)
        })?;
        let goal = Eight::new(&[1, 2, 3, 8, 0, 4, 7, 6, 5]).expect("a board");
        if !start.can_reach(&goal) {
            return Err(InputError::on_line(word.line, "no moves lead to 123804765").into());
        }
        // The boards one move of the blank away; every move is its own way back.
        let moves = |board: &Eight| board.neighbours().map(|(_, next)| next);
        let found = bidirectional_bfs(start, goal, moves, moves);
        writeln!(out, "{}", found.map_or(0, |found| found.cost))?;
        Ok(())
    })
}
