//! Persistent leftist heaps in one arena of indices: melding copies only the nodes on the
//! right spines it walks, so every earlier heap stays valid and heaps share structure.

/// The empty heap.
pub(crate) const NIL: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node {
    key: u64,
    item: u32,
    left: u32,
    right: u32,
    /// Length of the right spine (the s-value): 1 for a leaf.
    rank: u32,
}

/// Leftist min-heaps of (key, item) pairs whose nodes are never changed once made.
/// Memory: 24 bytes per node ever made.
#[derive(Clone, Debug, Default)]
pub(crate) struct LeftistArena {
    nodes: Vec<Node>,
}

impl LeftistArena {
    /// An arena with room for `capacity` nodes before it reallocates.
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        LeftistArena { nodes: Vec::with_capacity(capacity) }
    }

    /// How many nodes have been made.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    fn rank(&self, heap: u32) -> u32 {
        if heap == NIL {
            0
        } else {
            self.nodes[heap as usize].rank
        }
    }

    /// The smallest key of a non-empty heap.
    pub(crate) fn key(&self, heap: u32) -> u64 {
        self.nodes[heap as usize].key
    }

    /// The item stored with the smallest key of a non-empty heap.
    pub(crate) fn item(&self, heap: u32) -> u32 {
        self.nodes[heap as usize].item
    }

    /// The two sub-heaps under the root of a non-empty heap (either may be [`NIL`]).
    pub(crate) fn children(&self, heap: u32) -> [u32; 2] {
        let node = &self.nodes[heap as usize];
        [node.left, node.right]
    }

    fn push(&mut self, node: Node) -> u32 {
        self.nodes.push(node);
        (self.nodes.len() - 1) as u32
    }

    /// The union of heaps `a` and `b`, leaving both intact. Cost: O(log |a| + log |b|)
    /// time and new nodes.
    pub(crate) fn meld(&mut self, a: u32, b: u32) -> u32 {
        if a == NIL {
            return b;
        }
        if b == NIL {
            return a;
        }
        let (top, other) = if self.key(a) <= self.key(b) { (a, b) } else { (b, a) };
        let mut node = self.nodes[top as usize];
        node.right = self.meld(node.right, other);
        if self.rank(node.left) < self.rank(node.right) {
            std::mem::swap(&mut node.left, &mut node.right);
        }
        node.rank = self.rank(node.right) + 1;
        self.push(node)
    }

    /// A new heap of `entries` (reordered in place). Cost: O(len) time, len new nodes:
    /// the entries are arranged as a binary heap, whose complete tree is leftist.
    pub(crate) fn heapify(&mut self, entries: &mut [(u64, u32)]) -> u32 {
        let len = entries.len();
        for start in (0..len / 2).rev() {
            let mut at = start;
            loop {
                let mut least = at;
                for child in [2 * at + 1, 2 * at + 2] {
                    if child < len && entries[child].0 < entries[least].0 {
                        least = child;
                    }
                }
                if least == at {
                    break;
                }
                entries.swap(at, least);
                at = least;
            }
        }
        // Nodes are made from the last entry back, so a parent's children already exist:
        // entry i becomes node base + (len - 1 - i).
        let base = self.nodes.len() as u32;
        let node_of = |i: usize| {
            if i < len {
                base + (len - 1 - i) as u32
            } else {
                NIL
            }
        };
        for i in (0..len).rev() {
            let (left, right) = (node_of(2 * i + 1), node_of(2 * i + 2));
            let rank = self.rank(right) + 1;
            let (key, item) = entries[i];
            self.push(Node { key, item, left, right, rank });
        }
        node_of(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key in a heap, by walking it; checks heap order and the leftist property.
    fn keys(arena: &LeftistArena, heap: u32, out: &mut Vec<u64>) {
        if heap == NIL {
            return;
        }
        let [left, right] = arena.children(heap);
        for child in [left, right] {
            assert!(child == NIL || arena.key(child) >= arena.key(heap), "heap order");
        }
        assert!(arena.rank(left) >= arena.rank(right), "leftist");
        assert_eq!(arena.rank(heap), arena.rank(right) + 1);
        out.push(arena.key(heap));
        keys(arena, left, out);
        keys(arena, right, out);
    }

    fn sorted_keys(arena: &LeftistArena, heap: u32) -> Vec<u64> {
        let mut out = Vec::new();
        keys(arena, heap, &mut out);
        out.sort_unstable();
        out
    }

    #[test]
    fn heapify_and_meld_keep_every_key_and_old_heaps() {
        let mut arena = LeftistArena::with_capacity(0);
        let mut a_entries: Vec<(u64, u32)> = [5, 3, 9, 1, 7, 3].iter().map(|&k| (k, 0)).collect();
        let a = arena.heapify(&mut a_entries);
        let mut b_entries: Vec<(u64, u32)> = [4, 8, 2].iter().map(|&k| (k, 1)).collect();
        let b = arena.heapify(&mut b_entries);
        assert_eq!(arena.len(), 9);
        let both = arena.meld(a, b);
        assert_eq!(sorted_keys(&arena, both), [1, 2, 3, 3, 4, 5, 7, 8, 9]);
        assert_eq!(sorted_keys(&arena, a), [1, 3, 3, 5, 7, 9], "a unchanged");
        assert_eq!(sorted_keys(&arena, b), [2, 4, 8], "b unchanged");
        assert_eq!(arena.key(both), 1);
        assert!(arena.len() < 9 + 9, "only spines copied");
        assert_eq!(arena.heapify(&mut []), NIL);
        assert_eq!(arena.meld(NIL, b), b);
    }
}
