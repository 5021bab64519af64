//! USACO "Checker Challenge" (N-queens): the first solutions in lexicographic order and
//! the number of solutions, counted whole or in shards for separate machines.

mod count;
mod shard_lines;
mod solutions;

use count::{write_count, Counting};
use searchlab::cli::{Matches, Spec};
use searchlab::input::{self, InputError, Tokens};
use searchlab::program::{self, Failure};
use searchlab::queens::parse_board_size;
use shard_lines::sum_shard_lines;
use solutions::write_solutions;

use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
queens - USACO \"Checker Challenge\": N queens on an N x N board

Usage: queens [--count [--shard I/K] [--threads T] [--max-memory MIB] [--progress]
              | --all | --first K] [--boards] [N...]
       queens --sum < SHARD-LINES

Input: one N per line on stdin, or the N's as arguments. Output per N (default):
the first three solutions in lexicographic order, each the 1-based column of the
queen in rows 1..N, space-separated, then the number of solutions.

Options:
  --count      only the number of solutions, on all cores (N <= 27): for
               N = 4..=25 by joining halves of the board made from a table
               of quarter placements, if it fits in --max-memory; otherwise
               by backtracking from one start constellation per symmetry
               class
  --max-memory MIB
               with --count: the memory the count may take, in MiB (4096,
               the default: halves up to N = 23; N = 24 needs 4918, N = 25
               5599)
  --shard I/K  with --count: count shard I of K (K <= 10000) only, and print
               `n N shard I/K count C` (`n N shard I/K by halves count C`
               when counted by halves); the K shards split the work into
               parts of about equal size, the same way on every machine
               given the same --max-memory
  --sum        add up shard lines read on stdin, after checking that every
               shard of each N is there exactly once: prints the total of
               one N, or a line `n N count C` for each of several
  -j, --threads T
               with --count: count on T threads, 0 to 256 (0, the default:
               one per core)
  --progress   with --count: a progress line on stderr while counting N >= 15
               (done, share, time left), when stderr is a terminal; counts
               that take more than a few seconds (N >= 19) show it unasked
  --first K    the first K solutions instead of three
  --all        every solution, and no count
  --boards     draw each listed solution as a board: one row a line, Q for a
               queen, . for an empty square, a blank line between boards;
               lists every solution unless --first K is given, and no count
  -h, --help   print this help
  -V, --version
               print the version

N must be 1..=27 when the count is printed, 1..=32 otherwise. Bad input stops
with `queens: line L: ...` on stderr and exit status 1, after every earlier N
has been answered.

Examples:
  queens --count 16                      # 14772512
  queens --count --shard 2/4 15          # n 15 shard 2/4 by halves count 580530
  parallel queens --count --shard {}/8 15 ::: $(seq 8) | queens --sum   # 2279184
";

const SPEC: Spec = Spec {
    switches: &["count", "all", "boards", "progress", "sum"],
    options: &["first", "shard", "threads", "max-memory"],
    operands: true,
};

/// What to print for each N.
struct Plan {
    /// How many solutions to list (`None`: all of them).
    list: Option<usize>,
    /// Whether solutions are drawn as boards.
    boards: bool,
    /// How the number of solutions is counted, when it is printed.
    count: Option<Counting>,
}

fn main() -> ExitCode {
    program::run_with_args("queens", USAGE, &SPEC, |args, out| {
        if args.has("sum") {
            return sum_shards(args, out);
        }
        let plan = plan(args).map_err(Failure::Usage)?;
        if !args.operands().is_empty() {
            // All checked before the first answer: a bad command line prints nothing else.
            let sizes = args
                .operands()
                .iter()
                .map(|n| parse_board_size(n, plan.count.is_some()))
                .collect::<Result<Vec<usize>, String>>()
                .map_err(Failure::Usage)?;
            for n in sizes {
                answer(out, n, &plan)?;
            }
            return Ok(());
        }
        // Line by line, so that each answer shows as soon as it is complete.
        program::each_stdin_line(out, |number, line, out| {
            let mut tokens = Tokens::starting_at(line, number);
            while tokens.clone().next().is_some() {
                // (a whole number of any length, so that 10^20 is answered with the range)
                let (n, _) =
                    tokens.parsed("a board size N", |t| whole_number(t, plan.count.is_some()))?;
                let line = tokens.line();
                let n = n.map_err(|message| InputError::on_line(line, message))?;
                answer(out, n, &plan)?;
            }
            Ok(())
        })
    })
}

/// N read from `text` when it is a whole number (of any length: `None` otherwise).
fn whole_number(text: &[u8], counting: bool) -> Option<Result<usize, String>> {
    let text = std::str::from_utf8(text).ok()?;
    let digits = text.strip_prefix('-').or_else(|| text.strip_prefix('+')).unwrap_or(text);
    let whole = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    whole.then(|| parse_board_size(text, counting))
}

fn plan(args: &Matches) -> Result<Plan, String> {
    let first = args
        .value("first")
        .map(|k| k.parse::<usize>().map_err(|_| format!("--first needs a number, got '{k}'")));
    let first = first.transpose()?;
    let (all, boards, only_count) = (args.has("all"), args.has("boards"), args.has("count"));
    if only_count && (all || boards || first.is_some()) {
        return Err("--count cannot be combined with --all, --first or --boards".to_string());
    }
    if all && first.is_some() {
        return Err("--all and --first cannot be combined".to_string());
    }
    let counting = Counting::from_args(args, only_count)?;
    let list = match (only_count, all || (boards && first.is_none()), first) {
        (true, _, _) => Some(0),
        (false, true, _) => None,
        (false, false, first) => Some(first.unwrap_or(3)),
    };
    let count = (!(all || boards)).then_some(counting);
    Ok(Plan { list, boards, count })
}

fn answer(out: &mut dyn Write, n: usize, plan: &Plan) -> std::io::Result<()> {
    write_solutions(out, n, plan.list, plan.boards)?;
    if let Some(counting) = &plan.count {
        write_count(out, n, counting)?;
    }
    Ok(())
}

/// `--sum`: reads the shard lines on stdin and prints each N's total: bare for one N,
/// `n N count C` for several, in the order the N's first appear.
fn sum_shards(args: &Matches, out: &mut dyn Write) -> Result<(), Failure> {
    let switches = SPEC.switches.iter().filter(|&&s| s != "sum");
    if switches.chain(SPEC.options).any(|&o| args.has(o) || args.value(o).is_some())
        || !args.operands().is_empty()
    {
        return Err(Failure::Usage(
            "--sum reads shard lines on stdin and takes no other option and no N".to_string(),
        ));
    }
    let totals = sum_shard_lines(&input::read_stdin()?)?;
    let several = totals.len() > 1;
    for total in totals {
        match total? {
            (n, count) if several => writeln!(out, "n {n} count {count}")?,
            (_, count) => writeln!(out, "{count}")?,
        }
    }
    Ok(())
}
