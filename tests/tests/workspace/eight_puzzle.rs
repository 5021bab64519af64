//! End-to-end properties of the eight-puzzle judges on random inputs, checked against the
//! independent model in `harness/eight.rs` (plain BFS, brute force, replay).

use searchlab_tests::programs;

use checker::eight::{self, State};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

fn random_states(count: usize, seed: u64) -> Vec<State> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let mut state: State = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            state.shuffle(&mut rng);
            state
        })
        .collect()
}

fn hdu1043_input(states: &[State]) -> String {
    states
        .iter()
        .map(|s| {
            let tokens: Vec<String> =
                s.iter().map(|&t| if t == 0 { "x".into() } else { t.to_string() }).collect();
            tokens.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn hdu1043_every_algorithm_is_shortest_on_10000_random_states() {
    let states = random_states(10_000, 2024);
    let input = hdu1043_input(&states);
    let distances = eight::goal_distances();
    for algo in ["table", "astar", "idastar"] {
        let run = programs::run("hdu1043", &["--algo", algo], input.as_bytes());
        assert_eq!(run.status, Some(0), "{algo}: {}", run.stderr);
        let answers: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(answers.len(), states.len(), "{algo}: one line per case");
        for (state, answer) in states.iter().zip(&answers) {
            let odd = !eight::even_inversions(state);
            assert_eq!(*answer == "unsolvable", odd, "{algo}: {state:?} gave {answer:?}");
            let distance = distances[eight::index(state)];
            assert_eq!(distance == u8::MAX, odd, "parity agrees with reachability");
            if !odd {
                assert_eq!(eight::replay(state, answer), Some(eight::GOAL), "{algo}: {state:?}");
                assert_eq!(answer.len(), distance as usize, "{algo}: {state:?} not shortest");
            }
        }
    }
}

#[test]
fn hdu3567_equals_brute_force_on_500_random_pairs() {
    let states = random_states(1_000, 3567);
    let pairs: Vec<(State, State)> = states.chunks(2).map(|p| (p[0], p[1])).collect();
    let mut input = format!("{}\n", pairs.len());
    for (a, b) in &pairs {
        input += &format!("{}\n{}\n", eight::compact(a), eight::compact(b));
    }
    // The brute force is a BFS per pair: share it between two threads.
    let expected: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = pairs
            .chunks(pairs.len() / 2)
            .map(|half| scope.spawn(move || brute_force_answers(half)))
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let run = programs::run("hdu3567", &[], input.as_bytes());
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let mut got = run.stdout.lines();
    for (k, want) in expected.iter().enumerate() {
        let case = k + 1;
        let header = got.next().unwrap_or_default();
        match want.as_str() {
            "unsolvable" => assert_eq!(header, format!("Case {case}: unsolvable")),
            path => {
                assert_eq!(header, format!("Case {case}: {}", path.len()));
                assert_eq!(got.next(), Some(path), "case {case}");
            }
        }
    }
    assert_eq!(got.next(), None, "nothing after the last case");
}

fn brute_force_answers(pairs: &[(State, State)]) -> Vec<String> {
    pairs
        .iter()
        .map(|(a, b)| eight::lex_first_shortest(a, b).unwrap_or_else(|| "unsolvable".into()))
        .collect()
}

#[test]
fn unknown_algorithm_is_a_usage_error() {
    let run = programs::run("hdu1043", &["--algo", "bfs"], b"1 2 3 4 5 6 7 8 x\n");
    assert_eq!(run.status, Some(2));
    assert!(run.stderr.contains("unknown algorithm 'bfs'"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
}

#[test]
fn empty_input_has_no_cases() {
    let run = programs::run("hdu1043", &[], b"  \n\n");
    assert_eq!((run.status, run.stdout.as_str()), (Some(0), ""));
    let run = programs::run("hdu3567", &[], b"0\n");
    assert_eq!((run.status, run.stdout.as_str()), (Some(0), ""));
}
