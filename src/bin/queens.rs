//! USACO "Checker Challenge" (N-queens): the first solutions in lexicographic order and
//! the number of solutions.

use searchlab::cli::{Matches, Spec};
use searchlab::io::{self, Failure, InputError, Tokens};
use searchlab::queens::{count, for_each_solution, MAX_COUNT, MAX_LIST};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
queens - USACO \"Checker Challenge\": N queens on an N x N board

Usage: queens [--count [--progress] | --all | --first K] [--boards] < INPUT

Input: one N per line. Output per N (default): the first three solutions in
lexicographic order, each the 1-based column of the queen in rows 1..N,
space-separated, then the number of solutions.

Options:
  --count      only the number of solutions (bitboards, mirror symmetry, all
               cores; N <= 27)
  --progress   with --count: a progress line on stderr while counting N >= 15
  --first K    the first K solutions instead of three
  --all        every solution, and no count
  --boards     draw each listed solution as a board: one row a line, Q for a
               queen, . for an empty square, a blank line between boards;
               lists every solution unless --first K is given, and no count
  -h, --help   print this help

N must be 1..=27 when the count is printed, 1..=32 otherwise. Bad input stops
with `queens: line L: ...` on stderr and exit status 1, after every earlier N
has been answered.
";

const SPEC: Spec = Spec {
    switches: &["count", "all", "boards", "progress"],
    options: &["first"],
};

/// What to print for each N.
struct Plan {
    /// How many solutions to list (`None`: all of them).
    list: Option<usize>,
    /// Whether to print the number of solutions.
    count: bool,
    /// Whether solutions are drawn as boards.
    boards: bool,
    /// Whether counting shows its progress on stderr.
    progress: bool,
}

fn main() -> ExitCode {
    io::run_with_args("queens", USAGE, &SPEC, |args, out| {
        let plan = plan(args).map_err(Failure::Usage)?;
        // Line by line, so that each answer shows as soon as it is complete.
        io::each_stdin_line(out, |number, line, out| {
            let mut tokens = Tokens::starting_at(line, number);
            while tokens.clone().next().is_some() {
                let (n, line) = tokens.number::<i64>("a board size N")?;
                let max = if plan.count { MAX_COUNT } else { MAX_LIST };
                if !(1..=max as i64).contains(&n) {
                    let why = if plan.count { "counting" } else { "listing" };
                    let message = format!("N is {n}, not in 1..={max} (the limit for {why})");
                    return Err(InputError::on_line(line, message).into());
                }
                answer(out, n as usize, &plan)?;
            }
            Ok(())
        })
    })
}

fn plan(args: &Matches) -> Result<Plan, String> {
    let first = match args.value("first") {
        Some(k) => Some(
            k.parse::<usize>()
                .map_err(|_| format!("--first needs a number, got '{k}'"))?,
        ),
        None => None,
    };
    let (all, boards, only_count) = (args.has("all"), args.has("boards"), args.has("count"));
    if only_count && (all || boards || first.is_some()) {
        return Err("--count cannot be combined with --all, --first or --boards".to_string());
    }
    if all && first.is_some() {
        return Err("--all and --first cannot be combined".to_string());
    }
    let progress = args.has("progress");
    if progress && !only_count {
        return Err("--progress goes with --count".to_string());
    }
    let list = match (only_count, all || (boards && first.is_none()), first) {
        (true, _, _) => Some(0),
        (false, true, _) => None,
        (false, false, first) => Some(first.unwrap_or(3)),
    };
    Ok(Plan {
        list,
        count: !(all || boards),
        boards,
        progress,
    })
}

fn answer(out: &mut dyn Write, n: usize, plan: &Plan) -> std::io::Result<()> {
    let mut listed = 0;
    let mut result = Ok(());
    if plan.list != Some(0) {
        for_each_solution(n, |columns| {
            result = if plan.boards {
                draw(out, columns, listed > 0)
            } else {
                let line: Vec<String> = columns.iter().map(|c| (c + 1).to_string()).collect();
                writeln!(out, "{}", line.join(" "))
            };
            listed += 1;
            result.is_ok() && !matches!(plan.list, Some(limit) if listed >= limit)
        });
    }
    result?;
    if plan.count {
        let total = if plan.progress && n >= 15 {
            let report = |done: usize, parts: usize| {
                eprint!("\rqueens: counting N = {n}: {done}/{parts} parts")
            };
            let total = count(n, &report);
            eprint!("\r\x1b[K");
            total
        } else {
            count(n, &|_, _| {})
        };
        writeln!(out, "{total}")?;
    }
    Ok(())
}

fn draw(out: &mut dyn Write, columns: &[u8], blank_line_first: bool) -> std::io::Result<()> {
    if blank_line_first {
        writeln!(out)?;
    }
    let n = columns.len();
    for &column in columns {
        let row: String = (0..n)
            .map(|c| if c == column as usize { 'Q' } else { '.' })
            .collect();
        writeln!(out, "{row}")?;
    }
    Ok(())
}
