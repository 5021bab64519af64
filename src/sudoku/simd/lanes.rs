//! Vectors of 16-bit lanes for the triad solver: [`Wide`] has sixteen lanes in two halves
//! of eight, [`Half`] eight. Shuffles move lanes only within a half, as x86 byte shuffles
//! do, and take x86 byte-shuffle controls (see [`control`]). They live in AVX2 registers,
//! which code reaches only after `is_x86_feature_detected!` said yes (the same type, with
//! AVX-512 enabled around it where the compiler allows, is the solver's second version).
//! The tests hold each operation to a lane-by-lane reference written from its description.

/// A shuffle control lane that zeroes its lane.
pub const ZERO: u8 = 0xff;

/// The byte-shuffle control for one half: lane `i` takes lane `sources[i]` of the same
/// half, or zero for [`ZERO`]. Cost: compile time.
pub const fn control(sources: [u8; 8]) -> [u16; 8] {
    let mut lanes = [0u16; 8];
    let mut i = 0;
    while i < 8 {
        let s = sources[i] as u16;
        lanes[i] = if sources[i] == ZERO { 0xffff } else { ((2 * s + 1) << 8) | (2 * s) };
        i += 1;
    }
    lanes
}

/// The two halves `lo` and `hi` as one sixteen-lane array. Cost: compile time.
pub const fn join(lo: [u16; 8], hi: [u16; 8]) -> [u16; 16] {
    let mut lanes = [0u16; 16];
    let mut i = 0;
    while i < 8 {
        lanes[i] = lo[i];
        lanes[8 + i] = hi[i];
        i += 1;
    }
    lanes
}

/// Eight 16-bit lanes. Every operation is a few instructions.
pub trait Half: Copy {
    /// What vouches that the CPU runs these vectors' instructions (`()` for arrays).
    type Cpu: Copy;
    /// The lanes of an array.
    fn load(cpu: Self::Cpu, lanes: &[u16; 8]) -> Self;
    /// The lanes as an array.
    fn store(self) -> [u16; 8];
    /// `x` in every lane.
    fn splat(cpu: Self::Cpu, x: u16) -> Self;
    /// `self | other`.
    fn or(self, other: Self) -> Self;
    /// `self & other`.
    fn and(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// Whether `self & other` has a bit set.
    fn intersects(self, other: Self) -> bool;
    /// Lane `i` takes the lane named by `control` lane `i` (see [`control`]).
    fn shuffle(self, control: Self) -> Self;
    /// Lanes 0–3 and 4–7 swapped.
    fn swap(self) -> Self;
}

/// Sixteen 16-bit lanes, seen as a 4×4 matrix (lane `4 * row + column`); lanes 0–7 are the
/// low half, 8–15 the high one. Every operation is a few instructions.
pub trait Wide: Copy {
    /// What vouches that the CPU runs these vectors' instructions (`()` for arrays).
    type Cpu: Copy;
    /// The type of either half.
    type Half: Half<Cpu = Self::Cpu>;
    /// The lanes of an array.
    fn load(cpu: Self::Cpu, lanes: &[u16; 16]) -> Self;
    /// The lanes as an array.
    fn store(self) -> [u16; 16];
    /// `x` in every lane.
    fn splat(cpu: Self::Cpu, x: u16) -> Self;
    /// The vector whose halves are `lo` and `hi`.
    fn from_halves(lo: Self::Half, hi: Self::Half) -> Self;
    /// Lanes 0–7.
    fn lo(self) -> Self::Half;
    /// Lanes 8–15.
    fn hi(self) -> Self::Half;
    /// `self | other`.
    fn or(self, other: Self) -> Self;
    /// `self & other`.
    fn and(self, other: Self) -> Self;
    /// `self ^ other`.
    fn xor(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// Whether `self & other` has a bit set.
    fn intersects(self, other: Self) -> bool;
    /// Whether every bit of `self` is set in `other`.
    fn subset_of(self, other: Self) -> bool;
    /// The number of bits set in each lane, for lanes of 9 bits.
    fn counts(self) -> Self;
    /// Whether some lane is less than the same lane of `other` (lanes below 2¹⁵).
    fn any_less(self, other: Self) -> bool;
    /// All ones in the lanes equal to those of `other`, zero elsewhere.
    fn equal(self, other: Self) -> Self;
    /// All ones in the lanes that are not zero (lanes below 2¹⁵).
    fn nonzero(self) -> Self;
    /// Lane `i` takes the lane of its half named by `control` lane `i` (see [`control`]).
    fn shuffle(self, control: Self) -> Self;
    /// Each row of the matrix rotated one lane: lane (r, c) takes (r, c + 1 mod 4).
    fn rotate_rows(self) -> Self;
    /// Each row rotated two lanes.
    fn rotate_rows2(self) -> Self;
    /// Each column rotated one lane: lane (r, c) takes (r + 1 mod 4, c).
    fn rotate_columns(self) -> Self;
    /// Each column rotated two lanes.
    fn rotate_columns2(self) -> Self;
}

#[cfg(test)]
mod tests {
    use super::super::avx2::{Avx2, Cpu};
    use super::*;
    use crate::rng::XorShift;

