//! What `filefind` does with the matches of a walk: prints them as they are found (each
//! worker's output in 64 KiB pieces, so lines never mix), prints them sorted, counts them,
//! or runs a command on each.

use crate::predicate::Predicate;
use crate::walk::{Found, Walk};
use searchlab::program::Failure;
use std::ffi::OsStr;
use std::io::{self, BufWriter, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;
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
    /// Run the command on each match in sorted order, `{}` standing for the path (appended
    /// when absent).
    Exec(Vec<String>),
}

/// Walks with `walk` and `rules` and does `action` with the matches on stdout, each path
/// made absolute with `absolute`; every error of the walk goes to `error` as it comes.
/// Returns whether the walk met no error and every command succeeded; a command that
/// cannot be started is a usage failure. Cost: the walk's; the matches are held in memory
/// unless printed as found.
///
/// ```no_run
/// use filefind::output::{find, Action};
/// use filefind::{Predicate, Walk};
///
/// let walk = Walk { roots: vec![".".into()], ..Walk::default() };
/// let rules = [Predicate::Extension(vec!["rs".into()])];
/// let count = Action::Count;
/// let clean = find(&walk, &rules, &count, false, &|e| eprintln!("{e}")).unwrap();
/// ```
pub fn find(
    walk: &Walk,
    rules: &[Predicate],
    action: &Action,
    absolute: bool,
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
                let path = if absolute { absolute_path(&path) } else { path };
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
    walk.run(rules, &reporter);
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
            for path in &paths {
                ok &= exec(command, path)?;
            }
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

fn absolute_path(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Runs `command` for `path` (`{}` replaced by it, or appended); whether it succeeded.
fn exec(command: &[String], path: &Path) -> Result<bool, Failure> {
    let (program, rest) =
        command.split_first().ok_or_else(|| Failure::Usage("--exec needs a command".into()))?;
    let placed = rest.iter().any(|arg| arg == "{}");
    let path = path.as_os_str();
    let mut args: Vec<&OsStr> =
        rest.iter().map(|arg| if arg == "{}" { path } else { OsStr::new(arg) }).collect();
    if !placed {
        args.push(path);
    }
    match Command::new(program).args(&args).status() {
        Ok(status) => Ok(status.success()),
        Err(e) => Err(Failure::Usage(format!("--exec: cannot run '{program}': {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exec_puts_the_path_where_the_braces_are_or_last() {
        let path = Path::new("/");
        let run =
            |words: &[&str]| exec(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>(), path);
        assert_eq!(run(&["test", "-d"]).ok(), Some(true), "appended: test -d /");
        assert_eq!(run(&["test", "{}", "=", "/"]).ok(), Some(true));
        assert_eq!(run(&["test", "{}", "=", "x"]).ok(), Some(false));
        assert!(matches!(run(&[]), Err(Failure::Usage(_))));
        let missing = run(&["no-such-program-here"]).unwrap_err();
        assert!(
            matches!(missing, Failure::Usage(m) if m.contains("cannot run 'no-such-program-here'"))
        );
    }
}
