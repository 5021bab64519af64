//! AtCoder ABC 211 D "Number of Shortest paths": how many routes of the fewest roads lead
//! from city 1 to city N (roads go both ways), modulo 10^9 + 7. Dijkstra's algorithm
//! counting as it goes (`searchlab::search::count_shortest_paths`).

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::count_shortest_paths;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("abc211d", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = words.number::<usize>("N")?.max(1);
        let m = words.number::<usize>("M")?;
        let mut roads = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (a, b) = (words.number::<usize>("a city")?, words.number::<usize>("a city")?);
            if !(1..=n).contains(&a) || !(1..=n).contains(&b) {
                let message = format!("cities are 1..={n}");
                return Err(InputError::on_line(words.line(), message).into());
            }
            roads[a].push(b);
            roads[b].push(a);
        }
        let next = |&city: &usize| roads[city].iter().map(|&to| (to, 1u32));
        let counted = count_shortest_paths(1, next, |&city| city == n, 1_000_000_007);
        writeln!(out, "{}", counted.map_or(0, |(_, ways)| ways))?;
        Ok(())
    })
}
