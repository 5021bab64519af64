//! Option values known by name on the command line (an algorithm, a format): one value
//! from its name, with an error whose "expected …" list is made from the values
//! themselves, so it cannot drift from them.
//!
//! ```
//! use searchlab::named;
//!
//! #[derive(Clone, Copy, Debug, PartialEq)]
//! enum Order {
//!     Breadth,
//!     Depth,
//! }
//!
//! fn name(order: Order) -> &'static str {
//!     match order {
//!         Order::Breadth => "bfs",
//!         Order::Depth => "dfs",
//!     }
//! }
//!
//! let all = [Order::Breadth, Order::Depth];
//! assert_eq!(named::parse("order", "dfs", &all, name), Ok(Order::Depth));
//! assert_eq!(
//!     named::parse("order", "x", &all, name),
//!     Err("unknown order 'x' (expected bfs or dfs)".to_string())
//! );
//! ```

/// The value among `values` that `name_of` calls `name`. The error names the `kind` of
/// value and lists every value's name, in order: `unknown algorithm 'x' (expected table,
/// astar or idastar)`. Cost: one call of `name_of` per value.
pub fn parse<T: Copy>(
    kind: &str,
    name: &str,
    values: &[T],
    name_of: impl Fn(T) -> &'static str,
) -> Result<T, String> {
    if let Some(&value) = values.iter().find(|&&v| name_of(v) == name) {
        return Ok(value);
    }
    let names: Vec<&str> = values.iter().map(|&v| name_of(v)).collect();
    let expected = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    };
    Err(format!("unknown {kind} '{name}' (expected {expected})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(d: u8) -> &'static str {
        ["zero", "one", "two"][usize::from(d)]
    }

    #[test]
    fn every_value_is_found_by_its_name() {
        for d in 0..3 {
            assert_eq!(parse("digit", digit(d), &[0, 1, 2], digit), Ok(d));
        }
    }

    #[test]
    fn the_error_lists_the_names_in_order() {
        let error = |values: &[u8]| parse("digit", "ten", values, digit).unwrap_err();
        assert_eq!(error(&[]), "unknown digit 'ten' (expected )");
        assert_eq!(error(&[1]), "unknown digit 'ten' (expected one)");
        assert_eq!(error(&[2, 0]), "unknown digit 'ten' (expected two or zero)");
        assert_eq!(
            error(&[0, 1, 2]),
            "unknown digit 'ten' (expected zero, one or two)"
        );
    }
}
