//! Commands run on the matches, as fd runs them: `--exec` once per match, `--exec-batch`
//! once with every match; in the command's words `{}` stands for the path, `{/}` its
//! name, `{//}` its folder, `{.}` the path without its extension and `{/.}` the name
//! without it (`{}` is appended as a word of its own when no word holds a placeholder).

use searchlab::program::{os_error, Failure};
use std::ffi::{OsStr, OsString};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::process::Command;

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

/// Runs `words` for `path` (`--exec`); whether it exited with status 0.
pub(crate) fn each(words: &[String], path: &Path) -> Result<bool, Failure> {
    let (program, rest) = split(words)?;
    let mut args: Vec<OsString> = rest.iter().map(|word| expand(word, path)).collect();
    if !words.iter().any(|w| has_placeholder(w)) {
        args.push(path.as_os_str().to_owned());
    }
    status(program, &args)
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
    match Command::new(program).args(args).status() {
        Ok(status) => Ok(status.success()),
        Err(e) if e.kind() == io::ErrorKind::NotFound && !program.contains('/') => {
            Err(Failure::Usage(format!("--exec: cannot run '{program}': no such command")))
        }
        Err(e) => Err(Failure::Usage(format!("--exec: cannot run '{program}': {}", os_error(&e)))),
    }
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
        let path = Path::new("/");
        let run =
            |words: &[&str]| each(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>(), path);
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
}
