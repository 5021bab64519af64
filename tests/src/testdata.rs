//! The testdata files: each program's release binary on `testdata/<prog>/NAME.in`, and
//! what it must print.
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

use crate::programs::{binary, workspace_root};
use crate::run::{run_command, Run};
use checker::compare_exact;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One `testdata/<prog>/NAME.in` file and its expectations.
pub struct Case {
    /// The program it is for.
    pub prog: String,
    /// The file's name without `.in`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
}

impl Case {
    fn sibling(&self, extension: &str) -> PathBuf {
        self.input.with_extension(extension)
    }

    /// `testdata/PROG/NAME`, for messages.
    pub fn label(&self) -> String {
        format!("testdata/{}/{}", self.prog, self.name)
    }
}

/// The testdata folder at the top of the workspace.
pub fn testdata_dir() -> PathBuf {
    workspace_root().join("testdata")
}

/// Every testdata case, sorted by program and name; only those whose name starts with
/// `prefix` when one is given.
pub fn cases(prefix: Option<&str>) -> Vec<Case> {
    let mut programs: Vec<PathBuf> = fs::read_dir(testdata_dir())
        .expect("testdata/ exists")
        .map(|entry| entry.expect("readable testdata/").path())
        .filter(|path| path.is_dir())
        .collect();
    programs.sort();
    let mut cases = Vec::new();
    for dir in programs {
        let prog = dir.file_name().unwrap().to_string_lossy().into_owned();
        for input in inputs(&dir) {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            if prefix.is_none_or(|p| name.starts_with(p)) {
                let prog = prog.clone();
                cases.push(Case { prog, name, input });
            }
        }
    }
    cases
}

/// The `.in` files of a folder, sorted.
pub fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)
        .expect("readable program folder")
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

/// What running one case gave: the program's stdout and the verdict.
pub struct Verdict {
    /// What the program printed.
    pub stdout: String,
    /// `Err` says what was wrong, naming the case.
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
    let input = String::from_utf8_lossy(&input);
    let result = judge(case, &input, &expected, expected_err.as_deref(), &run);
    Verdict { stdout: run.stdout, result: result.map_err(|e| format!("{}: {e}", case.label())) }
}

fn judge(
    case: &Case,
    input: &str,
    expected: &str,
    expected_err: Option<&str>,
    run: &Run,
) -> Result<(), String> {
    let Some(expected_err) = expected_err else {
        if run.status != Some(0) {
            let stderr = run.stderr.trim_end();
            return Err(format!("exit status {:?}, stderr: {stderr}", run.status));
        }
        // A tool's cases (`checker`'s own, say) are compared exactly.
        let check = checker::for_program(&case.prog).unwrap_or(|_, e, got| compare_exact(e, got));
        return check(input, expected, &run.stdout);
    };
    if run.status != Some(1) {
        return Err(format!("exit status {:?}, expected 1", run.status));
    }
    compare_exact(expected_err, &run.stderr).map_err(|e| format!("stderr: {e}"))?;
    compare_exact(expected, &run.stdout).map_err(|e| format!("stdout: {e}"))
}
