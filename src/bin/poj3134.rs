//! POJ 3134 "Power Calculus": the fewest multiplications and divisions giving x^n.

use searchlab::chains::shortest_chains;
use searchlab::cli::{parse_threads, Spec};
use searchlab::input::{self, InputError, Tokens};
use searchlab::program::{self, Failure};
use std::process::ExitCode;

const USAGE: &str = "\
poj3134 - POJ 3134 \"Power Calculus\": shortest addition-subtraction chains

Usage: poj3134 [--chain] [--threads N] < INPUT

Input: one n per line (1 <= n <= 10000), then a line `0`. Output per n: the
least number of multiplications and divisions that compute x^n from x, every
intermediate result being a positive power of x. Distinct n are solved on all
cores (--threads).

Options:
  --chain      after each count, print one shortest chain, a step per line:
               `x^2 = x^1 * x^1`, ..., `x^31 = x^32 / x^1`
  -j, --threads N
               solve on N threads, 0 to 256 (0, the default: one per core)
  -h, --help   print this help
  -V, --version
               print the version

Bad input stops with `poj3134: line L: ...` on stderr and exit status 1,
after every earlier n has been answered.

Examples:
  printf '31\\n0\\n' | poj3134           # 6
  printf '31\\n0\\n' | poj3134 --chain   # 6, then x^2 = x^1 * x^1, ...
";

const SPEC: Spec = Spec { switches: &["chain"], options: &["threads"], operands: false };

/// The largest n accepted (the problem's limit is 1000).
const MAX_N: i64 = 10_000;

fn main() -> ExitCode {
    program::run_with_args("poj3134", USAGE, &SPEC, |args, out| {
        let threads = args.value("threads").map_or(Ok(0), parse_threads).map_err(Failure::Usage)?;
        let input = input::read_stdin()?;
        let (exponents, error) = read_exponents(&input);
        let mut distinct = exponents.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let chains = shortest_chains(&distinct, threads);
        for n in exponents {
            let steps = &chains[distinct.binary_search(&n).expect("every n was solved")];
            writeln!(out, "{}", steps.len())?;
            if args.has("chain") {
                for step in steps {
                    writeln!(out, "{step}")?;
                }
            }
        }
        error.map_or(Ok(()), |e| Err(e.into()))
    })
}

/// The exponents up to the terminating `0` (or the end of the input), and the error that
/// stopped the reading early, if any.
fn read_exponents(input: &[u8]) -> (Vec<u32>, Option<InputError>) {
    let mut tokens = Tokens::new(input);
    let mut exponents = Vec::new();
    while tokens.clone().next().is_some() {
        let n = match tokens.number::<i64>("an exponent n") {
            Ok(n) => n,
            Err(error) => return (exponents, Some(error)),
        };
        let line = tokens.line();
        if n == 0 {
            break;
        }
        if !(1..=MAX_N).contains(&n) {
            let message = format!("n is {n}, not in 1..={MAX_N} (0 ends the input)");
            return (exponents, Some(InputError::on_line(line, message)));
        }
        exponents.push(n as u32);
    }
    (exponents, None)
}
