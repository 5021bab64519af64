//! Restricted visibilities (`pub(crate)`, `pub(super)`, `pub(in path)`) written `pub`, for
//! the dense layout: inside one file nothing can tell them apart (rustc checks the result;
//! a bundle's items are reached from `main` or pruned), and `pub` is up to 9 bytes shorter.

use syn::visit_mut::VisitMut;

/// Writes every restricted visibility inside the modules at the root of `file` as `pub`;
/// returns how many changed. Cost: one pass over the bundle.
pub(super) fn widen_visibilities(file: &mut syn::File) -> usize {
    struct Widen(usize);
    impl VisitMut for Widen {
        fn visit_visibility_mut(&mut self, visibility: &mut syn::Visibility) {
            if let syn::Visibility::Restricted(restricted) = visibility {
                *visibility = syn::Visibility::Public(syn::Token![pub](restricted.pub_token.span));
                self.0 += 1;
            }
        }
    }
    let mut widen = Widen(0);
    let modules =
        file.items.iter_mut().filter(|i| matches!(i, syn::Item::Mod(m) if m.content.is_some()));
    modules.for_each(|module| widen.visit_item_mut(module));
    widen.0
}
