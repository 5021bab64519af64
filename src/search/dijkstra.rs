//! Dijkstra's algorithm over the problem trait: best-first search on the path cost g alone,
//! for moves of different costs ([`MoveCost`]), on the engine A* runs on.

use super::astar::best_first;
use super::bfs::outcome;
use super::{Cost, Keyed, Memo, MoveCost, Outcome, Successors};

/// A cheapest path from `start` to a goal by Dijkstra's algorithm (uniform-cost search:
/// A* with no estimate) over a problem whose moves have costs ([`MoveCost`]). Ties go to the
/// later-generated deeper node, as in [`astar`].
///
/// Cost: O(E log E) time for the E edges examined; `memo` is cleared on entry and holds
/// one record per state reached. Returns `None` when no goal is reachable or `memo` fills.
///
/// # Panics
/// If a path cost overflows `P::Cost` ([`super::Cost::plus`]), or a move's cost is negative.
///
/// ```
/// use searchlab::search::{dijkstra, HashMemo, Keyed, MoveCost, Problem};
///
/// /// Coins of 1, 5 and 12 summing to 15; each coin costs 1 to use but the 12, which costs 4.
/// struct Change;
/// impl Problem for Change {
///     type State = u32;
///     type Move = u32;
///     fn successors(&self, &sum: &u32, out: &mut Vec<(u32, u32)>) {
///         out.extend([1, 5, 12].iter().map(|&c| (c, sum + c)).filter(|&(_, s)| s <= 15));
///     }
///     fn is_goal(&self, &sum: &u32) -> bool {
///         sum == 15
///     }
/// }
/// impl Keyed for Change {
///     type Key = u32;
///     fn key(&self, &sum: &u32) -> u32 {
///         sum
///     }
/// }
/// impl MoveCost for Change {
///     type Cost = u64;
///     fn cost(&self, _: &u32, coin: u32) -> u64 {
///         if coin == 12 { 4 } else { 1 } // the big coin is dear
///     }
/// }
/// let found = dijkstra(&Change, 0, &mut HashMemo::new());
/// assert_eq!(found.path.map(|coins| coins.len()), Some(3)); // 5 + 5 + 5, cost 3
/// ```
pub fn dijkstra<P: Keyed + MoveCost>(
    problem: &P,
    start: P::State,
    memo: &mut impl Memo<P::Key, P::Move, P::Cost>,
) -> Outcome<P::Move> {
    let key = |state: &P::State| problem.key(state);
    let successors = |state: &P::State, out: &mut Successors<P>| problem.successors(state, out);
    let costed = |from: &P::State, (m, next)| (m, next, problem.cost(from, m));
    let is_goal = |state: &P::State| problem.is_goal(state);
    let goal = best_first(start, key, successors, costed, |_| P::Cost::ZERO, is_goal, memo);
    outcome(memo, goal)
}
