//! `make bench` for the eight-puzzle judges: end-to-end wall time (and peak memory, where
//! GNU time is installed) of the release binaries on seeded random inputs, each run three
//! times, the median reported. The `astar` algorithm, the classic approach, is the peer the
//! others are compared with on the same input in the same run.

#[path = "../tests/harness/mod.rs"]
mod harness;

use harness::eight::{self, State};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const RUNS: usize = 3;

fn main() {
    let dir = std::env::temp_dir().join("searchlab-bench");
    fs::create_dir_all(&dir).expect("a temporary folder");
    let million = write_hdu1043(&dir, "hdu1043-1000000.in", 1_000_000, 1);
    let ten_thousand = write_hdu1043(&dir, "hdu1043-10000.in", 10_000, 2);
    let pairs = write_hdu3567(&dir, "hdu3567-100000.in", 100_000, 3);

    println!("| program | input | time (median of {RUNS}) | cases/s | peak memory | vs astar |");
    println!("| --- | --- | ---: | ---: | ---: | ---: |");
    let astar = measure("hdu1043", &["--algo", "astar"], &ten_thousand);
    for algo in ["table", "astar", "idastar"] {
        let m = if algo == "astar" {
            astar.clone()
        } else {
            measure("hdu1043", &["--algo", algo], &ten_thousand)
        };
        let ratio = format!("{:.1}× faster", astar.seconds / m.seconds);
        row(
            &format!("hdu1043 --algo {algo}"),
            "10,000 random",
            10_000,
            &m,
            &ratio,
        );
    }
    let m = measure("hdu1043", &["--algo", "table"], &million);
    row(
        "hdu1043 --algo table",
        "1,000,000 random",
        1_000_000,
        &m,
        "",
    );
    let m = measure("hdu3567", &[], &pairs);
    row("hdu3567", "100,000 random pairs", 100_000, &m, "");
}

#[derive(Clone)]
struct Measure {
    seconds: f64,
    peak_kib: Option<u64>,
}

fn row(program: &str, input: &str, cases: u64, m: &Measure, ratio: &str) {
    let memory = m
        .peak_kib
        .map_or("n/a".into(), |k| format!("{:.1} MiB", k as f64 / 1024.0));
    println!(
        "| `{program}` | {input} | {:.3} s | {:.0} | {memory} | {ratio} |",
        m.seconds,
        cases as f64 / m.seconds
    );
}

/// Median wall time of `RUNS` runs of `prog args < input`, stdout to a file; peak
/// resident memory from GNU time's `%M` when `/usr/bin/time` exists.
fn measure(prog: &str, args: &[&str], input: &Path) -> Measure {
    let gnu_time = Path::new("/usr/bin/time");
    let output = input.with_extension("out");
    let memory_log = input.with_extension("mem");
    let mut seconds = Vec::new();
    let mut peak_kib = None;
    for _ in 0..RUNS {
        let mut command = if gnu_time.exists() {
            let mut c = Command::new(gnu_time);
            c.args(["-f", "%M", "-o"])
                .arg(&memory_log)
                .arg(harness::binary(prog));
            c
        } else {
            Command::new(harness::binary(prog))
        };
        command
            .args(args)
            .stdin(File::open(input).expect("bench input"))
            .stdout(File::create(&output).expect("bench output"))
            .stderr(Stdio::inherit());
        let start = Instant::now();
        let status = command.status().expect("the program runs");
        seconds.push(start.elapsed().as_secs_f64());
        assert!(status.success(), "{prog} {args:?} failed");
        peak_kib = fs::read_to_string(&memory_log)
            .ok()
            .and_then(|text| text.trim().parse().ok());
    }
    seconds.sort_by(f64::total_cmp);
    Measure {
        seconds: seconds[RUNS / 2],
        peak_kib,
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
