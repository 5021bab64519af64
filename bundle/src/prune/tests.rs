//! The pruning stage's unit tests: reachability by names, removals on rustc's word, parts
//! of types, impls written by macros.

use super::confirm::{mark_unused_parts, remove_reported};
use super::keep_reachable;
use super::macro_impls::{drop_impls, implements, trim};
use crate::check::rustc::{parse_lint, Lint};
use proc_macro2::TokenStream;
use std::collections::BTreeSet;

/// `code` with its `lib` module pruned, on one line.
fn pruned(code: &str) -> String {
    let mut file: syn::File = syn::parse_str(code).unwrap();
    keep_reachable(&mut file, "lib", &BTreeSet::new(), false);
    prettyplease::unparse(&file).split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_generic_struct_named_by_a_kept_function_stays() {
    let out = pruned(
        "use crate::lib::c::bfs;
         fn main() { bfs(1); }
         mod lib { pub mod c {
             struct Closures<S> { s: S }
             impl<S> Closures<S> { fn new(s: S) -> Self { Closures { s } } }
             pub fn bfs<S>(s: S) { let _ = Closures::new(s); }
         } }",
    );
    assert!(out.contains("struct Closures"), "{out}");
    assert!(out.contains("fn new"), "{out}");
}

#[test]
fn a_constant_named_only_in_a_pattern_stays() {
    // Without `NONE`, `NONE => 0` would bind any value and the arm after it never run.
    let out = pruned(
        "fn main() { crate::lib::c::slot(3); crate::lib::c::edge((1, None)); }
         mod lib { pub mod c {
             const NONE: u32 = u32::MAX;
             const UNUSED: u32 = 7;
             const FIRST: u32 = 1;
             const LAST: u32 = 9;
             pub fn slot(id: u32) -> u32 { match id { NONE => 0, id => id + 1 } }
             pub fn edge(pair: (u32, Option<u32>)) -> bool { match pair { (FIRST | 2, Some(LAST)) => true, _ => false } }
         } }",
    );
    // Alone, and nested in a tuple, an option and an or-pattern alike.
    for name in ["const NONE", "const FIRST", "const LAST"] {
        assert!(out.contains(name), "{name}: {out}");
    }
    assert!(!out.contains("UNUSED"), "{out}");
}

#[test]
fn a_module_and_a_function_of_one_name_are_told_apart() {
    // `bfs::helper` goes through the module `bfs`, not the function re-exported as `bfs`.
    let out = pruned(
        "fn main() { crate::lib::closures::run(); }
         mod lib {
             pub mod bfs { pub fn bfs() {} pub(crate) fn helper() {} }
             pub use bfs::bfs;
             pub mod closures { use super::bfs::helper; pub fn run() { helper(); } }
         }",
    );
    assert!(out.contains("fn helper"), "{out}");
    assert!(!out.contains("pub fn bfs()"), "{out}");
    assert!(!out.contains("pub use bfs::bfs"), "{out}");
}

#[test]
fn members_through_a_type_alias_and_self() {
    let out = pruned(
        "fn main() { let b = crate::lib::Small::make(); b.show(); }
         mod lib {
             pub struct Board<const N: usize>([u8; N]);
             pub type Small = Board<4>;
             impl<const N: usize> Board<N> {
                 pub fn make() -> Self { Self::blank() }
                 fn blank() -> Self { Board([0; N]) }
                 pub fn show(&self) {}
                 pub fn unused(&self) {}
             }
         }",
    );
    for kept in ["fn make", "fn blank", "fn show", "type Small"] {
        assert!(out.contains(kept), "{kept} went: {out}");
    }
    assert!(!out.contains("fn unused"), "{out}");
}

#[test]
fn a_trait_imported_through_a_glob_stays_for_its_methods() {
    let out = pruned(
        "use crate::lib::prelude::*;
         fn main() { 3u8.describe(); }
         mod lib {
             pub mod describe { pub trait Describe { fn describe(&self); } impl Describe for u8 { fn describe(&self) {} } }
             pub mod other { pub fn unused() {} }
             pub mod prelude { pub use crate::lib::describe::Describe; pub use crate::lib::other::unused; }
         }",
    );
    assert!(out.contains("trait Describe") && out.contains("impl Describe for u8"), "{out}");
    assert!(!out.contains("fn unused"), "{out}");
}

#[test]
fn trait_members_no_one_calls_go_from_the_trait_and_its_impls() {
    let out = pruned(
        "fn main() { crate::lib::total(&[crate::lib::S]); }
         mod lib {
             pub trait Shape { fn area(&self) -> u32; fn name(&self) -> &str; }
             pub struct S;
             impl Shape for S { fn area(&self) -> u32 { 1 } fn name(&self) -> &str { \"s\" } }
             pub fn total<T: Shape>(items: &[T]) -> u32 { items.iter().map(|i| i.area()).sum() }
         }",
    );
    assert_eq!(out.matches("fn area").count(), 2, "{out}");
    assert!(!out.contains("fn name"), "{out}");
}

#[test]
fn a_group_left_with_self_keeps_its_braces() {
    let out = pruned(
        "fn main() { crate::lib::b::run(); }
         mod lib {
             pub mod a { pub fn f() {} pub fn g() {} }
             pub mod b { use crate::lib::a::{self, g}; pub fn run() { a::f(); } pub fn other() { g(); } }
         }",
    );
    assert!(out.contains("use crate::lib::a::{self};"), "{out}");
    assert!(!out.contains("fn g") && !out.contains("fn other"), "{out}");
}

#[test]
fn reported_items_members_imports_and_trait_impls_go() {
    let text = "fn main() {}
mod lib {
pub fn dead() {}
pub fn live() {}
pub struct S;
impl S {
pub fn a() {}
pub fn b() {}
}
pub trait T {
fn m(&self);
}
impl T for S {
fn m(&self) {}
}
use std::io::{self, Read};
#[cfg(feature = \"extra\")]
pub fn gated() { dead_too(); }
pub fn dead_too() {}
}
";
    let mut file = syn::parse_file(text).unwrap();
    let lints: Vec<Lint> = [
        "<anon>:3:8: warning: function `dead` is never used",
        "<anon>:7:8: warning: associated functions `a` and `b` are never used",
        "<anon>:10:11: warning: trait `T` is never used",
        "<anon>:16:15: warning: unused import: `self`",
        "<anon>:19:8: warning: function `dead_too` is never used",
    ]
    .iter()
    .filter_map(|l| parse_lint(l))
    .collect();
    remove_reported(&mut file, "lib", &lints);
    let out = prettyplease::unparse(&file);
    for gone in ["fn dead()", "fn a", "fn b", "trait T", "impl T", "self,"] {
        assert!(!out.contains(gone), "{gone} stayed:\n{out}");
    }
    for kept in ["fn live", "struct S", "use std::io::Read", "fn dead_too"] {
        assert!(out.contains(kept), "{kept} went:\n{out}");
    }
}

/// Marks the types `lint` (line, message) is about in `text`, returning the result.
fn marked(text: &str, lint: (usize, &str)) -> String {
    let mut file = syn::parse_file(text).unwrap();
    let lints = [Lint { line: lint.0, message: lint.1.to_string() }];
    mark_unused_parts(&mut file, "lib", &lints);
    prettyplease::unparse(&file)
}

#[test]
fn a_type_with_parts_never_used_is_marked_and_others_are_not() {
    let text =
        "fn main() {}\nmod lib {\npub struct S {\n    a: u8,\n}\npub enum E {\n    A,\n}\n}\n";
    let out = marked(text, (4, "field `a` is never read"));
    assert_eq!(out.matches("#[allow(dead_code)]").count(), 1, "{out}");
    assert!(out.contains("#[allow(dead_code)]\n    pub struct S"), "{out}");
    let out = marked(text, (7, "variant `A` is never constructed"));
    assert!(out.contains("#[allow(dead_code)]\n    pub enum E"), "{out}");
    assert!(!marked(text, (4, "function `a` is never used")).contains("allow"));
}

#[test]
fn a_variant_never_built_goes_with_the_arms_that_match_only_it() {
    let text = "fn main() {}\nmod lib {\npub enum E {\n    A(u8),\n    B,\n    C { x: u8 },\n}\n\
        pub enum F {\n    B,\n}\n\
        pub fn f(e: &E, g: F) -> u8 {\n    let one = match e { E::A(n) => *n, E::B | E::C { .. } => 0 };\n\
        let two = match g { F::B => 1 };\n    match *e { ref all @ E::B => 2, _ => one + two }\n}\n\
        impl E {\n    fn g(&self) -> u8 {\n        match self { Self::C { x } => *x, Self::A(n) => *n, Self::B => 0 }\n    }\n}\n}\n";
    let mut file = syn::parse_file(text).unwrap();
    let lints = [Lint { line: 5, message: "variant `B` is never constructed".to_string() }];
    assert_eq!(super::variants::remove_unbuilt(&mut file, "lib", &lints), 1);
    let out = prettyplease::unparse(&file);
    for gone in ["E::B", "Self::B", "    B,\n    C"] {
        assert!(!out.contains(gone), "{gone} stayed:\n{out}");
    }
    // `F::B`, another enum's variant of the same name, stays; so do the other arms.
    for kept in ["F::B => 1", "E::C { .. } => 0", "Self::C { x }", "_ => one + two", "A(u8)"] {
        assert!(out.contains(kept), "{kept} went:\n{out}");
    }
}

#[test]
fn members_of_the_named_trait_are_cut_by_name() {
    let body: TokenStream = "($($t:ty)*) => {$(
        impl Cost for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline]
            fn plus(self, other: Self) -> Self { match self.checked_add(other) { Some(s) => s, None => panic!(\"{}\", 1) } }
        }
        impl Other for $t { const ONE: u8 = 1; }
    )*};"
        .parse()
        .unwrap();
    assert!(implements(&body, "Cost") && implements(&body, "Other"));
    assert!(!implements(&body, "Missing"));
    let trimmed = trim(body, "Cost", &mut |name| name == "plus").to_string();
    assert!(!trimmed.contains("ZERO"), "{trimmed}");
    assert!(trimmed.contains("fn plus") && trimmed.contains("# [inline]"), "{trimmed}");
    // The other trait's `ONE` stays.
    assert_eq!(trimmed.matches("ONE").count(), 1, "{trimmed}");
    let dropped = drop_impls(trimmed.parse().unwrap(), "Cost").to_string();
    assert!(!dropped.contains("Cost") && dropped.contains("impl Other for"), "{dropped}");
}
