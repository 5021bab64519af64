//! The searches over states that are indices below a bound (grid cells numbered
//! `row × width + column`, a graph's vertices): the records of each state sit at its own
//! number in an array, where the free functions keep a hash index.

use super::bfs::shortest_path;
use super::bfs_01::ZeroOneQueue;
use super::by_index::ByIndex;
use super::cost::Cost;
use super::edges::unit_edges;
use super::engine::breadth_first;
use super::found::{Found, Reached, Successor};
use super::radix::RadixHeap;
use super::roots::rooted_at;
use super::tree::Tree;
use super::yen::{FoundFirst, Listing};
/// The states of a search are the indices `0..n`: [`Indices(n)`](Indices) runs the
/// searches of the same names over them, records placed by each state's own number (one
/// array access a lookup, no hashing): a breadth-first search over a grid's cells, or
/// Dijkstra's algorithm over a graph's vertices, about twice as fast as the free function
/// on `usize` states. Every method but `yen` takes several starts (`[start]` for one),
/// as [`bfs_from`](super::bfs_from) does; answers and order guarantees are the free
/// functions'.
///
/// Cost: at the start of each search, whatever it reaches, 4 bytes per index below `n`
/// for `bfs` and `bfs_all`, and for the others a record of a cost, a parent and a move.
///
/// # Panics
/// Each search panics if a state is `n` or more, or `n` is `u32::MAX` or more.
///
/// ```
/// use searchlab::search::Indices;
///
/// // Ten towns on a ring, each linked to the next and to the one three on: 8 is four
/// // moves from 0 (no three moves of 1 or 3 add up to 8).
/// let ring = |&t: &usize| [(t + 1) % 10, (t + 3) % 10];
/// let found = Indices(10).bfs([0], ring, |&t| t == 8).unwrap();
/// assert_eq!(found.cost, 4);
/// assert_eq!(Indices(10).bfs_all([0], ring).distance(&8), Some(4));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Indices(pub usize);

