//! The loading stage's unit tests: test code stripped, nesting bounded.

use super::depth::*;
use super::test_code::strip_test_code;
use syn::Item;

fn items(code: &str) -> Vec<Item> {
    syn::parse_file(code).unwrap().items
}

fn names(items: &[Item]) -> Vec<String> {
    items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(f) => Some(f.sig.ident.to_string()),
            Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn test_only_items_go() {
    let mut code = items(
        "fn keep() {} #[cfg(test)] mod tests {} #[test] fn t() {}
         #[cfg(not(test))] fn real() {} #[cfg(all(test, unix))] fn a() {}
         #[cfg(any(test, unix))] fn b() {} #[cfg(feature = \"x\")] fn c() {}
         #[cfg(not(any(test)))] fn d() {} #[cfg(not(feature = \"x\"))] fn e() {}",
    );
    strip_test_code(&mut code, &mut Vec::new());
    // A bundle has no features either.
    assert_eq!(names(&code), ["keep", "real", "b", "d", "e"]);
}

#[test]
fn build_script_cfgs_are_off_in_a_bundle() {
    let mut code = items(
        "#[cfg(searchlab_fast)] fn a() {} #[cfg(all(unix, searchlab_fast))] fn b() {}
         #[cfg(not(searchlab_fast))] fn c() {} #[cfg(other_fast)] fn d() {}
         fn e() -> u32 {
             #[cfg(searchlab_fast)]
             {
                 if fast() { return 1; }
             }
             #[cfg(searchlab_fast)]
             let x = 2;
             let y = { #[cfg(all(unix, searchlab_fast))] unsafe { go() }; 3 };
             y
         }",
    );
    strip_test_code(&mut code, &mut Vec::new());
    assert_eq!(names(&code), ["c", "d", "e"]);
    let body = prettyplease::unparse(&syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: vec![code[2].clone()],
    });
    assert!(!body.contains("fast") && !body.contains("go"), "{body}");
    assert!(body.contains("let y"), "{body}");
}

#[test]
fn test_only_impl_items_go() {
    let mut code = items("struct S; impl S { fn a() {} #[cfg(test)] fn b() {} }");
    strip_test_code(&mut code, &mut Vec::new());
    let Item::Impl(imp) = &code[1] else { panic!() };
    assert_eq!(imp.items.len(), 1);
}

// depth

fn bound_passes(code: &str, limit: usize) -> bool {
    nesting_bound(code.parse().unwrap(), limit).is_some()
}

#[test]
fn separators_and_blocks_reset_the_count() {
    let table = format!("const T: [u32; 3000] = [{}];", "7, ".repeat(3000));
    assert!(!bound_passes(&table, 100));
    let items = "fn a() {} struct S; impl S { fn b(&self) {} }\n".repeat(500);
    assert!(!bound_passes(&items, 100));
}

#[test]
fn nesting_is_caught_where_it_passes() {
    assert!(bound_passes(&format!("fn f() {{ {}1; }}", "-".repeat(200)), 100));
    let parens = format!("{}1{}", "(".repeat(200), ")".repeat(200));
    let bound = nesting_bound(parens.parse().unwrap(), 100);
    assert_eq!(bound.map(|at| (at.line, at.column)), Some((1, 100)));
    let chain = "if a {} else ".repeat(200) + "{}";
    assert!(bound_passes(&chain, 100));
}

/// The main file's edits keep track of where its text was: a byte kept from the file is
/// found at its line and column there, a byte the bundle wrote is found nowhere.
#[test]
fn edited_text_knows_where_its_kept_bytes_were() {
    let text = "use lib::x;\nfn main() {\n    x();\n}\n".to_string();
    let mut root = super::RootText::new(text);
    let span = syn::parse_file("use lib::x;").unwrap().items[0].clone();
    root.replace(syn::spanned::Spanned::span(&span), "use crate::lib::x;".to_string());
    let edited = root.edited();
    assert_eq!(edited.text, "use crate::lib::x;\nfn main() {\n    x();\n}\n");
    let call = edited.text.find("x()").unwrap();
    let at = edited.original(call).unwrap();
    assert_eq!(root.line_column(at), (3, 4));
    assert_eq!(edited.original(edited.text.find("crate").unwrap()), None);
    assert_eq!(root.line_column(0), (1, 0));
}

/// A bundle made for edition 2015 reads the library's imports from its own modules from
/// `self::`, and leaves those from crates and from `crate`, `super` and `std` as they are.
#[test]
fn imports_from_a_modules_own_names_are_anchored_for_2015() {
    let mut code = items(
        "mod tokens { pub struct T; } use tokens::T; use std::fmt; use crate::a; use fxhash::F;
         mod inner { mod deep {} use deep::*; use super::tokens; fn f() { use deep as d; } }",
    );
    super::anchor_imports(&mut code);
    let printed = quote::quote!(#(#code)*).to_string();
    for anchored in ["use self :: tokens :: T", "use self :: deep :: *", "use self :: deep as d"] {
        assert!(printed.contains(anchored), "{anchored} in {printed}");
    }
    for kept in ["use std :: fmt", "use crate :: a", "use fxhash :: F", "use super :: tokens"] {
        assert!(printed.contains(kept), "{kept} in {printed}");
    }
}
