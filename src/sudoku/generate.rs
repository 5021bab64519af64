//! Generating puzzles with exactly one solution: a random solution, then clues taken away
//! in a random order (a symmetry's orbit at a time) while the puzzle keeps one solution,
//! or, for the three easiest levels, while the level's steps still finish it. An expert
//! puzzle may also be one that needs guessing with a few clues put back.

use super::bitmask::solve;
use super::grid::{solve_into, Count, Grid};
use super::logic::{Candidates, Technique, PEERS, UNITS};
use super::rating::{rate, Level};
use crate::named::Named;
use crate::rng::XorShift;

/// The symmetry of the clues' pattern, with QQWing's names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// No symmetry.
    None,
    /// The same pattern turned half a turn.
    Rotate180,
    /// The same pattern turned a quarter turn.
    Rotate90,
    /// The same pattern mirrored left to right.
    Mirror,
    /// The same pattern flipped top to bottom.
    Flip,
}

impl Named for Symmetry {
    const KIND: &'static str = "symmetry";
    const ALL: &'static [Symmetry] = &[
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
    ];

    fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Mirror => "mirror",
            Symmetry::Flip => "flip",
        }
    }
}

impl Symmetry {
    /// The cells that go together with `cell` on a grid of `size` (itself included).
    fn orbit(self, size: usize, cell: usize) -> Vec<usize> {
        let (row, column, last) = (cell / size, cell % size, size - 1);
        let at = |(r, c): (usize, usize)| r * size + c;
        let mut cells = match self {
            Symmetry::None => vec![cell],
            Symmetry::Rotate180 => vec![cell, at((last - row, last - column))],
            Symmetry::Rotate90 => {
                let turns = [
                    (row, column),
                    (column, last - row),
                    (last - row, last - column),
                    (last - column, row),
                ];
                turns.into_iter().map(at).collect()
            }
            Symmetry::Mirror => vec![cell, at((row, last - column))],
            Symmetry::Flip => vec![cell, at((last - row, column))],
        };
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// What to generate: the grid's size (9 or 16), the level wanted (9×9 only), the
/// symmetry, and whether no clue may be removable without losing uniqueness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleRequest {
    /// Cells per row: 9 or 16.
    pub size: usize,
    /// The level wanted, or any.
    pub level: Option<Level>,
    /// The clues' symmetry.
    pub symmetry: Symmetry,
    /// No clue (no orbit, under a symmetry) can be removed without a second solution.
    pub minimal: bool,
}

/// A puzzle with exactly one solution as `request` asks, from `seed`: the same seed and
/// request give the same puzzle. Tries again with the same stream until the level is the
/// one wanted; for [`Level::Expert`], a try that needs guessing may get a few clues back
/// instead. Cost: a try takes a uniqueness count for each clue taken away that does not
/// follow at once from the others (the three easiest levels without `minimal`: a
/// person's solve instead), some fifty on 9×9 and a few hundred on 16×16; `Expert` takes
/// about five tries, `Intermediate` and `Master` about three, the two easiest one.
///
/// ```
/// use searchlab::sudoku::generate::{generate, PuzzleRequest, Symmetry};
/// use searchlab::sudoku::rating::{rate, Level};
/// use searchlab::sudoku::Count;
///
/// let request = PuzzleRequest { size: 9, level: Some(Level::Easy), symmetry: Symmetry::Rotate180, minimal: false };
/// let puzzle = generate(&request, 7);
/// assert_eq!(puzzle.count(), Count::Unique);
/// assert_eq!(rate(&puzzle).unwrap().level, Level::Easy);
/// assert!((0..81).all(|c| (puzzle.cells[c] == 0) == (puzzle.cells[80 - c] == 0)));
/// assert_eq!(generate(&request, 7), puzzle);
/// ```
pub fn generate(request: &PuzzleRequest, seed: u64) -> Grid {
    let mut rng = XorShift::new(seed);
    loop {
        let solution = random_solution(request.size, &mut rng);
        let puzzle = remove_clues(request, solution.clone(), &mut rng);
        let level = match request.level {
            Some(level) if request.size == 9 => level,
            _ => return puzzle,
        };
        let rated = rate(&puzzle).map(|rating| rating.level);
        if rated == Ok(level) {
            return puzzle;
        }
        if (level, rated, request.minimal) == (Level::Expert, Ok(Level::Master), false) {
            if let Some(puzzle) = master_to_expert(request, puzzle, &solution, &mut rng) {
                return puzzle;
            }
        }
    }
}

/// At most this many clues (orbits, under a symmetry) go back into a puzzle that needs
/// guessing to make it one that needs none.
const CLUES_BACK: usize = 4;

/// An [`Level::Expert`] puzzle made from a [`Level::Master`] one: clues of the solution
/// put back, an orbit at a time in a random order, while guessing is still needed,
/// skipping any that would make it easier than `Expert`; at most [`CLUES_BACK`] of them.
/// `None` when that does not reach `Expert`. Cost: a person's solve or two an orbit tried.
fn master_to_expert(
    request: &PuzzleRequest,
    mut puzzle: Grid,
    solution: &Grid,
    rng: &mut XorShift,
) -> Option<Grid> {
    let mut order: Vec<usize> = (0..81).filter(|&c| puzzle.cells[c] == 0).collect();
    shuffle(&mut order, rng);
    let mut back = 0;
    for cell in order {
        if puzzle.cells[cell] != 0 {
            continue;
        }
        if back == CLUES_BACK {
            return None;
        }
        let orbit = request.symmetry.orbit(9, cell);
        for &c in &orbit {
            puzzle.cells[c] = solution.cells[c];
        }
        back += 1;
        if !finished_by(&puzzle, Technique::SimpleColouring) {
            continue;
        }
        if !finished_by(&puzzle, Technique::HiddenPair) {
            let expert = rate(&puzzle).map_or(false, |r| r.level == Level::Expert);
            return Some(puzzle).filter(|_| expert);
        }
        for &c in &orbit {
            puzzle.cells[c] = 0;
        }
        back -= 1;
    }
    None
}

/// A random solved grid: the boxes on the diagonal filled at random (they share no unit),
/// the rest by the solver.
fn random_solution(size: usize, rng: &mut XorShift) -> Grid {
    let box_size = if size == 16 { 4 } else { 3 };
    let mut cells = vec![0u8; size * size];
    for b in 0..box_size {
        let mut digits: Vec<u8> = (1..=size as u8).collect();
        shuffle(&mut digits, rng);
        for (i, digit) in digits.into_iter().enumerate() {
            let (row, column) = (b * box_size + i / box_size, b * box_size + i % box_size);
            cells[row * size + column] = digit;
        }
    }
    let solved = if size == 16 { solve::<4, 16>(&cells, 1) } else { solve::<3, 9>(&cells, 1) };
    let cells = solved.solution.expect("diagonal boxes always complete to a solution");
    Grid { size, cells }
}

/// Takes clues away, an orbit at a time in a random order, keeping each removal that
/// leaves the puzzle acceptable: finished by the wanted level's steps (the three easiest
/// levels, without `minimal`), else with one solution.
fn remove_clues(request: &PuzzleRequest, mut puzzle: Grid, rng: &mut XorShift) -> Grid {
    let mut order: Vec<usize> = (0..puzzle.cells.len()).collect();
    shuffle(&mut order, rng);
    let ceiling = match request.level {
        Some(Level::Simple) => Some(Technique::NakedSingle),
        Some(Level::Easy) => Some(Technique::HiddenSingle),
        Some(Level::Intermediate) => Some(Technique::HiddenPair),
        _ => None,
    };
    let ceiling = ceiling.filter(|_| !request.minimal && request.size == 9);
    for cell in order {
        if puzzle.cells[cell] == 0 {
            continue;
        }
        let orbit = request.symmetry.orbit(puzzle.size, cell);
        let kept: Vec<u8> = orbit.iter().map(|&c| puzzle.cells[c]).collect();
        for &c in &orbit {
            puzzle.cells[c] = 0;
        }
        let hidden = ceiling.map_or(true, |hardest| hardest >= Technique::HiddenSingle);
        let implied = |(&c, &digit): (&usize, &u8)| implied(&puzzle.cells, c, digit, hidden);
        let acceptable = puzzle.size == 9 && orbit.iter().zip(&kept).all(implied)
            || match ceiling {
                Some(hardest) => finished_by(&puzzle, hardest),
                None => has_one_solution(&puzzle),
            };
        if !acceptable {
            for (&c, &digit) in orbit.iter().zip(&kept) {
                puzzle.cells[c] = digit;
            }
        }
    }
    puzzle
}

/// Whether `digit` in `cell` of a 9×9 puzzle follows at once from its givens, the cell
/// empty: a naked single (the cell's peers hold every other digit), or, with `hidden`, a
/// hidden single (every other empty cell of one of its units sees the digit). A removed
/// clue that follows so keeps the puzzle's solutions and the steps that finish it.
/// Cost: O(20 × 27).
fn implied(cells: &[u8], cell: usize, digit: u8, hidden: bool) -> bool {
    let sees_given = |c: usize, d: u8| PEERS[c].iter().any(|&p| cells[p as usize] == d);
    let naked = (1..=9).all(|d| d == digit || sees_given(cell, d));
    let units = [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3];
    let kept_out =
        |c: &u8| *c as usize == cell || cells[*c as usize] != 0 || sees_given(*c as usize, digit);
    naked || hidden && units.iter().any(|&u| UNITS[u].iter().all(kept_out))
}

/// Whether the steps up to `hardest` finish the (9×9) puzzle: then it has one solution.
/// The singles go in bulk: which steps finish a puzzle does not hang on their order.
fn finished_by(puzzle: &Grid, hardest: Technique) -> bool {
    let mut board = match Candidates::new(puzzle) {
        Some(board) => board,
        None => return false,
    };
    loop {
        if hardest >= Technique::HiddenSingle && !board.place_singles() {
            return false;
        }
        match board.next_step_up_to(hardest) {
            Some(step) => board.apply(&step),
            None => return board.is_solved(),
        }
    }
}

/// Whether the puzzle has exactly one solution.
fn has_one_solution(puzzle: &Grid) -> bool {
    match <&[u8; 81]>::try_from(&puzzle.cells[..]) {
        Ok(cells) => solve_into(cells, 2, &mut [0; 81]) == 1,
        Err(_) => puzzle.count() == Count::Unique,
    }
}

/// Fisher–Yates.
fn shuffle<T>(items: &mut [T], rng: &mut XorShift) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::named::Named;

