//! Printing a bundle, in one of its layouts. Dense, for the library (and the program's
//! file modules): Rust with no indentation, a space only where two tokens would otherwise
//! run together, no trailing comma where it means nothing, and lines filled to about
//! [`WIDTH`] characters, ended after a statement or a block; judges count bytes, and this
//! takes about a fifth off the pretty layout. Pretty: as `prettyplease` prints it. And as
//! written, for the program's main file: its own text, without comments unless they are
//! kept. In the two last, each four spaces of indentation are one tab.

use crate::syntax::tokens::is_punct;
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::ops::Range;

/// The length past which a line ends at the next statement or block end.
pub(super) const WIDTH: usize = 160;

/// `file` in the dense layout. Cost: linear in the file (it is printed, lexed, printed
/// again).
pub(crate) fn dense(file: &syn::File) -> String {
    let pretty = prettyplease::unparse(file);
    let tokens: TokenStream = pretty.parse().expect("printed Rust lexes");
    let mut printer = Printer {
        text: String::with_capacity(pretty.len()),
        last: Last::Start,
        newline: false,
        line_start: 0,
    };
    printer.stream(tokens, None, false);
    printer.text.push('\n');
    printer.text
}

/// `file` in the pretty layout, doc comments as `///`. Cost: linear in the file.
pub(crate) fn pretty(file: &syn::File) -> String {
    written(&prettyplease::unparse(file), true)
}

/// Rust source `text` with its comments (doc comments included) taken out unless
/// `keep_comments`, the lines they alone held with them, and each leading four spaces of a
/// line made a tab (but on lines that continue a string literal). Cost: linear in the text.
pub(crate) fn written(text: &str, keep_comments: bool) -> String {
    let (comments, literals) = comments_and_literals(text);
    let mut out = String::with_capacity(text.len());
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let range = start..start + line.len();
        start = range.end;
        let mut kept = String::with_capacity(line.len());
        let mut at = range.start;
        for comment in comments.iter().filter(|c| !keep_comments && overlap(c, &range)) {
            kept.push_str(&text[at.max(range.start)..comment.start.max(range.start)]);
            at = comment.end.min(range.end);
        }
        kept.push_str(&text[at.max(range.start)..range.end]);
        let cut = kept.len() < line.len();
        if cut && kept.trim().is_empty() {
            continue; // a line of comments only
        }
        let body = match cut {
            true => format!("{}\n", kept.trim_end()),
            false => kept,
        };
        let in_literal = literals.iter().any(|l| l.start < range.start && range.start < l.end);
        let spaces = if in_literal { 0 } else { body.len() - body.trim_start_matches(' ').len() };
        out.extend(std::iter::repeat_n('\t', spaces / 4));
        out.push_str(&body[spaces / 4 * 4..]);
    }
    out
}

fn overlap(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
}

/// The byte ranges of `text`'s comments and of its string literals, in order. Cost: one
/// pass over the text.
fn comments_and_literals(text: &str) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    let (mut comments, mut literals) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        let after_ident = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| i + p);
            comments.push(i..end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let end = block_comment_end(bytes, i);
            comments.push(i..end);
            i = end;
        } else if let Some(end) = raw_string_end(bytes, i).filter(|_| !after_ident) {
            literals.push(i..end);
            i = end;
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            literals.push(i..(j + 1).min(bytes.len()));
            i = j + 1;
        } else if rest[0] == b'\'' {
            i = char_literal_end(text, i);
        } else {
            i += 1;
        }
    }
    (comments, literals)
}

/// Where the block comment starting at `i` ends (they nest).
fn block_comment_end(bytes: &[u8], mut i: usize) -> usize {
    let mut depth = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if bytes[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    bytes.len()
}

/// Where the raw string starting at `i` ends (`r"…"`, `r#"…"#`, `br"…"`, `cr"…"`), if one
/// starts there.
fn raw_string_end(bytes: &[u8], i: usize) -> Option<usize> {
    let rest = &bytes[i..];
    let prefix = match rest {
        [b'r', ..] => 1,
        [b'b' | b'c', b'r', ..] => 2,
        _ => return None,
    };
    let hashes = rest[prefix..].iter().take_while(|&&b| b == b'#').count();
    if rest.get(prefix + hashes) != Some(&b'"') {
        return None;
    }
    let body = i + prefix + hashes + 1;
    let close = (body..bytes.len()).find(|&j| {
        bytes[j] == b'"'
            && bytes[j + 1..].iter().take(hashes).filter(|&&b| b == b'#').count() == hashes
    });
    Some(close.map_or(bytes.len(), |j| j + 1 + hashes))
}

/// Where a char literal starting at `i` ends ('a', '\n', '\u{..}', '"'), or `i + 1` for a
/// lifetime ('a), so that a quote inside a char literal does not open a string.
fn char_literal_end(text: &str, i: usize) -> usize {
    let rest = &text.as_bytes()[i..];
    if rest.get(1) == Some(&b'\\') {
        let end = rest[2..].iter().position(|&b| b == b'\'');
        return i + end.map_or(rest.len(), |e| e + 3);
    }
    let width = text[i + 1..].chars().next().map_or(1, char::len_utf8);
    match rest.get(1 + width) {
        Some(b'\'') if rest.get(1) != Some(&b'\'') => i + 2 + width,
        _ => i + 1,
    }
}

/// What was printed last, which decides whether the next token needs a space.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Start,
    /// An identifier or a literal.
    Word,
    /// Punctuation that stands alone (`=` of `= -1`): one that would make a longer
    /// operator with it may not touch it.
    Alone(char),
    /// Punctuation joined to the next (`:` of `::`), or a delimiter.
    Other,
}

