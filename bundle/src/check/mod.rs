//! The last stage, `bundle --check`: what a contestant runs before submitting. The bundle is
//! compiled by a `rustc` (the one on PATH by default) under some editions (2021 and 2024 by
//! default) with warnings denied, and, when the program has testdata (`testdata/NAME/` of
//! the package, or beside the program file or in its folder), each build runs every input
//! there beside the Cargo build of the same program, which must give the same stdout,
//! stderr and exit status.

pub(crate) mod rustc;

use crate::bundled::Bundle;
use crate::manifest::{program_file, Manifest};
use rustc::{first_problem, Rustc};
use searchlab::program::os_error;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The editions a bundle is compiled under by default.
pub const DEFAULT_EDITIONS: [&str; 2] = ["2021", "2024"];

/// The editions rustc knows, the default ones first (the order `--help` lists them in).
pub const EDITIONS: [&str; 4] = ["2021", "2024", "2015", "2018"];

/// The compiler a bundle is checked with, and under which editions.
#[derive(Clone, Debug)]
pub struct Compiler {
    /// The `rustc` to run (a name on PATH, or a path).
    pub rustc: PathBuf,
    /// Editions to compile under, each one of [`EDITIONS`].
    pub editions: Vec<String>,
}

impl Default for Compiler {
    /// The `rustc` on PATH with [`DEFAULT_EDITIONS`].
    fn default() -> Compiler {
        let editions = DEFAULT_EDITIONS.iter().map(|e| e.to_string()).collect();
        Compiler { rustc: PathBuf::from("rustc"), editions }
    }
}

/// One check and how it went.
#[derive(Clone, Debug)]
pub struct Check {
    /// What was checked, e.g. `rustc 1.95.0 --edition 2021 -D warnings`.
    pub what: String,
    /// `Err` with the reason when it failed.
    pub outcome: Result<(), String>,
}

/// Checks `bundled`, written at `bundle_file`, of the package at `root`, with `compiler`;
/// calls `report` with each check as it ends and returns whether all passed. Builds go to
/// `TARGET/bundle-check/NAME/` (`TARGET` is `$CARGO_TARGET_DIR` or `root/target`).
/// Cost: a rustc run per edition, a Cargo build, and for each testdata input one run of
/// the Cargo build and one per edition.
pub fn check(
    root: &Path,
    bundled: &Bundle,
    bundle_file: &Path,
    compiler: &Compiler,
    report: &mut dyn FnMut(&Check),
) -> bool {
    let mut all_passed = true;
    let mut emit = |what: String, outcome: Result<(), String>| {
        all_passed &= outcome.is_ok();
        report(&Check { what, outcome });
    };
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let work = target.join("bundle-check").join(&bundled.name);
    let rustc = Rustc::at(&compiler.rustc);
    let version = rustc.version();
    let mut builds = Vec::new();
    for edition in &compiler.editions {
        let folder = format!("{}-{edition}", version.replace(' ', "-"));
        let exe = work.join(folder).join(exe_name(&bundled.name));
        let outcome = rustc.compile(bundle_file, edition, &exe, &[]);
        if outcome.is_ok() {
            builds.push((edition, exe));
        }
        emit(format!("{version} --edition {edition} -D warnings"), outcome);
    }
    let folders = testdata_folders(root, bundled);
    let inputs = testdata_inputs(&folders);
    if inputs.is_empty() {
        let looked: Vec<String> = folders.iter().map(|f| shown(f)).collect();
        let why =
            format!("no testdata for {} (no NAME.in file in {})", bundled.name, looked.join(", "));
        emit("testdata".to_string(), Err(why));
    }
    if inputs.is_empty() || builds.is_empty() {
        return all_passed;
    }
    let reference = match cargo_build(root, bundled, &target, &work) {
        Ok(exe) => exe,
        Err(why) => {
            emit(format!("the Cargo build of {}", bundled.name), Err(why));
            return all_passed;
        }
    };
    for input in &inputs {
        let shown = shown(input);
        // The Cargo build runs once per input; each edition's build is compared with it.
        let expected = run_on(&reference, input);
        for (edition, exe) in &builds {
            let outcome = match &expected {
                Ok(expected) => run_on(exe, input).and_then(|got| same_behaviour(expected, &got)),
                Err(why) => Err(why.clone()),
            };
            emit(
                format!("{shown}, edition {edition}: same stdout, stderr and exit status as the Cargo build"),
                outcome,
            );
        }
    }
    all_passed
}