impl Indices {
    /// [`bfs_from`](super::bfs_from) over indices: a shortest path from the nearest start
    /// to a goal, the first in the order starts and successors come, or `None`.
    ///
    /// Cost: O(states + edges) time; a record per state reached.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// // A 3×4 grid of cells numbered row × 4 + column, from either top corner to 9.
    /// let steps = |&c: &usize| {
    ///     let (r, k) = (c / 4, c % 4);
    ///     [(r > 0).then(|| c - 4), (r < 2).then(|| c + 4), (k > 0).then(|| c - 1), (k < 3).then(|| c + 1)]
    /// };
    /// let found = Indices(12).bfs([0, 3], |c| steps(c).into_iter().flatten(), |&c| c == 9).unwrap();
    /// assert_eq!((found.states[0], found.cost), (0, 3));
    /// ```
    pub fn bfs<E, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
        is_goal: impl FnMut(&usize) -> bool,
    ) -> Option<Found<usize, E::Label, u32>>
    where
        E: Successor<usize>,
        I: IntoIterator<Item = E>,
    {
        shortest_path(rooted_at(Tree::dense(self.0), starts), successors, is_goal)
    }

    /// [`bfs_all_from`](super::bfs_all_from) over indices: every index reachable from a
    /// start, with its distance from the nearest.
    ///
    /// Cost: O(states + edges) time; a record per state reached.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// let reached = Indices(100).bfs_all([1], |&n: &usize| [n * 2, n * 3].into_iter().filter(|&m| m < 100));
    /// assert_eq!((reached.distance(&72), reached.distance(&5)), (Some(5), None));
    /// ```
    pub fn bfs_all<E, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
    ) -> Reached<usize, E::Label>
    where
        E: Successor<usize>,
        I: IntoIterator<Item = E>,
    {
        let mut tree = rooted_at(Tree::dense(self.0), starts);
        let (_, stats) = breadth_first(&mut tree, unit_edges(successors), |_| false);
        Reached::new(tree, stats)
    }

    /// [`dijkstra_from`](super::dijkstra_from) over indices: a cheapest path from the
    /// nearest start to a goal, or `None`.
    ///
    /// Cost: O(E·b) time at worst for the E edges examined, b the bits of `C` (the open
    /// list is a radix heap); a record per state reached.
    ///
    /// # Panics
    /// Also if a cost is negative or a path's cost overflows `C`.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// // Towns 0..5 on a line, a step costing 3, or a bus from 0 to 4 costing 5.
    /// let roads = |&t: &usize| {
    ///     let mut out = vec![(t + 1, 3u32)];
    ///     if t == 0 { out.push((4, 5)) }
    ///     out.into_iter().filter(|&(to, _)| to < 5)
    /// };
    /// assert_eq!(Indices(5).dijkstra([0], roads, |&t| t == 4).unwrap().states, vec![0, 4]);
    /// ```
    pub fn dijkstra<E, C, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
        is_goal: impl FnMut(&usize) -> bool,
    ) -> Option<Found<usize, E::Label, C>>
    where
        E: Successor<usize>,
        C: Cost,
        I: IntoIterator<Item = (E, C)>,
    {
        let mut records = ByIndex::new(self.0, starts);
        let (goal, stats) =
            records.cheapest_first::<RadixHeap<C>, _, _>(0, successors, is_goal, None);
        Some(records.path_to(goal?, stats))
    }

    /// [`dijkstra_all_from`](super::dijkstra_all_from) over indices: every index reachable
    /// from a start, with its least cost from the nearest.
    ///
    /// Cost: O(E·b) time at worst for the E edges of the reachable space, b the bits of `C`
    /// (the open list is a radix heap); a record per state.
    ///
    /// # Panics
    /// Also if a cost is negative or a path's cost overflows `C`.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// let roads = |&t: &usize| [((t + 1) % 12, 5u32), ((t + 11) % 12, 2)];
    /// let reached = Indices(12).dijkstra_all([0, 6], roads);
    /// assert_eq!((reached.distance(&3), reached.distance(&9)), (Some(6), Some(6)));
    /// ```
    pub fn dijkstra_all<E, C, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
    ) -> Reached<usize, E::Label, C>
    where
        E: Successor<usize>,
        C: Cost,
        I: IntoIterator<Item = (E, C)>,
    {
        let mut records = ByIndex::new(self.0, starts);
        let (_, stats) =
            records.cheapest_first::<RadixHeap<C>, _, _>(0, successors, |_| false, None);
        Reached::new(records.into_tree(), stats)
    }

    /// [`bfs_01`](super::bfs_01) over indices: a cheapest path when every move costs 0 or
    /// 1, from the nearest start to a goal, or `None`.
    ///
    /// Cost: O(states + edges) time; a record per state reached.
    ///
    /// # Panics
    /// Also if a move costs more than 1.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// // Cells 0..6 in a row, walls at 2 and 3 costing 1 to break.
    /// let cost = |c: usize| u32::from(c == 2 || c == 3);
    /// let walk = |&c: &usize| [c.wrapping_sub(1), c + 1].into_iter().filter(|&d| d < 6).map(move |d| (d, cost(d)));
    /// assert_eq!(Indices(6).bfs_01([0], walk, |&c| c == 5).unwrap().cost, 2);
    /// ```
    pub fn bfs_01<E, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
        is_goal: impl FnMut(&usize) -> bool,
    ) -> Option<Found<usize, E::Label, u32>>
    where
        E: Successor<usize>,
        I: IntoIterator<Item = (E, u32)>,
    {
        let mut records = ByIndex::new(self.0, starts);
        let (goal, stats) =
            records.cheapest_first::<ZeroOneQueue, _, _>(0, successors, is_goal, None);
        Some(records.path_to(goal?, stats))
    }

    /// [`bfs_01_all`](super::bfs_01_all) over indices: every index reachable from any of
    /// `starts`, with its least cost from the nearest, when every move costs 0 or 1.
    ///
    /// Cost: O(states + edges) time, no heap; a record per index below the bound.
    ///
    /// # Panics
    /// If a state is not below the bound, or a move costs more than 1.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// // Cells 0..6 in a row, walls at 2 and 3 costing 1 to break.
    /// let cost = |c: usize| u32::from(c == 2 || c == 3);
    /// let walk = |&c: &usize| [c.wrapping_sub(1), c + 1].into_iter().filter(|&d| d < 6).map(move |d| (d, cost(d)));
    /// let reached = Indices(6).bfs_01_all([0], walk);
    /// assert_eq!((reached.distance(&1), reached.distance(&3), reached.distance(&5)), (Some(0), Some(2), Some(2)));
    /// ```
    pub fn bfs_01_all<E, I>(
        self,
        starts: impl IntoIterator<Item = usize>,
        successors: impl FnMut(&usize) -> I,
    ) -> Reached<usize, E::Label, u32>
    where
        E: Successor<usize>,
        I: IntoIterator<Item = (E, u32)>,
    {
        let mut records = ByIndex::new(self.0, starts);
        let (_, stats) =
            records.cheapest_first::<ZeroOneQueue, _, _>(0, successors, |_| false, None);
        Reached::new(records.into_tree(), stats)
    }

    /// [`yen`](super::yen) over indices: the `k` cheapest simple paths from `start` to a
    /// goal, cheapest first (among equal costs, the one found first), its spur searches
    /// run on records placed by index, which the free function keeps in a hash index.
    ///
    /// Cost: up to k × (path length) runs of Dijkstra's algorithm, as [`yen`](super::yen);
    /// a record per index below `n`, set once.
    ///
    /// # Panics
    /// Also if a cost is negative or a path's cost overflows `C`.
    ///
    /// ```
    /// use searchlab::search::Indices;
    ///
    /// // Towns 0..4 on one-way roads with lengths: 0→1→3 and 0→2→3 cost 4, 0→3 costs 5.
    /// let roads = |&t: &usize| match t {
    ///     0 => vec![(1, 1u32), (2, 2), (3, 5)],
    ///     1 => vec![(3, 3)],
    ///     2 => vec![(3, 2)],
    ///     _ => vec![],
    /// };
    /// let paths = Indices(4).yen(0, roads, |&t| t == 3, 5);
    /// let costs: Vec<u32> = paths.iter().map(|path| path.cost).collect();
    /// assert_eq!(costs, vec![4, 4, 5]);
    /// ```
    pub fn yen<C, I>(
        self,
        start: usize,
        successors: impl FnMut(&usize) -> I,
        is_goal: impl FnMut(&usize) -> bool,
        k: usize,
    ) -> Vec<Found<usize, (), C>>
    where
        C: Cost,
        I: IntoIterator<Item = (usize, C)>,
    {
        let records = ByIndex::new(self.0, []);
        Listing::<_, _, FoundFirst, _, _, _>::new(records, start, successors, is_goal).first(k)
    }
}
