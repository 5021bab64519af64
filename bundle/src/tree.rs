//! Loading a crate's module tree from its files: `mod` declarations resolved to files the
//! way rustc does (`x.rs` or `x/mod.rs`, folders, `#[path]`), inline modules split out, and
//! code a bundle never compiles removed: test-only code (`#[cfg(test)]`, `#[test]`) and code
//! under the build script's cfgs (`cfg(searchlab_…)`: a bundle has no build script).

use super::Error;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, Item, Meta, Stmt};

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

/// Every module of one crate, by path.
#[derive(Default)]
pub(crate) struct Tree {
    pub modules: BTreeMap<ModPath, Module>,
}

impl Tree {
    /// Loads the crate whose root file is `root_file` (e.g. `src/lib.rs`), following its
    /// `mod` declarations into other files. Cost: reads and parses each module file once.
    /// A module file that is already being loaded further up (through `#[path]`, say) is
    /// refused, as rustc refuses it, instead of being loaded again without end.
    pub fn load(root_file: &Path) -> Result<Tree, Error> {
        let mut tree = Tree::default();
        let file = parse_file(root_file)?;
        let children_dir = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
        let mut loading = vec![identity(root_file)];
        tree.add(
            Vec::new(),
            root_file,
            (file.attrs, file.items),
            &children_dir,
            &mut loading,
        )?;
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
        strip_test_code(&mut items);
        for item in &mut items {
            let Item::Mod(decl) = item else { continue };
            let name = decl.ident.to_string();
            let mut child_path = path.clone();
            child_path.push(name.clone());
            match decl.content.take() {
                Some((_, inner)) => {
                    decl.semi = Some(Default::default());
                    let child_dir = children_dir.join(&name);
                    let contents = (Vec::new(), inner);
                    self.add(child_path, file, contents, &child_dir, loading)?;
                }
                None => {
                    let (child_file, grandchildren_dir) = locate_file(file, children_dir, decl)?;
                    let id = identity(&child_file);
                    if loading.contains(&id) {
                        let start = decl.ident.span().start();
                        return Err(Error::Parse {
                            file: file.to_path_buf(),
                            line: start.line,
                            column: start.column + 1,
                            message: format!(
                                "module `{name}` is {}, a file already loaded above it \
                                 (a module cannot contain itself)",
                                child_file.display()
                            ),
                        });
                    }
                    let parsed = parse_file(&child_file)?;
                    loading.push(id);
                    let contents = (parsed.attrs, parsed.items);
                    self.add(
                        child_path,
                        &child_file,
                        contents,
                        &grandchildren_dir,
                        loading,
                    )?;
                    loading.pop();
                }
            }
        }
        let module = Module {
            file: file.to_path_buf(),
            inner_attrs,
            items,
        };
        self.modules.insert(path, module);
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
/// [`super::depth::MAX_NESTING`] is refused before it is parsed.
pub(crate) fn parse_file(path: &Path) -> Result<syn::File, Error> {
    let io_error = |error| Error::Io {
        path: path.to_path_buf(),
        error,
    };
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
    let parse_error = |error: syn::Error| {
        let start = error.span().start();
        Error::Parse {
            file: path.to_path_buf(),
            line: start.line,
            column: start.column + 1,
            message: error.to_string(),
        }
    };
    // A shebang line is not Rust tokens: blank it (keeping line numbers) before lexing.
    let body = match text.strip_prefix("#!") {
        Some(rest) if !rest.starts_with('[') => &text[text.find('\n').unwrap_or(text.len())..],
        _ => &text[..],
    };
    let tokens = body
        .trim_start_matches('\u{feff}')
        .parse()
        .map_err(|e: proc_macro2::LexError| parse_error(syn::Error::new(e.span(), e)))?;
    super::depth::check_nesting(path, tokens)?;
    syn::parse_file(&text).map_err(parse_error)
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
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// The prefix of the cfg names that the package's build script sets (`build.rs`); a
/// bundle is compiled without it, so they are all off there.
const BUILD_SCRIPT_CFG: &str = "searchlab_";

/// Removes the code a bundle never compiles: `#[test]` functions and anything under a
/// `#[cfg(...)]` that is false when `test` and the build script's cfgs are off — items, and
/// statements in function bodies. Recurses into inline modules and impls.
pub(crate) fn strip_test_code(items: &mut Vec<Item>) {
    items.retain(|item| !test_only(item_attrs(item)));
    for item in items.iter_mut() {
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    strip_test_code(inner);
                }
            }
            Item::Impl(imp) => imp.items.retain(|i| !test_only(impl_item_attrs(i))),
            Item::Trait(tr) => tr.items.retain(|i| !test_only(trait_item_attrs(i))),
            _ => {}
        }
        if !matches!(item, Item::Mod(_)) {
            StripStatements.visit_item_mut(item);
        }
    }
}

/// Removes the statements that [`strip_test_code`] removes items for, in every block.
struct StripStatements;

