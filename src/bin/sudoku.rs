//! Sudoku solver for POJ 2676, POJ 3074 and POJ 3076 inputs and bare grids.

use searchlab::cli::Spec;
use searchlab::input;
use searchlab::program::{self, Failure};
use searchlab::sudoku::{self, detect, parse, pretty, solve_all, svg, Entry, Format, Grid};
use searchlab::workers::parse_threads;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
sudoku - 9x9 and 16x16 sudoku: POJ 2676, POJ 3074, POJ 3076 and bare grids

Usage: sudoku [--format NAME] [--count | --pretty] [--svg FILE] [--threads N] < INPUT

Input, told apart by its first lines (or named with --format):
  poj2676  the count T, then T grids of 9 lines of 9 digits, 0 for empty
  poj3074  one puzzle a line, 81 characters, . or 0 for empty, until `end`
           (lines starting with # are comments; a first line with only a
           count is skipped, as in the top95 collection)
  grid     9 lines of 9 digits (0 or . for empty), blank lines between grids
  poj3076  16x16: 16 lines of A-P (- for empty), blank lines between grids
Output: each solution in the input's format, `no solution` when there is
none. Puzzles are solved on all cores and answered in input order.

Options:
  --format NAME  read NAME instead of guessing
  --count        print `unique`, `multiple` or `none` per puzzle instead
  --pretty       draw each solution with box borders, givens in [brackets]
  --svg FILE     also draw each solution to FILE, or with several puzzles to
                 FILE with -K before its extension for puzzle K (grid.svg:
                 grid-1.svg, grid-2.svg, ...): givens on grey, filled on
                 yellow; a puzzle without solution is named on stderr
  --threads N    solve on N threads, 0 to 256 (0, the default: one per core)
  -h, --help     print this help
  -V, --version  print the version

A bad puzzle (wrong length, bad character, a given repeated in a row,
column or box) gives `sudoku: puzzle K: line L: ...` on stderr; the other
puzzles are still answered, and the exit status is 1.

Examples:
  sudoku < puzzles.txt                 # one answer per puzzle, in its format
  sudoku --count < puzzles.txt         # unique, multiple or none
  sudoku --pretty --threads 1 < puzzles.txt
";

const SPEC: Spec = Spec {
    switches: &["count", "pretty"],
    options: &["format", "svg", "threads"],
    operands: false,
};

/// One puzzle's answer, rendered by the thread that solved it.
struct Rendered {
    /// The answer as printed, without the blank line that separates grids.
    text: String,
    /// The SVG drawing, when one was asked for and there is a solution.
    svg: Option<String>,
}

fn main() -> ExitCode {
    program::run_with_args("sudoku", USAGE, &SPEC, |args, out| {
        if args.has("count") && (args.has("pretty") || args.value("svg").is_some()) {
            return Err(Failure::Usage(
                "--count cannot be combined with --pretty or --svg".into(),
            ));
        }
        let threads = match args.value("threads") {
            Some(n) => parse_threads(n).map_err(Failure::Usage)?,
            None => 0,
        };
        let input = input::read_stdin()?;
        let format = match args.value("format") {
            Some(name) => name.parse().map_err(Failure::Usage)?,
            None => detect(&input)?,
        };
        let counting = args.has("count");
        let (pretty_text, svg_file) = (args.has("pretty"), args.value("svg"));
        let mut errors = if format == Format::Poj3074 && !pretty_text && svg_file.is_none() {
            // One line an answer: read, solved and written as they come.
            sudoku::answer_one_line_puzzles(&input, counting, threads, out)?
        } else {
            let entries = parse(&input, format)?;
            let drawing = svg_file.is_some();
            let (drawings, undrawn) = answer(
                &entries,
                format,
                threads,
                counting,
                pretty_text,
                drawing,
                out,
            )?;
            if let Some(file) = svg_file {
                save_drawings(Path::new(file), drawings, entries.len() > 1)?;
                for number in undrawn {
                    eprintln!("sudoku: puzzle {number}: no solution, nothing drawn");
                }
            }
            entries.into_iter().filter_map(|e| e.grid.err()).collect()
        };
        let last = errors.pop();
        for error in errors {
            eprintln!("sudoku: {error}");
        }
        last.map_or(Ok(()), |e| Err(e.into()))
    })
}

