//! The bundler: on made-up crates (module graph, `use` resolution, macros, refusals) and on
//! every real judge program, whose bundle must compile with plain rustc without warnings
//! and behave exactly like the Cargo build on every testdata file.

use crate::package::bundle_named;
use bundle::{Error, Options};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A made-up crate `my-lib` (library `my_lib`) with nested folders, glob imports and
/// re-exports, macros used across modules, test-only code, an unused module and a module
/// that uses the `fxhash` crate, plus three programs.
const MADE_UP: &[(&str, &str)] = &[
    (
        "Cargo.toml",
        "[package]\nname = \"my-lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nfxhash = \"0.2\"\n",
    ),
    (
        "src/lib.rs",
        "//! A made-up library.\n#[macro_use]\nmod macros;\npub mod counting;\npub mod fast;\npub mod geo;\npub mod unused;\n\npub use geo::shapes::Circle;\npub use unused::Nothing;\n",
    ),
    (
        "src/macros.rs",
        "macro_rules! square {\n    ($x:expr) => {\n        $x * $x\n    };\n}\n\n#[macro_export]\nmacro_rules! twice {\n    ($x:expr) => {\n        $crate::counting::double($x)\n    };\n}\n",
    ),
    (
        "src/counting.rs",
        "/// Twice `x`.\npub fn double(x: u64) -> u64 {\n    x * 2\n}\n\n#[cfg(test)]\nmod tests;\n",
    ),
    ("src/unused.rs", "pub struct Nothing;\n"),
    (
        "src/fast.rs",
        "use fxhash::FxHashMap;\n\npub fn distinct(words: &[&str]) -> usize {\n    let mut seen: FxHashMap<&str, usize> = FxHashMap::default();\n    for w in words {\n        *seen.entry(w).or_default() += 1;\n    }\n    seen.len()\n}\n",
    ),
    ("src/geo/mod.rs", "pub mod shapes;\nmod util;\n\npub(crate) use self::util::*;\n"),
    (
        "src/geo/util.rs",
        "pub(crate) fn area_of_square(side: f64) -> f64 {\n    square!(side)\n}\n\npub(in crate::geo) const PI: f64 = 3.0;\n\n#[test]\nfn squares() {\n    assert_eq!(area_of_square(2.0), 4.0);\n}\n",
    ),
    ("src/geo/shapes.rs", "mod circle;\n\npub use circle::Circle;\n"),
    (
        "src/geo/shapes/circle.rs",
        "use super::super::*;\n\npub struct Circle {\n    pub r: f64,\n}\n\nimpl Circle {\n    pub fn area(&self) -> f64 {\n        PI * area_of_square(self.r)\n    }\n}\n",
    ),
    (
        "src/bin/shapes.rs",
        "use my_lib::Circle;\n\n/// The area of a circle.\nfn main() {\n    // Of radius 2.\n    let c = Circle { r: 2.0 };\n    println!(\"{} {}\", c.area(), my_lib::twice!(21));\n}\n",
    ),
    (
        "src/bin/fast.rs",
        "fn main() {\n    println!(\"{}\", my_lib::fast::distinct(&[\"a\", \"b\", \"a\"]));\n}\n",
    ),
    (
        "src/bin/paths/main.rs",
        "mod helper;\n\nuse helper::greet;\n\nfn answer() -> u32 {\n    42\n}\n\nfn main() {\n    println!(\"{}\", greet());\n    println!(\"{}\", ::my_lib::geo::shapes::Circle { r: 1.0 }.area());\n}\n",
    ),
    (
        "src/bin/paths/helper.rs",
        "pub fn greet() -> String {\n    format!(\"hi {} {}\", crate::answer(), my_lib::counting::double(1))\n}\n",
    ),
];

fn made_up_crate(extra: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (path, text) in MADE_UP.iter().chain(extra) {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

/// Compiles `source` with plain rustc; returns the executable, or rustc's complaints.
/// Any output from rustc (a warning included) counts as a failure.
fn rustc(source: &Path, edition: &str, optimize: bool) -> Result<PathBuf, String> {
    let exe = source.with_extension(format!("{edition}{}", std::env::consts::EXE_SUFFIX));
    let mut command = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()));
    command.args(["--edition", edition]).arg(source).arg("-o").arg(&exe);
    if optimize {
        command.arg("-O");
    }
    let output = command.output().expect("rustc runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if output.status.success() && stderr.trim().is_empty() {
        Ok(exe)
    } else {
        Err(format!("rustc --edition {edition} {}:\n{stderr}", source.display()))
    }
}

