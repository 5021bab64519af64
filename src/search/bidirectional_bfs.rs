//! Bidirectional breadth-first search: two frontiers, from the start and from the goal,
//! grown a whole layer at a time (the smaller first) until they touch.

use super::edges::unit_edges;
use super::found::{Found, Successor};
use super::stats::Stats;
use super::tree::Tree;
use std::hash::Hash;
use std::ops::Range;

/// A shortest path (fewest moves) from `start` to `goal` by breadth-first search from both
/// ends at once. `successors` gives the moves out of a state; `predecessors` the moves
/// into it, each as the state it comes from, labelled (if at all) with the label of the
/// move from that state. For reversible moves without labels, pass the same closure twice.
/// `None` if `goal` cannot be reached.
///
/// The same distance as [`super::bfs`], from far fewer states: two searches of half the
/// depth each (on the 8-puzzle, about b^(d/2) states against b^d).
///
/// Cost: O(states + edges) of the two half-depth balls; one hash-map record per state
/// reached from either end.
///
/// ```
/// use searchlab::search::{bidirectional_bfs, Labelled};
///
/// // A 1000-long corridor: ±1 steps, each labelled with its direction.
/// let forward = |&n: &i32| [Labelled('>', n + 1), Labelled('<', n - 1)];
/// // The move into n from n - 1 was a '>' step, from n + 1 a '<' step.
/// let backward = |&n: &i32| [Labelled('>', n - 1), Labelled('<', n + 1)];
/// let found = bidirectional_bfs(0, 1000, forward, backward).unwrap();
/// assert_eq!(found.cost, 1000);
/// assert!(found.moves.iter().all(|&m| m == '>'));
/// assert_eq!((found.states[0], found.states[1000]), (0, 1000));
/// ```
pub fn bidirectional_bfs<S, E, I, B, J>(
    start: S,
    goal: S,
    successors: impl FnMut(&S) -> I,
    predecessors: impl FnMut(&S) -> J,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
    B: Successor<S, Label = E::Label>,
    J: IntoIterator<Item = B>,
{
    let mut stats = Stats::default();
    let forward = &mut End::new(Tree::new(), start, unit_edges(successors));
    let backward = &mut End::new(Tree::seeded_like(&forward.tree), goal, unit_edges(predecessors));
    if forward.tree.find(backward.tree.state(0)).is_some() {
        return Some(joined(forward, backward, 0, stats));
    }
    while !forward.layer.is_empty() && !backward.layer.is_empty() {
        let met = if forward.layer.len() <= backward.layer.len() {
            let met = forward.grow(&backward.tree, &mut stats);
            met.map(|id| backward.tree.find(forward.tree.state(id)).unwrap())
        } else {
            backward.grow(&forward.tree, &mut stats)
        };
        if let Some(meeting) = met {
            return Some(joined(forward, backward, meeting, stats));
        }
    }
    None
}

/// One end of the search: its successors (or predecessors), its records, and the numbers
/// of its last layer (breadth first, the records are numbered layer by layer).
struct End<S, M, F> {
    successors: F,
    tree: Tree<S, M, u32>,
    layer: Range<u32>,
}

impl<S: Clone + Eq + Hash, M: Copy, F: FnMut(&S, &mut Vec<(M, S)>)> End<S, M, F> {
    /// An end rooted at `root`, its records kept in the empty `tree`.
    fn new(mut tree: Tree<S, M, u32>, root: S, successors: F) -> Self {
        let _ = tree.insert_root(root, 0);
        End { successors, tree, layer: 0..1 }
    }

    /// Expands the whole last layer into the next; returns the number of the first new
    /// state the other end has reached. As no state was reached by both ends before this
    /// layer, the distance exceeds the two depths' sum, so the first meeting is a shortest
    /// path.
    fn grow(&mut self, other: &Tree<S, M, u32>, stats: &mut Stats) -> Option<u32> {
        let (mut edges, mut hashes) = (Vec::new(), Vec::new());
        let layer = self.layer.clone();
        self.layer = layer.end..layer.end;
        for at in layer {
            (self.successors)(self.tree.state(at), &mut edges);
            stats.expanded += 1;
            stats.generated += edges.len() as u64;
            let depth = self.tree.cost(at) + 1;
            self.tree.prepare(edges.iter().map(|(_, state)| state), &mut hashes);
            hashes.iter().for_each(|&hash| other.prefetch_slot(hash));
            for ((m, next), &hash) in edges.drain(..).zip(&hashes) {
                if let Ok(id) = self.tree.insert_hashed(next, hash, at, Some(m), depth) {
                    self.layer.end = id + 1;
                    if other.find_hashed(self.tree.state(id), hash).is_some() {
                        return Some(id);
                    }
                }
            }
        }
        None
    }
}

/// The path through the meeting state, numbered `meeting` by the backward end: the
/// forward records up to it, the backward ones after it.
fn joined<S: Clone + Eq + Hash, M: Copy, F, B>(
    forward: &End<S, M, F>,
    backward: &End<S, M, B>,
    meeting: u32,
    stats: Stats,
) -> Found<S, M, u32> {
    let state = backward.tree.state(meeting);
    let mut found = Found::from_tree(&forward.tree, forward.tree.find(state).unwrap(), stats);
    let (back_ids, back_moves) = backward.tree.trail(meeting);
    let back_states = back_ids.iter().rev().skip(1).map(|&id| backward.tree.state(id).clone());
    found.states.extend(back_states);
    found.moves.extend(back_moves.into_iter().rev());
    found.cost = found.moves.len() as u32;
    found
}
