//! Generating puzzles with exactly one solution: a random solution, then clues taken away
//! in a random order (a symmetry's orbit at a time) while the puzzle keeps one solution,
//! or, for the three easiest levels, while the level's steps still finish it.

use super::logic::{Board, Technique};
use super::rating::{rate, Level};
use super::{solve, solve_into, Count, Grid};
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
pub struct Request {
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
/// one wanted. Cost: about a hundred uniqueness counts a try on 9×9 (the three easiest
/// levels without `minimal`: a person's solve each instead), a few hundred on 16×16.
///
/// ```
/// use searchlab::sudoku::generate::{generate, Request, Symmetry};
/// use searchlab::sudoku::rating::{rate, Level};
/// use searchlab::sudoku::Count;
///
/// let request = Request { size: 9, level: Some(Level::Easy), symmetry: Symmetry::Rotate180, minimal: false };
/// let puzzle = generate(&request, 7);
/// assert_eq!(puzzle.count(), Count::Unique);
/// assert_eq!(rate(&puzzle).unwrap().level, Level::Easy);
/// assert!((0..81).all(|c| (puzzle.cells[c] == 0) == (puzzle.cells[80 - c] == 0)));
/// assert_eq!(generate(&request, 7), puzzle);
/// ```
pub fn generate(request: &Request, seed: u64) -> Grid {
    let mut rng = XorShift::new(seed);
    loop {
        let solution = random_solution(request.size, &mut rng);
        let puzzle = remove_clues(request, solution, &mut rng);
        let level_ok =
            |level| request.size == 9 && rate(&puzzle).map_or(false, |r| r.level == level);
        if request.level.map_or(true, level_ok) {
            return puzzle;
        }
    }
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
fn remove_clues(request: &Request, mut puzzle: Grid, rng: &mut XorShift) -> Grid {
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
        let acceptable = match ceiling {
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

/// Whether the steps up to `hardest` finish the (9×9) puzzle: then it has one solution.
fn finished_by(puzzle: &Grid, hardest: Technique) -> bool {
    let mut board = match Board::new(puzzle) {
        Some(board) => board,
        None => return false,
    };
    while let Some(step) = board.next_step_up_to(hardest) {
        board.apply(&step);
    }
    board.is_solved()
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

    fn request(level: Option<Level>, symmetry: Symmetry, minimal: bool) -> Request {
        Request { size: 9, level, symmetry, minimal }
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

    #[test]
    fn sixteen_by_sixteen_has_one_solution() {
        let puzzle =
            generate(&Request { size: 16, ..request(None, Symmetry::Rotate180, false) }, 5);
        assert_eq!(puzzle.count(), Count::Unique);
        assert!(puzzle.cells.iter().filter(|&&c| c == 0).count() > 100);
    }
}
