//! The bundle's modules and the units reachability keeps or drops: items, members of
//! `impl` blocks and traits, and `use` leaves, each with a key that survives until the
//! units are removed (modules are numbered in one depth-first order).

use super::super::scope::{Scope, UseLeaf};
use syn::punctuated::Punctuated;
use syn::{ImplItem, Item, Token, TraitItem};

/// An item of a module: the module's number and the item's index among its items.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Key {
    pub module: usize,
    pub index: usize,
}

/// What reachability keeps or drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Unit {
    /// A whole item (not a `use` or a `mod`, which are decided by their leaves and items).
    Item(Key),
    /// The `n`th member of an `impl` block or a trait.
    Member(Key, usize),
    /// The `use` leaf numbered `n` (depth first) of a `use` item.
    Leaf(Key, usize),
}

/// One module of the bundle.
pub(crate) struct Module<'a> {
    /// The module above, `None` for the crate root.
    pub parent: Option<usize>,
    /// Whether it is the library's module or one inside it (only those are pruned).
    pub library: bool,
    pub items: &'a [Item],
    /// Child modules by name.
    pub children: Vec<(String, usize)>,
    /// The names the module declares (its `use` leaves, above all).
    pub scope: Scope,
}

/// Every module of a bundle, the crate root first.
pub(crate) struct Index<'a> {
    pub modules: Vec<Module<'a>>,
}

impl<'a> Index<'a> {
    /// Numbers the modules of `file` depth first; `library_name` is the root's child that
    /// holds the library. Cost: one pass over the items.
    pub fn of(file: &'a syn::File, library_name: &str) -> Index<'a> {
        let mut index = Index {
            modules: Vec::new(),
        };
        index.add(&file.items, None, false, library_name);
        index
    }

    fn add(&mut self, items: &'a [Item], parent: Option<usize>, library: bool, lib: &str) {
        let number = self.modules.len();
        self.modules.push(Module {
            parent,
            library,
            items,
            children: Vec::new(),
            scope: Scope::of(items),
        });
        for item in items {
            if let Item::Mod(child) = item {
                if let Some((_, inner)) = &child.content {
                    let name = child.ident.to_string();
                    let child_library = library || (parent.is_none() && name == lib);
                    let child_number = self.modules.len();
                    self.modules[number].children.push((name, child_number));
                    self.add(inner, Some(number), child_library, lib);
                }
            }
        }
    }

    /// The item behind `key`.
    pub fn item(&self, key: Key) -> &'a Item {
        &self.modules[key.module].items[key.index]
    }

    /// Every key of the library's items that are units (not `use` or `mod`).
    pub fn library_items(&self) -> impl Iterator<Item = Key> + '_ {
        self.modules
            .iter()
            .enumerate()
            .filter(|(_, module)| module.library)
            .flat_map(|(number, module)| {
                (0..module.items.len()).map(move |index| Key {
                    module: number,
                    index,
                })
            })
            .filter(|key| !matches!(self.item(*key), Item::Use(_) | Item::Mod(_)))
    }

    /// The `use` leaves of module `number`, with their keys.
    pub fn leaves(&self, number: usize) -> impl Iterator<Item = (Key, &UseLeaf)> + '_ {
        self.modules[number].scope.leaves.iter().map(move |leaf| {
            let key = Key {
                module: number,
                index: leaf.item,
            };
            (key, leaf)
        })
    }
}

/// The items of the library module `library_name` of `file`, to change them.
pub(crate) fn library_items_mut<'f>(
    file: &'f mut syn::File,
    library_name: &str,
) -> Option<&'f mut Vec<Item>> {
    file.items.iter_mut().find_map(|item| match item {
        Item::Mod(m) if m.ident == library_name => m.content.as_mut().map(|(_, items)| items),
        _ => None,
    })
}

/// The name of a struct, enum or union.
pub(crate) fn type_ident(item: &Item) -> Option<&syn::Ident> {
    match item {
        Item::Struct(s) => Some(&s.ident),
        Item::Enum(e) => Some(&e.ident),
        Item::Union(u) => Some(&u.ident),
        _ => None,
    }
}

/// The name an item defines in its module, if any.
pub(crate) fn defined_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Whether a `macro_rules!` item is `#[macro_export]`ed (and so named at the crate root).
pub(crate) fn is_exported_macro(item: &Item) -> bool {
    matches!(item, Item::Macro(m) if m.ident.is_some()
        && m.attrs.iter().any(|a| a.path().is_ident("macro_export")))
}

/// The name of an `impl` block's member.
pub(crate) fn impl_member_name(member: &ImplItem) -> Option<String> {
    match member {
        ImplItem::Const(c) => Some(c.ident.to_string()),
        ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        ImplItem::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// The name of a trait's member.
pub(crate) fn trait_member_name(member: &TraitItem) -> Option<String> {
    match member {
        TraitItem::Const(c) => Some(c.ident.to_string()),
        TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
        TraitItem::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// Whether an item must stay whatever names it: reachable by its symbol (`#[no_mangle]`,
/// `#[export_name]`, `#[used]`), `const _`, or a kind this analysis does not follow.
pub(crate) fn is_always_kept(item: &Item) -> bool {
    let (attrs, name) = match item {
        Item::Fn(f) => (&f.attrs, Some(&f.sig.ident)),
        Item::Static(s) => (&s.attrs, Some(&s.ident)),
        Item::Const(c) => (&c.attrs, Some(&c.ident)),
        Item::ForeignMod(_) | Item::ExternCrate(_) | Item::Verbatim(_) => return true,
        _ => return false,
    };
    let by_symbol = ["no_mangle", "export_name", "used"];
    attrs
        .iter()
        .any(|a| by_symbol.iter().any(|s| a.path().is_ident(s)))
        || name.is_some_and(|n| n == "_")
}

/// The paths a `#[derive(...)]` attribute lists (none for any other attribute).
pub(crate) fn derive_paths(attr: &syn::Attribute) -> Vec<syn::Path> {
    if !attr.path().is_ident("derive") {
        return Vec::new();
    }
    attr.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
        .map(|paths| paths.into_iter().collect())
        .unwrap_or_default()
}
