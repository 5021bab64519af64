//! Which library modules and `use` leaves a program needs: a worklist over demanded
//! modules and demanded names, resolving paths the way Rust 2018+ does (`crate::`,
//! `self::`, `super::`, names in scope, re-exports, globs, macros).
//!
//! The unit is the module: a needed module keeps all its definitions, but its public
//! `use` leaves (re-exports) only when some needed code names them, so a re-export of an
//! unneeded module does not drag that module in. Private imports of a needed module are
//! always kept, since its code may need them for method calls of traits it never names.

use super::refs::{refs_of_item, refs_of_tokens, Ref, RefKind};
use super::scope::{Binding, Scope, UseLeaf};
use super::tree::{ModPath, Tree};
use super::Error;
use std::collections::{BTreeSet, HashSet, VecDeque};
use syn::{Item, Visibility};

/// Which crate of the bundle a module belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Side {
    /// The program: its root file and its own modules.
    Program,
    /// The library it uses.
    Library,
}

/// A module of the program or of the library.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct ModId {
    pub side: Side,
    pub path: ModPath,
}

impl ModId {
    fn root(side: Side) -> ModId {
        ModId {
            side,
            path: Vec::new(),
        }
    }

    fn child(&self, name: &str) -> ModId {
        let mut path = self.path.clone();
        path.push(name.to_string());
        ModId {
            side: self.side,
            path,
        }
    }

    fn parent(&self) -> Option<ModId> {
        let mut path = self.path.clone();
        path.pop()?;
        Some(ModId {
            side: self.side,
            path,
        })
    }
}

/// What the program needs.
#[derive(Debug, Default)]
pub(crate) struct Needed {
    /// Library modules needed, the root included.
    pub modules: BTreeSet<ModPath>,
    /// Library `use` leaves kept, as (module, item index, leaf ordinal).
    pub leaves: HashSet<(ModPath, usize, usize)>,
    /// `#[macro_export]` macros of the library that are kept.
    pub exported_macros: BTreeSet<String>,
    /// Names that mean the library in the program: its own name and the `X` of every
    /// `extern crate LIB as X;` (which Rust puts in scope everywhere in the program).
    pub library_names: BTreeSet<String>,
}

enum Demand {
    Module(ModId),
    Name(ModId, String),
    AllPublic(ModId),
}

/// Where a type or trait named in an impl's header is defined.
enum Definer {
    /// In this library module.
    Library(ModId),
    /// Outside the library (std, or a name that is not a type of the library).
    Outside,
    /// Somewhere the analysis cannot follow (through a glob, too deep).
    Unknown,
}

/// Where a path's resolution starts.
enum Start {
    /// In this module, at this segment.
    At(ModId, usize),
    /// In `std`, `core` or `alloc`, or a name this analysis need not follow.
    Outside,
    /// In another crate.
    Crate(String),
}

const STD_CRATES: [&str; 4] = ["std", "core", "alloc", "proc_macro"];

struct Resolver<'a> {
    program: &'a Tree,
    library: &'a Tree,
    library_name: &'a str,
    dependencies: &'a BTreeSet<String>,
    program_scopes: std::collections::BTreeMap<ModPath, Scope>,
    library_scopes: std::collections::BTreeMap<ModPath, Scope>,
    included: BTreeSet<ModId>,
    /// The (module, name) pairs whose visibility is being decided, to cut glob cycles.
    deciding: std::cell::RefCell<Vec<(ModId, String)>>,
    names_seen: HashSet<(ModId, String)>,
    all_public_seen: HashSet<ModId>,
    queue: VecDeque<Demand>,
    needed: Needed,
}

