//! Item names shortened, for the dense layout: what the library and the program's file
//! modules define — functions, methods, constants, statics, types, traits, modules, fields
//! and variants — gets the shortest names no code uses, the names that save most first.
//! An identifier is renamed wherever it stands (paths, calls, patterns, `use` leaves, macro
//! tokens), so every use follows its definition, and a new name is one nothing in the
//! bundle or std's short method names (`or`, `max`) is, so no use can find another item.
//!
//! A judge never sees these names; what could show one keeps it: the names the program's
//! main file writes (it is printed as written); the names of types `Debug` prints, with
//! their fields and variants; the names in a format string's placeholders (`{name}`); the
//! tokens of macros that may print them (`assert!(x > 0)`, `stringify!`); members of impls
//! of traits from outside the bundle (`fmt`, `next`) and names in paths into std; the
//! prelude's names, `main`, macros, generic parameters and associated types. rustc checks
//! the result: a name it cannot resolve after the renaming (a method a std type has too)
//! keeps its spelling, and the renaming is tried again.

use super::macros::may_show_tokens;
use crate::check::rustc::Rustc;
use crate::syntax::tokens::{map_idents, placeholders, KEYWORDS};
use crate::syntax::{
    derive_paths, each_item, impl_member_ident, item_attrs, item_name, trait_member_ident,
};
use proc_macro2::{TokenStream, TokenTree};
use std::collections::{HashMap, HashSet};
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{ImplItem, Item, TraitItem};

/// How many times the renaming is tried, each time without the names rustc could not
/// resolve the time before.
const ROUNDS: usize = 6;

/// Names no module imports: never renamed.
const PRELUDE: &str = "Some None Ok Err Option Result Vec String Box Default Clone Copy Send \
    Sync Sized Drop Fn FnMut FnOnce Iterator Extend IntoIterator ToString ToOwned PartialEq Eq \
    PartialOrd Ord AsRef AsMut Into From drop derive inline allow cfg repr doc test";

/// Short names of std's methods, fields and modules: never a new name, so that a call on a
/// std type never finds std's method where it found the bundle's.
const STD_SHORT_NAMES: &str = "eq ne lt le gt ge or ok and xor not neg add sub mul div rem shl \
    shr abs pow max min cmp map nth rev sum zip all any get len pop err fmt cos sin tan exp ln \
    log set new key end put id io fs os mem ptr env str std";

/// Renames what the modules at the root of `file` (the library's and the program's file
/// modules) define, but the names `main_idents` (the identifiers of the program's main
/// file) holds; see the module's documentation. Returns how many names changed. Cost: two
/// passes over the bundle and a rustc check per round, [`ROUNDS`] at most.
pub(crate) fn shorten_item_names(
    file: &mut syn::File,
    main_idents: &HashSet<String>,
    rustc: &Rustc,
) -> usize {
    let mut survey = Survey::default();
    survey.visit_file(file);
    let mut unresolved = HashSet::new();
    for _ in 0..ROUNDS {
        let renames = plan(&survey, main_idents, &unresolved);
        if renames.is_empty() {
            return 0;
        }
        let mut trial = file.clone();
        let mut rename = Rename(renames);
        for item in &mut trial.items {
            if matches!(item, Item::Mod(m) if m.content.is_some()) {
                rename.visit_item_mut(item);
            }
        }
        let Ok((_, errors)) = rustc.errors(&trial) else { return 0 };
        if errors.is_empty() {
            *file = trial;
            return rename.0.len();
        }
        let old_names: HashMap<&String, &String> = rename.0.iter().map(|(o, n)| (n, o)).collect();
        let before = unresolved.len();
        // What an error names in backquotes, a new name alone or ending a path
        // (`lib::<impl at …>::A`), keeps its old name.
        for error in &errors {
            let named = error.text.split('`').skip(1).step_by(2);
            let last = named.map(|n| n.rsplit("::").next().unwrap_or(n).to_string());
            unresolved.extend(last.filter_map(|n| old_names.get(&n)).map(|o| (*o).clone()));
        }
        if unresolved.len() == before {
            return 0;
        }
    }
    0
}

