//! The solver: candidate bitmasks kept per digit and band (a band is the B rows of one
//! row of boxes), naked and hidden singles and box–line interactions propagated to a
//! fixpoint, then a guess on a cell with the fewest candidates. One code for 9×9
//! (B = 3, N = 9) and 16×16 (B = 4, N = 16).

/// Bit masks of one band's cells: bit `r * N + c` is row `r` of the band, column `c`.
struct Masks<const B: usize, const N: usize> {
    row: [u64; B],
    boxes: [u64; B],
    column: [u64; N],
    band: u64,
}

impl<const B: usize, const N: usize> Masks<B, N> {
    const fn new() -> Self {
        assert!(B * B == N && B * N <= 64);
        let mut masks = Masks { row: [0; B], boxes: [0; B], column: [0; N], band: 0 };
        let mut r = 0;
        while r < B {
            let mut c = 0;
            while c < N {
                let bit = 1u64 << (r * N + c);
                masks.row[r] |= bit;
                masks.boxes[c / B] |= bit;
                masks.column[c] |= bit;
                masks.band |= bit;
                c += 1;
            }
            r += 1;
        }
        masks
    }
}

/// Everything the search knows: where each digit can still go, what is placed, and which
/// units changed since hidden singles were last looked for.
#[derive(Clone, Copy)]
struct State<const B: usize, const N: usize> {
    /// `candidates[d][b]`: the unsolved cells of band `b` where digit `d` may go.
    candidates: [[u64; B]; N],
    /// The unsolved cells of each band.
    unsolved: [u64; B],
    /// Per digit, the rows, columns and boxes (a bit per index) that already hold it.
    row_done: [u32; N],
    column_done: [u32; N],
    box_done: [u32; N],
    /// Digits that lost candidates anywhere since the last hidden-singles pass.
    dirty_digits: u32,
    /// Rows, columns and boxes where some cell was filled since that pass (every digit
    /// lost a candidate there).
    dirty_rows: u32,
    dirty_columns: u32,
    dirty_boxes: u32,
    /// The placed digit of each cell, 1-based; 0 when unsolved.
    values: [[u8; N]; N],
}

/// Solutions found by a search, up to a limit.
struct Search<const B: usize, const N: usize> {
    limit: usize,
    found: usize,
    first: Option<[[u8; N]; N]>,
}

const fn all(n: usize) -> u32 {
    ((1u64 << n) - 1) as u32
}

impl<const B: usize, const N: usize> Search<B, N> {
    const MASKS: Masks<B, N> = Masks::new();
    const ALL: u32 = all(N);

    /// Places digit `d` (0-based) in band `band` at bit `i`; false if it is not a candidate.
    fn place(state: &mut State<B, N>, d: usize, band: usize, i: usize) -> bool {
        let bit = 1u64 << i;
        if state.candidates[d][band] & bit == 0 {
            return false;
        }
        let masks = &Self::MASKS;
        let (r, c) = (i / N, i % N);
        let k = c / B;
        state.candidates[d][band] &= !(masks.row[r] | masks.boxes[k]);
        for other in 0..B {
            if other != band {
                state.candidates[d][other] &= !masks.column[c];
            }
        }
        for digit in state.candidates.iter_mut() {
            digit[band] &= !bit;
        }
        state.unsolved[band] &= !bit;
        let (row, bx) = (band * B + r, band * B + k);
        state.row_done[d] |= 1 << row;
        state.column_done[d] |= 1 << c;
        state.box_done[d] |= 1 << bx;
        state.dirty_digits |= 1 << d;
        state.dirty_rows |= 1 << row;
        state.dirty_columns |= 1 << c;
        state.dirty_boxes |= 1 << bx;
        state.values[row][c] = d as u8 + 1;
        true
    }

    /// Places singles and removes box–line candidates until nothing changes. False on a
    /// contradiction: a cell without candidates, or a digit with no place left in a unit.
    fn propagate(state: &mut State<B, N>) -> bool {
        loop {
            match Self::naked_singles(state) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match Self::hidden_singles(state) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if !Self::locked_candidates(state) {
                return true;
            }
        }
    }

