//! A table's bytes: built in memory, or mapped read-only from its cache file (`mmap` on
//! 64-bit Unix), so that a run pages in only the parts of a 519 MB table its search touches
//! instead of reading the whole file first. Where mapping is not available, files are read.

use std::fmt;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::ops::Deref;
use std::sync::Arc;

/// The bytes of a pattern database: owned, or a window of a file mapped into memory.
/// Dereferences to `[u8]`; clones share the bytes or the mapping rather than copy them.
///
/// ```
/// use npuzzle::pdb::TableBytes;
///
/// let table = TableBytes::from(vec![3u8, 1, 4]);
/// assert_eq!(table[2], 4);
/// assert_eq!(&*table, &[3, 1, 4]);
/// ```
#[derive(Clone)]
pub struct TableBytes {
    source: Source,
}

#[derive(Clone)]
enum Source {
    Owned(Arc<Vec<u8>>),
    Mapped { map: Arc<Mapping>, offset: usize, len: usize },
}

impl TableBytes {
    /// The `len` bytes of `file` from `offset`: mapped where the platform can, otherwise
    /// read. Cost: mapping is O(1) (pages come in as they are first read, from the page
    /// cache or the disk); reading is one pass over the bytes.
    pub fn of_file(file: &mut File, offset: u64, len: usize) -> io::Result<TableBytes> {
        let whole = offset as usize + len;
        if let Some(map) = Mapping::of(file, whole)? {
            let source = Source::Mapped { map: Arc::new(map), offset: offset as usize, len };
            return Ok(TableBytes { source });
        }
        file.seek(SeekFrom::Start(offset))?;
        let mut bytes = Vec::with_capacity(len);
        file.take(len as u64).read_to_end(&mut bytes)?;
        if bytes.len() != len {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        Ok(TableBytes::from(bytes))
    }

    /// The same bytes copied into memory of this process that the kernel is asked to back
    /// with huge pages (Linux's transparent huge pages), so that a long search's random
    /// reads over hundreds of megabytes miss the TLB less than on a file's 4 KiB pages;
    /// unchanged elsewhere. Cost: one copy (a fraction of a second for the 724 MB of the
    /// 5×5 tables), and the memory, no longer the page cache's to share between processes.
    pub fn in_huge_pages(self) -> TableBytes {
        if !cfg!(target_os = "linux") {
            return self;
        }
        let mut copy: Vec<u8> = Vec::with_capacity(self.len());
        advise_huge_pages(copy.as_ptr() as usize, copy.capacity());
        copy.extend_from_slice(&self);
        TableBytes::from(copy)
    }

    /// Whether the bytes are mapped from a file rather than held in memory.
    pub fn is_mapped(&self) -> bool {
        matches!(self.source, Source::Mapped { .. })
    }
}

impl From<Vec<u8>> for TableBytes {
    fn from(bytes: Vec<u8>) -> Self {
        TableBytes { source: Source::Owned(Arc::new(bytes)) }
    }
}

impl Deref for TableBytes {
    type Target = [u8];

    #[inline]
    fn deref(&self) -> &[u8] {
        match &self.source {
            Source::Owned(bytes) => bytes,
            Source::Mapped { map, offset, len } => &map.bytes()[*offset..*offset + *len],
        }
    }
}

impl PartialEq for TableBytes {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for TableBytes {}

impl fmt::Debug for TableBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.is_mapped() { "mapped" } else { "owned" };
        write!(f, "TableBytes({} bytes, {kind})", self.len())
    }
}

/// Asks the kernel to back the `len` bytes from address `start` (an allocation of ours)
/// with huge pages; a failure (no transparent huge pages) changes nothing.
#[cfg(target_os = "linux")]
pub(crate) fn advise_huge_pages(start: usize, len: usize) {
    const PAGE: usize = 4096;
    const MADV_HUGEPAGE: i32 = 14;
    extern "C" {
        fn madvise(addr: *mut u8, len: usize, advice: i32) -> i32;
    }
    let aligned = start.next_multiple_of(PAGE);
    let end = (start + len) / PAGE * PAGE;
    if end > aligned {
        // SAFETY: the range lies inside one live allocation of ours, page-aligned as
        // madvise requires; MADV_HUGEPAGE only changes how the kernel backs those pages,
        // never their contents, and a failure (no transparent huge pages) is harmless.
        unsafe {
            madvise(aligned as *mut u8, end - aligned, MADV_HUGEPAGE);
        }
    }
}

/// Huge pages are asked for on Linux alone.
#[cfg(not(target_os = "linux"))]
pub(crate) fn advise_huge_pages(_start: usize, _len: usize) {}

/// A whole file mapped read-only and private; unmapped when dropped.
struct Mapping {
    start: *const u8,
    len: usize,
}

// SAFETY: the mapping is read-only: nothing writes through it, so sharing and sending it
// between threads is as safe as sharing a `&[u8]`.
unsafe impl Send for Mapping {}
// SAFETY: as above.
unsafe impl Sync for Mapping {}

impl Mapping {
    fn bytes(&self) -> &[u8] {
        // SAFETY: `start` points at `len` readable bytes that stay mapped until `self` drops.
        unsafe { std::slice::from_raw_parts(self.start, self.len) }
    }
}

#[cfg(all(unix, target_pointer_width = "64"))]
mod sys {
    use std::os::raw::{c_int, c_void};

    pub const PROT_READ: c_int = 1;
    pub const MAP_PRIVATE: c_int = 2;

    extern "C" {
        pub fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: c_int,
            flags: c_int,
            fd: c_int,
            offset: i64,
        ) -> *mut c_void;
        pub fn munmap(addr: *mut c_void, len: usize) -> c_int;
    }
}

#[cfg(all(unix, target_pointer_width = "64"))]
impl Mapping {
    /// The first `len` bytes of `file` mapped, or `None` for an empty window.
    fn of(file: &File, len: usize) -> io::Result<Option<Mapping>> {
        use std::os::unix::io::AsRawFd;
        if len == 0 {
            return Ok(None);
        }
        // SAFETY: a fresh read-only private mapping of an open file descriptor; the kernel
        // checks the arguments and reports failure as MAP_FAILED (all bits set).
        let start = unsafe {
            sys::mmap(
                std::ptr::null_mut(),
                len,
                sys::PROT_READ,
                sys::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if start as usize == usize::MAX {
            return Err(io::Error::last_os_error());
        }
        Ok(Some(Mapping { start: start as *const u8, len }))
    }
}

#[cfg(all(unix, target_pointer_width = "64"))]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `start` and `len` are those `mmap` returned, unmapped only here, once.
        unsafe {
            sys::munmap(self.start as *mut _, self.len);
        }
    }
}

#[cfg(not(all(unix, target_pointer_width = "64")))]
impl Mapping {
    /// No mapping on this platform: files are read.
    fn of(_file: &File, _len: usize) -> io::Result<Option<Mapping>> {
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_window_of_a_file_reads_as_its_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t");
        let contents: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::File::create(&path).unwrap().write_all(&contents).unwrap();
        let mut file = File::open(&path).unwrap();
        let window = TableBytes::of_file(&mut file, 37, 90_000).unwrap();
        assert_eq!(&*window, &contents[37..90_037]);
        assert_eq!(window.is_mapped(), cfg!(all(unix, target_pointer_width = "64")));
        let copy = window.clone();
        drop(window);
        assert_eq!(copy, TableBytes::from(contents[37..90_037].to_vec()));
        assert!(format!("{copy:?}").contains("90000 bytes"));
        let empty = TableBytes::of_file(&mut file, 0, 0).unwrap();
        assert!(empty.is_empty());
    }
}
