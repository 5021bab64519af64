//! Reading a program's input: whole-stdin tokens and lines with their line numbers, and
//! input errors that say where they are (the test case and the line).
//!
//! ```
//! use searchlab::input::Tokens;
//!
//! // Tokens carry their line, for messages such as `case 2: line 3: ...`.
//! let mut tokens = Tokens::new(b"3\n10 20\nx\n");
//! let count: u32 = tokens.number("a count").unwrap();
//! assert_eq!((count, tokens.line()), (3, 1));
//! let first: u32 = tokens.number("a value").unwrap();
//! assert_eq!(first, 10);
//! let _: u32 = tokens.number("a value").unwrap();
//! let error = tokens.number::<u32>("a value").unwrap_err();
//! assert_eq!(error.line, Some(3));
//! ```

mod lines;
mod tokens;

pub use lines::lines;
pub use tokens::{Token, Tokens};

use std::fmt;
use std::io::{self, Read};

/// Reads all of standard input into memory. Cost: one allocation the size of the input.
pub fn read_stdin() -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(bytes)
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_tokens_are_shortened_in_messages() {
        assert_eq!(shown(b"abc"), "\"abc\"");
        assert_eq!(shown(&[b'z'; 30]), format!("\"{}…\"", "z".repeat(20)));
        assert_eq!(shown(&[0xff]), "\"\u{fffd}\"");
    }

    #[test]
    fn errors_name_case_and_line() {
        let error = InputError::at(3, 7, "tile 5 appears twice");
        assert_eq!(error.to_string(), "case 3: line 7: tile 5 appears twice");
        let error = InputError::on_line(1, "expected T");
        assert_eq!(error.to_string(), "line 1: expected T");
        let error = InputError::on_line(4, "bad digit").in_case(2).case_called("puzzle");
        assert_eq!(error.to_string(), "puzzle 2: line 4: bad digit");
    }
}
