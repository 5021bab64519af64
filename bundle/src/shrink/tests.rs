//! The shrinking stage's unit tests: the printers, short item and variable names, format strings, visibilities.

use super::items::shorten_item_names;
use super::locals::shorten_local_names;
use super::macros::may_show_tokens;
use super::print::written;
use super::print::WIDTH;
use super::public;
use crate::check::rustc::Rustc;
use crate::syntax::tokens::{idents, placeholders};
use quote::ToTokens;
use std::collections::HashSet;

fn dense(code: &str) -> String {
    super::dense(&syn::parse_file(code).unwrap())
}

#[test]
fn spaces_only_where_tokens_would_merge() {
    let code = "fn f<'a>(x: &'a [i64], y: i64) -> i64 {
        let z = x[0] - -y;
        if z < -1 && y != 0 { return z as i64; } else { 'outer: loop { break 'outer; } }
        let r = 1..=2; let c = b'x'; let s = r#\"a \"q\" b\"#;
        match z { 169.. => {} _ => {} }
        z
    }";
    let text = dense(code);
    assert_eq!(
        text,
        "fn f<'a>(x:&'a[i64],y:i64)->i64{let z=x[0]- -y;if z< -1&&y!=0{return z as \
         i64;}else{'outer:loop{break 'outer;}}let r=1..=2;let c=b'x';let \
         s=r#\"a \"q\" b\"#;match z{169.. =>{}\n_=>{}}z}\n"
    );
    // The same program once parsed again.
    let again = syn::parse_file(&text).unwrap();
    assert_eq!(
        prettyplease::unparse(&again),
        prettyplease::unparse(&syn::parse_file(code).unwrap())
    );
}

