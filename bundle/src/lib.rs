//! Single-file submissions: a program and the library items it reaches, transitively, as
//! one self-contained source file that plain `rustc` compiles.
//!
//! The program's own source comes first; the library follows as `mod LIB { ... }` with its
//! modules nested inline under their own names, so `LIB::perm::rank` still resolves. The
//! bundle is made in stages, each a folder: `find` tells which program and library a
//! command line names, from what Cargo says of the crate; `load` reads the program's and
//! the library's modules and puts them together as one syntax tree; `resolve` indexes the names it
//! declares; `prune` keeps only the library items the program reaches; `shrink` makes the
//! result smaller and prints it; `check` compiles and runs it (`bundle --check`).
//!
//! ```no_run
//! use bundle::{bundle, find_program, Options};
//! use std::path::Path;
//!
//! // From the repository's root: src/bin/queens/main.rs, its modules and the library
//! // items it uses, in one file a judge compiles with plain rustc.
//! let queens = find_program(Path::new("."), Some("queens"), None).unwrap();
//! let bundled = bundle(&queens, &Options::default()).unwrap();
//! std::fs::write("queens-submit.rs", &bundled.source).unwrap();
//! println!("{} bytes, modules {:?}", bundled.source.len(), bundled.modules);
//! ```

mod bundled;
mod check;
mod error;
mod find;
mod load;
mod misnamed;
mod origins;
mod prune;
mod resolve;
mod shrink;
mod syntax;

pub use bundled::{refused_by, Bundle, Counts, SIZE_LIMITS};
pub use check::{check, Check, Checked, Checking, EDITIONS};
pub use error::{shown, Error};
pub use find::{every_binary, find_program, Kind, Library, Program};
pub use load::MAX_NESTING;
pub use origins::Origins;

use check::rustc::{Failed, Rustc};
use load::Tree;
use proc_macro2::Span;
use prune::{Problem, Refusal};
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
    /// The edition the bundle is made for (checked in, and named in its first line); the
    /// program's own by default.
    pub edition: Option<String>,
    /// The `rustc` that checks the bundle (a name on PATH, or a path); `$RUSTC`, else the
    /// `rustc` on PATH, by default.
    pub rustc: Option<std::path::PathBuf>,
}

