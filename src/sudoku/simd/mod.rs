//! The SIMD 9×9 solver, after the design of tdoku's DPLL triad solver (Tom Dillon's write-up,
//! "The Fast SIMD Solver"): the grid is kept as clauses over boxes and bands, propagated
//! sixteen lanes at a time, and the search branches on where a digit goes in a band.
//!
//! - A **box** is a 4×4 matrix of 9-bit digit sets (one [`Wide`] vector): the 3×3 cells,
//!   then in column 3 its three rows' *negative triads* (`H`: digits that may be absent from
//!   that row of the box) and in row 3 its three columns' (`V`). In each row and each column
//!   of the matrix a digit is in exactly one of the four lanes; a cell holds at least one
//!   digit and a negative triad at least six (a row of a box holds three digits).
//! - A **band** is three boxes side by side (three horizontal bands, then three vertical
//!   ones). A digit occupies one row of each of its boxes, a different row in each: one of
//!   six *configurations* (permutations, [`CONFIGS`]). A band keeps per configuration the
//!   digits it is still possible for ([`Half`] lanes 0–5), and the eliminations other
//!   boxes sent it.
//! - Propagation passes messages: a band's configurations say which rows of each box may
//!   hold each digit (*positive triads*), which restricts the box's cells and negative
//!   triads; a box's forced cells and triads eliminate configurations in its two bands.
//!   A row of a box whose positive triads have only three digits left asserts them.
//! - The search picks the unfixed band with the fewest configurations, its digit with the
//!   fewest, and tries its first configuration, then the rest.
//!
//! The same code runs compiled for AVX-512 (where the compiler can, see `build.rs`) or AVX2
//! when the CPU has them (checked at run time); other CPUs have the bitmask solver, which
//! beats this one on plain arrays.

mod avx2;
mod lanes;

use self::avx2::{Avx2, Cpu};
use self::lanes::{control, join, Half, Wide, ZERO};

/// All nine digits.
const ALL: u16 = 0x1ff;

/// `CONFIGS[k][p]`: the row (of a horizontal band; column of a vertical one) that holds
/// the digit in the band's box `p` under configuration `k`.
const CONFIGS: [[usize; 3]; 6] = [[0, 1, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0], [0, 2, 1], [1, 0, 2]];

/// The least number of digits a box lane keeps: a cell one, a negative triad six (lane 15
/// is unused and always full).
static MINIMUMS: [u16; 16] = [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0];

/// The 3×3 cell lanes of a box.
static CELL_LANES: [u16; 16] =
    join([ALL, ALL, ALL, 0, ALL, ALL, ALL, 0], [ALL, ALL, ALL, 0, 0, 0, 0, 0]);

/// Where the positive triads of a band's boxes are laid out in a [`Wide`] vector: box `p`,
/// row `e` at lane `TRIAD_LANE[p] + e`.
const TRIAD_LANE: [usize; 3] = [0, 4, 8];

/// Two shuffles of a band's configurations (copied into both halves) whose union is its
/// positive triads: lane `TRIAD_LANE[p] + e` gathers the two configurations that put the
/// digit in row `e` of box `p`.
static TO_TRIADS: [[u16; 16]; 2] = [to_triads(0), to_triads(1)];

const fn to_triads(which: usize) -> [u16; 16] {
    let mut sources = [ZERO; 16];
    let mut p = 0;
    while p < 3 {
        let mut e = 0;
        while e < 3 {
            let (mut k, mut seen) = (0, 0);
            while k < 6 {
                if CONFIGS[k][p] == e {
                    if seen == which {
                        sources[TRIAD_LANE[p] + e] = k as u8;
                    }
                    seen += 1;
                }
                k += 1;
            }
            e += 1;
        }
        p += 1;
    }
    wide_control(sources)
}

/// The byte-shuffle control of a [`Wide`] vector whose lane `i` takes lane `sources[i]`
/// of its own half (0–7), or zero for [`ZERO`].
const fn wide_control(sources: [u8; 16]) -> [u16; 16] {
    let mut lo = [0u8; 8];
    let mut hi = [0u8; 8];
    let mut i = 0;
    while i < 8 {
        lo[i] = sources[i];
        hi[i] = sources[8 + i];
        i += 1;
    }
    join(control(lo), control(hi))
}

/// A box's restriction from one band: shuffles of the band's positive triads for that box
/// (lanes 0–2, all digits in lane 3, copied into both halves) whose union is the digits
/// each box lane may keep. `[vertical][which]`: a cell keeps its row's (column's) triad, a
/// negative triad the union of the other two rows' (columns'), the other lanes everything.
static TO_CANDIDATES: [[[u16; 16]; 2]; 2] = [
    [to_candidates(false, 0), to_candidates(false, 1)],
    [to_candidates(true, 0), to_candidates(true, 1)],
];

