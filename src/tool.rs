//! Command-line conventions shared by the tools (`mazegen`, `filefind`, `bundle`, `npuzzle`,
//! `checker`), the same as the judge programs': clap parsing whose errors are one line,
//! `PROGRAM: message`, and a hint line, with exit status 2.
//!
//! ```no_run
//! use clap::Parser;
//! use searchlab::tool::{self, Problem};
//! use std::process::ExitCode;
//!
//! /// Greets someone.
//! #[derive(Parser)]
//! #[command(name = "greet", version = searchlab::cli::VERSION)]
//! struct Args {
//!     /// Who to greet
//!     name: String,
//! }
//!
//! fn main() -> ExitCode {
//!     // `greet` with no name prints `greet: ...` and the --help hint, exit status 2.
//!     tool::run("greet", |args: &Args| {
//!         if args.name.is_empty() {
//!             return Err(Problem::Usage("the name is empty".into()));
//!         }
//!         println!("hello, {}", args.name);
//!         Ok(ExitCode::SUCCESS)
//!     })
//! }
//! ```

use clap::error::ErrorKind;
use clap::Parser;
use std::io;
use std::process::ExitCode;

/// Why a tool stopped early.
#[derive(Debug)]
pub enum Problem {
    /// Bad options or arguments: exit status 2.
    Usage(String),
    /// Reading or writing failed: exit status 1 (a closed stdout pipe ends quietly).
    Io(io::Error),
}

impl From<io::Error> for Problem {
    fn from(error: io::Error) -> Self {
        Problem::Io(error)
    }
}

/// Runs a tool's body after parsing its arguments, and turns the outcome into the exit
/// status: the body's own on success, 2 with `PROGRAM: message` for bad usage, 1 with
/// `PROGRAM: error` for an I/O error (0 for a closed pipe).
pub fn run<T: Parser>(
    program: &str,
    body: impl FnOnce(&T) -> Result<ExitCode, Problem>,
) -> ExitCode {
    let args = match parse_args::<T>(program) {
        Ok(args) => args,
        Err(code) => return code,
    };
    match body(&args) {
        Ok(code) => code,
        Err(Problem::Usage(message)) => {
            // One line, even when the message came with several (a regex error, say).
            let lines: Vec<&str> = message
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            usage_error(program, &lines.join(" "))
        }
        Err(Problem::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Problem::Io(error)) => {
            eprintln!("{program}: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Parses the command line into `T`. `--help` and `--version` print and exit with status 0;
/// a bad command line prints `PROGRAM: what was wrong` and the `--help` hint, and exits with
/// status 2.
pub fn parse_args<T: Parser>(program: &str) -> Result<T, ExitCode> {
    match T::try_parse() {
        Ok(args) => Ok(args),
        Err(error)
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) =>
        {
            let _ = error.print();
            Err(ExitCode::SUCCESS)
        }
        Err(error) => Err(usage_error(program, &one_line(&error.render().to_string()))),
    }
}

/// Reports a bad command line as every program does (see [`crate::cli::report_usage_error`]);
/// exit status 2.
fn usage_error(program: &str, message: &str) -> ExitCode {
    crate::cli::report_usage_error(program, message);
    ExitCode::from(2)
}

/// A clap error on one line: its text up to the usage and help hints, lines joined,
/// without the `error: ` prefix.
fn one_line(rendered: &str) -> String {
    let text: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|l| {
            !l.starts_with("Usage:")
                && !l.starts_with("For more information")
                && !l.starts_with("tip:")
        })
        .filter(|l| !l.is_empty())
        .collect();
    let text = text.join(" ");
    text.strip_prefix("error: ").unwrap_or(&text).to_string()
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
        let missing = "error: the following required arguments were not provided:\n  <PROGRAMS>...\n\nUsage: bundle <PROGRAMS>...\n";
        assert_eq!(
            one_line(missing),
            "the following required arguments were not provided: <PROGRAMS>..."
        );
    }
}
