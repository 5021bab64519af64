//! Removing what reachability did not keep: the library's items, members of `impl` blocks
//! and traits, `use` leaves, and modules left empty that nothing names. Modules are
//! numbered as `Index::of` numbers them.

use super::macro_impls::trim;
use crate::resolve::{is_always_kept, Key, Unit};
use crate::syntax::library_items;
use crate::syntax::use_trees::kept_leaves;
use std::collections::HashSet;
use syn::Item;

/// What reachability kept.
pub(crate) struct Kept {
    pub alive: HashSet<Unit>,
    /// Modules some kept code names (kept even if nothing in them is).
    pub named_modules: HashSet<usize>,
    /// Traits implemented in macro bodies, with the names of their kept members.
    pub macro_impls: Vec<(String, HashSet<String>)>,
}

/// Removes from `file` the library's units that are not kept.
pub(crate) fn remove_dead(file: &mut syn::File, library_name: &str, kept: &Kept) {
    Walk { kept, library_name, next: 0 }.module(&mut file.items, false, true);
}

/// How many items (members of `impl` blocks and traits included; `use` declarations and
/// modules not) the library module `library_name` of `file` holds.
pub(crate) fn count_items(file: &syn::File, library_name: &str) -> usize {
    fn count(items: &[Item]) -> usize {
        items
            .iter()
            .map(|item| match item {
                Item::Mod(m) => m.content.as_ref().map_or(0, |(_, inner)| count(inner)),
                Item::Use(_) => 0,
                Item::Impl(block) => 1 + block.items.len(),
                Item::Trait(t) => 1 + t.items.len(),
                _ => 1,
            })
            .sum()
    }
    count(library_items(file, library_name))
}

struct Walk<'a> {
    kept: &'a Kept,
    library_name: &'a str,
    /// The number of the next module entered.
    next: usize,
}

impl Walk<'_> {
    /// Prunes a module's items (if it is the library's); returns its number.
    fn module(&mut self, items: &mut Vec<Item>, library: bool, root: bool) -> usize {
        let number = self.next;
        self.next += 1;
        let mut index = 0;
        items.retain_mut(|item| {
            let key = Key { module: number, index };
            index += 1;
            self.keep(item, key, library, root)
        });
        number
    }

    /// Prunes one item; whether it stays.
    fn keep(&mut self, item: &mut Item, key: Key, library: bool, root: bool) -> bool {
        let alive = self.kept.alive.contains(&Unit::Item(key));
        match item {
            Item::Mod(m) => {
                let Some((_, inner)) = &mut m.content else {
                    return true;
                };
                let is_library = root && m.ident == self.library_name;
                let number = self.module(inner, library || is_library, false);
                !library || !inner.is_empty() || self.kept.named_modules.contains(&number)
            }
            _ if !library => true,
            Item::Use(u) => {
                let kept = kept_leaves(&u.tree, &mut 0, &|o| {
                    self.kept.alive.contains(&Unit::Leaf(key, o))
                });
                kept.map(|tree| u.tree = tree).is_some()
            }
            Item::Impl(block) => {
                self.members(&mut block.items, key, alive);
                alive
            }
            Item::Trait(t) => {
                self.members(&mut t.items, key, alive);
                alive
            }
            Item::Macro(m) if m.ident.is_some() && alive => {
                for (name, members) in &self.kept.macro_impls {
                    let tokens = std::mem::take(&mut m.mac.tokens);
                    m.mac.tokens = trim(tokens, name, &mut |member| members.contains(member));
                }
                true
            }
            _ => alive || is_always_kept(item),
        }
    }

    /// Keeps the kept members of the `impl` block or trait `key` (none if it goes).
    fn members<T>(&mut self, members: &mut Vec<T>, key: Key, alive: bool) {
        let mut n = 0;
        members.retain(|_| {
            let kept = alive && self.kept.alive.contains(&Unit::Member(key, n));
            n += 1;
            kept
        });
    }
}