const fn to_candidates(vertical: bool, which: usize) -> [u16; 16] {
    let mut sources = [3u8; 16];
    let mut lane = 0;
    while lane < 16 {
        let (r, c) = (lane / 4, lane % 4);
        let (along, across) = if vertical { (c, r) } else { (r, c) };
        if along < 3 {
            if across < 3 {
                sources[lane] = along as u8;
            } else {
                sources[lane] = ((along + 1 + which) % 3) as u8;
            }
        }
        lane += 1;
    }
    wide_control(sources)
}

/// `SHIFT[s][p]`: per configuration `k` (lanes 0–5), the lane 4 + ((row of box `p` under
/// `k`) + `s`) mod 3 of a vector holding box `p`'s triads in lanes 4–6. With `s = 0` a
/// negative triad eliminates the configurations that use its row; with `s = 1, 2` a
/// positive one eliminates those that use another row.
static SHIFT: [[[u16; 8]; 3]; 3] = [
    [shift(0, 0), shift(0, 1), shift(0, 2)],
    [shift(1, 0), shift(1, 1), shift(1, 2)],
    [shift(2, 0), shift(2, 1), shift(2, 2)],
];

const fn shift(s: usize, p: usize) -> [u16; 8] {
    let mut sources = [ZERO; 8];
    let mut k = 0;
    while k < 6 {
        sources[k] = (4 + (CONFIGS[k][p] + s) % 3) as u8;
        k += 1;
    }
    control(sources)
}

/// `SHIFT_BOX[s][b]`: [`SHIFT`] for both bands of box `b` at once, its horizontal band in
/// the low half (the box is that band's box `b % 3`), its vertical one in the high half.
static SHIFT_BOX: [[[u16; 16]; 9]; 3] = [shift_box(0), shift_box(1), shift_box(2)];

const fn shift_box(s: usize) -> [[u16; 16]; 9] {
    let mut table = [[0u16; 16]; 9];
    let mut b = 0;
    while b < 9 {
        table[b] = join(shift(s, b % 3), shift(s, b / 3));
        b += 1;
    }
    table
}

/// Moves a box's negative triads `H` (lanes 3, 7, 11) to lanes 4–6 of the two halves, to
/// be joined by an or.
static H_TRIADS: [u16; 16] = {
    const Z: u8 = ZERO;
    join(control([Z, Z, Z, Z, 3, 7, Z, Z]), control([Z, Z, Z, Z, Z, Z, 3, Z]))
};

/// `ROTATE_CELLS[s - 1]`: each row of a box's 3×3 cells rotated by `s`, the other lanes kept.
static ROTATE_CELLS: [[u16; 16]; 2] = [rotate_cells(1), rotate_cells(2)];

const fn rotate_cells(s: usize) -> [u16; 16] {
    let mut sources = [0u8; 16];
    let mut lane = 0;
    while lane < 16 {
        let (r, c) = (lane / 4, lane % 4);
        let from = if r < 3 && c < 3 { 4 * r + (c + s) % 3 } else { lane };
        sources[lane] = (from % 8) as u8;
        lane += 1;
    }
    wide_control(sources)
}

/// All digits in lane 3, where [`TO_CANDIDATES`] finds "no restriction".
static ALL_IN_LANE_3: [u16; 8] = [0, 0, 0, ALL, 0, 0, 0, 0];

/// The search state: nine boxes and six bands (three horizontal, three vertical). About
/// 480 bytes; the search copies it once per guess.
#[derive(Clone, Copy)]
struct State<W: Wide> {
    /// The voucher for the vectors' instructions.
    cpu: W::Cpu,
    boxes: [W; 9],
    /// Per band, per configuration (lanes 0–5), the digits it is still possible for.
    configs: [W::Half; 6],
    /// Per band, the (configuration, digit) pairs that boxes have ruled out.
    eliminated: [W::Half; 6],
}

/// The box of `band` (0–2 horizontal, 3–5 vertical) that is its box `p`.
#[inline(always)]
fn box_of<const VERTICAL: bool>(band: usize, p: usize) -> usize {
    if !VERTICAL {
        3 * band + p
    } else {
        3 * p + band - 3
    }
}

/// A band's positive triads: which digits each row of each box may hold.
#[inline(always)]
fn positive_triads<W: Wide>(cpu: W::Cpu, configs: W::Half) -> W {
    let both = W::from_halves(configs, configs);
    both.shuffle(W::load(cpu, &TO_TRIADS[0])).or(both.shuffle(W::load(cpu, &TO_TRIADS[1])))
}

