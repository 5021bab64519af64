//! Testdata cases, laid out so that online-judge-tools reads a program's folder as it is:
//!
//! - `DIR/NAME.in` and `DIR/NAME.out`: the input on stdin, the expected stdout, exit status
//!   0. These are the only files at the top of `DIR`, so `oj test -d DIR` runs them all.
//! - `DIR/errors/NAME.in`, `.out` and `.err`: a bad input. The program must exit with status 1,
//!   print exactly `NAME.err` on stderr, and `NAME.out` (the answers before the bad case) on
//!   stdout.
//! - `DIR/args/NAME.in` and `.args` (with `.out`, and `.err` if it fails): the program runs
//!   with the white-space separated arguments of `NAME.args`, in that folder, so that they
//!   may name files beside it.
//!
//! A case reads its `.out`, `.err` and `.args` from beside its `.in`, wherever that is.
//! "Exactly" forgives trailing spaces and a missing final newline ([`crate::compare_exact`]).
//!
//! ```no_run
//! use checker::cases::{cases_in, Judge};
//! use std::path::Path;
//! use std::time::Duration;
//!
//! for case in cases_in(Path::new("testdata/hdu1043")).unwrap() {
//!     let run = case.run(Path::new("target/release/hdu1043"), Some(Duration::from_secs(10)));
//!     let verdict = case.judge(&run.unwrap(), &Judge::for_program("hdu1043"));
//!     println!("{}: {}", case.name, verdict);
//! }
//! ```

use crate::compare::compare_exact;
use crate::programs::Checker;
use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The subfolders of a testdata folder that hold the cases oj cannot run, in the order
/// [`cases_in`] lists them after the top level.
pub const SUBFOLDERS: [&str; 2] = ["errors", "args"];

/// One case: an input file and what beside it says of the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The input's name without `.in`, with its subfolder (`sample-1`, `errors/bad-token`).
    pub name: String,
    /// The input file.
    pub input: PathBuf,
}

/// What a program did on a case.
#[derive(Clone, Debug, Default)]
pub struct Run {
    /// What it printed on stdout.
    pub stdout: Vec<u8>,
    /// What it printed on stderr.
    pub stderr: Vec<u8>,
    /// Its exit status; `None` when a signal ended it (or the time limit did).
    pub status: Option<i32>,
    /// The wall time it took.
    pub time: Duration,
    /// Whether it was stopped at the time limit.
    pub timed_out: bool,
}

/// How a case's stdout is judged against its `.out`.
#[derive(Clone, Debug)]
pub enum Judge {
    /// Line by line ([`compare_exact`]).
    Exact,
    /// By a checker of this crate, for programs with several right answers.
    Checker(Checker),
    /// By a command, run by `sh` as `COMMAND INPUT OUTPUT EXPECTED` (testlib's order, as
    /// online-judge-tools' `--judge-command`): exit status 0 accepts.
    Command(String),
}

/// How a case went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// AC: the right answer (and for a bad input, the right error).
    Accepted,
    /// WA: what differs, from the first differing line.
    WrongAnswer(String),
    /// RE: the exit status the program ended with, and what it said.
    RuntimeError(String),
    /// TLE: stopped at the time limit.
    TimeLimitExceeded(Duration),
    /// Ran and exited with status 0, with no `.out` to compare with.
    NotJudged,
}

impl Verdict {
    /// `AC`, `WA`, `RE`, `TLE`, or `ran` for a case with nothing to compare with.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded(_) => "TLE",
            Verdict::NotJudged => "ran",
        }
    }

    /// Whether the case passed: accepted, or run without an answer to compare with.
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Accepted | Verdict::NotJudged)
    }
}

/// `AC`, `WA: line 2 differs: …`, `RE: exit status 101: …`, `TLE: stopped after 10 s`, or
/// `ran: no .out to compare with`.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = self.code();
        match self {
            Verdict::Accepted => write!(f, "{code}"),
            Verdict::WrongAnswer(why) | Verdict::RuntimeError(why) => write!(f, "{code}: {why}"),
            Verdict::TimeLimitExceeded(limit) => {
                write!(f, "{code}: stopped after {} s", limit.as_secs_f64())
            }
            Verdict::NotJudged => write!(f, "{code}: no .out to compare with"),
        }
    }
}

