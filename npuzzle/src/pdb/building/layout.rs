//! Where the pattern database build keeps each pair (placement, blank region): one slot per
//! pair, in blocks by the order the tiles take along the board, then by the set of squares
//! they cover, then by region. Moving a tile within a row keeps that order, so about half of
//! a pair's neighbours live in its own block.

use crate::pdb::numbering::pairs::{neighbours, PairIndex, MAX_TILES};
use searchlab::cells::Shape;

/// The pair layout of the groups of `tiles` tiles on one board: the pairs numbered by
/// [`PairIndex`], and each pair's moves worked out once, as [`Step`]s: where each lands in
/// a block, and how the tile's place in the order changes. What the build reads per slot is
/// kept small enough to stay in a core's cache: 12 bytes per slot and 4 per move (590 KB and
/// 660 KB for 8 tiles on 16 squares). Cost: O(C(n, k)·n·k) time to set up.
pub struct PairLayout {
    pairs: PairIndex,
    /// For each slot of a block (padding included), what the build needs to know of it.
    slots: Vec<Slot>,
    /// The moves of every slot's pair, slot after slot: those within the block first.
    steps: Vec<Step>,
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
        let pairs = PairIndex::new(shape, tiles);
        let mut slots: Vec<Slot> = Vec::with_capacity(pairs.block() as usize);
        for slot in 0..pairs.used_slots() {
            let (cover, region) = pairs.pair(slot);
            let (siblings, _) = pairs.slots(cover, region.trailing_zeros() as u8);
            slots.push(Slot {
                cover,
                sibling: (slot - siblings.start) as u8,
                siblings: siblings.len() as u8,
                ..Slot::default()
            });
        }
        let mut layout = PairLayout { pairs, slots, steps: Vec::new() };
        let neighbours = neighbours(shape);
        for slot in 0..layout.slots.len() {
            layout.link_steps(slot, &neighbours);
        }
        layout.slots.resize(layout.pairs.block() as usize, Slot::default());
        layout
    }

    /// Lists the moves out of the pairs of `slot`: every pattern tile next to its region
    /// sliding into it, the moves that keep the tiles' order (near) first.
    fn link_steps(&mut self, slot: usize, neighbours: &[u32]) {
        let (cover, region) = self.pairs.pair(slot as u32);
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
                let (_, reached) = self.pairs.slots(child, from);
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
        for square in squares.iter_mut().take(self.pairs.tiles()) {
            *square = cover.trailing_zeros() as u8;
            cover &= cover - 1;
        }
    }

    /// How many moves the pairs of one block have in all.
    pub fn moves(&self) -> u64 {
        self.steps.len() as u64
    }

    /// The bytes the build reads per block: its slots and their moves.
    pub fn block_bytes(&self) -> u64 {
        (self.slots.len() * std::mem::size_of::<Slot>() + self.steps.len() * 4) as u64
    }

    /// The numbering of the pairs.
    pub fn pairs(&self) -> &PairIndex {
        &self.pairs
    }
}
