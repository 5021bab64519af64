//! Move costs: the integer types a weighted search adds up.

use std::fmt::Debug;

/// An integer type of move costs and path costs: `u8` to `u64`, `usize`, and the signed
/// types (whose move costs must still be non-negative). Dijkstra, A* and IDA* add costs
/// with [`Cost::plus`], which panics on overflow rather than wrapping to a wrong answer.
///
/// ```
/// use searchlab::search::Cost;
///
/// assert_eq!(5u64.plus(7), 12);
/// assert_eq!(i64::ZERO.plus(3), 3);
/// assert!(std::panic::catch_unwind(|| u8::MAX.plus(1)).is_err());
/// ```
pub trait Cost: Copy + Ord + Debug {
    /// The cost of the empty path.
    const ZERO: Self;
    /// The cost of a unit move.
    const ONE: Self;

    /// `self + other`. Cost: one add and one overflow check.
    ///
    /// # Panics
    /// If the sum overflows the type: a path cost too large to represent.
    fn plus(self, other: Self) -> Self;
}

macro_rules! integer_cost {
    ($($t:ty)*) => {$(
        impl Cost for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;

            #[inline]
            fn plus(self, other: Self) -> Self {
                match self.checked_add(other) {
                    Some(sum) => sum,
                    None => panic!("path cost overflows {}", stringify!($t)),
                }
            }
        }
    )*};
}

integer_cost!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);
