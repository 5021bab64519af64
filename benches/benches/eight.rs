//! `make bench` for the eight-puzzle judges: end-to-end wall time (and peak memory, where
//! GNU time is installed) of the release binaries on seeded random inputs, median of five
//! runs, each next to its C++ peer built in the same run on the same input:
//! - `hdu1043 --algo table` against `../shared/peers/hdu1043_table.cpp` (`g++ -O2`), the
//!   answers checked to be of the same lengths (both shortest; the move order differs);
//! - `hdu3567` against `benches/peers/hdu3567_tables.cpp` (`g++ -O2`), the outputs equal.
//!
//! The search algorithms (`astar`, the classic approach, and `idastar`) are timed against
//! the table on 10,000 cases.

use checker::eight::{self, State};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use searchlab_benches::{
    build_peer, measure, measure_exe, output_of, own_peer, scratch, shared, Measure,
};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

const RUNS: usize = 5;
const LIMIT: Duration = Duration::from_secs(60);

fn main() {
    let dir = scratch();
    let million = write_hdu1043(&dir, "hdu1043-1000000.in", 1_000_000, 1);
    let ten_thousand = write_hdu1043(&dir, "hdu1043-10000.in", 10_000, 2);
    let pairs = write_hdu3567(&dir, "hdu3567-100000.in", 100_000, 3);
    let hdu1043_peer = shared("peers/hdu1043_table.cpp").display().to_string();
    let hdu1043_peer = build_peer("hdu1043_table", &["g++", "-O2", &hdu1043_peer, "-o"]);
    let hdu3567_peer = own_peer("hdu3567_tables.cpp");
    let hdu3567_peer = build_peer("hdu3567_tables", &["g++", "-O2", &hdu3567_peer, "-o"]);

    println!("| program | input | time (median of {RUNS}) | peak memory | C++ peer (g++ -O2) | peer time | peak memory | ours / peer |");
    println!("| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |");
    let ours = measure("hdu1043", &["--algo", "table"], &million, RUNS, LIMIT);
    let peer = hdu1043_peer.map(|exe| {
        let out = million.with_extension("peer.out");
        let m = measure_exe(&exe, &[], &million, &out, RUNS, LIMIT);
        same_lengths(&output_of("hdu1043", &million), &fs::read_to_string(&out).unwrap());
        m
    });
    row("hdu1043 --algo table", "1,000,000 random", &ours, "hdu1043_table.cpp", peer.as_ref());
    let ours = measure("hdu3567", &[], &pairs, RUNS, LIMIT);
    let peer = hdu3567_peer.map(|exe| {
        let out = pairs.with_extension("peer.out");
        let m = measure_exe(&exe, &[], &pairs, &out, RUNS, LIMIT);
        assert!(
            output_of("hdu3567", &pairs) == fs::read_to_string(&out).unwrap(),
            "hdu3567 and its peer answer alike"
        );
        m
    });
    row("hdu3567", "100,000 random pairs", &ours, "hdu3567_tables.cpp", peer.as_ref());

    println!();
    println!("| program | input | time (median of {RUNS}) | cases/s | peak memory | vs astar |");
    println!("| --- | --- | ---: | ---: | ---: | ---: |");
    let astar = measure("hdu1043", &["--algo", "astar"], &ten_thousand, RUNS, LIMIT);
    for algo in ["table", "astar", "idastar"] {
        let m = if algo == "astar" {
            astar.clone()
        } else {
            measure("hdu1043", &["--algo", algo], &ten_thousand, RUNS, LIMIT)
        };
        let rate = m.seconds.map_or("n/a".into(), |s| format!("{:.0}", 10_000.0 / s));
        println!(
            "| `hdu1043 --algo {algo}` | 10,000 random | {} | {rate} | {} | {} faster |",
            m.time(LIMIT),
            m.memory(),
            m.speedup_over(&astar)
        );
    }
}

/// One line of the peer table; the ratio is our time over the peer's (below 1: faster).
fn row(program: &str, input: &str, ours: &Measure, peer_name: &str, peer: Option<&Measure>) {
    let (peer_time, peer_memory, ratio) = match peer {
        Some(peer) => (
            peer.time(LIMIT),
            peer.memory(),
            match (ours.seconds, peer.seconds) {
                (Some(a), Some(b)) => format!("{:.2}×", a / b),
                _ => "n/a".into(),
            },
        ),
        None => ("skipped".into(), "n/a".into(), "n/a".into()),
    };
    println!(
        "| `{program}` | {input} | {} | {} | `{peer_name}` | {peer_time} | {peer_memory} | {ratio} |",
        ours.time(LIMIT),
        ours.memory()
    );
}

/// Both answer files give every case a path of the same length, or both `unsolvable`.
fn same_lengths(ours: &str, peer: &str) {
    let (ours, peer): (Vec<&str>, Vec<&str>) = (ours.lines().collect(), peer.lines().collect());
    assert_eq!(ours.len(), peer.len(), "one answer per case");
    for (case, (a, b)) in ours.iter().zip(&peer).enumerate() {
        let unsolvable = (*a == "unsolvable", *b == "unsolvable");
        assert!(
            unsolvable == (true, true) || (unsolvable == (false, false) && a.len() == b.len()),
            "case {}: {a} against the peer's {b}",
            case + 1
        );
    }
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
            text.push(if tile == 0 { 'x' } else { char::from(b'0' + tile) });
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
