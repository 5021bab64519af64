//! The shape of a space: its connected components (moves taken both ways), its strongly
//! connected components (moves one way), and a topological order of an acyclic one, or a
//! cycle that forbids it. All iterative: a path of a million states needs no deep call
//! stack.

use super::tree::Tree;
use std::hash::Hash;

/// The connected components of the space spanned by `states`, when `neighbours` is
/// symmetric (b is a neighbour of a exactly when a is one of b): each component once, in
/// the order of its first state in `states`, its states in breadth-first order from it.
///
/// Cost: O(states + edges) time; a record per state.
///
/// ```
/// use searchlab::search::connected_components;
///
/// // Numbers 0..10 joined when they differ by 3: three components, by remainder mod 3.
/// let near = |&n: &i32| [n - 3, n + 3].into_iter().filter(|n| (0..10).contains(n));
/// let components = connected_components(0..10, near);
/// assert_eq!(components, vec![vec![0, 3, 6, 9], vec![1, 4, 7], vec![2, 5, 8]]);
/// ```
pub fn connected_components<S, I>(
    states: impl IntoIterator<Item = S>,
    mut neighbours: impl FnMut(&S) -> I,
) -> Vec<Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    let mut tree: Tree<S, (), u32> = Tree::new();
    let mut components = Vec::new();
    for state in states {
        let first = match tree.insert_root(state, 0) {
            Ok(first) => first,
            Err(_) => continue,
        };
        // The tree numbers states as first seen, so the component is a range of numbers.
        let mut at = first;
        while (at as usize) < tree.len() {
            for next in neighbours(tree.state(at)) {
                let _ = tree.insert(next, at, Some(()), 0);
            }
            at += 1;
        }
        components.push((first..at).map(|id| tree.state(id).clone()).collect());
    }
    components
}

/// The strongly connected components of the space reachable from `states` (each state
/// reaching every other of its component by moves), by Tarjan's algorithm, iterative:
/// each component once, a component listed only after every component it reaches (sinks
/// first: the reverse of a topological order of the components), its states in the
/// order first seen.
///
/// Cost: O(states + edges) time; a record and two numbers per state, and the successor
/// iterators of the current path.
///
/// ```
/// use searchlab::search::strongly_connected_components;
///
/// // 0 ⇄ 1 → 2 ⇄ 3, and 4 → 0.
/// let next = |&n: &u8| match n {
///     0 => vec![1],
///     1 => vec![0, 2],
///     2 => vec![3],
///     3 => vec![2],
///     _ => vec![0],
/// };
/// let components = strongly_connected_components([0, 4], next);
/// assert_eq!(components, vec![vec![2, 3], vec![0, 1], vec![4]]);
/// ```
pub fn strongly_connected_components<S, I>(
    states: impl IntoIterator<Item = S>,
    mut successors: impl FnMut(&S) -> I,
) -> Vec<Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    // A state's number is its index in Tarjan's sense (the order first seen); `low` the
    // least number it reaches back to through the depth-first tree and one more edge.
    let mut tree: Tree<S, (), u32> = Tree::new();
    let (mut low, mut on_stack) = (Vec::new(), Vec::new());
    let (mut stack, mut path, mut components) = (Vec::new(), Vec::new(), Vec::new());
    for state in states {
        let mut reached = tree.insert_root(state, 0);
        loop {
            if let Ok(id) = reached {
                low.push(id);
                on_stack.push(true);
                stack.push(id);
                path.push((id, successors(tree.state(id)).into_iter()));
            }
            let (at, untried) = match path.last_mut() {
                Some(top) => top,
                None => break,
            };
            let at = *at;
            if let Some(next) = untried.next() {
                reached = tree.insert(next, at, Some(()), 0);
                if let Err(seen) = reached {
                    if on_stack[seen as usize] {
                        low[at as usize] = low[at as usize].min(seen);
                    }
                }
                continue;
            }
            reached = Err(at);
            path.pop();
            if let Some(&(parent, _)) = path.last() {
                low[parent as usize] = low[parent as usize].min(low[at as usize]);
            }
            if low[at as usize] == at {
                let start = stack.iter().rposition(|&id| id == at).expect("on the stack");
                let members: Vec<u32> = stack.drain(start..).collect();
                members.iter().for_each(|&id| on_stack[id as usize] = false);
                components.push(members.into_iter().map(|id| tree.state(id).clone()).collect());
            }
        }
    }
    components
}

