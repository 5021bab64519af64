//! Manhattan distance plus linear conflicts: a sharper admissible estimate for boards of
//! any shape (Hansson, Mayer and Yung, 1992).

use super::grid_board::GridBoard;
use crate::cells::Shape;

/// Manhattan distance plus two moves for every tile that must leave its goal row (or goal
/// column) to let others pass: in each row, of the tiles whose goal is that row, all but a
/// longest run already in goal order (a longest increasing subsequence) must step out and
/// back, and likewise for columns. Row conflicts cost vertical moves and column conflicts
/// horizontal ones, so adding both to the Manhattan distance stays admissible.
///
/// Memory: one byte per tile. Cost of an estimate: O(n + W·k log k) for k tiles per line.
#[derive(Clone, Debug)]
pub struct LinearConflict {
    shape: Shape,
    goal_square: Vec<u8>,
}

impl LinearConflict {
    /// The estimate towards `goal`. Cost: O(n).
    pub fn new(goal: &GridBoard) -> Self {
        LinearConflict { shape: goal.shape(), goal_square: goal.positions() }
    }

    /// The Manhattan distance of the tiles of `cells` (row-major, `0` the blank).
    pub fn manhattan(&self, cells: &[u8]) -> u32 {
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != 0)
            .map(|(square, &tile)| {
                let goal = usize::from(self.goal_square[usize::from(tile)]);
                self.shape.manhattan(square, goal) as u32
            })
            .sum()
    }

    /// Manhattan distance plus twice the tiles that must leave their goal line.
    pub fn estimate(&self, cells: &[u8]) -> u32 {
        let (width, height) = (self.shape.width, self.shape.height);
        let mut line = Vec::with_capacity(width.max(height));
        let mut extra = 0;
        for row in 0..height {
            let squares = (0..width).map(|col| row * width + col);
            extra += self.line_extra(cells, squares, &mut line, |(r, c)| (r == row).then_some(c));
        }
        for col in 0..width {
            let squares = (0..height).map(|row| row * width + col);
            extra += self.line_extra(cells, squares, &mut line, |(r, c)| (c == col).then_some(r));
        }
        self.manhattan(cells) + 2 * extra as u32
    }

    /// How many tiles of one line (its `squares`, in order) must leave it: the tiles whose
    /// goal is on this line (`place` gives their goal position along it, from their goal row
    /// and column) minus a longest run of them already in goal order.
    fn line_extra(
        &self,
        cells: &[u8],
        squares: impl Iterator<Item = usize>,
        line: &mut Vec<usize>,
        place: impl Fn((usize, usize)) -> Option<usize>,
    ) -> usize {
        line.clear();
        for square in squares {
            let tile = cells[square];
            if tile != 0 {
                line.extend(place(self.goal_of(tile)));
            }
        }
        line.len() - longest_increasing(line)
    }

    fn goal_of(&self, tile: u8) -> (usize, usize) {
        self.shape.row_col(usize::from(self.goal_square[usize::from(tile)]))
    }
}

/// The length of a longest strictly increasing subsequence (patience sorting).
fn longest_increasing(values: &[usize]) -> usize {
    let mut tails: Vec<usize> = Vec::with_capacity(values.len());
    for &v in values {
        match tails.binary_search(&v) {
            Ok(_) => {}
            Err(i) if i == tails.len() => tails.push(v),
            Err(i) => tails[i] = v,
        }
    }
    tails.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicts_add_two_per_tile_out_of_order() {
        let shape = Shape::new(3, 3);
        let goal = GridBoard::blank_last(shape);
        let lc = LinearConflict::new(&goal);
        assert_eq!(lc.estimate(goal.cells()), 0);
        // 2 1 in the top row: Manhattan 2, one conflict.
        assert_eq!(lc.estimate(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 4);
        // 3 2 1: Manhattan 4, two of the three must step out.
        assert_eq!(lc.estimate(&[3, 2, 1, 4, 5, 6, 7, 8, 0]), 8);
        assert_eq!(lc.manhattan(&[3, 2, 1, 4, 5, 6, 7, 8, 0]), 4);
        assert_eq!(longest_increasing(&[3, 0, 1, 2]), 3);
    }
}