    fn random_lanes(rng: &mut XorShift) -> [u16; 16] {
        let mut lanes = [0u16; 16];
        for lane in lanes.iter_mut() {
            let random = rng.next_u64();
            // Mostly 9-bit digit sets, sometimes small counts (to hit equal lanes).
            *lane = if random >> 60 == 0 {
                (random >> 20) as u16 % 8
            } else {
                (random >> 20) as u16 & 0x1ff
            };
        }
        lanes
    }

    /// Random shuffle controls: lanes of the same half, and some zeroing ones.
    fn random_control(rng: &mut XorShift) -> [u16; 16] {
        let raw = random_lanes(rng);
        let half = |h: usize| {
            let mut sources = [0u8; 8];
            for (i, s) in sources.iter_mut().enumerate() {
                let r = raw[8 * h + i];
                *s = if r % 5 == 0 { ZERO } else { (r % 8) as u8 };
            }
            control(sources)
        };
        join(half(0), half(1))
    }

    /// What each operation must give, written lane by lane from its description.
    fn reference(a: [u16; 16], b: [u16; 16], c: [u16; 16]) -> Vec<[u16; 16]> {
        let each = |f: &dyn Fn(usize) -> u16| {
            let mut out = [0u16; 16];
            for (i, o) in out.iter_mut().enumerate() {
                *o = f(i);
            }
            out
        };
        let at = |x: [u16; 16], r: usize, col: usize| x[4 * (r % 4) + col % 4];
        let shuffled = each(&|i| {
            let half = i / 8 * 8;
            if c[i] & 0x80 != 0 {
                0
            } else {
                a[half + usize::from(c[i] & 0xf) / 2]
            }
        });
        vec![
            each(&|i| a[i] | b[i]),
            each(&|i| a[i] & b[i]),
            each(&|i| a[i] ^ b[i]),
            each(&|i| a[i] & !b[i]),
            each(&|i| a[i].count_ones() as u16),
            each(&|i| if a[i] == b[i] { 0xffff } else { 0 }),
            each(&|i| if a[i] != 0 { 0xffff } else { 0 }),
            shuffled,
            each(&|i| at(a, i / 4, i % 4 + 1)),
            each(&|i| at(a, i / 4, i % 4 + 2)),
            each(&|i| at(a, i / 4 + 1, i % 4)),
            each(&|i| at(a, i / 4 + 2, i % 4)),
        ]
    }

