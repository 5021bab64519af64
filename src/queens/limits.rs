//! The largest boards the library lists and counts, and the check of a board size.

/// The largest board whose solutions can be listed (queens sit in 64-bit masks).
pub const MAX_LIST: usize = 32;

/// The largest board whose solutions can be counted without overflowing a u64.
pub const MAX_COUNT: usize = 27;

/// `n` as a board size if it is one the library can count (`counting`, up to [`MAX_COUNT`])
/// or list (up to [`MAX_LIST`]); the error says the limit.
///
/// ```
/// use searchlab::queens::board_size;
///
/// assert_eq!(board_size(27, true), Ok(27));
/// assert_eq!(
///     board_size(28, true),
///     Err("N is 28, not in 1..=27 (the limit for counting)".to_string())
/// );
/// assert_eq!(board_size(28, false), Ok(28));
/// ```
pub fn board_size(n: i64, counting: bool) -> Result<usize, String> {
    let (max, why) = if counting { (MAX_COUNT, "counting") } else { (MAX_LIST, "listing") };
    if (1..=max as i64).contains(&n) {
        Ok(n as usize)
    } else {
        Err(format!("N is {n}, not in 1..={max} (the limit for {why})"))
    }
}