/// The new names: the names defined here that nothing keeps, the ones that save most
/// first, each to the next shortest free name of its case while that is shorter.
fn plan(
    survey: &Survey,
    main_idents: &HashSet<String>,
    unresolved: &HashSet<String>,
) -> HashMap<String, String> {
    let kept = |name: &String| {
        name.len() < 2
            || name == "main"
            || PRELUDE.split_whitespace().any(|p| p == name)
            || KEYWORDS.contains(&name.as_str())
            || [main_idents, unresolved, &survey.kept].iter().any(|set| set.contains(name))
    };
    let mut candidates: Vec<&String> = survey.defined.iter().filter(|n| !kept(n)).collect();
    let saving = |name: &String| survey.uses.get(name).copied().unwrap_or(0) * name.len();
    candidates.sort_by(|a, b| saving(b).cmp(&saving(a)).then(a.cmp(b)));
    let taken = |name: &String| {
        survey.uses.contains_key(name)
            || main_idents.contains(name)
            || STD_SHORT_NAMES.split_whitespace().any(|std| std == name)
            || KEYWORDS.contains(&name.as_str())
    };
    let fresh = |upper: bool| {
        let names = short_names().map(move |n| if upper { n.to_uppercase() } else { n });
        names.filter(|n| !taken(n)).peekable()
    };
    let mut pools = [fresh(false), fresh(true)];
    let mut renames = HashMap::new();
    for name in candidates {
        let pool = &mut pools[usize::from(name.starts_with(|c: char| c.is_ascii_uppercase()))];
        if pool.peek().is_some_and(|short| short.len() < name.len()) {
            renames.extend(pool.next().map(|short| (name.clone(), short)));
        }
    }
    renames
}

/// `a`, `b`, ..., `z`, `aa`, `ab`, ...: identifiers by length.
pub(super) fn short_names() -> impl Iterator<Item = String> {
    (1..).flat_map(|length: u32| {
        (0..26usize.pow(length)).map(move |mut number| {
            let mut name = vec![b'a'; length as usize];
            for letter in name.iter_mut().rev() {
                *letter = b'a' + (number % 26) as u8;
                number /= 26;
            }
            String::from_utf8(name).unwrap_or_default()
        })
    })
}

/// What the bundle defines and uses, by name.
#[derive(Default)]
struct Survey {
    /// How often each identifier stands.
    uses: HashMap<String, usize>,
    /// What the modules define: the names that may be renamed.
    defined: HashSet<String>,
    /// Names that keep their spelling (see the module's documentation).
    kept: HashSet<String>,
    /// The traits and macros the bundle defines.
    own_traits: HashSet<String>,
    own_macros: HashSet<String>,
    /// How deep the walk is in modules (0: the program's main file).
    depth: usize,
}

impl Survey {
    /// Counts the identifiers of `tokens`, which `keep` keeps.
    fn note_tokens(&mut self, tokens: &TokenStream, keep: bool) {
        for token in tokens.clone() {
            match token {
                TokenTree::Ident(ident) => {
                    *self.uses.entry(ident.to_string()).or_default() += 1;
                    if keep {
                        self.kept.insert(ident.to_string());
                    }
                }
                TokenTree::Literal(literal) => self.keep_placeholders(&literal.to_string()),
                TokenTree::Group(group) => self.note_tokens(&group.stream(), keep),
                TokenTree::Punct(_) => {}
            }
        }
    }

    fn keep_placeholders(&mut self, text: &str) {
        self.kept.extend(placeholders(text));
    }

    /// A type `Debug` prints: its name, fields and variants keep their spelling.
    fn shown_by_debug(&mut self, item: &Item) {
        let mut fields: Vec<&syn::Field> = Vec::new();
        match item {
            Item::Struct(s) => fields.extend(&s.fields),
            Item::Enum(e) => {
                self.kept.extend(e.variants.iter().map(|v| v.ident.to_string()));
                fields.extend(e.variants.iter().flat_map(|v| &v.fields));
            }
            Item::Union(u) => fields.extend(&u.fields.named),
            _ => {}
        }
        self.kept.extend(item_name(item));
        self.kept.extend(fields.iter().filter_map(|f| f.ident.as_ref().map(|i| i.to_string())));
    }

    /// The members of an `impl` block: renamed with a trait of the bundle, or none.
    fn impl_members(&mut self, block: &syn::ItemImpl) {
        let trait_name = block.trait_.as_ref().and_then(|(_, path, _)| path.segments.last());
        if let (Some(t), syn::Type::Path(ty)) = (trait_name, &*block.self_ty) {
            if t.ident == "Debug" {
                self.kept.extend(ty.path.segments.last().map(|s| s.ident.to_string()));
            }
        }
        let foreign = trait_name.is_some_and(|t| !self.own_traits.contains(&t.ident.to_string()));
        for member in &block.items {
            let name = impl_member_ident(member).map(|i| i.to_string());
            match foreign || matches!(member, ImplItem::Type(_)) {
                true => self.kept.extend(name),
                false => self.defined.extend(name),
            }
        }
    }
}

