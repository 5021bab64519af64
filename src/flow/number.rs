//! The integer types capacities, flows, costs and weights are counted in.

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Mul, Sub, SubAssign};

/// An integer type of capacities, flows, costs and weights: `u8` to `u128`, `usize`, and
/// `i8` to `i128`, `isize`. The flows add and subtract capacities and never pass the total
/// asked for; a sum that overflows the type panics in a debug build, as Rust's integers do.
///
/// ```
/// use searchlab::flow::Number;
///
/// fn largest<T: Number>(values: &[T]) -> T {
///     values.iter().fold(T::MIN, |best, &v| best.max(v))
/// }
/// assert_eq!(largest(&[3u8, 9, 4]), 9);
/// assert_eq!(largest::<i64>(&[]), i64::MIN);
/// assert_eq!(u32::ZERO + u32::ONE, 1);
/// ```
pub trait Number:
    Copy
    + Ord
    + Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + AddAssign
    + SubAssign
{
    /// Nothing: no flow, no cost.
    const ZERO: Self;
    /// One unit.
    const ONE: Self;
    /// The largest value: a capacity without a bound.
    const MAX: Self;
    /// The smallest value.
    const MIN: Self;
}

macro_rules! number {
    ($($t:ty)*) => {$(
        impl Number for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX: Self = <$t>::MAX;
            const MIN: Self = <$t>::MIN;
        }
    )*};
}

number!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);
