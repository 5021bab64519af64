//! `make bench` for `queens --count`, every count checked against OEIS A000170:
//!
//! - N = 14..=21 by halves on two threads: wall time and peak memory (N = 20 against the
//!   5-minute target, N = 21 against 45 minutes and 16 GB);
//! - N = 16..=19 by halves against the constellation search they replaced (the same
//!   program with `--max-memory 1`, which leaves it no room for the tables), in turns;
//! - N = 14..=17 on one thread against the classic mirror-symmetry counter in C
//!   (`benches/peers/nqueens_mirror.c`, `cc -O2`);
//! - N = 18 and 19 on two threads beside Kluev's quarter join (`$KLUEV`: a folder of its
//!   builds `nq18`, `nq19`, one per board size as its sources want), and N = 16..=19 beside
//!   NQueensFAF's CPU solver (`$NQUEENSFAF`: a jar, run by `java`), both built outside the
//!   repository (BENCHMARKS.md says how), in turns;
//! - how evenly `--shard I/8` splits N = 19 (each shard on one thread).

use searchlab_benches::{
    build_peer, in_turns, measure, measure_exe, output_of, own_peer, peer_from_env, scratch,
    Measure,
};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The number of solutions of N queens for N = 14..=21 (OEIS A000170).
const A000170: [u64; 8] = [
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
];
/// The longest a run may take: N = 21's target is 45 minutes.
const LIMIT: Duration = Duration::from_secs(45 * 60);

fn main() {
    counts();
    against_constellations();
    against_the_classic_counter();
    beside_kluev();
    beside_nqueensfaf();
    shard_evenness(19, 8);
}

/// The OEIS count of `n` queens.
fn known(n: usize) -> String {
    A000170[n - 14].to_string()
}

/// An input file holding `text`, named after `name`.
fn input(name: &str, text: &str) -> PathBuf {
    let path = scratch().join(name);
    fs::write(&path, text).expect("a bench input");
    path
}

/// `queens --count --threads T [more] N` measured `runs` times; its count must be OEIS's.
fn ours(n: usize, threads: usize, more: &[&str], runs: usize) -> Measure {
    let path = input(&format!("queens-{n}.in"), "");
    let (n_arg, threads_arg) = (n.to_string(), threads.to_string());
    let mut args = vec!["--count", "--threads", &threads_arg];
    args.extend_from_slice(more);
    args.push(&n_arg);
    let measured = measure("queens", &args, &path, runs, LIMIT);
    let count = output_of("queens", &path);
    assert_eq!(count.trim(), known(n), "N = {n} {more:?}: not OEIS A000170");
    measured
}

/// The time ratio of two measures, or `n/a`.
fn ratio(ours: &Measure, theirs: &Measure) -> String {
    match (ours.seconds, theirs.seconds) {
        (Some(a), Some(b)) => format!("{:.2}", a / b),
        _ => "n/a".into(),
    }
}

fn counts() {
    println!("### queens --count by halves, 2 threads (wall time, peak memory)\n");
    println!("| N | solutions (= A000170) | time | peak memory |");
    println!("| ---: | ---: | ---: | ---: |");
    for n in 14..=21 {
        let runs = if n <= 18 { 5 } else { 1 };
        let m = ours(n, 2, &[], runs);
        println!("| {n} | {} | {} | {} |", known(n), m.time(LIMIT), m.memory());
    }
    println!();
}

fn against_constellations() {
    println!(
        "### halves against the constellation search (`--max-memory 1`), 2 threads, in turns\n"
    );
    println!("| N | halves | constellations | halves / constellations |");
    println!("| ---: | ---: | ---: | ---: |");
    for n in 16..=19 {
        let runs = if n <= 17 { 3 } else { 1 };
        let halves = || ours(n, 2, &[], 1);
        let constellations = || ours(n, 2, &["--max-memory", "1"], 1);
        let m = in_turns(runs, &[&halves, &constellations]);
        println!("| {n} | {} | {} | {} |", m[0].time(LIMIT), m[1].time(LIMIT), ratio(&m[0], &m[1]));
    }
    println!();
}

fn against_the_classic_counter() {
    println!("### queens --count against the classic mirror-symmetry counter in C, 1 thread\n");
    let source = own_peer("nqueens_mirror.c");
    let Some(peer) = build_peer("nqueens_mirror", &["cc", "-O2", &source, "-o"]) else {
        return;
    };
    println!("| N | queens --count | peer | speed-up |");
    println!("| ---: | ---: | ---: | ---: |");
    for n in 14..=17 {
        let mine = ours(n, 1, &[], 3);
        let out = scratch().join(format!("mirror-{n}.out"));
        let theirs = measure_exe(&peer, &[&n.to_string()], Path::new("/dev/null"), &out, 3, LIMIT);
        assert_eq!(fs::read_to_string(&out).unwrap().trim(), known(n), "N = {n}: the peer");
        println!(
            "| {n} | {} | {} | {} |",
            mine.time(LIMIT),
            theirs.time(LIMIT),
            mine.speedup_over(&theirs)
        );
    }
    println!();
}

