//! Trait impls written inside `macro_rules!` bodies (`impl Cost for $t { ... }`): tokens,
//! not syntax trees, so their members are found by their shape — an optional attribute,
//! then `fn name ... { body }`, or `const`/`type name ... ;` — and the members a trait
//! lost are cut from them.

use crate::resolve::Index;
use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use std::collections::HashMap;
use syn::Item;

/// The library's traits that `macro_rules!` bodies implement, by name, each with whether
/// no other trait of the library has its name (so that the impls in the bodies, which name
/// it by that name alone, can be trimmed). Cost: one scan of each macro body per trait.
pub(super) fn implemented_traits(index: &Index) -> HashMap<String, bool> {
    let mut traits: HashMap<String, usize> = HashMap::new();
    let mut bodies = Vec::new();
    for key in index.library_items() {
        match index.item(key) {
            Item::Trait(t) => *traits.entry(t.ident.to_string()).or_insert(0) += 1,
            Item::Macro(m) if m.ident.is_some() => bodies.push(&m.mac.tokens),
            _ => {}
        }
    }
    traits
        .into_iter()
        .filter(|(name, _)| bodies.iter().any(|body| implements(body, name)))
        .map(|(name, count)| (name, count == 1))
        .collect()
}

/// Whether `tokens` hold `impl ... NAME ... for ... { }` at any depth.
pub(crate) fn implements(tokens: &TokenStream, name: &str) -> bool {
    let mut found = false;
    edit_impls(tokens.clone(), name, &mut |body| {
        found = true;
        Some(body)
    });
    found
}

/// `tokens` with every member of the impls of trait `name` whose name `keep` refuses cut.
pub(crate) fn trim(
    tokens: TokenStream,
    name: &str,
    keep: &mut dyn FnMut(&str) -> bool,
) -> TokenStream {
    edit_impls(tokens, name, &mut |body| Some(members_kept(body, keep)))
}

/// `tokens` without the impls of trait `name`: for a trait that is gone.
pub(crate) fn drop_impls(tokens: TokenStream, name: &str) -> TokenStream {
    edit_impls(tokens, name, &mut |_| None)
}

/// `tokens` with the body of each impl of trait `name` (`impl ... NAME ... for ... { body
/// }`, at any depth) replaced by what `edit` makes of it, or the impl dropped for `None`.
fn edit_impls(
    tokens: TokenStream,
    name: &str,
    edit: &mut dyn FnMut(TokenStream) -> Option<TokenStream>,
) -> TokenStream {
    let mut out: Vec<TokenTree> = Vec::new();
    // In an impl's header: where its `impl` is in `out`, whether it names the trait before
    // a `for`, and whether the `for` came.
    let mut header: Option<(usize, bool, bool)> = None;
    for token in tokens {
        match (&token, header) {
            (TokenTree::Ident(ident), _) if ident == "impl" => {
                header = Some((out.len(), false, false))
            }
            (TokenTree::Ident(ident), Some((at, _, false))) if ident == name => {
                header = Some((at, true, false))
            }
            (TokenTree::Ident(ident), Some((at, names, _))) if ident == "for" => {
                header = Some((at, names, true))
            }
            (TokenTree::Group(group), Some((at, true, true)))
                if group.delimiter() == Delimiter::Brace =>
            {
                header = None;
                match edit(group.stream()) {
                    Some(body) => out.push(regroup(group, body)),
                    None => out.truncate(at),
                }
                continue;
            }
            (TokenTree::Group(group), Some(_)) if group.delimiter() == Delimiter::Brace => {
                header = None
            }
            (TokenTree::Group(group), None) => {
                out.push(regroup(group, edit_impls(group.stream(), name, edit)));
                continue;
            }
            _ => {}
        }
        out.push(token);
    }
    out.into_iter().collect()
}

/// The members of an impl block's body that `keep` accepts (unnamed pieces stay).
fn members_kept(body: TokenStream, keep: &mut dyn FnMut(&str) -> bool) -> TokenStream {
    let mut out: Vec<TokenTree> = Vec::new();
    let mut member: Vec<TokenTree> = Vec::new();
    let mut is_fn = false;
    let mut name: Option<String> = None;
    let mut expect_name = false;
    for token in body {
        let ends = match &token {
            TokenTree::Ident(ident) if expect_name => {
                name = Some(ident.to_string());
                expect_name = false;
                false
            }
            TokenTree::Ident(ident)
                if name.is_none()
                    && matches!(ident.to_string().as_str(), "fn" | "const" | "type") =>
            {
                is_fn = ident == "fn";
                expect_name = true;
                false
            }
            TokenTree::Group(group) => {
                is_fn && name.is_some() && group.delimiter() == Delimiter::Brace
            }
            TokenTree::Punct(p) => !is_fn && p.as_char() == ';',
            _ => false,
        };
        member.push(token);
        if ends {
            let kept = match name.as_deref() {
                Some(name) => keep(name),
                None => true,
            };
            if kept {
                out.append(&mut member);
            }
            member.clear();
            (is_fn, name, expect_name) = (false, None, false);
        }
    }
    out.extend(member);
    out.into_iter().collect()
}

fn regroup(group: &Group, stream: TokenStream) -> TokenTree {
    let mut new = Group::new(group.delimiter(), stream);
    new.set_span(group.span());
    TokenTree::Group(new)
}
