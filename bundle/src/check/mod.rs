//! The last stage, `bundle --check`: what a contestant runs before submitting. The bundle is
//! compiled by a `rustc` (the one on PATH by default) under its edition (or the editions
//! asked for) with warnings denied; then each build runs every case of the program's
//! testdata (`testdata/NAME/`, found from the program file's folder up to its crate's root;
//! see `checker::cases`): its answer is judged against the expected one (AC, WA, RE, TLE),
//! and compared with what the Cargo build of the same program does, which must be the same
//! stdout, stderr and exit status; one line a case and edition.

pub(crate) mod diagnostics;
mod reference;
pub(crate) mod rustc;
mod verdicts;

pub(crate) use reference::cargo_errors;

use crate::bundled::Bundle;
use crate::error::shown;
use crate::find::Program;
use checker::cases::{cases_in, Case, Judge, Run, Verdict};
use rustc::{exe_name, Rustc};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The editions rustc knows, as `--help` lists them.
pub const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];

/// How a bundle is checked.
#[derive(Clone, Debug)]
pub struct Checking {
    /// The `rustc` to compile it with (a name on PATH, or a path).
    pub rustc: PathBuf,
    /// The editions to compile it under, each one of [`EDITIONS`]; none: the bundle's own.
    pub editions: Vec<String>,
    /// A command that judges an answer (`COMMAND INPUT OUTPUT EXPECTED`, as oj's
    /// `--judge-command`); `None`: the program's checker where it has one
    /// (`checker::cases::Judge::for_program`), else the lines compared.
    pub judge: Option<String>,
    /// How long a case may run before it is stopped (TLE); `None`: as long as it takes.
    pub time_limit: Option<Duration>,
}

impl Default for Checking {
    /// The `rustc` on PATH, the bundle's edition, the program's judge, 10 seconds a case.
    fn default() -> Checking {
        Checking {
            rustc: PathBuf::from("rustc"),
            editions: Vec::new(),
            judge: None,
            time_limit: Some(Duration::from_secs(10)),
        }
    }
}

/// One check and how it went.
#[derive(Clone, Debug)]
pub struct Check {
    /// What was checked, e.g. `rustc 1.95.0 --edition 2021 -D warnings`.
    pub what: String,
    /// How it went: `ok`, a case's verdict (`AC in 0.01 s`, `WA: line 2 differs: …`), or
    /// `FAILED: ` and why.
    pub said: String,
    /// Whether it passed.
    pub passed: bool,
    /// For a case's answer, its verdict.
    pub verdict: Option<Verdict>,
}

/// How a bundle's checks went: how many ran and failed, and the cases' verdicts by code.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    /// How many checks ran.
    pub checks: usize,
    /// How many of them failed.
    pub failed: usize,
    /// How many answers got each verdict (`AC`, `WA`, `RE`, `TLE`, `ran`).
    pub verdicts: BTreeMap<&'static str, usize>,
}

impl Checked {
    /// The verdicts counted, as `bundle --check` ends a program's lines with them (`cases:
    /// 3 AC, 1 WA`); `None` when no case ran. Cost: O(1).
    ///
    /// ```
    /// let mut checked = bundle::Checked::default();
    /// assert_eq!(checked.summary(), None);
    /// checked.verdicts.extend([("AC", 3), ("WA", 1), ("ran", 2)]);
    /// assert_eq!(checked.summary().unwrap(), "cases: 3 AC, 1 WA, 2 ran without an .out");
    /// ```
    pub fn summary(&self) -> Option<String> {
        let counts = self.verdicts.iter().map(|(&code, n)| match code {
            "ran" => format!("{n} ran without an .out"),
            code => format!("{n} {code}"),
        });
        let counts: Vec<String> = counts.collect();
        (!counts.is_empty()).then(|| format!("cases: {}", counts.join(", ")))
    }
}

