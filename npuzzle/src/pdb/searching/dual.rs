//! Dual lookups on the sliding-tile puzzle (Felner, Zahavi, Schaeffer and Holte, "Dual
//! lookups in pattern databases", 2005), kept admissible when the blank is away from home.
//!
//! Name every tile after its goal square, so that the goal is the identity and the blank is
//! named z, its goal square. A board σ (the name on each square) is solved by swapping the
//! blank with a neighbour k times; played in reverse order on the board σ⁻¹ (on square y,
//! the name of the tile standing on y in σ), the same swaps solve it too, but the piece they
//! move is the tile named b, the blank's square in σ. Renaming b and z to each other gives
//! the *dual board*: the blank on z, tile b on σ(z), every other tile y on σ(y), to be
//! brought to the goal with tile b on z and the blank on b. It is exactly as far from that
//! goal as σ is from its own.
//!
//! A group's table measures distances to the real goal. In the group's abstract space (its
//! tiles only, the others indistinct and free to move) the two goals are some distance
//! apart, its *penalty* for b, and by the triangle inequality the table's value on the dual
//! board minus the penalty is a lower bound for the group's share of the dual's distance.
//! The penalty is 0 when the blank is home (b = z), and also for a group without tile b
//! when the blank can get from z to b around its tiles; otherwise it is a few moves.

use crate::pdb::building::build::UNREACHED;
use crate::pdb::table::PatternTable;
use searchlab::cells::Shape;
use searchlab::search::idastar_within;
use searchlab::tiles::grid::neighbour;
use searchlab::tiles::LEX_ORDER;

/// A node of a group's abstract space: its tiles' squares (in table order) and the lowest
/// square of the blank's region (the free squares the blank reaches without moving them).
type Node = (Vec<u8>, u8);

/// For every square b of `shape`, the penalty of `table`'s group (whose tiles go home to
/// its pattern) when the blank is on b, if it is at most `limit`: the fewest moves of the
/// group's tiles between its goal (the blank on `blank_goal`) and the dual's goal for b
/// (tile b on `blank_goal` if the group holds it, and the blank on b), the blank's region
/// told apart. `u8::MAX` where it is larger (or that goal cannot be reached). The table
/// guides the search. Squares are the table's.
///
/// Cost: an IDA* search per square bounded by `limit`, guided by the table: microseconds for
/// a limit of a move or two, growing with the limit (the 15-puzzle's go up to 15).
///
/// ```
/// use npuzzle::pdb::{penalties, PatternTable, TableKind};
/// use searchlab::cells::Shape;
///
/// // The 8-puzzle's top row, blank first: squares 1 and 2 hold tiles of the group.
/// let shape = Shape::new(3, 3);
/// let table = PatternTable::build(shape, &[1, 2], 0, TableKind::Plain, 1);
/// let penalty = penalties(shape, &table, 0, 3);
/// // Blank home: no penalty; next to home in the group: its tile's one move; elsewhere
/// // free (the blank walks round); tile 2 two squares off: over the limit of 3 moves.
/// assert_eq!(penalty[..4], [0, 1, u8::MAX, 0]);
/// ```
pub fn penalties(shape: Shape, table: &PatternTable, blank_goal: usize, limit: u8) -> Vec<u8> {
    let pattern = &table.pattern[..];
    let estimate = |(tiles, floor): &Node| match table.value(tiles, *floor) {
        UNREACHED => u32::from(u8::MAX),
        value => u32::from(value),
    };
    let home = (pattern.to_vec(), region_floor(shape, pattern, blank_goal));
    (0..shape.squares())
        .map(|b| {
            let mut tiles = pattern.to_vec();
            if let Some(tile) = pattern.iter().position(|&s| usize::from(s) == b) {
                tiles[tile] = blank_goal as u8;
            }
            let start = (tiles.clone(), region_floor(shape, &tiles, b));
            let steps = |node: &Node| abstract_moves(shape, node);
            let found = idastar_within(start, steps, estimate, |n| *n == home, limit.into());
            found.map_or(u8::MAX, |found| found.cost as u8)
        })
        .collect()
}

/// The moves of a group's tiles from `node`: a tile next to the blank's region slides into
/// it (cost 1), leaving the blank on the square it left.
fn abstract_moves(shape: Shape, (tiles, blank): &Node) -> Vec<(Node, u32)> {
    let region = region_of(shape, tiles, usize::from(*blank));
    let mut out = Vec::new();
    for (tile, &at) in tiles.iter().enumerate() {
        for m in LEX_ORDER {
            let Some(to) = neighbour(shape, usize::from(at), m) else {
                continue;
            };
            if region & 1 << to != 0 {
                let mut next = tiles.clone();
                next[tile] = to as u8;
                let floor = region_floor(shape, &next, usize::from(at));
                out.push(((next, floor), 1));
            }
        }
    }
    out
}

