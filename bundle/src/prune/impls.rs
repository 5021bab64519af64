//! Standard-trait impls the program never uses. By names alone, an `impl` of a trait stays
//! with its type and trait, and a derive with its type, since their methods are called
//! without being named (`{:?}`, `==`, `.clone()` through generics). For the standard traits
//! whose absence the compiler always notices — `Debug`, `Display`, `Clone`, `Copy`,
//! `PartialEq`, `Eq`, `Hash`, `PartialOrd`, `Ord`, `Default`, `Error` — rustc can say which
//! are needed: they all go at once, the types its errors name get theirs back, and so on
//! until the bundle compiles. A missing impl of one of these never changes what a program
//! does while it still compiles (no `Drop`, no `Deref`, no trait the library defines whose
//! impls could stand in for each other), so a bundle that compiles behaves the same.
//!
//! Left alone: types with a `Deref` impl (a method call could reach the target's impl
//! instead) and types named by code compiled out here (its uses are invisible to rustc).

use super::compiled_out::compiled_out_names;
use crate::check::rustc::{Lint, Rustc};
use crate::syntax::tokens::words;
use crate::syntax::{
    derive_paths, each_item, each_module_mut, item_attrs, library_items, library_items_mut,
    type_ident,
};
use std::collections::{BTreeSet, HashSet};
use syn::spanned::Spanned;
use syn::Item;

/// The traits whose impls may go.
const TRAITS: &str = "Debug Display Clone Copy PartialEq Eq Hash PartialOrd Ord Default Error";

/// How many compilations the search for the needed impls takes at most.
const MAX_TRIALS: usize = 8;

/// `(type, trait)`, by name: the impl or derive of the trait on every library type of that
/// name.
type Candidate = (String, String);

/// Removes from the library module `library_name` of `file` the derives and impls of
/// [`TRAITS`] the bundle compiles without, when rustc compiles it with no warning but
/// about unused items (which the caller's rounds then remove). Returns whether any went.
/// Cost: a `rustc` check per trial, a few trials.
pub(crate) fn remove_unneeded_impls(
    file: &mut syn::File,
    library_name: &str,
    rustc: &Rustc,
) -> bool {
    let (mut removed, derived) = candidates(file, library_name);
    for _ in 0..MAX_TRIALS {
        if removed.is_empty() {
            return false;
        }
        let mut trial = file.clone();
        remove(&mut trial, library_name, &removed);
        let mut restored = match verdict(&trial, library_name, rustc, &removed, &derived) {
            Verdict::Fine => {
                *file = trial;
                return true;
            }
            Verdict::Restore(restored) => restored,
            Verdict::GiveUp => return false,
        };
        if restored.is_empty() {
            // The errors point at none of the types: half of them get their impls back.
            let types: BTreeSet<&String> = removed.iter().map(|(ty, _)| ty).collect();
            let skipped = types.len() / 2;
            let half: HashSet<&String> = types.into_iter().skip(skipped).collect();
            restored = removed.iter().filter(|(ty, _)| half.contains(ty)).cloned().collect();
        }
        removed.retain(|c| !restored.contains(c));
    }
    false
}

/// What rustc makes of a trial.
enum Verdict {
    /// It compiles, with no warning but about unused items.
    Fine,
    /// It fails, or leaves parts of types unused (fields only a derive read): these of the
    /// removed impls are to blame, by the types and traits its messages name or the types
    /// that own the code they point at.
    Restore(BTreeSet<Candidate>),
    /// rustc did not run, or warned of something no removal fixes.
    GiveUp,
}

/// rustc's [`Verdict`] on `trial`, which lacks the impls `removed` (`derived` are those of
/// them that derives made).
fn verdict(
    trial: &syn::File,
    library_name: &str,
    rustc: &Rustc,
    removed: &BTreeSet<Candidate>,
    derived: &HashSet<Candidate>,
) -> Verdict {
    // Errors first: most trials fail, and a failing one then costs one check.
    let (seen, errors) = match rustc.errors(trial) {
        Ok(verdict) => verdict,
        Err(_) => return Verdict::GiveUp,
    };
    let types_at = |lines: &[usize]| types_at(&seen, library_name, lines);
    let mut restored = BTreeSet::new();
    for error in &errors {
        let words: HashSet<String> = words(&error.text).collect();
        // The types the message names, or else those owning the code it points at.
        let mut types: HashSet<String> =
            removed.iter().map(|c| &c.0).filter(|ty| words.contains(*ty)).cloned().collect();
        if types.is_empty() {
            types = types_at(&error.lines);
        }
        restored.extend(blamed(removed, &types, &words));
    }
    if !errors.is_empty() {
        return Verdict::Restore(restored);
    }
    let lints = match rustc.lints(trial) {
        Ok(checked) if checked.lints.iter().all(Lint::is_about_unused_code) => checked.lints,
        _ => return Verdict::GiveUp,
    };
    // A field is left unread when a derive that read it went (derived `Debug` and `Clone`
    // do not count as reading) or an impl that did.
    let parts: Vec<usize> = lints.iter().filter(|l| l.is_about_parts()).map(|l| l.line).collect();
    if parts.is_empty() {
        return Verdict::Fine;
    }
    let types = types_at(&parts);
    let ignored = |c: &Candidate| derived.contains(c) && (c.1 == "Debug" || c.1 == "Clone");
    restored.extend(removed.iter().filter(|c| types.contains(&c.0) && !ignored(c)).cloned());
    Verdict::Restore(restored)
}

