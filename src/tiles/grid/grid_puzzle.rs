//! Reaching a goal [`GridBoard`] as a search problem, for the generic searches of
//! [`crate::search`]: BFS, bounded DFS, A* and IDA* on boards of any shape.

use super::conflict::LinearConflict;
use super::grid_board::GridBoard;
use crate::search::{Heuristic, Keyed, Problem};
use crate::tiles::{Move, LEX_ORDER};

/// Reaching `goal` from boards of its shape, trying the blank's moves in the order `d l r u`
/// (so BFS returns the lexicographically smallest shortest solution). The estimate is
/// Manhattan distance plus linear conflicts; states are keyed by their cells.
#[derive(Clone, Debug)]
pub struct GridPuzzle {
    goal: GridBoard,
    estimate: LinearConflict,
}

impl GridPuzzle {
    /// The puzzle of reaching `goal`. Cost: O(n).
    pub fn new(goal: GridBoard) -> Self {
        GridPuzzle { estimate: LinearConflict::new(&goal), goal }
    }
}

impl Problem for GridPuzzle {
    type State = GridBoard;
    type Move = Move;

    fn successors(&self, grid: &GridBoard, out: &mut Vec<(Move, GridBoard)>) {
        out.extend(LEX_ORDER.iter().filter_map(|&m| grid.step(m).map(|next| (m, next))));
    }

    fn is_goal(&self, grid: &GridBoard) -> bool {
        *grid == self.goal
    }
}

impl Heuristic for GridPuzzle {
    fn estimate(&self, grid: &GridBoard) -> u32 {
        self.estimate.estimate(grid.cells())
    }
}

impl Keyed for GridPuzzle {
    type Key = CellsKey;

    fn key(&self, grid: &GridBoard) -> CellsKey {
        CellsKey(grid.cells().into())
    }
}

/// A board's cells as a hash key. Its hash is one word that depends on every cell (a
/// multiply–rotate mix of 8 cells at a time): fed to a multiplicative hasher such as
/// FxHash, the plain bytes left the bucket bits depending on a cell or two, and A* slower
/// with FxHash than with std's. Cost: O(cells) to hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellsKey(Box<[u8]>);

impl std::hash::Hash for CellsKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let mix = |h: u64, w: u64| (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        let digest = self.0.chunks(8).fold(self.0.len() as u64, |h, chunk| {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            mix(h, u64::from_le_bytes(word))
        });
        state.write_u64(digest.rotate_left(32));
    }
}
