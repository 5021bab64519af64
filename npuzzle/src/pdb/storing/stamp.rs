//! Remembering that a cache file passed its checksum, so that later runs can map it without
//! reading all of it: a small file beside it (`NAME.verified`) holds the table file's
//! identity (device, inode), size, modification and change times, and checksum. Any write
//! to the table file, a truncation, or a new file in its place changes one of them (the
//! change time cannot be set by hand), and the next run checks the whole file again.
//!
//! A stamp is written only for a file last changed [`SETTLED`] or more before it was
//! checked: a write in the same tick of the file system's clock as the check could
//! otherwise leave the times as they were. On platforms without inode numbers there are no
//! stamps, and every run checks the whole file.

use std::fs::{self, Metadata};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How long ago a file must have last changed for its check to be stamped.
pub const SETTLED: Duration = Duration::from_secs(2);

const FORMAT: &str = "searchlab pattern database verified 1";

/// The stamp file of the table file at `path`.
pub fn path_of(table: &Path) -> PathBuf {
    table.with_extension("verified")
}

/// Whether the stamp beside `table` says that the file `meta` describes was checked and
/// had the checksum `sum`. Cost: reading a small file.
pub fn vouches(table: &Path, meta: &Metadata, sum: u64) -> bool {
    match (fs::read_to_string(path_of(table)), identity(meta, sum)) {
        (Ok(stamp), Some(identity)) => stamp == identity,
        _ => false,
    }
}

/// Records that the file `meta` describes, at `table`, passed its check with checksum `sum`
/// at time `now`; does nothing if it had changed less than [`SETTLED`] before or the stamp
/// cannot be written (the next run then checks the file again). Cost: writing a small file.
pub fn record(table: &Path, meta: &Metadata, sum: u64, now: SystemTime) {
    let settled = changed(meta)
        .and_then(|time| now.duration_since(time).ok())
        .is_some_and(|age| age >= SETTLED);
    let Some(identity) = identity(meta, sum).filter(|_| settled) else {
        return;
    };
    let _ = super::temporary::write_via(&path_of(table), "verified.", |temporary| {
        fs::write(temporary, identity)
    });
}

/// Removes the stamp beside `table`, if any (before the file is replaced).
pub fn forget(table: &Path) {
    let _ = fs::remove_file(path_of(table));
}

#[cfg(unix)]
fn identity(meta: &Metadata, sum: u64) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    Some(format!(
        "{FORMAT}\n{} {} {} {}.{} {}.{} {sum:016x}\n",
        meta.dev(),
        meta.ino(),
        meta.len(),
        meta.mtime(),
        meta.mtime_nsec(),
        meta.ctime(),
        meta.ctime_nsec()
    ))
}

#[cfg(not(unix))]
fn identity(_meta: &Metadata, _sum: u64) -> Option<String> {
    None
}

#[cfg(unix)]
fn changed(meta: &Metadata) -> Option<SystemTime> {
    use std::os::unix::fs::MetadataExt;
    let since_epoch =
        Duration::new(u64::try_from(meta.ctime()).ok()?, u32::try_from(meta.ctime_nsec()).ok()?);
    SystemTime::UNIX_EPOCH.checked_add(since_epoch)
}

#[cfg(not(unix))]
fn changed(_meta: &Metadata) -> Option<SystemTime> {
    None
}
