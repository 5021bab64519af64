//! `npuzzle`'s command line.

use clap::Parser;
use searchlab::cells::Shape;
use searchlab::shard::Shard;
use std::path::PathBuf;

/// Solves sliding-tile puzzles read from stdin, one per line (W·H tokens, 0 or x for the
/// blank) or written as rows with a blank line between boards. Moves name the direction
/// the blank goes: u d l r.
#[derive(Parser)]
#[command(
    name = "npuzzle",
    version,
    after_help = "Examples:\n  echo '1 2 3 4 5 6 0 7 8' | npuzzle              # rr (the 3x3 goal has the blank last)\n  npuzzle --random 5 --size 3x3 | npuzzle --stats\n  npuzzle --algo pdb,idastar --stats < korf.txt   # compare two methods\n  npuzzle --steps < board.txt                     # every board on the way"
)]
pub struct Args {
    /// Algorithms, comma-separated: pdb, zones, bfs, dfs, astar, idastar, pdb-astar
    /// [default: pdb up to 16 squares, zones beyond]
    #[arg(short, long, value_delimiter = ',')]
    pub algo: Vec<String>,
    /// The goal: blank-last (1 2 … n-1 then the blank), blank-first (Korf's), or the tokens
    /// of a board, such as "1 2 3 8 0 4 7 6 5"
    #[arg(short, long, default_value = "blank-last")]
    pub goal: String,
    /// Board size WxH, when the token count does not tell it
    #[arg(long, value_name = "WxH", value_parser = searchlab::tiles::grid::text::board_size)]
    pub size: Option<Shape>,
    /// Depth bound of dfs
    #[arg(long, default_value_t = 30)]
    pub depth: u32,
    /// Report length, nodes expanded and generated, and time (and on stderr, the time to
    /// load the pattern databases and to solve all puzzles)
    #[arg(long)]
    pub stats: bool,
    /// Print every board from the start to the goal, separated by -----
    #[arg(long)]
    pub steps: bool,
    /// Print N random solvable puzzles (of --size, default 4x4) instead of solving
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=usize::MAX))]
    pub random: Option<usize>,
    /// Seed of --random
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = tool_cli::whole_number(0..=u64::MAX))]
    pub seed: u64,
    /// Group sizes of the pattern databases, such as 7-8 or 6-6-3, the tiles taken in
    /// reading order from the blank's corner (6-6-6-6, 7-7-7-3 and 7-6-6-5 on 5x5: blocks);
    /// two partitions joined by + take the larger of their estimates, such as
    /// 7-7-7-3+6-6-6-6 [default: 7-8 on 4x4, 6-6-6-6 on 5x5, two halves on smaller boards]
    #[arg(long, value_name = "SIZES")]
    pub partition: Option<String>,
    /// Where pattern databases are cached [default: $XDG_CACHE_HOME/searchlab or
    /// ~/.cache/searchlab]
    #[arg(long, value_name = "DIR")]
    pub pdb_dir: Option<PathBuf>,
    /// Memory bfs, dfs, astar and pdb-astar may fill with states, in MiB; past it a puzzle
    /// stops with an error naming a method that needs less
    #[arg(long, value_name = "MIB", default_value_t = npuzzle::lab::DEFAULT_MAX_MEMORY_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    pub max_memory: u64,
    /// Puzzles solved at once (pdb beyond 16 squares: threads sharing each board), 0 to
    /// 256 [0, the default: one per core]
    #[arg(short = 'j', long, value_name = "N", value_parser = searchlab::cli::parse_threads)]
    pub threads: Option<usize>,
    /// Run shard I of K of one board's IDA* iteration (pdb) and print a line for --sum: the
    /// board's search split between processes or machines
    #[arg(long, value_name = "I/K", conflicts_with_all = ["random", "steps"])]
    pub shard: Option<Shard>,
    /// The iteration's bound for --shard [default: the start's estimate]
    #[arg(long, value_name = "B", requires = "shard", allow_negative_numbers = true,
          value_parser = clap::value_parser!(u32).range(0..=1000))]
    pub bound: Option<u32>,
    /// Add up the shard lines on stdin: print `next B` (the bound to run next) or the
    /// moves, with --stats the expansions (as one process would have made them, and in all)
    #[arg(long, conflicts_with_all = ["shard", "random", "algo", "steps", "partition", "pdb_dir", "goal", "size"])]
    pub sum: bool,
}
