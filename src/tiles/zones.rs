//! The zone-by-zone heuristic solver for large boards: place one outer row or column of the
//! active rectangle, freeze it, and go on with the smaller rectangle, ending with an exact
//! search on the last 2 × 2. Not optimal, but each search only tracks a handful of tiles.

use super::{Grid, Move, Shape, LEX_ORDER};
use crate::search::{astar, HashMemo, Heuristic, Keyed, Outcome, Problem, Stats};

/// The rows `top..bottom` and columns `left..right` still in play.
#[derive(Clone, Copy, Debug)]
struct Rect {
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
}

impl Rect {
    fn contains(self, shape: Shape, square: usize) -> bool {
        let (row, col) = shape.row_col(square);
        (self.top..self.bottom).contains(&row) && (self.left..self.right).contains(&col)
    }
}

/// Moves from `start` to `goal` (same shape; solvable by the parity rule, or `None`),
/// zone by zone. Each zone is a row or column on the side of the active rectangle away from
/// the blank's goal square; its tiles are placed one more at a time by A* over the squares
/// of the blank and of the zone's tiles placed so far (other tiles are indistinct), with
/// their Manhattan distance as the estimate. Finished zones are never touched again.
///
/// Cost: a few A* searches per zone over small abstract spaces; fast on 5 × 5 and larger
/// boards, with solutions typically a few times the optimum.
pub fn solve(start: &Grid, goal: &Grid) -> Option<Outcome<Move>> {
    if !start.can_reach(goal) {
        return None;
    }
    let shape = goal.shape();
    let (goal_row, goal_col) = shape.row_col(goal.blank());
    let mut rect = Rect {
        top: 0,
        bottom: shape.height(),
        left: 0,
        right: shape.width(),
    };
    let mut board = start.clone();
    let mut moves = Vec::new();
    let mut stats = Stats::default();
    let mut memo = HashMemo::new();
    loop {
        let (rows, cols) = (rect.bottom - rect.top, rect.right - rect.left);
        let mut zone = rect;
        if rows > 2 && (rows >= cols || cols <= 2) {
            if goal_row == rect.top {
                rect.bottom -= 1;
                zone.top = rect.bottom;
            } else {
                rect.top += 1;
                zone.bottom = rect.top;
            }
        } else if cols > 2 {
            if goal_col == rect.left {
                rect.right -= 1;
                zone.left = rect.right;
            } else {
                rect.left += 1;
                zone.right = rect.left;
            }
        }
        // The zone's tiles with their goal squares, in reading order; the last zone is the
        // whole remaining rectangle.
        let targets: Vec<(u8, u8)> = (0..shape.squares())
            .filter(|&s| zone.contains(shape, s) && goal.cells()[s] != 0)
            .map(|s| (goal.cells()[s], s as u8))
            .collect();
        let region = if rows <= 2 && cols <= 2 {
            rect
        } else {
            zone_with(rect, zone)
        };
        for placed in 1..=targets.len() {
            let stage = Stage {
                shape,
                region,
                goals: targets[..placed].iter().map(|&(_, s)| s).collect(),
                blank_goal: (rows <= 2 && cols <= 2).then_some(goal.blank() as u8),
            };
            let positions = board.positions();
            let mut state = vec![board.blank() as u8];
            state.extend(
                targets[..placed]
                    .iter()
                    .map(|&(t, _)| positions[usize::from(t)]),
            );
            let outcome = astar(&stage, state, &mut memo);
            stats.expanded += outcome.stats.expanded;
            stats.generated += outcome.stats.generated;
            for m in outcome.path? {
                board.apply(m);
                moves.push(m);
            }
        }
        if rows <= 2 && cols <= 2 {
            return Some(Outcome {
                path: Some(moves),
                stats,
            });
        }
    }
}

/// The rectangle spanning both `inner` and the zone beside it.
fn zone_with(inner: Rect, zone: Rect) -> Rect {
    Rect {
        top: inner.top.min(zone.top),
        bottom: inner.bottom.max(zone.bottom),
        left: inner.left.min(zone.left),
        right: inner.right.max(zone.right),
    }
}

/// One A* of the zone solver: states are the blank's square followed by the squares of the
/// tracked tiles; moves stay inside `region`.
struct Stage {
    shape: Shape,
    region: Rect,
    goals: Vec<u8>,
    blank_goal: Option<u8>,
}

impl Problem for Stage {
    type State = Vec<u8>;
    type Move = Move;

    fn successors(&self, state: &Vec<u8>, out: &mut Vec<(Move, Vec<u8>)>) {
        let blank = usize::from(state[0]);
        for m in LEX_ORDER {
            let Some(to) = self.shape.neighbour(blank, m) else {
                continue;
            };
            if !self.region.contains(self.shape, to) {
                continue;
            }
            let mut next = state.clone();
            next[0] = to as u8;
            if let Some(tile) = next[1..].iter_mut().find(|s| usize::from(**s) == to) {
                *tile = blank as u8;
            }
            out.push((m, next));
        }
    }

    fn is_goal(&self, state: &Vec<u8>) -> bool {
        state[1..] == self.goals[..] && self.blank_goal.map_or(true, |b| state[0] == b)
    }
}

impl Heuristic for Stage {
    fn estimate(&self, state: &Vec<u8>) -> u32 {
        state[1..]
            .iter()
            .zip(&self.goals)
            .map(|(&at, &goal)| self.shape.distance(usize::from(at), usize::from(goal)) as u32)
            .sum()
    }
}

impl Keyed for Stage {
    type Key = Vec<u8>;

    fn key(&self, state: &Vec<u8>) -> Vec<u8> {
        state.clone()
    }
}
