//! The checking stage's unit tests: rustc's warnings and errors read.

use super::rustc::{parse_error, parse_lint};

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
