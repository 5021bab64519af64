//! Commands run on the matches, as fd runs them: `--exec` once per match (several at once,
//! each run's output written whole), `--exec-batch` once with every match; in the command's words `{}` stands for the path, `{/}` its
//! name, `{//}` its folder, `{.}` the path without its extension and `{/.}` the name
//! without it (`{}` is appended as a word of its own when no word holds a placeholder).

use searchlab::program::{os_error, Failure};
use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// The placeholders, longest first, so that `{//}` is not read as `{/}` and more.
const PLACEHOLDERS: [&str; 5] = ["{//}", "{/.}", "{/}", "{.}", "{}"];

/// The most bytes of arguments one batch run is given (Linux takes 2 MiB with the
/// environment); more matches are split over several runs.
const BATCH_BYTES: usize = 1 << 20;

/// Whether `word` holds a placeholder.
fn has_placeholder(word: &str) -> bool {
    PLACEHOLDERS.iter().any(|p| word.contains(p))
}

/// `word` with each placeholder replaced by its part of `path`.
fn expand(word: &str, path: &Path) -> OsString {
    let mut out = Vec::new();
    let mut rest = word.as_bytes();
    'scan: while let Some((&first, after_first)) = rest.split_first() {
        for placeholder in PLACEHOLDERS {
            if let Some(after) = rest.strip_prefix(placeholder.as_bytes()) {
                out.extend_from_slice(part(placeholder, path).as_bytes());
                rest = after;
                continue 'scan;
            }
        }
        out.push(first);
        rest = after_first;
    }
    OsString::from(OsStr::from_bytes(&out))
}

/// What `placeholder` stands for in `path`.
fn part<'a>(placeholder: &str, path: &'a Path) -> &'a OsStr {
    let name = path.file_name().unwrap_or(path.as_os_str());
    let without_extension = |whole: &'a OsStr| match Path::new(name).extension() {
        Some(ext) if name.len() > ext.len() + 1 => {
            OsStr::from_bytes(&whole.as_bytes()[..whole.len() - ext.len() - 1])
        }
        _ => whole,
    };
    match placeholder {
        "{/}" => name,
        "{//}" => match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.as_os_str(),
            _ => OsStr::new("."),
        },
        "{.}" => without_extension(path.as_os_str()),
        "{/.}" => without_extension(name),
        _ => path.as_os_str(),
    }
}

/// The arguments of `words` for `path` (`--exec`): placeholders replaced, the path
/// appended when no word holds one.
fn arguments(rest: &[String], placed: bool, path: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = rest.iter().map(|word| expand(word, path)).collect();
    if !placed {
        args.push(path.as_os_str().to_owned());
    }
    args
}

/// Runs `words` for each of `paths` (`--exec`), as fd does: up to `threads` runs at once
/// (0: one per core), each run's output captured and written whole, in the order of
/// `paths`, so that runs never mix their lines. With one thread the runs share the
/// terminal (stdin included) as they would in a shell loop. Whether every run exited with
/// status 0; a command that cannot be started ends it with a usage failure.
pub(crate) fn each(words: &[String], paths: &[PathBuf], threads: usize) -> Result<bool, Failure> {
    let (program, rest) = split(words)?;
    let placed = words.iter().any(|w| has_placeholder(w));
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    if threads == 1 || paths.len() < 2 {
        let mut ok = true;
        for path in paths {
            ok &= status(program, &arguments(rest, placed, path))?;
        }
        return Ok(ok);
    }
    let next = AtomicUsize::new(0);
    let (sender, results) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(paths.len()) {
            let (next, sender) = (&next, sender.clone());
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(path) = paths.get(i) else { break };
                let run = captured(program, &arguments(rest, placed, path));
                let failed = run.is_err();
                if sender.send((i, run)).is_err() || failed {
                    next.store(paths.len(), Ordering::Relaxed);
                }
            });
        }
        drop(sender);
        write_in_order(results)
    })
}

/// Writes each run's output as it comes in from `results`, in the order of the runs'
/// numbers; whether all of them exited with status 0, or the first failure to start one.
fn write_in_order(
    results: mpsc::Receiver<(usize, Result<Output, Failure>)>,
) -> Result<bool, Failure> {
    let (mut waiting, mut next_to_write, mut ok) = (BTreeMap::new(), 0, true);
    for (i, run) in results {
        waiting.insert(i, run?);
        while let Some(output) = waiting.remove(&next_to_write) {
            io::stdout().lock().write_all(&output.stdout)?;
            io::stderr().lock().write_all(&output.stderr)?;
            ok &= output.status.success();
            next_to_write += 1;
        }
    }
    Ok(ok)
}

