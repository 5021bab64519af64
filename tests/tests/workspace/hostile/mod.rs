//! Hostile input: one test per class of defect (wrong answers, panics, memory, lost
//! answers, hangs, exit status), and a seeded campaign of mutated inputs and absurd options
//! over every program (`fuzzing.rs`). `make fuzz` runs the long campaign.

mod fuzzing;
use searchlab_tests::programs::{self, run};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The edges of a cycle of `n` vertices numbered from `first`, each of weight `w`.
fn cycle(n: usize, w: u64, first: usize) -> String {
    (0..n).map(|v| format!("{} {} {w}\n", v + first, (v + 1) % n + first)).collect()
}

#[test]
fn walk_lengths_past_u64_are_exact() {
    // 20,000 times round a cycle of 1,000 edges of 10^12: 2·10^19 > 2^64.
    let edges = cycle(1000, 1_000_000_000_000, 1);
    for algo in ["eppstein", "astar"] {
        let input = format!("1000 1000\n{edges}1 1 20000\n");
        let out = run("poj2449", &["--algo", algo], input.as_bytes());
        assert_eq!(out.stdout, "20000000000000000000\n", "{algo}: {}", out.stderr);
        assert_eq!(out.status, Some(0));
    }
    // kshortest: every length of walks round the cycle, the last ones past 2^64.
    let edges = cycle(1000, 1_000_000_000_000, 0);
    let input = format!("1000 1000 0 0 20000\n{edges}");
    let out = run("kshortest", &[], input.as_bytes());
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 20000);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line.parse::<u128>().unwrap(), i as u128 * 1_000_000_000_000_000);
    }
}

#[test]
fn the_kth_astar_stops_at_its_memory_budget() {
    // A dense graph whose walks all share vertices: the A* queue grows with K times M.
    let mut input = String::from("50 2500\n");
    for a in 1..=50 {
        for b in 1..=50 {
            input.push_str(&format!("{a} {b} {}\n", (a * 7 + b * 13) % 10 + 1));
        }
    }
    input.push_str("1 2 10000000\n");
    let out = run("poj2449", &["--algo", "astar", "--max-memory", "32"], input.as_bytes());
    assert_eq!(out.status, Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.starts_with("poj2449: case 1: the A* queue outgrew its memory budget of 32 MiB")
            && out.stderr.contains("--algo eppstein")
            && out.stderr.lines().count() == 1,
        "{}",
        out.stderr
    );
    for bad in ["0", "-5", "1048577", "lots"] {
        let out = run("kshortest", &["--max-memory", bad], b"1 0 0 0 1\n");
        assert_eq!(out.status, Some(2), "--max-memory {bad}");
    }
}

#[test]
fn absurd_thread_counts_are_refused_or_survived() {
    let sudoku_input = fs_read("testdata/sudoku/sample-1.in");
    let board = b"8 1 3 4 0 2 7 6 5\n";
    for threads in ["18446744073709551615", "3000", "-1"] {
        let out = run("sudoku", &["--threads", threads], &sudoku_input);
        assert_eq!(out.status, Some(2), "sudoku --threads {threads}: {}", out.stderr);
        let out = run("npuzzle", &["--threads", threads], board);
        assert_eq!(out.status, Some(2), "npuzzle --threads {threads}");
        let out = run("filefind", &["-j", threads, ".", "src"], b"");
        assert_eq!(out.status, Some(2), "filefind --threads {threads}");
    }
    // The most threads accepted still answer (on fewer threads if the system says no).
    let plain = run("npuzzle", &[], board);
    let out = run("npuzzle", &["--threads", "256"], board);
    assert_eq!((out.status, &out.stdout), (Some(0), &plain.stdout));
    let plain = run("sudoku", &[], &sudoku_input);
    let out = run("sudoku", &["--threads", "256"], &sudoku_input);
    assert_eq!((out.status, &out.stdout), (Some(0), &plain.stdout));
}

fn fs_read(path: &str) -> Vec<u8> {
    std::fs::read(searchlab_tests::programs::workspace_root().join(path)).unwrap()
}

