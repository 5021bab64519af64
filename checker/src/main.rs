//! `checker`: judges a program's output the way testlib checkers and online-judge-tools do.

use clap::Parser;
use searchlab::program::{os_error, report, say, Failure};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Judge OUTPUT, a program's output for INPUT, against EXPECTED, one right answer.
///
/// Accepts any right answer where a program has several (hdu1043: any shortest move
/// string), and otherwise the expected lines exactly (trailing spaces and a final newline
/// forgiven). One of the three files may be `-`, read from stdin. Exit status: 0 accepted, 1 wrong answer (the reason on stderr), 2 bad usage or
/// an unreadable file. The argument order is testlib's and online-judge-tools', so
/// `oj test -c ./target/release/hdu1043 -d testdata/hdu1043 --judge-command
/// "./target/release/checker hdu1043"` uses it.
#[derive(Parser)]
#[command(
    name = "checker",
    version,
    after_help = "Examples:\n  hdu1043 < cases.txt > answers.txt; checker hdu1043 cases.txt answers.txt expected.txt\n  sudoku < puzzles.txt | checker sudoku puzzles.txt - solutions.txt"
)]
struct Args {
    /// The program whose output is judged: a judge program or example of this repository
    /// (hdu1043, sudoku, knight, ...), or `exact` for a program of your own (its lines
    /// compared exactly). Any other name is refused (exit status 2).
    program: String,
    /// The input file (`-`: stdin)
    input: PathBuf,
    /// The program's output (`-`: stdin)
    output: PathBuf,
    /// A right answer (`-`: stdin)
    expected: PathBuf,
}

fn main() -> ExitCode {
    let args: Args = match tool_cli::parse_args("checker") {
        Ok(args) => args,
        Err(code) => return code,
    };
    let from_stdin =
        [&args.input, &args.output, &args.expected].iter().filter(|p| p.as_os_str() == "-").count();
    if from_stdin > 1 {
        let message = "only one of INPUT, OUTPUT and EXPECTED can be `-` (stdin)";
        return report("checker", Failure::Usage(message.into()));
    }
    let Some(check) = checker::for_program(&args.program) else {
        let known = checker::PROGRAMS.join(", ");
        let message = format!("unknown program '{}' (known: {known})", args.program);
        return report("checker", Failure::Usage(message));
    };
    let read = |path: &Path| {
        let bytes = if path.as_os_str() == "-" {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
        } else {
            std::fs::read(path)
        };
        bytes
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .map_err(|e| format!("checker: {}: {}", path.display(), os_error(&e)))
    };
    let files = (read(&args.input), read(&args.output), read(&args.expected));
    let (input, output, expected) = match files {
        (Ok(i), Ok(o), Ok(e)) => (i, o, e),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            say(&e);
            return ExitCode::from(2);
        }
    };
    match check(&input, &expected, &output) {
        Ok(()) => {
            say(&format!("ok: {} accepted", args.program));
            ExitCode::SUCCESS
        }
        Err(why) => {
            say(&format!("wrong answer: {why}"));
            ExitCode::FAILURE
        }
    }
}
