//! The names a module imports: the leaves of its `use` trees, flattened, each numbered so
//! that a later pass can keep or drop it.

use crate::syntax::use_trees::{flatten, Binding};
use syn::Item;

/// One leaf of a `use` tree: the full path it names and how it binds it.
#[derive(Clone, Debug)]
pub(crate) struct UseLeaf {
    /// The index of the `use` item among the module's items.
    pub item: usize,
    /// The leaf's number within its tree, in depth-first order.
    pub ordinal: usize,
    /// The path imported (for a glob, the module or enum whose names are imported).
    pub target: Vec<String>,
    /// Whether the path starts with `::` (a crate name).
    pub leading_colon: bool,
    /// The name it binds.
    pub binding: Binding,
}

/// The `use` leaves of a module with these items, in order. Cost: O(items + leaves).
pub(crate) fn use_leaves(items: &[Item]) -> Vec<UseLeaf> {
    let mut leaves = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let Item::Use(u) = item else { continue };
        let mut ordinal = 0;
        flatten(&u.tree, &mut Vec::new(), &mut |target, binding| {
            let leading_colon = u.leading_colon.is_some();
            leaves.push(UseLeaf { item: index, ordinal, target, leading_colon, binding });
            ordinal += 1;
        });
    }
    leaves
}
