//! Searching: IDA* on the tables — the search state and its estimate, dual lookups, move
//! pruning, and one board's search shared by threads.

pub(super) mod dual;
pub mod pruning;
pub(super) mod puzzle;
pub mod shared_search;
