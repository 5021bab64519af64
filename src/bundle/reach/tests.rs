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
fn generic_struct_named_by_a_kept_function() {
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
