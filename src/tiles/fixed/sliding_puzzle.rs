//! A sliding-tile puzzle as a search problem: reach a goal board.

use super::board::Board;
use super::heuristic::Manhattan;
use crate::search::{Heuristic, Keyed, Problem};
use crate::tiles::Move;

/// Reaching `goal` on a W-wide board of N squares, trying the blank's moves in a given order.
/// Its estimate is the Manhattan distance; its key is the board's rank.
#[derive(Clone, Debug)]
pub struct SlidingPuzzle<const W: usize, const N: usize> {
    goal: Board<W, N>,
    order: [Move; 4],
    manhattan: Manhattan<W, N>,
}

impl<const W: usize, const N: usize> SlidingPuzzle<W, N> {
    /// The puzzle of reaching `goal`, trying moves in `order`. Cost: O(N²).
    pub fn new(goal: Board<W, N>, order: [Move; 4]) -> Self {
        SlidingPuzzle { goal, order, manhattan: Manhattan::new(&goal) }
    }

    /// The goal board.
    pub fn goal(&self) -> &Board<W, N> {
        &self.goal
    }

    /// The order the blank's moves are tried in.
    pub fn order(&self) -> [Move; 4] {
        self.order
    }
}

impl<const W: usize, const N: usize> Problem for SlidingPuzzle<W, N> {
    type State = Board<W, N>;
    type Move = Move;

    fn successors(&self, board: &Board<W, N>, out: &mut Vec<(Move, Board<W, N>)>) {
        out.extend(self.order.iter().filter_map(|&m| board.step(m).map(|next| (m, next))));
    }

    fn is_goal(&self, board: &Board<W, N>) -> bool {
        *board == self.goal
    }
}

impl<const W: usize, const N: usize> Heuristic for SlidingPuzzle<W, N> {
    fn estimate(&self, board: &Board<W, N>) -> u32 {
        self.manhattan.estimate(board)
    }
}

impl<const W: usize, const N: usize> Keyed for SlidingPuzzle<W, N> {
    type Key = usize;

    fn key(&self, board: &Board<W, N>) -> usize {
        board.rank() as usize
    }
}
