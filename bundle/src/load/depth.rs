//! A bound on how deeply a source file's syntax nests, computed from its tokens without
//! recursion, so that a file the parser could only take by overflowing its stack is refused
//! with a message instead.

use crate::error::Error;
use proc_macro2::{Delimiter, LineColumn, TokenStream, TokenTree};
use std::path::Path;

/// The deepest nesting a file may reach by `nesting_bound`. The parser and the passes
/// after it recurse once per level and take a few KiB of stack each; `bundle` runs them on
/// a thread with `STACK_BYTES` (1 GiB) of stack, which holds several times this many levels.
pub const MAX_NESTING: usize = 5_000;

/// The stack of the thread that parses and bundles.
pub(crate) const STACK_BYTES: usize = 1 << 30;

/// Refuses a file (already lexed as `tokens`) whose nesting bound passes [`MAX_NESTING`],
/// naming the line where the bound is passed. Cost: O(tokens), no recursion.
pub(crate) fn check_nesting(file: &Path, tokens: TokenStream) -> Result<(), Error> {
    let message = format!(
        "the code nests deeper than bundle takes ({MAX_NESTING} levels of brackets and \
         operators without a `,` or `;` between them)"
    );
    nesting_bound(tokens, MAX_NESTING).map_or(Ok(()), |at| Err(Error::parse(file, at, message)))
}

/// An upper bound on the parser's recursion depth: along any path into nested brackets,
/// each bracket counts one level and each token counts one more since the last `,` or `;`
/// in its own bracket (or since a `}` not followed by `else`), since only tokens between
/// separators can nest (prefix operators, closures, `else if` chains, generics). Returns
/// where the bound first passes `limit`, or `None`.
pub(crate) fn nesting_bound(tokens: TokenStream, limit: usize) -> Option<LineColumn> {
    // One frame per open bracket: its tokens still to read, the depth at its opening,
    // the tokens counted since the last separator in it.
    let mut frames = vec![(tokens.into_iter().peekable(), 0usize, 0usize)];
    while let Some((iter, base, run)) = frames.last_mut() {
        let Some(tree) = iter.next() else {
            frames.pop();
            continue;
        };
        *run += 1;
        let depth = *base + *run;
        if depth > limit {
            return Some(tree.span().start());
        }
        match tree {
            TokenTree::Punct(p) if matches!(p.as_char(), ',' | ';') => *run = 0,
            TokenTree::Group(group) => {
                let else_follows = matches!(iter.peek(), Some(TokenTree::Ident(i)) if i == "else");
                if group.delimiter() == Delimiter::Brace && !else_follows {
                    *run = 0;
                }
                frames.push((group.stream().into_iter().peekable(), depth, 0));
            }
            _ => {}
        }
    }
    None
}
