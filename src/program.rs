//! How every program runs and ends, judge or tool: one error type ([`Failure`]) and one
//! report of it ([`report`]): `PROGRAM: message` on stderr and the exit status (1 for
//! bad input or a failed read or write, 2 for a bad command line, with the `--help` hint).
//! [`run`] adds a buffered stdout, flushed before any error is printed, and
//! [`run_with_args`] the judges' command line; the tools parse theirs with clap
//! (`tool_cli::run`) and end the same way. Programs that answer line by line as the
//! lines come read them with [`each_stdin_line`].
//!
//! ```no_run
//! use searchlab::input::{read_stdin, Tokens};
//! use searchlab::program::{self, Failure};
//! use std::io::Write;
//! use std::process::ExitCode;
//!
//! // Prints the sum of the numbers on stdin; `sum: line 2: expected a number, got "x"`
//! // and exit status 1 for a bad one.
//! fn main() -> ExitCode {
//!     program::run("sum", |out| {
//!         let input = read_stdin()?;
//!         let mut tokens = Tokens::new(&input);
//!         let mut sum = 0i64;
//!         while tokens.clone().next().is_some() {
//!             sum += tokens.number::<i64>("a number")?;
//!         }
//!         writeln!(out, "{sum}").map_err(Failure::from)
//!     })
//! }
//! ```

mod progress;

pub use progress::ProgressLine;

use crate::cli::{self, Matches, Request, Spec};
use crate::input::InputError;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Why a program stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Malformed input: exit status 1.
    Input(InputError),
    /// Bad command line: exit status 2.
    Usage(String),
    /// Reading stdin or writing stdout failed: exit status 1 (a closed pipe ends quietly).
    Io(io::Error),
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure::Input(error)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

/// Reads standard input one line at a time and hands each to `each` with its 1-based
/// number (the line end removed), for programs whose answers take long enough that a user
/// typing or piping cases one by one should see each answer once it is complete. `out` is
/// flushed whenever no input is waiting, just before the read that would block, so answers
/// to a file's lines stay batched. Cost: one pass over the input; a line at a time in memory.
///
/// ```no_run
/// use searchlab::program::{self, each_stdin_line};
/// use std::io::Write;
///
/// // Echoes each line with its number as soon as it is read.
/// fn main() -> std::process::ExitCode {
///     program::run("echo", |out| {
///         each_stdin_line(out, |number, line, out| {
///             writeln!(out, "{number}: {}", String::from_utf8_lossy(line))?;
///             Ok(())
///         })
///     })
/// }
/// ```
pub fn each_stdin_line(
    out: &mut dyn Write,
    mut each: impl FnMut(usize, &[u8], &mut dyn Write) -> Result<(), Failure>,
) -> Result<(), Failure> {
    crate::input::hint_on_a_terminal();
    let mut input = io::BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut line = Vec::new();
    for number in 1.. {
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        let read = io::BufRead::read_until(&mut input, b'\n', &mut line);
        if read.map_err(crate::input::stdin_error)? == 0 {
            return Ok(());
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        each(number, text.strip_suffix(b"\r").unwrap_or(text), out)?;
    }
    Ok(())
}

/// Runs a program's body with a buffered stdout, then reports how it ended.
///
/// Everything the body wrote is flushed before an error is printed, so the answers to every
/// case before a bad one still reach stdout. Errors are printed as one line,
/// `PROGRAM: message`, on stderr. Exit status: 0 on success or when stdout is a closed pipe,
/// 1 for bad input or an I/O error, 2 for a bad command line.
pub fn run(program: &str, body: impl FnOnce(&mut dyn Write) -> Result<(), Failure>) -> ExitCode {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let result = body(&mut out);
    // Flushed whatever the body returned; the body's own error goes first.
    let flushed = out.flush().map_err(Failure::Io);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => report(program, failure),
    }
}

/// Reports why a program stopped and returns its exit status: one line `PROGRAM: message`
/// on stderr and status 1, except for a bad command line (status 2, the message followed by
/// the `--help` hint) and a closed stdout pipe (status 0, nothing printed). Cost: one write
/// to stderr.
///
/// ```
/// use searchlab::program::{report, Failure};
/// use std::process::ExitCode;
///
/// // Prints "p: --threads needs a value" and "Try 'p --help' for more information.".
/// let usage = Failure::Usage("--threads needs a value".into());
/// assert_eq!(report("p", usage), ExitCode::from(2));
/// ```
pub fn report(program: &str, failure: Failure) -> ExitCode {
    // Written here rather than through `say` (the same: never a panic, unlike `eprintln!`),
    // so that a judge's bundle is smaller.
    let message = match failure {
        Failure::Io(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            return ExitCode::SUCCESS
        }
        Failure::Io(error) => os_error(&error),
        Failure::Input(error) => error.to_string(),
        Failure::Usage(message) => {
            let hint = format!("Try '{program} --help' for more information.");
            let _ = writeln!(io::stderr(), "{program}: {message}\n{hint}");
            return ExitCode::from(2);
        }
    };
    let _ = writeln!(io::stderr(), "{program}: {message}");
    ExitCode::from(1)
}

