//! A small command-line parser for the judge programs, which may use `std` only:
//! `--name value`, `--name=value`, switches, operands (bare arguments), `--help` and
//! `--version`.
//!
//! ```
//! use searchlab::cli::{parse, Request, Spec};
//!
//! const SPEC: Spec = Spec { switches: &["count"], options: &["threads"], operands: true };
//! let args = ["--count", "--threads=2", "17"].map(String::from);
//! match parse(&SPEC, args).unwrap() {
//!     Request::Run(matches) => {
//!         assert!(matches.has("count"));
//!         assert_eq!(matches.value("threads"), Some("2"));
//!         assert_eq!(matches.operands(), ["17"]);
//!     }
//!     other => panic!("{other:?}"),
//! }
//! assert_eq!(parse(&SPEC, ["-V".to_string()]), Ok(Request::Version));
//! assert!(parse(&SPEC, ["--fast".to_string()]).is_err());
//! ```

use crate::named::{closest, Named};
use crate::workers::{self, MAX_THREADS};

/// The version every program prints for `--version` (the package's; a test keeps them
/// equal). A constant rather than `env!`, so that bundles compile without Cargo.
pub const VERSION: &str = "0.1.0";

/// Parses a `--threads` value: a whole number in `0..=MAX_THREADS`, 0 meaning one per
/// core ([`workers::cores`]). The error is a one-line message naming the option.
/// Cost: a parse, and a look at the core count for 0.
///
/// ```
/// use searchlab::cli::parse_threads;
///
/// assert_eq!(parse_threads("3"), Ok(3));
/// assert!(parse_threads("-1").unwrap_err().starts_with("--threads needs a number"));
/// ```
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(0) => Ok(workers::cores()),
        Ok(n) if n <= MAX_THREADS => Ok(n),
        _ => Err(format!(
            "--threads needs a number from 0 (one per core) to {MAX_THREADS}, got '{text}'"
        )),
    }
}

/// Parses a `--max-memory` value in MiB, 1 to 2^20 (1 TiB), into bytes. Cost: a parse.
///
/// ```
/// use searchlab::cli::parse_max_memory;
///
/// assert_eq!(parse_max_memory("64"), Ok(64 << 20));
/// assert!(parse_max_memory("0").is_err());
/// ```
pub fn parse_max_memory(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(mib) if (1..=1 << 20).contains(&mib) => Ok(mib << 20),
        _ => Err(format!("--max-memory needs a number of MiB from 1 to 1048576, got '{text}'")),
    }
}

/// What a command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Run with these arguments.
    Run(Matches),
    /// Print the help (`--help`, `-h`).
    Help,
    /// Print `PROGRAM VERSION` (`--version`, `-V`).
    Version,
}

/// What a program accepts: switches (no value) and options (one value each).
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// Names of the switches, without the leading `--`.
    pub switches: &'static [&'static str],
    /// Names of the options that take a value, without the leading `--`.
    pub options: &'static [&'static str],
    /// Whether bare arguments (operands) are accepted; they are refused otherwise.
    pub operands: bool,
}

/// A parsed command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Matches {
    switches: Vec<&'static str>,
    values: Vec<(&'static str, String)>,
    operands: Vec<String>,
}

impl Matches {
    /// Whether switch `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// The value of option `name` found by its name ([`Named::from_name`]), or `default`
    /// when the option was not given. Cost: that of [`Named::from_name`].
    ///
    /// ```
    /// use searchlab::cli::{parse, Matches, Request, Spec};
    /// use searchlab::graph::KShortest;
    ///
    /// fn matches(args: &[&str]) -> Matches {
    ///     const SPEC: Spec = Spec { switches: &[], options: &["algo"], operands: false };
    ///     match parse(&SPEC, args.iter().map(|a| a.to_string())) {
    ///         Ok(Request::Run(matches)) => matches,
    ///         other => panic!("{other:?}"),
    ///     }
    /// }
    /// let given = matches(&["--algo=astar"]);
    /// assert_eq!(given.named_or("algo", KShortest::Eppstein), Ok(KShortest::Astar));
    /// let none = matches(&[]);
    /// assert_eq!(none.named_or("algo", KShortest::Eppstein), Ok(KShortest::Eppstein));
    /// ```
    pub fn named_or<T: Named>(&self, name: &str, default: T) -> Result<T, String> {
        self.value(name).map_or(Ok(default), T::from_name)
    }

