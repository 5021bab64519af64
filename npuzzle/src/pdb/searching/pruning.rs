//! Move pruning for IDA* on sliding-tile boards (after Taylor and Korf, "Pruning duplicate
//! nodes in depth-first search", 1993): an automaton over the blank's moves that refuses a
//! move completing a string of moves that is not the first shortest way between its ends.
//!
//! Of all move strings of one length from one square that shuffle the board alike, the one
//! breadth-first search meets first (moves in [`LEX_ORDER`]) is canonical; so is every part
//! of it. A string with a part that is not canonical is never needed: that part can be
//! swapped for the canonical one, giving a path no longer, and earlier in the order, to the
//! same board. So the search follows only strings whose parts up to [`DEPTH`] moves are
//! canonical. That keeps the first of the cheapest solutions in that order (each of its
//! nodes is within the last iteration's bound, the estimate being admissible), so the
//! answer stays optimal; it only spares the search the rest of the duplicates.
//!
//! The forbidden strings are found by a breadth-first search from each square (the first
//! that is not canonical, whose tail is), and matched by an Aho–Corasick automaton whose
//! letters are (square, move) pairs: which strings are canonical depends on where the
//! board's edges are.

use fxhash::FxHashMap;
use searchlab::cells::Shape;
use searchlab::tiles::grid::neighbour;
use searchlab::tiles::LEX_ORDER;
use std::collections::VecDeque;

/// The longest strings checked. Measured on Korf's instance 40 of the 24-puzzle
/// (BENCHMARKS.md): 14 moves removes most duplicates for a table of a few megabytes.
pub const DEPTH: usize = 14;

/// Boards of more squares than this are searched with the automaton, one board at a time
/// on all threads; smaller ones (the 15-puzzle) with a transposition table, which does
/// better there.
pub const PRUNED_BEYOND: usize = 16;

/// The automaton's answer for a move that leaves the board or completes a forbidden string.
pub const PRUNED: u32 = u32::MAX;

/// The automaton (see the module documentation): a node per canonical part of a forbidden
/// string, the move in [`LEX_ORDER`] order leading from each to the next.
#[derive(Clone, Debug)]
pub struct MovePruning {
    next: Vec<[u32; 4]>,
    roots: Vec<u32>,
}

impl MovePruning {
    /// The automaton for boards of `shape`, for strings of up to `depth` moves. Cost: a
    /// breadth-first search of `depth` moves from every square, on all cores (about 3 s of
    /// work for 14 moves on 5×5, 330,000 nodes), and memory for the strings found.
    ///
    /// ```
    /// use npuzzle::pdb::searching::pruning::{MovePruning, PRUNED};
    /// use searchlab::cells::Shape;
    ///
    /// // Moves are indexes into LEX_ORDER (d l r u). From the top-left corner of a 3×3
    /// // board, `d` is allowed, but `d u` steps straight back.
    /// let pruning = MovePruning::new(Shape::new(3, 3), 8);
    /// let down = pruning.after(pruning.start(0), 0);
    /// assert_ne!(down, PRUNED);
    /// assert_eq!(pruning.after(down, 3), PRUNED);
    /// // `l` leaves the board.
    /// assert_eq!(pruning.after(pruning.start(0), 1), PRUNED);
    /// ```
    pub fn new(shape: Shape, depth: usize) -> Self {
        let cores = searchlab::workers::cores();
        let squares: Vec<usize> = (0..shape.squares()).collect();
        let trees = searchlab::workers::map(&squares, cores, |&s| Tree::grow(shape, s, depth));
        let words = searchlab::workers::map(&trees, cores, |tree| tree.forbidden(shape, &trees));
        let mut trie = Trie::new(shape);
        for (tree, words) in trees.iter().zip(words) {
            for word in words {
                trie.insert(shape, tree.start, &word);
            }
        }
        trie.into_automaton(shape)
    }

    /// The automaton's arrays: the node of each square, and each node's four moves (for
    /// its file in the cache).
    pub(crate) fn parts(&self) -> (&[u32], &[[u32; 4]]) {
        (&self.roots, &self.next)
    }

    /// The automaton of the arrays [`Self::parts`] gave.
    pub(crate) fn from_parts(roots: Vec<u32>, next: Vec<[u32; 4]>) -> Self {
        MovePruning { next, roots }
    }

    /// The node a search starts from with the blank on `square`.
    pub fn start(&self, square: usize) -> u32 {
        self.roots[square]
    }

    /// The node after the move `LEX_ORDER[m]` from `node`, or [`PRUNED`].
    #[inline]
    pub fn after(&self, node: u32, m: usize) -> u32 {
        self.next[node as usize][m]
    }

    /// Asks the processor to bring in the moves of `node` (a node [`Self::after`] gave), which
    /// a search reads when it expands the board there, without waiting for them. Cost: none
    /// to wait for: a hint.
    #[inline]
    pub fn prefetch(&self, node: u32) {
        if let Some(moves) = self.next.get(node as usize) {
            super::prefetch::prefetch(moves);
        }
    }