/// Writes `line` on stderr, where every program says what is not its answer: errors,
/// warnings, progress. A stderr that cannot be written (a full disk, a closed descriptor)
/// is passed over, there being no one left to tell; a program never stops on it. Cost: one
/// write.
///
/// ```
/// searchlab::program::say("sum: line 2: expected a number, got \"x\"");
/// ```
pub fn say(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// What the system said of `error`, in the words every program uses: the operating
/// system's message with a lower-case first letter and without std's ` (os error N)`, as
/// shells print it ("no such file or directory", "permission denied"); any other error's
/// message as written, so that one a program made of a path and a reason keeps the path's
/// spelling. Cost: the message formatted once.
///
/// ```
/// use searchlab::program::os_error;
/// use std::io;
///
/// let missing = std::fs::read("/nonexistent/file").unwrap_err();
/// assert_eq!(os_error(&missing), "no such file or directory");
/// let said = format!("Maps/m.txt: {}", os_error(&missing));
/// assert_eq!(os_error(&io::Error::new(missing.kind(), said)), "Maps/m.txt: no such file or directory");
/// ```
pub fn os_error(error: &io::Error) -> String {
    crate::input::system_words(error)
}

/// Creates folder `dir` and the folders above it that are missing, as
/// `std::fs::create_dir_all` does, but where `dir` is a file says so: "not a directory",
/// where std says "file exists" (true, but not the reason). Cost: a system call per folder
/// created.
///
/// ```
/// use searchlab::program::{create_dir_all, os_error};
///
/// let file = std::env::temp_dir().join(format!("searchlab-doc-{}", std::process::id()));
/// std::fs::write(&file, "").unwrap();
/// assert_eq!(os_error(&create_dir_all(&file).unwrap_err()), "not a directory");
/// std::fs::remove_file(&file).unwrap();
/// ```
pub fn create_dir_all(dir: &std::path::Path) -> io::Result<()> {
    match std::fs::create_dir_all(dir) {
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {
            Err(io::Error::new(error.kind(), "not a directory"))
        }
        done => done,
    }
}

/// `count` and `noun`, the noun plural unless the count is 1 (with an `s`, or `es` after
/// an `s`, `x`, `sh` or `ch`): what a program says of how many things it saw or made.
/// Cost: the count formatted once.
///
/// ```
/// use searchlab::program::counted;
///
/// assert_eq!(counted(1, "puzzle"), "1 puzzle");
/// assert_eq!(counted(0, "thread"), "0 threads");
/// assert_eq!(counted(12u64, "library module"), "12 library modules");
/// assert_eq!((counted(1, "guess"), counted(3, "guess")), ("1 guess".into(), "3 guesses".into()));
/// ```
pub fn counted(count: impl std::fmt::Display, noun: &str) -> String {
    let count = count.to_string();
    let hissing = ["s", "x", "sh", "ch"].iter().any(|end| noun.ends_with(end));
    let plural = match (count == "1", hissing) {
        (true, _) => "",
        (false, true) => "es",
        (false, false) => "s",
    };
    format!("{count} {noun}{plural}")
}

/// Whether standard error is a terminal: a progress line that rewrites itself (`\r`)
/// belongs there, and not in a file or a pipe. Rust 1.63 has no `IsTerminal`, and an
/// `extern` block for `isatty` cannot be written for both it and edition 2024, so this asks
/// whether `/dev/stderr` is a character device (a terminal, or `/dev/null`, where the line
/// is thrown away); off Unix it answers no. Cost: one `stat`.
///
/// ```
/// use searchlab::program::stderr_is_terminal;
///
/// if stderr_is_terminal() {
///     eprint!("\rworking…");
/// }
/// ```
pub fn stderr_is_terminal() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let stderr = std::fs::metadata("/dev/stderr");
        stderr.map_or(false, |stderr| stderr.file_type().is_char_device())
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// [`run`] for a program with a command line: parses the arguments against `spec` first,
/// prints `usage` and stops for `--help`, `PROGRAM VERSION` for `--version`, and reports a
/// bad command line (exit status 2).
pub fn run_with_args(
    program: &str,
    usage: &str,
    spec: &Spec,
    body: impl FnOnce(&Matches, &mut dyn Write) -> Result<(), Failure>,
) -> ExitCode {
    run(program, |out| {
        let args = std::env::args_os()
            .skip(1)
            .map(|arg| {
                arg.into_string().map_err(|arg| {
                    let shown = arg.to_string_lossy().into_owned();
                    Failure::Usage(format!("argument '{shown}' is not UTF-8"))
                })
            })
            .collect::<Result<Vec<String>, Failure>>()?;
        let request = cli::parse(spec, args.clone()).map_err(|error| {
            // A file named where the input is read from stdin: say how to give it.
            let file = args.iter().find(|arg| !spec.operands && !arg.starts_with('-'));
            Failure::Usage(match file {
                Some(file) if error == format!("unexpected argument '{file}'") => {
                    let mut command = vec![program];
                    command.extend(args.iter().filter(|arg| *arg != file).map(String::as_str));
                    format!("{error}: {program} reads stdin: {} < {file}", command.join(" "))
                }
                _ => error,
            })
        })?;
        match request {
            Request::Run(args) => body(&args, out),
            Request::Help => Ok(out.write_all(usage.as_bytes())?),
            Request::Version => Ok(writeln!(out, "{program} {}", cli::VERSION)?),
        }
    })
}
