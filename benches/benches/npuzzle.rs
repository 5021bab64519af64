//! `make bench` for npuzzle: the 7-8 pattern databases built phase by phase (time, peak
//! memory, checked bit for bit against the tables of the previous build); a hard instance
//! on an empty cache end to end; Korf's 100 15-puzzle instances solved with the 7-8 tables
//! plus their reflection and duals, by IDA* (`pdb`) and by A* (`pdb-astar`), each length
//! checked against Korf's published optimum; FxHash against std's hasher in IDA*'s
//! transposition table; the 5×5 board with 6-6-6-6
//! tables on random walks of up to 60 moves; the classic IDA* with Manhattan distance and
//! linear conflicts as the peer on the instances it can finish; zones on 1,000 random 5 × 5
//! boards, and against the optima of Korf's 100; Korf's easiest 24-puzzles on the 6-6-6-6
//! tables against Döbbelin et al.'s expansions, every answer replayed by `checker`.
//!
//! Tables are written to `target/npuzzle-pdb` (577 MB) and `target/npuzzle-pdb-5x5`
//! (510 MB); the 7-8 build runs every time, the 5×5 one when its tables are missing.

use fxhash::FxBuildHasher;
use npuzzle::pdb::{self, Header, PdbPuzzle, TableKind};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use searchlab::cells::Shape;
use searchlab::search::{idastar_problem_with_hashed_table, Outcome};
use searchlab::tiles::grid::GridBoard;
use searchlab::tiles::{Move, LEX_ORDER};
use searchlab_tests::{programs, testdata};
use std::collections::hash_map::RandomState;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Checksums of the 7- and 8-tile tables of blank-first as the previous build (a BFS over
/// a queue of pairs, commit 65157ee) wrote them: the new build must give the same bytes.
const PREVIOUS_CHECKSUMS: [u64; 2] = [0x5d81_6106_5138_6b1c, 0xde41_d8b6_e7cf_e6b9];

const RUNS: usize = 3;

/// One run of npuzzle: what it printed and how long it took.
struct Run {
    stdout: String,
    stderr: String,
    seconds: f64,
}

fn npuzzle(args: &[&str], input: &Path) -> Run {
    let start = Instant::now();
    let output = Command::new(programs::binary("npuzzle"))
        .args(args)
        .stdin(fs::File::open(input).expect("bench input"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("npuzzle runs");
    let seconds = start.elapsed().as_secs_f64();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "npuzzle {args:?}: {stderr}");
    Run { stdout: String::from_utf8(output.stdout).expect("UTF-8 output"), stderr, seconds }
}

/// A number following `label` in `text`, such as the 0.29 of "in 0.29 s".
fn number_after(text: &str, label: &str) -> f64 {
    let at = text.find(label).unwrap_or_else(|| panic!("no '{label}' in {text}")) + label.len();
    let digits: String =
        text[at..].chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    digits.parse().expect("a number")
}

/// The seconds of npuzzle's `--stats` line on stderr, `solved N puzzles in T s` (or `1
/// puzzle`).
fn solve_seconds(stderr: &str) -> f64 {
    let line = stderr.lines().find(|l| l.starts_with("npuzzle: solved ")).expect("a solved line");
    number_after(line, " in ")
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

/// Peak resident memory of this process so far, in bytes.
fn peak_memory() -> u64 {
    // SAFETY: getrusage fills the struct it is given.
    let usage = unsafe {
        let mut usage = std::mem::zeroed::<libc::rusage>();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    usage.ru_maxrss as u64 * 1024
}

/// Builds the 7-8 tables of blank-first in this process on two threads, phase by phase,
/// checks them against the previous build's and writes them to `pdb_dir`.
fn build_seven_eight(pdb_dir: &Path) {
    let shape = Shape::new(4, 4);
    let goal = GridBoard::blank_first(shape);
    let groups = pdb::partition(&goal, &[7, 8]).expect("the 7-8 partition");
    println!("## Pattern databases: the 7-8 build (blank-first goal, 2 threads)\n");
    println!("| table | entries | pairs | levels | setup | level sweeps | hand-over | total |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut total = Duration::ZERO;
    let mut tables = Vec::new();
    let mut slowest = Vec::new();
    for (group, expected) in groups.iter().zip(PREVIOUS_CHECKSUMS) {
        let clock = Instant::now();
        let (table, profile) =
            pdb::build_profiled(shape, group, 0, TableKind::Plain, 2, &|_, _| {});
        let took = clock.elapsed();
        total += took;
        assert_eq!(
            pdb::checksum(&table),
            expected,
            "the {}-tile table differs from the previous build's",
            group.len()
        );
        let sweeps: Duration = profile.levels.iter().map(|l| l.2).sum();
        let pairs: u64 = profile.levels.iter().map(|l| l.0).sum();
        println!(
            "| {} tiles | {} | {pairs} | {} | {:.2} s | {:.2} s | {:.2} s | {:.2} s |",
            group.len(),
            table.len(),
            profile.levels.len(),
            profile.setup.as_secs_f64(),
            sweeps.as_secs_f64(),
            profile.finish.as_secs_f64(),
            took.as_secs_f64()
        );
        if group.len() == 8 {
            slowest = profile.levels.clone();
        }
        tables.push((group.clone(), table));
    }
    let peak = peak_memory();
    println!();
    println!(
        "- both tables: {:.1} s on 2 threads (target: 45 s), peak resident memory {:.2} GB \
         (target: 1.5 GB), bytes identical to the previous build's (checksums)",
        total.as_secs_f64(),
        peak as f64 / 1e9
    );
    let sweep_total: f64 = slowest.iter().map(|l| l.2.as_secs_f64()).sum();
    let mut levels: Vec<(usize, (u64, u64, Duration))> =
        slowest.iter().copied().enumerate().collect();
    levels.sort_by_key(|l| std::cmp::Reverse(l.1 .2));
    levels.truncate(8);
    levels.sort_by_key(|l| l.0);
    let top: f64 = levels.iter().map(|l| l.1 .2.as_secs_f64()).sum();
    println!(
        "- 8-tile table, where the time goes: the eight largest levels take {:.0}% of the sweeps:",
        100.0 * top / sweep_total
    );
    for (depth, (pairs, placed, took)) in levels {
        println!(
            "  depth {depth}: {pairs} pairs expanded, {placed} placements first reached, {:.2} s ({:.0} ns a pair on 2 threads)",
            took.as_secs_f64(),
            took.as_secs_f64() * 1e9 / pairs as f64
        );
    }
    let clock = Instant::now();
    for (group, table) in &tables {
        let header = Header {
            shape: (4, 4),
            blank_goal: 0,
            pattern: group.clone(),
            kind: TableKind::Plain,
            packed: false,
            len: table.len() as u64,
        };
        pdb::save(&pdb_dir.join(pdb::file_name(shape, 0, group)), &header, table)
            .expect("the tables are written");
    }
    println!(
        "- written to target/npuzzle-pdb in {:.2} s (with fsync)",
        clock.elapsed().as_secs_f64()
    );
}

/// Boards reached from `goal` by random walks of `moves` moves (no move undoing the last).
fn walks(goal: &GridBoard, count: usize, moves: usize, seed: u64) -> Vec<GridBoard> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let mut board = goal.clone();
            let mut last: Option<Move> = None;
            let mut made = 0;
            while made < moves {
                let m = LEX_ORDER[rng.random_range(0..4)];
                if last.is_some_and(|l| l.opposite() == m) || !board.apply(m) {
                    continue;
                }
                last = Some(m);
                made += 1;
            }
            board
        })
        .collect()
}

/// The median of three alternating timings of `a` and `b`, in seconds.
fn alternate(mut a: impl FnMut() -> u64, mut b: impl FnMut() -> u64) -> ((f64, u64), (f64, u64)) {
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    let (mut na, mut nb) = (0, 0);
    for _ in 0..RUNS {
        let clock = Instant::now();
        na = a();
        ta.push(clock.elapsed().as_secs_f64());
        let clock = Instant::now();
        nb = b();
        tb.push(clock.elapsed().as_secs_f64());
    }
    ((median(ta), na), (median(tb), nb))
}

/// FxHash against std's hasher: IDA* with the 6-6-3 tables on Korf #1-#25 (its
/// transposition table), one thread. (A*'s records hash with the library's own seeded
/// FxHash.)
fn hashing(korf: &[(usize, usize, String)], quick_dir: &Path) {
    let shape = Shape::new(4, 4);
    let nodes = |o: Outcome<Move>| o.stats.generated;
    let first = GridBoard::blank_first(shape);
    let groups = pdb::partition(&first, &pdb::QUICK_SIZES).expect("6-6-3");
    let (tables, _) =
        pdb::load_or_build(&first, &groups, Some(quick_dir), 2, &|_, _, _| {}, &mut |w| {
            panic!("{w}")
        });
    let pdb_puzzle = PdbPuzzle::<16>::new(&first, &tables);
    let starts: Vec<_> = korf[..25]
        .iter()
        .map(|(_, _, b)| {
            let cells = b.split_whitespace().map(|t| t.parse().expect("a tile")).collect();
            pdb_puzzle.state(&GridBoard::new(shape, cells).expect("a board"))
        })
        .collect();
    let table = npuzzle::lab::TRANSPOSITIONS;
    let (std_pdb, fx_pdb) = alternate(
        || {
            starts
                .iter()
                .map(|s| {
                    nodes(idastar_problem_with_hashed_table::<_, RandomState>(
                        &pdb_puzzle,
                        s.clone(),
                        table,
                    ))
                })
                .sum()
        },
        || {
            starts
                .iter()
                .map(|s| {
                    nodes(idastar_problem_with_hashed_table::<_, FxBuildHasher>(
                        &pdb_puzzle,
                        s.clone(),
                        table,
                    ))
                })
                .sum()
        },
    );
    assert_eq!(std_pdb.1, fx_pdb.1, "same searches");
    println!(
        "## Hashing: FxHash against std's SipHash (one thread, median of {RUNS}, alternating)\n"
    );
    println!("| search | std | FxHash | gain | nodes generated |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    let (name, (s, n), (f, _)) = ("IDA* transposition table, 6-6-3, Korf #1-#25", std_pdb, fx_pdb);
    println!("| {name} | {s:.3} s | {f:.3} s | {:+.0}% | {n} |", 100.0 * (f - s) / s);
    println!();
}

/// Getting the cached 7-8 tables ready: the first run after they were written checks each
/// file whole and stamps it (once it has not changed for two seconds); later runs map the
/// files and check only their headers and lengths.
fn cached_start(pdb_dir: &Path, pdb_args: &[&str], solved: &Path) {
    std::thread::sleep(std::time::Duration::from_secs(3));
    for entry in fs::read_dir(pdb_dir).expect("the cache folder") {
        let path = entry.expect("an entry").path();
        if path.extension() == Some(std::ffi::OsStr::new("verified")) {
            fs::remove_file(&path).expect("a stamp removed");
        }
    }
    let checked = number_after(&npuzzle(pdb_args, solved).stderr, "ready in ");
    let mapped: Vec<f64> =
        (0..RUNS).map(|_| number_after(&npuzzle(pdb_args, solved).stderr, "ready in ")).collect();
    println!(
        "- tables ready in {checked:.2} s on the first run (each file read and checked whole, \
         then stamped), {:.3} s after (mapped; median of {RUNS})",
        median(mapped)
    );
}

/// Korf #1 (57 moves, a typical instance), #60 and #88 (the two hardest for this search)
/// piped alone into npuzzle with the 7-8 tables cached and stamped, end to end.
fn one_puzzle_end_to_end(korf: &[(usize, usize, String)], dir: &Path, pdb_args: &[&str]) {
    println!("## One puzzle, tables cached, end to end\n");
    println!("| Korf # | moves | time, whole run (median of {RUNS}) | of which searching |");
    println!("| ---: | ---: | ---: | ---: |");
    for id in [1, 60, 88] {
        let (_, length, board) = &korf[id - 1];
        let input = dir.join(format!("korf{id}.in"));
        fs::write(&input, format!("{board}\n")).expect("bench input");
        let runs: Vec<Run> = (0..RUNS).map(|_| npuzzle(pdb_args, &input)).collect();
        let whole = median(runs.iter().map(|r| r.seconds).collect());
        let search = median(runs.iter().map(|r| solve_seconds(&r.stderr)).collect());
        println!("| {id} | {length} | {:.1} ms | {:.1} ms |", whole * 1e3, search * 1e3);
    }
    println!("\nTarget: 50 ms end to end.\n");
}

/// Korf #60 (66 moves) piped alone into npuzzle on an empty cache, end to end.
fn cold_start(korf: &[(usize, usize, String)], dir: &Path) {
    let (_, length, board) = korf.iter().find(|k| k.0 == 60).expect("Korf #60");
    let input = dir.join("korf60.in");
    fs::write(&input, format!("{board}\n")).expect("bench input");
    let mut times = Vec::new();
    for run in 0..RUNS {
        let cache = dir.join(format!("cold-cache-{run}"));
        let _ = fs::remove_dir_all(&cache);
        let cache_arg = cache.to_str().expect("a UTF-8 path");
        let out = npuzzle(&["--goal", "blank-first", "--pdb-dir", cache_arg], &input);
        assert_eq!(out.stdout.trim().len(), *length, "Korf #60's optimum");
        times.push(out.seconds);
        let _ = fs::remove_dir_all(&cache);
    }
    println!("## Cold start: Korf #60 (66 moves) alone on an empty cache\n");
    println!(
        "- `npuzzle --goal blank-first --pdb-dir EMPTY`: {:.2} s end to end (median of {RUNS}; target: 15 s), \
         the 6-6-3 tables built and cached on the way\n",
        median(times)
    );
}

/// The 5×5 board: 6-6-6-6 tables (built when missing, with their time and peak memory),
/// then ten random walks of each length up to 60 moves solved optimally.
fn five_by_five(dir: &Path) {
    let pdb_dir: PathBuf =
        searchlab_tests::programs::workspace_root().join("target/npuzzle-pdb-5x5");
    let pdb_arg = pdb_dir.to_str().expect("a UTF-8 path");
    let shape = Shape::new(5, 5);
    let goal = GridBoard::blank_last(shape);
    println!("## 5×5 with 6-6-6-6 tables and their reflection\n");
    let solved = dir.join("solved-5x5.in");
    let cells: Vec<String> = goal.cells().iter().map(|t| t.to_string()).collect();
    fs::write(&solved, cells.join(" ") + "\n").expect("bench input");
    let groups = pdb::partition(&goal, &[6, 6, 6, 6]).expect("6-6-6-6");
    if pdb::cached(&goal, &groups, Some(&pdb_dir)).contains(&false) {
        let build = searchlab_benches::measure(
            "npuzzle",
            &["--algo", "pdb", "--pdb-dir", pdb_arg],
            &solved,
            1,
            Duration::from_secs(600),
        );
        println!(
            "- the four 6-tile tables (127,512,000 entries each) built in {} on 2 threads, peak {}",
            build.time(Duration::from_secs(600)),
            build.memory()
        );
    } else {
        println!("- tables already in target/npuzzle-pdb-5x5 (delete it to time the build)");
    }
    println!();
    println!(
        "| walk | boards | mean optimal length | mean nodes generated | max nodes | mean time |"
    );
    println!("| ---: | ---: | ---: | ---: | ---: | ---: |");
    for moves in [20, 30, 40, 50, 60] {
        let boards = walks(&goal, 10, moves, moves as u64);
        let input = dir.join(format!("walks-5x5-{moves}.in"));
        let text: String = boards
            .iter()
            .map(|b| {
                let cells: Vec<String> = b.cells().iter().map(|t| t.to_string()).collect();
                cells.join(" ") + "\n"
            })
            .collect();
        fs::write(&input, text).expect("bench input");
        let run =
            npuzzle(&["--algo", "pdb", "--pdb-dir", pdb_arg, "--stats", "--threads", "1"], &input);
        let report = stats(&run.stdout);
        let n = report.len() as f64;
        println!(
            "| {moves} moves | {} | {:.1} | {:.0} | {} | {:.1} ms |",
            report.len(),
            report.iter().map(|r| r.1).sum::<usize>() as f64 / n,
            report.iter().map(|r| r.2).sum::<u64>() as f64 / n,
            report.iter().map(|r| r.2).max().unwrap_or(0),
            report.iter().map(|r| r.3).sum::<f64>() / n
        );
    }
    println!();
}

/// Korf's fifty 24-puzzles, the `KORF50_COUNT` easiest by Döbbelin et al.'s 6-6-6-6 count
/// (default 10; from `../shared/data/korf50-24puzzle.txt`), solved by `npuzzle --algo pdb`
/// on the 6-6-6-6 tables of `pdb_dir` on two threads: per instance the length, the
/// expansions against Döbbelin's and the time; in all the expansions per second; and every
/// answer replayed to the goal and held to the published length by `checker npuzzle`.
fn korf_fifty(dir: &Path, pdb_dir: &str) {
    let path = searchlab_benches::shared("data/korf50-24puzzle.txt");
    let Ok(text) = fs::read_to_string(&path) else {
        println!("(Korf's fifty skipped: {} is not here)\n", path.display());
        return;
    };
    let count = std::env::var("KORF50_COUNT").ok().and_then(|c| c.parse().ok()).unwrap_or(10);
    // id, length, Döbbelin's 6-6-6-6 expansions, board; the file lists the easiest first.
    let instances: Vec<(usize, usize, u64, String)> = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .take(count)
        .map(|line| {
            let (figures, board) = line.split_once('|').expect("figures | board");
            let f: Vec<&str> = figures.split_whitespace().collect();
            let number = |i: usize| f[i].parse::<u64>().expect("a number");
            (number(0) as usize, number(1) as usize, number(3), board.trim().to_string())
        })
        .collect();
    let input = dir.join("korf50.in");
    fs::write(&input, instances.iter().map(|i| format!("{}\n", i.3)).collect::<String>())
        .expect("bench input");
    // KORF50_PARTITION picks the tables, such as 7-7-7-3+6-6-6-6 (built once, 16 minutes).
    let partition = std::env::var("KORF50_PARTITION").unwrap_or_else(|_| "6-6-6-6".to_string());
    let args = ["--goal", "blank-first", "--algo", "pdb", "--pdb-dir", pdb_dir, "--stats"];
    let run = npuzzle(&[&args[..], &["--partition", &partition]].concat(), &input);
    let solved = stats(&run.stdout);
    let answers = dir.join("korf50.answers");
    let lengths = dir.join("korf50.lengths");
    fs::write(&answers, solved.iter().map(|s| format!("{}\n", s.0)).collect::<String>())
        .expect("bench output");
    fs::write(&lengths, instances.iter().map(|i| format!("{}\n", i.1)).collect::<String>())
        .expect("bench output");
    let checked = Command::new(programs::binary("checker"))
        .args(["--goal", "blank-first", "npuzzle"])
        .args([&input, &answers, &lengths])
        .output()
        .expect("checker runs");
    // The checker says its verdict on stderr, as testlib's do.
    let verdict = String::from_utf8_lossy(&checked.stderr).trim().to_string();
    assert!(checked.status.success(), "checker: {verdict}");
    let expanded: Vec<u64> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("length "))
        .map(|l| number_after(l, "expanded ") as u64)
        .collect();
    println!("## Korf's {} easiest 24-puzzles ({partition}, 2 threads)\n", instances.len());
    println!("| id | length | expanded | Döbbelin et al. 6-6-6-6 | ours / theirs | time |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: |");
    for ((id, length, theirs, _), (solve, ours)) in
        instances.iter().zip(solved.iter().zip(&expanded))
    {
        let ratio = *ours as f64 / *theirs as f64;
        println!("| {id} | {length} | {ours} | {theirs} | {ratio:.2} | {:.1} s |", solve.3 / 1e3);
    }
    let ours: u64 = expanded.iter().sum();
    let theirs: u64 = instances.iter().map(|i| i.2).sum();
    let seconds = solve_seconds(&run.stderr);
    println!(
        "| all | | {ours} | {theirs} | {:.2} | {seconds:.1} s ({:.2} M expansions/s; {:.1} s wall) |\n",
        ours as f64 / theirs as f64,
        ours as f64 / seconds / 1e6,
        run.seconds
    );
    println!("- `checker npuzzle`: {verdict} (every answer replayed to the goal, of the published length)\n");
}

/// Korf's 100 solved with `algo` on the 7-8 tables (`pdb_args`), RUNS times: each length
/// against Korf's optimum, the nodes generated and the time of the median run.
fn korf_hundred(algo: &str, korf: &[(usize, usize, String)], pdb_args: &[&str], input: &Path) {
    let args = [pdb_args, &["--algo", algo]].concat();
    let runs: Vec<Run> = (0..RUNS).map(|_| npuzzle(&args, input)).collect();
    let all_solved = median(runs.iter().map(|r| solve_seconds(&r.stderr)).collect());
    let report = stats(&runs[RUNS / 2].stdout);
    assert_eq!(report.len(), 100);
    let mut wrong = 0;
    println!("## Korf's 100 with {algo}\n");
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
        "- all 100 solved in {all_solved:.3} s on 2 threads (median of {RUNS}, load excluded)"
    );
    println!("- per instance: mean {per_instance:.1} ms, max {max_ms:.1} ms (one thread each)");
    println!(
        "- mean nodes generated: {} (Korf & Felner 2002, 7-8 + reflection: 36,710; the issue's \
         target: 13,000)\n",
        nodes / 100
    );
    assert_eq!(wrong, 0, "a length differs from Korf's optimum");
}

fn main() {
    let dir = searchlab_benches::scratch();
    let pdb_dir: PathBuf = searchlab_tests::programs::workspace_root().join("target/npuzzle-pdb");
    let pdb_dir_arg = pdb_dir.to_str().expect("a UTF-8 path");
    let korf_text = fs::read_to_string(testdata::testdata_dir().join("npuzzle/data/korf100.txt"))
        .expect("testdata/npuzzle/data/korf100.txt");
    let korf: Vec<(usize, usize, String)> = korf_text
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let id = fields[0].parse().expect("an instance number");
            (id, fields[1].parse().expect("a length"), fields[2..].join(" "))
        })
        .collect();
    let korf_input = dir.join("korf100.in");
    let boards: String = korf.iter().map(|(_, _, b)| format!("{b}\n")).collect();
    fs::write(&korf_input, boards).expect("bench input");
    let pdb_args =
        ["--goal", "blank-first", "--partition", "7-8", "--pdb-dir", pdb_dir_arg, "--stats"];

    // Pattern databases: built (timed, phase by phase), then loaded.
    build_seven_eight(&pdb_dir);
    let solved = dir.join("solved.in");
    fs::write(&solved, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n").expect("bench input");
    let size: u64 = fs::read_dir(&pdb_dir)
        .expect("the cache folder")
        .map(|e| e.expect("an entry").metadata().expect("metadata").len())
        .sum();
    cached_start(&pdb_dir, &pdb_args, &solved);
    println!("- {:.1} MB on disk\n", size as f64 / 1e6);
    one_puzzle_end_to_end(&korf, &dir, &pdb_args);

    // Korf's 100 with each search on the 7-8 tables.
    for algo in ["pdb", "pdb-astar"] {
        korf_hundred(algo, &korf, &pdb_args, &korf_input);
    }

    cold_start(&korf, &dir);
    hashing(&korf, &dir.join("quick-pdb"));
    five_by_five(&dir);
    let pdb_5x5 = programs::workspace_root().join("target/npuzzle-pdb-5x5");
    korf_fifty(&dir, pdb_5x5.to_str().expect("a UTF-8 path"));

    // The peer: classic IDA* (Manhattan + linear conflicts) on the ten shortest instances.
    let mut easy: Vec<&(usize, usize, String)> = korf.iter().collect();
    easy.sort_by_key(|(id, length, _)| (*length, *id));
    easy.truncate(10);
    let easy_input = dir.join("korf-easy.in");
    let boards: String = easy.iter().map(|(_, _, b)| format!("{b}\n")).collect();
    fs::write(&easy_input, boards).expect("bench input");
    let peer = npuzzle(&["--algo", "idastar", "--goal", "blank-first", "--stats"], &easy_input);
    let mine = npuzzle(&pdb_args, &easy_input);
    let (peer_s, mine_s) = (solve_seconds(&peer.stderr), solve_seconds(&mine.stderr));
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
    let boards = npuzzle(&["--random", "1000", "--size", "5x5", "--seed", "1"], &solved);
    fs::write(&random, boards.stdout).expect("bench input");
    let zone_runs: Vec<Run> =
        (0..RUNS).map(|_| npuzzle(&["--algo", "zones", "--stats"], &random)).collect();
    let wall = median(zone_runs.iter().map(|r| solve_seconds(&r.stderr)).collect());
    let report = stats(&zone_runs[0].stdout);
    let mean_length = report.iter().map(|r| r.1).sum::<usize>() as f64 / report.len() as f64;
    let per_board = report.iter().map(|r| r.3).sum::<f64>() / report.len() as f64;
    println!("## zones on 1,000 random 5×5 boards (seed 1)\n");
    println!("- all 1,000 in {wall:.3} s on 2 threads (median of {RUNS})");
    println!("- per board: mean {per_board:.2} ms (one thread each)");
    println!("- mean solution length: {mean_length:.1} moves");

    // How far from optimal zones is: Korf's 100, whose optima are known.
    let zones = npuzzle(&["--algo", "zones", "--goal", "blank-first", "--stats"], &korf_input);
    let found: usize = stats(&zones.stdout).iter().map(|r| r.1).sum();
    let optimal: usize = korf.iter().map(|k| k.1).sum();
    println!(
        "- on Korf's 100 (4×4): mean {:.1} moves against the optimal {:.2}, {:.2}× the optimum",
        found as f64 / 100.0,
        optimal as f64 / 100.0,
        found as f64 / optimal as f64
    );
}
