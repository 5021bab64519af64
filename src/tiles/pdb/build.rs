//! Building an additive pattern database by breadth-first search over pattern placements,
//! counting only the moves of pattern tiles (Korf and Felner, 2002).

use super::Placements;
use crate::tiles::Shape;
use std::sync::atomic::{AtomicU16, AtomicU64, AtomicU8, AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

/// The value of a placement the search never reached (it cannot occur in solvable boards).
pub const UNREACHED: u8 = u8::MAX;

/// Entries of a layer handed to a worker at a time.
const CHUNK: usize = 1 << 12;

/// For every placement of the pattern tiles (whose goal squares are `pattern`, in order),
/// the fewest moves *of pattern tiles* that bring them home on a board of `shape` (at most
/// 16 squares) whose goal puts the blank on `blank_goal`. Other tiles are indistinct and
/// their moves are free, so tables of disjoint patterns add up to an admissible estimate.
///
/// The search runs on pairs (placement, blank region): the free squares the blank can reach
/// without moving a pattern tile, a bit mask. A pattern tile next to the region may slide
/// into it (cost 1), leaving the blank in its old square. Layers are expanded by `threads`
/// workers; `progress(placements reached, placements)` is called about ten times a second.
///
/// Cost: one byte per placement (n!/(n−k)!) for the table, two more for the regions seen,
/// eight per pair in the two largest layers; time about 100 ns per pair edge. Groups have
/// at most 12 tiles.
pub fn build(
    shape: Shape,
    pattern: &[u8],
    blank_goal: usize,
    threads: usize,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Vec<u8> {
    let squares = shape.squares();
    assert!(pattern.len() <= 12, "at most 12 tiles a group");
    let placements = Placements::new(squares, pattern.len());
    let count = placements.count();
    let board = Masks::new(shape);
    let seen: Vec<AtomicU16> = filled(count, || AtomicU16::new(0));
    let table: Vec<AtomicU8> = filled(count, || AtomicU8::new(UNREACHED));
    let reached = AtomicU64::new(1);

    let home = placements.rank(pattern);
    let free = board.all & !pattern.iter().fold(0, |m, &s| m | 1 << s);
    let region = board.flood(1 << blank_goal, free);
    seen[home as usize].store(region, Relaxed);
    table[home as usize].store(0, Relaxed);
    let mut layer = vec![pack(pattern, region)];
    let expander = Expander {
        placements,
        board: &board,
        seen: &seen,
        table: &table,
        reached: &reached,
        tiles: pattern.len(),
    };
    let mut depth = 0u8;
    while !layer.is_empty() {
        let cursor = AtomicUsize::new(0);
        let expand = || {
            let mut next = expander.expand_layer(&layer, &cursor, depth + 1);
            // Tile 0 packs highest, so sorted pairs come in about rank order: their
            // children fall near each other in the seen array and mostly hit the cache
            // when the next layer is expanded.
            next.sort_unstable();
            next
        };
        let next: Vec<Vec<u64>> = thread::scope(|scope| {
            let (done, finished) = mpsc::channel();
            // A worker the system refuses to start is left out; the others share its part.
            let workers: Vec<_> = (0..threads.max(1))
                .map_while(|_| {
                    let done = done.clone();
                    let expand = &expand;
                    thread::Builder::new()
                        .spawn_scoped(scope, move || {
                            let next = expand();
                            let _ = done.send(());
                            next
                        })
                        .ok()
                })
                .collect();
            drop(done);
            if workers.is_empty() {
                return vec![expand()];
            }
            while let Err(RecvTimeoutError::Timeout) =
                finished.recv_timeout(Duration::from_millis(100))
            {
                progress(reached.load(Relaxed), count);
            }
            workers
                .into_iter()
                .map(|w| w.join().expect("a pattern database worker panicked"))
                .collect()
        });
        layer = next.concat();
        depth += 1;
    }
    progress(reached.load(Relaxed), count);
    table.into_iter().map(AtomicU8::into_inner).collect()
}

/// A vector of `count` values made by `make`, asking the kernel for huge pages first where
/// it can: the build reads these arrays at random, and with 4 KiB pages many reads of a
/// large table also miss the TLB (the 7-8 build takes 173 s with huge pages, 206 s without).
fn filled<T>(count: u64, make: impl FnMut() -> T) -> Vec<T> {
    let mut values = Vec::with_capacity(count as usize);
    advise_huge_pages(
        values.as_mut_ptr() as usize,
        values.capacity() * std::mem::size_of::<T>(),
    );
    values.extend(std::iter::repeat_with(make).take(count as usize));
    values
}

#[cfg(target_os = "linux")]
fn advise_huge_pages(start: usize, len: usize) {
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

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: usize, _len: usize) {}

/// A layer entry: the tiles' squares, 4 bits each (at most 12 tiles, the first tile
/// highest), above the region.
fn pack(squares: &[u8], region: u16) -> u64 {
    squares
        .iter()
        .fold(0u64, |packed, &s| packed << 4 | u64::from(s))
        << 16
        | u64::from(region)
}

fn unpack(pair: u64, squares: &mut [u8]) -> u16 {
    let mut bits = pair >> 16;
    for square in squares.iter_mut().rev() {
        *square = (bits & 15) as u8;
        bits >>= 4;
    }
    pair as u16
}

/// Bit masks of a board's squares: all of them, each square's neighbours, and the squares
/// off the first and off the last column (where a shift by one may land).
struct Masks {
    all: u16,
    neighbours: Vec<u16>,
    not_first_column: u16,
    not_last_column: u16,
    width: u32,
}

impl Masks {
    fn new(shape: Shape) -> Self {
        let squares = shape.squares();
        let neighbours = (0..squares)
            .map(|s| {
                crate::tiles::LEX_ORDER
                    .iter()
                    .filter_map(|&m| shape.neighbour(s, m))
                    .fold(0u16, |mask, t| mask | 1 << t)
            })
            .collect();
        let width = shape.width();
        let column = |c: usize| {
            (0..squares)
                .filter(|s| s % width == c)
                .fold(0u16, |m, s| m | 1 << s)
        };
        let all = ((1u32 << squares) - 1) as u16;
        Masks {
            all,
            neighbours,
            not_first_column: all & !column(0),
            not_last_column: all & !column(width - 1),
            width: width as u32,
        }
    }

    /// The squares of `free` connected to `start` through `free`: grows the region by all
    /// four shifts at once until it stops growing. Cost: O(diameter) word operations.
    fn flood(&self, start: u16, free: u16) -> u16 {
        let mut region = start;
        loop {
            let grown = region
                | region << self.width
                | region >> self.width
                | (region << 1) & self.not_first_column
                | (region >> 1) & self.not_last_column;
            let grown = grown & (free | start);
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// What the workers of one build share.
struct Expander<'a> {
    placements: Placements,
    board: &'a Masks,
    seen: &'a [AtomicU16],
    table: &'a [AtomicU8],
    reached: &'a AtomicU64,
    tiles: usize,
}

impl Expander<'_> {
    /// Takes chunks of `layer` until none is left; returns the pairs first seen at `depth`.
    fn expand_layer(&self, layer: &[u64], cursor: &AtomicUsize, depth: u8) -> Vec<u64> {
        let mut next = Vec::new();
        let mut squares = [0u8; 16];
        loop {
            let start = cursor.fetch_add(CHUNK, Relaxed);
            if start >= layer.len() {
                return next;
            }
            let mut new_placements = 0;
            for &pair in &layer[start..layer.len().min(start + CHUNK)] {
                let squares = &mut squares[..self.tiles];
                let region = unpack(pair, squares);
                new_placements += self.expand(squares, region, depth, &mut next);
            }
            self.reached.fetch_add(new_placements, Relaxed);
        }
    }

    /// Slides each pattern tile next to `region` into it, recording new pairs in `next`;
    /// returns how many placements were reached for the first time.
    ///
    /// Two passes: the first ranks every child and reads its seen mask, the second
    /// flood-fills only the children whose region is new (most are not).
    fn expand(&self, squares: &mut [u8], region: u16, depth: u8, next: &mut Vec<u64>) -> u64 {
        let taken = squares.iter().fold(0u16, |m, &s| m | 1 << s);
        let mut children = [(0u32, 0u16, 0u8, 0u8); 4 * 12];
        let mut count = 0;
        for i in 0..squares.len() {
            let from = squares[i];
            let mut targets = self.board.neighbours[usize::from(from)] & region;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                squares[i] = to;
                let rank = self.placements.rank(squares);
                children[count] = (rank, self.seen[rank as usize].load(Relaxed), i as u8, to);
                count += 1;
            }
            squares[i] = from;
        }
        let mut new_placements = 0;
        for &(rank, seen, i, to) in &children[..count] {
            let from = squares[usize::from(i)];
            // The blank's new region holds the square the tile left, and regions of one
            // placement are disjoint, so that one bit tells whether the pair was seen.
            if seen & 1 << from != 0 {
                continue;
            }
            let free = self.board.all & !(taken ^ 1 << from ^ 1 << to);
            let new_region = self.board.flood(1 << from, free);
            let old = self.seen[rank as usize].fetch_or(new_region, Relaxed);
            if old & new_region == 0 {
                if old == 0 {
                    self.table[rank as usize].store(depth, Relaxed);
                    new_placements += 1;
                }
                squares[usize::from(i)] = to;
                next.push(pack(squares, new_region));
                squares[usize::from(i)] = from;
            }
        }
        new_placements
    }
}