/// The removed impls of `types` whose traits `words` name, or all of a type's if they name
/// none of its.
fn blamed(
    removed: &BTreeSet<Candidate>,
    types: &HashSet<String>,
    words: &HashSet<String>,
) -> Vec<Candidate> {
    let mut blamed = Vec::new();
    for ty in types {
        let of_type: Vec<&Candidate> = removed.iter().filter(|c| &c.0 == ty).collect();
        let named: Vec<&Candidate> =
            of_type.iter().copied().filter(|c| words.contains(&c.1)).collect();
        let chosen = if named.is_empty() { of_type } else { named };
        blamed.extend(chosen.into_iter().cloned());
    }
    blamed
}

/// The types whose definitions or `impl` blocks in the library hold one of `lines`.
fn types_at(file: &syn::File, library_name: &str, lines: &[usize]) -> HashSet<String> {
    let mut types = HashSet::new();
    each_item(library_items(file, library_name), &mut |item| {
        let ty = match item {
            Item::Impl(block) => match &*block.self_ty {
                syn::Type::Path(ty) => ty.path.segments.last().map(|s| &s.ident),
                _ => None,
            },
            other => type_ident(other),
        };
        let span = item.span();
        let held = span.start().line..=span.end().line;
        if let Some(ty) = ty.filter(|_| lines.iter().any(|l| held.contains(l))) {
            types.insert(ty.to_string());
        }
    });
    types
}

/// The `(type, trait)` pairs of the library's derives and impls of [`TRAITS`] on its own
/// types, but those of types with a `Deref` impl or named by compiled-out code; and which
/// of them are derives.
fn candidates(file: &syn::File, library_name: &str) -> (BTreeSet<Candidate>, HashSet<Candidate>) {
    let mut found = BTreeSet::new();
    let mut derived = HashSet::new();
    let mut deref = HashSet::new();
    let mut own_traits = HashSet::new();
    let mut types = HashSet::new();
    each_item(library_items(file, library_name), &mut |item| match (item, type_ident(item)) {
        (_, Some(ident)) => {
            types.insert(ident.to_string());
            derived.extend(derives(item_attrs(item), ident));
        }
        (Item::Trait(t), _) => {
            own_traits.insert(t.ident.to_string());
        }
        (Item::Impl(block), _) => {
            if let Some((ty, tr)) = trait_impl(block) {
                if tr == "Deref" || tr == "DerefMut" {
                    deref.insert(ty.clone());
                }
                found.insert((ty, tr));
            }
        }
        _ => {}
    });
    found.extend(derived.iter().cloned());
    let protected = compiled_out_names(file);
    found.retain(|(ty, tr)| {
        TRAITS.split_whitespace().any(|t| t == tr)
            && !own_traits.contains(tr)
            && types.contains(ty)
            && !deref.contains(ty)
            && !protected.contains(ty)
    });
    (found, derived)
}

/// The `(type, trait)` pairs `#[derive(...)]` attributes among `attrs` make.
fn derives(attrs: &[syn::Attribute], ident: &syn::Ident) -> Vec<Candidate> {
    attrs
        .iter()
        .flat_map(derive_paths)
        .filter_map(|path| Some((ident.to_string(), path.segments.last()?.ident.to_string())))
        .collect()
}

/// `(type, trait)` of `impl Trait for Type`, by their last names, when the type is a plain
/// path (not a reference, a tuple or a bare generic).
fn trait_impl(block: &syn::ItemImpl) -> Option<Candidate> {
    let (_, trait_path, _) = block.trait_.as_ref()?;
    let syn::Type::Path(ty) = &*block.self_ty else {
        return None;
    };
    let ty = ty.path.segments.last()?.ident.to_string();
    Some((ty, trait_path.segments.last()?.ident.to_string()))
}

/// Removes the derives and impls `removed` names from the library module.
fn remove(file: &mut syn::File, library_name: &str, removed: &BTreeSet<Candidate>) {
    let gone = |ty: &syn::Ident, tr: &syn::Path| {
        let tr = tr.segments.last().map(|s| s.ident.to_string());
        tr.is_some_and(|tr| removed.contains(&(ty.to_string(), tr)))
    };
    let Some(library) = library_items_mut(file, library_name) else {
        return;
    };
    each_module_mut(library, &mut |items| {
        items.retain(|item| match item {
            Item::Impl(block) => trait_impl(block).is_none_or(|c| !removed.contains(&c)),
            _ => true,
        });
        for item in items.iter_mut() {
            let (attrs, ident) = match item {
                Item::Struct(s) => (&mut s.attrs, &s.ident),
                Item::Enum(e) => (&mut e.attrs, &e.ident),
                Item::Union(u) => (&mut u.attrs, &u.ident),
                _ => continue,
            };
            strip_derives(attrs, |path| gone(ident, path));
        }
    });
}

/// Takes the paths `gone` says out of the `#[derive(...)]` attributes among `attrs`, and
/// the attributes left empty.
fn strip_derives(attrs: &mut Vec<syn::Attribute>, gone: impl Fn(&syn::Path) -> bool) {
    attrs.retain_mut(|attr| {
        let paths = derive_paths(attr);
        if paths.is_empty() || !paths.iter().any(&gone) {
            return true;
        }
        let kept: Vec<syn::Path> = paths.into_iter().filter(|p| !gone(p)).collect();
        if kept.is_empty() {
            return false;
        }
        *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
        true
    });
}
