//! Reading the workspace's Rust sources as text, for the tests that hold its shape: the
//! files of a folder, and a file's code with its comments and literals blanked.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
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
pub fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let skip_to = if rest.starts_with(&['/', '/']) {
            rest.iter().position(|&c| c == '\n').map_or(chars.len(), |p| i + p)
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
        return (i + 3..chars.len()).find(|&j| chars[j] == '\'').map(|j| j + 1);
    }
    (chars.get(i + 2) == Some(&'\'')).then_some(i + 3)
}

/// The code of `source` before its test module (`#[cfg(test)]` at the start of a line),
/// with comments and literals blanked ([`code_only`]). Cost: O(source).
pub fn code_before_tests(source: &str) -> String {
    let end = source.find("\n#[cfg(test)]").unwrap_or(source.len());
    code_only(&source[..end])
}
