//! Pattern databases on disk: a small header naming the pattern, a checksum, the table.
//!
//! Layout (integers little-endian): the magic, `SLPDB\x01\n\0` for a plain table,
//! `SLZPDB\x01\0` for a zero-aware one and `SLZPDB\x02\0` for a zero-aware one packed at two
//! bits an entry, then width, height, the blank's goal square and k (one byte each), the k
//! pattern squares, the table length in bytes (u64), the checksum of the table (u64), and
//! the table.

use super::bytes::TableBytes;
use super::{stamp, temporary};
use crate::pdb::building::build::TableKind;
use searchlab::program::os_error;
use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::SystemTime;

const MAGIC: &[u8; 8] = b"SLPDB\x01\n\0";
const ZERO_AWARE_MAGIC: &[u8; 8] = b"SLZPDB\x01\0";
const PACKED_MAGIC: &[u8; 8] = b"SLZPDB\x02\0";

/// What a table file must hold to be the table asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Board width and height.
    pub shape: (u8, u8),
    /// The blank's goal square.
    pub blank_goal: u8,
    /// The pattern tiles' goal squares, in table order.
    pub pattern: Vec<u8>,
    /// Whether the table has an entry per placement or per (placement, blank region).
    pub kind: TableKind,
    /// Whether the entries are packed at two bits each rather than a byte.
    pub packed: bool,
    /// Bytes of the table.
    pub len: u64,
}

impl Header {
    fn encode(&self, checksum: u64) -> Vec<u8> {
        let mut bytes = match (self.kind, self.packed) {
            (_, true) => PACKED_MAGIC.to_vec(),
            (TableKind::Plain, false) => MAGIC.to_vec(),
            (TableKind::ZeroAware, false) => ZERO_AWARE_MAGIC.to_vec(),
        };
        bytes.extend([self.shape.0, self.shape.1, self.blank_goal, self.pattern.len() as u8]);
        bytes.extend(&self.pattern);
        bytes.extend(self.len.to_le_bytes());
        bytes.extend(checksum.to_le_bytes());
        bytes
    }
}

/// A 64-bit checksum of `bytes` (a multiply–rotate mix of 8-byte words; not cryptographic,
/// but any flipped or lost byte changes it). Cost: about 0.2 ns per byte.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut sum = Checksum::new(bytes.len());
    sum.feed(bytes);
    sum.hash
}

/// [`checksum`] taken piece by piece, for bytes read in chunks.
struct Checksum {
    hash: u64,
}

impl Checksum {
    fn new(len: usize) -> Self {
        Checksum { hash: (len as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F) }
    }

