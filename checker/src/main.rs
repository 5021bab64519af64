//! `checker`: judges a program's output the way testlib checkers and online-judge-tools do.

use checker::sliding::{check_npuzzle_as, Goal, Options};
use clap::Parser;
use searchlab::program::{os_error, report, say, Failure};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Judge OUTPUT, a program's output for INPUT, against EXPECTED, one right answer.
///
/// Accepts any right answer where a program has several (hdu1043, npuzzle: any shortest
/// move string, replayed; sudoku: any grid that solves the puzzle), and otherwise the
/// expected lines exactly (trailing spaces and a final newline forgiven). hdu1043 and
/// npuzzle may go without EXPECTED: the checker finds the shortest length itself (npuzzle:
/// IDA* on the Manhattan distance, instant on 3x3 boards, up to minutes on hard 4x4 ones;
/// an EXPECTED of move strings or lengths, one a line, spares it). One of the three files
/// may be `-`, read from stdin. Exit status: 0 accepted, 1 wrong answer (the reason on
/// stderr), 2 bad usage or an unreadable file. The argument order is testlib's and online-judge-tools', so
/// `oj test -c ./target/release/hdu1043 -d testdata/hdu1043 --judge-command
/// "./target/release/checker hdu1043"` uses it.
#[derive(Parser)]
#[command(
    name = "checker",
    version,
    after_help = "Examples:\n  hdu1043 < cases.txt > answers.txt; checker hdu1043 cases.txt answers.txt expected.txt\n  sudoku < puzzles.txt | checker sudoku puzzles.txt - solutions.txt\n  npuzzle < board.txt | checker npuzzle board.txt -   # the checker solves each board itself"
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
    /// A right answer (`-`: stdin); optional for hdu1043 and npuzzle
    expected: Option<PathBuf>,
    /// npuzzle's --goal: blank-last, blank-first, or the tiles of a board
    #[arg(long, value_name = "GOAL", value_parser = Goal::parse)]
    goal: Option<Goal>,
    /// npuzzle's --size WxH, when the token count does not tell a board's size
    #[arg(long, value_name = "WxH", value_parser = searchlab::tiles::grid::text::board_size)]
    size: Option<searchlab::cells::Shape>,
}

fn main() -> ExitCode {
    let args: Args = match tool_cli::parse_args("checker") {
        Ok(args) => args,
        Err(code) => return code,
    };
    match judge(&args) {
        Ok(Ok(())) => {
            say(&format!("ok: {} accepted", args.program));
            ExitCode::SUCCESS
        }
        Ok(Err(why)) => {
            say(&format!("wrong answer: {why}"));
            ExitCode::FAILURE
        }
        Err(Stop::Usage(message)) => report("checker", Failure::Usage(message)),
        Err(Stop::Unreadable(message)) => {
            say(&format!("checker: {message}"));
            ExitCode::from(2)
        }
    }
}

/// Why the checker gives no verdict: exit status 2 for both, as testlib's checkers.
enum Stop {
    /// A bad command line (with the `--help` hint).
    Usage(String),
    /// A file that cannot be read.
    Unreadable(String),
}

/// The verdict on the files `args` names, or why there is none.
fn judge(args: &Args) -> Result<Result<(), String>, Stop> {
    let files = [Some(&args.input), Some(&args.output), args.expected.as_ref()];
    if files.iter().flatten().filter(|p| p.as_os_str() == "-").count() > 1 {
        let message = "only one of INPUT, OUTPUT and EXPECTED can be `-` (stdin)";
        return Err(Stop::Usage(message.into()));
    }
    let Some(check) = checker::for_program(&args.program) else {
        let known = checker::PROGRAMS.join(", ");
        return Err(Stop::Usage(format!("unknown program '{}' (known: {known})", args.program)));
    };
    let program = args.program.as_str();
    if args.expected.is_none() && !checker::SOLVES_ITSELF.contains(&program) {
        let without = checker::SOLVES_ITSELF.join(" and ");
        return Err(Stop::Usage(format!(
            "{program}'s output is judged against EXPECTED, a right answer: give it (only {without} go without)"
        )));
    }
    let npuzzle_options = (args.goal.is_some() || args.size.is_some())
        .then(|| Options { goal: args.goal.clone().unwrap_or(Goal::BlankLast), size: args.size });
    if npuzzle_options.is_some() && program != "npuzzle" {
        let message = "--goal and --size are npuzzle's: checker npuzzle --goal GOAL INPUT OUTPUT";
        return Err(Stop::Usage(message.into()));
    }
    let (input, output) = (read(&args.input)?, read(&args.output)?);
    let expected = args.expected.as_deref().map(read).transpose()?;
    Ok(match npuzzle_options {
        Some(options) => check_npuzzle_as(&options, &input, expected.as_deref(), &output),
        None => check(&input, expected.as_deref(), &output),
    })
}

/// The text of `path` (`-`: stdin), bytes that are not UTF-8 replaced.
fn read(path: &Path) -> Result<String, Stop> {
    let bytes = if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
    } else {
        std::fs::read(path)
    };
    bytes
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|e| Stop::Unreadable(format!("{}: {}", path.display(), os_error(&e))))
}