/// Kluev's program for `n` (its build `nqN` in the folder `$KLUEV`), if there.
fn kluev(n: usize) -> Option<PathBuf> {
    let folder = PathBuf::from(std::env::var_os("KLUEV")?);
    Some(folder.join(format!("nq{n}"))).filter(|exe| exe.is_file())
}

fn beside_kluev() {
    println!("### queens --count beside Kluev's quarter join, 2 threads, in turns\n");
    if kluev(18).is_none() || kluev(19).is_none() {
        println!("(peer skipped: set $KLUEV to a folder of its builds nq18 and nq19; BENCHMARKS.md says how)\n");
        return;
    }
    println!("| N | queens --count | Kluev | ours / Kluev |");
    println!("| ---: | ---: | ---: | ---: |");
    for n in [18, 19] {
        let exe = kluev(n).expect("checked above");
        let out = scratch().join(format!("kluev-{n}.out"));
        let theirs = || measure_exe(&exe, &["2"], Path::new("/dev/null"), &out, 1, LIMIT);
        let mine = || ours(n, 2, &[], 1);
        let m = in_turns(if n == 18 { 3 } else { 1 }, &[&mine, &theirs]);
        let found = fs::read_to_string(&out).unwrap_or_default();
        let count = found.lines().find_map(|line| line.strip_prefix("Result: "));
        assert_eq!(count, Some(known(n).as_str()), "N = {n}: Kluev's count");
        println!("| {n} | {} | {} | {} |", m[0].time(LIMIT), m[1].time(LIMIT), ratio(&m[0], &m[1]));
    }
    println!();
}

fn beside_nqueensfaf() {
    println!(
        "### queens --count beside NQueensFAF's CPU solver (wall time, the JVM's start included)\n"
    );
    let how = "a jar of NQueensFAF's CPU solver and CpuSolverExample (BENCHMARKS.md says how)";
    let Some(jar) = peer_from_env("NQUEENSFAF", how) else {
        return;
    };
    let jar = jar.display().to_string();
    println!("| N | threads | queens --count | NQueensFAF | ours / peer |");
    println!("| ---: | ---: | ---: | ---: | ---: |");
    for (n, threads) in [(16, 1), (17, 2), (18, 2), (19, 2)] {
        let path = input(&format!("faf-{n}-{threads}.in"), &format!("{n}\n{threads}\n"));
        let out = path.with_extension("faf.out");
        let class = "de.nqueensfaf.examples.CpuSolverExample";
        let java = Path::new("java");
        let theirs = || measure_exe(java, &["-cp", &jar, class], &path, &out, 1, LIMIT);
        let mine = || ours(n, threads, &[], 1);
        let m = in_turns(if n <= 18 { 3 } else { 1 }, &[&mine, &theirs]);
        let found = fs::read_to_string(&out).unwrap_or_default();
        let count =
            found.split("CpuSolver found ").nth(1).and_then(|r| r.split_whitespace().next());
        assert_eq!(count, Some(known(n).as_str()), "N = {n}: NQueensFAF's count");
        let (a, b) = (m[0].time(LIMIT), m[1].time(LIMIT));
        println!("| {n} | {threads} | {a} | {b} | {} |", ratio(&m[0], &m[1]));
    }
    println!();
}

/// Times each shard of `n` split `shards` ways on one thread, and prints how evenly the
/// work spread: the slowest and fastest shard against the mean.
fn shard_evenness(n: usize, shards: usize) {
    println!("### queens --count --shard I/{shards} {n}, each shard on one thread\n");
    let path = input("queens-shards.in", "");
    let mut times = Vec::new();
    let mut total = 0u64;
    for index in 1..=shards {
        let shard = format!("{index}/{shards}");
        let args = ["--count", "--threads", "1", "--shard", &shard, &n.to_string()];
        let m = measure("queens", &args, &path, 1, LIMIT);
        let line = output_of("queens", &path);
        total += line
            .split_whitespace()
            .last()
            .and_then(|c| c.parse::<u64>().ok())
            .expect("a shard line");
        times.push(m.seconds.expect("a shard finishes"));
    }
    assert_eq!(total.to_string(), known(n), "the shards add up to A000170");
    let mean = times.iter().sum::<f64>() / shards as f64;
    let max = times.iter().cloned().fold(f64::MIN, f64::max);
    let min = times.iter().cloned().fold(f64::MAX, f64::min);
    let shown: Vec<String> = times.iter().map(|t| format!("{t:.2}")).collect();
    println!("| shards | seconds each | mean | slowest / mean | fastest / mean | total count |");
    println!("| ---: | --- | ---: | ---: | ---: | ---: |");
    let (slowest, fastest) = (max / mean, min / mean);
    println!(
        "| {shards} | {} | {mean:.2} s | {slowest:.2} | {fastest:.2} | {total} |",
        shown.join(", ")
    );
    println!();
}