/// Bundles `program` (see [`find_program`]) with its library, in its edition unless
/// `options` names another, on a thread of its own with the stack that parsing needs (it
/// recurses once per nesting level: a large stack, and a nesting limit below it).
///
/// Cost: reads and parses every library module once; linear in the source size, and a
/// dozen rustc checks of the bundle (a fraction of a second each).
pub fn bundle(program: &Program, options: &Options) -> Result<Bundle, Error> {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new().stack_size(load::STACK_BYTES);
        let worker = worker.spawn_scoped(scope, || bundle_here(program, options));
        let worker = worker.map_err(|error| Error::Io { path: program.file.clone(), error })?;
        worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// [`bundle`], on this thread.
fn bundle_here(program: &Program, options: &Options) -> Result<Bundle, Error> {
    let edition = options.edition.clone().unwrap_or_else(|| program.edition.clone());
    let output = options.file_name.clone().unwrap_or_else(|| format!("{}.rs", program.name));
    let source = Tree::load(&program.file)?;
    let library = Tree::load(&program.library.file)?;
    let (mut whole, lib) = load::assemble(&source, &library, &program.library.name);
    if let Some(items) =
        syntax::library_items_mut(&mut whole, &lib.name).filter(|_| edition == "2015")
    {
        load::anchor_imports(items);
    }
    let mut main_file = load::root_text(&source, &lib);
    let inner_attrs = &source.modules[&Vec::new()].inner_attrs;
    let laid_out = |file: &syn::File, main_file: load::RootText, options: &Options| {
        let text = layout(file, main_file, (&source.slots, inner_attrs), &lib.name, options);
        headed(program, &edition, &output, text)
    };
    let verdicts = program.target_dir.join("bundle-check").join("verdicts");
    let rustc = Rustc::chosen(options.rustc.as_deref(), &edition).keeping_verdicts_in(verdicts);
    let deps = &program.dependencies;
    let pruned = match prune::prune(whole.clone(), &lib.name, deps, &rustc, options.keep_unused) {
        Ok(pruned) => pruned,
        Err(Refusal::Rejected(first)) => {
            // Told at the program's lines through the whole bundle, laid out plainly.
            let plain = Options { pretty: true, keep_docs: true, ..options.clone() };
            let whole = laid_out(&whole, main_file, &plain);
            return Err(not_compiling(program, &rustc, (first, &whole, &output)));
        }
        Err(Refusal::Problems(problems)) => {
            return Err(refused(problems, [&source, &library], &lib.name, program))
        }
    };
    for stale in &pruned.stale {
        if source.modules[&stale.module].file == program.file {
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
        shrink::compact(&mut file, &source.text, &rustc);
    }
    let bundled = Bundle {
        modules,
        items: pruned.counts,
        fallback: pruned.fallback,
        ..laid_out(&file, main_file, options)
    };
    match rustc.verdict(&bundled.source) {
        Err(Failed::Rejected(e)) => Err(not_compiling(program, &rustc, (e, &bundled, &output))),
        _ => Ok(bundled),
    }
}

/// The bundle of `program` for `edition` whose text after its first line is `body`, with
/// where its lines came from (`lines`), to be written as `output`: the first line says
/// what it is made of and how to build it.
fn headed(
    program: &Program,
    edition: &str,
    output: &str,
    (body, lines): (String, Vec<Option<(usize, isize)>>),
) -> Bundle {
    let relative = program.file.strip_prefix(&program.crate_root).unwrap_or(&program.file);
    let header = format!(
        "// {} and the library items it uses, bundled. Build: rustc --edition {edition} -O {output}\n",
        relative.display()
    );
    Bundle {
        source: header + &body,
        modules: Vec::new(),
        items: None,
        fallback: None,
        program_file: program.file.clone(),
        name: program.name.clone(),
        edition: edition.to_string(),
        origins: Origins::new(&program.file, 1, lines),
    }
}

/// Why `program` does not compile (`failed`: `rustc`'s first error, saying it in one line,
/// and the bundle, to be written as `output`): Cargo's errors on the program itself, at its
/// lines with rustc's notes and help; else, when only its bundle fails, rustc's errors there,
/// told at the program's lines they came from. Cost: a Cargo check, and a rustc check.
fn not_compiling(program: &Program, rustc: &Rustc, failed: (String, &Bundle, &str)) -> Error {
    let file = program.file.clone();
    if let Some(text) = check::cargo_errors(program) {
        return Error::Diagnostics { file, text };
    }
    let (first, bundled, output) = failed;
    let said = rustc.diagnostics(&bundled.source).unwrap_or_default();
    let errors: Vec<_> = said.into_iter().filter(|d| d.is_error()).collect();
    match errors.is_empty() {
        true => Error::Rejected { file, message: first },
        false => {
            let text = check::diagnostics::told_all(&errors, Some((&bundled.origins, output)));
            Error::Diagnostics { file, text }
        }
    }
}

/// The error for the first of the `problems` that kept a bundle from being made, naming
/// the file of the module at fault.
fn refused(
    mut problems: Vec<Problem>,
    trees: [&Tree; 2],
    library_name: &str,
    found: &Program,
) -> Error {
    let [program, library] = trees;
    let program_file = &found.file;
    let problem = problems.remove(0);
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
        Problem::UnknownPath { path, missing, within, module } => {
            let segments: Vec<String> = path.split("::").map(String::from).collect();
            let index = within.split("::").count();
            let (tree, inner) = place(&module);
            let items = tree.modules.get(&inner).map(|m| &m.items[..]).unwrap_or_default();
            let at = misnamed::written_at(items, &segments, index);
            let changelog = std::fs::read_to_string(found.library.root.join("CHANGELOG.md")).ok();
            let names = (library_name, &found.library.package.replace('-', "_")[..]);
            Error::UnknownPath {
                message: format!("there is no `{missing}` in `{within}`"),
                file: file_of(&module),
                at: at.map(|at| (at.line, at.column + 1)),
                meant: misnamed::meant(library, names, &segments, index, changelog.as_deref()),
                path,
            }
        }
    }
}

/// The bundle's text: the program's main file as written (`main_file`; its file
/// modules, `slots`, printed in their declarations' places) and the library module after it
/// (before it, after the `inner_attrs`, when the program uses its macros by name). Both
/// printed dense, or pretty as `options` say. With it, for each of its lines, the line of
/// the main file it came from and how far right the columns are there.
fn layout(
    file: &syn::File,
    mut main_file: load::RootText,
    (slots, inner_attrs): (&[(Span, Vec<String>)], &[syn::Attribute]),
    library_name: &str,
    options: &Options,
) -> (String, Vec<Option<(usize, isize)>>) {
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
    let edited = main_file.edited();
    let (text, starts) = shrink::written_lines(&edited.text, options.keep_docs);
    let origins = starts.into_iter().map(|(at, tabs)| {
        let (line, column) = main_file.line_column(edited.original(at)?);
        Some((line, column as isize - tabs as isize))
    });
    (text, origins.collect())
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
