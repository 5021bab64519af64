//! What a piece of code mentions, for reachability: paths (in code, `use` declarations
//! inside bodies, macro names and paths written among macro tokens), the names of methods
//! it calls (`.name(` in code and in macro tokens), the members it names through a
//! qualified self type (`<T>::MAX`), and the macros it invokes.

use crate::syntax::tokens::{continues_path, is_path_sep, is_punct};
use crate::syntax::use_trees::{flatten, Binding};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// How a path is used, which decides how its first segment is looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefKind {
    /// A path in code: a type, an expression, a pattern.
    Code,
    /// The path of a `use` declaration.
    Use,
    /// The path of a `use ...::*` declaration (a module or enum).
    Glob,
    /// The name of a macro being invoked.
    Macro,
}

/// One mentioned path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ref {
    /// The segments' identifiers (`$crate` becomes `crate`).
    pub segments: Vec<String>,
    /// Whether the path starts with `::`.
    pub leading_colon: bool,
    /// How it is used.
    pub kind: RefKind,
}

impl Ref {
    /// `path`, used as `kind`.
    fn of(path: &syn::Path, kind: RefKind) -> Ref {
        let segments = path.segments.iter().map(|s| s.ident.to_string()).collect();
        Ref { segments, leading_colon: path.leading_colon.is_some(), kind }
    }
}

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
        Finder::found(|f| f.visit_item(item))
    }

    /// What a member of an `impl` block mentions.
    pub fn of_impl_member(member: &syn::ImplItem) -> Mentions {
        Finder::found(|f| f.visit_impl_item(member))
    }

    /// What a member of a trait mentions.
    pub fn of_trait_member(member: &syn::TraitItem) -> Mentions {
        Finder::found(|f| f.visit_trait_item(member))
    }

    /// What an `impl` block's header mentions: its generics (with `generics`), trait and
    /// self type; without its generics, the items that must stay for the block to apply.
    pub fn of_impl_header(block: &syn::ItemImpl, generics: bool) -> Mentions {
        Finder::found(|f| {
            if generics {
                f.visit_generics(&block.generics);
            }
            if let Some((_, path, _)) = &block.trait_ {
                f.visit_path(path);
            }
            f.visit_type(&block.self_ty);
        })
    }

    /// What a type mentions.
    pub fn of_type(ty: &syn::Type) -> Mentions {
        Finder::found(|f| f.visit_type(ty))
    }

    /// What a trait's header mentions: its generics and supertraits.
    pub fn of_trait_header(item: &syn::ItemTrait) -> Mentions {
        Finder::found(|f| {
            f.visit_generics(&item.generics);
            item.supertraits.iter().for_each(|bound| f.visit_type_param_bound(bound));
        })
    }

    /// What the tokens of a `macro_rules!` body or a macro's input mention.
    pub fn of_tokens(tokens: &TokenStream) -> Mentions {
        let mut mentions = Mentions::default();
        scan_tokens(tokens.clone(), &mut mentions.paths);
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
                    let punct = |k: usize, c: char| tokens.get(k).is_some_and(|t| is_punct(t, c));
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
    /// What `visit` finds.
    fn found(visit: impl FnOnce(&mut Finder)) -> Mentions {
        let mut finder = Finder::default();
        visit(&mut finder);
        finder.0
    }

    /// A path with a qualified self type: `<T as a::Tr>::f` names `a::Tr::f`; `<T>::f`
    /// names the member `f` of an unknown type.
    fn qualified(&mut self, qself: &syn::QSelf, path: &syn::Path) {
        self.visit_type(&qself.ty);
        let found = Ref::of(path, RefKind::Code);
        self.0.members.extend(found.segments.get(qself.position).cloned());
        if qself.position > 0 {
            self.0.paths.push(found);
        }
        path.segments.iter().for_each(|segment| self.visit_path_arguments(&segment.arguments));
    }
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        match item {
            // `macro_rules!` and macro calls at item level: their tokens, and the name.
            syn::Item::Macro(m) => self.visit_macro(&m.mac),
            _ => visit::visit_item(self, item),
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.0.paths.push(Ref::of(path, RefKind::Code));
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

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        // `NONE =>` binds a name or matches a constant in scope: a mention, to keep one.
        self.0.paths.push(Ref::of(&pat.ident.clone().into(), RefKind::Code));
        visit::visit_pat_ident(self, pat);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        self.0.methods.push(call.method.to_string());
        visit::visit_expr_method_call(self, call);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let found = Ref::of(&mac.path, RefKind::Macro);
        self.0.macros.extend(found.segments.last().map(|s| format!("{s}!")));
        self.0.paths.push(found);
        scan_tokens(mac.tokens.clone(), &mut self.0.paths);
        self.0.add_tokens(mac.tokens.clone());
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        // A `use` inside a body: its leaves' paths.
        let leading_colon = item.leading_colon.is_some();
        flatten(&item.tree, &mut Vec::new(), &mut |segments, binding| {
            let kind = if matches!(binding, Binding::Glob) { RefKind::Glob } else { RefKind::Use };
            self.0.paths.push(Ref { segments, leading_colon, kind });
        });
    }

    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}
}

/// Finds `a::b::c` sequences (and `$crate::...`, and `name!`) in raw tokens.
fn scan_tokens(tokens: TokenStream, refs: &mut Vec<Ref>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_punct = |i: usize, c: char| tokens.get(i).is_some_and(|t| is_punct(t, c));
    let is_path_sep = |i: usize| is_path_sep(&tokens, i);
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(group) => {
                scan_tokens(group.stream(), refs);
                i += 1;
            }
            TokenTree::Ident(ident) => {
                let after_dollar = i > 0 && is_punct(i - 1, '$');
                if after_dollar && ident != "crate" {
                    i += 1; // a macro metavariable such as `$x`
                    continue;
                }
                let after_sep = i >= 2 && is_path_sep(i - 2);
                if after_sep && continues_path(&tokens, i) {
                    i += 1; // the rest of a path that was already taken
                    continue;
                }
                let leading_colon = after_sep;
                let mut segments = vec![ident.to_string()];
                let mut j = i + 1;
                while is_path_sep(j) {
                    match tokens.get(j + 2) {
                        Some(TokenTree::Ident(next)) => {
                            segments.push(next.to_string());
                            j += 3;
                        }
                        _ => break,
                    }
                }
                let is_macro = is_punct(j, '!')
                    && matches!(tokens.get(j + 1), Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None);
                let kind = if is_macro { RefKind::Macro } else { RefKind::Code };
                refs.push(Ref { segments, leading_colon, kind });
                i = j;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
        }
    }
}
