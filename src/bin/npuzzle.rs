//! npuzzle: solves sliding-tile puzzles of any size with the classic algorithms side by side.

// A tool: it needs the Rust its crates need, not the library's 1.63.
#![allow(clippy::incompatible_msrv)]

use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use itertools::Itertools;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use searchlab::program::Failure;
use searchlab::tiles::lab::{self, Method, Report, Verdict};
use searchlab::tiles::pdb::{self, PatternTable, Provenance};
use searchlab::tiles::text::{self, Entry};
use searchlab::tiles::{random, Grid, Shape};
use searchlab::tool;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Solves sliding-tile puzzles read from stdin, one per line (W·H tokens, 0 or x for the
/// blank) or written as rows with a blank line between boards. Moves name the direction
/// the blank goes: u d l r.
#[derive(Parser)]
#[command(
    name = "npuzzle",
    version = searchlab::cli::VERSION,
    after_help = "Examples:\n  echo '1 2 3 4 5 6 0 7 8' | npuzzle           rr (the 3x3 goal has the blank last)\n  npuzzle --random 5 --size 3x3 | npuzzle --stats\n  npuzzle --algo pdb,idastar --stats < korf.txt    compare two methods\n  npuzzle --steps < board.txt                   every board on the way"
)]
struct Args {
    /// Algorithms, comma-separated: bfs, dfs, astar, idastar, pdb, zones [default: pdb up to
    /// 16 squares, zones beyond]
    #[arg(short, long, value_delimiter = ',')]
    algo: Vec<String>,
    /// The goal: blank-last (1 2 … n-1 then the blank), blank-first (Korf's), or the tokens
    /// of a board, such as "1 2 3 8 0 4 7 6 5"
    #[arg(short, long, default_value = "blank-last")]
    goal: String,
    /// Board size WxH, when the token count does not tell it
    #[arg(long, value_name = "WxH")]
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
    #[arg(long, value_name = "N")]
    random: Option<usize>,
    /// Seed of --random
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Group sizes of the pattern databases, such as 7-8 or 6-6-3, the tiles taken in
    /// reading order from the blank's corner [default: 7-8 on 4x4, 6-6-6-6 on 5x5, two
    /// halves on smaller boards]
    #[arg(long, value_name = "SIZES")]
    partition: Option<String>,
    /// Where pattern databases are cached [default: $XDG_CACHE_HOME/searchlab or
    /// ~/.cache/searchlab]
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// Memory bfs, dfs and astar may fill with states, in MiB; past it a puzzle stops with
    /// an error naming a method that needs less
    #[arg(long, value_name = "MIB", default_value_t = lab::DEFAULT_MAX_MEMORY_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    max_memory: u64,
    /// Puzzles solved at once, 0 to 256 [0, the default: one per core]
    #[arg(long, value_name = "N", value_parser = searchlab::workers::parse_threads)]
    threads: Option<usize>,
}

/// The goal as asked for: named goals take the shape of each puzzle.
enum GoalSpec {
    BlankLast,
    BlankFirst,
    Board(Grid),
}

impl GoalSpec {
    fn for_shape(&self, shape: Shape) -> Result<Grid, String> {
        match self {
            GoalSpec::BlankLast => Ok(Grid::blank_last(shape)),
            GoalSpec::BlankFirst => Ok(Grid::blank_first(shape)),
            GoalSpec::Board(goal) if goal.shape() == shape => Ok(goal.clone()),
            GoalSpec::Board(goal) => {
                Err(format!("a {shape} board, but the goal is {}", goal.shape()))
            }
        }
    }
}

