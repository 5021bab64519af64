//! The names that code compiled out here mentions (under a `#[cfg(...)]` that does not
//! hold on this machine: other targets, other features; or under a `#[cfg_attr(...)]`):
//! rustc cannot see their uses, so they are never removed on its word.

use crate::syntax::cfg::compiled_here;
use crate::syntax::item_attrs;
use crate::syntax::tokens::idents;
use quote::ToTokens;
use std::collections::HashSet;
use syn::visit::{self, Visit};
use syn::{ImplItem, Item};

/// Every identifier in code that rustc may not see here (see `compiled_here`), whose
/// names must stay.
pub(crate) fn compiled_out_names(file: &syn::File) -> HashSet<String> {
    let mut finder = CfgNames(HashSet::new());
    finder.visit_file(file);
    finder.0
}

struct CfgNames(HashSet<String>);

impl CfgNames {
    fn note(&mut self, attrs: &[syn::Attribute], node: &dyn ToTokens) {
        if !compiled_here(attrs) {
            idents(node.to_token_stream(), &mut self.0);
        }
    }
}

impl<'ast> Visit<'ast> for CfgNames {
    fn visit_item(&mut self, item: &'ast Item) {
        self.note(item_attrs(item), item);
        visit::visit_item(self, item);
    }

    fn visit_impl_item(&mut self, item: &'ast ImplItem) {
        if let ImplItem::Fn(f) = item {
            self.note(&f.attrs, f);
        }
        visit::visit_impl_item(self, item);
    }

    fn visit_stmt(&mut self, stmt: &'ast syn::Stmt) {
        match stmt {
            syn::Stmt::Local(local) => self.note(&local.attrs, local),
            syn::Stmt::Macro(mac) => self.note(&mac.attrs, mac),
            syn::Stmt::Expr(syn::Expr::Block(block), _) => self.note(&block.attrs, block),
            _ => {}
        }
        visit::visit_stmt(self, stmt);
    }

    fn visit_expr_block(&mut self, block: &'ast syn::ExprBlock) {
        self.note(&block.attrs, block);
        visit::visit_expr_block(self, block);
    }
}
