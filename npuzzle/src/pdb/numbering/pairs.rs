//! Numbering the pairs (placement, blank region) of a group's tiles: the states of the
//! build's search, and the entries of a zero-aware table.

use super::index::Placements;
use searchlab::cells::Shape;
use searchlab::tiles::grid::neighbour;
use searchlab::tiles::LEX_ORDER;
use std::ops::Range;

/// The most tiles a group may have.
pub const MAX_TILES: usize = 12;

/// The pairs of `tiles` tiles on one board (squares are bits of a `u32`): how the build
/// lays them out, and how a zero-aware table numbers them.
///
/// A placement is split in two: the *cover* (which squares hold pattern tiles, ranked in
/// colex order among the C(n, k) subsets) and the *order* (which tile is the i-th along the
/// board, a permutation of k ranked by its Lehmer code). The free squares of a cover fall
/// into regions (connected through free squares), numbered by their lowest square. The
/// build's *slots*: a block holds, for one order, a slot per (cover, region); its length is
/// rounded up to a multiple of 32 slots (whole 64-bit words of the build's 2-bit marks).
///
/// A table's *entries*: a cover's *main* region is the one holding more than half its free
/// squares, if any (where the blank nearly always is), and its other regions are *pockets*.
/// A pair in a main region takes its placement's number ([`Placements`]), so that the
/// common case is reckoned without reading memory and neighbouring boards land near each
/// other as in a plain table; pairs in pockets follow, by order, then cover, then pocket.
///
/// Cost: O(C(n, k)·n) time to set up (14 ms for 6 tiles on 5×5); 8 bytes per slot, 8 per
/// cover, 4 per pocket and a bit per cover (on 5×5 with 6 tiles: 2.0 MB, 1.4 MB, 0.3 MB and
/// 22 KB; most lookups read only the bits).
#[derive(Clone, Debug)]
pub struct PairIndex {
    tiles: usize,
    placements: Placements,
    /// `binomial[s][j]` = C(s, j): the colex rank of a cover is Σ C(square_j, j + 1).
    binomial: Vec<[u32; MAX_TILES + 1]>,
    /// For each cover (by rank), its first slot; one more entry closes the last cover.
    first_slot: Vec<u32>,
    /// For each slot of a block, its cover and its region.
    slot_pairs: Vec<(u32, u32)>,
    /// A bit per cover: whether it has more than one region.
    split: Vec<u64>,
    /// For each cover, the pockets of the covers before it; one more entry closes the last.
    pockets_before: Vec<u32>,
    /// Every cover's pockets, cover after cover.
    pockets: Vec<u32>,
    grid: Flood,
    /// Free squares of every cover: n − k.
    free_squares: u32,
    /// Slots per block, a multiple of 32.
    block: u32,
    /// k!, the number of blocks.
    orders: u32,
}

/// Growing a region by bit operations on a board of `width` columns.
#[derive(Clone, Copy, Debug)]
struct Flood {
    width: u32,
    /// The board's squares.
    all: u32,
    /// Squares not in the first column, and not in the last.
    not_first: u32,
    not_last: u32,
}

impl Flood {
    fn new(shape: Shape) -> Self {
        let (width, squares) = (shape.width as u32, shape.squares() as u32);
        let all = if squares == 32 { u32::MAX } else { (1 << squares) - 1 };
        let first = (0..squares).step_by(width as usize).fold(0u32, |m, s| m | 1 << s);
        Flood { width, all, not_first: all & !first, not_last: all & !(first << (width - 1)) }
    }

