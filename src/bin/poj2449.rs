//! POJ 2449 "Remmarguts' Date": the length of the K-th shortest S→T walk.

use searchlab::cli::{parse_max_memory, Spec};
use searchlab::graph::{
    fits_u64, read_count, read_edges, read_vertex, KShortest, DEFAULT_MAX_MEMORY_MIB,
};
use searchlab::input::{self, InputError, Tokens};
use searchlab::program::{self, Failure};
use std::process::ExitCode;

const USAGE: &str = "\
poj2449 - POJ 2449 \"Remmarguts' Date\": the K-th shortest walk

Usage: poj2449 [--algo eppstein|astar] [--max-memory MIB] < INPUT

Input: test cases until end of input, each `N M`, then M lines `A B T` (a
directed edge A -> B of length T, vertices 1..N), then `S T K`. Output per
case: the length of the K-th shortest walk from S to T, or -1 if there are
fewer than K. Walks may repeat vertices and edges; walks of equal length
count separately; when S = T the empty walk does not count.

Limits: 1 <= N <= 2^24, 0 <= M <= 2^26, 0 <= T <= 10^12, 1 <= K <= 10^7.
Lengths are exact at any size (summed in 128 bits when 64 might overflow).

Options:
  -a, --algo NAME
               eppstein (default): Eppstein's sidetrack heaps, O(m log m + K log K)
               astar: best-first search ordered by g + h, h from a reverse Dijkstra
  --max-memory MIB
               memory the astar queue may take (default 1024); past it the case
               stops with an error naming --algo eppstein
  -h, --help   print this help
  -V, --version
               print the version

Bad input stops with `poj2449: case K: line L: ...` on stderr and exit
status 1, after every earlier case has been answered.

Examples:
  printf '2 2\\n1 2 5\\n2 1 4\\n1 2 2\\n' | poj2449   # 14: 1->2, back, 1->2 again
  poj2449 --algo astar < case.txt                 # the classic A* search
";

const SPEC: Spec = Spec { switches: &[], options: &["algo", "max-memory"], operands: false };

fn main() -> ExitCode {
    program::run_with_args("poj2449", USAGE, &SPEC, |args, out| {
        let algorithm = args.named_or("algo", KShortest::Eppstein).map_err(Failure::Usage)?;
        let budget = match args.value("max-memory") {
            Some(text) => parse_max_memory(text).map_err(Failure::Usage)?,
            None => DEFAULT_MAX_MEMORY_MIB << 20,
        };
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let mut case = 0;
        while tokens.clone().next().is_some() {
            case += 1;
            let answer = solve_case(&mut tokens, algorithm, budget).map_err(|e| e.in_case(case))?;
            match answer {
                Some(length) => writeln!(out, "{length}")?,
                None => writeln!(out, "-1")?,
            }
        }
        Ok(())
    })
}

/// Reads one case and returns the K-th shortest walk length, if there are K walks.
fn solve_case(
    tokens: &mut Tokens,
    algorithm: KShortest,
    budget: usize,
) -> Result<Option<u128>, InputError> {
    let n = read_count(tokens, "the number of vertices N", 1, 1 << 24)?;
    let m = read_count(tokens, "the number of edges M", 0, 1 << 26)?;
    let edges = read_edges(tokens, n, m, 1)?;
    let s = read_vertex(tokens, n, 1, "the start S")?;
    let t = read_vertex(tokens, n, 1, "the target T")?;
    let k = read_count(tokens, "K", 1, 10_000_000)?;
    // When S = T the empty walk comes first and does not count here.
    let wanted = if s == t { k + 1 } else { k };
    let kth = if fits_u64(n, &edges, wanted) {
        let lengths = algorithm.run::<u64>(n, &edges, (s, t), wanted, budget);
        lengths.map(|l| l.get(wanted - 1).map(|&length| u128::from(length)))
    } else {
        let lengths = algorithm.run::<u128>(n, &edges, (s, t), wanted, budget);
        lengths.map(|l| l.get(wanted - 1).copied())
    };
    kth.map_err(|full| InputError::general(full.to_string()))
}
