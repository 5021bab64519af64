//! The lines of a buffer with their numbers.

/// Iterates over the lines of a byte buffer with their 1-based numbers, without the line
/// end (`\n` or `\r\n`). A final line without `\n` is still a line; an empty buffer has none.
/// Cost: O(1) per byte, no allocation.
pub fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let pieces = if bytes.is_empty() { None } else { Some(body.split(|&b| b == b'\n')) };
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
