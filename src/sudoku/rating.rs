//! Rating a 9×9 or 16×16 puzzle the way people solve it: the level and rating of the hardest step
//! a person's solve needs, always taking the easiest step available
//! ([`Candidates::next_step`](super::logic::Candidates::next_step)), and the amount of guessing when those steps stall.

use super::grid::{Count, Grid};
use super::logic::{digits_of, Candidates, Deduction, Technique};
use crate::named::Named;

/// How hard a puzzle is. The first four are QQWing's levels with its meanings; `Master`
/// splits QQWing's `expert` into what this library's further steps finish (`Expert`) and
/// what needs guessing (`Master`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Naked singles alone solve it.
    Simple,
    /// Hidden singles are needed.
    Easy,
    /// Locked candidates (pointing, claiming) or naked or hidden pairs are needed.
    Intermediate,
    /// A step past those is needed: triples, quads, fish, wings or colouring (where QQWing
    /// would guess).
    Expert,
    /// Guessing is needed: the steps above stall.
    Master,
}

impl Named for Level {
    const KIND: &'static str = "level";
    const ALL: &'static [Level] =
        &[Level::Simple, Level::Easy, Level::Intermediate, Level::Expert, Level::Master];

    fn name(self) -> &'static str {
        match self {
            Level::Simple => "simple",
            Level::Easy => "easy",
            Level::Intermediate => "intermediate",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }
}

impl Level {
    /// The level of a puzzle whose hardest step is `technique`.
    ///
    /// ```
    /// use searchlab::sudoku::logic::Technique;
    /// use searchlab::sudoku::rating::Level;
    ///
    /// assert_eq!(Level::needing(Technique::HiddenPair), Level::Intermediate);
    /// assert_eq!(Level::needing(Technique::XWing), Level::Expert);
    /// ```
    pub fn needing(technique: Technique) -> Level {
        match technique {
            Technique::NakedSingle => Level::Simple,
            Technique::HiddenSingle => Level::Easy,
            t if t <= Technique::HiddenPair => Level::Intermediate,
            _ => Level::Expert,
        }
    }
}

/// A puzzle's rating: its level, a number (the hardest step's [`Technique::rating`], or
/// from 5.0 up, by the guesses, for [`Level::Master`]), the hardest step, and the guesses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The level.
    pub level: Level,
    /// 1.0–4.6 for the steps, 5.0 + log₂(guesses) / 2 past them.
    pub score: f32,
    /// The hardest step taken before the end or the stall.
    pub hardest: Technique,
    /// The guesses a search needs once the steps stall: the branching points of a search
    /// for every solution that places singles between guesses and guesses on a cell with
    /// the fewest candidates; 0 when the steps finish the puzzle.
    pub guesses: u64,
}

/// A person's solve of a puzzle: its steps, easiest first each time, and the board they
/// leave (solved, or stalled where guessing starts).
#[derive(Clone, Debug)]
pub struct Solve {
    /// The steps in the order taken.
    pub steps: Vec<Deduction>,
    /// The board after them.
    pub board: Candidates,
    /// The guesses a search needs from that board (see [`Rating::guesses`]): 0 when the
    /// steps finished the puzzle.
    pub guesses: u64,
}

/// Solves a 9×9 or 16×16 puzzle the way a person does. `Err` holds the count when it has
/// no solution or several (and for a grid of another size or that repeats a given: none): every
/// step follows from the givens, so steps that finish the puzzle show it has one
/// solution, and when they stall the search that counts the guesses counts the solutions.
/// Cost: O(cells) a single and a scan of the harder steps each time the singles run out,
/// plus the search when they stall.
///
/// ```
/// use searchlab::sudoku::rating::solve;
/// use searchlab::sudoku::{Count, Grid};
///
/// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// let cells: Vec<u8> = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
/// let person = solve(&Grid { size: 9, cells }).unwrap();
/// assert!(person.board.is_solved());
/// assert_eq!(person.steps.len(), text.matches('.').count());
/// assert_eq!(solve(&Grid { size: 9, cells: vec![0; 81] }).unwrap_err(), Count::Multiple);
/// ```
pub fn solve(grid: &Grid) -> Result<Solve, Count> {
    let mut board = Candidates::new(grid).ok_or(Count::None)?;
    let mut steps = Vec::new();
    while let Some(step) = board.next_step() {
        board.apply(&step);
        steps.push(step);
    }
    let (mut solutions, mut guesses) = (1, 0);
    if !board.is_solved() {
        solutions = 0;
        guesses = guesses_from(board.clone(), &mut solutions);
    }
    match Count::of(solutions) {
        Count::Unique => Ok(Solve { steps, board, guesses }),
        count => Err(count),
    }
}

/// Rates a 9×9 or 16×16 puzzle: `Err` holds the count when it has no solution or several (see
/// [`solve`]). Cost: as [`solve`], plus a search when the steps stall.
///
/// ```
/// use searchlab::sudoku::rating::{rate, Level};
/// use searchlab::sudoku::Grid;
///
/// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
/// let rating = rate(&Grid { size: 9, cells }).unwrap();
/// assert_eq!((rating.level, rating.score, rating.guesses), (Level::Simple, 1.0, 0));
/// ```
pub fn rate(grid: &Grid) -> Result<Rating, Count> {
    Ok(solve(grid)?.rating())
}

