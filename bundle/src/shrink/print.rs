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
    let mut printer = Printer { text: String::with_capacity(pretty.len()), ..Printer::default() };
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
    written_lines(text, keep_comments).0
}

/// [`written`], and for each of its lines where the rest of the line after its tabs
/// starts: in bytes of `text`, and in characters of the line (its tabs).
pub(crate) fn written_lines(text: &str, keep_comments: bool) -> (String, Vec<(usize, usize)>) {
    let (comments, literals) = comments_and_literals(text);
    let mut out = String::with_capacity(text.len());
    let mut starts = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let range = start..start + line.len();
        start = range.end;
        let mut kept = String::with_capacity(line.len());
        let mut at = range.start;
        for comment in
            comments.iter().filter(|c| !keep_comments && c.start < range.end && range.start < c.end)
        {
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
        starts.push((range.start + spaces / 4 * 4, spaces / 4));
    }
    (out, starts)
}

/// The byte ranges of `text`'s comments and of its literals, as its tokens place them:
/// what is not blank between two tokens is a comment, line by line, and so is a doc
/// comment (tokens whose text starts with `//` or `/*`). Cost: `text` lexed once.
fn comments_and_literals(text: &str) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let (mut code, mut literals) = (Vec::new(), Vec::new());
    let Ok(tokens) = text.parse() else {
        return (code, literals); // not Rust: nothing is known to be a comment
    };
    token_ranges(text, tokens, &mut code, &mut literals);
    let mut comments: Vec<Range<usize>> = Vec::new();
    let mut gap_start = 0;
    for range in code.into_iter().chain(std::iter::once(text.len()..text.len())) {
        let mut at = gap_start;
        for line in text.get(gap_start..range.start).unwrap_or_default().split_inclusive('\n') {
            let start = at + line.len() - line.trim_start().len();
            comments.extend(Some(start..at + line.trim_end().len()).filter(|c| !c.is_empty()));
            at += line.len();
        }
        gap_start = range.end;
    }
    (comments, literals)
}

/// The byte ranges in `text` of the code tokens of `tokens` in order (a group's
/// delimiters and what is between them; doc comments are not code), into `code`, and of
/// its literals, into `literals` too.
fn token_ranges(
    text: &str,
    tokens: TokenStream,
    code: &mut Vec<Range<usize>>,
    literals: &mut Vec<Range<usize>>,
) {
    for token in tokens {
        let range = token.span().byte_range();
        if text[range.clone()].starts_with("//") || text[range.clone()].starts_with("/*") {
            continue;
        }
        match token {
            TokenTree::Group(group) => {
                code.push(group.span_open().byte_range());
                token_ranges(text, group.stream(), code, literals);
                code.push(group.span_close().byte_range());
            }
            TokenTree::Literal(_) => {
                literals.push(range.clone());
                code.push(range);
            }
            _ => code.push(range),
        }
    }
}

/// What was printed last, which decides whether the next token needs a space.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Last {
    #[default]
    Start,
    /// An identifier or a literal.
    Word,
    /// Punctuation that stands alone (`=` of `= -1`): one that would make a longer
    /// operator with it may not touch it.
    Alone(char),
    /// Punctuation joined to the next (`:` of `::`), or a delimiter.
    Other,
}

#[derive(Default)]
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
            TokenTree::Ident(_) | TokenTree::Literal(_) => {
                let text = token.to_string();
                self.separate(self.last == Last::Word, text == "else" || text == "as");
                self.text.push_str(&text);
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
                self.newline |= c == ';';
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
                self.newline = group.delimiter() == Delimiter::Brace;
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

/// The pairs of punctuation that, touching, would read as one token (`- >` as `->`, `/ *`
/// as the start of a comment, `.. =>` of a half-open range pattern as `..=>`).
const GLUED: &str = ":: -> -= -- == => != <= << <- >= >> && &= || |= += *= %= ^= /= // /* */ .. .=";

/// Whether `a` then `b`, touching, would read as one token (see [`GLUED`]).
fn glues(a: char, b: char) -> bool {
    GLUED.split(' ').any(|pair| pair.starts_with(a) && pair.ends_with(b))
}
