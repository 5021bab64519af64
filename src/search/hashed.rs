//! Per-state records in a hash map, for spaces too large to number densely.

use super::Memo;
use std::collections::hash_map::RandomState;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// Per-state records (cost, parent key, move from the parent) in a hash map keyed by the
/// states' keys, for spaces with no dense numbering (the 15-puzzle, say).
///
/// Memory: about twice the key size plus 16 bytes per state seen, growing as the search
/// goes; `clear` keeps the map's capacity for the next search. The hasher `S` is std's by
/// default; a tool may pass a faster one (npuzzle uses FxHash) through [`Self::with_hasher`].
/// Costs `C` are move counts (`u32`) unless the moves have costs ([`super::MoveCost`]).
///
/// ```
/// use searchlab::search::{HashMemo, Memo};
///
/// let mut memo: HashMemo<&str, char> = HashMemo::new();
/// memo.record("start", 0, "start", None);
/// memo.record("middle", 1, "start", Some('a'));
/// memo.record("end", 2, "middle", Some('b'));
/// assert_eq!(memo.path_to(&"end"), vec!['a', 'b']);
/// assert_eq!(memo.trail(&"end"), vec!["start", "middle", "end"]);
/// assert_eq!((memo.cost(&"middle"), memo.len()), (Some(1), 3));
/// ```
#[derive(Clone, Debug, Default)]
pub struct HashMemo<K, M, S = RandomState, C = u32> {
    records: HashMap<K, (C, K, Option<M>), S>,
    limit: usize,
}

impl<K, M, C> HashMemo<K, M, RandomState, C> {
    /// An empty memo. Cost: O(1), nothing allocated until the first record.
    ///
    /// ```
    /// use searchlab::search::HashMemo;
    ///
    /// let memo: HashMemo<u64, u8> = HashMemo::new();
    /// assert!(memo.is_empty());
    /// ```
    pub fn new() -> Self {
        HashMemo { records: HashMap::new(), limit: usize::MAX }
    }

    /// Empty records that count as full ([`Memo::is_full`]) once they hold `limit` states,
    /// so that a search stops instead of growing past a memory budget.
    ///
    /// ```
    /// use searchlab::search::{HashMemo, Memo};
    ///
    /// let mut memo: HashMemo<u32, u32> = HashMemo::with_limit(1);
    /// assert!(!memo.is_full());
    /// memo.record(7, 0, 7, None);
    /// assert!(memo.is_full());
    /// ```
    pub fn with_limit(limit: usize) -> Self {
        HashMemo { records: HashMap::new(), limit }
    }
}

impl<K, M, S, C> HashMemo<K, M, S, C> {
    /// Empty records as [`HashMemo::with_limit`], hashing keys with `hasher`.
    ///
    /// ```
    /// use searchlab::search::HashMemo;
    /// use std::collections::hash_map::DefaultHasher;
    /// use std::hash::BuildHasherDefault;
    ///
    /// let hasher = BuildHasherDefault::<DefaultHasher>::default();
    /// let memo: HashMemo<u64, u8, _> = HashMemo::with_hasher(1000, hasher);
    /// assert_eq!(memo.len(), 0);
    /// ```
    pub fn with_hasher(limit: usize, hasher: S) -> Self {
        HashMemo { records: HashMap::with_hasher(hasher), limit }
    }

    /// How many states hold a record.
    ///
    /// ```
    /// use searchlab::search::{HashMemo, Memo};
    ///
    /// let mut memo: HashMemo<u8, u8> = HashMemo::new();
    /// memo.record(1, 0, 1, None);
    /// assert_eq!(memo.len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether no state holds a record.
    ///
    /// ```
    /// use searchlab::search::HashMemo;
    ///
    /// assert!(HashMemo::<u8, u8>::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Every recorded key with its cost, in no particular order. Cost: O(1) per record.
    ///
    /// ```
    /// use searchlab::search::{HashMemo, Memo};
    ///
    /// let mut memo: HashMemo<u8, u8> = HashMemo::new();
    /// memo.record(1, 0, 1, None);
    /// memo.record(2, 1, 1, Some(0));
    /// let mut costs: Vec<(u8, u32)> = memo.costs().map(|(&k, c)| (k, c)).collect();
    /// costs.sort();
    /// assert_eq!(costs, vec![(1, 0), (2, 1)]);
    /// ```
    pub fn costs(&self) -> impl Iterator<Item = (&K, C)> + '_
    where
        C: Copy,
    {
        self.records.iter().map(|(key, record)| (key, record.0))
    }
}

