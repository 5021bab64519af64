//! The successors closures as the engines take them: a move's label, the state it reaches
//! and, for the weighted searches, its cost; and the estimate that makes A* Dijkstra's algorithm.

use super::cost::Cost;
use super::found::Successor;
/// A successors closure as the unit-cost engines take it: pushing each move's label with
/// the state it reaches.
pub(super) fn unit_edges<S, E: Successor<S>, I: IntoIterator<Item = E>>(
    mut successors: impl FnMut(&S) -> I,
) -> impl FnMut(&S, &mut Vec<(E::Label, S)>) {
    move |state, out| out.extend(successors(state).into_iter().map(E::into_parts))
}

/// Moves out of a state with costs: each move's label, the state it reaches and its cost.
pub(super) type WeightedEdges<M, S, C> = Vec<(M, S, C)>;

/// A successors closure as the weighted engines take it: pushing each move's label, the
/// state it reaches and its cost.
pub(super) fn weighted_edges<S, E: Successor<S>, C, I: IntoIterator<Item = (E, C)>>(
    mut successors: impl FnMut(&S) -> I,
) -> impl FnMut(&S, &mut WeightedEdges<E::Label, S, C>) {
    move |state, out| {
        out.extend(successors(state).into_iter().map(|(edge, cost)| {
            let (label, state) = edge.into_parts();
            (label, state, cost)
        }))
    }
}

/// No estimate: A* with it is Dijkstra's algorithm.
pub(super) fn no_estimate<S, C: Cost>(_: &S) -> C {
    C::ZERO
}
