//! Removing what the compiler proves dead. Reachability by names keeps an inherent method
//! `len` of a kept type once anything calls a `.len()`, and an import of a trait once its
//! module calls a method of that trait's names; `rustc`'s own lints (`dead_code`,
//! `unused_imports`, `unused_macros`), which know the types, then say which of those are
//! unused. Only what those lints name is removed, and never a name that code compiled out
//! here (`#[cfg(...)]`, other targets) mentions: what rustc does not compile it cannot see.

use super::compiled_out::compiled_out_names;
use super::macro_impls::{drop_impls, trim};
use crate::check::rustc::Lint;
use crate::syntax::tokens::idents;
use crate::syntax::use_trees::kept_leaves;
use crate::syntax::{
    each_module_mut, impl_member_ident, item_ident, library_items_mut, trait_member_ident,
};
use proc_macro2::TokenStream;
use std::collections::HashSet;
use syn::{Item, UseTree};

/// Removes from the library module `library_name` of `file` (parsed with line numbers
/// from the text rustc saw) what `lints` report unused; returns how many things went.
pub(crate) fn remove_reported(file: &mut syn::File, library_name: &str, lints: &[Lint]) -> usize {
    let protected = compiled_out_names(file);
    let Some(items) = library_items_mut(file, library_name) else { return 0 };
    let mut removal = Removal { lints, protected: &protected, removed: 0, traits: Vec::new() };
    removal.items(items);
    removal.removed + strip_trait_impls(items, &removal.traits)
}

/// Marks with `#[allow(dead_code)]` the library's structs and enums whose fields or
/// variants `lints` report unused (a field set by a call, a variant an `if let` tests):
/// the marks say where the program leaves parts of a type unused rather than hide items.
pub(crate) fn mark_unused_parts(file: &mut syn::File, library_name: &str, lints: &[Lint]) {
    each_type_mut(file, library_name, &mut |attrs, lines| {
        if lints.iter().any(|lint| lint.is_about_parts() && lines.contains(&lint.line)) {
            attrs.push(syn::parse_quote!(#[allow(dead_code)]));
        }
    });
}

/// Takes the marks [`mark_unused_parts`] put on the library's structs and enums off again,
/// for a new round of settling to decide afresh (after their derives changed, say).
pub(crate) fn unmark_parts(file: &mut syn::File, library_name: &str) {
    let is_mark = |attribute: &syn::Attribute| {
        attribute.path().is_ident("allow")
            && attribute.parse_args::<syn::Ident>().is_ok_and(|lint| lint == "dead_code")
    };
    each_type_mut(file, library_name, &mut |attrs, _| attrs.retain(|a| !is_mark(a)));
}

/// Calls `visit` on the attributes of each struct and enum of the library, with the lines
/// of its named fields or variants.
fn each_type_mut(
    file: &mut syn::File,
    library_name: &str,
    visit: &mut dyn FnMut(&mut Vec<syn::Attribute>, Vec<usize>),
) {
    let Some(library) = library_items_mut(file, library_name) else { return };
    each_module_mut(library, &mut |items| {
        for item in items.iter_mut() {
            let (attrs, lines) = match item {
                Item::Struct(s) => (
                    &mut s.attrs,
                    s.fields.iter().filter_map(|f| f.ident.as_ref()).map(line).collect(),
                ),
                Item::Enum(e) => {
                    (&mut e.attrs, e.variants.iter().map(|v| line(&v.ident)).collect())
                }
                _ => continue,
            };
            visit(attrs, lines);
        }
    });
}

fn line(ident: &syn::Ident) -> usize {
    ident.span().start().line
}

struct Removal<'a> {
    lints: &'a [Lint],
    protected: &'a HashSet<String>,
    removed: usize,
    /// Traits removed (`None`) or stripped of members, to take from their impls too.
    traits: Vec<(String, Option<Vec<String>>)>,
}

impl Removal<'_> {
    fn items(&mut self, items: &mut Vec<Item>) {
        let before = items.len();
        items.retain_mut(|item| self.keep(item));
        self.removed += before - items.len();
    }

    /// Prunes one item; whether it stays.
    fn keep(&mut self, item: &mut Item) -> bool {
        match item {
            Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) => self.items(inner),
            Item::Use(u) => return self.use_item(u),
            Item::Impl(block) => {
                self.members(&mut block.items, impl_member_ident);
            }
            Item::Trait(t) => {
                let name = t.ident.to_string();
                if self.item_lint(&t.ident) {
                    self.traits.push((name, None));
                    return false;
                }
                let gone = self.members(&mut t.items, trait_member_ident);
                if !gone.is_empty() {
                    self.traits.push((name, Some(gone)));
                }
            }
            _ => {
                if let Some(ident) = item_ident(item) {
                    return !self.item_lint(ident);
                }
            }
        }
        true
    }

    /// Whether a lint says the item named `ident` (on its line) is unused.
    fn item_lint(&self, ident: &syn::Ident) -> bool {
        let line = ident.span().start().line;
        let name = ident.to_string();
        !self.protected.contains(&name)
            && self.lints.iter().any(|lint| {
                lint.line == line
                    && lint.kills_item()
                    && lint.names().first() == Some(&name.as_str())
            })
    }

    /// Removes the members a lint pointing at one of them names; returns their names.
    fn members<T>(
        &mut self,
        members: &mut Vec<T>,
        ident: fn(&T) -> Option<&syn::Ident>,
    ) -> Vec<String> {
        let lines: Vec<usize> =
            members.iter().filter_map(ident).map(|i| i.span().start().line).collect();
        let names: Vec<String> = self
            .lints
            .iter()
            .filter(|lint| lint.kills_members() && lines.contains(&lint.line))
            .flat_map(|lint| lint.names().into_iter().map(str::to_string))
            .filter(|name| !self.protected.contains(name))
            .collect();
        let before = members.len();
        members.retain(|m| ident(m).is_none_or(|i| !names.contains(&i.to_string())));
        self.removed += before - members.len();
        names
    }

    /// Removes the leaves of a `use` that a lint on its lines reports; whether any stay.
    fn use_item(&mut self, u: &mut syn::ItemUse) -> bool {
        let dead = unused_leaves(u, self.lints, self.protected);
        if dead.is_empty() {
            return true;
        }
        self.removed += dead.len();
        match kept_leaves(&u.tree, &mut 0, &|o| !dead.contains(&o)) {
            Some(tree) => {
                u.tree = tree;
                true
            }
            None => false,
        }
    }
}

