//! Removing the parts of a kept type that rustc proves unused: enum variants no kept code
//! constructs, with the `match` arms that could only match them, and struct fields no kept
//! code reads, with their initializers when those are plain values. An arm for a variant
//! that is never built never runs, and a plain value stored in a field never read is never
//! seen, so the program behaves the same. An initializer that may act (a call) keeps its
//! field, and so does a field of a type deriving `Debug`, which prints it (rustc does not
//! count that as reading). Whatever else still names a removed part (an `if let`, a
//! `matches!`) makes the bundle fail to compile, and a removal that leaves a new warning
//! behind (an unused variable, an unreachable `_` arm) is refused too: the caller then
//! undoes the round and marks the parts' types with `#[allow(dead_code)]` instead.

use crate::check::rustc::Lint;
use crate::syntax::{derive_paths, library_items_mut, type_ident};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Fields, Item, Member, Pat};

/// Removes the variants `lints` report never constructed from the library module
/// `library_name` of `file` (parsed from the text rustc saw), with the arms across the file
/// that only match them; or, if there are none, the fields reported never read whose every
/// initializer is a plain value ([`is_plain`]), with those initializers. Returns how many
/// parts and arms went.
pub(crate) fn remove_unused_parts(
    file: &mut syn::File,
    library_name: &str,
    lints: &[Lint],
) -> usize {
    let ambiguous = type_names_defined_twice(&file.items);
    let variants =
        Parts::new("variant", ambiguous.clone(), Vec::new()).apply(file, library_name, lints);
    if variants > 0 {
        return variants;
    }
    // A field some initializer of which is not plain stays: try again without it.
    let mut kept = Vec::new();
    loop {
        let mut trial = file.clone();
        let mut parts = Parts::new("field", ambiguous.clone(), kept.clone());
        let removed = parts.apply(&mut trial, library_name, lints);
        if parts.blocked.is_empty() {
            *file = trial;
            return removed;
        }
        kept.append(&mut parts.blocked);
    }
}

/// The parts to remove, by type name, and the type whose `impl` the visit is in.
#[derive(Default)]
struct Parts {
    /// What is removed: "variant" or "field", as rustc's messages begin.
    kind: &'static str,
    /// `(enum, variant)`.
    variants: Vec<(String, String)>,
    /// `(struct, field)`.
    fields: Vec<(String, String)>,
    /// Fields to keep, and fields found initialized by more than a plain value.
    kept: Vec<(String, String)>,
    blocked: Vec<(String, String)>,
    self_type: Option<String>,
    /// Type names defined more than once in the file, whose paths cannot be told apart:
    /// their parts stay.
    ambiguous: Vec<String>,
    removed: usize,
}

impl Parts {
    fn new(kind: &'static str, ambiguous: Vec<String>, kept: Vec<(String, String)>) -> Self {
        Parts { kind, ambiguous, kept, ..Parts::default() }
    }

    /// Removes this kind of reported parts from `file` and what refers to them.
    fn apply(&mut self, file: &mut syn::File, library_name: &str, lints: &[Lint]) -> usize {
        if let Some(items) = library_items_mut(file, library_name) {
            self.collect(items, lints);
        }
        if self.variants.is_empty() && self.fields.is_empty() {
            return 0;
        }
        self.visit_file_mut(file);
        self.removed
    }

    /// Takes the reported variants and fields out of their types' definitions.
    fn collect(&mut self, items: &mut [Item], lints: &[Lint]) {
        for item in items {
            match item {
                Item::Mod(m) => {
                    if let Some((_, inner)) = &mut m.content {
                        self.collect(inner, lints);
                    }
                }
                Item::Enum(e)
                    if self.kind == "variant" && !self.ambiguous.contains(&e.ident.to_string()) =>
                {
                    let names = reported(lints, "variant", e.variants.iter().map(|v| &v.ident));
                    let before = e.variants.len();
                    e.variants = std::mem::take(&mut e.variants)
                        .into_iter()
                        .filter(|v| !names.contains(&v.ident.to_string()))
                        .collect();
                    self.removed += before - e.variants.len();
                    let enum_name = e.ident.to_string();
                    self.variants.extend(names.into_iter().map(|v| (enum_name.clone(), v)));
                }
                Item::Struct(s)
                    if self.kind == "field" && !self.ambiguous.contains(&s.ident.to_string()) =>
                {
                    self.collect_fields(s, lints)
                }
                _ => {}
            }
        }
    }

