//! Storing: tables on disk and back — the file format with its checksum, the cache folder,
//! the stamps of files already checked, the temporary files a write goes through, and the
//! move-pruning automaton's file.

pub(super) mod automaton;
pub(super) mod bytes;
pub(super) mod cache;
pub(super) mod packing;
mod stamp;
pub(super) mod store;
mod temporary;
