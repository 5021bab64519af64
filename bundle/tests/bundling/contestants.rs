//! Contestants' programs on searchlab itself, written the way they are written at a
//! contest: each bundles to a file that compiles without a warning under Rust 1.63 (the
//! oldest judge compiler tested) and the current stable, and answers as the Cargo build
//! would; an import the program no longer uses costs the bundle nothing; a program that
//! does not compile is refused with one line and no file.

use searchlab_tests::programs::workspace_root;
use searchlab_tests::run::run_path;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Reads 9×9 grids, one number a cell with spaces between them, and prints each solved.
const SPACED_GRID: &str = r#"use searchlab::sudoku::Grid;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let cells: Vec<u8> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    for puzzle in cells.chunks(81) {
        let grid = Grid { size: 9, cells: puzzle.to_vec() };
        let solved = grid.solve(1).solution.unwrap();
        for row in solved.chunks(9) {
            let row: Vec<String> = row.iter().map(|d| d.to_string()).collect();
            println!("{}", row.join(" "));
        }
    }
}
"#;

/// The knight's fewest moves by BFS; the `dijkstra` import is left from an earlier try.
const STALE_IMPORT: &str = r#"use searchlab::search::{bfs, dijkstra};

fn main() {
    let jumps = |&(x, y): &(i32, i32)| {
        let steps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
        let to = steps.iter().map(move |(dx, dy)| (x + dx, y + dy));
        to.filter(|&(a, b)| (0..8).contains(&a) && (0..8).contains(&b))
            .collect::<Vec<_>>()
    };
    let found = bfs((0, 0), jumps, |&at| at == (7, 7)).unwrap();
    println!("{}", found.cost);
}
"#;

/// A program with a type error.
const TYPE_ERROR: &str = "use searchlab::perm;\n\nfn main() {\n    let n: u32 = perm::rank(&[1, 0]);\n    println!(\"{n}\");\n}\n";

/// `source` written as `dir/NAME.rs`, bundled with the repository's library into
/// `dir/NAME.bundle.rs`: the path of the bundle, or `bundle`'s status and stderr.
fn bundle(dir: &Path, name: &str, source: &str) -> Result<PathBuf, (Option<i32>, String)> {
    let program = dir.join(format!("{name}.rs"));
    std::fs::write(&program, source).unwrap();
    let bundled = dir.join(format!("{name}_bundle.rs"));
    let output = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(workspace_root())
        .arg(&program)
        .arg("-o")
        .arg(&bundled)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    match output.status.success() {
        true => Ok(bundled),
        false => Err((output.status.code(), stderr)),
    }
}

/// Compiles `source` with `rustc` under `edition`, warnings denied, into `exe`.
fn compile(rustc: &Path, source: &Path, edition: &str, exe: &Path) {
    let output = Command::new(rustc)
        .args(["--edition", edition, "-D", "warnings", "-O", "--crate-name", "solution"])
        .arg(source)
        .arg("-o")
        .arg(exe)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success() && stderr.is_empty(), "{}: {stderr}", rustc.display());
}

/// Rust 1.63, which `make test` unpacks into `target/rust-1.63/`.
fn old_rustc() -> PathBuf {
    let rustc = workspace_root().join("target/rust-1.63/rustc");
    assert!(rustc.exists(), "{} is missing: `make test` unpacks it", rustc.display());
    rustc
}

#[test]
fn contestants_programs_compile_without_a_warning_on_old_and_new_rust() {
    let work = tempfile::tempdir().unwrap();
    let puzzle = concat!(
        "5 3 0 0 7 0 0 0 0 6 0 0 1 9 5 0 0 0 0 9 8 0 0 0 0 6 0 ",
        "8 0 0 0 6 0 0 0 3 4 0 0 8 0 3 0 0 1 7 0 0 0 2 0 0 0 6 ",
        "0 6 0 0 0 0 2 8 0 0 0 0 4 1 9 0 0 5 0 0 0 0 8 0 0 7 9\n",
    );
    for (name, source, input, first_line) in
        [("spaced", SPACED_GRID, puzzle, "5 3 4 6 7 8 9 1 2"), ("knight", STALE_IMPORT, "", "6")]
    {
        let bundled = bundle(work.path(), name, source).unwrap_or_else(|e| panic!("{e:?}"));
        for (rustc, edition) in [
            (old_rustc(), "2018"),
            (old_rustc(), "2021"),
            (PathBuf::from("rustc"), "2021"),
            (PathBuf::from("rustc"), "2024"),
        ] {
            let exe = work.path().join(format!("{name}-{edition}"));
            compile(&rustc, &bundled, edition, &exe);
            let run = run_path(&exe, &[], input.as_bytes());
            assert_eq!(run.stdout.lines().next(), Some(first_line), "{name}");
        }
    }
}

