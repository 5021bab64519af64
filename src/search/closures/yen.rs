//! The K cheapest simple paths (no state twice) by Yen's algorithm: each next path leaves
//! one of the paths found so far at some state (the spur) and takes the cheapest way on
//! that avoids the moves already taken there and the states of the shared root.
//! ([`crate::graph`] has the K cheapest walks, which may repeat states.)

use super::{dijkstra, Found};
use crate::search::Cost;
use std::collections::{BTreeSet, HashSet};
use std::hash::Hash;

/// The `k` cheapest simple paths from `start` to a goal (paths that visit no state twice),
/// cheapest first, by Yen's algorithm: `successors` yields `(state, cost)` pairs with
/// non-negative costs. Fewer than `k` if there are fewer such paths. Among paths of equal
/// cost, the one found first comes first (the order is the same from run to run).
///
/// Cost: up to k × (path length) runs of [`dijkstra`], on the space less some states
/// and moves; the paths kept.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::closures::yen;
///
/// // Roads between five towns, one way, with lengths.
/// let roads = |&town: &char| match town {
///     'a' => vec![('b', 1u32), ('c', 2)],
///     'b' => vec![('c', 1), ('d', 3)],
///     'c' => vec![('d', 1), ('e', 4)],
///     'd' => vec![('e', 1)],
///     _ => vec![],
/// };
/// let paths = yen('a', roads, |&town| town == 'e', 4);
/// let costs: Vec<u32> = paths.iter().map(|path| path.cost).collect();
/// assert_eq!(costs, vec![4, 4, 5, 6]); // acde, abcde, abde, then ace or abce
/// assert_eq!(paths[0].states, vec!['a', 'c', 'd', 'e']);
/// ```
pub fn yen<S, C, I>(
    start: S,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
    k: usize,
) -> Vec<Found<S, (), C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    let first = match k {
        0 => None,
        _ => dijkstra(start, &mut successors, &mut is_goal),
    };
    let mut paths: Vec<Found<S, (), C>> = first.into_iter().collect();
    // Candidates by (cost, when found); `seen` holds every path found or proposed.
    let mut candidates: BTreeSet<(C, usize)> = BTreeSet::new();
    let mut proposed: Vec<Option<Found<S, (), C>>> = Vec::new();
    let mut seen: HashSet<Vec<S>> = paths.iter().map(|path| path.states.clone()).collect();
    while !paths.is_empty() && paths.len() < k {
        let last = &paths[paths.len() - 1];
        for spur_at in 0..last.states.len() - 1 {
            let root = &last.states[..=spur_at];
            let spur = &last.states[spur_at];
            // Moves out of the spur that a path found so far with this root takes next.
            let taken: HashSet<&S> = paths
                .iter()
                .filter(|path| path.states.len() > spur_at + 1 && path.states[..=spur_at] == *root)
                .map(|path| &path.states[spur_at + 1])
                .collect();
            let banned: HashSet<&S> = root[..spur_at].iter().collect();
            let next = |state: &S| {
                let from_spur = state == spur;
                let moves = successors(state).into_iter();
                moves
                    .filter(|(to, _)| !(banned.contains(to) || from_spur && taken.contains(to)))
                    .collect::<Vec<_>>()
            };
            let goal = |state: &S| !banned.contains(state) && is_goal(state);
            let tail = match dijkstra(spur.clone(), next, goal) {
                Some(tail) => tail,
                None => continue,
            };
            let mut states = root.to_vec();
            states.extend(tail.states.into_iter().skip(1));
            if seen.insert(states.clone()) {
                let root_cost = cost_along(root, &mut successors);
                let cost = root_cost.plus(tail.cost);
                candidates.insert((cost, proposed.len()));
                let stats = tail.stats;
                proposed.push(Some(Found {
                    moves: vec![(); states.len() - 1],
                    states,
                    cost,
                    stats,
                }));
            }
        }
        let least = match candidates.iter().next() {
            Some(&least) => least,
            None => break,
        };
        candidates.remove(&least);
        paths.push(proposed[least.1].take().expect("each candidate taken once"));
    }
    paths
}

/// The cost of following `states` move by move, each move the cheapest from one to the
/// next. Cost: one call of `successors` per move.
fn cost_along<S: Eq, C: Cost, I: IntoIterator<Item = (S, C)>>(
    states: &[S],
    successors: &mut impl FnMut(&S) -> I,
) -> C {
    states.windows(2).fold(C::ZERO, |sum, pair| {
        let step = successors(&pair[0]).into_iter().filter(|(to, _)| *to == pair[1]);
        sum.plus(step.map(|(_, cost)| cost).min().expect("a move of the path"))
    })
}