/// Runs `words` with every path of `paths` (`--exec-batch`): a word holding a
/// placeholder once per path, in place; as many runs as the arguments' size needs, none
/// for no paths. Whether every run exited with status 0.
pub(crate) fn batch(words: &[String], paths: &[impl AsRef<Path>]) -> Result<bool, Failure> {
    let (program, rest) = split(words)?;
    let placed = words.iter().any(|w| has_placeholder(w));
    let mut ok = true;
    let mut start = 0;
    while start < paths.len() {
        let mut end = start;
        let mut bytes = 0;
        while end < paths.len() && (end == start || bytes < BATCH_BYTES) {
            bytes += paths[end].as_ref().as_os_str().len() + 1;
            end += 1;
        }
        let chunk = &paths[start..end];
        let mut args = Vec::new();
        for word in rest {
            match has_placeholder(word) {
                true => args.extend(chunk.iter().map(|path| expand(word, path.as_ref()))),
                false => args.push(OsString::from(word)),
            }
        }
        if !placed {
            args.extend(chunk.iter().map(|path| path.as_ref().as_os_str().to_owned()));
        }
        ok &= status(program, &args)?;
        start = end;
    }
    Ok(ok)
}

fn split(words: &[String]) -> Result<(&String, &[String]), Failure> {
    words.split_first().ok_or_else(|| Failure::Usage("--exec needs a command".into()))
}

/// Runs `program` with `args`; whether it exited with status 0. A program that cannot be
/// started is a usage failure naming the reason.
fn status(program: &str, args: &[OsString]) -> Result<bool, Failure> {
    let run = Command::new(program).args(args).status();
    run.map(|status| status.success()).map_err(|e| not_started(program, &e))
}

/// Runs `program` with `args`, no stdin, its output captured.
fn captured(program: &str, args: &[OsString]) -> Result<Output, Failure> {
    let mut command = Command::new(program);
    command.args(args).stdin(Stdio::null());
    command.output().map_err(|e| not_started(program, &e))
}

/// Why `program` could not be started, as a usage failure.
fn not_started(program: &str, error: &io::Error) -> Failure {
    if error.kind() == io::ErrorKind::NotFound && !program.contains('/') {
        return Failure::Usage(format!("--exec: cannot run '{program}': no such command"));
    }
    Failure::Usage(format!("--exec: cannot run '{program}': {}", os_error(error)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_stand_for_parts_of_the_path() {
        let path = Path::new("dir/sub/lib.tar.gz");
        let expanded = |word| expand(word, path).into_string().unwrap();
        assert_eq!(expanded("{}"), "dir/sub/lib.tar.gz");
        assert_eq!(expanded("{/}"), "lib.tar.gz");
        assert_eq!(expanded("{//}"), "dir/sub");
        assert_eq!(expanded("{.}"), "dir/sub/lib.tar");
        assert_eq!(expanded("{/.}"), "lib.tar");
        assert_eq!(expanded("x{/.}.bak{"), "xlib.tar.bak{");
        assert_eq!(expanded("é{}ü{"), "édir/sub/lib.tar.gzü{");
        let bare = |word| expand(word, Path::new(".hidden")).into_string().unwrap();
        assert_eq!(
            (bare("{//}"), bare("{.}"), bare("{/.}")),
            (".".into(), ".hidden".into(), ".hidden".into())
        );
    }

    #[test]
    fn commands_get_the_path_where_the_braces_are_or_last() {
        let path = [PathBuf::from("/")];
        let run = |words: &[&str]| {
            each(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>(), &path, 1)
        };
        assert_eq!(run(&["test", "-d"]).ok(), Some(true), "appended: test -d /");
        assert_eq!(run(&["test", "{}", "=", "/"]).ok(), Some(true));
        assert_eq!(run(&["test", "{}", "=", "x"]).ok(), Some(false));
        assert!(matches!(run(&[]), Err(Failure::Usage(_))));
        let missing = run(&["no-such-program-here"]).unwrap_err();
        let said = "--exec: cannot run 'no-such-program-here': no such command";
        assert!(matches!(missing, Failure::Usage(m) if m == said));
        let words = |w: &[&str]| w.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let two = ["/", "/tmp"];
        assert_eq!(
            batch(&words(&["test", "-d"]), &two).ok(),
            Some(false),
            "test -d / /tmp: too many"
        );
        assert_eq!(batch(&words(&["test", "{}", "!=", "x"]), &["/"]).ok(), Some(true));
        assert_eq!(
            batch(&words(&["false"]), &[] as &[&str]).ok(),
            Some(true),
            "no run for no paths"
        );
    }

    #[test]
    fn runs_at_once_write_their_outputs_whole_and_in_order() {
        let paths: Vec<PathBuf> = (0..40).map(|i| PathBuf::from(format!("p{i:02}"))).collect();
        let words: Vec<String> =
            ["test", "{}", "!=", "p13"].iter().map(|w| w.to_string()).collect();
        assert_eq!(each(&words, &paths, 4).ok(), Some(false), "one run fails");
        let words: Vec<String> = ["test", "-n", "{}"].iter().map(|w| w.to_string()).collect();
        assert_eq!(each(&words, &paths, 4).ok(), Some(true));
        let missing = each(&["no-such-program-here".to_string()], &paths, 4).unwrap_err();
        assert!(matches!(missing, Failure::Usage(m) if m.ends_with("no such command")));
    }
}
