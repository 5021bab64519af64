//! Private modules of the library inlined into their parents, for the dense layout: a
//! module nothing outside its parent can name costs its `mod m{...}`, the parent's
//! `pub use m::{..}` and its own `use super::{..}` for nothing. A module goes into its
//! parent when its items and imports clash with none of the parent's names, when no path
//! but the parent's plain `use m::X` names it, and when neither it nor its parent holds
//! what could change meaning on the move (a glob import, a `macro_rules!`, a module of its
//! own, an attribute). Its `super::X` paths become `self::X`. rustc then checks the result
//! (see `compact`): it is kept only if it compiles without a warning, which, with those
//! conditions, means every name still resolves to the same item.

use crate::resolve::{Scope, UseLeaf};
use crate::syntax::library_items_mut;
use crate::syntax::use_trees::Binding;
use proc_macro2::{TokenStream, TokenTree};
use std::collections::HashMap;
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree, Visibility};

/// Inlines the eligible private modules of the library module `library_name` into their
/// parents, deepest first. Returns how many modules went. Cost: a pass over the bundle.
///
/// The caller checks the result with rustc: it is kept only if it compiles without a
/// warning (a pruned bundle has none), which means every name still resolves as before.
pub(crate) fn inline_private_modules(file: &mut syn::File, library_name: &str) -> usize {
    let mentions = module_mentions(file);
    let Some(items) = library_items_mut(file, library_name) else {
        return 0;
    };
    let mut path = vec!["crate".to_string(), library_name.to_string()];
    let mut reexports = Reexports::default();
    reexports.add(items, &mut path);
    inline_children(items, &mut path, &Context { mentions: &mentions, reexports: &reexports })
}

/// What the walk needs to know of the whole library.
struct Context<'c> {
    /// How often each name is a path's segment or an import's leaf (see [`module_mentions`]).
    mentions: &'c HashMap<String, usize>,
    /// Where the library's imports lead.
    reexports: &'c Reexports,
}

/// The library's imports, from the path of the name each binds to the path it imports,
/// both from the crate root: `crate::lib::tiles::Board` to `crate::lib::tiles::fixed::Board`.
#[derive(Default)]
struct Reexports(HashMap<Vec<String>, Vec<String>>);

impl Reexports {
    /// Adds the imports of `items`, the module at `path`, and of its modules.
    fn add(&mut self, items: &[Item], path: &mut Vec<String>) {
        let scope = Scope::of(items);
        for leaf in &scope.leaves {
            if let Binding::Name(name) = &leaf.binding {
                let bound = [path.as_slice(), std::slice::from_ref(name)].concat();
                self.0.insert(bound, absolute(&leaf.target, path, &scope));
            }
        }
        for item in items {
            if let Item::Mod(syn::ItemMod { ident, content: Some((_, inner)), .. }) = item {
                path.push(ident.to_string());
                self.add(inner, path);
                path.pop();
            }
        }
    }

    /// The path `path` leads to through imports (at most a few, against cycles).
    fn canonical(&self, path: Vec<String>) -> Vec<String> {
        let mut path = path;
        for _ in 0..8 {
            match self.0.get(&path) {
                Some(next) if *next != path => path = next.clone(),
                _ => break,
            }
        }
        path
    }
}

/// Inlines the eligible private modules among `items`, the module at `path` (after theirs,
/// deepest first).
fn inline_children(items: &mut Vec<Item>, path: &mut Vec<String>, context: &Context) -> usize {
    let mut inlined = 0;
    for item in items.iter_mut() {
        if let Item::Mod(m) = item {
            if let Some((_, inner)) = &mut m.content {
                path.push(m.ident.to_string());
                inlined += inline_children(inner, path, context);
                path.pop();
            }
        }
    }
    let mut i = 0;
    while i < items.len() {
        match inlined_items(items, i, path, context) {
            Some(moved) => {
                let name = module_name(&items[i]);
                let count = moved.len();
                items.splice(i..=i, moved);
                remove_imports_from(items, &name);
                inlined += 1;
                i += count;
            }
            None => i += 1,
        }
    }
    inlined
}

fn module_name(item: &Item) -> String {
    match item {
        Item::Mod(m) => m.ident.to_string(),
        _ => String::new(),
    }
}

