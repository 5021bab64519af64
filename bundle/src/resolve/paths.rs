//! Path resolution inside one bundle: what a path written in some module refers to, and
//! which `use` leaves it goes through, the way Rust 2018+ resolves it (`crate::`, `self::`,
//! `super::`, `Self::`, names in scope, re-exports, globs). Conservative: every candidate
//! is returned (a name may be a type and a function), and a name found nowhere is taken
//! to be outside the library (the prelude, std, a local variable, a generic parameter).

use super::index::{Index, Key, Unit};
use crate::syntax::use_trees::Binding;
use crate::syntax::{is_exported_macro, item_name, type_ident};
use syn::Item;

/// What a path, or part of it, refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Module(usize),
    Item(Key),
    /// Something outside the bundle, or not an item (a local, a generic parameter).
    Outside,
}

/// What resolving paths passed through, besides their targets.
#[derive(Debug, Default)]
pub(crate) struct Trail {
    /// The `use` leaves (globs included) the resolution went through.
    pub leaves: Vec<Unit>,
    /// `(type or trait, member)` for a path that goes on past an item (`Grid::solve`).
    pub members: Vec<(Key, String)>,
    /// The last segment of a path whose type is not an item of the bundle (`T::f`).
    pub loose_members: Vec<String>,
}

/// Which of Rust's namespaces a name is looked up in: a segment that a path goes on from
/// names a module or a type (never a function, whose name a module may share).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    Types,
    Any,
}

impl Space {
    /// The namespace of segment `k` of `segments`, the last one being looked up in `last`.
    fn of(k: usize, segments: &[String], last: Space) -> Space {
        if k + 1 < segments.len() {
            Space::Types
        } else {
            last
        }
    }

    /// Whether `item`'s name is in this namespace.
    fn holds(self, item: &Item) -> bool {
        let is_type = matches!(item, Item::Type(_) | Item::Trait(_) | Item::TraitAlias(_));
        self == Space::Any || is_type || type_ident(item).is_some()
    }
}

impl Trail {
    fn absorb(&mut self, other: Trail) {
        self.leaves.extend(other.leaves);
        self.members.extend(other.members);
        self.loose_members.extend(other.loose_members);
    }
}

/// How many `use` hops a resolution follows before it gives up (cycles of globs).
const MAX_HOPS: usize = 12;

