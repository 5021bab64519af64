//! The shape a reviewer checks first, in every package of the workspace: no function in a
//! `src` folder over 80 lines, no program's main file over 200 lines (the programs parse,
//! call the library and print).

use searchlab_tests::programs;
use std::fs;
use std::path::{Path, PathBuf};

/// The longest function body, in lines from its `fn` line to its closing brace.
const MAX_FUNCTION_LINES: usize = 80;
/// The longest program file.
const MAX_PROGRAM_LINES: usize = 200;

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension() == Some("rs".as_ref()) {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The source with comments, string and character literals blanked (line ends kept), so
/// that only code braces are left to count.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let skip_to = if rest.starts_with(&['/', '/']) {
            rest.iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |p| i + p)
        } else if rest.starts_with(&['/', '*']) {
            (i + 2..chars.len() - 1)
                .find(|&j| chars[j] == '*' && chars[j + 1] == '/')
                .map_or(chars.len(), |j| j + 2)
        } else if let Some(end) = raw_string_end(&chars, i) {
            end
        } else if chars[i] == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            j + 1
        } else if chars[i] == '\'' && char_literal_end(&chars, i).is_some() {
            char_literal_end(&chars, i).unwrap()
        } else {
            out.push(chars[i]);
            i += 1;
            continue;
        };
        let skipped = skip_to.min(chars.len());
        out.extend(chars[i..skipped].iter().filter(|&&c| c == '\n'));
        i = skipped;
    }
    out
}

/// Where the raw string starting at `i` (`r"…"`, `r#"…"#`, `br"…"`) ends, if one does.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let start = if chars[i] == 'b' { i + 1 } else { i };
    let before_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    if !before_ok || chars.get(start) != Some(&'r') {
        return None;
    }
    let hashes = chars[start + 1..].iter().take_while(|&&c| c == '#').count();
    if chars.get(start + 1 + hashes) != Some(&'"') {
        return None;
    }
    let body = start + 2 + hashes;
    (body..chars.len())
        .find(|&j| chars[j] == '"' && chars[j + 1..].iter().take(hashes).all(|&c| c == '#'))
        .map(|j| j + 1 + hashes)
}

/// Where the character literal starting at `i` ends (`'a'`, `'\n'`, `'\u{1F600}'`); `None`
/// for a lifetime (`'a`).
fn char_literal_end(chars: &[char], i: usize) -> Option<usize> {
    if chars.get(i + 1) == Some(&'\\') {
        return (i + 3..chars.len())
            .find(|&j| chars[j] == '\'')
            .map(|j| j + 1);
    }
    (chars.get(i + 2) == Some(&'\'')).then_some(i + 3)
}

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
    programs::members()
        .iter()
        .map(|member| root.join(member).join("src"))
        .collect()
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
            let main = if path.is_dir() {
                path.join("main.rs")
            } else {
                path
            };
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
    assert!(
        long.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines:\n{}",
        long.join("\n")
    );
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
    assert!(
        long.is_empty(),
        "programs over {MAX_PROGRAM_LINES} lines:\n{}",
        long.join("\n")
    );
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
