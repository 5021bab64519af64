//! Two bits of breadth-first search state per pair, packed 32 to a word, shared by threads.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The state of a pair in a level-by-level search.
pub type Mark = u64;

/// A pair not reached yet.
pub const UNSEEN: Mark = 0;
/// A pair whose level has been expanded.
pub const DONE: Mark = 3;

/// The mark of pairs first reached at `depth`: levels alternate between two marks, since
/// pairs of the level being expanded become [`DONE`] before the next level starts.
pub fn level_mark(depth: u8) -> Mark {
    1 + Mark::from(depth & 1)
}

/// A 2-bit mark per slot. Cost: a quarter of a byte per slot.
pub struct Marks {
    words: Vec<AtomicU64>,
}

impl Marks {
    /// `slots` slots (a multiple of 32), all [`UNSEEN`].
    pub fn new(slots: u64) -> Self {
        Marks { words: super::shared::filled(slots.div_ceil(32), 0, 1) }
    }

    /// The mark of `slot`.
    #[cfg(test)]
    fn get(&self, slot: u64) -> Mark {
        self.words[(slot / 32) as usize].load(Relaxed) >> (2 * (slot % 32)) & 3
    }

    /// Gives `slot` the mark `mark` (from [`UNSEEN`]).
    #[inline(always)]
    pub fn set(&self, slot: u64, mark: Mark) {
        self.set_if_unseen(slot, mark);
    }

    /// Gives an [`UNSEEN`] slot the mark `mark`; returns whether it was unseen. A plain
    /// read and write, not an atomic one: only one thread may write a word at a time
    /// (others may read it). The word is written back either way, without a branch on
    /// whether the slot was unseen (which no predictor can guess).
    #[inline(always)]
    pub fn set_if_unseen(&self, slot: u64, mark: Mark) -> bool {
        let shift = 2 * (slot % 32);
        let word = &self.words[(slot / 32) as usize];
        let old = word.load(Relaxed);
        let unseen = old >> shift & 3 == UNSEEN;
        word.store(old | (mark * u64::from(unseen)) << shift, Relaxed);
        unseen
    }

    /// The marks of the `count` slots from `first` (at most 32), the first in the low bits.
    #[inline(always)]
    pub fn run(&self, first: u64, count: u32) -> u64 {
        let (word, shift) = ((first / 32) as usize, 2 * (first % 32));
        let low = self.words[word].load(Relaxed) >> shift;
        let bits = 2 * count as u64;
        let run = if shift + bits > 64 {
            low | self.words[word + 1].load(Relaxed) << (64 - shift)
        } else {
            low
        };
        if bits == 64 {
            run
        } else {
            run & ((1 << bits) - 1)
        }
    }

    /// Asks for the cache line of `slot`'s mark, to be read soon.
    #[inline(always)]
    pub fn prefetch(&self, slot: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let word: *const AtomicU64 = &self.words[(slot / 32) as usize];
            // SAFETY: prefetching reads nothing and cannot fault; SSE is part of x86-64.
            #[allow(unused_unsafe)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(word.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }

    /// Word `index` (slots 32·index onwards, the first in the low bits).
    #[inline(always)]
    pub fn word(&self, index: u64) -> u64 {
        self.words[index as usize].load(Relaxed)
    }

    /// Turns the slots of word `index` flagged in `hits` (the low bit of each slot, as
    /// [`slots_marked`] gives them) to [`DONE`]; a plain write, like
    /// [`Marks::set_if_unseen`].
    #[inline(always)]
    pub fn retire(&self, index: u64, hits: u64) {
        let word = &self.words[index as usize];
        word.store(word.load(Relaxed) | (hits * DONE), Relaxed);
    }
}

/// The slots of `word` holding `mark`, as the low bit of each such slot.
#[inline]
pub fn slots_marked(word: u64, mark: Mark) -> u64 {
    const LOW_BITS: u64 = 0x5555_5555_5555_5555;
    let differ = word ^ (mark * LOW_BITS);
    !(differ | differ >> 1) & LOW_BITS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_set_found_and_retired() {
        let marks = Marks::new(64);
        assert!(marks.set_if_unseen(33, level_mark(1)));
        assert!(!marks.set_if_unseen(33, level_mark(2)));
        marks.set(63, level_mark(1));
        assert!(marks.set_if_unseen(40, level_mark(2)));
        assert_eq!(marks.get(33), 2);
        assert_eq!(marks.get(40), 1);
        let word = marks.word(1);
        let hits = slots_marked(word, level_mark(1));
        assert_eq!(hits, 1 << 2 | 1 << 62);
        marks.retire(1, hits);
        assert_eq!(marks.get(33), DONE);
        assert_eq!(marks.get(63), DONE);
        assert_eq!(marks.get(40), 1);
        assert_eq!(marks.get(0), UNSEEN);
        assert_eq!(slots_marked(marks.word(0), level_mark(1)), 0);
        // A run across two words: slots 30 to 34.
        marks.set(30, DONE);
        marks.set(34, level_mark(2));
        assert_eq!(marks.run(30, 5), DONE | DONE << 6 | 1 << 8);
        assert_eq!(marks.run(33, 1), DONE);
    }
}