    /// Takes the reported named fields out of a struct, where every initializer of them in
    /// the file can go too (checked when the visit meets them).
    fn collect_fields(&mut self, s: &mut syn::ItemStruct, lints: &[Lint]) {
        // A derived `Debug` prints every field, though rustc does not count it as reading.
        if derives_debug(&s.attrs) {
            return;
        }
        let Fields::Named(named) = &mut s.fields else {
            return;
        };
        let idents = named.named.iter().filter_map(|f| f.ident.as_ref());
        let struct_name = s.ident.to_string();
        let mut names = reported(lints, "field", idents);
        names.retain(|f| !self.kept.contains(&(struct_name.clone(), f.clone())));
        let before = named.named.len();
        named.named = std::mem::take(&mut named.named)
            .into_iter()
            .filter(|f| !f.ident.as_ref().is_some_and(|i| names.contains(&i.to_string())))
            .collect();
        self.removed += before - named.named.len();
        self.fields.extend(names.into_iter().map(|f| (struct_name.clone(), f)));
    }

    /// The type `ident` names where the visit is: the `impl`'s type for `Self`.
    fn type_named(&self, ident: &syn::Ident) -> Option<String> {
        if ident == "Self" {
            self.self_type.clone()
        } else {
            Some(ident.to_string())
        }
    }

    /// Whether `pat` can only match a removed variant.
    fn only_removed(&self, pat: &Pat) -> bool {
        match pat {
            Pat::Or(or) => or.cases.iter().all(|case| self.only_removed(case)),
            Pat::TupleStruct(p) => {
                self.names_removed_variant(&p.path) || p.elems.iter().any(|e| self.only_removed(e))
            }
            Pat::Struct(p) => {
                self.names_removed_variant(&p.path)
                    || p.fields.iter().any(|f| self.only_removed(&f.pat))
            }
            Pat::Path(p) => self.names_removed_variant(&p.path),
            Pat::Tuple(p) => p.elems.iter().any(|e| self.only_removed(e)),
            Pat::Slice(p) => p.elems.iter().any(|e| self.only_removed(e)),
            Pat::Paren(p) => self.only_removed(&p.pat),
            Pat::Reference(p) => self.only_removed(&p.pat),
            Pat::Ident(p) => p.subpat.as_ref().is_some_and(|(_, sub)| self.only_removed(sub)),
            _ => false,
        }
    }

    /// Whether `path` is `Enum::Variant` (or `Self::Variant`) for a removed variant.
    fn names_removed_variant(&self, path: &syn::Path) -> bool {
        let n = path.segments.len();
        if n < 2 {
            return false;
        }
        let owner = self.type_named(&path.segments[n - 2].ident);
        let variant = &path.segments[n - 1].ident;
        self.variants.iter().any(|(e, v)| owner.as_ref() == Some(e) && variant == v)
    }

    /// The `(struct, field)` a struct expression's field initializes, if it is removed.
    fn removed_field(&self, path: &syn::Path, member: &Member) -> Option<(String, String)> {
        let type_name = self.type_named(&path.segments.last()?.ident)?;
        let Member::Named(field) = member else {
            return None;
        };
        self.fields.iter().find(|(s, f)| *s == type_name && field == f).cloned()
    }
}

