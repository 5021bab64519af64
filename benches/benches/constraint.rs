//! `make bench` for the constraint-search judges, each next to its peer built in the same run.
//!
//! sudoku: puzzles per second on the shared data sets (read from `../shared/data/sudoku`
//! when present), single thread (`--threads 1`) and all cores, end to end, median of five
//! runs taken in turns with the peer's (one run of each a round); small sets are repeated
//! to last long enough to time. Every answer is checked by an independent validator (all
//! 49,158 17-clue puzzles included). Peer: tdoku (its DPLL triad SIMD solver, one
//! thread): its `example/solve` built outside the repository with
//! `g++ -O3 -march=native` (BENCHMARKS.md has the commands), named by `$TDOKU`, run on the
//! same input with limit 1; its solutions must equal ours.
//!
//! queens: `--count` for N = 14..17 against the classic mirror-symmetry bitboard counter
//! in C (`benches/peers/nqueens_mirror.c`, `cc -O2`), N = 18 against the 25 s target;
//! beside NQueensFAF (`$NQUEENSFAF`, its CPU solver on a JVM) at N = 16 on one thread and
//! 17, 18 on two; and how evenly `--shard I/8` splits the work of N = 17 (each shard timed
//! on one thread).

use searchlab::sudoku::is_solution;
use searchlab_benches::{
    build_peer, in_turns, measure, measure_exe, output_of, own_peer, peer_from_env, scratch,
    shared, Measure,
};
use std::fs;
use std::path::Path;
use std::time::Duration;

const RUNS: usize = 5;

/// The number of solutions of N queens for N = 14..=18 (OEIS A000170).
const A000170: [u64; 5] = [365_596, 2_279_184, 14_772_512, 95_815_104, 666_090_624];
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
    queens();
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

fn queens() {
    println!(
        "### queens --count (all cores) vs the classic mirror-symmetry counter in C (1 thread)\n"
    );
    let source = own_peer("nqueens_mirror.c");
    let peer = build_peer("nqueens_mirror", &["cc", "-O2", &source, "-o"]);
    println!("| N | solutions | queens --count | peer | speed-up |");
    println!("| ---: | ---: | ---: | ---: | ---: |");
    for n in 14..=18 {
        // N = 18 once: about 25 s, against the 25 s target; the peer would take minutes.
        let runs = if n == 18 { 1 } else { RUNS };
        let path = scratch().join(format!("queens-{n}.in"));
        fs::write(&path, format!("{n}\n")).unwrap();
        let ours = measure("queens", &["--count"], &path, runs, LIMIT);
        let count = output_of("queens", &path).trim().to_string();
        assert_eq!(count, A000170[n - 14].to_string(), "N = {n}: not OEIS A000170");
        let theirs = peer.as_ref().filter(|_| n <= 17).map(|exe| {
            let out = path.with_extension("peer.out");
            let m = measure_exe(exe, &[&n.to_string()], Path::new("/dev/null"), &out, runs, LIMIT);
            assert_eq!(
                fs::read_to_string(&out).unwrap().trim(),
                count,
                "N = {n}: the counts disagree"
            );
            m
        });
        let (peer_time, speedup) = match &theirs {
            Some(m) => (m.time(LIMIT), ours.speedup_over(m)),
            None if n > 17 => ("not run (minutes)".into(), "n/a".into()),
            None => ("skipped".into(), "n/a".into()),
        };
        println!("| {n} | {count} | {} | {peer_time} | {speedup} |", ours.time(LIMIT));
    }
    println!();
    queens_beside_nqueensfaf();
    shard_evenness(17, 8);
}

/// `queens --count` beside NQueensFAF's CPU solver on the same N and threads (N = 16 on one
/// thread, 17 and 18 on two): the peer is `$NQUEENSFAF`, a jar of its core and impl
/// modules with its `CpuSolverExample` (which reads N and the thread count from stdin), run
/// by `java`; wall time of each process (the JVM's start included), median of three, and
/// the counts must agree.
fn queens_beside_nqueensfaf() {
    println!("### queens --count beside NQueensFAF (same threads, wall time, median of 3)\n");
    let how = "a jar of NQueensFAF's CPU solver and CpuSolverExample (BENCHMARKS.md says how)";
    let Some(jar) = peer_from_env("NQUEENSFAF", how) else {
        return;
    };
    let jar = jar.display().to_string();
    println!("| N | threads | solutions | queens --count | NQueensFAF | time ours / peer |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: |");
    for (n, threads) in [(16, 1), (17, 2), (18, 2)] {
        let path = scratch().join(format!("faf-{n}-{threads}.in"));
        fs::write(&path, format!("{n}\n{threads}\n")).unwrap();
        let threads_arg = threads.to_string();
        let args = ["--count", "--threads", &threads_arg, &n.to_string()];
        let ours = measure("queens", &args, &path, 3, LIMIT);
        let count = output_of("queens", &path).trim().to_string();
        let out = path.with_extension("faf.out");
        let class = "de.nqueensfaf.examples.CpuSolverExample";
        let java = Path::new("java");
        let theirs = measure_exe(java, &["-cp", &jar, class], &path, &out, 3, LIMIT);
        let found = fs::read_to_string(&out).unwrap_or_default();
        let their_count =
            found.split("CpuSolver found ").nth(1).and_then(|rest| rest.split_whitespace().next());
        assert_eq!(their_count, Some(count.as_str()), "N = {n}: the counts disagree");
        let ratio = match (ours.seconds, theirs.seconds) {
            (Some(a), Some(b)) => format!("{:.2}", a / b),
            _ => "n/a".into(),
        };
        println!(
            "| {n} | {threads} | {count} | {} | {} | {ratio} |",
            ours.time(LIMIT),
            theirs.time(LIMIT)
        );
    }
    println!();
}

/// Times each shard of `n` split `shards` ways on one thread, and prints how evenly the
/// work spread: the slowest and fastest shard against the mean.
fn shard_evenness(n: usize, shards: usize) {
    println!("### queens --count --shard I/{shards} {n}, each shard on one thread\n");
    let input = scratch().join("queens-shards.in");
    fs::write(&input, "").unwrap();
    let mut times = Vec::new();
    let mut total = 0u64;
    for index in 1..=shards {
        let shard = format!("{index}/{shards}");
        let m = measure(
            "queens",
            &["--count", "--threads", "1", "--shard", &shard, &n.to_string()],
            &input,
            1,
            LIMIT,
        );
        let line = output_of("queens", &input);
        total += line
            .split_whitespace()
            .last()
            .and_then(|c| c.parse::<u64>().ok())
            .expect("a shard line");
        times.push(m.seconds.expect("a shard finishes"));
    }
    let mean = times.iter().sum::<f64>() / shards as f64;
    let max = times.iter().cloned().fold(f64::MIN, f64::max);
    let min = times.iter().cloned().fold(f64::MAX, f64::min);
    let shown: Vec<String> = times.iter().map(|t| format!("{t:.2}")).collect();
    println!("| shards | seconds each | mean | slowest / mean | fastest / mean | total count |");
    println!("| ---: | --- | ---: | ---: | ---: | ---: |");
    println!(
        "| {shards} | {} | {mean:.2} s | {:.2} | {:.2} | {total} |",
        shown.join(", "),
        max / mean,
        min / mean
    );
}
