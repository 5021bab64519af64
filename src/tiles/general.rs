//! Reaching a goal [`Grid`] as a search problem, for the generic searches of
//! [`crate::search`]: BFS, bounded DFS, A* and IDA* on boards of any shape.

use super::{Grid, LinearConflict, Move, LEX_ORDER};
use crate::search::{Heuristic, Keyed, Problem};

/// Reaching `goal` from boards of its shape, trying the blank's moves in the order `d l r u`
/// (so BFS returns the lexicographically smallest shortest solution). The estimate is
/// Manhattan distance plus linear conflicts; states are keyed by their cells.
#[derive(Clone, Debug)]
pub struct GridPuzzle {
    goal: Grid,
    estimate: LinearConflict,
}

impl GridPuzzle {
    /// The puzzle of reaching `goal`. Cost: O(n).
    pub fn new(goal: Grid) -> Self {
        GridPuzzle {
            estimate: LinearConflict::new(&goal),
            goal,
        }
    }
}

impl Problem for GridPuzzle {
    type State = Grid;
    type Move = Move;

    fn successors(&self, grid: &Grid, out: &mut Vec<(Move, Grid)>) {
        out.extend(
            LEX_ORDER
                .iter()
                .filter_map(|&m| grid.step(m).map(|next| (m, next))),
        );
    }

    fn is_goal(&self, grid: &Grid) -> bool {
        *grid == self.goal
    }
}

impl Heuristic for GridPuzzle {
    fn estimate(&self, grid: &Grid) -> u32 {
        self.estimate.estimate(grid.cells())
    }
}

impl Keyed for GridPuzzle {
    type Key = Box<[u8]>;

    fn key(&self, grid: &Grid) -> Box<[u8]> {
        grid.cells().into()
    }
}
