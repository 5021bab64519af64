//! AtCoder ABC 218 E "Destruction": a connected graph of N vertices and M weighted edges
//! (weights may be negative); remove edges so that it stays connected, earning each
//! removed edge's weight; the most that can be earned. Keep a minimum spanning tree
//! (`searchlab::spanning::kruskal`) and remove every other edge of positive weight.

use searchlab::graph::{read_count, read_vertex};
use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::spanning::kruskal;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("abc218e", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = read_count(&mut words, "N", 2, 200_000)?;
        let m = read_count(&mut words, "M", 0, 200_000)?;
        let mut edges = Vec::with_capacity(m);
        for _ in 0..m {
            let a = read_vertex(&mut words, n, 1, "a vertex")?;
            let b = read_vertex(&mut words, n, 1, "a vertex")?;
            let c = words.number::<i64>("a weight")?;
            if !(-1_000_000_000..=1_000_000_000).contains(&c) {
                return Err(InputError::on_line(words.line(), "weights are -10^9..=10^9").into());
            }
            edges.push((a, b, c));
        }
        let mut kept = vec![false; m];
        kruskal(n, &edges).into_iter().for_each(|edge| kept[edge] = true);
        let removed = edges.iter().zip(&kept).filter(|&(_, &kept)| !kept);
        let earned: i64 = removed.map(|(&(_, _, c), _)| c.max(0)).sum();
        writeln!(out, "{earned}")?;
        Ok(())
    })
}
