//! Building an additive pattern database by breadth-first search over pattern placements,
//! counting only the moves of pattern tiles (Korf and Felner, 2002), level by level over a
//! 2-bit mark per (placement, blank region) pair; plain or zero-aware (see [`TableKind`]).

use super::layout::{PairLayout, Slot};
use super::marks::{level_mark, slots_marked, Mark, Marks, DONE};
use super::shared::filled;
use crate::pdb::numbering::index::Placements;
use crate::pdb::numbering::pairs::MAX_TILES;
use searchlab::cells::Shape;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// What a table holds an entry for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// One entry per placement: the fewest moves whatever region the blank is in.
    Plain,
    /// One entry per (placement, blank region).
    ZeroAware,
}

/// The value of a placement the search never reached (it cannot occur in solvable boards).
pub const UNREACHED: u8 = u8::MAX;

/// Pairs a worker gathers for one owner before marking them (its own) or sending them.
const BATCH: usize = 1 << 12;

/// How far ahead of its use a mark is asked for, in pairs.
const AHEAD: usize = 128;

/// For every placement of the pattern tiles (whose goal squares are `pattern`, in order),
/// the fewest moves *of pattern tiles* that bring them home on a board of `shape` (at most
/// 32 squares) whose goal puts the blank on `blank_goal`; for a [`TableKind::ZeroAware`]
/// table, for every pair of a placement and a blank region. Other tiles are indistinct and
/// their moves are free, so tables of disjoint patterns add up to an admissible estimate.
/// Entries are numbered by [`crate::pdb::Numbering`].
///
/// The search runs on pairs (placement, blank region): the free squares the blank can reach
/// without moving a pattern tile. A pattern tile next to the region may slide into it
/// (cost 1), leaving the blank in its old square. Every pair has a 2-bit mark (unseen, one of
/// two level marks, done) laid out by `PairLayout`; each level is a sweep over the blocks
/// holding pairs of that level, in index order. The blocks are split between `threads`
/// workers, and only a block's owner writes its marks and its placements' table entries
/// (a placement's entry when its first pair of its first level is expanded): a move within
/// a row stays in the block and is marked at once, the others are gathered per owner and
/// marked in batches, their marks fetched ahead, so that many cache misses are in flight at
/// once and no locked instruction is needed. `progress(placements reached, placements)` is
/// called about ten times a second (entries reached, entries).
///
/// Cost: one byte per placement (n!/(n−k)!) or per pair for the table and a quarter byte per
/// pair for the marks (the 8-tile table of the 15-puzzle: 519 MB and 356 MB); every pair is
/// expanded once. Groups have at most 12 tiles.
///
/// ```
/// use npuzzle::pdb::{build, Numbering, TableKind};
/// use searchlab::cells::Shape;
///
/// // On 3×3 with the blank's goal on square 0, the tiles going home to squares 1 and 3
/// // wall it in. Home with the blank outside costs nothing in a plain table; a zero-aware
/// // one counts the tile moves that let the blank back in.
/// let shape = Shape::new(3, 3);
/// let plain = build(shape, &[1, 3], 0, TableKind::Plain, 1, &|_, _| {});
/// let numbering = Numbering::new(TableKind::Plain, shape, 2);
/// assert_eq!(plain[numbering.number(&[1, 3], 8)], 0);
/// assert!(plain[numbering.number(&[3, 1], 8)] > 0);
/// let zero_aware = build(shape, &[1, 3], 0, TableKind::ZeroAware, 1, &|_, _| {});
/// let numbering = Numbering::new(TableKind::ZeroAware, shape, 2);
/// assert_eq!(zero_aware[numbering.number(&[1, 3], 0)], 0);
/// assert!(zero_aware[numbering.number(&[1, 3], 8)] > 0);
/// ```
pub fn build(
    shape: Shape,
    pattern: &[u8],
    blank_goal: usize,
    kind: TableKind,
    threads: usize,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Vec<u8> {
    build_profiled(shape, pattern, blank_goal, kind, threads, progress).0
}

/// Where a build's time went: setting up the layout and the arrays, each level's sweep,
/// and handing the table over.
#[derive(Clone, Debug, Default)]
pub struct BuildProfile {
    /// The layout worked out, the table and the marks allocated and filled.
    pub setup: Duration,
    /// Each level, from depth 0: pairs expanded, placements first reached, time taken.
    pub levels: Vec<(u64, u64, Duration)>,
    /// The table turned into plain bytes.
    pub finish: Duration,
}

/// [`build`], also saying where the time went.
pub fn build_profiled(
    shape: Shape,
    pattern: &[u8],
    blank_goal: usize,
    kind: TableKind,
    threads: usize,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> (Vec<u8>, BuildProfile) {
    let clock = Instant::now();
    let mut profile = BuildProfile::default();
    let tiles = pattern.len();
    assert!(tiles <= MAX_TILES, "at most {MAX_TILES} tiles a group");
    let placements = Placements::new(shape.squares(), tiles);
    let layout = PairLayout::new(shape, tiles);
    let pairs = layout.pairs();
    let block = u64::from(pairs.block());
    let marks = Marks::new(pairs.slot_count());
    let (entries, count) = match kind {
        TableKind::Plain => (placements.count(), placements.count()),
        TableKind::ZeroAware => (pairs.entries(), u64::from(pairs.orders() * pairs.used_slots())),
    };
    let table: Vec<AtomicU8> = filled(entries, UNREACHED, threads);
    let active = [Blocks::new(layout.pairs().orders()), Blocks::new(layout.pairs().orders())];

    let cover = pattern.iter().fold(0u32, |m, &s| m | 1 << s);
    let home_order = layout.pairs().order_rank(&positions(pattern, cover)[..tiles]);
    let (_, home_slot) = layout.pairs().slots(cover, blank_goal as u8);
    marks.set(u64::from(home_order) * block + u64::from(home_slot), level_mark(0));
    active[0].set(home_order);
    let reached = AtomicU64::new(0);
    let sweep = Sweep {
        layout: &layout,
        placements,
        kind,
        marks: &marks,
        table: &table,
        reached: &reached,
        tiles,
    };
    let mut depth = 0u8;
    profile.setup = clock.elapsed();
    loop {
        let (clock, before) = (Instant::now(), reached.load(Relaxed));
        let (now, next) = (&active[usize::from(depth & 1)], &active[usize::from(!depth & 1)]);
        let level = Level { depth, now, next };
        // Parts wait for each other's pairs, so they all run at once, one per worker.
        let (grew, expanded) = searchlab::workers::run_parts(
            threads,
            |workers| Part::split(workers, layout.pairs().orders()),
            |part| sweep.run(&level, part),
            || progress(reached.load(Relaxed), count),
        )
        .into_iter()
        .fold((false, 0), |a, b| (a.0 | b.0, a.1 + b.1));
        now.clear();
        let placed = reached.load(Relaxed) - before;
        profile.levels.push((expanded, placed, clock.elapsed()));
        if !grew {
            break;
        }
        depth += 1;
    }
    progress(reached.load(Relaxed), count);
    let clock = Instant::now();
    let table = table.into_iter().map(AtomicU8::into_inner).collect();
    profile.finish = clock.elapsed();
    (table, profile)
}

/// The level being expanded: its depth, the blocks holding its pairs, and the blocks that
/// get pairs of the next level.
#[derive(Clone, Copy)]
struct Level<'a> {
    depth: u8,
    now: &'a Blocks,
    next: &'a Blocks,
}

/// One worker's part of a level: its number, which worker owns each block, where pairs
/// found in its blocks arrive, and where to send those of the others'.
struct Part {
    id: usize,
    owners: std::sync::Arc<[u8]>,
    inbox: Receiver<Vec<u64>>,
    outboxes: Vec<Option<Sender<Vec<u64>>>>,
}

/// The longest run of blocks dealt to a worker at a time: runs interleaved between the
/// workers spread each level's work evenly.
const DEAL: u32 = 256;

/// The worker owning each of `orders` blocks, for `workers` workers: runs of up to [`DEAL`]
/// blocks, at least 16 runs per worker (the 5×5 board's 6-tile tables have 720 blocks).
fn owners(workers: usize, orders: u32) -> Vec<u8> {
    let run = (orders / (16 * workers as u32)).clamp(1, DEAL);
    (0..orders).map(|order| ((order / run) as usize % workers) as u8).collect()
}

impl Part {
    /// The parts of `workers` workers for `orders` blocks, wired to each other.
    fn split(workers: usize, orders: u32) -> Vec<Part> {
        let owners: std::sync::Arc<[u8]> = owners(workers, orders).into();
        let (senders, inboxes): (Vec<_>, Vec<_>) = (0..workers).map(|_| mpsc::channel()).unzip();
        inboxes
            .into_iter()
            .enumerate()
            .map(|(id, inbox)| Part {
                id,
                owners: owners.clone(),
                inbox,
                outboxes: senders
                    .iter()
                    .enumerate()
                    .map(|(to, s)| (to != id).then(|| s.clone()))
                    .collect(),
            })
            .collect()
    }

    /// The worker owning block `order`.
    #[inline(always)]
    fn owner(&self, order: u32) -> usize {
        usize::from(self.owners[order as usize])
    }

    /// The blocks this worker owns.
    fn mine(&self) -> Vec<u32> {
        (0..self.owners.len() as u32).filter(|&o| self.owner(o) == self.id).collect()
    }
}

/// How many pattern tiles lie below each tile's square (`cover` holds the squares).
fn positions(squares: &[u8], cover: u32) -> [u8; MAX_TILES] {
    let mut positions = [0u8; MAX_TILES];
    for (p, &s) in positions.iter_mut().zip(squares) {
        *p = (cover & ((1 << s) - 1)).count_ones() as u8;
    }
    positions
}

/// A bit per block: whether it holds pairs of a level.
struct Blocks {
    bits: Vec<AtomicU64>,
}

impl Blocks {
    fn new(blocks: u32) -> Self {
        Blocks { bits: (0..blocks.div_ceil(64)).map(|_| AtomicU64::new(0)).collect() }
    }

    #[inline(always)]
    fn set(&self, block: u32) {
        self.set_if(block, true);
    }

    /// Flags `block` if `flag`, branching only when it must write (rarely).
    #[inline(always)]
    fn set_if(&self, block: u32, flag: bool) {
        let bit = u64::from(flag) << (block % 64);
        let word = &self.bits[(block / 64) as usize];
        if word.load(Relaxed) & bit != bit {
            word.fetch_or(bit, Relaxed);
        }
    }

    #[inline(always)]
    fn get(&self, block: u32) -> bool {
        self.bits[(block / 64) as usize].load(Relaxed) >> (block % 64) & 1 == 1
    }

    fn clear(&self) {
        for word in &self.bits {
            word.store(0, Relaxed);
        }
    }
}

/// What the workers of one build share.
struct Sweep<'a> {
    layout: &'a PairLayout,
    placements: Placements,
    kind: TableKind,
    marks: &'a Marks,
    table: &'a [AtomicU8],
    reached: &'a AtomicU64,
    tiles: usize,
}

