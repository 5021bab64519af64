//! White-space separated tokens with the line each starts on.

use super::error::{shown, InputError};

/// A white-space separated token and the 1-based line it starts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's bytes, never empty, never containing ASCII white space.
    pub text: &'a [u8],
    /// The 1-based line number.
    pub line: usize,
}

/// The token's text as it stands in the input (invalid UTF-8 replaced).
///
/// ```
/// use searchlab::input::Tokens;
///
/// let token = Tokens::new(b"  e4 ").next().unwrap();
/// assert_eq!(format!("from {token}"), "from e4");
/// ```
impl std::fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&String::from_utf8_lossy(self.text))
    }
}

impl Token<'_> {
    /// The token for an error message: at most 20 characters, invalid UTF-8 replaced.
    pub fn shown(&self) -> String {
        shown(self.text)
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
        Tokens { bytes, pos: 0, line: 1 }
    }

    /// Tokens of `bytes`, whose first line is line `line` of the input.
    pub fn starting_at(bytes: &'a [u8], line: usize) -> Self {
        Tokens { bytes, pos: 0, line }
    }

    /// The line the reader is on: after the last token returned, or the last line at the end.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The next token parsed as a number (`tokens.line()` is then its line). The error says
    /// `what` was expected and what was found instead (another token, or the end of the
    /// input), on its line. Cost: one token.
    ///
    /// ```
    /// use searchlab::input::Tokens;
    ///
    /// let mut tokens = Tokens::new(b"3\n-7 x");
    /// assert_eq!(tokens.number::<usize>("N"), Ok(3));
    /// assert_eq!((tokens.number::<i64>("a weight"), tokens.line()), (Ok(-7), 2));
    /// let error = tokens.number::<u32>("M").unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: expected M, got \"x\"");
    /// ```
    pub fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, InputError> {
        let token = self.next_expecting(what)?;
        let value = std::str::from_utf8(token.text).ok().and_then(|text| text.parse().ok());
        value.ok_or_else(|| not_what_was_expected(what, token))
    }

    /// The next token as text borrowed from the input (`tokens.line()` is then its line).
    /// The error says `what` was expected and what was found instead (the end of the input,
    /// or bytes that are not UTF-8), on its line. Cost: one token, no allocation.
    ///
    /// ```
    /// use searchlab::input::Tokens;
    ///
    /// let mut tokens = Tokens::new(b"add 3\n\xff");
    /// assert_eq!(tokens.word("a command"), Ok("add"));
    /// assert_eq!(tokens.number::<u32>("an amount"), Ok(3));
    /// let error = tokens.word("a command").unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: expected a command, got \"\u{fffd}\"");
    /// ```
    pub fn word(&mut self, what: &str) -> Result<&'a str, InputError> {
        let token = self.next_expecting(what)?;
        std::str::from_utf8(token.text).map_err(|_| not_what_was_expected(what, token))
    }

    /// The next token read by `parse` (`None`: not `what`), with the token. The error says
    /// `what` was expected and what was found instead (another token, or the end of the
    /// input), on its line. Cost: one token.
    ///
    /// ```
    /// use searchlab::input::Tokens;
    ///
    /// let digit = |text: &[u8]| match *text {
    ///     [d @ b'0'..=b'9'] => Some(d - b'0'),
    ///     _ => None,
    /// };
    /// let mut tokens = Tokens::new(b"7\nx");
    /// assert_eq!(tokens.parsed("a digit", digit).unwrap().0, 7);
    /// let error = tokens.parsed("a digit", digit).unwrap_err();
    /// assert_eq!(error.to_string(), "line 2: expected a digit, got \"x\"");
    /// ```
    pub fn parsed<T>(
        &mut self,
        what: &str,
        parse: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<(T, Token<'a>), InputError> {
        let token = self.next_expecting(what)?;
        match parse(token.text) {
            Some(value) => Ok((value, token)),
            None => Err(not_what_was_expected(what, token)),
        }
    }

    /// The next token; the error says `what` was expected at the end of the input.
    fn next_expecting(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        self.next().ok_or_else(|| {
            let message = format!("expected {what}, found the end of the input");
            InputError::on_line(self.line, message)
        })
    }

    /// Whether no token is left. Cost: skips the white space up to the next token.
    ///
    /// ```
    /// use searchlab::input::Tokens;
    ///
    /// let mut tokens = Tokens::new(b"a \n ");
    /// assert!(!tokens.at_end());
    /// tokens.next();
    /// assert!(tokens.at_end());
    /// ```
    pub fn at_end(&self) -> bool {
        self.clone().next().is_none()
    }
}

/// The error for `token` where `what` was expected, on the token's line.
fn not_what_was_expected(what: &str, token: Token<'_>) -> InputError {
    let message = format!("expected {what}, got {}", shown(token.text));
    InputError::on_line(token.line, message)
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
        Some(Token { text: &bytes[start..self.pos], line: self.line })
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
        assert_eq!((tokens.number::<u32>("N"), tokens.line()), (Ok(12), 1));
        assert_eq!((tokens.number::<i64>("a weight"), tokens.line()), (Ok(-3), 2));
        let error = tokens.number::<u32>("M").unwrap_err();
        assert_eq!(error.to_string(), "line 2: expected M, got \"x\"");
        let error = tokens.number::<u32>("K").unwrap_err().in_case(4);
        assert_eq!(error.to_string(), "case 4: line 2: expected K, found the end of the input");
    }
}
