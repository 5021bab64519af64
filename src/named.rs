//! Option values known by name on the command line (an algorithm, a format): each type
//! lists its values and names them once ([`Named`]); finding a value by its name, with an
//! error whose "expected …" list is made from the values themselves (so it cannot drift
//! from them), is written here for all of them.
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
        Err(format!("unknown {} '{name}' (expected {expected})", Self::KIND))
    }
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
