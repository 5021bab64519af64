//! Reachability as lazy iterators: the states reachable from a start, breadth first,
//! depth first, or by increasing cost, each once, expanded only as far as the caller reads.

use super::cost::Cost;
use super::open::Frontier;
use super::radix::RadixHeap;
use super::roots::rooted;
use super::tree::Tree;
use std::hash::Hash;
use std::marker::PhantomData;

/// The iterator [`bfs_reach`] returns.
pub struct BfsReach<S, F, I> {
    tree: Tree<S, (), u32>,
    successors: F,
    next: u32,
    edges: Vec<S>,
    hashes: Vec<u32>,
    returns: PhantomData<fn() -> I>,
}

/// Every state reachable from `start`, breadth first: the start, then the states one move
/// away in successor order, then those two moves away, and so on, each once. Lazy: a state
/// is expanded when it is yielded, so taking a few costs a few expansions.
///
/// Cost: O(states + edges) time for the whole space; a record per state seen.
///
/// ```
/// use searchlab::search::bfs_reach;
///
/// // Numbers reached from 1 by doubling or adding 3, below 12, nearest first.
/// let next = |&n: &u32| [n * 2, n + 3].into_iter().filter(|&m| m < 12);
/// let order: Vec<u32> = bfs_reach(1, next).collect();
/// assert_eq!(order, vec![1, 2, 4, 5, 8, 7, 10, 11]);
/// assert_eq!(bfs_reach(1, next).take(3).count(), 3);
/// ```
pub fn bfs_reach<S, F, I>(start: S, successors: F) -> BfsReach<S, F, I>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    let (edges, hashes) = (Vec::new(), Vec::new());
    BfsReach { tree: rooted(start), successors, next: 0, edges, hashes, returns: PhantomData }
}

impl<S, F, I> Iterator for BfsReach<S, F, I>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    type Item = S;

    fn next(&mut self) -> Option<S> {
        let at = self.next;
        if at as usize == self.tree.len() {
            return None;
        }
        self.next += 1;
        self.edges.extend((self.successors)(self.tree.state(at)));
        let depth = self.tree.cost(at) + 1;
        self.tree.prepare(self.edges.iter(), &mut self.hashes);
        for (state, &hash) in self.edges.drain(..).zip(&self.hashes) {
            let _ = self.tree.insert_hashed(state, hash, at, Some(()), depth);
        }
        Some(self.tree.state(at).clone())
    }
}

/// The iterator [`dfs_reach`] returns.
pub struct DfsReach<S, F, I> {
    seen: Tree<S, (), ()>,
    successors: F,
    /// States to visit with their hashes, the next last; one may be there twice, and is
    /// then skipped.
    to_see: Vec<(u32, S)>,
    edges: Vec<S>,
    hashes: Vec<u32>,
    returns: PhantomData<fn() -> I>,
}

/// Every state reachable from `start`, depth first: the order a recursive depth-first
/// search meets them (preorder, successors in the order they come), each once. Lazy, and
/// iterative: a path of a million states needs no deep call stack.
///
/// Cost: O(states + edges) time for the whole space; a record per state seen, and a
/// stack of the successors not yet visited.
///
/// ```
/// use searchlab::search::dfs_reach;
///
/// // A binary tree numbered heap-wise, 1 to 7: preorder.
/// let children = |&n: &u32| [2 * n, 2 * n + 1].into_iter().filter(|&c| c <= 7);
/// assert_eq!(dfs_reach(1, children).collect::<Vec<_>>(), vec![1, 2, 4, 5, 3, 6, 7]);
/// ```
pub fn dfs_reach<S, F, I>(start: S, successors: F) -> DfsReach<S, F, I>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    let seen = Tree::new();
    let to_see = vec![(seen.hash(&start), start)];
    let (edges, hashes, returns) = (Vec::new(), Vec::new(), PhantomData);
    DfsReach { seen, successors, to_see, edges, hashes, returns }
}

impl<S, F, I> Iterator for DfsReach<S, F, I>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    type Item = S;

    fn next(&mut self) -> Option<S> {
        loop {
            let (hash, state) = self.to_see.pop()?;
            let id = match self.seen.insert_hashed(state, hash, 0, None, ()) {
                Ok(id) => id,
                Err(_) => continue,
            };
            let first = self.to_see.len();
            self.edges.extend((self.successors)(self.seen.state(id)));
            self.seen.prepare(self.edges.iter(), &mut self.hashes);
            for (next, &hash) in self.edges.drain(..).zip(&self.hashes) {
                if self.seen.find_hashed(&next, hash).is_none() {
                    self.to_see.push((hash, next));
                }
            }
            self.to_see[first..].reverse();
            return Some(self.seen.state(id).clone());
        }
    }
}

