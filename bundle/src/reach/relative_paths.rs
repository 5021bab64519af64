//! Paths from the crate root made relative, for the dense layout: in the bundle the
//! library's `crate::tiles::Move` reads `crate::lib::tiles::Move`, which `super::Move` says
//! from `lib::tiles::fixed` for 18 bytes less. A path and a `use` whose start names the
//! modules around the code are rewritten from the nearest module they share, by `super::`
//! (or `self::`), when that is shorter. Both name the same item: a path that starts with
//! `crate`, `self` or `super` resolves from its module down, whatever else is in scope.
//! Paths among a macro's tokens stay as they are (a `macro_rules!` body is resolved where it
//! is expanded).

use super::index::library_items_mut;
use syn::visit_mut::{self, VisitMut};
use syn::{Ident, UseTree};

/// Rewrites the paths of the library module `library_name` of `file` that start at the
/// crate root relative to their module, where shorter. Returns how many. Cost: a pass over
/// the library.
pub(crate) fn relative_paths(file: &mut syn::File, library_name: &str) -> usize {
    let Some(items) = library_items_mut(file, library_name) else {
        return 0;
    };
    let mut walk = Relative {
        module: vec![library_name.to_string()],
        rewritten: 0,
    };
    for item in items {
        walk.visit_item_mut(item);
    }
    walk.rewritten
}

/// The walk: the path of the module it is in (below the crate root), and its count.
struct Relative {
    module: Vec<String>,
    rewritten: usize,
}

impl Relative {
    /// For the segments after `crate::` of a path written here, of which `prefix` may be
    /// shared with this module's path: how many are, and the segments that replace `crate`
    /// and those (`super`s, or `self`), if that is shorter.
    fn relative(&self, segments: &[String], prefix: usize) -> Option<(usize, Vec<Ident>)> {
        let shared = self
            .module
            .iter()
            .zip(&segments[..prefix])
            .take_while(|(a, b)| a == b)
            .count();
        let ups = self.module.len() - shared;
        let start = if ups == 0 {
            vec!["self"]
        } else {
            vec!["super"; ups]
        };
        let length =
            |names: &mut dyn Iterator<Item = &str>| names.map(|s| s.len() + 2).sum::<usize>();
        let before = length(
            &mut ["crate"]
                .into_iter()
                .chain(segments[..shared].iter().map(String::as_str)),
        );
        let after = length(&mut start.iter().copied());
        let span = proc_macro2::Span::call_site();
        let start = start.into_iter().map(|s| Ident::new(s, span)).collect();
        (shared > 0 && after < before).then_some((shared, start))
    }
}

impl VisitMut for Relative {
    fn visit_item_mod_mut(&mut self, item: &mut syn::ItemMod) {
        self.module.push(item.ident.to_string());
        visit_mut::visit_item_mod_mut(self, item);
        self.module.pop();
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        visit_mut::visit_path_mut(self, path);
        let from_root = path.leading_colon.is_none()
            && path.segments.first().is_some_and(|s| s.ident == "crate");
        if !from_root {
            return;
        }
        let after_crate = path.segments.iter().skip(1);
        let segments: Vec<String> = after_crate.map(|s| s.ident.to_string()).collect();
        // The last segment names the item: it stays.
        let Some((shared, start)) = self.relative(&segments, segments.len().saturating_sub(1))
        else {
            return;
        };
        let rest = path.segments.iter().skip(1 + shared).cloned();
        path.segments = start
            .into_iter()
            .map(syn::PathSegment::from)
            .chain(rest)
            .collect();
        self.rewritten += 1;
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        // The segments the tree starts with, up to its first group or leaf.
        let mut spine = Vec::new();
        let mut tree = &item.tree;
        while let UseTree::Path(p) = tree {
            spine.push(p.ident.to_string());
            tree = &p.tree;
        }
        if item.leading_colon.is_some() || spine.first().map(String::as_str) != Some("crate") {
            return;
        }
        let Some((shared, start)) = self.relative(&spine[1..], spine.len() - 1) else {
            return;
        };
        let mut rest = item.tree.clone();
        for _ in 0..1 + shared {
            if let UseTree::Path(p) = rest {
                rest = *p.tree;
            }
        }
        item.tree = start.into_iter().rev().fold(rest, |tree, ident| {
            UseTree::Path(syn::UsePath {
                ident,
                colon2_token: Default::default(),
                tree: Box::new(tree),
            })
        });
        self.rewritten += 1;
    }

    fn visit_item_macro_mut(&mut self, _: &mut syn::ItemMacro) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_from_the_root_start_from_the_nearest_shared_module() {
        let mut file = syn::parse_file(
            "fn main() {}
            mod library {
                pub mod tiles {
                    pub struct Move;
                    pub mod fixed {
                        use crate::library::tiles::Move;
                        use crate::library::input::{Tokens, Error};
                        pub fn f() { crate::library::tiles::fixed::g(); crate::library::parity::h(); }
                        pub fn g() {}
                        pub mod deeper { pub fn k() { crate::library::parity::h(); } }
                    }
                }
            }",
        )
        .unwrap();
        assert_eq!(relative_paths(&mut file, "library"), 4);
        let text = prettyplease::unparse(&file);
        for expected in [
            "use super::Move;",
            "use super::super::input::{Tokens, Error};",
            "self::g();",
            "super::super::parity::h();",
            // Three `super::` would be longer: it stays.
            "crate::library::parity::h();",
        ] {
            assert!(text.contains(expected), "{expected} missing from {text}");
        }
    }
}
