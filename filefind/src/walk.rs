//! What a walk is asked to do, the entries the match rules see, and what it reports.

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
    /// The shallowest level listed: 2 leaves out a root's direct children (the walk
    /// still enters them).
    pub min_depth: Option<usize>,
    /// The deepest level listed: 1 lists a root's direct children.
    pub max_depth: Option<usize>,
    /// Patterns of entries to skip (and folders not to enter), as lines of a `.gitignore`
    /// at each root: `*.log` or `target` match at any depth, `examples/*` or `/target`
    /// below the root only.
    pub exclude: Vec<String>,
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
    pub(crate) follow: bool,
    /// Its metadata, once read.
    pub(crate) known: Option<Metadata>,
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