/// Finds what of `library` the `program` needs. Fails if needed code uses a crate other
/// than `std`, `core` and `alloc` (`dependencies` lists the crate's declared ones).
/// Cost: O(size of the code) hashing, each module and name processed once.
pub(crate) fn needed(
    program: &Tree,
    library: &Tree,
    library_name: &str,
    dependencies: &BTreeSet<String>,
) -> Result<Needed, Error> {
    let scopes = |tree: &Tree| {
        tree.modules
            .iter()
            .map(|(path, module)| (path.clone(), Scope::of(&module.items)))
            .collect()
    };
    let mut resolver = Resolver {
        program,
        library,
        library_name,
        dependencies,
        program_scopes: scopes(program),
        library_scopes: scopes(library),
        included: BTreeSet::new(),
        deciding: Default::default(),
        names_seen: HashSet::new(),
        all_public_seen: HashSet::new(),
        queue: VecDeque::new(),
        needed: Needed {
            library_names: library_names(program, library_name),
            ..Needed::default()
        },
    };
    for path in program.modules.keys() {
        resolver.queue.push_back(Demand::Module(ModId {
            side: Side::Program,
            path: path.clone(),
        }));
    }
    loop {
        while let Some(demand) = resolver.queue.pop_front() {
            match demand {
                Demand::Module(id) => resolver.include(id)?,
                Demand::Name(id, name) => resolver.name(id, name)?,
                Demand::AllPublic(id) => resolver.all_public(id)?,
            }
        }
        let more = resolver.modules_with_applicable_impls();
        if more.is_empty() {
            return Ok(resolver.needed);
        }
        resolver.queue.extend(more.into_iter().map(Demand::Module));
    }
}

/// The names that mean the library in `program`: `library_name`, and `X` for every
/// `extern crate library_name as X;` in any of its modules.
fn library_names(program: &Tree, library_name: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::from([library_name.to_string()]);
    for module in program.modules.values() {
        for item in &module.items {
            if let Item::ExternCrate(e) = item {
                if e.ident == library_name {
                    names.extend(e.rename.as_ref().map(|(_, alias)| alias.to_string()));
                }
            }
        }
    }
    names
}

/// The paths an impl's header names (its type and trait, with their generic arguments),
/// without the impl's own generic parameters.
fn impl_header_paths(imp: &syn::ItemImpl) -> Vec<(Vec<String>, bool)> {
    struct Paths(Vec<(Vec<String>, bool)>);
    impl<'ast> syn::visit::Visit<'ast> for Paths {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let segments = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.0.push((segments, path.leading_colon.is_some()));
            syn::visit::visit_path(self, path);
        }
    }
    let mut paths = Paths(Vec::new());
    syn::visit::Visit::visit_type(&mut paths, &imp.self_ty);
    if let Some((_, trait_path, _)) = &imp.trait_ {
        syn::visit::Visit::visit_path(&mut paths, trait_path);
    }
    let params: Vec<String> = imp
        .generics
        .type_params()
        .map(|p| p.ident.to_string())
        .collect();
    paths
        .0
        .retain(|(segments, _)| !(segments.len() == 1 && params.contains(&segments[0])));
    paths.0
}

/// Whether `items` define a type or trait (struct, enum, union, trait, type alias) `name`.
fn defines_type(items: &[Item], name: &str) -> bool {
    items.iter().any(|item| match item {
        Item::Struct(i) => i.ident == name,
        Item::Enum(i) => i.ident == name,
        Item::Union(i) => i.ident == name,
        Item::Trait(i) => i.ident == name,
        Item::Type(i) => i.ident == name,
        _ => false,
    })
}

