//! The programs the checker knows and the checker of each.

use crate::compare::compare_exact;

/// A checker decides whether `got` is a right answer to `input`, given one right answer
/// `expected` (`None` only for the programs of [`SOLVES_ITSELF`]); `Err` says why not.
pub type Checker = fn(input: &str, expected: Option<&str>, got: &str) -> Result<(), String>;

/// The programs whose answers the checker can judge without an expected answer: it knows
/// the shortest length itself (hdu1043: a BFS of the 8-puzzle; npuzzle: its own IDA*).
pub const SOLVES_ITSELF: &[&str] = &["hdu1043", "npuzzle"];

/// The names [`for_program`] knows: the judge programs, the examples, and `exact` (the
/// line comparison, for a program of your own), sorted.
pub const PROGRAMS: &[&str] = &[
    "abc088d",
    "abc176d",
    "abc211d",
    "abc218e",
    "abc223d",
    "alpc_d",
    "alpc_e",
    "alpc_h",
    "exact",
    "hdu1043",
    "hdu3567",
    "knight",
    "kshortest",
    "lightoj_15_puzzle",
    "luogu1379",
    "npuzzle",
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
/// assert!(checker::for_program("exact").unwrap()("", Some("7\n"), "7").is_ok());
/// assert!(checker::for_program("hdu1034").is_none());
/// ```
pub fn for_program(prog: &str) -> Option<Checker> {
    if !PROGRAMS.contains(&prog) {
        return None;
    }
    Some(special(prog).unwrap_or(|_, expected, got| compare_exact(expected.unwrap_or(""), got)))
}

/// The checker of a program that has several right answers per input, if `prog` is one.
pub fn special(prog: &str) -> Option<Checker> {
    match prog {
        "hdu1043" => Some(crate::eight::check_hdu1043),
        "npuzzle" => Some(crate::sliding::check_npuzzle),
        "sudoku" => Some(crate::sudoku::check_sudoku),
        "alpc_d" => Some(crate::alpc::check_alpc_d),
        "alpc_e" => Some(crate::alpc::check_alpc_e),
        "alpc_h" => Some(crate::alpc::check_alpc_h),
        _ => None,
    }
}
