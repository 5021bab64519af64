//! What the programs say counts things right: no "1 puzzles", "1 library items kept" or
//! "1 threads". A sweep of every program's words: the expected outputs and errors of all
//! testdata (which `testdata.rs` holds the programs to), every `--help`, and runs made to
//! print a count of one where a program prints counts (summaries, `--stats`, limits).

use searchlab_tests::programs::{self, run};
use searchlab_tests::testdata;
use std::fs;

/// The nouns the programs count, plural.
const COUNTED: &[&str] = &[
    "answers",
    "boards",
    "bytes",
    "cases",
    "cells",
    "checks",
    "clues",
    "columns",
    "databases",
    "digits",
    "edges",
    "entries",
    "errors",
    "files",
    "guesses",
    "items",
    "lines",
    "modules",
    "moves",
    "nodes",
    "paths",
    "programs",
    "puzzles",
    "queens",
    "rows",
    "seconds",
    "shards",
    "solutions",
    "squares",
    "states",
    "steps",
    "tables",
    "tasks",
    "threads",
    "tiles",
    "tokens",
    "vertices",
    "walks",
    "warnings",
];

/// Each "1 NOUNs" of `text` (the noun right after the 1, or one word later: "1 library
/// items"), with its line.
fn slips(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || "()[]:;,\"'".contains(c))
            .filter(|word| !word.is_empty())
            .collect();
        for (at, _) in words.iter().enumerate().filter(|(_, &word)| word == "1") {
            let next = words.iter().skip(at + 1).take(2).map(|word| word.trim_end_matches('.'));
            let mut next = next.take_while(|word| !word.starts_with(|c: char| c.is_ascii_digit()));
            if next.any(|word| COUNTED.contains(&word)) {
                found.push(line.to_string());
            }
        }
    }
    found
}

#[test]
fn the_sweep_finds_a_slip_and_passes_right_counts() {
    assert_eq!(slips("solved 1 puzzles on 2 threads").len(), 1);
    assert_eq!(slips("2 library modules, 1 library items kept").len(), 1);
    assert!(slips("solved 1 puzzle on 1 thread; 1 library item kept, 2 left out").is_empty());
    assert!(slips("(1 of 4 tables) case 1: 3 moves, line 1 has 2 tiles").is_empty());
}

#[test]
fn no_testdata_output_or_help_says_1_of_a_plural() {
    let mut said = Vec::new();
    for case in testdata::cases(None) {
        for extension in ["out", "err"] {
            let path = case.input.with_extension(extension);
            if let Ok(text) = fs::read_to_string(&path) {
                said.extend(slips(&text).into_iter().map(|s| format!("{}: {s}", path.display())));
            }
        }
    }
    for program in programs::all() {
        let help = run(&program, &["--help"], b"");
        said.extend(slips(&help.stdout).into_iter().map(|s| format!("{program} --help: {s}")));
    }
    assert!(said.is_empty(), "{}", said.join("\n"));
}

#[test]
fn counts_of_one_are_singular() {
    let one_board = b"1 2 3 4 5 6 7 0 8\n";
    let one_guess =
        b"................12..3..4...........5...26...7..41..........53...2.....4.81.....9.\n";
    let runs = [
        ("npuzzle", vec!["--stats", "--threads", "1"], one_board.to_vec()),
        ("npuzzle", vec!["--algo", "dfs", "--depth", "1"], b"1 2 3 4 5 6 0 7 8\n".to_vec()),
        ("npuzzle", vec!["--size", "3x3"], b"1 2 3\n4 5\n6 7 8 0\n".to_vec()),
        ("npuzzle", vec![], b"5\n".to_vec()),
        ("npuzzle", vec!["--algo", "bfs", "--max-memory", "1"], b"8 6 7 2 5 4 3 0 1\n".to_vec()),
        // A puzzle the logic takes to one guess (issue 64: "(1 guesses)").
        ("sudokugen", vec!["--explain"], one_guess.to_vec()),
        ("sudokugen", vec!["--rate"], one_guess.to_vec()),
    ];
    let mut said = Vec::new();
    for (program, args, input) in &runs {
        let out = run(program, args, input);
        let text = format!("{}{}", out.stdout, out.stderr);
        said.extend(slips(&text).into_iter().map(|s| format!("{program} {args:?}: {s}")));
    }
    // A bundle keeping one library item.
    let work = tempfile::tempdir().unwrap();
    let program = work.path().join("one.rs");
    let source = "fn main() {\n    println!(\"{}\", searchlab::program::counted(2, \"x\"));\n}\n";
    fs::write(&program, source).unwrap();
    let root = programs::workspace_root().to_string_lossy().into_owned();
    let out_dir = work.path().to_string_lossy().into_owned();
    let program = program.to_string_lossy().into_owned();
    let bundle = run("bundle", &["--root", &root, &program, "--out-dir", &out_dir], b"");
    assert_eq!(bundle.status, Some(0), "{}", bundle.stderr);
    assert!(bundle.stderr.contains(" library item kept"), "{}", bundle.stderr);
    said.extend(slips(&bundle.stderr).into_iter().map(|s| format!("bundle: {s}")));
    assert!(said.is_empty(), "{}", said.join("\n"));
}