    /// One pass placing every cell that has a single candidate. `None` on a contradiction,
    /// else whether anything was placed. Cells are counted by bit-slicing over the digits.
    fn naked_singles(state: &mut State<B, N>) -> Option<bool> {
        let mut progress = false;
        for band in 0..B {
            // Count candidates to two per cell, and spell out in binary the digit of each
            // cell's candidates (exact for the cells with a single candidate).
            let (mut ones, mut twos) = (0u64, 0u64);
            let mut digit_bits = [0u64; 4];
            for (d, digit) in state.candidates.iter().enumerate() {
                let cells = digit[band];
                twos |= ones & cells;
                ones |= cells;
                for (bit, spelled) in digit_bits.iter_mut().enumerate() {
                    if d >> bit & 1 == 1 {
                        *spelled |= cells;
                    }
                }
            }
            if state.unsolved[band] & !ones != 0 {
                return None;
            }
            let mut singles = ones & !twos & state.unsolved[band];
            while singles != 0 {
                let i = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let d = (0..4).fold(0, |d, bit| d | ((digit_bits[bit] >> i & 1) as usize) << bit);
                // An earlier single of this pass may have taken the candidate.
                if !Self::place(state, d, band, i) {
                    return None;
                }
                progress = true;
            }
        }
        Some(progress)
    }

    /// Places every digit that has a single place left in a row, box or column, looking
    /// only at units that changed since the last pass. `None` on a contradiction (a digit
    /// with no place left in a unit), else whether anything was placed.
    fn hidden_singles(state: &mut State<B, N>) -> Option<bool> {
        let masks = &Self::MASKS;
        let (digits, rows, columns, boxes) =
            (state.dirty_digits, state.dirty_rows, state.dirty_columns, state.dirty_boxes);
        state.dirty_digits = 0;
        state.dirty_rows = 0;
        state.dirty_columns = 0;
        state.dirty_boxes = 0;
        let mut progress = false;
        for d in 0..N {
            let whole = digits >> d & 1 == 1;
            let (rows, columns, boxes) =
                if whole { (Self::ALL, Self::ALL, Self::ALL) } else { (rows, columns, boxes) };
            // Rows, then boxes: both lie within one band, unit u in band u / B at index u % B.
            // (What is done is read after the rows, whose placements may finish boxes.)
            for boxes_now in [false, true] {
                let (mut open, unit_masks) = if boxes_now {
                    (boxes & !state.box_done[d], &masks.boxes)
                } else {
                    (rows & !state.row_done[d], &masks.row)
                };
                while open != 0 {
                    let unit = open.trailing_zeros() as usize;
                    open &= open - 1;
                    let band = unit / B;
                    let places = state.candidates[d][band] & unit_masks[unit % B];
                    if places == 0 {
                        return None;
                    }
                    if places & (places - 1) == 0 {
                        Self::place(state, d, band, places.trailing_zeros() as usize);
                        progress = true;
                    }
                }
            }
            let open_columns = columns & !state.column_done[d];
            if open_columns == 0 {
                continue;
            }
            // Columns: fold each band's rows, then the bands, counting to two.
            let (mut ones, mut twos) = (0u32, 0u32);
            for band in 0..B {
                let cells = state.candidates[d][band];
                for r in 0..B {
                    let row = ((cells >> (r * N)) as u32) & Self::ALL;
                    twos |= ones & row;
                    ones |= row;
                }
            }
            if open_columns & !ones != 0 {
                return None;
            }
            let mut singles = open_columns & ones & !twos;
            while singles != 0 {
                let c = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let band = (0..B).find(|&b| state.candidates[d][b] & masks.column[c] != 0)?;
                let i = (state.candidates[d][band] & masks.column[c]).trailing_zeros() as usize;
                Self::place(state, d, band, i);
                progress = true;
            }
        }
        Some(progress)
    }