    fn request(level: Option<Level>, symmetry: Symmetry, minimal: bool) -> PuzzleRequest {
        PuzzleRequest { size: 9, level, symmetry, minimal }
    }

    #[test]
    fn every_level_and_symmetry_gives_one_solution() {
        for &symmetry in Symmetry::ALL {
            for level in [None].into_iter().chain(Level::ALL.iter().copied().map(Some)) {
                for seed in 1..=3 {
                    let puzzle = generate(&request(level, symmetry, false), seed);
                    assert_eq!(puzzle.count(), Count::Unique, "{} {seed}", symmetry.name());
                    if let Some(level) = level {
                        assert_eq!(rate(&puzzle).unwrap().level, level);
                    }
                    for cell in 0..81 {
                        let orbit = symmetry.orbit(9, cell);
                        let given = |c: &usize| puzzle.cells[*c] != 0;
                        assert!(orbit.iter().all(given) || !orbit.iter().any(given));
                    }
                }
            }
        }
    }

    #[test]
    fn minimal_puzzles_lose_uniqueness_with_any_clue() {
        for seed in 1..=5 {
            let puzzle = generate(&request(Some(Level::Easy), Symmetry::None, true), seed);
            assert_eq!(puzzle.count(), Count::Unique);
            for cell in (0..81).filter(|&c| puzzle.cells[c] != 0) {
                let mut fewer = puzzle.clone();
                fewer.cells[cell] = 0;
                assert_eq!(
                    fewer.count(),
                    Count::Multiple,
                    "seed {seed}: r{}c{}",
                    cell / 9 + 1,
                    cell % 9 + 1
                );
            }
        }
    }