impl VisitMut for Parts {
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        let outer = self.self_type.take();
        if let syn::Type::Path(p) = &*i.self_ty {
            self.self_type = p.path.segments.last().map(|s| s.ident.to_string());
        }
        visit_mut::visit_item_impl_mut(self, i);
        self.self_type = outer;
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        let before = m.arms.len();
        m.arms.retain(|arm| !self.only_removed(&arm.pat));
        self.removed += before - m.arms.len();
        visit_mut::visit_expr_match_mut(self, m);
    }

    /// `A | B` where `B` only matches removed variants becomes `A`, at any depth.
    fn visit_pat_or_mut(&mut self, or: &mut syn::PatOr) {
        if !or.cases.iter().all(|c| self.only_removed(c)) {
            let cases = std::mem::take(&mut or.cases);
            or.cases = cases.into_iter().filter(|c| !self.only_removed(c)).collect();
        }
        visit_mut::visit_pat_or_mut(self, or);
    }

    fn visit_expr_struct_mut(&mut self, e: &mut syn::ExprStruct) {
        for f in std::mem::take(&mut e.fields) {
            match self.removed_field(&e.path, &f.member) {
                None => e.fields.push(f),
                Some(part) if !is_plain(&f.expr) => self.blocked.push(part),
                Some(_) => {}
            }
        }
        visit_mut::visit_expr_struct_mut(self, e);
    }
}

/// The names in `lints` about parts of `kind` ("variant", "field") whose report is on the
/// line of one of `idents`.
fn reported<'a>(
    lints: &[Lint],
    kind: &str,
    idents: impl Iterator<Item = &'a syn::Ident>,
) -> Vec<String> {
    let lines: Vec<usize> = idents.map(|i| i.span().start().line).collect();
    lints
        .iter()
        .filter(|lint| lint.message.starts_with(kind) && lines.contains(&lint.line))
        .flat_map(|lint| lint.names().into_iter().map(str::to_string))
        .collect()
}

/// Whether evaluating `expr` does nothing but produce a value and leaves no variable unused:
/// a literal, a path that is not a local variable (a constant, `usize::MAX`), and casts, references, fields, tuples and arrays of those.
/// Calls and operators (which may be overloaded) are never plain, as they may act.
fn is_plain(expr: &Expr) -> bool {
    match expr {
        Expr::Lit(_) => true,
        Expr::Path(p) => !is_local(&p.path),
        Expr::Paren(e) => is_plain(&e.expr),
        Expr::Cast(e) => is_plain(&e.expr),
        Expr::Reference(e) => is_plain(&e.expr),
        Expr::Field(e) => is_plain(&e.base),
        Expr::Tuple(e) => e.elems.iter().all(is_plain),
        Expr::Array(e) => e.elems.iter().all(is_plain),
        _ => false,
    }
}

/// The names of structs, enums and unions defined more than once among `items` and the
/// modules inside them.
fn type_names_defined_twice(items: &[Item]) -> Vec<String> {
    fn walk(items: &[Item], seen: &mut Vec<String>, twice: &mut Vec<String>) {
        for item in items {
            if let Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) = item {
                walk(inner, seen, twice);
            }
            let Some(ident) = type_ident(item) else {
                continue;
            };
            let name = ident.to_string();
            if seen.contains(&name) {
                twice.push(name);
            } else {
                seen.push(name);
            }
        }
    }
    let (mut seen, mut twice) = (Vec::new(), Vec::new());
    walk(items, &mut seen, &mut twice);
    twice
}

/// Whether `path` may name a local variable: one lowercase segment.
fn is_local(path: &syn::Path) -> bool {
    path.segments.len() == 1 && path.segments[0].ident.to_string().starts_with(char::is_lowercase)
}

/// Whether `attrs` derive `Debug`.
fn derives_debug(attrs: &[syn::Attribute]) -> bool {
    let is_debug = |path: &syn::Path| path.segments.last().is_some_and(|s| s.ident == "Debug");
    attrs.iter().flat_map(derive_paths).any(|path| is_debug(&path))
}
