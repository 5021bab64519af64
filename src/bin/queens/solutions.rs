//! The solutions as the program prints them: each a line of the queens' 1-based columns,
//! or a board drawn one row a line.

use searchlab::queens::for_each_solution;
use std::io::{self, Write};

/// Writes the first `limit` solutions of the `n`-queens puzzle in lexicographic order
/// (all of them for `None`) to `out`, each as a line of the queens' 1-based columns, or with
/// `boards` drawn one row a line (`Q` a queen, `.` an empty square) with a blank line
/// between boards. Returns how many were written. Cost: that of [`for_each_solution`].
pub fn write_solutions(
    out: &mut dyn Write,
    n: usize,
    limit: Option<usize>,
    boards: bool,
) -> io::Result<usize> {
    let (mut written, mut result) = (0, Ok(()));
    if limit != Some(0) {
        for_each_solution(n, |columns| {
            let cells = |c: u8| (0..n).map(move |i| if i == usize::from(c) { 'Q' } else { '.' });
            let parts: Vec<String> = columns
                .iter()
                .map(|&c| match boards {
                    true => cells(c).collect(),
                    false => (c + 1).to_string(),
                })
                .collect();
            let (blank, joint) = match boards {
                true => (if written > 0 { "\n" } else { "" }, "\n"),
                false => ("", " "),
            };
            result = writeln!(out, "{blank}{}", parts.join(joint));
            written += 1;
            result.is_ok() && limit != Some(written)
        });
    }
    result.map(|()| written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_one_based_and_boards_are_drawn() {
        let mut lines = Vec::new();
        assert_eq!(write_solutions(&mut lines, 4, None, false).unwrap(), 2);
        assert_eq!(lines, b"2 4 1 3\n3 1 4 2\n");
        let mut boards = Vec::new();
        write_solutions(&mut boards, 4, Some(2), true).unwrap();
        assert_eq!(boards, b".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n");
        let mut none = Vec::new();
        assert_eq!(write_solutions(&mut none, 8, Some(0), false).unwrap(), 0);
        assert!(none.is_empty());
    }
}
