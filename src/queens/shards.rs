//! Splitting an N-queens count into tasks (prefixes of the first rows) and the tasks into
//! shards of about equal work, the same way on every machine, so that separate processes
//! can each count one shard and the partial counts add up to the total.

use super::classes::Part;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Rows below a task's prefix that its work estimate looks at.
const PROBE_ROWS: usize = 2;

/// The fewest tasks per shard a plan aims at, and the fewest tasks overall (so that the
/// threads of one machine share the work evenly too).
const TASKS_PER_SHARD: usize = 32;
const MIN_TASKS: usize = 256;

/// The boards below this size are counted whole, by enumeration.
const SMALLEST_SPLIT: usize = 6;

/// The most shards a count splits into: the plan for N = 27 in 10,000 shards has 3.7 million
/// tasks and takes about 7 s to make (on every shard), against hours of counting.
pub const MAX_SHARDS: usize = 10_000;

/// Shard `index` of `of` (1-based, as written `I/K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which shard, `1..=of`.
    pub index: usize,
    /// How many shards share the count.
    pub of: usize,
}

impl Shard {
    /// The whole count as one shard.
    pub const WHOLE: Shard = Shard { index: 1, of: 1 };
}

impl FromStr for Shard {
    type Err = String;

    /// Parses `I/K` with `1 <= I <= K <= MAX_SHARDS`.
    fn from_str(text: &str) -> Result<Shard, String> {
        let invalid =
            || format!("a shard is written I/K with 1 <= I <= K <= {MAX_SHARDS}, got '{text}'");
        let (index, of) = text.split_once('/').ok_or_else(invalid)?;
        let index: usize = index.trim().parse().map_err(|_| invalid())?;
        let of: usize = of.trim().parse().map_err(|_| invalid())?;
        if index == 0 || index > of || of > MAX_SHARDS {
            return Err(invalid());
        }
        Ok(Shard { index, of })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.of)
    }
}

/// One task: the search below a prefix of the first rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The 0-based columns of the queens in the first rows (empty: the whole board).
    pub prefix: Vec<u8>,
    /// The estimated work: search nodes within two rows below the prefix.
    pub work: u64,
    /// The shard that counts it, 0-based.
    pub shard: usize,
}

/// How the count of an `n`-queens board is split over `shards` shards: the tasks, in a
/// fixed order, each with its owner. The same `n` and `shards` give the same plan
/// everywhere. The prefixes are disjoint (none is the start of another) and together
/// cover every class of solutions once.
///
/// The tasks are all prefixes one row deeper than the parts' own start, deepened until
/// there are at least 32 per shard (and 256 in all); shards get the tasks largest first,
/// each to the shard with the least estimated work so far.
///
/// Cost: O(tasks × n) plus the probes (a small fraction of the count for n ≥ 12).
pub fn plan(n: usize, shards: usize) -> Vec<Task> {
    assert!(
        (1..=super::MAX_COUNT).contains(&n),
        "n = {} out of range",
        n
    );
    assert!((1..=MAX_SHARDS).contains(&shards), "{} shards", shards);
    let prefixes = if n < SMALLEST_SPLIT {
        vec![Vec::new()]
    } else {
        prefixes(n, (TASKS_PER_SHARD * shards).max(MIN_TASKS))
    };
    let mut tasks: Vec<Task> = prefixes
        .into_iter()
        .map(|prefix| Task {
            work: if prefix.is_empty() {
                1
            } else {
                Part::probe(n, &prefix, PROBE_ROWS)
            },
            prefix,
            shard: 0,
        })
        .collect();
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

/// The parts' start prefixes, each deepened row by row (in order, lowest column first)
/// until there are at least `wanted` prefixes or none can go deeper.
fn prefixes(n: usize, wanted: usize) -> Vec<Vec<u8>> {
    let mut prefixes = Part::roots(n);
    let mut deeper = true;
    let mut first = true;
    while deeper && (first || prefixes.len() < wanted) {
        first = false;
        deeper = false;
        let mut next = Vec::new();
        for prefix in prefixes {
            if !Part::can_deepen(n, &prefix) {
                next.push(prefix);
                continue;
            }
            deeper = true;
            for column in Part::children(n, &prefix) {
                let mut child = prefix.clone();
                child.push(column);
                next.push(child);
            }
        }
        prefixes = next;
    }
    prefixes
}

/// The number of solutions of the `n`-queens puzzle (`n` in `1..=MAX_COUNT`) counted by
/// shard `shard` of the plan for its number of shards; the shards of one plan add up to
/// the total. Runs on `threads` threads (at least one), largest tasks first;
/// `progress(done, tasks)` is called as tasks finish.
///
/// Cost: exponential in n, about an eighth of a plain backtracking search split over the
/// shards (n = 17, the whole count: about 3.5 s on two cores here).
///
/// ```
/// use searchlab::queens::{count_shard, Shard};
///
/// let shards = (1..=3).map(|index| count_shard(10, Shard { index, of: 3 }, 1, &|_, _| {}));
/// assert_eq!(shards.sum::<u64>(), 724);
/// ```
pub fn count_shard(
    n: usize,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> u64 {
    assert!(
        (1..=shard.of).contains(&shard.index),
        "shard {} out of range",
        shard
    );
    let mut tasks: Vec<Task> = plan(n, shard.of)
        .into_iter()
        .filter(|task| task.shard + 1 == shard.index)
        .collect();
    tasks.sort_by_key(|task| Reverse(task.work));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    crate::workers::run(threads.min(tasks.len()), || {
        let mut total = 0u64;
        while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
            total += count_task(n, &task.prefix);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, tasks.len());
        }
        total
    })
    .into_iter()
    .sum()
}

/// The solutions below one task's prefix, each symmetry class counted with its size (the
/// empty prefix of a small board: all its solutions, by enumeration).
fn count_task(n: usize, prefix: &[u8]) -> u64 {
    if prefix.is_empty() {
        let mut total = 0;
        super::for_each_solution(n, |_| {
            total += 1;
            true
        });
        total
    } else {
        Part::count(n, prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_print() {
        let shard: Shard = "3/8".parse().unwrap();
        assert_eq!(shard, Shard { index: 3, of: 8 });
        assert_eq!(shard.to_string(), "3/8");
        assert!("10000/10000".parse::<Shard>().is_ok());
        for bad in [
            "0/8", "9/8", "3", "3/", "/8", "a/b", "3/8/1", "-1/8", "", "1/10001",
        ] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

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
