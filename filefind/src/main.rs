//! `filefind`: a recursive file finder with composable match rules.

use clap::Parser;
use filefind::output::{find, Action};
use filefind::{parse_duration, parse_size, Kind, Predicate, Walk};
use searchlab::program::{say, Failure};
use std::path::PathBuf;
use std::process::ExitCode;

/// Find files under each PATH (default `.`) that meet every given rule, on all cores.
///
/// Prints one path a line: the PATH joined with the path below it. As fd does, hidden
/// entries are skipped unless --hidden, and what ignore files ignore unless --no-ignore:
/// `.gitignore` files inside a git repository, its `.git/info/exclude` and git's global
/// excludes, and `.ignore` files anywhere, in each folder and the folders above it (so
/// that in a Rust project `target/` is not listed). -u is both. Errors (an unreadable
/// folder, a file that vanished) are reported on stderr and the walk goes on; the exit
/// status is then 1.
#[derive(Parser)]
#[command(
    name = "filefind",
    version,
    after_help = "Examples:\n  filefind . --every-vowel           # names with a, e, i, o and u\n  filefind src --ext rs --size +4k   # Rust files over 4 KiB\n  filefind --newer 2d --type f -0    # files changed in two days, NUL-separated\n  filefind . --name '*.log' --exec rm {}"
)]
struct Args {
    /// Folders to search
    #[arg(default_value = ".")]
    paths: Vec<PathBuf>,

    /// Regular files whose size in bytes is even
    #[arg(long)]
    even_size: bool,

    /// Names containing each of a, e, i, o, u (any case)
    #[arg(long)]
    every_vowel: bool,

    /// Names matching a glob, such as '*.rs'
    #[arg(long, value_name = "GLOB")]
    name: Option<String>,

    /// Names matching a regular expression
    #[arg(long, value_name = "RE")]
    regex: Option<String>,

    /// Names ending in .EXT (repeatable, any case)
    #[arg(long, value_name = "EXT")]
    ext: Vec<String>,

    /// Regular files of size +N (more), -N (less) or N (exactly), N in bytes or with k, M, G
    #[arg(long, value_name = "SIZE", allow_hyphen_values = true)]
    size: Option<String>,

    /// Modified less than DUR ago (30s, 10m, 3h, 2d, 1w)
    #[arg(long, value_name = "DUR")]
    newer: Option<String>,

    /// Modified more than DUR ago
    #[arg(long, value_name = "DUR")]
    older: Option<String>,

    /// Entries of a kind: f (file), d (directory), l (symbolic link)
    #[arg(long = "type", value_name = "KIND", value_parser = Kind::parse)]
    kind: Option<Kind>,

    /// Empty files and empty directories
    #[arg(long)]
    empty: bool,

    /// List no deeper than N levels below each PATH
    #[arg(long, value_name = "N")]
    max_depth: Option<usize>,

    /// Include hidden entries (names starting with a dot)
    #[arg(long)]
    hidden: bool,

    /// Include what .gitignore, .ignore and git's exclude files ignore
    #[arg(long)]
    no_ignore: bool,

    /// Include everything: --hidden and --no-ignore
    #[arg(short = 'u', long)]
    unrestricted: bool,

    /// Follow symbolic links (loops are detected and reported)
    #[arg(short = 'L', long)]
    follow: bool,

    /// Skip entries whose name matches the glob, and do not enter such folders (repeatable)
    #[arg(long, value_name = "GLOB")]
    exclude: Vec<String>,

    /// Separate paths with NUL instead of newline
    #[arg(short = '0', long = "print0")]
    null: bool,

    /// Print absolute paths
    #[arg(long)]
    absolute: bool,

    /// Print in sorted (byte) order instead of walk order
    #[arg(long)]
    sort: bool,

    /// Print only the number of matches
    #[arg(long)]
    count: bool,

    /// Run a command for each match, `{}` standing for the path (appended if absent)
    #[arg(long, value_name = "CMD", num_args = 1.., allow_hyphen_values = true)]
    exec: Option<Vec<String>>,

    /// Worker threads, 0 to 256 [0, the default: one per core]
    #[arg(long, value_name = "N", value_parser = searchlab::cli::parse_threads)]
    threads: Option<usize>,
}

fn main() -> ExitCode {
    tool_cli::run("filefind", |args| {
        run(args).map(|clean| if clean { ExitCode::SUCCESS } else { ExitCode::FAILURE })
    })
}

fn predicates(args: &Args) -> Result<Vec<Predicate>, String> {
    let mut rules = Vec::new();
    if args.even_size {
        rules.push(Predicate::EvenSize);
    }
    if args.every_vowel {
        rules.push(Predicate::EveryVowel);
    }
    if let Some(glob) = &args.name {
        let glob = globset::Glob::new(glob).map_err(|e| format!("--name: {e}"))?;
        rules.push(Predicate::Name(glob.compile_matcher()));
    }
    if let Some(re) = &args.regex {
        rules.push(Predicate::Regex(
            regex::bytes::Regex::new(re).map_err(|e| format!("--regex: {e}"))?,
        ));
    }
    if !args.ext.is_empty() {
        rules.push(Predicate::Extension(args.ext.clone()));
    }
    if let Some(size) = &args.size {
        rules.push(Predicate::Size(parse_size(size)?));
    }
    if let Some(age) = &args.newer {
        rules.push(Predicate::Newer(parse_duration(age)?));
    }
    if let Some(age) = &args.older {
        rules.push(Predicate::Older(parse_duration(age)?));
    }
    if let Some(kind) = args.kind {
        rules.push(Predicate::Type(kind));
    }
    if args.empty {
        rules.push(Predicate::Empty);
    }
    Ok(rules)
}

/// Walks and prints; returns whether the walk met no error.
fn run(args: &Args) -> Result<bool, Failure> {
    let rules = predicates(args).map_err(Failure::Usage)?;
    let mut exclude = globset::GlobSetBuilder::new();
    for glob in &args.exclude {
        exclude
            .add(globset::Glob::new(glob).map_err(|e| Failure::Usage(format!("--exclude: {e}")))?);
    }
    let walk = Walk {
        roots: args.paths.clone(),
        hidden: args.hidden || args.unrestricted,
        ignored: args.no_ignore || args.unrestricted,
        follow: args.follow,
        max_depth: args.max_depth,
        exclude: (!args.exclude.is_empty())
            .then(|| exclude.build())
            .transpose()
            .map_err(|e| Failure::Usage(format!("--exclude: {e}")))?,
        threads: args.threads.unwrap_or(0),
    };
    let action = match (args.count, &args.exec) {
        (true, _) => Action::Count,
        (false, Some(command)) => Action::Exec(command.clone()),
        (false, None) => {
            Action::Print { separator: if args.null { b'\0' } else { b'\n' }, sorted: args.sort }
        }
    };
    let error = |message: &str| say(&format!("filefind: {message}"));
    find(&walk, &rules, &action, args.absolute, &error)
}
