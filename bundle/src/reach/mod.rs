//! Keeping only the library items a program reaches. Starting from the program's own items
//! (all kept), an item of the library stays when kept code names it: by a path (resolved
//! through `use` leaves, re-exports and globs), by a method call of its name, or by tokens
//! inside a macro call or a `macro_rules!` body. Conservative where Rust's rules are beyond
//! a syntax tree: a method call `.f()` keeps every inherent method `f` of a kept type, and a
//! name that might refer to an item keeps it.
//!
//! What is used without being named stays with what it belongs to: an `impl` of a trait
//! stays whole once its type and its trait (and every library type its header names) stay
//! — operators, `Display` through `format!`, `Iterator` through `for`, `Drop`, `Deref` and
//! derives all go through such impls; fields and variants stay with their type; a trait's
//! methods stay when some kept code calls a method of that name (and go from every `impl`
//! of the trait when none does). A `use` of a trait stays where its methods are called.
//!
//! Then the compiler confirms: where names are not enough (a `.len()` call keeps every kept
//! type's `len`, an import of a trait stays when its module calls a method that another
//! trait also has), rustc's lints say what is unused, and that goes too (see `confirm`), in
//! rounds until nothing does; a round rustc would reject is undone. Then the variants and
//! fields rustc reports never built or never read go too where that is safe (see `parts`:
//! with the `match` arms only they match, and initializers that are plain values). Last,
//! the derives and impls of standard traits the bundle compiles without go (see
//! `unneeded_impls`), with what they alone used. For the dense layout, private modules
//! nothing outside their parent names are then inlined into it (see `inline_modules`),
//! paths from the crate root start from the nearest shared module (see `relative_paths`),
//! and local variables and private fields get the shortest free names (see `short_names`).

mod compiled_out;
mod confirm;
mod index;
mod inline_modules;
mod lints;
mod macro_impls;
mod mentions;
mod parts;
mod relative_paths;
mod remove;
mod resolve;
mod settle;
mod short_names;
mod std_traits;
#[cfg(test)]
mod tests;
mod unneeded_impls;

use index::{impl_member_name, is_always_kept, Index, Key, Unit};
use inline_modules::inline_private_modules;
use mentions::Mentions;
use relative_paths::relative_paths;
use resolve::{Target, Trail};
use short_names::{shorten_local_names, shorten_private_fields};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use syn::Item;

pub use remove::Counts;

/// How many rounds of compiler-confirmed removal a bundle gets at most.
const MAX_ROUNDS: usize = 8;

/// What pruning a bundle did.
pub(crate) struct Pruned {
    /// How many of the library's items were kept and left out.
    pub counts: Counts,
    /// rustc's first error if it rejected the bundle pruned by names, before any of its
    /// own rounds (a bug of the pruning, or of the program itself).
    pub rejected: Option<String>,
}

/// Removes from `file` the items of its library module `library_name` that the program does
/// not reach: by names ([`keep_reachable`]), then, when `rustc` runs, what its lints prove
/// unused, in rounds until none is. Counts the library's items (members of `impl` blocks
/// and traits included) kept and left out. Cost: a few passes over the bundle, and a
/// `rustc` check of it per round (a fraction of a second each).
pub(crate) fn prune(file: &mut syn::File, library_name: &str, rustc: &Path) -> Pruned {
    let before = remove::count_items(file, library_name);
    keep_reachable(file, library_name);
    let rejected = settle_by_lints(file, library_name, rustc);
    if rejected.is_none() {
        remove_unneeded_impls(file, library_name, rustc);
    }
    let kept = remove::count_items(file, library_name);
    let dropped = before.saturating_sub(kept);
    Pruned {
        counts: Counts { kept, dropped },
        rejected,
    }
}

/// Removes what rustc's lints prove unused, in rounds until nothing is (at most
/// [`MAX_ROUNDS`]), and marks the parts of types it could not remove. Returns rustc's
/// first error if it rejected `file` as it came.
fn settle_by_lints(file: &mut syn::File, library_name: &str, rustc: &Path) -> Option<String> {
    // The last version rustc compiled, with its lints: a round whose removal it rejects is
    // undone, and that version's unused parts are marked instead.
    let mut compiled: Option<(syn::File, Vec<lints::Lint>)> = None;
    // Whether the last round removed parts of types, which could leave a warning behind.
    let mut removed_parts = false;
    for _ in 0..MAX_ROUNDS {
        let text = prettyplease::unparse(file);
        let checked = lints::lints(rustc, &text).and_then(|lints| {
            if removed_parts && !lints.iter().all(lints::Lint::is_about_unused_code) {
                Err(lints::Failed::Rejected("a new warning".to_string()))
            } else {
                Ok(lints)
            }
        });
        let lints = match checked {
            Ok(lints) => lints,
            Err(lints::Failed::Rejected(error)) => {
                let Some((mut earlier, lints)) = compiled else {
                    return Some(error);
                };
                confirm::mark_unused_parts(&mut earlier, library_name, &lints);
                *file = earlier;
                return None;
            }
            Err(lints::Failed::NotRun(_)) => return None,
        };
        let Ok(mut reparsed) = syn::parse_file(&text) else {
            return None;
        };
        compiled = Some((reparsed.clone(), lints.clone()));
        let mut removed = confirm::remove_reported(&mut reparsed, library_name, &lints);
        removed_parts = removed == 0;
        if removed_parts {
            removed = parts::remove_unused_parts(&mut reparsed, library_name, &lints);
        }
        if removed == 0 {
            confirm::mark_unused_parts(&mut reparsed, library_name, &lints);
            *file = reparsed;
            return None;
        }
        keep_reachable(&mut reparsed, library_name);
        *file = reparsed;
    }
    None
}

