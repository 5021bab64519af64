//! rustc, the one place `bundle` runs it: checking a bundle (its warnings, read from
//! `--error-format=short`, or its errors, from `--error-format=json`), compiling a file into
//! an executable, and its version. A bundle is printed for rustc and parsed back only here,
//! so that the lines rustc points at are those of the syntax tree the caller gets.

use super::diagnostics::{self, Diagnostic};
use super::verdicts::Verdicts;
use crate::origins::Origins;
use searchlab::program::os_error;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The `rustc` that checks bundles.
#[derive(Clone, Debug)]
pub(crate) struct Rustc {
    path: PathBuf,
    /// The edition bundles are checked under.
    edition: String,
    /// Where its verdicts on bundles are kept, if anywhere.
    verdicts: Option<Verdicts>,
}

/// One warning of rustc: the line it points at and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lint {
    pub line: usize,
    pub message: String,
}

/// What one of rustc's errors says: every message it carries (its own, its notes' and its
/// spans' labels, where `has type `Board<4, 16>`` is said), joined, and the lines of the
/// source it points at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct RustcError {
    pub text: String,
    pub lines: Vec<usize>,
}

/// Why rustc gave no verdict to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Failed {
    /// It could not be run (not installed, say).
    NotRun(String),
    /// It rejected the source: its first line of errors.
    Rejected(String),
}

/// A bundle as rustc saw it, parsed back (its spans' lines are rustc's), and its warnings.
pub(crate) struct Checked {
    pub file: syn::File,
    pub lints: Vec<Lint>,
}

impl Rustc {
    /// The `rustc` at `path` (a name on PATH, or a path), checking under edition 2021.
    pub fn at(path: impl Into<PathBuf>) -> Rustc {
        Rustc { path: path.into(), edition: "2021".to_string(), verdicts: None }
    }

    /// The `rustc` at `path` if one is given, else `$RUSTC`, else the `rustc` on PATH,
    /// checking under `edition`.
    pub fn chosen(path: Option<&Path>, edition: &str) -> Rustc {
        let path = path.map(|p| p.as_os_str().to_owned());
        let path = path.or_else(|| std::env::var_os("RUSTC")).unwrap_or_else(|| "rustc".into());
        Rustc { path: path.into(), edition: edition.to_string(), verdicts: None }
    }

    /// This `rustc`, keeping its verdicts on bundles in `folder` and answering from there
    /// what it was asked before (see `verdicts`).
    pub fn keeping_verdicts_in(self, folder: PathBuf) -> Rustc {
        Rustc { verdicts: Some(Verdicts::in_folder(folder)), ..self }
    }

    /// rustc's warnings on `file` (compiled as a binary under its edition, only checked),
    /// with `file` as rustc saw it. Cost: a rustc check, a fraction of a second.
    pub fn lints(&self, file: &syn::File) -> Result<Checked, Failed> {
        let text = prettyplease::unparse(file);
        let lints = self.verdict(&text)?;
        let file = syn::parse_file(&text).map_err(|e| Failed::NotRun(e.to_string()))?;
        Ok(Checked { file, lints })
    }

    /// rustc's warnings on the program `source`, or its first error. Cost: a rustc check.
    pub fn verdict(&self, source: &str) -> Result<Vec<Lint>, Failed> {
        let (compiled, said) = self.check(source, "short")?;
        if !compiled {
            let first = said.lines().find(|l| l.contains("error"));
            return Err(Failed::Rejected(first.unwrap_or("rustc failed").to_string()));
        }
        Ok(said.lines().filter_map(parse_lint).collect())
    }