    /// Box–line interactions: a digit whose places in a box all lie in one row (or column)
    /// cannot go elsewhere in that row (column); a digit whose places in a row (column) all
    /// lie in one box cannot go elsewhere in that box. Returns whether any candidate went.
    fn locked_candidates(state: &mut State<B, N>) -> bool {
        let masks = &Self::MASKS;
        let mut changed = 0u32;
        for d in 0..N {
            if state.row_done[d] == Self::ALL {
                continue;
            }
            // Each band folded onto one row: the columns where the digit may go in it.
            let mut folded = [0u32; B];
            for (band, fold) in folded.iter_mut().enumerate() {
                let cells = state.candidates[d][band];
                if cells == 0 {
                    continue;
                }
                let rules = Self::band_rules(cells);
                *fold = rules.columns;
                if rules.keep != cells {
                    state.candidates[d][band] = rules.keep;
                    changed |= 1 << d;
                }
                let mut pointing = rules.pointing;
                while pointing != 0 {
                    let column = masks.column[pointing.trailing_zeros() as usize];
                    pointing &= pointing - 1;
                    for other in 0..B {
                        if other != band && state.candidates[d][other] & column != 0 {
                            state.candidates[d][other] &= !column;
                            changed |= 1 << d;
                        }
                    }
                }
            }
            // Claiming by columns: columns whose places all lie in one band (so one box).
            let (mut ones, mut twos) = (0u32, 0u32);
            for &f in &folded {
                twos |= ones & f;
                ones |= f;
            }
            let single_band = ones & !twos;
            for (band, &f) in folded.iter().enumerate() {
                let mut claimed = single_band & f;
                while claimed != 0 {
                    let c = claimed.trailing_zeros() as usize;
                    claimed &= claimed - 1;
                    let others = masks.boxes[c / B] & !masks.column[c];
                    if state.candidates[d][band] & others != 0 {
                        state.candidates[d][band] &= !others;
                        changed |= 1 << d;
                    }
                }
            }
        }
        state.dirty_digits |= changed;
        changed != 0
    }

    /// The box–line rules inside one band for one digit whose places there are `cells`
    /// (see [`BandRules`]), row by row and box by box.
    fn band_rules(cells: u64) -> BandRules {
        let masks = &Self::MASKS;
        let box_bits = (1u32 << B) - 1;
        let mut keep = cells;
        let mut columns = 0u32;
        // occupied[r]: the boxes where row r of the band has places (a bit a box).
        let mut occupied = [0u32; B];
        for (r, boxes) in occupied.iter_mut().enumerate() {
            let row = (cells >> (r * N)) as u32 & Self::ALL;
            columns |= row;
            for k in 0..B {
                *boxes |= u32::from(row >> (k * B) & box_bits != 0) << k;
            }
            if single(*boxes) {
                // Claiming: the row's places all in one box.
                keep &= !(masks.boxes[boxes.trailing_zeros() as usize] & !masks.row[r]);
            }
        }
        let mut pointing = 0u32;
        for k in 0..B {
            let rows =
                occupied.iter().enumerate().fold(0u32, |acc, (r, &o)| acc | (o >> k & 1) << r);
            if single(rows) {
                // Pointing along a row: the box's places all in one row.
                keep &= !(masks.row[rows.trailing_zeros() as usize] & !masks.boxes[k]);
            }
            if single(columns >> (k * B) & box_bits) {
                // Pointing down a column: the box's places all in one column.
                pointing |= columns & (box_bits << (k * B));
            }
        }
        BandRules { keep, columns, pointing }
    }

