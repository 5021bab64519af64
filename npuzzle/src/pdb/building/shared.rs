//! Large arrays that the build's threads share as atomics: allocated with huge pages asked
//! for where the kernel has them, and filled in parallel.

use crate::pdb::storing::bytes::advise_huge_pages;
use std::sync::atomic::{AtomicU64, AtomicU8};

/// `count` copies of `value`, shared between threads as atomics, the kernel asked for huge
/// pages first where it can: the build reads and writes these arrays at random, and with
/// 4 KiB pages many accesses also miss the TLB (the previous build took 173 s with huge
/// pages, 206 s without). A zero `value` costs nothing up front: the kernel hands out zeroed
/// pages as they are first touched; other values are written by `threads` threads (the
/// page faults are most of the cost).
pub(crate) fn filled<T: Atom>(count: u64, value: T::Plain, threads: usize) -> Vec<T> {
    let count = count as usize;
    if std::mem::align_of::<T>() != std::mem::align_of::<T::Plain>() {
        // 32-bit targets where u64 is less aligned than AtomicU64: build it value by value.
        let mut values = Vec::with_capacity(count);
        advise_huge_pages(
            values.as_mut_ptr() as usize,
            values.capacity() * std::mem::size_of::<T>(),
        );
        values.extend(std::iter::repeat_with(|| T::new(value)).take(count));
        return values;
    }
    let mut values: Vec<T::Plain> =
        if value == T::Plain::default() { vec![value; count] } else { Vec::with_capacity(count) };
    advise_huge_pages(values.as_mut_ptr() as usize, values.capacity() * std::mem::size_of::<T>());
    if value != T::Plain::default() {
        let spare = &mut values.spare_capacity_mut()[..count];
        searchlab::workers::run_parts(
            threads,
            |workers| spare.chunks_mut(count / workers + 1).collect(),
            |chunk| {
                chunk.iter_mut().for_each(|slot| {
                    slot.write(value);
                })
            },
            || {},
        );
        // SAFETY: the first `count` values were all written just above.
        unsafe { values.set_len(count) };
    }
    let mut values = std::mem::ManuallyDrop::new(values);
    // SAFETY: T has the size and bit validity of T::Plain (the `Atom` contract, which std
    // documents for its atomic integers) and, as checked above, its alignment; the
    // allocation, length and capacity are handed over unchanged, and the old vector is
    // never dropped.
    unsafe { Vec::from_raw_parts(values.as_mut_ptr().cast::<T>(), values.len(), values.capacity()) }
}

/// An atomic integer and the plain integer it wraps.
///
/// # Safety
/// Implementors must have the size and bit validity of `Plain` (alignment may be larger).
pub(crate) unsafe trait Atom {
    /// The plain integer.
    type Plain: Copy + Default + PartialEq + Send + Sync;
    /// The atomic holding `value`.
    fn new(value: Self::Plain) -> Self;
}

// SAFETY: std documents AtomicU8 as having the size and bit validity of u8.
unsafe impl Atom for AtomicU8 {
    type Plain = u8;
    fn new(value: u8) -> Self {
        AtomicU8::new(value)
    }
}

// SAFETY: std documents AtomicU64 as having the size and bit validity of u64.
unsafe impl Atom for AtomicU64 {
    type Plain = u64;
    fn new(value: u64) -> Self {
        AtomicU64::new(value)
    }
}
