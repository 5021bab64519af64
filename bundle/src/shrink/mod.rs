//! The fourth stage, for the dense layout: the bundle made smaller without changing what it
//! does. The library's private modules go into their parents (see `inline`) and the local
//! variables of the library and the program's file modules get the shortest free names
//! (see `locals`); then the bundle is printed (see
//! `print`).

mod inline;
mod locals;
mod macros;
mod print;
#[cfg(test)]
mod tests;

pub(crate) use print::{dense, pretty, written};

use crate::check::rustc::Rustc;

/// The library's private modules inlined and local names shortened, kept if rustc
/// compiles the result without a warning (a pruned bundle has none); if it does not, each
/// step is tried alone. Cost: a `rustc` check (three when that one fails).
pub(crate) fn compact(file: &mut syn::File, library_name: &str, rustc: &Rustc) {
    let steps: [&dyn Fn(&mut syn::File) -> usize; 2] =
        [&|file| inline::inline_private_modules(file, library_name), &locals::shorten_local_names];
    let clean = |trial: &syn::File| rustc.lints(trial).is_ok_and(|c| c.lints.is_empty());
    let mut trial = file.clone();
    let changes: usize = steps.iter().map(|step| step(&mut trial)).sum();
    if changes == 0 {
        return;
    }
    if clean(&trial) {
        *file = trial;
        return;
    }
    for step in steps {
        let mut trial = file.clone();
        if step(&mut trial) > 0 && clean(&trial) {
            *file = trial;
        }
    }
}
