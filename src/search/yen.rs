//! The K cheapest simple paths (no state twice) by Yen's algorithm: each next path leaves
//! one of the paths found so far at some state (the spur) and takes the cheapest way on
//! that avoids the moves already taken there and the states of the shared root. Paths of
//! equal cost come in the order found or in lexicographic order of their states; K is
//! given, or the paths are read one at a time.
//! ([`crate::graph`] has the K cheapest walks, which may repeat states.)

use super::cost::Cost;
use super::found::Found;
use super::smallest_tail::Smallest;
use super::spur::{Spur, SpurRecords};
use super::tree::Tree;
use std::collections::{BTreeMap, HashSet};
use std::hash::Hash;

/// The `k` cheapest simple paths from `start` to a goal (paths that visit no state twice),
/// cheapest first, by Yen's algorithm: `successors` yields `(state, cost)` pairs with
/// non-negative costs. Fewer than `k` if there are fewer such paths. Among paths of equal
/// cost, the one found first comes first (the order is the same from run to run;
/// [`yen_lexicographic`] orders them by their states).
///
/// Cost: up to k × (path length) runs of Dijkstra's algorithm on the space less some
/// states and moves, each spur searched once (Lawler's refinement) and given up once it
/// costs more than the candidates already held; the paths kept.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::yen;
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
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
    k: usize,
) -> Vec<Found<S, (), C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    Listing::<_, _, FoundFirst, _, _, _>::new(Tree::new(), start, successors, is_goal).first(k)
}

/// [`yen`] with paths of equal cost in lexicographic order of their states (AtCoder-style
/// "ties broken by the smaller sequence"): each spur's tail is the smallest of its
/// cheapest ones, found by walking, smallest state first, the moves that keep the cost
/// least.
///
/// Cost: as [`yen`], with each spur searched twice (its cheapest cost, then every state
/// within it) and each state within it expanded once more; moves of cost 0 that make
/// cycles can make the walk backtrack.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::yen_lexicographic;
///
/// // Three routes of cost 2 from 0 to 9, found in no particular order by Dijkstra's algorithm.
/// let roads = |&v: &u8| match v {
///     0 => vec![(3, 1u32), (1, 1), (2, 1)],
///     1 | 2 | 3 => vec![(9, 1)],
///     _ => vec![],
/// };
/// let paths = yen_lexicographic(0, roads, |&v| v == 9, 3);
/// let states: Vec<Vec<u8>> = paths.into_iter().map(|path| path.states).collect();
/// assert_eq!(states, vec![vec![0, 1, 9], vec![0, 2, 9], vec![0, 3, 9]]);
/// ```
pub fn yen_lexicographic<S, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
    k: usize,
) -> Vec<Found<S, (), C>>
where
    S: Clone + Ord + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    Listing::<_, _, Lexicographic, _, _, _>::new(Smallest(Tree::new()), start, successors, is_goal)
        .first(k)
}

/// [`yen`] read lazily: the simple paths from `start` to a goal, cheapest first (equal costs
/// in the order found), each computed when asked for, so that a caller can read until the
/// cost grows, or until a path of its liking, without choosing K first.
///
/// Cost: per path, up to (path length) runs of Dijkstra's algorithm, as [`yen`] (without
/// its bound: a spur is searched to its cheapest goal whatever it costs); the paths and
/// candidates kept.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::yen_paths;
///
/// // Every cheapest route from 0 to 3, however many there are.
/// let roads = |&v: &u8| match v {
///     0 => vec![(1, 1u32), (2, 1), (3, 3)],
///     1 | 2 => vec![(3, 1)],
///     _ => vec![],
/// };
/// let mut paths = yen_paths(0, roads, |&v| v == 3).peekable();
/// let least = paths.peek().unwrap().cost;
/// let cheapest = paths.take_while(|path| path.cost == least).count();
/// assert_eq!((least, cheapest), (2, 2));
/// ```
pub fn yen_paths<S, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> impl Iterator<Item = Found<S, (), C>>
where
    S: Clone + Eq + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    let mut paths =
        Listing::<_, _, FoundFirst, _, _, _>::new(Tree::new(), start, successors, is_goal);
    std::iter::from_fn(move || paths.next_path())
}

