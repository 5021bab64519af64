//! The testdata harness: runs each program's release binary on `testdata/<prog>/NAME.in`
//! and checks what it prints. Shared by the integration tests and `examples/demo.rs`.
//!
//! Per file:
//! - `NAME.err` present: the program must exit with status 1, print exactly `NAME.err` on
//!   stderr, and print `NAME.out` on stdout (the cases answered before the bad one).
//! - `NAME.args` present: the program runs with those (white-space separated) arguments, in
//!   the folder of the file, so they may name files beside it.
//! - otherwise it must exit with status 0 and its stdout must match `NAME.out`, exactly or,
//!   for programs where several answers are right, through that program's checker.
//!
//! "Exactly" forgives trailing spaces at line ends and a missing final newline.

#![allow(dead_code)]

pub mod package;

use searchlab::checker::{compare_exact, Checker};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The folder holding the binaries of the profile this test or example was built with.
pub fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the running executable's path");
    let mut dir = exe
        .parent()
        .expect("executables live in a folder")
        .to_path_buf();
    while dir.ends_with("deps") || dir.ends_with("examples") {
        dir.pop();
    }
    dir
}

/// The path of program `prog`'s binary.
pub fn binary(prog: &str) -> PathBuf {
    binary_dir().join(format!("{prog}{}", std::env::consts::EXE_SUFFIX))
}

/// What a program printed and how it exited.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub status: Option<i32>,
}

/// Runs `prog` with `args`, feeding it `input` on stdin.
pub fn run(prog: &str, args: &[&str], input: &[u8]) -> Run {
    run_path(&binary(prog), args, input)
}

/// Runs the executable at `path` with `args`, feeding it `input` on stdin.
pub fn run_path(path: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(path);
    command.args(args);
    run_command(command, input)
}

/// Runs `command`, feeding it `input` on stdin.
fn run_command(mut command: Command, input: &[u8]) -> Run {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {:?}: {e}", command.get_program()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program that stops early (bad input) may close its stdin first: not an error.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program ran");
    writer.join().expect("the input was written");
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        status: output.status.code(),
    }
}

/// The checker of programs that have several right answers per input.
pub fn checker_for(prog: &str) -> Option<Checker> {
    searchlab::checker::special(prog)
}

/// One `testdata/<prog>/NAME.in` file and its expectations.
pub struct Case {
    pub prog: String,
    pub name: String,
    pub input: PathBuf,
}

impl Case {
    fn sibling(&self, extension: &str) -> PathBuf {
        self.input.with_extension(extension)
    }

    /// `prog/NAME`, for messages.
    pub fn label(&self) -> String {
        format!("testdata/{}/{}", self.prog, self.name)
    }
}

/// The testdata folder at the top of the package.
pub fn testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// Every testdata case, sorted by program and name; only those whose name starts with
/// `prefix` when one is given.
pub fn cases(prefix: Option<&str>) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut programs: Vec<_> = fs::read_dir(testdata_dir())
        .expect("testdata/ exists")
        .map(|entry| entry.expect("readable testdata/").path())
        .filter(|path| path.is_dir())
        .collect();
    programs.sort();
    for dir in programs {
        let prog = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
            .expect("readable program folder")
            .map(|entry| entry.expect("readable entry").path())
            .filter(|path| path.extension().map_or(false, |e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            if prefix.map_or(true, |p| name.starts_with(p)) {
                cases.push(Case {
                    prog: prog.clone(),
                    name,
                    input,
                });
            }
        }
    }
    cases
}

/// What running one case gave: the program's stdout and the verdict.
pub struct Verdict {
    pub stdout: String,
    pub result: Result<(), String>,
}

/// Runs `case` through its program and judges the result.
pub fn check(case: &Case) -> Verdict {
    let input = fs::read(&case.input).expect("readable .in file");
    let expected = fs::read_to_string(case.sibling("out"))
        .unwrap_or_else(|_| panic!("{}: missing .out file", case.label()));
    let expected_err = fs::read_to_string(case.sibling("err")).ok();
    let mut command = Command::new(binary(&case.prog));
    if let Ok(args) = fs::read_to_string(case.sibling("args")) {
        command
            .args(args.split_whitespace())
            .current_dir(case.input.parent().expect("a testdata folder"));
    }
    let run = run_command(command, &input);
    let result = judge(
        case,
        &String::from_utf8_lossy(&input),
        &expected,
        expected_err.as_deref(),
        &run,
    );
    Verdict {
        stdout: run.stdout,
        result: result.map_err(|e| format!("{}: {e}", case.label())),
    }
}

fn judge(
    case: &Case,
    input: &str,
    expected: &str,
    expected_err: Option<&str>,
    run: &Run,
) -> Result<(), String> {
    match expected_err {
        Some(expected_err) => {
            if run.status != Some(1) {
                return Err(format!("exit status {:?}, expected 1", run.status));
            }
            compare_exact(expected_err, &run.stderr).map_err(|e| format!("stderr: {e}"))?;
            compare_exact(expected, &run.stdout).map_err(|e| format!("stdout: {e}"))
        }
        None => {
            if run.status != Some(0) {
                return Err(format!(
                    "exit status {:?}, stderr: {}",
                    run.status,
                    run.stderr.trim_end()
                ));
            }
            match checker_for(&case.prog) {
                Some(checker) => checker(input, expected, &run.stdout),
                None => compare_exact(expected, &run.stdout),
            }
        }
    }
}
