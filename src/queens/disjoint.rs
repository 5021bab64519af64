//! Counting the pairs of two lists of bit sets that share no bit: the join of the two
//! halves of an N-queens board, whose diagonals must not meet.
//!
//! The longer list (the patterns) is split by a few cut bits that both lists set often, so
//! that a pair whose cut bits meet is never looked at. Each part is then turned sideways in
//! blocks of 256 patterns: per bit, a word of the patterns without it, so that one AND
//! checks 64 pairs at that bit, four bits at a time from a table of the ANDs of every
//! subset of four. With AVX2 a block is one register wide.

/// The most cut bits (the parts a list splits into: 2^CUTS).
const MAX_CUTS: usize = 6;
/// The fewest patterns a part is cut for, on average.
const PART: usize = 128;
/// About how many sets of each list choose the cut bits.
const SAMPLE: usize = 64;
/// Bits per table lookup.
const CHUNK: usize = 4;
/// Words per block, and the patterns of a block.
const LANES: usize = 4;
const BLOCK: usize = 64 * LANES;
/// The most lookups per item: 52 bits.
const MAX_CHUNKS: usize = 13;
/// Bytes of a set: sets take at most 56 bits.
const BYTES: usize = 7;

/// Buffers that `count_disjoint` reuses from call to call.
#[derive(Default)]
pub(super) struct Scratch {
    patterns: Vec<u64>,
    items: Vec<u64>,
    table: Vec<[u64; LANES]>,
}

/// The pairs `(x, y)`, `x` from `a` and `y` from `b`, with `x & y == 0`. The sets use at
/// most the low 56 bits. Cost: O(|a| × |b| / 256 × bits / 4) word operations at worst,
/// far less when the lists' bits meet often (the cut bits).
pub(super) fn count_disjoint(a: &[u64], b: &[u64], scratch: &mut Scratch) -> u64 {
    let (patterns, items) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let avx2 = has_avx2();
    if patterns.len() < BLOCK || items.len() < 16 {
        return plain(patterns, items, avx2);
    }
    let mut cuts = 0;
    while cuts < MAX_CUTS && patterns.len() >> (cuts + 1) >= PART {
        cuts += 1;
    }
    let cut = cut_bits(patterns, items, cuts);
    let all = patterns.iter().fold(0, |all, &x| all | x);
    let rest: Vec<u32> = bits(all & !cut).collect();
    let (by_cut, packing) = (Packing::new(&bits(cut).collect::<Vec<_>>()), Packing::new(&rest));
    let parts = 1usize << by_cut.len;
    let pattern_starts = sort_by_key(patterns, &by_cut, |x| x, &mut scratch.patterns);
    let item_starts = sort_by_key(items, &by_cut, |x| packing.pack(x), &mut scratch.items);
    let chunks = (rest.len() + CHUNK - 1) / CHUNK;
    // (Borrowed field by field: a closure of edition 2018 would borrow all of `scratch`.)
    let (sorted, sorted_items, table) = (&scratch.patterns, &scratch.items, &mut scratch.table);
    let mut total = 0;
    for part in 0..parts {
        let mine = &sorted[pattern_starts[part]..pattern_starts[part + 1]];
        let meeting = (0..parts).filter(|class| class & part == 0);
        let classes: Vec<&[u64]> =
            meeting.map(|c| &sorted_items[item_starts[c]..item_starts[c + 1]]).collect();
        for block in mine.chunks(BLOCK) {
            fill_table(block, &packing, table);
            for class in &classes {
                total += count_items(chunks, table, class, avx2);
            }
        }
    }
    total
}

/// The pairs counted one by one: for short lists.
fn plain(patterns: &[u64], items: &[u64], avx2: bool) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if avx2 {
            // SAFETY: `avx2` is true only when the CPU runs AVX2 and POPCNT (`has_avx2`).
            return unsafe { plain_avx2(patterns, items) };
        }
    }
    let _ = avx2;
    plain_any(patterns, items)
}

/// [`plain_any`] compiled with AVX2.
///
/// # Safety
/// The CPU must run AVX2 and POPCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
unsafe fn plain_avx2(patterns: &[u64], items: &[u64]) -> u64 {
    plain_any(patterns, items)
}

