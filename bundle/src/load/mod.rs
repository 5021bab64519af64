//! The first stage: the program's and the library's modules read from their files (`mod`
//! declarations resolved the way rustc does: `x.rs` or `x/mod.rs`, folders, `#[path]`;
//! inline modules split out), without the code a bundle never compiles (see `test_code`), then
//! put together as one file (see `assemble`).

mod assemble;
mod depth;
mod reroot;
mod root;
mod test_code;
mod tree;

pub(crate) use assemble::{assemble, printed_use, root_text, strip_docs};
pub use depth::MAX_NESTING;
pub(crate) use depth::STACK_BYTES;
pub(crate) use reroot::anchor_imports;

pub(crate) use root::RootText;
pub(crate) use tree::Tree;

#[cfg(test)]
mod tests;
