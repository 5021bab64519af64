//! Checkers for the examples of the AtCoder Library Practice Contest that have several
//! right answers: `alpc_d` (any tiling with the most tiles), `alpc_e` (any marking with the
//! largest sum) and `alpc_h` (any placing of the flags). Each replays the printed
//! certificate on the input and holds its value to the expected answer's, written without
//! the library.

use crate::compare::compare_exact;

/// The whitespace-separated numbers of `text`, or which word is not one.
fn numbers(text: &str) -> Result<Vec<i64>, String> {
    let number = |word: &str| word.parse().map_err(|_| format!("{word:?} is not a number"));
    text.split_whitespace().map(number).collect()
}

/// The first two numbers of an input, as sizes (the first at most 2^20).
fn sizes(values: &[i64]) -> Result<[usize; 2], String> {
    match values {
        [a, b, ..] if (0..=1 << 20).contains(a) && *b >= 0 => Ok([*a as usize, *b as usize]),
        _ => Err("a bad input".to_string()),
    }
}

/// The answer's first line and the rest of its lines, or that it is empty.
fn first_line(text: &str) -> Result<(&str, Vec<&str>), String> {
    let mut lines = text.lines();
    let first = lines.next().ok_or("an empty answer")?.trim_end();
    Ok((first, lines.map(str::trim_end).collect()))
}

/// The expected answer, which these checkers need (the best value is theirs to tell).
fn expected_answer(expected: Option<&str>) -> Result<&str, String> {
    expected.ok_or_else(|| "no expected answer to compare the value with".to_string())
}

/// `alpc_d`: the count the expected answer gives, and a grid where every tile (`><` across,
/// `v` above `^`) lies on two `.` squares of the input and every other square is as given.
///
/// ```
/// let input = "2 2\n..\n.#\n";
/// let check = |got| checker::alpc::check_alpc_d(input, Some("1\n><\n.#\n"), got);
/// assert!(check("1\nv.\n^#\n").is_ok());
/// assert!(check("1\n><\n<#\n").is_err());
/// ```
pub fn check_alpc_d(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let mut words = input.split_whitespace();
    let mut size = || words.next().and_then(|w| w.parse::<usize>().ok()).ok_or("a bad input");
    let (h, w) = (size()?, size()?);
    let rows: Vec<&[u8]> = words.map(str::as_bytes).collect();
    let (count, laid) = first_line(got)?;
    let (wanted, _) = first_line(expected_answer(expected)?)?;
    if count != wanted {
        return Err(format!("{count} tiles, where the most is {wanted}"));
    }
    let laid: Vec<&[u8]> = laid.iter().map(|row| row.as_bytes()).collect();
    if rows.len() != h || laid.len() != h || laid.iter().any(|row| row.len() != w) {
        return Err(format!("not a grid of {h} rows of {w} squares"));
    }
    let mut tiles = 0;
    for (r, row) in laid.iter().enumerate() {
        for (c, &now) in row.iter().enumerate() {
            let paired = match now {
                b'>' => c + 1 < w && row[c + 1] == b'<',
                b'<' => c > 0 && row[c - 1] == b'>',
                b'v' => r + 1 < h && laid[r + 1][c] == b'^',
                b'^' => r > 0 && laid[r - 1][c] == b'v',
                _ => now == rows[r][c],
            };
            if !paired || (now != rows[r][c] && rows[r][c] != b'.') {
                return Err(format!("square ({}, {}): {:?}", r + 1, c + 1, now as char));
            }
            tiles += usize::from(now == b'>' || now == b'v');
        }
    }
    match tiles.to_string() == count {
        true => Ok(()),
        false => Err(format!("{tiles} tiles laid, {count} said")),
    }
}

/// `alpc_e`: the sum the expected answer gives, and marks (`X`) at most K to a row and to
/// a column whose numbers add up to it.
///
/// ```
/// let input = "2 1\n5 1\n1 5\n";
/// let check = |got| checker::alpc::check_alpc_e(input, Some("10\nX.\n.X\n"), got);
/// assert!(check("10\nX.\n.X\n").is_ok());
/// assert!(check("10\nXX\n..\n").is_err()); // two marks in a row, and they add up to 6
/// ```
pub fn check_alpc_e(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let values = numbers(input)?;
    let [n, k] = sizes(&values)?;
    let grid = values.get(2..2 + n * n).ok_or("a bad input")?;
    let (sum, rows) = first_line(got)?;
    let (wanted, _) = first_line(expected_answer(expected)?)?;
    if sum != wanted {
        return Err(format!("a sum of {sum}, where the largest is {wanted}"));
    }
    let marks: Vec<bool> = rows.iter().flat_map(|row| row.bytes().map(|b| b == b'X')).collect();
    if rows.len() != n
        || rows.iter().any(|row| row.len() != n || row.bytes().any(|b| b != b'X' && b != b'.'))
    {
        return Err(format!("not a grid of {n} rows of {n} `X` or `.`"));
    }
    for i in 0..n {
        let (row, column) =
            ((0..n).filter(|&j| marks[i * n + j]), (0..n).filter(|&j| marks[j * n + i]));
        if row.count() > k || column.count() > k {
            return Err(format!("more than {k} marks in row or column {}", i + 1));
        }
    }
    let marked: i64 = (0..n * n).filter(|&at| marks[at]).map(|at| grid[at]).sum();
    match marked.to_string() == sum {
        true => Ok(()),
        false => Err(format!("the marks add up to {marked}, not {sum}")),
    }
}

