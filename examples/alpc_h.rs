//! AtCoder Library Practice Contest H "Two SAT": N flags, the i-th at X_i or at Y_i, any
//! two at least D apart; print `Yes` and each flag's place, or `No`. 2-SAT
//! (`searchlab::graph::TwoSat`): flag i is true when at X_i, and each pair of places
//! closer than D is a clause forbidding both.

use searchlab::graph::{read_count, TwoSat};
use searchlab::input::{self, Tokens};
use searchlab::program;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("alpc_h", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = read_count(&mut words, "N", 1, 1000)?;
        let mut place = |what| read_count(&mut words, what, 0, 1_000_000_000).map(|x| x as i64);
        let d = place("D")?;
        let mut places = Vec::with_capacity(n);
        for _ in 0..n {
            places.push([place("X")?, place("Y")?]);
        }
        let mut formula = TwoSat::new(n);
        for i in 0..n {
            for j in i + 1..n {
                for (f, g) in [(true, true), (true, false), (false, true), (false, false)] {
                    let (x, y) = (places[i][usize::from(!f)], places[j][usize::from(!g)]);
                    if (x - y).abs() < d {
                        formula.add_clause(i, !f, j, !g);
                    }
                }
            }
        }
        match formula.solve() {
            None => writeln!(out, "No")?,
            Some(at_x) => {
                writeln!(out, "Yes")?;
                for (place, at_x) in places.iter().zip(at_x) {
                    writeln!(out, "{}", place[usize::from(!at_x)])?;
                }
            }
        }
        Ok(())
    })
}