impl VisitMut for StripStatements {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|stmt| !test_only(stmt_attrs(stmt)));
        visit_mut::visit_block_mut(self, block);
    }
}

/// The attributes of a statement, for the kinds a cfg is put on.
fn stmt_attrs(stmt: &Stmt) -> &[Attribute] {
    match stmt {
        Stmt::Local(local) => &local.attrs,
        Stmt::Item(item) => item_attrs(item),
        Stmt::Macro(mac) => &mac.attrs,
        Stmt::Expr(Expr::Block(block), _) => &block.attrs,
        Stmt::Expr(Expr::Unsafe(block), _) => &block.attrs,
        Stmt::Expr(Expr::If(branch), _) => &branch.attrs,
        _ => &[],
    }
}

fn test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| {
        if attr.path().is_ident("test") {
            return true;
        }
        if !attr.path().is_ident("cfg") {
            return false;
        }
        attr.parse_args::<Meta>()
            .ok()
            .and_then(|meta| holds_without_test(&meta))
            == Some(false)
    })
}

/// Whether a cfg predicate holds in a bundle (no `test`, no build-script cfgs): `Some` when
/// that is certain.
fn holds_without_test(meta: &Meta) -> Option<bool> {
    let from_build_script = |path: &syn::Path| matches!(path.get_ident(), Some(name) if name.to_string().starts_with(BUILD_SCRIPT_CFG));
    match meta {
        Meta::Path(path) if path.is_ident("test") || from_build_script(path) => Some(false),
        Meta::List(list) => {
            let args = list
                .parse_args_with(
                    syn::punctuated::Punctuated::<Meta, syn::Token![,]>::parse_terminated,
                )
                .ok()?;
            let values: Vec<Option<bool>> = args.iter().map(holds_without_test).collect();
            if list.path.is_ident("not") && values.len() == 1 {
                values[0].map(|v| !v)
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else if values.iter().all(|v| *v == Some(true)) {
                    Some(true)
                } else {
                    None
                }
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else if values.iter().all(|v| *v == Some(false)) {
                    Some(false)
                } else {
                    None
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The attributes of an item (every kind of item has them but `Verbatim`).
pub(crate) fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

fn impl_item_attrs(item: &syn::ImplItem) -> &[Attribute] {
    match item {
        syn::ImplItem::Const(i) => &i.attrs,
        syn::ImplItem::Fn(i) => &i.attrs,
        syn::ImplItem::Type(i) => &i.attrs,
        syn::ImplItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

fn trait_item_attrs(item: &syn::TraitItem) -> &[Attribute] {
    match item {
        syn::TraitItem::Const(i) => &i.attrs,
        syn::TraitItem::Fn(i) => &i.attrs,
        syn::TraitItem::Type(i) => &i.attrs,
        syn::TraitItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(code: &str) -> Vec<Item> {
        syn::parse_file(code).unwrap().items
    }

    fn names(items: &[Item]) -> Vec<String> {
        items
            .iter()
            .filter_map(|item| match item {
                Item::Fn(f) => Some(f.sig.ident.to_string()),
                Item::Mod(m) => Some(m.ident.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn test_only_items_go() {
        let mut code = items(
            "fn keep() {} #[cfg(test)] mod tests {} #[test] fn t() {}
             #[cfg(not(test))] fn real() {} #[cfg(all(test, unix))] fn a() {}
             #[cfg(any(test, unix))] fn b() {} #[cfg(feature = \"x\")] fn c() {}
             #[cfg(not(any(test)))] fn d() {}",
        );
        strip_test_code(&mut code);
        assert_eq!(names(&code), ["keep", "real", "b", "c", "d"]);
    }

    #[test]
    fn build_script_cfgs_are_off_in_a_bundle() {
        let mut code = items(
            "#[cfg(searchlab_fast)] fn a() {} #[cfg(all(unix, searchlab_fast))] fn b() {}
             #[cfg(not(searchlab_fast))] fn c() {} #[cfg(other_fast)] fn d() {}
             fn e() -> u32 {
                 #[cfg(searchlab_fast)]
                 {
                     if fast() { return 1; }
                 }
                 #[cfg(searchlab_fast)]
                 let x = 2;
                 let y = { #[cfg(all(unix, searchlab_fast))] unsafe { go() }; 3 };
                 y
             }",
        );
        strip_test_code(&mut code);
        assert_eq!(names(&code), ["c", "d", "e"]);
        let body = prettyplease::unparse(&syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: vec![code[2].clone()],
        });
        assert!(!body.contains("fast") && !body.contains("go"), "{body}");
        assert!(body.contains("let y"), "{body}");
    }

    #[test]
    fn test_only_impl_items_go() {
        let mut code = items("struct S; impl S { fn a() {} #[cfg(test)] fn b() {} }");
        strip_test_code(&mut code);
        let Item::Impl(imp) = &code[1] else { panic!() };
        assert_eq!(imp.items.len(), 1);
    }
}
