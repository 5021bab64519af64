//! The fourth stage, for the dense layout: the bundle made smaller without changing what it
//! does. What the library and the program's file modules define gets the shortest free
//! names (see `items`), and so do their local variables (see `locals`); restricted
//! visibilities are written `pub` (see `public`); then the bundle is printed (see `print`).

mod items;
mod locals;
mod macros;
mod print;
mod public;
#[cfg(test)]
mod tests;

pub(crate) use print::{dense, pretty, written_lines};

use crate::check::rustc::Rustc;
use crate::syntax::tokens::idents;
use std::collections::HashSet;

/// Item and local names shortened and visibilities widened, kept if rustc compiles the result without a warning (a
/// pruned bundle has none); if it does not, each step is tried alone. The names of the
/// program's main file, `main_text` (printed as written), stay. Cost: a few `rustc` checks.
pub(crate) fn compact(file: &mut syn::File, main_text: &str, rustc: &Rustc) {
    let mut main_idents = HashSet::new();
    idents(main_text.parse().unwrap_or_default(), &mut main_idents);
    let steps: [&dyn Fn(&mut syn::File) -> usize; 3] = [
        &|file| items::shorten_item_names(file, &main_idents, rustc),
        &locals::shorten_local_names,
        &public::widen_visibilities,
    ];
    let clean = |trial: &syn::File| rustc.lints(trial).is_ok_and(|c| c.lints.is_empty());
    let mut trial = file.clone();
    if steps.iter().map(|step| step(&mut trial)).sum::<usize>() == 0 {
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
