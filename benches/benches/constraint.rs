//! `make bench` for sudoku next to its peer built in the same run (queens has its own
//! bench, `--bench queens`).
//!
//! sudoku: puzzles per second on the shared data sets (read from `../shared/data/sudoku`
//! when present), single thread (`--threads 1`) and all cores, end to end, median of five
//! runs taken in turns with the peer's (one run of each a round); small sets are repeated
//! to last long enough to time. Every answer is checked by an independent validator (all
//! 49,158 17-clue puzzles included). Peer: tdoku (its DPLL triad SIMD solver, one
//! thread): its `example/solve` built outside the repository with
//! `g++ -O3 -march=native` (BENCHMARKS.md has the commands), named by `$TDOKU`, run on the
//! same input with limit 1; its solutions must equal ours.

use searchlab::sudoku::is_solution;
use searchlab_benches::{
    in_turns, measure, measure_exe, output_of, peer_from_env, scratch, shared, Measure,
};
use std::fs;
use std::path::Path;
use std::time::Duration;

const RUNS: usize = 5;

const LIMIT: Duration = Duration::from_secs(120);

/// (file, repetitions)
const SETS: [(&str, usize); 4] = [
    ("17_clue.txt", 1),
    ("magictour_top1465.txt", 20),
    ("forum_hardest_1905_11plus.txt", 1),
    ("forum_hardest_1106.txt", 30),
];

fn main() {
    sudoku();
}

fn sudoku() {
    let data = shared("data/sudoku");
    println!("### sudoku (POJ 3074 lines, puzzles/s end to end, median of {RUNS})\n");
    if !data.is_dir() {
        println!("(skipped: {} is not here)\n", data.display());
        return;
    }
    let how = "tdoku's example/solve, built outside the repository (BENCHMARKS.md says how)";
    let tdoku = peer_from_env("TDOKU", how);
    println!(
        "(sudoku runs its {} version on this CPU; tdoku is built with -march=native)\n",
        searchlab::sudoku::solver_name()
    );
    println!("| set | puzzles | 1 thread | all cores (2) | tdoku 1 thread | 1 thread / tdoku | all cores / tdoku | validated |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (file, repeat) in SETS {
        let text = fs::read_to_string(data.join(file)).expect("a data set");
        let lines: Vec<&str> =
            text.lines().filter(|l| l.len() == 81 && !l.starts_with('#')).collect();
        let input: String =
            (0..repeat).flat_map(|_| lines.iter().map(|l| format!("{l}\n"))).collect();
        let path = scratch().join(format!("sudoku-{file}"));
        fs::write(&path, &input).unwrap();
        let puzzles = lines.len() * repeat;
        let ours = output_of("sudoku", &path);
        let validated = validate(input.as_bytes(), &ours);
        let out = path.with_extension("tdoku.out");
        let one = || measure("sudoku", &["--threads", "1"], &path, 1, LIMIT);
        let all = || measure("sudoku", &[], &path, 1, LIMIT);
        // Limit 1: the first solution. It prints `puzzle:count:solution` lines.
        let theirs = |exe: &Path| measure_exe(exe, &["1"], &path, &out, 1, LIMIT);
        let (single, all, peer) = match &tdoku {
            Some(exe) => {
                let mut m = in_turns(RUNS, &[&one, &all, &|| theirs(exe)]).into_iter();
                let (single, all, peer) = (m.next().unwrap(), m.next().unwrap(), m.next());
                let theirs = fs::read_to_string(&out).unwrap();
                let solutions = theirs.lines().map(|l| l.rsplit(':').next().unwrap_or(""));
                assert!(solutions.eq(ours.lines()), "{file}: tdoku and sudoku agree");
                (single, all, peer)
            }
            None => {
                let mut m = in_turns(RUNS, &[&one, &all]).into_iter();
                (m.next().unwrap(), m.next().unwrap(), None)
            }
        };
        let rate = |m: &Measure| m.seconds.map(|s| puzzles as f64 / s);
        let (one, many, theirs) = (rate(&single), rate(&all), peer.as_ref().and_then(rate));
        let shown = |r: Option<f64>| r.map_or("n/a".into(), |r| format!("{r:.0}/s"));
        let ratio = |r: Option<f64>| match (r, theirs) {
            (Some(r), Some(t)) => format!("{:.2}", r / t),
            _ => "n/a".into(),
        };
        println!(
            "| {file}{} | {puzzles} | {} | {} | {} | {} | {} | {validated} |",
            if repeat > 1 { format!(" ×{repeat}") } else { String::new() },
            shown(one),
            shown(many),
            shown(theirs),
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
    let puzzles = one_line_puzzles(input);
    let answers: Vec<&str> = output.lines().collect();
    assert_eq!(puzzles.len(), answers.len(), "one answer per puzzle");
    let mut good = 0;
    for (cells, answer) in puzzles.iter().zip(answers) {
        let digits: Vec<u8> = answer.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        good += usize::from(is_solution(9, cells, &digits));
    }
    assert_eq!(good, puzzles.len(), "every answer valid");
    format!("{good} of {}", puzzles.len())
}

/// The puzzles of POJ 3074 input read on their own: every line of 81 cells (`.` or `0`
/// empty) before `end`; other lines (a count, comments) skipped.
fn one_line_puzzles(input: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(input);
    let lines = text.lines().map(str::trim).take_while(|line| *line != "end");
    let digit = |b: u8| if b == b'.' { 0 } else { b.wrapping_sub(b'0') };
    lines
        .filter(|line| line.len() == 81 && !line.starts_with('#'))
        .map(|line| line.bytes().map(digit).collect())
        .collect()
}
