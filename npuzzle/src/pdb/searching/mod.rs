//! Searching: IDA* on the tables — the search state and its estimate, dual lookups, move
//! pruning, reads asked for ahead, and one board's search shared by threads and shards.

pub(super) mod dual;
mod prefetch;
pub mod pruning;
pub(super) mod puzzle;
pub mod shared_search;
