//! The bundle put together as one syntax tree: the program's items (its own modules
//! inlined), then the whole library as one inline module holding its modules as nested
//! inline modules, with paths rewritten so they still resolve (`crate::x` in the library
//! becomes `crate::LIB::x`, `LIB::x` in the program `crate::LIB::x`). Pruning then takes
//! out what the program does not reach.

use super::reroot::Reroot;
use super::root::{LibraryPaths, RootText};
use super::tree::{path_attribute, ModPath, Module, Tree};
use crate::syntax::use_trees::{flatten, kept_leaves, Binding};
use crate::syntax::{is_exported_macro, item_name};
use proc_macro2::{Ident, Span};
use std::collections::BTreeSet;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::visit_mut::{self, VisitMut};
use syn::{AttrStyle, Attribute, Item, ItemUse, UseTree};

/// The bundle as a syntax tree: `program` with all of `library` inlined as the module
/// `library_name`; and what the library is to the program. Cost: a copy of the code and a
/// pass over it.
pub(crate) fn assemble(program: &Tree, library: &Tree, library_name: &str) -> (syn::File, Library) {
    let mut library_items = inlined_module(library, &Vec::new(), &BTreeSet::new());
    let mut library_paths = Reroot { library_name, names: None };
    library_items.iter_mut().for_each(|item| library_paths.visit_item_mut(item));
    let items = library.modules.values().flat_map(|module| &module.items);
    let exported: BTreeSet<String> =
        items.filter(|item| is_exported_macro(item)).filter_map(item_name).collect();
    for name in &exported {
        let ident = Ident::new(name, Span::call_site());
        library_items.push(syn::parse_quote!(pub(crate) use crate::#ident;));
    }
    let attrs: Vec<Attribute> = library.modules[&Vec::new()]
        .inner_attrs
        .iter()
        .filter(|a| a.path().is_ident("doc") || applies_to_bundles(a))
        .cloned()
        .collect();
    let ident = Ident::new(library_name, Span::call_site());
    let mut library_mod: syn::ItemMod = syn::parse_quote!(mod #ident {});
    (library_mod.attrs, library_mod.content) = (attrs, Some((Default::default(), library_items)));

    let root = &program.modules[&Vec::new()];
    let names = library_names(program, library_name);
    let library = Library { name: library_name.to_string(), names, exported };
    let names = &library.names;
    let mut items: Vec<Item> = inlined_module(program, &Vec::new(), names);
    drop_library_imports(&mut items, &library, true);
    let mut program_paths = Reroot { library_name, names: Some(names) };
    items.iter_mut().for_each(|item| program_paths.visit_item_mut(item));
    // `#[macro_use] extern crate LIB;` makes the library's macros usable everywhere in
    // the program by bare name: the library then comes first, under `#[macro_use]`.
    if program_uses_macros(root, names) {
        library_mod.attrs.push(syn::parse_quote!(#[macro_use]));
        items.insert(0, Item::Mod(library_mod));
    } else {
        items.push(Item::Mod(library_mod));
    }
    let file = syn::File { shebang: None, attrs: root.inner_attrs.clone(), items };
    (file, library)
}

/// The names that mean the library in `program`: `library_name`, and `X` for every
/// `extern crate library_name as X;` in any of its modules (which Rust puts in scope
/// everywhere in the program).
fn library_names(program: &Tree, library_name: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::from([library_name.to_string()]);
    for item in program.modules.values().flat_map(|module| &module.items) {
        if let Item::ExternCrate(e) = item {
            if e.ident == library_name {
                names.extend(e.rename.as_ref().map(|(_, alias)| alias.to_string()));
            }
        }
    }
    names
}

/// Whether the program's root has `#[macro_use] extern crate LIB;`.
fn program_uses_macros(root: &Module, library_names: &BTreeSet<String>) -> bool {
    root.items.iter().any(|item| {
        matches!(item, Item::ExternCrate(e)
            if library_names.contains(&e.ident.to_string())
                && e.attrs.iter().any(|a| a.path().is_ident("macro_use")))
    })
}

/// Whether an attribute of the library's root is for the bundle too: a lint level, but
/// not those on docs (a bundle has none) or of tools such as clippy (which never lint a
/// bundle).
fn applies_to_bundles(attr: &Attribute) -> bool {
    let levels = ["allow", "warn", "deny", "forbid", "expect"];
    let syn::Meta::List(list) = &attr.meta else {
        return false;
    };
    if !levels.iter().any(|level| list.path.is_ident(level)) {
        return false;
    }
    let lints = list.tokens.to_string();
    !lints.contains("missing_docs") && !lints.contains("::")
}

/// The module at `path` of `tree` with its children inlined, without the `extern crate` of
/// the library's `library_names` (the library is a module of the bundle; its aliases are
/// rewritten).
fn inlined_module(tree: &Tree, path: &ModPath, library_names: &BTreeSet<String>) -> Vec<Item> {
    let module = &tree.modules[path];
    let mut items = Vec::new();
    for item in &module.items {
        match item {
            Item::ExternCrate(e) if library_names.contains(&e.ident.to_string()) => {}
            Item::Mod(decl) => {
                let mut child = path.clone();
                child.push(decl.ident.to_string());
                let content = inlined_module(tree, &child, library_names);
                items.push(Item::Mod(inline(decl, tree, &child, content)));
            }
            other => items.push(other.clone()),
        }
    }
    items
}

/// The declaration `mod name;` turned into `mod name { ... }`, with the module file's
/// inner attributes and without its `#[path]`.
fn inline(decl: &syn::ItemMod, tree: &Tree, child: &ModPath, content: Vec<Item>) -> syn::ItemMod {
    let mut decl = decl.clone();
    if path_attribute(&decl.attrs).is_some() {
        decl.attrs.retain(|a| !a.path().is_ident("path"));
    }
    for attr in &tree.modules[child].inner_attrs {
        let mut attr = attr.clone();
        attr.style = AttrStyle::Inner(Default::default());
        decl.attrs.push(attr);
    }
    decl.content = Some((Default::default(), content));
    decl.semi = None;
    decl
}

/// The library as the program sees it: its name, the names that mean it in the program
/// (its own, and `X` of every `extern crate LIB as X;`), and the macros it exports.
pub(crate) struct Library {
    pub name: String,
    pub names: BTreeSet<String>,
    pub exported: BTreeSet<String>,
}

/// Drops the program's `use` leaves that the bundle makes wrong (see
/// [`without_library_imports`]), in `items` and the modules inside them.
fn drop_library_imports(items: &mut Vec<Item>, library: &Library, at_root: bool) {
    items.retain_mut(|item| match item {
        Item::Use(u) => match without_library_imports(u, library, at_root) {
            Some(Some(kept)) => {
                *u = kept;
                true
            }
            Some(None) => false,
            None => true,
        },
        Item::Mod(m) => {
            if let Some((_, inner)) = &mut m.content {
                drop_library_imports(inner, library, false);
            }
            true
        }
        _ => true,
    });
}

/// `u` without the leaves the bundle makes wrong: `use LIB;` in any module (every `LIB::x`
/// becomes `crate::LIB::x`, so it would be unused), and at the root (which defines them
/// already) `use LIB::m;` of a macro `m` the library exports (E0255). `None` when it has
/// none, `Some(None)` when no leaf is left.
fn without_library_imports(
    u: &ItemUse,
    library: &Library,
    at_root: bool,
) -> Option<Option<ItemUse>> {
    let mut leaves = Vec::new();
    flatten(&u.tree, &mut Vec::new(), &mut |target, binding| {
        leaves.push((target, binding));
    });
    let redundant = |o: usize| {
        let (target, binding) = &leaves[o];
        let bound = |name: &String| *binding == Binding::Name(name.clone());
        match target.as_slice() {
            [lib] => bound(lib) && library.names.contains(lib),
            [lib, name] => {
                at_root
                    && library.names.contains(lib)
                    && library.exported.contains(name)
                    && bound(name)
            }
            _ => false,
        }
    };
    (0..leaves.len()).any(redundant).then(|| {
        let tree = kept_leaves(&u.tree, &mut 0, &|o| !redundant(o))?;
        Some(ItemUse { tree, ..u.clone() })
    })
}

/// The program's main file as written, with the edits that make it the bundle's: its test
/// code, shebang and `extern crate` of the library out, the imports
/// [`without_library_imports`] changes, and paths into the library written in its nested
/// modules (or with a leading `::`) made `crate::` paths. Cost: a pass over the file.
pub(crate) fn root_text(program: &Tree, library: &Library) -> RootText {
    let mut root = RootText::new(program.text.clone());
    root.remove_shebang();
    for span in &program.removed {
        root.replace(*span, String::new());
    }
    let file = &program.modules[&Vec::new()].file;
    let in_file = program.modules.iter().filter(|(_, m)| m.file == *file);
    for (path, module) in in_file {
        let nested = !path.is_empty();
        for item in &module.items {
            match item {
                Item::ExternCrate(e) if library.names.contains(&e.ident.to_string()) => {
                    let alias = e.rename.as_ref().map(|(_, alias)| alias);
                    let lib = &e.ident;
                    let text = alias.map_or(String::new(), |a| format!("use crate::{lib} as {a};"));
                    root.replace(item.span(), text);
                }
                Item::Use(u) => match without_library_imports(u, library, !nested) {
                    Some(kept) => root.replace(item.span(), printed_use(kept, library, nested)),
                    None => LibraryPaths { root: &mut root, names: &library.names, nested }
                        .visit_item(item),
                },
                _ => {
                    LibraryPaths { root: &mut root, names: &library.names, nested }.visit_item(item)
                }
            }
        }
    }
    root
}

/// An import as the bundle writes it in the program's main file: paths into the library
/// from the crate root in `nested` modules, as the program writes them at the root.
pub(crate) fn printed_use(item: Option<ItemUse>, library: &Library, nested: bool) -> String {
    let Some(mut item) = item else {
        return String::new();
    };
    let (library_name, names) = (library.name.as_str(), Some(&library.names));
    Reroot { library_name, names }.visit_item_use_mut(&mut item);
    if let (UseTree::Path(from_crate), false) = (&item.tree, nested) {
        if let UseTree::Path(library) = &*from_crate.tree {
            item.tree = UseTree::Path(library.clone());
        }
    }
    let file = syn::File { shebang: None, attrs: Vec::new(), items: vec![Item::Use(item)] };
    prettyplease::unparse(&file).trim_end().to_string()
}

/// Removes every doc comment (`///`, `//!`, `#[doc = ...]`) from `file`.
pub(crate) fn strip_docs(file: &mut syn::File) {
    DocStripper.visit_file_mut(file);
}

/// The visitor of [`strip_docs`]: for each node that carries attributes, those without docs.
struct DocStripper;

/// The visit methods of [`DocStripper`], one per kind of node with attributes.
macro_rules! strip_docs_of {
    ($($visit:ident: $node:ident),* $(,)?) => {
        $(fn $visit(&mut self, node: &mut syn::$node) {
            node.attrs.retain(|a| !a.path().is_ident("doc"));
            visit_mut::$visit(self, node);
        })*
    };
}

impl VisitMut for DocStripper {
    strip_docs_of! {
        visit_file_mut: File, visit_field_mut: Field, visit_variant_mut: Variant,
        visit_item_const_mut: ItemConst, visit_item_enum_mut: ItemEnum,
        visit_item_extern_crate_mut: ItemExternCrate, visit_item_fn_mut: ItemFn,
        visit_item_foreign_mod_mut: ItemForeignMod, visit_item_impl_mut: ItemImpl,
        visit_item_macro_mut: ItemMacro, visit_item_mod_mut: ItemMod,
        visit_item_static_mut: ItemStatic, visit_item_struct_mut: ItemStruct,
        visit_item_trait_mut: ItemTrait, visit_item_trait_alias_mut: ItemTraitAlias,
        visit_item_type_mut: ItemType, visit_item_union_mut: ItemUnion,
        visit_item_use_mut: ItemUse, visit_impl_item_const_mut: ImplItemConst,
        visit_impl_item_fn_mut: ImplItemFn, visit_impl_item_type_mut: ImplItemType,
        visit_impl_item_macro_mut: ImplItemMacro, visit_trait_item_const_mut: TraitItemConst,
        visit_trait_item_fn_mut: TraitItemFn, visit_trait_item_type_mut: TraitItemType,
        visit_trait_item_macro_mut: TraitItemMacro,
    }
}