/// The items module `items[i]` puts into its parent (`items`) if it can go: its own, with
/// the imports the parent already has dropped and `super::` paths made `self::`.
fn inlined_items(
    items: &[Item],
    i: usize,
    path: &[String],
    context: &Context,
) -> Option<Vec<Item>> {
    let Item::Mod(m) = &items[i] else {
        return None;
    };
    let (_, inner) = m.content.as_ref()?;
    let name = m.ident.to_string();
    let plain = matches!(m.vis, Visibility::Inherited) && m.attrs.is_empty();
    let parent_blocks = |item: &Item| !matches!(item, Item::Mod(_)) && blocks_inlining(item);
    if !plain || inner.iter().any(blocks_inlining) || items.iter().any(parent_blocks) {
        return None;
    }
    let parent = Scope::of(items);
    // The parent's imports out of the module: the only paths that may name it.
    let reexports: Vec<&UseLeaf> =
        parent.leaves.iter().filter(|l| l.target.first() == Some(&name)).collect();
    let plain_reexport =
        |l: &&UseLeaf| l.target.len() == 2 && l.binding == Binding::Name(l.target[1].clone());
    let import_items = items
        .iter()
        .filter(|item| matches!(item, Item::Use(u) if matches!(&u.tree, UseTree::Path(p) if p.ident == name)))
        .count();
    if !reexports.iter().all(plain_reexport)
        || context.mentions.get(&name).copied().unwrap_or(0) != import_items
        || inner.iter().any(macro_says_super)
    {
        return None;
    }
    let own = Scope::of(inner);
    // What each name the parent binds stands for, as a path from the crate root (through
    // re-exports).
    let canonical = |target: Vec<String>| context.reexports.canonical(target);
    let mut parent_names: HashMap<String, Vec<String>> = parent
        .leaves
        .iter()
        .filter(|l| l.target.first() != Some(&name))
        .filter_map(|l| match &l.binding {
            Binding::Name(n) => Some((n.clone(), canonical(absolute(&l.target, path, &parent)))),
            _ => None,
        })
        .collect();
    for def in &parent.defs {
        parent_names.insert(def.clone(), [path, std::slice::from_ref(def)].concat());
    }
    let own_path = [path, std::slice::from_ref(&name)].concat();
    let clash = own.defs.iter().any(|d| parent_names.contains_key(d));
    if clash {
        return None;
    }
    let mut moved = Vec::new();
    for item in inner {
        match item {
            Item::Use(u) => {
                let kept = kept_import(u, &own_path, &own, &parent_names, &canonical)?;
                moved.extend(kept);
            }
            other => moved.push(other.clone()),
        }
    }
    for item in &mut moved {
        SuperToSelf.visit_item_mut(item);
    }
    Some(moved)
}

/// What cannot move into or receive another module's items safely: a glob import (an
/// item moved in would shadow its names), a `macro_rules!` (scoped by text), a module (of
/// the module that moves: its `super::` would change).
fn blocks_inlining(item: &Item) -> bool {
    match item {
        Item::Use(u) => has_glob(&u.tree),
        Item::Macro(m) => m.ident.is_some(),
        Item::Mod(_) | Item::ExternCrate(_) => true,
        _ => false,
    }
}

fn has_glob(tree: &UseTree) -> bool {
    match tree {
        UseTree::Path(p) => has_glob(&p.tree),
        UseTree::Group(g) => g.items.iter().any(has_glob),
        UseTree::Glob(_) => true,
        UseTree::Name(_) | UseTree::Rename(_) => false,
    }
}

/// A module's `use` item as it goes into the parent: without the leaves that bind what
/// the parent's name already stands for (`use super::X`, the same import, an import of the
/// parent's item through a re-export; `canonical` follows those), none if no leaf
/// is left; or `None` (do not inline) if a leaf is a glob or `_` import of the parent's, or
/// binds a name the parent binds to something else. `path` is the module's own.
fn kept_import(
    u: &syn::ItemUse,
    path: &[String],
    own: &Scope,
    parent_names: &HashMap<String, Vec<String>>,
    canonical: &dyn Fn(Vec<String>) -> Vec<String>,
) -> Option<Vec<Item>> {
    let mut leaf = |target: &[String], binding: &Binding| {
        let target = canonical(absolute(target, path, own));
        match binding {
            Binding::Name(bound) => match parent_names.get(bound) {
                Some(theirs) if *theirs == target => Some(false),
                Some(_) => None,
                None => Some(true),
            },
            _ if target.starts_with(&path[..path.len() - 1]) => None,
            _ => Some(true),
        }
    };
    let tree = kept_leaves(&u.tree, &mut Vec::new(), &mut leaf)?;
    let item = tree.map(|tree| Item::Use(syn::ItemUse { tree, ..u.clone() }));
    Some(item.into_iter().collect())
}

