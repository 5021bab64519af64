//! The hostile-input campaign: seeded mutations of every testdata input, absurd numbers and
//! absurd option values, each run of a release binary under a memory cap and a time limit,
//! judged by the README's promise. Shared by the hostile tests (a short run in `make test`)
//! and its ignored long run (`make fuzz`).
//!
//! A run passes when the program
//! - ends by itself within the time limit (no signal, no hang) with status 0, 1 or 2;
//! - with status 0 prints nothing on stderr; otherwise starts every stderr line with
//!   `PROG: `, in one line (two for a usage error: the message and the hint), except for the
//!   programs that report each bad unit and go on (npuzzle, sudoku, filefind);
//! - prints on stdout, before anything else, what it prints for the input cut just before
//!   the damaged line: the answers to every complete case before the damage.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fs;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The address space a run may take: far above any accepted input's needs (the bundle
/// thread's stack alone is 1 GiB of it), far below the machine's memory.
pub const MEMORY_CAP: u64 = 6 << 30;

/// How long a run may take before it counts as a hang.
pub const TIME_LIMIT: Duration = Duration::from_secs(10);

/// Stdout kept for comparison; the rest is read and dropped.
const KEPT_OUTPUT: usize = 1 << 22;

/// One hostile run: a program, its arguments and its standard input.
#[derive(Clone, Debug)]
pub struct Case {
    /// What was done to make it, for reports.
    pub label: String,
    /// The program (a binary of this package).
    pub prog: &'static str,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its standard input.
    pub input: Vec<u8>,
    /// The input cut before the damage, whose stdout must begin the case's stdout.
    pub intact_prefix: Option<Vec<u8>>,
}

