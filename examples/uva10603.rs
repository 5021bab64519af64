//! UVa 10603 "Fill": jugs of `a`, `b` and `c` litres, the first two empty and the third
//! full; pouring from one jug to another stops when the first is empty or the second full.
//! For each case `a b c d`, print the least water poured to leave exactly `d` litres in
//! some jug, and `d`; if no jug can hold `d`, the same for the largest `d' < d` that one
//! can. Solved by Dijkstra's algorithm over the jugs' contents, each pour costing the
//! litres poured (`searchlab::search::dijkstra_all`).

use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::dijkstra_all;
use std::process::ExitCode;

/// The largest capacity the problem allows.
const MOST: u32 = 200;

/// Every pour from `jugs`, with the litres it moves, for jugs of the given capacities.
fn pours(capacity: [u32; 3], jugs: &[u32; 3]) -> Vec<([u32; 3], u32)> {
    let mut next = Vec::new();
    for from in 0..3 {
        for to in (0..3).filter(|&to| to != from) {
            let litres = jugs[from].min(capacity[to] - jugs[to]);
            if litres > 0 {
                let mut after = *jugs;
                after[from] -= litres;
                after[to] += litres;
                next.push((after, litres));
            }
        }
    }
    next
}

/// The answer for one case: the least water poured to reach `d'` litres, and `d'`.
fn fill(capacity: [u32; 3], d: u32) -> (u32, u32) {
    let reached = dijkstra_all([0, 0, capacity[2]], |jugs| pours(capacity, jugs));
    let mut least = vec![None; MOST as usize + 1];
    for (jugs, poured) in reached.distances() {
        for &litres in jugs {
            let best: &mut Option<u32> = &mut least[litres as usize];
            *best = Some(best.map_or(poured, |best| best.min(poured)));
        }
    }
    let target = (0..=d.min(MOST)).rev().find(|&litres| least[litres as usize].is_some());
    let target = target.unwrap_or(0); // 0 litres: the empty jugs, before any pour
    (least[target as usize].unwrap_or(0), target)
}

fn main() -> ExitCode {
    program::run("uva10603", |out| {
        let input = input::read_stdin()?;
        let mut tokens = Tokens::new(&input);
        let cases = tokens.number::<usize>("the number of cases")?;
        for case in 1..=cases {
            let mut number = |what| tokens.number::<u32>(what).map_err(|e| e.in_case(case));
            let (a, b, c, d) = (number("a")?, number("b")?, number("c")?, number("d")?);
            if [a, b, c, d].iter().any(|&n| n > MOST) {
                let message = format!("the jugs hold at most {MOST} litres");
                return Err(InputError::at(case, tokens.line(), message).into());
            }
            let (poured, litres) = fill([a, b, c], d);
            writeln!(out, "{poured} {litres}")?;
        }
        Ok(())
    })
}
