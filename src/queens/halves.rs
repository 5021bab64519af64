//! Counting N-queens solutions by joining halves instead of enumerating them.
//!
//! Every row holds one queen, in the west half of the board or the east one. For each way
//! to choose the rows whose queen is in the east (a split), the placements of the east half
//! are the placements of its north and south quarters that take complementary columns and
//! leave each other's diagonals free, read from one table of quarter placements; the same
//! for the west. A solution is then a pair of an east and a west half whose diagonals do
//! not meet, and the pairs are counted, not listed (see `disjoint`).
//!
//! An odd board first places the queens of its middle row and middle column (one queen in
//! the centre, or two that the eight symmetries of the square move to a canonical pair,
//! counted eight times); the rest is split as on an even board. Splits that a mirror or a
//! flip of the board turns into each other are counted once, times their number.

use super::disjoint::{count_disjoint, Scratch};
use super::quarter::{Quarter, MAX_SIDE};
use super::spread::sum_over;
use crate::shard::Shard;

/// The largest board counted by halves: its quarters have side `MAX_SIDE`.
pub(super) const MAX_HALVES: usize = 2 * MAX_SIDE + 1;

/// The board, its quarter table and its starts.
pub(super) struct Halves {
    n: usize,
    /// Where the south quarter's rows and the east quarter's columns begin: n - n / 2.
    offset: usize,
    quarter: Quarter,
    starts: Vec<Start>,
}

/// The queens placed before the split (none on an even board): what they leave free and
/// how many boards of the count they stand for.
struct Start {
    /// The rows left to split, top to bottom.
    rows: Vec<usize>,
    /// The columns of the east and west quarters left free (bits within a quarter).
    east_columns: u32,
    west_columns: u32,
    /// The diagonals the placed queens take: bit `row + column`, bit `row - column + n - 1`.
    sums: u64,
    differences: u64,
    /// The boards this start stands for (its class under the symmetries of the square).
    weight: u64,
    /// Whether the splits themselves are counted once per class under mirror and flip.
    symmetric: bool,
}

/// One unit of work: the rows of a start whose queen is in the east half.
#[derive(Clone, Copy, Debug)]
pub(super) struct Split {
    /// Bit `i` for the start's `i`-th free row.
    east: u32,
    start: u16,
    /// The splits of the start this one stands for (1, 2 or 4).
    class: u16,
}

impl Halves {
    /// The counting of an `n`-queens board, `4 <= n <= MAX_HALVES`. Cost: the quarter
    /// table (`bytes(n)`); with the splits, about 0.7 s for n = 20 and 21 (counting one
    /// shard of 10,000 took 0.69 s).
    pub(super) fn new(n: usize) -> Halves {
        assert!((4..=MAX_HALVES).contains(&n), "n = {} is not counted by halves", n);
        let side = n / 2;
        let offset = n - side;
        Halves { n, offset, quarter: Quarter::new(side), starts: starts(n) }
    }

    /// The bytes counting `n` by halves takes, besides a few megabytes a thread.
    pub(super) fn bytes(n: usize) -> u64 {
        Quarter::bytes(n / 2) + splits_bound(n) * std::mem::size_of::<Split>() as u64
    }

    /// The splits, in a fixed order, each standing for its class.
    pub(super) fn splits(&self) -> Vec<Split> {
        let mut splits = Vec::new();
        for (index, start) in self.starts.iter().enumerate() {
            let free = start.rows.len();
            let east = start.east_columns.count_ones() as usize;
            for rows in subsets(free, east) {
                let class = if start.symmetric { class_size(rows, free) } else { Some(1) };
                if let Some(class) = class {
                    splits.push(Split { east: rows, start: index as u16, class });
                }
            }
        }
        splits
    }

    /// The solutions of one split, times the boards it stands for; `scratch` holds the
    /// halves between calls.
    pub(super) fn count(&self, split: Split, scratch: &mut Halved) -> u64 {
        let start = &self.starts[split.start as usize];
        let (mut north, mut south) = ([0u32; 2], [0u32; 2]);
        for (i, &row) in start.rows.iter().enumerate() {
            let side = (split.east >> i & 1) as usize;
            if row < self.n / 2 {
                north[side] |= 1 << row;
            } else {
                south[side] |= 1 << (row - self.offset);
            }
        }
        let h = self.offset;
        scratch.east.keys.clear();
        scratch.west.keys.clear();
        let east = Half { north: north[1], south: south[1], columns: start.east_columns };
        self.half(east, [(h, 0), (2 * h, h)], start, &mut scratch.east);
        if scratch.east.keys.is_empty() {
            return 0;
        }
        let west = Half { north: north[0], south: south[0], columns: start.west_columns };
        self.half(west, [(0, h), (h, 2 * h)], start, &mut scratch.west);
        let (east, west) = (&scratch.east.keys, &scratch.west.keys);
        u64::from(split.class) * start.weight * count_disjoint(east, west, &mut scratch.pairs)
    }

