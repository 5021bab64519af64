//! Single-file submissions: a judge program and the library items it reaches, transitively,
//! as one self-contained source file that plain `rustc` compiles.
//!
//! The program's own source comes first; the library follows as `mod LIB { ... }` with the
//! needed modules nested inline under their own names, so `LIB::perm::rank` still resolves.
//! Within them only the items the program reaches stay (see `reach`), and test-only code is
//! left out. Rust is parsed with `syn` and printed with `prettyplease`. See [`bundle`].
//!
//! ```no_run
//! use bundle::{bundle, Options};
//! use std::path::Path;
//!
//! // From the repository's root: src/bin/queens.rs and the library modules it uses, in
//! // one file a judge compiles with plain rustc.
//! let bundled = bundle(Path::new("."), "queens", Options::default()).unwrap();
//! std::fs::write("queens-submit.rs", &bundled.source).unwrap();
//! println!("{} bytes, modules {:?}", bundled.source.len(), bundled.modules);
//! ```

mod check;
mod closure;
mod dense;
mod depth;
mod emit;
mod indent;
mod package;
mod reach;
mod refs;
mod scope;
mod tree;

pub use check::{check, Check, Compiler, DEFAULT_EDITIONS, EDITIONS};

pub use depth::{MAX_NESTING, STACK_BYTES};
pub use package::{find_root, is_program_file, refused_by, SIZE_LIMITS};
pub use reach::Counts;

use std::collections::BTreeSet;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use tree::Tree;

/// The programs that are tools (they may use crates) rather than judge programs.
pub const TOOLS: [&str; 5] = ["bundle", "checker", "filefind", "mazegen", "npuzzle"];

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
    /// The program is one of the [`TOOLS`].
    Tool {
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
    /// A file is not valid Rust.
    Parse {
        /// The file.
        file: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
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
                write!(f, "unknown program '{name}'; judge programs: {}", judges.join(", "))
            }
            Error::Tool { name, judges } => write!(
                f,
                "'{name}' is a tool (it may use crates), not a judge program; judge programs: {}",
                judges.join(", ")
            ),
            Error::Io { path, error } => write!(f, "{}: {error}", path.display()),
            Error::Parse {
                file,
                line,
                column,
                message,
            } => write!(f, "{}:{line}:{column}: {message}", file.display()),
            Error::MissingModule {
                file,
                line,
                module,
                candidates: [flat, nested],
                ambiguous,
            } => {
                let problem = if *ambiguous { "is in two files" } else { "has no file" };
                write!(
                    f,
                    "{}:{line}: module `{module}` {problem} (looked for {} and {})",
                    file.display(),
                    flat.display(),
                    nested.display()
                )
            }
            Error::ExternalCrate { krate, module, file } => write!(
                f,
                "cannot bundle: {module} ({}) uses the crate `{krate}`; a judge program may use only std",
                file.display()
            ),
            Error::UnknownPath {
                path,
                message,
                file,
            } => write!(f, "{}: `{path}` names nothing: {message}", file.display()),
            Error::Manifest { path, message } => write!(f, "{}: {message}", path.display()),
        }
    }
}

impl std::error::Error for Error {}

/// How `bundle` reports the error: a usage error (exit status 2) for a program that does not
/// exist or is a tool, bad input (exit status 1) for anything in the program's code or files.
impl From<Error> for searchlab::program::Failure {
    fn from(error: Error) -> Self {
        match error {
            Error::UnknownProgram { .. } | Error::Tool { .. } => Self::Usage(error.to_string()),
            _ => Self::Input(searchlab::input::InputError::general(error.to_string())),
        }
    }
}

/// How to bundle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Keep doc comments (`///`, `//!`); by default they are removed to make the file smaller.
    pub keep_docs: bool,
    /// Keep every item of the library modules the program uses, as whole modules, instead
    /// of only the items it reaches (a way out if the pruning ever trips a program).
    pub keep_unused: bool,
    /// Lay the library out indented, as the program is, rather than dense (no indentation,
    /// a space only where tokens would merge: about a sixth smaller). Docs imply it.
    pub pretty: bool,
}