#[test]
fn image_sizes_are_checked_without_wrapping() {
    let dir = tempfile::tempdir().unwrap();
    for format in ["png", "svg"] {
        let file = dir.path().join(format!("m.{format}"));
        let file = file.to_str().unwrap();
        let args = ["--format", format, "--width", "3", "--height", "3"];
        let mut args = args.to_vec();
        args.extend(["--scale", "6148914691236517206", "-o", file]);
        let out = run("mazegen", &args, b"");
        assert_eq!(out.status, Some(2), "{format}: {}", out.stderr);
        assert!(out.stderr.contains("over the limit"), "{}", out.stderr);
        assert!(!std::path::Path::new(file).exists(), "no file is written");
    }
}

#[test]
fn sizes_that_need_too_much_memory_are_refused_first() {
    let clock = Instant::now();
    let out = run("mazegen", &["--width", "65535", "--height", "65535", "--stats"], b"");
    assert_eq!(out.status, Some(2));
    assert!(out.stderr.contains("over --max-memory 4096"), "{}", out.stderr);
    assert!(clock.elapsed() < Duration::from_secs(2), "refused before any work");
    // Raising the budget is the way out, and a small maze is well inside it.
    let out = run("mazegen", &["--stats", "--max-memory", "1"], b"");
    assert_eq!(out.status, Some(0), "{}", out.stderr);
    // npuzzle's A* on Korf's hardest instances stops at its budget instead of growing.
    let korf60 = b"11 14 13 1 2 3 12 4 15 7 9 5 10 6 8 0\n";
    let args = ["--algo", "astar", "--goal", "blank-first", "--max-memory", "16"];
    let out = run("npuzzle", &args, korf60);
    assert_eq!(out.status, Some(1));
    assert!(
        out.stderr.contains("memory budget of 16 MiB") && out.stderr.contains("idastar or pdb"),
        "{}",
        out.stderr
    );
    // So does A* on pattern databases, pointing at their IDA*.
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let args = ["--algo", "pdb-astar", "--goal", "blank-first", "--max-memory", "1"];
    let out = run("npuzzle", &[&args[..], &["--pdb-dir", dir]].concat(), korf60);
    assert_eq!(out.status, Some(1));
    assert!(
        out.stderr.contains("memory budget of 1 MiB") && out.stderr.contains("or use pdb,"),
        "{}",
        out.stderr
    );
}

#[test]
fn unsolvable_boards_build_no_pattern_database() {
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let unsolvable =
        b"2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 3 2 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    let clock = Instant::now();
    let out = run("npuzzle", &["--pdb-dir", dir], unsolvable);
    assert_eq!(out.stdout, "unsolvable\nunsolvable\n");
    assert!(clock.elapsed() < Duration::from_secs(5), "no table was built");
    assert_eq!(std::fs::read_dir(cache.path()).unwrap().count(), 0);
}

#[test]
fn a_fifo_in_the_cache_is_not_opened() {
    let cache = tempfile::tempdir().unwrap();
    // Blank-last tables are kept turned half round, as blank-first ones.
    let name = cache.path().join("4x4-b0-1.2.3.4.5.6.pdb");
    let path = std::ffi::CString::new(name.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o644) }, 0);
    let dir = cache.path().to_str().unwrap();
    let board = b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n";
    let out = fuzzing::run(
        "npuzzle",
        &["--pdb-dir", dir, "--partition", "6-6-3"].map(String::from),
        board,
        cache.path(),
    );
    assert!(!out.timed_out, "npuzzle blocked on the FIFO");
    assert_eq!(out.stdout, b"r\n");
    assert!(out.stderr.contains("not a regular file"), "{}", out.stderr);
}