    /// Pushes onto `found.keys` the diagonals every placement of `half` takes where the
    /// other half's may too: its north quarter's placements joined with its south
    /// quarter's on the free columns, the quarters moved by `shifts` (of `row + column`
    /// and of `row - column`), neither on a diagonal of the start.
    fn half(&self, half: Half, shifts: [(usize, usize); 2], start: &Start, found: &mut Found) {
        let q = &self.quarter;
        if !q.has_rows(half.north) || !q.has_rows(half.south) {
            return;
        }
        let (h, width) = (self.offset, 2 * q.side() - 1);
        let mask = (1u64 << width) - 1;
        let key = |s: u64, d: u64| (s >> h) & mask | ((d >> h) & mask) << width;
        let moved = |diagonals: u64, (sum, difference): (usize, usize)| {
            ((diagonals & 0xFFFF_FFFF) << sum, (diagonals >> 32) << difference)
        };
        let free = |(s, d): (u64, u64)| s & start.sums == 0 && d & start.differences == 0;
        for &north_columns in q.columns_of_size(half.north.count_ones() as usize) {
            if north_columns & !half.columns != 0 {
                continue;
            }
            let south = q.group(half.south, half.columns ^ north_columns);
            found.south.clear();
            for &placed in south {
                let (s, d) = moved(placed, shifts[1]);
                if free((s, d)) {
                    found.south.push([s, d, key(s, d)]);
                }
            }
            for &north in q.group(half.north, north_columns) {
                let (s, d) = moved(north, shifts[0]);
                if !free((s, d)) {
                    continue;
                }
                let north_key = key(s, d);
                for &[south_s, south_d, south_key] in &found.south {
                    if s & south_s | d & south_d == 0 {
                        found.keys.push(north_key | south_key);
                    }
                }
            }
        }
    }
}

/// The rows and columns of one half: rows within each quarter, columns within a quarter.
#[derive(Clone, Copy)]
struct Half {
    north: u32,
    south: u32,
    columns: u32,
}

/// A half's placements being found: their keys, and a south group moved into place (its
/// sums, differences and key).
#[derive(Default)]
struct Found {
    keys: Vec<u64>,
    south: Vec<[u64; 3]>,
}

/// A thread's buffers for [`Halves::count`].
#[derive(Default)]
pub(super) struct Halved {
    east: Found,
    west: Found,
    pairs: Scratch,
}

/// The starts of an `n`-queens board: one with no queen on an even board; on an odd one,
/// the centre queen, and each pair (middle column's queen `x` rows below the centre, middle
/// row's `y` columns right of it) with `x > y > 0`, which stands for the 8 pairs the
/// symmetries of the square make of it.
fn starts(n: usize) -> Vec<Start> {
    let (side, offset) = (n / 2, n - n / 2);
    let all = (1u32 << side) - 1;
    let free = |taken: &[usize]| (0..n).filter(|row| !taken.contains(row)).collect();
    if n % 2 == 0 {
        let (rows, weight) = (free(&[]), 1);
        let (sums, differences, symmetric) = (0, 0, true);
        return vec![Start {
            rows,
            east_columns: all,
            west_columns: all,
            sums,
            differences,
            weight,
            symmetric,
        }];
    }
    let middle = side;
    let diagonals = |queens: &[(usize, usize)]| {
        let sums = queens.iter().fold(0u64, |d, &(r, c)| d | 1 << (r + c));
        (sums, queens.iter().fold(0u64, |d, &(r, c)| d | 1 << (r + n - 1 - c)))
    };
    let (sums, differences) = diagonals(&[(middle, middle)]);
    let centre = Start {
        rows: free(&[middle]),
        east_columns: all,
        west_columns: all,
        sums,
        differences,
        weight: 1,
        symmetric: true,
    };
    let mut starts = vec![centre];
    for x in 1..=side {
        for y in 1..x {
            let (row, column) = (middle + x, middle + y);
            let (sums, differences) = diagonals(&[(row, middle), (middle, column)]);
            starts.push(Start {
                rows: free(&[middle, row]),
                east_columns: all & !(1 << (column - offset)),
                west_columns: all,
                sums,
                differences,
                weight: 8,
                symmetric: false,
            });
        }
    }
    starts
}

