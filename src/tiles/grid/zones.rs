//! The zone-by-zone heuristic solver for large boards: place one outer row or column of the
//! active rectangle, freeze it, and go on with the smaller rectangle, ending with an exact
//! search on the last 2 × 2. Not optimal, but each search only tracks one or two tiles.

use super::grid_board::{neighbour, GridBoard};
use crate::cells::Shape;
use crate::search::{Labelled, MaxStates};
use crate::search::{Outcome, Stats};
use crate::tiles::{Move, LEX_ORDER};

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

    fn rows(self) -> usize {
        self.bottom - self.top
    }

    fn cols(self) -> usize {
        self.right - self.left
    }
}

/// Moves from `start` to `goal` (same shape; solvable by the parity rule, or `None`),
/// zone by zone. Each zone is a row or column on the side of the active rectangle away from
/// the blank's goal square. Its tiles are placed in order, each by an A* over the squares
/// of the blank and that tile (other tiles are indistinct) that never moves a placed tile;
/// the last two of a zone are placed together, which the usual end-of-row manoeuvre needs.
/// The last 2 × 2 is solved by the same search with its three tiles tracked.
///
/// Cost: per tile an A* over at most n² (n³ for a pair) abstract states, usually a few
/// hundred: about 0.2 ms for a 5 × 5 board, 50 ms for 16 × 16; solutions about twice the
/// optimum on 5 × 5.
///
/// ```
/// use searchlab::tiles::grid::zones::solve;
/// use searchlab::tiles::grid::GridBoard;
/// use searchlab::cells::Shape;
///
/// let shape = Shape::new(5, 5);
/// let goal = GridBoard::new(shape, (1..25).chain([0]).collect()).unwrap();
/// let mut start = goal.clone();
/// for m in searchlab::tiles::LEX_ORDER.iter().cycle().take(40) {
///     start = start.step(*m).unwrap_or(start);
/// }
/// let moves = solve(&start, &goal).unwrap().path.unwrap();
/// let mut board = start;
/// for m in moves {
///     board = board.step(m).unwrap();
/// }
/// assert_eq!(board, goal);
/// ```
pub fn solve(start: &GridBoard, goal: &GridBoard) -> Option<Outcome<Move>> {
    if !start.can_reach(goal) {
        return None;
    }
    let shape = goal.shape();
    let (goal_row, goal_col) = shape.row_col(goal.blank());
    let mut rect = Rect { top: 0, bottom: shape.height, left: 0, right: shape.width };
    let mut board = start.clone();
    let mut moves = Vec::new();
    let mut stats = Stats::default();
    loop {
        let last = rect.rows() <= 2 && rect.cols() <= 2;
        let mut open: Vec<bool> = (0..shape.squares()).map(|s| rect.contains(shape, s)).collect();
        let mut zone = rect;
        if rect.rows() > 2 && (rect.rows() >= rect.cols() || rect.cols() <= 2) {
            (zone.top, zone.bottom) = peel(&mut rect.top, &mut rect.bottom, goal_row);
        } else if !last {
            (zone.left, zone.right) = peel(&mut rect.left, &mut rect.right, goal_col);
        }
        // The zone's tiles with their goal squares, in reading order.
        let targets: Vec<(u8, u8)> = (0..shape.squares())
            .filter(|&s| zone.contains(shape, s) && goal.cells()[s] != 0)
            .map(|s| (goal.cells()[s], s as u8))
            .collect();
        let groups: Vec<&[(u8, u8)]> = if last {
            vec![&targets[..]]
        } else {
            let singles = targets.len().saturating_sub(2);
            let (each, pair) = targets.split_at(singles);
            each.chunks(1).chain([pair]).collect()
        };
        for group in groups {
            for m in place(&board, group, &open, &mut stats)? {
                board.apply(m);
                moves.push(m);
            }
            for &(_, square) in group {
                open[usize::from(square)] = false;
            }
        }
        if last {
            return Some(Outcome { path: Some(moves), stats });
        }
    }
}