#[test]
fn answers_before_bad_bytes_are_kept() {
    // npuzzle: a byte that is not UTF-8 spoils its own puzzle only.
    let input = b"1 2 3 4 5 6 7 8 0\n1 2 3 \xff 5 6 7 8 0\n8 1 3 4 0 2 7 6 5\n";
    let out = run("npuzzle", &[], input);
    assert_eq!(out.status, Some(1));
    let good = run("npuzzle", &[], b"1 2 3 4 5 6 7 8 0\n8 1 3 4 0 2 7 6 5\n");
    assert_eq!(out.stdout, good.stdout);
    assert_eq!(
        out.stderr,
        "npuzzle: puzzle 2: line 2: \"\u{fffd}\" is not a tile (it holds bytes that are not UTF-8)\n"
    );
    // kshortest and sudoku answer the complete case, then report what follows it.
    let out = run("kshortest", &[], b"2 1 0 1 2\n0 1 5\n7\n");
    assert_eq!((out.status, out.stdout.as_str()), (Some(1), "5\n-1\n"));
    assert_eq!(out.stderr, "kshortest: line 3: unexpected \"7\" after the last edge (M = 1)\n");
    let mut sudoku = fs_read("testdata/sudoku/sample-1.in");
    let expected = fs_read("testdata/sudoku/sample-1.out");
    sudoku.extend_from_slice(b"123\n");
    let out = run("sudoku", &[], &sudoku);
    assert_eq!(out.status, Some(1));
    assert_eq!(out.stdout.as_bytes(), &expected[..]);
    assert!(out.stderr.contains("unexpected \"123\" after the last puzzle"), "{}", out.stderr);
    // A command-line argument that is not UTF-8 is a usage error, not a panic.
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"--algo=\xff");
    let status = Command::new(programs::binary("hdu1043"))
        .arg(bad)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
}

