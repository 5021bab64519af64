//! Paths rewritten for the library's new place, a module of the bundle's root: in the
//! library, `crate::x` becomes `crate::LIB::x` (`$crate::x` too); in the program, `LIB::x`
//! and `::LIB::x` become `crate::LIB::x`, and so do the library's other names
//! (`extern crate LIB as X;`). Paths in code, `use` trees, `pub(in ...)` and macro tokens
//! alike; a qualified self (`<T as a::Trait>::f`) keeps pointing at the trait.

use crate::syntax::tokens::{continues_path, is_path_sep, is_punct, map_groups, path_sep};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit_mut::{self, VisitMut};
use syn::UseTree;

/// The rewriting: of the library's code (`names` is `None`: paths from `crate` move under
/// `crate::LIB`) or of the program's (paths from one of the library's `names` do).
pub(crate) struct Reroot<'a> {
    pub library_name: &'a str,
    pub names: Option<&'a BTreeSet<String>>,
}

impl Reroot<'_> {
    /// Whether a path starting with `first` (after a `::` when `colon`) is one to move.
    fn moves(&self, first: &Ident, colon: bool) -> bool {
        match self.names {
            None => !colon && first == "crate",
            Some(names) => names.contains(&first.to_string()),
        }
    }

    fn library(&self) -> Ident {
        Ident::new(self.library_name, Span::call_site())
    }

    /// `use FIRST::x` as `use crate::LIB::x` (`use LIB as y` too), for each tree of a top-level
    /// group; whether one moved.
    fn use_tree(&self, tree: &mut UseTree) -> bool {
        let first = match tree {
            UseTree::Path(p) => &mut p.ident,
            UseTree::Rename(r) if self.names.is_some() => &mut r.ident,
            UseTree::Group(g) => {
                return g.items.iter_mut().fold(false, |m, t| self.use_tree(t) | m)
            }
            _ => return false,
        };
        if !self.moves(first, false) {
            return false;
        }
        *first = self.library();
        let rest =
            std::mem::replace(tree, UseTree::Glob(syn::UseGlob { star_token: Default::default() }));
        *tree = UseTree::Path(syn::UsePath {
            ident: crate_ident(),
            colon2_token: Default::default(),
            tree: Box::new(rest),
        });
        true
    }

    /// The same among raw tokens: `FIRST :: x` (not continuing a path, and in the program
    /// not after `$`) and `:: FIRST :: x` become `crate :: LIB :: x`.
    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let tokens = map_groups(tokens, &|inner| self.tokens(inner));
        let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            let leading = i >= 2 && is_path_sep(&tokens, i - 2) && !continues_path(&tokens, i);
            let after_sep = i >= 2 && is_path_sep(&tokens, i - 2);
            let after_dollar = i >= 1 && is_punct(&tokens[i - 1], '$') && self.names.is_some();
            let moves = match token {
                TokenTree::Ident(ident) => {
                    self.moves(ident, leading) && is_path_sep(&tokens, i + 1)
                }
                _ => false,
            };
            if !moves || after_dollar || (after_sep && !leading) {
                out.push(token.clone());
                continue;
            }
            if leading {
                out.truncate(out.len() - 2); // the leading `::`
            }
            out.push(TokenTree::Ident(crate_ident()));
            out.extend(path_sep());
            out.push(TokenTree::Ident(self.library()));
        }
        out.into_iter().collect()
    }
}

fn crate_ident() -> Ident {
    Ident::new("crate", Span::call_site())
}

/// The containers of paths that may carry a qualified self: the default walk, then
/// `position` grows by the segments the rewrite put before the trait.
macro_rules! qualified_paths {
    ($($visit:ident: $node:ty),*) => {
        $(fn $visit(&mut self, node: &mut $node) {
            let before = node.path.segments.len();
            visit_mut::$visit(self, node);
            if let Some(q) = node.qself.as_mut().filter(|q| q.position > 0) {
                q.position += node.path.segments.len() - before;
            }
        })*
    };
}

impl VisitMut for Reroot<'_> {
    qualified_paths!(visit_expr_path_mut: syn::ExprPath, visit_type_path_mut: syn::TypePath,
        visit_expr_struct_mut: syn::ExprStruct, visit_pat_struct_mut: syn::PatStruct,
        visit_pat_tuple_struct_mut: syn::PatTupleStruct);

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let colon = path.leading_colon.is_some();
        let first = path.segments.first().map(|s| s.ident.clone());
        if first.is_some_and(|f| self.moves(&f, colon)) && (path.segments.len() >= 2 || colon) {
            path.leading_colon = None;
            path.segments[0].ident = self.library();
            path.segments.insert(0, syn::PathSegment::from(crate_ident()));
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_vis_restricted_mut(&mut self, vis: &mut syn::VisRestricted) {
        if vis.in_token.is_some() {
            self.visit_path_mut(&mut vis.path);
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if (item.leading_colon.is_none() || self.names.is_some()) && self.use_tree(&mut item.tree) {
            item.leading_colon = None;
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        visit_mut::visit_macro_mut(self, mac);
        mac.tokens = self.tokens(std::mem::take(&mut mac.tokens));
    }
}

/// For a bundle in edition 2015, which reads `use a::b` as `use crate::a::b`: the `use`
/// paths of `items` (the library's, written for edition 2018 or later) that start from a
/// name their module declares (`use tokens::Tokens` beside `mod tokens;`) written from
/// `self::`, as 2015 needs them. Paths from anything else (a crate) stay. Cost: a pass over
/// the items.
pub(crate) fn anchor_imports(items: &mut Vec<syn::Item>) {
    crate::syntax::each_module_mut(items, &mut |items| {
        let modules = items.iter().filter_map(|item| match item {
            syn::Item::Mod(module) => Some(module.ident.to_string()),
            _ => None,
        });
        let names = items.iter().filter_map(crate::syntax::item_name);
        let declared: BTreeSet<String> = names.chain(modules).collect();
        let mut anchor = Anchor { declared: &declared };
        items.iter_mut().for_each(|item| anchor.visit_item_mut(item));
    });
}

/// Writes from `self::` the `use` paths that start from one of the `declared` names.
struct Anchor<'d> {
    declared: &'d BTreeSet<String>,
}

impl Anchor<'_> {
    fn anchor(&self, tree: &mut UseTree) {
        let first = match tree {
            UseTree::Path(p) => &p.ident,
            UseTree::Name(n) => &n.ident,
            UseTree::Rename(r) => &r.ident,
            UseTree::Group(g) => return g.items.iter_mut().for_each(|tree| self.anchor(tree)),
            UseTree::Glob(_) => return,
        };
        if !self.declared.contains(&first.to_string()) {
            return;
        }
        let glob = UseTree::Glob(syn::UseGlob { star_token: Default::default() });
        let rest = std::mem::replace(tree, glob);
        let ident = Ident::new("self", Span::call_site());
        let colon2_token = Default::default();
        *tree = UseTree::Path(syn::UsePath { ident, colon2_token, tree: Box::new(rest) });
    }
}

impl VisitMut for Anchor<'_> {
    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        if item.leading_colon.is_none() {
            self.anchor(&mut item.tree);
        }
    }

    /// An inline module's paths start from its own names (`each_module_mut` visits it).
    fn visit_item_mod_mut(&mut self, _: &mut syn::ItemMod) {}
}
