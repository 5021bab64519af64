//! What stays because other things do: `impl` blocks once their type and trait stay,
//! inherent methods called by name, trait members some kept code calls, macro calls that
//! write impls, and imports of traits whose methods their module calls. Each round looks at
//! every such unit again; `Reach::run` repeats rounds until one keeps nothing new.

use super::reach::Reach;
use crate::resolve::{Key, Mentions, Space, Target, Trail, Unit};
use crate::syntax::use_trees::{Binding, UseLeaf};
use crate::syntax::{impl_member_ident, trait_member_ident};
use std::collections::HashSet;
use syn::{ImplItem, Item, TraitItem};

impl Reach<'_, '_> {
    /// One round of what is kept because other things are: `impl` blocks and members,
    /// trait members, macro calls that make impls, imports of traits for their methods.
    /// Whether anything new was kept.
    pub(super) fn settle(&mut self) -> bool {
        let before = self.alive.len();
        let keys: Vec<Key> = self.index.library_items().collect();
        for key in keys {
            match self.index.item(key) {
                Item::Impl(block) if block.trait_.is_none() => self.settle_inherent(key, block),
                Item::Impl(block) => self.settle_trait_impl(key, block),
                Item::Trait(t) => self.settle_trait(key, t),
                Item::Macro(m) if m.ident.is_none() => self.settle_macro_call(key, m),
                _ => {}
            }
        }
        self.settle_leaves();
        self.alive.len() > before
    }

    fn settle_inherent(&mut self, key: Key, block: &syn::ItemImpl) {
        let owners = self.self_type(key);
        if !owners.iter().all(|k| self.is_alive(Unit::Item(*k))) {
            return;
        }
        for (n, member) in block.items.iter().enumerate() {
            let wanted = match impl_member_ident(member).map(|i| i.to_string()) {
                Some(name) => {
                    self.methods.contains(&name)
                        || owners.iter().any(|k| self.demands.contains(&(*k, name.clone())))
                }
                None => true,
            };
            if wanted {
                self.mark(Unit::Item(key));
                self.mark(Unit::Member(key, n));
            }
        }
    }

    fn settle_trait_impl(&mut self, key: Key, block: &syn::ItemImpl) {
        if !self.is_alive(Unit::Item(key)) {
            let header = self.header_items(key, &Mentions::of_impl_header(block, false), block);
            if header.iter().all(|k| self.is_alive(Unit::Item(*k))) {
                self.mark(Unit::Item(key));
            } else {
                return;
            }
        }
        let path = &block.trait_.as_ref().expect("a trait impl").1;
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let traits: Vec<Key> = self
            .index
            .items_named(key.module, &segments, path.leading_colon.is_some())
            .into_iter()
            .filter(|k| matches!(self.index.item(*k), Item::Trait(_)))
            .collect();
        for (n, member) in block.items.iter().enumerate() {
            let name = impl_member_ident(member).map(|i| i.to_string());
            let kept = traits.is_empty()
                || matches!(member, ImplItem::Type(_))
                || traits.iter().any(|t| self.trait_member_kept(*t, name.as_deref()));
            if kept {
                self.mark(Unit::Member(key, n));
            }
        }
    }

    /// Whether trait `key`'s member `name` is kept (or the trait has no such member).
    fn trait_member_kept(&self, key: Key, name: Option<&str>) -> bool {
        let Item::Trait(t) = self.index.item(key) else {
            return true;
        };
        let named = |m: &TraitItem| trait_member_ident(m).map(|i| i.to_string()).as_deref() == name;
        t.items.iter().position(named).is_none_or(|n| self.is_alive(Unit::Member(key, n)))
    }

    fn settle_trait(&mut self, key: Key, t: &syn::ItemTrait) {
        if !self.is_alive(Unit::Item(key)) {
            return;
        }
        let name = t.ident.to_string();
        // A trait that macro bodies implement under a name it shares keeps every member.
        let whole = self.macro_traits.get(&name) == Some(&false);
        for (n, member) in t.items.iter().enumerate() {
            let wanted = match (member, trait_member_ident(member).map(|i| i.to_string())) {
                (TraitItem::Type(_), _) | (_, None) => true,
                (_, Some(name)) => {
                    whole
                        || self.member_names.contains(&name)
                        || self.demands.contains(&(key, name))
                }
            };
            if wanted {
                self.mark(Unit::Member(key, n));
            }
        }
    }

