//! Asking the processor for memory before it is read, so that a search's reads from
//! tables too large for the caches overlap instead of waiting one after the other.

/// Asks the processor to bring in the cache line holding `value`, without waiting for it.
/// Cost: an instruction; a hint that never faults (nothing on other processors).
#[inline(always)]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: prefetching is a hint that never faults, and the pointer comes from a
    // reference.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