/// Takes out the standard-trait impls the program compiles without (see
/// [`unneeded_impls`]) and what goes unused with them, unless that leaves more
/// `#[allow(dead_code)]` marks than there were. Cost: a few `rustc` checks.
fn remove_unneeded_impls(file: &mut syn::File, library_name: &str, rustc: &Path) {
    let mut trial = file.clone();
    if !unneeded_impls::remove_unneeded_impls(&mut trial, library_name, rustc) {
        return;
    }
    keep_reachable(&mut trial, library_name);
    // A field only a derive just removed read (`Debug`, which prints it) may go now.
    confirm::unmark_parts(&mut trial, library_name);
    let marks = |file: &syn::File| prettyplease::unparse(file).matches("dead_code").count();
    if settle_by_lints(&mut trial, library_name, rustc).is_none() && marks(&trial) <= marks(file) {
        *file = trial;
    }
}

/// For the dense layout: the library's private modules inlined into their parents (see
/// `inline_modules`), its paths from the crate root made relative (see `relative_paths`),
/// and its local variables and private fields given short names (see `short_names`), kept
/// if rustc compiles the result without a warning (a pruned bundle has none); if it does
/// not, each step is tried alone. Cost: a `rustc` check (five when that one fails).
pub(crate) fn compact(file: &mut syn::File, library_name: &str, rustc: &Path) {
    let steps: [fn(&mut syn::File, &str) -> usize; 4] = [
        inline_private_modules,
        relative_paths,
        shorten_local_names,
        shorten_private_fields,
    ];
    let clean = |trial: &syn::File| {
        let warnings = lints::lints(rustc, &prettyplease::unparse(trial));
        warnings.is_ok_and(|w| w.is_empty())
    };
    let mut trial = file.clone();
    let mut changes = 0;
    for step in steps {
        changes += step(&mut trial, library_name);
    }
    if changes == 0 {
        return;
    }
    if clean(&trial) {
        *file = trial;
        return;
    }
    for step in steps {
        let mut trial = file.clone();
        if step(&mut trial, library_name) > 0 && clean(&trial) {
            *file = trial;
        }
    }
}

/// Whether `rustc` compiles `file` (or cannot be run, which proves nothing against it).
pub(crate) fn compiles(file: &syn::File, rustc: &Path) -> bool {
    !matches!(
        lints::lints(rustc, &prettyplease::unparse(file)),
        Err(lints::Failed::Rejected(_))
    )
}

/// Removes from `file` the items of its library module `library_name` that no kept code
/// names (see the module's documentation). Cost: a few passes over the bundle per round of
/// settling, a few rounds.
pub(crate) fn keep_reachable(file: &mut syn::File, library_name: &str) {
    let kept = {
        let index = Index::of(file, library_name);
        let mut reach = Reach::new(&index);
        reach.run();
        remove::Kept {
            macro_impls: reach.macro_implemented_members(),
            alive: reach.alive,
            named_modules: reach.named_modules,
        }
    };
    remove::remove_dead(file, library_name, &kept);
}

struct Reach<'i, 'a> {
    index: &'i Index<'a>,
    alive: HashSet<Unit>,
    queue: Vec<Unit>,
    /// Modules some kept code names (kept even if nothing in them is).
    named_modules: HashSet<usize>,
    /// Names called as methods (`.f()`) anywhere in kept code.
    methods: HashSet<String>,
    /// Names that may be trait members: methods called, members named through a path.
    member_names: HashSet<String>,
    /// `(type or trait, member)` named through a path to the type.
    demands: HashSet<(Key, String)>,
    /// Per module: the methods and macros (`name!`) its kept code calls.
    called_in: Vec<HashSet<String>>,
    self_types: HashMap<Key, Vec<Key>>,
    /// Traits that macro bodies implement, with whether their name is their own.
    macro_traits: HashMap<String, bool>,
}