fn bundle_to_file(
    root: &Path,
    name: &str,
    options: Options,
    dir: &Path,
) -> (bundle::Bundle, PathBuf) {
    let bundled =
        bundle_named(root, name, options).unwrap_or_else(|e| panic!("bundle {name}: {e}"));
    let path = dir.join(format!("{name}.rs"));
    fs::write(&path, &bundled.source).unwrap();
    (bundled, path)
}

fn run(exe: &Path) -> String {
    let output = Command::new(exe).output().expect("the bundle runs");
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn only_needed_modules_are_inlined() {
    let krate = made_up_crate(&[]);
    let bundled = bundle_named(krate.path(), "shapes", Options::default()).unwrap();
    let expected = [
        "my_lib",
        "my_lib::counting",
        "my_lib::geo",
        "my_lib::geo::shapes",
        "my_lib::geo::shapes::circle",
        "my_lib::geo::util",
        "my_lib::macros",
    ];
    assert_eq!(bundled.modules, expected);
    // Left out: the unused module (though re-exported), the fxhash module, test code.
    for absent in
        ["Nothing", "FxHashMap", "mod unused", "mod fast", "fn squares", "mod tests", "cfg(test)"]
    {
        assert!(!bundled.source.contains(absent), "{absent} in the bundle");
    }
    let paths = bundle_named(krate.path(), "paths", Options::default()).unwrap();
    // The circle's area squares through `square!`, so the macros come along.
    for needed in ["my_lib::counting", "my_lib::geo::util", "my_lib::macros"] {
        assert!(paths.modules.contains(&needed.to_string()), "{needed}: {:?}", paths.modules);
    }
    for absent in ["my_lib::fast", "my_lib::unused"] {
        assert!(!paths.modules.contains(&absent.to_string()), "{absent}: {:?}", paths.modules);
    }
}

#[test]
fn made_up_bundles_compile_cleanly_and_run() {
    let krate = made_up_crate(&[]);
    let out = tempfile::tempdir().unwrap();
    for (name, expected) in [("shapes", "12 42\n"), ("paths", "hi 42 2\n3\n")] {
        for keep_docs in [false, true] {
            let (_, source) = bundle_to_file(
                krate.path(),
                name,
                Options { keep_docs, ..Options::default() },
                out.path(),
            );
            for edition in ["2021", "2024"] {
                let exe = rustc(&source, edition, false).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(run(&exe), expected, "{name} --edition {edition}");
            }
        }
    }
}

#[test]
fn doc_comments_are_left_out_unless_kept() {
    let krate = made_up_crate(&[]);
    let with =
        bundle_named(krate.path(), "shapes", Options { keep_docs: true, ..Options::default() })
            .unwrap();
    let without = bundle_named(krate.path(), "shapes", Options::default()).unwrap();
    assert!(
        with.source.contains("/// Twice `x`.") && with.source.contains("//! A made-up library.")
    );
    // The program's own comments stay with the docs, as written.
    assert!(
        with.source.contains("/// The area of a circle.\nfn main() {\n\t// Of radius 2.\n"),
        "{}",
        with.source
    );
    assert!(!without.source.contains("//!") && !without.source.contains("Of radius"));
    assert_eq!(without.source.matches("//").count(), 1, "the first line only");
    assert!(without.source.len() < with.source.len());
}

/// The first line says how to build the bundle as it is written: `-o` names the file.
#[test]
fn the_build_line_names_the_file_written() {
    let krate = made_up_crate(&[]);
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("submit_me.rs");
    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(krate.path())
        .args(["shapes", "-o"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(cli.status.success(), "{}", String::from_utf8_lossy(&cli.stderr));
    let text = fs::read_to_string(&file).unwrap();
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("// src/bin/shapes.rs and the library items"), "{first}");
    assert!(first.ends_with("Build: rustc --edition 2021 -O submit_me.rs"), "{first}");
}

/// Several programs are bundled side by side but reported in the order given: one that
/// cannot be bundled is said in its place, the others are still written, and the exit
/// status is the failure's.
#[test]
fn several_programs_are_reported_in_order_past_a_failure() {
    let krate = made_up_crate(&[]);
    let out = tempfile::tempdir().unwrap();
    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(krate.path())
        .args(["shapes", "no_such_program", "paths", "--out-dir"])
        .arg(out.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&cli.stderr);
    let said: Vec<&str> = stderr.lines().collect();
    assert!(said[0].starts_with("bundle: shapes -> "), "{stderr}");
    assert!(
        said[1].starts_with("bundle: no binary or example named 'no_such_program'"),
        "{stderr}"
    );
    assert!(said.last().unwrap().starts_with("bundle: paths -> "), "{stderr}");
    assert_eq!(cli.status.code(), Some(2), "{stderr}");
    assert!(out.path().join("shapes.rs").is_file() && out.path().join("paths.rs").is_file());
}

/// `--check` of a program without testdata says where it looked, and fails.
#[test]
fn check_without_testdata_says_where_it_looked() {
    let krate = made_up_crate(&[]);
    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(krate.path())
        .args(["shapes", "--check", "--editions", "2021", "--out-dir"])
        .arg(krate.path().join("dist"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&cli.stderr);
    assert_eq!(cli.status.code(), Some(1), "{stderr}");
    let looked = stderr.lines().find(|l| l.contains("testdata: FAILED: no testdata for shapes"));
    let looked = looked.unwrap_or_else(|| panic!("{stderr}"));
    assert!(looked.contains("testdata/shapes"), "{looked}");
}

/// A crate of one's own whose `Cargo.toml` names no library by path, outside any package
/// with a library: nothing to bundle with, said in one line, exit status 1. With the
/// library as a path dependency under another name, it is found.
#[test]
fn a_crate_without_a_library_dependency_is_told_what_to_give() {
    let work = tempfile::tempdir().unwrap();
    let krate = work.path();
    let manifest = "[package]\nname = \"mine\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                    [dependencies]\n";
    fs::write(krate.join("Cargo.toml"), manifest).unwrap();
    fs::create_dir(krate.join("src")).unwrap();
    fs::write(krate.join("src/main.rs"), "fn main() {}\n").unwrap();
    let bundle = || {
        let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
            .args(["src/main.rs", "-o", "-"])
            .current_dir(krate)
            .output()
            .unwrap();
        (cli.status.code(), String::from_utf8_lossy(&cli.stderr).into_owned())
    };
    let (status, stderr) = bundle();
    assert_eq!(status, Some(1), "{stderr}");
    let none = "bundle: Cargo.toml: no library to bundle with: mine depends on none by path";
    assert!(stderr.starts_with(none), "{stderr}");
    assert!(stderr.ends_with("with --root DIR\n") && stderr.lines().count() == 1, "{stderr}");
    let library = made_up_crate(&[]);
    let renamed = format!(
        "{manifest}lib = {{ package = \"my-lib\", path = {:?} }}\n",
        library.path().display().to_string()
    );
    fs::write(krate.join("Cargo.toml"), renamed).unwrap();
    let (status, stderr) = bundle();
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.starts_with("bundle: mine -> stdout: "), "{stderr}");
}

/// `--check` of several programs ends on one line: how many programs and checks, and
/// which programs failed how many.
#[test]
fn checking_several_programs_ends_on_a_summary() {
    let krate = made_up_crate(&[]);
    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(krate.path())
        .args(["shapes", "paths", "--check", "--editions", "2021", "--out-dir"])
        .arg(krate.path().join("dist"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&cli.stderr);
    assert_eq!(cli.status.code(), Some(1), "{stderr}");
    let last = stderr.lines().last().unwrap_or_default();
    let summary = "bundle: checked 2 programs: 4 checks, FAILED: shapes (1 check), paths (1 check)";
    assert_eq!(last, summary, "{stderr}");
}

#[test]
fn a_module_using_fxhash_is_refused() {
    let krate = made_up_crate(&[]);
    let error = bundle_named(krate.path(), "fast", Options::default()).unwrap_err();
    assert!(
        matches!(&error, Error::ExternalCrate { krate, module, .. } if krate == "fxhash" && module == "my_lib::fast"),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.contains("my_lib::fast") && message.contains("`fxhash`"), "{message}");
    assert!(message.contains(&format!("src{}fast.rs", std::path::MAIN_SEPARATOR)), "{message}");

    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["--root"])
        .arg(krate.path())
        .args(["fast", "-o", "-"])
        .output()
        .unwrap();
    assert_eq!(cli.status.code(), Some(1));
    assert!(cli.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&cli.stderr);
    assert!(stderr.starts_with("bundle: cannot bundle: my_lib::fast"), "{stderr}");
    assert!(stderr.contains("`fxhash`"), "{stderr}");
}

#[test]
fn a_syntax_error_names_file_and_line() {
    let broken = "pub fn double(x: u64) -> u64 {\n    x * 2\n}\n\npub fn broken( {\n}\n";
    let krate = made_up_crate(&[("src/counting.rs", broken)]);
    let error = bundle_named(krate.path(), "shapes", Options::default()).unwrap_err();
    let Error::Parse { file, line, .. } = &error else { panic!("{error:?}") };
    assert!(file.ends_with("src/counting.rs"), "{error}");
    assert_eq!(*line, 5, "{error}");
    assert!(error.to_string().contains("counting.rs:5:"), "{error}");
}

#[test]
fn a_missing_module_file_is_named() {
    let krate = made_up_crate(&[("src/geo/mod.rs", "pub mod shapes;\nmod util;\nmod lost;\n")]);
    let error = bundle_named(krate.path(), "shapes", Options::default()).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("mod.rs:3: module `lost` has no file"), "{message}");
}

/// The line every program adds to a usage error.
const HINT: &str = "Try 'bundle --help' for more information.\n";

/// The binaries of the package at `root`, by name.
fn binaries(root: &Path) -> Vec<String> {
    let programs = bundle::every_binary(root, None).unwrap();
    programs.into_iter().map(|program| program.name).collect()
}

#[test]
fn unknown_programs_list_the_binaries() {
    let krate = made_up_crate(&[]);
    let error = bundle_named(krate.path(), "nosuch", Options::default()).unwrap_err();
    let listed = "no binary or example named 'nosuch'; the binaries here: fast, paths, shapes";
    assert_eq!(error.to_string(), listed);
    let root = searchlab_tests::programs::workspace_root();
    // A tool is a package of its own, not a binary of the library's package (as for
    // `cargo run --bin`).
    let error = bundle_named(root, "bundle", Options::default()).unwrap_err();
    let listed = "no binary or example named 'bundle'; the binaries here: hdu1043";
    assert!(error.to_string().starts_with(listed), "{error}");
    let cli = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("nosuch")
        .current_dir(root)
        .output()
        .unwrap();
    // A usage error, as in every program: status 2 and the --help hint.
    assert_eq!(cli.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&cli.stderr);
    let judges = binaries(root).join(", ");
    assert_eq!(
        stderr,
        format!("bundle: no binary or example named 'nosuch'; the binaries here: {judges}\n{HINT}")
    );
    assert!(judges.contains("hdu1043") && !judges.contains("checker"), "{judges}");
    let two = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["hdu1043", "hdu3567", "-o", "x.rs"])
        .current_dir(root)
        .output()
        .unwrap();
    assert_eq!(two.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&two.stderr),
        format!("bundle: --output needs exactly one program\n{HINT}")
    );
    // Bad uses of --check and of a program path: one line each, with their status.
    let bundle = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_bundle"))
            .args(args)
            .current_dir(root)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    assert_eq!(
        bundle(&["hdu1043", "--check", "-o", "-"]),
        (Some(2), format!("bundle: --check needs the bundle in a file, not on stdout\n{HINT}"))
    );
    let (status, stderr) = bundle(&["hdu1043", "--check", "--editions", "2017"]);
    assert_eq!(status, Some(2));
    assert!(stderr.starts_with("bundle: ") && stderr.contains("2017"), "{stderr}");
    let (status, stderr) = bundle(&["hdu1043", "--editions", "2018"]);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("--check"), "{stderr}");
    let (status, stderr) = bundle(&["no/such/solution.rs"]);
    assert_eq!(status, Some(1));
    assert!(
        stderr.starts_with("bundle: no/such/solution.rs: ") && stderr.lines().count() == 1,
        "{stderr}"
    );
}

