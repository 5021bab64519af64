//! Before the stages: which program to bundle, and with which library. A program is named
//! as Cargo names it (a binary, as `cargo run --bin` takes it, or an example) or by its
//! file, from any folder of its crate; `cargo metadata` says what the crate holds (every
//! binary wherever it is, the edition, the dependencies however they are written, the
//! target folder, the members of its workspace). The library is the package's path
//! dependency on `searchlab` (renamed or not), else the package's own library, else its one
//! path dependency that is a library (see `library`). A file of no crate is bundled with
//! the library of `--root`, or of the nearest folder above holding one.

pub(crate) mod cargo;
mod library;

use crate::error::Error;
use cargo::{metadata, Crate, Package, Target};
pub use library::Library;
use searchlab::program::os_error;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// How Cargo builds a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A binary of its package (`cargo build --bin NAME`).
    Bin,
    /// An example of its package (`cargo build --example NAME`).
    Example,
    /// A file that is no target of a package: compiled by rustc against the library.
    File,
}

/// A program to bundle: its code, what Cargo calls it, where its crate keeps things, and
/// the library it uses.
#[derive(Clone, Debug)]
pub struct Program {
    /// Its name: the binary's or example's; for a file, the file's (`sol.rs`: `sol`), or its
    /// folder's for a `main.rs`.
    pub name: String,
    /// Its main file.
    pub file: PathBuf,
    /// How Cargo builds it.
    pub kind: Kind,
    /// The edition it is written in: its target's (2021 for a file of no crate).
    pub edition: String,
    /// The `Cargo.toml` of its package; `None` for a file of no crate.
    pub manifest: Option<PathBuf>,
    /// Its package's folder (the current folder for a file of no crate): `dist/` goes there,
    /// and its testdata is found up to there.
    pub crate_root: PathBuf,
    /// Where Cargo builds its crate (`target/`, or `$CARGO_TARGET_DIR`).
    pub target_dir: PathBuf,
    /// The library it is bundled with.
    pub library: Library,
    /// The other crates its code may name, by their names in code: its package's
    /// dependencies and the library's. Code that reaches one cannot be bundled.
    pub dependencies: BTreeSet<String>,
}

/// The program `word` names, looked for from folder `dir`: a binary or example of the
/// package there (of every member, at the root of a virtual workspace), then of the
/// package at `library` if given; or a file (`src/bin/sol.rs`, any path, or a word ending
/// in `.rs`); `None` is the package's default binary (its `default-run`, or its only one).
/// `library` (`--root`) overrides the library. Cost: one to three `cargo metadata` runs (a
/// tenth of a second each).
///
/// ```no_run
/// use bundle::{find_program, Kind};
/// use std::path::Path;
///
/// let program = find_program(Path::new("."), Some("hdu1043"), None).unwrap();
/// assert_eq!((program.kind, program.edition.as_str()), (Kind::Bin, "2021"));
/// assert!(program.file.ends_with("src/bin/hdu1043.rs"));
/// ```
pub fn find_program(
    dir: &Path,
    word: Option<&str>,
    library: Option<&Path>,
) -> Result<Program, Error> {
    let is_path =
        |word: &str| word.ends_with(".rs") || word.contains(['/', std::path::MAIN_SEPARATOR]);
    let word = match word {
        Some(word) if is_path(word) => return program_file(dir, word, library),
        Some(word) => word,
        None => {
            let krate = metadata(dir)?;
            return match krate.default_binary(dir) {
                Some((package, target)) => krate.program(package, target, library),
                None => Err(Error::UnknownProgram {
                    name: String::new(),
                    binaries: krate.binary_names(dir),
                }),
            };
        }
    };
    // The crate here, then the library's package (`--root` from elsewhere).
    let mut crates = Vec::new();
    match metadata(dir) {
        Ok(krate) => crates.push((krate, dir)),
        Err(error) if library.is_none() => return Err(error),
        Err(_) => {}
    }
    if let Some(root) = library {
        crates.push((metadata(root)?, root));
    }
    for (krate, from) in &crates {
        if let Some((package, target)) = krate.target_named(from, word) {
            return krate.program(package, target, library);
        }
    }
    if dir.join(word).is_file() {
        return program_file(dir, word, library);
    }
    let binaries = crates.first().map(|(krate, from)| krate.binary_names(from)).unwrap_or_default();
    Err(Error::UnknownProgram { name: word.to_string(), binaries })
}

