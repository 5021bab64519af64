//! A parallel directory walker: folders are shared out to worker threads through one stack;
//! each thread reads whole folders and reports their entries.

use crate::ignored::Rules;
use crate::predicate::Predicate;
use crate::walk::{Found, Walk, WalkEntry};
use ignore::gitignore::{Gitignore, GitignoreBuilder};
use std::fs;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};

/// A folder waiting to be read: its path, depth (roots are 0), with `--follow` the
/// (device, inode) of it and every folder above it, to detect loops, and unless ignore
/// files are off, its full path and the ignore rules of the folders above it.
struct Job {
    path: PathBuf,
    /// The `--exclude` matcher of its root.
    exclude: Option<Arc<Gitignore>>,
    depth: usize,
    ancestors: Vec<(u64, u64)>,
    absolute: PathBuf,
    rules: Rules,
}

struct Shared {
    stack: Vec<Job>,
    /// Threads reading a folder right now (they may push more).
    busy: usize,
}

/// The `--exclude` patterns as a `.gitignore` at `root`; `None` when there are none, the
/// glob's error for a bad one.
fn excludes(walk: &Walk, root: &Path) -> Result<Option<Arc<Gitignore>>, String> {
    if walk.exclude.is_empty() {
        return Ok(None);
    }
    let mut builder = GitignoreBuilder::new(root);
    for pattern in &walk.exclude {
        builder.add_line(None, pattern).map_err(|e| format!("'{pattern}': {}", glob_error(&e)))?;
    }
    builder.build().map(|m| Some(Arc::new(m))).map_err(|e| glob_error(&e))
}

/// The glob's complaint in an `ignore` error, without the crate's wrapping.
fn glob_error(error: &ignore::Error) -> String {
    match error {
        ignore::Error::Glob { err, .. } => err.clone(),
        other => other.to_string(),
    }
}

/// Walks `walk.roots` on `threads` threads; see [`Walk::run`].
pub(super) fn walk<'a>(
    walk: &Walk,
    threads: usize,
    predicates: &'a [Predicate],
    reporter: &'a (dyn Fn() -> Box<dyn FnMut(Found) + Send + 'a> + Sync),
) -> Result<(), String> {
    let mut roots = Vec::new();
    for root in &walk.roots {
        let exclude = excludes(walk, root)?;
        let ancestors = if walk.follow {
            match fs::metadata(root) {
                Ok(m) => vec![(m.dev(), m.ino())],
                Err(e) => {
                    reporter()(Found::Error(format!("{}: {}", root.display(), describe_io(&e, 0))));
                    continue;
                }
            }
        } else {
            Vec::new()
        };
        let (rules, absolute) = if walk.ignored {
            (Rules::default(), PathBuf::new())
        } else {
            let (rules, errors) = Rules::above(root);
            errors.into_iter().for_each(|error| reporter()(Found::Error(error)));
            (rules, fs::canonicalize(root).unwrap_or_else(|_| root.clone()))
        };
        roots.push(Job { path: root.clone(), exclude, depth: 0, ancestors, absolute, rules });
    }
    roots.reverse();
    let shared = Mutex::new(Shared { stack: roots, busy: 0 });
    let ready = Condvar::new();
    searchlab::workers::run(threads, || {
        let mut report = reporter();
        let mut found_dirs = Vec::new();
        loop {
            let job = {
                let mut state = shared.lock().expect("no panics in the walker");
                loop {
                    if let Some(job) = state.stack.pop() {
                        state.busy += 1;
                        break Some(job);
                    }
                    if state.busy == 0 {
                        break None;
                    }
                    state = ready.wait(state).expect("no panics in the walker");
                }
            };
            let Some(job) = job else {
                ready.notify_all();
                return;
            };
            read_folder(walk, &job, predicates, &mut *report, &mut found_dirs);
            let mut state = shared.lock().expect("no panics in the walker");
            state.stack.append(&mut found_dirs);
            state.busy -= 1;
            drop(state);
            ready.notify_all();
        }
    });
    Ok(())
}

/// Reports the entries of one folder and collects the folders to enter.
fn read_folder(
    walk: &Walk,
    job: &Job,
    predicates: &[Predicate],
    report: &mut dyn FnMut(Found),
    dirs: &mut Vec<Job>,
) {
    let unreadable =
        |e: std::io::Error| format!("{}: {}", job.path.display(), describe_io(&e, job.depth));
    let entries = match fs::read_dir(&job.path) {
        Ok(entries) => entries,
        Err(e) => return report(Found::Error(unreadable(e))),
    };
    let mut errors = Vec::new();
    let rules = match walk.ignored {
        true => Rules::default(),
        false => job.rules.entering(&job.absolute, &mut errors),
    };
    errors.into_iter().for_each(|error| report(Found::Error(error)));
    for item in entries {
        let outcome = item
            .map_err(unreadable)
            .and_then(|item| visit(walk, job, &rules, &item, predicates, report, dirs));
        if let Err(message) = outcome {
            report(Found::Error(message));
        }
    }
}

