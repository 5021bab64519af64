//! The tables a run needs, read from the cache folder where they were saved or built (and
//! saved) there; and the partition a run plans around what the cache holds.

use super::packing::{packs, stored_bytes, Floors};
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
/// file is there; it may still fail its checks when read) or take an earlier group's (see
/// [`shared`]). Tables too small to cache count as missing: they are built each time.
pub fn cached(goal: &GridBoard, groups: &[Vec<u8>], cache: Option<&Path>) -> Vec<bool> {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    let blank_goal = frame.apply(goal.blank());
    groups
        .iter()
        .zip(shared(goal, groups))
        .map(|(group, shared)| {
            let pattern = in_frame(&frame, group);
            shared
                || entries(shape, pattern.len()) >= CACHE_FROM
                    && cache.is_some_and(|dir| {
                        dir.join(file_name(shape, blank_goal, &pattern)).is_file()
                    })
        })
        .collect()
}

/// For each group, whether [`load_or_build`] gives it the table of an earlier group, of the
/// same tiles or their image in the board's main diagonal ([`Provenance::Shared`]). Cost:
/// O(g²·k).
pub fn shared(goal: &GridBoard, groups: &[Vec<u8>]) -> Vec<bool> {
    let shape = goal.shape();
    let frame = Symmetry::orientation(shape, goal.blank());
    let blank_goal = frame.apply(goal.blank());
    let patterns: Vec<Vec<u8>> = groups.iter().map(|group| in_frame(&frame, group)).collect();
    (0..groups.len())
        .map(|i| {
            let images = images(&patterns[i], blank_goal, shape);
            images.iter().any(|(_, image)| patterns[..i].contains(image))
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
/// blank's goal and the pattern, in the table's frame, and `.pdb` for a plain table,
/// `.zpdb` for a zero-aware one, `.z2pdb` for a packed one (see [`table_kind`], [`packs`]).
pub fn file_name(shape: Shape, blank_goal: usize, pattern: &[u8]) -> String {
    let kind = table_kind(shape);
    let extension = match (kind, packs(kind, entries(shape, pattern.len()))) {
        (_, true) => "z2pdb",
        (TableKind::Plain, false) => "pdb",
        (TableKind::ZeroAware, false) => "zpdb",
    };
    format!("{shape}-b{blank_goal}-{}.{extension}", pattern.iter().join("."))
}

/// What happened to a group's table in [`load_or_build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Read from the cache.
    Loaded,
    /// The table of an earlier group: of the same tiles, or of their image in the board's
    /// main diagonal.
    Shared,
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
        if let Some(table) = shared_table(&tables, &frame, &pattern, blank_goal, shape) {
            tables.push(table);
            provenance.push(Provenance::Shared);
            continue;
        }
        let numbering = numbering_for(&mut numberings, shape, pattern.len());
        let header = header(shape, blank_goal, &pattern, &numbering);
        let path = cache
            .filter(|_| numbering.len() >= CACHE_FROM)
            .map(|dir| dir.join(file_name(shape, blank_goal, &pattern)));
        let floors = header.packed.then(|| Floors::new(shape, &pattern));
        let table = |table| PatternTable {
            frame: frame.clone(),
            pattern: pattern.clone(),
            numbering: numbering.clone(),
            table,
            floors: floors.clone(),
        };
        let reason = match path.as_deref().map(|p| open(p, &header)) {
            Some(Ok(bytes)) => {
                tables.push(table(bytes));
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
        let bytes = build(shape, &pattern, blank_goal, header.kind, threads, &report);
        let bytes = match &floors {
            Some(floors) => numbering.pack(&bytes, floors, threads),
            None => bytes,
        };
        if let Some(path) = &path {
            if let Err(e) = save(path, &header, &bytes) {
                warn(format!("cannot cache {}: {}", path.display(), os_error(&e)));
            }
        }
        tables.push(table(bytes.into()));
        provenance.push(Provenance::Built(reason));
    }
    (tables, provenance)
}

/// The header of the cache file of `pattern`'s table numbered by `numbering`: large
/// zero-aware tables are packed at two bits an entry (see [`packs`], [`Floors`]).
fn header(shape: Shape, blank_goal: usize, pattern: &[u8], numbering: &Numbering) -> Header {
    let packed = packs(numbering.kind(), numbering.len());
    Header {
        shape: (shape.width as u8, shape.height as u8),
        blank_goal: blank_goal as u8,
        pattern: pattern.to_vec(),
        kind: numbering.kind(),
        packed,
        len: stored_bytes(numbering.kind(), numbering.len()),
    }
}

/// The patterns whose tables serve `pattern` (squares of a table's frame, ascending), each
/// with the symmetry that takes `pattern` to it: `pattern` itself, and its image in the
/// board's main diagonal, ascending, on square boards whose blank's goal is on the diagonal
/// (the two groups' puzzles are then mirror images of each other).
fn images(pattern: &[u8], blank_goal: usize, shape: Shape) -> Vec<(Symmetry, Vec<u8>)> {
    let transpose = Symmetry::transpose(shape).filter(|t| t.apply(blank_goal) == blank_goal);
    let image = |t: &Symmetry| pattern.iter().map(|&s| t.apply(usize::from(s)) as u8).sorted();
    let mirrored = transpose.map(|t| (t.clone(), image(&t).collect()));
    std::iter::once((Symmetry::identity(shape), pattern.to_vec())).chain(mirrored).collect()
}

/// The table among `tables` (kept in `frame`) of a group whose pattern is one of `pattern`'s
/// [`images`], made to serve `pattern` through a frame that applies the image's symmetry
/// after turning the board to `frame`. Cost: O(k) per table; the bytes are shared, not
/// copied.
fn shared_table(
    tables: &[PatternTable],
    frame: &Symmetry,
    pattern: &[u8],
    blank_goal: usize,
    shape: Shape,
) -> Option<PatternTable> {
    images(pattern, blank_goal, shape).into_iter().find_map(|(symmetry, image)| {
        let table = tables.iter().find(|t| t.pattern == image && t.frame == *frame)?;
        Some(PatternTable { frame: frame.then(&symmetry), ..table.clone() })
    })
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