/// The strongly connected component of `start`: the states it reaches that reach it back,
/// `start` first, then in the order first seen. Cost: that of
/// [`strongly_connected_components`] on the states `start` reaches.
///
/// ```
/// use searchlab::search::strongly_connected_component;
///
/// // 0 → 1 → 2 → 0 and 2 → 3: 3 is reached but does not reach back.
/// let next = |&n: &u8| match n {
///     0 => vec![1],
///     1 => vec![2],
///     2 => vec![0, 3],
///     _ => vec![],
/// };
/// assert_eq!(strongly_connected_component(1, next), vec![1, 2, 0]);
/// ```
pub fn strongly_connected_component<S, I>(start: S, successors: impl FnMut(&S) -> I) -> Vec<S>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    // The start is finished last, so its component is the last one closed.
    let mut components = strongly_connected_components([start], successors);
    components.pop().expect("the start's own component")
}

/// The states reachable from `roots` in an order where each comes before its successors
/// (a topological order), or, if the moves form a cycle, `Err` with one: its states in
/// order, each moving to the next and the last to the first. The order is the reverse of
/// the order a depth-first search from the roots, in the order given, finishes states.
///
/// Cost: O(states + edges) time; a record per state, and the successor iterators of the
/// current path (iterative: a chain of a million states is fine).
///
/// ```
/// use searchlab::search::topological_sort;
///
/// // Getting dressed: each item before the ones listed after it.
/// let after = |&item: &&str| match item {
///     "socks" => vec!["shoes"],
///     "trousers" => vec!["shoes", "belt"],
///     "shirt" => vec!["belt", "tie"],
///     _ => vec![],
/// };
/// let order = topological_sort(["socks", "trousers", "shirt"], after).unwrap();
/// assert_eq!(order, vec!["shirt", "tie", "trousers", "belt", "socks", "shoes"]);
///
/// let cycle = topological_sort([1], |&n: &u8| vec![n % 3 + 1]).unwrap_err();
/// assert_eq!(cycle, vec![1, 2, 3]);
/// ```
pub fn topological_sort<S, I>(
    roots: impl IntoIterator<Item = S>,
    mut successors: impl FnMut(&S) -> I,
) -> Result<Vec<S>, Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    let mut tree: Tree<S, (), u32> = Tree::new();
    let mut on_path = Vec::new();
    let (mut path, mut finished) = (Vec::new(), Vec::new());
    for root in roots {
        let mut reached = tree.insert_root(root, 0);
        loop {
            if let Ok(id) = reached {
                on_path.push(true);
                path.push((id, successors(tree.state(id)).into_iter()));
            }
            let (at, untried) = match path.last_mut() {
                Some(top) => top,
                None => break,
            };
            let at = *at;
            if let Some(next) = untried.next() {
                reached = tree.insert(next, at, Some(()), 0);
                if let Err(seen) = reached {
                    if on_path[seen as usize] {
                        let start =
                            path.iter().position(|&(id, _)| id == seen).expect("on the path");
                        return Err(path[start..]
                            .iter()
                            .map(|(id, _)| tree.state(*id).clone())
                            .collect());
                    }
                }
                continue;
            }
            reached = Err(at);
            on_path[at as usize] = false;
            path.pop();
            finished.push(at);
        }
    }
    Ok(finished.into_iter().rev().map(|id| tree.state(id).clone()).collect())
}
