//! The search pattern, read as fd reads it: a regular expression found anywhere in the
//! name (or, with `--full-path`, in the absolute path), a glob matching the whole name
//! with `--glob`, a plain string with `--fixed-strings`; smart case: case-insensitive
//! unless the pattern holds an upper-case letter.

use crate::walk::WalkEntry;

/// How the pattern's text is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// A regular expression (the default).
    Regex,
    /// A glob (`--glob`), matching the whole name, or the whole path with `--full-path`
    /// (where `*` stops at `/` and `**` crosses it).
    Glob,
    /// A plain string (`--fixed-strings`).
    Fixed,
}

/// Whether letters' case counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// Only when the pattern holds an upper-case letter (not counting escapes like `\D`).
    Smart,
    /// Always (`--case-sensitive`).
    Sensitive,
    /// Never (`--ignore-case`).
    Insensitive,
}

/// A compiled search pattern.
#[derive(Clone, Debug)]
pub struct Pattern {
    regex: regex::bytes::Regex,
    full_path: bool,
}

impl Pattern {
    /// Compiles `text` read as `syntax`, matching the name, or the absolute path when
    /// `full_path`. The error is the regex's or glob's own (several lines for a regex).
    /// Cost: the regex's compilation; a match is linear in the name's length.
    ///
    /// ```
    /// use filefind::{Case, Pattern, Syntax};
    ///
    /// // Smart case: "readme" finds README.md, "README" does not find readme.txt.
    /// let lower = Pattern::new("readme", Syntax::Regex, Case::Smart, false).unwrap();
    /// assert!(lower.is_match_name("README.md".as_ref()));
    /// let upper = Pattern::new("README", Syntax::Regex, Case::Smart, false).unwrap();
    /// assert!(!upper.is_match_name("readme.txt".as_ref()));
    /// let glob = Pattern::new("*.rs", Syntax::Glob, Case::Smart, false).unwrap();
    /// assert!(glob.is_match_name("main.rs".as_ref()) && !glob.is_match_name("main.rsx".as_ref()));
    /// ```
    pub fn new(text: &str, syntax: Syntax, case: Case, full_path: bool) -> Result<Pattern, String> {
        let source = match syntax {
            Syntax::Regex => text.to_string(),
            Syntax::Fixed => regex::escape(text),
            Syntax::Glob => globset::GlobBuilder::new(text)
                .literal_separator(full_path)
                .build()
                .map_err(|e| e.to_string())?
                .regex()
                .to_string(),
        };
        let insensitive = match case {
            Case::Smart => !has_upper_case(text),
            Case::Sensitive => false,
            Case::Insensitive => true,
        };
        let regex = regex::bytes::RegexBuilder::new(&source)
            .case_insensitive(insensitive)
            .build()
            .map_err(|e| e.to_string())?;
        Ok(Pattern { regex, full_path })
    }

    /// Whether a name (a path's last component) matches.
    pub fn is_match_name(&self, name: &std::ffi::OsStr) -> bool {
        self.regex.is_match(name.as_encoded_bytes())
    }

    /// Whether `entry` matches: its name, or its absolute path with `--full-path`.
    pub(crate) fn matches(&self, entry: &WalkEntry) -> bool {
        if !self.full_path {
            return self.is_match_name(entry.file_name());
        }
        let absolute = std::path::absolute(&entry.path).unwrap_or_else(|_| entry.path.clone());
        self.regex.is_match(absolute.as_os_str().as_encoded_bytes())
    }
}

/// Whether `text` holds an upper-case letter outside an escape (`\D`, `\W`, `\S` and the
/// like name classes, not letters).
fn has_upper_case(text: &str) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            c if c.is_uppercase() => return true,
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smart_case_counts_letters_not_escapes() {
        assert!(has_upper_case("Cargo") && has_upper_case("é\\dÉ"));
        assert!(!has_upper_case("cargo") && !has_upper_case("\\D\\W\\S+"));
    }

    #[test]
    fn the_three_syntaxes_and_the_case_switches() {
        let names = |pattern: &Pattern| {
            let all = ["main.rs", "Main.RS", "a.b", "axb", "lib.rs.bak"];
            all.iter().filter(|n| pattern.is_match_name(n.as_ref())).copied().collect::<Vec<_>>()
        };
        let make = |text, syntax, case| Pattern::new(text, syntax, case, false).unwrap();
        assert_eq!(
            names(&make("rs", Syntax::Regex, Case::Smart)),
            ["main.rs", "Main.RS", "lib.rs.bak"]
        );
        assert_eq!(names(&make("rs", Syntax::Regex, Case::Sensitive)), ["main.rs", "lib.rs.bak"]);
        assert_eq!(names(&make("RS", Syntax::Regex, Case::Smart)), ["Main.RS"]);
        assert_eq!(names(&make("RS", Syntax::Regex, Case::Insensitive)).len(), 3);
        assert_eq!(names(&make("*.rs", Syntax::Glob, Case::Smart)), ["main.rs", "Main.RS"]);
        assert_eq!(names(&make("a.b", Syntax::Regex, Case::Smart)), ["a.b", "axb"]);
        assert_eq!(names(&make("a.b", Syntax::Fixed, Case::Smart)), ["a.b"]);
        assert!(Pattern::new("(", Syntax::Regex, Case::Smart, false).is_err());
        assert!(Pattern::new("[a", Syntax::Glob, Case::Smart, false).is_err());
    }
}
