//! Shard lines: the `n N shard I/K count C` line that a shard's count is printed as, and
//! adding up the lines of every shard into each N's total, checking that each shard came
//! exactly once.

use searchlab::input::{lines, InputError};
use searchlab::queens::Method;
use searchlab::shard::Shard;

/// The line that shard `shard`'s count of the `n`-queens solutions by `method` is printed
/// as, and [`sum_shard_lines`] reads: `n N shard I/K count C`, with `by halves` before
/// `count` for a count by halves (whose shards split the work another way); the count is
/// the last word either way.
pub fn shard_line(n: usize, shard: Shard, method: Method, count: u64) -> String {
    match method {
        Method::Constellations => format!("n {n} shard {shard} count {count}"),
        Method::Halves => format!("n {n} shard {shard} by halves count {count}"),
    }
}

/// One shard line: N, the shard, its count and how it was counted.
type Line = (usize, Shard, u64, Method);

/// The N, shard, count and method of shard line `text`, if it is one.
fn parse(text: &str) -> Option<Line> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (n, shard, count, method) = match words[..] {
        ["n", n, "shard", shard, "count", count] => (n, shard, count, Method::Constellations),
        ["n", n, "shard", shard, "by", "halves", "count", count] => {
            (n, shard, count, Method::Halves)
        }
        _ => return None,
    };
    Some((n.parse().ok()?, shard.parse().ok()?, count.parse().ok()?, method))
}

/// One N's total: the N and the sum of its shards' counts, or which shards are missing.
pub type Total = Result<(usize, u64), InputError>;

