//! Getting a run's pattern databases ready: the cache folder, the partition of each goal,
//! a line saying what a long build takes, and every goal's tables loaded or built once,
//! told as it goes through one callback (for a progress display).
//!
//! ```
//! use npuzzle::pdb::plan::{prepare, Event};
//! use searchlab::tiles::grid::GridBoard;
//! use searchlab::cells::Shape;
//!
//! // The 3×3 goal's tables, built at once (too small to cache), nothing announced.
//! let goal = GridBoard::blank_last(Shape::new(3, 3));
//! let (prepared, provenance) = prepare(&[&goal], None, None, 2, &|_: Event| {});
//! let tables = prepared[&goal].as_ref().unwrap();
//! assert_eq!(tables.partition, "4-4");
//! assert_eq!(tables.tables.len(), 2);
//! assert_eq!(provenance.len(), 2);
//! ```

use super::building::build_cost::{build_cost, BuildCost};
use super::numbering::partition::{partition, sizes_text};
use super::searching::pruning::{self, MovePruning};
use super::storing::automaton;
use super::storing::cache::{cached, load_or_build, planned_sizes, shared, Provenance, CACHE_FROM};
use super::storing::packing::stored_bytes;
use super::table::{table_kind, PatternTable};
use itertools::Itertools;
use searchlab::program::counted;
use searchlab::tiles::grid::GridBoard;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Estimated builds shorter than this are not announced, in seconds.
pub const ANNOUNCE_FROM: f64 = 3.0;

/// The cache folder when none is given: `$XDG_CACHE_HOME/searchlab`, else
/// `$HOME/.cache/searchlab`; `None` when neither variable is set.
pub fn default_cache_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("searchlab"))
}

/// One goal's tables and the partition they are for, written like `7-8`.
#[derive(Clone, Debug)]
pub struct GoalTables {
    /// The group sizes, joined by `-`.
    pub partition: String,
    /// A table per group.
    pub tables: Vec<PatternTable>,
    /// The automaton refusing duplicate move strings, for IDA* on boards of more than 16
    /// squares (on the 15-puzzle a transposition table does better).
    pub pruning: Option<MovePruning>,
}

/// Every goal's tables, or why it has none (a partition that does not fit it).
pub type Prepared = HashMap<GridBoard, Result<GoalTables, String>>;

