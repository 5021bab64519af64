//! The checking stage's unit tests: rustc's warnings and errors read, and its verdicts kept.

use super::rustc::{parse_error, parse_lint, Rustc};
use super::verdicts::Verdicts;
use std::path::Path;

#[test]
fn lints_parse_with_their_names() {
    let lint =
        parse_lint("<anon>:12:5: warning: methods `len` and `is_empty` are never used").unwrap();
    assert_eq!(lint.line, 12);
    assert_eq!(lint.names(), ["len", "is_empty"]);
    assert!(lint.kills_members() && !lint.kills_item());
    let field = parse_lint("<anon>:3:9: warning: field `x` is never read").unwrap();
    assert!(!field.kills_item() && !field.kills_members());
    let import = parse_lint("x.rs:5:30: warning: unused imports: `Read` and `self`").unwrap();
    assert!(import.is_unused_import() && import.names() == ["Read", "self"]);
    assert!(parse_lint("warning: 3 warnings emitted").is_none());
}

#[test]
fn errors_carry_their_messages_labels_and_lines() {
    let line = r#"{"$message_type":"diagnostic","message":"use of moved value: `b`","code":{"code":"E0382","explanation":"`Foo` moved"},"level":"error","spans":[{"file_name":"<anon>","byte_start":5,"byte_end":6,"line_start":12,"line_end":12,"label":"move occurs because `b` has type `Board<4, 16>`, which does not implement the `Copy` trait"},{"file_name":"/rustc/library/core/src/macros.rs","byte_start":1,"byte_end":2,"line_start":900,"label":null}],"children":[{"message":"say \"why\"","level":"note"}],"rendered":"error: `Other`"}"#;
    let error = parse_error(line);
    assert_eq!(error.lines, [12]);
    for said in ["use of moved value", "`Board<4, 16>`", "`Copy`", "say \"why\""] {
        assert!(error.text.contains(said), "{said} not in {}", error.text);
    }
    assert!(!error.text.contains("Foo") && !error.text.contains("Other"));
}

/// A kept verdict answers the same check only: another source, edition or compiler asks
/// rustc again; a damaged verdict is no verdict; one that cannot be written is not kept.
#[test]
fn verdicts_answer_only_the_check_they_were_given() {
    let folder = tempfile::tempdir().unwrap();
    let kept = Verdicts::in_folder(folder.path().join("verdicts"));
    let rustc = Path::new("rustc");
    assert_eq!(kept.get(rustc, &["2021", "short"], "fn main() {}"), None);
    kept.put(rustc, &["2021", "short"], "fn main() {}", (true, "said\nthis"));
    assert_eq!(
        kept.get(rustc, &["2021", "short"], "fn main() {}"),
        Some((true, "said\nthis".into()))
    );
    assert_eq!(kept.get(rustc, &["2018", "short"], "fn main() {}"), None);
    assert_eq!(kept.get(rustc, &["2021", "short"], "fn main() { }"), None);
    assert_eq!(kept.get(Path::new("no-such-rustc"), &["2021", "short"], "fn main() {}"), None);
    let files: Vec<_> = std::fs::read_dir(folder.path().join("verdicts")).unwrap().collect();
    assert_eq!(files.len(), 1, "one verdict, no partial file left");
    std::fs::write(files[0].as_ref().unwrap().path(), "compi").unwrap();
    assert_eq!(kept.get(rustc, &["2021", "short"], "fn main() {}"), None);
    let blocked = Verdicts::in_folder(folder.path().join("verdicts/x/y"));
    std::fs::write(folder.path().join("verdicts/x"), "a file where a folder would go").unwrap();
    blocked.put(rustc, &["2021", "short"], "fn main() {}", (false, ""));
    assert_eq!(blocked.get(rustc, &["2021", "short"], "fn main() {}"), None);
}

/// rustc asked twice the same through kept verdicts runs once: the second answer is the
/// one kept (planted here, so that it cannot be rustc's own).
#[test]
fn a_check_asked_again_is_answered_from_the_verdicts() {
    let folder = tempfile::tempdir().unwrap();
    let rustc = Rustc::chosen(None, "2021").keeping_verdicts_in(folder.path().to_path_buf());
    let file = syn::parse_file("fn main() { let unused = 1; }").unwrap();
    let first = rustc.lints(&file).ok().unwrap().lints;
    assert_eq!(first.len(), 1, "{first:?}");
    let kept: Vec<_> =
        std::fs::read_dir(folder.path()).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(kept.len(), 1);
    let planted = "compiled\n<anon>:1:1: warning: unused variable: `planted`\n";
    std::fs::write(&kept[0], planted).unwrap();
    let again = rustc.lints(&file).ok().unwrap().lints;
    assert_eq!((again.len(), again[0].line), (1, 1), "{again:?}");
    assert!(again[0].message.contains("planted"), "{again:?}");
}
