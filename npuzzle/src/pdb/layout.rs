//! Where the pattern database build keeps each pair (placement, blank region): one slot per
//! pair, in blocks by the order the tiles take along the board, then by the set of squares
//! they cover, then by region. Moving a tile within a row keeps that order, so about half of
//! a pair's neighbours live in its own block.

use searchlab::tiles::grid::Shape;
use searchlab::tiles::LEX_ORDER;

/// The most tiles a group may have.
pub const MAX_TILES: usize = 12;

/// The pair layout of the groups of `tiles` tiles on one board (squares are bits of a `u32`).
///
/// A placement is split in two: the *cover* (which squares hold pattern tiles, ranked in
/// colex order among the C(n, k) subsets) and the *order* (which tile is the i-th along the
/// board, a permutation of k ranked by its Lehmer code). The free squares of a cover fall
/// into regions (connected through free squares), numbered by their lowest square. A block
/// holds, for one order, a slot per (cover, region); its length is rounded up to whole 64-bit
/// words of 2-bit slots.
///
/// Each pair's moves are worked out once, here, as [`Step`]s: where each lands in a block,
/// and how the tile's place in the order changes. What the build reads per slot is kept
/// small enough to stay in a core's cache: 12 bytes per slot and 4 per move (590 KB and
/// 660 KB for 8 tiles on 16 squares). Cost: O(C(n, k)·n·k) time to set up.
pub struct PairLayout {
    tiles: usize,
    /// `binomial[s][j]` = C(s, j): the colex rank of a cover is Σ C(square_j, j + 1).
    binomial: Vec<[u32; MAX_TILES + 1]>,
    /// For each cover (by rank), its first slot; one more entry closes the last cover.
    first_slot: Vec<u32>,
    /// For each slot of a block, its region (free squares the blank can reach).
    slot_region: Vec<u32>,
    /// For each slot of a block (padding included), what the build needs to know of it.
    slots: Vec<Slot>,
    /// The moves of every slot's pair, slot after slot: those within the block first.
    steps: Vec<Step>,
    /// Slots per block, a multiple of 32.
    block: u32,
    /// k!, the number of blocks.
    orders: u32,
}

/// A slot of a block: the cover of its pair, where its moves start, how many of them stay
/// in the block and how many do not, and which of its cover's slots it is and how many those
/// are (the pairs of one placement).
#[derive(Clone, Copy, Debug, Default)]
pub struct Slot {
    /// The squares of the pattern tiles.
    pub cover: u32,
    first_step: u32,
    near: u8,
    far: u8,
    /// Which of its cover's slots this is.
    pub sibling: u8,
    /// How many slots its cover has.
    pub siblings: u8,
}

/// A pattern tile sliding into the blank's region: the slot of the pair it leads to (within
/// the block of the new order) and the tile's position in the order (how many pattern tiles
/// lie below it) before and after, packed in 32 bits. A move within a row keeps the
/// positions, and so the block.
#[derive(Clone, Copy, Debug)]
pub struct Step(u32);

impl Step {
    fn new(slot: u32, from_position: u8, to_position: u8) -> Self {
        assert!(slot < 1 << 24, "a block of at most 2^24 slots");
        Step(slot | u32::from(from_position) << 24 | u32::from(to_position) << 28)
    }

    /// The slot of the pair reached, within its block.
    #[inline(always)]
    pub fn slot(self) -> u32 {
        self.0 & 0xFF_FFFF
    }

    /// Pattern tiles below the tile before the move.
    #[inline(always)]
    pub fn position_before(self) -> u8 {
        (self.0 >> 24 & 15) as u8
    }

    /// Pattern tiles below the tile after the move.
    #[inline(always)]
    pub fn position_after(self) -> u8 {
        (self.0 >> 28) as u8
    }
}

impl PairLayout {
    /// The layout of groups of `tiles` tiles on `shape` (at most [`MAX_TILES`] tiles, at
    /// most 32 squares).
    pub fn new(shape: Shape, tiles: usize) -> Self {
        let squares = shape.squares();
        assert!(tiles <= MAX_TILES && tiles <= squares && squares <= 32);
        let neighbours: Vec<u32> = (0..squares)
            .map(|s| {
                LEX_ORDER
                    .iter()
                    .filter_map(|&m| shape.neighbour(s, m))
                    .fold(0u32, |mask, t| mask | 1 << t)
            })
            .collect();
        let binomial = binomials(squares, tiles);
        let covers = binomial[squares][tiles] as usize;
        let (first_slot, slots, slot_region) = regions(&neighbours, tiles, covers);
        let block = slots.len().next_multiple_of(32);
        let mut layout = PairLayout {
            tiles,
            binomial,
            first_slot,
            slot_region,
            slots,
            steps: Vec::new(),
            block: block as u32,
            orders: searchlab::perm::factorial(tiles) as u32,
        };
        for slot in 0..layout.slots.len() {
            layout.link_steps(slot, &neighbours);
        }
        layout.slots.resize(block, Slot::default());
        layout
    }

