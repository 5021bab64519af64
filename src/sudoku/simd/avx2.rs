//! The AVX2 vectors. Their methods run AVX2 instructions, so each vector holds a [`Cpu`]:
//! a voucher that only [`Cpu::detect`] makes, once it has found the instructions, which is
//! what every `unsafe` block below stands on.

use super::lanes::{control, join, Half, Wide};
use std::arch::x86_64::*;

/// A voucher that the CPU has AVX2 and POPCNT and, when `AVX512`, AVX-512 F, VL, BW
/// and BITALG: only [`Cpu::detect`] makes one.
#[derive(Clone, Copy)]
pub struct Cpu<const AVX512: bool>(());

impl<const AVX512: bool> Cpu<AVX512> {
    /// A voucher if the CPU has the instructions (never for AVX-512 from compilers
    /// too old to enable it, see `build.rs`). Cost: a cached flag after the first call.
    pub fn detect() -> Option<Self> {
        let avx2 = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt");
        #[cfg(searchlab_avx512)]
        let avx512 = is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx512vl")
            && is_x86_feature_detected!("avx512bw")
            && is_x86_feature_detected!("avx512bitalg");
        #[cfg(not(searchlab_avx512))]
        let avx512 = false;
        (avx2 && (avx512 || !AVX512)).then_some(Cpu(()))
    }
}

/// Eight lanes in an SSE register (shuffles use SSSE3, which AVX2 implies).
#[derive(Clone, Copy)]
pub struct Avx2Half<const AVX512: bool>(__m128i, Cpu<AVX512>);

/// Sixteen lanes in an AVX2 register. With `AVX512` (only built by compilers that
/// can enable it, see `build.rs`) the solver runs them in code compiled for AVX-512
/// F, VL, BW and BITALG: bit counts and comparisons take one instruction, and the
/// compiler merges logic operations.
#[derive(Clone, Copy)]
pub struct Avx2<const AVX512: bool>(__m256i, Cpu<AVX512>);

/// Per byte, the bits set in its low nibble (both 128-bit halves), for `counts`.
static NIBBLE_COUNTS: [u8; 32] = {
    let mut table = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        table[i] = (i % 16).count_ones() as u8;
        i += 1;
    }
    table
};

/// The control of `rotate_rows`: lane (r, c) takes (r, c + 1 mod 4).
static ROTATE_ROWS: [u16; 16] = {
    let row = control([1, 2, 3, 0, 5, 6, 7, 4]);
    join(row, row)
};

impl<const AVX512: bool> Half for Avx2Half<AVX512> {
    type Cpu = Cpu<AVX512>;
    #[inline(always)]
    fn load(cpu: Cpu<AVX512>, lanes: &[u16; 8]) -> Self {
        // SAFETY: `cpu` vouches for AVX2 (only `Cpu::detect` makes one); the unaligned load
        // reads the array's bytes.
        Avx2Half(unsafe { _mm_loadu_si128(lanes.as_ptr().cast()) }, cpu)
    }
    #[inline(always)]
    fn store(self) -> [u16; 8] {
        let mut lanes = [0u16; 8];
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); the unaligned
        // store writes the array's bytes.
        unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }
    #[inline(always)]
    fn splat(cpu: Cpu<AVX512>, x: u16) -> Self {
        // SAFETY: `cpu` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_set1_epi16(x as i16) }, cpu)
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_and_si128(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_or_si128(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_andnot_si128(other.0, self.0) }, self.1)
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        unsafe { _mm_testz_si128(self.0, other.0) == 0 }
    }
    #[inline(always)]
    fn shuffle(self, control: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_shuffle_epi8(self.0, control.0) }, self.1)
    }
    #[inline(always)]
    fn swap(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm_shuffle_epi32::<0b0100_1110>(self.0) }, self.1)
    }
}

