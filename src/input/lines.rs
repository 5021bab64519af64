//! Input lines with their numbers: from a buffer, or from standard input as they come.

use crate::program::Failure;
use std::io::{self, Write};

/// Reads standard input one line at a time and hands each to `each` with its 1-based
/// number (the line end removed), for programs whose answers take long enough that a user
/// typing or piping cases one by one should see each answer once it is complete. `out` is
/// flushed whenever no input is waiting, just before the read that would block, so answers
/// to a file's lines stay batched. Cost: one pass over the input; a line at a time in memory.
pub fn each_stdin_line(
    out: &mut dyn Write,
    mut each: impl FnMut(usize, &[u8], &mut dyn Write) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let mut input = io::BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut line = Vec::new();
    for number in 1.. {
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if io::BufRead::read_until(&mut input, b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        each(number, text.strip_suffix(b"\r").unwrap_or(text), out)?;
    }
    Ok(())
}

/// Iterates over the lines of a byte buffer with their 1-based numbers, without the line
/// end (`\n` or `\r\n`). A final line without `\n` is still a line; an empty buffer has none.
/// Cost: O(1) per byte, no allocation.
pub fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let pieces = if bytes.is_empty() {
        None
    } else {
        Some(body.split(|&b| b == b'\n'))
    };
    pieces
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, line)| (i + 1, line.strip_suffix(b"\r").unwrap_or(line)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_strip_line_ends() {
        let got: Vec<(usize, &[u8])> = lines(b"ab\r\n\ncd").collect();
        assert_eq!(got, vec![(1, &b"ab"[..]), (2, &b""[..]), (3, &b"cd"[..])]);
        assert_eq!(lines(b"").count(), 0);
        assert_eq!(lines(b"one\n").count(), 1);
        assert_eq!(lines(b"\n").count(), 1);
    }
}
