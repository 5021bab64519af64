//! AtCoder ABC 223 D "Restricted Permutation": the lexicographically smallest order of
//! 1..=N in which each of M given numbers A_i comes before its B_i, or -1 if none does.
//! Kahn's algorithm with a heap (`searchlab::graph::smallest_topological_order`).

use searchlab::graph::{read_count, read_vertex, smallest_topological_order};
use searchlab::input::{self, Tokens};
use searchlab::program;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("abc223d", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = read_count(&mut words, "N", 1, 200_000)?;
        let m = read_count(&mut words, "M", 0, 200_000)?;
        let mut before = Vec::with_capacity(m);
        for _ in 0..m {
            let a = read_vertex(&mut words, n, 1, "A")?;
            before.push((a, read_vertex(&mut words, n, 1, "B")?));
        }
        match smallest_topological_order(n, &before) {
            None => writeln!(out, "-1")?,
            Some(order) => {
                let order: Vec<String> = order.iter().map(|v| (v + 1).to_string()).collect();
                writeln!(out, "{}", order.join(" "))?;
            }
        }
        Ok(())
    })
}
