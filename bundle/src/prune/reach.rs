//! Reachability by names: from the program's items (all kept), a library item stays when
//! kept code names it, by a path (resolved through `use` leaves, re-exports and globs), by a
//! method call of its name, or by tokens inside a macro call or a `macro_rules!` body; what
//! is used without being named stays with what it belongs to (see `settle`). Conservative
//! where Rust's rules are beyond a syntax tree: a method call `.f()` keeps every inherent
//! method `f` of a kept type, and a name that might refer to an item keeps it.
//!
//! With whole modules, a module that holds one kept unit keeps all its definitions and
//! private imports (its public imports stay only when named), as `--keep-unused` asks.

use super::macro_impls;
use crate::resolve::{is_always_kept, Index, Key, Mentions, RefKind, Space, Target, Trail, Unit};
use crate::syntax::impl_member_ident;
use crate::syntax::use_trees::Binding;
use std::collections::{HashMap, HashSet};
use syn::{Item, Visibility};

/// The crates a bundle may use: std's, which every judge has.
const STD_CRATES: [&str; 4] = ["std", "core", "alloc", "proc_macro"];

/// What keeps a bundle from being made: code the program needs that names a crate other
/// than std's, or a path of the program into the library that names nothing.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Problem {
    /// Kept code of module `module` (its names from the crate root) uses crate `krate`.
    ExternalCrate { krate: String, module: Vec<String> },
    /// The program's module `module` writes `path`, in which `missing` is not in `within`.
    UnknownPath { path: String, missing: String, within: String, module: Vec<String> },
}

pub(super) struct Reach<'i, 'a> {
    pub index: &'i Index<'a>,
    pub alive: HashSet<Unit>,
    queue: Vec<Unit>,
    /// Modules some kept code names (kept even if nothing in them is).
    pub named_modules: HashSet<usize>,
    /// Names called as methods (`.f()`) anywhere in kept code.
    pub methods: HashSet<String>,
    /// Names that may be trait members: methods called, members named through a path.
    pub member_names: HashSet<String>,
    /// `(type or trait, member)` named through a path to the type.
    pub demands: HashSet<(Key, String)>,
    /// Per module: the methods and macros (`name!`) its kept code calls.
    pub called_in: Vec<HashSet<String>>,
    self_types: HashMap<Key, Vec<Key>>,
    /// Traits that macro bodies implement, with whether their name is their own.
    pub macro_traits: HashMap<String, bool>,
    /// With whole modules: the modules kept whole so far.
    whole: Option<HashSet<usize>>,
    /// The crates the package declares, whose paths are refused.
    dependencies: &'i std::collections::BTreeSet<String>,
    pub problems: Vec<Problem>,
}

impl<'i, 'a> Reach<'i, 'a> {
    pub fn new(
        index: &'i Index<'a>,
        dependencies: &'i std::collections::BTreeSet<String>,
        whole_modules: bool,
    ) -> Self {
        Reach {
            index,
            alive: HashSet::new(),
            queue: Vec::new(),
            named_modules: HashSet::new(),
            methods: HashSet::new(),
            member_names: HashSet::new(),
            demands: HashSet::new(),
            called_in: vec![HashSet::new(); index.modules.len()],
            self_types: HashMap::new(),
            macro_traits: macro_impls::implemented_traits(index),
            whole: whole_modules.then(HashSet::new),
            dependencies,
            problems: Vec::new(),
        }
    }

    /// Keeps the program's items and what they reach, round after round of settling.
    pub fn run(&mut self) {
        for (number, module) in self.index.modules.iter().enumerate() {
            for index in 0..module.items.len() {
                let key = Key { module: number, index };
                if !module.library || is_always_kept(self.index.item(key)) {
                    self.keep_whole(key);
                }
            }
        }
        loop {
            while let Some(unit) = self.queue.pop() {
                self.visit(unit);
            }
            if !self.settle() {
                return;
            }
        }
    }

    pub fn mark(&mut self, unit: Unit) {
        if !self.alive.insert(unit) {
            return;
        }
        self.queue.push(unit);
        let module = unit.key().module;
        let first_here = self.whole.as_mut().is_some_and(|kept| kept.insert(module));
        if first_here && self.index.modules[module].library {
            for (index, item) in self.index.modules[module].items.iter().enumerate() {
                let public_use =
                    matches!(item, Item::Use(u) if !matches!(u.vis, Visibility::Inherited));
                if !public_use {
                    self.keep_whole(Key { module, index });
                }
            }
        }
    }

    pub fn is_alive(&self, unit: Unit) -> bool {
        self.alive.contains(&unit)
    }

