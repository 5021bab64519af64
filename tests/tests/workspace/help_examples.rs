//! Every program's `--help` examples run as pasted: each line under `Examples:` (its
//! `# comment` left out) exits with status 0 in `sh`, in a folder holding the files the
//! examples name, made from the testdata: `cases.txt` and `expected.txt` (hdu1043),
//! `case.txt` (poj2449), `puzzles.txt`, `puzzle.txt` and `solutions.txt` (sudoku),
//! `board.txt` and `korf.txt` (npuzzle), a `src/` with a Rust file over 4 KiB and a `.log`
//! file (filefind); `bundle`'s run in a crate of their own whose binaries `sol` and
//! `hdu1043` are the abc088d example, with its sample in `testdata/sol/`. GNU parallel is
//! the one `make test` unpacks (`target/parallel`).

use searchlab_tests::programs::{self, workspace_root};
use searchlab_tests::shell::{run_typed, without_comment};
use std::fs;
use std::path::Path;

/// The commands of `help`'s `Examples:` section, without their comments.
fn examples(help: &str) -> Vec<String> {
    let Some(at) = help.find("\nExamples:\n") else { return Vec::new() };
    let section = help[at + "\nExamples:\n".len()..].lines();
    let lines = section.take_while(|line| line.starts_with("  "));
    lines.map(|line| without_comment(line.trim()).to_string()).collect()
}

/// The files the examples name, in `dir`.
fn write_fixtures(dir: &Path) {
    let root = workspace_root();
    let copy = |from: &str, to: &str| fs::copy(root.join(from), dir.join(to)).map(drop).unwrap();
    copy("testdata/hdu1043/sample-1.in", "cases.txt");
    copy("testdata/hdu1043/sample-1.out", "expected.txt");
    copy("testdata/poj2449/sample-1.in", "case.txt");
    let first_lines = |file: &str| {
        let text = fs::read_to_string(root.join(file)).unwrap();
        let lines = text.lines().filter(|line| !line.starts_with('#')).take(3);
        lines.map(|line| format!("{line}\n")).collect::<String>()
    };
    let puzzles = first_lines("testdata/sudoku/17-clue-every-200th.in");
    fs::write(dir.join("puzzles.txt"), &puzzles).unwrap();
    fs::write(dir.join("puzzle.txt"), puzzles.lines().next().unwrap()).unwrap();
    fs::write(dir.join("solutions.txt"), first_lines("testdata/sudoku/17-clue-every-200th.out"))
        .unwrap();
    fs::write(dir.join("board.txt"), "1 2 3 4 5 6 0 7 8\n").unwrap();
    let easy = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n1 2 3 4 5 6 7 8 9 10 0 12 13 14 11 15\n";
    fs::write(dir.join("korf.txt"), easy).unwrap();
    fs::create_dir(dir.join("src")).unwrap();
    copy("src/search/tree.rs", "src/tree.rs");
    fs::write(dir.join("old.log"), "").unwrap();
}

/// A crate of its own in `dir`, as the README's walk-through makes one: binaries `sol` and
/// `hdu1043` on the library, and `sol`'s sample. It builds in the workspace's `target/`
/// (the library built there already), where only `sol` is ever built (`--check` builds the
/// program it checks), so that the judge `hdu1043` there stays the workspace's.
fn write_crate(dir: &Path) {
    let root = workspace_root();
    let manifest = format!(
        "[package]\nname = \"sol\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         [dependencies]\nsearchlab = {{ path = {:?} }}\n",
        root.display().to_string()
    );
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::create_dir_all(dir.join("testdata/sol")).unwrap();
    fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    for bin in ["sol", "hdu1043"] {
        fs::copy(root.join("examples/abc088d.rs"), dir.join(format!("src/bin/{bin}.rs"))).unwrap();
    }
    for end in ["in", "out"] {
        let sample = root.join(format!("examples/testdata/abc088d/sample-1.{end}"));
        fs::copy(sample, dir.join(format!("testdata/sol/sample-1.{end}"))).unwrap();
    }
}

#[cfg(unix)]
#[test]
fn every_programs_help_examples_run_as_pasted() {
    let scratch = tempfile::tempdir().unwrap();
    let (dir, home) = (scratch.path().join("work"), scratch.path().join("home"));
    fs::create_dir_all(&home).unwrap();
    fs::create_dir_all(&dir).unwrap();
    write_fixtures(&dir);
    let crate_dir = scratch.path().join("sol");
    write_crate(&crate_dir);
    let path = [programs::binary_dir(), workspace_root().join("target/parallel/bin")];
    let mut failed = Vec::new();
    let mut count = 0;
    for program in programs::all() {
        let help = programs::run(&program, &["--help"], b"").stdout;
        let examples = examples(&help);
        assert!(!examples.is_empty(), "{program} --help shows no examples");
        let at = if program == "bundle" { &crate_dir } else { &dir };
        for example in examples {
            count += 1;
            let (status, said) = run_typed(&example, at, &path, &home);
            if status != Some(0) {
                failed.push(format!("{program}: `{example}`: exit status {status:?}: {said}"));
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {count} examples failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}