    /// Adds the next bytes: every chunk but the last must hold whole 8-byte words.
    fn feed(&mut self, chunk: &[u8]) {
        let mix = |h: u64, w: u64| (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
        let mut words = chunk.chunks_exact(8);
        for word in &mut words {
            self.hash = mix(self.hash, u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
        for &byte in words.remainder() {
            self.hash = mix(self.hash, u64::from(byte));
        }
    }

    /// The checksum of the `len` bytes `file` holds from where it stands, read in chunks.
    /// Cost: one pass over them, in a buffer of 1 MiB.
    fn of_read(file: &mut impl Read, len: usize) -> io::Result<u64> {
        let mut sum = Checksum::new(len);
        let mut buffer = vec![0u8; 1 << 20];
        let mut left = len;
        while left > 0 {
            let chunk = &mut buffer[..left.min(1 << 20)];
            file.read_exact(chunk)?;
            sum.feed(chunk);
            left -= chunk.len();
        }
        Ok(sum.hash)
    }
}

/// Writes `table` under `header` to `path`, through a temporary file renamed into place so
/// that readers never see half a file; a failed write (a full disk, a file-size limit)
/// removes the temporary file. Cost: one pass over the table.
pub fn save(path: &Path, header: &Header, table: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        searchlab::program::create_dir_all(dir)?;
    }
    stamp::forget(path);
    temporary::write_via(path, "", |temporary| {
        let mut file = io::BufWriter::new(fs::File::create(temporary)?);
        file.write_all(&header.encode(checksum(table)))?;
        file.write_all(table)?;
        file.into_inner().map_err(|e| e.into_error())?.sync_all()
    })
}

/// Why a table file was not used.
#[derive(Debug)]
pub enum LoadError {
    /// There is no such file.
    Missing,
    /// The file cannot be opened (no permission, a path through a plain file, …).
    Unreadable(String),
    /// The file is unreadable, truncated, for another pattern, or fails its checksum.
    Corrupt(String),
}

/// Reads the table under `header` from `path`, checking the header, the length and the
/// checksum. Cost: one read and one pass over the table.
pub fn load(path: &Path, header: &Header) -> Result<Vec<u8>, LoadError> {
    let (mut file, checked) = open_checked(path, header)?;
    let mut table = Vec::with_capacity(header.len as usize);
    file.read_to_end(&mut table).map_err(|e| LoadError::Corrupt(os_error(&e)))?;
    if checksum(&table) != checked.sum {
        return Err(LoadError::Corrupt("the checksum does not match".into()));
    }
    Ok(table)
}

/// Opens the table under `header` at `path` as [`load`] does, but maps it into memory
/// where the platform can (see [`TableBytes`]). The header and the length are always
/// checked; the checksum only when no stamp beside the file (`NAME.verified`: its device,
/// inode, size, times and checksum) says this very file passed the check before. A passed
/// check is stamped, once the file has not changed for two seconds.
/// Cost: O(1) with a valid stamp (pages are read as the search first touches them);
/// otherwise one pass over the table.
pub fn open(path: &Path, header: &Header) -> Result<TableBytes, LoadError> {
    let (mut file, checked) = open_checked(path, header)?;
    let len = header.len as usize;
    let corrupt = |e: io::Error| LoadError::Corrupt(os_error(&e));
    if !stamp::vouches(path, &checked.meta, checked.sum) {
        // Read through a buffer rather than the mapping: faulting every page in costs more.
        if Checksum::of_read(&mut file, len).map_err(corrupt)? != checked.sum {
            return Err(LoadError::Corrupt("the checksum does not match".into()));
        }
        stamp::record(path, &checked.meta, checked.sum, SystemTime::now());
    }
    TableBytes::of_file(&mut file, checked.offset, len).map_err(corrupt)
}

/// What [`open_checked`] found: the file's metadata, where the table starts and the
/// checksum the header promises.
struct Checked {
    meta: fs::Metadata,
    offset: u64,
    sum: u64,
}

/// Opens the plain file at `path` and checks that it holds a table under `header` of
/// exactly the right length, leaving the file positioned at the table. Cost: O(header).
fn open_checked(path: &Path, header: &Header) -> Result<(fs::File, Checked), LoadError> {
    // Opening a FIFO or a device could block or read forever: only plain files are read.
    match fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(LoadError::Missing),
        Err(e) => return Err(LoadError::Unreadable(os_error(&e))),
        Ok(meta) if !meta.is_file() => {
            return Err(LoadError::Unreadable("not a regular file".into()))
        }
        Ok(_) => {}
    }
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(LoadError::Missing),
        Err(e) => return Err(LoadError::Unreadable(os_error(&e))),
    };
    let expected = header.encode(0);
    let meta = file.metadata().map_err(|e| LoadError::Corrupt(os_error(&e)))?;
    let offset = expected.len() as u64;
    if meta.len() > offset + header.len {
        // Checked before reading, so a huge stray file is not read into memory.
        return Err(LoadError::Corrupt(format!(
            "{} bytes, more than a table of {} entries takes",
            meta.len(),
            header.len
        )));
    }
    let mut head = vec![0u8; expected.len()];
    file.read_exact(&mut head).map_err(|_| LoadError::Corrupt("the header is cut short".into()))?;
    let fields = expected.len() - 8;
    if head[..fields] != expected[..fields] {
        return Err(LoadError::Corrupt("the header is not this pattern's".into()));
    }
    if meta.len() != offset + header.len {
        return Err(LoadError::Corrupt(format!(
            "{} table bytes instead of {}",
            meta.len() - offset,
            header.len
        )));
    }
    let sum = u64::from_le_bytes(head[fields..].try_into().expect("8 bytes"));
    Ok((file, Checked { meta, offset, sum }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        Header {
            shape: (3, 3),
            blank_goal: 8,
            pattern: vec![0, 1, 2],
            kind: TableKind::Plain,
            packed: false,
            len: 504,
        }
    }

    #[test]
    fn tables_round_trip_and_damage_is_caught() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("t.pdb");
        let table: Vec<u8> = (0..504).map(|i| (i % 7) as u8).collect();
        assert!(matches!(load(&path, &header()), Err(LoadError::Missing)));
        save(&path, &header(), &table).unwrap();
        assert_eq!(load(&path, &header()).unwrap(), table);

        let other = Header { pattern: vec![0, 1, 3], ..header() };
        assert!(matches!(load(&path, &other), Err(LoadError::Corrupt(_))));
        let zero_aware = Header { kind: TableKind::ZeroAware, ..header() };
        assert!(matches!(load(&path, &zero_aware), Err(LoadError::Corrupt(_))));
        let packed = Header { packed: true, ..header() };
        assert!(matches!(load(&path, &packed), Err(LoadError::Corrupt(_))));

        let mut bytes = fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        fs::write(&path, &bytes).unwrap();
        assert!(
            matches!(load(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("checksum"))
        );
        fs::write(&path, &bytes[..last]).unwrap();
        assert!(
            matches!(load(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("instead"))
        );
        fs::write(&path, &bytes[..10]).unwrap();
        assert!(matches!(load(&path, &header()), Err(LoadError::Corrupt(_))));
        bytes.push(0);
        fs::write(&path, &bytes).unwrap();
        assert!(
            matches!(load(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("more than"))
        );
    }

    #[test]
    fn the_checksum_read_in_chunks_is_the_checksum_of_the_whole() {
        for len in [0, 7, 8, (1 << 20) + 13, 3 << 20] {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 31 % 253) as u8).collect();
            let streamed = Checksum::of_read(&mut &bytes[..], len).unwrap();
            assert_eq!(streamed, checksum(&bytes), "{len} bytes");
        }
        assert!(Checksum::of_read(&mut &[1u8, 2][..], 3).is_err());
    }

    /// A table for [`header`] whose bytes cycle through `0..modulus`, saved as `t.pdb` in a
    /// fresh folder: the folder (removed when dropped), the file's path and the bytes.
    fn saved_table(modulus: usize) -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.pdb");
        let table: Vec<u8> = (0..504).map(|i| (i % modulus) as u8).collect();
        save(&path, &header(), &table).unwrap();
        (dir, path, table)
    }