/// `tree` with only the leaves `keep` says (`Some(true)`), or `None` if it says `None` for
/// one. The inner `Option` is `None` when no leaf is left.
fn kept_leaves(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    keep: &mut dyn FnMut(&[String], &Binding) -> Option<bool>,
) -> Option<Option<UseTree>> {
    let mut one_leaf = |target: Vec<String>, binding: Binding| -> Option<Option<UseTree>> {
        Some(keep(&target, &binding)?.then(|| tree.clone()))
    };
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            let inner = kept_leaves(&p.tree, prefix, keep);
            prefix.pop();
            Some(
                inner?.map(|inner| {
                    UseTree::Path(syn::UsePath { tree: Box::new(inner), ..p.clone() })
                }),
            )
        }
        UseTree::Name(n) => {
            let mut target = prefix.clone();
            let name = if n.ident == "self" {
                prefix.last().cloned().unwrap_or_default()
            } else {
                target.push(n.ident.to_string());
                n.ident.to_string()
            };
            one_leaf(target, Binding::Name(name))
        }
        UseTree::Rename(r) => {
            let mut target = prefix.clone();
            if r.ident != "self" {
                target.push(r.ident.to_string());
            }
            let binding = match r.rename == "_" {
                true => Binding::Underscore,
                false => Binding::Name(r.rename.to_string()),
            };
            one_leaf(target, binding)
        }
        UseTree::Glob(_) => one_leaf(prefix.clone(), Binding::Glob),
        UseTree::Group(g) => {
            let mut items = syn::punctuated::Punctuated::new();
            for item in &g.items {
                items.extend(kept_leaves(item, prefix, keep)?);
            }
            Some((!items.is_empty()).then(|| UseTree::Group(syn::UseGroup { items, ..g.clone() })))
        }
    }
}

/// A `use` target written in the module at `path` (whose names are `scope`), as a path
/// from the crate root: `super::`, `self::` and a child module's name resolved, `crate::`
/// and other crates' paths as they are.
fn absolute(target: &[String], path: &[String], scope: &Scope) -> Vec<String> {
    let mut base = path.to_vec();
    let mut rest = target;
    match rest.first().map(String::as_str) {
        Some("crate") => return target.to_vec(),
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some(first) if scope.defs.iter().any(|d| d == first) => {}
        _ => return target.to_vec(),
    }
    [base.as_slice(), rest].concat()
}

/// Whether a macro call in `item` says `super`, which the move would change and
/// [`SuperToSelf`] cannot see.
fn macro_says_super(item: &Item) -> bool {
    struct Finder(bool);
    impl<'ast> Visit<'ast> for Finder {
        fn visit_macro(&mut self, mac: &'ast syn::Macro) {
            self.0 |= says_super(mac.tokens.clone());
        }
    }
    fn says_super(tokens: TokenStream) -> bool {
        tokens.into_iter().any(|t| match t {
            TokenTree::Ident(ident) => ident == "super",
            TokenTree::Group(group) => says_super(group.stream()),
            _ => false,
        })
    }
    let mut finder = Finder(false);
    finder.visit_item(item);
    finder.0
}

/// Removes the `use module::...` items of `items` (all plain, as checked).
fn remove_imports_from(items: &mut Vec<Item>, module: &str) {
    items.retain(|item| match item {
        Item::Use(u) => !matches!(&u.tree, UseTree::Path(p) if p.ident == module),
        _ => true,
    });
}

/// How often each name is a path's non-last segment (a module, an enum or a type the path
/// goes through) or a `use` leaf anywhere in the file, macro tokens included.
fn module_mentions(file: &syn::File) -> HashMap<String, usize> {
    let mut counter = Mentions(HashMap::new());
    counter.visit_file(file);
    counter.0
}

struct Mentions(HashMap<String, usize>);

impl Mentions {
    fn note(&mut self, name: String) {
        *self.0.entry(name).or_insert(0) += 1;
    }

    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Ident(ident) => {
                    let colon = |j: usize| matches!(tokens.get(j), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                    if colon(i + 1) && colon(i + 2) {
                        self.note(ident.to_string());
                    }
                }
                TokenTree::Group(group) => self.tokens(group.stream()),
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for Mentions {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let through = path.segments.len().saturating_sub(1);
        for segment in path.segments.iter().take(through) {
            self.note(segment.ident.to_string());
        }
        visit::visit_path(self, path);
    }

    fn visit_use_path(&mut self, path: &'ast syn::UsePath) {
        self.note(path.ident.to_string());
        visit::visit_use_path(self, path);
    }

    // `use super::m;` and `use super::m as n;` import a module too.
    fn visit_use_name(&mut self, name: &'ast syn::UseName) {
        self.note(name.ident.to_string());
    }

    fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
        self.note(rename.ident.to_string());
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        visit::visit_macro(self, mac);
    }
}

/// Turns `super::X` paths of a module's code and imports into `self::X`, for the code
/// moved up.
struct SuperToSelf;

impl VisitMut for SuperToSelf {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if let Some(first) = path.segments.first_mut() {
            if first.ident == "super" {
                first.ident = syn::Ident::new("self", first.ident.span());
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if let UseTree::Path(first) = &mut item.tree {
            if first.ident == "super" {
                first.ident = syn::Ident::new("self", first.ident.span());
            }
        }
    }
}
