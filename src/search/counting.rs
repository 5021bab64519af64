//! Counting paths: all paths to a goal in a space whose cycles reach no goal, and the
//! cheapest paths in any space, counted modulo a number (contests ask for counts modulo
//! 10^9 + 7; pass `u64::MAX` for exact counts below it).

use super::cost::Cost;
use super::open::Frontier;
use super::radix::RadixHeap;
use super::roots::rooted;
use super::tree::Tree;
use std::collections::HashSet;
use std::hash::Hash;

/// How many paths lead from `start` to a goal, modulo `modulus`: a path ends at the first
/// goal it meets (a goal's successors are not followed). The space may have cycles as long
/// as no goal can be reached from one (a cycle off every way to a goal adds no path).
///
/// Cost: O(states + edges) time, each state's count computed once; a record per state
/// reached (its count in it) and two bits, and the successors not yet counted. The
/// depth-first search is iterative, its stack kept in the records: a path of a million
/// states needs no deep call stack and no memory beyond its records.
///
/// # Panics
/// If a goal can be reached from a cycle reachable from `start` without passing a goal
/// (the count would be infinite), or `modulus` is 0.
///
/// ```
/// use searchlab::search::count_paths;
///
/// // Monotone lattice paths across a 3×3 block of squares: C(6, 3) = 20.
/// let moves = |&(x, y): &(u8, u8)| [(x + 1, y), (x, y + 1)].into_iter().filter(|&(x, y)| x <= 3 && y <= 3);
/// assert_eq!(count_paths((0, 0), moves, |&p| p == (3, 3), u64::MAX), 20);
/// assert_eq!(count_paths((0, 0), moves, |&p| p == (3, 3), 7), 6);
/// // 2 and 3 make a cycle, but no goal is reached from it: one path, 0 -> 1.
/// let next = |&v: &u8| match v { 0 => vec![1, 2], 2 => vec![3], 3 => vec![2], _ => vec![] };
/// assert_eq!(count_paths(0u8, next, |&v| v == 1, u64::MAX), 1);
/// ```
pub fn count_paths<S, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
    modulus: u64,
) -> u64
where
    S: Eq + Hash,
    I: IntoIterator<Item = S>,
{
    count_from(start, successors, is_goal, modulus)
}

/// As [`count_paths`], counting the paths from every one of `starts` (a start given twice
/// counts once): how many paths lead from any start to a goal, modulo `modulus`. A start
/// that is a goal is a path of its own. Cost: as [`count_paths`] over the states reached
/// from all the starts, each counted once.
///
/// # Panics
/// As [`count_paths`].
///
/// ```
/// use searchlab::search::count_paths_from;
///
/// // Food chains: from every species nothing eats... here 0 and 1, to the top predator 4.
/// let eaten_by = |&v: &u8| match v { 0 => vec![2, 3], 1 => vec![3], 2 | 3 => vec![4], _ => vec![] };
/// assert_eq!(count_paths_from([0, 1], eaten_by, |&v| v == 4, 1_000_000_007), 3);
/// ```
pub fn count_paths_from<S, I>(
    starts: impl IntoIterator<Item = S>,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
    modulus: u64,
) -> u64
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    // One more state above the starts, `None`, whose successors they are.
    let mut seen = HashSet::new();
    let starts: Vec<Option<S>> =
        starts.into_iter().filter(|start| seen.insert(start.clone())).map(Some).collect();
    let next = |state: &Option<S>| -> Vec<Option<S>> {
        match state {
            None => starts.clone(),
            Some(state) => successors(state).into_iter().map(Some).collect(),
        }
    };
    count_from(None, next, |state| state.as_ref().map_or(false, &mut is_goal), modulus)
}

