//! UVa 10181 "15-Puzzle Problem": `N`, then `N` boards of four lines of four numbers (`0`
//! the blank). For each, print a solution of at most 50 moves of the blank (`L`, `R`, `U`,
//! `D`), or `This puzzle is not solvable.` (also said of a board needing more than 50,
//! which the problem promises never to give). Solved by IDA* with the Manhattan distance
//! (`searchlab::search::closures::idastar_within`) on `searchlab::tiles::Board`s, after
//! the parity rule rules out the boards no moves can solve.

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::closures::{idastar_within, Labelled};
use searchlab::tiles::{Board, Manhattan, Move, LEX_ORDER};
use std::process::ExitCode;

/// The 15-puzzle's board.
type Fifteen = Board<4, 16>;

/// The boards one move of the blank away, labelled with the move; each move costs 1.
fn moves(board: &Fifteen) -> Vec<(Labelled<Move, Fifteen>, u32)> {
    let step = |&m: &Move| Some((Labelled(m, board.step(m)?), 1));
    LEX_ORDER.iter().filter_map(step).collect()
}

/// Reads puzzle `case`: sixteen numbers, each of 0 to 15 once.
fn board(tokens: &mut Tokens, case: usize) -> Result<Fifteen, InputError> {
    let mut cells = [0; 16];
    let mut line = 0;
    for cell in cells.iter_mut() {
        let number = tokens.number::<u8>("a tile 0 to 15");
        (*cell, line) = number.map_err(|e| e.in_case(case))?;
    }
    let invalid = |e| InputError::at(case, line, format!("not a 15-puzzle: {e}"));
    Fifteen::new(&cells).map_err(invalid)
}

fn main() -> ExitCode {
    program::run("uva10181", |out| {
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let (cases, _) = tokens.number::<usize>("the number of puzzles")?;
        let goal = Fifteen::solved();
        let manhattan = Manhattan::new(&goal);
        for case in 1..=cases {
            let start = board(&mut tokens, case)?;
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
