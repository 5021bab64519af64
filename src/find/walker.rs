//! A parallel directory walker: folders are shared out to worker threads through one stack;
//! each thread reads whole folders and reports their entries.

use super::{describe_io, Entry, Found, Predicate, Walk};
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::sync::{Condvar, Mutex};

/// A folder waiting to be read: its path, depth (roots are 0), and with `--follow`, the
/// (device, inode) of it and every folder above it, to detect loops.
struct Job {
    path: PathBuf,
    depth: usize,
    ancestors: Vec<(u64, u64)>,
}

struct Shared {
    stack: Vec<Job>,
    /// Threads reading a folder right now (they may push more).
    busy: usize,
}

/// Walks `walk.roots` on `threads` threads; see [`Walk::run`].
pub(super) fn walk<'a>(
    walk: &Walk,
    threads: usize,
    predicates: &'a [Predicate],
    reporter: &'a (dyn Fn() -> Box<dyn FnMut(Found) + Send + 'a> + Sync),
) {
    let mut roots = Vec::new();
    for root in &walk.roots {
        let ancestors = if walk.follow {
            match fs::metadata(root) {
                Ok(m) => vec![(m.dev(), m.ino())],
                Err(e) => {
                    reporter()(Found::Error(format!(
                        "{}: {}",
                        root.display(),
                        describe_io(&e, 0)
                    )));
                    continue;
                }
            }
        } else {
            Vec::new()
        };
        roots.push(Job {
            path: root.clone(),
            depth: 0,
            ancestors,
        });
    }
    roots.reverse();
    let shared = Mutex::new(Shared {
        stack: roots,
        busy: 0,
    });
    let ready = Condvar::new();
    crate::workers::run(threads, || {
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
}

/// Reports the entries of one folder and collects the folders to enter.
fn read_folder(
    walk: &Walk,
    job: &Job,
    predicates: &[Predicate],
    report: &mut dyn FnMut(Found),
    dirs: &mut Vec<Job>,
) {
    let entries = match fs::read_dir(&job.path) {
        Ok(entries) => entries,
        Err(e) => {
            report(Found::Error(format!(
                "{}: {}",
                job.path.display(),
                describe_io(&e, job.depth)
            )));
            return;
        }
    };
    let depth = job.depth + 1;
    for item in entries {
        let item = match item {
            Ok(item) => item,
            Err(e) => {
                report(Found::Error(format!(
                    "{}: {}",
                    job.path.display(),
                    describe_io(&e, job.depth)
                )));
                continue;
            }
        };
        let path = item.path();
        let name = path.file_name().unwrap_or_default();
        if !walk.hidden && name.as_encoded_bytes().starts_with(b".") {
            continue;
        }
        if walk.exclude.as_ref().is_some_and(|g| g.is_match(name)) {
            continue;
        }
        let Ok(mut file_type) = item.file_type() else {
            report(Found::Error(format!(
                "{}: cannot tell its type",
                path.display()
            )));
            continue;
        };
        let mut key = None;
        if walk.follow && file_type.is_symlink() {
            // A dangling link stays a link.
            if let Ok(target) = fs::metadata(&path) {
                file_type = target.file_type();
                key = Some((target.dev(), target.ino()));
            }
        }
        let enter = file_type.is_dir() && walk.max_depth.is_none_or(|max| depth < max);
        let mut ancestors = Vec::new();
        if enter && walk.follow {
            let key = match key {
                Some(key) => key,
                None => match item.metadata() {
                    Ok(m) => (m.dev(), m.ino()),
                    Err(e) => {
                        report(Found::Error(format!(
                            "{}: {}",
                            path.display(),
                            describe_io(&e, depth)
                        )));
                        continue;
                    }
                },
            };
            if job.ancestors.contains(&key) {
                report(Found::Error(format!(
                    "{}: symbolic link loop (not followed)",
                    path.display()
                )));
                continue;
            }
            ancestors = job.ancestors.clone();
            ancestors.push(key);
        }
        let mut entry = Entry {
            path,
            file_type,
            follow: walk.follow,
            known: None,
        };
        let listed = walk.max_depth.is_none_or(|max| depth <= max);
        if listed && predicates.iter().any(Predicate::needs_metadata) {
            match entry.metadata() {
                Ok(metadata) => entry.known = Some(metadata),
                Err(e) => {
                    report(Found::Error(format!(
                        "{}: {}",
                        entry.path.display(),
                        describe_io(&e, depth)
                    )));
                    continue;
                }
            }
        }
        let matched = listed && predicates.iter().all(|p| p.matches(&entry));
        match (matched, enter) {
            (true, true) => {
                report(Found::Match(entry.path.clone()));
                dirs.push(Job {
                    path: entry.path,
                    depth,
                    ancestors,
                });
            }
            (true, false) => report(Found::Match(entry.path)),
            (false, true) => dirs.push(Job {
                path: entry.path,
                depth,
                ancestors,
            }),
            (false, false) => {}
        }
    }
}