    /// Keeps an item with all its members and `use` leaves (the program's items).
    pub fn keep_whole(&mut self, key: Key) {
        let count = match self.index.item(key) {
            Item::Use(_) => {
                let leaves: Vec<Unit> = self
                    .index
                    .leaves(key.module)
                    .filter(|(k, _)| *k == key)
                    .map(|(k, leaf)| Unit::Leaf(k, leaf.ordinal))
                    .collect();
                leaves.into_iter().for_each(|leaf| self.mark(leaf));
                return;
            }
            Item::Mod(_) => return,
            Item::Impl(block) => {
                if block.trait_.is_some() {
                    // A trait's members implemented here must stay in the trait.
                    let names = block.items.iter().filter_map(impl_member_ident);
                    self.member_names.extend(names.map(|i| i.to_string()));
                }
                block.items.len()
            }
            Item::Trait(t) => t.items.len(),
            _ => 0,
        };
        self.mark(Unit::Item(key));
        (0..count).for_each(|n| self.mark(Unit::Member(key, n)));
    }

    /// Marks what a kept unit mentions.
    fn visit(&mut self, unit: Unit) {
        let key = unit.key();
        let (mentions, self_type) = match (unit, self.index.item(key)) {
            (Unit::Leaf(_, ordinal), _) => return self.visit_leaf(key, ordinal),
            (Unit::Item(_), Item::Impl(block)) => {
                (Mentions::of_impl_header(block, true), self.self_type(key))
            }
            (Unit::Item(_), Item::Trait(t)) => (Mentions::of_trait_header(t), vec![key]),
            (Unit::Item(_), Item::Macro(m)) if m.ident.is_some() => {
                (Mentions::of_tokens(&m.mac.tokens), vec![])
            }
            (Unit::Item(_), item) => (Mentions::of_item(item), vec![]),
            (Unit::Member(_, n), Item::Impl(block)) => {
                (Mentions::of_impl_member(&block.items[n]), self.self_type(key))
            }
            (Unit::Member(_, n), Item::Trait(t)) => {
                (Mentions::of_trait_member(&t.items[n]), vec![key])
            }
            (Unit::Member(..), _) => return,
        };
        self.follow(key.module, &mentions, &self_type);
    }

    fn visit_leaf(&mut self, key: Key, ordinal: usize) {
        let leaves = self.index.leaves(key.module);
        let Some((_, leaf)) =
            leaves.into_iter().find(|(k, leaf)| *k == key && leaf.ordinal == ordinal)
        else {
            return;
        };
        let kind = match leaf.binding {
            Binding::Glob => RefKind::Glob,
            _ => RefKind::Use,
        };
        self.check_crate(key.module, &leaf.target, leaf.leading_colon, kind);
        let mut trail = Trail::default();
        let targets = self.index.resolve(key.module, leaf.path(), &[], Space::Any, 0, &mut trail);
        if targets.is_empty() {
            self.check_path(key.module, &leaf.target);
        }
        self.take(targets, trail, kind != RefKind::Glob);
    }

    /// Marks the targets (when `items`) and the trail of a resolution.
    pub fn take(&mut self, targets: Vec<Target>, trail: Trail, items: bool) {
        for target in targets {
            match target {
                Target::Module(number) => drop(self.named_modules.insert(number)),
                Target::Item(key) if items => self.mark(Unit::Item(key)),
                _ => {}
            }
        }
        trail.leaves.into_iter().for_each(|leaf| self.mark(leaf));
        trail.members.into_iter().for_each(|(key, name)| self.demand(key, name));
        self.member_names.extend(trail.loose_members);
    }

    /// Member `name` of `key` is named; through a type alias, of the type it stands for.
    fn demand(&mut self, key: Key, name: String) {
        self.member_names.insert(name.clone());
        if !self.demands.insert((key, name.clone())) {
            return;
        }
        if let Item::Type(alias) = self.index.item(key) {
            for path in Mentions::of_type(&alias.ty).paths {
                let aliased =
                    self.index.items_named(key.module, &path.segments, path.leading_colon);
                for aliased in aliased {
                    self.demand(aliased, name.clone());
                }
            }
        }
    }

