//! What `filefind` does with the matches of a walk: prints them as they are found (each
//! worker's output in 64 KiB pieces, so lines never mix), prints them sorted, counts them,
//! or runs a command on each.

use crate::exec;
use crate::predicate::Predicate;
use crate::walk::{Found, Walk};
use searchlab::program::Failure;
use std::ffi::OsStr;
use std::io::{self, BufWriter, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// What to do with the matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Print each path followed by `separator`: as found, or `sorted` by their bytes once
    /// the walk is over.
    Print {
        /// The byte after each path: `\n`, or `\0` for `xargs -0`.
        separator: u8,
        /// Sort the paths first.
        sorted: bool,
    },
    /// Print the number of matches.
    Count,
    /// Run the command on each match, several at once, their outputs in sorted order, `{}` and the other placeholders
    /// standing for parts of the path (`{}` appended when none is there).
    Exec(Vec<String>),
    /// Run the command once with every match in sorted order (more runs when they do not
    /// fit on one command line).
    ExecBatch(Vec<String>),
}

/// How a match's path is printed (and given to commands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathForm {
    /// Its root joined with the path below it, as walked.
    Joined,
    /// As walked, without a leading `./` (fd's form when no folder is given: `src/lib.rs`).
    Relative,
    /// Absolute.
    Absolute,
}

/// Walks with `walk` and `rules` and does `action` with the matches on stdout, each path
/// in the `form` asked for; every error of the walk goes to `error` as it comes.
/// Returns whether the walk met no error and every command succeeded; a command that
/// cannot be started or a bad `--exclude` pattern is a usage failure. Cost: the walk's;
/// the matches are held in memory unless printed as found.
///
/// ```no_run
/// use filefind::output::{find, Action, PathForm};
/// use filefind::{Predicate, Walk};
///
/// let walk = Walk { roots: vec![".".into()], ..Walk::default() };
/// let rules = [Predicate::Extension(vec!["rs".into()])];
/// let count = Action::Count;
/// let clean = find(&walk, &rules, &count, PathForm::Joined, &|e| eprintln!("{e}")).unwrap();
/// ```
pub fn find(
    walk: &Walk,
    rules: &[Predicate],
    action: &Action,
    form: PathForm,
    error: &(dyn Fn(&str) + Sync),
) -> Result<bool, Failure> {
    let stream = match action {
        Action::Print { separator, sorted } => (!sorted).then_some(*separator),
        _ => None,
    };
    let errors = AtomicBool::new(false);
    let collected = Mutex::new(Vec::new());
    let stdout = Mutex::new(io::stdout());
    let write_failed = Mutex::new(None);
    let errors_seen = &errors;
    let reporter = || -> Box<dyn FnMut(Found) + Send + '_> {
        let mut printer =
            Printer { buffer: Vec::with_capacity(1 << 16), stdout: &stdout, failed: &write_failed };
        let mut keep = Keep { paths: Vec::new(), into: &collected };
        Box::new(move |found: Found| match found {
            Found::Match(path) => {
                let path = in_form(path, form);
                match stream {
                    Some(separator) => printer.print(&path, separator),
                    None => keep.paths.push(path),
                }
            }
            Found::Error(message) => {
                errors_seen.store(true, Ordering::Relaxed);
                error(&message);
            }
        })
    };
    walk.run(rules, &reporter).map_err(|e| Failure::Usage(format!("--exclude {e}")))?;
    if let Some(e) = write_failed.into_inner().expect("no panics") {
        return Err(e.into());
    }
    let mut out = BufWriter::with_capacity(1 << 16, stdout.into_inner().expect("no panics"));
    let mut paths = collected.into_inner().expect("no panics");
    paths.sort_unstable_by(|a, b| a.as_os_str().as_bytes().cmp(b.as_os_str().as_bytes()));
    let mut ok = !errors.load(Ordering::Relaxed);
    match action {
        Action::Count => writeln!(out, "{}", paths.len())?,
        Action::Exec(command) => {
            out.flush()?;
            ok &= exec::each(command, &paths, walk.threads)?;
        }
        Action::ExecBatch(command) => {
            out.flush()?;
            ok &= exec::batch(command, &paths)?;
        }
        Action::Print { separator, .. } => {
            for path in &paths {
                out.write_all(path.as_os_str().as_bytes())?;
                out.write_all(&[*separator])?;
            }
        }
    }
    out.flush()?;
    Ok(ok)
}

/// A worker thread's output, written to stdout in 64 KiB pieces and when the thread ends.
struct Printer<'a> {
    buffer: Vec<u8>,
    stdout: &'a Mutex<io::Stdout>,
    failed: &'a Mutex<Option<io::Error>>,
}

impl Printer<'_> {
    /// Adds `path` and `separator` to the buffer, writing it out when it is full.
    fn print(&mut self, path: &Path, separator: u8) {
        self.buffer.extend_from_slice(path.as_os_str().as_bytes());
        self.buffer.push(separator);
        if self.buffer.len() >= 1 << 16 {
            self.flush();
        }
    }

    fn flush(&mut self) {
        let written = self.stdout.lock().expect("no panics while printing").write_all(&self.buffer);
        if let Err(e) = written {
            self.failed.lock().expect("no panics").get_or_insert(e);
        }
        self.buffer.clear();
    }
}

impl Drop for Printer<'_> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// A worker thread's matches, handed over when the thread ends.
struct Keep<'a> {
    paths: Vec<PathBuf>,
    into: &'a Mutex<Vec<PathBuf>>,
}

impl Drop for Keep<'_> {
    fn drop(&mut self) {
        self.into.lock().expect("no panics while collecting").append(&mut self.paths);
    }
}

/// `path` as walked, in `form`.
fn in_form(path: PathBuf, form: PathForm) -> PathBuf {
    match form {
        PathForm::Joined => path,
        PathForm::Relative => match path.as_os_str().as_bytes().strip_prefix(b"./") {
            Some(rest) => PathBuf::from(OsStr::from_bytes(rest)),
            None => path,
        },
        PathForm::Absolute => std::path::absolute(&path).unwrap_or(path),
    }
}