/// Vectors the solver runs on. Propagation recurses (band to box to band), and each
/// level must run code compiled for the vectors' instructions: `update_band` is the
/// function the recursion re-enters.
trait Engine: Wide {
    /// [`update_band`] on these vectors.
    fn update_band<const VERTICAL: bool>(state: &mut State<Self>, band: usize, from: usize)
        -> bool;
    /// [`search`] on these vectors.
    fn search(state: &mut State<Self>, found: &mut Found<'_>);
}

impl Engine for Avx2<false> {
    #[inline(always)]
    fn update_band<const VERTICAL: bool>(
        state: &mut State<Self>,
        band: usize,
        from: usize,
    ) -> bool {
        // Most calls find nothing to do: no need to enter the function then.
        !state.configs[band].intersects(state.eliminated[band])
            // SAFETY: the band's vector holds a `Cpu<false>`, which only `Cpu::detect` makes,
            // on finding AVX2 and POPCNT.
            || unsafe { update_band_avx2::<VERTICAL>(state, band, from) }
    }

    #[inline(always)]
    fn search(state: &mut State<Self>, found: &mut Found<'_>) {
        // SAFETY: the state's vectors hold a `Cpu<false>`, which only `Cpu::detect` makes, on
        // finding AVX2 and POPCNT.
        unsafe { search_avx2(state, found) }
    }
}

/// [`search`] compiled with AVX2.
///
/// # Safety
/// The CPU must support AVX2 and POPCNT.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn search_avx2(state: &mut State<Avx2<false>>, found: &mut Found<'_>) {
    search(state, found)
}

/// [`update_band`] compiled with AVX2.
///
/// # Safety
/// The CPU must support AVX2 and POPCNT.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn update_band_avx2<const VERTICAL: bool>(
    state: &mut State<Avx2<false>>,
    band: usize,
    from: usize,
) -> bool {
    update_band::<_, VERTICAL>(state, band, from)
}

#[cfg(searchlab_avx512)]
impl Engine for Avx2<true> {
    #[inline(always)]
    fn update_band<const VERTICAL: bool>(
        state: &mut State<Self>,
        band: usize,
        from: usize,
    ) -> bool {
        !state.configs[band].intersects(state.eliminated[band])
            // SAFETY: the band's vector holds a `Cpu<true>`, which only `Cpu::detect` makes,
            // on finding AVX2, POPCNT and AVX-512 F, VL, BW and BITALG.
            || unsafe { update_band_avx512::<VERTICAL>(state, band, from) }
    }

    #[inline(always)]
    fn search(state: &mut State<Self>, found: &mut Found<'_>) {
        // SAFETY: the state's vectors hold a `Cpu<true>`, which only `Cpu::detect` makes, on
        // finding AVX2, POPCNT and AVX-512 F, VL, BW and BITALG.
        unsafe { search_avx512(state, found) }
    }
}

/// [`search`] compiled with AVX-512.
///
/// # Safety
/// The CPU must support AVX2, POPCNT, AVX-512 F, VL, BW and BITALG.
#[cfg(searchlab_avx512)]
#[target_feature(enable = "avx2,popcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
unsafe fn search_avx512(state: &mut State<Avx2<true>>, found: &mut Found<'_>) {
    search(state, found)
}

/// [`update_band`] compiled with AVX-512 (same operations, merged by the compiler).
///
/// # Safety
/// The CPU must support AVX2, POPCNT, AVX-512 F, VL, BW and BITALG.
#[cfg(searchlab_avx512)]
#[target_feature(enable = "avx2,popcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
unsafe fn update_band_avx512<const VERTICAL: bool>(
    state: &mut State<Avx2<true>>,
    band: usize,
    from: usize,
) -> bool {
    update_band::<_, VERTICAL>(state, band, from)
}

