//! A board's full breadth-first table: a shortest path to or from every reachable board.

use super::board::Board;
use crate::search::{bfs_all, Labelled, Reached};
use crate::tiles::Move;

/// The moves in the order of their 2-bit codes in a packed path (`m as u64` is the code).
const CODED: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

/// The number of 1 bits of each 11-bit word: a table read, where `count_ones` without the
/// `popcnt` instruction (not in baseline x86-64) is a dozen.
const ONES: [u8; 1 << 11] = ones();

const fn ones() -> [u8; 1 << 11] {
    let mut table = [0u8; 1 << 11];
    let mut word = 1;
    while word < table.len() {
        table[word] = table[word / 2] + (word % 2) as u8;
        word += 1;
    }
    table
}

/// The longest path a packed word holds: 2 bits a move and the end mark in 64 bits.
const PACKED_MOVES: u32 = 31;

/// The largest boards whose paths may fit a word (3×3's longest is 31 moves, 2×4's 36).
const PACK_SQUARES: usize = 9;

/// The paths of every board reachable from a root, from a breadth-first search. A query
/// costs O(1) per move, no search.
///
/// When every path has at most 31 moves (the 8-puzzle's longest is 31; boards of at most
/// 9 squares are tried), each board's path
/// from the root is packed in one word: 2 bits a move, the first move lowest, a 1 bit just
/// above the last; a query is one memory read. The words are indexed by the blank's square
/// and the rank of the tiles' order halved: with the blank on a given square, the boards
/// the root reaches are those whose tiles' order has one given parity (the solvability
/// rule), and ranks `2k` and `2k + 1` differ by a swap, so exactly one of them is reached.
/// Otherwise the BFS tree is kept (each board, its parent and the move into it) and a
/// query walks it up.
///
/// Build cost: one BFS over the N!/2 reachable boards (181,440 for the 8-puzzle, a few
/// milliseconds). Memory: 8 bytes per reachable board (packed: 1.45 MB for the 8-puzzle,
/// small enough to stay in a core's cache), or a record per reachable board (tree: the
/// board, its parent's number, its distance and the move, with their hash index), so only
/// for small boards.
#[derive(Clone, Debug)]
pub struct PathTable<const W: usize, const N: usize> {
    paths: Paths<W, N>,
    reached: usize,
}

#[derive(Clone, Debug)]
enum Paths<const W: usize, const N: usize> {
    Packed(Packed),
    Tree(Reached<Board<W, N>, Move>),
}

/// Packed paths of the reachable boards, by [`Packed::index`].
#[derive(Clone, Debug)]
struct Packed {
    words: Vec<u64>,
    /// Per blank square, whether the tiles' order of the boards reached is odd.
    odd: Vec<bool>,
}

impl Packed {
    /// The index of `board`'s word (blank square, then tiles' rank halved) and whether its
    /// tiles' order is odd: the Lehmer code of the tiles in reading order, blank skipped
    /// (the parity is that of the code's digit sum). Cost: O(N).
    #[inline(always)]
    fn index<const W: usize, const N: usize>(board: &Board<W, N>) -> (usize, bool) {
        let mut seen = 0u32;
        let mut rank = 0u64;
        let mut digits = 0u32;
        let mut place = N - 1;
        for &tile in board.cells() {
            if tile == 0 {
                continue;
            }
            let tile = u32::from(tile) - 1;
            let smaller_unseen = tile - u32::from(ONES[(seen & ((1 << tile) - 1)) as usize]);
            place -= 1;
            rank += u64::from(smaller_unseen) * crate::perm::FACTORIALS[place];
            digits += smaller_unseen;
            seen |= 1 << tile;
        }
        let per_square = crate::perm::FACTORIALS[N - 1] as usize / 2;
        (board.blank() * per_square + rank as usize / 2, digits % 2 == 1)
    }

    /// The packed path of `board`, or `None` if the root does not reach it. Cost: O(N).
    fn word<const W: usize, const N: usize>(&self, board: &Board<W, N>) -> Option<u64> {
        let (index, odd) = Packed::index(board);
        (odd == self.odd[board.blank()]).then(|| self.words[index])
    }
}

impl<const W: usize, const N: usize> PathTable<W, N> {
    /// The table of boards reachable from `root`, expanding moves in `order`: each stored
    /// path from the root is the first shortest one in that order (with [`crate::tiles::LEX_ORDER`],
    /// the lexicographically smallest).
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Eight, PathTable};
    /// use searchlab::tiles::LEX_ORDER;
    ///
    /// let table = PathTable::build(Eight::solved(), LEX_ORDER);
    /// assert_eq!(table.reached(), 181_440); // half of the 9! boards
    /// ```
    pub fn build(root: Board<W, N>, order: [Move; 4]) -> Self {
        // Larger boards have longer paths (2×5: 55 moves): no packing tried.
        if N <= PACK_SQUARES {
            if let Some((packed, reached)) = pack(root, order) {
                return PathTable { paths: Paths::Packed(packed), reached };
            }
        }
        PathTable::build_tree(root, order)
    }

    /// The table of boards reachable from `root` as a BFS tree (for boards whose paths do
    /// not pack). Cost: one BFS over the boards reached, a record each.
    fn build_tree(root: Board<W, N>, order: [Move; 4]) -> Self {
        let tree = bfs_all(root, |board: &Board<W, N>| {
            let board = *board;
            IntoIterator::into_iter(order).filter_map(move |m| Some(Labelled(m, board.step(m)?)))
        });
        PathTable { reached: tree.len(), paths: Paths::Tree(tree) }
    }

    /// How many boards the root reaches (half of all N! arrangements, for W, N/W ≥ 2).
    pub fn reached(&self) -> usize {
        self.reached
    }

    /// The moves of a shortest path from `board` to the root, in order, or `None` if the
    /// root cannot be reached. Cost: O(path length), no allocation for a packed table.
    pub fn moves_to_root(&self, board: &Board<W, N>) -> Option<ToRoot<'_>> {
        let walk = match &self.paths {
            Paths::Packed(packed) => {
                let word = packed.word(board)?;
                Walk::Packed { word, left: (63 - word.leading_zeros()) / 2 }
            }
            Paths::Tree(tree) => {
                let from_root = tree.path_to(board)?.moves;
                Walk::Tree { from_root: from_root.into_iter().rev(), table: Default::default() }
            }
        };
        Some(ToRoot { walk })
    }

    /// The moves of the table's shortest path from the root to `board`, or `None` if it is
    /// unreachable. Cost: O(path length).
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Eight, PathTable};
    /// use searchlab::tiles::LEX_ORDER;
    ///
    /// let table = PathTable::build(Eight::solved(), LEX_ORDER);
    /// let board = Eight::new(&[1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
    /// let moves = table.path_from_root(&board).unwrap();
    /// assert_eq!(Eight::solved().play(moves), Some(board));
    /// ```
    pub fn path_from_root(&self, board: &Board<W, N>) -> Option<Vec<Move>> {
        let mut path: Vec<Move> = self.moves_to_root(board)?.map(Move::opposite).collect();
        path.reverse();
        Some(path)
    }
}

