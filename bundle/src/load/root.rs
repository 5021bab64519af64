//! The program's main file as written, which the bundle shows as the contestant wrote it:
//! its text, and the edits the bundle makes to it (test code and `extern crate` of the
//! library out, paths into the library from nested modules and `::LIB` paths made
//! `crate::` paths, unused imports out, file modules inlined), each at the place of the
//! code it replaces.

use crate::syntax::tokens::{continues_path, is_path_sep, is_punct};
use proc_macro2::{Ident, LineColumn, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::UseTree;

/// The main file's text and the edits the bundle makes to it.
#[derive(Clone)]
pub(crate) struct RootText {
    text: String,
    /// Where each line starts, in bytes.
    lines: Vec<usize>,
    /// `(start, end, replacement)` in bytes of `text`.
    edits: Vec<(usize, usize, String)>,
}

impl RootText {
    /// `text`, unchanged so far.
    pub fn new(text: String) -> RootText {
        let mut lines = vec![0];
        lines.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        RootText { text, lines, edits: Vec::new() }
    }

    /// The byte offset of a line and column (in characters) of the text.
    fn offset(&self, at: LineColumn) -> usize {
        let start = self.lines.get(at.line.saturating_sub(1)).copied();
        let start = start.unwrap_or(self.text.len());
        let line = &self.text[start..];
        start + line.char_indices().nth(at.column).map_or(line.len(), |(i, _)| i)
    }

    /// Replaces the code `span` covers (an item's: its attributes and doc comments too).
    pub fn replace(&mut self, span: Span, text: String) {
        let (start, end) = (self.offset(span.start()), self.offset(span.end()));
        self.edits.push((start, end, text));
    }

    /// Inserts `text` where `span` starts.
    pub fn insert(&mut self, span: Span, text: &str) {
        let at = self.offset(span.start());
        self.edits.push((at, at, text.to_string()));
    }

    /// Inserts `text` after the code `span` covers, or at the start for none.
    pub fn insert_after(&mut self, span: Option<Span>, text: &str) {
        let at = span.map_or(0, |span| self.offset(span.end()));
        self.edits.push((at, at, format!("\n{text}")));
    }

    /// Adds `text` at the end of the file, on a line of its own.
    pub fn append(&mut self, text: &str) {
        let end = self.text.len();
        let newline = if self.text.ends_with('\n') { "" } else { "\n" };
        self.edits.push((end, end, format!("{newline}{text}")));
    }

    /// Removes the first line when it is a shebang (`#!` not followed by `[`).
    pub fn remove_shebang(&mut self) {
        if self.text.starts_with("#!") && !self.text[2..].trim_start().starts_with('[') {
            let end = self.lines.get(1).copied().unwrap_or(self.text.len());
            self.edits.push((0, end, String::new()));
        }
    }

    /// The text with every edit made: where edits overlap (a path inside removed test
    /// code), the first to start wins. With it, where each stretch of the text it kept went.
    pub fn edited(&self) -> Edited {
        let mut edits: Vec<&(usize, usize, String)> = self.edits.iter().collect();
        edits.sort_by_key(|(start, end, _)| (*start, *end));
        let mut out = Edited { text: String::with_capacity(self.text.len()), kept: Vec::new() };
        let mut done = 0;
        for (start, end, text) in edits {
            if *start < done {
                continue;
            }
            out.keep(&self.text, done..*start);
            out.text.push_str(text);
            done = *end;
        }
        out.keep(&self.text, done..self.text.len());
        out
    }

    /// The line (from 1) and column (in characters, from 0) of byte `at` of the text.
    pub fn line_column(&self, at: usize) -> (usize, usize) {
        let line = self.lines.partition_point(|&start| start <= at);
        let start = self.lines[line - 1];
        (line, self.text.get(start..at).map_or(0, |before| before.chars().count()))
    }
}

/// The main file's text with the bundle's edits made, and where its kept stretches were.
pub(crate) struct Edited {
    pub text: String,
    /// `(start in the edited text, start in the file, length)` in bytes, in order.
    kept: Vec<(usize, usize, usize)>,
}

impl Edited {
    /// Appends `file[range]`, kept as written.
    fn keep(&mut self, file: &str, range: std::ops::Range<usize>) {
        self.kept.push((self.text.len(), range.start, range.len()));
        self.text.push_str(&file[range]);
    }

    /// Where byte `at` of the edited text was in the file, if it was kept from it.
    pub fn original(&self, at: usize) -> Option<usize> {
        let index = self.kept.partition_point(|&(start, _, _)| start <= at).checked_sub(1)?;
        let (start, from, length) = self.kept[index];
        (at < start + length).then(|| from + at - start)
    }
}

/// The edits of the main file's paths into the library that the bundle makes `crate::`
/// paths: those in nested modules (the library is a module of the bundle's root) and those
/// with a leading `::` (which would name a crate). `names` are the library's names.
pub(super) struct LibraryPaths<'r> {
    pub root: &'r mut RootText,
    pub names: &'r BTreeSet<String>,
    pub nested: bool,
}

impl LibraryPaths<'_> {
    /// The edit of a path whose first name is `first`, with `colon` its leading `::`.
    fn path(&mut self, first: &Ident, colon: Option<Span>) {
        if !self.names.contains(&first.to_string()) {
            return;
        }
        match colon {
            Some(colon) => self.root.replace(colon, "crate::".to_string()),
            None if self.nested => self.root.insert(first.span(), "crate::"),
            None => {}
        }
    }

    /// The same among a macro's tokens: `LIB :: x` not after `::` or `$`, `:: LIB :: x`.
    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Ident(ident) if is_path_sep(&tokens, i + 1) => {
                    let after_dollar = i >= 1 && is_punct(&tokens[i - 1], '$');
                    let after_sep = i >= 2 && is_path_sep(&tokens, i - 2);
                    let leading = after_sep && !continues_path(&tokens, i);
                    let colon = leading.then(|| tokens[i - 2].span().join(tokens[i - 1].span()));
                    if !after_dollar && (leading || !after_sep) {
                        self.path(ident, colon.flatten());
                    }
                }
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for LibraryPaths<'_> {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        if let Some(first) = path.segments.first() {
            self.path(&first.ident, path.leading_colon.map(|c| c.span()));
        }
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let colon = item.leading_colon.map(|c| c.span());
        let trees = match &item.tree {
            UseTree::Group(group) if colon.is_none() => group.items.iter().collect(),
            tree => vec![tree],
        };
        for tree in trees {
            match tree {
                UseTree::Path(p) => self.path(&p.ident, colon),
                UseTree::Name(n) => self.path(&n.ident, colon),
                UseTree::Rename(r) => self.path(&r.ident, colon),
                _ => {}
            }
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        self.tokens(mac.tokens.clone());
    }

    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}
}
