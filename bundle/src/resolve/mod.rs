//! The second stage's index of the bundle: its modules numbered in one depth-first order,
//! each with the leaves of its `use` trees; what a path written in a module refers to (see
//! `paths`); and what a piece of code mentions (see `mentions`). Pruning keeps or drops
//! its units: items, members of `impl` blocks and traits, and `use` leaves, each with a key
//! that lasts until the units are removed.

mod index;
mod mentions;
mod paths;

pub(crate) use mentions::{Mentions, RefKind};
pub(crate) use paths::{Space, Target, Trail};

pub(crate) use index::{is_always_kept, Index, Key, Unit};

#[cfg(test)]
mod tests;
