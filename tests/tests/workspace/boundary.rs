//! The library's promise, held: a package that depends on searchlab as the README says
//! (`searchlab = { path = ... }`, nothing more) compiles no other crate, the root package
//! declares no dependency and no feature, and the library compiles with Rust 1.63 (the
//! oldest judge compiler) with warnings denied.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> &'static Path {
    searchlab_tests::programs::workspace_root()
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn succeeded(what: &str, output: &Output) {
    assert!(
        output.status.success(),
        "{what} failed:\n{}\n{}",
        text(&output.stdout),
        text(&output.stderr)
    );
}

/// A contestant's package: the dependency line the README shows, and a program on
/// `search` and `perm` that prints the fewest moves to sort `[2, 0, 1]` by swaps of
/// neighbours and the rank of each state on the way.
fn write_dependent(root: &Path) {
    let manifest = format!(
        "[package]\nname = \"contestant\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\nsearchlab = {{ path = {:?} }}\n",
        repo().display().to_string()
    );
    fs::create_dir_all(root.join("src")).unwrap();
    fs::write(root.join("Cargo.toml"), manifest).unwrap();
    let program = r#"use searchlab::perm;
use searchlab::search::{bfs, Labelled};

/// Sorting three numbers by swapping neighbours: a move is the swapped position.
fn swaps(state: &Vec<u8>) -> Vec<Labelled<usize, Vec<u8>>> {
    let swapped = |i: usize| {
        let mut next = state.clone();
        next.swap(i, i + 1);
        Labelled(i, next)
    };
    (0..state.len() - 1).map(swapped).collect()
}

fn main() {
    let mut state = vec![2, 0, 1];
    let sorted = |state: &Vec<u8>| state.windows(2).all(|w| w[0] < w[1]);
    let moves = bfs(state.clone(), swaps, sorted).unwrap().moves;
    let mut ranks = vec![perm::rank(&state)];
    for &i in &moves {
        state.swap(i, i + 1);
        ranks.push(perm::rank(&state));
    }
    println!("{} moves: {:?}, ranks {:?}", moves.len(), moves, ranks);
}
"#;
    fs::write(root.join("src/main.rs"), program).unwrap();
}

/// `cargo tree` of the dependent lists the dependent and searchlab, nothing else, and its
/// build compiles those two crates alone and runs.
#[test]
fn a_dependent_compiles_searchlab_and_nothing_else() {
    let work = tempfile::tempdir().unwrap();
    let root = work.path();
    write_dependent(root);
    let target = repo().join("target/boundary");
    let tree = Command::new(cargo())
        .args(["tree", "--offline", "--prefix", "none", "-e", "normal,build"])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    succeeded("cargo tree", &tree);
    let mut crates: Vec<String> = text(&tree.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next().map(String::from))
        .collect();
    crates.sort();
    crates.dedup();
    assert_eq!(crates, ["contestant", "searchlab"], "{}", text(&tree.stdout));

    let build = Command::new(cargo())
        .args(["build", "--offline", "--quiet"])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    succeeded("cargo build", &build);
    let run = Command::new(target.join("debug/contestant")).output().unwrap();
    succeeded("the dependent", &run);
    // [2,0,1] -> swap 0 -> [0,2,1] -> swap 1 -> [0,1,2]; ranks 4, 1, 0.
    assert_eq!(text(&run.stdout), "2 moves: [0, 1], ranks [4, 1, 0]\n");
}

/// `cargo metadata`: the root package `searchlab` declares no dependency (of any kind) and
/// no feature, and each tool is the one binary of a package of its own.
#[test]
fn the_root_package_is_the_library_alone_and_each_tool_a_package() {
    let metadata = Command::new(cargo())
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .current_dir(repo())
        .output()
        .unwrap();
    succeeded("cargo metadata", &metadata);
    let metadata: serde_json::Value = serde_json::from_slice(&metadata.stdout).unwrap();
    let packages = metadata["packages"].as_array().unwrap();
    let package = |name: &str| {
        let found = packages.iter().find(|p| p["name"] == name);
        found.unwrap_or_else(|| panic!("no package {name}"))
    };
    let root = package("searchlab");
    assert_eq!(root["dependencies"], serde_json::json!([]), "{root}");
    assert_eq!(root["features"], serde_json::json!({}), "{root}");
    for tool in searchlab_tests::programs::tools() {
        let bins: Vec<&str> = package(&tool)["targets"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|t| t["kind"] == serde_json::json!(["bin"]))
            .map(|t| t["name"].as_str().unwrap())
            .collect();
        assert_eq!(bins, [tool.as_str()], "the binaries of package {tool}");
    }
}

/// Where `make test` unpacks Rust 1.63 (`.ci/fetch-rustc-1.63`).
fn old_rustc() -> PathBuf {
    repo().join("target/rust-1.63/rustc")
}

/// The library without the tools compiles with Rust 1.63, warnings denied: the std-only
/// part uses nothing newer, whatever clippy's lint saw.
#[test]
fn the_library_compiles_with_rust_1_63() {
    let rustc = old_rustc();
    assert!(
        rustc.exists(),
        "{} is missing: `make test` unpacks it (.ci/fetch-rustc-1.63 target/rust-1.63)",
        rustc.display()
    );
    let out = tempfile::tempdir().unwrap();
    let output = Command::new(&rustc)
        .args(["--edition", "2021", "--crate-type", "lib", "--crate-name", "searchlab"])
        .args(["--emit", "metadata", "-D", "warnings", "--out-dir"])
        .arg(out.path())
        .arg(repo().join("src/lib.rs"))
        .output()
        .unwrap();
    succeeded("rustc 1.63 on src/lib.rs", &output);
    let version = Command::new(&rustc).arg("--version").output().unwrap();
    assert!(text(&version.stdout).starts_with("rustc 1.63."));
}
