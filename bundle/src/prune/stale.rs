//! Imports the program does not use. rustc reports them in the program's own code, which
//! the bundle keeps as written; such an import goes, with what it alone reached in the
//! library, so that a program that names a library item it no longer calls bundles to the
//! file it would be without that import.

use super::confirm::unused_leaves;
use crate::check::rustc::Rustc;
use crate::syntax::use_trees::kept_leaves;
use std::collections::HashSet;
use syn::{Item, ItemUse};

/// A program import the bundle changed: its module (names from the crate root), the import
/// as it was, and what is left of it (`None` when nothing is).
pub(crate) struct Stale {
    pub module: Vec<String>,
    pub item: ItemUse,
    pub kept: Option<ItemUse>,
}

/// Removes from the program's modules of `file` (all but `library_name`) the import leaves
/// rustc reports unused; returns what it changed. Cost: a rustc check.
pub(super) fn drop_stale_imports(
    file: &mut syn::File,
    library_name: &str,
    rustc: &Rustc,
) -> Vec<Stale> {
    let Ok(checked) = rustc.lints(file) else {
        return Vec::new();
    };
    let mut stale = Vec::new();
    let seen = &checked.file.items;
    walk(&mut file.items, seen, &mut Vec::new(), library_name, &checked.lints, &mut stale);
    stale
}

/// [`drop_stale_imports`] in the module at `path`, whose items are `items` and, as rustc saw
/// them (with its lines), `seen`.
fn walk(
    items: &mut Vec<Item>,
    seen: &[Item],
    path: &mut Vec<String>,
    library_name: &str,
    lints: &[crate::check::rustc::Lint],
    stale: &mut Vec<Stale>,
) {
    for index in (0..items.len().min(seen.len())).rev() {
        match (&mut items[index], &seen[index]) {
            (Item::Mod(m), Item::Mod(n)) if !(path.is_empty() && m.ident == library_name) => {
                let (Some((_, inner)), Some((_, seen_inner))) = (&mut m.content, &n.content) else {
                    continue;
                };
                path.push(m.ident.to_string());
                walk(inner, seen_inner, path, library_name, lints, stale);
                path.pop();
            }
            (Item::Use(u), Item::Use(seen_u)) => {
                let dead = unused_leaves(seen_u, lints, &HashSet::new());
                if dead.is_empty() {
                    continue;
                }
                let tree = kept_leaves(&u.tree, &mut 0, &|o| !dead.contains(&o));
                let kept = tree.map(|tree| ItemUse { tree, ..u.clone() });
                let item = u.clone();
                match &kept {
                    Some(kept) => *u = kept.clone(),
                    None => drop(items.remove(index)),
                }
                stale.push(Stale { module: path.clone(), item, kept });
            }
            _ => {}
        }
    }
}