/// How a run ended.
#[derive(Debug)]
pub struct Outcome {
    pub status: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// The folder holding the binaries of the profile these tests were built with.
fn binary(prog: &str) -> PathBuf {
    searchlab_tests::programs::binary(prog)
}

/// Runs `prog` with `args` on `input` under [`MEMORY_CAP`] and [`TIME_LIMIT`], in `dir`.
pub fn run(prog: &str, args: &[String], input: &[u8], dir: &Path) -> Outcome {
    let mut command = Command::new(binary(prog));
    command
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe and touches no memory of the parent.
    unsafe {
        command.pre_exec(|| {
            let cap = libc::rlimit { rlim_cur: MEMORY_CAP, rlim_max: MEMORY_CAP };
            if libc::setrlimit(libc::RLIMIT_AS, &cap) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command.spawn().expect("the program starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut chunk = vec![0u8; 1 << 16];
        while let Ok(n) = stdout.read(&mut chunk) {
            if n == 0 {
                break;
            }
            let room = KEPT_OUTPUT.saturating_sub(kept.len());
            kept.extend_from_slice(&chunk[..n.min(room)]);
        }
        kept
    });
    let mut stderr = child.stderr.take().expect("piped stderr");
    let error_reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    });
    let clock = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("the program can be waited for") {
            break status;
        }
        if clock.elapsed() > TIME_LIMIT {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("a killed program can be waited for");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let _ = writer.join();
    Outcome {
        status: status.code(),
        signal: if timed_out { None } else { status.signal() },
        timed_out,
        stdout: reader.join().expect("stdout was read"),
        stderr: error_reader.join().expect("stderr was read"),
    }
}

/// Programs that report every bad unit (puzzle, entry) and go on with the others.
fn reports_each(prog: &str) -> bool {
    matches!(prog, "npuzzle" | "sudoku" | "filefind")
}

/// Why `outcome` breaks the promise for `case`, given the outcome of its intact prefix.
pub fn judge(case: &Case, outcome: &Outcome, intact: Option<&Outcome>) -> Result<(), String> {
    if outcome.timed_out {
        return Err(format!("no answer within {} s", TIME_LIMIT.as_secs()));
    }
    if let Some(signal) = outcome.signal {
        return Err(format!("killed by signal {signal}: {}", outcome.stderr.trim()));
    }
    let status = outcome.status.unwrap_or(-1);
    let lines: Vec<&str> = outcome.stderr.lines().collect();
    match status {
        // bundle reports the size it wrote; --stats reports times on stderr.
        0 if !lines.is_empty()
            && case.prog != "bundle"
            && !case.args.iter().any(|a| a == "--stats") =>
        {
            return Err(format!("exit 0 with stderr {:?}", outcome.stderr));
        }
        0..=2 => {}
        other => return Err(format!("exit status {other}: {}", outcome.stderr.trim())),
    }
    if status != 0 {
        if lines.is_empty() {
            return Err(format!("exit {status} with nothing on stderr"));
        }
        // A program that does not compile: rustc's errors, the first at `FILE:LINE:COLUMN`
        // after `bundle: `, each with its rendering, notes and help, as compilers tell them.
        let lines = match lines.first() {
            Some(first) if case.prog == "bundle" && is_compiler_error(first) => &lines[..1],
            _ => &lines[..],
        };
        let prefix = format!("{}: ", case.prog);
        let wrong = |line: &&str| !line.starts_with(&prefix) && !line.starts_with("Try '");
        if let Some(line) = lines.iter().find(|l| wrong(l)) {
            return Err(format!("stderr line not of the form `PROG: ...`: {line:?}"));
        }
        let most = match status {
            2 => 2,
            _ if reports_each(case.prog) || case.args.iter().any(|a| a == "--stats") => usize::MAX,
            _ => 1,
        };
        if lines.len() > most {
            return Err(format!("{} stderr lines: {:?}", lines.len(), outcome.stderr));
        }
    }
    if let Some(intact) = intact {
        let (whole, before) = (without_times(&outcome.stdout), without_times(&intact.stdout));
        if !intact.timed_out && !whole.starts_with(&before) {
            return Err(format!(
                "stdout does not begin with the answers before the damage:\n  expected {:?}\n  got      {:?}",
                String::from_utf8_lossy(&intact.stdout[..intact.stdout.len().min(300)]),
                String::from_utf8_lossy(&outcome.stdout[..outcome.stdout.len().min(300)]),
            ));
        }
    }
    Ok(())
}

/// Whether `line` is `bundle: FILE:LINE:COLUMN: error…`, the first line of a compiler's
/// error.
fn is_compiler_error(line: &str) -> bool {
    let Some((place, _)) = line.strip_prefix("bundle: ").and_then(|l| l.split_once(": error"))
    else {
        return false;
    };
    let mut parts = place.rsplitn(3, ':');
    let numbers =
        parts.by_ref().take(2).all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    numbers && parts.next().is_some_and(|file| !file.is_empty())
}

/// Output with the measured times of lab reports (`, time 1.234 ms`) cut off their lines,
/// since they differ from run to run.
fn without_times(output: &[u8]) -> Vec<u8> {
    let mut kept = Vec::with_capacity(output.len());
    for line in output.split_inclusive(|&b| b == b'\n') {
        match line.windows(7).position(|w| w == b", time ") {
            Some(at) => {
                kept.extend_from_slice(&line[..at]);
                kept.push(b'\n');
            }
            None => kept.extend_from_slice(line),
        }
    }
    kept
}

/// Numbers that break careless code: zero, negatives, type limits and past them.
const ABSURD_NUMBERS: [&str; 16] = [
    "0",
    "-1",
    "-9223372036854775808",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e9",
    "0x10",
    "+5",
    "٣",
    "99999999999999999999999999999999999999999999",
];

/// Bytes that are likely to matter to a parser.
const INTERESTING_BYTES: &[u8] = b"0123456789 \n\t\r-+xX.,#e\xff\xfe\x00";

/// One seeded mutation of `input`: the mutated bytes and the offset of the first change.
fn mutate(input: &[u8], rng: &mut ChaCha8Rng) -> (Vec<u8>, usize, &'static str) {
    let mut bytes = input.to_vec();
    if bytes.is_empty() {
        return (ABSURD_NUMBERS.choose(rng).unwrap().as_bytes().to_vec(), 0, "absurd number");
    }
    let at = rng.random_range(0..bytes.len());
    match rng.random_range(0..7) {
        0 => {
            bytes[at] ^= 1 << rng.random_range(0..8);
            (bytes, at, "bit flip")
        }
        1 => {
            bytes.insert(at, *INTERESTING_BYTES.choose(rng).unwrap());
            (bytes, at, "byte inserted")
        }
        2 => {
            let end = (at + rng.random_range(1..8)).min(bytes.len());
            bytes.drain(at..end);
            (bytes, at, "bytes deleted")
        }
        3 => {
            // Truncation at a token boundary.
            let cut = bytes[at..]
                .iter()
                .position(u8::is_ascii_whitespace)
                .map_or(bytes.len(), |p| at + p);
            bytes.truncate(cut);
            (bytes, cut, "truncated")
        }
        4 | 5 => {
            // A token replaced by an absurd number.
            let start = bytes[..at].iter().rposition(u8::is_ascii_whitespace).map_or(0, |p| p + 1);
            let end = bytes[at..]
                .iter()
                .position(u8::is_ascii_whitespace)
                .map_or(bytes.len(), |p| at + p);
            let number = ABSURD_NUMBERS.choose(rng).unwrap().as_bytes();
            bytes.splice(start..end, number.iter().copied());
            (bytes, start, "token made absurd")
        }
        _ => {
            // A line duplicated (cases repeated, counts off by one).
            let start = bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
            let end =
                bytes[at..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| at + p + 1);
            let line = bytes[start..end].to_vec();
            bytes.splice(start..start, line);
            (bytes, start, "line duplicated")
        }
    }
}

/// The input up to the start of the line holding byte `at` (of the block holding it, for
/// npuzzle and sudoku, whose blank-line separated blocks are read as a whole: a damaged
/// blank line joins two blocks).
fn intact_prefix(prog: &str, input: &[u8], at: usize) -> Vec<u8> {
    let at = at.min(input.len());
    let mut start = input[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    if prog == "npuzzle" || prog == "sudoku" {
        // Up to just after the last blank line (white space only) above the damaged one.
        while start > 0 {
            let above = input[..start - 1].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
            if input[above..start].iter().all(u8::is_ascii_whitespace) {
                break;
            }
            start = above;
        }
    }
    input[..start].to_vec()
}

/// Whether the input asks queens to count a board of 16 to 27 queens.
fn counts_slowly(prog: &str, input: &[u8]) -> bool {
    prog == "queens"
        && input
            .split(u8::is_ascii_whitespace)
            .filter_map(|t| std::str::from_utf8(t).ok()?.parse::<u32>().ok())
            .any(|n| (16..=27).contains(&n))
}

/// The inputs a program is fuzzed from: its testdata inputs (npuzzle: 3×3 boards only, so
/// that no run waits for a large pattern database or a hard 15-puzzle).
fn seeds(prog: &str) -> Vec<Vec<u8>> {
    if prog == "npuzzle" {
        return vec![
            b"8 1 3 4 0 2 7 6 5\n1 2 3 4 5 6 7 8 0\n2 1 3 4 5 6 7 8 0\n".to_vec(),
            b"8 6 7\n2 5 4\n3 0 1\n\n6 4 7\n8 5 0\n3 2 1\n".to_vec(),
            b"x 1 2 3 4 5 6 7 8\n".to_vec(),
        ];
    }
    let dir = searchlab_tests::testdata::testdata_dir().join(prog);
    let cases = checker::cases::cases_in(&dir).unwrap_or_default();
    cases.iter().filter_map(|case| fs::read(&case.input).ok()).collect()
}

/// The judge programs and npuzzle, which read cases on stdin.
const READERS: [&str; 8] =
    ["hdu1043", "hdu3567", "poj2449", "kshortest", "poj3134", "queens", "sudoku", "npuzzle"];

/// Options each reader is also run with, beside none.
fn reader_options(prog: &str) -> Vec<Vec<&'static str>> {
    match prog {
        "hdu1043" => vec![vec!["--algo", "astar"], vec!["--algo", "idastar"]],
        "poj2449" | "kshortest" => vec![vec!["--algo", "astar", "--max-memory", "64"]],
        "sudoku" => vec![vec!["--count"], vec!["--pretty"], vec!["--threads", "1"]],
        "queens" => vec![vec!["--first", "1"]],
        "npuzzle" => vec![
            vec!["--algo", "bfs,dfs,astar,idastar,pdb,zones"],
            vec!["--goal", "blank-first", "--stats"],
            vec!["--algo", "astar", "--max-memory", "1"],
        ],
        _ => Vec::new(),
    }
}

/// Options and absurd values to try on each program, with their values made absurd.
fn absurd_options(prog: &str) -> Vec<(&'static str, Vec<&'static str>)> {
    let absurd = ABSURD_NUMBERS.to_vec();
    match prog {
        "hdu1043" | "hdu3567" => vec![("--algo", vec!["", "bfs", "astar,idastar"])],
        "poj2449" | "kshortest" => {
            vec![("--algo", vec!["", "dijkstra", "ASTAR"]), ("--max-memory", absurd)]
        }
        "poj3134" => vec![("--chain", vec![])],
        "queens" => vec![("--first", absurd)],
        "sudoku" => vec![("--threads", absurd), ("--format", vec!["", "poj9999", "grid"])],
        "npuzzle" => vec![
            ("--threads", absurd.clone()),
            ("--depth", absurd.clone()),
            ("--max-memory", absurd.clone()),
            ("--size", vec!["0x0", "1x1", "3x3", "4x", "x", "65536x65536", "16x16", "2x1"]),
            (
                "--partition",
                vec!["7-7", "0-8", "8", "4-4", "1-1-1-1-4", "-", "99999999999999999999-1"],
            ),
            ("--goal", vec!["", "1 2 3", "0 0 0 0", "1 2 3 4 5 6 7 8 0", "blank-middle"]),
            ("--algo", vec!["", ",", "pdb,pdb", "quantum"]),
        ],
        "mazegen" => vec![
            ("--width", absurd.clone()),
            ("--height", absurd.clone()),
            ("--scale", absurd.clone()),
            ("--seed", absurd.clone()),
            ("--max-memory", absurd),
            ("--algo", vec!["", "dfs", "eller,prim"]),
            ("--format", vec!["", "gif", "png"]),
        ],
        "filefind" => vec![
            ("--threads", absurd.clone()),
            ("--max-depth", absurd.clone()),
            ("--size", vec!["", "+", "-1", "+18446744073709551615G", "9999999999999G", "1q"]),
            ("--newer", vec!["", "1", "-2d", "18446744073709551615w", "99999999999999999999s"]),
            ("--min-depth", absurd.clone()),
            ("--exclude", vec!["[", "{a,", "**/", "!", "/"]),
            ("--type", vec!["", "q", "fd", "x", "e"]),
            ("--exec", vec!["/nonexistent/program"]),
            ("--exec-batch", vec!["/nonexistent/program"]),
        ],
        _ => Vec::new(),
    }
}

/// A file tree with odd objects for filefind: a FIFO, a dangling link, a link loop, a name
/// that is not UTF-8, deep folders and files of several sizes.
pub fn odd_tree(dir: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let deep = dir.join("a/b/c/d/e");
    fs::create_dir_all(&deep).unwrap();
    fs::write(deep.join("deep.txt"), "deep").unwrap();
    fs::write(dir.join("even.txt"), "ab").unwrap();
    fs::write(dir.join("odd.rs"), "abc").unwrap();
    fs::write(dir.join("a/empty"), "").unwrap();
    let odd = std::ffi::OsStr::from_bytes(b"bad-\xff-name");
    fs::write(dir.join(odd), "x").unwrap();
    std::os::unix::fs::symlink("nowhere", dir.join("dangling")).unwrap();
    std::os::unix::fs::symlink("..", dir.join("a/up")).unwrap();
    let fifo = std::ffi::CString::new(dir.join("fifo").as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) };
}

/// A small library package for bundle to work on: a program that uses two modules.
pub fn bundle_package(dir: &Path) -> Vec<u8> {
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"lab\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    )
    .unwrap();
    fs::write(dir.join("src/lib.rs"), "pub mod grid;\npub mod util;\n").unwrap();
    fs::write(
        dir.join("src/grid.rs"),
        "pub struct Grid { pub cells: Vec<u8> }\nimpl Grid { pub fn new(n: usize) -> Self { Grid { cells: vec![0; n] } } }\n",
    )
    .unwrap();
    fs::write(
        dir.join("src/util.rs"),
        "pub fn twice(x: u64) -> u64 { x * 2 }\n#[macro_export]\nmacro_rules! square { ($x:expr) => { $x * $x }; }\n",
    )
    .unwrap();
    b"use lab::grid::Grid;\nuse lab::util::twice;\n\nfn main() {\n    let g = Grid::new(4);\n    let n = twice(g.cells.len() as u64) + lab::square!(3);\n    println!(\"{} {}\", n, (1..=4).map(|i| i * 2).sum::<u64>());\n}\n".to_vec()
}

/// `count` hostile cases drawn from a ChaCha8 stream seeded with `seed`: mutated inputs of
/// every reader (with and without options), absurd option values for every program, and
/// mutated programs for bundle. `work` holds the files some cases need.
pub fn cases(seed: u64, count: usize, work: &Path) -> Vec<Case> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seeds: Vec<(&'static str, Vec<Vec<u8>>)> = READERS.iter().map(|&p| (p, seeds(p))).collect();
    let tree = work.join("tree");
    if !tree.exists() {
        odd_tree(&tree);
    }
    let package = work.join("package");
    let program = bundle_package(&package);
    let mut cases = Vec::with_capacity(count);
    while cases.len() < count {
        let case = match rng.random_range(0..10) {
            0..=5 => {
                let (prog, inputs) = seeds.choose(&mut rng).unwrap();
                let input = inputs.choose(&mut rng).unwrap();
                let (mut bytes, mut at, mut what) = mutate(input, &mut rng);
                for _ in 0..rng.random_range(0..3) {
                    let (more, at2, _) = mutate(&bytes, &mut rng);
                    (bytes, at, what) = (more, at.min(at2), "several mutations");
                }
                let mut args = vec![];
                let options = reader_options(prog);
                if !options.is_empty() && rng.random_bool(0.3) {
                    args = options.choose(&mut rng).unwrap().clone();
                }
                Case {
                    label: format!("{what} at byte {at}"),
                    prog,
                    args: args.iter().map(|s| s.to_string()).collect(),
                    intact_prefix: Some(intact_prefix(prog, &bytes, at)),
                    input: bytes,
                }
            }
            6..=8 => {
                let progs: Vec<&str> =
                    READERS.iter().chain(&["mazegen", "filefind"]).copied().collect();
                let prog = *progs.choose(&mut rng).unwrap();
                let table = absurd_options(prog);
                let (option, values) = table.choose(&mut rng).unwrap();
                let mut args = vec![option.to_string()];
                if let Some(value) = values.choose(&mut rng) {
                    args.push(value.to_string());
                }
                let input = match prog {
                    "mazegen" | "filefind" => Vec::new(),
                    "npuzzle" => seeds[7].1[0].clone(),
                    _ => seeds
                        .iter()
                        .find(|(p, _)| *p == prog)
                        .and_then(|(_, s)| s.choose(&mut rng).cloned())
                        .unwrap_or_default(),
                };
                match prog {
                    // (the pattern: a regex that matches every name, or an absurd one)
                    "filefind" => {
                        let patterns = [".", "(", "[", "a{99999999}", "(?<x", "/"];
                        let pattern = patterns.choose(&mut rng).copied().unwrap_or(".");
                        args.splice(0..0, [pattern.to_string(), tree.display().to_string()]);
                    }
                    // Small mazes, so that an absurd value is the only thing tried.
                    "mazegen" if option != &"--width" && option != &"--height" => {
                        args.extend(["--width", "21", "--height", "11"].map(String::from))
                    }
                    "mazegen" => args.extend(["--stats".to_string()]),
                    _ => {}
                }
                if option == &"--format" && prog == "mazegen" {
                    args.extend(["-o".to_string(), work.join("maze.out").display().to_string()]);
                }
                Case { label: format!("absurd {option}"), prog, args, input, intact_prefix: None }
            }
            _ => {
                let (source, at, what) = mutate(&program, &mut rng);
                let name = format!("p{}", cases.len());
                fs::write(package.join(format!("src/bin/{name}.rs")), &source).unwrap();
                let args = ["--root", &package.display().to_string(), &name, "-o"]
                    .iter()
                    .map(|s| s.to_string())
                    .chain([work.join("bundled.rs").display().to_string()])
                    .collect();
                Case {
                    label: format!("program with {what} at byte {at}"),
                    prog: "bundle",
                    args,
                    input: Vec::new(),
                    intact_prefix: None,
                }
            }
        };
        // Counting 16 or more queens is legitimate and takes seconds to hours: not a case.
        if !counts_slowly(case.prog, &case.input) {
            cases.push(case);
        }
    }
    cases
}

/// Runs `cases` on one thread per core (at most four: each program may take
/// [`MEMORY_CAP`]), stopping early at `deadline` (when given); returns how many ran and the
/// failures as (case, why), in the cases' order. Each failing input is written to
/// `failures` (when given) with a script that reproduces it.
pub fn campaign(
    cases: &[Case],
    work: &Path,
    failures: Option<&Path>,
    deadline: Option<Instant>,
) -> (usize, Vec<(Case, String)>) {
    let threads = searchlab::workers::cores().min(4);
    let next = AtomicUsize::new(0);
    let worker = || {
        let (mut ran, mut failed) = (0, Vec::new());
        while deadline.is_none_or(|end| Instant::now() < end) {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(case) = cases.get(i) else { break };
            if let Err(why) = run_and_judge(case, work) {
                if let Some(dir) = failures {
                    record(dir, i, case, &why);
                }
                failed.push((i, case.clone(), why));
            }
            ran += 1;
        }
        (ran, failed)
    };
    let shares = searchlab::workers::run(threads, worker);
    let ran = shares.iter().map(|(ran, _)| ran).sum();
    let mut failed: Vec<_> = shares.into_iter().flat_map(|(_, failed)| failed).collect();
    failed.sort_by_key(|&(i, _, _)| i);
    (ran, failed.into_iter().map(|(_, case, why)| (case, why)).collect())
}

/// Runs one case (and, when it has one, its intact prefix) and judges the outcome.
fn run_and_judge(case: &Case, work: &Path) -> Result<(), String> {
    let clock = Instant::now();
    let outcome = run(case.prog, &case.args, &case.input, work);
    if std::env::var_os("FUZZ_VERBOSE").is_some() && clock.elapsed() > Duration::from_secs(1) {
        eprintln!(
            "slow: {:.1} s {} {:?} ({}) {:?}",
            clock.elapsed().as_secs_f64(),
            case.prog,
            case.args,
            case.label,
            String::from_utf8_lossy(&case.input[..case.input.len().min(120)])
        );
    }
    let intact = match &case.intact_prefix {
        Some(prefix) if outcome.status.is_some() => Some(run(case.prog, &case.args, prefix, work)),
        _ => None,
    };
    judge(case, &outcome, intact.as_ref())
}

/// Writes a failing case to `dir/case-I/`: its input, and `repro.sh` running it.
fn record(dir: &Path, index: usize, case: &Case, why: &str) {
    let folder = dir.join(format!("case-{index}"));
    fs::create_dir_all(&folder).unwrap();
    fs::write(folder.join("input"), &case.input).unwrap();
    let quoted: Vec<String> =
        case.args.iter().map(|a| format!("'{}'", a.replace('\'', "'\\''"))).collect();
    let script = format!(
        "#!/bin/sh\n# {}: {}\n# {}\ntarget/release/{} {} < \"$(dirname \"$0\")/input\"\n",
        case.prog,
        case.label,
        why.lines().next().unwrap_or(""),
        case.prog,
        quoted.join(" ")
    );
    fs::write(folder.join("repro.sh"), script).unwrap();
}