/// Every binary of the crate at `dir` (of the current package, or of every member of a
/// workspace with none), sorted by name: what `bundle --all` bundles. Cost: as
/// [`find_program`].
pub fn every_binary(dir: &Path, library: Option<&Path>) -> Result<Vec<Program>, Error> {
    let krate = metadata(dir)?;
    let mut programs = Vec::new();
    for package in krate.current_packages(dir) {
        let library = library::of_package(&krate, package, library)?;
        for target in package.targets.iter().filter(|t| t.is("bin")) {
            programs.push(krate.program_with(package, target, library.clone()));
        }
    }
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(programs)
}

/// The program in file `word` (relative to `dir`): a target of its crate if it is one,
/// else a file of its package, else a file of no crate.
fn program_file(dir: &Path, word: &str, library: Option<&Path>) -> Result<Program, Error> {
    let file = dir.join(word);
    let folder = file.parent().unwrap_or(dir);
    let krate = if folder.is_dir() { metadata(folder).ok() } else { None };
    let why = match fs::metadata(&file) {
        Err(error) => Some(os_error(&error)),
        Ok(meta) if meta.is_dir() => Some("is a directory".to_string()),
        Ok(_) if file.extension().is_none_or(|e| e != "rs") => {
            Some("not a Rust source file (FILE.rs)".to_string())
        }
        Ok(_) => None,
    };
    if let Some(why) = why {
        let binaries = krate.map(|krate| krate.binary_names(dir)).unwrap_or_default();
        return Err(Error::NotAProgram { path: PathBuf::from(word), why, binaries });
    }
    let canonical =
        fs::canonicalize(&file).map_err(|error| Error::Io { path: file.clone(), error })?;
    let mut holder = None;
    if let Some(krate) = &krate {
        if let Some((package, target)) = krate.target_at(&canonical) {
            return krate.program(package, target, library);
        }
        holder = krate.package_holding(&canonical).map(|package| (krate, package));
    }
    let mut program = match holder {
        Some((krate, package)) => {
            let library = library::of_package(krate, package, library)?;
            krate.program_of_package(package, &file, library)
        }
        None => Program::of_file(&file, dir, library::of_no_crate(dir, &file, library)?),
    };
    program.name = file_program_name(&file);
    Ok(program)
}

impl Program {
    /// A file of no crate, with `library`, written in edition 2021; its name still to be
    /// set.
    fn of_file(file: &Path, dir: &Path, library: Library) -> Program {
        Program {
            name: String::new(),
            file: file.to_path_buf(),
            kind: Kind::File,
            edition: "2021".to_string(),
            manifest: None,
            crate_root: dir.to_path_buf(),
            target_dir: library.target_dir.clone(),
            dependencies: library.dependencies.clone(),
            library,
        }
    }
}

impl Crate {
    /// The program of `package`'s binary or example `target`, with the library at `root`
    /// (`--root`) or `package`'s.
    fn program(
        &self,
        package: &Package,
        target: &Target,
        root: Option<&Path>,
    ) -> Result<Program, Error> {
        Ok(self.program_with(package, target, library::of_package(self, package, root)?))
    }

    /// The program of `package`'s binary or example `target`, bundled with `library`.
    fn program_with(&self, package: &Package, target: &Target, library: Library) -> Program {
        let mut program = self.program_of_package(package, &target.src_path, library);
        program.name = target.name.clone();
        program.edition = target.edition.clone();
        program.kind = if target.is("example") { Kind::Example } else { Kind::Bin };
        program
    }

    /// A program of `package` whose main file is `file`, built as a file against `library`
    /// (its name still to be set).
    fn program_of_package(&self, package: &Package, file: &Path, library: Library) -> Program {
        let mut dependencies = library.dependencies.clone();
        dependencies.extend(package.dependencies.iter().map(library::code_name));
        dependencies.remove(&library.name);
        Program {
            name: String::new(),
            file: file.to_path_buf(),
            kind: Kind::File,
            edition: package.edition.clone(),
            manifest: Some(package.manifest_path.clone()),
            crate_root: cargo::package_root(package),
            target_dir: self.target_dir.clone(),
            library,
            dependencies,
        }
    }
}

/// The name of a program given by its file: the file's stem, or its folder's name for a
/// `main.rs` (the package's, for a `src/main.rs`).
fn file_program_name(file: &Path) -> String {
    let stem = file.file_stem().unwrap_or_default();
    let absolute = std::path::absolute(file).unwrap_or_default();
    let mut folders = absolute.ancestors().skip(1).filter_map(Path::file_name);
    let named = match folders.next() {
        Some(src) if stem == "main" && src == "src" => folders.next().unwrap_or(src),
        Some(folder) if stem == "main" => folder,
        _ => stem,
    };
    named.to_string_lossy().into_owned()
}
