//! Code a bundle never compiles, removed as the modules are read: test-only code
//! (`#[cfg(test)]`, `#[test]`) and code under the build script's cfgs (`cfg(searchlab_…)`:
//! a bundle has no build script), items and statements alike.

use crate::syntax::cfg::test_only;
use crate::syntax::{impl_member_attrs, item_attrs, trait_member_attrs};
use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, Item, Stmt};

/// Removes the code a bundle never compiles: `#[test]` functions and anything under a
/// `#[cfg(...)]` that is false when `test` and the build script's cfgs are off — items, and
/// statements in function bodies; the span of each is added to `removed`. Recurses into
/// inline modules and impls.
pub(super) fn strip_test_code(items: &mut Vec<Item>, removed: &mut Vec<Span>) {
    retain(items, item_attrs, removed);
    for item in items.iter_mut() {
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    strip_test_code(inner, removed);
                }
            }
            Item::Impl(imp) => retain(&mut imp.items, impl_member_attrs, removed),
            Item::Trait(tr) => retain(&mut tr.items, trait_member_attrs, removed),
            _ => {}
        }
        if !matches!(item, Item::Mod(_)) {
            StripStatements(removed).visit_item_mut(item);
        }
    }
}

/// Keeps the nodes that are not test-only, by their attributes; notes the others' spans.
fn retain<T: Spanned>(nodes: &mut Vec<T>, attrs: fn(&T) -> &[Attribute], removed: &mut Vec<Span>) {
    nodes.retain(|node| {
        let test = test_only(attrs(node));
        if test {
            removed.push(node.span());
        }
        !test
    });
}

/// Removes the statements that [`strip_test_code`] removes items for, in every block.
struct StripStatements<'r>(&'r mut Vec<Span>);

impl VisitMut for StripStatements<'_> {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        retain(&mut block.stmts, stmt_attrs, self.0);
        visit_mut::visit_block_mut(self, block);
    }
}

/// The attributes of a statement, for the kinds a cfg is put on.
fn stmt_attrs(stmt: &Stmt) -> &[Attribute] {
    match stmt {
        Stmt::Local(local) => &local.attrs,
        Stmt::Item(item) => item_attrs(item),
        Stmt::Macro(mac) => &mac.attrs,
        Stmt::Expr(Expr::Block(block), _) => &block.attrs,
        Stmt::Expr(Expr::Unsafe(block), _) => &block.attrs,
        Stmt::Expr(Expr::If(branch), _) => &branch.attrs,
        _ => &[],
    }
}
