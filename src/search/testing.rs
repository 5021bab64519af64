//! A toy problem for the search tests: a directed graph given by adjacency lists.

use super::problem::{Heuristic, Keyed, Problem};

/// States are vertex numbers, moves the vertex moved to; the heuristic is a given table.
pub(super) struct Graph {
    pub(super) edges: Vec<Vec<usize>>,
    pub(super) goal: usize,
    pub(super) estimates: Vec<u32>,
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

/// A 4×4 grid graph (vertex r*4+c), both directions between orthogonal neighbours,
/// goal at the far corner, Manhattan distance as the estimate.
pub(super) fn grid() -> Graph {
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
pub(super) fn assert_reaches_goal(graph: &Graph, start: usize, path: &[usize]) {
    let mut at = start;
    for &next in path {
        assert!(graph.edges[at].contains(&next), "no edge {at} -> {next}");
        at = next;
    }
    assert_eq!(at, graph.goal);
}