struct Printer {
    text: String,
    last: Last,
    /// A line may end before the next token (if it is long enough) unless that one
    /// continues the line (`,`, `;`, `)`, `.`, `?`, `else`).
    newline: bool,
    /// Where in `text` the current line starts.
    line_start: usize,
}

impl Printer {
    /// Prints `tokens`, found inside `delimiter` (`None` at the top); `in_macro` when they
    /// are a macro's, where every comma may matter. Elsewhere a trailing comma goes, but
    /// for the one of a one-element tuple (`(x,)`).
    fn stream(&mut self, tokens: TokenStream, delimiter: Option<Delimiter>, in_macro: bool) {
        let mut tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let commas = tokens.iter().filter(|t| is_punct(t, ',')).count();
        let meaningless = match delimiter {
            Some(Delimiter::Brace | Delimiter::Bracket) => true,
            Some(Delimiter::Parenthesis) => commas >= 2,
            _ => false,
        };
        if !in_macro && meaningless && tokens.last().is_some_and(|t| is_punct(t, ',')) {
            tokens.pop();
        }
        for i in 0..tokens.len() {
            // `m!(..)`, `macro_rules! m {..}` (and, to be safe, `!x {..}`).
            let bang = |back: usize| i >= back && is_punct(&tokens[i - back], '!');
            let named = i >= 1 && matches!(tokens[i - 1], TokenTree::Ident(_));
            let macro_body = bang(1) || (bang(2) && named);
            self.token(tokens[i].clone(), in_macro || macro_body);
        }
    }

    fn token(&mut self, token: TokenTree, in_macro: bool) {
        match token {
            TokenTree::Ident(ident) => {
                let text = ident.to_string();
                let continues = text == "else" || text == "as";
                self.separate(self.last == Last::Word, continues);
                self.text.push_str(&text);
                self.last = Last::Word;
            }
            TokenTree::Literal(literal) => {
                self.separate(self.last == Last::Word, false);
                self.text.push_str(&literal.to_string());
                self.last = Last::Word;
            }
            TokenTree::Punct(punct) => {
                let c = punct.as_char();
                // `x #` and `x '` would read as a reserved prefix (edition 2021).
                let space = match self.last {
                    Last::Alone(before) => glues(before, c),
                    Last::Word => c == '#' || c == '\'',
                    _ => false,
                };
                self.separate(space, matches!(c, ',' | ';' | '.' | '?' | ':'));
                self.text.push(c);
                self.last = match punct.spacing() {
                    Spacing::Alone => Last::Alone(c),
                    Spacing::Joint => Last::Other,
                };
                if c == ';' {
                    self.newline = true;
                }
            }
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::None => ("", ""),
                };
                self.separate(false, open == "(" || open == "[");
                self.text.push_str(open);
                self.last = Last::Other;
                self.stream(group.stream(), Some(group.delimiter()), in_macro);
                // A line never starts with a closing delimiter.
                self.newline = false;
                self.text.push_str(close);
                self.last = Last::Other;
                if group.delimiter() == Delimiter::Brace {
                    self.newline = true;
                }
            }
        }
    }

    /// Ends the line if one may end here, the line is [`WIDTH`] long and `continues` does
    /// not hold, else puts a space if `space`.
    fn separate(&mut self, space: bool, continues: bool) {
        let long = self.text.len() - self.line_start >= WIDTH;
        if std::mem::take(&mut self.newline) && !continues && long {
            self.text.push('\n');
            self.line_start = self.text.len();
        } else if space {
            self.text.push(' ');
        }
    }
}

/// Whether `a` then `b`, touching, would read as one token (`- >` as `->`, `/ *` as the
/// start of a comment).
fn glues(a: char, b: char) -> bool {
    matches!(
        (a, b),
        (':', ':')
            | ('-', '>' | '=' | '-')
            | ('=', '=' | '>')
            | ('!', '=')
            | ('<', '=' | '<' | '-')
            | ('>', '=' | '>')
            | ('&', '&' | '=')
            | ('|', '|' | '=')
            | ('+' | '*' | '%' | '^', '=')
            | ('/', '=' | '/' | '*')
            | ('*', '/')
            | ('.', '.')
    )
}
