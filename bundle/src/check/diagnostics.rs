//! What rustc and Cargo say of code that does not compile, told as compilers tell it: a
//! first line `FILE:LINE:COLUMN: error[CODE]: message` at the program's own line, then
//! rustc's rendering with its notes and help. A place in a bundle is told at the line of
//! the program it came from, with the bundle's place beside it.

use crate::error::shown;
use crate::find::cargo::text;
use crate::origins::Origins;
use serde_json::Value;

/// What rustc says of some code: an error or a warning (or a note), and where.
#[derive(Clone, Debug, Default)]
pub(crate) struct Diagnostic {
    /// `error`, `warning`, `note`, `help`, `failure-note`.
    pub level: String,
    /// As rustc prints it: the message, the code it points at, the notes and help.
    pub rendered: String,
    /// Its primary place: the file as rustc was given it, its line and column (from 1).
    pub place: Option<(String, usize, usize)>,
}

impl Diagnostic {
    /// One diagnostic of rustc's `--error-format=json` (Cargo's `message`).
    pub fn from_json(json: &Value) -> Diagnostic {
        let spans = json["spans"].as_array().into_iter().flatten();
        let primary = spans.filter(|span| span["is_primary"] == true).find_map(|span| {
            let number = |key: &str| usize::try_from(span[key].as_u64()?).ok();
            Some((text(&span["file_name"]), number("line_start")?, number("column_start")?))
        });
        let rendered =
            json["rendered"].as_str().map_or_else(|| text(&json["message"]), String::from);
        Diagnostic { level: text(&json["level"]), rendered, place: primary }
    }

    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.level == "error"
    }

    /// Whether it is an error or a warning that points at code.
    pub fn is_placed(&self) -> bool {
        (self.is_error() || self.level == "warning") && self.place.is_some()
    }
}

/// The errors and warnings in rustc's `--error-format=json` output (not its closing
/// counts, which point nowhere). Cost: linear in the output.
pub(crate) fn parse(stderr: &str) -> Vec<Diagnostic> {
    let all = stderr.lines().filter_map(|line| serde_json::from_str::<Value>(line).ok());
    all.map(|json| Diagnostic::from_json(&json)).filter(Diagnostic::is_placed).collect()
}

/// `diagnostics` told one after the other (see [`told`]).
pub(crate) fn told_all(diagnostics: &[Diagnostic], bundle: Option<(&Origins, &str)>) -> String {
    let told: Vec<String> = diagnostics.iter().map(|d| told(d, bundle)).collect();
    told.join("\n")
}

/// `diagnostic` told at its primary place; when that is in a bundle (`bundle`: where its
/// lines came from, and the name rustc knew it by, `<anon>` for stdin), at the program's
/// line it came from, with the bundle's place beside it.
pub(crate) fn told(diagnostic: &Diagnostic, bundle: Option<(&Origins, &str)>) -> String {
    let rendered = diagnostic.rendered.trim_end();
    let mut lines = rendered.lines();
    let head = lines.next().unwrap_or_default();
    let Some((file, line, column)) = &diagnostic.place else {
        return rendered.to_string();
    };
    let (line, column) = (*line, *column);
    let name = bundle.map(|(_, name)| name);
    let file = match name {
        Some(name) if file == "<anon>" => name,
        _ => file,
    };
    let at = format!("{file}:{line}:{column}");
    let from = bundle.and_then(|(origins, _)| origins.of(line, column));
    let first = match from {
        Some((file, line, column)) => {
            format!("{}:{line}:{column}: {head} (in the bundle: {at})", shown(file))
        }
        None => format!("{at}: {head}"),
    };
    let rest = lines.map(|line| match name {
        Some(name) => line.replace("<anon>", name),
        None => line.to_string(),
    });
    std::iter::once(first).chain(rest).collect::<Vec<_>>().join("\n")
}
