//! One share of a piece of work that separate processes split: shard I of K (the
//! `queens` count, `npuzzle`'s IDA* iterations).

use std::fmt;
use std::str::FromStr;

/// The most shards a piece of work splits into: the `queens` plan for N = 27 in 10,000
/// shards has 3.7 million tasks and takes about 7 s to make (on every shard), against hours
/// of counting.
pub const MAX_SHARDS: usize = 10_000;

/// Shard `index` of `of` (1-based, as written `I/K`).
///
/// ```
/// use searchlab::shard::Shard;
///
/// let shard: Shard = "3/8".parse().unwrap();
/// assert_eq!((shard.index, shard.of), (3, 8));
/// assert_eq!(shard.to_string(), "3/8");
/// assert!("9/8".parse::<Shard>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which shard, `1..=of`.
    pub index: usize,
    /// How many shards share the work.
    pub of: usize,
}

impl Shard {
    /// The whole work as one shard.
    pub const WHOLE: Shard = Shard { index: 1, of: 1 };
}

impl FromStr for Shard {
    type Err = String;

    /// Parses `I/K` with `1 <= I <= K <= MAX_SHARDS`.
    fn from_str(text: &str) -> Result<Shard, String> {
        let invalid =
            || format!("a shard is written I/K with 1 <= I <= K <= {MAX_SHARDS}, got '{text}'");
        let (index, of) = text.split_once('/').ok_or_else(invalid)?;
        let index: usize = index.trim().parse().map_err(|_| invalid())?;
        let of: usize = of.trim().parse().map_err(|_| invalid())?;
        if index == 0 || index > of || of > MAX_SHARDS {
            return Err(invalid());
        }
        Ok(Shard { index, of })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.of)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_print() {
        let shard: Shard = "3/8".parse().unwrap();
        assert_eq!(shard, Shard { index: 3, of: 8 });
        assert_eq!(shard.to_string(), "3/8");
        assert!("10000/10000".parse::<Shard>().is_ok());
        for bad in ["0/8", "9/8", "3", "3/", "/8", "a/b", "3/8/1", "-1/8", "", "1/10001"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }
}