#[inline(always)]
fn plain_any(patterns: &[u64], items: &[u64]) -> u64 {
    let meets = |&x: &u64| patterns.iter().filter(|&&y| x & y == 0).count() as u64;
    items.iter().map(meets).sum()
}

/// The `cuts` bits that most pairs of a sample of both lists share.
fn cut_bits(patterns: &[u64], items: &[u64], cuts: usize) -> u64 {
    let frequency = |list: &[u64]| {
        let mut seen = [0u64; 64];
        for &x in list.iter().step_by((list.len() / SAMPLE).max(1)) {
            bits(x).for_each(|bit| seen[bit as usize] += 1);
        }
        seen
    };
    let (p, i) = (frequency(patterns), frequency(items));
    let mut shared: Vec<(u64, u32)> = (0..64).map(|bit| (p[bit] * i[bit], bit as u32)).collect();
    shared.sort_unstable_by(|x, y| y.cmp(x));
    shared.iter().take(cuts).filter(|s| s.0 > 0).fold(0, |cut, s| cut | 1 << s.1)
}

/// The bits set in `x`, lowest first.
fn bits(mut x: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let bit = x.trailing_zeros();
        x &= x.wrapping_sub(1);
        (bit < 64).then_some(bit)
    })
}

/// `list` sorted into `out` by the cut bits of each set (a counting sort), each set
/// stored as `keep(set)`; returns where each class starts (and the last ends).
fn sort_by_key(
    list: &[u64],
    by_cut: &Packing,
    keep: impl Fn(u64) -> u64,
    out: &mut Vec<u64>,
) -> Vec<usize> {
    let classes = 1usize << by_cut.len;
    let mut starts = vec![0usize; classes + 1];
    for &x in list {
        starts[by_cut.pack(x) as usize + 1] += 1;
    }
    for class in 0..classes {
        starts[class + 1] += starts[class];
    }
    let mut next = starts.clone();
    out.clear();
    out.resize(list.len(), 0);
    for &x in list {
        let class = by_cut.pack(x) as usize;
        out[next[class]] = keep(x);
        next[class] += 1;
    }
    starts
}

/// Gathering chosen bits of a set into the low bits, in order, a byte at a time.
struct Packing {
    len: usize,
    bytes: [[u64; 256]; BYTES],
}

impl Packing {
    /// The packing of `chosen` (bit positions below 56, increasing). Cost: 1,792 words.
    fn new(chosen: &[u32]) -> Packing {
        let mut bytes = [[0u64; 256]; BYTES];
        for (to, &from) in chosen.iter().enumerate() {
            bytes[from as usize / 8][1 << (from % 8)] = 1 << to;
        }
        for table in bytes.iter_mut() {
            for value in 1..256 {
                table[value] = table[value & (value - 1)] | table[value & value.wrapping_neg()];
            }
        }
        Packing { len: chosen.len(), bytes }
    }

    /// The chosen bits of `x`, packed.
    fn pack(&self, x: u64) -> u64 {
        let b = &self.bytes;
        let byte = |i: usize| (x >> (8 * i)) as u8 as usize;
        b[0][byte(0)]
            | b[1][byte(1)]
            | b[2][byte(2)]
            | b[3][byte(3)]
            | b[4][byte(4)]
            | b[5][byte(5)]
            | b[6][byte(6)]
    }
}

/// The table of one block of patterns: for chunk `c` and each subset `v` of its four bits,
/// entry `c << 4 | v` has bit `p` of lane `l` set when pattern `64 l + p` of the block
/// exists and has none of the bits `v` (packed).
fn fill_table(block: &[u64], packing: &Packing, table: &mut Vec<[u64; LANES]>) {
    table.clear();
    table.resize(MAX_CHUNKS << CHUNK, [0; LANES]);
    for (lane, patterns) in block.chunks(64).enumerate() {
        let present = u64::MAX >> (64 - patterns.len());
        let mut words = [0u64; 64];
        for (word, &x) in words.iter_mut().zip(patterns) {
            *word = packing.pack(x);
        }
        transpose(&mut words);
        for chunk in 0..MAX_CHUNKS {
            let row = &mut table[chunk << CHUNK..(chunk + 1) << CHUNK];
            row[0][lane] = present;
            for v in 1..1usize << CHUNK {
                let without = !words[(chunk * CHUNK + v.trailing_zeros() as usize) % 64];
                row[v][lane] = row[v & (v - 1)][lane] & without;
            }
        }
    }
}