/// The import of `dijkstra` that the program no longer calls reaches nothing: the bundle is
/// the one of the program without it, byte for byte (but the first line, which names the
/// files).
#[test]
fn a_stale_import_costs_nothing() {
    let work = tempfile::tempdir().unwrap();
    let stale = bundle(work.path(), "stale", STALE_IMPORT).unwrap();
    let without = STALE_IMPORT.replace("{bfs, dijkstra}", "bfs");
    let fresh = bundle(work.path(), "fresh", &without).unwrap();
    let body = |file: &Path| {
        let text = std::fs::read_to_string(file).unwrap();
        text.split_once('\n').unwrap().1.to_string()
    };
    assert_eq!(body(&stale), body(&fresh));
    assert!(!body(&stale).contains("dijkstra"));
}

/// A type error is told as Cargo and rustc tell it: at the program's own line and column,
/// with rustc's rendering and its help, and no file is written.
#[test]
fn a_program_that_does_not_compile_is_refused_at_its_line() {
    let work = tempfile::tempdir().unwrap();
    let (status, stderr) = bundle(work.path(), "broken", TYPE_ERROR).unwrap_err();
    assert_eq!(status, Some(1));
    let program = work.path().join("broken.rs");
    // (The file as bundle shows it: from the current folder, or whole.)
    let first = format!("bundle: {}:4:18: error[E0308]: mismatched types", bundle::shown(&program));
    assert_eq!(stderr.lines().next(), Some(first.as_str()), "{stderr}");
    assert!(stderr.contains("help: you can convert a `u64` to a `u32`"), "{stderr}");
    assert!(!work.path().join("broken_bundle.rs").exists());
}

/// A path into the library that names nothing: the program's file, line and column, and
/// the paths it may have meant (the library's CHANGELOG.md says where `tiles::Board` went).
#[test]
fn a_library_path_that_names_nothing_is_refused_naming_it() {
    let work = tempfile::tempdir().unwrap();
    let source = "use searchlab::perm::no_such_item;\n\nfn main() {\n    no_such_item();\n}\n";
    let (status, stderr) = bundle(work.path(), "missing", source).unwrap_err();
    assert_eq!(status, Some(1));
    let program = work.path().join("missing.rs");
    let expected = format!(
        "bundle: {}:1:22: `searchlab::perm::no_such_item` names nothing: there is no `no_such_item` in `searchlab::perm`\n",
        bundle::shown(&program)
    );
    assert_eq!(stderr, expected);
    let cases = [
        (
            "use searchlab::tiles::Board;\n\nfn main() {\n    let _ = Board::solved();\n}\n",
            "1:23: `searchlab::tiles::Board` names nothing: there is no `Board` in `searchlab::tiles`; did you mean `searchlab::tiles::fixed::Board` (CHANGELOG.md: moved there)?",
        ),
        (
            "fn main() {\n    let n = searchlab::perm::rnak(&[1, 0]);\n    println!(\"{n}\");\n}\n",
            "2:30: `searchlab::perm::rnak` names nothing: there is no `rnak` in `searchlab::perm`; did you mean `searchlab::perm::rank`?",
        ),
    ];
    for (source, said) in cases {
        let (status, stderr) = bundle(work.path(), "meant", source).unwrap_err();
        assert_eq!(status, Some(1));
        let expected = format!("bundle: {}:{said}\n", bundle::shown(&work.path().join("meant.rs")));
        assert_eq!(stderr, expected);
    }
}
