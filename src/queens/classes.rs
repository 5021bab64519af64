//! Counting one part of the N-queens solutions, one solution per symmetry class (the
//! "Takaken" method, a refinement of the mirror symmetry).
//!
//! Every class of solutions is met once, from one of two kinds of prefix:
//! - corner: the first row's queen in the corner (column 0), the second row's in column
//!   `bound1`, and no queen in column 1 above row `bound1`; each solution counts for 8;
//! - side: the first row's queen in column `bound1`, left of the middle; the side columns
//!   (0 and n − 1) are taken only by rows `bound1..=n − 1 − bound1`, the last row's queen
//!   keeps `bound1` columns away from the sides; a solution counts 2, 4 or 8 by comparing
//!   it with its rotations, or not at all when a rotation is smaller (then another part
//!   counts it).
//!
//! All these rules are per-row masks of allowed columns, except one early cut at row
//! `n − 1 − bound1`. A queen is placed only when the next three rows keep a free square
//! (seen from the queens so far). The last three rows are not searched: their completions
//! are read from a 4,608-entry table indexed by which of the three columns left each row
//! may take and by the gaps between those columns, unless a side solution there could tie
//! with a rotation (then they are searched, to compare).

use super::MAX_COUNT;

/// Rows at the bottom of the board counted by table lookup rather than searched.
const TABLE_ROWS: usize = 3;

/// The number of completions of the last three rows, indexed by `avail | gaps << 9`:
/// bit `3k + i` of `avail` says that row `k` of the three may take the `i`-th lowest of the
/// three free columns; `gaps` is `3 (g1 − 1) + (g2 − 1)` for the gaps between those
/// columns, each capped at 3 (from 3 on, queens at most two rows apart cannot share a
/// diagonal). Built at compile time.
const BOTTOM: [u8; 512 * 9] = bottom_table();

const fn bottom_table() -> [u8; 512 * 9] {
    // Few steps, for the const evaluator of old compilers (Rust 1.63 stops at a million):
    // each order of the three columns that keeps the queens off each other's diagonals
    // adds one to every `avail` that holds the three squares it needs.
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0u8; 512 * 9];
    let mut gaps = 0;
    while gaps < 9 {
        let first = gaps / 3 + 1;
        let position: [usize; 3] = [0, first, first + gaps % 3 + 1];
        let mut order = 0;
        while order < 6 {
            // Row k of the three takes column ORDERS[order][k].
            let columns = ORDERS[order];
            let at = [
                position[columns[0]],
                position[columns[1]],
                position[columns[2]],
            ];
            if at[0].abs_diff(at[1]) != 1
                && at[1].abs_diff(at[2]) != 1
                && at[0].abs_diff(at[2]) != 2
            {
                let need = 1 << columns[0] | 1 << (3 + columns[1]) | 1 << (6 + columns[2]);
                let mut avail = need;
                loop {
                    table[avail | gaps << 9] += 1;
                    if avail == 511 {
                        break;
                    }
                    avail = (avail + 1) | need;
                }
            }
            order += 1;
        }
        gaps += 1;
    }
    table
}

/// The search below one prefix: its rules, the queens placed and the classes counted.
/// Queens are single bits of a row mask, bit 0 being column 0.
pub(super) struct Part {
    n: usize,
    /// Whether the first row's queen is in the corner.
    corner: bool,
    bound1: usize,
    /// The row by which both side columns must be taken (side parts; `usize::MAX` for corner
    /// parts, where it never applies).
    bound2: usize,
    /// Per row: the columns its queen may take under the part's rules.
    allowed: [u64; MAX_COUNT],
    /// The queen of each row placed so far.
    board: [u64; MAX_COUNT],
    side_mask: u64,
    top_bit: u64,
    end_bit: u64,
    count8: u64,
    count4: u64,
    count2: u64,
}

/// The attack masks after some rows: diagonals going right-down (`left`, shifted left each
/// row), columns taken, diagonals going left-down.
#[derive(Clone, Copy, Debug)]
pub(super) struct Masks {
    left: u64,
    down: u64,
    right: u64,
}

impl Masks {
    fn place(self, bit: u64) -> Masks {
        Masks {
            left: (self.left | bit) << 1,
            down: self.down | bit,
            right: (self.right | bit) >> 1,
        }
    }
}

