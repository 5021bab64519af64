//! The engines' view of a search space, and the adapters that give the trait API
//! ([`Problem`], [`MoveCost`]) that view. The closure front-ends ([`super::closures`]) give
//! it too, so that each algorithm is written once for both.

use super::{Cost, Heuristic, Keyed, MoveCost, Problem};
use std::hash::Hash;

/// A space as the engines search it: successors come as `Edge`s, the engine's own buffer
/// type, split into a move, a state and a cost only when examined, so that no adapter copies
/// its successor list.
pub(crate) trait Space {
    type State: Clone;
    type Move: Copy;
    type Cost: Cost;
    type Edge;

    /// Pushes every edge out of `state` onto `out`, in the order to try them.
    fn successors(&mut self, state: &Self::State, out: &mut Vec<Self::Edge>);
    /// The move, the state it leads to and its cost, for an edge out of `from`.
    fn split(
        &mut self,
        from: &Self::State,
        edge: Self::Edge,
    ) -> (Self::Move, Self::State, Self::Cost);
    /// Whether `state` is a goal.
    fn is_goal(&mut self, state: &Self::State) -> bool;
}

/// A space whose states have keys for the engines' records.
pub(crate) trait KeyedSpace: Space {
    type Key: Clone + Eq + Hash;
    fn key(&mut self, state: &Self::State) -> Self::Key;
}

/// A space with an admissible estimate of the cost left.
pub(crate) trait InformedSpace: Space {
    fn estimate(&mut self, state: &Self::State) -> Self::Cost;
}

/// A [`Problem`] as a space whose moves cost 1.
pub(crate) struct UnitMoves<'p, P>(pub &'p P);

impl<P: Problem> Space for UnitMoves<'_, P> {
    type State = P::State;
    type Move = P::Move;
    type Cost = u32;
    type Edge = (P::Move, P::State);

    #[inline]
    fn successors(&mut self, state: &P::State, out: &mut Vec<Self::Edge>) {
        self.0.successors(state, out);
    }

    #[inline]
    fn split(&mut self, _: &P::State, (m, next): Self::Edge) -> (P::Move, P::State, u32) {
        (m, next, 1)
    }

    #[inline]
    fn is_goal(&mut self, state: &P::State) -> bool {
        self.0.is_goal(state)
    }
}

impl<P: Keyed> KeyedSpace for UnitMoves<'_, P> {
    type Key = P::Key;

    #[inline]
    fn key(&mut self, state: &P::State) -> P::Key {
        self.0.key(state)
    }
}

impl<P: Heuristic> InformedSpace for UnitMoves<'_, P> {
    #[inline]
    fn estimate(&mut self, state: &P::State) -> u32 {
        self.0.estimate(state)
    }
}

/// A [`MoveCost`] problem as a space whose moves cost what the problem says.
pub(crate) struct CostedMoves<'p, P>(pub &'p P);

impl<P: MoveCost> Space for CostedMoves<'_, P> {
    type State = P::State;
    type Move = P::Move;
    type Cost = P::Cost;
    type Edge = (P::Move, P::State);

    #[inline]
    fn successors(&mut self, state: &P::State, out: &mut Vec<Self::Edge>) {
        self.0.successors(state, out);
    }

    #[inline]
    fn split(&mut self, from: &P::State, (m, next): Self::Edge) -> (P::Move, P::State, P::Cost) {
        let cost = self.0.cost(from, m);
        (m, next, cost)
    }

    #[inline]
    fn is_goal(&mut self, state: &P::State) -> bool {
        self.0.is_goal(state)
    }
}

impl<P: MoveCost + Keyed> KeyedSpace for CostedMoves<'_, P> {
    type Key = P::Key;

    #[inline]
    fn key(&mut self, state: &P::State) -> P::Key {
        self.0.key(state)
    }
}

/// No estimate: A* with it is Dijkstra's algorithm.
impl<P: MoveCost> InformedSpace for CostedMoves<'_, P> {
    #[inline]
    fn estimate(&mut self, _: &P::State) -> P::Cost {
        P::Cost::ZERO
    }
}