    /// rustc's errors on `file` (none when it compiles), with `file` as rustc saw it.
    pub fn errors(&self, file: &syn::File) -> Result<(syn::File, Vec<RustcError>), Failed> {
        let text = prettyplease::unparse(file);
        let (compiled, said) = self.check(&text, "json")?;
        let file = syn::parse_file(&text).map_err(|e| Failed::NotRun(e.to_string()))?;
        let errors = said.lines().filter(|l| l.contains(r#""level":"error""#));
        let errors = if compiled { Vec::new() } else { errors.map(parse_error).collect() };
        Ok((file, errors))
    }

    /// Runs rustc on `source` with `--error-format=FORMAT`: whether it compiled, and what
    /// it said.
    fn check(&self, source: &str, format: &str) -> Result<(bool, String), Failed> {
        let flags = [self.edition.as_str(), format];
        if let Some(kept) = self.verdicts.as_ref().and_then(|v| v.get(&self.path, &flags, source)) {
            return Ok(kept);
        }
        let (compiled, said) = self.run_check(source, format)?;
        if let Some(verdicts) = &self.verdicts {
            verdicts.put(&self.path, &flags, source, (compiled, &said));
        }
        Ok((compiled, said))
    }

    /// [`Rustc::check`] without the kept verdicts: rustc run on `source`.
    fn run_check(&self, source: &str, format: &str) -> Result<(bool, String), Failed> {
        // One folder per check: bundles may be checked on several threads at once.
        static CHECKS: AtomicUsize = AtomicUsize::new(0);
        let check = CHECKS.fetch_add(1, Ordering::Relaxed);
        let out_dir =
            std::env::temp_dir().join(format!("searchlab-bundle-{}-{check}", std::process::id()));
        let mut child = Command::new(&self.path)
            .args(["--edition", &self.edition, "--crate-type", "bin", "--crate-name", "bundle"])
            .arg("--emit=metadata")
            .arg(format!("--error-format={format}"))
            .arg("--out-dir")
            .arg(&out_dir)
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| Failed::NotRun(format!("{}: {e}", self.path.display())))?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let written = stdin.write_all(source.as_bytes());
        drop(stdin);
        let output = child.wait_with_output().map_err(|e| Failed::NotRun(e.to_string()))?;
        let _ = fs::remove_dir_all(&out_dir);
        written.map_err(|e| Failed::NotRun(e.to_string()))?;
        let said = String::from_utf8_lossy(&output.stderr).into_owned();
        Ok((output.status.success(), said))
    }

    /// Compiles `source` into the optimised executable `exe` under `edition`, `extra`
    /// arguments added (a library to link, `-D warnings`); a failure is told as rustc's
    /// errors with their notes and help, at the program's lines through `origins` when
    /// `source` is a bundle.
    pub fn compile(
        &self,
        source: &Path,
        (edition, exe): (&str, &Path),
        extra: &[String],
        origins: Option<&Origins>,
    ) -> Result<(), String> {
        if let Some(dir) = exe.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let output = Command::new(&self.path)
            .args(["--edition", edition, "-O", "--crate-type", "bin"])
            .args(["--crate-name", &crate_name(exe), "--error-format=json"])
            .args(extra)
            .arg(source)
            .arg("-o")
            .arg(exe)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run {}: {}", self.path.display(), os_error(&e)))?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if output.status.success() {
            return Ok(());
        }
        let said = diagnostics::parse(&stderr);
        let said: Vec<Diagnostic> = said.into_iter().filter(Diagnostic::is_error).collect();
        match said.is_empty() {
            true => Err(first_problem(&stderr)),
            false => Err(diagnostics::told_all(&said, origins.map(|o| (o, "")))),
        }
    }

    /// rustc's errors and warnings on the program `source` (read from stdin, `<anon>`).
    /// Cost: a rustc check.
    pub fn diagnostics(&self, source: &str) -> Result<Vec<Diagnostic>, Failed> {
        let (_, said) = self.check(source, "json")?;
        Ok(diagnostics::parse(&said))
    }

    /// `rustc 1.95.0`: the first two words of `rustc --version`.
    pub fn version(&self) -> String {
        let output = Command::new(&self.path).arg("--version").output().ok();
        let said = output.map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
        let words = said.map(|v| v.split_whitespace().take(2).collect::<Vec<_>>().join(" "));
        words.filter(|v| !v.is_empty()).unwrap_or_else(|| "rustc".to_string())
    }
}

impl Lint {
    /// The names quoted in the message (`methods `a` and `b` are never used`).
    pub(crate) fn names(&self) -> Vec<&str> {
        self.message.split('`').skip(1).step_by(2).collect()
    }