    /// The bare arguments, in order (always empty unless the spec accepts them).
    pub fn operands(&self) -> &[String] {
        &self.operands
    }

    /// The value of option `name`, the last one when given several times.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.iter().rev().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }
}

/// The short flags every program reads alike, each for a long option of the spec (as the
/// tools take them): `-a` for `--algo`, `-j` for `--threads`.
const SHORT_FLAGS: [(&str, &str); 2] = [("-a", "algo"), ("-j", "threads")];

/// Parses `args` (without the program name) against `spec`; `-a` and `-j` stand for
/// `--algo` and `--threads` where the spec has them.
///
/// Returns [`Request::Help`] when `--help` or `-h` comes before any mistake, likewise
/// [`Request::Version`] for `--version` or `-V`, the matches otherwise, and an error
/// message for an unknown flag, a missing value or an operand the spec does not accept.
/// Cost: O(args × names).
///
/// ```
/// use searchlab::cli::{parse, Request, Spec};
///
/// const SPEC: Spec = Spec { switches: &[], options: &["algo"], operands: false };
/// let args = |list: &[&str]| list.iter().map(|a| a.to_string()).collect::<Vec<_>>();
/// assert_eq!(parse(&SPEC, args(&["-h"])), Ok(Request::Help));
/// assert_eq!(parse(&SPEC, args(&["--algo"])), Err("--algo needs a value".to_string()));
/// assert!(matches!(parse(&SPEC, args(&["-a", "astar"])), Ok(Request::Run(m)) if m.value("algo") == Some("astar")));
/// ```
pub fn parse(spec: &Spec, args: impl IntoIterator<Item = String>) -> Result<Request, String> {
    let mut matches = Matches::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(Request::Help),
            "--version" | "-V" => return Ok(Request::Version),
            _ => {}
        }
        let short = SHORT_FLAGS.iter().find(|(short, long)| {
            arg == *short && (spec.options.contains(long) || spec.switches.contains(long))
        });
        let arg = match short {
            Some((_, long)) => format!("--{long}"),
            None => arg,
        };
        let flag = match arg.strip_prefix("--") {
            Some(flag) => flag,
            _ if spec.operands => {
                matches.operands.push(arg);
                continue;
            }
            _ => {
                return Err(format!("unexpected argument '{arg}'"));
            }
        };
        let (name, inline_value) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (flag, None),
        };
        if let Some(&switch) = spec.switches.iter().find(|&&s| s == name) {
            if inline_value.is_some() {
                return Err(format!("--{name} takes no value"));
            }
            matches.switches.push(switch);
        } else if let Some(&option) = spec.options.iter().find(|&&o| o == name) {
            let value = match inline_value {
                Some(value) => value,
                None => args.next().ok_or_else(|| format!("--{name} needs a value"))?,
            };
            matches.values.push((option, value));
        } else {
            let known = spec.switches.iter().chain(spec.options).copied();
            return Err(match closest(name, known.chain(["help", "version"])) {
                Some(meant) => format!("unknown option '--{name}'; did you mean '--{meant}'?"),
                None => format!("unknown option '--{name}'"),
            });
        }
    }
    Ok(Request::Run(matches))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec { switches: &["chain"], options: &["algo"], operands: false };

    /// A value type for `named_or`: two letters.
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Letter {
        T,
        I,
    }

    impl Named for Letter {
        const KIND: &'static str = "letter";
        const ALL: &'static [Letter] = &[Letter::T, Letter::I];

        fn name(self) -> &'static str {
            match self {
                Letter::T => "table",
                Letter::I => "idastar",
            }
        }
    }

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// The matches of a command line that asks to run.
    fn run(spec: &Spec, list: &[&str]) -> Matches {
        match parse(spec, args(list)) {
            Ok(Request::Run(matches)) => matches,
            other => panic!("{list:?}: {other:?}"),
        }
    }

    #[test]
    fn values_and_switches() {
        let m = run(&SPEC, &["--algo", "astar", "--chain"]);
        assert_eq!(m.value("algo"), Some("astar"));
        assert!(m.has("chain"));
        let m = run(&SPEC, &["--algo=table", "--algo=idastar"]);
        assert_eq!(m.value("algo"), Some("idastar"));
        assert!(!m.has("chain"));
        let parse = |m: &Matches| m.named_or("algo", Letter::T);
        assert_eq!(parse(&m), Ok(Letter::I));
        assert_eq!(parse(&Matches::default()), Ok(Letter::T));
        let empty = run(&SPEC, &["--algo="]);
        let bad = parse(&empty).unwrap_err();
        assert_eq!(bad, "unknown letter '' (expected table or idastar)");
    }

    #[test]
    fn a_misspelt_option_is_answered_with_the_one_meant() {
        let said = |list: &[&str]| parse(&SPEC, args(list)).unwrap_err();
        assert_eq!(said(&["--alog", "table"]), "unknown option '--alog'; did you mean '--algo'?");
        assert_eq!(said(&["--chian"]), "unknown option '--chian'; did you mean '--chain'?");
        assert_eq!(said(&["--hlep"]), "unknown option '--hlep'; did you mean '--help'?");
        assert_eq!(said(&["--fast"]), "unknown option '--fast'");
    }

    #[test]
    fn help_and_version_win() {
        assert_eq!(parse(&SPEC, args(&["--algo", "x", "--help"])), Ok(Request::Help));
        assert_eq!(parse(&SPEC, args(&["-h"])), Ok(Request::Help));
        assert_eq!(parse(&SPEC, args(&["--version"])), Ok(Request::Version));
        let spec = Spec { operands: true, ..SPEC };
        assert_eq!(parse(&spec, args(&["8", "-V"])), Ok(Request::Version));
        // A mistake before them is reported.
        assert!(parse(&SPEC, args(&["--fast", "--help"])).is_err());
    }

    #[test]
    fn thread_counts_are_bounded() {
        assert_eq!(parse_threads("3"), Ok(3));
        assert_eq!(parse_threads("0"), Ok(workers::cores()));
        assert_eq!(parse_threads("256"), Ok(256));
        for bad in ["257", "18446744073709551615", "-1", "two", ""] {
            assert!(parse_threads(bad).unwrap_err().contains("0 (one per core) to 256"));
        }
    }

    #[test]
    fn memory_budgets_are_bounded() {
        assert_eq!(parse_max_memory("1"), Ok(1 << 20));
        assert_eq!(parse_max_memory("1048576"), Ok(1 << 40));
        for bad in ["0", "1048577", "-1", "x", ""] {
            assert!(parse_max_memory(bad).unwrap_err().contains("from 1 to 1048576"));
        }
    }

    #[test]
    fn the_version_is_the_packages() {
        assert_eq!(VERSION, env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn mistakes_are_named() {
        assert_eq!(parse(&SPEC, args(&["--fast"])), Err("unknown option '--fast'".into()));
        assert_eq!(parse(&SPEC, args(&["--algo"])), Err("--algo needs a value".into()));
        assert_eq!(parse(&SPEC, args(&["--chain=1"])), Err("--chain takes no value".into()));
        assert_eq!(parse(&SPEC, args(&["file"])), Err("unexpected argument 'file'".into()));
    }

    #[test]
    fn operands_are_kept_in_order_when_accepted() {
        let spec = Spec { operands: true, ..SPEC };
        let matches = run(&spec, &["17", "--chain", "-3", "--algo", "x", "18"]);
        assert_eq!(matches.operands(), ["17", "-3", "18"]);
        assert!(matches.has("chain"));
        assert_eq!(matches.value("algo"), Some("x"));
    }
}
