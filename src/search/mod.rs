//! Uninformed and informed search: BFS (to a goal or the whole space), depth-bounded DFS,
//! Dijkstra, A* and IDA*, each counting the nodes it touches. Two front doors: plain
//! functions of closures ([`closures`]: a start, the successors, a goal test; the quickest
//! way to a solution), and the trait API below, for records under keys of the problem's
//! choosing (flat arrays for densely numbered states, a memory limit, memory reused from
//! one search to the next).
//!
//! A problem says how to expand a state ([`Problem`]); informed searches also need an
//! admissible estimate ([`Heuristic`]), and the memory-hungry ones (BFS, DFS, A*) a key per
//! state ([`Keyed`]) for their per-state records ([`Memo`]). A dense numbering of the states
//! ([`DenseStates`]) lets those records be flat arrays ([`DenseMemo`]); other spaces use a
//! hash map ([`HashMemo`]). Every move costs 1, unless the problem says otherwise
//! ([`MoveCost`], for [`dijkstra`]).
//!
//! The closure functions run engines of their own (IDA* aside, which keeps no records):
//! with no key to store records under, they number the states in the order first seen and
//! keep each state once, in a tree whose breadth-first order is its own queue, found again
//! through a hash index that overlaps the cache misses of a state's successors.
//! Two more modules run their own loops, because their inputs make a tighter loop
//! possible. [`crate::graph`]'s vertices are already dense `u32`s in a
//! compact adjacency array, so its Dijkstra keeps a plain distance array and a heap of
//! `(length, vertex)` pairs, and its K shortest walks pop a vertex up to K times, which the
//! engines' one-record-per-state memo forbids. [`crate::chains`] grows one chain in place,
//! a push and a pop per move, where the engines would clone the whole chain for each
//! successor. So there are three Dijkstras, one per input: [`dijkstra`] over a [`Problem`]
//! with move costs, [`closures::dijkstra`] over closures, and [`crate::graph::dijkstra`]
//! over a graph, returning the whole shortest-path tree.
//!
//! ```
//! use searchlab::search::{astar, bfs, HashMemo, Heuristic, Keyed, Problem};
//!
//! /// From 0, reach `goal` by steps of +1 or +3.
//! struct Steps {
//!     goal: u32,
//! }
//! impl Problem for Steps {
//!     type State = u32;
//!     type Move = u32;
//!     fn successors(&self, n: &u32, out: &mut Vec<(u32, u32)>) {
//!         out.extend([1, 3].iter().map(|&step| (step, n + step)));
//!     }
//!     fn is_goal(&self, n: &u32) -> bool {
//!         *n == self.goal
//!     }
//! }
//! impl Keyed for Steps {
//!     type Key = u32;
//!     fn key(&self, n: &u32) -> u32 {
//!         *n
//!     }
//! }
//! impl Heuristic for Steps {
//!     fn estimate(&self, n: &u32) -> u32 {
//!         (self.goal.saturating_sub(*n) + 2) / 3 // never more than the moves left
//!     }
//! }
//!
//! let problem = Steps { goal: 10 };
//! let found = bfs(&problem, 0, &mut HashMemo::new());
//! assert_eq!(found.path, Some(vec![1, 3, 3, 3]));
//! let found = astar(&problem, 0, &mut HashMemo::new());
//! assert_eq!(found.path.map(|moves| moves.len()), Some(4));
//! ```

mod astar;
mod bfs;
pub mod closures;
mod cost;
mod dense;
mod dfs;
mod dijkstra;
mod hashed;
mod idastar;

pub use astar::astar;
pub use bfs::{bfs, bfs_tree, BfsTree};
pub use cost::Cost;
pub use dense::DenseMemo;
pub use dfs::bounded_dfs;
pub use dijkstra::dijkstra;
pub use hashed::HashMemo;
pub use idastar::{idastar, idastar_with_hashed_table, idastar_with_table};

/// A search space whose moves all cost 1.
pub trait Problem {
    /// A node of the space.
    type State: Clone;
    /// A label for an edge, returned in solution paths.
    type Move: Copy;