    /// Lists the moves out of the pairs of `slot`: every pattern tile next to its region
    /// sliding into it, the moves that keep the tiles' order (near) first.
    fn link_steps(&mut self, slot: usize, neighbours: &[u32]) {
        let (cover, region) = (self.slots[slot].cover, self.slot_region[slot]);
        let mut steps = Vec::new();
        let mut tiles_left = cover;
        while tiles_left != 0 {
            let from = tiles_left.trailing_zeros() as u8;
            tiles_left &= tiles_left - 1;
            let mut targets = neighbours[usize::from(from)] & region;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                let child = cover ^ 1 << from ^ 1 << to;
                let (_, reached) = self.slots(child, from);
                let from_position = (cover & ((1 << from) - 1)).count_ones() as u8;
                let to_position = (child & ((1 << to) - 1)).count_ones() as u8;
                steps.push(Step::new(reached, from_position, to_position));
            }
        }
        steps.sort_by_key(|step| step.position_before() != step.position_after());
        let near =
            steps.iter().take_while(|step| step.position_before() == step.position_after()).count();
        let info = &mut self.slots[slot];
        info.first_step = self.steps.len() as u32;
        info.near = near as u8;
        info.far = (steps.len() - near) as u8;
        self.steps.extend(steps);
    }

    /// Slot `slot` of a block.
    #[inline(always)]
    pub fn slot(&self, slot: u32) -> Slot {
        self.slots[slot as usize]
    }

    /// The moves of the pair in `slot`: first those that stay in the block, then those that
    /// change the order.
    #[inline(always)]
    pub fn steps(&self, slot: Slot) -> (&[Step], &[Step]) {
        let start = slot.first_step as usize;
        let far = start + usize::from(slot.near);
        (&self.steps[start..far], &self.steps[far..far + usize::from(slot.far)])
    }

    /// The squares of the pattern tiles of `cover`, lowest first.
    #[inline(always)]
    pub fn cover_squares(&self, mut cover: u32, squares: &mut [u8; MAX_TILES]) {
        for square in squares.iter_mut().take(self.tiles) {
            *square = cover.trailing_zeros() as u8;
            cover &= cover - 1;
        }
    }

    /// How many moves the pairs of one block have in all.
    pub fn moves(&self) -> u64 {
        self.steps.len() as u64
    }

    /// Tiles per group.
    pub fn tiles(&self) -> usize {
        self.tiles
    }

    /// Slots per block (a multiple of 32).
    pub fn block(&self) -> u32 {
        self.block
    }

    /// How many blocks there are: k!.
    pub fn orders(&self) -> u32 {
        self.orders
    }

    /// The cover and region of slot `slot` of a block.
    #[cfg(test)]
    fn pair(&self, slot: u32) -> (u32, u32) {
        (self.slots[slot as usize].cover, self.slot_region[slot as usize])
    }

    /// The slots of `cover` in a block, and among them the one whose region holds `square`
    /// (a free square of the cover). Cost: O(k) plus the cover's regions.
    #[inline(always)]
    pub fn slots(&self, cover: u32, square: u8) -> (std::ops::Range<u32>, u32) {
        let rank = self.cover_rank(cover) as usize;
        let slots = self.first_slot[rank]..self.first_slot[rank + 1];
        let mut slot = slots.start;
        while self.slot_region[slot as usize] & 1 << square == 0 {
            slot += 1;
        }
        (slots, slot)
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
    /// tile i's (a permutation of 0..k), ranked lexicographically by [`searchlab::perm`]. Cost: O(k).
    #[inline(always)]
    pub fn order_rank(&self, positions: &[u8]) -> u32 {
        searchlab::perm::rank(positions) as u32
    }

    /// The order of rank `rank` into `positions[..k]`. Cost: O(k²).
    pub fn order_unrank(&self, rank: u32, positions: &mut [u8]) {
        searchlab::perm::unrank(u64::from(rank), &mut positions[..self.tiles]);
    }
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
/// [`covers`] order, its blank regions: the first slot of each of the `count` covers (and
/// one past the last), a slot per region, and each slot's region.
fn regions(neighbours: &[u32], tiles: usize, count: usize) -> (Vec<u32>, Vec<Slot>, Vec<u32>) {
    let squares = neighbours.len();
    let all = if squares == 32 { u32::MAX } else { (1u32 << squares) - 1 };
    let mut first_slot = Vec::with_capacity(count + 1);
    let (mut slots, mut slot_region) = (Vec::new(), Vec::new());
    for cover in covers(squares, tiles) {
        let first = slots.len();
        first_slot.push(first as u32);
        let free = all & !cover;
        let mut left = free;
        while left != 0 {
            let region = flood(neighbours, left & left.wrapping_neg(), free);
            slots.push(Slot { cover, sibling: (slots.len() - first) as u8, ..Slot::default() });
            slot_region.push(region);
            left &= !region;
        }
        let siblings = (slots.len() - first) as u8;
        for slot in &mut slots[first..] {
            slot.siblings = siblings;
        }
    }
    first_slot.push(slots.len() as u32);
    (first_slot, slots, slot_region)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_and_orders_are_numbered_densely() {
        let shape = Shape::new(4, 3).unwrap();
        let layout = PairLayout::new(shape, 4);
        let all: Vec<u32> = covers(12, 4).collect();
        assert_eq!(all.len(), 495);
        for (rank, &cover) in all.iter().enumerate() {
            assert_eq!(layout.cover_rank(cover), rank as u32);
        }
        let mut positions = [0u8; 4];
        for rank in 0..layout.orders() {
            layout.order_unrank(rank, &mut positions);
            assert_eq!(layout.order_rank(&positions), rank);
        }
        assert_eq!(layout.block() % 32, 0);
    }

    #[test]
    fn regions_split_the_free_squares() {
        // 3×3 with tiles on 1, 3, 5, 7: five regions, each corner and the centre alone.
        let shape = Shape::new(3, 3).unwrap();
        let layout = PairLayout::new(shape, 4);
        let cover = 0b010_101_010;
        let (slots, centre) = layout.slots(cover, 4);
        assert_eq!(slots.len(), 5);
        assert_eq!(layout.pair(centre), (cover, 1 << 4));
        let union = slots.fold(0, |m, s| m | layout.pair(s).1);
        assert_eq!(union, 0b101_010_101);
    }
}
