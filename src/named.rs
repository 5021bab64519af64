//! Option values known by name on the command line (an algorithm, a format): each type
//! lists its values and names them once ([`Named`]); finding a value by its name, with an
//! error whose "expected …" list is made from the values themselves (so it cannot drift
//! from them) and that names the value meant when a name is one slip away ([`closest`],
//! which the judges' option names use too), is written here for all of them.
//!
//! ```
//! use searchlab::named::Named;
//!
//! #[derive(Clone, Copy, Debug, PartialEq)]
//! enum Order {
//!     Breadth,
//!     Depth,
//! }
//!
//! impl Named for Order {
//!     const KIND: &'static str = "order";
//!     const ALL: &'static [Order] = &[Order::Breadth, Order::Depth];
//!
//!     fn name(self) -> &'static str {
//!         match self {
//!             Order::Breadth => "bfs",
//!             Order::Depth => "dfs",
//!         }
//!     }
//! }
//!
//! assert_eq!(Order::from_name("dfs"), Ok(Order::Depth));
//! assert_eq!(
//!     Order::from_name("x"),
//!     Err("unknown order 'x' (expected bfs or dfs)".to_string())
//! );
//! ```

/// A type whose values are chosen by name: every value, in the order `--help` lists them,
/// and each one's name.
pub trait Named: Copy + 'static {
    /// What a value is called in an error: `algorithm`, `format`.
    const KIND: &'static str;
    /// Every value, in the order `--help` lists them.
    const ALL: &'static [Self];

    /// The value's name on the command line.
    fn name(self) -> &'static str;

    /// The value called `name`. The error names the [`KIND`](Named::KIND) and lists every
    /// value's name in order: `unknown algorithm 'x' (expected table, astar or idastar)`.
    /// Cost: one call of [`name`](Named::name) per value.
    ///
    /// ```
    /// use searchlab::graph::KShortest;
    /// use searchlab::named::Named;
    ///
    /// assert_eq!(KShortest::from_name("eppstein"), Ok(KShortest::Eppstein));
    /// assert!(KShortest::from_name("dijkstra").is_err());
    /// ```
    fn from_name(name: &str) -> Result<Self, String> {
        if let Some(&value) = Self::ALL.iter().find(|v| v.name() == name) {
            return Ok(value);
        }
        let names: Vec<&str> = Self::ALL.iter().map(|v| v.name()).collect();
        let expected = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.concat(),
        };
        let error = format!("unknown {} '{name}' (expected {expected})", Self::KIND);
        Err(match closest(name, names) {
            Some(meant) => format!("{error}; did you mean '{meant}'?"),
            None => error,
        })
    }
}

/// The name among `names` that `word` is most likely a slip for: the nearest by edit
/// distance (a letter added, dropped, changed, or two neighbours swapped; case aside), if
/// it is at most one edit away for a word of three to five letters and two for a longer
/// one, or differs from `word` in case alone; the first of several as near. Cost:
/// O(|word| × total length of the names).
///
/// ```
/// use searchlab::named::closest;
///
/// let options = ["algo", "threads", "chain"];
/// assert_eq!(closest("alog", options), Some("algo"));
/// assert_eq!(closest("thread", options), Some("threads"));
/// assert_eq!(closest("fast", options), None);
/// assert_eq!(closest("F", ["f", "d"]), Some("f"));
/// ```
pub fn closest<'a>(word: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let most = match word.chars().count() {
        0..=2 => 0,
        3..=5 => 1,
        _ => 2,
    };
    let word_lower = word.to_lowercase();
    let scored = names.into_iter().map(|name| (edits(&word_lower, &name.to_lowercase()), name));
    let (distance, name) = scored.min_by_key(|&(distance, _)| distance)?;
    (distance <= most && name != word).then_some(name)
}

/// The edit distance from `a` to `b`, a swap of neighbours counting as one edit (the
/// optimal string alignment distance). Cost: O(|a| × |b|).
fn edits(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // d[i][j]: the distance between the first i letters of a and the first j of b.
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i][j] = if i == 0 || j == 0 {
                i + j
            } else {
                let changed = d[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
                let swapped = i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1];
                let swap = if swapped { d[i - 2][j - 2] + 1 } else { changed };
                (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(changed).min(swap)
            };
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! digits {
        ($name:ident: $($value:expr),*) => {
            #[derive(Clone, Copy, Debug, PartialEq)]
            struct $name(u8);

            impl Named for $name {
                const KIND: &'static str = "digit";
                const ALL: &'static [$name] = &[$($name($value)),*];

                fn name(self) -> &'static str {
                    ["zero", "one", "two"][usize::from(self.0)]
                }
            }
        };
    }

    digits!(Empty:);
    digits!(One: 1);
    digits!(TwoZero: 2, 0);
    digits!(All: 0, 1, 2);

    #[test]
    fn every_value_is_found_by_its_name() {
        for &d in All::ALL {
            assert_eq!(All::from_name(d.name()), Ok(d));
        }
    }

    #[test]
    fn a_slip_of_one_or_two_edits_is_named() {
        assert_eq!(
            All::from_name("tow").unwrap_err(),
            "unknown digit 'tow' (expected zero, one or two); did you mean 'two'?"
        );
        assert_eq!(closest("zreo", ["zero", "one"]), Some("zero"), "two letters swapped");
        assert_eq!(closest("idastr", ["table", "idastar"]), Some("idastar"));
        assert_eq!(closest("ida", ["table", "idastar"]), None, "four letters short");
        assert_eq!(closest("threds", ["threads", "thread"]), Some("threads"), "the first as near");
        assert_eq!(closest("algo", ["algo"]), None, "not a slip");
        assert_eq!(closest("x", ["f", "d"]), None, "one letter is no word to correct");
        assert_eq!(closest("", ["f"]), None);
        // Against distances counted by hand, both ways round.
        for (a, b, d) in
            [("", "ab", 2), ("ab", "ba", 1), ("abc", "ca", 3), ("kitten", "sitting", 3)]
        {
            assert_eq!((edits(a, b), edits(b, a)), (d, d), "{a} {b}");
        }
    }

    #[test]
    fn the_error_lists_the_names_in_order() {
        assert_eq!(Empty::from_name("ten").unwrap_err(), "unknown digit 'ten' (expected )");
        assert_eq!(One::from_name("ten").unwrap_err(), "unknown digit 'ten' (expected one)");
        assert_eq!(
            TwoZero::from_name("ten").unwrap_err(),
            "unknown digit 'ten' (expected two or zero)"
        );
        assert_eq!(
            All::from_name("ten").unwrap_err(),
            "unknown digit 'ten' (expected zero, one or two)"
        );
    }
}