/// Each N's total from the shard lines of `input` (blank lines skipped), in the order the
/// N's first appear, or which of its shards are missing. Fails, naming the line, unless
/// every line is a shard line, no shard comes twice, an N's lines agree on its number of
/// shards and each total fits in 64 bits; and when there is no line. Cost: O(input + shards).
pub fn sum_shard_lines(input: &[u8]) -> Result<Vec<Total>, InputError> {
    // Per N: the N, which shards came, their sum and how they were counted.
    let mut sums: Vec<(usize, Vec<bool>, u64, Method)> = Vec::new();
    for (line, text) in lines(input) {
        let text = String::from_utf8_lossy(text);
        if text.trim().is_empty() {
            continue;
        }
        let expected = "expected `n N shard I/K count C`, as --shard prints";
        let (n, shard, count, method) =
            parse(&text).ok_or_else(|| InputError::on_line(line, expected))?;
        let at = sums.iter().position(|sum| sum.0 == n).unwrap_or(sums.len());
        if at == sums.len() {
            sums.push((n, vec![false; shard.of], 0, method));
        }
        let (_, seen, total, first_method) = &mut sums[at];
        let message = if method != *first_method {
            let (this, first) = (method.name(), first_method.name());
            format!(
                "shard {shard} of n {n} was counted by {this}, the first by {first} \
                 (give every shard the same --max-memory)"
            )
        } else if shard.of != seen.len() {
            let of = seen.len();
            let shards = searchlab::program::counted(of, "shard");
            format!("n {n} was split into {shards}, this line says {}", shard.of)
        } else if std::mem::replace(&mut seen[shard.index - 1], true) {
            format!("shard {shard} of n {n} comes twice")
        } else if let Some(sum) = total.checked_add(count) {
            *total = sum;
            continue;
        } else {
            format!("the counts of n {n} add up past {}", u64::MAX)
        };
        return Err(InputError::on_line(line, message));
    }
    if sums.is_empty() {
        return Err(InputError::general("no shard lines to add up"));
    }
    let totals = sums.into_iter().map(|(n, seen, total, _)| {
        let missing: Vec<String> =
            (1..=seen.len()).filter(|&i| !seen[i - 1]).map(|i| i.to_string()).collect();
        let s = if missing.len() == 1 { "" } else { "s" };
        let (of, missing) = (seen.len(), missing.join(", "));
        match missing.is_empty() {
            true => Ok((n, total)),
            false => Err(InputError::general(format!("n {n}: shard{s} {missing} of {of} missing"))),
        }
    });
    Ok(totals.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error, of the input or of its first incomplete N.
    fn error(input: &str) -> String {
        match sum_shard_lines(input.as_bytes()) {
            Ok(sums) => sums.into_iter().find_map(Result::err),
            Err(error) => Some(error),
        }
        .expect("an error")
        .to_string()
    }

    #[test]
    fn a_line_says_n_shard_and_count() {
        let shard = Shard { index: 2, of: 4 };
        let line = shard_line(17, shard, Method::Constellations, 24_510_304);
        assert_eq!(line, "n 17 shard 2/4 count 24510304");
        let line = shard_line(17, shard, Method::Halves, 24_510_304);
        assert_eq!(line, "n 17 shard 2/4 by halves count 24510304");
        let lines = b"n 8 shard 2/2 count 50\nn 8 shard 1/2 count 42\n";
        assert_eq!(sum_shard_lines(lines), Ok(vec![Ok((8, 92))]));
        let sums = sum_shard_lines(b"n 8 shard 2/2 count 50\n").unwrap();
        assert_eq!(sums[0].as_ref().unwrap_err().to_string(), "n 8: shard 1 of 2 missing");
    }

    #[test]
    fn a_printed_line_reads_back() {
        let shard = Shard { index: 3, of: 7 };
        for method in [Method::Constellations, Method::Halves] {
            assert_eq!(parse(&shard_line(20, shard, method, 5)), Some((20, shard, 5, method)));
        }
        let constellations = Some((20, shard, 5, Method::Constellations));
        assert_eq!(parse(" n 20  shard 3/7 count 5 "), constellations);
        assert_eq!(parse("n 20 shard 3/7 count 5 more"), None);
        assert_eq!(parse("n 20 shard 3/7 count 5 by halves"), None);
        assert_eq!(parse("n 20 shard 3/7 by magic count 5"), None);
    }

    #[test]
    fn shards_in_any_order_and_several_n_add_up() {
        let input = "n 9 shard 3/3 count 1\n\nn 8 shard 1/1 count 92\r\nn 9 shard 1/3 count 300\n\
                     n 9 shard 2/3 count 51\n";
        assert_eq!(sum_shard_lines(input.as_bytes()), Ok(vec![Ok((9, 352)), Ok((8, 92))]));
    }

    #[test]
    fn every_fault_names_its_line_or_shards() {
        assert_eq!(error(""), "no shard lines to add up");
        assert_eq!(
            error("n 8 shard 1/2 count 1\nn 8 shard 1/2 count 1\n"),
            "line 2: shard 1/2 of n 8 comes twice"
        );
        assert_eq!(
            error("n 8 shard 1/2 count 1\nn 8 shard 1/3 count 1\n"),
            "line 2: n 8 was split into 2 shards, this line says 3"
        );
        assert_eq!(
            error("n 20 shard 1/2 by halves count 1\nn 20 shard 2/2 count 1\n"),
            "line 2: shard 2/2 of n 20 was counted by constellations, the first by halves \
             (give every shard the same --max-memory)"
        );
        assert_eq!(
            error("n 8 shard 1/4 count 1\nn 8 shard 3/4 count 1\n"),
            "n 8: shards 2, 4 of 4 missing"
        );
        assert_eq!(
            error("n 8 shard 1/2 count 18446744073709551615\nn 8 shard 2/2 count 1\n"),
            "line 2: the counts of n 8 add up past 18446744073709551615"
        );
        for bad in ["n 8 shard 0/2 count 1", "n 8 shard 1/2", "n x shard 1/1 count 1"] {
            assert!(error(bad).starts_with("line 1: expected `n N shard"), "{bad}");
        }
    }
}
