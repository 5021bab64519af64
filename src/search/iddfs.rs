//! Iterative deepening depth-first search: the memory of a depth-first search, the
//! shortest answer of a breadth-first one.

use super::edges::unit_edges;
use super::found::{Found, Successor};
use super::stats::Stats;
/// A shortest path (fewest moves) from `start` to a goal by iterative deepening:
/// depth-first probes to depth 0, 1, 2, … along paths that never visit a state twice,
/// until one reaches a goal; among shortest paths, the first in successor order. `None`
/// once a probe meets no path longer than its depth (a finite space is exhausted).
///
/// Cost: memory O(depth × branching), nothing per state; time O(b^d) for branching b and
/// answer length d (each probe repeats the shallower ones, a constant factor when b ≥ 2),
/// with a check of the current path, O(d), per state generated.
///
/// ```
/// use searchlab::search::iddfs;
///
/// // From 1, reach 100 by "add 1" or "double": eight moves, as breadth first.
/// let found = iddfs(1u32, |&n| [n + 1, n * 2], |&n| n == 100).unwrap();
/// assert_eq!(found.states, vec![1, 2, 3, 6, 12, 24, 25, 50, 100]);
/// // On a ring of five, 7 is never reached, and the probes stop.
/// assert!(iddfs(0u8, |&n| [(n + 1) % 5], |&n| n == 7).is_none());
/// ```
pub fn iddfs<S, E, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let mut successors = unit_edges(successors);
    let mut stats = Stats::default();
    let mut expand = |state: &S, stats: &mut Stats| {
        let mut edges = Vec::new();
        successors(state, &mut edges);
        edges.reverse();
        stats.expanded += 1;
        stats.generated += edges.len() as u64;
        edges
    };
    let (mut states, mut moves) = (vec![start], Vec::new());
    if is_goal(&states[0]) {
        return Some(Found { states, moves, cost: 0, stats });
    }
    for depth in 1.. {
        // One probe: the moves not yet tried out of each state of the path (last first).
        let mut untried = vec![expand(&states[0], &mut stats)];
        let mut cut = false;
        while let Some(edges) = untried.last_mut() {
            let (label, next) = match edges.pop() {
                Some(edge) => edge,
                None => {
                    untried.pop();
                    states.truncate(untried.len().max(1));
                    moves.truncate(untried.len().saturating_sub(1));
                    continue;
                }
            };
            if states.contains(&next) {
                continue;
            }
            let goal = is_goal(&next);
            states.push(next);
            moves.push(label);
            if goal {
                return Some(Found { cost: moves.len() as u32, states, moves, stats });
            }
            if untried.len() < depth {
                let edges = expand(states.last().expect("a state"), &mut stats);
                untried.push(edges);
            } else {
                cut = true;
                states.pop();
                moves.pop();
            }
        }
        if !cut {
            return None;
        }
    }
    None
}
