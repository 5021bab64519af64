//! The K cheapest routes that visit no town twice, as a travel planner lists them: for
//! one-way roads with lengths, print the cost and towns of each, cheapest first, or `no
//! route`. Yen's algorithm over the towns' numbers (`search::Indices::yen`).
//! Input: `n m k s t`, then `m` roads `from to length` (towns 1..=n).

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::Indices;
use std::process::ExitCode;

/// The next town number, which must be one of `1..=n`.
fn town(words: &mut Tokens, n: usize) -> Result<usize, InputError> {
    match words.number::<usize>("a town")? {
        t if (1..=n).contains(&t) => Ok(t),
        t => Err(InputError::on_line(words.line(), format!("town {t} is not in 1..={n}"))),
    }
}

fn main() -> ExitCode {
    program::run("yen_routes", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let (n, m, k) = (words.number("n")?, words.number::<usize>("m")?, words.number("k")?);
        let (s, t) = (town(&mut words, n)?, town(&mut words, n)?);
        let mut roads = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (from, to) = (town(&mut words, n)?, town(&mut words, n)?);
            roads[from].push((to, words.number::<u64>("a length")?));
        }
        let routes = Indices(n + 1).yen(s, |&at: &usize| roads[at].clone(), |&at| at == t, k);
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