/// Applies a band's pending eliminations, asserts the digits of box rows left with three,
/// and restricts its three boxes accordingly, the box `from` (where the eliminations came
/// from) last. Each box restricted updates its own bands before the next box is done
/// (depth first). False on a contradiction.
#[inline(always)]
fn update_band<W: Engine, const VERTICAL: bool>(
    state: &mut State<W>,
    band: usize,
    from: usize,
) -> bool {
    let eliminated = state.eliminated[band];
    if !state.configs[band].intersects(eliminated) {
        return true;
    }
    let mut configs = state.configs[band].and_not(eliminated);
    let cpu = state.cpu;
    // A box row whose triad has exactly three digits holds them: rule out the
    // configurations that put one of them in another row.
    let triads = positive_triads::<W>(cpu, configs);
    let full = triads.and(triads.counts().equal(W::splat(cpu, 3)));
    let (lo, hi) = (full.lo(), full.hi());
    let shifted = |x: W::Half, s: usize, p: usize| x.shuffle(W::Half::load(cpu, &SHIFT[s][p]));
    let ruled_out = shifted(lo.swap(), 1, 0)
        .or(shifted(lo.swap(), 2, 0))
        .or(shifted(lo, 1, 1))
        .or(shifted(lo, 2, 1))
        .or(shifted(hi.swap(), 1, 2))
        .or(shifted(hi.swap(), 2, 2));
    let triads = if configs.intersects(ruled_out) {
        configs = configs.and_not(ruled_out);
        positive_triads::<W>(cpu, configs)
    } else {
        triads
    };
    state.configs[band] = configs;
    let per_box = [triads.lo(), triads.lo().swap(), triads.hi()];
    for &p in &[[1, 2, 0], [2, 0, 1], [0, 1, 2]][from] {
        let source = per_box[p].or(W::Half::load(cpu, &ALL_IN_LANE_3));
        let source = W::from_halves(source, source);
        let table = &TO_CANDIDATES[usize::from(VERTICAL)];
        let candidates =
            source.shuffle(W::load(cpu, &table[0])).or(source.shuffle(W::load(cpu, &table[1])));
        if !restrict_box::<W, VERTICAL>(state, box_of::<VERTICAL>(band, p), candidates) {
            return false;
        }
        // A box's messages came back to this band and it was updated again, all its boxes
        // restricted by stronger triads than these: nothing is left to do here.
        let gone = configs.and_not(state.configs[band]);
        if gone.intersects(gone) {
            return true;
        }
    }
    true
}

/// Keeps only `candidates` in box `b`, then applies the box's clauses to a fixpoint: a
/// lane at its minimum asserts its digits, a digit in one lane of a row or column of the
/// matrix is asserted there. Assertions clear the digit from the box's other lanes and
/// send eliminations to the box's two bands, which are then updated, the one of the other
/// orientation than the caller's first. False on a contradiction.
#[inline(always)]
fn restrict_box<W: Engine, const FROM_VERTICAL: bool>(
    state: &mut State<W>,
    b: usize,
    candidates: W,
) -> bool {
    let mut cells = state.boxes[b];
    if cells.subset_of(candidates) {
        return true;
    }
    let mut removing = cells.and_not(candidates);
    let cpu = state.cpu;
    let minimums = W::load(cpu, &MINIMUMS);
    let (mut asserted, mut cleared);
    loop {
        cells = cells.and_not(removing);
        let counts = cells.counts();
        if counts.any_less(minimums) {
            return false;
        }
        asserted = cells
            .and(counts.equal(minimums))
            .or(alone_in_line(cells, W::rotate_rows, W::rotate_rows2))
            .or(alone_in_line(cells, W::rotate_columns, W::rotate_columns2));

        // Asserted cells clear their digit from the box, from their row's H and their
        // column's V, and keep nothing else.
        let asserted_cells = asserted.and(W::load(cpu, &CELL_LANES));
        let mut rows = asserted_cells.or(asserted_cells.rotate_rows());
        rows = rows.or(rows.rotate_rows2());
        let mut columns = asserted_cells.or(asserted_cells.rotate_columns());
        columns = columns.or(columns.rotate_columns2());
        let whole_box = columns
            .or(columns.shuffle(W::load(cpu, &ROTATE_CELLS[0])))
            .or(columns.shuffle(W::load(cpu, &ROTATE_CELLS[1])));
        cleared = whole_box.or(rows).or(asserted_cells.nonzero());
        removing = cleared.xor(asserted_cells).or(removing);
        if !removing.intersects(cells) {
            break;
        }
    }
    state.boxes[b] = cells;

    // To the bands, from the last (largest) assertions: an asserted negative triad rules
    // out the configurations using its row (column); a digit asserted in a row (cleared
    // from its H) those using the others.
    let negative = W::from_halves(h_triads(cpu, asserted), asserted.hi());
    let positive = W::from_halves(h_triads(cpu, cleared), cleared.hi());
    let shift = |s: usize| W::load(cpu, &SHIFT_BOX[s][b]);
    let to_bands =
        negative.shuffle(shift(0)).or(positive.shuffle(shift(1))).or(positive.shuffle(shift(2)));
    let (horizontal, vertical) = (b / 3, 3 + b % 3);
    state.eliminated[horizontal] = state.eliminated[horizontal].or(to_bands.lo());
    state.eliminated[vertical] = state.eliminated[vertical].or(to_bands.hi());
    // A band knows the box as its box `p`: the column of boxes for a horizontal band.
    let (across, down) = ((horizontal, b % 3), (vertical, b / 3));
    // The band of the other orientation than the caller's first (clippy takes the two
    // orders for the same: `&&` does not run its second call when the first fails).
    #[allow(clippy::if_same_then_else)]
    if FROM_VERTICAL {
        W::update_band::<false>(state, across.0, across.1)
            && W::update_band::<true>(state, down.0, down.1)
    } else {
        W::update_band::<true>(state, down.0, down.1)
            && W::update_band::<false>(state, across.0, across.1)
    }
}

