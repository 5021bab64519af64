//! The shape a reviewer checks first, in every package of the workspace: no function in a
//! `src` folder over 80 lines, no program's main file over 200 lines (the programs parse,
//! call the library and print).

use searchlab_tests::programs;
use searchlab_tests::source::{code_only, rust_files};
use std::fs;
use std::path::PathBuf;

/// The longest function body, in lines from its `fn` line to its closing brace.
const MAX_FUNCTION_LINES: usize = 80;
/// The longest program file.
const MAX_PROGRAM_LINES: usize = 200;

/// Each function of `source` with its name, first line and length in lines.
fn functions(source: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(source);
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(at) = fn_keyword(line) else {
            continue;
        };
        let name: String = line[at + 2..]
            .trim_start()
            .chars()
            .take_while(|&c| c.is_alphanumeric() || c == '_')
            .collect();
        if name.is_empty() {
            continue; // a function pointer type, `fn(…)`
        }
        // The body: from the first `{` after the signature to its match; a `;` first means
        // a declaration without a body.
        let mut depth = 0usize;
        let mut opened = false;
        'lines: for (offset, text) in lines[start..].iter().enumerate() {
            let text = if offset == 0 { &text[at..] } else { text };
            for c in text.chars() {
                match c {
                    ';' if !opened => break 'lines,
                    '{' => (depth, opened) = (depth + 1, true),
                    '}' if opened => {
                        depth -= 1;
                        if depth == 0 {
                            found.push((name.clone(), start + 1, offset + 1));
                            break 'lines;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    found
}

/// Where the keyword `fn` starts in `line`, if it has one.
fn fn_keyword(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    (0..bytes.len().saturating_sub(2)).find(|&i| {
        &bytes[i..i + 2] == b"fn"
            && (i == 0 || !is_word(bytes[i - 1]))
            && bytes[i + 2].is_ascii_whitespace()
    })
}

/// Every package's `src` folder.
fn source_folders() -> Vec<PathBuf> {
    let root = programs::workspace_root();
    programs::members().iter().map(|member| root.join(member).join("src")).collect()
}

/// The main file of every program: `src/main.rs`, `src/bin/NAME.rs` and
/// `src/bin/NAME/main.rs` of every package.
fn program_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for src in source_folders() {
        files.extend(Some(src.join("main.rs")).filter(|f| f.is_file()));
        let Ok(entries) = fs::read_dir(src.join("bin")) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let main = if path.is_dir() { path.join("main.rs") } else { path };
            files.extend(Some(main).filter(|f| f.extension().is_some_and(|e| e == "rs")));
        }
    }
    files.sort();
    files
}

#[test]
fn no_function_in_src_is_over_80_lines() {
    let mut long = Vec::new();
    for file in source_folders().iter().flat_map(|src| rust_files(src)) {
        let source = fs::read_to_string(&file).unwrap();
        for (name, line, length) in functions(&source) {
            if length > MAX_FUNCTION_LINES {
                long.push(format!("{}:{line} {name}: {length} lines", file.display()));
            }
        }
    }
    assert!(long.is_empty(), "functions over {MAX_FUNCTION_LINES} lines:\n{}", long.join("\n"));
}

#[test]
fn no_program_is_over_200_lines() {
    let programs = program_files();
    assert!(programs.len() >= 12, "{programs:?}");
    let long: Vec<String> = programs
        .into_iter()
        .map(|file| (fs::read_to_string(&file).unwrap().lines().count(), file))
        .filter(|(lines, _)| *lines > MAX_PROGRAM_LINES)
        .map(|(lines, file)| format!("{}: {lines} lines", file.display()))
        .collect();
    assert!(long.is_empty(), "programs over {MAX_PROGRAM_LINES} lines:\n{}", long.join("\n"));
}

#[test]
fn the_measure_sees_what_it_should() {
    let source = "fn short() {\n    let s = \"}\"; let c = '{';\n}\n\
                  // fn commented() {\n\
                  fn long<'a>(x: &'a str) -> &'a str {\n    r#\"{\"#;\n\n\n    x\n}\n\
                  trait T { fn declared(&self); }\n";
    let found = functions(source);
    let named = |name: &str| found.iter().find(|f| f.0 == name).map(|f| (f.1, f.2));
    assert_eq!(named("short"), Some((1, 3)));
    assert_eq!(named("long"), Some((5, 6)));
    assert_eq!(named("commented"), None);
    assert_eq!(named("declared"), None);
}