fn main() -> ExitCode {
    tool::run("npuzzle", |args: &Args| {
        let methods = args
            .algo
            .iter()
            .map(|name| Method::parse(name.trim(), args.depth))
            .collect::<Result<Vec<_>, _>>()
            .map_err(Failure::Usage)?;
        let goal = match args.goal.as_str() {
            "blank-last" => GoalSpec::BlankLast,
            "blank-first" => GoalSpec::BlankFirst,
            tokens => {
                let tokens: Vec<&str> = tokens.split_whitespace().collect();
                let shape = args.size.or_else(|| Shape::square_of(tokens.len()));
                let goal = text::board_of(&tokens, shape)
                    .map_err(|e| Failure::Usage(format!("--goal: {e}")))?;
                GoalSpec::Board(goal)
            }
        };
        let partition = args
            .partition
            .as_deref()
            .map(|text| parse_partition(text, &goal, args.size))
            .transpose()
            .map_err(Failure::Usage)?;
        let mut out = io::BufWriter::new(io::stdout().lock());
        if let Some(count) = args.random {
            print_random(count, args, &goal, &mut out)?;
            out.flush()?;
            return Ok(ExitCode::SUCCESS);
        }

        let mut input = Vec::new();
        io::stdin().read_to_end(&mut input)?;
        // Bytes that are not UTF-8 become U+FFFD: the puzzle holding them is reported with
        // its line, and the others are still solved.
        let input = String::from_utf8_lossy(&input);
        let (puzzles, mut failed) = read_puzzles(&input, args.size, &goal, &methods);
        if let Some((shape, _)) = &partition {
            if let Some(p) = puzzles.iter().find(|p| p.goal.shape() != *shape) {
                return Err(Failure::Usage(format!(
                    "--partition {} is for {shape} boards, but puzzle {} (line {}) is {}",
                    args.partition.as_deref().unwrap_or_default(),
                    p.number,
                    p.line,
                    p.goal.shape()
                )));
            }
        }
        let cache = args.pdb_dir.clone().or_else(default_cache);
        let clock = Instant::now();
        let (tables, provenance) = pattern_databases(
            &puzzles,
            partition.as_ref().map(|(_, sizes)| &sizes[..]),
            cache,
            threads(args),
        );
        if args.stats && !tables.is_empty() {
            let ready: Vec<&(String, Vec<PatternTable>)> = tables.values().flatten().collect();
            let bytes: usize = ready
                .iter()
                .flat_map(|(_, tables)| tables)
                .map(|t| t.table.len())
                .sum();
            let loaded = provenance
                .iter()
                .filter(|p| **p == Provenance::Loaded)
                .count();
            eprintln!(
                "npuzzle: pattern databases ready in {:.2} s ({}; {:.1} MB; {loaded} tables loaded, {} built)",
                clock.elapsed().as_secs_f64(),
                ready.iter().map(|(sizes, _)| sizes).unique().join(", "),
                bytes as f64 / 1e6,
                provenance.len() - loaded
            );
        }
        let clock = Instant::now();
        let results = solve_all(
            &puzzles,
            &tables,
            threads(args),
            (args.max_memory as usize) << 20,
        );
        if args.stats {
            eprintln!(
                "npuzzle: solved {} puzzles in {:.3} s on {} threads",
                puzzles.len(),
                clock.elapsed().as_secs_f64(),
                threads(args).min(puzzles.len()).max(1)
            );
        }
        let report_mode = args.stats || args.steps || methods.len() > 1;
        for (puzzle, reports) in puzzles.iter().zip(results) {
            for (method, report) in puzzle.methods.iter().zip(reports) {
                match report {
                    Ok(report) if report_mode => {
                        let text = lab_report(puzzle, *method, &report, args);
                        out.write_all(text.as_bytes())?;
                    }
                    Ok(report) => writeln!(out, "{}", verdict_line(&report.verdict))?,
                    Err(e) => {
                        out.flush()?;
                        eprintln!(
                            "npuzzle: puzzle {}: line {}: {method}: {e}",
                            puzzle.number, puzzle.line
                        );
                        failed = true;
                    }
                }
            }
        }
        out.flush()?;
        Ok(if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        })
    })
}

/// A puzzle of the input that was read, with its goal and the methods to run on it.
struct Puzzle {
    number: usize,
    line: usize,
    board: Grid,
    goal: Grid,
    methods: Vec<Method>,
}

/// Prints `count` random boards that can reach the goal, of `--size` (or the goal's size,
/// or 4x4), drawn from a ChaCha8 stream seeded with `--seed`.
fn print_random(
    count: usize,
    args: &Args,
    goal: &GoalSpec,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let shape = match (goal, args.size) {
        (_, Some(shape)) => shape,
        (GoalSpec::Board(goal), None) => goal.shape(),
        _ => Shape::new(4, 4).expect("4x4 is a shape"),
    };
    let goal = goal.for_shape(shape).map_err(Failure::Usage)?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    for _ in 0..count {
        let board = random::random_board(&goal, &mut rng);
        let cells: Vec<String> = board.cells().iter().map(|t| t.to_string()).collect();
        writeln!(out, "{}", cells.join(" "))?;
    }
    Ok(())
}