impl Judge {
    /// The judge for program `prog`'s answers: its checker where it has several right
    /// answers (hdu1043), the line comparison otherwise. Cost: O(1).
    ///
    /// ```
    /// use checker::cases::Judge;
    ///
    /// assert!(matches!(Judge::for_program("hdu1043"), Judge::Checker(_)));
    /// assert!(matches!(Judge::for_program("my_solution"), Judge::Exact));
    /// ```
    pub fn for_program(prog: &str) -> Judge {
        crate::programs::special(prog).map_or(Judge::Exact, Judge::Checker)
    }

    /// Whether `got` is a right answer to `input` given `expected`: `Err` says why not.
    /// Cost: that of the judge (a command: one process).
    fn accepts(&self, input: &Path, expected: &str, got: &[u8]) -> Result<(), String> {
        let got_text = String::from_utf8_lossy(got);
        match self {
            Judge::Exact => compare_exact(expected, &got_text),
            Judge::Checker(check) => {
                let input = fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
                check(&String::from_utf8_lossy(&input), Some(expected), &got_text)
            }
            Judge::Command(command) => run_judge_command(command, input, got),
        }
    }
}

impl Case {
    /// The file beside the input with `extension` instead of `in`.
    pub fn sibling(&self, extension: &str) -> PathBuf {
        self.input.with_extension(extension)
    }

    /// The expected stdout (`NAME.out`), if there is one.
    pub fn expected(&self) -> Option<String> {
        fs::read_to_string(self.sibling("out")).ok()
    }

    /// The expected stderr of a bad input (`NAME.err`), if there is one.
    pub fn expected_error(&self) -> Option<String> {
        fs::read_to_string(self.sibling("err")).ok()
    }

    /// The command-line arguments (`NAME.args`), if there are any.
    pub fn args(&self) -> Option<Vec<String>> {
        let text = fs::read_to_string(self.sibling("args")).ok()?;
        Some(text.split_whitespace().map(String::from).collect())
    }

    /// Runs `program` on the case: its input on stdin, with its arguments in its folder if
    /// it has any, stopped at `limit`. Cost: the program's run, checked every few
    /// milliseconds.
    pub fn run(&self, program: &Path, limit: Option<Duration>) -> io::Result<Run> {
        let mut command = Command::new(program);
        if let Some(args) = self.args() {
            command.args(args).current_dir(self.input.parent().unwrap_or(Path::new(".")));
        }
        let stdin = fs::File::open(&self.input)?;
        let child =
            command.stdin(stdin).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().map_err(
                |e| {
                    let said =
                        format!("{}: {}", program.display(), searchlab::program::os_error(&e));
                    io::Error::new(e.kind(), said)
                },
            )?;
        finish(child, limit)
    }

    /// How `run` went on this case, judged by `judge` (a bad input's output by its exact
    /// lines). Cost: reading the expected files, and the judge.
    pub fn judge(&self, run: &Run, judge: &Judge) -> Verdict {
        if run.timed_out {
            return Verdict::TimeLimitExceeded(run.time);
        }
        let expected = self.expected();
        if let Some(error) = self.expected_error() {
            return judge_error(run, &error, expected.as_deref());
        }
        if run.status != Some(0) {
            return Verdict::RuntimeError(ended(run));
        }
        match expected {
            Some(expected) => match judge.accepts(&self.input, &expected, &run.stdout) {
                Ok(()) => Verdict::Accepted,
                Err(why) => Verdict::WrongAnswer(why),
            },
            None => Verdict::NotJudged,
        }
    }
}

/// The verdict on a bad input's run: exit status 1, `error` on stderr exactly, and the
/// answers before it (`expected`) on stdout.
fn judge_error(run: &Run, error: &str, expected: Option<&str>) -> Verdict {
    if run.status != Some(1) {
        return Verdict::RuntimeError(format!("{}, where 1 was expected", ended(run)));
    }
    let stderr = String::from_utf8_lossy(&run.stderr);
    if let Err(why) = compare_exact(error, &stderr) {
        return Verdict::WrongAnswer(format!("stderr: {why}"));
    }
    let stdout = String::from_utf8_lossy(&run.stdout);
    match compare_exact(expected.unwrap_or_default(), &stdout) {
        Ok(()) => Verdict::Accepted,
        Err(why) => Verdict::WrongAnswer(format!("stdout: {why}")),
    }
}

