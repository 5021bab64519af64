//! What `cargo metadata` says of a crate (its workspace's members, their targets and
//! dependencies, the target folder), and the questions the bundler asks of it.

use crate::error::Error;
use cargo_metadata::{Metadata, MetadataCommand, Package, Target, TargetKind};
use std::fs;
use std::path::{Path, PathBuf};

/// A crate as `cargo metadata --no-deps` describes it: the workspace around it.
pub(crate) struct Crate {
    metadata: Metadata,
    /// Where Cargo builds it.
    pub target_dir: PathBuf,
}

/// `cargo metadata --no-deps` run in `dir` (Cargo finds the package and its workspace from
/// there, as `cargo build` does). Cost: one cargo run, a tenth of a second.
pub(crate) fn metadata(dir: &Path) -> Result<Crate, Error> {
    let mut command = MetadataCommand::new();
    if let Some(cargo) = std::env::var_os("CARGO") {
        command.cargo_path(cargo);
    }
    let metadata = command.current_dir(dir).no_deps().exec().map_err(|error| {
        let said = match error {
            cargo_metadata::Error::CargoMetadata { stderr } => stderr,
            other => other.to_string(),
        };
        let line = said.lines().find(|l| l.starts_with("error")).unwrap_or(said.trim());
        let message = line.strip_prefix("error: ").unwrap_or(line).to_string();
        Error::Cargo { dir: dir.to_path_buf(), message }
    })?;
    let target_dir = metadata.target_directory.clone().into_std_path_buf();
    Ok(Crate { metadata, target_dir })
}

/// The folder of `package` (its `Cargo.toml`'s).
pub(crate) fn package_root(package: &Package) -> PathBuf {
    let manifest = package.manifest_path.as_std_path();
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// `path` with symbolic links resolved, for comparisons (itself when it cannot be).
fn canonical(path: &Path) -> PathBuf {
    fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Whether `target` is a program: a binary or an example.
fn is_program(target: &Target) -> bool {
    target.is_kind(TargetKind::Bin) || target.is_kind(TargetKind::Example)
}

impl Crate {
    /// The members of the workspace.
    fn members(&self) -> Vec<&Package> {
        self.metadata.workspace_packages()
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
        [TargetKind::Bin, TargetKind::Example].into_iter().find_map(|kind| {
            packages.iter().find_map(|package| {
                let found =
                    package.targets.iter().find(|t| t.is_kind(kind.clone()) && t.name == name);
                found.map(|target| (*package, target))
            })
        })
    }

    /// The binary or example whose main file is `file` (canonical).
    pub fn target_at(&self, file: &Path) -> Option<(&Package, &Target)> {
        self.members().into_iter().find_map(|package| {
            let found = package.targets.iter().filter(|t| is_program(t));
            let mut found = found.filter(|t| canonical(t.src_path.as_std_path()) == file);
            found.next().map(|target| (package, target))
        })
    }

    /// The binary `cargo run` runs in `dir`: the package's `default-run`, or its only
    /// binary.
    pub fn default_binary(&self, dir: &Path) -> Option<(&Package, &Target)> {
        let packages = self.current_packages(dir);
        let [package] = packages.as_slice() else { return None };
        let mut binaries = package.targets.iter().filter(|t| t.is_kind(TargetKind::Bin));
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
            targets.filter(|t| t.is_kind(TargetKind::Bin)).map(|t| t.name.clone()).collect();
        names.sort();
        names
    }
}
