//! Crates of one's own, as a contestant makes them (`cargo new`, programs in `src/main.rs`,
//! `src/bin/`, a `[[bin]]` path, a workspace member; the library as `{ path }`,
//! `{ version, path }`, renamed, or from the workspace; editions 2015 to 2024): each program
//! is found by its binary's name and by its file from the crate's root and from `src/`,
//! bundled in its crate's edition, and `--check`ed against right and wrong expected
//! answers. The crates are written at test time; they build in the repository's target
//! folder, where the library is built once.

use bundle::{find_program, Kind};
use searchlab_tests::programs::workspace_root;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Prints the Cantor rank of each permutation of 1..n on stdin, a line each.
const RANKS: &str = r#"use searchlab::perm;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for line in text.lines() {
        let p: Vec<u8> = line.split_whitespace().map(|t| t.parse::<u8>().unwrap() - 1).collect();
        println!("{}", perm::rank(&p));
    }
}
"#;

/// The same in edition 2024's words: a let chain, and the library renamed `sl`.
const RANKS_2024: &str = r#"use sl::perm;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for line in text.lines() {
        if let Some(first) = line.split_whitespace().next()
            && !first.is_empty()
        {
            let p: Vec<u8> = line.split_whitespace().map(|t| t.parse::<u8>().unwrap() - 1).collect();
            println!("{}", perm::rank(&p));
        }
    }
}
"#;

/// The factorials of the numbers on stdin, through a module of the program's own.
const FACTORIALS: &str = "mod helper;\n\nfn main() {\n    helper::each_number(|n| println!(\"{}\", searchlab::perm::factorial(n)));\n}\n";

/// `helper.rs` beside [`FACTORIALS`].
const HELPER: &str = "use std::io::Read;\n\n/// Calls `f` with each number on stdin.\npub fn each_number(mut f: impl FnMut(usize)) {\n    let mut text = String::new();\n    std::io::stdin().read_to_string(&mut text).unwrap();\n    text.split_whitespace().for_each(|t| f(t.parse().unwrap()));\n}\n";

/// The input of every ranking program's cases, its right answer, and a wrong one.
const RANK_CASE: (&str, &str, &str) = ("1 2 3\n3 2 1\n", "0\n5\n", "0\n4\n");

/// The same for the factorials.
const FACTORIAL_CASE: (&str, &str, &str) = ("3\n5\n", "6\n120\n", "6\n121\n");

/// A program of a fixture crate: its binary's name, its file, its code and its case.
struct Bin {
    name: &'static str,
    file: &'static str,
    code: &'static str,
    case: (&'static str, &'static str, &'static str),
}

/// A crate: its folder under the work folder, its manifest, its programs, the package's
/// folder (a workspace's member's) and its edition.
struct Crate {
    folder: &'static str,
    manifest: String,
    bins: Vec<Bin>,
    package: &'static str,
    edition: &'static str,
}

/// The library as the fixture crates name it.
fn library() -> String {
    format!("{:?}", workspace_root().display().to_string())
}

fn manifest(name: &str, edition: &str, dependency: &str, more: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"{edition}\"\n{more}\n[dependencies]\n{dependency}\n"
    )
}