impl<'i, 'a> Reach<'i, 'a> {
    fn new(index: &'i Index<'a>) -> Self {
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
            macro_traits: settle::macro_implemented_traits(index),
        }
    }

    fn run(&mut self) {
        for (number, module) in self.index.modules.iter().enumerate() {
            for index in 0..module.items.len() {
                let key = Key {
                    module: number,
                    index,
                };
                let item = self.index.item(key);
                if !module.library || is_always_kept(item) {
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

    fn mark(&mut self, unit: Unit) {
        if self.alive.insert(unit) {
            self.queue.push(unit);
        }
    }

    fn is_alive(&self, unit: Unit) -> bool {
        self.alive.contains(&unit)
    }

    /// Keeps an item with all its members and `use` leaves (the program's items).
    fn keep_whole(&mut self, key: Key) {
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
                    let names = block.items.iter().filter_map(impl_member_name);
                    self.member_names.extend(names);
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
        match unit {
            Unit::Item(key) => {
                let (mentions, self_type) = match self.index.item(key) {
                    Item::Impl(block) => (Mentions::of_impl_header(block), self.self_type(key)),
                    Item::Trait(t) => (Mentions::of_trait_header(t), vec![key]),
                    Item::Macro(m) if m.ident.is_some() => {
                        (Mentions::of_tokens(&m.mac.tokens), vec![])
                    }
                    item => (Mentions::of_item(item), vec![]),
                };
                self.follow(key.module, &mentions, &self_type);
            }
            Unit::Member(key, n) => {
                let (mentions, self_type) = match self.index.item(key) {
                    Item::Impl(block) => (
                        Mentions::of_impl_member(&block.items[n]),
                        self.self_type(key),
                    ),
                    Item::Trait(t) => (Mentions::of_trait_member(&t.items[n]), vec![key]),
                    _ => return,
                };
                self.follow(key.module, &mentions, &self_type);
            }
            Unit::Leaf(key, ordinal) => self.visit_leaf(key, ordinal),
        }
    }

    fn visit_leaf(&mut self, key: Key, ordinal: usize) {
        let Some((_, leaf)) = self
            .index
            .leaves(key.module)
            .find(|(k, leaf)| *k == key && leaf.ordinal == ordinal)
        else {
            return;
        };
        let mut trail = Trail::default();
        let targets = self.index.resolve(
            key.module,
            &leaf.target,
            leaf.leading_colon,
            &[],
            &mut trail,
        );
        let glob = leaf.binding == super::scope::Binding::Glob;
        self.take(targets, trail, !glob);
    }

    /// Marks the targets (when `items`) and the trail of a resolution.
    fn take(&mut self, targets: Vec<Target>, trail: Trail, items: bool) {
        for target in targets {
            match target {
                Target::Module(number) => {
                    self.named_modules.insert(number);
                }
                Target::Item(key) if items => self.mark(Unit::Item(key)),
                _ => {}
            }
        }
        trail.leaves.into_iter().for_each(|leaf| self.mark(leaf));
        for (key, name) in trail.members {
            self.demand(key, name);
        }
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
                    self.index
                        .items_named(key.module, &path.segments, path.leading_colon);
                for aliased in aliased {
                    self.demand(aliased, name.clone());
                }
            }
        }
    }

    /// Marks what `mentions`, written in `module` where `Self` is `self_type`, refer to.
    fn follow(&mut self, module: usize, mentions: &Mentions, self_type: &[Key]) {
        use super::refs::RefKind;
        for path in &mentions.paths {
            if path.kind == RefKind::Macro && path.segments.len() == 1 {
                let macros: Vec<Key> = self.index.macros_named(&path.segments[0]).collect();
                macros
                    .into_iter()
                    .for_each(|key| self.mark(Unit::Item(key)));
            }
            let mut trail = Trail::default();
            let targets = self.index.resolve(
                module,
                &path.segments,
                path.leading_colon,
                self_type,
                &mut trail,
            );
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

    /// A `use m::*;` inside a body: everything in `m` may be used.
    fn keep_glob_source(&mut self, targets: &[Target]) {
        for target in targets {
            if let Target::Module(number) = *target {
                for index in 0..self.index.modules[number].items.len() {
                    self.keep_whole(Key {
                        module: number,
                        index,
                    });
                }
            }
        }
    }

    /// The items an `impl` block's self type names (`Board` of `impl<const N: usize>
    /// Board<N>`, `Grid` of `impl Display for &Grid`), generic parameters aside.
    fn self_type(&mut self, key: Key) -> Vec<Key> {
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
    fn header_items(&self, key: Key, mentions: &Mentions, block: &syn::ItemImpl) -> Vec<Key> {
        let params: Vec<String> = block
            .generics
            .type_params()
            .map(|p| p.ident.to_string())
            .collect();
        let mut found = Vec::new();
        for path in &mentions.paths {
            if path.segments.len() == 1 && params.contains(&path.segments[0]) {
                continue;
            }
            found.extend(
                self.index
                    .items_named(key.module, &path.segments, path.leading_colon),
            );
        }
        found.sort();
        found.dedup();
        found
    }
}
