//! Pattern databases on disk: a small header naming the pattern, a checksum, the table.
//!
//! Layout (integers little-endian): the magic `SLPDB\x01\n\0`, then width, height, the
//! blank's goal square and k (one byte each), the k pattern squares, the table length (u64),
//! the checksum of the table (u64), and the table, one byte per placement.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

const MAGIC: &[u8; 8] = b"SLPDB\x01\n\0";

/// What a table file must hold to be the table asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Board width and height.
    pub shape: (u8, u8),
    /// The blank's goal square.
    pub blank_goal: u8,
    /// The pattern tiles' goal squares, in table order.
    pub pattern: Vec<u8>,
    /// Entries in the table.
    pub len: u64,
}

impl Header {
    fn encode(&self, checksum: u64) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend([
            self.shape.0,
            self.shape.1,
            self.blank_goal,
            self.pattern.len() as u8,
        ]);
        bytes.extend(&self.pattern);
        bytes.extend(self.len.to_le_bytes());
        bytes.extend(checksum.to_le_bytes());
        bytes
    }
}

/// A 64-bit checksum of `bytes` (a multiply–rotate mix of 8-byte words; not cryptographic,
/// but any flipped or lost byte changes it). Cost: about 0.2 ns per byte.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut words = bytes.chunks_exact(8);
    let mix = |h: u64, w: u64| (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
    let mut hash = (bytes.len() as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    for word in &mut words {
        hash = mix(hash, u64::from_le_bytes(word.try_into().expect("8 bytes")));
    }
    for &byte in words.remainder() {
        hash = mix(hash, u64::from(byte));
    }
    hash
}

/// Writes `table` under `header` to `path`, through a temporary file renamed into place so
/// that readers never see half a file. Cost: one pass over the table.
pub fn save(path: &Path, header: &Header, table: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    let mut file = io::BufWriter::new(fs::File::create(&temporary)?);
    file.write_all(&header.encode(checksum(table)))?;
    file.write_all(table)?;
    file.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    fs::rename(&temporary, path)
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
    // Opening a FIFO or a device could block or read forever: only plain files are read.
    match fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(LoadError::Missing),
        Err(e) => return Err(LoadError::Unreadable(e.to_string())),
        Ok(meta) if !meta.is_file() => {
            return Err(LoadError::Unreadable("not a regular file".into()))
        }
        Ok(_) => {}
    }
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(LoadError::Missing),
        Err(e) => return Err(LoadError::Unreadable(e.to_string())),
    };
    let expected = header.encode(0);
    let size = file
        .metadata()
        .map_err(|e| LoadError::Corrupt(e.to_string()))?
        .len();
    if size > expected.len() as u64 + header.len {
        // Checked before reading, so a huge stray file is not read into memory.
        return Err(LoadError::Corrupt(format!(
            "{size} bytes, more than a table of {} entries takes",
            header.len
        )));
    }
    let mut head = vec![0u8; expected.len()];
    file.read_exact(&mut head)
        .map_err(|_| LoadError::Corrupt("the header is cut short".into()))?;
    let fields = expected.len() - 8;
    if head[..fields] != expected[..fields] {
        return Err(LoadError::Corrupt(
            "the header is not this pattern's".into(),
        ));
    }
    let stored_sum = u64::from_le_bytes(head[fields..].try_into().expect("8 bytes"));
    let mut table = Vec::with_capacity(header.len as usize + 1);
    file.read_to_end(&mut table)
        .map_err(|e| LoadError::Corrupt(e.to_string()))?;
    if table.len() as u64 != header.len {
        return Err(LoadError::Corrupt(format!(
            "{} table bytes instead of {}",
            table.len(),
            header.len
        )));
    }
    if checksum(&table) != stored_sum {
        return Err(LoadError::Corrupt("the checksum does not match".into()));
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        Header {
            shape: (3, 3),
            blank_goal: 8,
            pattern: vec![0, 1, 2],
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

        let other = Header {
            pattern: vec![0, 1, 3],
            ..header()
        };
        assert!(matches!(load(&path, &other), Err(LoadError::Corrupt(_))));

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
}
