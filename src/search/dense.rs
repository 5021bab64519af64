//! Reusable per-state records for searches over densely numbered states, cleared in O(1).

use super::Memo;

/// Per-state records (a cost, the parent's number and the move from it) for states numbered
/// `0..n`, with a generation stamp so that starting a new search forgets all of them in O(1).
///
/// Memory: 9 bytes plus the size of `M` per state, allocated once. Reuse one memo for many
/// searches over the same space: a fresh allocation per search would cost O(n) each time.
#[derive(Clone, Debug)]
pub struct DenseMemo<M> {
    stamp: Vec<u32>,
    epoch: u32,
    cost: Vec<u32>,
    parent: Vec<u32>,
    via: Vec<Option<M>>,
}

impl<M: Copy> DenseMemo<M> {
    /// Records for `n` states, all unseen. Cost: O(n) time and memory.
    pub fn new(n: usize) -> Self {
        assert!(
            n < u32::MAX as usize,
            "DenseMemo holds at most 2^32 - 1 states"
        );
        DenseMemo {
            stamp: vec![0; n],
            epoch: 1,
            cost: vec![0; n],
            parent: vec![0; n],
            via: vec![None; n],
        }
    }

    /// How many states the memo has room for.
    pub fn len(&self) -> usize {
        self.stamp.len()
    }

    /// Whether the memo has room for no state at all.
    pub fn is_empty(&self) -> bool {
        self.stamp.is_empty()
    }
}

impl<M: Copy> Memo<usize, M> for DenseMemo<M> {
    /// Cost: O(1), or O(n) once every 2^32 calls.
    fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
    }

    fn cost(&self, &i: &usize) -> Option<u32> {
        (self.stamp[i] == self.epoch).then(|| self.cost[i])
    }

    fn record(&mut self, i: usize, cost: u32, parent: usize, via: Option<M>) {
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