    /// The squares of `free` connected to `start` (a square of it) through `free`. Cost:
    /// a few operations per step of the region's breadth.
    #[inline(always)]
    fn region(self, start: u32, free: u32) -> u32 {
        let mut region = start;
        loop {
            let grown = (region
                | (region << 1) & self.not_first
                | (region >> 1) & self.not_last
                | region << self.width
                | region >> self.width)
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

impl PairIndex {
    /// The pairs of `tiles` tiles on `shape` (at most [`MAX_TILES`] tiles, at most 32
    /// squares).
    pub fn new(shape: Shape, tiles: usize) -> Self {
        let squares = shape.squares();
        assert!(tiles <= MAX_TILES && tiles <= squares && squares <= 32);
        let binomial = binomials(squares, tiles);
        let (first_slot, slot_pairs) = regions(&neighbours(shape), tiles);
        let covers = first_slot.len() - 1;
        let mut split = vec![0u64; covers.div_ceil(64)];
        let mut pockets_before = Vec::with_capacity(covers + 1);
        let mut pockets = Vec::new();
        for (rank, slots) in first_slot.windows(2).enumerate() {
            pockets_before.push(pockets.len() as u32);
            let regions = &slot_pairs[slots[0] as usize..slots[1] as usize];
            if regions.len() > 1 {
                split[rank / 64] |= 1 << (rank % 64);
            }
            let main = |region: u32| is_main(region, squares - tiles);
            pockets.extend(regions.iter().map(|&(_, r)| r).filter(|&r| !main(r)));
        }
        pockets_before.push(pockets.len() as u32);
        PairIndex {
            tiles,
            placements: Placements::new(squares, tiles),
            binomial,
            block: slot_pairs.len().next_multiple_of(32) as u32,
            first_slot,
            slot_pairs,
            split,
            pockets_before,
            pockets,
            grid: Flood::new(shape),
            free_squares: (squares - tiles) as u32,
            orders: searchlab::perm::factorial(tiles) as u32,
        }
    }

    /// Tiles per group.
    pub fn tiles(&self) -> usize {
        self.tiles
    }

    /// Slots per block (a multiple of 32).
    pub fn block(&self) -> u32 {
        self.block
    }

    /// Slots per block that hold a pair (the others pad the block).
    pub fn used_slots(&self) -> u32 {
        self.slot_pairs.len() as u32
    }

    /// How many blocks there are: k!.
    pub fn orders(&self) -> u32 {
        self.orders
    }

    /// Slots in all, padding included: k! times the block length.
    pub fn slot_count(&self) -> u64 {
        u64::from(self.orders) * u64::from(self.block)
    }

    /// Entries of a zero-aware table: a placement's, and one per pocket of each placement.
    pub fn entries(&self) -> u64 {
        self.placements.count() + u64::from(self.orders) * self.pockets.len() as u64
    }

    /// The cover and region of slot `slot` of a block (below [`Self::used_slots`]).
    pub fn pair(&self, slot: u32) -> (u32, u32) {
        self.slot_pairs[slot as usize]
    }

    /// The slots of `cover` in a block, and among them the one whose region holds `square`
    /// (a free square of the cover). Cost: O(k) and a read per region.
    pub fn slots(&self, cover: u32, square: u8) -> (Range<u32>, u32) {
        let rank = self.cover_rank(cover) as usize;
        let slots = self.first_slot[rank]..self.first_slot[rank + 1];
        let mut slot = slots.start;
        while self.slot_pairs[slot as usize].1 & 1 << square == 0 {
            slot += 1;
        }
        (slots, slot)
    }

    /// The entry of tile i on `squares[i]` with the blank on `blank` (a free square). Cost:
    /// O(k) and a bit read; for a cover of several regions, growing the blank's region;
    /// and when the blank is in a pocket, O(k) more and a read per pocket of the cover.
    #[inline(always)]
    pub fn number(&self, squares: &[u8], blank: u8) -> u64 {
        let placement = u64::from(self.placements.rank(squares));
        let cover = squares.iter().fold(0u32, |mask, &s| mask | 1 << s);
        let rank = self.cover_rank(cover) as usize;
        if self.split[rank / 64] & 1 << (rank % 64) == 0 {
            return placement;
        }
        let region = self.grid.region(1 << blank, self.grid.all & !cover);
        if is_main(region, self.free_squares as usize) {
            return placement;
        }
        let mut positions = [0u8; MAX_TILES];
        for (position, &square) in positions.iter_mut().zip(squares) {
            *position = (cover & ((1 << square) - 1)).count_ones() as u8;
        }
        self.pocket_number(self.order_rank(&positions[..squares.len()]), rank, region)
    }

    /// The entry of the pair of slot `slot` in block `order`, whose placement has rank
    /// `placement`. Cost: O(k) and, for a pocket, a read per pocket of its cover.
    pub fn slot_number(&self, order: u32, slot: u32, placement: u32) -> u64 {
        let (cover, region) = self.pair(slot);
        if is_main(region, self.free_squares as usize) {
            u64::from(placement)
        } else {
            self.pocket_number(order, self.cover_rank(cover) as usize, region)
        }
    }

    /// The entry of pocket `region` of the cover of rank `rank` in order `order`.
    fn pocket_number(&self, order: u32, rank: usize, region: u32) -> u64 {
        let first = self.pockets_before[rank];
        let pocket = (first..self.pockets_before[rank + 1])
            .find(|&p| self.pockets[p as usize] == region)
            .expect("a region that is not the main one is a pocket");
        self.placements.count() + u64::from(order) * self.pockets.len() as u64 + u64::from(pocket)
    }

    /// The placement of entry `entry` (below [`Self::entries`]) into `out[..k]`: tile i's
    /// square. Cost: O(k) for a placement's own entry; for a pocket's, O(k² + log C(n, k)).
    pub fn placement(&self, entry: u64, out: &mut [u8]) {
        let placements = self.placements.count();
        if entry < placements {
            return self.placements.unrank(entry as u32, out);
        }
        let pockets = self.pockets.len() as u64;
        let (order, pocket) = ((entry - placements) / pockets, (entry - placements) % pockets);
        let rank = self.pockets_before.partition_point(|&before| u64::from(before) <= pocket) - 1;
        let mut cover = [0u8; MAX_TILES];
        self.cover_unrank(rank as u32, &mut cover);
        let mut positions = [0u8; MAX_TILES];
        self.order_unrank(order as u32, &mut positions);
        for (square, &position) in out[..self.tiles].iter_mut().zip(&positions) {
            *square = cover[usize::from(position)];
        }
    }

    /// Calls `visit(entry, squares)` for every entry in `entries` (below [`Self::entries`]),
    /// in order, with its placement as [`Self::placement`] gives it. Cost: O(k) an entry, and
    /// O(k·n) to start.
    pub fn for_each_placement(&self, entries: Range<u64>, mut visit: impl FnMut(u64, &[u8])) {
        let placements = self.placements.count();
        let own = entries.start.min(placements)..entries.end.min(placements);
        self.placements.for_each(own, &mut visit);
        let pockets = self.pockets.len() as u64;
        let mut entry = entries.start.max(placements);
        let (mut positions, mut cover_squares, mut squares) =
            ([0u8; MAX_TILES], [0u8; MAX_TILES], [0u8; MAX_TILES]);
        while entry < entries.end {
            let (order, first) = ((entry - placements) / pockets, (entry - placements) % pockets);
            self.order_unrank(order as u32, &mut positions);
            let mut rank = self.pockets_before.partition_point(|&b| u64::from(b) <= first) - 1;
            self.cover_unrank(rank as u32, &mut cover_squares);
            let mut cover = cover_squares[..self.tiles].iter().fold(0u32, |m, &s| m | 1 << s);
            for pocket in first..pockets {
                if entry == entries.end {
                    return;
                }
                while u64::from(self.pockets_before[rank + 1]) <= pocket {
                    rank += 1;
                    cover = next_subset(cover);
                }
                let mut rest = cover;
                for square in cover_squares[..self.tiles].iter_mut() {
                    *square = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                }
                for (square, &position) in squares[..self.tiles].iter_mut().zip(&positions) {
                    *square = cover_squares[usize::from(position)];
                }
                visit(entry, &squares[..self.tiles]);
                entry += 1;
            }
        }
    }

    /// The squares of the cover of colex rank `rank`, ascending, into `out[..k]`. Cost:
    /// O(k·n).
    fn cover_unrank(&self, mut rank: u32, out: &mut [u8]) {
        for j in (1..=self.tiles).rev() {
            let square = (0..self.binomial.len()).rev().find(|&s| self.binomial[s][j] <= rank);
            let square = square.expect("C(j - 1, j) = 0 is at most any rank");
            rank -= self.binomial[square][j];
            out[j - 1] = square as u8;
        }
    }

    /// The colex rank of a cover among the C(n, k) sets of k squares. Cost: O(k).
    #[inline(always)]
    fn cover_rank(&self, mut cover: u32) -> u32 {
        let mut rank = 0;
        let mut j = 1;
        while cover != 0 {
            rank += self.binomial[cover.trailing_zeros() as usize][j];
            cover &= cover - 1;
            j += 1;
        }
        rank
    }

    /// The rank of an order: `positions[i]` is how many pattern tiles lie on squares below
    /// tile i's (a permutation of 0..k), ranked lexicographically by [`searchlab::perm`].
    /// Cost: O(k).
    #[inline(always)]
    pub fn order_rank(&self, positions: &[u8]) -> u32 {
        searchlab::perm::rank(positions) as u32
    }

    /// The order of rank `rank` into `positions[..k]`. Cost: O(k²).
    pub fn order_unrank(&self, rank: u32, positions: &mut [u8]) {
        searchlab::perm::unrank(u64::from(rank), &mut positions[..self.tiles]);
    }
}

/// The next larger set of as many squares as `set` (Gosper's step): colex order, in which
/// covers are ranked.
fn next_subset(set: u32) -> u32 {
    let lowest = set & set.wrapping_neg();
    let ripple = set + lowest;
    ripple | (((set ^ ripple) >> 2) / lowest)
}

/// Whether `region` is its cover's main one: it holds more than half of the cover's
/// `free` squares.
#[inline(always)]
fn is_main(region: u32, free: usize) -> bool {
    2 * region.count_ones() as usize > free
}

/// Each square's neighbours on `shape`, as masks.
pub fn neighbours(shape: Shape) -> Vec<u32> {
    (0..shape.squares())
        .map(|s| {
            LEX_ORDER
                .iter()
                .filter_map(|&m| neighbour(shape, s, m))
                .fold(0u32, |mask, t| mask | 1 << t)
        })
        .collect()
}

/// The sets of `k` squares among `n`, as masks in increasing order (which is colex order).
fn covers(n: usize, k: usize) -> impl Iterator<Item = u32> {
    let limit = 1u64 << n;
    let mut next = Some((1u64 << k) - 1);
    std::iter::from_fn(move || {
        let cover = next?;
        // Gosper's hack: the next larger number with as many bits set.
        next = if cover == 0 {
            None
        } else {
            let low = cover & cover.wrapping_neg();
            let ripple = cover + low;
            let following = (((ripple ^ cover) >> 2) / low) | ripple;
            (following < limit).then_some(following)
        };
        Some(cover as u32)
    })
}

/// The squares of `free` connected to `start` through `free`. Cost: O(region · 4).
fn flood(neighbours: &[u32], start: u32, free: u32) -> u32 {
    let mut region = start;
    let mut frontier = start;
    while frontier != 0 {
        let mut grown = 0;
        let mut bits = frontier;
        while bits != 0 {
            grown |= neighbours[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        frontier = grown & free & !region;
        region |= frontier;
    }
    region
}

/// `binomial[s][j]` = C(s, j) for `s` up to `squares` and `j` up to `tiles`.
fn binomials(squares: usize, tiles: usize) -> Vec<[u32; MAX_TILES + 1]> {
    let mut binomial = vec![[0u32; MAX_TILES + 1]; squares + 1];
    for s in 0..=squares {
        binomial[s][0] = 1;
        for j in 1..=tiles.min(s) {
            binomial[s][j] = binomial[s - 1][j - 1] + if j < s { binomial[s - 1][j] } else { 0 };
        }
    }
    binomial
}

/// For every cover of `tiles` squares (of the board whose squares have `neighbours`), in
/// [`covers`] order, its blank regions: the first slot of each cover (and one past the
/// last), and a (cover, region) pair per slot.
fn regions(neighbours: &[u32], tiles: usize) -> (Vec<u32>, Vec<(u32, u32)>) {
    let squares = neighbours.len();
    let all = if squares == 32 { u32::MAX } else { (1u32 << squares) - 1 };
    let mut first_slot = Vec::new();
    let mut slot_pairs = Vec::new();
    for cover in covers(squares, tiles) {
        first_slot.push(slot_pairs.len() as u32);
        let free = all & !cover;
        let mut left = free;
        while left != 0 {
            let region = flood(neighbours, left & left.wrapping_neg(), free);
            slot_pairs.push((cover, region));
            left &= !region;
        }
    }
    first_slot.push(slot_pairs.len() as u32);
    (first_slot, slot_pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_and_orders_are_numbered_densely() {
        let shape = Shape::new(4, 3);
        let index = PairIndex::new(shape, 4);
        let all: Vec<u32> = covers(12, 4).collect();
        assert_eq!(all.len(), 495);
        for (rank, &cover) in all.iter().enumerate() {
            assert_eq!(index.cover_rank(cover), rank as u32);
        }
        let mut positions = [0u8; 4];
        for rank in 0..index.orders() {
            index.order_unrank(rank, &mut positions);
            assert_eq!(index.order_rank(&positions), rank);
        }
        assert_eq!(index.block() % 32, 0);
        let mut squares = [0u8; MAX_TILES];
        for (rank, &cover) in all.iter().enumerate() {
            index.cover_unrank(rank as u32, &mut squares);
            assert_eq!(squares[..4].iter().fold(0u32, |m, &s| m | 1 << s), cover);
            assert_eq!(
                all.get(rank + 1).copied(),
                Some(next_subset(cover)).filter(|_| rank + 1 < all.len())
            );
        }
    }

    #[test]
    fn entries_are_visited_in_order_with_their_placements() {
        for (shape, tiles) in [(Shape::new(3, 3), 4), (Shape::new(4, 3), 5), (Shape::new(4, 2), 3)]
        {
            let index = PairIndex::new(shape, tiles);
            let entries = index.entries();
            assert!(entries > index.placements.count(), "{shape}: some pockets");
            let mut squares = [0u8; MAX_TILES];
            for start in [0, entries / 2, index.placements.count(), entries - 1] {
                let mut expected = start;
                index.for_each_placement(start..entries, |entry, visited| {
                    assert_eq!(entry, expected);
                    index.placement(entry, &mut squares);
                    assert_eq!(visited, &squares[..tiles], "{shape}, entry {entry}");
                    expected += 1;
                });
                assert_eq!(expected, entries);
            }
        }
    }

    #[test]
    fn regions_split_the_free_squares() {
        // 3×3 with tiles on 1, 3, 5, 7: five regions, each corner and the centre alone.
        let shape = Shape::new(3, 3);
        let index = PairIndex::new(shape, 4);
        let cover = 0b010_101_010;
        let (slots, centre) = index.slots(cover, 4);
        assert_eq!(slots.len(), 5);
        assert_eq!(index.pair(centre), (cover, 1 << 4));
        let union = slots.fold(0, |m, s| m | index.pair(s).1);
        assert_eq!(union, 0b101_010_101);
    }

    #[test]
    fn every_pair_has_its_own_number() {
        // 5×2 with three tiles: covers of one, two and three regions (a wall of two tiles
        // across the board, a tile in a corner's neighbour squares).
        let shape = Shape::new(5, 2);
        let index = PairIndex::new(shape, 3);
        let mut numbers = std::collections::HashMap::new();
        let mut squares = [0u8; 3];
        let placements = crate::pdb::Placements::new(10, 3);
        for rank in 0..placements.count() as u32 {
            placements.unrank(rank, &mut squares);
            let cover = squares.iter().fold(0u32, |m, &s| m | 1 << s);
            let mut positions = [0u8; 3];
            for (position, &square) in positions.iter_mut().zip(&squares) {
                *position = (cover & ((1 << square) - 1)).count_ones() as u8;
            }
            let order = index.order_rank(&positions);
            for blank in (0..10u8).filter(|&b| cover & 1 << b == 0) {
                let number = index.number(&squares, blank);
                assert!(number < index.entries());
                let (slots, own) = index.slots(cover, blank);
                let (own_cover, region) = index.pair(own);
                assert!(slots.contains(&own) && own_cover == cover && region & 1 << blank != 0);
                assert_eq!(index.slot_number(order, own, rank), number, "the build's number");
                let first = *numbers.entry((rank, region)).or_insert(number);
                assert_eq!(first, number, "one number for the blank anywhere in its region");
            }
        }
        let distinct: std::collections::HashSet<&u64> = numbers.values().collect();
        assert_eq!(distinct.len(), numbers.len(), "a number per (placement, region)");
        assert_eq!(numbers.len() as u64, 6 * u64::from(index.used_slots()));
        // The only numbers unused: the placements of covers without a main region.
        let mainless = index.first_slot.windows(2).filter(|slots| {
            let regions = &index.slot_pairs[slots[0] as usize..slots[1] as usize];
            !regions.iter().any(|&(_, region)| is_main(region, 7))
        });
        assert_eq!(index.entries() - numbers.len() as u64, 6 * mainless.count() as u64);
        assert!(!index.pockets.is_empty() && index.split.iter().any(|&bits| bits != 0));
    }
}