    fn results<W: Wide>(
        cpu: W::Cpu,
        a: [u16; 16],
        b: [u16; 16],
        c: [u16; 16],
    ) -> (Vec<[u16; 16]>, [bool; 3]) {
        let (x, y, z) = (W::load(cpu, &a), W::load(cpu, &b), W::load(cpu, &c));
        let vectors = vec![
            x.or(y).store(),
            x.and(y).store(),
            x.xor(y).store(),
            x.and_not(y).store(),
            x.counts().store(),
            x.equal(y).store(),
            x.nonzero().store(),
            x.shuffle(z).store(),
            x.rotate_rows().store(),
            x.rotate_rows2().store(),
            x.rotate_columns().store(),
            x.rotate_columns2().store(),
        ];
        (vectors, [x.intersects(y), x.subset_of(y), x.any_less(y)])
    }

    fn half_results<W: Wide>(
        cpu: W::Cpu,
        a: [u16; 16],
        b: [u16; 16],
        c: [u16; 16],
    ) -> Vec<[u16; 8]> {
        let (x, y) = (W::load(cpu, &a).lo(), W::load(cpu, &b).hi());
        let z = W::load(cpu, &c).lo();
        let splat = W::Half::splat(cpu, a[5]);
        vec![
            x.or(y).store(),
            x.and(y).store(),
            x.and_not(y).store(),
            x.shuffle(z).store(),
            x.swap().store(),
            splat.store(),
            W::from_halves(x, y).hi().store(),
            [u16::from(x.intersects(y)); 8],
        ]
    }

    /// What each operation on halves must give: `lo` of `a`, `hi` of `b`, `lo` of `c` as
    /// the control.
    fn half_reference(a: [u16; 16], b: [u16; 16], c: [u16; 16]) -> Vec<[u16; 8]> {
        let (x, y, z) = (&a[..8], &b[8..], &c[..8]);
        let each = |f: &dyn Fn(usize) -> u16| {
            let mut out = [0u16; 8];
            for (i, o) in out.iter_mut().enumerate() {
                *o = f(i);
            }
            out
        };
        let intersects = x.iter().zip(y).any(|(x, y)| x & y != 0);
        vec![
            each(&|i| x[i] | y[i]),
            each(&|i| x[i] & y[i]),
            each(&|i| x[i] & !y[i]),
            each(&|i| match z[i] & 0x80 {
                0 => x[usize::from(z[i] & 0xf) / 2],
                _ => 0,
            }),
            each(&|i| x[(i + 4) % 8]),
            [a[5]; 8],
            each(&|i| y[i]),
            [u16::from(intersects); 8],
        ]
    }

    /// The vectors of `W` against the references on random lanes and controls.
    fn lanes_do_what_the_operations_say<W: Wide>(cpu: W::Cpu) {
        let mut rng = XorShift::new(0x1a2b_3c4d);
        for _ in 0..20_000 {
            let (a, b, c) =
                (random_lanes(&mut rng), random_lanes(&mut rng), random_control(&mut rng));
            let (vectors, tests) = results::<W>(cpu, a, b, c);
            assert_eq!(vectors, reference(a, b, c), "{a:?} {b:?} {c:?}");
            let pairs = || a.iter().zip(&b);
            let expected = [
                pairs().any(|(x, y)| x & y != 0),
                pairs().all(|(x, y)| x & !y == 0),
                pairs().any(|(x, y)| x < y),
            ];
            assert_eq!(tests, expected, "{a:?} {b:?}");
            let halves = half_results::<W>(cpu, a, b, c);
            assert_eq!(halves, half_reference(a, b, c), "{a:?} {b:?} {c:?}");
        }
    }

    #[test]
    fn avx2_lanes_do_what_the_operations_say() {
        match Cpu::<false>::detect() {
            Some(cpu) => lanes_do_what_the_operations_say::<Avx2<false>>(cpu),
            None => eprintln!("skipped: this CPU has no AVX2"),
        }
    }

    #[test]
    fn avx512_lanes_do_what_the_operations_say() {
        match Cpu::<true>::detect() {
            Some(cpu) => lanes_do_what_the_operations_say::<Avx2<true>>(cpu),
            None => eprintln!("skipped: this CPU (or compiler) has no AVX-512"),
        }
    }
}
