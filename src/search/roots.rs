//! A search's records before it starts: the tree holding its starts, each at cost zero.

use super::cost::Cost;
use super::tree::Tree;
use std::hash::Hash;
/// A tree holding `start` alone, at cost zero.
pub(super) fn rooted<S: Eq + Hash, M: Copy, C: Cost>(start: S) -> Tree<S, M, C> {
    rooted_at(Tree::new(), std::iter::once(start))
}

/// `tree` with each of `starts` added as a root at cost zero (a start given twice, once).
pub(super) fn rooted_at<S, M, C>(
    mut tree: Tree<S, M, C>,
    starts: impl IntoIterator<Item = S>,
) -> Tree<S, M, C>
where
    S: Eq + Hash,
    M: Copy,
    C: Cost,
{
    for start in starts {
        let _ = tree.insert_root(start, C::ZERO);
    }
    tree
}
