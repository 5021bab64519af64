//! Reading a program's input: whole-stdin tokens and lines with their line numbers, and
//! input errors that say where they are (the test case and the line).
//!
//! ```
//! use searchlab::input::Tokens;
//!
//! // Tokens carry their line, for messages such as `case 2: line 3: ...`.
//! let mut tokens = Tokens::new(b"3\n10 20\nx\n");
//! let (count, line): (u32, usize) = tokens.number("a count").unwrap();
//! assert_eq!((count, line), (3, 1));
//! let (first, _): (u32, usize) = tokens.number("a value").unwrap();
//! assert_eq!(first, 10);
//! let _: (u32, usize) = tokens.number("a value").unwrap();
//! let error = tokens.number::<u32>("a value").unwrap_err();
//! assert_eq!(error.line, Some(3));
//! ```

use crate::program::Failure;
use std::fmt;
use std::io::{self, Read, Write};

/// Reads all of standard input into memory. Cost: one allocation the size of the input.
pub fn read_stdin() -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads standard input one line at a time and hands each to `each` with its 1-based
/// number (the line end removed), for programs whose answers take long enough that a user
/// typing or piping cases one by one should see each answer once it is complete. `out` is
/// flushed whenever no input is waiting, just before the read that would block, so answers
/// to a file's lines stay batched. Cost: one pass over the input; a line at a time in memory.
pub fn each_stdin_line(
    out: &mut dyn Write,
    mut each: impl FnMut(usize, &[u8], &mut dyn Write) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let mut input = io::BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut line = Vec::new();
    for number in 1.. {
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if io::BufRead::read_until(&mut input, b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        each(number, text.strip_suffix(b"\r").unwrap_or(text), out)?;
    }
    Ok(())
}

/// A white-space separated token and the 1-based line it starts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's bytes, never empty, never containing ASCII white space.
    pub text: &'a [u8],
    /// The 1-based line number.
    pub line: usize,
}

impl Token<'_> {
    /// The token for an error message: at most 20 characters, invalid UTF-8 replaced.
    pub fn shown(&self) -> String {
        shown(self.text)
    }
}

/// `bytes` for an error message: quoted, at most 20 characters, invalid UTF-8 replaced.
pub fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.chars().count() > 20 {
        format!("\"{}…\"", text.chars().take(20).collect::<String>())
    } else {
        format!("\"{text}\"")
    }
}

/// Splits a byte buffer into tokens separated by ASCII white space (spaces, tabs, `\r`,
/// `\n`, form feeds), counting lines as it goes. Cost: O(1) per byte, no allocation.
#[derive(Clone, Debug)]
pub struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    /// Tokens of `bytes`, starting on line 1.
    pub fn new(bytes: &'a [u8]) -> Self {
        Self::starting_at(bytes, 1)
    }

    /// Tokens of `bytes`, whose first line is line `line` of the input.
    pub fn starting_at(bytes: &'a [u8], line: usize) -> Self {
        Tokens {
            bytes,
            pos: 0,
            line,
        }
    }

    /// The line the reader is on: after the last token returned, or the last line at the end.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The next token parsed as a number, with its line. The error says `what` was
    /// expected and what was found instead (another token, or the end of the input).
    pub fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<(T, usize), InputError> {
        let token = match self.next() {
            Some(token) => token,
            _ => {
                return Err(InputError::on_line(
                    self.line,
                    format!("expected {what}, found the end of the input"),
                ));
            }
        };
        std::str::from_utf8(token.text)
            .ok()
            .and_then(|text| text.parse().ok())
            .map(|value| (value, token.line))
            .ok_or_else(|| {
                InputError::on_line(
                    token.line,
                    format!("expected {what}, got {}", token.shown()),
                )
            })
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.bytes;
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            if bytes[self.pos] == b'\n' && self.pos + 1 < bytes.len() {
                self.line += 1;
            }
            self.pos += 1;
        }
        if self.pos == bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some(Token {
            text: &bytes[start..self.pos],
            line: self.line,
        })
    }
}

/// Iterates over the lines of a byte buffer with their 1-based numbers, without the line
/// end (`\n` or `\r\n`). A final line without `\n` is still a line; an empty buffer has none.
/// Cost: O(1) per byte, no allocation.
pub fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let pieces = if bytes.is_empty() {
        None
    } else {
        Some(body.split(|&b| b == b'\n'))
    };
    pieces
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, line)| (i + 1, line.strip_suffix(b"\r").unwrap_or(line)))
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
        InputError {
            case: Some(case),
            ..Self::on_line(line, message)
        }
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
        InputError {
            line: None,
            ..Self::on_line(0, message)
        }
    }

    /// An error on input line `line`, outside any test case (a header, say).
    pub fn on_line(line: usize, message: impl Into<String>) -> Self {
        InputError {
            case_word: "case",
            case: None,
            line: Some(line),
            message: message.into(),
        }
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
    fn tokens_carry_their_line_numbers() {
        let input = b" 1 2\t3\r\n\r\n x\n4  \n";
        let tokens: Vec<(String, usize)> = Tokens::new(input)
            .map(|t| (String::from_utf8(t.text.to_vec()).unwrap(), t.line))
            .collect();
        let expected = [("1", 1), ("2", 1), ("3", 1), ("x", 3), ("4", 4)];
        let expected: Vec<(String, usize)> =
            expected.iter().map(|&(s, l)| (s.to_string(), l)).collect();
        assert_eq!(tokens, expected);
    }

    #[test]
    fn end_of_input_stays_on_the_last_line() {
        let mut tokens = Tokens::new(b"a\nb\n");
        assert_eq!(tokens.next().map(|t| t.line), Some(1));
        assert_eq!(tokens.next().map(|t| t.line), Some(2));
        assert_eq!(tokens.next(), None);
        assert_eq!(tokens.line(), 2);
    }

    #[test]
    fn numbers_name_what_was_expected() {
        let mut tokens = Tokens::new(b"12\n-3 x");
        assert_eq!(tokens.number::<u32>("N"), Ok((12, 1)));
        assert_eq!(tokens.number::<i64>("a weight"), Ok((-3, 2)));
        let error = tokens.number::<u32>("M").unwrap_err();
        assert_eq!(error.to_string(), "line 2: expected M, got \"x\"");
        let error = tokens.number::<u32>("K").unwrap_err().in_case(4);
        assert_eq!(
            error.to_string(),
            "case 4: line 2: expected K, found the end of the input"
        );
    }

    #[test]
    fn lines_strip_line_ends() {
        let got: Vec<(usize, &[u8])> = lines(b"ab\r\n\ncd").collect();
        assert_eq!(got, vec![(1, &b"ab"[..]), (2, &b""[..]), (3, &b"cd"[..])]);
        assert_eq!(lines(b"").count(), 0);
        assert_eq!(lines(b"one\n").count(), 1);
        assert_eq!(lines(b"\n").count(), 1);
    }

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
        let error = InputError::on_line(4, "bad digit")
            .in_case(2)
            .case_called("puzzle");
        assert_eq!(error.to_string(), "puzzle 2: line 4: bad digit");
    }
}
