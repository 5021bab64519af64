//! The closure searches' records: every state reached, stored once and numbered in the
//! order first seen, with its parent's number, the label of the move from the parent and
//! its cost. An open-addressing index of numbers, placed by [`FxHasher`] and tagged with
//! 7 more bits of the hash, finds a state's number again, or for states that are indices
//! an array placed by the state's own value ([`Tree::dense`]); a breadth-first search needs
//! no queue of its own, as the numbers are the order of discovery.

use crate::hashing::FxHasher;
use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hash, Hasher};

/// The tag of an empty slot (a taken one has its top bit set).
const EMPTY: u8 = 0;

/// How many tags a probe compares at once (one SSE2 register); the tags array repeats its
/// first `GROUP` after its end, so that a group starting at any slot is contiguous.
const GROUP: usize = 16;

/// The number in a free slot of a dense index.
const NONE: u32 = u32::MAX;

/// A search tree (or forest, with several starts) of states numbered `0..len()`.
///
/// Memory: per state, a [`Node`] and 7 to 14 bytes of index (at most three quarters
/// full). The index probes a dense array of 1-byte tags, sixteen at a time (as hashbrown
/// does), so that looking up an absent state mostly touches that array alone, in one
/// comparison, and it stays in the processor's cache longer. A dense tree's index is 4
/// bytes per index below its size instead.
#[derive(Clone, Debug)]
pub(crate) struct Tree<S, M, C> {
    nodes: Vec<Node<S, M, C>>,
    /// The tag of the state in each slot ([`tag_of`] its hash), [`EMPTY`] in a free one;
    /// then the first [`GROUP`] tags again.
    tags: Vec<u8>,
    /// The number of the state in each slot.
    ids: Vec<u32>,
    /// In a hashed index, the slot of a hash is its top `32 - shift` bits.
    shift: u32,
    placement: Placement,
    /// The most states the searches may add ([`Tree::is_full`]).
    limit: usize,
}

/// How a tree's index places a state.
#[derive(Clone, Copy, Debug)]
enum Placement {
    /// By [`FxHasher`] from `seed` (drawn anew for each tree), probed linearly from the
    /// hash's slot, each slot tagged.
    Hashed { seed: u64 },
    /// The states are numbers below `ids.len()` (`usize`s), each at the slot of its own
    /// number ([`Tree::dense`]): no tags, no probing, [`NONE`] in a free slot.
    Dense,
}

/// A state's record: the state, its parent's number (its own for a root), the label of
/// the move from the parent (`None` for a root) and its cost.
#[derive(Clone, Debug)]
struct Node<S, M, C> {
    state: S,
    parent: u32,
    label: Option<M>,
    cost: C,
}

