//! Fringe search (Björnsson, Enzenberger, Holte and Schaeffer, 2005): IDA*'s bounded
//! passes, but over a list of the frontier's states kept from one pass to the next, so
//! that no pass walks again from the start.

use super::cost::Cost;
use super::edges::weighted_edges;
use super::found::{found_at, Found, Successor};
use super::roots::rooted;
use super::stats::Stats;
use std::collections::VecDeque;
use std::hash::Hash;

/// A cheapest path from `start` to a goal by fringe search: passes over the frontier with
/// a bound on f = g + estimate, each state over the bound kept for the next pass, whose
/// bound is the least f the pass left over. `successors` yields `(state, cost)` pairs
/// with non-negative costs, and `estimate` is admissible. `None` if no goal is reachable.
///
/// Often faster than A* when many states share an f (a grid, a sliding puzzle): no heap,
/// the frontier's order is a list's. Cost: a record per state reached; each pass visits
/// the frontier once.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::fringe;
///
/// // A 10×10 grid where entering a square costs 1 + (x + y) % 3, corner to corner.
/// let step = |&(x, y): &(i32, i32)| {
///     [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
///         .into_iter()
///         .filter(|&(x, y)| (0..10).contains(&x) && (0..10).contains(&y))
///         .map(|(x, y)| ((x, y), 1 + (x + y) as u32 % 3))
/// };
/// let distance = |&(x, y): &(i32, i32)| (18 - x - y) as u32;
/// let found = fringe((0, 0), step, distance, |&p| p == (9, 9)).unwrap();
/// assert_eq!(found.cost, 36); // as A* finds
/// ```
pub fn fringe<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    mut estimate: impl FnMut(&S) -> C,
    mut is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut successors = weighted_edges(successors);
    let mut tree = rooted(start);
    let mut stats = Stats::default();
    // The frontier as (g, state number): this pass's, and the next's. An entry whose g
    // is no longer its state's cost was overtaken by a cheaper one and is skipped.
    let (mut now, mut later) = (VecDeque::from([(C::ZERO, 0)]), VecDeque::new());
    let mut bound = estimate(tree.state(0));
    let mut edges = Vec::new();
    while !now.is_empty() {
        let mut next_bound = None;
        while let Some((g, at)) = now.pop_front() {
            if tree.cost(at) < g {
                continue;
            }
            let f = g.plus(estimate(tree.state(at)));
            if f > bound {
                next_bound = Some(next_bound.map_or(f, |least: C| least.min(f)));
                later.push_back((g, at));
                continue;
            }
            if is_goal(tree.state(at)) {
                return found_at(&tree, (Some(at), stats));
            }
            successors(tree.state(at), &mut edges);
            stats.expanded += 1;
            stats.generated += edges.len() as u64;
            // Pushed to the front in reverse, the successors come next, in their order.
            for (label, state, cost) in edges.drain(..).rev() {
                assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
                let g = g.plus(cost);
                let id = match tree.relax(state, at, Some(label), g) {
                    Some(id) => id,
                    None => continue,
                };
                now.push_front((g, id));
            }
        }
        std::mem::swap(&mut now, &mut later);
        bound = next_bound?;
    }
    None
}