/// Transposes a 64 × 64 bit matrix: afterwards bit `p` of `words[j]` is what bit `j` of
/// `words[p]` was. Cost: 6 rounds of 32 exchanges.
fn transpose(words: &mut [u64; 64]) {
    let (mut width, mut mask) = (32, 0x0000_0000_FFFF_FFFFu64);
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((words[k] >> width) ^ words[k + width]) & mask;
            words[k] ^= t << width;
            words[k + width] ^= t;
            k = (k + width + 1) & !width;
        }
        width >>= 1;
        mask ^= mask << width;
    }
}

/// Whether the CPU runs AVX2 and POPCNT. Cost: a cached flag.
fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The pairs of a block (its `table`) with `items` (packed), `chunks` lookups each.
fn count_items(chunks: usize, table: &[[u64; LANES]], items: &[u64], avx2: bool) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if avx2 {
            // SAFETY: `avx2` is true only when the CPU runs AVX2 and POPCNT (`has_avx2`).
            return unsafe { count_items_avx2(chunks, table, items) };
        }
    }
    let _ = avx2;
    count_items_any(chunks, table, items)
}

/// [`count_items_any`] compiled with AVX2 and POPCNT.
///
/// # Safety
/// The CPU must run AVX2 and POPCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
unsafe fn count_items_avx2(chunks: usize, table: &[[u64; LANES]], items: &[u64]) -> u64 {
    count_items_any(chunks, table, items)
}

/// The count with the number of lookups fixed at compile time (the next size up).
#[inline(always)]
fn count_items_any(chunks: usize, table: &[[u64; LANES]], items: &[u64]) -> u64 {
    match chunks {
        0..=6 => count_block::<6>(table, items),
        7 => count_block::<7>(table, items),
        8 => count_block::<8>(table, items),
        9 => count_block::<9>(table, items),
        10 => count_block::<10>(table, items),
        11 => count_block::<11>(table, items),
        _ => count_block::<MAX_CHUNKS>(table, items),
    }
}

#[inline(always)]
fn count_block<const C: usize>(table: &[[u64; LANES]], items: &[u64]) -> u64 {
    let table = &table[..C << CHUNK];
    let mut total = 0;
    for &item in items {
        let mut meet = [u64::MAX; LANES];
        for chunk in 0..C {
            let entry = &table[chunk << CHUNK | (item >> (CHUNK * chunk)) as usize & 15];
            for lane in 0..LANES {
                meet[lane] &= entry[lane];
            }
        }
        total += meet.iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;

    #[test]
    fn counts_agree_with_pair_by_pair() {
        let mut rng = XorShift::new(7);
        let mut scratch = Scratch::default();
        for (a_len, b_len, density) in [(0, 5, 3), (300, 20, 8), (5000, 700, 6), (2000, 3000, 10)] {
            let mut set = || (0..density).fold(0u64, |x, _| x | 1 << (rng.next_u64() % 46));
            let a: Vec<u64> = (0..a_len).map(|_| set()).collect();
            let b: Vec<u64> = (0..b_len).map(|_| set()).collect();
            let pairs = plain_any(&a, &b);
            assert_eq!(count_disjoint(&a, &b, &mut scratch), pairs, "{a_len} × {b_len}");
            assert_eq!(count_disjoint(&b, &a, &mut scratch), pairs);
            assert_eq!(plain(&a, &b, has_avx2()), pairs);
        }
    }

    #[test]
    fn transposing_twice_gives_the_matrix_back() {
        let mut rng = XorShift::new(3);
        let mut words = [0u64; 64];
        words.iter_mut().for_each(|w| *w = rng.next_u64());
        let before = words;
        transpose(&mut words);
        assert_eq!(words[5] >> 9 & 1, before[9] >> 5 & 1);
        transpose(&mut words);
        assert_eq!(words, before);
    }
}