/// The 32 bits of `state`'s hash from `seed`: the top ones place it, the low 7 tag it.
///
/// FxHash ends on a multiplication by a constant near 1/π, whose top bits crowd numbers
/// taken in order into runs (π's continued fraction has a 292 early): 10^5 consecutive
/// integers took 10 to 47 probes each to insert. Multiplied once more, by the golden
/// ratio (2^64 divided by it, made odd), they take under 1, and no key set tried (numbers
/// in order or in strides, grid squares, triples) took much more than random keys do.
#[inline]
fn hash_of<S: Hash>(state: &S, seed: u64) -> u32 {
    let mut hasher = FxHasher::with_seed(seed);
    state.hash(&mut hasher);
    (hasher.finish().wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as u32
}

/// The value of a `usize` state (what its `Hash` writes): its slot in a dense index.
#[inline]
fn number_of<S: Hash>(state: &S) -> usize {
    let mut number = Number(0);
    state.hash(&mut number);
    number.0
}

/// A hasher that keeps the `usize` written to it: a `usize`'s own value. (A `usize` hashes
/// itself by `write_usize` alone; the states of a dense tree are `usize`s.)
struct Number(usize);

impl Hasher for Number {
    fn write(&mut self, _: &[u8]) {}

    #[inline]
    fn write_usize(&mut self, number: usize) {
        self.0 = number;
    }

    fn finish(&self) -> u64 {
        self.0 as u64
    }
}

/// The tag a slot holding a state of hash `hash` carries: its low 7 bits, top bit set.
#[inline]
fn tag_of(hash: u32) -> u8 {
    hash as u8 | 0x80
}

/// The `GROUP` tags from slot `at`, as bit masks (bit `i` for slot `at + i`): those equal
/// to `tag`, and the empty ones.
#[cfg(target_arch = "x86_64")]
#[inline]
fn group_bits(tags: &[u8], at: usize, tag: u8) -> (u32, u32) {
    use std::arch::x86_64::*;
    // SAFETY: SSE2 is part of x86-64; the load reads the `GROUP` bytes from `at`.
    unsafe {
        let group = _mm_loadu_si128(tags[at..at + GROUP].as_ptr().cast());
        let matches = _mm_movemask_epi8(_mm_cmpeq_epi8(group, _mm_set1_epi8(tag as i8)));
        (matches as u32, !_mm_movemask_epi8(group) as u32 & 0xffff)
    }
}

/// The `GROUP` tags from slot `at`, as bit masks (bit `i` for slot `at + i`): those equal
/// to `tag`, and the empty ones; a tag at a time, on processors other than x86-64.
#[cfg(not(target_arch = "x86_64"))]
fn group_bits(tags: &[u8], at: usize, tag: u8) -> (u32, u32) {
    let bits = |wanted: u8| {
        let group = tags[at..at + GROUP].iter().enumerate();
        group.fold(0, |bits, (i, &t)| bits | ((t == wanted) as u32) << i)
    };
    (bits(tag), bits(EMPTY))
}

/// Asks the processor to bring `value` into its cache, without waiting (x86-64 only; a
/// no-op elsewhere).
#[inline]
fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch is a hint that never faults; the address is a live reference.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

impl<S: Eq + Hash, M: Copy, C: Copy> Tree<S, M, C> {
    /// An empty tree whose index is placed by a hash seeded at random (by std's
    /// `RandomState`), so that no input fixed in advance makes its states collide; the
    /// numbering, and so every answer, does not depend on it. Cost: a 16-slot index.
    pub(crate) fn new() -> Self {
        let seed = RandomState::new().build_hasher().finish();
        let (nodes, tags, ids) = (Vec::new(), vec![EMPTY; 16 + GROUP], vec![0; 16]);
        let placement = Placement::Hashed { seed };
        Tree { nodes, tags, ids, shift: 28, placement, limit: usize::MAX }
    }

    /// An empty tree that hashes as `other` does, so that a hash [`Tree::prepare`] took
    /// for one serves to look the state up in the other.
    pub(crate) fn seeded_like(other: &Self) -> Self {
        let ids = match other.placement {
            Placement::Hashed { .. } => vec![0; 16],
            Placement::Dense => vec![NONE; other.ids.len()],
        };
        Tree { ids, placement: other.placement, ..Tree::new() }
    }

    /// Forgets every state, keeping the memory for the next search. Cost: O(index size).
    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        match self.placement {
            Placement::Hashed { .. } => self.tags.iter_mut().for_each(|tag| *tag = EMPTY),
            Placement::Dense => self.ids.iter_mut().for_each(|id| *id = NONE),
        }
    }

    /// The tree, stopping the searches once it holds `limit` states ([`Tree::is_full`]).
    pub(crate) fn limited_to(self, limit: usize) -> Self {
        Tree { limit, ..self }
    }

    /// Whether the tree holds as many states as its limit allows: the searches then stop,
    /// with no goal. Cost: O(1).
    #[inline]
    pub(crate) fn is_full(&self) -> bool {
        self.nodes.len() >= self.limit
    }

    /// Whether the index has outgrown the processor's caches (2^19 slots, 2.5 MiB), so
    /// that reading its slots ahead pays. Cost: O(1).
    #[inline]
    pub(crate) fn is_large(&self) -> bool {
        self.ids.len() >= 1 << 19
    }

    /// How many states the tree holds.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The state numbered `id`.
    #[inline]
    pub(crate) fn state(&self, id: u32) -> &S {
        &self.nodes[id as usize].state
    }

    /// The cost recorded for state `id`.
    #[inline]
    pub(crate) fn cost(&self, id: u32) -> C {
        self.nodes[id as usize].cost
    }

    /// The slot holding `state` (of hash `hash`) as `Ok`, or as `Err` the free slot where
    /// it would go. Cost: a linear probe from the hash's slot, a group of tags at a time;
    /// a state is compared only where its tag matches before the group's first free slot
    /// (a match past it, which cannot be the state, cost BFS on a grid 10%: a record read
    /// for nothing).
    #[inline]
    fn probe(&self, state: &S, hash: u32) -> Result<usize, usize> {
        match self.placement {
            Placement::Dense => {
                debug_assert_eq!(number_of(state), hash as usize, "a dense tree's slot");
                let slot = hash as usize;
                if self.ids[slot] == NONE {
                    Err(slot)
                } else {
                    Ok(slot)
                }
            }
            Placement::Hashed { .. } => {
                let (mask, tag) = (self.ids.len() - 1, tag_of(hash));
                let mut at = self.slot_of(hash);
                loop {
                    let (mut matches, empties) = group_bits(&self.tags, at, tag);
                    matches &= empties.wrapping_sub(1) & !empties;
                    while matches != 0 {
                        let slot = (at + matches.trailing_zeros() as usize) & mask;
                        if self.nodes[self.ids[slot] as usize].state == *state {
                            return Ok(slot);
                        }
                        matches &= matches - 1;
                    }
                    if empties != 0 {
                        return Err((at + empties.trailing_zeros() as usize) & mask);
                    }
                    at = (at + GROUP) & mask;
                }
            }
        }
    }

    /// The hash [`Tree::find_hashed`] and [`Tree::insert_hashed`] take for `state` (in a
    /// dense tree, its number).
    ///
    /// # Panics
    /// In a dense tree, if `state` is not below its size.
    #[inline]
    pub(crate) fn hash(&self, state: &S) -> u32 {
        match self.placement {
            Placement::Hashed { seed, .. } => hash_of(state, seed),
            Placement::Dense => {
                let (number, size) = (number_of(state), self.ids.len());
                assert!(number < size, "state {} of a search over indices below {}", number, size);
                number as u32
            }
        }
    }

    /// The index slot where a state of hash `hash` is looked for first.
    #[inline]
    fn slot_of(&self, hash: u32) -> usize {
        match self.placement {
            Placement::Hashed { .. } => (hash >> self.shift) as usize,
            Placement::Dense => hash as usize,
        }
    }

    /// The number of `state`, if the tree holds it. Cost: one hash and a probe.
    pub(crate) fn find(&self, state: &S) -> Option<u32> {
        let hash = match self.placement {
            Placement::Hashed { seed } => hash_of(state, seed),
            Placement::Dense => match number_of(state) {
                number if number < self.ids.len() => number as u32,
                _ => return None,
            },
        };
        self.find_hashed(state, hash)
    }

    /// [`Tree::find`] with the state's hash already taken by [`Tree::prepare`] (of this
    /// tree, or of one made by [`Tree::seeded_like`]).
    #[inline]
    pub(crate) fn find_hashed(&self, state: &S, hash: u32) -> Option<u32> {
        let slot = self.probe(state, hash).ok()?;
        Some(self.ids[slot])
    }

    /// Asks the processor's cache for the slot where a state of hash `hash` would be, for
    /// a [`Tree::find_hashed`] soon after.
    #[inline]
    pub(crate) fn prefetch_slot(&self, hash: u32) {
        let slot = self.slot_of(hash);
        match self.placement {
            Placement::Hashed { .. } => prefetch(&self.tags[slot]),
            Placement::Dense => {}
        }
        prefetch(&self.ids[slot]);
    }

    /// Adds `state` as a root (its own parent, with no label), unless the tree holds it.
    /// `Ok` with the new number, or `Err` with the number it already has.
    pub(crate) fn insert_root(&mut self, state: S, cost: C) -> Result<u32, u32> {
        let id = self.nodes.len() as u32;
        self.insert(state, id, None, cost)
    }

    /// Adds `state`, reached from `parent` by `label` at `cost`, unless the tree holds it:
    /// `Ok` with the new number, or `Err` with the number it already has (its record
    /// unchanged). Cost: one hash and a probe, amortized.
    #[inline]
    pub(crate) fn insert(
        &mut self,
        state: S,
        parent: u32,
        label: Option<M>,
        cost: C,
    ) -> Result<u32, u32> {
        let hash = self.hash(&state);
        self.insert_hashed(state, hash, parent, label, cost)
    }

    /// The hashes [`Tree::insert_hashed`] takes for `states`, into `hashes`, with the
    /// index slots they fall in asked of the processor's cache meanwhile: hashing a
    /// state's successors first and inserting them after lets their cache misses overlap
    /// instead of waiting in turn. (Asking for the records found there as well, which
    /// needs the slots read at once, cost A* on a grid 10%, its states' records being
    /// in the cache already.)
    #[inline]
    pub(crate) fn prepare<'a>(&self, states: impl Iterator<Item = &'a S>, hashes: &mut Vec<u32>)
    where
        S: 'a,
    {
        hashes.clear();
        for state in states {
            let hash = self.hash(state);
            self.prefetch_slot(hash);
            hashes.push(hash);
        }
    }

    /// [`Tree::insert`] with the state's hash already taken by [`Tree::prepare`].
    #[inline]
    pub(crate) fn insert_hashed(
        &mut self,
        state: S,
        hash: u32,
        parent: u32,
        label: Option<M>,
        cost: C,
    ) -> Result<u32, u32> {
        match self.probe(&state, hash) {
            Ok(slot) => Err(self.ids[slot]),
            Err(free) => Ok(self.place(free, state, hash, parent, label, cost)),
        }
    }

    /// Records `state` (of hash `hash`), reached from `parent` by `label` at `cost`, in the
    /// free index slot `slot`, and returns its new number; grows the index once it is three
    /// quarters full.
    #[inline]
    fn place(
        &mut self,
        slot: usize,
        state: S,
        hash: u32,
        parent: u32,
        label: Option<M>,
        cost: C,
    ) -> u32 {
        assert!(self.nodes.len() < u32::MAX as usize, "more than 2^32 - 1 states");
        let id = self.nodes.len() as u32;
        self.ids[slot] = id;
        self.nodes.push(Node { state, parent, label, cost });
        match self.placement {
            Placement::Hashed { seed } => {
                self.set_tag(slot, tag_of(hash));
                if self.nodes.len() * 4 > self.ids.len() * 3 {
                    self.grow(seed);
                }
            }
            Placement::Dense => {}
        }
        id
    }

    /// Records `state` as reached from `parent` by `label` at `cost` if it is new, or known
    /// at a greater cost (a weighted search's relaxation): its number then, `None` when its
    /// record is as cheap already. Cost: one hash and a probe, amortized.
    #[inline]
    pub(crate) fn relax(&mut self, state: S, parent: u32, label: Option<M>, cost: C) -> Option<u32>
    where
        C: Ord,
    {
        let hash = self.hash(&state);
        self.relax_hashed(state, hash, parent, label, cost)
    }

    /// [`Tree::relax`] with the state's hash already taken by [`Tree::prepare`]. A record
    /// made cheaper holds `state` as reached this time: equal to the one before by `Eq`, it
    /// may carry what only the path into it says (where a sliding puzzle's blank came from).
    #[inline]
    pub(crate) fn relax_hashed(
        &mut self,
        state: S,
        hash: u32,
        parent: u32,
        label: Option<M>,
        cost: C,
    ) -> Option<u32>
    where
        C: Ord,
    {
        match self.probe(&state, hash) {
            Err(free) => Some(self.place(free, state, hash, parent, label, cost)),
            Ok(slot) => {
                let id = self.ids[slot];
                let node = &mut self.nodes[id as usize];
                (cost < node.cost).then(|| {
                    *node = Node { state, parent, label, cost };
                    id
                })
            }
        }
    }

    /// Adds `state`, reached from `parent` by `label` at `cost`, as a new record that the
    /// index does not find (the last state of a path that comes back to one the tree
    /// holds, such as a cycle's start), and returns its number. Cost: O(1) amortized.
    pub(crate) fn push_unindexed(&mut self, state: S, parent: u32, label: M, cost: C) -> u32 {
        assert!(self.nodes.len() < u32::MAX as usize, "more than 2^32 - 1 states");
        self.nodes.push(Node { state, parent, label: Some(label), cost });
        self.nodes.len() as u32 - 1
    }

    /// Records that state `id` is reached from `parent` by `label` at `cost` (a cheaper
    /// way found by a weighted search).
    #[inline]
    pub(crate) fn update(&mut self, id: u32, parent: u32, label: Option<M>, cost: C) {
        let node = &mut self.nodes[id as usize];
        node.parent = parent;
        node.label = label;
        node.cost = cost;
    }

    /// The seed of a hashed tree's hash (0 in a dense tree).
    #[cfg(test)]
    fn seed(&self) -> u64 {
        match self.placement {
            Placement::Hashed { seed } => seed,
            Placement::Dense => 0,
        }
    }

    /// Doubles the index hashed from `seed`, placing every number again by its state's
    /// hash, taken anew, in the first free slot from there (a state placed is known to be
    /// absent: no tag is compared). Cost: a hash per state, the records read in order.
    fn grow(&mut self, seed: u64) {
        let size = self.ids.len() * 2;
        (self.tags, self.ids) = (vec![EMPTY; size + GROUP], vec![0; size]);
        self.shift -= 1;
        for id in 0..self.nodes.len() {
            let hash = hash_of(&self.nodes[id].state, seed);
            let mut slot = (hash >> self.shift) as usize;
            while self.tags[slot] != EMPTY {
                slot = (slot + 1) & (size - 1);
            }
            self.set_tag(slot, tag_of(hash));
            self.ids[slot] = id as u32;
        }
    }

    /// Tags `slot` of a hashed index (and its copy past the end, for the first `GROUP`).
    #[inline]
    fn set_tag(&mut self, slot: usize, tag: u8) {
        self.tags[slot] = tag;
        if slot < GROUP {
            let size = self.ids.len();
            self.tags[size + slot] = tag;
        }
    }

    /// The parent of `id` and the label of the move from it, or `None` for a root.
    #[inline]
    pub(crate) fn edge_into(&self, id: u32) -> Option<(u32, M)> {
        let node = &self.nodes[id as usize];
        Some((node.parent, node.label?))
    }

    /// The numbers from a root to `id`, both included, and the labels of the moves between.
    /// Cost: O(path length).
    pub(crate) fn trail(&self, mut id: u32) -> (Vec<u32>, Vec<M>) {
        let (mut ids, mut labels) = (vec![id], Vec::new());
        while let Some((parent, label)) = self.edge_into(id) {
            labels.push(label);
            ids.push(parent);
            id = parent;
        }
        ids.reverse();
        labels.reverse();
        (ids, labels)
    }

    /// The states numbered `0..len()` and their costs, in that order.
    pub(crate) fn states_and_costs(&self) -> impl Iterator<Item = (&S, C)> + '_ {
        self.nodes.iter().map(|node| (&node.state, node.cost))
    }
}