impl<const AVX512: bool> Wide for Avx2<AVX512> {
    type Cpu = Cpu<AVX512>;
    type Half = Avx2Half<AVX512>;
    #[inline(always)]
    fn load(cpu: Cpu<AVX512>, lanes: &[u16; 16]) -> Self {
        // SAFETY: `cpu` vouches for AVX2 (only `Cpu::detect` makes one); the unaligned load
        // reads the array's bytes.
        Self(unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) }, cpu)
    }
    #[inline(always)]
    fn store(self) -> [u16; 16] {
        let mut lanes = [0u16; 16];
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); the unaligned
        // store writes the array's bytes.
        unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }
    #[inline(always)]
    fn splat(cpu: Cpu<AVX512>, x: u16) -> Self {
        // SAFETY: `cpu` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_set1_epi16(x as i16) }, cpu)
    }
    #[inline(always)]
    fn from_halves(lo: Avx2Half<AVX512>, hi: Avx2Half<AVX512>) -> Self {
        // SAFETY: `lo.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_set_m128i(hi.0, lo.0) }, lo.1)
    }
    #[inline(always)]
    fn lo(self) -> Avx2Half<AVX512> {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm256_castsi256_si128(self.0) }, self.1)
    }
    #[inline(always)]
    fn hi(self) -> Avx2Half<AVX512> {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Avx2Half(unsafe { _mm256_extracti128_si256::<1>(self.0) }, self.1)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_or_si256(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_and_si256(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn xor(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_xor_si256(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_andnot_si256(other.0, self.0) }, self.1)
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        unsafe { _mm256_testz_si256(self.0, other.0) == 0 }
    }
    #[inline(always)]
    fn subset_of(self, other: Self) -> bool {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        unsafe { _mm256_testc_si256(other.0, self.0) == 1 }
    }
    #[inline(always)]
    fn counts(self) -> Self {
        // Compiled only by compilers new enough for it (see build.rs).
        #[cfg(searchlab_avx512)]
        #[allow(clippy::incompatible_msrv)]
        {
            if AVX512 {
                // SAFETY: with AVX512, `self.1` is a `Cpu<true>`, which `Cpu::detect` makes
                // only on finding AVX-512 BW, VL and BITALG.
                return Self(unsafe { _mm256_popcnt_epi16(self.0) }, self.1);
            }
        }
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); the load reads
        // NIBBLE_COUNTS's 32 bytes.
        unsafe {
            let table = _mm256_loadu_si256(NIBBLE_COUNTS.as_ptr().cast());
            let low = _mm256_and_si256(self.0, _mm256_set1_epi16(0xf));
            let middle = _mm256_and_si256(_mm256_srli_epi16::<4>(self.0), _mm256_set1_epi16(0xf));
            let sum = _mm256_add_epi16(
                _mm256_shuffle_epi8(table, low),
                _mm256_shuffle_epi8(table, middle),
            );
            Self(_mm256_add_epi16(sum, _mm256_srli_epi16::<8>(self.0)), self.1)
        }
    }
    #[inline(always)]
    fn any_less(self, other: Self) -> bool {
        // Compiled only by compilers new enough for it (see build.rs).
        #[cfg(searchlab_avx512)]
        #[allow(clippy::incompatible_msrv)]
        {
            if AVX512 {
                // SAFETY: with AVX512, `self.1` is a `Cpu<true>`, which `Cpu::detect` makes
                // only on finding AVX-512 BW, VL and BITALG.
                return unsafe { _mm256_cmplt_epi16_mask(self.0, other.0) != 0 };
            }
        }
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        unsafe { _mm256_movemask_epi8(_mm256_cmpgt_epi16(other.0, self.0)) != 0 }
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_cmpeq_epi16(self.0, other.0) }, self.1)
    }
    #[inline(always)]
    fn nonzero(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_cmpgt_epi16(self.0, _mm256_setzero_si256()) }, self.1)
    }
    #[inline(always)]
    fn shuffle(self, control: Self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_shuffle_epi8(self.0, control.0) }, self.1)
    }
    #[inline(always)]
    fn rotate_rows(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); the load reads
        // ROTATE_ROWS's 32 bytes.
        unsafe {
            let control = _mm256_loadu_si256(ROTATE_ROWS.as_ptr().cast());
            Self(_mm256_shuffle_epi8(self.0, control), self.1)
        }
    }
    #[inline(always)]
    fn rotate_rows2(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_shuffle_epi32::<0b1011_0001>(self.0) }, self.1)
    }
    #[inline(always)]
    fn rotate_columns(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_permute4x64_epi64::<0b0011_1001>(self.0) }, self.1)
    }
    #[inline(always)]
    fn rotate_columns2(self) -> Self {
        // SAFETY: `self.1` vouches for AVX2 (only `Cpu::detect` makes one); registers only.
        Self(unsafe { _mm256_permute4x64_epi64::<0b0100_1110>(self.0) }, self.1)
    }
}
