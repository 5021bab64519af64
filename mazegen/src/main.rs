//! `mazegen`: perfect mazes as text, SVG or PNG, reproducible from a seed.

use clap::{Parser, ValueEnum};
use mazegen::{Algorithm, Maze};
use searchlab::named::Named;
use searchlab::program::Failure;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// The most cells `--steps` draws frame by frame.
const MAX_STEP_CELLS: usize = 10_000;

/// The most pixels an image may have (a PNG row buffer and an SVG stay well under 1 GiB).
const MAX_PIXELS: u128 = 1 << 30;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Svg,
    Png,
}

/// Generate a perfect maze: every cell reachable, exactly one path between two cells.
///
/// Walls and corridors are cells of a grid of odd width and height; rooms sit at odd
/// coordinates, starting at (1, 1). The same seed, size and algorithm give the same maze
/// on every machine.
#[derive(Parser)]
#[command(
    name = "mazegen",
    version,
    after_help = "Examples:\n  mazegen                                   # a 39x19 maze as text\n  mazegen --width 81 --height 41 --solve    # with the path from top-left to bottom-right\n  mazegen -a wilson --format png -o m.png   # a picture\n  mazegen --stats -a binary-tree            # texture figures only"
)]
struct Args {
    /// Cells per row (odd, at least 3)
    #[arg(long, default_value_t = 39)]
    width: usize,

    /// Rows (odd, at least 3)
    #[arg(long, default_value_t = 19)]
    height: usize,

    /// Seed of the random stream (ChaCha8)
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=u64::MAX))]
    seed: u64,

    /// backtracker, kruskal, prim, wilson, aldous-broder, binary-tree, sidewinder or eller
    #[arg(short, long, value_name = "NAME", default_value = "backtracker", value_parser = Algorithm::from_name)]
    algo: Algorithm,

    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: Format,

    /// Draw walls with `#` instead of `█` (text)
    #[arg(long)]
    ascii: bool,

    /// Pixels per cell (svg, png)
    #[arg(long, default_value_t = 4)]
    scale: usize,

    /// Mark the path from the top-left to the bottom-right cell (`@` in text, red in images)
    #[arg(long)]
    solve: bool,

    /// Print the carving frame by frame (text, at most 10,000 cells)
    #[arg(long)]
    steps: bool,

    /// Print dead ends, the longest path and the share of straight corridors; the maze
    /// itself then goes only to --output, if given
    #[arg(long)]
    stats: bool,

    /// Memory the run may take, in MiB; a maze that could need more is refused before
    /// anything is made
    #[arg(long, value_name = "MIB", default_value_t = mazegen::DEFAULT_MAX_MEMORY_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    max_memory: u64,

    /// Write the maze to FILE instead of stdout
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

fn main() -> ExitCode {
    tool_cli::run("mazegen", |args| run(args).map(|()| ExitCode::SUCCESS))
}

fn run(args: &Args) -> Result<(), Failure> {
    check_limits(args).map_err(Failure::Usage)?;
    let mut maze = Maze::new(args.width, args.height).map_err(|e| Failure::Usage(e.to_string()))?;
    let mut out = open_output(args)?;
    let wall = if args.ascii { '#' } else { '█' };
    let mut frame_error = Ok(());
    let mut frames = 0usize;
    let mut watch = |maze: &Maze| {
        if args.steps && frame_error.is_ok() {
            frames += 1;
            frame_error = writeln!(out, "frame {frames}")
                .and_then(|_| mazegen::text(maze, wall, &[], &mut out));
        }
    };
    mazegen::generate(&mut maze, args.algo, args.seed, &mut watch);
    frame_error?;
    let path = if args.solve { mazegen::solve(&maze).unwrap_or_default() } else { Vec::new() };
    if args.stats {
        let (width, height, stats) = (maze.width(), maze.height(), mazegen::stats(&maze));
        let mut report = io::stdout().lock();
        writeln!(report, "algorithm: {}\nsize: {width}x{height}\n{stats}", args.algo.name())?;
        if args.output.is_none() {
            return Ok(());
        }
    }
    if args.steps {
        writeln!(out, "done")?;
    }
    match args.format {
        Format::Text => mazegen::text(&maze, wall, &path, &mut out)?,
        Format::Svg => mazegen::svg(&maze, args.scale, &path, &mut out)?,
        Format::Png => mazegen::png(&maze, args.scale, &path, &mut out)?,
    }
    out.flush()?;
    Ok(())
}

/// The size, the image, the memory and `--steps` within their limits, or why not.
fn check_limits(args: &Args) -> Result<(), String> {
    Maze::check_size(args.width, args.height).map_err(|e| e.to_string())?;
    let (width, height) =
        (args.width as u128 * args.scale as u128, args.height as u128 * args.scale as u128);
    if args.scale == 0 {
        return Err("--scale needs at least 1 pixel a cell, got 0".into());
    }
    if args.format != Format::Text && width * height > MAX_PIXELS {
        return Err(format!(
            "--scale {} makes a {width}x{height} image, over the limit of {MAX_PIXELS} pixels",
            args.scale,
        ));
    }
    let (solve, stats) = (args.solve, args.stats);
    let needed = mazegen::memory_needed(args.width, args.height, args.algo, solve, stats);
    if needed > u128::from(args.max_memory) << 20 {
        return Err(format!(
            "a {}x{} maze with these options may need {} MiB, over --max-memory {} \
             (raise it, or drop --solve and --stats)",
            args.width,
            args.height,
            needed.div_ceil(1 << 20),
            args.max_memory
        ));
    }
    if args.steps && (args.format != Format::Text || args.width * args.height > MAX_STEP_CELLS) {
        return Err(format!("--steps draws text mazes of at most {MAX_STEP_CELLS} cells"));
    }
    Ok(())
}

/// `--output`, or stdout (refused for a PNG on a terminal unless only --stats go there).
fn open_output(args: &Args) -> Result<Box<dyn Write>, Failure> {
    let Some(path) = &args.output else {
        if args.format == Format::Png && !args.stats && io::stdout().is_terminal() {
            let message = "not writing a PNG to a terminal; use --output FILE";
            return Err(Failure::Usage(message.into()));
        }
        return Ok(Box::new(BufWriter::with_capacity(1 << 16, io::stdout().lock())));
    };
    let file = File::create(path).map_err(|e| {
        let said = format!("{}: {}", path.display(), searchlab::program::os_error(&e));
        io::Error::new(e.kind(), said)
    })?;
    Ok(Box::new(BufWriter::new(file)))
}
