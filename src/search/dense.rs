//! Reusable per-state records for searches over densely numbered states, cleared in O(1).

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

    /// Forgets every record. Cost: O(1), or O(n) once every 2^32 calls.
    pub fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
    }

    /// The cost recorded for state `i`, if it was seen since the last clear.
    pub fn cost(&self, i: usize) -> Option<u32> {
        (self.stamp[i] == self.epoch).then(|| self.cost[i])
    }

    /// Records that state `i` was reached with `cost` from state `parent` by `via`
    /// (`None` for the start, which is its own parent).
    pub fn record(&mut self, i: usize, cost: u32, parent: usize, via: Option<M>) {
        self.stamp[i] = self.epoch;
        self.cost[i] = cost;
        self.parent[i] = parent as u32;
        self.via[i] = via;
    }

    /// The moves from the start to state `i`, following parents. Cost: O(path length).
    pub fn path_to(&self, mut i: usize) -> Vec<M> {
        let mut path = Vec::new();
        while let Some(m) = self.via[i] {
            path.push(m);
            i = self.parent[i] as usize;
        }
        path.reverse();
        path
    }
}
