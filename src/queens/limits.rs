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

/// `text` as a board size (see [`board_size`]): a whole number of any length, the range
/// error naming it as written when it has too many digits for an `i64`. Cost: a parse.
///
/// ```
/// use searchlab::queens::parse_board_size;
///
/// assert_eq!(parse_board_size("8", true), Ok(8));
/// assert_eq!(
///     parse_board_size("99999999999999999999", true),
///     Err("N is 99999999999999999999, not in 1..=27 (the limit for counting)".to_string())
/// );
/// assert_eq!(parse_board_size("8x", true), Err("N must be a whole number, got '8x'".to_string()));
/// let said = parse_board_size("-99999999999999999999", false).unwrap_err();
/// assert!(said.starts_with("N is -99999999999999999999, not in 1..="), "{said}");
/// ```
pub fn parse_board_size(text: &str, counting: bool) -> Result<usize, String> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    match text.parse::<i64>() {
        Ok(n) => board_size(n, counting),
        Err(_) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            let extreme = if digits.len() < text.len() { i64::MIN } else { i64::MAX };
            let said = board_size(extreme, counting).unwrap_err();
            Err(said.replacen(&extreme.to_string(), text, 1))
        }
        Err(_) => Err(format!("N must be a whole number, got '{text}'")),
    }
}
