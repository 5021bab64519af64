//! The resolving stage's unit tests: `use` trees and what code mentions.

use super::mentions::Ref;
use super::*;
use crate::syntax::use_trees::Binding;
use proc_macro2::TokenStream;

#[test]
fn use_trees_flatten_in_order() {
    let file = syn::parse_file(
        "use a::{b, c::d as e, f::*, g::{self, h as _}}; pub use crate::x::Y; fn z() {} mod m;",
    )
    .unwrap();
    let leaves: Vec<(String, Binding, usize)> = crate::syntax::use_trees::use_leaves(&file.items)
        .iter()
        .map(|l| (l.target.join("::"), l.binding.clone(), l.ordinal))
        .collect();
    let name = |s: &str| Binding::Name(s.to_string());
    assert_eq!(
        leaves,
        vec![
            ("a::b".to_string(), name("b"), 0),
            ("a::c::d".to_string(), name("e"), 1),
            ("a::f".to_string(), Binding::Glob, 2),
            ("a::g".to_string(), name("g"), 3),
            ("a::g::h".to_string(), Binding::Underscore, 4),
            ("crate::x::Y".to_string(), name("Y"), 0),
        ]
    );
}

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
        assert!(paths.contains(&expected.to_string()), "{expected}: {paths:?}");
    }
}

fn paths(refs: &[Ref]) -> Vec<String> {
    refs.iter()
        .map(|r| {
            let colon = if r.leading_colon { "::" } else { "" };
            let tag = match r.kind {
                RefKind::Code => "",
                RefKind::Use => " (use)",
                RefKind::Glob => " (glob)",
                RefKind::Macro => "!",
            };
            format!("{colon}{}{tag}", r.segments.join("::"))
        })
        .collect()
}

#[test]
fn code_paths_and_local_uses() {
    let item: syn::Item = syn::parse_str(
        "fn f(x: crate::a::B<super::C>) -> Vec<u8> { use self::d::*; use e::{f, g as h}; ::std::mem::take(x); m!(1); }",
    )
    .unwrap();
    let found = paths(&Mentions::of_item(&item).paths);
    for expected in [
        "crate::a::B",
        "super::C",
        "Vec",
        "u8",
        "self::d (glob)",
        "e::f (use)",
        "e::g (use)",
        "::std::mem::take",
        "x",
        "m!",
    ] {
        assert!(found.contains(&expected.to_string()), "{expected} not in {found:?}");
    }
}

#[test]
fn paths_inside_macro_tokens() {
    let tokens: TokenStream =
        "out, \"{}\", $crate::perm::rank(&p) + crate::x::Y, $n, ::lib::z, inner!(q::r)"
            .parse()
            .unwrap();
    let found = paths(&Mentions::of_tokens(&tokens).paths);
    assert_eq!(
        found,
        ["out", "crate::perm::rank", "p", "crate::x::Y", "::lib::z", "inner!", "q::r"]
    );
}
