//! The programs the checker knows, the checker of each, and the line-by-line comparison
//! most of them use.

/// A checker decides whether `got` is a right answer to `input`, given one right answer
/// `expected`; `Err` says why not.
pub type Checker = fn(input: &str, expected: &str, got: &str) -> Result<(), String>;

/// The names [`for_program`] knows: the judge programs, the examples, and `exact` (the
/// line comparison, for a program of your own), sorted.
pub const PROGRAMS: &[&str] = &[
    "abc088d",
    "abc176d",
    "abc211d",
    "exact",
    "hdu1043",
    "hdu3567",
    "knight",
    "kshortest",
    "lightoj_15_puzzle",
    "luogu1379",
    "poj2186",
    "poj2449",
    "poj3134",
    "queens",
    "sudoku",
    "uva10181",
    "uva10603",
    "yen_routes",
];

/// The checker for program `prog`: its own if it has several right answers, otherwise
/// [`compare_exact`]; `None` for a name not in [`PROGRAMS`] (a typo must not be judged by
/// the wrong rule). Cost: that of the checker (hdu1043: one BFS over the 9!/2 states, once
/// per process, then linear in the output).
///
/// ```
/// assert!(checker::for_program("hdu1043").is_some());
/// assert!(checker::for_program("exact").unwrap()("", "7\n", "7").is_ok());
/// assert!(checker::for_program("hdu1034").is_none());
/// ```
pub fn for_program(prog: &str) -> Option<Checker> {
    if !PROGRAMS.contains(&prog) {
        return None;
    }
    Some(special(prog).unwrap_or(|_, expected, got| compare_exact(expected, got)))
}

/// The checker of a program that has several right answers per input, if `prog` is one.
pub fn special(prog: &str) -> Option<Checker> {
    match prog {
        "hdu1043" => Some(crate::eight::check_hdu1043),
        _ => None,
    }
}

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