impl Index<'_> {
    /// What `segments` (with a leading `::` or not), written in module `module` where `Self`
    /// means the items `self_type`, refer to, the last one looked up in `last`; `hops`
    /// counts the `use` leaves followed to get here, and the leaves passed through go to
    /// `trail`. Cost: O(length × names looked up), each lookup linear in its module's size.
    pub fn resolve(
        &self,
        module: usize,
        (segments, leading_colon): (&[String], bool),
        self_type: &[Key],
        last: Space,
        hops: usize,
        trail: &mut Trail,
    ) -> Vec<Target> {
        let Some(first) = segments.first() else {
            return vec![Target::Module(module)];
        };
        if hops > MAX_HOPS {
            return Vec::new(); // a cycle: `use a::b;` where `a` is looked up through itself
        }
        if leading_colon {
            return vec![Target::Outside];
        }
        let mut used = 1;
        let mut current = match first.as_str() {
            "crate" => vec![Target::Module(0)],
            "self" => vec![Target::Module(module)],
            "super" => {
                let mut at = module;
                used = 0;
                while segments.get(used).is_some_and(|s| s == "super") {
                    match self.modules[at].parent {
                        Some(parent) => at = parent,
                        None => return vec![Target::Outside],
                    }
                    used += 1;
                }
                vec![Target::Module(at)]
            }
            "Self" if !self_type.is_empty() => self_type.iter().map(|k| Target::Item(*k)).collect(),
            name => {
                let found = self.lookup(module, name, Space::of(0, segments, last), hops, trail);
                if found.is_empty() {
                    vec![Target::Outside]
                } else {
                    found
                }
            }
        };
        for (k, segment) in segments.iter().enumerate().skip(used) {
            let mut next = Vec::new();
            for target in current {
                match target {
                    Target::Module(at) => {
                        let space = Space::of(k, segments, last);
                        next.extend(self.lookup(at, segment, space, hops, trail));
                    }
                    Target::Item(key) => {
                        // A member of the item: the item stays, and is what the path names.
                        trail.members.push((key, segment.clone()));
                        next.push(target);
                    }
                    Target::Outside => {
                        if k + 1 == segments.len() {
                            trail.loose_members.push(segment.clone());
                        }
                        next.push(Target::Outside);
                    }
                }
            }
            next.dedup();
            current = next;
        }
        current
    }

    /// The items of the bundle (not modules, not names outside it) that `segments`, written
    /// in module `module`, refer to; the leaves passed through are not kept. Cost: as
    /// [`resolve`](Self::resolve).
    pub fn items_named(&self, module: usize, segments: &[String], leading_colon: bool) -> Vec<Key> {
        let mut trail = Trail::default();
        let targets =
            self.resolve(module, (segments, leading_colon), &[], Space::Any, 0, &mut trail);
        targets
            .into_iter()
            .filter_map(|target| match target {
                Target::Item(key) => Some(key),
                _ => None,
            })
            .collect()
    }

    /// What `name` means in module `module`: its child modules and items of that name, what
    /// its `use` leaves of that name import, and, when none of those, what its globs bring.
    /// Empty when nothing there declares it.
    pub fn lookup(
        &self,
        module: usize,
        name: &str,
        space: Space,
        hops: usize,
        trail: &mut Trail,
    ) -> Vec<Target> {
        let at = &self.modules[module];
        let mut found: Vec<Target> = at
            .children
            .iter()
            .filter(|(child, _)| child == name)
            .map(|(_, number)| Target::Module(*number))
            .collect();
        for (index, item) in at.items.iter().enumerate() {
            if item_name(item).as_deref() == Some(name) && space.holds(item) {
                found.push(Target::Item(Key { module, index }));
            }
        }
        if module == 0 && space == Space::Any {
            found.extend(self.macros_named(name, true).map(Target::Item));
        }
        for (key, leaf) in self.leaves(module) {
            if leaf.binding == Binding::Name(name.to_string()) {
                // A leaf imports every namespace of its target; it counts only for this one.
                let mut inner = Trail::default();
                let targets = self.resolve(module, leaf.path(), &[], space, hops + 1, &mut inner);
                if !targets.is_empty() {
                    trail.leaves.push(Unit::Leaf(key, leaf.ordinal));
                    trail.absorb(inner);
                    found.extend(targets);
                }
            }
        }
        if found.is_empty() {
            found = self.through_globs(module, name, space, hops, trail);
        }
        found
    }

    /// What `name` means in `module` through its glob imports; a glob of something outside
    /// the bundle (`use std::arch::x86_64::*;`) counts as used by any such name.
    fn through_globs(
        &self,
        module: usize,
        name: &str,
        space: Space,
        hops: usize,
        trail: &mut Trail,
    ) -> Vec<Target> {
        let mut found = Vec::new();
        for (key, leaf) in self.leaves(module) {
            if leaf.binding != Binding::Glob {
                continue;
            }
            let mut inner = Trail::default();
            let sources =
                self.resolve(module, leaf.path(), &[], Space::Types, hops + 1, &mut inner);
            let mut hits = Vec::new();
            for source in sources {
                match source {
                    Target::Module(at) => {
                        hits.extend(self.lookup(at, name, space, hops + 1, &mut inner))
                    }
                    Target::Item(key) if matches!(self.item(key), Item::Enum(e) if e.variants.iter().any(|v| v.ident == name)) => {
                        hits.push(source)
                    }
                    Target::Item(_) => {}
                    Target::Outside => hits.push(Target::Outside),
                }
            }
            if !hits.is_empty() {
                trail.leaves.push(Unit::Leaf(key, leaf.ordinal));
                trail.absorb(inner);
                found.extend(hits.into_iter().filter(|t| *t != Target::Outside));
            }
        }
        found
    }

    /// The `macro_rules!` macros called `name` wherever they are (a macro is found by its
    /// textual scope, which this analysis does not track); with `exported`, only the
    /// `#[macro_export]` ones (Rust puts them at the crate root).
    pub fn macros_named<'s>(
        &'s self,
        name: &'s str,
        exported: bool,
    ) -> impl Iterator<Item = Key> + 's {
        self.modules.iter().enumerate().flat_map(move |(module, at)| {
            at.items.iter().enumerate().filter_map(move |(index, item)| {
                let named =
                    matches!(item, Item::Macro(m) if m.ident.as_ref().is_some_and(|i| i == name));
                (named && (!exported || is_exported_macro(item))).then_some(Key { module, index })
            })
        })
    }
}
