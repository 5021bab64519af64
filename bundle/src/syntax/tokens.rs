//! Reading and rewriting raw tokens (macro input, `macro_rules!` bodies): punctuation,
//! path separators, and maps over the identifiers inside groups.

use proc_macro2::{Group, Ident, Punct, Spacing, TokenStream, TokenTree};

/// Whether `token` is the punctuation `c`.
pub(crate) fn is_punct(token: &TokenTree, c: char) -> bool {
    matches!(token, TokenTree::Punct(p) if p.as_char() == c)
}

/// Calls `f` on every token of `stream`, inside groups too (groups themselves not).
pub(crate) fn each_token(stream: &TokenStream, f: &mut dyn FnMut(&TokenTree)) {
    for token in stream.clone() {
        match &token {
            TokenTree::Group(group) => each_token(&group.stream(), f),
            _ => f(&token),
        }
    }
}

/// What gives an identifier among tokens a new spelling, given its group's tokens and its
/// place among them, if it should change.
pub(crate) type NewIdent<'f> = dyn FnMut(&[TokenTree], usize, &Ident) -> Option<Ident> + 'f;

/// `stream` with each identifier `f` gives a new one for (given its group's tokens and its
/// place among them) replaced, inside groups too.
pub(crate) fn map_idents(stream: TokenStream, f: &mut NewIdent) -> TokenStream {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        out.push(match token {
            TokenTree::Ident(ident) => {
                TokenTree::Ident(f(&tokens, i, ident).unwrap_or_else(|| ident.clone()))
            }
            TokenTree::Group(group) => {
                let mut renamed = Group::new(group.delimiter(), map_idents(group.stream(), f));
                renamed.set_span(group.span());
                TokenTree::Group(renamed)
            }
            other => other.clone(),
        });
    }
    out.into_iter().collect()
}

/// Whether tokens `i` and `i + 1` are a `::`.
pub(crate) fn is_path_sep(tokens: &[TokenTree], i: usize) -> bool {
    matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':')
}

/// A `::`.
pub(crate) fn path_sep() -> [TokenTree; 2] {
    [
        TokenTree::Punct(Punct::new(':', Spacing::Joint)),
        TokenTree::Punct(Punct::new(':', Spacing::Alone)),
    ]
}

/// `tokens` with `f` applied to the stream of each group among them.
pub(crate) fn map_groups(
    tokens: TokenStream,
    f: &dyn Fn(TokenStream) -> TokenStream,
) -> Vec<TokenTree> {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), f(g.stream()));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            other => other,
        })
        .collect()
}

/// Whether the `::` before token `i` continues a path (`a::b`, `Vec::<u8>::new`,
/// `<T as Tr>::f`) rather than starting one (`::std::x`, `-> ::std::x`, `=> ::x`).
pub(crate) fn continues_path(tokens: &[TokenTree], i: usize) -> bool {
    let punct =
        |k: usize, c: char| matches!(tokens.get(k), Some(TokenTree::Punct(p)) if p.as_char() == c);
    match i.checked_sub(3).map(|k| (k, &tokens[k])) {
        Some((_, TokenTree::Ident(word))) => !is_keyword(&word.to_string()),
        Some((k, TokenTree::Punct(p))) if p.as_char() == '>' => {
            // `->` and `=>` end in `>` too; a generic's closing `>` does not follow a joint `-`/`=`.
            let arrow = k >= 1
                && (punct(k - 1, '-') || punct(k - 1, '='))
                && matches!(&tokens[k - 1], TokenTree::Punct(q) if q.spacing() == Spacing::Joint);
            !arrow
        }
        _ => false,
    }
}

/// Rust's keywords, strict, reserved and weak.
pub(crate) const KEYWORDS: [&str; 53] = [
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen", "union",
];

/// Whether `word` is a keyword that cannot be a path segment (`as`, `impl`, `return`, ...):
/// a `::` after it starts a path. `crate`, `self`, `super` and `Self` are segments.
fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word) && !["crate", "self", "super", "Self"].contains(&word)
}

/// Adds every identifier of `tokens`, inside groups too, to `out`.
pub(crate) fn idents(tokens: TokenStream, out: &mut std::collections::HashSet<String>) {
    for token in tokens {
        match token {
            TokenTree::Ident(ident) => {
                out.insert(ident.to_string());
            }
            TokenTree::Group(group) => idents(group.stream(), out),
            _ => {}
        }
    }
}

/// The words (letters, digits and `_`) of `text`: the names an error message may show.
pub(crate) fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    let words = text.split(|c: char| !(c.is_alphanumeric() || c == '_'));
    words.filter(|w| !w.is_empty()).map(String::from)
}

/// The names the placeholders of a format string `text` show (`name` in `{name}`,
/// `{name:?}`, `{name:>5}`; `{{` is a brace, `{0}` a position): the only words of a string
/// that can name a variable or an item. Cost: linear in the text.
pub(crate) fn placeholders(text: &str) -> Vec<String> {
    let is_name = |c: &char| c.is_alphanumeric() || *c == '_';
    // After splitting at `{`, an empty piece is the first brace of `{{`: the next is text.
    let mut escaped = false;
    let mut names = Vec::new();
    for piece in text.split('{').skip(1) {
        let name: String = piece.chars().take_while(is_name).collect();
        if !escaped && name.starts_with(|c: char| !c.is_ascii_digit()) {
            names.push(name);
        }
        escaped = piece.is_empty() && !escaped;
    }
    names
}