/// The subsets of `size` of `0..free`, as bits, in increasing order.
fn subsets(free: usize, size: usize) -> impl Iterator<Item = u32> {
    let first = if size == 0 { 0 } else { (1u32 << size) - 1 };
    let end = 1u64 << free;
    let mut next = Some(first);
    std::iter::from_fn(move || {
        let current = next?;
        next = if current == 0 {
            None
        } else {
            // The next larger number with as many bits (Gosper's hack).
            let low = current & current.wrapping_neg();
            let ripple = current + low;
            let following = ripple | (((current ^ ripple) >> 2) / low);
            (u64::from(following) < end && ripple != 0).then_some(following)
        };
        Some(current)
    })
}

/// The size of the class of split `rows` (of `free` rows, symmetric under the flip of
/// the board) under the mirror (the other rows go east) and the flip (the rows read
/// bottom up), if `rows` is the smallest of its class; `None` otherwise.
fn class_size(rows: u32, free: usize) -> Option<u16> {
    let all = if free == 32 { u32::MAX } else { (1u32 << free) - 1 };
    let flipped = rows.reverse_bits() >> (32 - free);
    let class = [rows, all ^ rows, flipped, all ^ flipped];
    if class.iter().any(|&other| other < rows) {
        return None;
    }
    Some(if flipped == rows || flipped == all ^ rows { 2 } else { 4 })
}

/// At most how many splits an `n`-queens board has: the subsets of half the free rows
/// of each start.
fn splits_bound(n: usize) -> u64 {
    let choose = |n: u64, k: u64| (0..k).fold(1u64, |c, i| c * (n - i) / (i + 1));
    let (n, side) = (n as u64, n as u64 / 2);
    match n % 2 {
        0 => choose(n, side),
        _ => choose(n - 1, side) + side * (side - 1) / 2 * choose(n - 2, side),
    }
}

/// The count of shard `shard` of an `n`-queens board by halves, on `threads` threads:
/// the shard's splits are every `shard.of`-th one, from the `shard.index`-th;
/// `progress(done, splits)` is called as they are counted.
pub(super) fn count_shard(
    n: usize,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> u64 {
    let halves = Halves::new(n);
    let mine = |(i, split): (usize, Split)| (i % shard.of + 1 == shard.index).then_some(split);
    let splits: Vec<Split> = halves.splits().into_iter().enumerate().filter_map(mine).collect();
    sum_over(&splits, threads, TAKEN, progress, |&split, scratch| halves.count(split, scratch))
}

/// The splits a thread takes at a time.
const TAKEN: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_add_up_to_the_whole() {
        // OEIS A000170 for N = 12, 13 and 16; odd boards and even, in shards of every size
        // up to one split each (N = 12 and 13) and more shards than splits.
        for (n, total) in [(12, 14_200), (13, 73_712), (16, 14_772_512)] {
            let splits = Halves::new(n).splits().len();
            let sizes = if n < 16 { vec![2, 5, 64, splits, splits + 3] } else { vec![3, 8] };
            for of in sizes {
                let shard = |index| count_shard(n, Shard { index, of }, 2, &|_, _| {});
                assert_eq!((1..=of).map(shard).sum::<u64>(), total, "n = {n}, {of} shards");
            }
        }
    }

    #[test]
    fn splits_are_counted_once_per_class() {
        // Every split of the even board, weighted, is each subset of half the rows once.
        let halves = Halves::new(10);
        let weights: u64 = halves.splits().iter().map(|split| u64::from(split.class)).sum();
        assert_eq!(weights, 252, "10 choose 5");
        // On an odd board the 8 symmetries of the square give every pair of middle queens.
        let odd = starts(11);
        let pairs: u64 = odd.iter().map(|start| start.weight).sum();
        assert_eq!(pairs, 1 + 4 * 5 * 4, "the centre, and x, y in ±1..=±5 with |x| != |y|");
    }

    #[test]
    fn splits_stay_within_their_bound() {
        for n in 4..=17 {
            let halves = Halves::new(n);
            assert!(halves.splits().len() as u64 <= splits_bound(n), "n = {n}");
        }
    }

    #[test]
    fn subsets_come_in_order_and_each_once() {
        let listed: Vec<u32> = subsets(6, 3).collect();
        let wanted: Vec<u32> = (0..64).filter(|x: &u32| x.count_ones() == 3).collect();
        assert_eq!(listed, wanted);
        assert_eq!(subsets(4, 0).collect::<Vec<_>>(), [0]);
        assert_eq!(subsets(3, 3).collect::<Vec<_>>(), [7]);
    }
}