/// The squares (a bit each) the blank reaches from `from` without crossing `tiles`.
fn region_of(shape: Shape, tiles: &[u8], from: usize) -> u32 {
    let taken = tiles.iter().fold(0u32, |mask, &s| mask | 1 << s);
    let mut region = 1u32 << from;
    let mut stack = vec![from];
    while let Some(square) = stack.pop() {
        for m in LEX_ORDER {
            if let Some(next) = neighbour(shape, square, m) {
                if (taken | region) & 1 << next == 0 {
                    region |= 1 << next;
                    stack.push(next);
                }
            }
        }
    }
    region
}

/// The lowest square of the blank's region: one name for all of its squares.
fn region_floor(shape: Shape, tiles: &[u8], from: usize) -> u8 {
    region_of(shape, tiles, from).trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdb::TableKind;
    use std::collections::{HashMap, VecDeque};

    /// Abstract distances from the goal by 0-1 breadth-first search over (tiles, blank
    /// square) with every blank move listed: no regions, no table.
    fn distances_from_home(shape: Shape, pattern: &[u8], blank_goal: u8) -> HashMap<Node, u32> {
        let mut distance = HashMap::from([((pattern.to_vec(), blank_goal), 0u32)]);
        let mut queue = VecDeque::from([((pattern.to_vec(), blank_goal), 0u32)]);
        while let Some(((tiles, blank), d)) = queue.pop_front() {
            if distance[&(tiles.clone(), blank)] < d {
                continue;
            }
            for m in LEX_ORDER {
                let Some(to) = neighbour(shape, usize::from(blank), m) else {
                    continue;
                };
                let mut next = tiles.clone();
                let cost = match tiles.iter().position(|&s| usize::from(s) == to) {
                    Some(tile) => {
                        next[tile] = blank;
                        1
                    }
                    None => 0,
                };
                let node = (next, to as u8);
                if distance.get(&node).is_none_or(|&old| old > d + cost) {
                    distance.insert(node.clone(), d + cost);
                    if cost == 0 {
                        queue.push_front((node, d));
                    } else {
                        queue.push_back((node, d + 1));
                    }
                }
            }
        }
        distance
    }

    #[test]
    fn penalties_are_the_abstract_distances_between_the_two_goals() {
        let cases: [(usize, usize, &[u8], u8); 4] = [
            (3, 3, &[1, 2, 3, 4], 0),
            (3, 3, &[5, 6, 7, 8], 0),
            (3, 3, &[0, 1, 2, 3, 4, 5, 6], 8),
            (2, 3, &[1, 2, 3, 4, 5], 0),
        ];
        for (width, height, pattern, blank_goal) in cases {
            let shape = Shape::new(width, height);
            let limit = 6;
            let penalties_of = |kind| {
                let table = PatternTable::build(shape, pattern, usize::from(blank_goal), kind, 1);
                penalties(shape, &table, usize::from(blank_goal), limit)
            };
            let penalties = penalties_of(TableKind::Plain);
            assert_eq!(penalties, penalties_of(TableKind::ZeroAware), "either table guides");
            let distance = distances_from_home(shape, pattern, blank_goal);
            for (b, &penalty) in penalties.iter().enumerate() {
                let mut tiles = pattern.to_vec();
                if let Some(tile) = pattern.iter().position(|&s| usize::from(s) == b) {
                    tiles[tile] = blank_goal;
                }
                let expected = match distance.get(&(tiles, b as u8)) {
                    Some(&d) if d <= u32::from(limit) => d as u8,
                    _ => u8::MAX,
                };
                assert_eq!(penalty, expected, "{shape} {pattern:?}, blank on {b}");
            }
        }
    }

    #[test]
    fn a_group_walling_in_the_blanks_corner_costs_the_same_from_every_other_square() {
        // Tiles 1 and 4 of the 15-puzzle close the blank's corner: whatever free square the
        // dual's blank is on, the group pays the same to let it out, and it pays most for
        // its own tiles that end far from the corner.
        let shape = Shape::new(4, 4);
        let group = [1, 2, 3, 4];
        let table = PatternTable::build(shape, &group, 0, TableKind::Plain, 1);
        let penalty = penalties(shape, &table, 0, 20);
        assert_eq!((penalty[0], penalty[1], penalty[4]), (0, 1, 1));
        assert!(penalty[5..].iter().all(|&p| p > 1 && p == penalty[5]), "{penalty:?}");
        assert!(penalty[3] > penalty[2] && penalty[2] > penalty[1], "{penalty:?}");
    }
}
