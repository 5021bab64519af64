//! All the cheapest paths at once: A* that keeps, for each state, every parent through
//! which it is reached at its least cost, and stops once no cheaper or equal goal can come.

use super::cost::Cost;
use super::open::{Estimated, OpenList};
use super::roots::rooted;
use super::tree::Tree;
use std::hash::Hash;

/// Every cheapest path of an [`astar_bag`] search, as a graph of parents to walk.
#[derive(Clone, Debug)]
pub struct CheapestPaths<S, C> {
    tree: Tree<S, (), C>,
    /// Each state's parents on cheapest paths (none for the start).
    parents: Vec<Vec<u32>>,
    goals: Vec<u32>,
    /// The cost every one of the paths has.
    pub cost: C,
}

/// Every cheapest path from `start` to a goal, by A* keeping all parents of equal cost:
/// `successors` yields `(state, cost)` pairs with non-negative costs, `estimate` is
/// admissible and consistent (never drops by more than a move's cost), and 0 at goals;
/// moves of cost 0 must not form a cycle (or cheapest paths would be endless). `None` if
/// no goal is reachable.
///
/// Cost: as [`astar`](super::astar), with a list of parents per state; enumerating the
/// paths ([`CheapestPaths::paths`]) costs their number times their length, which can be
/// exponential — [`CheapestPaths::count`] counts them without listing.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::astar_bag;
///
/// // Right or down across a 2×2 block of squares: six cheapest paths of 4 moves.
/// let moves = |&(x, y): &(u8, u8)| {
///     [(x + 1, y), (x, y + 1)].into_iter().filter(|&(x, y)| x <= 2 && y <= 2).map(|p| (p, 1u32))
/// };
/// let left = |&(x, y): &(u8, u8)| (4 - x - y) as u32;
/// let all = astar_bag((0, 0), moves, left, |&p| p == (2, 2)).unwrap();
/// assert_eq!((all.cost, all.count()), (4, 6));
/// let paths: Vec<Vec<(u8, u8)>> = all.paths().collect();
/// assert_eq!(paths.len(), 6);
/// assert!(paths.iter().all(|path| path.len() == 5 && path[4] == (2, 2)));
/// ```
pub fn astar_bag<S, C, I>(
    start: S,
    mut successors: impl FnMut(&S) -> I,
    mut estimate: impl FnMut(&S) -> C,
    mut is_goal: impl FnMut(&S) -> bool,
) -> Option<CheapestPaths<S, C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    let mut tree: Tree<S, (), C> = rooted(start);
    let mut parents = vec![Vec::new()];
    let mut open = OpenList::new();
    open.push(Estimated::new(C::ZERO, estimate(tree.state(0))), 0);
    let (mut goals, mut best) = (Vec::new(), None);
    while let Some((priority, at)) = open.pop() {
        let g = priority.g();
        if tree.cost(at) < g {
            continue;
        }
        if best.map_or(false, |best| priority.total() > best) {
            break;
        }
        if is_goal(tree.state(at)) {
            best = Some(g);
            goals.push(at);
            continue;
        }
        for (state, cost) in successors(tree.state(at)) {
            assert!(cost >= C::ZERO, "negative move cost {:?}", cost);
            let g = g.plus(cost);
            let id = match tree.insert(state, at, Some(()), g) {
                Ok(id) => {
                    parents.push(vec![at]);
                    id
                }
                Err(id) if g < tree.cost(id) => {
                    tree.update(id, at, Some(()), g);
                    parents[id as usize] = vec![at];
                    id
                }
                Err(id) if g == tree.cost(id) => {
                    if !parents[id as usize].contains(&at) {
                        parents[id as usize].push(at);
                    }
                    continue;
                }
                Err(_) => continue,
            };
            open.push(Estimated::new(g, estimate(tree.state(id))), id);
        }
    }
    let cost = best?;
    Some(CheapestPaths { tree, parents, goals, cost })
}

impl<S: Clone + Eq + Hash, C: Cost> CheapestPaths<S, C> {
    /// How many cheapest paths there are (at most `u64::MAX`, where the count stops),
    /// without listing them. Cost: O(states + parents) of the search.
    ///
    /// ```
    /// use searchlab::search::astar_bag;
    ///
    /// // Ten steps right or down across a 5×5 block: C(10, 5) = 252 cheapest paths.
    /// let moves = |&(x, y): &(u8, u8)| {
    ///     [(x + 1, y), (x, y + 1)].into_iter().filter(|&(x, y)| x <= 5 && y <= 5).map(|p| (p, 1u8))
    /// };
    /// let all = astar_bag((0, 0), moves, |_| 0, |&p| p == (5, 5)).unwrap();
    /// assert_eq!(all.count(), 252);
    /// ```
    pub fn count(&self) -> u64 {
        self.count_with(1, u64::saturating_add)
    }

