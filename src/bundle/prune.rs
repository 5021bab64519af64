//! Leaving out the library's free functions, constants, statics, inherent methods and types
//! that nothing in the bundle names: a step below whole modules (traits stay with their
//! module). Conservative by construction: an item goes only when its name occurs nowhere in
//! the bundle but in its own definition (for a type: and its own `impl` blocks, which go
//! with it), so a name that might refer to it, anywhere (another module, a `use`, a macro's
//! tokens, a local variable), keeps it.

use proc_macro2::{Ident, TokenStream, TokenTree};
use std::collections::HashMap;
use syn::{Attribute, ImplItem, Item, ItemMod};

/// Removes from the library module `library_name` of `file` (at any depth) every free
/// function, constant, static and inherent method or associated constant whose name occurs
/// only once in the whole bundle, until
/// none is left; returns how many went. Items reachable by symbol (`#[no_mangle]`,
/// `#[export_name]`, `#[used]`) and `const _` stay. Cost: one printing of the bundle per
/// round, a few rounds.
pub(crate) fn drop_unnamed(file: &mut syn::File, library_name: &str) -> usize {
    let mut dropped = 0;
    loop {
        let counts = name_counts(file);
        let mut round = 0;
        for item in &mut file.items {
            if let Item::Mod(module) = item {
                if module.ident == library_name {
                    round += drop_in(module, &counts);
                    round += drop_unused_types(module, &counts);
                }
            }
        }
        if round == 0 {
            return dropped;
        }
        dropped += round;
    }
}

/// Drops the unnamed items of `module` and its inline modules.
fn drop_in(module: &mut ItemMod, counts: &HashMap<String, usize>) -> usize {
    let Some((_, items)) = &mut module.content else {
        return 0;
    };
    let before = items.len();
    let named = |name: Option<String>| name.is_none_or(|name| counts.get(&name) > Some(&1));
    items.retain(|item| named(droppable_name(item)));
    let mut dropped = before - items.len();
    for item in items {
        match item {
            Item::Mod(child) => dropped += drop_in(child, counts),
            Item::Impl(block) if block.trait_.is_none() => {
                let before = block.items.len();
                block.items.retain(|item| named(droppable_member(item)));
                dropped += before - block.items.len();
            }
            _ => {}
        }
    }
    dropped
}

/// Removes the types (structs, enums, unions, type aliases) of `library` whose name occurs
/// only in their own definitions and in the `impl` blocks whose self type they are, with
/// those blocks; returns how many items went.
fn drop_unused_types(library: &mut ItemMod, counts: &HashMap<String, usize>) -> usize {
    let mut own = HashMap::new();
    tally_own_occurrences(library, &mut own);
    let unused: Vec<String> = own
        .into_iter()
        .filter(|(name, occurrences)| counts.get(name) == Some(occurrences))
        .map(|(name, _)| name)
        .collect();
    remove_types(library, &unused)
}

/// For every type of `module` (at any depth), how often its name occurs in its definitions
/// and in the `impl` blocks for it.
fn tally_own_occurrences(module: &ItemMod, own: &mut HashMap<String, usize>) {
    let Some((_, items)) = &module.content else {
        return;
    };
    for item in items {
        if let Some(name) = type_name(item) {
            *own.entry(name.clone()).or_insert(0) += occurrences(item, &name);
        }
    }
    for item in items {
        match item {
            Item::Mod(child) => tally_own_occurrences(child, own),
            Item::Impl(block) => {
                if let Some(name) = self_type_name(block).filter(|n| own.contains_key(n)) {
                    *own.get_mut(&name).expect("a type") += occurrences(item, &name);
                }
            }
            _ => {}
        }
    }
}

/// Removes the definitions of the `names` types and the `impl` blocks for them.
fn remove_types(module: &mut ItemMod, names: &[String]) -> usize {
    let Some((_, items)) = &mut module.content else {
        return 0;
    };
    let unused = |name: Option<String>| name.is_some_and(|name| names.contains(&name));
    let before = items.len();
    items.retain(|item| match item {
        Item::Impl(block) => !unused(self_type_name(block)),
        _ => !unused(type_name(item)),
    });
    let mut removed = before - items.len();
    for item in items {
        if let Item::Mod(child) = item {
            removed += remove_types(child, names);
        }
    }
    removed
}

/// The name of a struct, enum, union or type alias that only its name can reach.
fn type_name(item: &Item) -> Option<String> {
    match item {
        Item::Struct(s) => reachable_by_name_only(&s.ident, &s.attrs),
        Item::Enum(e) => reachable_by_name_only(&e.ident, &e.attrs),
        Item::Union(u) => reachable_by_name_only(&u.ident, &u.attrs),
        Item::Type(t) => reachable_by_name_only(&t.ident, &t.attrs),
        _ => None,
    }
}

/// The last name of an `impl` block's self type, when it is a plain path (`Board<3, 9>`,
/// `grid::Grid`).
fn self_type_name(block: &syn::ItemImpl) -> Option<String> {
    match &*block.self_ty {
        syn::Type::Path(path) if path.qself.is_none() => {
            path.path.segments.last().map(|s| s.ident.to_string())
        }
        _ => None,
    }
}

