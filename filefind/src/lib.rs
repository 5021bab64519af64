//! Recursive directory walks with composable match rules, on all cores.
//!
//! Folders are shared out to worker threads; hidden entries and what ignore files
//! (`.gitignore`, `.ignore`) ignore are skipped unless asked for, as fd does; symbolic
//! links are followed only on request (with loop detection), and errors are reported
//! without stopping the walk.
//!
//! ```
//! use filefind::{parse_duration, parse_size, SizeBound};
//!
//! // The rule values `filefind --size` and `--newer` take.
//! assert_eq!(parse_size("+4k"), Ok(SizeBound::Above(4096)));
//! assert_eq!(parse_duration("2h").map(|d| d.as_secs()), Ok(7200));
//! assert!(parse_size("lots").is_err());
//! ```

mod ignored;
pub mod output;
mod predicate;
mod walker;

pub use predicate::{parse_duration, parse_size, Kind, Predicate, SizeBound};

use std::ffi::OsStr;
use std::fs::{self, FileType, Metadata};
use std::io;
use std::path::PathBuf;

/// Where and how to walk.
#[derive(Clone, Debug, Default)]
pub struct Walk {
    /// The starting folders.
    pub roots: Vec<PathBuf>,
    /// Enter and list hidden entries (names starting with `.`).
    pub hidden: bool,
    /// Enter and list what ignore files ignore too: `.gitignore` (in a git repository),
    /// `.git/info/exclude` and git's global excludes, and `.ignore` files, in each folder
    /// and its parents, as fd and ripgrep read them.
    pub ignored: bool,
    /// Follow symbolic links (loops are detected and reported).
    pub follow: bool,
    /// The deepest level listed: 1 lists a root's direct children.
    pub max_depth: Option<usize>,
    /// Entries whose name matches are skipped, and directories not entered.
    pub exclude: Option<globset::GlobSet>,
    /// Worker threads; 0 for one per core.
    pub threads: usize,
}

/// What a walk reports: a matching entry, or an error (the walk goes on after it).
#[derive(Debug)]
pub enum Found {
    /// A matching entry: its root joined with the path below it.
    Match(PathBuf),
    /// An entry that could not be read, and why.
    Error(String),
}

/// A directory entry as the match rules see it.
#[derive(Debug)]
pub struct WalkEntry {
    /// The root joined with the path below it.
    pub path: PathBuf,
    /// Its type: from the directory listing, or of the link's target with `--follow`.
    pub file_type: FileType,
    follow: bool,
    /// Its metadata, once read.
    known: Option<Metadata>,
}

impl WalkEntry {
    /// The last component of the path.
    pub fn file_name(&self) -> &OsStr {
        self.path.file_name().unwrap_or_default()
    }

    /// Its metadata (of the link's target with `--follow`, of a dangling link itself): one
    /// `stat` call, none when it was read before.
    pub fn metadata(&self) -> io::Result<Metadata> {
        if let Some(known) = &self.known {
            return Ok(known.clone());
        }
        if self.follow && !self.file_type.is_symlink() {
            fs::metadata(&self.path)
        } else {
            fs::symlink_metadata(&self.path)
        }
    }
}

impl Walk {
    /// Walks every root. Each worker thread gets its own reporter from `reporter`, and calls
    /// it with each entry below a root that meets every predicate, and with each error; a
    /// reporter is dropped when its thread is done, so it can buffer. The roots themselves
    /// are not reported. Order is the walk's, not sorted.
    ///
    /// Cost: one `readdir` per folder, one path allocation per entry; one `stat` per entry
    /// only when a predicate needs metadata, or for links and folders with `--follow`.
    pub fn run<'a>(
        &self,
        predicates: &'a [Predicate],
        reporter: &'a (dyn Fn() -> Box<dyn FnMut(Found) + Send + 'a> + Sync),
    ) {
        let threads = searchlab::workers::effective(self.threads);
        walker::walk(self, threads, predicates, reporter);
    }
}

/// What went wrong with an entry `depth` levels below a root, in every program's words
/// (`program::os_error`), with a hint when an entry listed a moment ago is gone.
fn describe_io(error: &io::Error, depth: usize) -> String {
    let said = searchlab::program::os_error(error);
    match error.kind() {
        io::ErrorKind::NotFound if depth > 0 => format!("{said} (vanished during the walk?)"),
        _ => said,
    }
}