    /// How many nodes the automaton has.
    pub fn len(&self) -> usize {
        self.next.len()
    }

    /// Whether it has no nodes (never: it has one per square at least).
    pub fn is_empty(&self) -> bool {
        self.next.is_empty()
    }
}

/// The board after moves, packed 5 bits a square (labels are the squares tiles started on).
type Packed = u128;

/// Breadth-first search from one square to `depth` moves over whole boards: each board
/// once, reached by its canonical string, as a tree.
struct Tree {
    start: usize,
    /// How many moves deep it goes.
    depth: usize,
    /// For each board: the board before its last move, and that move (unset for the root).
    parent: Vec<(u32, u8)>,
    /// For each board and move, the board it leads to if that is the canonical way there.
    child: Vec<[u32; 4]>,
    /// For each board, the blank's square and how many moves it is from the start.
    blank: Vec<(u8, u8)>,
}

impl Tree {
    fn grow(shape: Shape, start: usize, depth: usize) -> Tree {
        let mut cells: Vec<u8> = (0..shape.squares() as u8).collect();
        let mut tree = Tree {
            start,
            depth,
            parent: vec![(0, 0)],
            child: vec![[PRUNED; 4]],
            blank: vec![(start as u8, 0)],
        };
        let mut seen: FxHashMap<Packed, u32> = FxHashMap::default();
        let mut boards = vec![pack(&cells)];
        seen.insert(boards[0], 0);
        let mut queue = VecDeque::from([0u32]);
        while let Some(node) = queue.pop_front() {
            let (blank, moves) = tree.blank[node as usize];
            if usize::from(moves) == depth {
                continue;
            }
            unpack(boards[node as usize], &mut cells);
            for (m, &direction) in LEX_ORDER.iter().enumerate() {
                let Some(to) = neighbour(shape, usize::from(blank), direction) else { continue };
                cells.swap(usize::from(blank), to);
                let board = pack(&cells);
                cells.swap(usize::from(blank), to);
                if seen.contains_key(&board) {
                    continue;
                }
                let id = boards.len() as u32;
                seen.insert(board, id);
                boards.push(board);
                tree.parent.push((node, m as u8));
                tree.child.push([PRUNED; 4]);
                tree.blank.push((to as u8, moves + 1));
                tree.child[node as usize][m] = id;
                queue.push_back(id);
            }
        }
        tree
    }

    /// The moves of the canonical string to `node`.
    fn moves_to(&self, mut node: u32) -> Vec<u8> {
        let mut moves = Vec::new();
        while node != 0 {
            let (parent, m) = self.parent[node as usize];
            moves.push(m);
            node = parent;
        }
        moves.reverse();
        moves
    }

    /// Whether `moves` from the start is canonical (all of it, as far as the tree goes).
    fn is_canonical(&self, moves: &[u8]) -> bool {
        let mut node = 0u32;
        moves.iter().all(|&m| {
            node = self.child[node as usize][usize::from(m)];
            node != PRUNED
        })
    }

    /// The forbidden strings that start here: one move past a canonical string, not
    /// canonical itself, but with a canonical tail (from the square after its first move,
    /// in `trees`), so that no shorter forbidden string lies inside it.
    fn forbidden(&self, shape: Shape, trees: &[Tree]) -> Vec<Vec<u8>> {
        let mut words = Vec::new();
        for node in 0..self.child.len() {
            let (blank, moves) = self.blank[node];
            if usize::from(moves) == self.depth {
                continue;
            }
            for (m, &direction) in LEX_ORDER.iter().enumerate() {
                let leads = neighbour(shape, usize::from(blank), direction).is_some();
                if !leads || self.child[node][m] != PRUNED {
                    continue;
                }
                let mut word = self.moves_to(node as u32);
                word.push(m as u8);
                let second = neighbour(shape, self.start, LEX_ORDER[usize::from(word[0])]);
                let tail = &trees[second.expect("a move of the board")];
                if tail.is_canonical(&word[1..]) {
                    words.push(word);
                }
            }
        }
        words
    }
}

fn pack(cells: &[u8]) -> Packed {
    cells.iter().rev().fold(0, |packed, &c| packed << 5 | Packed::from(c))
}

fn unpack(mut packed: Packed, cells: &mut [u8]) {
    for cell in cells {
        *cell = (packed & 31) as u8;
        packed >>= 5;
    }
}

/// The forbidden strings as a trie with a root per square, before its failure links.
struct Trie {
    children: Vec<[u32; 4]>,
    /// The blank's square at each node.
    square: Vec<u8>,
    /// Whether a forbidden string ends at the node.
    ends: Vec<bool>,
}

impl Trie {
    fn new(shape: Shape) -> Trie {
        let squares = shape.squares();
        Trie {
            children: vec![[PRUNED; 4]; squares],
            square: (0..squares as u8).collect(),
            ends: vec![false; squares],
        }
    }

