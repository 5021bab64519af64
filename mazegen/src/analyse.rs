//! What can be measured on a maze: the path between two cells, and texture statistics.

use super::grid::Maze;
use searchlab::cells::Shape;
use std::fmt;

/// Breadth-first distances from `(x, y)` over open cells (`u32::MAX` where unreachable).
/// Cost: O(width × height) time and 4 bytes a cell.
fn distances(maze: &Maze, from: (usize, usize)) -> Vec<u32> {
    let shape = Shape { width: maze.width(), height: maze.height() };
    shape.distances([shape.index(from.1, from.0)], |cell| maze.is_open_at(cell))
}

/// The cells of the path from the top-left room to the bottom-right room, both included,
/// found by breadth-first search; `None` if they are not connected.
///
/// ```
/// use mazegen::{generate, solve, Algorithm, Maze};
///
/// let mut maze = Maze::new(9, 9).unwrap();
/// generate(&mut maze, Algorithm::Backtracker, 3, &mut |_| {});
/// let path = solve(&maze).unwrap();
/// assert_eq!((path[0], *path.last().unwrap()), ((1, 1), (7, 7)));
/// ```
pub fn solve(maze: &Maze) -> Option<Vec<(usize, usize)>> {
    let w = maze.width();
    let start = (1, 1);
    let goal = (w - 2, maze.height() - 2);
    let dist = distances(maze, goal);
    if dist[start.1 * w + start.0] == u32::MAX {
        return None;
    }
    // Walk downhill from the start to the goal.
    let mut path = vec![start];
    let mut at = start;
    while at != goal {
        let d = dist[at.1 * w + at.0];
        at = maze
            .open_neighbours(at.0, at.1)
            .find(|&(x, y)| dist[y * w + x] + 1 == d)
            .expect("a neighbour one step closer");
        path.push(at);
    }
    Some(path)
}

/// Texture figures of a maze, to compare the algorithms.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    /// Rooms with a single opening.
    pub dead_ends: usize,
    /// The longest path between two cells, in cells moved (the corridor tree's diameter).
    pub longest_path: u32,
    /// Of the rooms with exactly two openings, the share whose openings face each other.
    pub straight_share: f64,
}

/// The figures as `mazegen --stats` prints them, a line each: `dead ends: 12`, `longest
/// path: 40`, `straight corridors: 25.0%`.
impl fmt::Display for Texture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "dead ends: {}", self.dead_ends)?;
        writeln!(f, "longest path: {}", self.longest_path)?;
        write!(f, "straight corridors: {:.1}%", 100.0 * self.straight_share)
    }
}

/// Dead ends, the longest path (two breadth-first searches) and the straight share.
/// Cost: O(width × height).
pub fn stats(maze: &Maze) -> Texture {
    let (mut dead_ends, mut two_way, mut straight) = (0usize, 0usize, 0usize);
    for y in (1..maze.height()).step_by(2) {
        for x in (1..maze.width()).step_by(2) {
            let openings: Vec<(usize, usize)> = maze.open_neighbours(x, y).collect();
            match openings.len() {
                1 => dead_ends += 1,
                2 => {
                    two_way += 1;
                    if openings[0].0 == openings[1].0 || openings[0].1 == openings[1].1 {
                        straight += 1;
                    }
                }
                _ => {}
            }
        }
    }
    let w = maze.width();
    let first = distances(maze, (1, 1));
    let far = (0..first.len())
        .filter(|&i| first[i] != u32::MAX)
        .max_by_key(|&i| first[i])
        .unwrap_or(w + 1);
    drop(first);
    let second = distances(maze, (far % w, far / w));
    let longest_path = second.iter().filter(|&&d| d != u32::MAX).max().copied().unwrap_or(0);
    Texture {
        dead_ends,
        longest_path,
        straight_share: if two_way == 0 { 0.0 } else { straight as f64 / two_way as f64 },
    }
}