    /// Pushes onto `out` every move legal in `state` with the state it leads to, in the
    /// order searches should try them (BFS and DFS keep this order; ties in A* do not).
    fn successors(&self, state: &Self::State, out: &mut Vec<(Self::Move, Self::State)>);

    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// A list of moves with the states they lead to, as [`Problem::successors`] fills it.
pub type Successors<P> = Vec<(<P as Problem>::Move, <P as Problem>::State)>;

/// Costs for the moves of a [`Problem`] whose moves do not all cost 1, for [`dijkstra`].
pub trait MoveCost: Problem {
    /// The integer type of costs; a move's cost is never negative.
    type Cost: Cost;
    /// The cost of making move `m` in state `from`.
    fn cost(&self, from: &Self::State, m: Self::Move) -> Self::Cost;
}

/// A lower bound on the number of moves from a state to the nearest goal.
pub trait Heuristic: Problem {
    /// Never more than the true distance (admissible); 0 at a goal.
    fn estimate(&self, state: &Self::State) -> u32;
}

/// A key per state, distinct for distinct states, under which searches keep their records.
pub trait Keyed: Problem {
    /// The key: a number, or a compact encoding of the state.
    type Key: Clone + Eq + std::hash::Hash;
    /// The key of `state`.
    fn key(&self, state: &Self::State) -> Self::Key;
}

/// Keys that number the states by `0..state_count()`, so per-state data can live in arrays.
pub trait DenseStates: Keyed<Key = usize> {
    /// How many numbers [`Keyed::key`] can return: every key is below it.
    fn state_count(&self) -> usize;
}

/// The per-state records of a search (best cost, parent, move from it), keyed by state key.
/// The cost type `C` is `u32` (a move count) unless the moves have costs ([`MoveCost`]).
pub trait Memo<K, M, C = u32> {
    /// Forgets every record.
    fn clear(&mut self);
    /// The cost recorded for `key`, if it was seen since the last clear.
    fn cost(&self, key: &K) -> Option<C>;
    /// Records that `key` was reached with `cost` from `parent` by `via` (`None` for the
    /// start, which is its own parent).
    fn record(&mut self, key: K, cost: C, parent: K, via: Option<M>);
    /// The moves from the start to `key`, following parents. Cost: O(path length).
    fn path_to(&self, key: &K) -> Vec<M>;

    /// Whether the records have reached their size limit: BFS, DFS and A* then stop,
    /// returning no path, so that the caller can tell a full memo from an absent path.
    /// Unlimited by default. Cost: O(1).
    fn is_full(&self) -> bool {
        false
    }
}

/// How much work a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// States whose successors were generated.
    pub expanded: u64,
    /// Successor states generated (including ones already seen; IDA* leaves out the step
    /// straight back to the parent, which it never takes).
    pub generated: u64,
}

/// What a search returns: the moves from the start to a goal, if one was found, and the work done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<M> {
    /// The moves of the solution, in order; `None` when the search found no goal.
    pub path: Option<Vec<M>>,
    /// Nodes expanded and generated.
    pub stats: Stats,
}

#[cfg(test)]
pub(crate) mod testing {
    //! A toy problem for the search tests: a directed graph given by adjacency lists.
    use super::*;

    /// States are vertex numbers, moves the vertex moved to; the heuristic is a given table.
    pub struct Graph {
        pub edges: Vec<Vec<usize>>,
        pub goal: usize,
        pub estimates: Vec<u32>,
    }

    impl Problem for Graph {
        type State = usize;
        type Move = usize;
        fn successors(&self, state: &usize, out: &mut Vec<(usize, usize)>) {
            out.extend(self.edges[*state].iter().map(|&v| (v, v)));
        }
        fn is_goal(&self, state: &usize) -> bool {
            *state == self.goal
        }
    }

    impl Heuristic for Graph {
        fn estimate(&self, state: &usize) -> u32 {
            self.estimates[*state]
        }
    }

    impl Keyed for Graph {
        type Key = usize;
        fn key(&self, state: &usize) -> usize {
            *state
        }
    }

    impl DenseStates for Graph {
        fn state_count(&self) -> usize {
            self.edges.len()
        }
    }

    /// A 4×4 grid graph (vertex r*4+c), both directions between orthogonal neighbours,
    /// goal at the far corner, Manhattan distance as the estimate.
    pub fn grid() -> Graph {
        let edges = (0..16)
            .map(|v| {
                let (r, c) = (v / 4, v % 4);
                let mut out = Vec::new();
                if r > 0 {
                    out.push(v - 4);
                }
                if r < 3 {
                    out.push(v + 4);
                }
                if c > 0 {
                    out.push(v - 1);
                }
                if c < 3 {
                    out.push(v + 1);
                }
                out
            })
            .collect();
        let estimates = (0..16).map(|v| (3 - v / 4 + 3 - v % 4) as u32).collect();
        Graph { edges, goal: 15, estimates }
    }

    /// Checks that `path` is a walk from `start` along edges that ends at the goal.
    pub fn assert_reaches_goal(graph: &Graph, start: usize, path: &[usize]) {
        let mut at = start;
        for &next in path {
            assert!(graph.edges[at].contains(&next), "no edge {at} -> {next}");
            at = next;
        }
        assert_eq!(at, graph.goal);
    }
}
