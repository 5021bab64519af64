//! A disjoint-set union (union–find): elements `0..n` in groups that merge, with the group
//! of an element found in amortised near-constant time.
//!
//! Named as ac-library-rs names it (`Dsu`, `merge`, `same`, `leader`, `size`, `groups`), so
//! that a contestant's habits carry over.
//!
//! ```
//! use searchlab::dsu::Dsu;
//!
//! let mut friends = Dsu::new(5);
//! friends.merge(0, 1);
//! friends.merge(3, 4);
//! friends.merge(1, 4);
//! assert!(friends.same(0, 3));
//! assert_eq!(friends.size(0), 4);
//! assert_eq!(friends.groups(), vec![vec![0, 1, 3, 4], vec![2]]);
//! ```

/// Groups of the elements `0..n`, each group a tree whose root is its leader: union by
/// size, and every find points the elements it passes straight at the root, so that any
/// sequence of m operations costs O(m α(n)). Memory: 4 bytes an element.
#[derive(Clone, Debug)]
pub struct Dsu {
    /// For a leader, minus the size of its group; for any other element, its parent.
    parent_or_size: Vec<i32>,
}

impl Dsu {
    /// `n` elements, each in a group of its own. Cost: O(n).
    ///
    /// # Panics
    /// If `n` is 2^31 or more (the elements are kept as `i32`).
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut alone = Dsu::new(3);
    /// assert!(!alone.same(0, 2));
    /// assert_eq!(alone.size(1), 1);
    /// ```
    pub fn new(n: usize) -> Dsu {
        assert!(n <= i32::MAX as usize, "a Dsu holds fewer than 2^31 elements, not {}", n);
        Dsu { parent_or_size: vec![-1; n] }
    }

    /// The number of elements (not of groups). Cost: O(1).
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// assert_eq!(Dsu::new(7).len(), 7);
    /// ```
    pub fn len(&self) -> usize {
        self.parent_or_size.len()
    }

    /// Whether there are no elements. Cost: O(1).
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// assert!(Dsu::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.parent_or_size.is_empty()
    }

    /// Puts the groups of `a` and `b` together and returns the new group's leader (the
    /// leader of the larger group, `a`'s on a tie); nothing changes if they are already one.
    /// Cost: two finds, amortised O(α(n)).
    ///
    /// # Panics
    /// If `a` or `b` is not below [`Dsu::len`].
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut dsu = Dsu::new(4);
    /// let leader = dsu.merge(2, 3);
    /// assert_eq!(dsu.leader(3), leader);
    /// assert_eq!(dsu.merge(3, 2), leader); // already one group
    /// ```
    pub fn merge(&mut self, a: usize, b: usize) -> usize {
        let (mut a, mut b) = (self.leader(a), self.leader(b));
        if a == b {
            return a;
        }
        if self.parent_or_size[a] > self.parent_or_size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent_or_size[a] += self.parent_or_size[b];
        self.parent_or_size[b] = a as i32;
        a
    }

    /// Whether `a` and `b` are in one group. Cost: two finds, amortised O(α(n)).
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut dsu = Dsu::new(3);
    /// dsu.merge(0, 2);
    /// assert!(dsu.same(2, 0) && !dsu.same(0, 1));
    /// ```
    pub fn same(&mut self, a: usize, b: usize) -> bool {
        self.leader(a) == self.leader(b)
    }

    /// The leader of `a`'s group: one element that names the group until it next merges.
    /// Cost: amortised O(α(n)); the walk up is a loop, so no chain is too long for the stack.
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut dsu = Dsu::new(3);
    /// dsu.merge(1, 2);
    /// assert_eq!(dsu.leader(2), dsu.leader(1));
    /// assert_eq!(dsu.leader(0), 0);
    /// ```
    pub fn leader(&mut self, a: usize) -> usize {
        let mut root = a;
        while self.parent_or_size[root] >= 0 {
            root = self.parent_or_size[root] as usize;
        }
        let mut at = a;
        while at != root {
            let up = self.parent_or_size[at] as usize;
            self.parent_or_size[at] = root as i32;
            at = up;
        }
        root
    }

    /// The number of elements in `a`'s group. Cost: one find.
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut dsu = Dsu::new(4);
    /// dsu.merge(0, 1);
    /// dsu.merge(1, 2);
    /// assert_eq!((dsu.size(2), dsu.size(3)), (3, 1));
    /// ```
    pub fn size(&mut self, a: usize) -> usize {
        let root = self.leader(a);
        (-self.parent_or_size[root]) as usize
    }

    /// Every group, each sorted, the groups in order of their smallest element. Cost: O(n)
    /// finds and O(n) memory.
    ///
    /// ```
    /// use searchlab::dsu::Dsu;
    ///
    /// let mut dsu = Dsu::new(4);
    /// dsu.merge(3, 1);
    /// assert_eq!(dsu.groups(), vec![vec![0], vec![1, 3], vec![2]]);
    /// ```
    pub fn groups(&mut self) -> Vec<Vec<usize>> {
        let n = self.len();
        let mut slot = vec![usize::MAX; n];
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for v in 0..n {
            let root = self.leader(v);
            if slot[root] == usize::MAX {
                slot[root] = groups.len();
                groups.push(Vec::with_capacity(self.size(root)));
            }
            groups[slot[root]].push(v);
        }
        groups
    }
}

#[cfg(test)]
mod tests {
    use super::Dsu;
    use crate::rng::XorShift;

    /// Random merges and questions against a label per element relabelled on each merge.
    #[test]
    fn every_answer_agrees_with_relabelling() {
        let mut rng = XorShift::new(61);
        for round in 0..200 {
            let n = 1 + round % 30;
            let mut dsu = Dsu::new(n);
            let mut label: Vec<usize> = (0..n).collect();
            for _ in 0..3 * n {
                let a = rng.below(n as u64) as usize;
                let b = rng.below(n as u64) as usize;
                if rng.below(2) == 0 {
                    let leader = dsu.merge(a, b);
                    assert!(label[leader] == label[a] || label[leader] == label[b]);
                    let (from, to) = (label[b], label[a]);
                    label.iter_mut().filter(|l| **l == from).for_each(|l| *l = to);
                }
                assert_eq!(dsu.same(a, b), label[a] == label[b]);
                assert_eq!(dsu.size(a), label.iter().filter(|&&l| l == label[a]).count());
            }
            for group in dsu.groups() {
                assert!(group.iter().all(|&v| label[v] == label[group[0]]));
                assert_eq!(group.len(), label.iter().filter(|&&l| l == label[group[0]]).count());
            }
        }
    }

    /// A million merges along a line make one group.
    #[test]
    fn a_million_merges_along_a_line_make_one_group() {
        let n = 1_000_000;
        let mut dsu = Dsu::new(n);
        for v in 1..n {
            dsu.merge(v, v - 1);
        }
        assert_eq!(dsu.size(0), n);
        assert!(dsu.same(0, n - 1));
    }
}
