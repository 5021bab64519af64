//! Counting the ways to finish a board on which some queens stand, among them one in each
//! border column: a bitboard search over the inner columns of the empty rows only.
//!
//! The queens placed beforehand are folded into one mask per empty row (the squares they
//! attack there) and one of columns, so the search jumps from one empty row to the next,
//! shifting its diagonals by the rows between, and never tests a placed queen again. The
//! last rows are not searched: as many columns are left as rows, and a table of the orders
//! in which the rows can take them gives the count (the last four rows where the CPU has
//! BMI2, the last three elsewhere).

use super::constellations::Square;
use super::limits::MAX_COUNT;
#[cfg(target_arch = "x86_64")]
use std::sync::atomic::{AtomicU8, Ordering};

/// Whether the CPU has BMI1, BMI2 (with a PEXT in hardware: AMD's before Zen 3 run it in
/// microcode, slower than the baseline code) and POPCNT. Asks the CPU once.
#[cfg(target_arch = "x86_64")]
// `__cpuid` is an unsafe fn on old compilers and a safe one on new ones.
#[allow(unused_unsafe)]
fn fast_bmi2() -> bool {
    // 0: not asked yet, 1: no, 2: yes.
    static ANSWER: AtomicU8 = AtomicU8::new(0);
    match ANSWER.load(Ordering::Relaxed) {
        1 => false,
        2 => true,
        _ => {
            use std::arch::x86_64::__cpuid;
            // SAFETY: every x86-64 CPU has CPUID.
            let (vendor, signature) = unsafe { (__cpuid(0), __cpuid(1).eax) };
            let amd =
                (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
            let base = signature >> 8 & 0xf;
            let family = if base == 0xf { base + (signature >> 20 & 0xff) } else { base };
            let yes = std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && std::is_x86_feature_detected!("popcnt")
                && !(amd && family < 0x19);
            ANSWER.store(1 + u8::from(yes), Ordering::Relaxed);
            yes
        }
    }
}

/// The empty rows of a board with queens placed, and what those queens leave free.
/// Columns 1..=n − 2 are bits 0..n − 3 (the border columns are taken).
pub(super) struct Finish {
    /// The inner columns.
    mask: u32,
    /// The inner columns the placed queens take.
    columns: u32,
    /// How many rows are empty.
    steps: usize,
    /// Per empty row, top to bottom: its index.
    rows: [u8; MAX_COUNT],
    /// Per empty row: the squares of that row the placed queens attack on a diagonal.
    attacked: [u32; MAX_COUNT],
    /// Per empty row: how many rows down the next empty row is.
    gap: [u32; MAX_COUNT],
    /// The orders of the last three empty rows' queens that keep them off each other's
    /// diagonals (bit `p`: the order `ORDERS[p]`), by the gaps between the three columns
    /// left (each capped at `GAP_CAP - 1`).
    apart: [[u8; GAP_CAP]; GAP_CAP],
    /// For each pair of the four columns left at the last four empty rows ([`PAIRS4`]) and
    /// each distance between them, the orders of [`ORDERS4`] that put two of those rows'
    /// queens on a diagonal there.
    clash4: [[u32; 32]; 6],
}

/// The orders in which the last three empty rows may take the three columns left: row `k`
/// takes the `ORDERS[p][k]`-th lowest.
const ORDERS: [[u32; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The orders in which the last four empty rows may take the four columns left: row `k`
/// takes the `ORDERS4[p][k]`-th lowest.
const ORDERS4: [[u32; 4]; 24] = [
    [0, 1, 2, 3],
    [0, 1, 3, 2],
    [0, 2, 1, 3],
    [0, 2, 3, 1],
    [0, 3, 1, 2],
    [0, 3, 2, 1],
    [1, 0, 2, 3],
    [1, 0, 3, 2],
    [1, 2, 0, 3],
    [1, 2, 3, 0],
    [1, 3, 0, 2],
    [1, 3, 2, 0],
    [2, 0, 1, 3],
    [2, 0, 3, 1],
    [2, 1, 0, 3],
    [2, 1, 3, 0],
    [2, 3, 0, 1],
    [2, 3, 1, 0],
    [3, 0, 1, 2],
    [3, 0, 2, 1],
    [3, 1, 0, 2],
    [3, 1, 2, 0],
    [3, 2, 0, 1],
    [3, 2, 1, 0],
];

/// The pairs of the four rows (or columns) left, as (upper, lower) indices.
const PAIRS4: [(u32, u32); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// For row `k` of the last four and each set of the four columns left that it has free
/// (bit `c`: the `c`-th lowest), the orders of [`ORDERS4`] that give it one of them.
#[cfg(target_arch = "x86_64")]
const FITTING4: [[u32; 16]; 4] = fitting4();

#[cfg(target_arch = "x86_64")]
const fn fitting4() -> [[u32; 16]; 4] {
    let mut table = [[0u32; 16]; 4];
    let mut row = 0;
    while row < 4 {
        let mut free = 0;
        while free < 16 {
            let mut order = 0;
            while order < 24 {
                if free >> ORDERS4[order][row] & 1 != 0 {
                    table[row][free] |= 1 << order;
                }
                order += 1;
            }
            free += 1;
        }
        row += 1;
    }
    table
}

/// For each pair of the last four rows and each pair of the four columns left, the orders
/// of [`ORDERS4`] that put those rows' queens on those columns.
const MEETING4: [[u32; 6]; 6] = meeting4();

const fn meeting4() -> [[u32; 6]; 6] {
    let mut table = [[0u32; 6]; 6];
    let mut rows = 0;
    while rows < 6 {
        let (x, y) = PAIRS4[rows];
        let mut columns = 0;
        while columns < 6 {
            let (p, q) = PAIRS4[columns];
            let mut order = 0;
            while order < 24 {
                let (a, b) = (ORDERS4[order][x as usize], ORDERS4[order][y as usize]);
                if (a == p && b == q) || (a == q && b == p) {
                    table[rows][columns] |= 1 << order;
                }
                order += 1;
            }
            columns += 1;
        }
        rows += 1;
    }
    table
}

/// Column gaps from this on are all alike: no queens of the last three empty rows share a
/// diagonal across them, as those rows are less than this apart (at most 4: only the rows of
/// the border columns' queens may lie between).
const GAP_CAP: usize = 6;

/// For each `avail` (bit `3k + c`: empty row `k` of the last three has the `c`-th lowest of
/// the three columns left free), the orders of [`ORDERS`] whose squares are all free.
const FITTING: [u8; 512] = fitting();

const fn fitting() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut avail = 0;
    while avail < 512 {
        let mut order = 0;
        while order < 6 {
            let [a, b, c] = ORDERS[order];
            if avail >> a & 1 != 0 && avail >> (3 + b) & 1 != 0 && avail >> (6 + c) & 1 != 0 {
                table[avail] |= 1 << order;
            }
            order += 1;
        }
        avail += 1;
    }
    table
}

impl Finish {
    /// The board `n × n` (`n` in `4..=MAX_COUNT`) with queens on `placed`, which keep off
    /// each other and hold both border columns. Cost: O(n × queens).
    pub(super) fn new(n: usize, placed: &[Square]) -> Finish {
        let inner = |column: i32| (1..n as i32 - 1).contains(&column);
        let bit = |column: i32| {
            if inner(column) {
                1u32 << (column - 1)
            } else {
                0
            }
        };
        let mut finish = Finish {
            mask: (1u32 << (n - 2)) - 1,
            columns: placed.iter().map(|&(_, c)| bit(i32::from(c))).fold(0, |a, b| a | b),
            steps: 0,
            rows: [0; MAX_COUNT],
            attacked: [0; MAX_COUNT],
            gap: [0; MAX_COUNT],
            apart: [[0; GAP_CAP]; GAP_CAP],
            clash4: [[0; 32]; 6],
        };
        for row in 0..n as u8 {
            if placed.iter().any(|&(r, _)| r == row) {
                continue;
            }
            let step = finish.steps;
            finish.rows[step] = row;
            finish.attacked[step] = placed
                .iter()
                .map(|&(r, c)| {
                    let (distance, column) = (i32::from(row) - i32::from(r), i32::from(c));
                    bit(column - distance) | bit(column + distance)
                })
                .fold(0, |a, b| a | b);
            if step > 0 {
                finish.gap[step - 1] = u32::from(row - finish.rows[step - 1]);
            }
            finish.steps += 1;
        }
        if finish.steps >= 3 {
            let rows = &finish.rows[finish.steps - 3..finish.steps];
            assert!(
                usize::from(rows[2] - rows[0]) < GAP_CAP,
                "rows {:?} too far apart for the table",
                rows
            );
            finish.apart = finish.orders_apart();
        }
        if finish.steps >= 4 {
            let rows = &finish.rows[finish.steps - 4..finish.steps];
            for (pair, &(x, y)) in PAIRS4.iter().enumerate() {
                let distance = usize::from(rows[y as usize] - rows[x as usize]);
                for (columns, clash) in finish.clash4.iter_mut().enumerate() {
                    clash[distance] |= MEETING4[pair][columns];
                }
            }
        }
        finish
    }

    /// For each pair of column gaps, the orders of the last three empty rows' queens
    /// that keep them off each other's diagonals.
    fn orders_apart(&self) -> [[u8; GAP_CAP]; GAP_CAP] {
        let rows = &self.rows[self.steps - 3..self.steps];
        let mut apart = [[0u8; GAP_CAP]; GAP_CAP];
        for (first, orders) in apart.iter_mut().enumerate() {
            for (second, orders) in orders.iter_mut().enumerate() {
                let columns = [0, first + 1, first + second + 2];
                for (p, order) in ORDERS.iter().enumerate() {
                    let at = |k: usize| (usize::from(rows[k]), columns[order[k] as usize]);
                    let clash =
                        |x: usize, y: usize| at(x).0.abs_diff(at(y).0) == at(x).1.abs_diff(at(y).1);
                    if !(clash(0, 1) || clash(1, 2) || clash(0, 2)) {
                        *orders |= 1 << p;
                    }
                }
            }
        }
        apart
    }

    /// The number of ways to fill the empty rows. Cost: exponential in their number.
    pub(super) fn count(&self) -> u64 {
        match self.steps {
            0 => 1,
            1 => u64::from(self.free(0, 0, 0, self.columns).count_ones()),
            2 => self.last_two(0, 0, self.columns, self.free(0, 0, 0, self.columns)),
            3 => self.last_three(0, 0, self.columns),
            _ => {
                let free = self.free(0, 0, 0, self.columns);
                #[cfg(target_arch = "x86_64")]
                if fast_bmi2() {
                    // SAFETY: the CPU has the features descend_bmi2 is compiled for.
                    return unsafe { self.descend_bmi2(0, 0, 0, self.columns, free) };
                }
                self.descend(0, 0, 0, self.columns, free)
            }
        }
    }

    /// The first empty row and the inner columns its queen may take, lowest first
    /// (`None` when no row is empty).
    pub(super) fn first_row(&self) -> Option<(u8, Vec<u8>)> {
        if self.steps == 0 {
            return None;
        }
        let mut free = self.free(0, 0, 0, self.columns);
        let mut columns = Vec::new();
        while free != 0 {
            columns.push(free.trailing_zeros() as u8 + 1);
            free &= free - 1;
        }
        Some((self.rows[0], columns))
    }

    /// The search nodes within `depth` empty rows: an estimate of the work of [`count`].
    pub(super) fn nodes(&self, depth: usize) -> u64 {
        self.nodes_from(0, 0, 0, self.columns, depth)
    }

    fn nodes_from(&self, step: usize, left: u32, right: u32, columns: u32, depth: usize) -> u64 {
        if depth == 0 || step == self.steps {
            return 1;
        }
        let mut free = self.free(step, left, right, columns);
        let gap = self.gap[step];
        let mut total = 1;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let (left, right) = ((left | bit) << gap, (right | bit) >> gap);
            total += self.nodes_from(step + 1, left, right, columns | bit, depth - 1);
        }
        total
    }

    /// The squares of empty row `step` left free.
    #[inline(always)]
    fn free(&self, step: usize, left: u32, right: u32, columns: u32) -> u32 {
        !(left | right | columns | self.attacked[step]) & self.mask
    }

    /// The completions from empty row `step` on (`step + 4 <= steps`), its free squares
    /// `free`: [`descend_with`] on the CPU's baseline instructions.
    fn descend(&self, step: usize, left: u32, right: u32, columns: u32, free: u32) -> u64 {
        self.descend_with::<false>(
            step,
            left,
            right,
            columns,
            free,
            |step, left, right, columns, free| self.descend(step, left, right, columns, free),
        )
    }

    /// [`descend`] compiled for BMI1, BMI2 and POPCNT (shifts by any register, bit counts
    /// in one instruction), with the last four rows by table (PEXT gathers the free
    /// squares among the columns left): about 20% faster.
    ///
    /// # Safety
    /// The CPU must have those features.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi1,bmi2,popcnt")]
    // Old compilers count the closure's body as the unsafe fn's; newer ones want the block.
    #[allow(unused_unsafe)]
    unsafe fn descend_bmi2(
        &self,
        step: usize,
        left: u32,
        right: u32,
        columns: u32,
        free: u32,
    ) -> u64 {
        self.descend_with::<true>(
            step,
            left,
            right,
            columns,
            free,
            |step, left, right, columns, free| {
                // SAFETY: this runs only where descend_bmi2 does.
                unsafe { self.descend_bmi2(step, left, right, columns, free) }
            },
        )
    }

    /// The completions from empty row `step` on (`step + 4 <= steps`), its free squares
    /// `free`, two rows a call, `deeper` going on two rows down; with `BMI2` (only in code
    /// compiled for it) the last four rows by table.
    #[inline(always)]
    fn descend_with<const BMI2: bool>(
        &self,
        step: usize,
        left: u32,
        right: u32,
        columns: u32,
        free: u32,
        deeper: impl Fn(usize, u32, u32, u32, u32) -> u64,
    ) -> u64 {
        let last_four = self.steps - 4;
        if step == last_four {
            return self.last_four::<BMI2>(left, right, columns, free);
        }
        self.level(step, left, right, columns, free, |left, right, columns, free| {
            if step + 1 == last_four {
                return self.last_four::<BMI2>(left, right, columns, free);
            }
            self.level(step + 1, left, right, columns, free, |left, right, columns, free| {
                deeper(step + 2, left, right, columns, free)
            })
        })
    }

    /// The queens of empty row `step` (on its free squares `free`), each followed by
    /// `below` for the rows after: a queen is placed only when the row after keeps a free
    /// square, and the one after that a square its diagonals and columns leave.
    #[inline(always)]
    fn level(
        &self,
        step: usize,
        left: u32,
        right: u32,
        columns: u32,
        mut free: u32,
        below: impl Fn(u32, u32, u32, u32) -> u64,
    ) -> u64 {
        let gap = self.gap[step];
        let second_gap = self.gap[step + 1];
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let (left, right, columns) = ((left | bit) << gap, (right | bit) >> gap, columns | bit);
            let next = self.free(step + 1, left, right, columns);
            let second = self.free(step + 2, left << second_gap, right >> second_gap, columns);
            if next != 0 && second != 0 {
                total += below(left, right, columns, next);
            }
        }
        total
    }

    /// The completions of the last four empty rows, from the free squares `free` of the
    /// first of them.
    #[inline(always)]
    fn last_four<const BMI2: bool>(
        &self,
        left: u32,
        right: u32,
        columns: u32,
        mut free: u32,
    ) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if BMI2 {
            return self.last_four_by_table(left, right, columns, free);
        }
        let gap = self.gap[self.steps - 4];
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += self.last_three((left | bit) << gap, (right | bit) >> gap, columns | bit);
        }
        total
    }

    /// The completions of the last four empty rows by table, from the free squares `free`
    /// of the first: the orders of the four queens left that every row has free (PEXT
    /// gathers each row's free squares among the four columns left), less those that put
    /// two of them on a diagonal.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn last_four_by_table(&self, left: u32, right: u32, columns: u32, free: u32) -> u64 {
        let step = self.steps - 4;
        let open = !columns & self.mask;
        // SAFETY: only the code compiled for BMI2 comes here (see `descend_bmi2`).
        let gather = |free: u32| unsafe { std::arch::x86_64::_pext_u32(free, open) } as usize;
        let mut fitting = FITTING4[0][gather(free)];
        let mut down = 0;
        for (k, fitting_row) in FITTING4.iter().enumerate().skip(1) {
            down += self.gap[step + k - 1];
            let free = !((left << down) | (right >> down) | self.attacked[step + k]);
            fitting &= fitting_row[gather(free)];
        }
        let mut at = [0u32; 4];
        let mut rest = open;
        for at in at.iter_mut() {
            *at = rest.trailing_zeros();
            rest &= rest.wrapping_sub(1);
        }
        let mut clash = 0;
        for (pair, &(p, q)) in PAIRS4.iter().enumerate() {
            clash |= self.clash4[pair][(at[q as usize] - at[p as usize]) as usize];
        }
        u64::from((fitting & !clash).count_ones())
    }

    /// The completions of the last three empty rows, by table: which of the three columns
    /// left each row has free, and which orders keep the three queens apart.
    #[inline(always)]
    fn last_three(&self, left: u32, right: u32, columns: u32) -> u64 {
        let step = self.steps - 3;
        let open = !columns & self.mask;
        let a = open.trailing_zeros();
        let rest = open & (open - 1);
        let b = rest.trailing_zeros();
        let c = (rest & (rest - 1)).trailing_zeros();
        let gaps = [0, self.gap[step], self.gap[step] + self.gap[step + 1]];
        let mut avail = 0usize;
        for (k, &down) in gaps.iter().enumerate() {
            let free = !((left << down) | (right >> down) | self.attacked[step + k]);
            let bits = (free >> a & 1) | (free >> b & 1) << 1 | (free >> c & 1) << 2;
            avail |= (bits as usize) << (3 * k);
        }
        let cap = GAP_CAP as u32 - 1;
        let apart = self.apart[(b - a - 1).min(cap) as usize][(c - b - 1).min(cap) as usize];
        u64::from((FITTING[avail] & apart).count_ones())
    }

    /// The completions of the last two empty rows, from `free`, the first one's free
    /// squares.
    fn last_two(&self, left: u32, right: u32, columns: u32, mut free: u32) -> u64 {
        let step = self.steps - 2;
        let gap = self.gap[step];
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let next =
                self.free(step + 1, (left | bit) << gap, (right | bit) >> gap, columns | bit);
            total += u64::from(next.count_ones());
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::super::constellations::constellations;
    use super::*;
    use std::collections::HashMap;

    /// Every solution of the `n`-queens puzzle as its queens' squares, by enumeration.
    fn solutions(n: usize) -> Vec<Vec<Square>> {
        let mut all = Vec::new();
        super::super::for_each_solution(n, |columns| {
            all.push((0..).zip(columns.iter().copied()).collect());
            true
        });
        all
    }

    /// The count on the baseline instructions, whatever the CPU has.
    fn count_plain(finish: &Finish) -> u64 {
        let free = finish.free(0, 0, 0, finish.columns);
        match finish.steps {
            0..=3 => finish.count(),
            _ => finish.descend(0, 0, 0, finish.columns, free),
        }
    }

    #[test]
    fn finishing_counts_match_enumeration() {
        for n in 5..=10 {
            let all = solutions(n);
            let last = n as u8 - 1;
            let on_border = |&(r, c): &Square| r == 0 || r == last || c == 0 || c == last;
            let mut by_border: HashMap<Vec<Square>, u64> = HashMap::new();
            for solution in &all {
                *by_border
                    .entry(solution.iter().copied().filter(on_border).collect())
                    .or_default() += 1;
            }
            for border in constellations(n) {
                let finish = Finish::new(n, &border);
                let expected = by_border.get(&border).copied().unwrap_or(0);
                assert_eq!(finish.count(), expected, "n = {n}, {border:?}");
                assert_eq!(count_plain(&finish), expected, "n = {n}, {border:?}");
                // With one more queen in each square of the first empty row too.
                let Some((row, columns)) = finish.first_row() else {
                    continue;
                };
                for column in columns {
                    let mut placed = border.clone();
                    placed.push((row, column));
                    placed.sort_unstable();
                    let expected = all
                        .iter()
                        .filter(|s| {
                            placed.iter().all(|q| s.contains(q))
                                && s.iter().filter(|q| on_border(q)).count() == border.len()
                        })
                        .count() as u64;
                    let finish = Finish::new(n, &placed);
                    assert_eq!(finish.count(), expected, "n = {n}, {placed:?}");
                    assert_eq!(count_plain(&finish), expected, "n = {n}, {placed:?}");
                }
            }
        }
    }

    #[test]
    fn the_first_empty_row_offers_its_free_squares() {
        // Row 1 is the first empty row; its inner squares off the placed queens' columns
        // and diagonals, checked square by square.
        let placed = [(0, 2), (3, 0), (4, 7), (7, 5)];
        let (row, columns) = Finish::new(8, &placed).first_row().unwrap();
        let expected: Vec<u8> = (1..7)
            .filter(|&c| placed.iter().all(|&(r, q)| q != c && r.abs_diff(1) != q.abs_diff(c)))
            .collect();
        assert_eq!((row, columns), (1, expected));
    }
}