#[test]
fn every_judge_program_bundles_and_behaves_like_the_cargo_build() {
    let root = searchlab_tests::programs::workspace_root();
    let judges = binaries(root);
    assert!(judges.contains(&"hdu1043".to_string()) && judges.contains(&"hdu3567".to_string()));
    let out = tempfile::tempdir().unwrap();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = judges
            .iter()
            .map(|name| {
                let out = out.path();
                scope.spawn(move || check_judge(root, name, out))
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The largest source Codeforces takes (64 KiB): every default judge bundle must fit.
const JUDGE_SIZE_LIMIT: usize = 64 * 1024;

/// Bundles `name`, checks it fits [`JUDGE_SIZE_LIMIT`], and runs `bundle::check` on it: it
/// compiles under edition 2021 without warnings and gives the stdout, stderr and exit
/// status of the Cargo build on every testdata file (the other editions and Rust 1.63 are
/// `make judge-compat`'s).
fn check_judge(root: &Path, name: &str, out: &Path) -> Vec<String> {
    let (bundled, source) = bundle_to_file(root, name, Options::default(), out);
    if bundled.source.len() > JUDGE_SIZE_LIMIT {
        return vec![format!(
            "{name}: {} bytes, over the {JUDGE_SIZE_LIMIT} Codeforces takes",
            bundled.source.len()
        )];
    }
    let mut failures = Vec::new();
    if !searchlab_tests::testdata::cases(None).iter().any(|c| c.prog == name) {
        failures.push(format!(
            "{name}: no testdata/{name}/ folder with a NAME.in and NAME.out: a judge program \
             needs at least one sample (README: Writing your own solution)"
        ));
    }
    let program = bundle::find_program(root, Some(name), None).unwrap();
    bundle::check(&program, &bundled, &source, &bundle::Checking::default(), &mut |check| {
        if !check.passed {
            failures.push(format!("{name}: {}: {}", check.what, check.said));
        }
    });
    failures
}
