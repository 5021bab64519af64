//! Why a program could not be bundled, said in one line naming the file (and the line where
//! one is known), as compilers say it.

use proc_macro2::LineColumn;
use searchlab::input::InputError;
use searchlab::program::Failure;
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a program could not be bundled.
#[derive(Debug)]
pub enum Error {
    /// The command line names no binary or example (or names none, and the crate has more
    /// than one binary).
    UnknownProgram {
        /// The name asked for; empty when none was.
        name: String,
        /// The binaries of the crate there is, if any.
        binaries: Vec<String>,
    },
    /// A program file that is not there, or not a Rust source file.
    NotAProgram {
        /// The file as given.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
        /// The binaries of the crate there is, if any.
        binaries: Vec<String>,
    },
    /// `cargo metadata` could not tell what the crate holds (no `Cargo.toml`, a bad one).
    Cargo {
        /// The folder it ran in.
        dir: PathBuf,
        /// Cargo's error.
        message: String,
    },
    /// No library to bundle with: the package depends on none by path and has none of its
    /// own, or the folder given holds none.
    NoLibrary {
        /// The package's `Cargo.toml` (for a file of no crate, the file).
        manifest: PathBuf,
        /// The package's name; empty for a file of no crate.
        package: String,
    },
    /// A file could not be read.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// A file is not valid Rust, or is more than `bundle` takes (nested too deep, a module
    /// that contains itself).
    Parse {
        /// The file.
        file: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A `mod name;` whose file is missing (or exists twice, as `name.rs` and `name/mod.rs`).
    MissingModule {
        /// The file with the declaration.
        file: PathBuf,
        /// Its line.
        line: usize,
        /// The module's name.
        module: String,
        /// The two places looked at.
        candidates: [PathBuf; 2],
        /// Whether both exist.
        ambiguous: bool,
    },
    /// Code the program needs uses a crate other than `std`.
    ExternalCrate {
        /// The crate.
        krate: String,
        /// The module whose code uses it (`LIB::a::b`, or `the program`).
        module: String,
        /// That module's file.
        file: PathBuf,
    },
    /// The program names a library path that does not exist.
    UnknownPath {
        /// The path as written.
        path: String,
        /// Which part is missing where.
        message: String,
        /// The file that names it.
        file: PathBuf,
        /// Where in the file (line and column, from 1), when found.
        at: Option<(usize, usize)>,
        /// The paths it may have meant, best first, each with whether CHANGELOG.md says
        /// it moved there.
        meant: Vec<(String, bool)>,
    },
    /// The program does not compile: rustc's or Cargo's errors, each told at the program's
    /// line (`FILE:LINE:COLUMN: error[CODE]: …`) with rustc's rendering, notes and help.
    Diagnostics {
        /// The program's file.
        file: PathBuf,
        /// The errors, told.
        text: String,
    },
    /// rustc rejects the bundle, and where in the program is not known: its first error.
    Rejected {
        /// The program's file.
        file: PathBuf,
        /// rustc's first error line.
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownProgram { name, binaries } if name.is_empty() => {
                write!(f, "name a program: the binaries here are {}", binaries.join(", "))
            }
            Error::UnknownProgram { name, binaries } => {
                write!(f, "no binary or example named '{name}'{}", listed(binaries))
            }
            Error::NotAProgram { path, why, binaries } => {
                write!(f, "{}: {why}{}", shown(path), listed(binaries))
            }
            // (Cargo's message names the manifest it could not read.)
            Error::Cargo { message, .. } => write!(f, "cargo metadata: {message}"),
            Error::NoLibrary { manifest, package } if package.is_empty() => write!(
                f,
                "{}: no library to bundle with: no Cargo package with src/lib.rs is here or \
                 above; name its folder with --root DIR",
                shown(manifest)
            ),
            Error::NoLibrary { manifest, package } => write!(
                f,
                "{}: no library to bundle with: {package} depends on none by path \
                 (searchlab = {{ path = \"…\" }}) and has no src/lib.rs; add one, or name \
                 its folder with --root DIR",
                shown(manifest)
            ),
            Error::Io { path, error } => {
                write!(f, "{}: {}", shown(path), searchlab::program::os_error(error))
            }
            Error::Parse { file, line, column, message } => {
                write!(f, "{}:{line}:{column}: {message}", shown(file))
            }
            Error::MissingModule { file, line, module, candidates: [flat, nested], ambiguous } => {
                let problem = if *ambiguous { "is in two files" } else { "has no file" };
                let (file, flat, nested) = (shown(file), shown(flat), shown(nested));
                write!(f, "{file}:{line}: module `{module}` {problem} (looked for {flat} and {nested})")
            }
            Error::ExternalCrate { krate, module, file } => write!(
                f,
                "cannot bundle: {module} ({}) uses the crate `{krate}`; a judge program may use only std",
                shown(file)
            ),
            Error::UnknownPath { path, message, file, at, meant } => {
                let place = at.map(|(line, column)| format!(":{line}:{column}")).unwrap_or_default();
                write!(f, "{}{place}: `{path}` names nothing: {message}", shown(file))?;
                let meant: Vec<String> = meant
                    .iter()
                    .take(3)
                    .map(|(path, moved)| match moved {
                        true => format!("`{path}` (CHANGELOG.md: moved there)"),
                        false => format!("`{path}`"),
                    })
                    .collect();
                match meant.split_last() {
                    None => Ok(()),
                    Some((last, [])) => write!(f, "; did you mean {last}?"),
                    Some((last, rest)) => write!(f, "; did you mean {} or {last}?", rest.join(", ")),
                }
            }
            Error::Diagnostics { text, .. } => write!(f, "{text}"),
            Error::Rejected { file, message } => {
                write!(f, "{}: does not compile: {message}", shown(file))
            }
        }
    }
}