impl<'a> Resolver<'a> {
    fn tree(&self, side: Side) -> &'a Tree {
        match side {
            Side::Program => self.program,
            Side::Library => self.library,
        }
    }

    fn scope(&self, id: &ModId) -> Option<&Scope> {
        match id.side {
            Side::Program => self.program_scopes.get(&id.path),
            Side::Library => self.library_scopes.get(&id.path),
        }
    }

    fn include(&mut self, id: ModId) -> Result<(), Error> {
        if self.scope(&id).is_none() || !self.included.insert(id.clone()) {
            return Ok(());
        }
        if id.side == Side::Library {
            self.needed.modules.insert(id.path.clone());
        }
        if let Some(parent) = id.parent() {
            self.queue.push_back(Demand::Module(parent));
        }
        let module = &self.tree(id.side).modules[&id.path];
        let mut refs: Vec<Ref> = Vec::new();
        for (index, item) in module.items.iter().enumerate() {
            match item {
                Item::Use(u) => {
                    if id.side == Side::Program || matches!(u.vis, Visibility::Inherited) {
                        let leaves: Vec<UseLeaf> = self.scope(&id).map_or(Vec::new(), |s| {
                            s.leaves
                                .iter()
                                .filter(|l| l.item == index)
                                .cloned()
                                .collect()
                        });
                        for leaf in leaves {
                            self.keep_leaf(&id, &leaf)?;
                        }
                    }
                }
                Item::Mod(_) => {}
                Item::ExternCrate(e) => {
                    let name = e.ident.to_string();
                    if name != self.library_name
                        && name != "self"
                        && !STD_CRATES.contains(&name.as_str())
                    {
                        return Err(self.crate_error(&id, name));
                    }
                }
                Item::Macro(m) if m.ident.is_some() => {
                    if m.attrs.iter().any(|a| a.path().is_ident("macro_export"))
                        && id.side == Side::Library
                    {
                        self.needed
                            .exported_macros
                            .insert(m.ident.as_ref().unwrap().to_string());
                    }
                    refs.extend(refs_of_tokens(&m.mac.tokens));
                }
                other => refs.extend(refs_of_item(other)),
            }
        }
        for r in refs {
            self.locate(&id, &r)?;
        }
        Ok(())
    }

    fn name(&mut self, id: ModId, name: String) -> Result<(), Error> {
        if !self.names_seen.insert((id.clone(), name.clone())) {
            return Ok(());
        }
        self.queue.push_back(Demand::Module(id.clone()));
        let Some(scope) = self.scope(&id) else {
            return Ok(());
        };
        let is_child = scope.children.contains(&name);
        let leaves: Vec<UseLeaf> = scope.leaves_named(&name).cloned().collect();
        let defined = scope.defs.contains(&name);
        let globs: Vec<UseLeaf> = scope.globs().cloned().collect();
        if is_child {
            self.queue.push_back(Demand::Module(id.child(&name)));
        }
        for leaf in &leaves {
            self.keep_leaf(&id, leaf)?;
        }
        if !defined && leaves.is_empty() {
            for glob in globs {
                if let Some(target) = self.module_at(&id, &glob.target, glob.leading_colon, 0) {
                    self.queue.push_back(Demand::Name(target, name.clone()));
                }
            }
        }
        Ok(())
    }

    /// A glob import of `id`: everything it makes public may be used, if only for methods.
    fn all_public(&mut self, id: ModId) -> Result<(), Error> {
        if !self.all_public_seen.insert(id.clone()) {
            return Ok(());
        }
        self.queue.push_back(Demand::Module(id.clone()));
        let leaves: Vec<UseLeaf> = self.scope(&id).map_or(Vec::new(), |s| {
            s.leaves.iter().filter(|l| l.public).cloned().collect()
        });
        for leaf in leaves {
            self.keep_leaf(&id, &leaf)?;
        }
        Ok(())
    }

    fn keep_leaf(&mut self, id: &ModId, leaf: &UseLeaf) -> Result<(), Error> {
        if id.side == Side::Library {
            let key = (id.path.clone(), leaf.item, leaf.ordinal);
            if !self.needed.leaves.insert(key) {
                return Ok(());
            }
        }
        let kind = match leaf.binding {
            Binding::Glob => RefKind::Glob,
            _ => RefKind::Use,
        };
        let r = Ref {
            segments: leaf.target.clone(),
            leading_colon: leaf.leading_colon,
            kind,
        };
        self.locate(id, &r)
    }

    /// Demands every module and name that `r`, written in module `id`, refers to.
    fn locate(&mut self, id: &ModId, r: &Ref) -> Result<(), Error> {
        if r.kind == RefKind::Macro && r.segments.len() == 1 {
            self.macro_by_name(id, &r.segments[0]);
        }
        let (mut at, first) = match self.start(id, &r.segments, r.leading_colon, r.kind, 0) {
            Start::At(at, first) => (at, first),
            Start::Outside => return Ok(()),
            Start::Crate(name) => return Err(self.crate_error(id, name)),
        };
        let rest = &r.segments[first..];
        if id.side == Side::Program && at.side == Side::Library {
            self.check_exists(id, &at, r, rest)?;
        }
        if rest.is_empty() && r.kind == RefKind::Glob {
            self.queue.push_back(Demand::AllPublic(at));
            return Ok(());
        }
        for (k, segment) in rest.iter().enumerate() {
            self.queue
                .push_back(Demand::Name(at.clone(), segment.clone()));
            let last = k + 1 == rest.len();
            // `use LIB::m;` may import a macro the library exports (at its root).
            let imports_macro = r.kind == RefKind::Use && at.path.is_empty();
            if last && (r.kind == RefKind::Macro || imports_macro) {
                self.macro_by_name(&at, segment);
            }
            if last && r.kind != RefKind::Glob {
                break;
            }
            match self.module_of(&at, segment, 0) {
                Some(next) => at = next,
                None => break,
            }
            if last {
                self.queue.push_back(Demand::AllPublic(at.clone()));
            }
        }
        Ok(())
    }

    /// Refuses a path from the program into the library (starting at library module
    /// `at`) through a name that no library module declares, so that a misspelt module is
    /// reported here rather than by the judge's compiler. Modules with glob imports, and
    /// macros (exported at the crate root), are not checked.
    /// `rest` are the segments of `r` after those that led to `at`.
    fn check_exists(&self, id: &ModId, at: &ModId, r: &Ref, rest: &[String]) -> Result<(), Error> {
        if r.kind == RefKind::Macro {
            return Ok(());
        }
        let mut at = at.clone();
        for segment in rest {
            let Some(scope) = self.scope(&at) else {
                return Ok(());
            };
            if scope.globs().next().is_some() {
                return Ok(());
            }
            let exported_macro = at.path.is_empty() && self.exports_macro(segment);
            if !scope.declares(segment) && !scope.children.contains(segment) && !exported_macro {
                let written = r.segments.join("::");
                let module = std::iter::once(self.library_name.to_string())
                    .chain(at.path.iter().cloned())
                    .collect::<Vec<_>>()
                    .join("::");
                return Err(Error::UnknownPath {
                    path: written,
                    message: format!("there is no `{segment}` in `{module}`"),
                    file: self.tree(id.side).modules[&id.path].file.clone(),
                });
            }
            match self.module_of(&at, segment, 0) {
                Some(next) => at = next,
                None => return Ok(()),
            }
        }
        Ok(())
    }

    /// Whether the library has a `#[macro_export]` macro `name` (exported at its root).
    fn exports_macro(&self, name: &str) -> bool {
        self.library_scopes.values().any(|scope| {
            scope
                .macros
                .iter()
                .any(|(m, exported)| m == name && *exported)
        })
    }

    /// A macro invoked by its bare name: any `macro_rules!` of that name in the same crate
    /// (textual scope), or one the library exports.
    fn macro_by_name(&mut self, id: &ModId, name: &str) {
        let mut defining = Vec::new();
        for side in [id.side, Side::Library] {
            let scopes = match side {
                Side::Program => &self.program_scopes,
                Side::Library => &self.library_scopes,
            };
            for (path, scope) in scopes {
                let found = scope
                    .macros
                    .iter()
                    .any(|(m, exported)| m == name && (side == id.side || *exported));
                if found {
                    defining.push(ModId {
                        side,
                        path: path.clone(),
                    });
                }
            }
        }
        for module in defining {
            self.queue.push_back(Demand::Module(module));
        }
    }

    /// Where the resolution of `segments`, written in `id`, starts; `depth` counts the glob
    /// imports followed to get here.
    fn start(
        &self,
        id: &ModId,
        segments: &[String],
        leading_colon: bool,
        kind: RefKind,
        depth: usize,
    ) -> Start {
        let Some(first) = segments.first().map(String::as_str) else {
            return Start::Outside;
        };
        let library_root = || Start::At(ModId::root(Side::Library), 1);
        let means_library =
            |name: &str| id.side == Side::Program && self.needed.library_names.contains(name);
        if leading_colon {
            return match first {
                name if means_library(name) => library_root(),
                name if STD_CRATES.contains(&name) => Start::Outside,
                name => Start::Crate(name.to_string()),
            };
        }
        match first {
            "crate" => Start::At(ModId::root(id.side), 1),
            "self" => Start::At(id.clone(), 1),
            "super" => {
                let mut at = id.clone();
                let mut used = 0;
                while segments.get(used).is_some_and(|s| s == "super") {
                    match at.parent() {
                        Some(parent) => at = parent,
                        None => return Start::Outside,
                    }
                    used += 1;
                }
                Start::At(at, used)
            }
            "Self" => Start::Outside,
            name if means_library(name) && !self.defines_module(id, name) => library_root(),
            name if self.visible(id, name, depth) => Start::At(id.clone(), 0),
            name if STD_CRATES.contains(&name) => Start::Outside,
            name if self.dependencies.contains(name) => Start::Crate(name.to_string()),
            name if matches!(kind, RefKind::Use | RefKind::Glob) && !is_primitive(name) => {
                Start::Crate(name.to_string())
            }
            _ => Start::Outside,
        }
    }

    /// Whether module `id` has a child module or a `use` leaf called `name`, other than
    /// `use name;` itself (which imports the crate of that name).
    fn defines_module(&self, id: &ModId, name: &str) -> bool {
        self.scope(id).is_some_and(|s| {
            s.children.iter().any(|c| c == name)
                || s.leaves_named(name).any(|leaf| leaf.target != [name])
        })
    }

    /// Whether `name` is in scope in `id`: declared there or brought in by one of its globs.
    /// A glob whose own path needs the answer (`use std::collections::*;` asks whether
    /// `std` is in scope) does not count for it, as in Rust; `depth` bounds chains of globs.
    fn visible(&self, id: &ModId, name: &str, depth: usize) -> bool {
        let Some(scope) = self.scope(id) else {
            return false;
        };
        if scope.declares(name) {
            return true;
        }
        let key = (id.clone(), name.to_string());
        if depth >= 8 || self.deciding.borrow().contains(&key) {
            return false;
        }
        self.deciding.borrow_mut().push(key);
        let found = scope.globs().any(|glob| {
            self.module_at(id, &glob.target, glob.leading_colon, depth + 1)
                .is_some_and(|target| self.visible(&target, name, depth + 1))
        });
        self.deciding.borrow_mut().pop();
        found
    }

    /// The module that `name` in module `id` refers to, if it refers to a module.
    fn module_of(&self, id: &ModId, name: &str, depth: usize) -> Option<ModId> {
        let scope = self.scope(id)?;
        if scope.children.iter().any(|c| c == name) {
            return Some(id.child(name));
        }
        if depth >= 8 {
            return None;
        }
        for leaf in scope.leaves_named(name) {
            if let Some(target) = self.module_at(id, &leaf.target, leaf.leading_colon, depth + 1) {
                return Some(target);
            }
        }
        scope
            .globs()
            .filter_map(|glob| self.module_at(id, &glob.target, glob.leading_colon, depth + 1))
            .find_map(|target| self.module_of(&target, name, depth + 1))
    }

    /// The module a whole path, written in `id`, names; `None` if it names something else.
    fn module_at(
        &self,
        id: &ModId,
        segments: &[String],
        leading_colon: bool,
        depth: usize,
    ) -> Option<ModId> {
        let (mut at, first) = match self.start(id, segments, leading_colon, RefKind::Use, depth) {
            Start::At(at, first) => (at, first),
            _ => return None,
        };
        for segment in &segments[first..] {
            at = self.module_of(&at, segment, depth + 1)?;
        }
        Some(at)
    }

    /// Library modules not yet included that hold an impl which can apply to what the
    /// program uses: its header names a library type or trait, and every library type or
    /// trait it names is defined in an included module (so `impl Display for Point` comes
    /// with `Point`, `impl<T> Describe for Vec<T>` with `Describe`). A header path that
    /// cannot be followed counts as naming an included type: the rule may keep a module more
    /// than needed, but never drops an impl the program can reach.
    fn modules_with_applicable_impls(&self) -> Vec<ModId> {
        let mut found = Vec::new();
        for (path, module) in &self.library.modules {
            let id = ModId {
                side: Side::Library,
                path: path.clone(),
            };
            if self.included.contains(&id) {
                continue;
            }
            let applies = |imp: &syn::ItemImpl| {
                let mut names_library = false;
                for (segments, leading_colon) in impl_header_paths(imp) {
                    match self.type_definer(&id, &segments, leading_colon, 0) {
                        Definer::Library(definer) => {
                            names_library = true;
                            if !self.included.contains(&definer) {
                                return false;
                            }
                        }
                        Definer::Unknown => names_library = true,
                        Definer::Outside => {}
                    }
                }
                names_library
            };
            if module
                .items
                .iter()
                .any(|item| matches!(item, Item::Impl(imp) if applies(imp)))
            {
                found.push(id);
            }
        }
        found
    }

    /// The library module defining the type or trait that `segments`, written in library
    /// module `id`, names.
    fn type_definer(
        &self,
        id: &ModId,
        segments: &[String],
        leading_colon: bool,
        depth: usize,
    ) -> Definer {
        let Some((name, modules)) = segments.split_last() else {
            return Definer::Outside;
        };
        if depth > 8 {
            return Definer::Unknown;
        }
        let at = if modules.is_empty() {
            if leading_colon {
                return Definer::Outside;
            }
            id.clone()
        } else {
            match self.start(id, modules, leading_colon, RefKind::Use, depth) {
                Start::At(mut at, first) => {
                    for segment in &modules[first..] {
                        match self.module_of(&at, segment, depth + 1) {
                            Some(next) => at = next,
                            None => return Definer::Unknown,
                        }
                    }
                    at
                }
                Start::Outside | Start::Crate(_) => return Definer::Outside,
            }
        };
        let Some(scope) = self.scope(&at) else {
            return Definer::Unknown;
        };
        if defines_type(&self.library.modules[&at.path].items, name) {
            return Definer::Library(at);
        }
        if let Some(leaf) = scope.leaves_named(name).next() {
            return self.type_definer(&at, &leaf.target, leaf.leading_colon, depth + 1);
        }
        // Through a glob (`use super::*;`): the first library definition found; a glob
        // that cannot be followed (`use std::fmt::*;`) leaves the name unknown.
        let mut unknown = false;
        for glob in scope.globs() {
            match self.module_at(&at, &glob.target, glob.leading_colon, depth + 1) {
                Some(target) => {
                    match self.type_definer(&target, std::slice::from_ref(name), false, depth + 1) {
                        Definer::Library(definer) => return Definer::Library(definer),
                        Definer::Unknown => unknown = true,
                        Definer::Outside => {}
                    }
                }
                None => unknown = true,
            }
        }
        if unknown {
            return Definer::Unknown;
        }
        // Not defined or imported here: a std prelude name (`Vec`, `String`) or a generic.
        Definer::Outside
    }

    fn crate_error(&self, id: &ModId, name: String) -> Error {
        let module = match id.side {
            Side::Program => "the program".to_string(),
            Side::Library => std::iter::once(self.library_name.to_string())
                .chain(id.path.iter().cloned())
                .collect::<Vec<_>>()
                .join("::"),
        };
        Error::ExternalCrate {
            krate: name,
            module,
            file: self.tree(id.side).modules[&id.path].file.clone(),
        }
    }
}

fn is_primitive(name: &str) -> bool {
    matches!(
        name,
        "bool"
            | "char"
            | "str"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "f32"
            | "f64"
    )
}