impl<K: Eq + Hash, M, S: BuildHasher, C> HashMemo<K, M, S, C> {
    /// The keys from the search's start to `key`, both included, following parents (the
    /// start is recorded as its own parent). Empty if `key` has no record. Cost: O(path
    /// length).
    ///
    /// ```
    /// use searchlab::search::{HashMemo, Memo};
    ///
    /// let mut memo: HashMemo<u8, ()> = HashMemo::new();
    /// memo.record(0, 0, 0, None);
    /// memo.record(5, 1, 0, Some(()));
    /// assert_eq!(memo.trail(&5), vec![0, 5]);
    /// assert!(memo.trail(&9).is_empty());
    /// ```
    pub fn trail(&self, key: &K) -> Vec<K>
    where
        K: Clone,
        M: Copy,
    {
        self.moves_and_trail(key).1
    }

    /// The moves from the search's start to `key` ([`Memo::path_to`]) and the keys along
    /// them ([`HashMemo::trail`]), in one walk. Cost: O(path length).
    pub(crate) fn moves_and_trail(&self, key: &K) -> (Vec<M>, Vec<K>)
    where
        K: Clone,
        M: Copy,
    {
        let (mut moves, mut trail) = (Vec::new(), Vec::new());
        let mut at = key;
        while let Some((_, parent, via)) = self.records.get(at) {
            trail.push(at.clone());
            match via {
                Some(m) => moves.push(*m),
                None => break,
            }
            at = parent;
        }
        moves.reverse();
        trail.reverse();
        (moves, trail)
    }
}

impl<K: Clone + Eq + Hash, M: Copy, S: BuildHasher, C: Copy> Memo<K, M, C>
    for HashMemo<K, M, S, C>
{
    /// Cost: O(records) to drop them; the capacity stays.
    fn clear(&mut self) {
        self.records.clear();
    }

    fn cost(&self, key: &K) -> Option<C> {
        self.records.get(key).map(|record| record.0)
    }

    fn record(&mut self, key: K, cost: C, parent: K, via: Option<M>) {
        self.records.insert(key, (cost, parent, via));
    }

    fn is_full(&self) -> bool {
        self.records.len() >= self.limit
    }

    fn path_to(&self, key: &K) -> Vec<M> {
        self.moves_and_trail(key).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{assert_reaches_goal, grid};
    use crate::search::{astar, bfs, bounded_dfs};

    #[test]
    fn searches_agree_with_dense_records() {
        let graph = grid();
        let mut memo = HashMemo::new();
        for start in 0..16 {
            for outcome in [bfs(&graph, start, &mut memo), astar(&graph, start, &mut memo)] {
                let path = outcome.path.unwrap();
                assert_reaches_goal(&graph, start, &path);
                assert_eq!(path.len() as u32, graph.estimates[start]);
            }
            let path = bounded_dfs(&graph, start, 9, &mut memo).path.unwrap();
            assert_reaches_goal(&graph, start, &path);
        }
        bfs(&graph, 0, &mut memo);
        assert!(!memo.is_empty() && memo.len() <= 16);
    }

    #[test]
    fn another_hasher_gives_the_same_records() {
        use std::collections::hash_map::DefaultHasher;
        use std::hash::BuildHasherDefault;
        let graph = grid();
        let mut std_memo = HashMemo::new();
        let hasher = BuildHasherDefault::<DefaultHasher>::default();
        let mut fixed_memo = HashMemo::with_hasher(usize::MAX, hasher);
        for start in 0..16 {
            let a = astar(&graph, start, &mut std_memo);
            let b = astar(&graph, start, &mut fixed_memo);
            assert_eq!(a.path, b.path);
            assert_eq!(std_memo.len(), fixed_memo.len());
        }
        let mut small = HashMemo::with_hasher(3, BuildHasherDefault::<DefaultHasher>::default());
        assert_eq!(bfs(&graph, 0, &mut small).path, None);
        assert!(small.is_full());
    }
}
