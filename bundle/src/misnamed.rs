//! A library path of the program that names nothing: where the program wrote it, and the
//! paths it may have meant: where CHANGELOG.md says it moved, the same name elsewhere in the
//! library, a name spelt nearly alike beside where it was looked for.

use crate::load::Tree;
use crate::syntax::item_name;
use proc_macro2::{LineColumn, Span};
use syn::visit::{self, Visit};
use syn::{Item, UseTree, Visibility};

/// Where among `items` (a module of the program, spans of its file) a path or `use` leaf
/// is written whose names end with `path`'s up to its segment `missing` (`lib::tiles::Board`:
/// `lib::tiles::Board`, `crate::lib::tiles::Board`, `lib::tiles::{Board, Move}`), at that
/// segment's name.
pub(crate) fn written_at(items: &[Item], path: &[String], missing: usize) -> Option<LineColumn> {
    let mut finder = Finder { sought: &path[..=missing], found: None, prefix: Vec::new() };
    items.iter().for_each(|item| finder.visit_item(item));
    finder.found
}

struct Finder<'p> {
    sought: &'p [String],
    found: Option<LineColumn>,
    /// The names of the `use` tree around the one visited, each with where it is written.
    prefix: Vec<(String, Span)>,
}

impl Finder<'_> {
    /// Takes the first `names` that end with the path sought: where their last is written.
    fn offer(&mut self, names: &[(String, Span)]) {
        let tail = names.len().checked_sub(self.sought.len()).map(|from| &names[from..]);
        let ends = tail.is_some_and(|tail| tail.iter().map(|(name, _)| name).eq(self.sought));
        if self.found.is_none() && ends {
            self.found = names.last().map(|(_, span)| span.start());
        }
    }

    fn use_tree(&mut self, tree: &UseTree) {
        let ident = match tree {
            UseTree::Path(p) => &p.ident,
            UseTree::Name(n) => &n.ident,
            UseTree::Rename(r) => &r.ident,
            UseTree::Glob(_) => return,
            UseTree::Group(g) => return g.items.iter().for_each(|tree| self.use_tree(tree)),
        };
        self.prefix.push((ident.to_string(), ident.span()));
        let names = self.prefix.clone();
        self.offer(&names);
        if let UseTree::Path(p) = tree {
            self.use_tree(&p.tree);
        }
        self.prefix.pop();
    }
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<(String, Span)> =
            path.segments.iter().map(|s| (s.ident.to_string(), s.ident.span())).collect();
        (1..=names.len()).for_each(|end| self.offer(&names[..end]));
        visit::visit_path(self, path);
    }
}

/// The paths `path` (from the library's name in code, `name`; its segment `missing` not
/// found) may have meant, best first, each with whether CHANGELOG.md says it moved there:
/// where CHANGELOG.md (`changelog`, its paths written from `real_name`, the library's own
/// name) says it moved, the same name declared public elsewhere in `library`, and names
/// spelt nearly alike in the module it was looked for in. Cost: one pass over the
/// library's items and the changelog's lines.
pub(crate) fn meant(
    library: &Tree,
    (name, real_name): (&str, &str),
    path: &[String],
    missing: usize,
    changelog: Option<&str>,
) -> Vec<(String, bool)> {
    let sought = &path[missing];
    let within = &path[1..missing];
    let mut meant: Vec<String> = Vec::new();
    let moved = changelog.and_then(|text| moved_to(text, real_name, &path[1..=missing]));
    let moved = moved.map(|to| format!("{name}{}", &to[real_name.len()..]));
    meant.extend(moved.clone());
    let mut near: Vec<(usize, String)> = Vec::new();
    let reachable = library.modules.iter().filter(|(module, _)| is_reachable(library, module));
    for (module, held) in reachable {
        for declared in public_names(&held.items) {
            let names = [name].into_iter().chain(module.iter().map(String::as_str));
            let full = || names.clone().chain([declared.as_str()]).collect::<Vec<_>>().join("::");
            if declared == *sought {
                meant.push(full());
            } else if module.as_slice() == within {
                let distance = strsim::damerau_levenshtein(&declared, sought);
                if distance <= (sought.chars().count() / 3).max(1) {
                    near.push((distance, full()));
                }
            }
        }
    }
    near.sort();
    meant.extend(near.into_iter().map(|(_, path)| path));
    let mut seen = std::collections::HashSet::new();
    meant.retain(|path| seen.insert(path.clone()));
    meant.into_iter().map(|path| (path.clone(), Some(&path) == moved.as_ref())).collect()
}

