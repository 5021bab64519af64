//! Regenerates the computed testdata of the eight-puzzle judges: `make testdata`.
//!
//! Writes the random and hardest-case inputs (seeded, so the files never drift), then the
//! expected `.out` of every `.in` at the top of the `hdu1043` and `hdu3567` folders (not the
//! bad inputs of `errors/`) that is not a statement sample, computed by the independent model in `src/checker/eight.rs`, never
//! by the programs under test.

use checker::eight::{self, State, GOAL};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

fn main() {
    let root = searchlab_tests::programs::workspace_root().join("testdata");
    let mut rng = StdRng::seed_from_u64(1043);
    write_inputs_hdu1043(&root.join("hdu1043"), &mut rng);
    write_inputs_hdu3567(&root.join("hdu3567"), &mut rng);
    for (prog, answer) in
        [("hdu1043", answers_hdu1043 as fn(&str) -> String), ("hdu3567", answers_hdu3567)]
    {
        let dir = root.join(prog);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .expect("testdata folder")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            if name.starts_with("sample-") {
                continue;
            }
            let text = fs::read_to_string(&input).expect("readable input");
            fs::write(input.with_extension("out"), answer(&text)).expect("writable output");
            println!("wrote {prog}/{name}.out");
        }
    }
}

fn random_state(rng: &mut StdRng) -> State {
    let mut state: State = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    state.shuffle(rng);
    state
}

fn tokens(state: &State) -> String {
    let cells: Vec<String> =
        state.iter().map(|&t| if t == 0 { "x".into() } else { t.to_string() }).collect();
    cells.join(" ")
}

/// Uniformly random arrangements (about half unsolvable), and the states farthest from
/// the goal (31 moves).
fn write_inputs_hdu1043(dir: &Path, rng: &mut StdRng) {
    let random: String = (0..3000).map(|_| tokens(&random_state(rng)) + "\n").collect();
    fs::write(dir.join("random-3000.in"), random).unwrap();
    let distances = eight::goal_distances();
    let farthest = *distances.iter().filter(|&&d| d != u8::MAX).max().unwrap();
    let hardest: String = eight::all_states()
        .filter(|s| distances[eight::index(s)] == farthest)
        .map(|s| tokens(&s) + "\n")
        .collect();
    fs::write(dir.join("hardest.in"), hardest).unwrap();
}

/// Random pairs (about half unsolvable), and for each blank square of A the farthest B.
fn write_inputs_hdu3567(dir: &Path, rng: &mut StdRng) {
    let mut random = String::from("2000\n");
    for _ in 0..2000 {
        let (a, b) = (random_state(rng), random_state(rng));
        writeln!(random, "{}\n{}", eight::compact(&a), eight::compact(&b)).unwrap();
    }
    fs::write(dir.join("random-2000.in"), random).unwrap();
    let mut hardest = String::from("9\n");
    for blank in 0..9 {
        let mut a: State = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        a.rotate_right(9 - blank);
        let distances = eight::distances_from(&a);
        let farthest = eight::all_states()
            .filter(|s| distances[eight::index(s)] != u8::MAX)
            .max_by_key(|s| (distances[eight::index(s)], std::cmp::Reverse(*s)))
            .unwrap();
        writeln!(hardest, "{}\n{}", eight::compact(&a), eight::compact(&farthest)).unwrap();
    }
    fs::write(dir.join("hardest.in"), hardest).unwrap();
}

/// One line per case: the first shortest path to the goal found greedily from the BFS
/// distances (first move, in d l r u order, that gets one step closer), or `unsolvable`.
fn answers_hdu1043(input: &str) -> String {
    let distances = eight::goal_distances();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut out = String::new();
    for chunk in tokens.chunks(9) {
        let mut state = eight::parse_tokens(chunk.iter().copied()).expect("valid case");
        if distances[eight::index(&state)] == u8::MAX {
            out.push_str("unsolvable\n");
            continue;
        }
        while state != GOAL {
            let d = distances[eight::index(&state)];
            let (letter, next) = eight::MOVES
                .iter()
                .filter_map(|&m| eight::step(&state, m).map(|next| (m, next)))
                .find(|(_, next)| distances[eight::index(next)] + 1 == d)
                .expect("a move closer to the goal");
            out.push(letter);
            state = next;
        }
        out.push('\n');
    }
    out
}

/// `Case k: d` and the brute-force first shortest path, or `Case k: unsolvable`.
fn answers_hdu3567(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for case in 1..=cases {
        let a = eight::parse_compact(tokens.next().unwrap()).unwrap();
        let b = eight::parse_compact(tokens.next().unwrap()).unwrap();
        match eight::lex_first_shortest(&a, &b) {
            Some(path) => writeln!(out, "Case {case}: {}\n{path}", path.len()).unwrap(),
            None => writeln!(out, "Case {case}: unsolvable").unwrap(),
        }
    }
    out
}