#[test]
fn queens_answers_each_line_as_soon_as_it_is_done() {
    let mut child = Command::new(programs::binary("queens"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"8\n").unwrap();
    stdin.flush().unwrap();
    // The answer to 8 comes while the input is still open.
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    for _ in 0..4 {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        lines.push(line);
    }
    assert_eq!(lines[3], "92\n");
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[test]
fn bad_options_are_usage_errors_and_tiny_boards_are_solved() {
    // Every method, the default among them, takes a 2x1 board.
    for algo in
        [None, Some("bfs"), Some("dfs"), Some("astar"), Some("idastar"), Some("pdb"), Some("zones")]
    {
        let mut args = vec!["--size", "2x1"];
        args.extend(algo.map(|a| ["--algo", a]).into_iter().flatten());
        let out = run("npuzzle", &args, b"0 1\n1 0\n");
        assert_eq!(
            (out.status, out.stdout.as_str()),
            (Some(0), "r\n\n"),
            "{algo:?}: {}",
            out.stderr
        );
    }
    let out = run("npuzzle", &["--partition", "7-7"], b"");
    assert_eq!(out.status, Some(2));
}

#[test]
fn filefind_reports_what_it_cannot_read() {
    let out = run("filefind", &[".", "/no/such/root"], b"");
    assert_eq!(out.status, Some(1));
    assert_eq!(out.stderr, "filefind: /no/such/root: no such file or directory\n");
    // A dangling link with --size: its own metadata is read, so it is neither lost nor an
    // error; a FIFO is not read.
    let dir = tempfile::tempdir().unwrap();
    fuzzing::odd_tree(dir.path());
    let root = dir.path().to_str().unwrap();
    let out = run("filefind", &[".", root, "--size", "-1k", "--sort"], b"");
    assert_eq!(out.status, Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("even.txt") && out.stdout.contains("deep.txt"));
}

#[test]
fn bundle_refuses_cycles_deep_code_and_missing_modules() {
    let dir = tempfile::tempdir().unwrap();
    let program = fuzzing::bundle_package(dir.path());
    let root = dir.path().to_str().unwrap();
    let bundle = |name: &str, source: &[u8]| {
        std::fs::write(dir.path().join(format!("src/bin/{name}.rs")), source).unwrap();
        let out_file = dir.path().join("out.rs");
        let out = fuzzing::run(
            "bundle",
            &["--root", root, name, "-o", out_file.to_str().unwrap()].map(String::from),
            b"",
            dir.path(),
        );
        (out, out_file.exists())
    };
    let (ok, written) = bundle("ok", &program);
    assert_eq!(ok.status, Some(0), "{}", ok.stderr);
    assert!(written);
    std::fs::remove_file(dir.path().join("out.rs")).unwrap();
    for (name, source, message) in [
        (
            "missing",
            &b"use lab::gird::Grid;\nfn main() { let _ = Grid::new(1); }\n"[..],
            "there is no `gird` in `lab`",
        ),
        ("absent", b"fn main() { lab::util::thrice(1); }\n", "there is no `thrice` in `lab::util`"),
        (
            "deep",
            format!("fn main() {{ let x = {}1; }}\n", "-".repeat(6000)).as_bytes(),
            "nests deeper",
        ),
        (
            "parens",
            format!("fn main() {{ let x = {}1{}; }}\n", "(".repeat(9000), ")".repeat(9000))
                .as_bytes(),
            "nests deeper",
        ),
    ] {
        let (out, written) = bundle(name, source);
        assert_eq!(out.status, Some(1), "{name}: {}", out.stderr);
        assert!(out.stderr.contains(message), "{name}: {}", out.stderr);
        assert!(!written, "{name}: no file");
    }
    // A module that includes its own file.
    std::fs::write(
        dir.path().join("src/util.rs"),
        "#[path = \"util.rs\"]\npub mod again;\npub fn twice(x: u64) -> u64 { x }\n",
    )
    .unwrap();
    let (out, written) = bundle("ok", &program);
    assert_eq!(out.status, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("a module cannot contain itself"), "{}", out.stderr);
    assert!(!written);
}

/// Cases of the short campaign run in `make test` (about 12 s on two cores; `make fuzz`
/// runs the long one).
const SHORT_RUN: usize = 600;

#[test]
fn hostile_campaign_short() {
    let work = tempfile::tempdir().unwrap();
    let seed = std::env::var("FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let cases = fuzzing::cases(seed, SHORT_RUN, work.path());
    let (ran, failed) = fuzzing::campaign(&cases, work.path(), None, None);
    report(&failed, ran);
}

/// `make fuzz`: FUZZ_SEED (default 1), FUZZ_CASES (default 20000), FUZZ_SECONDS (stop
/// after this long; default 0, no limit) and FUZZ_FAILURES (the folder for failing inputs,
/// default target/fuzz-failures).
#[test]
#[ignore]
fn hostile_campaign_long() {
    let var = |name: &str, default: u64| {
        std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
    };
    let (seed, count) = (var("FUZZ_SEED", 1), var("FUZZ_CASES", 20000) as usize);
    let seconds = var("FUZZ_SECONDS", 0);
    let failures = std::env::var("FUZZ_FAILURES").unwrap_or_else(|_| "target/fuzz-failures".into());
    let failures = searchlab_tests::programs::workspace_root().join(failures);
    let _ = std::fs::remove_dir_all(&failures);
    let work = tempfile::tempdir().unwrap();
    let clock = Instant::now();
    let cases = fuzzing::cases(seed, count, work.path());
    let deadline = (seconds > 0).then(|| clock + std::time::Duration::from_secs(seconds));
    let (ran, failed) = fuzzing::campaign(&cases, work.path(), Some(&failures), deadline);
    eprintln!(
        "fuzz: seed {seed}: {ran} hostile inputs in {:.0} s, {} failed{}",
        clock.elapsed().as_secs_f64(),
        failed.len(),
        if failed.is_empty() {
            String::new()
        } else {
            format!(" (inputs in {})", failures.display())
        }
    );
    report(&failed, ran);
}

fn report(failed: &[(fuzzing::Case, String)], total: usize) {
    for (case, why) in failed.iter().take(20) {
        eprintln!("FAIL {} {:?} ({}): {why}", case.prog, case.args, case.label);
    }
    assert!(failed.is_empty(), "{} of {total} hostile inputs failed", failed.len());
}