impl<'ast> Visit<'ast> for Survey {
    fn visit_file(&mut self, file: &'ast syn::File) {
        each_item(&file.items, &mut |item| match item {
            Item::Trait(t) => drop(self.own_traits.insert(t.ident.to_string())),
            Item::Macro(m) => self.own_macros.extend(m.ident.as_ref().map(|i| i.to_string())),
            _ => {}
        });
        visit::visit_file(self, file);
    }

    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        *self.uses.entry(ident.to_string()).or_default() += 1;
    }

    fn visit_lit_str(&mut self, lit: &'ast syn::LitStr) {
        self.keep_placeholders(&lit.value());
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        let opaque = may_show_tokens(mac) && !self.own_macros.contains(&name);
        self.note_tokens(&mac.tokens, opaque);
    }

    fn visit_item(&mut self, item: &'ast Item) {
        let in_module = self.depth > 0;
        match item {
            Item::Mod(m) => {
                if in_module {
                    self.defined.insert(m.ident.to_string());
                }
                self.depth += 1;
                visit::visit_item(self, item);
                self.depth -= 1;
                return;
            }
            Item::Macro(m) => {
                self.kept.extend(item_name(item));
                // A `macro_rules!` body is code of the bundle's: its names are renamed.
                if m.ident.is_some() {
                    self.note_tokens(&m.mac.tokens, false);
                    return;
                }
            }
            _ if !in_module => {}
            Item::Impl(block) => self.impl_members(block),
            _ => {
                self.defined.extend(item_name(item));
                let derives = item_attrs(item).iter().flat_map(derive_paths);
                if derives.filter_map(|p| p.segments.last().cloned()).any(|s| s.ident == "Debug") {
                    self.shown_by_debug(item);
                }
                for member in if let Item::Trait(t) = item { &t.items[..] } else { &[] } {
                    let name = trait_member_ident(member).map(|i| i.to_string());
                    match member {
                        TraitItem::Type(_) => self.kept.extend(name),
                        _ => self.defined.extend(name),
                    }
                }
            }
        }
        visit::visit_item(self, item);
    }

    fn visit_field(&mut self, field: &'ast syn::Field) {
        if self.depth > 0 {
            self.defined.extend(field.ident.as_ref().map(|i| i.to_string()));
        }
        visit::visit_field(self, field);
    }

    fn visit_variant(&mut self, variant: &'ast syn::Variant) {
        if self.depth > 0 {
            self.defined.insert(variant.ident.to_string());
        }
        visit::visit_variant(self, variant);
    }

    fn visit_generic_param(&mut self, param: &'ast syn::GenericParam) {
        match param {
            syn::GenericParam::Type(t) => drop(self.kept.insert(t.ident.to_string())),
            syn::GenericParam::Const(c) => drop(self.kept.insert(c.ident.to_string())),
            syn::GenericParam::Lifetime(_) => {}
        }
        visit::visit_generic_param(self, param);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let first = path.segments.first().map(|s| s.ident.to_string()).unwrap_or_default();
        if path.leading_colon.is_some() || ["std", "core", "alloc"].contains(&first.as_str()) {
            self.kept.extend(path.segments.iter().map(|s| s.ident.to_string()));
        }
        visit::visit_path(self, path);
    }

    fn visit_use_path(&mut self, path: &'ast syn::UsePath) {
        if ["std", "core", "alloc"].iter().any(|c| path.ident == c) {
            let mut tokens = TokenStream::new();
            quote::ToTokens::to_tokens(&path.tree, &mut tokens);
            crate::syntax::tokens::idents(tokens, &mut self.kept);
        }
        visit::visit_use_path(self, path);
    }
}

/// The renaming of identifiers, in code and macro tokens alike.
struct Rename(HashMap<String, String>);

impl VisitMut for Rename {
    fn visit_ident_mut(&mut self, ident: &mut syn::Ident) {
        if let Some(short) = self.0.get(&ident.to_string()) {
            *ident = syn::Ident::new(short, ident.span());
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        visit_mut::visit_macro_mut(self, mac);
        let tokens = std::mem::take(&mut mac.tokens);
        mac.tokens = map_idents(tokens, &mut |_, _, ident| {
            self.0.get(&ident.to_string()).map(|short| syn::Ident::new(short, ident.span()))
        });
    }
}
