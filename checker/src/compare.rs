//! The line-by-line comparison most programs' answers are judged by.

/// The lines of `text` for comparison: trailing spaces and tabs dropped, and one final
/// newline forgiven.
fn comparable_lines(text: &str) -> Vec<&str> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    if text.is_empty() {
        return Vec::new();
    }
    body.split('\n').map(|line| line.trim_end_matches([' ', '\t', '\r'])).collect()
}

/// `Ok` when `got` equals `expected` line by line, forgiving trailing spaces and tabs and
/// one final newline; otherwise the first differing line with both versions. Cost: linear.
pub fn compare_exact(expected: &str, got: &str) -> Result<(), String> {
    let expected = comparable_lines(expected);
    let got = comparable_lines(got);
    for i in 0..expected.len().max(got.len()) {
        let (e, g) = (expected.get(i), got.get(i));
        if e != g {
            let show =
                |line: Option<&&str>| line.map_or("<no line>".to_string(), |l| format!("{l:?}"));
            return Err(format!("line {} differs: expected {}, got {}", i + 1, show(e), show(g)));
        }
    }
    Ok(())
}
