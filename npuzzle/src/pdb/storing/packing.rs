//! Zero-aware tables at two bits an entry. Every move of a group's tile changes both the
//! group's table value and its tiles' Manhattan distance by one, so the value less the
//! distance is even; half of it is below 4 for all but about a thousandth of the entries of
//! the 24-puzzle's groups of six and seven (BENCHMARKS.md). An entry keeps that half,
//! capped at 3, and a lookup adds the distance back. The cap only lowers values, so the
//! estimate stays admissible; the table takes a quarter of the bytes.

use crate::pdb::building::build::TableKind;
use searchlab::cells::Shape;
use std::ops::Range;

/// The most squares of a board whose tables are packed (as many as a numbering handles).
const SQUARES: usize = 32;

/// Bits an entry.
pub const BITS: u32 = 2;

/// The largest half-difference an entry holds.
pub const CAP: u8 = (1 << BITS) - 1;

/// Entries per byte.
pub const PER_BYTE: usize = 8 / BITS as usize;

/// Tables of fewer entries are kept a byte an entry: reading a packed entry costs the sum
/// of its floor, about a fifth of the search's speed on the 6-6-6-6 tables of the 24-puzzle
/// (BENCHMARKS.md), which in bytes take 181 MB a table.
pub const PACK_FROM: u64 = 1 << 30;

/// Whether a table of `kind` and `entries` entries is kept packed: zero-aware tables of at
/// least [`PACK_FROM`] entries (the 24-puzzle's groups of seven: 4.1 GB a byte an entry).
pub fn packs(kind: TableKind, entries: u64) -> bool {
    kind == TableKind::ZeroAware && entries >= PACK_FROM
}

/// The bytes a table of `kind` and `entries` entries is kept in: a byte an entry, or a
/// quarter of that when it [`packs`].
pub fn stored_bytes(kind: TableKind, entries: u64) -> u64 {
    match packs(kind, entries) {
        true => entries.div_ceil(PER_BYTE as u64),
        false => entries,
    }
}

/// Each tile's Manhattan distance from every square to its goal square, for a group whose
/// goal squares are a table's pattern (in the table's frame, in table order): the floor that
/// a two-bit entry is read above.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Floors {
    distance: Vec<[u8; SQUARES]>,
}

impl Floors {
    /// The distances of `pattern`'s tiles on `shape`. Cost: O(k·n).
    pub fn new(shape: Shape, pattern: &[u8]) -> Self {
        let distance = pattern
            .iter()
            .map(|&goal| {
                std::array::from_fn(|square| match square < shape.squares() {
                    true => shape.manhattan(square, usize::from(goal)) as u8,
                    false => 0,
                })
            })
            .collect();
        Floors { distance }
    }

    /// The Manhattan distance of tile i on `squares[i]`. Cost: k reads of a small array.
    #[inline(always)]
    pub fn floor(&self, squares: &[u8]) -> u8 {
        squares.iter().zip(&self.distance).map(|(&s, d)| d[usize::from(s)]).sum()
    }
}

/// The two-bit entry `index` of `packed`.
#[inline(always)]
pub fn code(packed: &[u8], index: usize) -> u8 {
    packed[index / PER_BYTE] >> (BITS as usize * (index % PER_BYTE)) & CAP
}

/// Walks entries with their placements: `placements(range, visit)` calls `visit(entry,
/// squares)` for every entry of `range`, in order (see `Numbering::for_each_placement`).
pub type PlacementWalk<'a> = &'a (dyn Fn(Range<u64>, &mut dyn FnMut(u64, &[u8])) + Sync);

/// `bytes`, a table of a byte per entry, packed at two bits an entry above `floors`, on
/// `threads` threads, the entries' placements walked by `placements`. Entries no board
/// reaches (at least `unreached`) are packed as [`CAP`]. Cost: O(k) per entry (under a
/// minute for a group of seven of the 24-puzzle), and a quarter of the bytes.
pub fn pack(
    bytes: &[u8],
    floors: &Floors,
    unreached: u8,
    threads: usize,
    placements: PlacementWalk,
) -> Vec<u8> {
    let mut packed = vec![0u8; bytes.len().div_ceil(PER_BYTE)];
    let chunk = packed.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        for (c, out) in packed.chunks_mut(chunk).enumerate() {
            scope.spawn(move || {
                let first = (c * chunk * PER_BYTE) as u64;
                let last = (first + (out.len() * PER_BYTE) as u64).min(bytes.len() as u64);
                placements(first..last, &mut |entry, squares| {
                    let value = bytes[entry as usize];
                    let code = match value >= unreached {
                        true => CAP,
                        false => {
                            let floor = floors.floor(squares);
                            debug_assert!(value >= floor && (value - floor) % 2 == 0);
                            ((value - floor) / 2).min(CAP)
                        }
                    };
                    let at = (entry - first) as usize;
                    out[at / PER_BYTE] |= code << (BITS as usize * (at % PER_BYTE));
                });
            });
        }
    });
    packed
}
