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

/// The version every program prints for `--version` (the package's; a test keeps them
/// equal). A constant rather than `env!`, so that bundles compile without Cargo.
pub const VERSION: &str = "0.1.0";

/// Reports a bad command line the way every program does: `PROGRAM: message` on stderr,
/// then a line pointing at `--help`. The caller exits with status 2.
pub fn report_usage_error(program: &str, message: &str) {
    eprintln!("{program}: {message}");
    eprintln!("Try '{program} --help' for more information.");
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

    /// The value of option `name` parsed as a `T`, or `default` when it was not given.
    pub fn parse_or<T: std::str::FromStr<Err = String>>(
        &self,
        name: &str,
        default: T,
    ) -> Result<T, String> {
        self.value(name).map_or(Ok(default), str::parse)
    }

    /// The bare arguments, in order (always empty unless the spec accepts them).
    pub fn operands(&self) -> &[String] {
        &self.operands
    }

    /// The value of option `name`, the last one when given several times.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Parses `args` (without the program name) against `spec`.
///
/// Returns [`Request::Help`] when `--help` or `-h` comes before any mistake, likewise
/// [`Request::Version`] for `--version` or `-V`, the matches otherwise, and an error
/// message for an unknown flag, a missing value or an operand the spec does not accept.
/// Cost: O(args × names).
pub fn parse(spec: &Spec, args: impl IntoIterator<Item = String>) -> Result<Request, String> {
    let mut matches = Matches::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(Request::Help),
            "--version" | "-V" => return Ok(Request::Version),
            _ => {}
        }
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
                None => args
                    .next()
                    .ok_or_else(|| format!("--{name} needs a value"))?,
            };
            matches.values.push((option, value));
        } else {
            return Err(format!("unknown option '--{name}'"));
        }
    }
    Ok(Request::Run(matches))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec {
        switches: &["chain"],
        options: &["algo"],
        operands: false,
    };

    /// A value type for `parse_or`: the first letter of a name.
    #[derive(Debug, PartialEq)]
    struct Short(char);

    impl std::str::FromStr for Short {
        type Err = String;
        fn from_str(name: &str) -> Result<Self, String> {
            name.chars()
                .next()
                .map(Short)
                .ok_or_else(|| "empty name".to_string())
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
        let parse = |m: &Matches| m.parse_or("algo", Short('t'));
        assert_eq!(parse(&m), Ok(Short('i')));
        assert_eq!(parse(&Matches::default()), Ok(Short('t')));
        let empty = run(&SPEC, &["--algo="]);
        let bad = parse(&empty).unwrap_err();
        assert_eq!(bad, "empty name");
    }

    #[test]
    fn help_and_version_win() {
        assert_eq!(
            parse(&SPEC, args(&["--algo", "x", "--help"])),
            Ok(Request::Help)
        );
        assert_eq!(parse(&SPEC, args(&["-h"])), Ok(Request::Help));
        assert_eq!(parse(&SPEC, args(&["--version"])), Ok(Request::Version));
        let spec = Spec {
            operands: true,
            ..SPEC
        };
        assert_eq!(parse(&spec, args(&["8", "-V"])), Ok(Request::Version));
        // A mistake before them is reported.
        assert!(parse(&SPEC, args(&["--fast", "--help"])).is_err());
    }

    #[test]
    fn the_version_is_the_packages() {
        assert_eq!(VERSION, env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn mistakes_are_named() {
        assert_eq!(
            parse(&SPEC, args(&["--fast"])),
            Err("unknown option '--fast'".into())
        );
        assert_eq!(
            parse(&SPEC, args(&["--algo"])),
            Err("--algo needs a value".into())
        );
        assert_eq!(
            parse(&SPEC, args(&["--chain=1"])),
            Err("--chain takes no value".into())
        );
        assert_eq!(
            parse(&SPEC, args(&["file"])),
            Err("unexpected argument 'file'".into())
        );
    }

    #[test]
    fn operands_are_kept_in_order_when_accepted() {
        let spec = Spec {
            operands: true,
            ..SPEC
        };
        let matches = run(&spec, &["17", "--chain", "-3", "--algo", "x", "18"]);
        assert_eq!(matches.operands(), ["17", "-3", "18"]);
        assert!(matches.has("chain"));
        assert_eq!(matches.value("algo"), Some("x"));
    }
}
