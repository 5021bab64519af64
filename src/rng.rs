//! A small seeded pseudo-random generator (Marsaglia's xorshift64), for tests, benchmarks
//! and contest programs that need reproducible random inputs without a crate. Not for
//! anything secret; `rand` is the tools' choice where a crate may be used.
//!
//! ```
//! use searchlab::rng::XorShift;
//!
//! let mut a = XorShift::new(42);
//! let mut b = XorShift::new(42);
//! let rolls: Vec<u64> = (0..5).map(|_| a.below(6)).collect();
//! assert!(rolls.iter().all(|&r| r < 6));
//! assert_eq!(rolls, (0..5).map(|_| b.below(6)).collect::<Vec<_>>());
//! ```

/// Marsaglia's xorshift64 (shifts 13, 7, 17): period 2^64 − 1, a few instructions a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorShift(u64);

impl XorShift {
    /// The generator seeded with `seed`; 0, which would repeat forever, is taken as 1.
    pub fn new(seed: u64) -> Self {
        XorShift(seed.max(1))
    }

    /// The next number of the sequence, uniform over 1..=u64::MAX. Cost: O(1).
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `bound` (nearly uniform when `bound` is far below 2^64); `bound` must
    /// not be 0. Cost: O(1).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_xorshift64() {
        // The first numbers from seed 1, by Marsaglia's recurrence.
        let mut rng = XorShift::new(1);
        assert_eq!(rng.next_u64(), 1_082_269_761);
        assert_eq!(rng.next_u64(), 1_152_992_998_833_853_505);
        assert_eq!(XorShift::new(0), XorShift::new(1));
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = XorShift::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}
