//! Sudoku solver for POJ 2676, POJ 3074 and POJ 3076 inputs and bare grids.

mod answer;
mod entries;
mod format;
mod one_line;
mod render;
mod symbols;

use entries::{answer_entries, Answering};
use format::{detect, parse, Format};
use searchlab::cli::{parse_threads, Spec};
use searchlab::input;
use searchlab::named::Named;
use searchlab::program::{self, Failure};

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
  grid     9 lines of 9 digits (0 or . for empty), a blank line between
           grids allowed (a grid ends after its ninth row)
  poj3076  16x16: 16 lines of A-P (- for empty), read the same way
  line16   16x16 one puzzle a line, 256 characters A-P (. or - for empty),
           as sudokugen --size 16 writes them
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
  -j, --threads N
                 solve on N threads, 0 to 256 (0, the default: one per core)
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

fn main() -> ExitCode {
    program::run_with_args("sudoku", USAGE, &SPEC, |args, out| {
        if args.has("count") && (args.has("pretty") || args.value("svg").is_some()) {
            return Err(Failure::Usage("--count cannot be combined with --pretty or --svg".into()));
        }
        let threads = match args.value("threads") {
            Some(n) => parse_threads(n).map_err(Failure::Usage)?,
            None => 0,
        };
        let input = input::read_stdin()?;
        let format = match args.value("format") {
            Some(name) => Format::from_name(name).map_err(Failure::Usage)?,
            None => detect(&input)?,
        };
        let how = Answering {
            counting: args.has("count"),
            pretty: args.has("pretty"),
            drawing: args.value("svg").is_some(),
        };
        let mut errors = if format == Format::Poj3074 && !how.pretty && !how.drawing {
            // One line an answer: read, solved and written as they come.
            answer::answer_one_line_puzzles(&input, how.counting, threads, out)?
        } else {
            let entries = parse(&input, format)?;
            let drawings = answer_entries(&entries, format, threads, how, out)?;
            if let Some(file) = args.value("svg") {
                save_drawings(Path::new(file), drawings.drawn, entries.len() > 1)?;
                for number in drawings.undrawn {
                    program::say(&format!("sudoku: puzzle {number}: no solution, nothing drawn"));
                }
            }
            entries.into_iter().filter_map(|e| e.grid.err()).collect()
        };
        let last = errors.pop();
        for error in errors {
            program::say(&format!("sudoku: {error}"));
        }
        last.map_or(Ok(()), |e| Err(e.into()))
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
            let said = format!("{}: {}", path.display(), program::os_error(&e));
            Failure::Io(std::io::Error::new(e.kind(), said))
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
    let stem = file.file_stem().map_or("sudoku".into(), |s| s.to_string_lossy().into_owned());
    let extension = file.extension().map_or("svg".into(), |e| e.to_string_lossy().into_owned());
    file.with_file_name(format!("{stem}-{number}.{extension}"))
}
