//! The K cheapest routes that visit no town twice (loopless routes, as a travel planner
//! lists alternatives): for one-way roads with lengths, print the cost and towns of each,
//! cheapest first, or `no route`. Yen's algorithm (`searchlab::search::closures::yen`).
//! Input: `n m k s t`, then `m` roads `from to length` (towns 1..=n).

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::closures::yen;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("yen_routes", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let mut number = |what| words.number::<usize>(what);
        let (n, m, k) = (number("n")?.0, number("m")?.0, number("k")?.0);
        let town = |(t, line)| match (1..=n).contains(&t) {
            true => Ok(t),
            false => Err(InputError::on_line(line, format!("town {t} is not in 1..={n}"))),
        };
        let (s, t) = (town(number("a town")?)?, town(number("a town")?)?);
        let mut roads = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (from, to) = (town(number("a town")?)?, town(number("a town")?)?);
            roads[from].push((to, number("a length")?.0 as u64));
        }
        let routes = yen(s, |&at: &usize| roads[at].clone(), |&at| at == t, k);
        if routes.is_empty() {
            writeln!(out, "no route")?;
        }
        for route in routes {
            let towns: Vec<String> = route.states.iter().map(usize::to_string).collect();
            writeln!(out, "{}: {}", route.cost, towns.join(" "))?;
        }
        Ok(())
    })
}
