//! What `cargo metadata` says of a crate (its workspace's members, their targets and
//! dependencies, the target folder), and the questions the bundler asks of it.

use crate::error::Error;
use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A crate as `cargo metadata --no-deps` describes it: the packages of the workspace around
/// it, and where Cargo builds them.
pub(crate) struct Crate {
    packages: Vec<Package>,
    /// Where Cargo builds it.
    pub target_dir: PathBuf,
}

/// A package of a workspace: what the bundler reads of it.
pub(crate) struct Package {
    pub name: String,
    pub manifest_path: PathBuf,
    /// Its edition (`2015` to `2024`).
    pub edition: String,
    pub targets: Vec<Target>,
    pub dependencies: Vec<Dependency>,
    /// The binary `cargo run` runs when there are several.
    pub default_run: Option<String>,
}

/// A target of a package: a binary, an example, its library.
pub(crate) struct Target {
    pub name: String,
    /// `bin`, `example`, `lib` (or the library's crate types), `test`, …
    pub kinds: Vec<String>,
    pub src_path: PathBuf,
    pub edition: String,
}

/// A dependency of a package, as its manifest writes it.
pub(crate) struct Dependency {
    /// The package's name.
    pub name: String,
    /// The name the package gives it (`sl = { package = "searchlab", … }`: `sl`).
    pub rename: Option<String>,
    /// Its folder, for a dependency by path.
    pub path: Option<PathBuf>,
    /// Whether it is a normal dependency (not a dev or build one).
    pub normal: bool,
}

impl Target {
    /// Whether the target is of `kind` (`bin`, `example`).
    pub fn is(&self, kind: &str) -> bool {
        self.kinds.iter().any(|k| k == kind)
    }

    /// Whether the target is the package's library.
    pub fn is_lib(&self) -> bool {
        self.kinds.iter().any(|k| ["lib", "rlib"].contains(&k.as_str()))
    }
}

/// `cargo metadata --no-deps` run in `dir` (Cargo finds the package and its workspace from
/// there, as `cargo build` does). Cost: one cargo run, a tenth of a second.
pub(crate) fn metadata(dir: &Path) -> Result<Crate, Error> {
    let failed = |message: String| Error::Cargo { dir: dir.to_path_buf(), message };
    let output = command()
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| failed(format!("cannot run cargo: {}", searchlab::program::os_error(&e))))?;
    if !output.status.success() {
        return Err(failed(one_line(dir, &String::from_utf8_lossy(&output.stderr))));
    }
    let json: Value = serde_json::from_slice(&output.stdout).map_err(|e| failed(e.to_string()))?;
    let packages = json["packages"].as_array().into_iter().flatten().map(package).collect();
    Ok(Crate { packages, target_dir: path(&json["target_directory"]) })
}

/// Cargo as the bundler runs it: `$CARGO` when a Cargo command runs the bundler (`cargo
/// run`, the tests), else `cargo` from the `PATH`.
pub(crate) fn command() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Cargo's error as one line: `FILE:LINE:COLUMN: message` where Cargo points at a place in
/// a manifest (` --> Cargo.toml:3:11`, its path from `dir`), and the causes it lists after
/// its first line (`Caused by:`) joined with `: `.
fn one_line(dir: &Path, said: &str) -> String {
    let mut lines = said.lines().skip_while(|line| !line.starts_with("error"));
    let Some(first) = lines.next() else { return said.trim().to_string() };
    let mut message = first.trim_start_matches("error:").trim().to_string();
    let mut place = None;
    for line in lines.map(str::trim) {
        if let Some(at) = line.strip_prefix("--> ") {
            place = place.or(Some(crate::error::shown(&dir.join(at))));
        } else if !line.is_empty() && line != "Caused by:" && !line.contains('|') {
            message = format!("{message}: {line}");
        }
    }
    match place {
        Some(at) => format!("{at}: {message}"),
        None => message,
    }
}

/// A string of Cargo's JSON (empty for none).
pub(crate) fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

/// A path of Cargo's JSON.
pub(crate) fn path(value: &Value) -> PathBuf {
    PathBuf::from(text(value))
}

