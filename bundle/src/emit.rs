//! Writing the bundle: the program's items, then the library as one inline module holding
//! the needed modules as nested inline modules, with paths rewritten so they still resolve
//! (`crate::x` in the library becomes `crate::LIB::x`, `LIB::x` in the program `crate::LIB::x`).

use super::closure::Needed;
use super::refs::continues_path;
use super::scope::{flatten, Binding};
use super::tree::{path_attribute, ModPath, Tree};
use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit_mut::{self, VisitMut};
use syn::{AttrStyle, Attribute, Item, UseTree};

/// The bundle as a syntax tree: `program` with `library`'s needed modules inlined; with
/// `allow_unused`, under an `allow` of the lints that unused library code trips.
pub(crate) fn bundle_file(
    program: &Tree,
    library: &Tree,
    needed: &Needed,
    library_name: &str,
    allow_unused: bool,
) -> syn::File {
    let library_items = library_module(library, needed, &Vec::new());
    let mut library_items = library_items;
    let mut crate_paths = CratePaths { library_name };
    for item in &mut library_items {
        crate_paths.visit_item_mut(item);
    }
    for name in &needed.exported_macros {
        let ident = Ident::new(name, Span::call_site());
        library_items.push(syn::parse_quote!(pub(crate) use crate::#ident;));
    }
    let mut attrs: Vec<Attribute> = library.modules[&Vec::new()]
        .inner_attrs
        .iter()
        .filter(|a| a.path().is_ident("doc") || is_lint_level(a) && applies_to_bundles(a))
        .cloned()
        .collect();
    if allow_unused {
        attrs.push(syn::parse_quote!(#[allow(dead_code, unused_imports, unused_macros)]));
    }
    let library_mod = syn::ItemMod {
        attrs,
        vis: syn::Visibility::Inherited,
        unsafety: None,
        mod_token: Default::default(),
        ident: Ident::new(library_name, Span::call_site()),
        content: Some((Default::default(), library_items)),
        semi: None,
    };

    let root = &program.modules[&Vec::new()];
    let mut items: Vec<Item> = program_module(program, &Vec::new(), &needed.library_names);
    drop_library_imports(&mut items, needed, true);
    let mut program_paths = ProgramPaths {
        library_name,
        names: &needed.library_names,
    };
    for item in &mut items {
        program_paths.visit_item_mut(item);
    }
    // `#[macro_use] extern crate LIB;` makes the library's macros usable everywhere in
    // the program by bare name: the library then comes first, under `#[macro_use]`.
    if program_uses_macros(root, &needed.library_names) {
        let mut library_mod = library_mod;
        library_mod.attrs.push(syn::parse_quote!(#[macro_use]));
        items.insert(0, Item::Mod(library_mod));
    } else {
        items.push(Item::Mod(library_mod));
    }
    syn::File {
        shebang: None,
        attrs: root.inner_attrs.clone(),
        items,
    }
}

/// Whether the program's root has `#[macro_use] extern crate LIB;`.
fn program_uses_macros(root: &super::tree::Module, library_names: &BTreeSet<String>) -> bool {
    root.items.iter().any(|item| {
        matches!(item, Item::ExternCrate(e)
            if library_names.contains(&e.ident.to_string())
                && e.attrs.iter().any(|a| a.path().is_ident("macro_use")))
    })
}

fn is_lint_level(attr: &Attribute) -> bool {
    ["allow", "warn", "deny", "forbid", "expect"]
        .iter()
        .any(|level| attr.path().is_ident(level))
}

/// Whether a lint level of the library's root is for the bundle too: not those on docs
/// (a bundle has none) or of tools such as clippy (which never lint a bundle).
fn applies_to_bundles(attr: &Attribute) -> bool {
    let syn::Meta::List(list) = &attr.meta else {
        return true;
    };
    let lints = list.tokens.to_string();
    !lints.contains("missing_docs") && !lints.contains("::")
}

fn library_module(tree: &Tree, needed: &Needed, path: &ModPath) -> Vec<Item> {
    let module = &tree.modules[path];
    let mut items = Vec::new();
    for (index, item) in module.items.iter().enumerate() {
        match item {
            Item::Use(u) => {
                let mut ordinal = 0;
                let keep = |o: usize| needed.leaves.contains(&(path.clone(), index, o));
                let kept = matches!(u.vis, syn::Visibility::Inherited)
                    .then(|| u.tree.clone())
                    .or_else(|| kept_leaves(&u.tree, &mut ordinal, &keep));
                if let Some(tree) = kept {
                    let mut u = u.clone();
                    u.tree = tree;
                    items.push(Item::Use(u));
                }
            }
            Item::Mod(decl) => {
                let mut child = path.clone();
                child.push(decl.ident.to_string());
                if needed.modules.contains(&child) {
                    let content = library_module(tree, needed, &child);
                    items.push(Item::Mod(inline(decl, tree, &child, content)));
                }
            }
            other => items.push(other.clone()),
        }
    }
    items
}

/// The program's module at `path` with its children inlined, without its `extern crate`
/// of the library (the library is a module of the bundle; its aliases are rewritten).
fn program_module(tree: &Tree, path: &ModPath, library_names: &BTreeSet<String>) -> Vec<Item> {
    let module = &tree.modules[path];
    let mut items = Vec::new();
    for item in &module.items {
        match item {
            Item::ExternCrate(e) if library_names.contains(&e.ident.to_string()) => {}
            Item::Mod(decl) => {
                let mut child = path.clone();
                child.push(decl.ident.to_string());
                let content = program_module(tree, &child, library_names);
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

/// `tree` with only the leaves `keep` accepts (numbered depth first, as in `scope`).
pub(crate) fn kept_leaves(
    tree: &UseTree,
    ordinal: &mut usize,
    keep: &dyn Fn(usize) -> bool,
) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => {
            let sub = kept_leaves(&p.tree, ordinal, keep)?;
            let mut p = p.clone();
            p.tree = Box::new(sub);
            Some(UseTree::Path(p))
        }
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => {
            let mine = *ordinal;
            *ordinal += 1;
            keep(mine).then(|| tree.clone())
        }
        UseTree::Group(g) => {
            let mut items: Vec<UseTree> = g
                .items
                .iter()
                .map(|t| kept_leaves(t, ordinal, keep))
                .collect::<Vec<_>>()
                .into_iter()
                .flatten()
                .collect();
            let lone_self = |tree: &UseTree| match tree {
                UseTree::Name(n) => n.ident == "self",
                UseTree::Rename(r) => r.ident == "self",
                _ => false,
            };
            match items.len() {
                0 => None,
                // `a::{self}` may not lose its braces.
                1 if !lone_self(&items[0]) => items.pop(),
                _ => {
                    let mut g = g.clone();
                    g.items = items.into_iter().collect();
                    Some(UseTree::Group(g))
                }
            }
        }
    }
}

/// Drops the program's `use` leaves that the bundle makes wrong: `use LIB;` in any module
/// (every `LIB::x` becomes `crate::LIB::x`, so it would be unused), and at the root (which
/// defines them already) `use LIB::m;` of a macro `m` the library exports (E0255).
fn drop_library_imports(items: &mut Vec<Item>, needed: &Needed, at_root: bool) {
    items.retain_mut(|item| {
        let u = match item {
            Item::Use(u) => u,
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    drop_library_imports(inner, needed, false);
                }
                return true;
            }
            _ => return true,
        };
        let mut leaves = Vec::new();
        flatten(&u.tree, &mut Vec::new(), &mut |target, binding| {
            leaves.push((target, binding));
        });
        let redundant = |o: usize| {
            let (target, binding) = &leaves[o];
            let names_library = |name: &String| needed.library_names.contains(name);
            match target.as_slice() {
                [lib] => *binding == Binding::Name(lib.clone()) && names_library(lib),
                [lib, name] => {
                    at_root
                        && names_library(lib)
                        && needed.exported_macros.contains(name)
                        && *binding == Binding::Name(name.clone())
                }
                _ => false,
            }
        };
        if !(0..leaves.len()).any(redundant) {
            return true;
        }
        match kept_leaves(&u.tree, &mut 0, &|o| !redundant(o)) {
            Some(tree) => {
                u.tree = tree;
                true
            }
            None => false,
        }
    });
}

/// `<T as a::b::Trait>::f` keeps `Trait` as the last segment of its qualified part when a
/// rewrite inserts segments before it: `position` grows by what was inserted.
fn shift_qself(qself: &mut Option<syn::QSelf>, before: usize, after: usize) {
    if let Some(q) = qself {
        if q.position > 0 {
            q.position += after - before;
        }
    }
}

/// The containers of paths that may carry a qualified self (`<T as Trait>::`): each
/// visits its path through the visitor and then shifts the qualified part.
macro_rules! qualified_paths {
    () => {
        qualified_path!(visit_expr_path_mut, syn::ExprPath);
        qualified_path!(visit_type_path_mut, syn::TypePath);
        qualified_path!(visit_expr_struct_mut, syn::ExprStruct);
        qualified_path!(visit_pat_struct_mut, syn::PatStruct);
        qualified_path!(visit_pat_tuple_struct_mut, syn::PatTupleStruct);
    };
}

/// One visit method of [`qualified_paths`]: the default walk, then the shift.
macro_rules! qualified_path {
    ($visit:ident, $node:ty) => {
        fn $visit(&mut self, node: &mut $node) {
            let before = node.path.segments.len();
            visit_mut::$visit(self, node);
            shift_qself(&mut node.qself, before, node.path.segments.len());
        }
    };
}

/// Library code: `crate::x` → `crate::LIB::x`, also in `use`, `pub(in ...)` and macro tokens
/// (where `$crate::x` → `$crate::LIB::x` too).
struct CratePaths<'a> {
    library_name: &'a str,
}

impl VisitMut for CratePaths<'_> {
    qualified_paths!();

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.leading_colon.is_none()
            && path.segments.len() >= 2
            && path.segments[0].ident == "crate"
        {
            let segment = syn::PathSegment::from(Ident::new(self.library_name, Span::call_site()));
            path.segments.insert(1, segment);
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_vis_restricted_mut(&mut self, vis: &mut syn::VisRestricted) {
        if vis.in_token.is_some() {
            self.visit_path_mut(&mut vis.path);
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if item.leading_colon.is_none() {
            use_after_crate(&mut item.tree, self.library_name);
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        visit_mut::visit_macro_mut(self, mac);
        mac.tokens = insert_after_crate(mac.tokens.clone(), self.library_name);
    }
}

/// Program code: `LIB::x` and `::LIB::x` → `crate::LIB::x`, also in `use` and macro tokens,
/// and the same for the library's other names (`extern crate LIB as X;`).
struct ProgramPaths<'a> {
    library_name: &'a str,
    names: &'a BTreeSet<String>,
}

impl VisitMut for ProgramPaths<'_> {
    qualified_paths!();

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let names_library = path
            .segments
            .first()
            .is_some_and(|s| self.names.contains(&s.ident.to_string()));
        if names_library && (path.segments.len() >= 2 || path.leading_colon.is_some()) {
            path.leading_colon = None;
            path.segments[0].ident = Ident::new(self.library_name, path.segments[0].ident.span());
            path.segments.insert(
                0,
                syn::PathSegment::from(Ident::new("crate", Span::call_site())),
            );
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if use_under_crate(&mut item.tree, self.library_name, self.names) {
            item.leading_colon = None;
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        visit_mut::visit_macro_mut(self, mac);
        mac.tokens = prefix_library_paths(mac.tokens.clone(), self.library_name, self.names);
    }
}

fn use_path(name: &str, tree: UseTree) -> UseTree {
    UseTree::Path(syn::UsePath {
        ident: Ident::new(name, Span::call_site()),
        colon2_token: Default::default(),
        tree: Box::new(tree),
    })
}

/// `use crate::x` → `use crate::LIB::x`, also for each tree of a top-level group.
fn use_after_crate(tree: &mut UseTree, library_name: &str) {
    match tree {
        UseTree::Path(p) if p.ident == "crate" => {
            let placeholder = UseTree::Glob(syn::UseGlob {
                star_token: Default::default(),
            });
            let rest = std::mem::replace(&mut *p.tree, placeholder);
            *p.tree = use_path(library_name, rest);
        }
        UseTree::Group(g) => {
            for item in &mut g.items {
                use_after_crate(item, library_name);
            }
        }
        _ => {}
    }
}

/// `use LIB::x` → `use crate::LIB::x` and `use LIB as y` → `use crate::LIB as y` (`LIB`
/// being any of the library's `names`), also for each tree of a top-level group. Returns
/// whether a tree was changed.
fn use_under_crate(tree: &mut UseTree, library_name: &str, names: &BTreeSet<String>) -> bool {
    let library = || Ident::new(library_name, Span::call_site());
    match tree {
        UseTree::Path(p) if names.contains(&p.ident.to_string()) => {
            let mut p = p.clone();
            p.ident = library();
            *tree = use_path("crate", UseTree::Path(p));
            true
        }
        UseTree::Rename(r) if names.contains(&r.ident.to_string()) => {
            let mut r = r.clone();
            r.ident = library();
            *tree = use_path("crate", UseTree::Rename(r));
            true
        }
        UseTree::Group(g) => {
            let mut changed = false;
            for item in &mut g.items {
                changed |= use_under_crate(item, library_name, names);
            }
            changed
        }
        _ => false,
    }
}

fn is_path_sep(tokens: &[TokenTree], i: usize) -> bool {
    matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':')
}

fn path_sep() -> [TokenTree; 2] {
    [
        TokenTree::Punct(Punct::new(':', Spacing::Joint)),
        TokenTree::Punct(Punct::new(':', Spacing::Alone)),
    ]
}

fn map_groups(tokens: TokenStream, f: &dyn Fn(TokenStream) -> TokenStream) -> Vec<TokenTree> {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), f(g.stream()));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            other => other,
        })
        .collect()
}

/// `crate :: x` → `crate :: LIB :: x` in raw tokens (so `$crate :: x` too).
fn insert_after_crate(tokens: TokenStream, library_name: &str) -> TokenStream {
    let tokens = map_groups(tokens, &|inner| insert_after_crate(inner, library_name));
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        out.push(tokens[i].clone());
        if matches!(&tokens[i], TokenTree::Ident(id) if id == "crate")
            && is_path_sep(&tokens, i + 1)
        {
            out.extend(path_sep());
            out.push(TokenTree::Ident(Ident::new(
                library_name,
                Span::call_site(),
            )));
            out.extend(path_sep());
            i += 3;
            continue;
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// `LIB :: x` (not after `::` or `$`) and `:: LIB :: x` → `crate :: LIB :: x` in raw tokens,
/// for each of the library's `names` (written as `library_name`).
fn prefix_library_paths(
    tokens: TokenStream,
    library_name: &str,
    names: &BTreeSet<String>,
) -> TokenStream {
    let tokens = map_groups(tokens, &|inner| {
        prefix_library_paths(inner, library_name, names)
    });
    let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let is_library = matches!(token, TokenTree::Ident(id) if names.contains(&id.to_string()))
            && is_path_sep(&tokens, i + 1);
        let leading_sep = i >= 2 && is_path_sep(&tokens, i - 2) && !continues_path(&tokens, i);
        let after_dollar =
            i >= 1 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
        if is_library && !after_dollar && (leading_sep || i < 2 || !is_path_sep(&tokens, i - 2)) {
            if leading_sep {
                out.truncate(out.len() - 2); // drop the leading `::`
            }
            out.push(TokenTree::Ident(Ident::new("crate", Span::call_site())));
            out.extend(path_sep());
            out.push(TokenTree::Ident(Ident::new(
                library_name,
                Span::call_site(),
            )));
            continue;
        }
        out.push(token.clone());
    }
    out.into_iter().collect()
}

/// Removes every doc comment (`///`, `//!`, `#[doc = ...]`) from `file`.
pub(crate) fn strip_docs(file: &mut syn::File) {
    DocStripper.visit_file_mut(file);
}

struct DocStripper;

fn drop_docs(attrs: &mut Vec<Attribute>) {
    attrs.retain(|a| !a.path().is_ident("doc"));
}

impl VisitMut for DocStripper {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        drop_docs(&mut file.attrs);
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mut(&mut self, item: &mut Item) {
        match item {
            Item::Const(i) => drop_docs(&mut i.attrs),
            Item::Enum(i) => drop_docs(&mut i.attrs),
            Item::ExternCrate(i) => drop_docs(&mut i.attrs),
            Item::Fn(i) => drop_docs(&mut i.attrs),
            Item::ForeignMod(i) => drop_docs(&mut i.attrs),
            Item::Impl(i) => drop_docs(&mut i.attrs),
            Item::Macro(i) => drop_docs(&mut i.attrs),
            Item::Mod(i) => drop_docs(&mut i.attrs),
            Item::Static(i) => drop_docs(&mut i.attrs),
            Item::Struct(i) => drop_docs(&mut i.attrs),
            Item::Trait(i) => drop_docs(&mut i.attrs),
            Item::TraitAlias(i) => drop_docs(&mut i.attrs),
            Item::Type(i) => drop_docs(&mut i.attrs),
            Item::Union(i) => drop_docs(&mut i.attrs),
            Item::Use(i) => drop_docs(&mut i.attrs),
            _ => {}
        }
        visit_mut::visit_item_mut(self, item);
    }

    fn visit_impl_item_mut(&mut self, item: &mut syn::ImplItem) {
        match item {
            syn::ImplItem::Const(i) => drop_docs(&mut i.attrs),
            syn::ImplItem::Fn(i) => drop_docs(&mut i.attrs),
            syn::ImplItem::Type(i) => drop_docs(&mut i.attrs),
            syn::ImplItem::Macro(i) => drop_docs(&mut i.attrs),
            _ => {}
        }
        visit_mut::visit_impl_item_mut(self, item);
    }

    fn visit_trait_item_mut(&mut self, item: &mut syn::TraitItem) {
        match item {
            syn::TraitItem::Const(i) => drop_docs(&mut i.attrs),
            syn::TraitItem::Fn(i) => drop_docs(&mut i.attrs),
            syn::TraitItem::Type(i) => drop_docs(&mut i.attrs),
            syn::TraitItem::Macro(i) => drop_docs(&mut i.attrs),
            _ => {}
        }
        visit_mut::visit_trait_item_mut(self, item);
    }

    fn visit_field_mut(&mut self, field: &mut syn::Field) {
        drop_docs(&mut field.attrs);
        visit_mut::visit_field_mut(self, field);
    }

    fn visit_variant_mut(&mut self, variant: &mut syn::Variant) {
        drop_docs(&mut variant.attrs);
        visit_mut::visit_variant_mut(self, variant);
    }
}