/// A box's `H` lanes moved to lanes 4–6 (of a half).
#[inline(always)]
fn h_triads<W: Wide>(cpu: W::Cpu, x: W) -> W::Half {
    let split = x.shuffle(W::load(cpu, &H_TRIADS));
    split.lo().or(split.hi())
}

/// Per lane, its digits found in no other lane of its row (or column, with the column
/// rotations) of the box matrix: pairs of neighbours first, then pairs of pairs.
#[inline(always)]
fn alone_in_line<W: Wide>(cells: W, rotate: impl Fn(W) -> W, rotate2: impl Fn(W) -> W) -> W {
    let next = rotate(cells);
    let (pair_once, pair_twice) = (cells.or(next), cells.and(next));
    let twice = pair_twice.or(rotate2(pair_twice)).or(pair_once.and(rotate2(pair_once)));
    cells.and_not(twice)
}

/// [`Engine::update_band`] for a band of either orientation: 0–2 horizontal, 3–5 vertical.
#[inline(always)]
fn update_either<W: Engine>(state: &mut State<W>, band: usize, from: usize) -> bool {
    if band < 3 {
        W::update_band::<false>(state, band, from)
    } else {
        W::update_band::<true>(state, band, from)
    }
}

/// What the search does next.
enum Next {
    /// Every band is fixed: the boxes hold a solution.
    Solved,
    /// A digit has no configuration left in some band.
    Dead,
    /// Branch on where `digit` (a bit) goes in `band`.
    Branch { band: usize, digit: u16 },
}

/// The unfixed band with the fewest configurations, and its digit with the fewest (two if
/// any, else three, else the first with more). Cost: a few scalar operations a lane.
#[inline(always)]
fn next<W: Wide>(state: &State<W>) -> Next {
    let mut best: Option<(u32, usize)> = None;
    for band in 0..6 {
        // The lanes as two words (lanes 6 and 7 are empty): a union and a count each.
        let lanes = state.configs[band].store();
        let word = |i: usize| (0..4).fold(0u64, |w, k| w | u64::from(lanes[4 * i + k]) << (16 * k));
        let (low, high) = (word(0), word(1));
        let total = low.count_ones() + high.count_ones();
        let mut any = low | high;
        any |= any >> 32;
        any |= any >> 16;
        if any as u16 != ALL {
            return Next::Dead;
        }
        // Every digit has a configuration: nine in all when each has exactly one.
        if total > 9 && best.map_or(true, |(least, _)| total < least) {
            best = Some((total, band));
        }
    }
    let band = match best {
        Some((_, band)) => band,
        None => return Next::Solved,
    };
    let (mut one, mut two, mut three, mut four) = (0u16, 0u16, 0u16, 0u16);
    for &digits in &state.configs[band].store()[..6] {
        four |= three & digits;
        three |= two & digits;
        two |= one & digits;
        one |= digits;
    }
    let (exactly_two, exactly_three) = (two & !three, three & !four);
    let digits = if exactly_two != 0 {
        exactly_two
    } else if exactly_three != 0 {
        exactly_three
    } else {
        four
    };
    Next::Branch { band, digit: digits & digits.wrapping_neg() }
}

/// Writes the filled grid of a solved state into `grid`, row-major digits 1–9.
#[inline(always)]
fn solution<W: Wide>(state: &State<W>, grid: &mut [u8; 81]) {
    for (b, bx) in state.boxes.iter().enumerate() {
        let lanes = bx.store();
        for (i, &digits) in [0, 1, 2, 4, 5, 6, 8, 9, 10].iter().map(|&l| &lanes[l]).enumerate() {
            debug_assert!(digits.count_ones() == 1);
            let (row, column) = (3 * (b / 3) + i / 3, 3 * (b % 3) + i % 3);
            grid[9 * row + column] = digits.trailing_zeros() as u8 + 1;
        }
    }
}