/// A bundled program.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The program's name (its file's, or its folder's for `NAME/main.rs`).
    pub name: String,
    /// The program's source file.
    pub program_file: PathBuf,
    /// The whole source file.
    pub source: String,
    /// The library modules it holds, as `LIB::a::b` paths (the root is `LIB`).
    pub modules: Vec<String>,
    /// How many of those modules' items it kept and left out; `None` with
    /// [`Options::keep_unused`], or when it had to fall back to whole modules.
    pub items: Option<Counts>,
    /// Why the items were not pruned although asked: rustc rejected the pruned bundle but
    /// compiles the whole modules, which were bundled instead (its first error).
    pub fallback: Option<String>,
}

impl Bundle {
    /// What `bundle` warns about: whole modules bundled because rustc rejected the pruned
    /// file, and a size over some judges' limit (with a hint when `kept_docs` made it
    /// larger). Cost: O(1).
    ///
    /// ```
    /// use bundle::Bundle;
    ///
    /// let bundled = Bundle {
    ///     name: "big".into(),
    ///     program_file: "big.rs".into(),
    ///     source: "x".repeat(60_000),
    ///     modules: Vec::new(),
    ///     items: None,
    ///     fallback: None,
    /// };
    /// assert_eq!(
    ///     bundled.warnings(false),
    ///     ["big is 60000 bytes, too large for some judges: CodeChef takes at most 50000 bytes"]
    /// );
    /// ```
    pub fn warnings(&self, kept_docs: bool) -> Vec<String> {
        let name = &self.name;
        let mut warnings = Vec::new();
        if let Some(error) = &self.fallback {
            warnings.push(format!(
                "{name}: rustc rejected the pruned bundle ({error}); bundled whole modules instead"
            ));
        }
        let size = self.source.len();
        let refused_by = refused_by(size);
        if !refused_by.is_empty() {
            let hint = if kept_docs {
                " (without --keep-docs it is smaller)"
            } else {
                ""
            };
            warnings.push(format!(
                "{name} is {size} bytes, too large for some judges: {}{hint}",
                refused_by.join(", ")
            ));
        }
        warnings
    }

    /// Its size and make-up, as `bundle` prints it. Cost: O(1).
    ///
    /// ```
    /// use bundle::{Bundle, Counts};
    ///
    /// let bundled = Bundle {
    ///     name: "sol".into(),
    ///     program_file: "sol.rs".into(),
    ///     source: "fn main() {}\n".into(),
    ///     modules: vec!["searchlab".into(), "searchlab::perm".into()],
    ///     items: Some(Counts { kept: 3, dropped: 2 }),
    ///     fallback: None,
    /// };
    /// assert_eq!(
    ///     bundled.summary(),
    ///     "13 bytes (0.0 KiB), 2 library modules, 3 library items kept, 2 left out"
    /// );
    /// ```
    pub fn summary(&self) -> String {
        let size = self.source.len();
        let items = match self.items {
            Some(counts) => format!(
                ", {} library items kept, {} left out",
                counts.kept, counts.dropped
            ),
            None => ", all their items kept".to_string(),
        };
        format!(
            "{size} bytes ({:.1} KiB), {} library modules{items}",
            size as f64 / 1024.0,
            self.modules.len()
        )
    }
}

/// Bundles program `name` of the Cargo package at `root` (its `src/bin/NAME.rs` or
/// `src/bin/NAME/main.rs`, and the library `src/lib.rs` it uses).
///
/// Cost: reads and parses every library module once; linear in the source size.
pub fn bundle(root: &Path, name: &str, options: Options) -> Result<Bundle, Error> {
    if TOOLS.contains(&name) {
        return Err(Error::Tool {
            name: name.to_string(),
            judges: judge_programs(root)?,
        });
    }
    let program_file = program_file(root, name).ok_or_else(|| match judge_programs(root) {
        Ok(judges) => Error::UnknownProgram {
            name: name.to_string(),
            judges,
        },
        Err(error) => error,
    })?;
    bundle_file(root, &program_file, options)
}

