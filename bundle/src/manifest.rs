//! The Cargo package a program belongs to: what `Cargo.toml` says of its library, where its
//! programs are, and whether a command-line word names a program file.

use crate::error::Error;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// What the bundler needs from `Cargo.toml`.
pub(crate) struct Manifest {
    /// The library's name in code (the package name with `-` as `_`, or `[lib] name`).
    pub library_name: String,
    /// Every dependency's name in code, normal, dev and target-specific.
    pub dependencies: BTreeSet<String>,
    /// The package's edition (2015 when not given, as Cargo takes it).
    pub edition: String,
}

impl Manifest {
    /// Reads `root/Cargo.toml`. Cost: one file read and parsed.
    pub fn read(root: &Path) -> Result<Manifest, Error> {
        let path = root.join("Cargo.toml");
        let text =
            fs::read_to_string(&path).map_err(|error| Error::Io { path: path.clone(), error })?;
        let bad = |message: String| Error::Manifest { path: path.clone(), message };
        let table: toml::Table =
            text.parse().map_err(|e: toml::de::Error| bad(e.message().to_string()))?;
        let name = [("lib", "name"), ("package", "name")]
            .iter()
            .find_map(|(section, key)| table.get(*section)?.get(*key)?.as_str())
            .ok_or_else(|| bad("no [package] name".to_string()))?;
        let targets = table.get("target").and_then(|t| t.as_table());
        let target_tables = targets.into_iter().flatten().filter_map(|(_, t)| t.as_table());
        let mut dependencies = BTreeSet::new();
        for section in std::iter::once(&table).chain(target_tables) {
            for kind in ["dependencies", "dev-dependencies", "build-dependencies"] {
                let names = section.get(kind).and_then(|d| d.as_table()).into_iter();
                dependencies.extend(names.flatten().map(|(name, _)| name.replace('-', "_")));
            }
        }
        let edition = table.get("package").and_then(|p| p.get("edition")?.as_str());
        Ok(Manifest {
            library_name: name.replace('-', "_"),
            dependencies,
            edition: edition.unwrap_or("2015").to_string(),
        })
    }
}

/// The main file of program `name` of the package at `root`: `src/bin/NAME.rs` or
/// `src/bin/NAME/main.rs`.
pub(crate) fn program_file(root: &Path, name: &str) -> Option<PathBuf> {
    let bin = root.join("src").join("bin");
    [bin.join(format!("{name}.rs")), bin.join(name).join("main.rs")]
        .into_iter()
        .find(|path| path.is_file())
}

/// The judge programs of the package at `root`: its programs in `src/bin`, sorted. Cost:
/// one directory listing.
///
/// ```no_run
/// use std::path::Path;
///
/// let judges = bundle::judge_programs(Path::new(".")).unwrap();
/// assert!(judges.contains(&"hdu1043".to_string()));
/// ```
pub fn judge_programs(root: &Path) -> Result<Vec<String>, Error> {
    let bin = root.join("src").join("bin");
    let entries = fs::read_dir(&bin).map_err(|error| Error::Io { path: bin.clone(), error })?;
    let mut judges: Vec<String> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = if path.join("main.rs").is_file() {
                path.file_name()?
            } else {
                (path.extension()? == "rs").then(|| path.file_stem())??
            };
            Some(name.to_string_lossy().into_owned())
        })
        .collect();
    judges.sort();
    Ok(judges)
}

/// A program's name: its file's stem, or for a `main.rs` its folder's name; for the
/// `src/main.rs` of a package, the name of the binary Cargo builds from it (a `[[bin]]`
/// with that path, else the package's name), or that package's folder's name when its
/// `Cargo.toml` cannot be read. Cost: at most one `Cargo.toml` read.
///
/// ```
/// use std::path::Path;
///
/// assert_eq!(bundle::program_name(Path::new("src/bin/sudoku/main.rs")), "sudoku");
/// assert_eq!(bundle::program_name(Path::new("my/knight.rs")), "knight");
/// assert_eq!(bundle::program_name(Path::new("mysol/src/main.rs")), "mysol");
/// ```
pub fn program_name(program_file: &Path) -> String {
    let stem = program_file.file_stem().unwrap_or_default();
    let absolute = std::path::absolute(program_file).unwrap_or_default();
    let mut folders = absolute.ancestors().skip(1);
    let named = match folders.next().and_then(|folder| Some((folder, folder.file_name()?))) {
        Some((src, name)) if stem == "main" && name == "src" => {
            let package = src.parent().unwrap_or(src);
            if let Some(binary) = binary_name(package, program_file) {
                return binary;
            }
            package.file_name().unwrap_or(name)
        }
        Some((_, name)) if stem == "main" => name,
        _ => stem,
    };
    named.to_string_lossy().into_owned()
}

