//! The tools' command lines (`mazegen`, `filefind`, `bundle`, `npuzzle`, `checker`): clap
//! parsing whose errors are one line, `PROGRAM: message`, and the `--help` hint with exit
//! status 2; the tool then ends like every program, through [`searchlab::program`].
//!
//! ```no_run
//! use clap::Parser;
//! use searchlab::program::Failure;
//! use std::process::ExitCode;
//!
//! /// Greets someone.
//! #[derive(Parser)]
//! #[command(name = "greet", version)]
//! struct Args {
//!     /// Who to greet
//!     name: String,
//! }
//!
//! fn main() -> ExitCode {
//!     // `greet` with no name prints `greet: ...` and the --help hint, exit status 2.
//!     tool_cli::run("greet", |args: &Args| {
//!         if args.name.is_empty() {
//!             return Err(Failure::Usage("the name is empty".into()));
//!         }
//!         println!("hello, {}", args.name);
//!         Ok(ExitCode::SUCCESS)
//!     })
//! }
//! ```

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser};
use searchlab::named::closest;
use searchlab::program::{report, Failure};
use std::fmt::Display;
use std::io::{self, IsTerminal, Write};
use std::ops::RangeInclusive;
use std::process::ExitCode;
use std::str::FromStr;

/// Runs a tool's body after parsing its arguments, and ends as every program does
/// ([`report`]): the body's own status on success, 2 with the `--help` hint for bad
/// usage, 1 for bad input or an I/O error (0 for a closed pipe). Cost: the parse.
pub fn run<T: Parser>(
    program: &str,
    body: impl FnOnce(&T) -> Result<ExitCode, Failure>,
) -> ExitCode {
    run_as(program, false, body)
}

/// [`run`] for a tool that reads its input from stdin: a file named on its command line is
/// answered with how to give it (`sudokugen --rate cases.txt`: `sudokugen: unexpected
/// argument 'cases.txt' found: sudokugen reads stdin: sudokugen --rate < cases.txt`).
/// Cost: the parse.
pub fn run_reading_stdin<T: Parser>(
    program: &str,
    body: impl FnOnce(&T) -> Result<ExitCode, Failure>,
) -> ExitCode {
    run_as(program, true, body)
}

fn run_as<T: Parser>(
    program: &str,
    reads_stdin: bool,
    body: impl FnOnce(&T) -> Result<ExitCode, Failure>,
) -> ExitCode {
    match parse_as::<T>(program, reads_stdin) {
        // One line, even when the message came with several (a regex error, say).
        Ok(args) => match body(&args) {
            Ok(code) => code,
            Err(Failure::Usage(message)) => report(program, Failure::Usage(one_line(&message))),
            Err(failure) => report(program, failure),
        },
        Err(code) => code,
    }
}

/// Parses the command line into `T`. `--help` and `--version` print and exit with status 0
/// (1, with one line saying why, when stdout cannot be written: a full disk); a bad
/// command line prints `PROGRAM: what was wrong` and the `--help` hint, and exits with
/// status 2. From here on a write past the file-size limit fails (see
/// `survive_file_size_limit`).
pub fn parse_args<T: Parser>(program: &str) -> Result<T, ExitCode> {
    parse_as(program, false)
}

fn parse_as<T: Parser>(program: &str, reads_stdin: bool) -> Result<T, ExitCode> {
    survive_file_size_limit();
    match T::try_parse() {
        Ok(args) => Ok(args),
        Err(error)
            if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) =>
        {
            let text = error.render();
            let mut stdout = io::stdout().lock();
            let text =
                if stdout.is_terminal() { text.ansi().to_string() } else { text.to_string() };
            match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
                Ok(()) => Err(ExitCode::SUCCESS),
                Err(error) => Err(report(program, Failure::Io(error))),
            }
        }
        Err(error) => {
            let mut message = one_line(&error.render().to_string());
            if !message.contains("did you mean") {
                message.extend(flag_meant::<T>(&error).map(|f| format!("; did you mean '--{f}'?")));
            }
            if reads_stdin {
                message.extend(file_given(&error).map(|file| {
                    let rest = std::env::args().skip(1).filter(|arg| *arg != file);
                    let command: Vec<String> =
                        std::iter::once(program.to_string()).chain(rest).collect();
                    format!(": {program} reads stdin: {} < {file}", command.join(" "))
                }));
            }
            Err(report(program, Failure::Usage(message)))
        }
    }
}

