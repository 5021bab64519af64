//! Malformed input: what was wrong and where, with the offending text shown briefly.

use std::fmt;

/// `bytes` for an error message: quoted, at most 20 characters, invalid UTF-8 replaced.
pub fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let head: String = text.chars().take(20).collect();
    format!("\"{head}{}\"", if head.len() < text.len() { "…" } else { "" })
}

/// Malformed input: what was wrong and where (the test case and line, when known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// What a test case is called in messages: "case" unless a program says otherwise.
    pub case_word: &'static str,
    /// The 1-based test case the error belongs to.
    pub case: Option<usize>,
    /// The 1-based input line.
    pub line: Option<usize>,
    /// What was expected and what was found.
    pub message: String,
}

impl InputError {
    /// An error in test case `case` on input line `line`.
    pub fn at(case: usize, line: usize, message: impl Into<String>) -> Self {
        InputError { case: Some(case), ..Self::on_line(line, message) }
    }

    /// The same error, said to belong to test case `case`.
    pub fn in_case(mut self, case: usize) -> Self {
        self.case = Some(case);
        self
    }

    /// The same error, with test cases called `word` ("puzzle", say) in the message.
    pub fn case_called(mut self, word: &'static str) -> Self {
        self.case_word = word;
        self
    }

    /// An error about the input as a whole (too large for a method, say), on no line.
    pub fn general(message: impl Into<String>) -> Self {
        InputError { line: None, ..Self::on_line(0, message) }
    }

    /// An error on input line `line`, outside any test case (a header, say).
    pub fn on_line(line: usize, message: impl Into<String>) -> Self {
        InputError { case_word: "case", case: None, line: Some(line), message: message.into() }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "{} {case}: ", self.case_word)?;
        }
        if let Some(line) = self.line {
            write!(f, "line {line}: ")?;
        }
        f.write_str(&self.message)
    }
}