fn package(json: &Value) -> Package {
    let list = |key: &str| json[key].as_array().into_iter().flatten();
    let targets = list("targets").map(|target| Target {
        name: text(&target["name"]),
        kinds: target["kind"].as_array().into_iter().flatten().map(text).collect(),
        src_path: path(&target["src_path"]),
        edition: text(&target["edition"]),
    });
    let dependencies = list("dependencies").map(|dependency| Dependency {
        name: text(&dependency["name"]),
        rename: dependency["rename"].as_str().map(String::from),
        path: dependency["path"].as_str().map(PathBuf::from),
        normal: dependency["kind"].is_null(),
    });
    Package {
        name: text(&json["name"]),
        manifest_path: path(&json["manifest_path"]),
        edition: text(&json["edition"]),
        targets: targets.collect(),
        dependencies: dependencies.collect(),
        default_run: json["default_run"].as_str().map(String::from),
    }
}

/// The folder of `package` (its `Cargo.toml`'s).
pub(crate) fn package_root(package: &Package) -> PathBuf {
    let manifest = package.manifest_path.as_path();
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// `path` with symbolic links resolved, for comparisons (itself when it cannot be).
fn canonical(path: &Path) -> PathBuf {
    fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Whether `target` is a program: a binary or an example.
fn is_program(target: &Target) -> bool {
    target.is("bin") || target.is("example")
}

impl Crate {
    /// The members of the workspace.
    fn members(&self) -> Vec<&Package> {
        self.packages.iter().collect()
    }

    /// The member whose folder holds `path` most closely, if any does.
    pub fn package_holding(&self, path: &Path) -> Option<&Package> {
        let path = canonical(path);
        let holders =
            self.members().into_iter().filter(|p| path.starts_with(canonical(&package_root(p))));
        holders.max_by_key(|package| package_root(package).components().count())
    }

    /// The packages a name is looked for in first: the one `dir` is in, or every member
    /// when it is in none (the root of a virtual workspace).
    pub fn current_packages(&self, dir: &Path) -> Vec<&Package> {
        match self.package_holding(dir) {
            Some(package) => vec![package],
            None => self.members(),
        }
    }

    /// The member at folder `root`, if one is there.
    pub fn package_at(&self, root: &Path) -> Option<&Package> {
        let root = canonical(root);
        self.members().into_iter().find(|p| canonical(&package_root(p)) == root)
    }

    /// The binary named `name` of the current packages, else the example, as `cargo run
    /// --bin` and `--example` find them.
    pub fn target_named(&self, dir: &Path, name: &str) -> Option<(&Package, &Target)> {
        let packages = self.current_packages(dir);
        ["bin", "example"].into_iter().find_map(|kind| {
            packages.iter().find_map(|package| {
                let found = package.targets.iter().find(|t| t.is(kind) && t.name == name);
                found.map(|target| (*package, target))
            })
        })
    }

    /// The binary or example whose main file is `file` (canonical).
    pub fn target_at(&self, file: &Path) -> Option<(&Package, &Target)> {
        self.members().into_iter().find_map(|package| {
            let found = package.targets.iter().filter(|t| is_program(t));
            let mut found = found.filter(|t| canonical(&t.src_path) == file);
            found.next().map(|target| (package, target))
        })
    }

    /// The binary `cargo run` runs in `dir`: the package's `default-run`, or its only
    /// binary.
    pub fn default_binary(&self, dir: &Path) -> Option<(&Package, &Target)> {
        let packages = self.current_packages(dir);
        let [package] = packages.as_slice() else { return None };
        let mut binaries = package.targets.iter().filter(|t| t.is("bin"));
        let chosen = match &package.default_run {
            Some(name) => binaries.find(|t| &t.name == name),
            None => binaries.next().filter(|_| binaries.next().is_none()),
        };
        chosen.map(|target| (*package, target))
    }

    /// The names of the binaries of the current packages, sorted: what a message lists.
    pub fn binary_names(&self, dir: &Path) -> Vec<String> {
        let packages = self.current_packages(dir);
        let targets = packages.iter().flat_map(|package| &package.targets);
        let mut names: Vec<String> =
            targets.filter(|t| t.is("bin")).map(|t| t.name.clone()).collect();
        names.sort();
        names
    }
}

#[cfg(test)]
mod tests;
