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
    /// No `src/bin/NAME.rs` (or `src/bin/NAME/main.rs`).
    UnknownProgram {
        /// The name asked for.
        name: String,
        /// The judge programs there are.
        judges: Vec<String>,
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
    },
    /// rustc rejects the bundle: the program does not compile (its first error).
    Rejected {
        /// The program's file.
        file: PathBuf,
        /// rustc's first error line.
        message: String,
    },
    /// `Cargo.toml` could not be understood.
    Manifest {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownProgram { name, judges } => {
                let judges = judges.join(", ");
                write!(f, "unknown program '{name}'; judge programs: {judges}")
            }
            Error::Io { path, error } => {
                write!(f, "{}: {}", path.display(), searchlab::program::os_error(error))
            }
            Error::Parse { file, line, column, message } => {
                write!(f, "{}:{line}:{column}: {message}", file.display())
            }
            Error::MissingModule { file, line, module, candidates: [flat, nested], ambiguous } => {
                let problem = if *ambiguous { "is in two files" } else { "has no file" };
                let (file, flat, nested) = (file.display(), flat.display(), nested.display());
                write!(f, "{file}:{line}: module `{module}` {problem} (looked for {flat} and {nested})")
            }
            Error::ExternalCrate { krate, module, file } => write!(
                f,
                "cannot bundle: {module} ({}) uses the crate `{krate}`; a judge program may use only std",
                file.display()
            ),
            Error::UnknownPath { path, message, file } => {
                write!(f, "{}: `{path}` names nothing: {message}", file.display())
            }
            Error::Rejected { file, message } => {
                write!(f, "{}: does not compile: {message}", file.display())
            }
            Error::Manifest { path, message } => write!(f, "{}: {message}", path.display()),
        }
    }
}

impl std::error::Error for Error {}

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
