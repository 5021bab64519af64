//! `npuzzle --shard I/K` and `npuzzle --sum`: one board's IDA* split between processes,
//! an iteration at a time (see `npuzzle::lab::shards`).

use npuzzle::lab::batch::Puzzle;
use npuzzle::lab::shards::{search_shard, sum_lines, ShardSearch};
use npuzzle::lab::Method;
use npuzzle::pdb::plan::Prepared;
use npuzzle::pdb::searching::shared_search::RoundEnd;
use searchlab::input::InputError;
use searchlab::program::{counted, say, Failure};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

/// How a shard runs.
pub struct Run {
    /// Which share of which iteration, on how many threads.
    pub search: ShardSearch,
    /// Whether to say on stderr what the shard did.
    pub stats: bool,
}

/// The methods of a shard: `pdb` alone, the default.
pub fn shard_methods(methods: Vec<Method>) -> Result<Vec<Method>, Failure> {
    match methods[..] {
        [] | [Method::Pdb] => Ok(vec![Method::Pdb]),
        _ => Err(Failure::Usage("--shard splits IDA* on pattern databases: --algo pdb".into())),
    }
}

/// Checks that the input held one board, and nothing else.
pub fn one_board(puzzles: &[Puzzle], errors: &[String]) -> Result<(), Failure> {
    if !errors.is_empty() {
        return Err(Failure::Input(InputError::general("--shard needs one good board")));
    }
    match puzzles.len() {
        1 => Ok(()),
        n => Err(Failure::Input(InputError::general(format!(
            "--shard splits one board's search; the input holds {}",
            counted(n, "board")
        )))),
    }
}

/// Runs `run`'s shard on `puzzle` and prints its line.
pub fn shard(
    puzzle: &Puzzle,
    tables: &Prepared,
    run: Run,
    out: &mut dyn Write,
) -> Result<ExitCode, Failure> {
    if !puzzle.board.can_reach(&puzzle.goal) {
        let why = "the board cannot reach the goal (the parity rule): nothing to split";
        return Err(Failure::Input(InputError::general(why)));
    }
    let ready = match tables.get(&puzzle.goal) {
        Some(Ok(ready)) => ready,
        Some(Err(e)) => return Err(Failure::Usage(e.clone())),
        None => unreachable!("a solvable board's goal has its tables prepared"),
    };
    let clock = Instant::now();
    let line = search_shard(&puzzle.board, &puzzle.goal, ready, run.search, &|_, _| {})
        .map_err(|e| Failure::Input(InputError::general(e)))?;
    writeln!(out, "{line}")?;
    out.flush()?;
    if run.stats {
        let expanded = line.round.expanded() + line.round.split_expanded;
        let seconds = clock.elapsed().as_secs_f64();
        say(&format!(
            "npuzzle: shard {} of bound {}: expanded {expanded} in {seconds:.2} s",
            run.search.shard, line.round.bound
        ));
    }
    Ok(ExitCode::SUCCESS)
}

/// Adds up the shard lines on stdin and prints the next bound or the answer; with `stats`,
/// the expansions too.
pub fn sum(stats: bool) -> Result<ExitCode, Failure> {
    let input = searchlab::input::read_stdin()?;
    let summed = sum_lines(&String::from_utf8_lossy(&input))
        .map_err(|e| Failure::Input(InputError::general(e)))?;
    if summed.end == RoundEnd::Exhausted {
        let why = "no goal within reach: the last iteration saw nothing past its bound";
        return Err(Failure::Input(InputError::general(why)));
    }
    let mut out = io::stdout().lock();
    match (&summed.end, stats) {
        (RoundEnd::Goal(moves), true) => {
            writeln!(out, "moves: {}", summed.end)?;
            let (first, last) = summed.bounds;
            writeln!(
                out,
                "length {}, expanded {} ({} by the shards), {}, bounds {first} to {last}",
                moves.len(),
                summed.expanded,
                summed.expanded_in_all,
                counted(summed.shards, "shard")
            )?;
        }
        _ => writeln!(out, "{}", summed.end)?,
    }
    Ok(ExitCode::SUCCESS)
}
