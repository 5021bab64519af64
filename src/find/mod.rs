//! Recursive directory walks with composable match rules, on all cores.
//!
//! Built on the `ignore` crate's parallel walker with its ignore-file filters turned off:
//! hidden entries are skipped unless asked for, symbolic links are followed only on
//! request (with loop detection), and errors are reported without stopping the walk.

mod predicate;

pub use predicate::{parse_duration, parse_size, Kind, Predicate, SizeBound};

use ignore::{WalkBuilder, WalkState};
use std::io;
use std::path::PathBuf;

/// Where and how to walk.
#[derive(Clone, Debug, Default)]
pub struct Walk {
    /// The starting folders (or files).
    pub roots: Vec<PathBuf>,
    /// Enter and list hidden entries (names starting with `.`).
    pub hidden: bool,
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

impl Walk {
    /// Walks every root on all cores. Each worker thread gets its own reporter from
    /// `reporter`, and calls it with each entry below a root that meets every predicate,
    /// and with each error; a reporter is dropped when its thread is done, so it can buffer.
    /// The roots themselves are not reported. Order is the walk's, not sorted.
    ///
    /// Cost: one `readdir` per directory; one `stat` per entry only when a predicate needs
    /// metadata (or when following links).
    pub fn run<'a>(
        &self,
        predicates: &'a [Predicate],
        reporter: &'a (dyn Fn() -> Box<dyn FnMut(Found) + Send + 'a> + Sync),
    ) {
        let Some((first, rest)) = self.roots.split_first() else {
            return;
        };
        let mut builder = WalkBuilder::new(first);
        for root in rest {
            builder.add(root);
        }
        builder
            .standard_filters(false)
            .hidden(!self.hidden)
            .follow_links(self.follow)
            .max_depth(self.max_depth)
            .threads(self.threads);
        if let Some(exclude) = self.exclude.clone() {
            builder.filter_entry(move |entry| {
                entry.depth() == 0 || !exclude.is_match(entry.file_name())
            });
        }
        builder.build_parallel().run(|| {
            let mut report = reporter();
            Box::new(move |result| {
                match result {
                    Ok(entry) => {
                        if entry.depth() > 0 && predicates.iter().all(|p| p.matches(&entry)) {
                            report(Found::Match(entry.into_path()));
                        }
                    }
                    Err(error) => report(Found::Error(describe(&error))),
                }
                WalkState::Continue
            })
        });
    }
}

/// `PATH: what went wrong`, in the words of a shell user.
fn describe(error: &ignore::Error) -> String {
    match error {
        ignore::Error::WithPath { path, err } => format!("{}: {}", path.display(), describe(err)),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            describe(err)
        }
        ignore::Error::Loop { child, .. } => {
            format!("{}: symbolic link loop (not followed)", child.display())
        }
        ignore::Error::Io(e) => match e.kind() {
            io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            io::ErrorKind::NotFound => {
                "no such file or directory (vanished during the walk?)".to_string()
            }
            _ => e.to_string(),
        },
        other => other.to_string(),
    }
}
