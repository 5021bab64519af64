//! HDU 3567 "Eight II": the lexicographically smallest shortest way from board A to board B.

use searchlab::cli::Spec;
use searchlab::input::{self, InputError, Token, Tokens};
use searchlab::program;
use searchlab::tiles::fixed::{Eight, LexShortestPaths};
use std::process::ExitCode;

const USAGE: &str = "\
hdu3567 - HDU 3567 \"Eight II\": shortest 8-puzzle paths between two boards

Usage: hdu3567 < INPUT

Input: the number of cases T, then per case two lines, boards A and B, each
9 characters from 1-8 and X (the blank), row by row. Output per case:
`Case k: d` with d the fewest moves from A to B, then the moves of X on a
line of their own (empty when d = 0): of all shortest strings, the first in
the order d < l < r < u. When B cannot be reached: `Case k: unsolvable`.

Options:
  -h, --help   print this help
  -V, --version
               print the version

Bad input stops with `hdu3567: case K: line L: ...` on stderr and exit
status 1, after every earlier case has been answered.

Examples:
  printf '1\\n12X453786\\n12345678X\\n' | hdu3567   # Case 1: 2, then dd
";

const SPEC: Spec = Spec { switches: &[], options: &[], operands: false };

fn main() -> ExitCode {
    program::run_with_args("hdu3567", USAGE, &SPEC, |_, out| {
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let cases = tokens.number::<usize>("the number of cases T")?;
        let mut paths = LexShortestPaths::new();
        let mut answer = String::new();
        for case in 1..=cases {
            let from = read_board(case, "A", &mut tokens)?;
            let to = read_board(case, "B", &mut tokens)?;
            answer.clear();
            let path = if from.can_reach(&to) { paths.path(&from, &to) } else { None };
            match path {
                Some(path) => {
                    answer.extend(path.iter().map(|m| m.letter()));
                    writeln!(out, "Case {case}: {}\n{answer}", path.len())?;
                }
                None => writeln!(out, "Case {case}: unsolvable")?,
            }
        }
        if let Some(extra) = tokens.next() {
            let message = format!("unexpected {} after the last case (T = {cases})", extra.shown());
            return Err(InputError::on_line(extra.line, message).into());
        }
        Ok(())
    })
}

/// Board `which` (A or B) of case `case`: the next token, 9 characters of 1-8 and X.
fn read_board(case: usize, which: &str, tokens: &mut Tokens) -> Result<Eight, InputError> {
    let (text, line) = match tokens.next() {
        Some(Token { text, line }) => (text, line),
        _ => {
            let message = format!("input ended where board {which} was expected");
            return Err(InputError::at(case, tokens.line(), message));
        }
    };
    let bad = |what: String| InputError::at(case, line, format!("board {which}: {what}"));
    let shown = || input::shown(text);
    if text.len() != 9 {
        return Err(bad(format!("expected 9 characters from 1-8 and X, got {}", shown())));
    }
    let mut cells = [0u8; 9];
    for (cell, &symbol) in cells.iter_mut().zip(text) {
        *cell = match symbol {
            b'X' | b'x' => 0,
            b'1'..=b'8' => symbol - b'0',
            _ => {
                let symbol = char::from(symbol).escape_default();
                return Err(bad(format!(
                    "unexpected '{symbol}' in {} (expected 1-8 or X)",
                    shown()
                )));
            }
        };
    }
    Eight::new(&cells).map_err(|error| bad(format!("{error} in {}", shown())))
}
