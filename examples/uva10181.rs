//! UVa 10181 "15-Puzzle Problem": `N`, then `N` boards of four lines of four numbers (`0`
//! the blank). For each, print a solution of at most 50 moves of the blank (`L`, `R`, `U`,
//! `D`), or `This puzzle is not solvable.` (also said of a board needing more than 50,
//! which the problem promises never to give). Solved by IDA* with the Manhattan distance
//! (`searchlab::search::idastar_within`) on `searchlab::tiles::fixed::Board`s, after
//! the parity rule rules out the boards no moves can solve.

use searchlab::input::{self, Tokens};
use searchlab::program;
use searchlab::search::{idastar_within, Labelled};
use searchlab::tiles::fixed::{Board, Manhattan};
use std::process::ExitCode;

/// The 15-puzzle's board.
type Fifteen = Board<4, 16>;

fn main() -> ExitCode {
    program::run("uva10181", |out| {
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let cases = tokens.number::<usize>("the number of puzzles")?;
        let goal = Fifteen::solved();
        let manhattan = Manhattan::new(&goal);
        // The boards one move of the blank away (in the order D L R U), each move costing 1.
        let moves = |board: &Fifteen| board.neighbours().map(|(m, next)| (Labelled(m, next), 1));
        for case in 1..=cases {
            let start = Fifteen::read(&mut tokens).map_err(|e| e.in_case(case))?;
            let estimate = |board: &Fifteen| manhattan.estimate(board);
            let found = match start.can_reach(&goal) {
                true => idastar_within(start, moves, estimate, |board| *board == goal, 50),
                false => None,
            };
            match found {
                Some(found) => {
                    let letters = found.moves.iter().map(|m| m.letter().to_ascii_uppercase());
                    writeln!(out, "{}", letters.collect::<String>())?
                }
                None => writeln!(out, "This puzzle is not solvable.")?,
            }
        }
        Ok(())
    })
}
