//! The workspace's programs: their names, read from the manifests and folders that declare
//! them (so no list is kept by hand), and their binaries, built once per test process for
//! the profile the tests themselves were built with.

use crate::run::{run_path, Run};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The workspace's root folder (the one holding the root `Cargo.toml`).
pub fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests package lives inside the workspace")
}

/// The folder holding the binaries of the profile this process was built with:
/// `target/release` for `cargo test --release`.
pub fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the running executable's path");
    let mut dir = exe.parent().expect("executables live in a folder").to_path_buf();
    while dir.ends_with("deps") || dir.ends_with("examples") {
        dir.pop();
    }
    dir
}

/// The path of program `prog`'s binary (a judge, a tool, or with `examples/` before its
/// name, an example). The first call builds every binary and example of the workspace
/// with the profile of this process (a moment when they are up to date).
pub fn binary(prog: &str) -> PathBuf {
    static BUILT: OnceLock<()> = OnceLock::new();
    BUILT.get_or_init(build_workspace);
    binary_dir().join(format!("{prog}{}", std::env::consts::EXE_SUFFIX))
}

/// Runs program `prog` (see [`binary`]) with `args`, feeding it `input` on stdin.
pub fn run(prog: &str, args: &[&str], input: &[u8]) -> Run {
    run_path(binary(prog), args, input)
}

/// `cargo build --workspace --bins --examples` for this process's profile and target folder.
fn build_workspace() {
    let dir = binary_dir();
    let profile = match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") | None => "dev",
        Some(name) => name,
    };
    let target = dir.parent().expect("a profile folder sits in the target folder");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--quiet", "--workspace", "--bins", "--examples"])
        .args(["--profile", profile])
        .arg("--target-dir")
        .arg(target)
        .current_dir(workspace_root())
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the workspace's programs failed");
}

/// The judge programs: the root package's binaries, `src/bin/NAME.rs` or
/// `src/bin/NAME/main.rs`, sorted.
pub fn judges() -> Vec<String> {
    let mut judges: Vec<String> = std::fs::read_dir(workspace_root().join("src/bin"))
        .expect("src/bin is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            if path.join("main.rs").is_file() {
                return Some(path.file_name()?.to_string_lossy().into_owned());
            }
            let stem = path.file_stem()?.to_string_lossy().into_owned();
            (path.extension()? == "rs").then_some(stem)
        })
        .collect();
    judges.sort();
    judges
}

/// The folders of the workspace's packages, as the root manifest lists them (`.` for the
/// root package), in its order.
pub fn members() -> Vec<String> {
    let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml"))
        .expect("the workspace manifest is readable");
    let members = manifest
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("the workspace lists its members");
    members
        .split(',')
        .map(|member| member.trim().trim_matches('"').to_string())
        .filter(|member| !member.is_empty())
        .collect()
}

/// The tools: the workspace members that build a binary of their folder's name, sorted.
pub fn tools() -> Vec<String> {
    let mut tools: Vec<String> = members()
        .into_iter()
        .filter(|member| {
            let main = workspace_root().join(member).join("src/main.rs");
            member != "." && main.is_file()
        })
        .collect();
    tools.sort();
    tools
}

/// Every program: the judges, then the tools.
pub fn all() -> Vec<String> {
    let mut all = judges();
    all.extend(tools());
    all
}
