//! npuzzle: solves sliding-tile puzzles of any size with the classic algorithms side by side.

use clap::Parser;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use npuzzle::lab::batch::{
    check_partition_shape, goals_needing_tables, partition_sizes, progress_line, random_boards,
    read_puzzles, solve_all, summary, threads_used, write_results, Goal, Puzzle, Style,
};
use npuzzle::lab::{self, Method};
use npuzzle::pdb::plan::{self, Event, Prepared};
use searchlab::cells::Shape;
use searchlab::program::{say, Failure};
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

/// Solves sliding-tile puzzles read from stdin, one per line (W·H tokens, 0 or x for the
/// blank) or written as rows with a blank line between boards. Moves name the direction
/// the blank goes: u d l r.
#[derive(Parser)]
#[command(
    name = "npuzzle",
    version,
    after_help = "Examples:\n  echo '1 2 3 4 5 6 0 7 8' | npuzzle              # rr (the 3x3 goal has the blank last)\n  npuzzle --random 5 --size 3x3 | npuzzle --stats\n  npuzzle --algo pdb,idastar --stats < korf.txt   # compare two methods\n  npuzzle --steps < board.txt                     # every board on the way"
)]
struct Args {
    /// Algorithms, comma-separated: pdb, zones, bfs, dfs, astar, idastar, pdb-astar
    /// [default: pdb up to 16 squares, zones beyond]
    #[arg(short, long, value_delimiter = ',')]
    algo: Vec<String>,
    /// The goal: blank-last (1 2 … n-1 then the blank), blank-first (Korf's), or the tokens
    /// of a board, such as "1 2 3 8 0 4 7 6 5"
    #[arg(short, long, default_value = "blank-last")]
    goal: String,
    /// Board size WxH, when the token count does not tell it
    #[arg(long, value_name = "WxH", value_parser = searchlab::tiles::grid::text::board_size)]
    size: Option<Shape>,
    /// Depth bound of dfs
    #[arg(long, default_value_t = 30)]
    depth: u32,
    /// Report length, nodes expanded and generated, and time (and on stderr, the time to
    /// load the pattern databases and to solve all puzzles)
    #[arg(long)]
    stats: bool,
    /// Print every board from the start to the goal, separated by -----
    #[arg(long)]
    steps: bool,
    /// Print N random solvable puzzles (of --size, default 4x4) instead of solving
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=usize::MAX))]
    random: Option<usize>,
    /// Seed of --random
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=u64::MAX))]
    seed: u64,
    /// Group sizes of the pattern databases, such as 7-8 or 6-6-3, the tiles taken in
    /// reading order from the blank's corner (6-6-6-6 on 5x5: Korf and Felner's blocks)
    /// [default: 7-8 on 4x4, 6-6-6-6 on 5x5, two halves on smaller boards]
    #[arg(long, value_name = "SIZES")]
    partition: Option<String>,
    /// Where pattern databases are cached [default: $XDG_CACHE_HOME/searchlab or
    /// ~/.cache/searchlab]
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// Memory bfs, dfs, astar and pdb-astar may fill with states, in MiB; past it a puzzle
    /// stops with an error naming a method that needs less
    #[arg(long, value_name = "MIB", default_value_t = lab::DEFAULT_MAX_MEMORY_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    max_memory: u64,
    /// Puzzles solved at once (pdb beyond 16 squares: threads sharing each board), 0 to
    /// 256 [0, the default: one per core]
    #[arg(short = 'j', long, value_name = "N", value_parser = searchlab::cli::parse_threads)]
    threads: Option<usize>,
}

