//! The line-by-line comparison most programs' answers are judged by, and the count of
//! answer lines the checkers of one line a case expect.

use searchlab::program::counted;

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

/// The answer lines of `got` and of `expected` (when given), trailing spaces dropped, if
/// each holds one line per unit of the input, `units` of them; otherwise what the counts
/// are: `3 boards read, 2 lines printed, 3 lines expected`, the units as `read` says them.
pub(crate) fn one_line_each<'a>(
    (units, read): (usize, &str),
    got: &'a str,
    expected: Option<&'a str>,
) -> Result<(Vec<&'a str>, Option<Vec<&'a str>>), String> {
    let got: Vec<&str> = got.lines().map(str::trim_end).collect();
    let expected: Option<Vec<&str>> = expected.map(|e| e.lines().map(str::trim_end).collect());
    let lines = [Some(got.len()), expected.as_ref().map(Vec::len)];
    if lines.iter().flatten().all(|&count| count == units) {
        return Ok((got, expected));
    }
    let mut counts = format!("{read}, {} printed", counted(got.len(), "line"));
    if let Some(expected) = &expected {
        counts += &format!(", {} expected", counted(expected.len(), "line"));
    }
    Err(counts)
}
