//! The third stage: the library cut down to the items the program reaches. First by names
//! (see `reach` and `settle`), then on rustc's word: where names are not enough (a `.len()`
//! call keeps every kept type's `len`, an import of a trait stays when its module calls a
//! method that another trait also has), rustc's lints say what is unused, and that goes too
//! (see `confirm`), in rounds until nothing does; a round rustc would reject is undone; the
//! types whose fields or variants stay unused are marked so. Last go the derives and impls
//! of standard traits the bundle compiles without (see `impls`), with what they alone used.
//!
//! With whole modules (`--keep-unused`, or when rustc rejects the cut bundle but takes the
//! whole modules) a module that holds one reached item keeps all its definitions.

mod compiled_out;
mod confirm;
mod impls;
mod macro_impls;
mod reach;
mod remove;
mod settle;
mod stale;
#[cfg(test)]
mod tests;
mod variants;

use crate::bundled::Counts;
use crate::check::rustc::{Failed, Rustc};
use crate::resolve::Index;
pub(crate) use reach::Problem;
use reach::Reach;
pub(crate) use stale::Stale;
use std::collections::BTreeSet;

/// How many rounds of compiler-confirmed removal a bundle gets at most.
const MAX_ROUNDS: usize = 8;

/// A bundle cut down to what its program reaches.
pub(crate) struct Pruned {
    pub file: syn::File,
    /// How many of the library's items were kept and left out; `None` for whole modules.
    pub counts: Option<Counts>,
    /// Why whole modules were kept although items were asked for: rustc's first error on
    /// the bundle cut to items (a bug of the pruning).
    pub fallback: Option<String>,
    /// The program's imports that went because it does not use them.
    pub stale: Vec<Stale>,
}

/// Why a bundle could not be pruned.
pub(crate) enum Refusal {
    /// Code the program needs is outside what a bundle can hold.
    Problems(Vec<Problem>),
    /// rustc rejects the program: its first error.
    Rejected(String),
}

/// Cuts the whole-library bundle `file` (library module `library_name`; the package's
/// `dependencies`) down to the items its program reaches, or with `whole_modules` to the
/// modules it reaches. Cost: a few passes over the bundle per round, and a `rustc` check per
/// round (a fraction of a second each), a dozen rounds at most.
pub(crate) fn prune(
    file: syn::File,
    library_name: &str,
    dependencies: &BTreeSet<String>,
    rustc: &Rustc,
    whole_modules: bool,
) -> Result<Pruned, Refusal> {
    let before = remove::count_items(&file, library_name);
    let mut cut = file.clone();
    let problems = keep_reachable(&mut cut, library_name, dependencies, whole_modules);
    if !problems.is_empty() {
        return Err(Refusal::Problems(problems));
    }
    if whole_modules {
        mark_allowed(&mut cut, library_name);
        return Ok(Pruned { file: cut, counts: None, fallback: None, stale: Vec::new() });
    }
    let stale = stale::drop_stale_imports(&mut cut, library_name, rustc);
    if !stale.is_empty() {
        keep_reachable(&mut cut, library_name, dependencies, false);
    }
    if let Err(error) = settle_by_lints(&mut cut, library_name, rustc) {
        let mut whole = file;
        keep_reachable(&mut whole, library_name, dependencies, true);
        mark_allowed(&mut whole, library_name);
        // (A rustc that cannot run proves nothing against the whole modules.)
        if matches!(rustc.lints(&whole), Err(Failed::Rejected(_))) {
            return Err(Refusal::Rejected(error));
        }
        return Ok(Pruned { file: whole, counts: None, fallback: Some(error), stale: Vec::new() });
    }
    remove_unneeded_impls(&mut cut, library_name, rustc);
    let kept = remove::count_items(&cut, library_name);
    let dropped = before.saturating_sub(kept);
    Ok(Pruned { file: cut, counts: Some(Counts { kept, dropped }), fallback: None, stale })
}

/// Removes from `file` the items of its library module `library_name` that no kept code
/// names (see `reach`), or with `whole_modules` the modules none names; returns what keeps
/// the bundle from being made. Cost: a few passes over the bundle.
pub(crate) fn keep_reachable(
    file: &mut syn::File,
    library_name: &str,
    dependencies: &BTreeSet<String>,
    whole_modules: bool,
) -> Vec<Problem> {
    let (kept, problems) = {
        let index = Index::of(file, library_name);
        let mut reach = Reach::new(&index, dependencies, whole_modules);
        reach.run();
        let kept = remove::Kept {
            macro_impls: reach.macro_implemented_members(),
            alive: reach.alive,
            named_modules: reach.named_modules,
        };
        (kept, reach.problems)
    };
    remove::remove_dead(file, library_name, &kept);
    problems
}

/// Whole modules hold items the program does not use: rustc is told that is meant.
fn mark_allowed(file: &mut syn::File, library_name: &str) {
    for item in &mut file.items {
        if let syn::Item::Mod(m) = item {
            if m.ident == library_name {
                m.attrs.push(syn::parse_quote!(#[allow(dead_code, unused_imports, unused_macros)]));
            }
        }
    }
}

/// Removes what rustc's lints prove unused, in rounds until nothing is (at most
/// [`MAX_ROUNDS`]), and marks the parts of types (fields, variants) that stay unused.
/// Returns rustc's first error if it rejected `file` as it came.
fn settle_by_lints(file: &mut syn::File, library_name: &str, rustc: &Rustc) -> Result<(), String> {
    // The last version rustc compiled, with its lints: a round whose removal it rejects is
    // undone, and that version's unused parts are marked instead.
    let mut compiled: Option<(syn::File, Vec<_>)> = None;
    for _ in 0..MAX_ROUNDS {
        let mut checked = match (rustc.lints(file), compiled.take()) {
            (Ok(checked), _) => checked,
            (Err(Failed::Rejected(error)), None) => return Err(error),
            (Err(Failed::Rejected(_)), Some((mut earlier, lints))) => {
                confirm::mark_unused_parts(&mut earlier, library_name, &lints);
                *file = earlier;
                return Ok(());
            }
            (Err(Failed::NotRun(_)), _) => return Ok(()),
        };
        compiled = Some((checked.file.clone(), checked.lints.clone()));
        let (reparsed, lints) = (&mut checked.file, &checked.lints);
        let removed = confirm::remove_reported(reparsed, library_name, lints);
        if removed == 0 && variants::remove_unbuilt(reparsed, library_name, lints) == 0 {
            confirm::mark_unused_parts(reparsed, library_name, lints);
            *file = checked.file;
            return Ok(());
        }
        keep_reachable(reparsed, library_name, &BTreeSet::new(), false);
        *file = checked.file;
    }
    Ok(())
}

/// Takes out the standard-trait impls the program compiles without (see `impls`) and what
/// goes unused with them, unless that leaves more `#[allow(dead_code)]` marks than there
/// were. Cost: a few `rustc` checks.
fn remove_unneeded_impls(file: &mut syn::File, library_name: &str, rustc: &Rustc) {
    let mut trial = file.clone();
    if !impls::remove_unneeded_impls(&mut trial, library_name, rustc) {
        return;
    }
    keep_reachable(&mut trial, library_name, &BTreeSet::new(), false);
    // A field only a derive just removed read (`Debug`, which prints it) may go now.
    confirm::unmark_parts(&mut trial, library_name);
    let marks = |file: &syn::File| prettyplease::unparse(file).matches("dead_code").count();
    if settle_by_lints(&mut trial, library_name, rustc).is_ok() && marks(&trial) <= marks(file) {
        *file = trial;
    }
}