/// The leaves (numbered depth first) of the import `u` that `lints` on its lines report
/// unused, but those named by code compiled out here (`protected`).
pub(super) fn unused_leaves(
    u: &syn::ItemUse,
    lints: &[Lint],
    protected: &HashSet<String>,
) -> Vec<usize> {
    let (first, last) = (u.use_token.span.start().line, u.semi_token.span.end().line);
    let on_it = |lint: &&Lint| lint.is_unused_import() && (first..=last).contains(&lint.line);
    let unused: Vec<&str> = lints.iter().filter(on_it).flat_map(Lint::names).collect();
    if unused.is_empty() {
        return Vec::new();
    }
    let mut written = Vec::new();
    leaf_texts(&u.tree, &mut Vec::new(), &mut written);
    let dead = |text: &String| unused.contains(&text.as_str()) && !protected.contains(text);
    (0..written.len()).filter(|&o| dead(&written[o])).collect()
}

/// Each leaf of a `use` tree as rustc quotes it: its path from the innermost `{`
/// (`b::C`, `self`, `Write as _`, `x::*`), depth first.
fn leaf_texts(tree: &UseTree, prefix: &mut Vec<String>, out: &mut Vec<String>) {
    let path = |prefix: &Vec<String>, last: String| {
        let mut parts = prefix.clone();
        parts.push(last);
        parts.join("::")
    };
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            leaf_texts(&p.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(n) => out.push(path(prefix, n.ident.to_string())),
        UseTree::Rename(r) => out.push(path(prefix, format!("{} as {}", r.ident, r.rename))),
        UseTree::Glob(_) => out.push(path(prefix, "*".to_string())),
        UseTree::Group(g) => {
            for tree in &g.items {
                leaf_texts(tree, &mut Vec::new(), out);
            }
        }
    }
}

/// Takes from the library's impls of removed traits the impls (for a trait removed whole)
/// or the members (for members removed), in `impl` blocks and in `macro_rules!` bodies.
fn strip_trait_impls(items: &mut Vec<Item>, traits: &[(String, Option<Vec<String>>)]) -> usize {
    let mut removed = 0;
    // Macros whose whole work was impls of a trait now gone go, with their calls.
    let mut hollow: Vec<String> = Vec::new();
    for item in items.iter() {
        if let Item::Macro(m) = item {
            let gone = traits.iter().filter(|(_, members)| members.is_none());
            let body =
                gone.fold(m.mac.tokens.clone(), |tokens, (name, _)| drop_impls(tokens, name));
            if body.to_string() != m.mac.tokens.to_string() && !defines_anything(&body) {
                hollow.extend(m.ident.as_ref().map(|i| i.to_string()));
            }
        }
    }
    items.retain(|item| {
        let Item::Macro(m) = item else { return true };
        let name = m.ident.clone().or_else(|| m.mac.path.segments.last().map(|s| s.ident.clone()));
        let kept = !name.is_some_and(|n| hollow.iter().any(|h| n == h));
        removed += usize::from(!kept);
        kept
    });
    items.retain_mut(|item| match item {
        Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) => {
            removed += strip_trait_impls(inner, traits);
            true
        }
        Item::Impl(block) => {
            let Some(name) = block.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()) else {
                return true;
            };
            match traits.iter().find(|(t, _)| name.ident == t) {
                Some((_, None)) => {
                    removed += 1;
                    false
                }
                Some((_, Some(members))) => {
                    block.items.retain(|m| {
                        impl_member_ident(m).is_none_or(|i| !members.contains(&i.to_string()))
                    });
                    true
                }
                None => true,
            }
        }
        Item::Macro(m) if m.ident.is_some() => {
            for (name, members) in traits {
                let tokens = std::mem::take(&mut m.mac.tokens);
                m.mac.tokens = match members {
                    Some(members) => {
                        trim(tokens, name, &mut |member| !members.iter().any(|n| n == member))
                    }
                    None => drop_impls(tokens, name),
                };
            }
            true
        }
        _ => true,
    });
    removed
}

/// Whether `tokens` define or do anything (an item keyword, a macro call): a macro body
/// that does not is hollow.
fn defines_anything(tokens: &TokenStream) -> bool {
    let mut names = HashSet::new();
    idents(tokens.clone(), &mut names);
    let keywords =
        ["impl", "fn", "struct", "enum", "const", "static", "type", "trait", "mod", "use", "let"];
    keywords.iter().any(|k| names.contains(*k)) || tokens.to_string().contains('!')
}
