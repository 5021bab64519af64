//! What building a group's table takes, estimated before it starts: entries, peak memory
//! and core seconds.

use super::layout::PairLayout;
use crate::pdb::numbering::partition::entries;
use searchlab::cells::Shape;

/// What building one group's table takes: its entries (bytes, in memory and on disk), the
/// peak memory of its build (the table and the marks) and the build's work in seconds of
/// one core, from the number of moves the search follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BuildCost {
    /// Entries of the table, one byte each.
    pub entries: u64,
    /// Bytes the build holds at its peak.
    pub peak_bytes: u64,
    /// Seconds of one core, about (the 15-puzzle's 8-tile table: 6.6 billion moves).
    pub core_seconds: f64,
}

/// Nanoseconds one core spends per move the build follows while a block's slots and moves
/// stay in the core's cache: measured on the 15-puzzle's 7- and 8-tile tables (10 to 11 ns;
/// 1.3 MB a block for 8 tiles).
const NANOSECONDS_PER_MOVE: f64 = 10.0;

/// The same when a block's slots and moves do not fit [`CACHED_BLOCK_BYTES`]: measured on
/// the 5×5 board's 6-tile tables (6.3 MB a block), 17.3 s a table on 2 threads for 1.94
/// billion moves, 18 ns a move.
const NANOSECONDS_PER_UNCACHED_MOVE: f64 = 18.0;

/// The largest block (slots and moves) the build reads at the cached rate.
const CACHED_BLOCK_BYTES: u64 = 2 << 20;

/// What building the table of a group of `tiles` tiles on `shape` takes. Cost: the
/// layout's setup, O(C(n, k)·n·k) (milliseconds).
pub fn build_cost(shape: Shape, tiles: usize) -> BuildCost {
    let entries = entries(shape, tiles);
    let layout = PairLayout::new(shape, tiles);
    let orders = u64::from(layout.pairs().orders());
    let nanoseconds = if layout.block_bytes() <= CACHED_BLOCK_BYTES {
        NANOSECONDS_PER_MOVE
    } else {
        NANOSECONDS_PER_UNCACHED_MOVE
    };
    BuildCost {
        entries,
        peak_bytes: entries + orders * u64::from(layout.pairs().block()) / 4,
        core_seconds: (orders * layout.moves()) as f64 * nanoseconds * 1e-9,
    }
}