/// The iterator [`dijkstra_reach`] returns.
pub struct DijkstraReach<S, C, F, I> {
    tree: Tree<S, (), C>,
    open: RadixHeap<C>,
    successors: F,
    edges: Vec<(S, C)>,
    returns: PhantomData<fn() -> I>,
}

/// Every state reachable from `start` with its least cost from it, cheapest first
/// (Dijkstra's order): `successors` yields `(state, cost)` pairs with non-negative costs.
/// Lazy: a state is expanded when it is yielded, so one can stop at a cost or a count.
///
/// Cost: O(E·b) time at worst for the E edges of the states yielded, b the bits of `C` (the
/// open list is a radix heap); a record per state seen.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::dijkstra_reach;
///
/// // Towns on a line, a road of length 3 to the right and 5 to the left.
/// let roads = |&x: &i32| [(x + 1, 3u32), (x - 1, 5)];
/// let near: Vec<(i32, u32)> = dijkstra_reach(0, roads).take_while(|&(_, d)| d <= 6).collect();
/// assert_eq!(near, vec![(0, 0), (1, 3), (-1, 5), (2, 6)]);
/// ```
pub fn dijkstra_reach<S, C, F, I>(start: S, successors: F) -> DijkstraReach<S, C, F, I>
where
    S: Clone + Eq + Hash,
    C: Cost,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = (S, C)>,
{
    dijkstra_reach_from([(start, C::ZERO)], successors)
}

/// As [`dijkstra_reach`] from several starts, each with a cost of its own to begin with:
/// every state reachable from any, with its least cost over all of them (a start's own
/// cost, or less through another), cheapest first. A start given twice counts at its lower
/// cost. Cost: as [`dijkstra_reach`].
///
/// # Panics
/// If a start's cost or a move's is negative, or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::dijkstra_reach_from;
///
/// // Guards at towns 0 (already 4 minutes out) and 10, a minute a town either way:
/// // which guard reaches town 3 first, and when?
/// let roads = |&x: &i32| [(x + 1, 1u32), (x - 1, 1)];
/// let reached = dijkstra_reach_from([(0, 4), (10, 0)], roads).find(|&(x, _)| x == 3);
/// assert_eq!(reached, Some((3, 7))); // the far guard: 7 minutes, the near one 4 + 3 = 7 too
/// ```
pub fn dijkstra_reach_from<S, C, F, I>(
    starts: impl IntoIterator<Item = (S, C)>,
    successors: F,
) -> DijkstraReach<S, C, F, I>
where
    S: Clone + Eq + Hash,
    C: Cost,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = (S, C)>,
{
    let mut tree = Tree::new();
    let mut open = RadixHeap::empty();
    for (start, cost) in starts {
        assert!(cost >= C::ZERO, "negative start cost {:?}", cost);
        let id = match tree.insert_root(start, cost) {
            Ok(id) => id,
            Err(id) if cost < tree.cost(id) => {
                tree.update(id, id, None, cost);
                id
            }
            Err(_) => continue,
        };
        open.put(cost, C::ZERO, id);
    }
    DijkstraReach { tree, open, successors, edges: Vec::new(), returns: PhantomData }
}

impl<S, C, F, I> Iterator for DijkstraReach<S, C, F, I>
where
    S: Clone + Eq + Hash,
    C: Cost,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = (S, C)>,
{
    type Item = (S, C);

    fn next(&mut self) -> Option<(S, C)> {
        let (g, at) = loop {
            let (g, at) = self.open.take()?;
            if self.tree.cost(at) == g {
                break (g, at);
            }
        };
        self.edges.extend((self.successors)(self.tree.state(at)));
        for (state, cost) in self.edges.drain(..) {
            assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
            let g = g.plus(cost);
            let id = match self.tree.relax(state, at, Some(()), g) {
                Some(id) => id,
                None => continue,
            };
            self.open.put(g, C::ZERO, id);
        }
        Some((self.tree.state(at).clone(), g))
    }
}
