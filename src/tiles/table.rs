//! A board's full breadth-first table: a shortest path to or from every reachable board.

use super::{Board, Move, SlidingPuzzle};
use crate::search::{bfs_tree, BfsTree};

/// The BFS tree of every board reachable from a root, indexed by board rank, storing the
/// move into each board. A query walks those moves: O(1) per move, no search.
///
/// Build cost: one BFS over the N!/2 reachable boards (181,440 for the 8-puzzle, a few
/// milliseconds). Memory: 5 bytes per board of the N! space (1.8 MB for the 8-puzzle), so
/// only for boards of at most 12 squares.
#[derive(Clone, Debug)]
pub struct PathTable<const W: usize, const N: usize> {
    tree: BfsTree<Move>,
}

impl<const W: usize, const N: usize> PathTable<W, N> {
    /// The table of boards reachable from `root`, expanding moves in `order`: each stored
    /// path from the root is the first shortest one in that order (with [`super::LEX_ORDER`],
    /// the lexicographically smallest).
    pub fn build(root: Board<W, N>, order: [Move; 4]) -> Self {
        PathTable {
            tree: bfs_tree(&SlidingPuzzle::new(root, order), root),
        }
    }

    /// How many boards the root reaches (half of all N! arrangements, for W, N/W ≥ 2).
    pub fn reached(&self) -> usize {
        self.tree.reached()
    }

    /// The moves of a shortest path from `board` to the root, in order, or `None` if the
    /// root cannot be reached. Cost: O(path length), no allocation.
    pub fn moves_to_root(&self, board: &Board<W, N>) -> Option<impl Iterator<Item = Move> + '_> {
        Some(
            self.tree
                .moves_up(board.rank() as usize)?
                .map(Move::opposite),
        )
    }

    /// The moves of the table's shortest path from the root to `board`, or `None` if it is
    /// unreachable. Cost: O(path length).
    pub fn path_from_root(&self, board: &Board<W, N>) -> Option<Vec<Move>> {
        self.tree.path_from_root(board.rank() as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{Eight, LEX_ORDER};

    #[test]
    fn the_eight_puzzle_table_reaches_half_the_boards() {
        let table = PathTable::build(Eight::solved(), LEX_ORDER);
        assert_eq!(table.reached(), 181_440);
    }

    #[test]
    fn paths_lead_to_and_from_the_root() {
        let root = Eight::solved();
        let table = PathTable::build(root, LEX_ORDER);
        let start = Eight::new(&[2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
        let to_root: Vec<Move> = table.moves_to_root(&start).unwrap().collect();
        assert_eq!(start.play(to_root.iter().copied()), Some(root));
        let from_root = table.path_from_root(&start).unwrap();
        assert_eq!(root.play(from_root.iter().copied()), Some(start));
        assert_eq!(from_root.len(), to_root.len());
        let odd = Eight::new(&[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
        assert!(table.moves_to_root(&odd).is_none());
        assert_eq!(table.moves_to_root(&root).unwrap().count(), 0);
    }
}
