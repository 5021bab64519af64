//! Single-file submissions: a program and the library items it reaches, transitively, as
//! one self-contained source file that plain `rustc` compiles.
//!
//! The program's own source comes first; the library follows as `mod LIB { ... }` with its
//! modules nested inline under their own names, so `LIB::perm::rank` still resolves. The
//! bundle is made in stages, each a folder: `load` reads the program's and the library's
//! modules and puts them together as one syntax tree; `resolve` indexes the names it
//! declares; `prune` keeps only the library items the program reaches; `shrink` makes the
//! result smaller and prints it; `check` compiles and runs it (`bundle --check`).
//!
//! ```no_run
//! use bundle::{bundle, Options};
//! use std::path::Path;
//!
//! // From the repository's root: src/bin/queens/main.rs, its modules and the library
//! // items it uses, in one file a judge compiles with plain rustc.
//! let bundled = bundle(Path::new("."), "queens", Options::default()).unwrap();
//! std::fs::write("queens-submit.rs", &bundled.source).unwrap();
//! println!("{} bytes, modules {:?}", bundled.source.len(), bundled.modules);
//! ```

mod bundled;
mod check;
mod error;
mod load;
mod manifest;
mod prune;
mod resolve;
mod shrink;
mod syntax;

pub use bundled::{refused_by, Bundle, Counts, SIZE_LIMITS};
pub use check::{check, Check, Compiler, DEFAULT_EDITIONS, EDITIONS};
pub use error::Error;
pub use load::{MAX_NESTING, STACK_BYTES};
pub use manifest::{find_root, is_program_file, judge_programs, program_name};

use check::rustc::{Failed, Rustc};
use load::Tree;
use manifest::{program_file, Manifest};
use proc_macro2::Span;
use prune::{Problem, Refusal};
use std::path::Path;
use syn::spanned::Spanned;

/// How to bundle.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Keep the comments: the program's, and the doc comments (`///`, `//!`) of the program
    /// and the library; by default they are removed to make the file smaller.
    pub keep_docs: bool,
    /// Keep every item of the library modules the program uses, as whole modules, instead
    /// of only the items it reaches (a way out if the pruning ever trips a program).
    pub keep_unused: bool,
    /// Lay the library out indented, as the program is, rather than dense (no indentation,
    /// a space only where tokens would merge). Docs imply it.
    pub pretty: bool,
    /// The name of the file the bundle is written to, for the build command in its first
    /// line; `PROGRAM.rs` by default.
    pub file_name: Option<String>,
}

/// Bundles program `name` of the Cargo package at `root` (its `src/bin/NAME.rs` or
/// `src/bin/NAME/main.rs`, and the library `src/lib.rs` it uses).
///
/// Cost: reads and parses every library module once; linear in the source size, and a
/// dozen rustc checks of the bundle (a fraction of a second each).
pub fn bundle(root: &Path, name: &str, options: Options) -> Result<Bundle, Error> {
    let Some(program_file) = program_file(root, name) else {
        return Err(Error::UnknownProgram {
            name: name.to_string(),
            judges: judge_programs(root)?,
        });
    };
    bundle_file(root, &program_file, options)
}

/// Bundles the program whose main file is `program_file`, which may be anywhere, with the
/// library of the Cargo package at `root`. Its name is the file's (`sol.rs`: `sol`), or its
/// folder's for a `main.rs`. Cost: as [`bundle`].
pub fn bundle_file(root: &Path, program_file: &Path, options: Options) -> Result<Bundle, Error> {
    let manifest = Manifest::read(root)?;
    let program = Tree::load(program_file)?;
    let library = Tree::load(&root.join("src").join("lib.rs"))?;
    let (whole, lib) = load::assemble(&program, &library, &manifest.library_name);
    let mut main_file = load::root_text(&program, &lib);
    let rustc = Rustc::from_env();
    let deps = &manifest.dependencies;
    let pruned = prune::prune(whole, &lib.name, deps, &rustc, options.keep_unused);
    let trees = [&program, &library];
    let pruned = pruned.map_err(|refusal| refused(refusal, trees, &lib.name, program_file))?;
    for stale in &pruned.stale {
        if program.modules[&stale.module].file == program_file {
            let nested = !stale.module.is_empty();
            let text = load::printed_use(stale.kept.clone(), &lib, nested);
            main_file.replace(stale.item.span(), text);
        }
    }
    let mut file = pruned.file;
    if !options.keep_docs {
        load::strip_docs(&mut file);
    }
    let modules = library_modules(&file, &lib.name);
    if !options.keep_unused && !options.pretty && !options.keep_docs {
        shrink::compact(&mut file, &program.text, &rustc);
    }
    let inner_attrs = &program.modules[&Vec::new()].inner_attrs;
    let body = layout(&file, main_file, (&program.slots, inner_attrs), &lib.name, &options);
    if let Err(Failed::Rejected(message)) = rustc.verdict(&body) {
        let file = program_file.to_path_buf();
        return Err(Error::Rejected { file, message });
    }
    let name = program_name(program_file);
    let relative = program_file.strip_prefix(root).unwrap_or(program_file).display();
    let output = options.file_name.clone().unwrap_or_else(|| format!("{name}.rs"));
    // The first line: what the bundle is made of, and how to build it.
    let header = format!("// {relative} and the library items it uses, bundled. Build: rustc --edition 2021 -O {output}\n");
    Ok(Bundle {
        source: header + &body,
        modules,
        items: pruned.counts,
        fallback: pruned.fallback,
        program_file: program_file.to_path_buf(),
        name,
    })
}