/// How often `name` occurs in `item` as printed (macro bodies included).
fn occurrences(item: &Item, name: &str) -> usize {
    let file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: vec![item.clone()],
    };
    let mut counts = HashMap::new();
    let tokens: TokenStream = prettyplease::unparse(&file)
        .parse()
        .expect("printed items lex");
    count_idents(tokens, &mut counts);
    counts.get(name).copied().unwrap_or(0)
}

/// The name of `item` if it is a free function, constant or static that only its name can
/// reach.
fn droppable_name(item: &Item) -> Option<String> {
    match item {
        Item::Fn(f) => reachable_by_name_only(&f.sig.ident, &f.attrs),
        Item::Const(c) => reachable_by_name_only(&c.ident, &c.attrs),
        Item::Static(s) => reachable_by_name_only(&s.ident, &s.attrs),
        _ => None,
    }
}

/// The name of `item` of an inherent `impl` if it is a method or constant.
fn droppable_member(item: &ImplItem) -> Option<String> {
    match item {
        ImplItem::Fn(f) => reachable_by_name_only(&f.sig.ident, &f.attrs),
        ImplItem::Const(c) => reachable_by_name_only(&c.ident, &c.attrs),
        _ => None,
    }
}

/// `ident` as a name, unless the item is reachable by symbol or is `_`.
fn reachable_by_name_only(ident: &Ident, attrs: &[Attribute]) -> Option<String> {
    let by_symbol = ["no_mangle", "export_name", "used"];
    let reachable = attrs
        .iter()
        .any(|a| by_symbol.iter().any(|name| a.path().is_ident(name)));
    (!reachable && ident != "_").then(|| ident.to_string())
}

/// How often each identifier occurs in the printed bundle, macro bodies included.
fn name_counts(file: &syn::File) -> HashMap<String, usize> {
    let text = prettyplease::unparse(file);
    let tokens: TokenStream = text.parse().expect("a printed syntax tree lexes");
    let mut counts = HashMap::new();
    count_idents(tokens, &mut counts);
    counts
}

fn count_idents(tokens: TokenStream, counts: &mut HashMap<String, usize>) {
    for token in tokens {
        match token {
            TokenTree::Ident(ident) => *counts.entry(ident.to_string()).or_insert(0) += 1,
            TokenTree::Group(group) => count_idents(group.stream(), counts),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(code: &str) -> String {
        let mut file: syn::File = syn::parse_str(code).unwrap();
        drop_unnamed(&mut file, "lib");
        prettyplease::unparse(&file)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn only_items_no_one_names_go_and_chains_of_them_too() {
        let out = pruned(
            "fn main() { lib::a::used(); }
             mod lib { pub mod a {
                 pub fn used() { helper(); m!(in_macro); calls(); }
                 fn helper() {}
                 fn in_macro() {}
                 pub fn unused() { only_from_unused(); }
                 fn only_from_unused() {}
                 pub const LIMIT: u32 = 3;
                 static SEEN: u8 = 0;
                 const _: () = ();
                 #[no_mangle] pub fn exported() {}
                 pub struct Kept;
                 impl Kept { pub fn method_used() {} pub fn method_unused() {} const C: u8 = 1; }
                 impl Clone for Kept { fn clone(&self) -> Self { Kept } }
                 pub fn calls() { Kept::method_used(); }
             } }",
        );
        for kept in [
            "fn used",
            "fn helper",
            "fn in_macro",
            "const _",
            "fn exported",
            "struct Kept",
            "method_used",
            "fn clone",
        ] {
            assert!(out.contains(kept), "{kept} went: {out}");
        }
        for gone in [
            "fn unused",
            "only_from_unused",
            "LIMIT",
            "SEEN",
            "method_unused",
            "const C",
        ] {
            assert!(!out.contains(gone), "{gone} stayed: {out}");
        }
    }

    #[test]
    fn types_named_only_by_their_own_impls_go_with_them() {
        let out = pruned(
            "fn main() { let u = lib::Used::new(); lib::show(&u); }
             mod lib {
                 pub struct Used(u8);
                 impl Used { pub fn new() -> Self { Used(1) } }
                 pub fn show(u: &Used) -> u8 { u.0 }
                 #[derive(Clone, Debug)]
                 pub struct Lonely { n: u8 }
                 impl Lonely { pub fn make() -> Lonely { Lonely { n: 0 } } }
                 impl std::fmt::Display for Lonely {
                     fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.n) }
                 }
                 pub enum Mode { A, B }
                 pub type Alias = Mode;
                 pub struct ByReference;
                 impl Iterator for &'static ByReference { type Item = u8; fn next(&mut self) -> Option<u8> { None } }
                 pub mod inner { pub struct Named; }
                 pub use inner::Named;
             }",
        );
        for kept in [
            "struct Used",
            "fn new",
            "struct ByReference",
            "struct Named",
        ] {
            assert!(out.contains(kept), "{kept} went: {out}");
        }
        // Mode goes once Alias, the only other thing naming it, has gone.
        for gone in ["Lonely", "Display", "enum Mode", "Alias"] {
            assert!(!out.contains(gone), "{gone} stayed: {out}");
        }
    }

    #[test]
    fn a_name_used_anywhere_keeps_the_item() {
        // `count` is also a local variable in the program: kept, to be safe.
        let out = pruned("fn main() { let count = 1; } mod lib { pub fn count() {} }");
        assert!(out.contains("pub fn count"), "{out}");
        // The program's own items are never touched.
        assert!(pruned("fn main() {} fn unused() {} mod lib {}").contains("fn unused"));
    }
}
