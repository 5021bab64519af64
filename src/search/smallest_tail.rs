//! The spur searches of Yen's algorithm with ties in lexicographic order: the smallest of
//! the cheapest tails from the spur (every state within the cheapest cost, the moves that
//! keep it least, and a walk through them smallest state first).

use super::cost::Cost;
use super::found::Found;
use super::spur::{Spur, SpurRecords};
use std::collections::HashMap;
use std::hash::Hash;

/// Records `R` whose spur searches give the lexicographically smallest cheapest tail.
pub(super) struct Smallest<R>(pub(super) R);

impl<S: Clone + Ord + Hash, C: Cost, R: SpurRecords<S, C>> SpurRecords<S, C> for Smallest<R> {
    fn search<I: IntoIterator<Item = (S, C)>>(
        &mut self,
        spur: &Spur<S, C>,
        successors: impl FnMut(&S) -> I,
        is_goal: impl FnMut(&S) -> bool,
    ) -> Option<Found<S, (), C>> {
        smallest_tail(&mut self.0, spur, successors, is_goal)
    }

    fn reached_past(&self, banned: usize) -> Vec<(S, C)> {
        self.0.reached_past(banned)
    }
}

/// The lexicographically smallest of the cheapest paths from the spur to a goal: the
/// cheapest cost, then every state within it (goals not entered), the moves among them
/// that keep the cost least, the states from which such moves lead to a cheapest goal,
/// and a depth-first walk through those, smallest state first, entering none twice.
fn smallest_tail<S, C, R, I>(
    records: &mut R,
    spur: &Spur<S, C>,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
) -> Option<Found<S, (), C>>
where
    S: Clone + Ord + Hash,
    C: Cost,
    R: SpurRecords<S, C>,
    I: IntoIterator<Item = (S, C)>,
{
    let cheapest = records.search(spur, &mut successors, &mut is_goal)?;
    let least = cheapest.cost;
    let within = Spur { bound: Some(least), ..*spur };
    let mut entered = |state: &S| match is_goal(state) {
        true => None.into_iter().flatten(),
        false => Some(successors(state)).into_iter().flatten(),
    };
    let _ = records.search(&within, &mut entered, |_| false);
    let reached = records.reached_past(spur.banned.len());
    let number: HashMap<&S, usize> = reached.iter().enumerate().map(|(i, (s, _))| (s, i)).collect();
    let (tight, goal) = tight_moves(&reached, &number, least, &mut successors, &mut is_goal);
    let leads = leading_to(&tight, &goal);
    let walk = smallest_walk(&tight, &goal, &leads, number[spur.state])?;
    let states = walk.into_iter().map(|i| reached[i].0.clone()).collect::<Vec<S>>();
    let moves = vec![(); states.len() - 1];
    Some(Found { states, moves, cost: least, stats: cheapest.stats })
}

/// The moves among the `reached` states (numbered by `number`) that keep their cost least
/// (from a state that is no goal to one reached at exactly the move's cost more), each
/// state's in order of the states they enter; and which states are goals costing `least`.
fn tight_moves<S: Ord + Hash, C: Cost, I: IntoIterator<Item = (S, C)>>(
    reached: &[(S, C)],
    number: &HashMap<&S, usize>,
    least: C,
    mut successors: impl FnMut(&S) -> I,
    mut is_goal: impl FnMut(&S) -> bool,
) -> (Vec<Vec<usize>>, Vec<bool>) {
    let mut tight = vec![Vec::new(); reached.len()];
    let mut goal = vec![false; reached.len()];
    for (i, (state, cost)) in reached.iter().enumerate() {
        if *cost > least {
            continue;
        }
        if is_goal(state) {
            goal[i] = *cost == least;
            continue;
        }
        for (next, step) in successors(state) {
            match number.get(&next) {
                Some(&j) if reached[j].1 == cost.plus(step) => tight[i].push(j),
                _ => {}
            }
        }
        tight[i].sort_unstable_by(|&a, &b| reached[a].0.cmp(&reached[b].0));
        tight[i].dedup();
    }
    (tight, goal)
}

/// Which states lead to a goal over the `tight` moves: backward from the goals.
fn leading_to(tight: &[Vec<usize>], goal: &[bool]) -> Vec<bool> {
    let mut into = vec![Vec::new(); tight.len()];
    for (from, moves) in tight.iter().enumerate() {
        moves.iter().for_each(|&to| into[to].push(from));
    }
    let mut leads = goal.to_vec();
    let mut stack: Vec<usize> = (0..goal.len()).filter(|&i| goal[i]).collect();
    while let Some(at) = stack.pop() {
        for &from in &into[at] {
            if !leads[from] {
                leads[from] = true;
                stack.push(from);
            }
        }
    }
    leads
}

/// The lexicographically smallest walk from `start` to a goal over the `tight` moves
/// (each state's in order) through states that `leads` to one, entering no state twice:
/// depth first, the first walk to a goal.
fn smallest_walk(
    tight: &[Vec<usize>],
    goal: &[bool],
    leads: &[bool],
    start: usize,
) -> Option<Vec<usize>> {
    let mut on_walk = vec![false; tight.len()];
    on_walk[start] = true;
    // The walk, each state with the index of its next move to try.
    let mut walk = vec![(start, 0)];
    while let Some(&mut (at, ref mut tried)) = walk.last_mut() {
        if goal[at] {
            return Some(walk.into_iter().map(|(state, _)| state).collect());
        }
        let next = tight[at][*tried..].iter().position(|&to| leads[to] && !on_walk[to]);
        match next {
            Some(offset) => {
                let to = tight[at][*tried + offset];
                *tried += offset + 1;
                on_walk[to] = true;
                walk.push((to, 0));
            }
            None => {
                on_walk[at] = false;
                walk.pop();
            }
        }
    }
    None
}
