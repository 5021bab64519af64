//! Local names shortened, for the dense layout: in each function (and constant or static
//! initializer) of the library and of the program's file modules, the variables it binds —
//! parameters, `let`s, closure parameters, `for`, `match` and `if let` bindings — are
//! renamed to the shortest names no other code uses, the most used first. A judge reads
//! none of them, and they are a large part of a dense bundle.
//!
//! The renaming is one-to-one within a function, so shadowing stays as it was; a new name
//! appears nowhere else in the bundle as anything but another function's variable, so no
//! use can be captured by an item, a field or a variable it did not mean. Left alone: names
//! that items or imports also have (a binding could be a constant's pattern), names among a
//! macro call's tokens or in its strings (`assert!(x > 0)` prints `x > 0`, `{x}` captures
//! `x`), and functions holding items of their own.

use proc_macro2::TokenTree;
use std::collections::{HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Item, Member, Pat};

use super::items::short_names;
use crate::syntax::item_name;
use crate::syntax::tokens::{each_token, idents, placeholders, KEYWORDS};

/// Values every module sees without an import.
const PRELUDE_VALUES: [&str; 9] =
    ["Some", "None", "Ok", "Err", "drop", "size_of", "size_of_val", "align_of", "align_of_val"];

/// Renames the local variables of the modules at the root of `file`: the library's, and
/// the program's file modules (its main file is printed as written), see the module's
/// documentation. Returns how many variables were renamed. Cost: two passes over the
/// bundle.
///
/// The caller checks the result with rustc: a name the module's rules misjudge fails to
/// resolve rather than meaning something else.
pub(crate) fn shorten_local_names(file: &mut syn::File) -> usize {
    let mut names = Names::default();
    for item in &file.items {
        names.in_module = matches!(item, Item::Mod(m) if m.content.is_some());
        names.visit_item(item);
    }
    let mut units = Units { names: &names, renamed: 0 };
    for item in &mut file.items {
        if let Item::Mod(syn::ItemMod { content: Some((_, items)), .. }) = item {
            for item in items {
                units.visit_item_mut(item);
            }
        }
    }
    units.renamed
}

/// The names code outside variables uses: every identifier of the bundle but the bindings
/// of patterns and one-segment paths (`taken`, never a new name), and the names of the
/// items and imports of the modules renamed in (`reserved`, never renamed).
#[derive(Default)]
struct Names {
    taken: HashSet<String>,
    reserved: HashSet<String>,
    /// Whether the walk is in a module whose variables are renamed.
    in_module: bool,
}

impl Names {
    fn reserve(&mut self, name: &syn::Ident) {
        if self.in_module {
            self.reserved.insert(name.to_string());
        }
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        self.taken.insert(ident.to_string());
    }

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        if let Some((_, sub)) = &pat.subpat {
            self.visit_pat(sub);
        }
    }

    fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
        if local_name(expr).is_none() {
            visit::visit_expr_path(self, expr);
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        idents(mac.tokens.clone(), &mut self.taken);
    }

    fn visit_item(&mut self, item: &'ast Item) {
        if let (true, Some(name)) = (self.in_module, item_name(item)) {
            self.reserved.insert(name);
        }
        visit::visit_item(self, item);
    }

    fn visit_use_name(&mut self, name: &'ast syn::UseName) {
        self.reserve(&name.ident);
        visit::visit_use_name(self, name);
    }

    fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
        self.reserve(&rename.rename);
        visit::visit_use_rename(self, rename);
    }
}

/// The walk over the library's functions, constants and statics, each renamed on its own.
struct Units<'n> {
    names: &'n Names,
    renamed: usize,
}

impl Units<'_> {
    /// Surveys a unit with `survey`, then renames its variables with `rename`.
    fn shorten<T>(
        &mut self,
        unit: &mut T,
        survey: fn(&mut Survey, &T),
        rename: fn(&mut Rename, &mut T),
    ) {
        let mut found = Survey::default();
        survey(&mut found, unit);
        if found.has_items {
            return;
        }
        let renames = plan(&found, self.names);
        if renames.is_empty() {
            return;
        }
        self.renamed += renames.len();
        rename(&mut Rename { renames }, unit);
    }
}

/// The visit methods of [`Units`]: each kind of unit is surveyed, then renamed.
macro_rules! units {
    ($($visit_mut:ident, $visit:ident: $node:ident;)*) => {
        $(fn $visit_mut(&mut self, item: &mut syn::$node) {
            self.shorten(item, |s, i| s.$visit(i), |r, i| r.$visit_mut(i));
        })*
    };
}

impl VisitMut for Units<'_> {
    units! {
        visit_item_fn_mut, visit_item_fn: ItemFn;
        visit_impl_item_fn_mut, visit_impl_item_fn: ImplItemFn;
        visit_trait_item_fn_mut, visit_trait_item_fn: TraitItemFn;
        visit_item_const_mut, visit_item_const: ItemConst;
        visit_item_static_mut, visit_item_static: ItemStatic;
        visit_impl_item_const_mut, visit_impl_item_const: ImplItemConst;
    }

    fn visit_item_macro_mut(&mut self, _: &mut syn::ItemMacro) {}
}