/// `path` as a user reads it: from the current folder when it is inside it, else whole.
fn shown(path: &Path) -> String {
    let here = std::env::current_dir().unwrap_or_default();
    path.strip_prefix(here).unwrap_or(path).display().to_string()
}

fn exe_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// The folders a program's testdata may be in, nearest first: `testdata/NAME/` in the
/// program file's folder and each folder above it up to the package's root (two folders,
/// for a program outside it: `sol/src/main.rs` has `sol/testdata/sol/`), then in the
/// package's root.
fn testdata_folders(root: &Path, bundled: &Bundle) -> Vec<PathBuf> {
    let program = fs::canonicalize(&bundled.program_file).unwrap_or_default();
    let root = fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    let inside = program.starts_with(&root);
    let mut folders: Vec<PathBuf> = program
        .ancestors()
        .skip(1)
        .take_while(|dir| !inside || dir.starts_with(&root))
        .take(if inside { usize::MAX } else { 2 })
        .map(|dir| dir.join("testdata").join(&bundled.name))
        .collect();
    let at_root = root.join("testdata").join(&bundled.name);
    if !folders.contains(&at_root) {
        folders.push(at_root);
    }
    folders
}

/// The inputs of the cases of the first of `folders` that has any (see `checker::cases`).
fn testdata_inputs(folders: &[PathBuf]) -> Vec<PathBuf> {
    let cases = folders.iter().map(|dir| checker::cases::cases_in(dir).unwrap_or_default());
    let found = cases.into_iter().find(|c| !c.is_empty()).unwrap_or_default();
    found.into_iter().map(|case| case.input).collect()
}

/// The program built the Cargo way: `cargo build --release --bin NAME` for a program of
/// `src/bin`, `--example NAME` for `examples/NAME.rs`; for a file elsewhere, the library
/// built by Cargo and the file compiled against it by rustc, under the package's edition.
fn cargo_build(
    root: &Path,
    bundled: &Bundle,
    target: &Path,
    work: &Path,
) -> Result<PathBuf, String> {
    let manifest = root.join("Cargo.toml");
    let same_file = |file: PathBuf| {
        let canonical = |f: &Path| fs::canonicalize(f).ok();
        canonical(&file).is_some() && canonical(&file) == canonical(&bundled.program_file)
    };
    let example = root.join("examples").join(format!("{}.rs", bundled.name));
    let target_kind = [(program_file(root, &bundled.name), "--bin"), (Some(example), "--example")]
        .into_iter()
        .find_map(|(file, kind)| file.is_some_and(same_file).then_some(kind));
    let mut cargo = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cargo.args(["build", "--release", "--quiet", "--manifest-path"]);
    cargo.arg(&manifest);
    match target_kind {
        Some(kind) => cargo.args([kind, &bundled.name]),
        None => cargo.arg("--lib"),
    };
    let output = cargo
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {}", os_error(&e)))?;
    if !output.status.success() {
        return Err(first_problem(&String::from_utf8_lossy(&output.stderr)));
    }
    let release = target.join("release");
    match target_kind {
        Some("--bin") => return Ok(release.join(exe_name(&bundled.name))),
        Some(_) => return Ok(release.join("examples").join(exe_name(&bundled.name))),
        None => {}
    }
    let manifest = Manifest::read(root).map_err(|e| e.to_string())?;
    let library = &manifest.library_name;
    let exe = work.join("cargo").join(exe_name(&bundled.name));
    let rlib = release.join(format!("lib{library}.rlib"));
    let deps = format!("dependency={}", release.join("deps").display());
    let link = ["--extern".into(), format!("{library}={}", rlib.display()), "-L".into(), deps];
    Rustc::at("rustc").compile(&bundled.program_file, &manifest.edition, &exe, &link)?;
    Ok(exe)
}

/// What `program` prints and how it exits, given `input` on stdin.
fn run_on(program: &Path, input: &Path) -> Result<Output, String> {
    let stdin = fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    Command::new(program)
        .stdin(stdin)
        .output()
        .map_err(|e| format!("cannot run {}: {}", program.display(), os_error(&e)))
}

/// `Err` says how `got` differs from `expected`, the Cargo build's run.
fn same_behaviour(expected: &Output, got: &Output) -> Result<(), String> {
    if expected.status.code() != got.status.code() {
        return Err(format!(
            "exit status {:?}, the Cargo build's {:?}",
            got.status.code(),
            expected.status.code()
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
