//! The open lists of the best-first searches: what [`Frontier`] asks of one, and a 4-ary
//! min-heap of state numbers by A*'s priority, the estimated total with the deeper state
//! first among equals (Dijkstra's open list is a [`RadixHeap`](super::radix::RadixHeap)).
//! Four children a node halve the levels a pop walks down, in fewer cache lines than a
//! binary heap's.

use super::cost::Cost;
use std::cmp::Reverse;

/// The open list of a best-first search: state numbers put in with their cost so far `g`
/// and estimate `h`, taken out in the search's order with their `g`.
pub(crate) trait Frontier<C> {
    /// An empty list.
    fn empty() -> Self;
    /// Adds state `id`, reached at cost `g`, with estimate `h`.
    fn put(&mut self, g: C, h: C, id: u32);
    /// Takes the next state out, with the cost it was put in at.
    fn take(&mut self) -> Option<(C, u32)>;
}

/// A*'s priority: the least `f = g + h` first, and among equal `f` the greatest `g`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Estimated<C> {
    f: C,
    deeper: Reverse<C>,
}

impl<C: Cost> Estimated<C> {
    /// The priority of a state reached at cost `g` with estimate `h`.
    #[inline]
    pub(crate) fn new(g: C, h: C) -> Self {
        Estimated { f: g.plus(h), deeper: Reverse(g) }
    }

    /// The cost so far it was made with.
    #[inline]
    pub(crate) fn g(self) -> C {
        self.deeper.0
    }

    /// The estimated total `f = g + h`.
    pub(crate) fn total(self) -> C {
        self.f
    }
}

impl<C: Cost> Frontier<C> for OpenList<Estimated<C>> {
    fn empty() -> Self {
        OpenList::new()
    }

    #[inline]
    fn put(&mut self, g: C, h: C, id: u32) {
        self.push(Estimated::new(g, h), id);
    }

    #[inline]
    fn take(&mut self) -> Option<(C, u32)> {
        self.pop().map(|(priority, id)| (priority.g(), id))
    }
}

/// State numbers by priority, the least first; among equal priorities, any.
pub(crate) struct OpenList<P> {
    heap: Vec<(P, u32)>,
}

impl<P: Copy + Ord> OpenList<P> {
    /// An empty list.
    pub(crate) fn new() -> Self {
        OpenList { heap: Vec::new() }
    }

    /// Adds state `id` at `priority`. Cost: O(log₄ n).
    #[inline]
    pub(crate) fn push(&mut self, priority: P, id: u32) {
        let mut at = self.heap.len();
        self.heap.push((priority, id));
        while at > 0 {
            let parent = (at - 1) / 4;
            if self.heap[parent].0 <= priority {
                break;
            }
            self.heap[at] = self.heap[parent];
            at = parent;
        }
        self.heap[at] = (priority, id);
    }

    /// Takes a state of the least priority out. Cost: O(4 log₄ n): the hole at the top
    /// goes down to a leaf by the least child (three comparisons a level), then the last
    /// entry climbs from there, mostly not at all (Floyd's order, as std's binary heap).
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(P, u32)> {
        let last = self.heap.pop()?;
        let top = match self.heap.first() {
            Some(&top) => top,
            None => return Some(last),
        };
        let n = self.heap.len();
        let mut at = 0;
        loop {
            let first = 4 * at + 1;
            if first >= n {
                break;
            }
            let least = (first + 1..(first + 4).min(n)).fold(first, |least, child| {
                if self.heap[child].0 < self.heap[least].0 {
                    child
                } else {
                    least
                }
            });
            self.heap[at] = self.heap[least];
            at = least;
        }
        while at > 0 {
            let parent = (at - 1) / 4;
            if self.heap[parent].0 <= last.0 {
                break;
            }
            self.heap[at] = self.heap[parent];
            at = parent;
        }
        self.heap[at] = last;
        Some(top)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    #[test]
    fn pops_in_priority_order() {
        let mut rng = XorShift::new(3);
        let mut open = OpenList::new();
        let mut reference = Vec::new();
        for round in 0..2_000u32 {
            if rng.below(3) > 0 {
                let priority = rng.below(100);
                open.push(priority, round);
                reference.push(priority);
            } else {
                reference.sort_unstable_by(|a, b| b.cmp(a));
                assert_eq!(open.pop().map(|(priority, _)| priority), reference.pop());
            }
        }
        reference.sort_unstable_by(|a, b| b.cmp(a));
        while let Some(expected) = reference.pop() {
            assert_eq!(open.pop().unwrap().0, expected);
        }
        assert!(open.pop().is_none());
    }

    #[test]
    fn a_star_prefers_the_deeper_state_among_equal_totals() {
        let shallow = Estimated::new(2u32, 5);
        let deep = Estimated::new(6u32, 1);
        assert!(deep < shallow);
        assert!(Estimated::new(1u32, 1) < deep);
        assert_eq!((deep.g(), deep.total()), (6, 7));
    }
}