impl Part {
    /// The part that `prefix` (the 0-based columns of the first rows) belongs to, with the
    /// prefix placed, and the masks for the row after it. `n` must be in `6..=MAX_COUNT`
    /// and the prefix one that `roots` and `children` produce. Cost: O(n).
    pub(super) fn at(n: usize, prefix: &[u8]) -> (Part, Masks) {
        let corner = prefix[0] == 0;
        let bound1 = if corner { prefix[1] } else { prefix[0] } as usize;
        let mask = (1u64 << n) - 1;
        let top_bit = 1u64 << (n - 1);
        let side_mask = top_bit | 1;
        let mut allowed = [mask; MAX_COUNT];
        let mut end_bit = top_bit >> 1;
        let bound2 = if corner {
            for row in allowed.iter_mut().take(bound1) {
                *row &= !2;
            }
            usize::MAX
        } else {
            let bound2 = n - 1 - bound1;
            // The last row keeps bound1 columns away from each side.
            let mut last_mask = side_mask;
            for _ in 1..bound1 {
                last_mask |= (last_mask >> 1) | (last_mask << 1);
                end_bit >>= 1;
            }
            for (row, allowed) in allowed.iter_mut().enumerate().take(n) {
                if row < bound1 || row > bound2 {
                    *allowed &= !side_mask;
                }
            }
            allowed[n - 1] &= !last_mask;
            bound2
        };
        let mut part = Part {
            n,
            corner,
            bound1,
            bound2,
            allowed,
            board: [0; MAX_COUNT],
            side_mask,
            top_bit,
            end_bit,
            count8: 0,
            count4: 0,
            count2: 0,
        };
        let mut masks = Masks {
            left: 0,
            down: 0,
            right: 0,
        };
        for (row, &column) in prefix.iter().enumerate() {
            part.board[row] = 1 << column;
            masks = masks.place(1 << column);
        }
        (part, masks)
    }

    /// The prefixes every part starts from: `[0, bound1]` for the corner parts and
    /// `[bound1]` for the side parts. `n` must be in `6..=MAX_COUNT`.
    pub(super) fn roots(n: usize) -> Vec<Vec<u8>> {
        let corners = (2..n - 1).map(|bound1| vec![0, bound1 as u8]);
        let sides = (1..)
            .take_while(|&bound1| bound1 < n - 2 - (bound1 - 1))
            .map(|bound1| vec![bound1 as u8]);
        corners.chain(sides).collect()
    }

    /// Whether the rows after `prefix` are still searched one by one (not by table), so
    /// that the prefix can be split by the next row's queen.
    pub(super) fn can_deepen(n: usize, prefix: &[u8]) -> bool {
        prefix.len() + TABLE_ROWS < n
    }

    /// The columns the row after `prefix` may take, lowest first; `prefix` must be one
    /// that `can_deepen`. Cost: O(n).
    pub(super) fn children(n: usize, prefix: &[u8]) -> Vec<u8> {
        let (part, masks) = Part::at(n, prefix);
        let mut free = part.free::<false>(prefix.len(), masks);
        let mut columns = Vec::new();
        while free != 0 {
            columns.push(free.trailing_zeros() as u8);
            free &= free - 1;
        }
        columns
    }

    /// The number of search nodes within `depth` rows below `prefix`: a deterministic
    /// estimate of the work under it. Cost: that many nodes.
    pub(super) fn probe(n: usize, prefix: &[u8], depth: usize) -> u64 {
        let (part, masks) = Part::at(n, prefix);
        part.nodes(prefix.len(), masks, depth)
    }

    /// The number of solutions below `prefix`, each class counted with its size.
    /// Cost: exponential in the rows left.
    pub(super) fn count(n: usize, prefix: &[u8]) -> u64 {
        let (mut part, masks) = Part::at(n, prefix);
        if part.corner {
            part.descend::<true>(prefix.len(), masks.left, masks.down, masks.right);
        } else {
            part.descend::<false>(prefix.len(), masks.left, masks.down, masks.right);
        }
        8 * part.count8 + 4 * part.count4 + 2 * part.count2
    }

    /// The columns `row` may take after `masks`, with the early cut at row `bound2`: both
    /// side columns must be taken by then, so with neither taken nothing fits, and with one
    /// taken only the other does.
    #[inline(always)]
    fn free<const CORNER: bool>(&self, row: usize, masks: Masks) -> u64 {
        let free = self.allowed[row] & !(masks.left | masks.down | masks.right);
        if CORNER || row != self.bound2 {
            return free;
        }
        match masks.down & self.side_mask {
            0 => 0,
            taken if taken == self.side_mask => free,
            _ => free & self.side_mask,
        }
    }

