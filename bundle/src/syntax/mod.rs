//! What every stage asks of a syntax tree: an item's attributes and name, the members of
//! `impl` blocks and traits, the derives an attribute lists, and the library module of a
//! bundle; `use` trees leaf by leaf, and raw tokens.

pub(crate) mod cfg;
pub(crate) mod tokens;
pub(crate) mod use_trees;

use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, ImplItem, Item, Token, TraitItem};

/// `$node.attrs` for the kinds of `$kind` listed, `&[]` for the others.
macro_rules! attrs_of {
    ($node:expr, $kind:ident: $($variant:ident)*) => {
        match $node {
            $($kind::$variant(node) => &node.attrs,)*
            _ => &[],
        }
    };
}

/// The attributes of an item (every kind of item has them but `Verbatim`).
pub(crate) fn item_attrs(item: &Item) -> &[Attribute] {
    attrs_of!(item, Item: Const Enum ExternCrate Fn ForeignMod Impl Macro Mod Static Struct Trait
        TraitAlias Type Union Use)
}

/// The attributes of a member of an `impl` block.
pub(crate) fn impl_member_attrs(member: &ImplItem) -> &[Attribute] {
    attrs_of!(member, ImplItem: Const Fn Type Macro)
}

/// The attributes of a member of a trait.
pub(crate) fn trait_member_attrs(member: &TraitItem) -> &[Attribute] {
    attrs_of!(member, TraitItem: Const Fn Type Macro)
}

/// The name an item defines in its module (not a module's, an import's or a crate's).
pub(crate) fn item_ident(item: &Item) -> Option<&Ident> {
    match item {
        Item::Const(i) => Some(&i.ident),
        Item::Enum(i) => Some(&i.ident),
        Item::Fn(i) => Some(&i.sig.ident),
        Item::Static(i) => Some(&i.ident),
        Item::Struct(i) => Some(&i.ident),
        Item::Trait(i) => Some(&i.ident),
        Item::TraitAlias(i) => Some(&i.ident),
        Item::Type(i) => Some(&i.ident),
        Item::Union(i) => Some(&i.ident),
        Item::Macro(i) => i.ident.as_ref(),
        _ => None,
    }
}

/// [`item_ident`] as a string.
pub(crate) fn item_name(item: &Item) -> Option<String> {
    item_ident(item).map(Ident::to_string)
}

/// The name of a struct, enum or union.
pub(crate) fn type_ident(item: &Item) -> Option<&Ident> {
    match item {
        Item::Struct(s) => Some(&s.ident),
        Item::Enum(e) => Some(&e.ident),
        Item::Union(u) => Some(&u.ident),
        _ => None,
    }
}

/// The name of a member of an `impl` block.
pub(crate) fn impl_member_ident(member: &ImplItem) -> Option<&Ident> {
    match member {
        ImplItem::Const(c) => Some(&c.ident),
        ImplItem::Fn(f) => Some(&f.sig.ident),
        ImplItem::Type(t) => Some(&t.ident),
        _ => None,
    }
}

/// The name of a member of a trait.
pub(crate) fn trait_member_ident(member: &TraitItem) -> Option<&Ident> {
    match member {
        TraitItem::Const(c) => Some(&c.ident),
        TraitItem::Fn(f) => Some(&f.sig.ident),
        TraitItem::Type(t) => Some(&t.ident),
        _ => None,
    }
}

/// Whether a `macro_rules!` item is `#[macro_export]`ed (and so named at the crate root).
pub(crate) fn is_exported_macro(item: &Item) -> bool {
    matches!(item, Item::Macro(m) if m.ident.is_some()
        && m.attrs.iter().any(|a| a.path().is_ident("macro_export")))
}

/// The paths a `#[derive(...)]` attribute lists (none for any other attribute).
pub(crate) fn derive_paths(attr: &Attribute) -> Vec<syn::Path> {
    if !attr.path().is_ident("derive") {
        return Vec::new();
    }
    attr.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
        .map(|paths| paths.into_iter().collect())
        .unwrap_or_default()
}

/// The items of the library module `library_name` of a bundle.
pub(crate) fn library_items<'f>(file: &'f syn::File, library_name: &str) -> &'f [Item] {
    let found = file.items.iter().find_map(|item| match item {
        Item::Mod(m) if m.ident == library_name => m.content.as_ref(),
        _ => None,
    });
    found.map_or(&[], |(_, items)| items)
}

/// The items of the library module `library_name` of a bundle, to change them.
pub(crate) fn library_items_mut<'f>(
    file: &'f mut syn::File,
    library_name: &str,
) -> Option<&'f mut Vec<Item>> {
    file.items.iter_mut().find_map(|item| match item {
        Item::Mod(m) if m.ident == library_name => m.content.as_mut().map(|(_, items)| items),
        _ => None,
    })
}

/// Calls `visit` on the item list of `items` and of every inline module inside them.
pub(crate) fn each_module_mut(items: &mut Vec<Item>, visit: &mut dyn FnMut(&mut Vec<Item>)) {
    visit(items);
    for item in items.iter_mut() {
        if let Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) = item {
            each_module_mut(inner, visit);
        }
    }
}

/// Calls `visit` on every item of `items` and of the inline modules inside them.
pub(crate) fn each_item(items: &[Item], visit: &mut dyn FnMut(&Item)) {
    for item in items {
        visit(item);
        if let Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) = item {
            each_item(inner, visit);
        }
    }
}
