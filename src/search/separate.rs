//! Components of states linked by groups: every two states of a group are in one component.

use crate::dsu::Dsu;
use std::collections::HashMap;
use std::hash::Hash;

/// The components formed by `groups` (every two states of a group are linked), as
/// `pathfinding`'s `separate_components`: each state's component, and each group's (an empty
/// group's is `usize::MAX`). Components are numbered 0, 1, … in the order of the first group
/// that holds each.
///
/// Cost: O(total group size) hashes and near-constant-time unions ([`Dsu`]).
///
/// ```
/// use searchlab::search::separate_components;
///
/// // Who shares a flat with whom: households link the people in them.
/// let households = [vec!["ann", "bob"], vec!["cy"], vec!["bob", "dee"], vec![]];
/// let (component_of, of_group) = separate_components(&households);
/// assert_eq!(of_group, vec![0, 1, 0, usize::MAX]);
/// assert_eq!((component_of["dee"], component_of["cy"]), (0, 1));
/// ```
pub fn separate_components<S, G>(groups: &[G]) -> (HashMap<S, usize>, Vec<usize>)
where
    S: Clone + Eq + Hash,
    G: AsRef<[S]>,
{
    let mut number: HashMap<S, usize> = HashMap::new();
    let mut first_of_group = Vec::with_capacity(groups.len());
    let mut links = Vec::new();
    for group in groups {
        let mut first = None;
        for state in group.as_ref() {
            let count = number.len();
            let id = *number.entry(state.clone()).or_insert(count);
            match first {
                None => first = Some(id),
                Some(head) => links.push((head, id)),
            }
        }
        first_of_group.push(first);
    }
    let mut linked = Dsu::new(number.len());
    for (a, b) in links {
        linked.merge(a, b);
    }
    let mut component_of_leader = vec![usize::MAX; number.len()];
    let mut components = 0;
    let of_group: Vec<usize> = first_of_group
        .iter()
        .map(|first| {
            first.map_or(usize::MAX, |id| {
                let leader = linked.leader(id);
                if component_of_leader[leader] == usize::MAX {
                    component_of_leader[leader] = components;
                    components += 1;
                }
                component_of_leader[leader]
            })
        })
        .collect();
    for id in number.values_mut() {
        *id = component_of_leader[linked.leader(*id)];
    }
    (number, of_group)
}