/// The state of a puzzle's givens (row-major, 0 for empty), their bands' eliminations
/// pending; `None` when two givens of a box clash or a cell holds more than 9. Cost: two
/// table look-ups and a few vector operations per given.
#[inline(always)]
fn initial<W: Wide>(cpu: W::Cpu, cells: &[u8]) -> Option<State<W>> {
    let mut boxes = [W::splat(cpu, ALL); 9];
    let mut eliminated = [W::Half::load(cpu, &[0; 8]); 6];
    // The givens as bits (in two words: shifting a u128 costs a branch per cell).
    let (mut low, mut high) = (0u64, 0u64);
    for (i, &digit) in cells[..64].iter().enumerate() {
        low |= u64::from(digit != 0) << i;
    }
    for (i, &digit) in cells[64..].iter().enumerate() {
        high |= u64::from(digit != 0) << i;
    }
    for (offset, mut givens) in [(0, low), (64, high)] {
        while givens != 0 {
            let cell = offset + givens.trailing_zeros() as usize;
            givens &= givens - 1;
            let digit = usize::from(cells[cell] - 1);
            if digit >= 9 {
                return None; // not a digit of a 9×9 grid: no solution
            }
            let [b, lane, horizontal, vertical, r, c] = PLACES[cell];
            boxes[b] = boxes[b].and_not(W::load(cpu, &GIVEN_CLEARS[digit][lane]));
            let bit = W::Half::splat(cpu, 1 << digit);
            let across = W::Half::load(cpu, &OTHER_ROWS[vertical - 3][r]).and(bit);
            let down = W::Half::load(cpu, &OTHER_ROWS[horizontal][c]).and(bit);
            eliminated[horizontal] = eliminated[horizontal].or(across);
            eliminated[vertical] = eliminated[vertical].or(down);
        }
    }
    // Two givens of a digit in one box leave a cell without candidates.
    let minimums = W::load(cpu, &MINIMUMS);
    if boxes.iter().any(|b| b.counts().any_less(minimums)) {
        return None;
    }
    let configs = [ALL, ALL, ALL, ALL, ALL, ALL, 0, 0];
    Some(State { cpu, boxes, configs: [W::Half::load(cpu, &configs); 6], eliminated })
}

/// `PLACES[cell]`: where a cell (row-major) is: its box, its lane in the box, its
/// horizontal and vertical bands (0–2, 3–5), and its row and column in the box.
static PLACES: [[usize; 6]; 81] = {
    let mut table = [[0; 6]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let (r, c) = (row % 3, column % 3);
        let b = 3 * (row / 3) + column / 3;
        table[cell] = [b, 4 * r + c, row / 3, 3 + column / 3, r, c];
        cell += 1;
    }
    table
};

/// `GIVEN_CLEARS[d][lane]`: what a given `d` (0-based) at a cell lane of a box clears
/// there: the other digits of its cell, and `d` from the box's other cells, its row's
/// negative triad and its column's.
static GIVEN_CLEARS: [[[u16; 16]; 16]; 9] = {
    let mut table = [[[0u16; 16]; 16]; 9];
    let mut d = 0;
    while d < 9 {
        let bit = 1 << d;
        let mut given = 0;
        while given < 16 {
            let (r, c) = (given / 4, given % 4);
            let mut lane = 0;
            while r < 3 && c < 3 && lane < 15 {
                let (lr, lc) = (lane / 4, lane % 4);
                table[d][given][lane] = if lane == given {
                    ALL ^ bit
                } else if (lr < 3 && lc < 3) || lr == r || lc == c {
                    bit
                } else {
                    0
                };
                lane += 1;
            }
            given += 1;
        }
        d += 1;
    }
    table
};

/// `OTHER_ROWS[p][e]`: all digits in the configurations (lanes 0–5) that do not put the
/// digit in row `e` of box `p` of a band: those a given there rules out.
static OTHER_ROWS: [[[u16; 8]; 3]; 3] = {
    let mut table = [[[0u16; 8]; 3]; 3];
    let mut p = 0;
    while p < 3 {
        let mut k = 0;
        while k < 6 {
            let mut e = 0;
            while e < 3 {
                if CONFIGS[k][p] != e {
                    table[p][e][k] = ALL;
                }
                e += 1;
            }
            k += 1;
        }
        p += 1;
    }
    table
};

/// `ONE_LANE[k]`: all ones in lane `k`, zero elsewhere.
static ONE_LANE: [[u16; 8]; 8] = {
    let mut table = [[0; 8]; 8];
    let mut k = 0;
    while k < 8 {
        table[k][k] = 0xffff;
        k += 1;
    }
    table
};