/// Checks `bundled`, the bundle of `program` written at `bundle_file`, as `checking` says;
/// calls `report` with each check as it ends and returns how they went. Builds go to
/// `TARGET/bundle-check/NAME/` (`TARGET`: the crate's target folder). Cost: a rustc run
/// per edition, a Cargo build, and for each case one run of the Cargo build and one per
/// edition.
pub fn check(
    program: &Program,
    bundled: &Bundle,
    bundle_file: &Path,
    checking: &Checking,
    report: &mut dyn FnMut(&Check),
) -> Checked {
    let mut checked = Checked::default();
    let mut emit = |what: String, outcome: Result<String, String>, verdict: Option<Verdict>| {
        checked.checks += 1;
        checked.failed += usize::from(outcome.is_err());
        if let Some(verdict) = &verdict {
            *checked.verdicts.entry(verdict.code()).or_default() += 1;
        }
        let (said, passed) = match outcome {
            Ok(said) => (said, true),
            Err(why) if verdict.is_some() => (why, false),
            Err(why) => (format!("FAILED: {why}"), false),
        };
        report(&Check { what, said, passed, verdict });
    };
    let work = program.target_dir.join("bundle-check").join(&program.name);
    let builds = compile(bundled, bundle_file, checking, &work, &mut emit);
    let folders = testdata_folders(program);
    let cases = folders.iter().map(|dir| cases_in(dir).unwrap_or_default()).find(|c| !c.is_empty());
    let Some(cases) = cases else {
        let looked: Vec<String> = folders.iter().map(|f| shown(f)).collect();
        let why =
            format!("no testdata for {} (no NAME.in file in {})", program.name, looked.join(", "));
        emit("testdata".to_string(), Err(why), None);
        return checked;
    };
    if builds.is_empty() {
        return checked;
    }
    let reference = reference::reference_build(program, &work);
    if let Err(why) = &reference {
        emit(format!("the Cargo build of {}", program.name), Err(why.clone()), None);
    }
    let judge =
        checking.judge.clone().map_or_else(|| Judge::for_program(&program.name), Judge::Command);
    for case in &cases {
        let shown = shown(&case.input);
        let run = |exe: &Path| case.run(exe, checking.time_limit).map_err(|e| e.to_string());
        let expected = reference.as_ref().ok().map(|exe| run(exe));
        for (edition, exe) in &builds {
            let got = run(exe);
            let (verdict, mut outcome) = judged(case, &got, &judge);
            if let (Some(expected), Ok(got)) = (&expected, &got) {
                let same =
                    expected.as_ref().map_err(Clone::clone).and_then(|e| same_behaviour(e, got));
                outcome = match (outcome, same) {
                    (Ok(said), Ok(())) => Ok(format!("{said}; same output as the Cargo build")),
                    (Ok(said), Err(why)) => Err(format!("{said}; FAILED: {why}")),
                    (Err(said), _) => Err(said),
                };
            }
            emit(format!("{shown}, edition {edition}"), outcome, verdict);
        }
    }
    checked
}

/// The bundle compiled under each edition `checking` asks for, each compilation reported:
/// the editions and executables of those that compiled.
fn compile(
    bundled: &Bundle,
    bundle_file: &Path,
    checking: &Checking,
    work: &Path,
    emit: &mut dyn FnMut(String, Result<String, String>, Option<Verdict>),
) -> Vec<(String, PathBuf)> {
    let rustc = Rustc::at(&checking.rustc);
    let version = rustc.version();
    let editions = match checking.editions.as_slice() {
        [] => vec![bundled.edition.clone()],
        editions => editions.to_vec(),
    };
    let mut builds = Vec::new();
    for edition in editions {
        let folder = format!("{}-{edition}", version.replace(' ', "-"));
        let exe = work.join(folder).join(exe_name(&bundled.name));
        // Named as the user reads it, so that rustc's messages name it so too.
        let named = PathBuf::from(shown(bundle_file));
        let deny = ["-D".to_string(), "warnings".to_string()];
        let outcome = rustc.compile(&named, (&edition, &exe), &deny, Some(&bundled.origins));
        if outcome.is_ok() {
            builds.push((edition.clone(), exe));
        }
        emit(
            format!("{version} --edition {edition} -D warnings"),
            outcome.map(|()| "ok".into()),
            None,
        );
    }
    builds
}

/// The verdict on a case's run (or why it could not run), and how to report it.
fn judged(
    case: &Case,
    run: &Result<Run, String>,
    judge: &Judge,
) -> (Option<Verdict>, Result<String, String>) {
    match run {
        Ok(run) => {
            let verdict = case.judge(run, judge);
            let said = match &verdict {
                Verdict::Accepted => format!("AC in {:.2} s", run.time.as_secs_f64()),
                other => other.to_string(),
            };
            let outcome = if verdict.passed() { Ok(said) } else { Err(said) };
            (Some(verdict), outcome)
        }
        Err(why) => (None, Err(why.clone())),
    }
}

/// The folders a program's testdata may be in, nearest first: `testdata/NAME/` in the
/// program file's folder and each folder above it up to its crate's root (for a file of no
/// crate, its folder and the one above: `sol/main.rs` has `sol/testdata/sol/`).
fn testdata_folders(program: &Program) -> Vec<PathBuf> {
    let file = std::path::absolute(&program.file).unwrap_or_else(|_| program.file.clone());
    let root =
        std::path::absolute(&program.crate_root).unwrap_or_else(|_| program.crate_root.clone());
    let inside = file.starts_with(&root);
    let folders = file.ancestors().skip(1).take_while(|dir| !inside || dir.starts_with(&root));
    let folders = folders.take(if inside { usize::MAX } else { 2 });
    folders.map(|dir| dir.join("testdata").join(&program.name)).collect()
}

/// `Err` says how `got` differs from `expected`, the Cargo build's run.
fn same_behaviour(expected: &Run, got: &Run) -> Result<(), String> {
    if expected.timed_out || got.timed_out {
        return Err("stopped at the time limit: nothing to compare".to_string());
    }
    if expected.status != got.status {
        return Err(format!(
            "exit status {:?}, the Cargo build's {:?}",
            got.status, expected.status
        ));
    }
    for (stream, want, have) in
        [("stdout", &expected.stdout, &got.stdout), ("stderr", &expected.stderr, &got.stderr)]
    {
        if want != have {
            let line = first_difference(want, have);
            return Err(format!("{stream} differs from the Cargo build's at line {line}"));
        }
    }
    Ok(())
}

/// The 1-based line where two outputs first differ.
fn first_difference(a: &[u8], b: &[u8]) -> usize {
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    1 + a[..common].iter().filter(|&&c| c == b'\n').count()
}

#[cfg(test)]
mod tests;
