//! The tables a run needs, read from the cache folder where they were saved or built (and
//! saved) there; and the partition a run plans around what the cache holds.

use super::store::{open, save, Header, LoadError};
use super::temporary;
use crate::pdb::building::build::{build, TableKind};
use crate::pdb::numbering::partition::{default_sizes, entries, in_frame, partition};
use crate::pdb::numbering::symmetry::Symmetry;
use crate::pdb::table::{table_kind, Numbering, PatternTable};
use itertools::Itertools;
use searchlab::cells::Shape;
use searchlab::program::os_error;
use searchlab::tiles::grid::GridBoard;
use std::path::Path;

/// For each group, whether [`load_or_build`] would find its table for `goal` in `cache` (a
/// file is there; it may still fail its checks when read). Tables too small to cache count
/// as missing: they are built each time.
pub fn cached(goal: &GridBoard, groups: &[Vec<u8>], cache: Option<&Path>) -> Vec<bool> {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    groups
        .iter()
        .map(|group| {
            let pattern = in_frame(&frame, group);
            entries(shape, pattern.len()) >= CACHE_FROM
                && cache.is_some_and(|dir| {
                    dir.join(file_name(shape, frame.apply(goal.blank()), &pattern)).is_file()
                })
        })
        .collect()
}

/// Puzzles of one goal up to which, when the 15-puzzle's 7-8 tables are not cached, the
/// 6-6-3 ones are used instead. Measured on Korf's 100 (BENCHMARKS.md): the 6-6-3 tables
/// build in about a second and cost about 90 ms more per puzzle than 7-8 on one core; the
/// 7-8 tables take about 95 core-seconds to build, as much as about a thousand puzzles.
pub const QUICK_BATCH: usize = 1000;

/// The partition used for small batches of 15-puzzles while the 7-8 tables are not cached.
pub const QUICK_SIZES: [usize; 3] = [6, 6, 3];

/// The partition for `batch` puzzles of `goal` when none is asked for: the default one
/// ([`default_sizes`]), but [`QUICK_SIZES`] for at most [`QUICK_BATCH`] 15-puzzles whose
/// default tables are not all in `cache`, so that a first run never waits a minute for
/// tables a few puzzles do not need. Cost: a look at the cache.
pub fn planned_sizes(goal: &GridBoard, batch: usize, cache: Option<&Path>) -> Vec<usize> {
    let default = default_sizes(goal.shape());
    let quick = goal.shape().squares() == 16 && batch <= QUICK_BATCH;
    let cached = || {
        partition(goal, &default)
            .is_ok_and(|groups| cached(goal, &groups, cache).iter().all(|&c| c))
    };
    if quick && !cached() {
        QUICK_SIZES.to_vec()
    } else {
        default
    }
}

/// Tables with fewer entries are rebuilt each time (in well under a second), not cached.
pub const CACHE_FROM: u64 = 1 << 20;

/// The file a group's table is cached in, inside the cache directory: the shape, the
/// blank's goal and the pattern, in the table's frame, and `.pdb` for a plain table or
/// `.zpdb` for a zero-aware one (see [`table_kind`]).
pub fn file_name(shape: Shape, blank_goal: usize, pattern: &[u8]) -> String {
    let extension = match table_kind(shape) {
        TableKind::Plain => "pdb",
        TableKind::ZeroAware => "zpdb",
    };
    format!("{shape}-b{blank_goal}-{}.{extension}", pattern.iter().join("."))
}

/// What happened to a group's table in [`load_or_build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Read from the cache.
    Loaded,
    /// Built (and cached if possible); the string says why it was not loaded.
    Built(String),
}

/// The table of each group for reaching `goal`, kept in the goal's orientation: read from
/// `cache` if a sound file is there (tables of at least [`CACHE_FROM`] entries), otherwise
/// built with `threads` workers, reporting through `progress(group, reached, total)`, and
/// written back. A damaged cache file or one that cannot be written is reported through
/// `warn` and otherwise ignored, and so are the temporary files of runs that were killed
/// while writing (removed). Cost: as [`build`] per missing table; as [`open`] per cached
/// one (mapped, and checked whole only the first time).
pub fn load_or_build(
    goal: &GridBoard,
    groups: &[Vec<u8>],
    cache: Option<&Path>,
    threads: usize,
    progress: &(dyn Fn(usize, u64, u64) + Sync),
    warn: &mut dyn FnMut(String),
) -> (Vec<PatternTable>, Vec<Provenance>) {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    let blank_goal = frame.apply(goal.blank());
    if let Some(dir) = cache {
        for name in temporary::clear_stale(dir) {
            warn(format!(
                "removed {name}, left in {} by a run that ended while writing it",
                dir.display()
            ));
        }
    }
    let mut tables = Vec::new();
    let mut provenance = Vec::new();
    let mut numberings: Vec<Numbering> = Vec::new();
    for (index, group) in groups.iter().enumerate() {
        let pattern = in_frame(&frame, group);
        let numbering = numbering_for(&mut numberings, shape, pattern.len());
        let header = Header {
            shape: (shape.width as u8, shape.height as u8),
            blank_goal: blank_goal as u8,
            pattern: pattern.clone(),
            kind: numbering.kind(),
            len: numbering.len(),
        };
        let path = cache
            .filter(|_| header.len >= CACHE_FROM)
            .map(|dir| dir.join(file_name(shape, blank_goal, &pattern)));
        let frame = frame.clone();
        let reason = match path.as_deref().map(|p| open(p, &header)) {
            Some(Ok(table)) => {
                tables.push(PatternTable { frame, pattern, numbering, table });
                provenance.push(Provenance::Loaded);
                continue;
            }
            None => "not cached".to_string(),
            Some(Err(LoadError::Missing)) => "not cached yet".to_string(),
            Some(Err(LoadError::Unreadable(why))) => {
                warn(format!("cannot read {}: {why}", shown(&path)));
                format!("the cached file was unreadable: {why}")
            }
            Some(Err(LoadError::Corrupt(why))) => {
                warn(format!("{}: {why}; rebuilding it", shown(&path)));
                format!("the cached file was unusable: {why}")
            }
        };
        let report = |done, total| progress(index, done, total);
        let table = build(shape, &pattern, blank_goal, header.kind, threads, &report);
        if let Some(path) = &path {
            if let Err(e) = save(path, &header, &table) {
                warn(format!("cannot cache {}: {}", path.display(), os_error(&e)));
            }
        }
        tables.push(PatternTable { frame, pattern, numbering, table: table.into() });
        provenance.push(Provenance::Built(reason));
    }
    (tables, provenance)
}

/// The numbering of `shape`'s tables of `tiles` tiles, made once per size and shared (the
/// tables of one goal read the same arrays, which then stay in cache).
fn numbering_for(numberings: &mut Vec<Numbering>, shape: Shape, tiles: usize) -> Numbering {
    if let Some(numbering) = numberings.iter().find(|n| n.tiles() == tiles) {
        return numbering.clone();
    }
    let numbering = Numbering::new(table_kind(shape), shape, tiles);
    numberings.push(numbering.clone());
    numbering
}

/// A cache path for messages (empty when there is none).
fn shown(path: &Option<std::path::PathBuf>) -> String {
    path.as_deref().map_or(String::new(), |p| p.display().to_string())
}
