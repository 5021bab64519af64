//! Library Checker "K-Shortest Walk": the lengths of the K shortest s→t walks.

use searchlab::cli::{parse_max_memory, Spec};
use searchlab::graph::{
    fits_u64, read_count, read_edges, read_vertex, KShortest, QueueFull, WalkLength,
    DEFAULT_MAX_MEMORY_MIB,
};
use searchlab::input::{self, InputError, Tokens};
use searchlab::program::{self, Failure};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
kshortest - Library Checker \"K-Shortest Walk\": the K shortest walks

Usage: kshortest [--algo eppstein|astar] [--max-memory MIB] < INPUT

Input: `N M s t K`, then M lines `u v c`: a directed edge u -> v of length c
(vertices 0..N-1, c >= 0). Output K lines: the length of the i-th shortest
walk from s to t, or -1 when there are fewer than i. Walks may repeat
vertices and edges; equal lengths count separately; when s = t the empty
walk counts (the first answer is 0).

Limits: 1 <= N <= 2^24, 0 <= M <= 2^26, 0 <= c <= 10^12, 1 <= K <= 10^7.
Lengths are exact at any size (summed in 128 bits when 64 might overflow).

Options:
  -a, --algo NAME
               eppstein (default): Eppstein's sidetrack heaps, O(m log m + K log K)
               astar: best-first search ordered by g + h (slow for large K)
  --max-memory MIB
               memory the astar queue may take (default 1024); past it the run
               stops with an error naming --algo eppstein
  -h, --help   print this help
  -V, --version
               print the version

Bad input stops with `kshortest: line L: ...` on stderr and exit status 1;
data after the last edge is reported after the answers.

Examples:
  printf '2 3 0 1 3\\n0 1 5\\n1 0 4\\n0 1 7\\n' | kshortest   # 5, 7, 14
";

const SPEC: Spec = Spec { switches: &[], options: &["algo", "max-memory"], operands: false };

fn main() -> ExitCode {
    program::run_with_args("kshortest", USAGE, &SPEC, |args, out| {
        let algorithm = args.named_or("algo", KShortest::Eppstein).map_err(Failure::Usage)?;
        let budget = match args.value("max-memory") {
            Some(text) => parse_max_memory(text).map_err(Failure::Usage)?,
            None => DEFAULT_MAX_MEMORY_MIB << 20,
        };
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let n = read_count(&mut tokens, "the number of vertices N", 1, 1 << 24)?;
        let m = read_count(&mut tokens, "the number of edges M", 0, 1 << 26)?;
        let s = read_vertex(&mut tokens, n, 0, "the start s")?;
        let t = read_vertex(&mut tokens, n, 0, "the target t")?;
        let k = read_count(&mut tokens, "K", 1, 10_000_000)?;
        let edges = read_edges(&mut tokens, n, m, 0)?;
        let answered = if fits_u64(n, &edges, k) {
            write_lengths(algorithm.run::<u64>(n, &edges, (s, t), k, budget), k, out)
        } else {
            write_lengths(algorithm.run::<u128>(n, &edges, (s, t), k, budget), k, out)
        };
        answered?.map_err(|full| InputError::general(full.to_string()))?;
        if let Some(extra) = tokens.next() {
            let message = format!("unexpected {} after the last edge (M = {m})", extra.shown());
            return Err(InputError::on_line(extra.line, message).into());
        }
        Ok(())
    })
}

/// Writes the `k` answer lines: each length, then `-1` for the walks that do not exist.
fn write_lengths<L: WalkLength>(
    lengths: Result<Vec<L>, QueueFull>,
    k: usize,
    out: &mut dyn Write,
) -> std::io::Result<Result<(), QueueFull>> {
    let lengths = match lengths {
        Ok(lengths) => lengths,
        Err(full) => return Ok(Err(full)),
    };
    let mut text = String::with_capacity(k.min(1 << 24) * 12);
    for i in 0..k {
        match lengths.get(i) {
            Some(length) => text.push_str(&length.to_string()),
            None => text.push_str("-1"),
        }
        text.push('\n');
    }
    out.write_all(text.as_bytes())?;
    Ok(Ok(()))
}
