//! AtCoder Library Practice Contest E "MinCostFlow": on an N×N grid of numbers, mark
//! squares so that no row and no column holds more than K marks, the marked numbers'
//! sum as large as it can be; print the sum and the grid (`X` marked, `.` not). A
//! minimum-cost flow (`searchlab::flow::MinCostFlow`): rows to columns, each square an
//! edge costing BIG − its number, and a bypass costing BIG for the marks not made.

use searchlab::flow::MinCostFlow;
use searchlab::graph::read_count;
use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use std::process::ExitCode;

const BIG: i64 = 1_000_000_000;

fn main() -> ExitCode {
    program::run("alpc_e", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = read_count(&mut words, "N", 1, 50)?;
        let k = read_count(&mut words, "K", 1, n)? as i64;
        let mut numbers = Vec::new();
        for _ in 0..n * n {
            let a = words.number::<i64>("a number")?;
            if !(1..=BIG).contains(&a) {
                return Err(InputError::on_line(words.line(), "numbers are 1..=10^9").into());
            }
            numbers.push(a);
        }
        let (s, t, marks) = (2 * n, 2 * n + 1, n as i64 * k);
        let mut network = MinCostFlow::new(2 * n + 2);
        network.add_edge(s, t, marks, BIG);
        for i in 0..n {
            network.add_edge(s, i, k, 0);
            network.add_edge(n + i, t, k, 0);
        }
        let squares: Vec<usize> = (0..n * n)
            .map(|at| network.add_edge(at / n, n + at % n, 1, BIG - numbers[at]))
            .collect();
        let (_, cost) = network.flow(s, t, marks);
        writeln!(out, "{}", marks * BIG - cost)?;
        for row in squares.chunks(n) {
            let marked = |&edge: &usize| if network.edge(edge).flow == 1 { 'X' } else { '.' };
            writeln!(out, "{}", row.iter().map(marked).collect::<String>())?;
        }
        Ok(())
    })
}