    /// Puzzles of every level, each with the solution the counting solver finds.
    fn puzzles_and_solutions() -> Vec<(Grid, Grid)> {
        let levels = Level::ALL.iter().flat_map(|&level| (1..=8).map(move |seed| (level, seed)));
        let puzzles = levels
            .map(|(level, seed)| generate(&request(Some(level), Symmetry::None, false), seed));
        let with_solution = |puzzle: Grid| {
            let cells = puzzle.solve(1).solution.unwrap();
            (puzzle, Grid { size: 9, cells })
        };
        puzzles.map(with_solution).collect()
    }

    #[test]
    fn a_clue_that_follows_at_once_keeps_one_solution() {
        let (mut naked, mut hidden, mut neither) = (0, 0, 0);
        for (mut puzzle, solution) in puzzles_and_solutions() {
            // Some clues back, so that some follow at once from the others.
            for cell in (0..81).step_by(4) {
                puzzle.cells[cell] = solution.cells[cell];
            }
            for cell in (0..81).filter(|&c| puzzle.cells[c] != 0) {
                let mut fewer = puzzle.clone();
                let digit = std::mem::take(&mut fewer.cells[cell]);
                let candidates = Candidates::new(&fewer).unwrap().candidates(cell);
                let as_naked = implied(&fewer.cells, cell, digit, false);
                assert_eq!(as_naked, candidates == 1 << (digit - 1), "naked single");
                if implied(&fewer.cells, cell, digit, true) {
                    assert_eq!(fewer.count(), Count::Unique);
                    *if as_naked { &mut naked } else { &mut hidden } += 1;
                } else {
                    neither += 1;
                }
            }
        }
        assert!(naked > 0 && hidden > 0 && neither > 0, "{naked} {hidden} {neither}");
    }

