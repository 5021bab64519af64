//! `make bench` for the constraint-search judges.
//!
//! sudoku: puzzles per second on the shared data sets (read from `../shared/data/sudoku`
//! when present), single thread (`--threads 1`) and all cores, end to end, median of three
//! runs; small sets are repeated to last long enough to time. Every answer is checked by an
//! independent validator (all 49,158 17-clue puzzles included). Peer: tdoku's published
//! single-thread rates on this kind of machine (it cannot be built here).
//!
//! queens: `--count` for N = 14..17 against the classic mirror-symmetry bitboard counter
//! in C (`benches/peers/nqueens_mirror.c`, built with the system's `cc -O2` when present).

mod common;

use common::{measure, output_of, scratch, Measure};
use searchlab::sudoku::{parse, Format, Grid};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const RUNS: usize = 3;
const LIMIT: Duration = Duration::from_secs(120);

/// (file, tdoku puzzles/s single-threaded, repetitions)
const SETS: [(&str, f64, usize); 4] = [
    ("17_clue.txt", 289_000.0, 1),
    ("magictour_top1465.txt", 105_000.0, 20),
    ("forum_hardest_1905_11plus.txt", 18_000.0, 1),
    ("forum_hardest_1106.txt", 12_000.0, 30),
];

fn main() {
    sudoku();
    queens();
}

fn sudoku() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sudoku");
    println!("### sudoku (POJ 3074 lines, puzzles/s end to end, median of {RUNS})\n");
    if !data.is_dir() {
        println!("(skipped: {} is not here)\n", data.display());
        return;
    }
    println!("| set | puzzles | 1 thread | all cores (2) | tdoku 1 thread | 1 thread / tdoku | all cores / tdoku | validated |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (file, tdoku, repeat) in SETS {
        let text = fs::read_to_string(data.join(file)).expect("a data set");
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| l.len() == 81 && !l.starts_with('#'))
            .collect();
        let input: String = (0..repeat)
            .flat_map(|_| lines.iter().map(|l| format!("{l}\n")))
            .collect();
        let path = scratch().join(format!("sudoku-{file}"));
        fs::write(&path, &input).unwrap();
        let puzzles = lines.len() * repeat;
        let single = measure("sudoku", &["--threads", "1"], &path, RUNS, LIMIT);
        let validated = validate(input.as_bytes(), &output_of("sudoku", &path));
        let all = measure("sudoku", &[], &path, RUNS, LIMIT);
        let rate = |m: &Measure| m.seconds.map(|s| puzzles as f64 / s);
        let (one, many) = (rate(&single), rate(&all));
        let shown = |r: Option<f64>| r.map_or("n/a".into(), |r| format!("{r:.0}/s"));
        let ratio = |r: Option<f64>| r.map_or("n/a".into(), |r| format!("{:.2}", r / tdoku));
        println!(
            "| {file}{} | {puzzles} | {} | {} | {tdoku:.0}/s | {} | {} | {validated} |",
            if repeat > 1 {
                format!(" ×{repeat}")
            } else {
                String::new()
            },
            shown(one),
            shown(many),
            ratio(one),
            ratio(many),
        );
    }
    println!();
}

/// Checks every answer line against its puzzle with a validator independent of the
/// library's solver: each row, column and box holds 1..9 once and the givens are kept.
/// Returns "N of N".
fn validate(input: &[u8], output: &str) -> String {
    let entries = parse(input, Format::Poj3074).expect("parsable input");
    let answers: Vec<&str> = output.lines().collect();
    assert_eq!(entries.len(), answers.len(), "one answer per puzzle");
    let mut good = 0;
    for (entry, answer) in entries.iter().zip(answers) {
        let Ok(Grid { cells, .. }) = &entry.grid else {
            continue;
        };
        let digits: Vec<u8> = answer.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        let unit = |f: &dyn Fn(usize) -> usize| {
            let mut seen = [false; 10];
            (0..9).all(|j| {
                let v = digits[f(j)] as usize;
                (1..=9).contains(&v) && !std::mem::replace(&mut seen[v], true)
            })
        };
        let ok = digits.len() == 81
            && (0..9).all(|i| {
                unit(&|j| i * 9 + j)
                    && unit(&|j| j * 9 + i)
                    && unit(&|j| ((i / 3) * 3 + j / 3) * 9 + (i % 3) * 3 + j % 3)
            })
            && cells.iter().zip(&digits).all(|(&g, &s)| g == 0 || g == s);
        good += usize::from(ok);
    }
    assert_eq!(good, entries.len(), "every answer valid");
    format!("{good} of {}", entries.len())
}

fn queens() {
    println!(
        "### queens --count (all cores) vs the classic mirror-symmetry counter in C (1 thread)\n"
    );
    let peer = build_peer();
    println!("| N | solutions | queens --count | peer | speed-up |");
    println!("| ---: | ---: | ---: | ---: | ---: |");
    for n in 14..=17 {
        let path = scratch().join(format!("queens-{n}.in"));
        fs::write(&path, format!("{n}\n")).unwrap();
        let ours = measure("queens", &["--count"], &path, RUNS, LIMIT);
        let count = output_of("queens", &path).trim().to_string();
        let (peer_time, peer_count) = match &peer {
            Some(exe) => {
                let start = Instant::now();
                let out = Command::new(exe)
                    .arg(n.to_string())
                    .output()
                    .expect("the peer runs");
                (
                    Some(start.elapsed().as_secs_f64()),
                    String::from_utf8_lossy(&out.stdout).trim().to_string(),
                )
            }
            None => (None, String::new()),
        };
        if peer.is_some() {
            assert_eq!(count, peer_count, "N = {n}: the counts disagree");
        }
        let speedup = match (ours.seconds, peer_time) {
            (Some(a), Some(b)) => format!("{:.1}×", b / a),
            _ => "n/a".into(),
        };
        println!(
            "| {n} | {count} | {} | {} | {speedup} |",
            ours.time(LIMIT),
            peer_time.map_or("n/a (no cc)".into(), |s| format!("{s:.3} s"))
        );
    }
}

/// Compiles the C peer with `cc -O2`, if a C compiler is installed.
fn build_peer() -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/peers/nqueens_mirror.c");
    let exe = scratch().join("nqueens_mirror");
    let status = Command::new("cc")
        .arg("-O2")
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .status()
        .ok()?;
    status.success().then_some(exe)
}