#[test]
fn attributes_macros_and_items_keep_their_meaning() {
    let code = "#![allow(unused)]
        #[derive(Debug)] pub struct S { a: u8 }
        macro_rules! m { ($x:expr) => { $crate::f($x) }; }
        impl S { pub fn g(&self) -> u8 { self.a.max(1) } }
        fn main() { println!(\"{}\", S { a: 2 }.g()); }";
    let text = dense(code);
    let again = syn::parse_file(&text).unwrap();
    assert_eq!(
        prettyplease::unparse(&again),
        prettyplease::unparse(&syn::parse_file(code).unwrap())
    );
    assert!(text.len() < code.len(), "{text}");
}

#[test]
fn trailing_commas_go_where_they_mean_nothing() {
    let code = "struct P { x: u8, y: u8, }
        macro_rules! pair { ($a:expr,) => { ($a,) }; }
        fn f() -> ((u8,), [u8; 2], (u8, u8)) {
            let p = P { x: 1, y: 2, };
            let one = (p.x,);
            let q = pair!(p.y,);
            (one, [q.0, p.y,], (p.x, p.y,),)
        }";
    let text = dense(code);
    assert_eq!(
        text,
        "struct P{x:u8,y:u8}macro_rules!pair{($a:expr,)=>{($a,)};}fn f()->((u8,),[u8;2],(u8,\
         u8)){let p=P{x:1,y:2};let one=(p.x,);let q=pair!(p.y,);(one,[q.0,p.y],(p.x,p.y))}\n"
    );
    syn::parse_file(&text).unwrap();
}

#[test]
fn lines_end_after_a_statement_once_long() {
    let code = (0..100).map(|i| format!("const C{i}: u32 = {i};")).collect::<String>();
    let text = dense(&code);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 5, "{text}");
    for line in &lines {
        assert!(line.ends_with(';'), "{line}");
        assert!(line.len() >= WIDTH || line == lines.last().unwrap(), "{line}");
        assert!(line.len() < WIDTH + 20, "{line}");
    }
}

#[test]
fn indents_become_tabs() {
    let code = "fn f() {\n    if x {\n        y();\n      z();\n    }\n}\n";
    assert_eq!(written(code, true), "fn f() {\n\tif x {\n\t\ty();\n\t  z();\n\t}\n}\n");
}

#[test]
fn lines_inside_string_literals_stay() {
    let code = concat!(
        "const A: &str = \"one\n    two \\\" still\n    three\";\n",
        "    let r = r#\"raw \" \n    kept\"#;\n",
        "    let c = '\"'; let l: &'static str = \"x\";\n",
        "    // a comment with a \" quote\n",
        "    let b = b\"by\\\\\";\n",
        "    let e = 'é'; let s = \"multi\n    line\";\n",
        "    done();\n",
    );
    let expected = concat!(
        "const A: &str = \"one\n    two \\\" still\n    three\";\n",
        "\tlet r = r#\"raw \" \n    kept\"#;\n",
        "\tlet c = '\"'; let l: &'static str = \"x\";\n",
        "\t// a comment with a \" quote\n",
        "\tlet b = b\"by\\\\\";\n",
        "\tlet e = 'é'; let s = \"multi\n    line\";\n",
        "\tdone();\n",
    );
    assert_eq!(written(code, true), expected);
}

#[test]
fn comments_go_unless_kept_with_the_lines_they_alone_held() {
    let code = concat!(
        "//! The crate.\n",
        "/// A function.\n",
        "fn f() -> &'static str { // why\n",
        "    /* a block\n",
        "       over lines */\n",
        "    let c = '\"'; // a quote in a char\n",
        "    \"// not a comment\"\n",
        "}\n",
    );
    let expected = "fn f() -> &'static str {\n\tlet c = '\"';\n\t\"// not a comment\"\n}\n";
    assert_eq!(written(code, false), expected);
    assert_eq!(written(code, true), code.replace("    ", "\t"));
}

/// `code` with the names its `lib` module defines shortened (the identifiers of the code
/// outside `lib` kept), printed; and how many names changed.
fn renamed(code: &str) -> (String, usize) {
    let mut file = syn::parse_file(code).unwrap();
    let outside = file.items.iter().filter(|item| !matches!(item, syn::Item::Mod(_)));
    let mut main_idents = HashSet::new();
    for item in outside {
        idents(item.to_token_stream(), &mut main_idents);
    }
    let count = shorten_item_names(&mut file, &main_idents, &Rustc::chosen(None, "2021"));
    (prettyplease::unparse(&file), count)
}

#[test]
fn items_get_short_names_everywhere_they_are_named() {
    let (text, count) = renamed(
        r#"fn main() { println!("{}", lib::entry_point(3)); }
        mod lib {
            pub fn entry_point(count: u32) -> u32 { helpers::double_it(count) + LONG_CONSTANT }
            const LONG_CONSTANT: u32 = 7;
            mod helpers {
                pub struct Doubler { pub factor: u32 }
                impl Doubler { pub fn apply_to(&self, x: u32) -> u32 { x * self.factor } }
                pub fn double_it(x: u32) -> u32 { Doubler { factor: 2 }.apply_to(x) }
            }
        }"#,
    );
    assert_eq!(count, 6, "{text}");
    for gone in ["LONG_CONSTANT", "helpers", "Doubler", "factor", "apply_to", "double_it"] {
        assert!(!text.contains(gone), "{gone} in {text}");
    }
    // The main file names `entry_point`: it keeps its name.
    assert!(text.contains("pub fn entry_point("), "{text}");
    assert!(Rustc::chosen(None, "2021").lints(&syn::parse_file(&text).unwrap()).is_ok(), "{text}");
}

#[test]
fn names_a_judge_could_see_and_std_names_stay() {
    let (text, _) = renamed(
        r#"fn main() { lib::show(); }
        mod lib {
            #[derive(Debug)]
            pub struct Shown { pub visible_field: u8 }
            pub struct Sized2 { pub items: Vec<u8> }
            impl Sized2 { pub fn len(&self) -> usize { self.items.len() } }
            pub fn show() {
                let s = Sized2 { items: vec![1] };
                println!("{:?} {} message_word", Shown { visible_field: 1 }, s.len());
            }
        }"#,
    );
    for kept in ["Shown", "visible_field", "message_word", ".len()"] {
        assert!(text.contains(kept), "{kept} missing from {text}");
    }
    assert!(!text.contains("Sized2") && !text.contains("items"), "{text}");
    assert!(Rustc::chosen(None, "2021").lints(&syn::parse_file(&text).unwrap()).is_ok(), "{text}");
}

#[test]
fn a_name_std_types_share_stays_and_the_others_still_shorten() {
    // `Width::BITS` and `u32::BITS` are one identifier: renaming it everywhere breaks
    // `<$t>::BITS`, so it keeps its spelling, and the rest of the renaming stands.
    let (text, count) = renamed(
        r#"fn main() { println!("{}", lib::entry_point()); }
        mod lib {
            pub trait Width { const BITS: u32; fn doubled_width() -> u32; }
            macro_rules! width { ($($t:ty)*) => {$(
                impl Width for $t {
                    const BITS: u32 = <$t>::BITS;
                    fn doubled_width() -> u32 { 2 * <$t as Width>::BITS }
                }
            )*} }
            width!(u8 u64);
            pub fn entry_point() -> u32 { u8::doubled_width() + <u64 as Width>::BITS }
        }"#,
    );
    assert!(count >= 2, "{text}");
    assert!(!text.contains("doubled_width") && !text.contains("Width"), "{text}");
    assert!(Rustc::chosen(None, "2021").lints(&syn::parse_file(&text).unwrap()).is_ok(), "{text}");
}

/// The library `lib` of `code` with its variables renamed, printed.
fn shortened(code: &str) -> String {
    let mut file = syn::parse_file(code).unwrap();
    shorten_local_names(&mut file);
    prettyplease::unparse(&file)
}

#[test]
fn variables_get_short_names_unless_something_else_might_see_them() {
    let text = shortened(
        r#"fn main() {}
        mod lib {
            pub fn helper() -> u8 { 1 }
            pub struct P { pub long_name: u8 }
            pub fn f(long_name: u8) -> String {
                let helper_value = helper();
                let helper = 2;
                let shown = 3;
                assert!(shown > 0);
                let p = P { long_name };
                let P { long_name: again } = p;
                let total = again + helper_value + helper;
                format!("{total} {shown}")
            }
        }"#,
    );
    for gone in ["long_name: u8)", "helper_value", "again"] {
        assert!(!text.contains(gone), "{gone} in {text}");
    }
    // A function's name, a name an `assert!` prints, names in a macro's tokens or strings.
    let kept = ["let helper = 2", "let shown = 3", "assert!(shown > 0)", "let total"];
    for kept in kept.into_iter().chain(["{total} {shown}"]) {
        assert!(text.contains(kept), "{kept} missing from {text}");
    }
    // Shorthand fields name the field and the new variable.
    assert!(text.contains("P { long_name: "), "{text}");
}

#[test]
fn functions_holding_items_keep_their_names() {
    let text = shortened(
        "fn main() {} mod lib { pub fn f(long_name: u8) -> u8 { fn g() {} g(); long_name } }",
    );
    assert!(text.contains("long_name"), "{text}");
}

#[test]
fn only_macros_known_to_compute_with_their_tokens_hide_them() {
    let shows = |code: &str| may_show_tokens(&syn::parse_str(code).unwrap());
    for hidden in
        ["format!(\"{x}\")", "vec![x; 2]", "assert!(x > 0, \"message\")", "write!(f, \"x\")"]
    {
        assert!(!shows(hidden), "{hidden}");
    }
    for shown in ["assert!(x > 0)", "stringify!(x)", "my_macro!(x)", "debug_assert!(x)"] {
        assert!(shows(shown), "{shown}");
    }
}

#[test]
fn a_word_in_a_string_does_not_keep_a_name_but_a_placeholder_does() {
    let (text, _) = renamed(
        r#"fn main() { lib::show(); }
        mod lib {
            const SHOWN_INLINE: u8 = 1;
            fn helper_named_in_text() -> u8 { 2 }
            pub fn show() {
                println!("{SHOWN_INLINE} {} helper_named_in_text {{SHOWN_INLINE}}", helper_named_in_text());
            }
        }"#,
    );
    assert!(text.contains("{SHOWN_INLINE}") && text.contains("const SHOWN_INLINE"), "{text}");
    assert!(!text.contains("fn helper_named_in_text"), "{text}");
    assert!(Rustc::chosen(None, "2021").lints(&syn::parse_file(&text).unwrap()).is_ok(), "{text}");
}

#[test]
fn placeholders_are_the_names_of_format_arguments() {
    let names = placeholders("{a} {b:?} {{c}} {0} {} {:>5} {long_name:>5} {{{d}}} \\u{e9}");
    assert_eq!(names, ["a", "b", "long_name", "d", "e9"]);
}

#[test]
fn restricted_visibilities_become_pub_and_the_bundle_still_compiles() {
    let code = "fn main() { lib::f(); }
        mod lib {
            pub(crate) fn f() { inner::g(); }
            mod inner { pub(super) fn g() { h(); } pub(in crate::lib) fn h() {} }
        }";
    let mut file = syn::parse_file(code).unwrap();
    assert_eq!(public::widen_visibilities(&mut file), 3);
    let text = prettyplease::unparse(&file);
    assert!(!text.contains("pub(") && text.matches("pub fn").count() == 3, "{text}");
    assert!(Rustc::chosen(None, "2021").lints(&file).is_ok_and(|c| c.lints.is_empty()), "{text}");
}
