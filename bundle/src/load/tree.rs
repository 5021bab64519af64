//! A crate's modules read from their files: `mod` declarations followed the way rustc
//! follows them, test code left out.

use super::{depth, test_code};
use crate::error::Error;
use proc_macro2::Span;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use syn::spanned::Spanned;
use syn::{Attribute, Item, Meta};

/// A module's place in its crate: the names from the crate root down (`[]` is the root).
pub(crate) type ModPath = Vec<String>;

/// One module: its items (child modules reduced to declarations) and where it came from.
pub(crate) struct Module {
    /// The file holding the module's items (for inline modules, the file around them).
    pub file: PathBuf,
    /// The file's inner attributes (`//!` docs and the like); empty for inline modules.
    pub inner_attrs: Vec<Attribute>,
    /// The items without test-only code; each child `mod` is a declaration without content.
    pub items: Vec<Item>,
}

/// Every module of one crate, by path, and its root file as written.
pub(crate) struct Tree {
    pub modules: BTreeMap<ModPath, Module>,
    /// The root file's text.
    pub text: String,
    /// The code taken out of the root file as test code.
    pub removed: Vec<Span>,
    /// The file modules the root file declares: each declaration and the module's path.
    pub slots: Vec<(Span, ModPath)>,
}

impl Tree {
    /// Loads the crate whose root file is `root_file` (e.g. `src/lib.rs`), following its
    /// `mod` declarations into other files. Cost: reads and parses each module file once.
    /// A module file that is already being loaded further up (through `#[path]`, say) is
    /// refused, as rustc refuses it, instead of being loaded again without end.
    pub fn load(root_file: &Path) -> Result<Tree, Error> {
        let (text, file) = parse_file(root_file)?;
        let mut tree =
            Tree { modules: BTreeMap::new(), text, removed: Vec::new(), slots: Vec::new() };
        let children_dir = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
        let mut loading = vec![identity(root_file)];
        tree.add(Vec::new(), root_file, (file.attrs, file.items), &children_dir, &mut loading)?;
        Ok(tree)
    }

    /// Adds the module at `path` with its `(inner attributes, items)` from `file`, and its
    /// children; `loading` holds the files of the modules above it.
    fn add(
        &mut self,
        path: ModPath,
        file: &Path,
        (inner_attrs, mut items): (Vec<Attribute>, Vec<Item>),
        children_dir: &Path,
        loading: &mut Vec<PathBuf>,
    ) -> Result<(), Error> {
        let mut removed = Vec::new();
        test_code::strip_test_code(&mut items, &mut removed);
        let in_root = loading.len() == 1;
        self.removed.extend(removed.into_iter().filter(|_| in_root));
        for item in &mut items {
            let Item::Mod(decl) = item else { continue };
            let name = decl.ident.to_string();
            let mut child_path = path.clone();
            child_path.push(name.clone());
            match decl.content.take() {
                Some((_, inner)) => {
                    decl.semi = Some(Default::default());
                    let child_dir = children_dir.join(&name);
                    self.add(child_path, file, (Vec::new(), inner), &child_dir, loading)?;
                }
                None => {
                    let (child_file, grandchildren_dir) = locate_file(file, children_dir, decl)?;
                    let id = identity(&child_file);
                    if loading.contains(&id) {
                        let (at, shown) = (decl.ident.span().start(), child_file.display());
                        let why = "a file already loaded above it (a module cannot contain itself)";
                        let why = format!("module `{name}` is {shown}, {why}");
                        return Err(Error::parse(file, at, why));
                    }
                    if in_root {
                        self.slots.push((decl.span(), child_path.clone()));
                    }
                    let (_, parsed) = parse_file(&child_file)?;
                    loading.push(id);
                    let contents = (parsed.attrs, parsed.items);
                    self.add(child_path, &child_file, contents, &grandchildren_dir, loading)?;
                    loading.pop();
                }
            }
        }
        self.modules.insert(path, Module { file: file.to_path_buf(), inner_attrs, items });
        Ok(())
    }
}

/// A file's identity for cycle checks: its canonical path (the path itself if it has none).
fn identity(file: &Path) -> PathBuf {
    fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf())
}

/// The largest source file `bundle` reads.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// Reads and parses one source file; a syntax error names the file, line and column. Only
/// regular files of at most [`MAX_FILE_BYTES`] are read, and code nesting deeper than
/// [`MAX_NESTING`] is refused before it is parsed.
pub(crate) fn parse_file(path: &Path) -> Result<(String, syn::File), Error> {
    let io_error = |error| Error::Io { path: path.to_path_buf(), error };
    let meta = fs::metadata(path).map_err(io_error)?;
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        let why = if meta.is_file() {
            format!("larger than {} MiB", MAX_FILE_BYTES >> 20)
        } else {
            "not a regular file".to_string()
        };
        return Err(io_error(std::io::Error::other(why)));
    }
    let text = fs::read_to_string(path).map_err(io_error)?;
    let parse_error =
        |error: syn::Error| Error::parse(path, error.span().start(), error.to_string());
    // A shebang line is not Rust tokens: blank it (keeping line numbers) before lexing.
    let body = match text.strip_prefix("#!") {
        Some(rest) if !rest.starts_with('[') => &text[text.find('\n').unwrap_or(text.len())..],
        _ => &text[..],
    };
    let tokens = body
        .trim_start_matches('\u{feff}')
        .parse()
        .map_err(|e: proc_macro2::LexError| parse_error(syn::Error::new(e.span(), e)))?;
    depth::check_nesting(path, tokens)?;
    let file = syn::parse_file(&text).map_err(parse_error)?;
    Ok((text, file))
}

/// The file of the module that `decl` (in `file`) declares, and the folder of its children.
fn locate_file(
    file: &Path,
    children_dir: &Path,
    decl: &syn::ItemMod,
) -> Result<(PathBuf, PathBuf), Error> {
    let name = decl.ident.to_string();
    if let Some(custom) = path_attribute(&decl.attrs) {
        let target = file.parent().unwrap_or(Path::new(".")).join(custom);
        let dir = target.parent().unwrap_or(Path::new(".")).to_path_buf();
        return Ok((target, dir));
    }
    let flat = children_dir.join(format!("{name}.rs"));
    let nested = children_dir.join(&name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok((flat, children_dir.join(&name))),
        (false, true) => Ok((nested, children_dir.join(&name))),
        (found_flat, _) => Err(Error::MissingModule {
            file: file.to_path_buf(),
            line: decl.ident.span().start().line,
            module: name,
            candidates: [flat, nested],
            ambiguous: found_flat,
        }),
    }
}

/// The value of a `#[path = "..."]` attribute, if there is one.
pub(crate) fn path_attribute(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}
