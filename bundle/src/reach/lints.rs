//! rustc's verdict on a bundle: its warnings, read from `--error-format=short`, each as the
//! line it points at and its message (whose quoted names say what is unused).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// One warning of rustc: the line it points at and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lint {
    pub line: usize,
    pub message: String,
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
        let kinds = [
            "function ",
            "constant ",
            "static ",
            "trait ",
            "type alias ",
            "enum ",
        ];
        (kinds.iter().any(|k| self.message.starts_with(k)) && self.message.ends_with("never used"))
            || self.message.starts_with("unused macro definition")
    }

    /// Whether the message is about fields never read or variants never constructed,
    /// which stay with their type.
    pub(crate) fn is_about_parts(&self) -> bool {
        ["field", "variant"]
            .iter()
            .any(|k| self.message.starts_with(k))
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

    pub(crate) fn kills_members(&self) -> bool {
        ["method", "associated"]
            .iter()
            .any(|k| self.message.starts_with(k))
            && self.message.ends_with("never used")
    }
}

/// Why rustc gave no warnings to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Failed {
    /// It could not be run (not installed, say).
    NotRun(String),
    /// It rejected the source: its first line of errors.
    Rejected(String),
}

/// rustc's warnings on `source` (compiled as a binary under edition 2021, only checked).
pub(crate) fn lints(rustc: &Path, source: &str) -> Result<Vec<Lint>, Failed> {
    let (compiled, text) = check(rustc, source, "short")?;
    if !compiled {
        let first = text
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("rustc failed");
        return Err(Failed::Rejected(first.to_string()));
    }
    Ok(text.lines().filter_map(parse_lint).collect())
}

/// What one of rustc's errors says: every message it carries (its own, its notes' and its
/// spans' labels, where `has type `Board<4, 16>`` is said), joined, and the lines of the
/// source it points at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Error {
    pub text: String,
    pub lines: Vec<usize>,
}

/// rustc's errors on `source` (none when it compiles).
pub(crate) fn errors(rustc: &Path, source: &str) -> Result<Vec<Error>, Failed> {
    let (compiled, text) = check(rustc, source, "json")?;
    if compiled {
        return Ok(Vec::new());
    }
    let errors = text.lines().filter(|l| l.contains(r#""level":"error""#));
    Ok(errors.map(parse_error).collect())
}

/// One error of rustc's `--error-format=json` as an [`Error`].
fn parse_error(line: &str) -> Error {
    let mut error = Error {
        text: [json_strings(line, "message"), json_strings(line, "label")]
            .concat()
            .join("\n"),
        lines: Vec::new(),
    };
    // A span in the source itself (not in a macro of std) names its file `<anon>`; its line
    // comes a few fields later.
    for (at, _) in line.match_indices(r#""file_name":"<anon>""#) {
        let rest = &line[at..];
        let number = rest.find(r#""line_start":"#).map(|i| &rest[i + 13..]);
        let digits = number.and_then(|n| n.split(|c: char| !c.is_ascii_digit()).next());
        error
            .lines
            .extend(digits.and_then(|d| d.parse::<usize>().ok()));
    }
    error
}

/// The string values of `key` anywhere in the JSON object `line`, unescaped enough to read
/// names in (an escaped character stands for itself).
fn json_strings(line: &str, key: &str) -> Vec<String> {
    let opening = format!("\"{key}\":\"");
    let values = line.match_indices(&opening).map(|(at, _)| {
        let mut value = String::new();
        let mut chars = line[at + opening.len()..].chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => value.extend(chars.next()),
                c => value.push(c),
            }
        }
        value
    });
    values.collect()
}

/// Runs `rustc` on `source` with `--error-format=FORMAT`: whether it compiled, and what it
/// said.
fn check(rustc: &Path, source: &str, format: &str) -> Result<(bool, String), Failed> {
    // One folder per check: bundles may be checked on several threads at once.
    static CHECKS: AtomicUsize = AtomicUsize::new(0);
    let check = CHECKS.fetch_add(1, Ordering::Relaxed);
    let out_dir =
        std::env::temp_dir().join(format!("searchlab-bundle-{}-{check}", std::process::id()));
    let mut child = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--crate-name",
            "bundle",
        ])
        .arg("--emit=metadata")
        .arg(format!("--error-format={format}"))
        .arg("--out-dir")
        .arg(&out_dir)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Failed::NotRun(format!("{}: {e}", rustc.display())))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let written = stdin.write_all(source.as_bytes());
    drop(stdin);
    let output = child
        .wait_with_output()
        .map_err(|e| Failed::NotRun(e.to_string()))?;
    let _ = std::fs::remove_dir_all(&out_dir);
    written.map_err(|e| Failed::NotRun(e.to_string()))?;
    let text = String::from_utf8_lossy(&output.stderr).into_owned();
    Ok((output.status.success(), text))
}

/// `<anon>:12:5: warning: function `f` is never used` as a [`Lint`].
pub(crate) fn parse_lint(line: &str) -> Option<Lint> {
    let (place, message) = line.split_once(": warning: ")?;
    let mut parts = place.rsplitn(3, ':');
    let _column = parts.next()?;
    let line = parts.next()?.parse().ok()?;
    Some(Lint {
        line,
        message: message.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lints_parse_with_their_names() {
        let lint = parse_lint("<anon>:12:5: warning: methods `len` and `is_empty` are never used")
            .unwrap();
        assert_eq!(lint.line, 12);
        assert_eq!(lint.names(), ["len", "is_empty"]);
        assert!(lint.kills_members() && !lint.kills_item());
        let field = parse_lint("<anon>:3:9: warning: field `x` is never read").unwrap();
        assert!(!field.kills_item() && !field.kills_members());
        let import = parse_lint("x.rs:5:30: warning: unused imports: `Read` and `self`").unwrap();
        assert!(import.is_unused_import() && import.names() == ["Read", "self"]);
        assert!(parse_lint("warning: 3 warnings emitted").is_none());
    }

    #[test]
    fn errors_carry_their_messages_labels_and_lines() {
        let line = r#"{"$message_type":"diagnostic","message":"use of moved value: `b`","code":{"code":"E0382","explanation":"`Foo` moved"},"level":"error","spans":[{"file_name":"<anon>","byte_start":5,"byte_end":6,"line_start":12,"line_end":12,"label":"move occurs because `b` has type `Board<4, 16>`, which does not implement the `Copy` trait"},{"file_name":"/rustc/library/core/src/macros.rs","byte_start":1,"byte_end":2,"line_start":900,"label":null}],"children":[{"message":"say \"why\"","level":"note"}],"rendered":"error: `Other`"}"#;
        let error = parse_error(line);
        assert_eq!(error.lines, [12]);
        for said in [
            "use of moved value",
            "`Board<4, 16>`",
            "`Copy`",
            "say \"why\"",
        ] {
            assert!(error.text.contains(said), "{said} not in {}", error.text);
        }
        assert!(!error.text.contains("Foo") && !error.text.contains("Other"));
    }
}
