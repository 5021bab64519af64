//! A board's full breadth-first table: a shortest path to or from every reachable board.

use super::board::Board;
use crate::tiles::Move;
use std::collections::VecDeque;

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

/// The code of the root in a table of moves (the others are a move's code plus one, and 0
/// for a board not reached).
const ROOT: u8 = 5;

/// The paths of every board reachable from a root, from a breadth-first search. A query
/// costs O(1) per move, no search.
///
/// Each reachable board has a slot, indexed by the blank's square and the rank of the tiles'
/// order halved: with the blank on a given square, the boards the root reaches are those
/// whose tiles' order has one given parity (the solvability rule), and ranks `2k` and
/// `2k + 1` differ by a swap, so exactly one of them is reached. When every path has at
/// most 31 moves (the 8-puzzle's longest is 31; boards of at most 9 squares are tried), a
/// slot holds the board's whole path from the root packed in one word: 2 bits a move, the
/// first move lowest, a 1 bit just above the last; a query is one memory read. Otherwise
/// it holds the move into the board on its path, and a query walks back to the root.
///
/// Build cost: one BFS over the N!/2 reachable boards (181,440 for the 8-puzzle, a few
/// milliseconds). Memory: 8 bytes per reachable board (packed: 1.45 MB for the 8-puzzle,
/// small enough to stay in a core's cache), 1 byte where paths are longer (2×4: 20 KB).
#[derive(Clone, Debug)]
pub struct PathTable<const W: usize, const N: usize> {
    paths: Paths,
    /// Per blank square, whether the tiles' order of the boards reached is odd.
    odd: Vec<bool>,
    reached: usize,
}

/// The slots of a [`PathTable`], by [`slot_of`].
#[derive(Clone, Debug)]
enum Paths {
    /// Each board's path from the root, packed in a word (0: not reached).
    Packed(Vec<u64>),
    /// The code of the move into each board on its path ([`ROOT`] at the root, 0: not
    /// reached).
    Moves(Vec<u8>),
}

/// The slot of `board` (blank square, then tiles' rank halved) and whether its tiles' order
/// is odd: the Lehmer code of the tiles in reading order, blank skipped (the parity is that
/// of the code's digit sum). Cost: O(N).
#[inline(always)]
fn slot_of<const W: usize, const N: usize>(board: &Board<W, N>) -> (usize, bool) {
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

impl<const W: usize, const N: usize> PathTable<W, N> {
    /// The table of boards reachable from `root`, expanding moves in `order`: each stored
    /// path from the root is the first shortest one in that order (with [`crate::tiles::LEX_ORDER`],
    /// the lexicographically smallest).
    ///
    /// # Panics
    /// If the board has more than 12 squares (a table of 13! / 2 boards would not fit).
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
        PathTable::build_packing(root, order, N <= PACK_SQUARES)
    }

    /// [`PathTable::build`], packing the paths in words if `pack` and they all fit.
    fn build_packing(root: Board<W, N>, order: [Move; 4], pack: bool) -> Self {
        assert!(N <= 12, "a table of the {}! / 2 boards of {} squares", N, N);
        let size = crate::perm::FACTORIALS[N] as usize / 2;
        let mut codes = vec![0u8; size];
        let mut words = vec![0u64; if pack { size } else { 0 }];
        let mut odd: Vec<Option<bool>> = vec![None; N];
        let (slot, root_odd) = slot_of(&root);
        (codes[slot], odd[root.blank()]) = (ROOT, Some(root_odd));
        if pack {
            words[slot] = 1;
        }
        let (mut queue, mut reached, mut fits) = (VecDeque::from([(root, 1u64)]), 1, pack);
        while let Some((board, word)) = queue.pop_front() {
            // A word of 0: a path too long to pack, and so are those that go on from it.
            let depth = match word {
                0 => PACKED_MOVES,
                _ => (63 - word.leading_zeros()) / 2,
            };
            let end = 1u64 << (2 * depth);
            for &m in &order {
                let next = match board.step(m) {
                    Some(next) => next,
                    None => continue,
                };
                let (slot, next_odd) = slot_of(&next);
                let expected = *odd[next.blank()].get_or_insert(next_odd);
                assert_eq!(expected, next_odd, "boards of both parities with one blank square");
                if codes[slot] != 0 {
                    continue;
                }
                codes[slot] = m as u8 + 1;
                reached += 1;
                let next_word = match depth < PACKED_MOVES {
                    true => (word ^ end) | (m as u64) << (2 * depth) | end << 2,
                    false => {
                        fits = false;
                        0
                    }
                };
                if let Some(packed) = words.get_mut(slot) {
                    *packed = next_word;
                }
                queue.push_back((next, next_word));
            }
        }
        let paths = if fits { Paths::Packed(words) } else { Paths::Moves(codes) };
        let odd = odd.into_iter().map(|odd| odd.unwrap_or(false)).collect();
        PathTable { paths, odd, reached }
    }

    /// How many boards the root reaches (half of all N! arrangements, for W, N/W ≥ 2).
    pub fn reached(&self) -> usize {
        self.reached
    }

    /// The moves of a shortest path from `board` to the root, in order, or `None` if the
    /// root cannot be reached. Cost: O(path length), no allocation for a packed table.
    pub fn moves_to_root(&self, board: &Board<W, N>) -> Option<ToRoot<'_>> {
        let (slot, odd) = slot_of(board);
        if odd != self.odd[board.blank()] {
            return None;
        }
        let walk = match &self.paths {
            Paths::Packed(words) => {
                let word = words[slot];
                (word != 0).then(|| Walk::Packed { word, left: (63 - word.leading_zeros()) / 2 })?
            }
            Paths::Moves(codes) => Walk::Listed(self.walk_back(codes, slot, *board)?.into_iter()),
        };
        Some(ToRoot { walk, table: std::marker::PhantomData })
    }

    /// The moves from `board` (in slot `slot` of `codes`) back to the root, or `None` if
    /// it is not reached. Cost: O(N) a move.
    fn walk_back(
        &self,
        codes: &[u8],
        mut slot: usize,
        mut board: Board<W, N>,
    ) -> Option<Vec<Move>> {
        let mut moves = Vec::new();
        loop {
            match codes[slot] {
                0 => return None,
                ROOT => return Some(moves),
                code => {
                    let back = CODED[usize::from(code) - 1].opposite();
                    moves.push(back);
                    board = board.step(back).expect("the move into a board undone");
                    slot = slot_of(&board).0;
                }
            }
        }
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

/// The moves from a board to the root of a [`PathTable`], in order.
#[derive(Clone, Debug)]
pub struct ToRoot<'a> {
    walk: Walk,
    table: std::marker::PhantomData<&'a ()>,
}

