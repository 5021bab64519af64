//! Library Checker "K-Shortest Walk": the lengths of the K shortest s→t walks.

use searchlab::cli::Spec;
use searchlab::graph::{read_count, read_edges, read_vertex, KShortest};
use searchlab::io::{self, Failure, InputError, Tokens};
use std::process::ExitCode;

const USAGE: &str = "\
kshortest - Library Checker \"K-Shortest Walk\": the K shortest walks

Usage: kshortest [--algo eppstein|astar] < INPUT

Input: `N M s t K`, then M lines `u v c`: a directed edge u -> v of length c
(vertices 0..N-1, c >= 0). Output K lines: the length of the i-th shortest
walk from s to t, or -1 when there are fewer than i. Walks may repeat
vertices and edges; equal lengths count separately; when s = t the empty
walk counts (the first answer is 0).

Options:
  --algo NAME  eppstein (default): Eppstein's sidetrack heaps, O(m log m + K log K)
               astar: best-first search ordered by g + h (slow for large K)
  -h, --help   print this help

Bad input stops with `kshortest: line L: ...` on stderr and exit status 1.
";

const SPEC: Spec = Spec {
    switches: &[],
    options: &["algo"],
};

fn main() -> ExitCode {
    io::run_with_args("kshortest", USAGE, &SPEC, |args, out| {
        let algorithm = args
            .parse_or("algo", KShortest::Eppstein)
            .map_err(Failure::Usage)?;
        let input = io::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let n = read_count(&mut tokens, "the number of vertices N", 1, 1 << 24)?;
        let m = read_count(&mut tokens, "the number of edges M", 0, 1 << 26)?;
        let s = read_vertex(&mut tokens, n, 0, "the start s")?;
        let t = read_vertex(&mut tokens, n, 0, "the target t")?;
        let k = read_count(&mut tokens, "K", 1, 10_000_000)?;
        let edges = read_edges(&mut tokens, n, m, 0)?;
        if let Some(extra) = tokens.next() {
            let message = format!("unexpected {} after the last edge (M = {m})", extra.shown());
            return Err(InputError::on_line(extra.line, message).into());
        }
        let lengths = algorithm.run(n, &edges, s, t, k);
        let mut text = String::with_capacity(k * 12);
        for i in 0..k {
            match lengths.get(i) {
                Some(length) => text.push_str(&length.to_string()),
                None => text.push_str("-1"),
            }
            text.push('\n');
        }
        out.write_all(text.as_bytes())?;
        Ok(())
    })
}
