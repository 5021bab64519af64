//! What names a module declares: its items, child modules, macros, and the leaves of its
//! `use` trees (flattened, each numbered so that a later pass can keep or drop it).

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
                    let mut ordinal = 0;
                    flatten(&u.tree, &mut Vec::new(), &mut |target, binding| {
                        scope.leaves.push(UseLeaf {
                            item: index,
                            ordinal,
                            target,
                            leading_colon: u.leading_colon.is_some(),
                            binding,
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

    /// The glob `use` leaves.
    pub fn globs(&self) -> impl Iterator<Item = &UseLeaf> {
        self.leaves.iter().filter(|leaf| leaf.binding == Binding::Glob)
    }
}