/// The name Cargo gives the binary built from `src/main.rs` of the package at `package`:
/// a `[[bin]]` whose `path` is that file, else the package's name. `None` when its
/// `Cargo.toml` cannot be read or parsed.
fn binary_name(package: &Path, main: &Path) -> Option<String> {
    let table: toml::Table = fs::read_to_string(package.join("Cargo.toml")).ok()?.parse().ok()?;
    let is_main = |bin: &&toml::Value| {
        let path = bin.get("path").and_then(|path| path.as_str()).unwrap_or("src/main.rs");
        fs::canonicalize(package.join(path)).ok() == fs::canonicalize(main).ok()
    };
    let bins = table.get("bin").and_then(|bins| bins.as_array()).into_iter().flatten();
    let bin = bins.filter(is_main).find_map(|bin| bin.get("name")?.as_str());
    let name = bin.or_else(|| table.get("package")?.get("name")?.as_str())?;
    Some(name.to_string())
}

/// The library folder that the package holding `program` depends on by `path`: the
/// nearest `Cargo.toml` above the program file, its `[dependencies]` entry for
/// `searchlab` (by key or by `package`), else its one path dependency that is a library
/// (`src/lib.rs`). Cost: one `Cargo.toml` read per folder above the program, up to it.
fn library_depended_on(program: &Path) -> Option<PathBuf> {
    let program = fs::canonicalize(program).ok()?;
    let package = program.ancestors().skip(1).find(|dir| dir.join("Cargo.toml").is_file())?;
    let text = fs::read_to_string(package.join("Cargo.toml")).ok()?;
    let table: toml::Table = text.parse().ok()?;
    let dependencies = table.get("dependencies")?.as_table()?;
    let libraries: Vec<(&String, PathBuf)> = dependencies
        .iter()
        .filter_map(|(key, dependency)| {
            let folder = package.join(dependency.get("path")?.as_str()?);
            folder.join("src/lib.rs").is_file().then_some((key, folder))
        })
        .collect();
    let named = |(key, _): &&(&String, PathBuf)| {
        let renamed = dependencies[key.as_str()].get("package").and_then(|p| p.as_str());
        renamed.unwrap_or(key) == "searchlab"
    };
    let chosen = libraries.iter().find(named).or(match libraries.as_slice() {
        [only] => Some(only),
        _ => None,
    })?;
    Some(chosen.1.clone())
}

/// Whether a command-line word names a program file (`FILE.rs`, or any path) rather than a
/// program of `src/bin`. Cost: one scan of the word.
///
/// ```
/// use bundle::is_program_file;
///
/// assert!(is_program_file("my/solution.rs") && is_program_file("knight.rs"));
/// assert!(!is_program_file("hdu1043"));
/// ```
pub fn is_program_file(word: &str) -> bool {
    word.ends_with(".rs") || word.contains('/') || word.contains(std::path::MAIN_SEPARATOR)
}

/// The library a program is bundled with: the one the program's own package depends on by
/// `path` (a crate of one's own with `searchlab = { path = "…" }`), else the nearest
/// folder with `Cargo.toml` and `src/lib.rs`, from the current one upwards, then from
/// `program`'s folder upwards. Cost: a few file-system lookups per level.
///
/// ```no_run
/// use bundle::find_root;
/// use std::path::Path;
///
/// // Run from inside the repository, or name a program file that lives in one.
/// let root = find_root(Some(Path::new("examples/knight.rs"))).unwrap();
/// assert!(root.join("src/lib.rs").is_file());
/// ```
pub fn find_root(program: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(library) = program.and_then(library_depended_on) {
        return Ok(library);
    }
    let here = std::env::current_dir().map_err(|e| format!("current folder: {e}"))?;
    let beside_program = program
        .and_then(|p| fs::canonicalize(p).ok())
        .and_then(|p| p.parent().map(Path::to_path_buf));
    let is_root = |dir: &Path| dir.join("Cargo.toml").is_file() && dir.join("src/lib.rs").is_file();
    let found = here.ancestors().find(|dir| is_root(dir)).or_else(|| {
        let beside = beside_program.as_deref()?;
        beside.ancestors().find(|dir| is_root(dir))
    });
    found.map(Path::to_path_buf).ok_or_else(|| {
        "no library to bundle with: the program's Cargo.toml names no path dependency \
             with src/lib.rs, and no Cargo package with src/lib.rs is here or above; \
             use --root DIR"
            .to_string()
    })
}
