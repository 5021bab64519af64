//! The testdata files: each program's release binary on every case of `testdata/<prog>/`,
//! laid out and judged as `checker::cases` says (oj's `NAME.in`/`NAME.out` pairs at the top,
//! bad inputs with their exact error in `errors/`, cases with arguments in `args/`), through
//! the program's checker where several answers are right. Every case here must have its
//! expected output.

use crate::programs::{binary, workspace_root};
use checker::cases::{cases_in, Judge, Verdict as Judged};
use std::path::PathBuf;

/// One case of `testdata/<prog>/`.
pub struct Case {
    /// The program it is for.
    pub prog: String,
    /// The case's name: its file's without `.in`, with its subfolder (`errors/bad-token`).
    pub name: String,
    /// The input file.
    pub input: PathBuf,
}

impl Case {
    /// `testdata/PROG/NAME`, for messages.
    pub fn label(&self) -> String {
        format!("testdata/{}/{}", self.prog, self.name)
    }

    fn case(&self) -> checker::cases::Case {
        checker::cases::Case { name: self.name.clone(), input: self.input.clone() }
    }
}

/// The testdata folder at the top of the workspace.
pub fn testdata_dir() -> PathBuf {
    workspace_root().join("testdata")
}

/// The programs with a testdata folder, sorted.
pub fn programs() -> Vec<String> {
    let entries = std::fs::read_dir(testdata_dir()).expect("testdata/ exists");
    let folders = entries.map(|entry| entry.expect("readable testdata/").path());
    let mut programs: Vec<String> = folders
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    programs.sort();
    programs
}

/// Every testdata case, sorted by program, then as `checker::cases::cases_in` lists them;
/// only those whose name starts with `prefix` when one is given (`sample-`: the statement
/// samples at the top of each folder).
pub fn cases(prefix: Option<&str>) -> Vec<Case> {
    let mut cases = Vec::new();
    for prog in programs() {
        let found = cases_in(&testdata_dir().join(&prog)).expect("a readable testdata folder");
        for case in found.into_iter().filter(|c| prefix.is_none_or(|p| c.name.starts_with(p))) {
            cases.push(Case { prog: prog.clone(), name: case.name, input: case.input });
        }
    }
    cases
}

/// What running one case gave: the program's stdout and the verdict.
pub struct Verdict {
    /// What the program printed.
    pub stdout: String,
    /// `Err` says what was wrong, naming the case.
    pub result: Result<(), String>,
}

/// Runs `case` through its program and judges the result; a case without its `.out` fails.
pub fn check(case: &Case) -> Verdict {
    let run = case.case().run(&binary(&case.prog), None);
    let run = run.unwrap_or_else(|e| panic!("{}: {e}", case.label()));
    let judged = case.case().judge(&run, &Judge::for_program(&case.prog));
    let result = match judged {
        Judged::Accepted => Ok(()),
        Judged::NotJudged => Err(format!("{}: no .out file", case.label())),
        other => Err(format!("{}: {other}", case.label())),
    };
    Verdict { stdout: String::from_utf8_lossy(&run.stdout).into_owned(), result }
}
