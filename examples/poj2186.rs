//! POJ 2186 "Popular Cows": how many cows all others think popular, opinions passing along
//! (A → B → C makes A think C popular). Strongly connected components (`searchlab::search::
//! strongly_connected_components`): the one component no opinion leaves, or 0.

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::strongly_connected_components;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("poj2186", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = words.number::<usize>("N")?;
        let m = words.number::<usize>("M")?;
        let mut admires = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let (a, b) = (words.number::<usize>("a cow")?, words.number::<usize>("a cow")?);
            if !(1..=n).contains(&a) || !(1..=n).contains(&b) {
                let message = format!("cows are 1..={n}");
                return Err(InputError::on_line(words.line(), message).into());
            }
            admires[a].push(b);
        }
        let components = strongly_connected_components(1..=n, |&cow| admires[cow].clone());
        let mut component = vec![0; n + 1];
        for (index, members) in components.iter().enumerate() {
            members.iter().for_each(|&cow| component[cow] = index);
        }
        let leaves = |index: usize, cow: usize| admires[cow].iter().any(|&b| component[b] != index);
        let mut sinks =
            (0..components.len()).filter(|&i| !components[i].iter().any(|&c| leaves(i, c)));
        let answer = match (sinks.next(), sinks.next()) {
            (Some(sink), None) => components[sink].len(),
            _ => 0,
        };
        writeln!(out, "{answer}")?;
        Ok(())
    })
}
