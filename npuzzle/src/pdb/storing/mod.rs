//! Storing: tables on disk and back — the file format with its checksum, the cache folder,
//! the stamps of files already checked, and the temporary files a write goes through.

pub(super) mod bytes;
pub(super) mod cache;
mod stamp;
pub(super) mod store;
mod temporary;
