//! Reusable per-state records for searches over densely numbered states, cleared in O(1).

use super::{Cost, Memo};

/// Per-state records (a cost, the parent's number and the move from it) for states numbered
/// `0..n`, with a generation stamp so that starting a new search forgets all of them in O(1).
///
/// Memory: 8 bytes plus the sizes of `M` and of the cost `C` per state, allocated once.
/// Reuse one memo for many searches over the same space: a fresh allocation per search
/// would cost O(n) each time. Costs are move counts (`u32`) unless the moves have costs.
///
/// ```
/// use searchlab::search::{DenseMemo, Memo};
///
/// let mut memo: DenseMemo<char> = DenseMemo::new(4);
/// memo.record(0, 0, 0, None);
/// memo.record(3, 1, 0, Some('x'));
/// assert_eq!((memo.cost(&3), memo.path_to(&3)), (Some(1), vec!['x']));
/// memo.clear();
/// assert_eq!(memo.cost(&3), None);
/// ```
#[derive(Clone, Debug)]
pub struct DenseMemo<M, C = u32> {
    stamp: Vec<u32>,
    epoch: u32,
    cost: Vec<C>,
    parent: Vec<u32>,
    via: Vec<Option<M>>,
}

impl<M: Copy, C: Cost> DenseMemo<M, C> {
    /// Records for `n` states, all unseen. Cost: O(n) time and memory.
    ///
    /// ```
    /// use searchlab::search::DenseMemo;
    ///
    /// let memo: DenseMemo<u8, u64> = DenseMemo::new(10);
    /// assert_eq!(memo.len(), 10);
    /// ```
    pub fn new(n: usize) -> Self {
        assert!(n < u32::MAX as usize, "DenseMemo holds at most 2^32 - 1 states");
        DenseMemo {
            stamp: vec![0; n],
            epoch: 1,
            cost: vec![C::ZERO; n],
            parent: vec![0; n],
            via: vec![None; n],
        }
    }

    /// How many states the memo has room for.
    ///
    /// ```
    /// use searchlab::search::DenseMemo;
    ///
    /// assert_eq!(DenseMemo::<u8>::new(3).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.stamp.len()
    }

    /// Whether the memo has room for no state at all.
    ///
    /// ```
    /// use searchlab::search::DenseMemo;
    ///
    /// assert!(DenseMemo::<u8>::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.stamp.is_empty()
    }
}

impl<M: Copy, C: Cost> Memo<usize, M, C> for DenseMemo<M, C> {
    /// Cost: O(1), or O(n) once every 2^32 calls.
    fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
    }

    fn cost(&self, &i: &usize) -> Option<C> {
        (self.stamp[i] == self.epoch).then(|| self.cost[i])
    }

    fn record(&mut self, i: usize, cost: C, parent: usize, via: Option<M>) {
        self.stamp[i] = self.epoch;
        self.cost[i] = cost;
        self.parent[i] = parent as u32;
        self.via[i] = via;
    }

    fn path_to(&self, &i: &usize) -> Vec<M> {
        let mut i = i;
        let mut path = Vec::new();
        while let Some(m) = self.via[i] {
            path.push(m);
            i = self.parent[i] as usize;
        }
        path.reverse();
        path
    }
}
