//! A fast hasher for search records: the multiply-and-rotate word hash of Firefox and rustc
//! ("FxHash"), std only, so that a bundled program gets it without a crate. Much faster
//! than std's SipHash on small keys (integers, tuples, short arrays); with its default
//! start of 0, keys can be chosen to collide, so seed it at run time
//! ([`FxHasher::with_seed`]) where an adversary writes the input.
//!
//! ```
//! use searchlab::hashing::FxBuildHasher;
//! use std::collections::HashMap;
//!
//! let mut seen: HashMap<(u32, u32), u8, FxBuildHasher> = HashMap::default();
//! seen.insert((3, 4), 1);
//! assert_eq!(seen.get(&(3, 4)), Some(&1));
//! ```

use std::hash::{BuildHasherDefault, Hasher};

/// The multiplier, Firefox's: 2^64 divided by π, made odd.
const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// FxHash: each word written is mixed in by `hash = (hash.rotate_left(5) ^ word) × SEED`.
/// Cost: one rotate, xor and multiply per 8 bytes.
///
/// ```
/// use searchlab::hashing::FxHasher;
/// use std::hash::{Hash, Hasher};
///
/// let hash = |value: &(u8, u64)| {
///     let mut hasher = FxHasher::default();
///     value.hash(&mut hasher);
///     hasher.finish()
/// };
/// assert_eq!(hash(&(1, 2)), hash(&(1, 2)));
/// assert_ne!(hash(&(1, 2)), hash(&(2, 1)));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    hash: u64,
}

impl FxHasher {
    /// A hasher that starts from `seed` instead of 0: with a seed drawn at run time (from
    /// std's `RandomState`, say), no input fixed in advance hashes alike under every seed.
    ///
    /// ```
    /// use searchlab::hashing::FxHasher;
    /// use std::hash::{Hash, Hasher};
    ///
    /// let hash = |seed: u64| {
    ///     let mut hasher = FxHasher::with_seed(seed);
    ///     (3u32, 4u32).hash(&mut hasher);
    ///     hasher.finish()
    /// };
    /// assert_eq!(hash(7), hash(7));
    /// assert_ne!(hash(7), hash(8));
    /// ```
    pub fn with_seed(seed: u64) -> Self {
        FxHasher { hash: seed }
    }

    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 56);
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// [`FxHasher`] for `HashMap::default()` and `HashSet::default()`.
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::hash::Hash;

    fn hash(value: impl Hash) -> u64 {
        let mut hasher = FxHasher::default();
        value.hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn grid_cells_spread_over_the_high_bits() {
        // The closure searches place a state by the top bits of its hash: the cells of a
        // 256×256 grid must land on many distinct 16-bit prefixes (random hashes would
        // hit about 41,400 of the 65,536).
        let prefixes: HashSet<u64> =
            (0..256usize).flat_map(|r| (0..256usize).map(move |c| hash((r, c)) >> 48)).collect();
        assert!(prefixes.len() > 35_000, "{} prefixes", prefixes.len());
    }

    #[test]
    fn byte_strings_differ_by_length_and_content() {
        assert_ne!(hash(b"ab".as_slice()), hash(b"ab\0".as_slice()));
        assert_ne!(hash("abcdefghi"), hash("abcdefghj"));
        assert_eq!(hash("abcdefghi"), hash("abcdefghi"));
    }
}