/// The puzzles of the input with their goals and methods; a bad one is reported on stderr
/// and left out, and the flag says whether any was.
fn read_puzzles(
    input: &str,
    size: Option<Shape>,
    goal: &GoalSpec,
    methods: &[Method],
) -> (Vec<Puzzle>, bool) {
    let mut failed = false;
    let mut puzzles = Vec::new();
    for Entry {
        number,
        line,
        board,
    } in text::read_boards(input, size)
    {
        match board.and_then(|b| Ok((goal.for_shape(b.shape())?, b))) {
            Ok((goal, board)) => puzzles.push(Puzzle {
                number,
                line,
                board,
                methods: if methods.is_empty() {
                    vec![Method::default_for(goal.shape().squares())]
                } else {
                    methods.to_vec()
                },
                goal,
            }),
            Err(e) => {
                eprintln!("npuzzle: puzzle {number}: line {line}: {e}");
                failed = true;
            }
        }
    }
    (puzzles, failed)
}

/// The group sizes of `--partition` and the board shape they are for: `--size`, the goal
/// board's, or else the square board with one square more than the tiles they cover.
fn parse_partition(
    text: &str,
    goal: &GoalSpec,
    size: Option<Shape>,
) -> Result<(Shape, Vec<usize>), String> {
    let sizes: Vec<usize> = text
        .split('-')
        .map(|size| size.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--partition: expected group sizes like 7-8, not '{text}'"))?;
    let tiles = sizes.iter().try_fold(0usize, |sum, &s| sum.checked_add(s));
    let shape = match (goal, size) {
        (GoalSpec::Board(goal), _) => Some(goal.shape()),
        (_, Some(shape)) => Some(shape),
        _ => tiles.and_then(|t| Shape::square_of(t.checked_add(1)?)),
    };
    let shape = shape.ok_or_else(|| {
        format!("--partition {text} fits no square board; give --size WxH for the board it is for")
    })?;
    let goal = goal.for_shape(shape)?;
    pdb::partition(&goal, &sizes).map_err(|e| format!("--partition {text}: {e}"))?;
    Ok((shape, sizes))
}

fn default_cache() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("searchlab"))
}

fn threads(args: &Args) -> usize {
    args.threads.unwrap_or_else(searchlab::workers::cores)
}

/// Estimated builds shorter than this are not announced on stderr, in seconds.
const ANNOUNCE_FROM: f64 = 3.0;

/// The pattern databases of every goal that some puzzle solves with `pdb`, loaded or built
/// once per goal, with a progress bar on stderr (shown on a terminal only) and a line saying
/// what a long build takes; and where each table came from. Without `--partition`, the
/// partition is [`pdb::planned_sizes`]'s.
fn pattern_databases(
    puzzles: &[Puzzle],
    sizes: Option<&[usize]>,
    cache: Option<PathBuf>,
    threads: usize,
) -> (Tables, Vec<Provenance>) {
    let mut tables = HashMap::new();
    let mut provenance = Vec::new();
    // Boards that parity rules out need no tables: none are built or loaded for them.
    let needing: Vec<&Puzzle> = puzzles
        .iter()
        .filter(|p| p.methods.contains(&Method::Pdb) && p.board.can_reach(&p.goal))
        .collect();
    for puzzle in &needing {
        if tables.contains_key(&puzzle.goal) {
            continue;
        }
        let goal = &puzzle.goal;
        let batch = needing.iter().filter(|p| p.goal == *goal).count();
        let sizes = sizes.map_or_else(
            || pdb::planned_sizes(goal, batch, cache.as_deref()),
            <[_]>::to_vec,
        );
        let groups = pdb::partition(goal, &sizes);
        let loaded = groups.map(|groups| {
            announce(goal, &sizes, &groups, cache.as_deref(), threads);
            let bar = ProgressBar::new(0).with_style(
                ProgressStyle::with_template("{msg} [{bar:30}] {percent}% ({elapsed}, {eta} left)")
                    .expect("a valid template")
                    .progress_chars("=> "),
            );
            let group_count = groups.len();
            let progress = |group: usize, done: u64, total: u64| {
                bar.set_message(format!(
                    "building pattern database {}/{group_count}",
                    group + 1
                ));
                bar.set_length(total);
                bar.set_position(done);
            };
            let mut warn = |message: String| bar.suspend(|| eprintln!("npuzzle: {message}"));
            let (tables, origins) = pdb::load_or_build(
                goal,
                &groups,
                cache.as_deref(),
                threads,
                &progress,
                &mut warn,
            );
            bar.finish_and_clear();
            provenance.extend(origins);
            (sizes.iter().join("-"), tables)
        });
        tables.insert(goal.clone(), loaded);
    }
    (tables, provenance)
}