#[derive(Clone, Debug)]
enum Walk {
    /// A packed path from the root, read from its last move down; `left` moves to go.
    Packed { word: u64, left: u32 },
    /// The moves back to the root, in order.
    Listed(std::vec::IntoIter<Move>),
}

impl Iterator for ToRoot<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        match &mut self.walk {
            Walk::Packed { word, left } => {
                *left = left.checked_sub(1)?;
                Some(CODED[(*word >> (2 * *left)) as usize & 3].opposite())
            }
            Walk::Listed(moves) => moves.next(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.walk {
            &Walk::Packed { left, .. } => (left as usize, Some(left as usize)),
            Walk::Listed(moves) => moves.size_hint(),
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
    fn packed_paths_equal_the_walks_back_on_every_board() {
        // The 2x4 board's longest path (36 moves) does not fit a word: it keeps the moves.
        let wide = PathTable::<4, 8>::build(Board::solved(), LEX_ORDER);
        assert!(matches!(wide.paths, Paths::Moves(_)));
        assert_eq!(wide.reached(), 20_160);
        let root = Eight::solved();
        let table = PathTable::build(root, LEX_ORDER);
        let tree = PathTable::build_packing(root, LEX_ORDER, false);
        assert!(matches!(tree.paths, Paths::Moves(_)));
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

    /// Checks `table` on every board against a plain BFS of the test's own from `root`
    /// (moves are reversible): each path is as long as the fewest moves and replays to the
    /// root, and no other board has one. Returns the longest distance.
    fn check_against_bfs<const W: usize, const N: usize>(
        root: Board<W, N>,
        table: &PathTable<W, N>,
    ) -> usize {
        let mut distance = std::collections::HashMap::from([(root, 0usize)]);
        let mut queue = VecDeque::from([root]);
        while let Some(board) = queue.pop_front() {
            let next_distance = distance[&board] + 1;
            for next in LEX_ORDER.iter().filter_map(|&m| board.step(m)) {
                if let std::collections::hash_map::Entry::Vacant(slot) = distance.entry(next) {
                    slot.insert(next_distance);
                    queue.push_back(next);
                }
            }
        }
        assert_eq!(table.reached(), distance.len());
        for rank in 0..crate::perm::FACTORIALS[N] {
            let board = Board::<W, N>::from_rank(rank);
            let moves: Option<Vec<Move>> = table.moves_to_root(&board).map(Iterator::collect);
            match (moves, distance.get(&board)) {
                (Some(moves), Some(&fewest)) => {
                    assert_eq!(moves.len(), fewest, "rank {rank}");
                    assert_eq!(board.play(moves), Some(root), "rank {rank}");
                }
                (None, None) => {}
                (moves, fewest) => panic!("rank {rank}: {moves:?} against {fewest:?}"),
            }
        }
        distance.into_values().max().unwrap_or(0)
    }

    #[test]
    fn every_path_is_a_fewest_moves_path_to_the_root() {
        // Packed (paths of at most 31 moves), both orientations of 2x3.
        let table = PathTable::<3, 6>::build(Board::solved(), LEX_ORDER);
        assert!(matches!(table.paths, Paths::Packed(_)));
        assert_eq!(check_against_bfs(Board::solved(), &table), 21);
        let tall = PathTable::<2, 6>::build(Board::solved(), LEX_ORDER);
        assert_eq!(check_against_bfs(Board::solved(), &tall), 21);
        // Walked back: 2x4 and 4x2 have paths of 36 moves, too long for a word; and a
        // table asked not to pack, from a root with the blank in the middle.
        let wide = PathTable::<4, 8>::build(Board::solved(), LEX_ORDER);
        assert!(matches!(wide.paths, Paths::Moves(_)));
        assert_eq!(check_against_bfs(Board::solved(), &wide), 36);
        let tall = PathTable::<2, 8>::build(Board::solved(), LEX_ORDER);
        assert!(matches!(tall.paths, Paths::Moves(_)));
        assert_eq!(check_against_bfs(Board::solved(), &tall), 36);
        let middle = Eight::new(&[1, 2, 3, 4, 0, 5, 6, 7, 8]).unwrap();
        let unpacked = PathTable::build_packing(middle, LEX_ORDER, false);
        assert!(matches!(unpacked.paths, Paths::Moves(_)));
        assert_eq!(check_against_bfs(middle, &unpacked), 30);
    }

    #[test]
    #[should_panic(expected = "a table of the 16! / 2 boards of 16 squares")]
    fn a_board_too_large_for_a_table_is_refused_before_any_memory() {
        let _ = PathTable::<4, 16>::build(Board::solved(), LEX_ORDER);
    }
}
