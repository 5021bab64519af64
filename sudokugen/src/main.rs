//! `sudokugen`: sudoku puzzles with exactly one solution, generated at a level, rated and
//! explained the way people solve them.

mod explain;
mod generating;
mod puzzles;

use clap::{ArgGroup, Parser};
use searchlab::named::{closest, Named};
use searchlab::program::{counted, say, Failure};
use searchlab::sudoku::generate::{PuzzleRequest, Symmetry};
use searchlab::sudoku::rating::{rate, Level};
use searchlab::sudoku::Count;
use searchlab::workers::{self, MAX_THREADS};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Generate sudoku puzzles with exactly one solution, rate puzzles, or explain them step by step.
///
/// Levels: simple (naked singles alone solve it), easy (hidden singles needed), intermediate
/// (pointing, claiming, naked or hidden pairs needed), expert (triples, quads, X-wing,
/// swordfish, jellyfish, XY-wing, XYZ-wing or simple colouring needed: where QQWing would
/// guess), master (guessing needed). Puzzles are one line of 81 characters (256 for 16x16),
/// `.` for an empty cell.
#[derive(Parser)]
#[command(
    name = "sudokugen",
    version,
    group(ArgGroup::new("mode").required(true).args(["generate", "rate", "explain", "hint"])),
    after_help = "Examples:\n  sudokugen --generate 10 --difficulty expert --seed 7\n  sudokugen --generate 5 --symmetry rotate90 --minimal\n  sudokugen --rate < puzzles.txt     # level, rating and hardest step per puzzle\n  sudokugen --explain < puzzle.txt   # the steps, as hints"
)]
struct Args {
    /// Generate N puzzles, one line each, streamed in order
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=u64::MAX))]
    generate: Option<u64>,

    /// Rate each puzzle of stdin: `LEVEL RATING HARDEST-STEP`, with the guesses for master
    #[arg(long)]
    rate: bool,

    /// Print the steps that solve each puzzle of stdin
    #[arg(long)]
    explain: bool,

    /// Print the next step alone for each puzzle of stdin (the first line of --explain)
    #[arg(long)]
    hint: bool,

    /// Level of the generated puzzles: any, simple, easy, intermediate, expert or master
    #[arg(long, value_name = "LEVEL", default_value = "any", value_parser = parse_difficulty)]
    difficulty: Difficulty,

    /// Symmetry of the clues: none, rotate180, rotate90 (quarter turns), mirror (left and
    /// right: about the vertical axis), flip (top and bottom: about the horizontal axis), or
    /// random (one of these five per puzzle, from the seed)
    #[arg(long, default_value = "none", value_parser = parse_symmetry)]
    symmetry: Choice<Symmetry>,

    /// Generate only puzzles from which no clue can be removed without a second solution
    #[arg(long)]
    minimal: bool,

    /// Cells per row of the generated puzzles: 9 or 16 (levels are for 9x9 only)
    #[arg(long, default_value_t = 9, value_parser = parse_size)]
    size: usize,

    /// Seed: the same seed and options give the same puzzles at any thread count
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=u64::MAX))]
    seed: u64,

    /// Worker threads, 0 for one per core
    #[arg(short = 'j', long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=MAX_THREADS as u64))]
    threads: u64,
}

/// A level, or any (`None`).
#[derive(Clone, Copy)]
struct Difficulty(Option<Level>);

/// A value, or one drawn at random (`None`).
#[derive(Clone, Copy)]
struct Choice<T>(Option<T>);

fn parse_difficulty(text: &str) -> Result<Difficulty, String> {
    match text {
        "any" => Ok(Difficulty(None)),
        _ => Level::from_name(text)
            .map(|level| Difficulty(Some(level)))
            .map_err(|_| unknown::<Level>(text, "any")),
    }
}

fn parse_symmetry(text: &str) -> Result<Choice<Symmetry>, String> {
    match text {
        "random" => Ok(Choice(None)),
        _ => Symmetry::from_name(text)
            .map(|s| Choice(Some(s)))
            .map_err(|_| unknown::<Symmetry>(text, "random")),
    }
}

/// The error for `text`, not a `T` nor `other`: every name listed, the one meant named.
fn unknown<T: Named>(text: &str, other: &'static str) -> String {
    let mut names: Vec<&str> = T::ALL.iter().map(|value| value.name()).collect();
    match other {
        "any" => names.insert(0, other),
        _ => names.push(other),
    }
    let (last, rest) = names.split_last().expect("named values");
    let said = format!("unknown {} '{text}' (expected {} or {last})", T::KIND, rest.join(", "));
    match closest(text, names.iter().copied()) {
        Some(meant) => format!("{said}; did you mean '{meant}'?"),
        None => said,
    }
}

fn parse_size(text: &str) -> Result<usize, String> {
    match text {
        "9" => Ok(9),
        "16" => Ok(16),
        _ => Err(format!("'{text}' is not a size: 9 or 16")),
    }
}

fn main() -> ExitCode {
    tool_cli::run_reading_stdin("sudokugen", run)
}

fn run(args: &Args) -> Result<ExitCode, Failure> {
    let threads = workers::effective(args.threads as usize);
    let mut out = BufWriter::new(io::stdout().lock());
    if let Some(count) = args.generate {
        if args.size == 16 && args.difficulty.0.is_some() {
            return Err(Failure::Usage(
                "--difficulty picks 9x9 puzzles only, not --size 16 (--rate rates both)".into(),
            ));
        }
        let request = PuzzleRequest {
            size: args.size,
            level: args.difficulty.0,
            symmetry: args.symmetry.0.unwrap_or(Symmetry::None),
            minimal: args.minimal,
        };
        let random_symmetry = args.symmetry.0.is_none();
        generating::stream(&request, random_symmetry, args.seed, count, threads, &mut out)?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let input = searchlab::input::read_stdin()?;
    let puzzles = puzzles::read(&input);
    let answers = workers::map(&puzzles, threads, |puzzle| match &puzzle.grid {
        Ok(grid) if grid.size != 9 && grid.size != 16 => {
            Err("only 9x9 and 16x16 puzzles are rated and explained".to_string())
        }
        Ok(grid) if args.explain => explain::steps(grid).map_err(bad),
        Ok(grid) if args.hint => explain::hint(grid).map_err(bad),
        Ok(grid) => rate(grid).map(|r| rating_line(&r)).map_err(bad),
        Err(error) => Err(error.clone()),
    });
    let mut failed = false;
    for (puzzle, answer) in puzzles.iter().zip(answers) {
        match answer {
            Ok(text) => out.write_all(text.as_bytes())?,
            Err(why) => {
                out.flush()?;
                say(&format!("sudokugen: puzzle {}: line {}: {why}", puzzle.number, puzzle.line));
                failed = true;
            }
        }
    }
    out.flush()?;
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// `LEVEL RATING HARDEST-STEP`, and the guesses for a master puzzle.
fn rating_line(rating: &searchlab::sudoku::rating::Rating) -> String {
    let mut line = format!("{} {:.1} {}", rating.level.name(), rating.score, rating.hardest.name());
    if rating.level == Level::Master {
        line.push_str(&format!(" then {}", counted(rating.guesses, "guess")));
    }
    line.push('\n');
    line
}

/// What is wrong with a puzzle that has no solution or several.
fn bad(count: Count) -> String {
    match count {
        Count::Multiple => "more than one solution".to_string(),
        _ => "no solution".to_string(),
    }
}