/// What [`prepare`] tells as it goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event<'a> {
    /// A build of [`ANNOUNCE_FROM`] seconds or more is about to start: what it builds, how
    /// long it takes, the memory and disk it needs (see [`estimate`]).
    Estimate(&'a str),
    /// Table `group` (from 0) of `groups` has reached `done` of its `total` placements.
    Building {
        /// The table being built.
        group: usize,
        /// The goal's tables.
        groups: usize,
        /// Placements reached.
        done: u64,
        /// Placements in all.
        total: u64,
    },
    /// A cache file could not be read or written; the run goes on without it.
    Warning(&'a str),
    /// A goal's tables are ready.
    Ready,
}

/// The tables of each distinct goal of `goals` (one entry per puzzle that needs them, so
/// that repeats tell the batch size), partitioned by `sizes`, or else by
/// [`planned_sizes`] for the goal's batch; each read from `cache` or built on `threads`
/// threads (and cached), with where each came from. Cost: that of [`load_or_build`] per
/// distinct goal.
pub fn prepare(
    goals: &[&GridBoard],
    sizes: Option<&[usize]>,
    cache: Option<&Path>,
    threads: usize,
    report: &(dyn Fn(Event) + Sync),
) -> (Prepared, Vec<Provenance>) {
    let mut prepared = HashMap::new();
    let mut provenance = Vec::new();
    for &goal in goals {
        if prepared.contains_key(goal) {
            continue;
        }
        let batch = goals.iter().filter(|&&g| g == goal).count();
        let sizes = sizes.map_or_else(|| planned_sizes(goal, batch, cache), <[_]>::to_vec);
        let ready = partition(goal, &sizes).map(|groups| {
            if let Some(line) = estimate(goal, &sizes, &groups, cache, threads) {
                report(Event::Estimate(&line));
            }
            let progress = |group, done, total| {
                let groups = groups.len();
                report(Event::Building { group, groups, done, total })
            };
            let mut warn = |message: String| report(Event::Warning(&message));
            let (tables, origins) =
                load_or_build(goal, &groups, cache, threads, &progress, &mut warn);
            report(Event::Ready);
            provenance.extend(origins);
            let partition = sizes_text(&sizes, goal.shape().squares() - 1);
            let large = goal.shape().squares() > pruning::PRUNED_BEYOND;
            // Searches on them are long and read the tables at random: huge pages pay.
            let tables = if large { in_huge_pages(tables) } else { tables };
            let pruning = large
                .then(|| automaton::load_or_build(goal.shape(), pruning::DEPTH, cache, &mut warn));
            GoalTables { partition, tables, pruning }
        });
        prepared.insert(goal.clone(), ready);
    }
    (prepared, provenance)
}

/// `tables` copied into huge pages (see [`PatternTable::in_huge_pages`]), a table that
/// serves two groups (see [`Provenance::Shared`]) copied once. Cost: a copy of each
/// distinct table.
fn in_huge_pages(tables: Vec<PatternTable>) -> Vec<PatternTable> {
    let mut copies: Vec<(*const u8, PatternTable)> = Vec::new();
    let mut out = Vec::new();
    for table in tables {
        let bytes = table.table.as_ptr();
        let table = match copies.iter().find(|(b, _)| *b == bytes) {
            Some((_, copy)) => PatternTable { table: copy.table.clone(), ..table },
            None => table.in_huge_pages(),
        };
        copies.push((bytes, table.clone()));
        out.push(table);
    }
    out
}

/// What `prepare` gave, for a `--stats` line: the partitions, the memory the tables take,
/// and how many were loaded and built, such as `7-8; 576.7 MB; 2 tables loaded, 0 built`
/// (and how many groups took an earlier group's table, if any). A table that serves two
/// groups counts once.
pub fn summary(prepared: &Prepared, provenance: &[Provenance]) -> String {
    let ready: Vec<&GoalTables> = prepared.values().flatten().collect();
    let partitions = ready.iter().map(|r| &r.partition).unique().join(", ");
    let tables = ready.iter().flat_map(|r| &r.tables);
    let bytes: usize = tables.unique_by(|t| t.table.as_ptr()).map(|t| t.table.len()).sum();
    let count = |kind: fn(&Provenance) -> bool| provenance.iter().filter(|&p| kind(p)).count();
    let loaded = count(|p| *p == Provenance::Loaded);
    let shared = count(|p| *p == Provenance::Shared);
    let built = provenance.len() - loaded - shared;
    let megabytes = bytes as f64 / 1e6;
    let loaded = counted(loaded, "table");
    let shared = match shared {
        0 => String::new(),
        n => format!(", {n} shared"),
    };
    format!("{partitions}; {megabytes:.1} MB; {loaded} loaded, {built} built{shared}")
}

/// The line announcing the build of `goal`'s tables for `groups` (of `sizes`) that are not
/// in `cache`, on `threads` threads: what is built, about how long it takes, and the memory
/// and disk it needs; `None` when it should take less than [`ANNOUNCE_FROM`] seconds.
/// Cost: [`build_cost`] per group and a look at the cache.
pub fn estimate(
    goal: &GridBoard,
    sizes: &[usize],
    groups: &[Vec<u8>],
    cache: Option<&Path>,
    threads: usize,
) -> Option<String> {
    let shape = goal.shape();
    let costs: Vec<(bool, BuildCost)> = groups
        .iter()
        .zip(cached(goal, groups, cache))
        .map(|(group, cached)| (cached, build_cost(shape, group.len())))
        .collect();
    let missing = || costs.iter().filter(|(cached, _)| !cached).map(|(_, c)| c);
    let workers = threads.min(searchlab::workers::cores()).max(1) as f64;
    let seconds = missing().map(|c| c.core_seconds).sum::<f64>() / workers;
    if seconds < ANNOUNCE_FROM {
        return None;
    }
    let stored = |c: &BuildCost| stored_bytes(table_kind(shape), c.entries);
    let kept: u64 = costs
        .iter()
        .zip(shared(goal, groups))
        .filter(|(_, shared)| !shared)
        .map(|((_, c), _)| stored(c))
        .sum();
    // A build holds the kept tables and its own byte table and marks (a table kept packed
    // is also held a byte an entry until it is packed).
    let building =
        |c: &BuildCost| c.peak_bytes - if stored(c) == c.entries { c.entries } else { 0 };
    let peak = missing().map(building).max().unwrap_or(0) + kept;
    let disk: u64 =
        missing().filter(|c| cache.is_some() && c.entries >= CACHE_FROM).map(stored).sum();
    Some(format!(
        "building the {} pattern databases of {shape} ({} of {}): about {:.0} s \
         on {}, up to {:.1} GB of memory, {:.0} MB on disk",
        sizes_text(sizes, shape.squares() - 1),
        missing().count(),
        counted(groups.len(), "table"),
        seconds.max(1.0),
        counted(workers, "thread"),
        peak as f64 / 1e9,
        disk as f64 / 1e6
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use searchlab::cells::Shape;
    use std::sync::Mutex;

    #[test]
    fn each_goal_is_prepared_once_and_the_events_follow_the_build() {
        let shape = Shape::new(3, 3);
        let (last, first) = (GridBoard::blank_last(shape), GridBoard::blank_first(shape));
        let events = Mutex::new(Vec::new());
        let record = |event: Event| {
            let name = match event {
                Event::Building { group, groups, .. } => format!("building {group}/{groups}"),
                other => format!("{other:?}"),
            };
            events.lock().unwrap().push(name);
        };
        let goals = [&last, &first, &last];
        let (prepared, provenance) = prepare(&goals, Some(&[3, 5]), None, 1, &record);
        assert_eq!(prepared.len(), 2);
        assert!(prepared.values().all(|p| p.as_ref().unwrap().partition == "3-5"));
        assert_eq!(provenance.len(), 4, "two tables per goal, built once");
        assert_eq!(summary(&prepared, &provenance), "3-5; 0.0 MB; 0 tables loaded, 4 built");
        let mut events = events.into_inner().unwrap();
        events.dedup();
        assert_eq!(events.iter().filter(|e| *e == "Ready").count(), 2, "{events:?}");
        assert!(events.contains(&"building 1/2".to_string()), "{events:?}");
        assert!(!events.iter().any(|e| e.starts_with("Estimate")), "3x3 builds are quick");
        // A partition that does not fit the goal is that goal's error.
        let (prepared, _) = prepare(&[&last], Some(&[4, 5]), None, 1, &|_| {});
        assert!(prepared[&last].is_err());
    }

    #[test]
    fn long_builds_are_announced_with_their_costs() {
        let goal = GridBoard::blank_last(Shape::new(4, 4));
        let groups = partition(&goal, &[7, 8]).unwrap();
        let line = estimate(&goal, &[7, 8], &groups, None, 1).expect("minutes of work");
        assert!(line.starts_with("building the 7-8 pattern databases of 4x4 (2 of 2 tables)"));
        assert!(line.ends_with("0 MB on disk"), "no cache, nothing written: {line}");
        let groups = partition(&goal, &[6, 6, 3]).unwrap();
        assert_eq!(estimate(&goal, &[6, 6, 3], &groups, None, 1), None);
    }
}