    fn insert(&mut self, shape: Shape, start: usize, word: &[u8]) {
        let mut node = start;
        for &m in word {
            let child = self.children[node][usize::from(m)];
            node = if child != PRUNED {
                child as usize
            } else {
                let to =
                    neighbour(shape, usize::from(self.square[node]), LEX_ORDER[usize::from(m)]);
                self.children.push([PRUNED; 4]);
                self.square.push(to.expect("a move of the board") as u8);
                self.ends.push(false);
                self.children[node][usize::from(m)] = (self.children.len() - 1) as u32;
                self.children.len() - 1
            };
        }
        self.ends[node] = true;
    }

    /// The automaton: failure links by breadth-first order (Aho and Corasick), each node's
    /// moves resolved through them, and every move into a node where a forbidden string
    /// ends (itself or through its failure links) refused.
    fn into_automaton(self, shape: Shape) -> MovePruning {
        let squares = shape.squares();
        let nodes = self.children.len();
        let mut fail = vec![0u32; nodes];
        let mut forbidden = self.ends.clone();
        let mut next = vec![[PRUNED; 4]; nodes];
        let mut queue: VecDeque<usize> = (0..squares).collect();
        while let Some(node) = queue.pop_front() {
            let blank = usize::from(self.square[node]);
            for (m, &direction) in LEX_ORDER.iter().enumerate() {
                let Some(to) = neighbour(shape, blank, direction) else { continue };
                let child = self.children[node][m];
                let fallback = match node < squares {
                    true => to as u32,
                    false => next[fail[node] as usize][m],
                };
                if child == PRUNED {
                    next[node][m] = fallback;
                    continue;
                }
                next[node][m] = child;
                fail[child as usize] = fallback;
                forbidden[child as usize] |= forbidden[fallback as usize];
                queue.push_back(child as usize);
            }
        }
        for moves in &mut next {
            for target in moves.iter_mut().filter(|t| **t != PRUNED) {
                if forbidden[*target as usize] {
                    *target = PRUNED;
                }
            }
        }
        MovePruning { next, roots: (0..squares as u32).collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every string of moves from `start` of at most `depth` moves that stays on the board,
    /// shortest first and in [`LEX_ORDER`] order within a length, with the board it makes.
    fn all_strings(shape: Shape, start: usize, depth: usize) -> Vec<(Vec<u8>, Vec<u8>)> {
        let mut level = vec![(Vec::new(), (0..shape.squares() as u8).collect::<Vec<u8>>(), start)];
        let mut all = Vec::new();
        for _ in 0..=depth {
            let mut next = Vec::new();
            for (moves, cells, blank) in &level {
                all.push((moves.clone(), cells.clone()));
                for (m, &direction) in LEX_ORDER.iter().enumerate() {
                    if let Some(to) = neighbour(shape, *blank, direction) {
                        let (mut moves, mut cells) = (moves.clone(), cells.clone());
                        moves.push(m as u8);
                        cells.swap(*blank, to);
                        next.push((moves, cells, to));
                    }
                }
            }
            level = next;
        }
        all
    }

    /// For each start square, the first string (shortest, then in order) to each board.
    fn first_strings(shape: Shape, depth: usize) -> Vec<HashMap<Vec<u8>, Vec<u8>>> {
        (0..shape.squares())
            .map(|start| {
                let mut first = HashMap::new();
                for (moves, cells) in all_strings(shape, start, depth) {
                    first.entry(cells).or_insert(moves);
                }
                first
            })
            .collect()
    }

    /// The squares the blank stands on along `moves` from `start`.
    fn squares_along(shape: Shape, start: usize, moves: &[u8]) -> Vec<usize> {
        let mut squares = vec![start];
        for &m in moves {
            let at = *squares.last().unwrap();
            squares.push(neighbour(shape, at, LEX_ORDER[usize::from(m)]).unwrap());
        }
        squares
    }

    #[test]
    fn the_automaton_refuses_exactly_the_strings_with_a_part_that_is_not_first() {
        for (w, h, depth) in [(3, 2, 9), (3, 3, 8), (4, 2, 8)] {
            let shape = Shape::new(w, h);
            let first = first_strings(shape, depth);
            let pruning = MovePruning::new(shape, depth);
            let mut refused = 0;
            for start in 0..shape.squares() {
                for (moves, _) in all_strings(shape, start, depth) {
                    let squares = squares_along(shape, start, &moves);
                    // Brute force: every part, replayed from its own square, is the first
                    // string to the board it makes.
                    let canonical = (0..moves.len()).all(|i| {
                        (i + 1..=moves.len()).all(|j| {
                            let part = &moves[i..j];
                            let mut cells: Vec<u8> = (0..shape.squares() as u8).collect();
                            for (k, _) in part.iter().enumerate() {
                                cells.swap(squares[i + k], squares[i + k + 1]);
                            }
                            first[squares[i]][&cells] == part
                        })
                    });
                    let mut node = pruning.start(start);
                    let allowed = moves.iter().all(|&m| {
                        node = pruning.after(node, usize::from(m));
                        node != PRUNED
                    });
                    assert_eq!(allowed, canonical, "{w}x{h} from {start}: {moves:?}");
                    refused += usize::from(!allowed);
                }
            }
            assert!(refused > 1000, "{w}x{h}: only {refused} refused");
        }
    }
}
