//! What a search reports: the work it did, and for IDA*'s problem form the path found.

/// How much work a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// States whose successors were generated.
    pub expanded: u64,
    /// Successor states generated (including ones already seen; IDA* leaves out the step
    /// straight back to the parent, which it never takes).
    pub generated: u64,
}

/// What a search returns: the moves from the start to a goal, if one was found, and the work done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<M> {
    /// The moves of the solution, in order; `None` when the search found no goal.
    pub path: Option<Vec<M>>,
    /// Nodes expanded and generated.
    pub stats: Stats,
}
