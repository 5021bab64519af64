//! What ignore files leave out, as fd and ripgrep read them: `.gitignore` files inside a
//! git repository (with its `.git/info/exclude` and git's global excludes), and `.ignore`
//! files anywhere, each applying to its folder and everything below it, the nearest file
//! deciding. The patterns are matched by the `ignore` crate's gitignore matcher; this
//! module only chains the files found on the way down. A tree without ignore files costs
//! a few `stat` calls a folder.

use ignore::gitignore::{Gitignore, GitignoreBuilder};
use ignore::Match;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The ignore rules in force in a folder: its own file's matcher, then its parent's rules.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rules {
    /// The innermost matcher first; `None` when no file above applies.
    chain: Option<Arc<Link>>,
    /// Whether the folder is inside a git repository (`.gitignore` files count there).
    in_git: bool,
}

#[derive(Debug)]
struct Link {
    matcher: Gitignore,
    outer: Option<Arc<Link>>,
}

impl Rules {
    /// The rules in force at `root` from the folders above it (its own files are read with
    /// its listing, by [`Rules::entering`]): their `.ignore` files and, inside a git
    /// repository, the `.gitignore` files up to the repository's top, its
    /// `.git/info/exclude` and git's global excludes. Errors in those files are returned
    /// with the rules. Cost: a few file lookups per folder above `root`.
    pub(crate) fn above(root: &Path) -> (Rules, Vec<String>) {
        let mut rules = Rules::default();
        let mut errors = Vec::new();
        let Ok(absolute) = std::fs::canonicalize(root) else { return (rules, errors) };
        let top = absolute.ancestors().find(|dir| dir.join(".git").exists());
        if let Some(top) = top {
            rules.in_git = true;
            let (global, error) = Gitignore::global();
            errors.extend(error.map(|e| e.to_string()));
            rules.push(global);
            let exclude = top.join(".git/info/exclude");
            if exclude.is_file() {
                rules = rules.with_files(top, &[exclude], &mut errors);
            }
        }
        for dir in absolute.ancestors().skip(1).collect::<Vec<_>>().into_iter().rev() {
            let inside = top.is_some_and(|top| dir.starts_with(top));
            let files = ignore_files(dir, inside, |name| dir.join(name).is_file());
            rules = rules.with_files(dir, &files, &mut errors);
        }
        (rules, errors)
    }

    /// The rules inside the folder at `absolute` (its full path): these rules, with a
    /// `.git` there starting a repository, and its `.gitignore` (in a repository) and
    /// `.ignore` added. Errors in the files go to `errors`. Cost: two or three `stat`
    /// calls, and the files read when there are any.
    pub(crate) fn entering(&self, absolute: &Path, errors: &mut Vec<String>) -> Rules {
        let mut rules = self.clone();
        rules.in_git |= absolute.join(".git").exists();
        let files = ignore_files(absolute, rules.in_git, |name| absolute.join(name).is_file());
        rules.with_files(absolute, &files, errors)
    }

    /// Whether the entry at `absolute` (a folder when `is_dir`) is left out: what the
    /// nearest file matching it says. Cost: one match per file in force, nearest first,
    /// until one decides.
    pub(crate) fn leave_out(&self, absolute: &Path, is_dir: bool) -> bool {
        let mut link = self.chain.as_deref();
        while let Some(Link { matcher, outer }) = link {
            match matcher.matched(absolute, is_dir) {
                Match::Ignore(_) => return true,
                Match::Whitelist(_) => return false,
                Match::None => link = outer.as_deref(),
            }
        }
        false
    }

    /// Whether any ignore file is in force (so that entries need their full paths).
    pub(crate) fn any(&self) -> bool {
        self.chain.is_some()
    }

    /// These rules with the patterns of `files` (all in `dir`, later ones deciding over
    /// earlier ones) in front.
    fn with_files(mut self, dir: &Path, files: &[PathBuf], errors: &mut Vec<String>) -> Rules {
        if files.is_empty() {
            return self;
        }
        let mut builder = GitignoreBuilder::new(dir);
        for file in files {
            errors.extend(builder.add(file).map(|e| e.to_string()));
        }
        match builder.build() {
            Ok(matcher) => self.push(matcher),
            Err(error) => errors.push(error.to_string()),
        }
        self
    }

    fn push(&mut self, matcher: Gitignore) {
        if !matcher.is_empty() {
            self.chain = Some(Arc::new(Link { matcher, outer: self.chain.take() }));
        }
    }
}

/// The ignore files of `dir` that count, lowest precedence first: its `.gitignore` inside
/// a git repository, then its `.ignore`; `exists` says whether `dir` holds a file.
fn ignore_files(dir: &Path, in_git: bool, exists: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let names = [(".gitignore", in_git), (".ignore", true)];
    names
        .iter()
        .filter(|(name, counts)| *counts && exists(name))
        .map(|(name, _)| dir.join(name))
        .collect()
}
