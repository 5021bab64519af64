//! The solutions of the n-queens puzzle listed in lexicographic order.

use super::limits::MAX_LIST;

/// Calls `visit` with every solution of the `n`-queens puzzle in lexicographic order of
/// the column lists, until it returns `false`. `n` must be in `1..=MAX_LIST`.
///
/// Cost: backtracking with column and diagonal bitmasks, O(1) per node; the first
/// solutions of any n up to 32 come within milliseconds.
///
/// ```
/// use searchlab::queens::for_each_solution;
///
/// let mut solutions = Vec::new();
/// for_each_solution(6, |columns| {
///     solutions.push(columns.to_vec());
///     true // keep going
/// });
/// assert_eq!(solutions.len(), 4);
/// assert_eq!(solutions[0], vec![1, 3, 5, 0, 2, 4]); // the queen of row r in column solutions[0][r]
/// ```
pub fn for_each_solution(n: usize, mut visit: impl FnMut(&[u8]) -> bool) {
    assert!((1..=MAX_LIST).contains(&n), "n = {} out of range", n);
    let full: u64 = (1u64 << n) - 1;
    let mut columns = vec![0u8; n];
    // Per row: the squares still to try in that row.
    let mut untried = vec![0u64; n];
    let (mut cols, mut left, mut right) = (vec![0u64; n + 1], vec![0u64; n + 1], vec![0u64; n + 1]);
    untried[0] = full;
    let mut row = 0usize;
    loop {
        if untried[row] == 0 {
            if row == 0 {
                return;
            }
            row -= 1;
            continue;
        }
        let bit = untried[row] & untried[row].wrapping_neg();
        untried[row] ^= bit;
        columns[row] = bit.trailing_zeros() as u8;
        cols[row + 1] = cols[row] | bit;
        left[row + 1] = ((left[row] | bit) << 1) & full;
        right[row + 1] = (right[row] | bit) >> 1;
        if row + 1 == n {
            if !visit(&columns) {
                return;
            }
            continue;
        }
        row += 1;
        untried[row] = full & !(cols[row] | left[row] | right[row]);
    }
}

/// The first `limit` solutions in lexicographic order (fewer if there are fewer).
pub fn first_solutions(n: usize, limit: usize) -> Vec<Vec<u8>> {
    let mut found = Vec::new();
    if limit > 0 {
        for_each_solution(n, |columns| {
            found.push(columns.to_vec());
            found.len() < limit
        });
    }
    found
}
