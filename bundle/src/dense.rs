//! The dense layout of a bundle: Rust with no indentation, a space only where two tokens
//! would otherwise run together, no trailing comma where it means nothing, and lines filled
//! to about [`WIDTH`] characters, ended after a statement or a block. Judges count bytes;
//! this takes about a fifth off a bundle that [`indent::unparse`](super::indent::unparse)
//! lays out, and `rustc` reads it the same.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// The length past which a line ends at the next statement or block end.
const WIDTH: usize = 160;

/// `file` as dense text. Cost: linear in the file (it is printed, lexed, printed again).
pub(crate) fn unparse(file: &syn::File) -> String {
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

fn is_punct(token: &TokenTree, c: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == c)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn dense(code: &str) -> String {
        unparse(&syn::parse_file(code).unwrap())
    }

    #[test]
    fn spaces_only_where_tokens_would_merge() {
        let code = "fn f<'a>(x: &'a [i64], y: i64) -> i64 {
            let z = x[0] - -y;
            if z < -1 && y != 0 { return z as i64; } else { 'outer: loop { break 'outer; } }
            let r = 1..=2; let c = b'x'; let s = r#\"a \"q\" b\"#;
            z
        }";
        let text = dense(code);
        assert_eq!(
            text,
            "fn f<'a>(x:&'a[i64],y:i64)->i64{let z=x[0]- -y;if z< -1&&y!=0{return z as \
             i64;}else{'outer:loop{break 'outer;}}let r=1..=2;let c=b'x';let \
             s=r#\"a \"q\" b\"#;z}\n"
        );
        // The same program once parsed again.
        let again = syn::parse_file(&text).unwrap();
        assert_eq!(
            prettyplease::unparse(&again),
            prettyplease::unparse(&syn::parse_file(code).unwrap())
        );
    }

    #[test]
    fn attributes_macros_and_items_keep_their_meaning() {
        let code = "#![allow(unused)]
            #[derive(Debug)] pub struct S { a: u8 }
            macro_rules! m { ($x:expr) => { $crate::f($x) }; }
            impl S { pub fn g(&self) -> u8 { self.a.max(1) } }
            fn main() { println!(\"{}\", S { a: 2 }.g()); }";
        let text = dense(code);
        let again = syn::parse_file(&text).unwrap();
        assert_eq!(
            prettyplease::unparse(&again),
            prettyplease::unparse(&syn::parse_file(code).unwrap())
        );
        assert!(text.len() < code.len(), "{text}");
    }

    #[test]
    fn trailing_commas_go_where_they_mean_nothing() {
        let code = "struct P { x: u8, y: u8, }
            macro_rules! pair { ($a:expr,) => { ($a,) }; }
            fn f() -> ((u8,), [u8; 2], (u8, u8)) {
                let p = P { x: 1, y: 2, };
                let one = (p.x,);
                let q = pair!(p.y,);
                (one, [q.0, p.y,], (p.x, p.y,),)
            }";
        let text = dense(code);
        assert_eq!(
            text,
            "struct P{x:u8,y:u8}macro_rules!pair{($a:expr,)=>{($a,)};}fn f()->((u8,),[u8;2],(u8,\
             u8)){let p=P{x:1,y:2};let one=(p.x,);let q=pair!(p.y,);(one,[q.0,p.y],(p.x,p.y))}\n"
        );
        syn::parse_file(&text).unwrap();
    }

    #[test]
    fn lines_end_after_a_statement_once_long() {
        let code = (0..100)
            .map(|i| format!("const C{i}: u32 = {i};"))
            .collect::<String>();
        let text = dense(&code);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() > 5, "{text}");
        for line in &lines {
            assert!(line.ends_with(';'), "{line}");
            assert!(
                line.len() >= WIDTH || line == lines.last().unwrap(),
                "{line}"
            );
            assert!(line.len() < WIDTH + 20, "{line}");
        }
    }
}