/// The moves that bring the tiles of `group` (each with its goal square) home on `board`,
/// moving only on `open` squares: an A* first within a window around the blank, the tiles
/// and their goals (small searches even on big boards), then on all open squares if that
/// finds nothing. Its nodes are added to `stats`.
fn place(
    board: &GridBoard,
    group: &[(u8, u8)],
    open: &[bool],
    stats: &mut Stats,
) -> Option<Vec<Move>> {
    let shape = board.shape();
    let goals: Vec<u16> = group.iter().map(|&(_, s)| u16::from(s)).collect();
    let positions = board.positions();
    let mut state = [board.blank() as u16; TRACKED + 1];
    for (slot, &(tile, _)) in state[1..].iter_mut().zip(group) {
        *slot = u16::from(positions[usize::from(tile)]);
    }
    let window = window(shape, state.iter().chain(&goals), 2);
    for area in [window, None] {
        let stage = Stage {
            shape,
            open: open
                .iter()
                .enumerate()
                .map(|(s, &o)| o && area.map_or(true, |r| r.contains(shape, s)))
                .collect(),
            goals: goals.clone(),
        };
        let moves = |state: &Squares| stage.moves(*state).map(|edge| (edge, 1));
        let estimate = |state: &Squares| stage.estimate(state);
        let found = MaxStates(usize::MAX).astar(state, moves, estimate, |s| stage.is_goal(s));
        let work = match &found {
            Ok(found) => found.stats,
            Err(why) => why.stats(),
        };
        stats.expanded += work.expanded;
        stats.generated += work.generated;
        if let Ok(found) = found {
            return Some(found.moves);
        }
    }
    None
}

/// The most tiles one search tracks: three, in the last 2 × 2.
const TRACKED: usize = 3;

/// A stage's state: the blank's square, then the tracked tiles' squares (unused slots
/// repeat the blank's starting square, never read or changed).
type Squares = [u16; TRACKED + 1];

/// Takes the outer row (or column) off `start..end` on the side away from `goal`, the
/// blank's goal row (or column), and returns the range of the one taken.
fn peel(start: &mut usize, end: &mut usize, goal: usize) -> (usize, usize) {
    if goal == *start {
        *end -= 1;
        (*end, *end + 1)
    } else {
        *start += 1;
        (*start - 1, *start)
    }
}

/// The rectangle around `squares` grown by `margin` on every side, within the board.
fn window<'a>(shape: Shape, squares: impl Iterator<Item = &'a u16>, margin: usize) -> Option<Rect> {
    let mut rect: Option<Rect> = None;
    for &square in squares {
        let (row, col) = shape.row_col(usize::from(square));
        let r = rect.get_or_insert(Rect { top: row, bottom: row + 1, left: col, right: col + 1 });
        *r = Rect {
            top: r.top.min(row),
            bottom: r.bottom.max(row + 1),
            left: r.left.min(col),
            right: r.right.max(col + 1),
        };
    }
    rect.map(|r| Rect {
        top: r.top.saturating_sub(margin),
        bottom: (r.bottom + margin).min(shape.height),
        left: r.left.saturating_sub(margin),
        right: (r.right + margin).min(shape.width),
    })
}

/// One A* of the zone solver: states are the blank's square followed by the squares of the
/// tracked tiles; the blank only enters `open` squares.
struct Stage {
    shape: Shape,
    open: Vec<bool>,
    goals: Vec<u16>,
}

impl Stage {
    fn tracked<'s>(&self, state: &'s Squares) -> &'s [u16] {
        &state[1..=self.goals.len()]
    }

    /// The blank's moves onto open squares from `state`, in [`LEX_ORDER`], each with the
    /// state it leads to.
    fn moves(&self, state: Squares) -> impl Iterator<Item = Labelled<Move, Squares>> + '_ {
        let blank = usize::from(state[0]);
        IntoIterator::into_iter(LEX_ORDER).filter_map(move |m| {
            let to = neighbour(self.shape, blank, m).filter(|&to| self.open[to])?;
            let mut next = state;
            next[0] = to as u16;
            let tracked = self.goals.len();
            if let Some(tile) = next[1..=tracked].iter_mut().find(|s| usize::from(**s) == to) {
                *tile = blank as u16;
            }
            Some(Labelled(m, next))
        })
    }

    fn is_goal(&self, state: &Squares) -> bool {
        self.tracked(state) == self.goals
    }

    /// Three times the tracked tiles' Manhattan distances (a tile advancing one square in a
    /// line takes the blank about five moves), plus the walk the blank needs to reach the
    /// nearest misplaced one. Not admissible, on purpose: zones trades length for speed, and
    /// the weight makes each A* nearly greedy (on 5 × 5: 4× faster than the admissible
    /// estimate, solutions 1% longer; on 16 × 16: 100× faster).
    fn estimate(&self, state: &Squares) -> u32 {
        let blank = usize::from(state[0]);
        let mut total = 0;
        let mut walk = usize::MAX;
        for (&at, &goal) in self.tracked(state).iter().zip(&self.goals) {
            let (at, goal) = (usize::from(at), usize::from(goal));
            let distance = self.shape.manhattan(at, goal);
            if distance > 0 {
                total += 3 * distance;
                walk = walk.min(self.shape.manhattan(blank, at) - 1);
            }
        }
        (total + if total > 0 { walk } else { 0 }) as u32
    }
}