/// The crates: edition 2018 with `{ path }`, 2021 with `{ version, path }` (`cargo add
/// --path`), a `src/bin/NAME/main.rs` with a module and a `[[bin]]` with a path, 2024 with
/// the library renamed, 2015 (`extern crate`), and a member of a virtual workspace that
/// takes the library from the workspace.
fn crates() -> Vec<Crate> {
    let lib = library();
    let ranks = |name, file| Bin { name, file, code: RANKS, case: RANK_CASE };
    let bin2021 = "\n[[bin]]\nname = \"custom\"\npath = \"solutions/custom.rs\"\n";
    let extern_ranks = "extern crate searchlab;\n\n".to_string() + RANKS;
    vec![
        Crate {
            folder: "ed2018",
            manifest: manifest("ed2018", "2018", &format!("searchlab = {{ path = {lib} }}"), ""),
            bins: vec![ranks("ed2018", "src/main.rs"), ranks("two", "src/bin/two.rs")],
            package: "",
            edition: "2018",
        },
        Crate {
            folder: "ed2021",
            manifest: manifest(
                "ed2021",
                "2021",
                &format!("searchlab = {{ version = \"0.1.0\", path = {lib} }}"),
                bin2021,
            ),
            bins: vec![
                ranks("ed2021", "src/main.rs"),
                Bin { name: "fact", file: "src/bin/fact/main.rs", code: FACTORIALS, case: FACTORIAL_CASE },
                ranks("custom", "solutions/custom.rs"),
            ],
            package: "",
            edition: "2021",
        },
        Crate {
            folder: "ed2024",
            manifest: manifest(
                "ed2024",
                "2024",
                &format!("sl = {{ package = \"searchlab\", path = {lib} }}"),
                "",
            ),
            bins: vec![Bin { name: "ed2024", file: "src/main.rs", code: RANKS_2024, case: RANK_CASE }],
            package: "",
            edition: "2024",
        },
        Crate {
            folder: "ed2015",
            manifest: manifest("ed2015", "2015", &format!("searchlab = {{ path = {lib} }}"), ""),
            bins: vec![Bin {
                name: "ed2015",
                file: "src/main.rs",
                code: Box::leak(extern_ranks.into_boxed_str()),
                case: RANK_CASE,
            }],
            package: "",
            edition: "2015",
        },
        Crate {
            folder: "ws",
            manifest: format!(
                "[workspace]\nmembers = [\"members/sol\"]\nresolver = \"2\"\n\n[workspace.dependencies]\nsearchlab = {{ path = {lib} }}\n"
            ),
            bins: vec![ranks("sol", "src/main.rs")],
            package: "members/sol",
            edition: "2021",
        },
    ]
}

