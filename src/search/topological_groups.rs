//! A topological order in groups: the states no move enters, then those entered only from
//! the first group, and so on (Kahn's algorithm, a layer at a time).

use super::tree::Tree;
use std::hash::Hash;

/// The groups of the states reachable from `states` (with `states` themselves), `pathfinding`'s
/// `topological_sort_into_groups`: the first group the states no move enters, each next
/// group the states entered only from earlier groups, each group in the order its states
/// were first seen (the order given, then breadth first). Every move goes from a group to a
/// later one, and no state could be in an earlier group. If the moves form a cycle, `Err`
/// with the groups found and the states left: those on a cycle or after one.
///
/// Cost: O(states + edges) time; a record and a list of successors' numbers per state.
///
/// ```
/// use searchlab::search::topological_sort_into_groups;
///
/// // Courses and what each is needed for.
/// let needed_for = |&course: &&str| match course {
///     "algebra" => vec!["calculus", "statistics"],
///     "calculus" => vec!["physics"],
///     "statistics" => vec!["physics"],
///     _ => vec![],
/// };
/// let terms = topological_sort_into_groups(["algebra"], needed_for).unwrap();
/// assert_eq!(terms, vec![vec!["algebra"], vec!["calculus", "statistics"], vec!["physics"]]);
///
/// let (groups, left) = topological_sort_into_groups([0u8], |&n| vec![(n + 1) % 3]).unwrap_err();
/// assert_eq!((groups.len(), left), (0, vec![0, 1, 2]));
/// ```
#[allow(clippy::type_complexity)] // pathfinding's signature, as its users know it
pub fn topological_sort_into_groups<S, I>(
    states: impl IntoIterator<Item = S>,
    mut successors: impl FnMut(&S) -> I,
) -> Result<Vec<Vec<S>>, (Vec<Vec<S>>, Vec<S>)>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
{
    let mut tree: Tree<S, (), u32> = Tree::new();
    for state in states {
        let _ = tree.insert_root(state, 0);
    }
    let (mut offsets, mut heads) = (vec![0u32], Vec::new());
    let mut at = 0;
    while (at as usize) < tree.len() {
        for next in successors(tree.state(at)) {
            let id = tree.insert(next, at, Some(()), 0).unwrap_or_else(|seen| seen);
            heads.push(id);
        }
        offsets.push(heads.len() as u32);
        at += 1;
    }
    let mut entering = vec![0u32; tree.len()];
    heads.iter().for_each(|&to| entering[to as usize] += 1);
    let mut group: Vec<u32> =
        (0..tree.len() as u32).filter(|&id| entering[id as usize] == 0).collect();
    let (mut groups, mut placed) = (Vec::new(), 0);
    while !group.is_empty() {
        let mut next = Vec::new();
        for &id in &group {
            for &to in &heads[offsets[id as usize] as usize..offsets[id as usize + 1] as usize] {
                entering[to as usize] -= 1;
                if entering[to as usize] == 0 {
                    next.push(to);
                }
            }
        }
        next.sort_unstable();
        placed += group.len();
        groups.push(group.iter().map(|&id| tree.state(id).clone()).collect());
        group = next;
    }
    if placed == tree.len() {
        return Ok(groups);
    }
    let left = (0..tree.len() as u32).filter(|&id| entering[id as usize] > 0);
    Err((groups, left.map(|id| tree.state(id).clone()).collect()))
}