/// What one unit binds and uses.
#[derive(Default)]
struct Survey {
    /// Names bound by its patterns.
    bound: HashSet<String>,
    /// How often each name occurs as a binding or a variable.
    uses: HashMap<String, usize>,
    /// Every identifier in it.
    idents: HashSet<String>,
    /// Names that must keep their spelling (mentioned by a string or an opaque macro).
    blocked: HashSet<String>,
    /// Whether it holds an item of its own.
    has_items: bool,
}

impl Survey {
    fn block_placeholders(&mut self, text: &str) {
        self.blocked.extend(placeholders(text));
    }
}

impl<'ast> Visit<'ast> for Survey {
    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        self.idents.insert(ident.to_string());
    }

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        let name = pat.ident.to_string();
        *self.uses.entry(name.clone()).or_default() += 1;
        self.bound.insert(name);
        visit::visit_pat_ident(self, pat);
    }

    fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
        if let Some(name) = local_name(expr) {
            *self.uses.entry(name).or_default() += 1;
        }
        visit::visit_expr_path(self, expr);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        // Its tokens may be printed as written or name fields: none of their names changes.
        each_token(&mac.tokens, &mut |token| match token {
            TokenTree::Ident(ident) => {
                self.idents.insert(ident.to_string());
                self.blocked.insert(ident.to_string());
            }
            TokenTree::Literal(literal) => self.block_placeholders(&literal.to_string()),
            _ => {}
        });
    }

    fn visit_item(&mut self, _: &'ast Item) {
        self.has_items = true;
    }
}

/// The new name of each variable of a unit worth renaming: the most used first, each to
/// the next shortest name no code uses (`names.taken`), the unit does not hold and is no
/// keyword, while that is shorter.
fn plan(found: &Survey, names: &Names) -> HashMap<String, String> {
    let mut candidates: Vec<(&String, usize)> = found
        .bound
        .iter()
        .filter(|name| {
            name.len() > 1
                && name.starts_with(|c: char| c.is_ascii_lowercase())
                && !found.blocked.contains(*name)
                && !names.reserved.contains(*name)
                && !PRELUDE_VALUES.contains(&name.as_str())
        })
        .map(|name| (name, found.uses.get(name).copied().unwrap_or(0)))
        .collect();
    let free = |name: &String| {
        ![&names.taken, &found.idents, &names.reserved].iter().any(|set| set.contains(name))
    };
    candidates.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let mut fresh = short_names().filter(|name| free(name) && !KEYWORDS.contains(&name.as_str()));
    let mut next = fresh.next();
    let mut renames = HashMap::new();
    for (name, _) in candidates {
        match next.take() {
            Some(short) if short.len() < name.len() => {
                renames.insert(name.clone(), short);
                next = fresh.next();
            }
            unused => next = unused,
        }
    }
    renames
}

/// The renaming of one unit's variables.
struct Rename {
    renames: HashMap<String, String>,
}

impl Rename {
    fn renamed(&self, ident: &syn::Ident) -> Option<syn::Ident> {
        let short = self.renames.get(&ident.to_string())?;
        Some(syn::Ident::new(short, ident.span()))
    }
}

impl VisitMut for Rename {
    fn visit_pat_ident_mut(&mut self, pat: &mut syn::PatIdent) {
        if let Some(short) = self.renamed(&pat.ident) {
            pat.ident = short;
        }
        visit_mut::visit_pat_ident_mut(self, pat);
    }

    fn visit_expr_path_mut(&mut self, expr: &mut syn::ExprPath) {
        if local_name(expr).is_some() {
            let segment = &mut expr.path.segments[0];
            if let Some(short) = self.renamed(&segment.ident) {
                segment.ident = short;
            }
        }
    }

    fn visit_field_value_mut(&mut self, field: &mut syn::FieldValue) {
        // `S { x }` becomes `S { x: a }`.
        if let (Member::Named(_), Expr::Path(path)) = (&field.member, &field.expr) {
            if local_name(path).is_some_and(|name| self.renames.contains_key(&name)) {
                field.colon_token = Some(Default::default());
            }
        }
        visit_mut::visit_field_value_mut(self, field);
    }

    fn visit_field_pat_mut(&mut self, field: &mut syn::FieldPat) {
        // `S { x, .. }` becomes `S { x: a, .. }`.
        if let (Member::Named(_), Pat::Ident(pat)) = (&field.member, &*field.pat) {
            if self.renames.contains_key(&pat.ident.to_string()) {
                field.colon_token = Some(Default::default());
            }
        }
        visit_mut::visit_field_pat_mut(self, field);
    }

    fn visit_item_mut(&mut self, _: &mut Item) {}
}

/// The name a path of one plain segment gives, which may be a variable's.
fn local_name(expr: &syn::ExprPath) -> Option<String> {
    let path = &expr.path;
    let plain = expr.qself.is_none() && path.leading_colon.is_none() && path.segments.len() == 1;
    let segment = path.segments.first()?;
    (plain && segment.arguments.is_none()).then(|| segment.ident.to_string())
}