/// A clap value parser for a whole number in `range`, whose error names the range, so that
/// `--generate -1` or `--random 99999999999999999999` is answered with what is allowed
/// (give the flag `allow_negative_numbers = true`, so that `-1` reaches the parser).
/// Cost: a parse.
///
/// ```
/// let count = tool_cli::whole_number(1..=100u64);
/// assert_eq!(count("7"), Ok(7));
/// assert_eq!(count("-1"), Err("expected a whole number from 1 to 100".to_string()));
/// assert!(count("99999999999999999999").is_err());
/// ```
pub fn whole_number<T>(
    range: RangeInclusive<T>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Clone + Send + Sync + 'static,
{
    move |text| match text.trim().parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from {} to {}", range.start(), range.end())),
    }
}

/// Makes a write past the file-size limit (`ulimit -f`) fail with an error ("file too
/// large") that the tool reports, or recovers from as from a full disk, instead of the
/// signal (`SIGXFSZ`) ending the process at once, with no message and its temporary files
/// left behind. Cost: one system call.
fn survive_file_size_limit() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signal: i32, handler: usize) -> usize;
        }
        const IGNORE: usize = 1; // SIG_IGN
        const SIGXFSZ: i32 =
            if cfg!(any(target_arch = "mips", target_arch = "mips64")) { 31 } else { 25 };
        // SAFETY: ignoring a signal installs no code; the call cannot fail for a valid
        // signal number.
        unsafe {
            signal(SIGXFSZ, IGNORE);
        }
    }
}

/// The long flag an unknown `--flag` of `error` is a slip for, where clap names none (it
/// offers to read the flag as a value instead where a positional argument could take it).
fn flag_meant<T: CommandFactory>(error: &clap::Error) -> Option<String> {
    let Some(ContextValue::String(given)) = error.get(ContextKind::InvalidArg) else {
        return None;
    };
    let given = given.strip_prefix("--")?.split('=').next()?;
    let command = T::command();
    let longs = command.get_arguments().filter_map(|argument| argument.get_long());
    closest(given, longs.chain(["help", "version"])).map(str::to_string)
}

/// The unexpected argument of `error` when it is not a flag: a file given to a tool that
/// reads stdin.
fn file_given(error: &clap::Error) -> Option<String> {
    if error.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(given)) if !given.starts_with('-') => Some(given.clone()),
        _ => None,
    }
}

/// A clap error on one line: its text up to the usage and help hints, lines joined,
/// without the `error: ` prefix; a similar name clap suggests after a `;`, as "did you mean".
fn one_line(rendered: &str) -> String {
    let (mut text, mut tips) = (Vec::new(), Vec::new());
    for line in rendered.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.starts_with("Usage:") || line.starts_with("For more information") {
            break;
        }
        match line.strip_prefix("tip: ") {
            Some(tip) => tips.extend(did_you_mean(tip)),
            None => text.push(line),
        }
    }
    let text = text.join(" ");
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    tips.iter().fold(text.to_string(), |said, tip| format!("{said}; {tip}"))
}

/// A clap tip that names a similar argument or value, as "did you mean"; the others go
/// (clap's offer to read `-1` as a value after `--` is no help to `--generate -1`).
fn did_you_mean(tip: &str) -> Option<String> {
    let similar = ["a similar argument exists: ", "a similar value exists: "];
    let mut names = similar.iter().filter_map(|similar| tip.strip_prefix(similar));
    names.next().map(|names| format!("did you mean {names}?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_errors_fold_into_one_line() {
        let rendered = "error: invalid value 'gif' for '--format <FORMAT>'\n  [possible values: text, svg, png]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(rendered),
            "invalid value 'gif' for '--format <FORMAT>' [possible values: text, svg, png]"
        );
        assert_eq!(
            one_line("error: unexpected argument '--x' found\n\nUsage: m\n"),
            "unexpected argument '--x' found"
        );
        let typo = "error: unexpected argument '--widht' found\n\n  tip: a similar argument exists: '--width'\n\nUsage: mazegen [OPTIONS]\n";
        assert_eq!(one_line(typo), "unexpected argument '--widht' found; did you mean '--width'?");
        let negative = "error: unexpected argument '-1' found\n\n  tip: to pass '-1' as a value, use '-- -1'\n\nUsage: s\n";
        assert_eq!(one_line(negative), "unexpected argument '-1' found", "other tips go");
        let missing = "error: the following required arguments were not provided:\n  <PROGRAMS>...\n\nUsage: bundle <PROGRAMS>...\n";
        assert_eq!(
            one_line(missing),
            "the following required arguments were not provided: <PROGRAMS>..."
        );
    }
}
