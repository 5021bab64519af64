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

    /// The number of bits of the type: a cost's [`highest_differing_bit`] with another is
    /// at most this.
    ///
    /// [`highest_differing_bit`]: Cost::highest_differing_bit
    const BITS: u32;

    /// The position of the highest bit where `self` and `other` differ, counting the lowest
    /// bit as 1, or 0 if they are equal; for non-negative costs, the larger of the two has
    /// a 1 there. Dijkstra's open list files a cost under this position against the last
    /// cost taken out. Cost: one exclusive or and a count of leading zeros.
    ///
    /// ```
    /// use searchlab::search::Cost;
    ///
    /// assert_eq!((12u32.highest_differing_bit(12), 12u32.highest_differing_bit(8)), (0, 3));
    /// assert_eq!(5i64.highest_differing_bit(300), 9);
    /// ```
    fn highest_differing_bit(self, other: Self) -> u32;
}

macro_rules! integer_cost {
    ($($t:ty)*) => {$(
        impl Cost for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;

            #[inline]
            fn plus(self, other: Self) -> Self {
                match self.checked_add(other) {
                    Some(sum) => sum,
                    None => panic!("path cost overflows {}", stringify!($t)),
                }
            }

            #[inline]
            fn highest_differing_bit(self, other: Self) -> u32 {
                <$t>::BITS - (self ^ other).leading_zeros()
            }
        }
    )*};
}

integer_cost!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);
