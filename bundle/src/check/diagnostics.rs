//! What rustc and Cargo say of code that does not compile, told as compilers tell it: a
//! first line `FILE:LINE:COLUMN: error[CODE]: message` at the program's own line, then
//! rustc's rendering with its notes and help. A place in a bundle is told at the line of
//! the program it came from, with the bundle's place beside it.

use crate::error::shown;
use crate::origins::Origins;
use cargo_metadata::diagnostic::{Diagnostic, DiagnosticLevel};

/// The errors and warnings in rustc's `--error-format=json` output (not its closing
/// counts, which point nowhere). Cost: linear in the output.
pub(crate) fn parse(stderr: &str) -> Vec<Diagnostic> {
    let all = stderr.lines().filter_map(|line| serde_json::from_str::<Diagnostic>(line).ok());
    all.filter(is_placed).collect()
}

/// Whether `diagnostic` is an error or a warning that points at code.
pub(crate) fn is_placed(diagnostic: &Diagnostic) -> bool {
    let level = matches!(diagnostic.level, DiagnosticLevel::Error | DiagnosticLevel::Warning);
    level && diagnostic.spans.iter().any(|span| span.is_primary)
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
    let rendered = diagnostic.rendered.clone().unwrap_or_else(|| diagnostic.message.clone());
    let mut lines = rendered.trim_end().lines();
    let head = lines.next().unwrap_or_default();
    let Some(span) = diagnostic.spans.iter().find(|span| span.is_primary) else {
        return rendered.trim_end().to_string();
    };
    let (line, column) = (span.line_start, span.column_start);
    let name = bundle.map(|(_, name)| name);
    let file = match name {
        Some(name) if span.file_name == "<anon>" => name,
        _ => &span.file_name,
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
