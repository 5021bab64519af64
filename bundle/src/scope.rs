//! What names a module declares: its items, child modules, macros, and the leaves of its
//! `use` trees (flattened, each numbered so that a later pass can keep or drop it).

use syn::{Item, UseTree, Visibility};

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
    /// Whether other modules can see it (`pub`, `pub(crate)`, `pub(super)`, ...).
    pub public: bool,
}

/// The names a module declares.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scope {
    /// Names of items defined here: types, functions, constants, modules, macros.
    pub defs: Vec<String>,
    /// Child modules.
    pub children: Vec<String>,
    /// Every `use` leaf.
    pub leaves: Vec<UseLeaf>,
    /// `macro_rules!` macros defined here, with whether they are `#[macro_export]`ed.
    pub macros: Vec<(String, bool)>,
}

impl Scope {
    /// The scope of a module with these items. Cost: O(items + use leaves).
    pub fn of(items: &[Item]) -> Scope {
        let mut scope = Scope::default();
        for (index, item) in items.iter().enumerate() {
            let name = match item {
                Item::Const(i) => Some(i.ident.to_string()),
                Item::Enum(i) => Some(i.ident.to_string()),
                Item::ExternCrate(i) => {
                    Some(i.rename.as_ref().map_or(&i.ident, |r| &r.1).to_string())
                }
                Item::Fn(i) => Some(i.sig.ident.to_string()),
                Item::Static(i) => Some(i.ident.to_string()),
                Item::Struct(i) => Some(i.ident.to_string()),
                Item::Trait(i) => Some(i.ident.to_string()),
                Item::TraitAlias(i) => Some(i.ident.to_string()),
                Item::Type(i) => Some(i.ident.to_string()),
                Item::Union(i) => Some(i.ident.to_string()),
                Item::Mod(i) => {
                    scope.children.push(i.ident.to_string());
                    Some(i.ident.to_string())
                }
                Item::Macro(i) => i.ident.as_ref().map(|ident| {
                    let exported = i.attrs.iter().any(|a| a.path().is_ident("macro_export"));
                    scope.macros.push((ident.to_string(), exported));
                    ident.to_string()
                }),
                Item::Use(u) => {
                    let public = !matches!(u.vis, Visibility::Inherited);
                    let mut ordinal = 0;
                    flatten(&u.tree, &mut Vec::new(), &mut |target, binding| {
                        scope.leaves.push(UseLeaf {
                            item: index,
                            ordinal,
                            target,
                            leading_colon: u.leading_colon.is_some(),
                            binding,
                            public,
                        });
                        ordinal += 1;
                    });
                    None
                }
                _ => None,
            };
            scope.defs.extend(name);
        }
        scope
    }

    /// Whether `name` is defined or imported here by name.
    pub fn declares(&self, name: &str) -> bool {
        self.defs.iter().any(|d| d == name) || self.leaves_named(name).next().is_some()
    }

    /// The `use` leaves that bind `name`.
    pub fn leaves_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a UseLeaf> + 'a {
        self.leaves
            .iter()
            .filter(move |leaf| matches!(&leaf.binding, Binding::Name(n) if n == name))
    }

    /// The glob `use` leaves.
    pub fn globs(&self) -> impl Iterator<Item = &UseLeaf> {
        self.leaves
            .iter()
            .filter(|leaf| leaf.binding == Binding::Glob)
    }
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
            let binding = if r.rename == "_" {
                Binding::Underscore
            } else {
                Binding::Name(r.rename.to_string())
            };
            leaf(target, binding);
        }
        UseTree::Glob(_) => leaf(prefix.clone(), Binding::Glob),
        UseTree::Group(g) => {
            for tree in &g.items {
                flatten(tree, prefix, leaf);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn use_trees_flatten_in_order() {
        let file = syn::parse_file(
            "use a::{b, c::d as e, f::*, g::{self, h as _}}; pub use crate::x::Y; fn z() {} mod m;",
        )
        .unwrap();
        let scope = Scope::of(&file.items);
        let leaves: Vec<(String, Binding, usize, bool)> = scope
            .leaves
            .iter()
            .map(|l| (l.target.join("::"), l.binding.clone(), l.ordinal, l.public))
            .collect();
        let name = |s: &str| Binding::Name(s.to_string());
        assert_eq!(
            leaves,
            vec![
                ("a::b".to_string(), name("b"), 0, false),
                ("a::c::d".to_string(), name("e"), 1, false),
                ("a::f".to_string(), Binding::Glob, 2, false),
                ("a::g".to_string(), name("g"), 3, false),
                ("a::g::h".to_string(), Binding::Underscore, 4, false),
                ("crate::x::Y".to_string(), name("Y"), 0, true),
            ]
        );
        assert_eq!(scope.defs, ["z", "m"]);
        assert_eq!(scope.children, ["m"]);
        assert!(scope.declares("e") && scope.declares("Y") && !scope.declares("d"));
    }

    #[test]
    fn macros_are_declared_with_their_export() {
        let file = syn::parse_file(
            "macro_rules! a { () => {} } #[macro_export] macro_rules! b { () => {} }",
        )
        .unwrap();
        let scope = Scope::of(&file.items);
        assert_eq!(
            scope.macros,
            [("a".to_string(), false), ("b".to_string(), true)]
        );
    }
}
