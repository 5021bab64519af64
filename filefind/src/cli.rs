//! filefind's command line: the flags, as fd names them where the ideas are the same,
//! and what they ask of the library: match rules, a walk, an action, a form for paths.

use clap::Parser;
use filefind::output::{Action, PathForm};
use filefind::{parse_duration, parse_size, Case, Kind, Pattern, Predicate, Syntax, Types, Walk};
use std::path::PathBuf;

/// Find entries whose name matches PATTERN below each PATH (default: here), on all cores.
///
/// As fd: PATTERN is a regular expression found anywhere in the name (`-g` for a glob
/// matching the whole name, `-F` for a plain string, `-p` to match the whole path), in any
/// case unless it holds an upper-case letter (smart case); with no PATH the paths are
/// printed without `./`. Hidden entries are skipped unless -H, and what ignore files ignore
/// unless -I: `.gitignore` files inside a git repository, its `.git/info/exclude` and git's
/// global excludes, and `.ignore` files anywhere, in each folder and the folders above it
/// (so that in a Rust project `target/` is not listed). -u is both. Errors (an unreadable
/// folder, a file that vanished) are reported on stderr and the walk goes on; the exit
/// status is then 1.
#[derive(Parser)]
#[command(
    name = "filefind",
    version,
    after_help = "Examples:\n  filefind knight                   # names holding 'knight', in any case\n  filefind -e rs -S +4k . src       # Rust files over 4 kB in src/\n  filefind -g '*.log' -x rm {} ';'  # remove every .log file\n  filefind --newer 2d -t f -0       # files changed in two days, NUL-separated\n  filefind -t d -E 'target/*'       # folders, none inside target/"
)]
pub(crate) struct Args {
    /// A regular expression found in names (smart case); see -g, -F, -p
    pub(crate) pattern: Option<String>,

    /// Folders to search [default: .]
    pub(crate) paths: Vec<PathBuf>,

    /// Read PATTERN as a glob matching the whole name ('*.rs')
    #[arg(short, long, conflicts_with = "fixed_strings")]
    pub(crate) glob: bool,

    /// Read PATTERN as a plain string
    #[arg(short = 'F', long)]
    pub(crate) fixed_strings: bool,

    /// Match PATTERN against the whole absolute path, not the name
    #[arg(short = 'p', long)]
    pub(crate) full_path: bool,

    /// Case counts in PATTERN (the default only when it holds an upper-case letter)
    #[arg(short = 's', long, overrides_with = "ignore_case")]
    pub(crate) case_sensitive: bool,

    /// Case never counts in PATTERN
    #[arg(short = 'i', long, overrides_with = "case_sensitive")]
    pub(crate) ignore_case: bool,

    /// Names ending in .EXT (repeatable, any case)
    #[arg(short = 'e', long, value_name = "EXT")]
    pub(crate) extension: Vec<String>,

    /// Entries of a kind (repeatable): f file, d directory, l symbolic link, x executable,
    /// e empty, s socket, p pipe
    #[arg(short = 't', long = "type", value_name = "KIND", value_parser = Kind::parse)]
    pub(crate) kind: Vec<Kind>,

    /// Regular files of size +N (more), -N (less) or N (exactly): bytes, or with a unit
    /// b, k, m, g, t (powers of 1000) or ki, mi, gi, ti (powers of 1024)
    #[arg(short = 'S', long, value_name = "SIZE", allow_hyphen_values = true)]
    pub(crate) size: Option<String>,

    /// Modified less than DUR ago (30s, 10m, 3h, 2d, 1w)
    #[arg(long, value_name = "DUR", visible_alias = "changed-within")]
    pub(crate) newer: Option<String>,

    /// Modified more than DUR ago
    #[arg(long, value_name = "DUR", visible_alias = "changed-before")]
    pub(crate) older: Option<String>,

    /// Regular files whose size in bytes is even
    #[arg(long)]
    pub(crate) even_size: bool,

    /// Names containing each of a, e, i, o, u (any case)
    #[arg(long)]
    pub(crate) every_vowel: bool,

    /// Include hidden entries (names starting with a dot)
    #[arg(short = 'H', long)]
    pub(crate) hidden: bool,

    /// Include what .gitignore, .ignore and git's exclude files ignore
    #[arg(short = 'I', long)]
    pub(crate) no_ignore: bool,

    /// Include everything: --hidden and --no-ignore
    #[arg(short = 'u', long)]
    pub(crate) unrestricted: bool,

    /// Follow symbolic links (loops are detected and reported)
    #[arg(short = 'L', long)]
    pub(crate) follow: bool,

    /// List no deeper than N levels below each PATH (its own entries are level one)
    #[arg(short = 'd', long, value_name = "N")]
    pub(crate) max_depth: Option<usize>,

    /// List no shallower than N levels below each PATH
    #[arg(long, value_name = "N")]
    pub(crate) min_depth: Option<usize>,

    /// List only N levels below each PATH
    #[arg(long, value_name = "N", conflicts_with_all = ["max_depth", "min_depth"])]
    pub(crate) exact_depth: Option<usize>,

    /// Skip entries matching the glob, and do not enter such folders (repeatable): a line
    /// of a .gitignore at each PATH ('*.bak', 'target' anywhere; 'examples/*' below PATH)
    #[arg(short = 'E', long, value_name = "GLOB")]
    pub(crate) exclude: Vec<String>,