/// [`yen_paths`] with paths of equal cost in lexicographic order of their states, as
/// [`yen_lexicographic`] orders them.
///
/// Cost: per path, as [`yen_paths`], each spur searched as [`yen_lexicographic`] searches it.
///
/// # Panics
/// If a cost is negative or a path's cost overflows `C`.
///
/// ```
/// use searchlab::search::yen_paths_lexicographic;
///
/// // Walks right or down a 3×3 block: the six cheapest paths, "DDRR" before "DRDR".
/// let moves = |&(r, c): &(u8, u8)| {
///     let steps = [(r + 1, c), (r, c + 1)];
///     steps.into_iter().filter(|&(r, c)| r < 3 && c < 3).map(|p| (p, 1u8)).collect::<Vec<_>>()
/// };
/// let paths: Vec<_> = yen_paths_lexicographic((0, 0), moves, |&p| p == (2, 2)).collect();
/// assert_eq!(paths.len(), 6);
/// assert!(paths.windows(2).all(|pair| pair[0].states < pair[1].states));
/// ```
pub fn yen_paths_lexicographic<S, C, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
    is_goal: impl FnMut(&S) -> bool,
) -> impl Iterator<Item = Found<S, (), C>>
where
    S: Clone + Ord + Hash,
    C: Cost,
    I: IntoIterator<Item = (S, C)>,
{
    let mut paths = Listing::<_, _, Lexicographic, _, _, _>::new(
        Smallest(Tree::new()),
        start,
        successors,
        is_goal,
    );
    std::iter::from_fn(move || paths.next_path())
}

/// How a listing orders paths of equal cost (the spur searches of its records find, among
/// the cheapest tails, the one this order puts first).
pub(super) trait Ties<S> {
    /// What orders the candidates of equal cost.
    type Key: Ord + Clone;
    /// The key of the candidate `states`, proposed as the `proposed`-th.
    fn key(states: &[S], proposed: usize) -> Self::Key;
}

/// Ties in the order found.
pub(super) struct FoundFirst;

impl<S> Ties<S> for FoundFirst {
    type Key = usize;

    fn key(_: &[S], proposed: usize) -> usize {
        proposed
    }
}

/// Ties in lexicographic order of the states.
struct Lexicographic;

impl<S: Clone + Ord> Ties<S> for Lexicographic {
    type Key = Vec<S>;

    fn key(states: &[S], _: usize) -> Vec<S> {
        states.to_vec()
    }
}

/// The paths of one listing, found one at a time by Yen's algorithm (with Lawler's
/// refinement) in `records`, equal costs ordered by `T`: the body of [`yen`],
/// [`yen_paths`], their lexicographic forms and [`Indices::yen`](super::Indices::yen).
pub(super) struct Listing<S, C, T: Ties<S>, R, F, G> {
    records: R,
    start: Option<S>,
    successors: F,
    is_goal: G,
    /// How many paths the caller will read, if it said: spurs costing more than the
    /// candidate that would be the last one read are given up.
    wanted: Option<usize>,
    /// The states of the paths found, each with the index of the state where it left the
    /// path it was made from (Lawler: the states before it need no spur again).
    paths: Vec<(Vec<S>, usize)>,
    /// Candidates by (cost, tie key), each with the index of the state where it leaves.
    candidates: BTreeMap<(C, T::Key), Candidate<S, C>>,
    /// Every path found or proposed.
    seen: HashSet<Vec<S>>,
}

