//! HDU 1043 "Eight": the shortest way to solve each 8-puzzle, or `unsolvable`.

use searchlab::cli::Spec;
use searchlab::input::{self, InputError, Token, Tokens};
use searchlab::program::{self, Failure};
use searchlab::tiles::fixed::{Algorithm, Eight, Solver};
use std::process::ExitCode;

const USAGE: &str = "\
hdu1043 - HDU 1043 \"Eight\": solve 8-puzzles in the fewest moves

Usage: hdu1043 [--algo table|astar|idastar] < INPUT

Input: test cases until end of input, each 9 tokens (1-8 and x for the blank)
separated by any white space, row by row. Output per case: the moves of x
(u d l r) that reach `1 2 3 4 5 6 7 8 x`, always a shortest such string,
an empty line if already solved, or `unsolvable`.

Options:
  -a, --algo NAME
               table (default): one BFS from the goal, then a walk per case
               astar: A* with Manhattan distance (the classic approach)
               idastar: IDA* with Manhattan distance
  -h, --help   print this help
  -V, --version
               print the version

Bad input stops with `hdu1043: case K: line L: ...` on stderr and exit
status 1, after every earlier case has been answered.

Examples:
  echo '2 3 4 1 5 x 7 6 8' | hdu1043     # dlurullddrurdllurdr (19 moves)
  hdu1043 --algo idastar < cases.txt     # the same lengths, searched per case
";

const SPEC: Spec = Spec { switches: &[], options: &["algo"], operands: false };

fn main() -> ExitCode {
    program::run_with_args("hdu1043", USAGE, &SPEC, |args, out| {
        let algorithm = args.named_or("algo", Algorithm::Table).map_err(Failure::Usage)?;
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let mut solver = Solver::new(Eight::solved(), algorithm);
        let mut path = Vec::new();
        let mut answer = String::new();
        let mut case = 0;
        while let Some(first) = tokens.next() {
            case += 1;
            let board = read_board(case, first, &mut tokens)?;
            answer.clear();
            if solver.solve_into(&board, &mut path) {
                answer.extend(path.iter().map(|m| m.letter()));
            } else {
                answer.push_str("unsolvable");
            }
            answer.push('\n');
            out.write_all(answer.as_bytes())?;
        }
        Ok(())
    })
}

/// The 9 tokens of one case, starting with `first`, as a board.
fn read_board(case: usize, first: Token, tokens: &mut Tokens) -> Result<Eight, InputError> {
    let mut cells = [0u8; 9];
    let mut seen = [false; 9];
    for (i, cell) in cells.iter_mut().enumerate() {
        let token = if i == 0 { Some(first) } else { tokens.next() };
        let token = match token {
            Some(token) => token,
            _ => {
                let message = format!("input ended after {i} of the 9 tokens of a case");
                return Err(InputError::at(case, tokens.line(), message));
            }
        };
        let tile = match token.text {
            b"x" | b"X" => 0,
            [digit @ b'1'..=b'8'] => digit - b'0',
            _ => {
                let message = format!("unknown token {} (expected 1-8 or x)", token.shown());
                return Err(InputError::at(case, token.line, message));
            }
        };
        if std::mem::replace(&mut seen[tile as usize], true) {
            let message = format!("{} appears twice", token.shown());
            return Err(InputError::at(case, token.line, message));
        }
        *cell = tile;
    }
    Ok(Eight::new(&cells).expect("9 distinct tiles from 0..9 form a board"))
}