    #[test]
    fn finished_by_agrees_with_the_easiest_first_solve() {
        for (puzzle, _) in puzzles_and_solutions() {
            for hardest in Technique::ALL {
                let mut board = Candidates::new(&puzzle).unwrap();
                while let Some(step) = board.next_step_up_to(hardest) {
                    board.apply(&step);
                }
                assert_eq!(finished_by(&puzzle, hardest), board.is_solved(), "{hardest:?}");
            }
        }
    }

    #[test]
    fn clues_put_back_make_an_expert_puzzle_from_a_master_one() {
        let mut made = 0;
        for seed in 1..=12 {
            let master = generate(&request(Some(Level::Master), Symmetry::Mirror, false), seed);
            let solution = master.solve(1).solution.unwrap();
            let solution = Grid { size: 9, cells: solution };
            let request = request(Some(Level::Expert), Symmetry::Mirror, false);
            let mut rng = XorShift::new(seed);
            let expert = match master_to_expert(&request, master.clone(), &solution, &mut rng) {
                Some(expert) => expert,
                None => continue,
            };
            made += 1;
            assert_eq!(rate(&expert).unwrap().level, Level::Expert);
            let back: Vec<usize> =
                (0..81).filter(|&c| expert.cells[c] != master.cells[c]).collect();
            assert!(!back.is_empty() && back.len() <= 2 * CLUES_BACK, "{back:?}");
            assert!(back
                .iter()
                .all(|&c| master.cells[c] == 0 && expert.cells[c] == solution.cells[c]));
            let orbit_back =
                |c: &usize| Symmetry::Mirror.orbit(9, *c).iter().all(|o| back.contains(o));
            assert!(back.iter().all(orbit_back));
        }
        assert!(made > 0);
    }

    #[test]
    fn sixteen_by_sixteen_has_one_solution() {
        let puzzle =
            generate(&PuzzleRequest { size: 16, ..request(None, Symmetry::Rotate180, false) }, 5);
        assert_eq!(puzzle.count(), Count::Unique);
        assert!(puzzle.cells.iter().filter(|&&c| c == 0).count() > 100);
    }
}