fn main() -> ExitCode {
    tool_cli::run_reading_stdin("npuzzle", |args: &Args| {
        let methods = args
            .algo
            .iter()
            .map(|name| Method::parse(name.trim(), args.depth))
            .collect::<Result<Vec<_>, _>>()
            .map_err(Failure::Usage)?;
        let goal = Goal::parse(&args.goal, args.size)
            .map_err(|e| Failure::Usage(format!("--goal: {e}")))?;
        let partition = args
            .partition
            .as_deref()
            .map(|text| partition_sizes(text, &goal, args.size))
            .transpose()
            .map_err(Failure::Usage)?;
        let mut out = io::BufWriter::new(io::stdout().lock());
        if let Some(count) = args.random {
            let boards = random_boards(&goal, args.size, count, args.seed);
            for board in boards.map_err(Failure::Usage)? {
                out.write_all(searchlab::tiles::grid::text::board_text(&board).as_bytes())?;
            }
            out.flush()?;
            return Ok(ExitCode::SUCCESS);
        }
        let input = searchlab::input::read_stdin()?;
        // Bytes that are not UTF-8 become U+FFFD: the puzzle holding them is reported with
        // its line, and the others are still solved.
        let input = String::from_utf8_lossy(&input);
        let (puzzles, errors) = read_puzzles(&input, args.size, &goal, &methods);
        errors.iter().for_each(|e| say(&format!("npuzzle: {e}")));
        if let (Some((shape, _)), Some(text)) = (&partition, &args.partition) {
            check_partition_shape(&puzzles, *shape, text).map_err(Failure::Usage)?;
        }
        let sizes = partition.as_ref().map(|(_, sizes)| &sizes[..]);
        let tables = pattern_databases(&puzzles, sizes, args);
        let solved = solve(&puzzles, &tables, args, methods.len() > 1, &mut out)?;
        out.flush()?;
        Ok(ExitCode::from(u8::from(!errors.is_empty() || !solved)))
    })
}

fn ten_a_second() -> ProgressDrawTarget {
    ProgressDrawTarget::stderr_with_hz(10)
}

fn threads(args: &Args) -> usize {
    args.threads.unwrap_or_else(searchlab::workers::cores)
}

/// The pattern databases of the puzzles solved with `pdb` or `pdb-astar`, with a progress
/// bar on stderr (shown on a terminal only), a line before a long build, and with `--stats`
/// a line saying what was loaded and built.
fn pattern_databases(puzzles: &[Puzzle], sizes: Option<&[usize]>, args: &Args) -> Prepared {
    let cache = args.pdb_dir.clone().or_else(plan::default_cache_dir);
    let style = ProgressStyle::with_template("{msg} [{bar:30}] {percent}% ({elapsed}, {eta} left)")
        .expect("a valid template")
        .progress_chars("=> ");
    // Ten drawings a second at most, as every progress line.
    let new_bar =
        || ProgressBar::with_draw_target(Some(0), ten_a_second()).with_style(style.clone());
    let bar = Mutex::new(new_bar());
    let show = |event: Event| {
        let mut bar = bar.lock().expect("no panics while drawing");
        match event {
            Event::Estimate(line) | Event::Warning(line) => {
                bar.suspend(|| say(&format!("npuzzle: {line}")))
            }
            Event::Building { group, groups, done, total } => {
                bar.set_message(format!("building pattern database {}/{groups}", group + 1));
                bar.set_length(total);
                bar.set_position(done);
            }
            Event::Ready => std::mem::replace(&mut *bar, new_bar()).finish_and_clear(),
        }
    };
    let clock = Instant::now();
    let goals = goals_needing_tables(puzzles);
    let (tables, provenance) = plan::prepare(&goals, sizes, cache.as_deref(), threads(args), &show);
    if args.stats && !tables.is_empty() {
        let seconds = clock.elapsed().as_secs_f64();
        let summary = plan::summary(&tables, &provenance);
        say(&format!("npuzzle: pattern databases ready in {seconds:.2} s ({summary})"));
    }
    tables
}

/// Solves every puzzle with its methods and prints the moves (or the lab reports, with
/// `--stats`, `--steps` or several methods), a failed method on stderr; whether all
/// succeeded.
fn solve(
    puzzles: &[Puzzle],
    tables: &Prepared,
    args: &Args,
    several: bool,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let clock = Instant::now();
    let budget = (args.max_memory as usize) << 20;
    let bar = ProgressBar::with_draw_target(None, ten_a_second())
        .with_style(ProgressStyle::default_spinner());
    let started = Mutex::new((usize::MAX, Instant::now()));
    let progress = |puzzle: usize, bound: u32, expanded: u64| {
        let mut started = started.lock().expect("no panics while drawing");
        if started.0 != puzzle {
            *started = (puzzle, Instant::now());
        }
        bar.set_message(progress_line(puzzle, bound, expanded, started.1.elapsed()));
        bar.tick();
    };
    let results = solve_all(puzzles, tables, threads(args), budget, &progress);
    bar.finish_and_clear();
    if args.stats {
        let threads = threads_used(puzzles, threads(args));
        say(&format!("npuzzle: {}", summary(&results, clock.elapsed(), threads)));
    }
    let style = Style {
        reports: args.stats || args.steps || several,
        figures: args.stats || several,
        steps: args.steps,
    };
    write_results(out, puzzles, results, style, &mut |e| say(&format!("npuzzle: {e}")))
}
