//! Inversion parity and the solvability rule of W×H sliding-tile puzzles, for any goal.
//!
//! Boards are row-major slices of tile numbers with `0` for the blank. A move swaps the
//! blank with a neighbour: a horizontal move keeps the order of the tiles read row by row,
//! a vertical move on a board of width W moves one tile past W − 1 others. Hence:
//!
//! * odd width: the parity of the inversion count never changes;
//! * even width: inversions + the blank's row keeps its parity.
//!
//! On boards at least 2×2 these invariants are also sufficient: a state reaches the goal
//! exactly when its invariant equals the goal's. A 1×N or N×1 board can only slide the
//! blank along the line, so there the tiles must already be in the goal's order.
//!
//! ```
//! use searchlab::parity::solvable;
//!
//! let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
//! // One slide away from the goal: solvable. Two tiles swapped: never.
//! assert!(solvable(&[1, 2, 3, 4, 5, 6, 7, 0, 8], &goal, 3));
//! assert!(!solvable(&[2, 1, 3, 4, 5, 6, 7, 8, 0], &goal, 3));
//! ```

/// The number of pairs `i < j` with `tiles[i] > tiles[j]`, ignoring the blank (`0`).
///
/// Cost: O(n²) comparisons, no allocation (n is the board size, at most a few hundred).
///
/// ```
/// use searchlab::parity::inversions;
///
/// assert_eq!(inversions(&[3, 1, 0, 2]), 2); // 3 > 1 and 3 > 2; the blank is left out
/// ```
pub fn inversions(tiles: &[u8]) -> usize {
    let mut count = 0;
    for (i, &a) in tiles.iter().enumerate() {
        if a == 0 {
            continue;
        }
        count += tiles[i + 1..].iter().filter(|&&b| b != 0 && b < a).count();
    }
    count
}

/// Whether `state` can reach `goal` by sliding tiles on a board `width` squares wide.
///
/// Both must be row-major arrangements of the same tiles with one blank (`0`), and
/// `state.len()` a multiple of `width`. Cost: O(n²) for the inversion counts.
///
/// ```
/// use searchlab::parity::solvable;
///
/// let goal = [1, 2, 3, 0];
/// assert!(solvable(&[0, 1, 3, 2], &goal, 2));
/// assert!(!solvable(&[2, 1, 3, 0], &goal, 2));
/// ```
pub fn solvable(state: &[u8], goal: &[u8], width: usize) -> bool {
    debug_assert_eq!(state.len(), goal.len());
    debug_assert!(width > 0 && state.len() % width == 0);
    let height = state.len() / width;
    if width == 1 || height == 1 {
        let tiles = |board: &[u8]| board.iter().copied().filter(|&t| t != 0).collect::<Vec<u8>>();
        return tiles(state) == tiles(goal);
    }
    invariant(state, width) == invariant(goal, width)
}

/// The parity every move preserves: inversions, plus the blank's row on even widths.
fn invariant(board: &[u8], width: usize) -> usize {
    let blank_row = board.iter().position(|&t| t == 0).map_or(0, |p| p / width);
    let row_term = if width % 2 == 0 { blank_row } else { 0 };
    (inversions(board) + row_term) % 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashSet, VecDeque};

    #[test]
    fn inversions_ignore_the_blank() {
        assert_eq!(inversions(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
        assert_eq!(inversions(&[0, 2, 1]), 1);
        assert_eq!(inversions(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), 28);
        assert_eq!(inversions(&[2, 3, 4, 1, 5, 0, 7, 6, 8]), 4);
    }

    /// Every arrangement reachable from `goal` by legal moves, found by plain BFS.
    fn reachable(goal: &[u8], width: usize) -> HashSet<Vec<u8>> {
        let height = goal.len() / width;
        let mut seen = HashSet::from([goal.to_vec()]);
        let mut queue = VecDeque::from([goal.to_vec()]);
        while let Some(board) = queue.pop_front() {
            let blank = board.iter().position(|&t| t == 0).unwrap();
            let (row, col) = (blank / width, blank % width);
            let mut neighbours = Vec::new();
            if row > 0 {
                neighbours.push(blank - width);
            }
            if row + 1 < height {
                neighbours.push(blank + width);
            }
            if col > 0 {
                neighbours.push(blank - 1);
            }
            if col + 1 < width {
                neighbours.push(blank + 1);
            }
            for next in neighbours {
                let mut child = board.clone();
                child.swap(blank, next);
                if seen.insert(child.clone()) {
                    queue.push_back(child);
                }
            }
        }
        seen
    }

    /// Every arrangement of `0..n`, via `perm` (whose round trip is tested on its own).
    fn all_arrangements(n: usize) -> Vec<Vec<u8>> {
        (0..crate::perm::factorial(n))
            .map(|r| {
                let mut p = vec![0; n];
                crate::perm::unrank(r, &mut p);
                p
            })
            .collect()
    }

    /// The rule agrees with exhaustive reachability for every arrangement of the board.
    fn check_rule(width: usize, height: usize, goals: &[Vec<u8>]) {
        let n = width * height;
        let arrangements = all_arrangements(n);
        for goal in goals {
            let reach = reachable(goal, width);
            for state in &arrangements {
                assert_eq!(
                    solvable(state, goal, width),
                    reach.contains(state),
                    "{width}x{height}: {state:?} -> {goal:?}"
                );
            }
            if width > 1 && height > 1 {
                assert_eq!(reach.len() * 2, arrangements.len(), "half the space reachable");
            }
        }
    }

    fn goals_for(n: usize) -> Vec<Vec<u8>> {
        let standard: Vec<u8> = (1..n as u8).chain([0]).collect();
        let blank_first: Vec<u8> = (0..n as u8).collect();
        let reversed: Vec<u8> = (0..n as u8).rev().collect();
        let mut blank_middle: Vec<u8> = (1..n as u8).rev().collect();
        blank_middle.insert(n / 2, 0);
        vec![standard, blank_first, reversed, blank_middle]
    }

    #[test]
    fn rule_matches_reachability_on_small_boards() {
        for (w, h) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (1, 4), (3, 1)] {
            check_rule(w, h, &goals_for(w * h));
        }
    }

    #[test]
    fn rule_matches_reachability_on_three_by_three() {
        let mut goals = goals_for(9);
        goals.push(vec![1, 2, 3, 8, 0, 4, 7, 6, 5]);
        check_rule(3, 3, &goals);
    }
}
