//! The open list of the best-first searches: a 4-ary min-heap of state numbers by
//! priority, and the two priorities it is used with (Dijkstra's cost so far, A*'s
//! estimated total with the deeper state first among equals). Four children a node halve
//! the levels a pop walks down, in fewer cache lines than a binary heap's.

use std::cmp::Reverse;

/// What orders the open list, made from a state's cost so far `g` and estimate `h`.
pub(crate) trait Priority<C>: Copy + Ord {
    /// The priority of a state reached at cost `g` with estimate `h`.
    fn new(g: C, h: C) -> Self;
    /// The cost so far it was made with.
    fn g(self) -> C;
}

/// Dijkstra's priority: the cost so far alone (the estimate is zero).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Cheapest<C>(C);

impl<C: Copy + Ord> Priority<C> for Cheapest<C> {
    #[inline]
    fn new(g: C, _: C) -> Self {
        Cheapest(g)
    }

    #[inline]
    fn g(self) -> C {
        self.0
    }
}

/// A*'s priority: the least `f = g + h` first, and among equal `f` the greatest `g`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Estimated<C> {
    f: C,
    deeper: Reverse<C>,
}

impl<C: Copy> Estimated<C> {
    /// The estimated total `f = g + h`.
    pub(crate) fn total(self) -> C {
        self.f
    }
}

impl<C: crate::search::Cost> Priority<C> for Estimated<C> {
    #[inline]
    fn new(g: C, h: C) -> Self {
        Estimated { f: g.plus(h), deeper: Reverse(g) }
    }

    #[inline]
    fn g(self) -> C {
        self.deeper.0
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

    /// Takes a state of the least priority out. Cost: O(4 log₄ n).
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
            if self.heap[least].0 >= last.0 {
                break;
            }
            self.heap[at] = self.heap[least];
            at = least;
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
        assert_eq!((deep.g(), Cheapest::new(4u8, 9).g()), (6, 4));
    }
}
