//! What a piece of code mentions, for reachability: paths (in code, `use` declarations
//! inside bodies, macro names and macro input tokens), the names of methods it calls
//! (`.name(` in code and in macro tokens), the members it names through a qualified self
//! type (`<T>::MAX`), and the macros it invokes.

use super::super::refs::{refs_of_item, refs_of_tokens, Ref, RefKind};
use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// What some code mentions.
#[derive(Debug, Default)]
pub(crate) struct Mentions {
    pub paths: Vec<Ref>,
    /// Names after a `.`: method calls (and field accesses, which keep nothing).
    pub methods: Vec<String>,
    /// Members named without a path to their type (`<T>::MAX`, `<T as Tr>::f` also gives
    /// `Tr::f` in `paths`).
    pub members: Vec<String>,
    /// The last segment of every macro invoked, with `!`.
    pub macros: Vec<String>,
}

impl Mentions {
    /// What a whole item mentions (its attributes aside).
    pub fn of_item(item: &syn::Item) -> Mentions {
        let mut found = Finder::default();
        found.visit_item(item);
        found.0
    }

    /// What a member of an `impl` block mentions.
    pub fn of_impl_member(member: &syn::ImplItem) -> Mentions {
        let mut found = Finder::default();
        found.visit_impl_item(member);
        found.0
    }

    /// What a member of a trait mentions.
    pub fn of_trait_member(member: &syn::TraitItem) -> Mentions {
        let mut found = Finder::default();
        found.visit_trait_item(member);
        found.0
    }

    /// What an `impl` block's header mentions: its generics, trait and self type.
    pub fn of_impl_header(block: &syn::ItemImpl) -> Mentions {
        let mut found = Finder::default();
        found.visit_generics(&block.generics);
        if let Some((_, path, _)) = &block.trait_ {
            found.visit_path(path);
        }
        found.visit_type(&block.self_ty);
        found.0
    }

    /// What an `impl` block's trait and self type mention (not its generics' bounds):
    /// the items that must stay for the block to apply.
    pub fn of_impl_signature(block: &syn::ItemImpl) -> Mentions {
        let mut found = Finder::default();
        if let Some((_, path, _)) = &block.trait_ {
            found.visit_path(path);
        }
        found.visit_type(&block.self_ty);
        found.0
    }

    /// What a type mentions.
    pub fn of_type(ty: &syn::Type) -> Mentions {
        let mut found = Finder::default();
        found.visit_type(ty);
        found.0
    }

    /// What a trait's header mentions: its generics and supertraits.
    pub fn of_trait_header(item: &syn::ItemTrait) -> Mentions {
        let mut found = Finder::default();
        found.visit_generics(&item.generics);
        for bound in &item.supertraits {
            found.visit_type_param_bound(bound);
        }
        found.0
    }

    /// What the tokens of a `macro_rules!` body or a macro's input mention.
    pub fn of_tokens(tokens: &TokenStream) -> Mentions {
        let mut mentions = Mentions {
            paths: refs_of_tokens(tokens),
            ..Mentions::default()
        };
        mentions.add_tokens(tokens.clone());
        mentions
    }

    /// Adds the method names and macro names written in `tokens`.
    fn add_tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(group) => self.add_tokens(group.stream()),
                TokenTree::Ident(ident) => {
                    let punct = |k: usize, c: char| matches!(tokens.get(k), Some(TokenTree::Punct(p)) if p.as_char() == c);
                    if i > 0 && punct(i - 1, '.') && !(i > 1 && punct(i - 2, '.')) {
                        self.methods.push(ident.to_string());
                    }
                    if i > 1 && punct(i - 1, ':') && punct(i - 2, ':') {
                        // `<T as Tr>::f` and `<T>::f` inside a macro: `f` of some type.
                        if i > 2 && punct(i - 3, '>') {
                            self.methods.push(ident.to_string());
                        } else {
                            self.members.push(ident.to_string());
                        }
                    }
                    if punct(i + 1, '!') {
                        self.macros.push(format!("{ident}!"));
                    }
                }
                _ => {}
            }
        }
    }
}

#[derive(Default)]
struct Finder(Mentions);

impl Finder {
    /// A path with a qualified self type: `<T as a::Tr>::f` names `a::Tr::f`; `<T>::f`
    /// names the member `f` of an unknown type.
    fn qualified(&mut self, qself: &syn::QSelf, path: &syn::Path) {
        self.visit_type(&qself.ty);
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if qself.position > 0 {
            self.0.paths.push(Ref {
                segments: segments.clone(),
                leading_colon: path.leading_colon.is_some(),
                kind: RefKind::Code,
            });
        }
        self.0.members.extend(segments.get(qself.position).cloned());
        for segment in &path.segments {
            self.visit_path_arguments(&segment.arguments);
        }
    }
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if let syn::Item::Macro(m) = item {
            // `macro_rules!` and macro calls at item level: their tokens, and the name.
            self.0.paths.extend(refs_of_item(item));
            self.0.add_tokens(m.mac.tokens.clone());
            self.0
                .macros
                .extend(m.mac.path.segments.last().map(|s| format!("{}!", s.ident)));
            return;
        }
        visit::visit_item(self, item);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.0.paths.push(Ref {
            segments: path.segments.iter().map(|s| s.ident.to_string()).collect(),
            leading_colon: path.leading_colon.is_some(),
            kind: RefKind::Code,
        });
        visit::visit_path(self, path);
    }

    fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
        match &expr.qself {
            Some(qself) => self.qualified(qself, &expr.path),
            None => visit::visit_expr_path(self, expr),
        }
    }

    fn visit_type_path(&mut self, ty: &'ast syn::TypePath) {
        match &ty.qself {
            Some(qself) => self.qualified(qself, &ty.path),
            None => visit::visit_type_path(self, ty),
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        self.0.methods.push(call.method.to_string());
        visit::visit_expr_method_call(self, call);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let segments: Vec<String> = mac
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        self.0
            .macros
            .extend(segments.last().map(|s| format!("{s}!")));
        self.0.paths.push(Ref {
            segments,
            leading_colon: mac.path.leading_colon.is_some(),
            kind: RefKind::Macro,
        });
        self.0.paths.extend(refs_of_tokens(&mac.tokens));
        self.0.add_tokens(mac.tokens.clone());
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        // A `use` inside a body: its paths, as `refs` reads them.
        self.0
            .paths
            .extend(refs_of_item(&syn::Item::Use(item.clone())));
    }

    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_members_macros_and_paths() {
        let item: syn::Item = syn::parse_str(
            "fn f<T: Tr>(x: T) -> u8 { x.go(); <T as a::Tr>::run(&x); let m = <u8>::MAX;
               println!(\"{}\", x.shown().len()); v![1 .. 2]; m }",
        )
        .unwrap();
        let found = Mentions::of_item(&item);
        assert_eq!(found.methods, ["go", "shown", "len"]);
        assert_eq!(found.members, ["run", "MAX"]);
        assert_eq!(found.macros, ["println!", "v!"]);
        let paths: Vec<String> = found.paths.iter().map(|r| r.segments.join("::")).collect();
        for expected in ["Tr", "a::Tr::run", "T", "x", "u8", "println", "v"] {
            assert!(
                paths.contains(&expected.to_string()),
                "{expected}: {paths:?}"
            );
        }
    }
}