    /// For each kept trait of the library that macro bodies implement and whose name is
    /// its own, the names of its kept members: the impls in those bodies keep only them.
    pub(super) fn macro_implemented_members(&self) -> Vec<(String, HashSet<String>)> {
        let own = |t: &syn::ItemTrait| self.macro_traits.get(&t.ident.to_string()) == Some(&true);
        let traits = self.index.library_items().filter_map(|key| match self.index.item(key) {
            Item::Trait(t) if own(t) && self.is_alive(Unit::Item(key)) => Some((key, t)),
            _ => None,
        });
        let kept = |(key, t): (Key, &syn::ItemTrait)| {
            let alive =
                t.items.iter().enumerate().filter(|(n, _)| self.is_alive(Unit::Member(key, *n)));
            let names = alive.filter_map(|(_, member)| trait_member_ident(member));
            (t.ident.to_string(), names.map(|i| i.to_string()).collect())
        };
        traits.map(kept).collect()
    }

    /// A macro call among items (`integer_cost!(u8 u16)`) stays when the macro's body names
    /// a kept item, or names none of the library's.
    fn settle_macro_call(&mut self, key: Key, call: &syn::ItemMacro) {
        if self.is_alive(Unit::Item(key)) {
            return;
        }
        let Some(name) = call.mac.path.segments.last().map(|s| s.ident.to_string()) else {
            return;
        };
        let definitions: Vec<Key> = self.index.macros_named(&name, false).collect();
        let mut named = Vec::new();
        for definition in &definitions {
            let Item::Macro(m) = self.index.item(*definition) else {
                continue;
            };
            for path in Mentions::of_tokens(&m.mac.tokens).paths {
                let module = definition.module;
                named.extend(self.index.items_named(module, &path.segments, path.leading_colon));
            }
        }
        if named.is_empty() || named.iter().any(|k| self.is_alive(Unit::Item(*k))) {
            self.mark(Unit::Item(key));
        }
    }

    /// Imports of traits kept because their module calls the traits' methods: a `use` of a
    /// library trait or of a std trait imported for its methods, and globs that bring such
    /// a library trait.
    fn settle_leaves(&mut self) {
        for module in 0..self.index.modules.len() {
            let leaves: Vec<(Key, UseLeaf)> =
                self.index.leaves(module).map(|(key, leaf)| (key, leaf.clone())).collect();
            for (key, leaf) in leaves {
                let unit = Unit::Leaf(key, leaf.ordinal);
                if leaf.binding == Binding::Glob {
                    if self.is_alive(unit) {
                        self.traits_through_glob(module, &leaf);
                    }
                } else if !self.is_alive(unit) && self.imports_called_trait(module, &leaf) {
                    self.mark(unit);
                }
            }
        }
    }

    /// Whether `leaf` of `module` imports a trait whose methods the module calls.
    fn imports_called_trait(&self, module: usize, leaf: &UseLeaf) -> bool {
        let called = &self.called_in[module];
        let mut trail = Trail::default();
        let targets = self.index.resolve(module, leaf.path(), &[], Space::Any, 0, &mut trail);
        targets.iter().any(|target| match target {
            Target::Item(key) => self.trait_has_called(*key, called),
            // A std trait imported for its methods: rustc's lints say whether it is.
            Target::Outside => !called.is_empty(),
            Target::Module(_) => false,
        })
    }

    fn trait_has_called(&self, key: Key, called: &HashSet<String>) -> bool {
        match self.index.item(key) {
            Item::Trait(t) => t
                .items
                .iter()
                .filter_map(|m| trait_member_ident(m).map(|i| i.to_string()))
                .any(|name| called.contains(&name)),
            _ => false,
        }
    }

    /// Through a kept glob of `module`: the library traits it brings whose methods the
    /// module calls, with the leaves that bring them.
    fn traits_through_glob(&mut self, module: usize, glob: &UseLeaf) {
        let called = self.called_in[module].clone();
        let traits: Vec<(Key, String)> = self
            .index
            .library_items()
            .filter_map(|key| match self.index.item(key) {
                Item::Trait(t) if self.trait_has_called(key, &called) => {
                    Some((key, t.ident.to_string()))
                }
                _ => None,
            })
            .collect();
        let sources =
            self.index.resolve(module, glob.path(), &[], Space::Any, 0, &mut Trail::default());
        for (key, name) in traits {
            for source in &sources {
                let Target::Module(at) = *source else {
                    continue;
                };
                let mut trail = Trail::default();
                let found = self.index.lookup(at, &name, Space::Any, 0, &mut trail);
                if found.contains(&Target::Item(key)) {
                    self.take(found, trail, true);
                }
            }
        }
    }
}