impl<S, C, T, R, F, G, I> Listing<S, C, T, R, F, G>
where
    S: Clone + Eq + Hash,
    C: Cost,
    T: Ties<S>,
    R: SpurRecords<S, C>,
    F: FnMut(&S) -> I,
    G: FnMut(&S) -> bool,
    I: IntoIterator<Item = (S, C)>,
{
    /// The listing of the paths from `start`, none found yet.
    pub(super) fn new(records: R, start: S, successors: F, is_goal: G) -> Self {
        Listing {
            records,
            start: Some(start),
            successors,
            is_goal,
            wanted: None,
            paths: Vec::new(),
            candidates: BTreeMap::new(),
            seen: HashSet::new(),
        }
    }

    /// The first `k` paths (fewer if there are fewer), spurs that cannot be among them
    /// given up.
    pub(super) fn first(mut self, k: usize) -> Vec<Found<S, (), C>> {
        self.wanted = Some(k);
        std::iter::from_fn(|| self.next_path()).take(k).collect()
    }

    /// The next path: the cheapest from the start first, then the cheapest candidate after
    /// spurring the last path found; `None` once there are no more.
    pub(super) fn next_path(&mut self) -> Option<Found<S, (), C>> {
        if let Some(start) = self.start.take() {
            let spur = Spur { state: &start, cost: C::ZERO, banned: &[], bound: None };
            let path = self.records.search(&spur, &mut self.successors, &mut self.is_goal)?;
            self.seen.insert(path.states.clone());
            self.paths.push((path.states.clone(), 0));
            return Some(path);
        }
        if self.paths.is_empty() {
            return None;
        }
        self.propose_spurs();
        let least = self.candidates.keys().next()?.clone();
        let (path, deviation) = self.candidates.remove(&least)?;
        self.paths.push((path.states.clone(), deviation));
        Some(path)
    }

    /// Proposes, for each spur of the last path found from where it left the path it was
    /// made from, the tail its records' search finds there: avoiding the root's states and the
    /// moves out of the spur that the paths found so far with this root take next.
    fn propose_spurs(&mut self) {
        let (last, deviation) = &self.paths[self.paths.len() - 1];
        let successors = &mut self.successors;
        // The paths that share `last`'s states up to the spur, narrowed as the spur moves on.
        let mut sharing: Vec<&[S]> = self.paths.iter().map(|(path, _)| &path[..]).collect();
        // The cost of the root, a move more at each spur past the start (the cheapest move
        // from one state to the next).
        let mut cost = C::ZERO;
        for spur_at in 0..last.len() - 1 {
            let root = &last[..=spur_at];
            if let [.., from, to] = root {
                let step = successors(from).into_iter().filter(|(next, _)| next == to);
                cost = cost.plus(step.map(|(_, step)| step).min().expect("a move of the path"));
            }
            sharing.retain(|other| other.len() > spur_at + 1 && other[spur_at] == root[spur_at]);
            if spur_at < *deviation {
                continue;
            }
            // Moves out of the spur that a path found so far with this root takes next.
            let taken: Vec<&S> = sharing.iter().map(|other| &other[spur_at + 1]).collect();
            // A path costing more than the candidate that would be the last one read
            // cannot be read.
            // (Fields read through locals: an edition-2018 closure would borrow all of `self`.)
            let (found, candidates) = (self.paths.len(), &self.candidates);
            let needed = self.wanted.map(|k| k - found);
            let bound = needed.and_then(|needed| candidates.keys().nth(needed - 1));
            let bound = bound.map(|&(cost, _)| cost);
            let (state, banned) = (&root[spur_at], &root[..spur_at]);
            let taken = &taken;
            let moves = |at: &S| {
                let from_spur = at == state;
                successors(at)
                    .into_iter()
                    .filter(move |(to, _)| !(from_spur && taken.contains(&to)))
            };
            let spur = Spur { state, cost, banned, bound };
            let tail = match self.records.search(&spur, moves, &mut self.is_goal) {
                Some(tail) => tail,
                None => continue,
            };
            let mut whole = root.to_vec();
            whole.extend(tail.states.into_iter().skip(1));
            if self.seen.insert(whole.clone()) {
                let (cost, moves) = (tail.cost, vec![(); whole.len() - 1]);
                let key = (cost, T::key(&whole, self.seen.len()));
                let path = Found { states: whole, moves, cost, stats: tail.stats };
                self.candidates.insert(key, (path, spur_at));
            }
        }
    }
}

/// A path proposed, with the index of the state where it leaves the path it was made from.
type Candidate<S, C> = (Found<S, (), C>, usize);
