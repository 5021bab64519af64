//! The library a program is bundled with, and its name in the program's code.

use super::cargo::{metadata, package_root, Crate, Dependency, Package};
use crate::error::Error;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The library a program is bundled with.
#[derive(Clone, Debug)]
pub struct Library {
    /// Its package's folder.
    pub root: PathBuf,
    /// Its root file (`src/lib.rs`, or its `[lib] path`).
    pub file: PathBuf,
    /// Its name in the program's code: the library's own (`searchlab`), or the name a
    /// renamed dependency gives it (`sl = { package = "searchlab", path = "…" }`: `sl`).
    pub name: String,
    /// Its package's name, as `cargo build -p` takes it.
    pub package: String,
    /// Its package's `Cargo.toml`.
    pub manifest: PathBuf,
    /// Where Cargo builds it on its own (for a file of no crate).
    pub target_dir: PathBuf,
    /// Its dependencies, by their names in code.
    pub dependencies: BTreeSet<String>,
}

/// The name a dependency has in code: its rename, or its package's name with `-` as `_`.
pub(super) fn code_name(dependency: &Dependency) -> String {
    dependency.rename.as_deref().unwrap_or(&dependency.name).replace('-', "_")
}

/// The library of a program of `package` (of `krate`): the package at `root` when given
/// (`--root`), else `package`'s path dependency on `searchlab`, else `package`'s own library,
/// else its one path dependency, which must be a library.
pub(super) fn of_package(
    krate: &Crate,
    package: &Package,
    root: Option<&Path>,
) -> Result<Library, Error> {
    let paths: Vec<&Dependency> =
        package.dependencies.iter().filter(|d| d.path.is_some() && d.normal).collect();
    let depended = |dependency: &Dependency| {
        let folder = dependency.path.as_deref().unwrap_or(Path::new("."));
        let mut library = at(folder)?;
        library.name = dependency.rename.clone().unwrap_or(library.name);
        Ok(library)
    };
    if let Some(root) = root {
        let root = std::fs::canonicalize(root)
            .map_err(|error| Error::Io { path: root.to_path_buf(), error })?;
        let same = |d: &&&Dependency| {
            d.path.as_ref().and_then(|p| std::fs::canonicalize(p).ok()) == Some(root.clone())
        };
        return match paths.iter().find(same) {
            Some(dependency) => depended(dependency),
            None => at(&root),
        };
    }
    if let Some(dependency) = paths.iter().find(|d| d.name == "searchlab") {
        return depended(dependency);
    }
    if package.targets.iter().any(|t| t.is_lib()) {
        return of(krate, package);
    }
    match paths.as_slice() {
        [only] => depended(only),
        _ => Err(Error::NoLibrary {
            manifest: package.manifest_path.clone(),
            package: package.name.to_string(),
        }),
    }
}

/// The library of a file of no crate: the package at `root` (`--root`), else the nearest
/// folder holding `Cargo.toml` and `src/lib.rs` from `dir` upwards, then from the file's.
pub(super) fn of_no_crate(dir: &Path, file: &Path, root: Option<&Path>) -> Result<Library, Error> {
    if let Some(root) = root {
        return at(root);
    }
    let is_root = |dir: &Path| dir.join("Cargo.toml").is_file() && dir.join("src/lib.rs").is_file();
    let folders = |start: &Path| std::path::absolute(start).unwrap_or_default();
    let starts = [folders(dir), folders(file.parent().unwrap_or(dir))];
    let found = starts
        .iter()
        .find_map(|start| start.ancestors().find(|d| is_root(d)).map(Path::to_path_buf));
    match found {
        Some(root) => at(&root),
        None => Err(Error::NoLibrary { manifest: file.to_path_buf(), package: String::new() }),
    }
}

/// The library of the package whose folder is `root`.
fn at(root: &Path) -> Result<Library, Error> {
    let krate = metadata(root)?;
    match krate.package_at(root) {
        Some(package) => of(&krate, package),
        None => Err(Error::NoLibrary { manifest: root.join("Cargo.toml"), package: String::new() }),
    }
}

/// `package`'s own library (of `krate`).
fn of(krate: &Crate, package: &Package) -> Result<Library, Error> {
    let manifest = package.manifest_path.clone();
    let Some(lib) = package.targets.iter().find(|t| t.is_lib()) else {
        return Err(Error::NoLibrary { manifest, package: package.name.to_string() });
    };
    let normal = package.dependencies.iter().filter(|d| d.normal);
    Ok(Library {
        root: package_root(package),
        file: lib.src_path.clone(),
        name: lib.name.replace('-', "_"),
        package: package.name.to_string(),
        manifest,
        target_dir: krate.target_dir.clone(),
        dependencies: normal.map(code_name).collect(),
    })
}