/// Writes every valid puzzle's answer to `out` in input order (see [`render`]) and returns,
/// when `drawing`, the drawings to save by puzzle number and the puzzles without one.
#[allow(clippy::type_complexity)]
fn answer(
    entries: &[Entry],
    format: Format,
    threads: usize,
    counting: bool,
    pretty_text: bool,
    drawing: bool,
    out: &mut dyn Write,
) -> Result<(Vec<(usize, String)>, Vec<usize>), Failure> {
    let mut answers = render(entries, format, threads, counting, pretty_text, drawing).into_iter();
    // Grids (and drawings) are separated by a blank line; one-line answers are not.
    let separated = !counting && (pretty_text || matches!(format, Format::Grid | Format::Poj3076));
    let mut text = String::new();
    let mut drawings: Vec<(usize, String)> = Vec::new();
    let mut undrawn: Vec<usize> = Vec::new();
    let mut first = true;
    for entry in entries.iter().filter(|e| e.grid.is_ok()) {
        let rendered = answers.next().expect("one answer per valid puzzle");
        if separated && !first {
            text.push('\n');
        }
        text.push_str(&rendered.text);
        match rendered.svg {
            Some(picture) => drawings.push((entry.number, picture)),
            None if drawing => undrawn.push(entry.number),
            None => {}
        }
        first = false;
        if text.len() > 1 << 16 {
            out.write_all(text.as_bytes())?;
            text.clear();
        }
    }
    out.write_all(text.as_bytes())?;
    Ok((drawings, undrawn))
}

/// Every valid puzzle's answer, rendered on `threads` threads: its count with `counting`,
/// else its solution in `format` (or drawn with borders when `pretty`), and its SVG drawing
/// when `drawing` and it has a solution.
fn render(
    entries: &[Entry],
    format: Format,
    threads: usize,
    counting: bool,
    pretty_text: bool,
    drawing: bool,
) -> Vec<Rendered> {
    let grids: Vec<&Grid> = entries
        .iter()
        .filter_map(|e| e.grid.as_ref().ok())
        .collect();
    solve_all(&grids, threads, |grid| {
        // Room for a one-line answer and its newline, or a grid's lines.
        let mut text = String::with_capacity(grid.size * (grid.size + 1) + 1);
        if counting {
            text.push_str(grid.count().word());
            text.push('\n');
            return Rendered { text, svg: None };
        }
        let solution = grid.solve(1).solution;
        match (&solution, pretty_text) {
            (Some(cells), true) => text.push_str(&pretty(grid, cells)),
            (None, true) => text.push_str("no solution\n"),
            (_, false) => sudoku::write_answer(format, solution.as_deref(), &mut text),
        }
        let svg = solution.filter(|_| drawing).map(|cells| svg(grid, &cells));
        Rendered { text, svg }
    })
}

/// Writes each puzzle's drawing to `file`, or to `FILE-K.svg` for puzzle K of `several`.
fn save_drawings(
    file: &Path,
    drawings: Vec<(usize, String)>,
    several: bool,
) -> Result<(), Failure> {
    for (number, picture) in drawings {
        let path = svg_path(file, several.then_some(number));
        std::fs::write(&path, picture).map_err(|e| {
            Failure::Io(std::io::Error::new(
                e.kind(),
                format!("{}: {e}", path.display()),
            ))
        })?;
    }
    Ok(())
}

/// `FILE`, or `FILE-K.svg` (the extension kept) for puzzle K of several.
fn svg_path(file: &Path, number: Option<usize>) -> PathBuf {
    let number = match number {
        Some(number) => number,
        _ => {
            return file.to_path_buf();
        }
    };
    let stem = file
        .file_stem()
        .map_or("sudoku".into(), |s| s.to_string_lossy().into_owned());
    let extension = file
        .extension()
        .map_or("svg".into(), |e| e.to_string_lossy().into_owned());
    file.with_file_name(format!("{stem}-{number}.{extension}"))
}
