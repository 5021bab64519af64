//! A*: a cheapest path to a goal, best first by the cost so far plus an admissible estimate.

use super::cost::Cost;
use super::edges::weighted_edges;
use super::engine::best_first;
use super::found::found_at;
use super::found::Found;
use super::found::Successor;
use super::open::Estimated;
use super::open::OpenList;
use super::roots::rooted;
use std::hash::Hash;
/// A cheapest path from `start` to a goal by A*: `successors` yields `(state, cost)`
/// pairs with non-negative costs, and `estimate` never exceeds the true cost left
/// (admissible) and is 0 at goals. States reached again more cheaply are reopened, so an
/// admissible but inconsistent estimate still gives a cheapest path.
///
/// Cost: O(E log E) time for the E edges examined (far fewer than Dijkstra's with a good
/// estimate); one hash-map record per state reached.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::astar;
///
/// // A 10×10 grid where entering a square costs 1 + (x + y) % 3, corner to corner.
/// let step = |&(x, y): &(i32, i32)| {
///     [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
///         .into_iter()
///         .filter(|&(x, y)| (0..10).contains(&x) && (0..10).contains(&y))
///         .map(|(x, y)| ((x, y), 1 + (x + y) as u32 % 3))
/// };
/// let distance = |&(x, y): &(i32, i32)| (18 - x - y) as u32; // each step costs at least 1
/// let found = astar((0, 0), step, distance, |&p| p == (9, 9)).unwrap();
/// assert_eq!(found.states.len(), 19); // no detour pays
/// assert_eq!(found.cost, 36);
/// ```
pub fn astar<S, E, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    estimate: impl FnMut(&S) -> C,
    is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, E::Label, C>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    C: Cost,
    I: IntoIterator<Item = (E, C)>,
{
    let mut tree = rooted(start);
    let successors = weighted_edges(successors);
    let outcome =
        best_first::<_, _, _, OpenList<Estimated<C>>>(&mut tree, successors, estimate, is_goal);
    found_at(&tree, outcome)
}
