//! Additive disjoint pattern databases for boards of up to 25 squares, and IDA* on them
//! (Korf and Felner, 2002): the tiles are split into groups; each group's table holds, for
//! every placement of its tiles, the fewest moves of those tiles that bring them home. Moves
//! of different groups are different moves, so the groups' values add up to an admissible
//! estimate. On square boards whose blank goes on the main diagonal, the same tables also
//! estimate the board reflected about that diagonal, and the search takes the larger sum.
//! Beyond 16 squares the tables are zero-aware ([`TableKind`]): an entry per placement and
//! region of free squares the blank is in.
//!
//! Tables are kept in one orientation per goal (see [`Symmetry::orientation`]): goals whose
//! blanks are images of each other under a turn or a mirror, such as blank-last and
//! blank-first, share their files.

mod building;
mod numbering;
pub mod plan;
pub mod searching;
mod storing;
mod table;

pub use building::build::{build, build_profiled, BuildProfile, TableKind, UNREACHED};
pub use building::build_cost::{build_cost, BuildCost};
pub use numbering::index::Placements;
pub use numbering::partition::{
    default_sizes, partition, sizes_text, BLOCKS_24, DEFAULT_UP_TO, KORF_FELNER_24, MAX_GROUPS,
    MAX_PARTITIONS, MAX_SQUARES, MAX_TABLE,
};
pub use numbering::symmetry::Symmetry;
pub use searching::dual::penalties;
pub use searching::puzzle::{PdbPuzzle, PdbState};
pub use storing::bytes::TableBytes;
pub use storing::cache::{
    cached, file_name, load_or_build, planned_sizes, shared, Provenance, CACHE_FROM, QUICK_BATCH,
    QUICK_SIZES,
};
pub use storing::packing::{packs, stored_bytes, Floors, PACK_FROM};
pub use storing::store::{checksum, load, open, save, Header, LoadError};
pub use table::{table_kind, Numbering, PatternTable, Spot};

#[cfg(test)]
mod tests;
