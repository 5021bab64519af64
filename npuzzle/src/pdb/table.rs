//! A group's table and how its entries are numbered: one per placement of the group's
//! tiles, or one per pair (placement, blank region), a *zero-aware* table (Clausecker and
//! Reinefeld, 2019). A plain entry is the least of its placement's pairs; a zero-aware
//! entry also counts the moves of the group's tiles that the blank needs to get from its
//! region to the goal's, so it is never lower, and it stays additive.

use super::building::build::{build, TableKind, UNREACHED};
use super::numbering::index::Placements;
use super::numbering::pairs::PairIndex;
use super::numbering::symmetry::Symmetry;
use super::storing::bytes::TableBytes;
use super::storing::packing::{code, pack, Floors, PER_BYTE};
use searchlab::cells::Shape;
use std::sync::Arc;

/// The kind of the tables of boards of `shape`: zero-aware beyond 16 squares. On the 5×5
/// board a 6-tile group has 1.42 pairs a placement (724 MB for the four tables of 6-6-6-6,
/// instead of 510 MB), and Korf's instance 25 takes a third fewer expansions
/// (BENCHMARKS.md); the 15-puzzle's 8-tile group has 2.75 (1.4 GB instead of 519 MB).
pub fn table_kind(shape: Shape) -> TableKind {
    if shape.squares() > 16 {
        TableKind::ZeroAware
    } else {
        TableKind::Plain
    }
}

/// How the entries of the tables of one group size on one board are numbered.
#[derive(Clone, Debug)]
pub struct Numbering {
    tiles: usize,
    scheme: Scheme,
}

#[derive(Clone, Debug)]
enum Scheme {
    Placements(Placements),
    Pairs(Arc<PairIndex>),
}

impl Numbering {
    /// The numbering of `kind` tables of `tiles` tiles on `shape`. Cost: O(1) for plain
    /// tables; O(C(n, k)·n) time and about 20 bytes per cover for zero-aware ones (3.7 MB
    /// and 14 ms for 6 tiles on 5×5; see `PairIndex`).
    ///
    /// ```
    /// use npuzzle::pdb::{Numbering, TableKind};
    /// use searchlab::cells::Shape;
    ///
    /// let shape = Shape::new(3, 3);
    /// // Tile 0 on square 1, tile 1 on square 3: the blank's corner is walled in.
    /// let plain = Numbering::new(TableKind::Plain, shape, 2);
    /// assert_eq!(plain.len(), 72);
    /// assert_eq!(plain.number(&[1, 3], 0), plain.number(&[1, 3], 8));
    /// let zero_aware = Numbering::new(TableKind::ZeroAware, shape, 2);
    /// assert_ne!(zero_aware.number(&[1, 3], 0), zero_aware.number(&[1, 3], 8));
    /// assert_eq!(zero_aware.number(&[1, 3], 4), zero_aware.number(&[1, 3], 8));
    /// ```
    pub fn new(kind: TableKind, shape: Shape, tiles: usize) -> Self {
        let scheme = match kind {
            TableKind::Plain => Scheme::Placements(Placements::new(shape.squares(), tiles)),
            TableKind::ZeroAware => Scheme::Pairs(Arc::new(PairIndex::new(shape, tiles))),
        };
        Numbering { tiles, scheme }
    }

    /// Tiles in the group.
    pub fn tiles(&self) -> usize {
        self.tiles
    }

    /// The kind of table numbered.
    pub fn kind(&self) -> TableKind {
        match self.scheme {
            Scheme::Placements(_) => TableKind::Plain,
            Scheme::Pairs(_) => TableKind::ZeroAware,
        }
    }

    /// Entries in a table.
    pub fn len(&self) -> u64 {
        match &self.scheme {
            Scheme::Placements(placements) => placements.count(),
            Scheme::Pairs(pairs) => pairs.entries(),
        }
    }

    /// Whether a table has no entries (never: a group has a placement at least).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The placement of entry `entry` (below [`Self::len`]) into `out[..k]`: tile i's square
    /// (a pocket's entry: one of the placements it stands for with the blank in a pocket).
    /// Cost: O(k), and O(k² + log C(n, k)) for a pocket's.
    pub fn placement(&self, entry: u64, out: &mut [u8]) {
        match &self.scheme {
            Scheme::Placements(placements) => placements.unrank(entry as u32, out),
            Scheme::Pairs(pairs) => pairs.placement(entry, out),
        }
    }

    /// Calls `visit(entry, squares)` for every entry in `entries`, in order, with its
    /// placement (see [`Self::placement`]). Cost: O(k) an entry.
    pub fn for_each_placement(&self, entries: std::ops::Range<u64>, visit: impl FnMut(u64, &[u8])) {
        match &self.scheme {
            Scheme::Placements(placements) => placements.for_each(entries, visit),
            Scheme::Pairs(pairs) => pairs.for_each_placement(entries, visit),
        }
    }

