//! The bundle's modules numbered depth first, their items' keys, and what pruning keeps
//! or drops.

use crate::syntax::use_trees::{use_leaves, UseLeaf};
use syn::Item;

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

impl Unit {
    /// The item the unit is or belongs to.
    pub fn key(self) -> Key {
        match self {
            Unit::Item(key) | Unit::Member(key, _) | Unit::Leaf(key, _) => key,
        }
    }
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
    /// The leaves of its `use` items.
    pub leaves: Vec<UseLeaf>,
}

/// Every module of a bundle, the crate root first.
pub(crate) struct Index<'a> {
    pub modules: Vec<Module<'a>>,
}

impl<'a> Index<'a> {
    /// Numbers the modules of `file` depth first; `library_name` is the root's child that
    /// holds the library. Cost: one pass over the items.
    pub fn of(file: &'a syn::File, library_name: &str) -> Index<'a> {
        let mut index = Index { modules: Vec::new() };
        index.add(&file.items, None, false, library_name);
        index
    }

    fn add(&mut self, items: &'a [Item], parent: Option<usize>, library: bool, lib: &str) {
        let number = self.modules.len();
        let leaves = use_leaves(items);
        self.modules.push(Module { parent, library, items, children: Vec::new(), leaves });
        for item in items {
            if let Item::Mod(syn::ItemMod { ident, content: Some((_, inner)), .. }) = item {
                let name = ident.to_string();
                let child_library = library || (parent.is_none() && name == lib);
                let child_number = self.modules.len();
                self.modules[number].children.push((name, child_number));
                self.add(inner, Some(number), child_library, lib);
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
                (0..module.items.len()).map(move |index| Key { module: number, index })
            })
            .filter(|key| !matches!(self.item(*key), Item::Use(_) | Item::Mod(_)))
    }

    /// The names of module `number`'s path from the crate root (none for the root).
    pub fn path_of(&self, number: usize) -> Vec<String> {
        let Some(parent) = self.modules[number].parent else {
            return Vec::new();
        };
        let mut path = self.path_of(parent);
        let name = self.modules[parent].children.iter().find(|(_, n)| *n == number);
        path.extend(name.map(|(name, _)| name.clone()));
        path
    }

    /// The `use` leaves of module `number`, with their keys.
    pub fn leaves(&self, number: usize) -> impl Iterator<Item = (Key, &UseLeaf)> + '_ {
        let leaves = self.modules[number].leaves.iter();
        leaves.map(move |leaf| (Key { module: number, index: leaf.item }, leaf))
    }
}

/// Whether an item must stay whatever names it: reachable by its symbol (`#[no_mangle]`,
/// `#[export_name]`, `#[used]`), `const _`, `extern crate` of std's crates, or a kind this
/// analysis does not follow.
pub(crate) fn is_always_kept(item: &Item) -> bool {
    let (attrs, name) = match item {
        Item::Fn(f) => (&f.attrs, Some(&f.sig.ident)),
        Item::Static(s) => (&s.attrs, Some(&s.ident)),
        Item::Const(c) => (&c.attrs, Some(&c.ident)),
        Item::ExternCrate(e) => return ["std", "core", "alloc"].iter().any(|c| e.ident == c),
        Item::ForeignMod(_) | Item::Verbatim(_) => return true,
        _ => return false,
    };
    let by_symbol = ["no_mangle", "export_name", "used"];
    attrs.iter().any(|a| by_symbol.iter().any(|s| a.path().is_ident(s)))
        || name.is_some_and(|n| n == "_")
}