    /// Marks what `mentions`, written in `module` where `Self` is `self_type`, refer to.
    fn follow(&mut self, module: usize, mentions: &Mentions, self_type: &[Key]) {
        for path in &mentions.paths {
            if path.kind == RefKind::Macro && path.segments.len() == 1 {
                let macros: Vec<Key> = self.index.macros_named(&path.segments[0], false).collect();
                macros.into_iter().for_each(|key| self.mark(Unit::Item(key)));
            }
            self.check_crate(module, &path.segments, path.leading_colon, path.kind);
            let mut trail = Trail::default();
            let written = (&path.segments[..], path.leading_colon);
            let targets = self.index.resolve(module, written, self_type, Space::Any, 0, &mut trail);
            if targets.is_empty() && path.kind != RefKind::Macro {
                self.check_path(module, &path.segments);
            }
            if path.kind == RefKind::Glob {
                self.keep_glob_source(&targets);
            }
            self.take(targets, trail, true);
        }
        for method in &mentions.methods {
            self.methods.insert(method.clone());
            self.member_names.insert(method.clone());
            self.called_in[module].insert(method.clone());
        }
        self.member_names.extend(mentions.members.iter().cloned());
        self.called_in[module].extend(mentions.macros.iter().cloned());
    }

    /// A path of kept code in `module` that starts with a crate other than std's: one of
    /// the package's dependencies, a `::name`, or an import from a name not in scope.
    fn check_crate(&mut self, module: usize, segments: &[String], colon: bool, kind: RefKind) {
        let Some(first) = segments.first() else {
            return;
        };
        let outside = || {
            let mut trail = Trail::default();
            let found = self.index.lookup(module, first, Space::Any, 0, &mut trail);
            found.is_empty() && !["crate", "self", "super", "Self"].contains(&first.as_str())
        };
        let import = matches!(kind, RefKind::Use | RefKind::Glob) && !is_primitive(first);
        let foreign = colon || self.dependencies.contains(first) || import;
        if foreign && !STD_CRATES.contains(&first.as_str()) && (colon || outside()) {
            let problem =
                Problem::ExternalCrate { krate: first.clone(), module: self.index.path_of(module) };
            if !self.problems.contains(&problem) {
                self.problems.push(problem);
            }
        }
    }

    /// A path of the program into the library that names nothing: the first segment the
    /// library module it leads to does not declare.
    fn check_path(&mut self, module: usize, segments: &[String]) {
        let library =
            self.index.modules[0].children.iter().find(|(name, _)| segments.get(1) == Some(name));
        let Some(&(_, mut at)) = library.filter(|(_, number)| self.index.modules[*number].library)
        else {
            return;
        };
        if self.index.modules[module].library || segments.len() <= 2 || segments[0] != "crate" {
            return;
        }
        for segment in &segments[2..] {
            if self.index.modules[at].leaves.iter().any(|leaf| leaf.binding == Binding::Glob) {
                return; // a glob may bring it from anywhere
            }
            let found = self.index.lookup(at, segment, Space::Any, 0, &mut Trail::default());
            if found.is_empty() {
                self.problems.push(Problem::UnknownPath {
                    path: segments[1..].join("::"),
                    missing: segment.clone(),
                    within: self.index.path_of(at).join("::"),
                    module: self.index.path_of(module),
                });
                return;
            }
            match found.iter().find_map(|t| if let Target::Module(m) = t { Some(*m) } else { None })
            {
                Some(next) => at = next,
                None => return,
            }
        }
    }

    /// A `use m::*;` inside a body: everything in `m` may be used.
    fn keep_glob_source(&mut self, targets: &[Target]) {
        for target in targets {
            if let Target::Module(number) = *target {
                for index in 0..self.index.modules[number].items.len() {
                    self.keep_whole(Key { module: number, index });
                }
            }
        }
    }

    /// The items an `impl` block's self type names (`Board` of `impl<const N: usize>
    /// Board<N>`, `Grid` of `impl Display for &Grid`), generic parameters aside.
    pub fn self_type(&mut self, key: Key) -> Vec<Key> {
        if let Some(found) = self.self_types.get(&key) {
            return found.clone();
        }
        let Item::Impl(block) = self.index.item(key) else {
            return Vec::new();
        };
        let found = self.header_items(key, &Mentions::of_type(&block.self_ty), block);
        self.self_types.insert(key, found.clone());
        found
    }

    /// The bundle's items that the paths of `mentions`, in the header of `block`, name.
    pub fn header_items(&self, key: Key, mentions: &Mentions, block: &syn::ItemImpl) -> Vec<Key> {
        let params: Vec<String> =
            block.generics.type_params().map(|p| p.ident.to_string()).collect();
        let mut found = Vec::new();
        for path in &mentions.paths {
            if path.segments.len() == 1 && params.contains(&path.segments[0]) {
                continue;
            }
            found.extend(self.index.items_named(key.module, &path.segments, path.leading_colon));
        }
        found.sort();
        found.dedup();
        found
    }
}

fn is_primitive(name: &str) -> bool {
    "bool char str f32 f64 u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize"
        .split(' ')
        .any(|primitive| primitive == name)
}
