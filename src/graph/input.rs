//! Reading graphs from contest input: vertices and weighted edges, checked as they are read.

use super::csr::Edge;
use crate::input::{InputError, Tokens};

/// The largest edge weight accepted. Distances to t ((n − 1)·w with n ≤ 2^24) fit in u64;
/// walk lengths are summed in u128 when they might not ([`super::fits_u64`]).
pub const MAX_WEIGHT: u64 = 1_000_000_000_000;

/// Reads a vertex number in `first..first + n` and returns it counted from 0.
/// `what` names it in errors ("the source S", "the head of edge 3 of 5").
///
/// ```
/// use searchlab::graph::read_vertex;
/// use searchlab::input::Tokens;
///
/// let mut tokens = Tokens::new(b"3 9");
/// assert_eq!(read_vertex(&mut tokens, 5, 1, "the source").unwrap(), 2); // 1-based 3
/// let error = read_vertex(&mut tokens, 5, 1, "the target").unwrap_err();
/// assert!(error.to_string().contains("the target"));
/// ```
pub fn read_vertex(
    tokens: &mut Tokens,
    n: usize,
    first: u64,
    what: &str,
) -> Result<usize, InputError> {
    let vertex = tokens.number::<i64>(what)?;
    let line = tokens.line();
    let last = first + n as u64 - 1;
    if vertex < first as i64 || vertex as u64 > last {
        let message = format!("{what} is {vertex}, not a vertex number {first}..={last}");
        return Err(InputError::on_line(line, message));
    }
    Ok((vertex as u64 - first) as usize)
}

/// Reads a weight in `0..=MAX_WEIGHT`.
///
/// ```
/// use searchlab::graph::read_weight;
/// use searchlab::input::Tokens;
///
/// let mut tokens = Tokens::new(b"7 -1");
/// assert_eq!(read_weight(&mut tokens, "a weight").unwrap(), 7);
/// assert!(read_weight(&mut tokens, "a weight").is_err());
/// ```
pub fn read_weight(tokens: &mut Tokens, what: &str) -> Result<u64, InputError> {
    let weight = tokens.number::<i128>(what)?;
    let line = tokens.line();
    if weight < 0 {
        return Err(InputError::on_line(line, format!("{what} is negative ({weight})")));
    }
    if weight > MAX_WEIGHT as i128 {
        return Err(InputError::on_line(
            line,
            format!("{what} is {weight}, above the limit 10^12"),
        ));
    }
    Ok(weight as u64)
}

/// Reads `m` edges `tail head weight` over `n` vertices numbered from `first`.
/// Cost: O(m), one allocation.
///
/// # Panics
/// If `n` is over 2^32 (an [`Edge`] holds `u32` vertices).
///
/// ```
/// use searchlab::graph::{read_edges, Edge};
/// use searchlab::input::Tokens;
///
/// let mut tokens = Tokens::new(b"1 2 5\n2 1 3\n");
/// let edges = read_edges(&mut tokens, 2, 2, 1).unwrap();
/// assert_eq!(edges[0], Edge { from: 0, to: 1, weight: 5 });
/// assert_eq!(edges.len(), 2);
/// ```
pub fn read_edges(
    tokens: &mut Tokens,
    n: usize,
    m: usize,
    first: u64,
) -> Result<Vec<Edge>, InputError> {
    assert!(n as u64 <= 1 << 32, "{} vertices do not fit an Edge's u32", n);
    let mut edges = Vec::with_capacity(m.min(1 << 24));
    for i in 1..=m {
        let from = read_vertex(tokens, n, first, &format!("the tail of edge {i} of {m}"))?;
        let to = read_vertex(tokens, n, first, &format!("the head of edge {i} of {m}"))?;
        let weight = read_weight(tokens, &format!("the weight of edge {i} of {m}"))?;
        edges.push(Edge { from: from as u32, to: to as u32, weight });
    }
    Ok(edges)
}

/// The default memory budget of the K-shortest-walk A* queue, in MiB.
pub const DEFAULT_MAX_MEMORY_MIB: usize = 1024;

/// Reads a count (of vertices, edges or walks) in `min..=max`.
///
/// ```
/// use searchlab::graph::read_count;
/// use searchlab::input::Tokens;
///
/// let mut tokens = Tokens::new(b"10 0");
/// assert_eq!(read_count(&mut tokens, "N", 1, 1000).unwrap(), 10);
/// assert!(read_count(&mut tokens, "M", 1, 1000).is_err());
/// ```
pub fn read_count(
    tokens: &mut Tokens,
    what: &str,
    min: usize,
    max: usize,
) -> Result<usize, InputError> {
    let count = tokens.number::<i64>(what)?;
    let line = tokens.line();
    if count < min as i64 || count > max as i64 {
        return Err(InputError::on_line(line, format!("{what} is {count}, not in {min}..={max}")));
    }
    Ok(count as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_are_read_and_checked() {
        let mut tokens = Tokens::new(b"1 2 5\n2 1 0\n");
        let edges = read_edges(&mut tokens, 2, 2, 1).unwrap();
        assert_eq!(edges[0], Edge { from: 0, to: 1, weight: 5 });
        assert_eq!(edges[1], Edge { from: 1, to: 0, weight: 0 });
        let error =
            |input: &[u8]| read_edges(&mut Tokens::new(input), 2, 2, 1).unwrap_err().to_string();
        assert_eq!(
            error(b"1 3 5"),
            "line 1: the head of edge 1 of 2 is 3, not a vertex number 1..=2"
        );
        assert_eq!(
            error(b"1 2 5\n0 1 1"),
            "line 2: the tail of edge 2 of 2 is 0, not a vertex number 1..=2"
        );
        assert_eq!(error(b"1 2 -4"), "line 1: the weight of edge 1 of 2 is negative (-4)");
        assert_eq!(
            error(b"1 2 5\n"),
            "line 1: expected the tail of edge 2 of 2, found the end of the input"
        );
        assert!(error(b"1 2 9999999999999").contains("above the limit"));
    }

    #[test]
    fn counts_are_bounded() {
        let mut tokens = Tokens::new(b"0 7");
        let error = read_count(&mut tokens, "K", 1, 10).unwrap_err();
        assert_eq!(error.to_string(), "line 1: K is 0, not in 1..=10");
        assert_eq!(read_count(&mut tokens, "K", 1, 10), Ok(7));
    }
}