/// How a run ended: `exit status 3` or `killed by a signal`, and the first line it printed
/// on stderr.
fn ended(run: &Run) -> String {
    let status =
        run.status.map_or("killed by a signal".to_string(), |s| format!("exit status {s}"));
    let stderr = String::from_utf8_lossy(&run.stderr);
    match stderr.lines().find(|l| !l.trim().is_empty()) {
        Some(line) => format!("{status}: {}", line.trim_end()),
        None => status,
    }
}

/// Waits for `child`, reading its stdout and stderr as it writes them, and kills it at
/// `limit`.
fn finish(mut child: Child, limit: Option<Duration>) -> io::Result<Run> {
    let start = Instant::now();
    let reader = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = reader(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let stderr = reader(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let mut pause = Duration::from_micros(200);
    let (status, timed_out) = loop {
        if let Some(status) = child.try_wait()? {
            break (status.code(), false);
        }
        if limit.is_some_and(|limit| start.elapsed() >= limit) {
            let _ = child.kill();
            child.wait()?;
            break (None, true);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let time = start.elapsed();
    let collect = |reader: std::thread::JoinHandle<Vec<u8>>| reader.join().unwrap_or_default();
    Ok(Run { stdout: collect(stdout), stderr: collect(stderr), status, time, timed_out })
}

/// Runs the judge `command` by `sh` on `input`, the program's output `got` (written to a
/// temporary file) and the case's `.out`: `Err` with what it said when it rejects.
fn run_judge_command(command: &str, input: &Path, got: &[u8]) -> Result<(), String> {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let output = std::env::temp_dir().join(format!("checker-output-{}-{run}", std::process::id()));
    fs::write(&output, got).map_err(|e| format!("{}: {e}", output.display()))?;
    let expected = input.with_extension("out");
    let judged = Command::new("sh")
        .arg("-c")
        .arg(format!("{command} \"$@\""))
        .arg("sh")
        .args([input, &output, &expected])
        .stdin(Stdio::null())
        .output();
    let _ = fs::remove_file(&output);
    let judged = judged.map_err(|e| format!("cannot run sh for the judge command: {e}"))?;
    if judged.status.success() {
        return Ok(());
    }
    let said = String::from_utf8_lossy(&judged.stderr);
    let said = said.lines().chain(std::str::from_utf8(&judged.stdout).unwrap_or("").lines());
    let said = said.map(str::trim).find(|l| !l.is_empty()).unwrap_or("no reason given");
    let status = judged.status.code().map_or("a signal".to_string(), |s| s.to_string());
    Err(format!("`{command}` rejected it (exit status {status}): {said}"))
}

/// The cases of testdata folder `dir`: its `NAME.in` files, then those of its subfolders
/// ([`SUBFOLDERS`]), each sorted by name; empty when there are none. Cost: a listing of
/// each folder.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("cases-doc-{}", std::process::id()));
/// std::fs::create_dir_all(dir.join("errors")).unwrap();
/// for file in ["sample-2.in", "sample-1.in", "sample-1.out", "errors/bad.in", "notes.txt"] {
///     std::fs::write(dir.join(file), "").unwrap();
/// }
/// let cases = checker::cases::cases_in(&dir).unwrap();
/// let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
/// assert_eq!(names, ["sample-1", "sample-2", "errors/bad"]);
/// std::fs::remove_dir_all(dir).unwrap();
/// ```
pub fn cases_in(dir: &Path) -> io::Result<Vec<Case>> {
    let mut cases = inputs(dir, "")?;
    for sub in SUBFOLDERS {
        let folder = dir.join(sub);
        if folder.is_dir() {
            cases.extend(inputs(&folder, &format!("{sub}/"))?);
        }
    }
    Ok(cases)
}

/// The `*.in` files of `dir` as cases named with `prefix`, sorted.
fn inputs(dir: &Path, prefix: &str) -> io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension().is_some_and(|e| e == "in") && input.is_file() {
            let stem = input.file_stem().unwrap_or_default().to_string_lossy();
            cases.push(Case { name: format!("{prefix}{stem}"), input });
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

#[cfg(all(test, unix))]
mod tests;