    /// `bytes`, a table of a byte per entry numbered so, packed at two bits an entry above
    /// `floors` on `threads` threads (see [`Floors`]). Cost: O(k) an entry.
    ///
    /// ```
    /// use npuzzle::pdb::{Floors, PatternTable, TableKind};
    /// use searchlab::cells::Shape;
    ///
    /// // The 8-puzzle's top row, zero-aware, a byte an entry and then packed.
    /// let shape = Shape::new(3, 3);
    /// let bytes = PatternTable::build(shape, &[1, 2], 0, TableKind::ZeroAware, 1);
    /// let floors = Floors::new(shape, &[1, 2]);
    /// let packed = bytes.numbering.pack(&bytes.table, &floors, 2);
    /// assert_eq!(packed.len(), bytes.table.len().div_ceil(4));
    /// let packed = PatternTable { table: packed.into(), floors: Some(floors), ..bytes.clone() };
    /// // Tiles 1 and 2 swapped, the blank below them: Manhattan distance 2, and one tile
    /// // steps aside and back: 4, kept as 1 above the floor.
    /// assert_eq!(bytes.value(&[2, 1], 4), 4);
    /// assert_eq!(packed.value(&[2, 1], 4), 4);
    /// ```
    pub fn pack(&self, bytes: &[u8], floors: &Floors, threads: usize) -> Vec<u8> {
        let placements =
            |entries, visit: &mut dyn FnMut(u64, &[u8])| self.for_each_placement(entries, visit);
        pack(bytes, floors, UNREACHED, threads, &placements)
    }

    /// The entry of tile i on `squares[i]` with the blank on `blank` (a free square).
    /// Cost: O(k), and for zero-aware tables a read or two of the numbering's arrays.
    #[inline(always)]
    pub fn number(&self, squares: &[u8], blank: u8) -> usize {
        match &self.scheme {
            Scheme::Placements(placements) => placements.rank(squares) as usize,
            Scheme::Pairs(pairs) => pairs.number(squares, blank) as usize,
        }
    }
}

/// Where a lookup's value is kept: its entry, and the floor a packed entry is read above
/// (0 in a table of a byte per entry).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spot {
    /// The entry's number.
    pub entry: usize,
    /// The group's Manhattan distance, in a packed table.
    pub floor: u8,
}

/// One group's table: the orientation it is kept in, its tiles' goal squares in that
/// orientation (in table order), how its entries are numbered, and its entries (held, or
/// mapped from the cache): a byte each, or, with `floors`, two bits each (see [`Floors`]).
#[derive(Clone, Debug)]
pub struct PatternTable {
    /// Maps the goal's squares to the table's (a symmetry of the board).
    pub frame: Symmetry,
    /// The goal squares of the group's tiles, in the table's frame.
    pub pattern: Vec<u8>,
    /// How the entries are numbered.
    pub numbering: Numbering,
    /// The value of every entry (`Vec<u8>` converts into it), or with `floors` its two-bit
    /// code.
    pub table: TableBytes,
    /// For a table packed at two bits an entry, the floors its entries are read above.
    pub floors: Option<Floors>,
}

impl PatternTable {
    /// The `kind` table of the group whose goal squares are `pattern` on `shape`, the
    /// blank's goal on `blank_goal`, built at once on `threads` threads (see [`build`])
    /// and kept in the board's own frame. Cost: that of [`build`].
    ///
    /// ```
    /// use npuzzle::pdb::{PatternTable, TableKind};
    /// use searchlab::cells::Shape;
    ///
    /// // The 8-puzzle's top row, blank first: tile 1 home, tile 2 one square below home.
    /// let shape = Shape::new(3, 3);
    /// let table = PatternTable::build(shape, &[1, 2], 0, TableKind::Plain, 1);
    /// assert_eq!(table.value(&[1, 2], 8), 0);
    /// assert_eq!(table.value(&[1, 5], 8), 1);
    /// ```
    pub fn build(
        shape: Shape,
        pattern: &[u8],
        blank_goal: usize,
        kind: TableKind,
        threads: usize,
    ) -> Self {
        PatternTable {
            frame: Symmetry::identity(shape),
            pattern: pattern.to_vec(),
            numbering: Numbering::new(kind, shape, pattern.len()),
            table: build(shape, pattern, blank_goal, kind, threads, &|_, _| {}).into(),
            floors: None,
        }
    }

    /// The same table, its bytes copied into huge pages (see [`TableBytes::in_huge_pages`]).
    pub fn in_huge_pages(self) -> Self {
        PatternTable { table: self.table.in_huge_pages(), ..self }
    }

    /// The value of the group's tiles on `squares` (in table order, in the table's frame)
    /// with the blank on `blank` (a free square). Cost: that of [`Self::locate`], and a
    /// read of the table.
    #[inline(always)]
    pub fn value(&self, squares: &[u8], blank: u8) -> u8 {
        self.read(self.locate(squares, blank))
    }

    /// Where the value of the group's tiles on `squares` with the blank on `blank` is kept.
    /// Cost: see [`Numbering::number`]; in a packed table, k reads of its floors more.
    #[inline(always)]
    pub fn locate(&self, squares: &[u8], blank: u8) -> Spot {
        let entry = self.numbering.number(squares, blank);
        let floor = self.floors.as_ref().map_or(0, |floors| floors.floor(squares));
        Spot { entry, floor }
    }

    /// The byte holding `spot`'s entry (to ask the processor for it early).
    #[inline(always)]
    pub fn byte(&self, spot: Spot) -> &u8 {
        match self.floors {
            None => &self.table[spot.entry],
            Some(_) => &self.table[spot.entry / PER_BYTE],
        }
    }

    /// The value kept at `spot`. Cost: a read of the table.
    #[inline(always)]
    pub fn read(&self, spot: Spot) -> u8 {
        match self.floors {
            None => self.table[spot.entry],
            Some(_) => spot.floor + 2 * code(&self.table, spot.entry),
        }
    }
}