/// What a search has found: how many solutions, up to `limit`, and the first one.
struct Found<'a> {
    count: usize,
    limit: usize,
    first: &'a mut [u8; 81],
}

/// Searches a propagated `state` for solutions, depth first: branches on where a digit
/// goes in a band ([`next`]), trying its first configuration on a copy of the state (the
/// one copy a guess costs) and then the others on the state itself. Stops at the limit.
#[inline(always)]
fn search<W: Engine>(state: &mut State<W>, found: &mut Found<'_>) {
    let cpu = state.cpu;
    loop {
        let (band, digit) = match next(state) {
            Next::Branch { band, digit } => (band, digit),
            Next::Solved => {
                found.count += 1;
                if found.count == 1 {
                    solution(state, found.first);
                }
                return;
            }
            Next::Dead => return,
        };
        // The digit's first configuration, and the others (kept in vectors: lanes written
        // one by one and read back whole would stall).
        let all = state.configs[band].and(W::Half::splat(cpu, digit));
        let k = all.store().iter().position(|&d| d != 0).unwrap_or(0);
        let only_k = W::Half::load(cpu, &ONE_LANE[k]);
        let (chosen, others) = (all.and(only_k), all.and_not(only_k));
        let mut guess = *state;
        guess.eliminated[band] = guess.eliminated[band].or(others);
        if update_either(&mut guess, band, 0) {
            W::search(&mut guess, found);
            if found.count >= found.limit {
                return;
            }
        }
        state.eliminated[band] = state.eliminated[band].or(chosen);
        if !update_either(state, band, 0) {
            return;
        }
    }
}

/// The solver on one kind of vector: the givens, their propagation, then the [`search`].
/// Returns the number of solutions up to `limit`; the first is written to `first`.
#[inline(always)]
fn solve_with<W: Engine>(cpu: W::Cpu, cells: &[u8], limit: usize, first: &mut [u8; 81]) -> usize {
    let mut state = match initial::<W>(cpu, cells) {
        Some(state) => state,
        None => return 0,
    };
    // Clues first eliminate in bands; each band then sends its boxes what is left.
    let alive = [(0, 1), (3, 1), (1, 2), (4, 2), (2, 0), (5, 0)]
        .iter()
        .all(|&(band, from)| update_either(&mut state, band, from));
    let mut found = Found { count: 0, limit, first };
    if alive {
        W::search(&mut state, &mut found);
    }
    found.count
}

/// Solves a 9×9 grid given row-major with digits 1–9 and 0 for empty, counting solutions
/// up to `limit` (1 to solve, 2 to tell unique from multiple); givens that clash, or cells
/// above 9, make it unsolvable. Writes the first solution into `first` and returns the
/// count; uses AVX-512 or AVX2, `None` if the CPU has neither (`first` untouched then).
///
/// Cost: about a microsecond for an easy puzzle, tens for the hardest known ones
/// (exponential in the worst case); one 480-byte state on the stack per open guess (the
/// search recurses at most 54 deep: each level fixes one more digit's place in a band).
pub fn solve_into(cells: &[u8; 81], limit: usize, first: &mut [u8; 81]) -> Option<usize> {
    #[cfg(searchlab_avx512)]
    {
        if let Some(cpu) = Cpu::<true>::detect() {
            // SAFETY: `cpu` vouches for every feature the function is compiled for.
            return Some(unsafe { solve_avx512(cpu, cells, limit, first) });
        }
    }
    let cpu = Cpu::<false>::detect()?;
    // SAFETY: `cpu` vouches for every feature the function is compiled for.
    Some(unsafe { solve_avx2(cpu, cells, limit, first) })
}

/// The vectors [`solve_into`] runs on here: `avx512` or `avx2`, `None` if the CPU has
/// neither.
pub fn vectors() -> Option<&'static str> {
    #[cfg(searchlab_avx512)]
    {
        if Cpu::<true>::detect().is_some() {
            return Some("avx512");
        }
    }
    Cpu::<false>::detect().map(|_| "avx2")
}

/// [`solve_with`] on AVX2 vectors, compiled with AVX2 enabled.
///
/// # Safety
/// The CPU must support AVX2 and POPCNT, which `cpu` vouches for.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn solve_avx2(cpu: Cpu<false>, cells: &[u8], limit: usize, first: &mut [u8; 81]) -> usize {
    solve_with::<Avx2<false>>(cpu, cells, limit, first)
}