/// Bundles the program whose main file is `program_file`, which may be anywhere, with the
/// library of the Cargo package at `root`. Its name is the file's (`sol.rs`: `sol`), or its
/// folder's for a `main.rs`. Cost: as [`bundle`].
pub fn bundle_file(root: &Path, program_file: &Path, options: Options) -> Result<Bundle, Error> {
    let name = program_name(program_file);
    let manifest = Manifest::read(root)?;
    let program = Tree::load(program_file)?;
    let library = Tree::load(&root.join("src").join("lib.rs"))?;
    let needed = closure::needed(
        &program,
        &library,
        &manifest.library_name,
        &manifest.dependencies,
    )?;
    let emit = |allow_unused| {
        let name = &manifest.library_name;
        emit::bundle_file(&program, &library, &needed, name, allow_unused)
    };
    let (mut file, items, fallback) = if options.keep_unused {
        (emit(true), None, None)
    } else {
        pruned_or_whole(emit(false), &manifest.library_name, &emit)
    };
    if !options.keep_docs {
        emit::strip_docs(&mut file);
    }
    let modules = library_modules(&file, &manifest.library_name);
    let pretty = options.pretty || options.keep_docs;
    if !options.keep_unused && !pretty {
        reach::compact(&mut file, &manifest.library_name, &rustc());
    }
    let relative = program_file.strip_prefix(root).unwrap_or(program_file);
    let header = header(&name, relative);
    Ok(Bundle {
        source: header + &layout(&file, &manifest.library_name, pretty),
        modules,
        items,
        fallback,
        program_file: program_file.to_path_buf(),
        name,
    })
}

/// `file` as text: the program indented with tabs, the library module dense unless `pretty`.
fn layout(file: &syn::File, library_name: &str, pretty: bool) -> String {
    if pretty {
        return indent::unparse(file);
    }
    let mut text = String::new();
    let mut program = syn::File {
        shebang: file.shebang.clone(),
        attrs: file.attrs.clone(),
        items: Vec::new(),
    };
    for item in &file.items {
        if matches!(item, syn::Item::Mod(m) if m.ident == library_name) {
            if !program.items.is_empty() || !program.attrs.is_empty() {
                text += &indent::unparse(&program);
            }
            (program.attrs, program.items) = (Vec::new(), Vec::new());
            text += &dense::unparse(&syn::File {
                shebang: None,
                attrs: Vec::new(),
                items: vec![item.clone()],
            });
        } else {
            program.items.push(item.clone());
        }
    }
    if !program.items.is_empty() || !program.attrs.is_empty() {
        text += &indent::unparse(&program);
    }
    text
}

/// `file` with only the library items the program reaches, and their counts; or, if rustc
/// rejects that but compiles the whole modules (`whole(true)`), those and rustc's error.
fn pruned_or_whole(
    mut file: syn::File,
    library_name: &str,
    whole: &dyn Fn(bool) -> syn::File,
) -> (syn::File, Option<Counts>, Option<String>) {
    let rustc = rustc();
    let pruned = reach::prune(&mut file, library_name, &rustc);
    if let Some(error) = pruned.rejected {
        let whole = whole(true);
        if reach::compiles(&whole, &rustc) {
            return (whole, None, Some(error));
        }
    }
    (file, Some(pruned.counts), None)
}

/// The `rustc` that checks bundles: `$RUSTC`, or the one on PATH.
fn rustc() -> PathBuf {
    std::env::var_os("RUSTC").map_or_else(|| PathBuf::from("rustc"), PathBuf::from)
}

/// The library modules `file` holds, as `LIB::a::b` paths, sorted by their segments (the
/// root first).
fn library_modules(file: &syn::File, library_name: &str) -> Vec<String> {
    fn walk(items: &[syn::Item], path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for item in items {
            if let syn::Item::Mod(m) = item {
                if let Some((_, inner)) = &m.content {
                    path.push(m.ident.to_string());
                    walk(inner, path, out);
                    path.pop();
                }
            }
        }
    }
    let mut modules = Vec::new();
    for item in &file.items {
        match item {
            syn::Item::Mod(m) if m.ident == library_name => {
                let inner = m.content.as_ref().map_or(&[][..], |(_, inner)| inner);
                walk(inner, &mut vec![library_name.to_string()], &mut modules);
            }
            _ => {}
        }
    }
    modules.sort();
    modules.into_iter().map(|path| path.join("::")).collect()
}

