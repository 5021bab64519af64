//! The move-pruning automaton on disk, beside the tables it serves, so that a run (every
//! shard of every iteration, when a board's search is split) reads it in milliseconds
//! instead of building it in seconds.
//!
//! Layout (integers little-endian): the magic `SLPRUNE\x01`, width, height and depth (one
//! byte each), the number of roots and of nodes (u32 each), the checksum of what follows
//! (u64, [`checksum`]), the roots (u32 each), and each node's four moves (u32 each).

use super::store::checksum;
use super::temporary;
use crate::pdb::searching::pruning::{MovePruning, PRUNED};
use searchlab::cells::Shape;
use searchlab::program::os_error;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"SLPRUNE\x01";

/// Bytes before the roots.
const HEADER: usize = 8 + 3 + 4 + 4 + 8;

/// The automaton for `shape` and strings of `depth` moves: read from `cache` if a sound
/// file is there, else built and written back (a file that cannot be read or written is
/// told to `warn`, and the run goes on with the automaton built). Cost: a read of its file
/// (5 MB, a few milliseconds, for 14 moves on 5×5), or [`MovePruning::new`].
pub fn load_or_build(
    shape: Shape,
    depth: usize,
    cache: Option<&Path>,
    warn: &mut dyn FnMut(String),
) -> MovePruning {
    let Some(path) = cache.map(|dir| dir.join(file_name(shape, depth))) else {
        return MovePruning::new(shape, depth);
    };
    match fs::read(&path) {
        Ok(bytes) => match decode(&bytes, shape, depth) {
            Some(pruning) => return pruning,
            None => warn(format!("{}: damaged or of another board; rebuilding it", path.display())),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => warn(format!("cannot read {}: {}", path.display(), os_error(&e))),
    }
    let pruning = MovePruning::new(shape, depth);
    if let Err(e) = save(&path, &encode(&pruning, shape, depth)) {
        warn(format!("cannot cache {}: {}", path.display(), os_error(&e)));
    }
    pruning
}

/// The automaton's file name in a cache folder, such as `5x5-pruning-14.bin`.
fn file_name(shape: Shape, depth: usize) -> PathBuf {
    PathBuf::from(format!("{}x{}-pruning-{depth}.bin", shape.width, shape.height))
}

/// Writes `bytes` to `path` through a temporary file renamed into place (nothing is left
/// when the write fails).
fn save(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        searchlab::program::create_dir_all(dir)?;
    }
    temporary::write_via(path, "", |temporary| {
        let mut file = fs::File::create(temporary)?;
        file.write_all(bytes)?;
        file.sync_all()
    })
}

/// The file's bytes for `pruning`.
fn encode(pruning: &MovePruning, shape: Shape, depth: usize) -> Vec<u8> {
    let (roots, next) = pruning.parts();
    let mut body = Vec::with_capacity(4 * roots.len() + 16 * next.len());
    body.extend(roots.iter().flat_map(|r| r.to_le_bytes()));
    body.extend(next.iter().flatten().flat_map(|n| n.to_le_bytes()));
    let mut bytes = MAGIC.to_vec();
    bytes.extend([shape.width as u8, shape.height as u8, depth as u8]);
    bytes.extend((roots.len() as u32).to_le_bytes());
    bytes.extend((next.len() as u32).to_le_bytes());
    bytes.extend(checksum(&body).to_le_bytes());
    bytes.extend(body);
    bytes
}

/// The automaton in `bytes`, if they are a sound file for `shape` and `depth`: the header
/// matches, the lengths add up, the checksum holds, and every node number is in range.
fn decode(bytes: &[u8], shape: Shape, depth: usize) -> Option<MovePruning> {
    let word = |at: usize| Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    let (magic, rest) = bytes.split_at_checked(8)?;
    let wanted = [shape.width as u8, shape.height as u8, depth as u8];
    if magic != MAGIC || rest.get(..3)? != wanted {
        return None;
    }
    let (roots, nodes) = (word(11)? as usize, word(15)? as usize);
    let sum = u64::from_le_bytes(bytes.get(19..27)?.try_into().ok()?);
    let body = bytes.get(HEADER..)?;
    if roots != shape.squares() || body.len() != 4 * roots + 16 * nodes || checksum(body) != sum {
        return None;
    }
    let words: Vec<u32> =
        body.chunks_exact(4).map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes"))).collect();
    let (roots, next) = words.split_at(roots);
    let in_range = |&n: &u32| n == PRUNED || (n as usize) < nodes;
    if !roots.iter().chain(next).all(in_range) {
        return None;
    }
    let next = next.chunks_exact(4).map(|m| [m[0], m[1], m[2], m[3]]).collect();
    Some(MovePruning::from_parts(roots.to_vec(), next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_automaton_is_cached_and_a_damaged_file_is_rebuilt() {
        let dir = tempfile::tempdir().unwrap();
        let shape = Shape::new(3, 3);
        let mut warnings = Vec::new();
        let built = load_or_build(shape, 6, Some(dir.path()), &mut |w| warnings.push(w));
        let path = dir.path().join("3x3-pruning-6.bin");
        let bytes = fs::read(&path).unwrap();
        let loaded = load_or_build(shape, 6, Some(dir.path()), &mut |w| warnings.push(w));
        assert_eq!(loaded.parts(), built.parts());
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file stays");
        // Another depth or board is another file; a flipped byte, a cut file, are rebuilt.
        assert!(
            decode(&bytes, shape, 7).is_none() && decode(&bytes, Shape::new(4, 3), 6).is_none()
        );
        for damaged in [bytes[..bytes.len() - 1].to_vec(), {
            let mut b = bytes.clone();
            b[HEADER + 5] ^= 1;
            b
        }] {
            fs::write(&path, &damaged).unwrap();
            let rebuilt = load_or_build(shape, 6, Some(dir.path()), &mut |w| warnings.push(w));
            assert_eq!(rebuilt.parts(), built.parts());
            assert_eq!(fs::read(&path).unwrap(), bytes, "rewritten whole");
        }
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        // A cache that cannot be read or written: the automaton, and a warning for each.
        let blocked = dir.path().join("file");
        fs::write(&blocked, "").unwrap();
        let pruning = load_or_build(shape, 6, Some(&blocked), &mut |w| warnings.push(w));
        assert_eq!(pruning.parts(), built.parts());
        assert_eq!(warnings.len(), 4, "{warnings:?}");
        assert!(warnings[3].starts_with("cannot cache"), "{warnings:?}");
    }
}
