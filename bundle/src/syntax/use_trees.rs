//! `use` trees leaf by leaf: each leaf's full path and what it binds, numbered depth first
//! (a module's leaves, as pruning keeps or drops them), and a tree cut down to the leaves
//! kept.

use syn::{Item, UseTree};

/// What a `use` leaf brings into scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Binding {
    /// `use a::b;` or `use a::b as name;`
    Name(String),
    /// `use a::*;`
    Glob,
    /// `use a::Trait as _;`: in scope for method calls, under no name.
    Underscore,
}

/// Calls `leaf` with the full path and binding of every leaf of `tree`, depth first.
pub(crate) fn flatten(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    leaf: &mut dyn FnMut(Vec<String>, Binding),
) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten(&p.tree, prefix, leaf);
            prefix.pop();
        }
        UseTree::Name(n) if n.ident == "self" => {
            let name = prefix.last().cloned().unwrap_or_default();
            leaf(prefix.clone(), Binding::Name(name));
        }
        UseTree::Name(n) => {
            let mut target = prefix.clone();
            target.push(n.ident.to_string());
            leaf(target, Binding::Name(n.ident.to_string()));
        }
        UseTree::Rename(r) => {
            let mut target = prefix.clone();
            if r.ident != "self" {
                target.push(r.ident.to_string());
            }
            let named = r.rename != "_";
            leaf(
                target,
                if named { Binding::Name(r.rename.to_string()) } else { Binding::Underscore },
            );
        }
        UseTree::Glob(_) => leaf(prefix.clone(), Binding::Glob),
        UseTree::Group(g) => {
            for tree in &g.items {
                flatten(tree, prefix, leaf);
            }
        }
    }
}

/// `tree` with only the leaves `keep` accepts (numbered depth first, as in `scope`).
pub(crate) fn kept_leaves(
    tree: &UseTree,
    ordinal: &mut usize,
    keep: &dyn Fn(usize) -> bool,
) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => {
            let tree = Box::new(kept_leaves(&p.tree, ordinal, keep)?);
            Some(UseTree::Path(syn::UsePath { tree, ..p.clone() }))
        }
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => {
            let mine = *ordinal;
            *ordinal += 1;
            keep(mine).then(|| tree.clone())
        }
        UseTree::Group(g) => {
            let mut items: Vec<UseTree> =
                g.items.iter().filter_map(|t| kept_leaves(t, ordinal, keep)).collect();
            let lone_self = |tree: &UseTree| match tree {
                UseTree::Name(n) => n.ident == "self",
                UseTree::Rename(r) => r.ident == "self",
                _ => false,
            };
            match items.len() {
                0 => None,
                // `a::{self}` may not lose its braces.
                1 if !lone_self(&items[0]) => items.pop(),
                _ => Some(UseTree::Group(syn::UseGroup {
                    items: items.into_iter().collect(),
                    ..g.clone()
                })),
            }
        }
    }
}

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

impl UseLeaf {
    /// The path it imports, and whether it starts with `::`.
    pub(crate) fn path(&self) -> (&[String], bool) {
        (&self.target, self.leading_colon)
    }
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