/// Writes `krate` into `work`, with each program's cases: `sample-1` right and `sample-2`
/// wrong. Returns the package's folder.
fn write_crate(work: &Path, krate: &Crate) -> PathBuf {
    let root = work.join(krate.folder);
    write(&root.join("Cargo.toml"), &krate.manifest);
    let package = root.join(krate.package);
    if !krate.package.is_empty() {
        let member = manifest("sol", "2021", "searchlab.workspace = true", "");
        write(&package.join("Cargo.toml"), &member);
    }
    for bin in &krate.bins {
        write(&package.join(bin.file), bin.code);
        if bin.code == FACTORIALS {
            write(&package.join(bin.file).with_file_name("helper.rs"), HELPER);
        }
        let cases = package.join("testdata").join(bin.name);
        let (input, right, wrong) = bin.case;
        for (name, output) in [("sample-1", right), ("sample-2", wrong)] {
            write(&cases.join(format!("{name}.in")), input);
            write(&cases.join(format!("{name}.out")), output);
        }
    }
    package
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// `bundle ARGS` run in `dir`, building in the repository's target folder: its exit status
/// and stderr.
fn bundle(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", workspace_root().join("target"))
        .output()
        .unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// Every program of every shape is the same program whether named by its binary's name or
/// by its file, from its package's folder or from `src/` (or, in a workspace, from its
/// root): its file, its edition, its library, the library's name in its code.
#[test]
fn every_program_is_found_by_name_and_by_file_from_anywhere_in_its_crate() {
    let work = tempfile::tempdir().unwrap();
    for krate in crates() {
        let package = write_crate(work.path(), &krate);
        let from_src = package.join("src");
        for bin in &krate.bins {
            let file = package.join(bin.file);
            let relative = |dir: &Path| {
                let up = if dir == from_src { "../" } else { "" };
                format!("{up}{}", bin.file)
            };
            let mut found = Vec::new();
            for dir in [&package, &from_src] {
                found.push(find_program(dir, Some(bin.name), None));
                found.push(find_program(dir, Some(&relative(dir)), None));
            }
            if !krate.package.is_empty() {
                let root = work.path().join(krate.folder);
                found.push(find_program(&root, Some(bin.name), None));
                let from_root = format!("{}/{}", krate.package, bin.file);
                found.push(find_program(&root, Some(&from_root), None));
            }
            for program in found {
                let program = program.unwrap_or_else(|e| panic!("{}: {e}", bin.name));
                let what = format!("{} {}", krate.folder, bin.name);
                assert_eq!(program.name, bin.name, "{what}");
                assert_eq!(
                    fs::canonicalize(&program.file).unwrap(),
                    fs::canonicalize(&file).unwrap()
                );
                assert_eq!(
                    (program.kind, program.edition.as_str()),
                    (Kind::Bin, krate.edition),
                    "{what}"
                );
                assert_eq!(
                    fs::canonicalize(&program.library.root).unwrap(),
                    fs::canonicalize(workspace_root()).unwrap()
                );
                let name = if krate.edition == "2024" { "sl" } else { "searchlab" };
                assert_eq!(program.library.name, name, "{what}");
                assert_eq!(
                    fs::canonicalize(&program.crate_root).unwrap(),
                    fs::canonicalize(&package).unwrap()
                );
            }
        }
    }
}

/// `bundle --all --check` in each crate: every binary bundled into `dist/` at its crate's
/// root in its edition (named in the bundle's first line), compiled under that edition,
/// and judged on its testdata: the right answer AC, the wrong one WA at its first
/// differing line, exit status 1.
#[test]
fn every_crate_shape_is_bundled_in_its_edition_and_judged_on_its_cases() {
    let work = tempfile::tempdir().unwrap();
    let krates: Vec<(Crate, PathBuf)> = crates()
        .into_iter()
        .map(|krate| {
            let at = write_crate(work.path(), &krate);
            (krate, at)
        })
        .collect();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = krates
            .iter()
            .map(|(krate, package)| scope.spawn(move || check_crate(krate, package)))
            .collect();
        runs.into_iter().flat_map(|run| run.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What is wrong with `bundle --all --check` in the package at `package`.
fn check_crate(krate: &Crate, package: &Path) -> Vec<String> {
    let (status, stderr) = bundle(package, &["--all", "--check"]);
    let mut wrong = Vec::new();
    if status != Some(1) {
        wrong.push(format!("{}: exit status {status:?}", krate.folder));
    }
    let edition = krate.edition;
    for bin in &krate.bins {
        let name = bin.name;
        let dist = package.join("dist").join(format!("{name}.rs"));
        let text = fs::read_to_string(&dist).unwrap_or_default();
        let head = text.lines().next().unwrap_or_default();
        if !head.ends_with(&format!("Build: rustc --edition {edition} -O {name}.rs")) {
            wrong.push(format!("{name}: the bundle's first line is {head:?}"));
        }
        let check = format!("bundle: check {name}: ");
        let case = |n: usize| format!("{check}testdata/{name}/sample-{n}.in, edition {edition}: ");
        // Each line as (its start, something further on).
        let expected = [
            (format!("bundle: {name} -> dist/{name}.rs: "), String::new()),
            (format!("{check}rustc "), format!(" --edition {edition} -D warnings: ok")),
            (case(1), "AC in ".to_string()),
            (case(2), "WA: line 2 differs: expected ".to_string()),
            (format!("{check}cases: 1 AC, 1 WA"), String::new()),
        ];
        for (start, further) in expected {
            let found = stderr
                .lines()
                .any(|l| l.starts_with(&start) && l[start.len()..].contains(&further));
            if !found {
                wrong.push(format!("{}: no line `{start}…{further}…` in\n{stderr}", krate.folder));
            }
        }
    }
    wrong
}

/// A crate as `cargo new mysol` makes it today (edition 2024), with the library added, a
/// solution in `src/main.rs` using a let chain, and `src/bin/typeerr.rs` with a type error
/// on its line 9: written into `work`, its folder returned.
fn mysol(work: &Path) -> PathBuf {
    let root = work.join("mysol");
    let dependency = format!("searchlab = {{ path = {} }}", library());
    write(&root.join("Cargo.toml"), &manifest("mysol", "2024", &dependency, ""));
    write(&root.join("src/main.rs"), &RANKS_2024.replace("use sl::", "use searchlab::"));
    let typeerr = "use searchlab::perm;\n\nfn main() {\n    let ranks: Vec<u64> = [[0u8, 1], [1, 0]]\n        .iter()\n        .map(|p| perm::rank(p))\n        .collect();\n    println!(\"{ranks:?}\");\n    let shown: String = perm::rank(&[1, 0]);\n    println!(\"{shown}\");\n}\n";
    write(&root.join("src/bin/typeerr.rs"), typeerr);
    let (input, right, _) = RANK_CASE;
    write(&root.join("testdata/mysol/sample-1.in"), input);
    write(&root.join("testdata/mysol/sample-1.out"), right);
    root
}

/// The first hour of a crate of one's own: a binary named as Cargo names it is found (with
/// `--root` too); a file that is not there, not Rust or a folder, a name that is no binary,
/// and no name where there are several binaries are said to be, with the binaries there
/// are; a manifest Cargo cannot read is said to be; and a program that does not compile is
/// told at its own line with rustc's help, as Cargo tells it.
#[test]
fn programs_are_named_as_cargo_names_them_and_missing_ones_said_so() {
    let work = tempfile::tempdir().unwrap();
    let root = mysol(work.path());
    let (status, stderr) = bundle(&root, &["mysol"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.starts_with("bundle: mysol -> dist/mysol.rs: "), "{stderr}");
    let binaries = "; the binaries here: mysol, typeerr\n";
    let said = [
        (&["src/bin/nosuch.rs"][..], 1, format!("bundle: src/bin/nosuch.rs: no such file or directory{binaries}")),
        (&["Cargo.toml"], 1, format!("bundle: Cargo.toml: not a Rust source file (FILE.rs){binaries}")),
        (&["nosuch"], 2, format!("bundle: no binary or example named 'nosuch'{binaries}Try 'bundle --help' for more information.\n")),
    ];
    let hint = "Try 'bundle --help' for more information.\n";
    let said = said.into_iter().chain([
        (&["src/bin"][..], 1, format!("bundle: src/bin: is a directory{binaries}")),
        (
            &[][..],
            2,
            format!("bundle: name a program: the binaries here are mysol, typeerr\n{hint}"),
        ),
    ]);
    for (args, status, message) in said {
        assert_eq!(bundle(&root, args), (Some(status), message), "{args:?}");
    }
    // A crate Cargo cannot read is said to be, in Cargo's words.
    let broken = work.path().join("broken");
    write(&broken.join("Cargo.toml"), "[package]\nname = \"broken\"\nversion = 1\n");
    write(&broken.join("src/main.rs"), "fn main() {}\n");
    let (status, stderr) = bundle(&broken, &["broken"]);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(stderr.starts_with("bundle: cargo metadata: ") && stderr.contains("version"));
    assert!(stderr.lines().count() == 1, "{stderr}");
    let library = workspace_root().display().to_string();
    for args in [&["typeerr"][..], &["--root", &library, "typeerr"]] {
        let (status, stderr) = bundle(&root, args);
        assert_eq!(status, Some(1), "{stderr}");
        let mut lines = stderr.lines();
        assert_eq!(
            lines.next(),
            Some("bundle: src/bin/typeerr.rs:9:25: error[E0308]: mismatched types")
        );
        assert_eq!(lines.next(), Some(" --> src/bin/typeerr.rs:9:25"), "{stderr}");
        assert!(
            stderr.contains("help: try using a conversion method")
                && stderr.contains(".to_string()")
        );
    }
    assert!(!root.join("dist/typeerr.rs").exists());
}

/// The crate's edition is the bundle's: a let chain (2024) is bundled, named in the first
/// line and checked under 2024; `--edition 2021` makes a bundle for 2021, which rustc
/// refuses, told at the program's line with the bundle's beside it.
#[test]
fn the_crates_edition_is_the_bundles_unless_another_is_asked_for() {
    let work = tempfile::tempdir().unwrap();
    let root = mysol(work.path());
    let (status, stderr) = bundle(&root, &["src/main.rs", "--check", "--editions", "2024"]);
    assert_eq!(status, Some(0), "{stderr}");
    let head = fs::read_to_string(root.join("dist/mysol.rs")).unwrap();
    assert!(head.lines().next().unwrap().ends_with("Build: rustc --edition 2024 -O mysol.rs"));
    assert!(stderr.contains("testdata/mysol/sample-1.in, edition 2024: AC in "), "{stderr}");
    let (status, stderr) = bundle(&root, &["mysol", "--edition", "2021", "-o", "-"]);
    assert_eq!(status, Some(1), "{stderr}");
    let first = stderr.lines().next().unwrap();
    let expected = "bundle: src/main.rs:8:12: error[E0658]: `let` expressions in this position are unstable (in the bundle: mysol.rs:";
    let chains = "bundle: src/main.rs:8:12: error: let chains are only allowed in Rust 2024 or later (in the bundle: mysol.rs:";
    assert!(first.starts_with(expected) || first.starts_with(chains), "{stderr}");
}

/// Under `--check`, a warning of the program's (which rustc denies in a bundle) is told at
/// the program's line, with the bundle's line and rustc's help.
#[test]
fn a_warning_under_check_is_told_at_the_programs_line() {
    let work = tempfile::tempdir().unwrap();
    let root = mysol(work.path());
    let warny = "use searchlab::perm;\n\nfn main() {\n    let unused = 3;\n    println!(\"{}\", perm::rank(&[1, 0]));\n}\n";
    write(&root.join("src/bin/warny.rs"), warny);
    write(&root.join("testdata/warny/sample-1.in"), "");
    write(&root.join("testdata/warny/sample-1.out"), "1\n");
    let (status, stderr) = bundle(&root.join("src"), &["warny", "--check"]);
    assert_eq!(status, Some(1), "{stderr}");
    let failed = "bundle: check warny: rustc ";
    let told = " --edition 2024 -D warnings: FAILED: bin/warny.rs:4:9: error: unused variable: `unused` (in the bundle: ../dist/warny.rs:";
    let line = stderr.lines().find(|l| l.starts_with(failed)).unwrap_or_default();
    assert!(line.contains(told), "{stderr}");
    assert!(
        stderr.contains("help: if this is intentional, prefix it with an underscore: `_unused`")
    );
}

/// A library path that names nothing, in a crate's program: its line, and where the
/// library's CHANGELOG.md says it went.
#[test]
fn a_moved_library_path_is_told_where_it_went() {
    let work = tempfile::tempdir().unwrap();
    let root = mysol(work.path());
    let moved = "use searchlab::tiles::Board;\n\nfn main() {\n    println!(\"{}\", Board::<3, 9>::solved().is_solved());\n}\n";
    write(&root.join("src/bin/moved.rs"), moved);
    let (status, stderr) = bundle(&root, &["moved"]);
    assert_eq!(status, Some(1), "{stderr}");
    let said = "bundle: src/bin/moved.rs:1:23: `searchlab::tiles::Board` names nothing: there is no `Board` in `searchlab::tiles`; did you mean `searchlab::tiles::fixed::Board` (CHANGELOG.md: moved there)";
    assert!(stderr.starts_with(said), "{stderr}");
}

/// `--judge CMD` judges the answers (`CMD INPUT OUTPUT EXPECTED`, exit status 0 accepts)
/// and `--time-limit` stops a program that runs too long (TLE).
#[test]
fn answers_are_judged_by_a_command_and_slow_ones_stopped() {
    let work = tempfile::tempdir().unwrap();
    let root = mysol(work.path());
    let (input, _, _) = RANK_CASE;
    write(&root.join("testdata/mysol/sample-2.in"), input);
    write(&root.join("testdata/mysol/sample-2.out"), "9\n9\n");
    // Two lines, whatever they say: both cases pass.
    let judge = "sh -c '[ \"$(wc -l < \"$2\")\" = \"$(wc -l < \"$3\")\" ]' judge";
    let (status, stderr) = bundle(&root, &["mysol", "--check", "--judge", judge]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.contains("bundle: check mysol: cases: 2 AC"), "{stderr}");
    let slow = "fn main() {\n    std::thread::sleep(std::time::Duration::from_secs(30));\n    println!(\"{}\", searchlab::perm::rank(&[0]));\n}\n";
    write(&root.join("src/bin/slow.rs"), slow);
    write(&root.join("testdata/slow/sample-1.in"), "");
    write(&root.join("testdata/slow/sample-1.out"), "0\n");
    let (status, stderr) = bundle(&root, &["slow", "--check", "--time-limit", "1"]);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.contains("testdata/slow/sample-1.in, edition 2024: TLE: stopped after "),
        "{stderr}"
    );
}

/// A small library named searchlab, in its own folder: `perm::rank` as the real one's.
fn small_library(dir: &Path) {
    write(&dir.join("Cargo.toml"), &manifest("searchlab", "2021", "", ""));
    let lib = "pub mod perm {\n    /// The Cantor rank of `p`.\n    pub fn rank(p: &[u8]) -> u64 {\n        let mut rank = 0;\n        for i in 0..p.len() {\n            let smaller = p[i + 1..].iter().filter(|&&q| q < p[i]).count() as u64;\n            rank = rank * (p.len() - i) as u64 + smaller;\n        }\n        rank\n    }\n}\n";
    write(&dir.join("src/lib.rs"), lib);
}

/// Nothing is written outside the crate: run from `src/`, the bundle goes to `dist/` at the
/// crate's root and the builds to its own `target/`, and the library's folder is left as
/// it was (a checkout that cannot be written works).
#[test]
fn nothing_is_written_outside_the_crate() {
    let work = tempfile::tempdir().unwrap();
    let library = work.path().join("library");
    small_library(&library);
    let root = work.path().join("sol");
    let dependency = format!("searchlab = {{ path = {:?} }}", library.display().to_string());
    write(&root.join("Cargo.toml"), &manifest("sol", "2021", &dependency, ""));
    write(&root.join("src/main.rs"), RANKS);
    let (input, right, _) = RANK_CASE;
    write(&root.join("testdata/sol/sample-1.in"), input);
    write(&root.join("testdata/sol/sample-1.out"), right);
    let listing = |dir: &Path| {
        let mut files: Vec<PathBuf> = walk(dir);
        files.sort();
        files
    };
    let before = listing(&library);
    let output = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["main.rs", "--check"])
        .current_dir(root.join("src"))
        .env_remove("CARGO_TARGET_DIR")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert_eq!(listing(&library), before, "the library's folder changed");
    assert!(root.join("dist/sol.rs").is_file() && !root.join("src/dist").exists());
    assert!(root.join("target/bundle-check/sol").is_dir() && root.join("target/release").is_dir());
}

/// Every file under `dir`.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        match path.is_dir() {
            true => files.extend(walk(&path)),
            false => files.push(path),
        }
    }
    files
}