/// The error for what kept a bundle from being made, naming the file of the module at fault.
fn refused(refusal: Refusal, trees: [&Tree; 2], library_name: &str, program_file: &Path) -> Error {
    let [program, library] = trees;
    let problem = match refusal {
        Refusal::Rejected(message) => {
            let file = program_file.to_path_buf();
            return Error::Rejected { file, message };
        }
        Refusal::Problems(mut problems) => problems.remove(0),
    };
    // A module's path from the bundle's root: the library's start with its name.
    let place = |module: &[String]| match module.split_first() {
        Some((first, inner)) if first == library_name => (library, inner.to_vec()),
        _ => (program, module.to_vec()),
    };
    let file_of = |module: &[String]| {
        let (tree, path) = place(module);
        let file = tree.modules.get(&path).map(|m| m.file.clone());
        file.unwrap_or_else(|| program_file.to_path_buf())
    };
    match problem {
        Problem::ExternalCrate { krate, module } => Error::ExternalCrate {
            krate,
            file: file_of(&module),
            module: match module.first() {
                Some(first) if first == library_name => module.join("::"),
                _ => "the program".to_string(),
            },
        },
        Problem::UnknownPath { path, missing, within, module } => Error::UnknownPath {
            path,
            message: format!("there is no `{missing}` in `{within}`"),
            file: file_of(&module),
        },
    }
}

/// The bundle's text: the program's main file as written (`main_file`; its file
/// modules, `slots`, printed in their declarations' places) and the library module after it
/// (before it, after the `inner_attrs`, when the program uses its macros by name). Both
/// printed dense, or pretty as `options` say.
fn layout(
    file: &syn::File,
    mut main_file: load::RootText,
    (slots, inner_attrs): (&[(Span, Vec<String>)], &[syn::Attribute]),
    library_name: &str,
    options: &Options,
) -> String {
    let print = |item: &syn::Item| {
        let items = vec![item.clone()];
        let file = syn::File { shebang: None, attrs: Vec::new(), items };
        match options.pretty || options.keep_docs {
            true => shrink::pretty(&file),
            false => shrink::dense(&file),
        }
    };
    for (span, path) in slots {
        if let Some(module) = module_at(&file.items, path) {
            main_file.replace(*span, print(module).trim_end().to_string());
        }
    }
    let is_library =
        |item: &&syn::Item| matches!(item, syn::Item::Mod(m) if m.ident == library_name);
    let library = file.items.iter().find(is_library).map(print).unwrap_or_default();
    match file.items.first().filter(is_library) {
        Some(_) => main_file.insert_after(inner_attrs.last().map(|a| a.span()), &library),
        None => main_file.append(&library),
    }
    shrink::written(&main_file.edited(), options.keep_docs)
}

/// The inline module at `path` among `items` and the modules inside them.
fn module_at<'f>(items: &'f [syn::Item], path: &[String]) -> Option<&'f syn::Item> {
    let (first, rest) = path.split_first()?;
    let module = items.iter().find(|item| matches!(item, syn::Item::Mod(m) if m.ident == first))?;
    match module {
        syn::Item::Mod(m) if !rest.is_empty() => module_at(&m.content.as_ref()?.1, rest),
        _ => Some(module),
    }
}

/// The library modules `file` holds, as `LIB::a::b` paths, sorted by their segments (the
/// root first).
fn library_modules(file: &syn::File, library_name: &str) -> Vec<String> {
    let index = resolve::Index::of(file, library_name);
    let library = (0..index.modules.len()).filter(|&number| index.modules[number].library);
    let mut modules: Vec<Vec<String>> = library.map(|number| index.path_of(number)).collect();
    modules.sort();
    modules.into_iter().map(|path| path.join("::")).collect()
}