/// [`solve_with`] compiled with AVX-512 enabled.
///
/// # Safety
/// The CPU must support AVX2, POPCNT, AVX-512 F, VL, BW and BITALG, which `cpu` vouches
/// for.
#[cfg(searchlab_avx512)]
#[target_feature(enable = "avx2,popcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
unsafe fn solve_avx512(cpu: Cpu<true>, cells: &[u8], limit: usize, first: &mut [u8; 81]) -> usize {
    solve_with::<Avx2<true>>(cpu, cells, limit, first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{bitmask, Solved};

    fn valid(puzzle: &[u8], solution: &[u8]) -> bool {
        crate::sudoku::is_solution(9, puzzle, solution)
    }

    /// Puzzles of every kind: a solved grid with 20 to 75 cells blanked (unique, several
    /// solutions), one given changed (often none), random givens (mostly clashing or none).
    fn puzzles(count: usize) -> Vec<Vec<u8>> {
        let mut random = crate::rng::XorShift::new(0x9e37_79b9_7f4a_7c15);
        let mut out = Vec::new();
        while out.len() < count {
            let mut seed = vec![0u8; 81];
            for _ in 0..11 {
                seed[random.below(81) as usize] = random.below(9) as u8 + 1;
            }
            let grid = match bitmask::solve::<3, 9>(&seed, 1).solution {
                Some(grid) => grid,
                None => {
                    out.push(seed);
                    continue;
                }
            };
            let mut puzzle = grid.clone();
            for _ in 0..20 + random.below(56) as usize {
                puzzle[random.below(81) as usize] = 0;
            }
            out.push(puzzle.clone());
            let cell = random.below(81) as usize;
            puzzle[cell] = random.below(9) as u8 + 1;
            out.push(puzzle);
        }
        out
    }

    /// `solve_into` through one of the compiled solvers, as a [`Solved`].
    fn solved(
        solve: impl Fn(&[u8], usize, &mut [u8; 81]) -> usize,
        cells: &[u8],
        limit: usize,
    ) -> Solved {
        let mut first = [0u8; 81];
        let count = solve(cells, limit, &mut first);
        let solution = (count > 0).then(|| first.to_vec());
        Solved { solution, count }
    }

    fn agrees_with_the_bitmask_solver(solve: impl Fn(&[u8], usize, &mut [u8; 81]) -> usize) {
        let solve = |cells: &[u8], limit| solved(&solve, cells, limit);
        let mut kinds = [0; 3];
        for puzzle in puzzles(6000) {
            let expected = bitmask::solve::<3, 9>(&puzzle, 2);
            let got = solve(&puzzle, 2);
            assert_eq!(got.count, expected.count, "{puzzle:?}");
            kinds[got.count] += 1;
            if let Some(solution) = &got.solution {
                assert!(valid(&puzzle, solution), "{puzzle:?}");
            }
            let first = solve(&puzzle, 1);
            assert_eq!(first.count, got.count.min(1), "{puzzle:?}");
            if got.count == 1 {
                assert_eq!(first.solution, expected.solution, "{puzzle:?}");
            }
        }
        // Every kind is well represented.
        assert!(kinds.iter().all(|&k| k > 500), "{kinds:?}");
    }

    #[test]
    fn the_avx2_solver_agrees_with_the_bitmask_solver() {
        let Some(cpu) = Cpu::<false>::detect() else {
            eprintln!("skipped: this CPU has no AVX2");
            return;
        };
        // SAFETY: `cpu` vouches for the features.
        agrees_with_the_bitmask_solver(|cells, limit, first| unsafe {
            solve_avx2(cpu, cells, limit, first)
        });
    }

    #[cfg(searchlab_avx512)]
    #[test]
    fn the_avx512_solver_agrees_with_the_bitmask_solver() {
        let Some(cpu) = Cpu::<true>::detect() else {
            eprintln!("skipped: this CPU has no AVX-512");
            return;
        };
        // SAFETY: `cpu` vouches for the features.
        agrees_with_the_bitmask_solver(|cells, limit, first| unsafe {
            solve_avx512(cpu, cells, limit, first)
        });
    }

    #[test]
    fn cells_above_nine_have_no_solution() {
        for value in [10, 16, 255] {
            let mut cells = [0u8; 81];
            cells[40] = value;
            if let Some(count) = solve_into(&cells, 2, &mut [0; 81]) {
                assert_eq!(count, 0, "{value}");
            }
        }
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        for (a, b) in [(0, 10), (0, 8), (0, 72), (40, 44), (80, 60)] {
            let mut cells = [0u8; 81];
            cells[a] = 5;
            cells[b] = 5;
            if let Some(count) = solve_into(&cells, 2, &mut [0; 81]) {
                assert_eq!(count, 0, "{a} {b}");
            }
        }
    }
}