/// One line on stderr before a build that should take [`ANNOUNCE_FROM`] seconds or more:
/// what is built, about how long it takes, and the memory and disk it needs.
fn announce(
    goal: &Grid,
    sizes: &[usize],
    groups: &[Vec<u8>],
    cache: Option<&Path>,
    threads: usize,
) {
    let shape = goal.shape();
    let cached = pdb::cached(goal, groups, cache);
    let costs: Vec<(bool, pdb::BuildCost)> = groups
        .iter()
        .zip(cached)
        .map(|(group, cached)| (cached, pdb::build_cost(shape, group.len())))
        .collect();
    let missing = || {
        costs
            .iter()
            .filter(|(cached, _)| !cached)
            .map(|(_, cost)| cost)
    };
    let workers = threads.min(searchlab::workers::cores()).max(1) as f64;
    let seconds = missing().map(|c| c.core_seconds).sum::<f64>() / workers;
    if seconds < ANNOUNCE_FROM {
        return;
    }
    let tables: u64 = costs.iter().map(|(_, c)| c.entries).sum();
    let peak = missing()
        .map(|c| c.peak_bytes - c.entries)
        .fold(0, u64::max)
        + tables;
    let disk: u64 = missing()
        .map(|c| c.entries)
        .filter(|&e| cache.is_some() && e >= pdb::CACHE_FROM)
        .sum();
    eprintln!(
        "npuzzle: building the {} pattern databases of {shape} ({} of {} tables): about {:.0} s \
         on {workers} threads, up to {:.1} GB of memory, {:.0} MB on disk",
        sizes.iter().join("-"),
        missing().count(),
        groups.len(),
        seconds.max(1.0),
        peak as f64 / 1e9,
        disk as f64 / 1e6
    );
}

/// The pattern databases of each goal with their partition, or why that goal has none.
type Tables = HashMap<Grid, Result<(String, Vec<PatternTable>), String>>;

/// Every puzzle's reports, one per method, solved on `threads` threads in input order,
/// each search storing at most `budget` bytes of states.
fn solve_all(
    puzzles: &[Puzzle],
    tables: &Tables,
    threads: usize,
    budget: usize,
) -> Vec<Vec<Result<Report, String>>> {
    searchlab::workers::map(puzzles, threads, |puzzle| {
        puzzle
            .methods
            .iter()
            .map(|&method| {
                let tables = match (method, tables.get(&puzzle.goal)) {
                    (Method::Pdb, Some(Err(e))) => return Err(e.clone()),
                    (_, Some(Ok((_, tables)))) => Some(&tables[..]),
                    _ => None,
                };
                lab::solve(method, &puzzle.board, &puzzle.goal, tables, budget)
            })
            .collect()
    })
}

fn verdict_line(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Solved(moves) => moves.iter().map(|m| m.letter()).collect(),
        Verdict::Unsolvable => "unsolvable".to_string(),
        Verdict::NotWithin(depth) => format!("no solution within {depth} moves"),
    }
}

/// The lab report of one method on one puzzle: a heading, the moves, the figures when
/// asked for (or when comparing methods), and the boards when asked for.
fn lab_report(puzzle: &Puzzle, method: Method, report: &Report, args: &Args) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "# puzzle {}, {method}", puzzle.number);
    let _ = writeln!(text, "moves: {}", verdict_line(&report.verdict));
    if args.stats || args.algo.len() > 1 {
        let length = match &report.verdict {
            Verdict::Solved(moves) => moves.len().to_string(),
            _ => "-".to_string(),
        };
        let _ = writeln!(
            text,
            "length {length}, expanded {}, generated {}, time {:.3} ms",
            report.stats.expanded,
            report.stats.generated,
            report.elapsed.as_secs_f64() * 1e3
        );
    }
    if let (true, Verdict::Solved(moves)) = (args.steps, &report.verdict) {
        let mut board = puzzle.board.clone();
        let _ = writeln!(text, "{board}");
        for &m in moves {
            board.apply(m);
            let _ = writeln!(text, "-----\n{board}");
        }
    }
    text.push('\n');
    text
}
