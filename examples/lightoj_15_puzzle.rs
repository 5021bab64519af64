//! LightOJ "15 Puzzle": `T`, then `T` boards (a blank line and four lines of four numbers,
//! `0` the blank). For each, print `Case i: ` and the fewest moves of the blank that solve
//! it (`D`, `L`, `R`, `U`), the lexicographically smallest of them if several are as short,
//! or `This puzzle is not solvable.` if none or only longer than 35 moves do. Solved by
//! IDA* with the Manhattan distance (`searchlab::search::idastar_within`): its
//! depth-first probes try the moves in the order D L R U, so the first shortest solution
//! they meet is the smallest; a breadth-first search would have to keep every board.

use searchlab::input::{self, Tokens};
use searchlab::program;
use searchlab::search::{idastar_within, Labelled};
use searchlab::tiles::fixed::{Board, Manhattan};
use std::process::ExitCode;

/// The 15-puzzle's board.
type Fifteen = Board<4, 16>;

fn main() -> ExitCode {
    program::run("lightoj_15_puzzle", |out| {
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let cases = tokens.number::<usize>("the number of cases")?;
        let goal = Fifteen::solved();
        let manhattan = Manhattan::new(&goal);
        // The boards one move of the blank away (in the order D L R U), each move costing 1.
        let moves = |board: &Fifteen| board.neighbours().map(|(m, next)| (Labelled(m, next), 1));
        for case in 1..=cases {
            let start = Fifteen::read(&mut tokens).map_err(|e| e.in_case(case))?;
            let estimate = |board: &Fifteen| manhattan.estimate(board);
            let found = match start.can_reach(&goal) {
                true => idastar_within(start, moves, estimate, |board| *board == goal, 35),
                false => None,
            };
            match found {
                Some(found) => {
                    let letters = found.moves.iter().map(|m| m.letter().to_ascii_uppercase());
                    writeln!(out, "Case {case}: {}", letters.collect::<String>())?
                }
                None => writeln!(out, "Case {case}: This puzzle is not solvable.")?,
            }
        }
        Ok(())
    })
}
