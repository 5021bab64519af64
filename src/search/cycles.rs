//! Cycles: the shortest one through a start ([`bfs_loop`]), and the cycle a sequence
//! `x, f(x), f(f(x)), …` falls into ([`brent`], [`floyd`]), found in O(1) memory.

use super::edges::unit_edges;
use super::engine::breadth_first;
use super::found::{found_at, Found, Successor};
use super::roots::rooted;
use std::hash::Hash;

/// A shortest cycle through `start` (fewest moves): a path from `start` back to it, the
/// first such in successor order, or `None` if `start` cannot be reached again. The path
/// holds `start` at both ends.
///
/// Cost: as [`bfs`](super::bfs), each state reached compared with `start`.
///
/// ```
/// use searchlab::search::bfs_loop;
///
/// // A one-way ring 0 → 1 → … → 5 → 0 with a shortcut 2 → 0.
/// let next = |&n: &u8| if n == 2 { vec![3, 0] } else { vec![(n + 1) % 6] };
/// assert_eq!(bfs_loop(0, next).unwrap().states, vec![0, 1, 2, 0]);
/// assert!(bfs_loop(9, |_: &u8| vec![0u8]).is_none());
/// ```
pub fn bfs_loop<S, E, I>(
    start: S,
    successors: impl FnMut(&S) -> I,
) -> Option<Found<S, E::Label, u32>>
where
    S: Clone + Eq + Hash,
    E: Successor<S>,
    I: IntoIterator<Item = E>,
{
    let home = start.clone();
    let mut tree = rooted(start);
    let outcome = breadth_first(&mut tree, unit_edges(successors), |state| *state == home);
    found_at(&tree, outcome)
}

/// The cycle the sequence `start, f(start), f(f(start)), …` falls into, by Brent's
/// algorithm: `(λ, first, μ)`, its length λ, its first element, and μ, the index of that
/// element in the sequence (the length of the tail before the cycle).
///
/// Cost: O(μ + λ) calls of `f`: fewer than 2(μ + λ) to find λ, then λ + 2μ at most to
/// find μ, fewer when the walk can set out from an element of the tail past the start
/// (the tortoise's place of the round before); O(1) memory (a few elements alive at a
/// time).
///
/// ```
/// use searchlab::search::brent;
///
/// // x → x² + 1 mod 255 from 3: 3, 10, 101, 2, 5, 26, 167, 95, 101, … (cycle of 6 from 101).
/// let (length, first, tail) = brent(3u32, |&x| (x * x + 1) % 255);
/// assert_eq!((length, first, tail), (6, 101, 2));
/// ```
pub fn brent<S: Clone + Eq>(start: S, mut f: impl FnMut(&S) -> S) -> (usize, S, usize) {
    // Find λ: the hare runs ahead in rounds of doubling length, the tortoise waiting at
    // the start of each (`at`, its index). `earlier` keeps the round before: where its
    // tortoise waited, that element's index and the round's length.
    let (mut power, mut length, mut at) = (1, 1, 0);
    let mut tortoise = start.clone();
    let mut earlier = (start.clone(), 0, 0);
    let mut hare = f(&start);
    while tortoise != hare {
        if power == length {
            earlier = (std::mem::replace(&mut tortoise, hare.clone()), at, power);
            at += power;
            power *= 2;
            length = 0;
        }
        hare = f(&hare);
        length += 1;
    }
    // Find μ: two walkers λ apart meet at the cycle's first element. They set out from
    // the earlier round's tortoise when that round ran at least λ steps (were its element
    // on the cycle, the hare would have met it then), else from the start.
    let (mut tortoise, mut tail) =
        if length <= earlier.2 { (earlier.0, earlier.1) } else { (start, 0) };
    let mut hare = tortoise.clone();
    for _ in 0..length {
        hare = f(&hare);
    }
    while tortoise != hare {
        tortoise = f(&tortoise);
        hare = f(&hare);
        tail += 1;
    }
    (length, tortoise, tail)
}

/// [`brent`]'s answer by Floyd's tortoise and hare (one step against two): the same
/// `(λ, first, μ)`, in about three times as many calls of `f` as Brent's.
///
/// Cost: O(μ + λ) calls of `f`, O(1) memory.
///
/// ```
/// use searchlab::search::floyd;
///
/// let (length, first, tail) = floyd(3u32, |&x| (x * x + 1) % 255);
/// assert_eq!((length, first, tail), (6, 101, 2));
/// ```
pub fn floyd<S: Clone + Eq>(start: S, mut f: impl FnMut(&S) -> S) -> (usize, S, usize) {
    let mut tortoise = f(&start);
    let mut hare = f(&tortoise);
    while tortoise != hare {
        tortoise = f(&tortoise);
        let step = f(&hare);
        hare = f(&step);
    }
    // The tortoise is now a multiple of λ steps in: from the start and from it, walkers in
    // step meet at the cycle's first element.
    let mut tail = 0;
    let mut walker = start;
    while walker != tortoise {
        walker = f(&walker);
        tortoise = f(&tortoise);
        tail += 1;
    }
    let mut length = 1;
    let mut hare = f(&walker);
    while hare != walker {
        hare = f(&hare);
        length += 1;
    }
    (length, walker, tail)
}