impl Solve {
    /// The rating of the puzzle this solve started from: its hardest step's, or from the
    /// guesses when the steps stalled. Cost: O(steps), plus a search when they stalled.
    ///
    /// ```
    /// use searchlab::sudoku::rating::{solve, Level};
    /// use searchlab::sudoku::Grid;
    ///
    /// let text = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    /// let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
    /// assert_eq!(solve(&Grid { size: 9, cells }).unwrap().rating().level, Level::Simple);
    /// ```
    pub fn rating(&self) -> Rating {
        let hardest =
            self.steps.iter().map(|s| s.technique).max().unwrap_or(Technique::NakedSingle);
        if self.board.is_solved() {
            let score = hardest.rating();
            return Rating { level: Level::needing(hardest), score, hardest, guesses: 0 };
        }
        let guesses = self.guesses.max(1);
        let score = 5.0 + (guesses as f32).log2() / 2.0;
        Rating { level: Level::Master, score, hardest, guesses }
    }
}

/// The branching points of a search for every solution (up to two) from `board`, placing
/// singles between guesses and guessing on a cell with the fewest candidates; `found`
/// counts the solutions.
fn guesses_from(mut board: Candidates, found: &mut usize) -> u64 {
    if !board.place_singles() {
        return 0;
    }
    let cell = match board.fewest_candidates() {
        Some(cell) => cell,
        None => {
            *found += 1;
            return 0;
        }
    };
    let mut branches = 1;
    for digit in digits_of(board.candidates(cell)) {
        if *found >= 2 {
            break;
        }
        branches += guesses_from(board.with(cell, digit), found);
    }
    branches
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::generate::{generate, PuzzleRequest, Symmetry};

    /// Puzzles whose solving path is known (QQWing's, from `qqwing --solve --stats`), each
    /// with its level and the hardest step taken here.
    #[test]
    fn hand_picked_puzzles_rate_as_their_solving_paths_say() {
        let cases = [
            // QQWing: 54 naked singles and nothing else.
            (
                ".5..9.4.7...7...1.8..425..9..4.8....739.4.............1.3.....5.7.....9.49..78.3.",
                Level::Simple,
                Technique::NakedSingle,
                0,
            ),
            // QQWing: 8 hidden singles besides the naked ones.
            (
                ".1..54......7..9..3....91..8...3......2.4.75.7..8.......5.........4.8.2.97.......",
                Level::Easy,
                Technique::HiddenSingle,
                0,
            ),
            // QQWing: 2 naked pairs; here one pointing step does their work.
            (
                "....6....43...5...5...49.616....3....8..7.......5..839....3.........498....9.8647",
                Level::Intermediate,
                Technique::Pointing,
                0,
            ),
            // QQWing: a naked pair, then a guess (it rates the puzzle expert).
            (
                "2.......7..1....3.85..3.6...6.47...2..7.15..8..2.6.5.1......1.....38....6....1.8.",
                Level::Master,
                Technique::NakedPair,
                4,
            ),
            // Inkala's "world's hardest" (2012): only naked singles before the guessing.
            (
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
                Level::Master,
                Technique::NakedSingle,
                160,
            ),
        ];
        for (text, level, hardest, guesses) in cases {
            let cells = text.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
            let rating = rate(&Grid { size: 9, cells }).unwrap();
            assert_eq!((rating.level, rating.hardest, rating.guesses), (level, hardest, guesses));
        }
    }

    /// A puzzle's count from the person's solve (steps, then the guess search) is the
    /// counting solver's, for puzzles with one solution, several (clues taken away) and
    /// none (a wrong digit put in).
    #[test]
    fn solve_counts_as_the_searching_solver() {
        let mut counts = [0; 3];
        for seed in 1..=40 {
            let level = Some([Level::Easy, Level::Expert, Level::Master][seed as usize % 3]);
            let request =
                PuzzleRequest { size: 9, level, symmetry: Symmetry::None, minimal: false };
            let puzzle = generate(&request, seed);
            let solution = puzzle.solve(1).solution.unwrap();
            let mut variants = vec![puzzle.clone()];
            for k in 1..=3 {
                let mut fewer = puzzle.clone();
                let mut givens = (0..81).filter(|&c| fewer.cells[c] != 0);
                let cells: Vec<usize> =
                    givens.by_ref().skip(seed as usize % 5).step_by(k + 1).take(k).collect();
                cells.iter().for_each(|&c| fewer.cells[c] = 0);
                variants.push(fewer);
            }
            let empty = (0..81).filter(|&c| puzzle.cells[c] == 0);
            for cell in empty.take(6) {
                let mut wrong = puzzle.clone();
                wrong.cells[cell] = solution[cell] % 9 + 1;
                if wrong.check().is_ok() {
                    variants.push(wrong);
                }
            }
            for grid in variants {
                let count = grid.count();
                counts[count as usize] += 1;
                match solve(&grid) {
                    Ok(person) => {
                        assert_eq!(count, Count::Unique);
                        assert_eq!(person.board.is_solved(), person.guesses == 0);
                    }
                    Err(found) => assert_eq!(found, count),
                }
            }
        }
        assert!(counts.iter().all(|&n| n > 10), "{counts:?}");
    }
}
