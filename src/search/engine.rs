//! The loops of the closure searches, over a [`Tree`] already holding the starts: breadth
//! first, best first (Dijkstra and A*) and depth first within a bound. Each returns the
//! number of the goal it stopped at, if any, and the work done; the tree keeps every
//! record for the caller. Each stops with no goal once the tree is full ([`Tree::is_full`]).

use super::cost::Cost;
use super::open::Frontier;
use super::stats::Stats;
use super::tree::Tree;
use std::hash::Hash;
use std::ops::Range;

/// Breadth first from the tree's roots (all at cost 0) until a move reaches a state where
/// `is_goal` holds (the roots are not tested; a goal already in the tree, a root say, is
/// recorded again at the end of its path). The tree's numbers are the queue: states are
/// expanded in the order first seen. The successors of the next state in the queue are
/// asked for before the moves out of the current one are recorded, so that the memory the
/// caller's closure reads arrives while the index's probes wait (`bfs_loop` on the bench's
/// random graph, 3 to 7% faster); a search that stops at a goal may have asked for the
/// successors of one state it did not expand. Once the index outgrows the caches, the
/// moves' hashes are all taken first and their slots fetched while the others are hashed
/// (the 2000×2000 grid's BFS 0.58–0.76 of `pathfinding`'s, against 1.12–1.15 without);
/// below that, each is hashed as it is recorded (`bfs_loop` 0.97–0.99, against 1.01–1.08
/// with the pass first).
pub(crate) fn breadth_first<S: Eq + Hash, M: Copy>(
    tree: &mut Tree<S, M, u32>,
    mut successors: impl FnMut(&S, &mut Vec<(M, S)>),
    mut is_goal: impl FnMut(&S) -> bool,
) -> (Option<u32>, Stats) {
    let mut stats = Stats::default();
    let (mut edges, mut ahead, mut hashes) = (Vec::new(), Vec::new(), Vec::new());
    // `ready`: `edges` holds the successors of state `next` already.
    let (mut next, mut ready) = (0, false);
    while next < tree.len() as u32 {
        let at = next;
        next += 1;
        if !ready {
            successors(tree.state(at), &mut edges);
        }
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        let depth = tree.cost(at) + 1;
        // An index past the caches is read ahead: every hash first, its slot fetched.
        let read_ahead = tree.is_large();
        if read_ahead {
            tree.prepare(edges.iter().map(|(_, state)| state), &mut hashes);
        }
        ready = next < tree.len() as u32;
        if ready {
            successors(tree.state(next), &mut ahead);
        }
        for (i, (label, state)) in edges.drain(..).enumerate() {
            if is_goal(&state) {
                return (Some(tree.push_unindexed(state, at, label, depth)), stats);
            }
            let hash = if read_ahead { hashes[i] } else { tree.hash(&state) };
            let _ = tree.insert_hashed(state, hash, at, Some(label), depth);
            if tree.is_full() {
                return (None, stats);
            }
        }
        std::mem::swap(&mut edges, &mut ahead);
    }
    (None, stats)
}

/// Best first from the tree's roots (at their recorded costs) until a goal is taken from
/// the open list `F`: Dijkstra's algorithm by the cost so far
/// ([`RadixHeap`](super::radix::RadixHeap), with a zero estimate), A* by `g + estimate`
/// ([`OpenList`](super::open::OpenList) of [`Estimated`](super::open::Estimated), with an
/// admissible one). A state reached again
/// more cheaply is updated and reopened.
///
/// # Panics
/// If a move's cost is negative or a path's cost overflows `C`.
pub(crate) fn best_first<S: Eq + Hash, M: Copy, C: Cost, F: Frontier<C>>(
    tree: &mut Tree<S, M, C>,
    successors: impl FnMut(&S, &mut Vec<(M, S, C)>),
    estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
) -> (Option<u32>, Stats) {
    let roots = 0..tree.len() as u32;
    best_first_within::<S, M, C, F>(tree, roots, successors, estimate, is_goal, None)
}

/// [`best_first`] from the roots numbered `open` alone (the tree's other states count as
/// reached already, never entered: states a search must avoid), giving up once the least
/// cost left exceeds `bound`.
pub(crate) fn best_first_within<S: Eq + Hash, M: Copy, C: Cost, F: Frontier<C>>(
    tree: &mut Tree<S, M, C>,
    open: Range<u32>,
    mut successors: impl FnMut(&S, &mut Vec<(M, S, C)>),
    mut estimate: impl FnMut(&S) -> C,
    mut is_goal: impl FnMut(&S) -> bool,
    bound: Option<C>,
) -> (Option<u32>, Stats) {
    let mut stats = Stats::default();
    let roots = open;
    let mut open = F::empty();
    for id in roots {
        open.put(tree.cost(id), estimate(tree.state(id)), id);
    }
    let (mut edges, mut hashes) = (Vec::new(), Vec::new());
    while let Some((g, at)) = open.take() {
        if tree.cost(at) < g {
            continue;
        }
        if bound.map_or(false, |bound| g > bound) {
            break;
        }
        if is_goal(tree.state(at)) {
            return (Some(at), stats);
        }
        successors(tree.state(at), &mut edges);
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        tree.prepare(edges.iter().map(|(_, state, _)| state), &mut hashes);
        for ((label, state, cost), &hash) in edges.drain(..).zip(&hashes) {
            assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
            let g = g.plus(cost);
            let id = match tree.relax_hashed(state, hash, at, Some(label), g) {
                Some(id) => id,
                None => continue,
            };
            open.put(g, estimate(tree.state(id)), id);
            if tree.is_full() {
                return (None, stats);
            }
        }
    }
    (None, stats)
}

/// Depth first from the tree's one root, in successor order, until a goal: through paths
/// of at most `max_depth` moves, a state entered again only by a shorter path than before
/// (so that every state within the bound is tried); or with no bound (`None`), each state
/// entered once.
pub(crate) fn depth_first<S: Eq + Hash, M: Copy>(
    tree: &mut Tree<S, M, u32>,
    mut successors: impl FnMut(&S, &mut Vec<(M, S)>),
    mut is_goal: impl FnMut(&S) -> bool,
    max_depth: Option<u32>,
) -> (Option<u32>, Stats) {
    let mut stats = Stats::default();
    if is_goal(tree.state(0)) {
        return (Some(0), stats);
    }
    let mut expand = |tree: &Tree<S, M, u32>, id: u32, stats: &mut Stats| {
        let mut edges = Vec::new();
        successors(tree.state(id), &mut edges);
        edges.reverse();
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        (id, edges)
    };
    // One frame per depth: the node's number and its moves not yet tried (reversed, so
    // that popping from the end takes them in order).
    let mut frames = Vec::new();
    if max_depth != Some(0) {
        frames.push(expand(tree, 0, &mut stats));
    }
    while let Some((at, untried)) = frames.last_mut() {
        let at = *at;
        let (label, state) = match untried.pop() {
            Some(edge) => edge,
            None => {
                frames.pop();
                continue;
            }
        };
        let depth = frames.len() as u32;
        let entered = match max_depth {
            Some(_) => tree.relax(state, at, Some(label), depth),
            None => tree.insert(state, at, Some(label), depth).ok(),
        };
        let id = match entered {
            Some(id) => id,
            None => continue,
        };
        if is_goal(tree.state(id)) {
            return (Some(id), stats);
        }
        if tree.is_full() {
            return (None, stats);
        }
        if max_depth.map_or(true, |bound| depth < bound) {
            frames.push(expand(tree, id, &mut stats));
        }
    }
    (None, stats)
}