    fn nodes(&self, row: usize, masks: Masks, depth: usize) -> u64 {
        if depth == 0 || row + TABLE_ROWS >= self.n {
            return 1;
        }
        let mut free = self.free::<false>(row, masks);
        let mut total = 1;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += self.nodes(row + 1, masks.place(bit), depth - 1);
        }
        total
    }

    /// Searches the rows from `row` on, for a corner part when `CORNER` (known at compile
    /// time, so that the side rules cost the corner parts nothing).
    /// The masks come as three words, not a `Masks`, to travel in registers.
    fn descend<const CORNER: bool>(&mut self, row: usize, left: u64, down: u64, right: u64) {
        let masks = Masks { left, down, right };
        if row + TABLE_ROWS == self.n {
            self.bottom::<CORNER>(masks);
            return;
        }
        let mut free = self.free::<CORNER>(row, masks);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let next = masks.place(bit);
            // Only when the next three rows keep a square.
            let next_free = self.allowed[row + 1] & !(next.left | next.down | next.right);
            let second_free =
                self.allowed[row + 2] & !((next.left << 1) | next.down | (next.right >> 1));
            let third_free =
                self.allowed[row + 3] & !((next.left << 2) | next.down | (next.right >> 2));
            if next_free != 0 && second_free != 0 && third_free != 0 {
                self.board[row] = bit;
                self.descend::<CORNER>(row + 1, next.left, next.down, next.right);
            }
        }
    }

    /// The last three rows: by table, or searched when a side solution may tie with a
    /// rotation.
    fn bottom<const CORNER: bool>(&mut self, masks: Masks) {
        let first_row = self.n - TABLE_ROWS;
        let columns = !masks.down & ((1u64 << self.n) - 1);
        let a = columns & columns.wrapping_neg();
        let b = (columns ^ a) & (columns ^ a).wrapping_neg();
        let c = columns ^ a ^ b;
        let mut index = 0usize;
        let mut row_free = [0u64; TABLE_ROWS];
        for (k, row_free) in row_free.iter_mut().enumerate() {
            let attacked = (masks.left << k) | masks.down | (masks.right >> k);
            *row_free = self.allowed[first_row + k] & !attacked;
            let bits = usize::from(*row_free & a != 0)
                | usize::from(*row_free & b != 0) << 1
                | usize::from(*row_free & c != 0) << 2;
            index |= bits << (3 * k);
        }
        let gap = |low: u64, high: u64| (high.trailing_zeros() - low.trailing_zeros()).min(3);
        index |= (3 * (gap(a, b) - 1) + gap(b, c) - 1) as usize * 512;
        if !CORNER && self.may_tie(&row_free) {
            self.search_bottom(first_row, masks);
        } else {
            self.count8 += u64::from(BOTTOM[index]);
        }
    }

    /// Whether a side solution completed in the last rows, whose free squares are
    /// `row_free`, could equal one of its rotations: only when another border queen is as
    /// close to its corner as the first row's (row `bound1` in the last column, row
    /// `bound2` in the first column, or the last row's queen in column `n − 1 − bound1`).
    fn may_tie(&self, row_free: &[u64; TABLE_ROWS]) -> bool {
        let first_row = self.n - TABLE_ROWS;
        let bound2_tie = if self.bound2 < first_row {
            self.board[self.bound2] == 1
        } else {
            row_free[self.bound2 - first_row] & 1 != 0
        };
        self.board[self.bound1] == self.top_bit
            || bound2_tie
            || row_free[TABLE_ROWS - 1] & self.end_bit != 0
    }

    /// The last rows of a side part one by one, each solution checked against its
    /// rotations.
    fn search_bottom(&mut self, row: usize, masks: Masks) {
        let mut free = self.free::<false>(row, masks);
        if row + 1 == self.n {
            if free != 0 {
                self.board[row] = free;
                self.check();
            }
            return;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.board[row] = bit;
            self.search_bottom(row + 1, masks.place(bit));
        }
    }

    /// Counts a complete side solution by its symmetry: compares it with its 90°, 180° and
    /// 270° rotations and stops as soon as one is smaller (then another part counts it).
    fn check(&mut self) {
        let last = self.n - 1;
        let board = &self.board;
        // 90°: the column of each row's queen after rotation, compared row by row.
        if board[self.bound2] == 1 {
            let mut own = 1;
            let mut pattern = 2u64;
            while own <= last {
                let mut bit = 1u64;
                let mut you = last;
                while board[you] != pattern && board[own] >= bit {
                    bit <<= 1;
                    you -= 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                pattern <<= 1;
            }
            if own > last {
                self.count2 += 1;
                return;
            }
        }
        // 180°.
        if board[last] == self.end_bit {
            let mut own = 1;
            let mut you = last - 1;
            while own <= last {
                let mut bit = 1u64;
                let mut pattern = self.top_bit;
                while pattern != board[you] && board[own] >= bit {
                    bit <<= 1;
                    pattern >>= 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                you = you.wrapping_sub(1);
            }
            if own > last {
                self.count4 += 1;
                return;
            }
        }
        // 270°.
        if board[self.bound1] == self.top_bit {
            let mut own = 1;
            let mut pattern = self.top_bit >> 1;
            while own <= last {
                let mut bit = 1u64;
                let mut you = 0;
                while board[you] != pattern && board[own] >= bit {
                    bit <<= 1;
                    you += 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                pattern >>= 1;
            }
        }
        self.count8 += 1;
    }
}