    /// Stamps `path` as checked, as a run would once the file has settled.
    fn stamp_now(path: &Path, sum: u64) {
        let meta = fs::metadata(path).unwrap();
        let later = SystemTime::now() + stamp::SETTLED * 2;
        stamp::record(path, &meta, sum, later);
        assert!(stamp::vouches(path, &meta, sum));
    }

    #[test]
    fn opened_tables_are_checked_until_stamped_and_again_once_changed() {
        let (_dir, path, table) = saved_table(11);
        let opened = open(&path, &header()).unwrap();
        assert_eq!(*opened, table[..]);
        assert_eq!(opened.is_mapped(), cfg!(all(unix, target_pointer_width = "64")));
        // Just written: too fresh to stamp.
        assert!(!stamp::path_of(&path).exists());

        // A stamp for another checksum does not vouch: the file is checked and found sound.
        stamp_now(&path, 0);
        assert_eq!(*open(&path, &header()).unwrap(), table[..]);
        stamp_now(&path, checksum(&table));
        // A byte flipped in place changes the file's times, so the check comes back.
        std::thread::sleep(std::time::Duration::from_millis(50));
        let mut bytes = fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        fs::OpenOptions::new().write(true).open(&path).unwrap().write_all(&bytes).unwrap();
        assert!(
            matches!(open(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("checksum"))
        );
        // Truncation is caught whatever the stamp says.
        save(&path, &header(), &table).unwrap();
        stamp_now(&path, checksum(&table));
        let file = fs::OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(bytes.len() as u64 - 3).unwrap();
        assert!(
            matches!(open(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("instead"))
        );
    }

    #[test]
    fn no_stamp_vouches_for_another_file_or_when_it_is_unreadable() {
        let (dir, path, table) = saved_table(13);
        stamp_now(&path, checksum(&table));
        // A damaged copy put in its place (a new inode, the old times copied over) is checked.
        let mut bytes = fs::read(&path).unwrap();
        let middle = bytes.len() - 200;
        bytes[middle] ^= 4;
        let copy = dir.path().join("copy");
        fs::write(&copy, &bytes).unwrap();
        let old = fs::File::open(&path).unwrap().metadata().unwrap();
        fs::File::options()
            .write(true)
            .open(&copy)
            .unwrap()
            .set_modified(old.modified().unwrap())
            .unwrap();
        fs::rename(&copy, &path).unwrap();
        assert!(
            matches!(open(&path, &header()), Err(LoadError::Corrupt(m)) if m.contains("checksum"))
        );
        // A garbled stamp, or a folder where the stamp goes, vouches for nothing.
        fs::write(stamp::path_of(&path), "not a stamp").unwrap();
        assert!(matches!(open(&path, &header()), Err(LoadError::Corrupt(_))));
        fs::remove_file(stamp::path_of(&path)).unwrap();
        fs::create_dir(stamp::path_of(&path)).unwrap();
        assert!(matches!(open(&path, &header()), Err(LoadError::Corrupt(_))));
        // The sound table opens all the same, and the stamp that cannot be written is skipped.
        fs::remove_file(&path).unwrap();
        save(&path, &header(), &table).unwrap();
        stamp::record(
            &path,
            &fs::metadata(&path).unwrap(),
            checksum(&table),
            SystemTime::now() + stamp::SETTLED * 2,
        );
        assert_eq!(*open(&path, &header()).unwrap(), table[..]);
        assert!(stamp::path_of(&path).is_dir());
    }

    #[cfg(unix)]
    #[test]
    fn a_valid_stamp_spares_the_check() {
        // A file whose header promises the wrong checksum, stamped as if it had passed:
        // open trusts the stamp (this is what saves reading the whole table), load does not.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.pdb");
        let table = vec![7u8; 504];
        save(&path, &header(), &table).unwrap();
        let mut bytes = fs::read(&path).unwrap();
        let sum_at = bytes.len() - 504 - 8;
        bytes[sum_at] ^= 1;
        fs::write(&path, &bytes).unwrap();
        let promised = u64::from_le_bytes(bytes[sum_at..sum_at + 8].try_into().unwrap());
        assert!(matches!(open(&path, &header()), Err(LoadError::Corrupt(_))));
        stamp_now(&path, promised);
        assert_eq!(*open(&path, &header()).unwrap(), table[..]);
        assert!(matches!(load(&path, &header()), Err(LoadError::Corrupt(_))));
        // Saving a new file in its place leaves no stamp behind.
        save(&path, &header(), &table).unwrap();
        assert!(!stamp::path_of(&path).exists());
    }
}