/// One entry of `job`'s folder: reported if listed and every predicate holds, queued if
/// it is a folder to enter. The error says why it could not be looked at.
fn visit(
    walk: &Walk,
    job: &Job,
    rules: &Rules,
    item: &fs::DirEntry,
    predicates: &[Predicate],
    report: &mut dyn FnMut(Found),
    dirs: &mut Vec<Job>,
) -> Result<(), String> {
    let path = item.path();
    let name = path.file_name().unwrap_or_default();
    if !walk.hidden && name.as_encoded_bytes().starts_with(b".") {
        return Ok(());
    }
    let mut file_type =
        item.file_type().map_err(|_| format!("{}: cannot tell its type", path.display()))?;
    let mut key = None;
    if walk.follow && file_type.is_symlink() {
        // A dangling link stays a link.
        if let Ok(target) = fs::metadata(&path) {
            file_type = target.file_type();
            key = Some((target.dev(), target.ino()));
        }
    }
    if job.exclude.as_ref().is_some_and(|g| g.matched(&path, file_type.is_dir()).is_ignore()) {
        return Ok(());
    }
    let absolute = if rules.any() { job.absolute.join(name) } else { PathBuf::new() };
    if rules.any() && rules.leave_out(&absolute, file_type.is_dir()) {
        return Ok(());
    }
    let depth = job.depth + 1;
    let enter = file_type.is_dir() && walk.max_depth.is_none_or(|max| depth < max);
    let ancestors = match enter && walk.follow {
        true => ancestors_with(job, item, &path, key)?,
        false => Vec::new(),
    };
    let mut entry = WalkEntry { path, file_type, follow: walk.follow, known: None };
    let listed = walk.min_depth.is_none_or(|min| depth >= min)
        && walk.max_depth.is_none_or(|max| depth <= max);
    if listed && predicates.iter().any(Predicate::needs_metadata) {
        let metadata = entry.metadata();
        let metadata = metadata
            .map_err(|e| format!("{}: {}", entry.path.display(), describe_io(&e, depth)))?;
        entry.known = Some(metadata);
    }
    let matched = listed && predicates.iter().all(|p| p.matches(&entry));
    let absolute = match (enter, walk.ignored, rules.any()) {
        (true, false, false) => job.absolute.join(entry.file_name()),
        _ => absolute,
    };
    let exclude = job.exclude.clone();
    let job = |path| Job { path, exclude, depth, ancestors, absolute, rules: rules.clone() };
    match (matched, enter) {
        (true, true) => {
            report(Found::Match(entry.path.clone()));
            dirs.push(job(entry.path));
        }
        (true, false) => report(Found::Match(entry.path)),
        (false, true) => dirs.push(job(entry.path)),
        (false, false) => {}
    }
    Ok(())
}

/// The folders from the root to the folder at `path` (an entry of `job`'s), each as its
/// device and inode (`key`, when already known); an error when entering it would loop.
fn ancestors_with(
    job: &Job,
    item: &fs::DirEntry,
    path: &Path,
    key: Option<(u64, u64)>,
) -> Result<Vec<(u64, u64)>, String> {
    let key = match key {
        Some(key) => key,
        None => {
            let depth = job.depth + 1;
            let m = item
                .metadata()
                .map_err(|e| format!("{}: {}", path.display(), describe_io(&e, depth)))?;
            (m.dev(), m.ino())
        }
    };
    if job.ancestors.contains(&key) {
        return Err(format!("{}: symbolic link loop (not followed)", path.display()));
    }
    let mut ancestors = job.ancestors.clone();
    ancestors.push(key);
    Ok(ancestors)
}

impl Walk {
    /// Walks every root. Each worker thread gets its own reporter from `reporter`, and calls
    /// it with each entry below a root that meets every predicate, and with each error; a
    /// reporter is dropped when its thread is done, so it can buffer. The roots themselves
    /// are not reported. Order is the walk's, not sorted.
    ///
    /// The error names an `--exclude` pattern that is not a glob (nothing is walked then).
    ///
    /// Cost: one `readdir` per folder, one path allocation per entry; one `stat` per entry
    /// only when a predicate needs metadata, or for links and folders with `--follow`; one
    /// glob match per entry with `--exclude`.
    pub fn run<'a>(
        &self,
        predicates: &'a [Predicate],
        reporter: &'a (dyn Fn() -> Box<dyn FnMut(Found) + Send + 'a> + Sync),
    ) -> Result<(), String> {
        let threads = searchlab::workers::effective(self.threads);
        walk(self, threads, predicates, reporter)
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
