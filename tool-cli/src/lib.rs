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

use clap::error::ErrorKind;
use clap::Parser;
use searchlab::program::{report, Failure};
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

/// Runs a tool's body after parsing its arguments, and ends as every program does
/// ([`report`]): the body's own status on success, 2 with the `--help` hint for bad
/// usage, 1 for bad input or an I/O error (0 for a closed pipe). Cost: the parse.
pub fn run<T: Parser>(
    program: &str,
    body: impl FnOnce(&T) -> Result<ExitCode, Failure>,
) -> ExitCode {
    match parse_args::<T>(program) {
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
            let message = one_line(&error.render().to_string());
            Err(report(program, Failure::Usage(message)))
        }
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
