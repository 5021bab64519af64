//! Dijkstra's open list: a radix heap of state numbers by their cost so far. Dijkstra's
//! algorithm takes costs out in increasing order and puts in none below the last one
//! taken, so an entry can sit in the bucket of the highest bit where its cost differs
//! from that last cost, and moves only to lower buckets: each entry is moved at most once
//! per bit of the cost type, with no comparisons between entries (the 4-ary heap it
//! replaced made about 2 log₄ n of them a pop, each a likely cache miss).

use super::cost::Cost;
use super::open::Frontier;
/// State numbers by cost, the least first (among equal costs, the last put in first), for
/// costs that never go below the last one taken out.
pub(crate) struct RadixHeap<C> {
    /// Bucket 0 holds the entries whose cost is `last`; bucket `b > 0` those whose cost
    /// first differs from `last` at bit `b - 1`, counted from the lowest.
    buckets: Vec<Vec<(C, u32)>>,
    /// The cost last taken out (zero before any).
    last: C,
}

impl<C: Cost> Frontier<C> for RadixHeap<C> {
    /// An empty heap. Cost: one small allocation, a bucket per bit of `C`.
    fn empty() -> Self {
        let buckets = (0..=C::BITS).map(|_| Vec::new()).collect();
        RadixHeap { buckets, last: C::ZERO }
    }

    /// Adds state `id` at cost `g`, which is not below the cost last taken out; the
    /// estimate is zero (Dijkstra's algorithm). Cost: O(1).
    #[inline]
    fn put(&mut self, g: C, _: C, id: u32) {
        debug_assert!(g >= self.last);
        self.buckets[g.highest_differing_bit(self.last) as usize].push((g, id));
    }

    /// Takes a state of the least cost out, with that cost. Cost: O(bits of `C`)
    /// amortized per entry.
    #[inline]
    fn take(&mut self) -> Option<(C, u32)> {
        if let Some(entry) = self.buckets[0].pop() {
            return Some(entry);
        }
        let nonempty = self.buckets.iter().position(|bucket| !bucket.is_empty())?;
        let mut moved = std::mem::take(&mut self.buckets[nonempty]);
        self.last = moved.iter().map(|&(g, _)| g).min()?;
        for &(g, id) in &moved {
            self.buckets[g.highest_differing_bit(self.last) as usize].push((g, id));
        }
        moved.clear();
        self.buckets[nonempty] = moved;
        self.buckets[0].pop()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    #[test]
    fn takes_costs_out_in_order_while_pushes_stay_above_the_last() {
        for (seed, spread) in [(1, 3), (2, 1_000), (3, 1 << 50)] {
            let mut rng = XorShift::new(seed);
            let mut heap = RadixHeap::empty();
            let (mut reference, mut last) = (Vec::new(), 0u64);
            for id in 0..3_000u32 {
                if rng.below(3) > 0 {
                    let g = last + rng.below(spread);
                    heap.put(g, 0, id);
                    reference.push(g);
                } else {
                    reference.sort_unstable_by(|a, b| b.cmp(a));
                    let popped = heap.take().map(|(g, _)| g);
                    assert_eq!(popped, reference.pop());
                    last = popped.unwrap_or(last);
                }
            }
            reference.sort_unstable_by(|a, b| b.cmp(a));
            while let Some(expected) = reference.pop() {
                assert_eq!(heap.take().unwrap().0, expected);
            }
            assert!(heap.take().is_none());
        }
    }

    #[test]
    fn holds_signed_and_wide_costs() {
        let mut heap = RadixHeap::empty();
        for (id, g) in [(0, i128::MAX), (1, 5), (2, 0), (3, 5)] {
            heap.put(g, 0, id);
        }
        let order: Vec<i128> = std::iter::from_fn(|| heap.take().map(|(g, _)| g)).collect();
        assert_eq!(order, vec![0, 5, 5, i128::MAX]);
    }
}