/// The packed paths of every board reachable from `root` by a breadth-first search
/// expanding moves in `order`, and how many there are; `None` when a path is longer than
/// 31 moves or the boards reached do not split by parity as expected (then the caller
/// keeps a tree instead). Cost: O(boards reached); memory: the words and a queue.
fn pack<const W: usize, const N: usize>(
    root: Board<W, N>,
    order: [Move; 4],
) -> Option<(Packed, usize)> {
    let mut packed =
        Packed { words: vec![0; crate::perm::FACTORIALS[N] as usize / 2], odd: vec![false; N] };
    let mut parity_seen: Vec<Option<bool>> = vec![None; N];
    let mut queue = std::collections::VecDeque::from([(root, 1u64)]);
    let (index, odd) = Packed::index(&root);
    packed.words[index] = 1;
    parity_seen[root.blank()] = Some(odd);
    let mut reached = 1;
    while let Some((board, word)) = queue.pop_front() {
        let depth = (63 - word.leading_zeros()) / 2;
        let end = 1u64 << (2 * depth);
        for &m in &order {
            let next = match board.step(m) {
                Some(next) => next,
                None => continue,
            };
            let (index, odd) = Packed::index(&next);
            if *parity_seen[next.blank()].get_or_insert(odd) != odd {
                return None;
            }
            if packed.words[index] != 0 {
                continue;
            }
            if depth >= PACKED_MOVES {
                return None;
            }
            let next_word = (word ^ end) | (m as u64) << (2 * depth) | end << 2;
            packed.words[index] = next_word;
            reached += 1;
            queue.push_back((next, next_word));
        }
    }
    for (odd, seen) in packed.odd.iter_mut().zip(parity_seen) {
        *odd = seen.unwrap_or(false);
    }
    Some((packed, reached))
}

/// The moves from a board to the root of a [`PathTable`], in order.
#[derive(Clone, Debug)]
pub struct ToRoot<'a> {
    walk: Walk<'a>,
}

#[derive(Clone, Debug)]
enum Walk<'a> {
    /// A packed path from the root, read from its last move down; `left` moves to go.
    Packed { word: u64, left: u32 },
    /// The moves of the path from the root, read from the last (the walk borrows no more
    /// of the table than a packed one does).
    Tree {
        from_root: std::iter::Rev<std::vec::IntoIter<Move>>,
        table: std::marker::PhantomData<&'a ()>,
    },
}

impl Iterator for ToRoot<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        match &mut self.walk {
            Walk::Packed { word, left } => {
                *left = left.checked_sub(1)?;
                Some(CODED[(*word >> (2 * *left)) as usize & 3].opposite())
            }
            Walk::Tree { from_root, .. } => from_root.next().map(Move::opposite),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.walk {
            &Walk::Packed { left, .. } => (left as usize, Some(left as usize)),
            Walk::Tree { from_root, .. } => from_root.size_hint(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::fixed::Eight;
    use crate::tiles::LEX_ORDER;

    #[test]
    fn the_eight_puzzle_table_reaches_half_the_boards() {
        let table = PathTable::build(Eight::solved(), LEX_ORDER);
        assert_eq!(table.reached(), 181_440);
        assert!(matches!(table.paths, Paths::Packed(_)));
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

    #[test]
    fn packed_paths_equal_the_tree_walks_on_every_board() {
        // The 2x4 board's longest path (36 moves) does not fit a word: it keeps the tree.
        let wide = PathTable::<4, 8>::build(Board::solved(), LEX_ORDER);
        assert!(matches!(wide.paths, Paths::Tree(_)));
        let root = Eight::solved();
        let table = PathTable::build(root, LEX_ORDER);
        let tree = PathTable::build_tree(root, LEX_ORDER);
        assert!(matches!(tree.paths, Paths::Tree(_)));
        assert_eq!(tree.reached(), 181_440);
        let mut longest = 0;
        for rank in 0..362_880u64 {
            let board = Eight::from_rank(rank);
            let walked: Option<Vec<Move>> = tree.moves_to_root(&board).map(Iterator::collect);
            let packed: Option<Vec<Move>> = table.moves_to_root(&board).map(Iterator::collect);
            assert_eq!(packed, walked, "rank {rank}");
            longest = longest.max(packed.map_or(0, |p| p.len()));
        }
        assert_eq!(longest, 31);
    }
}
