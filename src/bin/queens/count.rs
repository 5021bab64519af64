//! `--count`: the number of solutions, whole or one shard's, by the fastest method that fits
//! in the memory allowed, with a progress line on a terminal.

use crate::shard_lines::shard_line;
use searchlab::cli::{parse_max_memory, parse_threads, Matches};
use searchlab::program::{self, ProgressLine};
use searchlab::queens::{count_shard, Method, DEFAULT_MAX_BYTES};
use searchlab::shard::Shard;
use std::io::Write;

/// How a count runs.
pub struct Counting {
    /// The shard to count, when only one is.
    shard: Option<Shard>,
    /// Threads that count.
    threads: usize,
    /// The memory the count may take, in bytes.
    max_memory: u64,
    /// Whether a progress line was asked for.
    progress: bool,
}

impl Counting {
    /// The counting options of `args`: `--shard`, `--threads`, `--max-memory` and
    /// `--progress`, which only go with `--count` (`only_count`).
    pub fn from_args(args: &Matches, only_count: bool) -> Result<Counting, String> {
        for option in ["progress", "shard", "threads", "max-memory"] {
            if (args.has(option) || args.value(option).is_some()) && !only_count {
                return Err(format!("--{option} goes with --count"));
            }
        }
        let shard = args.value("shard").map(|text| text.parse::<Shard>());
        let shard = shard.transpose().map_err(|e| format!("--shard: {e}"))?;
        let threads = args.value("threads").map(parse_threads).transpose()?;
        let max_memory = args.value("max-memory").map(parse_max_memory).transpose()?;
        Ok(Counting {
            shard,
            threads: threads.unwrap_or_else(searchlab::workers::cores),
            max_memory: max_memory.map_or(DEFAULT_MAX_BYTES, |bytes| bytes as u64),
            progress: args.has("progress"),
        })
    }
}

/// The boards whose count takes more than a few seconds on two cores (N = 19: about 30 s):
/// they show their progress on a terminal unasked.
const LONG: usize = 19;

/// Writes the number of solutions of `n` queens (or the shard's line); a progress line
/// shows on a terminal from N = 15 on when asked, and for long counts unasked.
pub fn write_count(out: &mut dyn Write, n: usize, how: &Counting) -> std::io::Result<()> {
    let method = Method::fastest(n, how.max_memory);
    announce(n, method, how.max_memory);
    let shown = ((how.progress && n >= 15) || n >= LONG) && program::stderr_is_terminal();
    let unit = if method == Method::Halves { "splits" } else { "tasks" };
    let line = ProgressLine::new(format!("queens: counting N = {n}"), unit, shown);
    let report = |done: usize, units: usize| line.update(done, units);
    let shard = how.shard.unwrap_or(Shard::WHOLE);
    let total = count_shard(n, shard, method, how.threads, &report);
    line.clear();
    match how.shard {
        Some(shard) => writeln!(out, "{}", shard_line(n, shard, method, total)),
        None => writeln!(out, "{total}"),
    }
}

/// Says on stderr, before a long count, how it runs and the memory it takes; and, before
/// any count, that halves would be faster with more memory.
fn announce(n: usize, method: Method, max_memory: u64) {
    let mib = |bytes: u64| (bytes + (1 << 20) - 1) >> 20;
    let limit = format!("--max-memory {} MiB", mib(max_memory));
    let halves = Method::Halves.bytes(n);
    if method == Method::Halves && n >= LONG {
        eprintln!("queens: N = {n} by halves, {} MiB of tables ({limit})", mib(halves));
    } else if method == Method::Constellations && halves != u64::MAX {
        let need = mib(halves);
        eprintln!(
            "queens: N = {n} by constellations: halves, far faster, need {need} MiB ({limit})"
        );
    }
}