    /// The unsolved cell with the fewest candidates, as (band, bit), if any cell is unsolved.
    fn choose(state: &State<B, N>) -> Option<(usize, usize)> {
        // Bit-sliced: cells with exactly two candidates are the usual best choice.
        for band in 0..B {
            let (mut ones, mut twos, mut threes) = (0u64, 0u64, 0u64);
            for digit in &state.candidates {
                threes |= twos & digit[band];
                twos |= ones & digit[band];
                ones |= digit[band];
            }
            let pairs = twos & !threes & state.unsolved[band];
            if pairs != 0 {
                return Some((band, pairs.trailing_zeros() as usize));
            }
        }
        let mut best: Option<(u32, usize, usize)> = None;
        for band in 0..B {
            let mut cells = state.unsolved[band];
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let count =
                    (0..N).filter(|&d| state.candidates[d][band] >> i & 1 == 1).count() as u32;
                let better = match best {
                    None => true,
                    Some((least, _, _)) => count < least,
                };
                if better {
                    best = Some((count, band, i));
                }
            }
        }
        best.map(|(_, band, i)| (band, i))
    }

    fn run(&mut self, mut state: State<B, N>) {
        if !Self::propagate(&mut state) {
            return;
        }
        let (band, i) = match Self::choose(&state) {
            Some((band, i)) => (band, i),
            _ => {
                self.found += 1;
                if self.first.is_none() {
                    self.first = Some(state.values);
                }
                return;
            }
        };
        let mut options = (0..N).filter(|&d| state.candidates[d][band] >> i & 1 == 1).peekable();
        while let Some(d) = options.next() {
            if options.peek().is_none() {
                // The last option: no need to keep the state for another try.
                Self::place(&mut state, d, band, i);
                self.run(state);
                return;
            }
            let mut guess = state;
            Self::place(&mut guess, d, band, i);
            self.run(guess);
            if self.found >= self.limit {
                return;
            }
        }
    }
}

/// What a search found: the first solution (row-major digits 1..=N) and how many solutions
/// there are, counted up to the limit asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The first solution found, if any.
    pub solution: Option<Vec<u8>>,
    /// The number of solutions, at most the limit.
    pub count: usize,
}

/// Solves a grid of `N × N` cells (`N = B²`, 9 or 16) given row-major with digits `1..=N`
/// and `0` for empty, counting solutions up to `limit` (1 to solve, 2 to tell unique from
/// multiple). Givens that clash, or cells above `N`, make it unsolvable.
///
/// Cost: a few microseconds for most 9×9 puzzles, exponential in the worst case; one
/// state of about 0.4 KB (9×9) or 1.2 KB (16×16) on the stack per guess.
///
/// ```
/// use searchlab::sudoku::solve;
///
/// // An empty 9×9 grid has many solutions: counting stops at the limit.
/// let solved = solve::<3, 9>(&[0; 81], 2);
/// assert_eq!(solved.count, 2);
/// assert!(solved.solution.is_some());
/// ```
pub fn solve<const B: usize, const N: usize>(cells: &[u8], limit: usize) -> Solved {
    assert!(cells.len() == N * N);
    let masks = &Search::<B, N>::MASKS;
    let mut state = State::<B, N> {
        candidates: [[masks.band; B]; N],
        unsolved: [masks.band; B],
        row_done: [0; N],
        column_done: [0; N],
        box_done: [0; N],
        dirty_digits: all(N),
        dirty_rows: 0,
        dirty_columns: 0,
        dirty_boxes: 0,
        values: [[0; N]; N],
    };
    let mut search = Search::<B, N> { limit, found: 0, first: None };
    for (cell, &value) in cells.iter().enumerate() {
        if usize::from(value) > N {
            // Not a digit of this grid: no solution.
            return Solved { solution: None, count: 0 };
        }
        if value != 0 {
            let (row, column) = (cell / N, cell % N);
            let (band, i) = (row / B, (row % B) * N + column);
            if !Search::<B, N>::place(&mut state, value as usize - 1, band, i) {
                return Solved { solution: None, count: 0 };
            }
        }
    }
    search.run(state);
    Solved {
        solution: search.first.map(|values| values.iter().flatten().copied().collect()),
        count: search.found,
    }
}

/// What the box–line rules say inside one band about one digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BandRules {
    /// The places left once rows confined to one box (claiming) and boxes confined to one
    /// row (pointing) have removed the others.
    keep: u64,
    /// The columns where the digit may go in the band (its rows folded together).
    columns: u32,
    /// The columns that hold all of the digit's places in their box (pointing down).
    pointing: u32,
}

/// Whether exactly one bit of `x` is set (without `popcnt`, which baseline x86-64 lacks).
fn single(x: u32) -> bool {
    x != 0 && x & (x - 1) == 0
}