    /// How many cheapest paths there are, modulo `modulus` (contests ask for counts modulo
    /// 10^9 + 7). Cost: as [`CheapestPaths::count`].
    ///
    /// # Panics
    /// If `modulus` is 0.
    ///
    /// ```
    /// use searchlab::search::astar_bag;
    ///
    /// // Forty steps right or down across a 20×20 block: C(40, 20) cheapest paths.
    /// let moves = |&(x, y): &(u8, u8)| {
    ///     [(x + 1, y), (x, y + 1)].into_iter().filter(|&(x, y)| x <= 20 && y <= 20).map(|p| (p, 1u8))
    /// };
    /// let all = astar_bag((0, 0), moves, |_| 0, |&p| p == (20, 20)).unwrap();
    /// assert_eq!(all.count_modulo(1_000_000_007), 137_846_528_820 % 1_000_000_007);
    /// ```
    pub fn count_modulo(&self, modulus: u64) -> u64 {
        assert!(modulus > 0, "a count modulo 0");
        let add = |a: u64, b: u64| ((a as u128 + b as u128) % modulus as u128) as u64;
        self.count_with(1 % modulus, add)
    }

    /// The number of cheapest paths, the start counting `one` and counts summed by `add`.
    fn count_with(&self, one: u64, add: impl Fn(u64, u64) -> u64) -> u64 {
        // Each state's count once known.
        let mut counts: Vec<Option<u64>> = vec![None; self.parents.len()];
        counts[0] = Some(one);
        let mut total = 0u64;
        for &goal in &self.goals {
            // Depth first over parents: a state's count once all its parents have one.
            let mut stack = vec![goal];
            while let Some(&at) = stack.last() {
                if counts[at as usize].is_some() {
                    stack.pop();
                    continue;
                }
                let parents = &self.parents[at as usize];
                let unknown: Vec<u32> =
                    parents.iter().copied().filter(|&p| counts[p as usize].is_none()).collect();
                if unknown.is_empty() {
                    let known = parents.iter().filter_map(|&p| counts[p as usize]);
                    counts[at as usize] = Some(known.fold(0u64, &add));
                    stack.pop();
                } else {
                    stack.extend(unknown);
                }
            }
            total = add(total, counts[goal as usize].unwrap_or(0));
        }
        total
    }

    /// Every cheapest path, each its states from the start to a goal: goals in the order
    /// the search reached them, and for each, its paths in the order their states were
    /// first reached. Lazy: a path costs its length to produce.
    ///
    /// ```
    /// use searchlab::search::astar_bag;
    ///
    /// // From 0 to 3 by +1 or +2, each move costing 1: 0 → 1 → 3 and 0 → 2 → 3.
    /// let moves = |&n: &u8| [(n + 1, 1u32), (n + 2, 1)];
    /// let all = astar_bag(0, moves, |&n| (3u8.saturating_sub(n) as u32 + 1) / 2, |&n| n == 3).unwrap();
    /// let paths: Vec<Vec<u8>> = all.paths().collect();
    /// assert_eq!(paths, vec![vec![0, 1, 3], vec![0, 2, 3]]);
    /// ```
    pub fn paths(&self) -> impl Iterator<Item = Vec<S>> + '_ {
        let mut next_goal = 0;
        // The path being walked back from a goal: each state with how many of its
        // parents were tried.
        let mut stack: Vec<(u32, usize)> = Vec::new();
        std::iter::from_fn(move || loop {
            let (at, tried) = match stack.last() {
                Some(&top) => top,
                None => {
                    let goal = *self.goals.get(next_goal)?;
                    next_goal += 1;
                    stack.push((goal, 0));
                    continue;
                }
            };
            let parents = &self.parents[at as usize];
            if parents.is_empty() {
                let path = stack.iter().rev().map(|&(id, _)| self.tree.state(id).clone()).collect();
                stack.pop();
                return Some(path);
            }
            if tried == parents.len() {
                stack.pop();
                continue;
            }
            stack.last_mut().expect("a state on the stack").1 += 1;
            stack.push((parents[tried], 0));
        })
    }
}
