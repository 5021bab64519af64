//! The paths an item mentions: in types, expressions, patterns, `use` declarations inside
//! function bodies, macro names, and paths written inside macro input tokens.

use super::scope::{flatten, Binding};
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// How a path is used, which decides how its first segment is looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefKind {
    /// A path in code: a type, an expression, a pattern.
    Code,
    /// The path of a `use` declaration.
    Use,
    /// The path of a `use ...::*` declaration (a module or enum).
    Glob,
    /// The name of a macro being invoked.
    Macro,
}

/// One mentioned path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ref {
    /// The segments' identifiers (`$crate` becomes `crate`).
    pub segments: Vec<String>,
    /// Whether the path starts with `::`.
    pub leading_colon: bool,
    /// How it is used.
    pub kind: RefKind,
}

/// Every path `item` mentions, except inside nested inline modules (which are modules of
/// their own) and attributes. Cost: O(size of the item).
pub(crate) fn refs_of_item(item: &syn::Item) -> Vec<Ref> {
    let mut collector = Collector::default();
    collector.visit_item(item);
    collector.refs
}

/// Every path written in a token stream, e.g. a macro's input or a `macro_rules!` body.
pub(crate) fn refs_of_tokens(tokens: &TokenStream) -> Vec<Ref> {
    let mut refs = Vec::new();
    scan_tokens(tokens.clone(), &mut refs);
    refs
}

#[derive(Default)]
struct Collector {
    refs: Vec<Ref>,
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.refs.push(Ref {
            segments: path.segments.iter().map(|s| s.ident.to_string()).collect(),
            leading_colon: path.leading_colon.is_some(),
            kind: RefKind::Code,
        });
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.refs.push(Ref {
            segments: mac
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect(),
            leading_colon: mac.path.leading_colon.is_some(),
            kind: RefKind::Macro,
        });
        scan_tokens(mac.tokens.clone(), &mut self.refs);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let leading_colon = item.leading_colon.is_some();
        flatten(&item.tree, &mut Vec::new(), &mut |segments, binding| {
            let kind = if binding == Binding::Glob {
                RefKind::Glob
            } else {
                RefKind::Use
            };
            self.refs.push(Ref {
                segments,
                leading_colon,
                kind,
            });
        });
    }

    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}
}

/// Finds `a::b::c` sequences (and `$crate::...`, and `name!`) in raw tokens.
fn scan_tokens(tokens: TokenStream, refs: &mut Vec<Ref>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_punct =
        |i: usize, c: char| matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
    let is_path_sep = |i: usize| {
        matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
            && is_punct(i + 1, ':')
    };
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(group) => {
                scan_tokens(group.stream(), refs);
                i += 1;
            }
            TokenTree::Ident(ident) => {
                let after_dollar = i > 0 && is_punct(i - 1, '$');
                if after_dollar && ident != "crate" {
                    i += 1; // a macro metavariable such as `$x`
                    continue;
                }
                let after_sep = i >= 2 && is_path_sep(i - 2);
                if after_sep && continues_path(&tokens, i) {
                    i += 1; // the rest of a path that was already taken
                    continue;
                }
                let leading_colon = after_sep;
                let mut segments = vec![ident.to_string()];
                let mut j = i + 1;
                while is_path_sep(j) {
                    match tokens.get(j + 2) {
                        Some(TokenTree::Ident(next)) => {
                            segments.push(next.to_string());
                            j += 3;
                        }
                        _ => break,
                    }
                }
                let is_macro = is_punct(j, '!')
                    && matches!(tokens.get(j + 1), Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None);
                refs.push(Ref {
                    segments,
                    leading_colon,
                    kind: if is_macro {
                        RefKind::Macro
                    } else {
                        RefKind::Code
                    },
                });
                i = j;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
        }
    }
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

/// Whether `word` is a keyword that cannot be a path segment (`as`, `impl`, `return`, ...):
/// a `::` after it starts a path. `crate`, `self`, `super` and `Self` are segments.
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "as" | "async"
            | "await"
            | "box"
            | "break"
            | "const"
            | "continue"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "static"
            | "struct"
            | "trait"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "yield"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(refs: &[Ref]) -> Vec<String> {
        refs.iter()
            .map(|r| {
                let colon = if r.leading_colon { "::" } else { "" };
                let tag = match r.kind {
                    RefKind::Code => "",
                    RefKind::Use => " (use)",
                    RefKind::Glob => " (glob)",
                    RefKind::Macro => "!",
                };
                format!("{colon}{}{tag}", r.segments.join("::"))
            })
            .collect()
    }

    #[test]
    fn code_paths_and_local_uses() {
        let item: syn::Item = syn::parse_str(
            "fn f(x: crate::a::B<super::C>) -> Vec<u8> { use self::d::*; use e::{f, g as h}; ::std::mem::take(x); m!(1); }",
        )
        .unwrap();
        let found = paths(&refs_of_item(&item));
        for expected in [
            "crate::a::B",
            "super::C",
            "Vec",
            "u8",
            "self::d (glob)",
            "e::f (use)",
            "e::g (use)",
            "::std::mem::take",
            "x",
            "m!",
        ] {
            assert!(
                found.contains(&expected.to_string()),
                "{expected} not in {found:?}"
            );
        }
    }

    #[test]
    fn paths_inside_macro_tokens() {
        let tokens: TokenStream =
            "out, \"{}\", $crate::perm::rank(&p) + crate::x::Y, $n, ::lib::z, inner!(q::r)"
                .parse()
                .unwrap();
        let found = paths(&refs_of_tokens(&tokens));
        assert_eq!(
            found,
            [
                "out",
                "crate::perm::rank",
                "p",
                "crate::x::Y",
                "::lib::z",
                "inner!",
                "q::r"
            ]
        );
    }
}
