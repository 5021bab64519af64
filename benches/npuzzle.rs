//! `make bench` for npuzzle: Korf's 100 15-puzzle instances solved with pattern databases
//! (7-8 partition plus its reflection), each length checked against Korf's published
//! optimum; the classic IDA* with Manhattan distance and linear conflicts as the peer on the
//! instances it can finish; zones on 1,000 random 5 × 5 boards, and against the optima of
//! Korf's 100.
//!
//! The pattern databases live in `target/npuzzle-pdb`; the first run builds them (about
//! ten minutes) and reports the build time, later runs load them.

mod common;

use common::harness;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const RUNS: usize = 3;

/// One run of npuzzle: what it printed and how long it took.
struct Run {
    stdout: String,
    stderr: String,
    seconds: f64,
}

fn npuzzle(args: &[&str], input: &Path) -> Run {
    let start = Instant::now();
    let output = Command::new(harness::binary("npuzzle"))
        .args(args)
        .stdin(fs::File::open(input).expect("bench input"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("npuzzle runs");
    let seconds = start.elapsed().as_secs_f64();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "npuzzle {args:?}: {stderr}");
    Run {
        stdout: String::from_utf8(output.stdout).expect("UTF-8 output"),
        stderr,
        seconds,
    }
}

/// A number following `label` in `text`, such as the 0.29 of "in 0.29 s".
fn number_after(text: &str, label: &str) -> f64 {
    let at = text
        .find(label)
        .unwrap_or_else(|| panic!("no '{label}' in {text}"))
        + label.len();
    let digits: String = text[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    digits.parse().expect("a number")
}

/// Per puzzle of a `--stats` report: moves, length, generated nodes, time in ms.
fn stats(stdout: &str) -> Vec<(String, usize, u64, f64)> {
    stdout
        .split("\n\n")
        .filter(|block| !block.trim().is_empty())
        .map(|block| {
            let lines: Vec<&str> = block.lines().collect();
            let moves = lines[1].trim_start_matches("moves: ").to_string();
            let figures = lines[2];
            (
                moves,
                number_after(figures, "length ") as usize,
                number_after(figures, "generated ") as u64,
                number_after(figures, "time "),
            )
        })
        .collect()
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let dir = common::scratch();
    let pdb_dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/npuzzle-pdb");
    let pdb_dir_arg = pdb_dir.to_str().expect("a UTF-8 path");
    let korf_text = fs::read_to_string(harness::testdata_dir().join("npuzzle/korf100.txt"))
        .expect("testdata/npuzzle/korf100.txt");
    let korf: Vec<(usize, usize, String)> = korf_text
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let id = fields[0].parse().expect("an instance number");
            (
                id,
                fields[1].parse().expect("a length"),
                fields[2..].join(" "),
            )
        })
        .collect();
    let korf_input = dir.join("korf100.in");
    let boards: String = korf.iter().map(|(_, _, b)| format!("{b}\n")).collect();
    fs::write(&korf_input, boards).expect("bench input");
    let pdb_args = ["--goal", "blank-first", "--pdb-dir", pdb_dir_arg, "--stats"];

    // Pattern databases: built once (timed), then loaded.
    let solved = dir.join("solved.in");
    fs::write(&solved, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n").expect("bench input");
    let cached = pdb_dir.exists();
    let first = npuzzle(&pdb_args, &solved);
    let size: u64 = fs::read_dir(&pdb_dir)
        .expect("the cache folder")
        .map(|e| e.expect("an entry").metadata().expect("metadata").len())
        .sum();
    println!("## Pattern databases (7-8, blank-first goal)\n");
    if cached {
        println!("- already cached in target/npuzzle-pdb (delete it to time the build)");
    } else {
        println!(
            "- built in {:.1} s (2 workers), {:.1} MB on disk",
            first.seconds,
            size as f64 / 1e6
        );
    }
    let loads: Vec<f64> = (0..RUNS)
        .map(|_| number_after(&npuzzle(&pdb_args, &solved).stderr, "ready in "))
        .collect();
    println!(
        "- {:.1} MB on disk; loaded and checksummed in {:.2} s (median of {RUNS})\n",
        size as f64 / 1e6,
        median(loads)
    );

    // Korf's 100 with pdb.
    let runs: Vec<Run> = (0..RUNS).map(|_| npuzzle(&pdb_args, &korf_input)).collect();
    let solve_seconds = median(
        runs.iter()
            .map(|r| number_after(&r.stderr, "puzzles in "))
            .collect(),
    );
    let report = stats(&runs[RUNS / 2].stdout);
    assert_eq!(report.len(), 100);
    let mut wrong = 0;
    println!("## Korf's 100 with pdb\n");
    println!("| # | optimal | found | nodes generated | time |");
    println!("| ---: | ---: | ---: | ---: | ---: |");
    for ((id, optimal, _), (_, length, nodes, ms)) in korf.iter().zip(&report) {
        if length != optimal {
            wrong += 1;
        }
        println!("| {id} | {optimal} | {length} | {nodes} | {ms:.1} ms |");
    }
    let nodes: u64 = report.iter().map(|r| r.2).sum();
    let per_instance: f64 = report.iter().map(|r| r.3).sum::<f64>() / 100.0;
    let max_ms = report.iter().map(|r| r.3).fold(0.0, f64::max);
    println!();
    println!("- lengths equal to Korf's optima: {} of 100", 100 - wrong);
    println!(
        "- all 100 solved in {solve_seconds:.3} s on 2 threads (median of {RUNS}, load excluded)"
    );
    println!("- per instance: mean {per_instance:.1} ms, max {max_ms:.1} ms (one thread each)");
    println!(
        "- mean nodes generated: {} (Korf & Felner 2002, 7-8 + reflection: 36,710)\n",
        nodes / 100
    );
    assert_eq!(wrong, 0, "a length differs from Korf's optimum");

    // The peer: classic IDA* (Manhattan + linear conflicts) on the ten shortest instances.
    let mut easy: Vec<&(usize, usize, String)> = korf.iter().collect();
    easy.sort_by_key(|(id, length, _)| (*length, *id));
    easy.truncate(10);
    let easy_input = dir.join("korf-easy.in");
    let boards: String = easy.iter().map(|(_, _, b)| format!("{b}\n")).collect();
    fs::write(&easy_input, boards).expect("bench input");
    let peer = npuzzle(
        &["--algo", "idastar", "--goal", "blank-first", "--stats"],
        &easy_input,
    );
    let mine = npuzzle(&pdb_args, &easy_input);
    let (peer_s, mine_s) = (
        number_after(&peer.stderr, "puzzles in "),
        number_after(&mine.stderr, "puzzles in "),
    );
    let peer_nodes: u64 = stats(&peer.stdout).iter().map(|r| r.2).sum();
    let mine_nodes: u64 = stats(&mine.stdout).iter().map(|r| r.2).sum();
    let ids: Vec<String> = easy.iter().map(|(id, _, _)| id.to_string()).collect();
    println!("## Peer: IDA* with Manhattan distance + linear conflicts\n");
    println!("On the ten shortest instances (#{}):\n", ids.join(", #"));
    println!("| method | time | nodes generated | |");
    println!("| --- | ---: | ---: | ---: |");
    println!("| idastar (peer) | {peer_s:.3} s | {peer_nodes} | 1× |");
    println!(
        "| pdb | {mine_s:.3} s | {mine_nodes} | {:.0}× faster, {:.0}× fewer nodes |\n",
        peer_s / mine_s,
        peer_nodes as f64 / mine_nodes as f64
    );

    // Zones on 1,000 random 5×5 boards.
    let random = dir.join("random-5x5.in");
    let boards = npuzzle(
        &["--random", "1000", "--size", "5x5", "--seed", "1"],
        &solved,
    );
    fs::write(&random, boards.stdout).expect("bench input");
    let zone_runs: Vec<Run> = (0..RUNS)
        .map(|_| npuzzle(&["--algo", "zones", "--stats"], &random))
        .collect();
    let wall = median(
        zone_runs
            .iter()
            .map(|r| number_after(&r.stderr, "puzzles in "))
            .collect(),
    );
    let report = stats(&zone_runs[0].stdout);
    let mean_length = report.iter().map(|r| r.1).sum::<usize>() as f64 / report.len() as f64;
    let per_board = report.iter().map(|r| r.3).sum::<f64>() / report.len() as f64;
    println!("## zones on 1,000 random 5×5 boards (seed 1)\n");
    println!("- all 1,000 in {wall:.3} s on 2 threads (median of {RUNS})");
    println!("- per board: mean {per_board:.2} ms (one thread each)");
    println!("- mean solution length: {mean_length:.1} moves");

    // How far from optimal zones is: Korf's 100, whose optima are known.
    let zones = npuzzle(
        &["--algo", "zones", "--goal", "blank-first", "--stats"],
        &korf_input,
    );
    let found: usize = stats(&zones.stdout).iter().map(|r| r.1).sum();
    let optimal: usize = korf.iter().map(|k| k.1).sum();
    println!(
        "- on Korf's 100 (4×4): mean {:.1} moves against the optimal {:.2}, {:.2}× the optimum",
        found as f64 / 100.0,
        optimal as f64 / 100.0,
        found as f64 / optimal as f64
    );
}