/// Whether a path from outside the library reaches `module`: each module on the way
/// down is declared `pub` in the one above it.
fn is_reachable(library: &Tree, module: &[String]) -> bool {
    (1..=module.len()).all(|depth| {
        let (above, name) = (&module[..depth - 1], &module[depth - 1]);
        let items = library.modules.get(above).map_or(&[][..], |held| &held.items[..]);
        items.iter().any(|item| matches!(item, Item::Mod(m) if m.ident == name && is_public(item)))
    })
}

/// The names `items` declares in public (items, and names `pub use` brings in).
fn public_names(items: &[Item]) -> Vec<String> {
    let mut names = Vec::new();
    for item in items {
        match item {
            Item::Use(used) if matches!(used.vis, Visibility::Public(_)) => {
                crate::syntax::use_trees::flatten(
                    &used.tree,
                    &mut Vec::new(),
                    &mut |_, binding| {
                        if let crate::syntax::use_trees::Binding::Name(name) = binding {
                            names.push(name);
                        }
                    },
                );
            }
            Item::Use(_) | Item::Impl(_) => {}
            Item::Mod(module) if is_public(item) => names.push(module.ident.to_string()),
            item if is_public(item) => names.extend(item_name(item)),
            _ => {}
        }
    }
    names
}

/// Whether `item` is declared `pub` (macros exported by `#[macro_export]` count too).
fn is_public(item: &Item) -> bool {
    match item {
        Item::Const(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Enum(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Fn(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Mod(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Static(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Struct(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Trait(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Type(i) => matches!(i.vis, Visibility::Public(_)),
        Item::Union(i) => matches!(i.vis, Visibility::Public(_)),
        item => crate::syntax::is_exported_macro(item),
    }
}

/// Where CHANGELOG.md's tables of moved paths (`| old | new |`, paths in backquotes from
/// `real_name`, `{A, B}` for several, `X` for every item of a module) say the path of
/// `segments` (after the library's name) went: the new path, or `None` if they say
/// nothing of it, or that it went.
fn moved_to(changelog: &str, real_name: &str, segments: &[String]) -> Option<String> {
    let old = format!("{real_name}::{}", segments.join("::"));
    let last = segments.last()?;
    changelog.lines().find_map(|line| {
        let cells: Vec<&str> = line.trim().strip_prefix('|')?.split('|').map(str::trim).collect();
        let [from, to, ..] = cells.as_slice() else { return None };
        let named = quoted(from).into_iter().any(|path| names(&path, &old));
        let new = quoted(to).into_iter().next().filter(|_| named)?;
        let new = match new.rsplit_once("::") {
            Some((module, "X" | "{…}")) => format!("{module}::{last}"),
            _ => new,
        };
        new.starts_with(real_name).then_some(new)
    })
}

/// Whether changelog path `written` (`a::b::{C, D}`, `a::b::X`, `a::b::C`) names `path`.
fn names(written: &str, path: &str) -> bool {
    if let Some((module, group)) = written.split_once("::{") {
        let items = group.trim_end_matches('}').split(',').map(str::trim);
        return items.map(|item| format!("{module}::{item}")).any(|each| each == path);
    }
    match written.strip_suffix("::X") {
        Some(module) => path.strip_prefix(module).is_some_and(|rest| rest.starts_with("::")),
        None => written == path,
    }
}

/// The backquoted words of a table cell.
fn quoted(cell: &str) -> Vec<String> {
    cell.split('`').skip(1).step_by(2).map(String::from).collect()
}