impl<M: Copy, C: Copy> Tree<usize, M, C> {
    /// An empty tree of states that are numbers below `size`, each found again at the
    /// slot of its own number: no hashing or probing, one array access a lookup.
    /// Cost: 4 bytes per number below `size`, set now.
    ///
    /// # Panics
    /// If `size` is `u32::MAX` or more.
    pub(crate) fn dense(size: usize) -> Self {
        assert!(size < NONE as usize, "a search over {} indices (at most 2^32 - 2)", size);
        let (nodes, tags, ids) = (Vec::new(), Vec::new(), vec![NONE; size]);
        Tree { nodes, tags, ids, shift: 0, placement: Placement::Dense, limit: usize::MAX }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use std::collections::HashMap;

    /// A state whose `Eq` and `Hash` see its square alone, not the way it came in.
    #[derive(Clone, Debug)]
    struct Arrived {
        square: u32,
        from: char,
    }

    impl PartialEq for Arrived {
        fn eq(&self, other: &Self) -> bool {
            self.square == other.square
        }
    }

    impl Eq for Arrived {}

    impl std::hash::Hash for Arrived {
        fn hash<H: Hasher>(&self, hasher: &mut H) {
            self.square.hash(hasher);
        }
    }

    #[test]
    fn a_record_made_cheaper_holds_the_state_as_last_reached() {
        let mut tree: Tree<Arrived, (), u32> = Tree::new();
        let root = tree.insert_root(Arrived { square: 0, from: '-' }, 0).unwrap();
        let first = tree.relax(Arrived { square: 7, from: 'a' }, root, Some(()), 5).unwrap();
        assert_eq!(tree.relax(Arrived { square: 7, from: 'b' }, root, Some(()), 6), None);
        assert_eq!(tree.state(first).from, 'a', "a dearer way changes nothing");
        assert_eq!(tree.relax(Arrived { square: 7, from: 'c' }, root, Some(()), 3), Some(first));
        assert_eq!((tree.state(first).from, tree.cost(first)), ('c', 3));
        assert_eq!(tree.len(), 2);
    }

    #[test]
    fn numbers_states_in_order_and_finds_them_again() {
        let mut rng = XorShift::new(7);
        let mut tree: Tree<u64, (), u32> = Tree::new();
        let mut reference = HashMap::new();
        for _ in 0..20_000 {
            let value = rng.below(5_000);
            let next = reference.len() as u32;
            let expected = *reference.entry(value).or_insert(next);
            let got = tree.insert(value, 0, Some(()), 1);
            assert_eq!(got, if expected == next { Ok(next) } else { Err(expected) });
        }
        assert_eq!(tree.len(), reference.len());
        for (value, id) in &reference {
            assert_eq!(tree.find(value), Some(*id));
            assert_eq!(tree.state(*id), value);
        }
        assert_eq!(tree.find(&5_000), None);
    }

    /// How far, on average, each state of a hashed tree sits past the slot its hash
    /// names: the probes a lookup of it takes beyond the first.
    fn mean_displacement<S: Eq + Hash>(tree: &Tree<S, (), u8>) -> f64 {
        let size = tree.ids.len();
        let distance = |slot: usize| {
            let home = tree.slot_of(hash_of(tree.state(tree.ids[slot]), tree.seed()));
            (slot + size - home) & (size - 1)
        };
        let taken = (0..size).filter(|&slot| tree.tags[slot] != EMPTY);
        taken.map(distance).sum::<usize>() as f64 / tree.len() as f64
    }

    #[test]
    fn keys_taken_in_order_are_spread_over_the_index() {
        // Vertex numbers and grid squares, the states contests use most, filling each
        // size of index to three quarters. Random keys sit 1.5 slots from home on average
        // there, these at most 2.5 in 840 runs; FxHash's top bits alone put 6,144 to
        // 24,576 consecutive numbers 7 to 23 slots from home.
        for fill in (4..=17).map(|bits| 3 << (bits - 2)) {
            let mut numbers: Tree<u64, (), u8> = Tree::new();
            (0..fill).for_each(|number| assert!(numbers.insert_root(number, 0).is_ok()));
            let side = (fill as f64).sqrt() as u16;
            let mut squares: Tree<(u16, u16), (), u8> = Tree::new();
            for square in (0..side).flat_map(|row| (0..side).map(move |column| (row, column))) {
                assert!(squares.insert_root(square, 0).is_ok());
            }
            for displacement in [mean_displacement(&numbers), mean_displacement(&squares)] {
                assert!(displacement < 4.0, "{} states, {} slots from home", fill, displacement);
            }
        }
    }

    #[test]
    fn a_group_of_tags_is_compared_as_a_tag_at_a_time() {
        let mut rng = XorShift::new(5);
        let tags: Vec<u8> =
            (0..64).map(|_| [EMPTY, 0x80, 0x81, 0xff][rng.below(4) as usize]).collect();
        for at in 0..=tags.len() - GROUP {
            for tag in [0x80, 0x81, 0xff] {
                let (mut matches, mut empties) = (0, 0);
                for i in (0..GROUP).rev() {
                    matches = matches * 2 + (tags[at + i] == tag) as u32;
                    empties = empties * 2 + (tags[at + i] == EMPTY) as u32;
                }
                assert_eq!(group_bits(&tags, at, tag), (matches, empties));
            }
        }
    }

    #[test]
    fn trails_follow_parents_to_the_root() {
        let mut tree: Tree<&str, char, u8> = Tree::new();
        assert_eq!(tree.insert_root("a", 0), Ok(0));
        assert_eq!(tree.insert("b", 0, Some('x'), 1), Ok(1));
        assert_eq!(tree.insert("c", 1, Some('y'), 2), Ok(2));
        assert_eq!(tree.insert_root("b", 0), Err(1));
        assert_eq!(tree.trail(2), (vec![0, 1, 2], vec!['x', 'y']));
        tree.update(2, 0, Some('z'), 1);
        assert_eq!((tree.trail(2), tree.cost(2)), ((vec![0, 2], vec!['z']), 1));
    }
}
