//! `make bench` for the eight-puzzle judges: end-to-end wall time (and peak memory, where
//! GNU time is installed) of the release binaries on seeded random inputs, each run three
//! times, the median reported. The `astar` algorithm, the classic approach, is the peer the
//! others are compared with on the same input in the same run.

mod common;

use common::{measure, scratch};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use searchlab::checker::eight::{self, State};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

const RUNS: usize = 3;
const LIMIT: Duration = Duration::from_secs(60);

fn main() {
    let dir = scratch();
    let million = write_hdu1043(&dir, "hdu1043-1000000.in", 1_000_000, 1);
    let ten_thousand = write_hdu1043(&dir, "hdu1043-10000.in", 10_000, 2);
    let pairs = write_hdu3567(&dir, "hdu3567-100000.in", 100_000, 3);

    println!("| program | input | time (median of {RUNS}) | cases/s | peak memory | vs astar |");
    println!("| --- | --- | ---: | ---: | ---: | ---: |");
    let astar = measure("hdu1043", &["--algo", "astar"], &ten_thousand, RUNS, LIMIT);
    for algo in ["table", "astar", "idastar"] {
        let m = if algo == "astar" {
            astar.clone()
        } else {
            measure("hdu1043", &["--algo", algo], &ten_thousand, RUNS, LIMIT)
        };
        let ratio = format!("{} faster", m.speedup_over(&astar));
        row(
            &format!("hdu1043 --algo {algo}"),
            "10,000 random",
            10_000,
            &m,
            &ratio,
        );
    }
    let m = measure("hdu1043", &["--algo", "table"], &million, RUNS, LIMIT);
    row(
        "hdu1043 --algo table",
        "1,000,000 random",
        1_000_000,
        &m,
        "",
    );
    let m = measure("hdu3567", &[], &pairs, RUNS, LIMIT);
    row("hdu3567", "100,000 random pairs", 100_000, &m, "");
}

fn row(program: &str, input: &str, cases: u64, m: &common::Measure, ratio: &str) {
    let rate = m
        .seconds
        .map_or("n/a".into(), |s| format!("{:.0}", cases as f64 / s));
    println!(
        "| `{program}` | {input} | {} | {rate} | {} | {ratio} |",
        m.time(LIMIT),
        m.memory()
    );
}

fn random_state(rng: &mut StdRng) -> State {
    let mut state: State = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    state.shuffle(rng);
    state
}

/// `count` uniformly random arrangements, one case a line (about half unsolvable).
fn write_hdu1043(dir: &Path, name: &str, count: usize, seed: u64) -> PathBuf {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut text = String::with_capacity(count * 18);
    for _ in 0..count {
        for (i, &tile) in random_state(&mut rng).iter().enumerate() {
            text.push(if tile == 0 {
                'x'
            } else {
                char::from(b'0' + tile)
            });
            text.push(if i == 8 { '\n' } else { ' ' });
        }
    }
    let path = dir.join(name);
    fs::write(&path, text).expect("bench input written");
    path
}

/// `count` pairs of uniformly random arrangements (about half unsolvable).
fn write_hdu3567(dir: &Path, name: &str, count: usize, seed: u64) -> PathBuf {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut text = format!("{count}\n");
    for _ in 0..count * 2 {
        text += &eight::compact(&random_state(&mut rng));
        text.push('\n');
    }
    let path = dir.join(name);
    fs::write(&path, text).expect("bench input written");
    path
}