/// [`count_paths`] from the one state `start`.
fn count_from<S, I>(
    start: S,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
    modulus: u64,
) -> u64
where
    S: Eq + Hash,
    I: IntoIterator<Item = S>,
{
    assert!(modulus > 0, "count_paths modulo 0");
    if is_goal(&start) {
        return 1 % modulus;
    }
    // A state being counted has as label where its successors not yet counted start in
    // `pending` (one vector for all), and as cost the sum of those counted so far; a
    // counted one has no label and its count as cost. The states being counted are the
    // depth-first stack: a path from the start, each the parent of the next, so that the
    // stack needs no memory of its own. The top of it is in `at`, `parent`, `first`, `sum`.
    // Beside the records, by state: whether a goal can be reached from it (a count modulo
    // `modulus` may be 0 when one can), and whether an edge back to it closed a cycle.
    // The top of a cycle reaches every state of it: the count is infinite exactly when a
    // cycle's top turns out to reach a goal.
    let mut tree: Tree<S, u32, u64> = rooted(start);
    let (mut reaches, mut closes_cycle) = (vec![false], vec![false]);
    tree.update(0, 0, Some(0), 0);
    let mut pending: Vec<S> = successors(tree.state(0)).into_iter().collect();
    let (mut at, mut parent, mut first, mut sum) = (0, 0, 0, 0);
    loop {
        if pending.len() == first as usize {
            let done = at as usize;
            assert!(
                !(reaches[done] && closes_cycle[done]),
                "count_paths: a goal is reached from a cycle (infinitely many paths)"
            );
            tree.update(at, parent, None, sum);
            if at == parent {
                return sum;
            }
            at = parent;
            (parent, first) = tree.edge_into(at).expect("a state being counted has a label");
            sum = add_mod(tree.cost(at), sum, modulus);
            reaches[at as usize] |= reaches[done];
            continue;
        }
        let next = pending.pop().expect("a successor past the frame's start");
        // Any label marks the new state as being counted until its frame is written.
        match tree.insert(next, at, Some(0), 0) {
            Err(id) if tree.edge_into(id).is_some() => closes_cycle[id as usize] = true,
            Err(id) => {
                sum = add_mod(sum, tree.cost(id), modulus);
                reaches[at as usize] |= reaches[id as usize];
            }
            Ok(id) if is_goal(tree.state(id)) => {
                tree.update(id, at, None, 1 % modulus);
                sum = add_mod(sum, 1 % modulus, modulus);
                reaches.push(true);
                closes_cycle.push(false);
                reaches[at as usize] = true;
            }
            Ok(id) => {
                assert!(pending.len() < u32::MAX as usize, "2^32 successors pending");
                tree.update(at, parent, Some(first), sum);
                (at, parent, first, sum) = (id, at, pending.len() as u32, 0);
                reaches.push(false);
                closes_cycle.push(false);
                pending.extend(successors(tree.state(id)));
            }
        }
    }
}

/// The least cost from `start` to a goal and how many paths of that cost lead there,
/// modulo `modulus`, by Dijkstra's algorithm counting as it goes: `successors` yields
/// `(state, cost)` pairs with positive costs (1 each to count shortest paths by moves).
/// The count is that of the first goal state taken, the cheapest; `None` if no goal is
/// reachable.
///
/// Cost: O(E·b) time at worst for the E edges examined, b the bits of `C` (the open list is
/// a radix heap); a record and a count per state reached.
///
/// # Panics
/// If a cost is not positive (a free move could make the count infinite), a path's
/// cost overflows `C`, or `modulus` is 0.
///
/// ```
/// use searchlab::search::count_shortest_paths;
///
/// // A 3×3 grid of squares, corner to corner by unit steps: C(6, 3) = 20 shortest paths.
/// let steps = |&(x, y): &(i8, i8)| {
///     [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
///         .into_iter()
///         .filter(|&(x, y)| (0..=3).contains(&x) && (0..=3).contains(&y))
///         .map(|p| (p, 1u32))
/// };
/// assert_eq!(count_shortest_paths((0, 0), steps, |&p| p == (3, 3), u64::MAX), Some((6, 20)));
/// ```
pub fn count_shortest_paths<S, C, I>(
    start: S,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
    modulus: u64,
) -> Option<(C, u64)>
where
    S: Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    assert!(modulus > 0, "count_shortest_paths modulo 0");
    let mut tree: Tree<S, (), C> = rooted(start);
    let mut counts = vec![1 % modulus];
    let mut open = RadixHeap::empty();
    open.put(C::ZERO, C::ZERO, 0);
    while let Some((g, at)) = open.take() {
        if tree.cost(at) < g {
            continue;
        }
        if is_goal(tree.state(at)) {
            return Some((g, counts[at as usize]));
        }
        let ways = counts[at as usize];
        for (state, cost) in successors(tree.state(at)) {
            assert!(cost > C::ZERO, "count_shortest_paths needs positive costs, got {:?}", cost);
            let g = g.plus(cost);
            match tree.insert(state, at, Some(()), g) {
                Ok(id) => {
                    counts.push(ways);
                    open.put(g, C::ZERO, id);
                }
                Err(id) if g < tree.cost(id) => {
                    tree.update(id, at, Some(()), g);
                    counts[id as usize] = ways;
                    open.put(g, C::ZERO, id);
                }
                Err(id) if g == tree.cost(id) => {
                    counts[id as usize] = add_mod(counts[id as usize], ways, modulus);
                }
                Err(_) => {}
            }
        }
    }
    None
}

/// `(a + b) mod modulus` for `a, b < modulus`, without overflow.
fn add_mod(a: u64, b: u64, modulus: u64) -> u64 {
    if a >= modulus - b {
        a - (modulus - b)
    } else {
        a + b
    }
}
