//! A search space written as a type, as IDA*'s problem form takes it.

/// A search space whose moves all cost 1.
pub trait Problem {
    /// A node of the space.
    type State: Clone;
    /// A label for an edge, returned in solution paths.
    type Move: Copy;

    /// Pushes onto `out` every move legal in `state` with the state it leads to, in the
    /// order searches should try them (BFS and DFS keep this order; ties in A* do not).
    fn successors(&self, state: &Self::State, out: &mut Vec<(Self::Move, Self::State)>);

    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;
}

/// A lower bound on the number of moves from a state to the nearest goal.
pub trait Heuristic: Problem {
    /// Never more than the true distance (admissible); 0 at a goal.
    fn estimate(&self, state: &Self::State) -> u32;
}

/// A key per state, distinct for distinct states, under which IDA*'s transposition table
/// remembers states ([`idastar_problem_with_table`](super::idastar_problem_with_table)).
pub trait Keyed: Problem {
    /// The key: a number, or a compact encoding of the state.
    type Key: Clone + Eq + std::hash::Hash;
    /// The key of `state`.
    fn key(&self, state: &Self::State) -> Self::Key;
}
