//! Private fields shortened, for the dense layout: a field no code outside its module can
//! name (no `pub`) is renamed, with every access to it, to the shortest name no other code
//! uses. A field name is renamed only when every field of that name in the bundle is a
//! private one of a struct in the same module, when no code outside that module accesses a
//! field of that name, and when nothing prints the names: no derive but `Clone`, `Copy`,
//! `PartialEq`, `Eq`, `Hash`, `PartialOrd`, `Ord` and `Default` on those structs, no access
//! to it inside a macro that may print its tokens. Accesses are found by their shape
//! (`x.f`, `S { f: .. }` in expressions and patterns, `.f` among a macro's tokens), not by
//! types: what the name-wide rule misjudges fails to compile (the new name is no other
//! field's, item's or type's) and the caller's check of the bundle undoes the renaming.

use super::super::index::derive_paths;
use super::macros::{is_punct, map_idents, MacroKind};
use super::{assign, Names};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::{HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, Member};

/// The derives that never use a field's name.
const NAMELESS_DERIVES: [&str; 8] = [
    "Clone",
    "Copy",
    "PartialEq",
    "Eq",
    "Hash",
    "PartialOrd",
    "Ord",
    "Default",
];

/// Renames the private fields of the library module `library_name` of `file` (see the
/// module's documentation). Returns how many field names were renamed. Cost: three passes
/// over the bundle.
pub(crate) fn shorten_private_fields(file: &mut syn::File, library_name: &str) -> usize {
    let mut census = Census::default();
    for item in &file.items {
        census.in_library = matches!(item, Item::Mod(m) if m.ident == library_name);
        census.visit_item(item);
    }
    let mut names = Names::default();
    names.visit_file(file);
    let renames = plan(&census, &names);
    if !renames.is_empty() {
        Rename { renames: &renames }.visit_file_mut(file);
    }
    renames.len()
}

/// Where each field name is declared and accessed.
#[derive(Default)]
struct Census {
    /// The module every field of that name is a private field of, or `None` when some is
    /// not one that may be renamed.
    declared: HashMap<String, Option<Vec<String>>>,
    /// The modules that access a field of that name.
    accessed: HashMap<String, HashSet<Vec<String>>>,
    /// Field names that must keep their spelling.
    blocked: HashSet<String>,
    /// How often each field name occurs.
    uses: HashMap<String, usize>,
    /// The path of the module the walk is in, the library's name first.
    module: Vec<String>,
    in_library: bool,
}

impl Census {
    fn declare(&mut self, name: String, renamable: bool) {
        let here = renamable.then(|| self.module.clone());
        let entry = self.declared.entry(name).or_insert_with(|| here.clone());
        if *entry != here {
            *entry = None;
        }
    }

    fn access(&mut self, member: &Member) {
        if let Member::Named(ident) = member {
            let name = ident.to_string();
            *self.uses.entry(name.clone()).or_default() += 1;
            self.accessed
                .entry(name)
                .or_default()
                .insert(self.module.clone());
        }
    }
}

impl<'ast> Visit<'ast> for Census {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.module.push(item.ident.to_string());
        visit::visit_item_mod(self, item);
        self.module.pop();
    }

    fn visit_item_struct(&mut self, item: &'ast syn::ItemStruct) {
        let nameless = item.attrs.iter().all(is_nameless_attribute);
        for field in &item.fields {
            if let Some(ident) = &field.ident {
                let private = matches!(field.vis, syn::Visibility::Inherited);
                let renamable = self.in_library && private && nameless && field.attrs.is_empty();
                self.declare(ident.to_string(), renamable);
                *self.uses.entry(ident.to_string()).or_default() += 1;
            }
        }
    }

    fn visit_field(&mut self, field: &'ast syn::Field) {
        // Fields of variants and unions (a struct's are declared above first).
        if let Some(ident) = &field.ident {
            self.declare(ident.to_string(), false);
        }
        visit::visit_field(self, field);
    }

    fn visit_expr_field(&mut self, expr: &'ast syn::ExprField) {
        self.access(&expr.member);
        visit::visit_expr_field(self, expr);
    }

    fn visit_field_value(&mut self, field: &'ast syn::FieldValue) {
        self.access(&field.member);
        visit::visit_field_value(self, field);
    }

    fn visit_field_pat(&mut self, field: &'ast syn::FieldPat) {
        self.access(&field.member);
        visit::visit_field_pat(self, field);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        let plain = MacroKind::of(mac).is_some();
        let tokens = &mac.tokens;
        each_field_token(tokens, &mut |ident, is_access| {
            let name = ident.to_string();
            match is_access && plain {
                true => self.access(&Member::Named(ident.clone())),
                // A field that may be printed, or named by a struct expression.
                false => drop(self.blocked.insert(name)),
            }
        });
    }
}

/// Whether an attribute of a struct leaves its fields' names unused: a derive of
/// [`NAMELESS_DERIVES`], or `repr`, `allow`, `doc`.
fn is_nameless_attribute(attribute: &syn::Attribute) -> bool {
    let path = attribute.path();
    if path.is_ident("derive") {
        let nameless = |p: &syn::Path| NAMELESS_DERIVES.iter().any(|d| p.is_ident(d));
        return derive_paths(attribute).iter().all(nameless);
    }
    ["repr", "allow", "doc"].iter().any(|a| path.is_ident(a))
}

