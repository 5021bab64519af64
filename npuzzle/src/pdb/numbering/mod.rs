//! Numbering: which tiles go in which table, and how a table's entries are numbered — the
//! placements of a group's tiles, the pairs (placement, blank region) of a zero-aware
//! table, and the board's symmetries that let one table serve several goals.

pub(super) mod index;
pub(super) mod pairs;
pub(super) mod partition;
pub(super) mod symmetry;