/// `alpc_h`: `Yes` or `No` as the expected answer says, and after `Yes` one place per flag,
/// each one of its two, no two closer than D.
///
/// ```
/// let input = "2 3\n0 5\n1 2\n";
/// let check = |got| checker::alpc::check_alpc_h(input, Some("Yes\n5\n1\n"), got);
/// assert!(check("Yes\n5\n2\n").is_ok());
/// assert!(check("Yes\n0\n2\n").is_err()); // 0 and 2 are closer than 3
/// ```
pub fn check_alpc_h(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let (said, rest) = first_line(got)?;
    let (wanted, _) = first_line(expected_answer(expected)?)?;
    if said != wanted || said != "Yes" {
        return compare_exact(wanted, said);
    }
    let values = numbers(input)?;
    let [n, d] = sizes(&values)?;
    let d = d as i64;
    let places = values.get(2..2 + 2 * n).ok_or("a bad input")?;
    let mut chosen = numbers(&rest.join("\n"))?;
    if chosen.len() != n {
        return Err(format!("{} places for {n} flags", chosen.len()));
    }
    if let Some(i) = (0..n).find(|&i| chosen[i] != places[2 * i] && chosen[i] != places[2 * i + 1])
    {
        return Err(format!("flag {} at {}, neither of its places", i + 1, chosen[i]));
    }
    chosen.sort_unstable();
    match chosen.windows(2).find(|pair| pair[1] - pair[0] < d) {
        Some(pair) => Err(format!("flags at {} and {}, closer than {d}", pair[0], pair[1])),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reason `check` refuses `got`.
    fn refusal(check: Result<(), String>) -> String {
        check.expect_err("a refusal")
    }

    #[test]
    fn tilings_that_cheat_are_refused_naming_how() {
        let input = "2 3\n...\n.#.\n";
        let check = |got: &str| check_alpc_d(input, Some("2\n><v\n.#^\n"), got);
        assert_eq!(check("2\nv><\n^#.\n"), Ok(()));
        assert_eq!(refusal(check("")), "an empty answer");
        assert_eq!(refusal(check("1\n><.\n.#.\n")), "1 tiles, where the most is 2");
        assert_eq!(refusal(check("2\n><v\n.#^\n.#.\n")), "not a grid of 2 rows of 3 squares");
        assert_eq!(refusal(check("2\n><v\nv#^\n")), "square (2, 1): 'v'");
        assert_eq!(refusal(check("2\n>>v\n.#^\n")), "square (1, 1): '>'");
        assert_eq!(refusal(check("2\n...\n.#.\n")), "0 tiles laid, 2 said");
        assert_eq!(refusal(check_alpc_d("x", Some("2"), "2")), "a bad input");
        let unasked = check_alpc_d(input, None, "2\nv><\n^#.\n");
        assert_eq!(refusal(unasked), "no expected answer to compare the value with");
    }

    #[test]
    fn markings_that_cheat_are_refused_naming_how() {
        let input = "2 1\n5 1\n1 5\n";
        let check = |got: &str| check_alpc_e(input, Some("10\nX.\n.X\n"), got);
        assert_eq!(refusal(check("9\nX.\n.X\n")), "a sum of 9, where the largest is 10");
        assert_eq!(refusal(check("10\nX.\n.Y\n")), "not a grid of 2 rows of 2 `X` or `.`");
        assert_eq!(refusal(check("10\nXX\n..\n")), "more than 1 marks in row or column 1");
        assert_eq!(refusal(check("10\nX.\n..\n")), "the marks add up to 5, not 10");
        assert_eq!(refusal(check_alpc_e("2", Some("1"), "1")), "a bad input");
    }

    #[test]
    fn placings_that_cheat_are_refused_naming_how() {
        let input = "3 3\n0 5\n1 9\n2 20\n";
        let check = |got: &str| check_alpc_h(input, Some("Yes\n0\n9\n20\n"), got);
        assert_eq!(check("Yes\n5\n1\n20\n"), Ok(()));
        assert_eq!(refusal(check("Yes\n0\n1\n20\n")), "flags at 0 and 1, closer than 3");
        assert_eq!(refusal(check("No\n")), compare_exact("Yes", "No").unwrap_err());
        assert_eq!(refusal(check("Yes\n0\n9\n")), "2 places for 3 flags");
        assert_eq!(refusal(check("Yes\n0\n8\n20\n")), "flag 2 at 8, neither of its places");
        assert_eq!(refusal(check("Yes\n0\nnine\n20\n")), "\"nine\" is not a number");
        assert_eq!(check_alpc_h(input, Some("No\n"), "No"), Ok(()));
    }
}
