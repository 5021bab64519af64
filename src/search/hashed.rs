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
#[derive(Clone, Debug, Default)]
pub struct HashMemo<K, M, S = RandomState> {
    records: HashMap<K, (u32, K, Option<M>), S>,
    limit: usize,
}

impl<K, M> HashMemo<K, M> {
    /// An empty memo. Cost: O(1), nothing allocated until the first record.
    pub fn new() -> Self {
        Self::with_limit(usize::MAX)
    }

    /// Empty records that count as full ([`Memo::is_full`]) once they hold `limit` states,
    /// so that a search stops instead of growing past a memory budget.
    pub fn with_limit(limit: usize) -> Self {
        HashMemo {
            records: HashMap::new(),
            limit,
        }
    }
}

impl<K, M, S> HashMemo<K, M, S> {
    /// Empty records as [`HashMemo::with_limit`], hashing keys with `hasher`.
    pub fn with_hasher(limit: usize, hasher: S) -> Self {
        HashMemo {
            records: HashMap::with_hasher(hasher),
            limit,
        }
    }

    /// How many states hold a record.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether no state holds a record.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }
}

impl<K: Clone + Eq + Hash, M: Copy, S: BuildHasher> Memo<K, M> for HashMemo<K, M, S> {
    /// Cost: O(records) to drop them; the capacity stays.
    fn clear(&mut self) {
        self.records.clear();
    }

    fn cost(&self, key: &K) -> Option<u32> {
        self.records.get(key).map(|record| record.0)
    }

    fn record(&mut self, key: K, cost: u32, parent: K, via: Option<M>) {
        self.records.insert(key, (cost, parent, via));
    }

    fn is_full(&self) -> bool {
        self.records.len() >= self.limit
    }

    fn path_to(&self, key: &K) -> Vec<M> {
        let mut path = Vec::new();
        let mut at = key;
        while let Some((_, parent, Some(m))) = self.records.get(at) {
            path.push(*m);
            at = parent;
        }
        path.reverse();
        path
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
            for outcome in [
                bfs(&graph, start, &mut memo),
                astar(&graph, start, &mut memo),
            ] {
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
