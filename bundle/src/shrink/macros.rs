//! What the renamings need to know of macro calls, whose arguments are tokens: which
//! macros take plain expressions, where their format string is and the names in its
//! placeholders, and which identifiers among tokens may be variables or fields.

use crate::syntax::tokens::is_punct;
use proc_macro2::{TokenStream, TokenTree};

/// Macros whose arguments are plain expressions (or a format string and expressions) and
/// whose expansion does not print them as written, with the position of their format
/// string, if any.
const PLAIN_MACROS: [(&str, Option<usize>); 18] = [
    ("format", Some(0)),
    ("format_args", Some(0)),
    ("print", Some(0)),
    ("println", Some(0)),
    ("eprint", Some(0)),
    ("eprintln", Some(0)),
    ("write", Some(1)),
    ("writeln", Some(1)),
    ("panic", Some(0)),
    ("unreachable", Some(0)),
    ("todo", Some(0)),
    ("unimplemented", Some(0)),
    ("assert_eq", Some(2)),
    ("assert_ne", Some(2)),
    ("debug_assert_eq", Some(2)),
    ("debug_assert_ne", Some(2)),
    ("vec", None),
    ("matches", None),
];

/// Macros that print their condition as written unless given a message, which is their
/// format string.
const CONDITION_MACROS: [&str; 2] = ["assert", "debug_assert"];

/// The macros whose format string is one in every edition (a lone string given to `panic!`
/// is printed as written under 2018): their placeholders may be renamed.
const FORMATTING_MACROS: [&str; 8] =
    ["format", "format_args", "print", "println", "eprint", "eprintln", "write", "writeln"];

/// What a macro whose tokens may be renamed does with them.
pub(super) struct MacroKind {
    /// Which of its arguments is its format string.
    format_argument: Option<usize>,
    /// Whether the names in its format string's placeholders may be renamed.
    pub renames_placeholders: bool,
}

impl MacroKind {
    /// The kind of `mac`, `None` if it may print its tokens as written (or is unknown).
    pub(super) fn of(mac: &syn::Macro) -> Option<MacroKind> {
        let name = mac.path.segments.last()?.ident.to_string();
        let renames_placeholders = FORMATTING_MACROS.contains(&name.as_str());
        if CONDITION_MACROS.contains(&name.as_str()) {
            // With a message after the condition, the condition is not printed.
            let has_message = mac.tokens.clone().into_iter().any(|t| is_punct(&t, ','));
            return has_message
                .then_some(MacroKind { format_argument: Some(1), renames_placeholders });
        }
        let &(_, format_argument) = PLAIN_MACROS.iter().find(|(n, _)| *n == name)?;
        Some(MacroKind { format_argument, renames_placeholders })
    }

    /// The format string among `tokens`, the macro's, and its place among them: its
    /// argument when that is one plain string literal.
    pub(super) fn format_string(&self, tokens: &TokenStream) -> Option<(usize, String)> {
        let argument = self.format_argument?;
        let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
        let commas = tokens.iter().enumerate().filter(|(_, t)| is_punct(t, ','));
        let start = match argument {
            0 => 0,
            n => commas.map(|(i, _)| i + 1).nth(n - 1)?,
        };
        let text = match (tokens.get(start), tokens.get(start + 1)) {
            (Some(TokenTree::Literal(literal)), next) if next.is_none_or(|t| is_punct(t, ',')) => {
                literal.to_string()
            }
            _ => return None,
        };
        text.starts_with('"').then_some((start, text))
    }
}

/// The placeholders of a format string's source text (quotes and escapes included): the
/// names of the arguments they take, and the text with each name renamed by `rename`.
pub(super) struct Placeholders {
    pub names: Vec<String>,
    pub renamed: String,
}

/// The names in the placeholders of `source` (`{name}`, `{name:>width$}`), with `source`
/// unchanged.
pub(super) fn placeholders(source: &str) -> Placeholders {
    placeholders_renamed(source, &|_| None)
}

/// The names in the placeholders of `source`, and `source` with those `rename` gives a new
/// name for renamed. Escapes (`\u{..}`) and doubled braces are text.
pub(super) fn placeholders_renamed(
    source: &str,
    rename: &dyn Fn(&str) -> Option<String>,
) -> Placeholders {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Placeholders { names: Vec::new(), renamed: String::with_capacity(source.len()) };
    let name = |word: String, out: &mut Placeholders| {
        out.renamed.push_str(&rename(&word).unwrap_or_else(|| word.clone()));
        out.names.push(word);
    };
    let mut i = 0;
    let mut inside = false;
    while i < chars.len() {
        let c = chars[i];
        let word_start = inside && (c.is_alphabetic() || c == '_');
        if word_start {
            let end = (i..chars.len())
                .find(|&j| !(chars[j].is_alphanumeric() || chars[j] == '_'))
                .unwrap_or(chars.len());
            let word: String = chars[i..end].iter().collect();
            // An argument right after `{`, or a count before `$`.
            let argument = chars[i - 1] == '{' && matches!(chars.get(end), Some('}' | ':'));
            if argument || chars.get(end) == Some(&'$') {
                name(word, &mut out);
            } else {
                out.renamed.push_str(&word);
            }
            i = end;
            continue;
        }
        match c {
            '\\' => {
                // An escape: `\u{...}` whole, else the next character.
                let end = match chars.get(i + 1) {
                    Some('u') => (i..chars.len()).find(|&j| chars[j] == '}').unwrap_or(i + 1),
                    _ => i + 1,
                };
                out.renamed.extend(&chars[i..=end.min(chars.len() - 1)]);
                i = end + 1;
                continue;
            }
            '{' | '}' if !inside && chars.get(i + 1) == Some(&c) => {
                out.renamed.push(c);
                out.renamed.push(c);
                i += 2;
                continue;
            }
            '{' => inside = true,
            '}' => inside = false,
            _ => {}
        }
        out.renamed.push(c);
        i += 1;
    }
    out
}

/// Whether the identifier at `i` of `tokens` may be a variable: not after a `.`, `::` or
/// `'` (a field, a path's segment, a label), not before a `:`, `::` or `!` (a field of a
/// struct expression, a path, a macro).
pub(super) fn is_variable_token(tokens: &[TokenTree], i: usize) -> bool {
    let before = |back: usize| i.checked_sub(back).map(|j| &tokens[j]);
    let is = |token: Option<&TokenTree>, c: char| token.is_some_and(|t| is_punct(t, c));
    let after = tokens.get(i + 1);
    let after_path = is(before(1), ':') && is(before(2), ':');
    !(is(before(1), '.') || is(before(1), '\'') || after_path || is(after, ':') || is(after, '!'))
}

/// Calls `f` on every identifier of `stream` that [`is_variable_token`] in its group.
pub(super) fn each_variable_token(stream: &TokenStream, f: &mut dyn FnMut(&syn::Ident)) {
    let tokens: Vec<TokenTree> = stream.clone().into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) if is_variable_token(&tokens, i) => f(ident),
            TokenTree::Group(group) => each_variable_token(&group.stream(), f),
            _ => {}
        }
    }
}