    /// Separate paths with NUL instead of newline
    #[arg(short = '0', long)]
    pub(crate) print0: bool,

    /// Print absolute paths
    #[arg(short = 'a', long)]
    pub(crate) absolute_path: bool,

    /// Print in sorted (byte) order instead of walk order
    #[arg(long)]
    pub(crate) sort: bool,

    /// Print only the number of matches
    #[arg(long, conflicts_with_all = ["exec", "exec_batch"])]
    pub(crate) count: bool,

    /// Run CMD for each match, --threads runs at once, each run's output written whole in
    /// the matches' sorted order; the words up to ';' or the end are its own. {} is the path
    /// (appended if no word has a placeholder), {/} its name, {//} its folder, {.} and {/.}
    /// the path and name without extension
    #[arg(short = 'x', long, value_name = "CMD", num_args = 1.., allow_hyphen_values = true,
          value_terminator = ";", conflicts_with = "exec_batch")]
    pub(crate) exec: Option<Vec<String>>,

    /// Run CMD once with every match (sorted), placeholders as for --exec
    #[arg(short = 'X', long, value_name = "CMD", num_args = 1.., allow_hyphen_values = true,
          value_terminator = ";")]
    pub(crate) exec_batch: Option<Vec<String>>,

    /// Worker threads, 0 to 256 [0, the default: one per core]
    #[arg(short = 'j', long, value_name = "N", value_parser = searchlab::cli::parse_threads)]
    pub(crate) threads: Option<usize>,
}

impl Args {
    /// The match rules asked for; the error says which value is bad.
    pub(crate) fn rules(&self) -> Result<Vec<Predicate>, String> {
        let mut rules = Vec::new();
        // `.` (fd's match-all) and the empty regex match every name: no rule to run.
        let every_name =
            |text: &&String| matches!(text.as_str(), "" | ".") && !self.glob && !self.fixed_strings;
        if let Some(text) = self.pattern.as_ref().filter(|text| !every_name(text)) {
            rules.push(Predicate::Pattern(self.compiled(text)?));
        }
        if self.even_size {
            rules.push(Predicate::EvenSize);
        }
        if self.every_vowel {
            rules.push(Predicate::EveryVowel);
        }
        if !self.extension.is_empty() {
            rules.push(Predicate::Extension(self.extension.clone()));
        }
        if let Some(size) = &self.size {
            rules.push(Predicate::Size(parse_size(size)?));
        }
        if let Some(age) = &self.newer {
            rules.push(Predicate::Newer(parse_duration(age)?));
        }
        if let Some(age) = &self.older {
            rules.push(Predicate::Older(parse_duration(age)?));
        }
        if !self.kind.is_empty() {
            rules.push(Predicate::Types(Types::new(&self.kind)));
        }
        Ok(rules)
    }

    /// The search pattern; as fd, a `/` in it is refused unless whole paths are matched.
    fn compiled(&self, text: &str) -> Result<Pattern, String> {
        if text.contains('/') && !self.full_path {
            return Err(format!(
                "the pattern '{text}' holds a '/', which no name does; to search in that \
                 folder: filefind . '{text}'; to match whole paths: filefind --full-path '{text}'"
            ));
        }
        let syntax = match (self.glob, self.fixed_strings) {
            (true, _) => Syntax::Glob,
            (_, true) => Syntax::Fixed,
            _ => Syntax::Regex,
        };
        let case = match (self.case_sensitive, self.ignore_case) {
            (true, _) => Case::Sensitive,
            (_, true) => Case::Insensitive,
            _ => Case::Smart,
        };
        let which = if self.glob { "glob" } else { "pattern" };
        Pattern::new(text, syntax, case, self.full_path)
            .map_err(|e| format!("bad {which} '{text}': {e}"))
    }

    /// The walk asked for: the PATHs (`.` when none), what to enter and list.
    pub(crate) fn walk(&self) -> Walk {
        let (min_depth, max_depth) = match self.exact_depth {
            Some(depth) => (Some(depth), Some(depth)),
            None => (self.min_depth, self.max_depth),
        };
        Walk {
            roots: if self.paths.is_empty() { vec![".".into()] } else { self.paths.clone() },
            hidden: self.hidden || self.unrestricted,
            ignored: self.no_ignore || self.unrestricted,
            follow: self.follow,
            min_depth,
            max_depth,
            exclude: self.exclude.clone(),
            threads: self.threads.unwrap_or(0),
        }
    }

    /// What to do with the matches.
    pub(crate) fn action(&self) -> Action {
        match (self.count, &self.exec, &self.exec_batch) {
            (true, _, _) => Action::Count,
            (_, Some(command), _) => Action::Exec(command.clone()),
            (_, _, Some(command)) => Action::ExecBatch(command.clone()),
            _ => {
                let separator = if self.print0 { b'\0' } else { b'\n' };
                Action::Print { separator, sorted: self.sort }
            }
        }
    }

    /// How paths are printed: absolute with -a; as fd, without `./` when no PATH is given.
    pub(crate) fn form(&self) -> PathForm {
        match (self.absolute_path, self.paths.is_empty()) {
            (true, _) => PathForm::Absolute,
            (false, true) => PathForm::Relative,
            (false, false) => PathForm::Joined,
        }
    }
}
