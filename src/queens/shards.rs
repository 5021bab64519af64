//! Splitting an N-queens count by constellations into tasks (prefixes of the first rows) and the tasks into
//! shards of about equal work, the same way on every machine, so that separate processes
//! can each count one shard and the partial counts add up to the total.

use super::constellations::{self, Square};
use super::finish::Finish;
use super::limits::MAX_COUNT;
use super::listing::for_each_solution;
use super::spread::sum_over;
use crate::shard::{Shard, MAX_SHARDS};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Rows below a task's prefix that its work estimate looks at.
const PROBE_ROWS: usize = 2;

/// The fewest tasks per shard a plan aims at, and the fewest tasks overall (so that the
/// threads of one machine share the work evenly too).
const TASKS_PER_SHARD: usize = 32;
const MIN_TASKS: usize = 256;

/// The boards below this size are counted whole, by enumeration.
const SMALLEST_SPLIT: usize = 6;

/// One task: counting the ways to finish a board with some queens placed (a start
/// constellation of border queens, maybe with more queens in the rows below the first),
/// each way weighted by the size of the constellation's symmetry class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The 0-based columns of the queens placed in the first rows, every one of those rows
    /// taken (empty, with `below` empty too: the whole board of a small N).
    pub prefix: Vec<u8>,
    /// The other queens placed, as 0-based (row, column), top to bottom: the last row's and
    /// those of the border columns that lie below the prefix.
    pub below: Vec<(u8, u8)>,
    /// The estimated work: search nodes within two empty rows of the task.
    pub work: u64,
    /// The shard that counts it, 0-based.
    pub shard: usize,
}

/// How the count of an `n`-queens board is split over `shards` shards: the tasks, in a
/// fixed order, each with its owner. The same `n` and `shards` give the same plan
/// everywhere. The prefixes are disjoint (none is the start of another) and together
/// cover every class of solutions once.
///
/// The tasks are the start constellations, one per symmetry class (see `constellations`),
/// with queens added to their first empty row, row by row, until there are at least 32
/// tasks per shard (and 256 in all); shards get the tasks largest first, each to the shard
/// with the least estimated work so far.
///
/// Cost: O(tasks × n) plus the probes (a small fraction of the count for n ≥ 12).
pub fn plan(n: usize, shards: usize) -> Vec<Task> {
    assert!((1..=MAX_COUNT).contains(&n), "n = {} out of range", n);
    assert!((1..=MAX_SHARDS).contains(&shards), "{} shards", shards);
    let placements = if n < SMALLEST_SPLIT {
        vec![Vec::new()]
    } else {
        placements(n, (TASKS_PER_SHARD * shards).max(MIN_TASKS))
    };
    let mut tasks: Vec<Task> = placements.into_iter().map(|queens| task(n, queens)).collect();
    let mut largest_first: Vec<usize> = (0..tasks.len()).collect();
    largest_first.sort_by_key(|&i| Reverse(tasks[i].work));
    let mut loads: BinaryHeap<Reverse<(u64, usize)>> =
        (0..shards).map(|shard| Reverse((0, shard))).collect();
    for i in largest_first {
        if let Some(Reverse((load, shard))) = loads.pop() {
            tasks[i].shard = shard;
            loads.push(Reverse((load + tasks[i].work, shard)));
        }
    }
    tasks
}

/// The start constellations, each with a queen added to its first empty row in each way
/// (lowest column first), round after round, until there are at least `wanted` or none
/// has an empty row left.
fn placements(n: usize, wanted: usize) -> Vec<Vec<Square>> {
    let mut placements = constellations::constellations(n);
    let mut deeper = true;
    while deeper && placements.len() < wanted {
        deeper = false;
        let mut next = Vec::new();
        for queens in placements {
            match Finish::new(n, &queens).first_row() {
                None => next.push(queens),
                Some((row, columns)) => {
                    deeper = true;
                    for column in columns {
                        let mut child = queens.clone();
                        child.push((row, column));
                        child.sort_unstable();
                        next.push(child);
                    }
                }
            }
        }
        placements = next;
    }
    placements
}

/// The task that places `queens` (sorted by row), with its estimated work.
fn task(n: usize, queens: Vec<Square>) -> Task {
    let work = if queens.is_empty() { 1 } else { Finish::new(n, &queens).nodes(PROBE_ROWS) };
    let mut prefix = Vec::new();
    let mut below = Vec::new();
    for (row, column) in queens {
        if usize::from(row) == prefix.len() && below.is_empty() {
            prefix.push(column);
        } else {
            below.push((row, column));
        }
    }
    Task { prefix, below, work, shard: 0 }
}

/// The count of shard `shard` of an `n`-queens board by constellations: its tasks of the
/// plan for its number of shards, largest first, on `threads` threads; `progress(done,
/// tasks)` is called as tasks finish.
pub(super) fn count_constellations(
    n: usize,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> u64 {
    let mut tasks: Vec<Task> =
        plan(n, shard.of).into_iter().filter(|task| task.shard + 1 == shard.index).collect();
    tasks.sort_by_key(|task| Reverse(task.work));
    sum_over(&tasks, threads, 1, progress, |task, _: &mut ()| count_task(n, task))
}

/// The solutions that finish one task, each counted with its class's size (the empty task
/// of a small board: all its solutions, by enumeration).
fn count_task(n: usize, task: &Task) -> u64 {
    if task.prefix.is_empty() {
        let mut total = 0;
        for_each_solution(n, |_| {
            total += 1;
            true
        });
        return total;
    }
    let rows = (0..).zip(task.prefix.iter().copied());
    let queens: Vec<Square> = rows.chain(task.below.iter().copied()).collect();
    constellations::weight(n, &queens) * Finish::new(n, &queens).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_are_fixed_and_large_enough() {
        assert_eq!(plan(14, 5), plan(14, 5));
        assert!(plan(14, 1).len() >= MIN_TASKS);
        assert!(plan(16, 40).len() >= 40 * TASKS_PER_SHARD);
        assert_eq!(plan(5, 3).len(), 1, "small boards are one task");
    }

    #[test]
    fn estimated_work_spreads_evenly() {
        let tasks = plan(15, 4);
        let mut loads = [0u64; 4];
        for task in &tasks {
            loads[task.shard] += task.work;
        }
        let (max, min) = (loads.iter().max().unwrap(), loads.iter().min().unwrap());
        assert!(*max as f64 <= 1.02 * *min as f64, "{loads:?}");
    }
}
