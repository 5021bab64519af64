use super::*;

/// `code` with its `lib` module pruned, on one line.
fn pruned(code: &str) -> String {
    let mut file: syn::File = syn::parse_str(code).unwrap();
    keep_reachable(&mut file, "lib");
    prettyplease::unparse(&file)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
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
    assert!(
        out.contains("trait Describe") && out.contains("impl Describe for u8"),
        "{out}"
    );
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