impl Sweep<'_> {
    /// One worker's share of a level: expands the pairs of the level in its blocks, marks
    /// the new pairs it finds in them and sends the others' to their owners, and marks those
    /// it is sent; returns whether any new pair was marked and how many pairs it expanded. Uses the CPU's population
    /// count instruction where there is one (ranks count bits all the time).
    fn run(&self, level: &Level, part: Part) -> (bool, u64) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has the instruction.
            return unsafe { self.run_with_popcnt(level, part) };
        }
        self.run_portable(level, part)
    }

    /// [`Sweep::run_portable`] compiled with the population count instruction.
    ///
    /// # Safety
    /// The CPU must have POPCNT (`is_x86_feature_detected!("popcnt")`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn run_with_popcnt(&self, level: &Level, part: Part) -> (bool, u64) {
        self.run_portable(level, part)
    }

    #[inline(always)]
    fn run_portable(&self, level: &Level, mut part: Part) -> (bool, u64) {
        let words = u64::from(self.layout.pairs().block() / 32);
        let mut worker = Worker {
            level: *level,
            mark: level_mark(level.depth + 1),
            gathered: (0..part.outboxes.len()).map(|_| Vec::with_capacity(BATCH)).collect(),
            grew: false,
            placed: 0,
            expanded: 0,
        };
        for order in part.mine().into_iter().filter(|&o| level.now.get(o)) {
            let mut block = Block::new(self.layout, order, level.depth);
            block.first_slot = u64::from(order) * u64::from(self.layout.pairs().block());
            let first_word = u64::from(order) * words;
            // A word's pairs become done only once the next word is expanded: a placement's
            // pairs may straddle two words, and the first of them writes the table entry.
            let mut expanded = (first_word, 0);
            for w in 0..words {
                let hits = slots_marked(self.marks.word(first_word + w), block.mark);
                let mut left = hits;
                while left != 0 {
                    let slot = (w * 32) as u32 + left.trailing_zeros() / 2;
                    left &= left - 1;
                    self.expand(&mut block, slot, &mut part, &mut worker);
                    worker.expanded += 1;
                }
                self.marks.retire(expanded.0, expanded.1);
                expanded = (first_word + w, hits);
            }
            self.marks.retire(expanded.0, expanded.1);
            while let Ok(batch) = part.inbox.try_recv() {
                self.mark_all(&batch, &mut worker);
            }
            self.reached.fetch_add(std::mem::take(&mut worker.placed), Relaxed);
        }
        let own = std::mem::take(&mut worker.gathered[part.id]);
        self.mark_all(&own, &mut worker);
        for (outbox, batch) in part.outboxes.iter().zip(worker.gathered.iter_mut()) {
            if let Some(outbox) = outbox.as_ref().filter(|_| !batch.is_empty()) {
                let _ = outbox.send(std::mem::take(batch));
            }
        }
        // The inbox closes when every other worker is done sending.
        part.outboxes.clear();
        for batch in part.inbox.iter() {
            self.mark_all(&batch, &mut worker);
        }
        self.reached.fetch_add(worker.placed, Relaxed);
        (worker.grew, worker.expanded)
    }

    /// Writes the table entry of the pair in `slot` of `block` (see [`Sweep::entry`]), then
    /// slides each pattern tile next to its region into it. A move within a row keeps the
    /// order: its pair is in this block, whose marks are in cache, and is marked at once.
    /// Moves that change the order are gathered by the owner of their block, their marks not
    /// read yet.
    #[inline(always)]
    fn expand(&self, block: &mut Block, slot: u32, part: &mut Part, worker: &mut Worker) {
        let info = self.layout.slot(slot);
        if let Some(entry) = self.entry(block, slot, info) {
            self.table[entry].store(worker.level.depth, Relaxed);
            worker.placed += 1;
        }
        let (near, far) = self.layout.steps(info);
        for step in near {
            self.mark(block.order, step.slot(), worker);
        }
        for step in far {
            let order =
                block.child_order(self.layout, step.position_before(), step.position_after());
            let owner = part.owner(order);
            let gathered = &mut worker.gathered[owner];
            gathered.push(u64::from(order) << 32 | u64::from(step.slot()));
            if gathered.len() == BATCH {
                let batch = std::mem::replace(gathered, Vec::with_capacity(BATCH));
                match &part.outboxes[owner] {
                    Some(outbox) => {
                        let _ = outbox.send(batch);
                    }
                    None => self.mark_all(&batch, worker),
                }
            }
        }
    }

    /// The table entry the pair in `slot` of `block` writes: its own in a zero-aware table
    /// (numbered by [`crate::pdb::numbering::pairs::PairIndex`]); in a plain one, its placement's if this is
    /// the placement's first level and the pair its first at this level (none otherwise).
    #[inline(always)]
    fn entry(&self, block: &Block, slot: u32, info: Slot) -> Option<usize> {
        let placement = || {
            let mut sorted = [0u8; MAX_TILES];
            self.layout.cover_squares(info.cover, &mut sorted);
            let squares = block.positions[..self.tiles].iter().map(|&p| sorted[usize::from(p)]);
            self.placements.rank_of(squares)
        };
        if self.kind == TableKind::ZeroAware {
            let pairs = self.layout.pairs();
            return Some(pairs.slot_number(block.order, slot, placement()) as usize);
        }
        // The placement's pairs: none done (of an earlier level) and none of this level
        // before this one.
        let first_sibling = block.first_slot + u64::from(slot - u32::from(info.sibling));
        let siblings = self.marks.run(first_sibling, u32::from(info.siblings));
        let done = slots_marked(siblings, DONE) & ((1u128 << (2 * info.siblings)) - 1) as u64;
        let before = slots_marked(siblings, block.mark) & ((1u64 << (2 * info.sibling)) - 1);
        (done | before == 0).then(|| placement() as usize)
    }

    /// Marks the pairs of `batch` (in this worker's blocks; each is a block above a slot),
    /// asking for marks ahead.
    #[inline(always)]
    fn mark_all(&self, batch: &[u64], worker: &mut Worker) {
        let length = u64::from(self.layout.pairs().block());
        for (i, &pair) in batch.iter().enumerate() {
            if let Some(&ahead) = batch.get(i + AHEAD) {
                self.marks.prefetch((ahead >> 32) * length + (ahead & 0xFFFF_FFFF));
            }
            self.mark((pair >> 32) as u32, pair as u32, worker);
        }
    }

    /// Marks the pair in slot `slot` of block `order` (one of this worker's) as being of
    /// the next level if it is unseen. Only the block's owner writes there, so a plain write is enough.
    #[inline(always)]
    fn mark(&self, order: u32, slot: u32, worker: &mut Worker) {
        let index = u64::from(order) * u64::from(self.layout.pairs().block()) + u64::from(slot);
        let new = self.marks.set_if_unseen(index, worker.mark);
        worker.grew |= new;
        worker.level.next.set_if(order, new);
    }
}