/// A program's name: its file's stem, or its folder's name for a `main.rs`.
pub fn program_name(program_file: &Path) -> String {
    let stem = program_file.file_stem().unwrap_or_default();
    let named = if stem == "main" {
        program_file
            .parent()
            .and_then(Path::file_name)
            .unwrap_or(stem)
    } else {
        stem
    };
    named.to_string_lossy().into_owned()
}

/// The comment at the top of a bundle: what it is made of and how to build it.
fn header(name: &str, program_file: &Path) -> String {
    format!(
        "// {name}: {} and the library items it uses, bundled. Build: rustc --edition 2021 -O \
         {name}.rs\n",
        program_file.display(),
    )
}

fn program_file(root: &Path, name: &str) -> Option<PathBuf> {
    let bin = root.join("src").join("bin");
    [
        bin.join(format!("{name}.rs")),
        bin.join(name).join("main.rs"),
    ]
    .into_iter()
    .find(|path| path.is_file())
}

/// The judge programs of the package at `root`: every program in `src/bin` but the
/// [`TOOLS`], sorted. Cost: one directory listing.
pub fn judge_programs(root: &Path) -> Result<Vec<String>, Error> {
    let bin = root.join("src").join("bin");
    let entries = fs::read_dir(&bin).map_err(|error| Error::Io {
        path: bin.clone(),
        error,
    })?;
    let mut judges: Vec<String> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = if path.is_dir() {
                path.join("main.rs").is_file().then(|| path.file_name())??
            } else {
                (path.extension()? == "rs").then(|| path.file_stem())??
            };
            Some(name.to_string_lossy().into_owned())
        })
        .filter(|name| !TOOLS.contains(&name.as_str()))
        .collect();
    judges.sort();
    Ok(judges)
}

/// What the bundler needs from `Cargo.toml`.
pub(crate) struct Manifest {
    /// The library's name in code (the package name with `-` as `_`, or `[lib] name`).
    library_name: String,
    /// Every dependency's name in code, normal, dev and target-specific.
    dependencies: BTreeSet<String>,
    /// The package's edition (2015 when not given, as Cargo takes it).
    edition: String,
}

impl Manifest {
    pub(crate) fn read(root: &Path) -> Result<Manifest, Error> {
        let path = root.join("Cargo.toml");
        let text = fs::read_to_string(&path).map_err(|error| Error::Io {
            path: path.clone(),
            error,
        })?;
        let bad = |message: String| Error::Manifest {
            path: path.clone(),
            message,
        };
        let table: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| bad(e.message().to_string()))?;
        let lib_name = table
            .get("lib")
            .and_then(|lib| lib.get("name"))
            .and_then(|n| n.as_str());
        let package_name = table
            .get("package")
            .and_then(|p| p.get("name"))
            .and_then(|n| n.as_str());
        let library_name = lib_name
            .or(package_name)
            .ok_or_else(|| bad("no [package] name".to_string()))?
            .replace('-', "_");
        let mut dependencies = BTreeSet::new();
        let mut add = |deps: Option<&toml::Value>| {
            if let Some(deps) = deps.and_then(|d| d.as_table()) {
                dependencies.extend(deps.keys().map(|k| k.replace('-', "_")));
            }
        };
        for section in ["dependencies", "dev-dependencies", "build-dependencies"] {
            add(table.get(section));
        }
        if let Some(targets) = table.get("target").and_then(|t| t.as_table()) {
            for target in targets.values() {
                for section in ["dependencies", "dev-dependencies", "build-dependencies"] {
                    add(target.get(section));
                }
            }
        }
        let edition = table
            .get("package")
            .and_then(|p| p.get("edition"))
            .and_then(|e| e.as_str())
            .unwrap_or("2015")
            .to_string();
        Ok(Manifest {
            library_name,
            dependencies,
            edition,
        })
    }
}
