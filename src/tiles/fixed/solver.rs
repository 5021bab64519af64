//! Shortest solutions of small sliding-tile boards by table lookup, A* or IDA*.

use super::board::Board;
use super::sliding_puzzle::SlidingPuzzle;
use super::table::PathTable;
use crate::named::Named;
use crate::search::{astar, Labelled};
use crate::search::{idastar_problem, Heuristic, Outcome, Stats};
use crate::tiles::Move;

/// How a [`Solver`] finds shortest solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// One BFS from the goal over every reachable board, then a walk per query.
    Table,
    /// A* with the Manhattan distance (the classic baseline).
    Astar,
    /// IDA* with the Manhattan distance.
    Idastar,
}

impl Named for Algorithm {
    const KIND: &'static str = "algorithm";
    const ALL: &'static [Algorithm] = &[Algorithm::Table, Algorithm::Astar, Algorithm::Idastar];

    fn name(self) -> &'static str {
        match self {
            Algorithm::Table => "table",
            Algorithm::Astar => "astar",
            Algorithm::Idastar => "idastar",
        }
    }
}

enum Engine<const W: usize, const N: usize> {
    Table(PathTable<W, N>),
    Astar,
    Idastar,
}

/// Finds a shortest move sequence from any board to one goal, deciding unsolvable boards
/// by parity before any search. For boards of at most 12 squares (the table and the A*
/// closed set have N! entries).
pub struct Solver<const W: usize, const N: usize> {
    puzzle: SlidingPuzzle<W, N>,
    engine: Engine<W, N>,
    stats: Stats,
}

impl<const W: usize, const N: usize> Solver<W, N> {
    /// A solver for reaching `goal` with `algorithm`. Cost: the table's BFS for
    /// [`Algorithm::Table`], nothing for the searches.
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Algorithm, Eight, Solver};
    ///
    /// let mut solver = Solver::new(Eight::solved(), Algorithm::Idastar);
    /// assert_eq!(solver.solve(&Eight::solved()), Some(vec![]));
    /// ```
    pub fn new(goal: Board<W, N>, algorithm: Algorithm) -> Self {
        let puzzle = SlidingPuzzle::new(goal, crate::tiles::LEX_ORDER);
        let engine = match algorithm {
            Algorithm::Table => Engine::Table(PathTable::build(goal, crate::tiles::LEX_ORDER)),
            Algorithm::Astar => Engine::Astar,
            Algorithm::Idastar => Engine::Idastar,
        };
        Solver { puzzle, engine, stats: Stats::default() }
    }

    /// A shortest move sequence from `start` to the goal, or `None` when the parity rule
    /// says the goal is unreachable. Cost: O(path) with the table; a search otherwise.
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Algorithm, Eight, Solver};
    ///
    /// let start = Eight::new(&[1, 2, 3, 4, 5, 6, 0, 7, 8]).unwrap();
    /// let mut solver = Solver::new(Eight::solved(), Algorithm::Astar);
    /// let moves = solver.solve(&start).unwrap();
    /// assert_eq!(moves.iter().map(|m| m.letter()).collect::<String>(), "rr");
    /// ```
    pub fn solve(&mut self, start: &Board<W, N>) -> Option<Vec<Move>> {
        let mut path = Vec::new();
        self.solve_into(start, &mut path).then_some(path)
    }

    /// Like [`Solver::solve`], writing the moves into `path` (cleared first, its memory
    /// reused) and returning whether the goal is reachable; a table lookup allocates
    /// nothing once `path` has grown to the longest answer.
    pub fn solve_into(&mut self, start: &Board<W, N>, path: &mut Vec<Move>) -> bool {
        self.stats = Stats::default();
        path.clear();
        let outcome = match &mut self.engine {
            // The table holds exactly the boards that reach the goal: no parity test.
            Engine::Table(table) => {
                return match table.moves_to_root(start) {
                    Some(moves) => {
                        path.extend(moves);
                        true
                    }
                    None => false,
                };
            }
            _ if !start.can_reach(self.puzzle.goal()) => return false,
            Engine::Astar => self.astar(start),
            Engine::Idastar => idastar_problem(&self.puzzle, *start),
        };
        self.stats = outcome.stats;
        match outcome.path {
            Some(moves) => {
                path.extend(moves);
                true
            }
            None => false,
        }
    }

    /// A* from `start` on the moves in the puzzle's order, each costing 1.
    fn astar(&self, start: &Board<W, N>) -> Outcome<Move> {
        let puzzle = &self.puzzle;
        let moves = |board: &Board<W, N>| {
            let board = *board;
            let next =
                IntoIterator::into_iter(puzzle.order()).map(move |m| Some((m, board.step(m)?)));
            next.flatten().map(|(m, next)| (Labelled(m, next), 1))
        };
        let estimate = |board: &Board<W, N>| puzzle.estimate(board);
        let found = astar(*start, moves, estimate, |board| board == puzzle.goal());
        match found {
            Some(found) => Outcome { path: Some(found.moves), stats: found.stats },
            None => Outcome { path: None, stats: Stats::default() },
        }
    }

    /// The nodes the last [`Solver::solve`] expanded and generated (zero for a table walk).
    pub fn stats(&self) -> Stats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::fixed::Eight;

    #[test]
    fn every_algorithm_solves_the_sample_optimally() {
        let start = Eight::new(&[2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
        let mut lengths = Vec::new();
        for &a in Algorithm::ALL {
            let mut solver = Solver::new(Eight::solved(), a);
            let path = solver.solve(&start).unwrap();
            assert_eq!(start.play(path.iter().copied()), Some(Eight::solved()), "{}", a.name());
            lengths.push(path.len());
        }
        assert!(lengths.iter().all(|&l| l == lengths[0]), "{lengths:?}");
    }

    #[test]
    fn parity_decides_before_searching() {
        let odd = Eight::new(&[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
        for &a in Algorithm::ALL {
            let mut solver = Solver::new(Eight::solved(), a);
            assert_eq!(solver.solve(&odd), None);
            assert_eq!(solver.stats(), Stats::default());
        }
    }
}