/// Calls `f` on each identifier among a macro's tokens that may name a field: after a `.`
/// (an access, unless a call's parentheses follow), or before a lone `:` (a struct
/// expression's field, or something else), with whether it is an access.
fn each_field_token(stream: &TokenStream, f: &mut dyn FnMut(&syn::Ident, bool)) {
    let tokens: Vec<TokenTree> = stream.clone().into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) => {
                let after_dot = i > 0 && is_punct(&tokens[i - 1], '.');
                let called = is_call(tokens.get(i + 1));
                let before_colon = tokens.get(i + 1).is_some_and(|t| is_punct(t, ':'))
                    && !tokens.get(i + 2).is_some_and(|t| is_punct(t, ':'));
                let after_path = i > 0 && is_punct(&tokens[i - 1], ':');
                if after_dot && !called {
                    f(ident, true);
                } else if before_colon && !after_path {
                    f(ident, false);
                }
            }
            TokenTree::Group(group) => each_field_token(&group.stream(), f),
            _ => {}
        }
    }
}

/// Whether `next`, the token after a name, makes it a call's.
fn is_call(next: Option<&TokenTree>) -> bool {
    matches!(next, Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
}

/// The new name of each field name worth renaming: the most used first, each to the
/// shortest name no code uses, while that is shorter.
fn plan(census: &Census, names: &Names) -> HashMap<String, String> {
    let candidates: Vec<(&String, usize)> = census
        .declared
        .iter()
        .filter_map(|(name, module)| {
            let module = module.as_ref()?;
            let accesses = census.accessed.get(name);
            let inside = accesses.is_none_or(|m| m.iter().all(|a| a.starts_with(module)));
            let renamable = inside && name.len() > 1 && !census.blocked.contains(name);
            renamable.then(|| (name, census.uses.get(name).copied().unwrap_or(0)))
        })
        .collect();
    let free = |name: &String| !names.taken.contains(name) && !census.declared.contains_key(name);
    assign(candidates, free)
}

/// The renaming of field names, over the whole bundle.
struct Rename<'r> {
    renames: &'r HashMap<String, String>,
}

impl Rename<'_> {
    fn rename(&self, member: &mut Member) -> bool {
        let Member::Named(ident) = member else {
            return false;
        };
        let Some(short) = self.renames.get(&ident.to_string()) else {
            return false;
        };
        *ident = syn::Ident::new(short, ident.span());
        true
    }

    fn rename_tokens(&self, stream: TokenStream) -> TokenStream {
        map_idents(stream, &mut |tokens, i, ident| {
            let access = i > 0 && is_punct(&tokens[i - 1], '.') && !is_call(tokens.get(i + 1));
            let short = self.renames.get(&ident.to_string()).filter(|_| access)?;
            Some(syn::Ident::new(short, ident.span()))
        })
    }
}

impl VisitMut for Rename<'_> {
    fn visit_item_struct_mut(&mut self, item: &mut syn::ItemStruct) {
        for field in item.fields.iter_mut() {
            if let Some(ident) = &mut field.ident {
                if let Some(short) = self.renames.get(&ident.to_string()) {
                    *ident = syn::Ident::new(short, ident.span());
                }
            }
        }
        visit_mut::visit_item_struct_mut(self, item);
    }

    fn visit_expr_field_mut(&mut self, expr: &mut syn::ExprField) {
        self.rename(&mut expr.member);
        visit_mut::visit_expr_field_mut(self, expr);
    }

    fn visit_field_value_mut(&mut self, field: &mut syn::FieldValue) {
        // `S { f }` becomes `S { a: f }`.
        if self.rename(&mut field.member) {
            field.colon_token = Some(Default::default());
        }
        visit_mut::visit_field_value_mut(self, field);
    }

    fn visit_field_pat_mut(&mut self, field: &mut syn::FieldPat) {
        if self.rename(&mut field.member) {
            field.colon_token = Some(Default::default());
        }
        visit_mut::visit_field_pat_mut(self, field);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        if MacroKind::of(mac).is_some() {
            mac.tokens = self.rename_tokens(std::mem::take(&mut mac.tokens));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shortened(code: &str) -> String {
        let mut file = syn::parse_file(code).unwrap();
        shorten_private_fields(&mut file, "lib");
        prettyplease::unparse(&file)
    }

    #[test]
    fn private_fields_get_short_names_where_no_one_else_could_mean_them() {
        let text = shortened(
            "fn main() {}
            mod lib {
                #[derive(Clone, PartialEq)]
                pub struct S { counter: u8, shared: u8, printed: u8 }
                pub struct T { pub shared: u8 }
                #[derive(Debug)]
                pub struct U { printed: u8 }
                impl S {
                    pub fn new(counter: u8) -> S { S { counter, shared: 0, printed: 0 } }
                    pub fn counter(&self) -> u8 { self.counter + self.shared + self.printed }
                }
            }",
        );
        assert!(!text.contains("counter: u8,"), "{text}");
        assert!(
            text.contains("S { a: counter,") || text.contains(": counter,"),
            "{text}"
        );
        // The method keeps its name; `shared` is also a public field's, `printed` one
        // that `Debug` prints.
        for kept in ["fn counter(&self)", "self.shared", "self.printed"] {
            assert!(text.contains(kept), "{kept} missing from {text}");
        }
    }
}