    pub(crate) fn is_unused_import(&self) -> bool {
        self.message.starts_with("unused import")
    }

    /// Whether the message says whole items of this kind are unused (not fields,
    /// variants or structs, which may still be named).
    pub(crate) fn kills_item(&self) -> bool {
        let kinds = ["function ", "constant ", "static ", "trait ", "type alias ", "enum "];
        let never_used = self.message.ends_with("never used");
        (kinds.iter().any(|k| self.message.starts_with(k)) && never_used)
            || self.message.starts_with("unused macro definition")
    }

    /// Whether the message is about fields never read or variants never constructed,
    /// which stay with their type.
    pub(crate) fn is_about_parts(&self) -> bool {
        ["field", "variant"].iter().any(|k| self.message.starts_with(k))
    }

    /// Whether the message says some code is unused: what pruning removes or marks. Any
    /// other warning (an unused variable, an unreachable pattern) is one a removal caused.
    pub(crate) fn is_about_unused_code(&self) -> bool {
        self.kills_item()
            || self.kills_members()
            || self.is_unused_import()
            || self.is_about_parts()
            || self.message.starts_with("struct ")
    }

    /// Whether the message says methods or associated items are never used.
    pub(crate) fn kills_members(&self) -> bool {
        let members = ["method", "associated"].iter().any(|k| self.message.starts_with(k));
        members && self.message.ends_with("never used")
    }
}

/// `<anon>:12:5: warning: function `f` is never used` as a [`Lint`].
pub(crate) fn parse_lint(line: &str) -> Option<Lint> {
    let (place, message) = line.split_once(": warning: ")?;
    let mut parts = place.rsplitn(3, ':');
    let _column = parts.next()?;
    let line = parts.next()?.parse().ok()?;
    Some(Lint { line, message: message.to_string() })
}

/// One error of rustc's `--error-format=json` as a [`RustcError`].
pub(crate) fn parse_error(line: &str) -> RustcError {
    let (mut texts, mut lines) = (Vec::new(), Vec::new());
    if let Ok(diagnostic) = serde_json::from_str(line) {
        said(&diagnostic, &mut texts, &mut lines);
    }
    RustcError { text: texts.join("\n"), lines }
}

/// The messages and labels of a diagnostic (its children's and its spans' too) into
/// `texts`, and the lines of its spans in the source itself (named `<anon>`; not in a
/// macro of std) into `lines`.
fn said(value: &serde_json::Value, texts: &mut Vec<String>, lines: &mut Vec<usize>) {
    use serde_json::Value;
    match value {
        Value::Object(fields) => {
            let text = |key| fields.get(key).and_then(Value::as_str).map(String::from);
            texts.extend(text("message").into_iter().chain(text("label")));
            if text("file_name").as_deref() == Some("<anon>") {
                let line = fields.get("line_start").and_then(Value::as_u64);
                lines.extend(line.and_then(|line| usize::try_from(line).ok()));
            }
            fields.values().for_each(|inner| said(inner, texts, lines));
        }
        Value::Array(values) => values.iter().for_each(|inner| said(inner, texts, lines)),
        _ => {}
    }
}

/// A crate name for the executable `exe` (rustc takes letters, digits and `_` only).
fn crate_name(exe: &Path) -> String {
    let stem = exe.file_stem().unwrap_or_default().to_string_lossy();
    let name: String =
        stem.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        name
    } else {
        format!("p{name}")
    }
}

/// The first `error`/`warning` line of a compiler's output, with its location.
pub(crate) fn first_problem(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let Some(at) = lines.iter().position(|l| l.starts_with("error") || l.starts_with("warning"))
    else {
        return stderr.trim().lines().next().unwrap_or("failed").to_string();
    };
    let location = lines[at + 1..]
        .iter()
        .find_map(|l| l.trim_start().strip_prefix("--> "))
        .map(|l| format!(" at {l}"))
        .unwrap_or_default();
    format!("{}{location}", lines[at])
}

/// The file name of the program `name` as this system names executables.
pub(super) fn exe_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}
