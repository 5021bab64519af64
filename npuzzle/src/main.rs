//! npuzzle: solves sliding-tile puzzles of any size with the classic algorithms side by side.

mod cli;
mod distributed;

use cli::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use npuzzle::lab::batch::{
    check_partition_shape, goals_needing_tables, partition_sizes, progress_line, random_boards,
    read_puzzles, solve_all, summary, threads_used, write_results, Goal, Puzzle, Style,
};
use npuzzle::lab::shards::ShardSearch;
use npuzzle::lab::Method;
use npuzzle::pdb::plan::{self, Event, Prepared};
use searchlab::program::{say, Failure};
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

fn main() -> ExitCode {
    tool_cli::run_reading_stdin("npuzzle", |args: &Args| {
        if args.sum {
            return distributed::sum(args.stats);
        }
        let methods = args
            .algo
            .iter()
            .map(|name| Method::parse(name.trim(), args.depth))
            .collect::<Result<Vec<_>, _>>()
            .map_err(Failure::Usage)?;
        let methods = match args.shard {
            Some(_) => distributed::shard_methods(methods)?,
            None => methods,
        };
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
        if args.shard.is_some() {
            distributed::one_board(&puzzles, &errors)?;
        }
        let sizes = partition.as_ref().map(|(_, sizes)| &sizes[..]);
        let tables = pattern_databases(&puzzles, sizes, args);
        if let Some(shard) = args.shard {
            let search = ShardSearch { shard, bound: args.bound, threads: threads(args) };
            let run = distributed::Run { search, stats: args.stats };
            return distributed::shard(&puzzles[0], &tables, run, &mut out);
        }
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
