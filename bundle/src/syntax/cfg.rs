//! `#[cfg(...)]` predicates, as far as a bundle can know them: `test` and the build
//! script's cfgs (`searchlab_…`) are off in a bundle, and the target's own (`target_arch`,
//! `target_os`, `unix`, ...) are this machine's when rustc checks the bundle here.

use syn::punctuated::Punctuated;
use syn::{Attribute, Meta, Token};

/// The prefix of the cfg names that the package's build script sets (`build.rs`); a
/// bundle is compiled without it, so they are all off there.
const BUILD_SCRIPT_CFG: &str = "searchlab_";

/// Whether `attrs` make their code test-only, or only for the build script's cfgs: a
/// bundle never compiles it.
pub(crate) fn test_only(attrs: &[Attribute]) -> bool {
    let never = |a: &Attribute| cfg_of(a).is_some_and(|meta| holds(&meta, false) == Some(false));
    attrs.iter().any(|a| a.path().is_ident("test") || never(a))
}

/// Whether the code under `attrs` is certainly compiled when rustc checks the bundle on this
/// machine (every `cfg` holds here; no `cfg_attr`, which may change the code).
pub(crate) fn compiled_here(attrs: &[Attribute]) -> bool {
    attrs.iter().all(|a| match cfg_of(a) {
        Some(meta) => holds(&meta, true) == Some(true),
        None => !a.path().is_ident("cfg_attr"),
    })
}

/// The predicate of a `#[cfg(...)]` attribute.
fn cfg_of(attr: &Attribute) -> Option<Meta> {
    attr.path().is_ident("cfg").then(|| attr.parse_args().ok())?
}

/// Whether a cfg predicate holds in a bundle, `Some` when that is certain; with `here`,
/// the target's own predicates are taken as this machine's.
fn holds(meta: &Meta, here: bool) -> Option<bool> {
    match meta {
        Meta::Path(path) => {
            let name = path.get_ident()?.to_string();
            if name == "test" || name.starts_with(BUILD_SCRIPT_CFG) {
                return Some(false);
            }
            let family = matches!(name.as_str(), "unix" | "windows");
            (here && family).then(|| std::env::consts::FAMILY == name)
        }
        Meta::NameValue(pair) if here => {
            let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(value), .. }) = &pair.value else {
                return None;
            };
            let value = value.value();
            let key = pair.path.get_ident()?.to_string();
            match key.as_str() {
                "target_arch" => Some(std::env::consts::ARCH == value),
                "target_os" => Some(std::env::consts::OS == value),
                "target_family" => Some(std::env::consts::FAMILY == value),
                "target_pointer_width" => Some(usize::BITS.to_string() == value),
                "feature" => Some(false),
                _ => None,
            }
        }
        Meta::List(list) => {
            let args = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated);
            let values: Vec<Option<bool>> = args.ok()?.iter().map(|m| holds(m, here)).collect();
            let all = |v: bool| values.iter().all(|x| *x == Some(v));
            let any = |v: bool| values.contains(&Some(v));
            let name = list.path.get_ident()?.to_string();
            match name.as_str() {
                "not" if values.len() == 1 => values[0].map(|v| !v),
                "all" if any(false) => Some(false),
                "all" => all(true).then_some(true),
                "any" if any(true) => Some(true),
                "any" => all(false).then_some(false),
                _ => None,
            }
        }
        Meta::NameValue(pair) => pair.path.is_ident("feature").then_some(false),
    }
}