impl std::error::Error for Error {}

/// `path` as `bundle` shows it: from the current folder when it is inside it, or inside one
/// or two folders up that are not at the top of the file system (as compilers show it:
/// `src/main.rs`, `../dist/sol.rs`; the current folder itself is `.`), else as given.
/// Cost: one look at the current folder.
///
/// ```
/// let here = std::env::current_dir().unwrap();
/// assert_eq!(bundle::shown(&here.join("dist/sol.rs")), "dist/sol.rs");
/// assert_eq!(bundle::shown(&here), ".");
/// assert_eq!(bundle::shown(std::path::Path::new("/elsewhere/sol.rs")), "/elsewhere/sol.rs");
/// ```
pub fn shown(path: &Path) -> String {
    let here = std::env::current_dir().unwrap_or_default();
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    // (`/`, `/tmp` and `/home` hold too much to go up to.)
    let deep = |dir: &&Path| dir.components().count() > 2;
    let above = here.ancestors().take(3).take_while(deep).enumerate();
    let mut relative = above.filter_map(|(up, dir)| Some((up, absolute.strip_prefix(dir).ok()?)));
    match relative.next() {
        Some((0, rest)) if rest.as_os_str().is_empty() => ".".to_string(),
        Some((up, rest)) => format!("{}{}", "../".repeat(up), rest.display()),
        None => path.display().to_string(),
    }
}

/// `; the binaries here: a, b`, or nothing for none.
fn listed(binaries: &[String]) -> String {
    match binaries {
        [] => String::new(),
        _ => format!("; the binaries here: {}", binaries.join(", ")),
    }
}

impl Error {
    /// The [`Error::Parse`] of `message` at `start` (its column counted from 0) of `file`.
    pub(crate) fn parse(file: &Path, start: LineColumn, message: String) -> Error {
        let file = file.to_path_buf();
        Error::Parse { file, line: start.line, column: start.column + 1, message }
    }
}

/// How `bundle` reports the error: a usage error (exit status 2) for a program that does not
/// exist, bad input (exit status 1) for anything in the program's code or files.
impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        match error {
            Error::UnknownProgram { .. } => Failure::Usage(error.to_string()),
            _ => Failure::Input(InputError::general(error.to_string())),
        }
    }
}