/// A worker's state during a level: the mark of new pairs, the pairs gathered for each
/// worker (itself included), whether it marked any pair, the placements it reached since it
/// last said so, and the pairs it expanded.
struct Worker<'a> {
    level: Level<'a>,
    mark: Mark,
    gathered: Vec<Vec<u64>>,
    grew: bool,
    placed: u64,
    expanded: u64,
}

/// A block being expanded: the mark of its level's pairs, its order (which tile is at which
/// position), and the orders its pairs' moves lead to, worked out as they are asked for.
struct Block {
    order: u32,
    /// The index of the block's first slot.
    first_slot: u64,
    mark: Mark,
    tiles: usize,
    /// `positions[i]`: pattern tiles below tile i.
    positions: [u8; MAX_TILES],
    /// `child_orders[from][to]`: the order after the tile at position `from` moves to
    /// position `to` (this order when they are equal, `u32::MAX` until asked for).
    child_orders: [[u32; MAX_TILES]; MAX_TILES],
}

impl Block {
    fn new(layout: &PairLayout, order: u32, depth: u8) -> Self {
        let tiles = layout.pairs().tiles();
        let mut positions = [0u8; MAX_TILES];
        layout.pairs().order_unrank(order, &mut positions);
        let mut child_orders = [[u32::MAX; MAX_TILES]; MAX_TILES];
        for &p in &positions[..tiles] {
            child_orders[usize::from(p)][usize::from(p)] = order;
        }
        Block { order, first_slot: 0, mark: level_mark(depth), tiles, positions, child_orders }
    }

    /// The order after the tile at position `from` moves to position `to`: the tiles
    /// between shift by one. Cost: O(k) the first time, O(1) after.
    #[inline(always)]
    fn child_order(&mut self, layout: &PairLayout, from: u8, to: u8) -> u32 {
        let cached = &mut self.child_orders[usize::from(from)][usize::from(to)];
        if *cached == u32::MAX {
            let mut positions = self.positions;
            for p in positions[..self.tiles].iter_mut() {
                *p = if *p == from {
                    to
                } else if from < *p && *p <= to {
                    *p - 1
                } else if to <= *p && *p < from {
                    *p + 1
                } else {
                    *p
                };
            }
            *cached = layout.pairs().order_rank(&positions[..self.tiles]);
        }
        *cached
    }
}
