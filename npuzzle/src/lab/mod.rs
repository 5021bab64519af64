//! The algorithms of `npuzzle` behind one call, for comparing them on the same board: the
//! classic lab line-up (BFS, bounded DFS, A*, IDA*) next to pattern databases and zones.

pub mod batch;
pub mod shards;
mod solve;

pub use solve::{
    bytes_per_state, solve, Method, Report, Search, Verdict, BFS_STATE_LIMIT,
    DEFAULT_MAX_MEMORY_MIB, TRANSPOSITIONS,
};
