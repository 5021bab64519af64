//! The Manhattan-distance lower bound for sliding-tile boards, against any goal.

use super::board::Board;

/// For every tile and square, how many moves the tile needs at least to get from that
/// square to its goal square: rows apart plus columns apart. The sum over all tiles (not the
/// blank) is an admissible and consistent estimate, since a move shifts one tile one square.
///
/// Memory: N² bytes. Cost of an estimate: N table look-ups.
#[derive(Clone, Debug)]
pub struct Manhattan<const W: usize, const N: usize> {
    distance: [[u8; N]; N],
}

impl<const W: usize, const N: usize> Manhattan<W, N> {
    /// The table for reaching `goal`. Cost: O(N²).
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Eight, Manhattan};
    ///
    /// let manhattan = Manhattan::new(&Eight::solved());
    /// assert_eq!(manhattan.estimate(&Eight::solved()), 0);
    /// ```
    pub fn new(goal: &Board<W, N>) -> Self {
        let mut distance = [[0u8; N]; N];
        for (goal_square, &tile) in goal.cells().iter().enumerate() {
            if tile == 0 {
                continue;
            }
            for (square, d) in distance[tile as usize].iter_mut().enumerate() {
                let rows = (square / W).abs_diff(goal_square / W);
                let cols = (square % W).abs_diff(goal_square % W);
                *d = (rows + cols) as u8;
            }
        }
        Manhattan { distance }
    }

    /// The sum of the tiles' distances to their goal squares.
    ///
    /// ```
    /// use searchlab::tiles::fixed::{Eight, Manhattan};
    ///
    /// let manhattan = Manhattan::new(&Eight::solved());
    /// let board = Eight::new(&[0, 2, 3, 4, 5, 6, 7, 8, 1]).unwrap();
    /// assert_eq!(manhattan.estimate(&board), 4); // tile 1 is two rows and two columns away
    /// ```
    pub fn estimate(&self, board: &Board<W, N>) -> u32 {
        board
            .cells()
            .iter()
            .enumerate()
            .map(|(square, &tile)| u32::from(self.distance[tile as usize][square]))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::fixed::Eight;

    #[test]
    fn zero_at_the_goal_and_summed_elsewhere() {
        let manhattan = Manhattan::new(&Eight::solved());
        assert_eq!(manhattan.estimate(&Eight::solved()), 0);
        let reversed = Eight::new(&[8, 7, 6, 5, 4, 3, 2, 1, 0]).unwrap();
        // 8:3, 7:1, 6:3, 5:1, 4:1, 3:3, 2:1, 1:3 (blank not counted).
        assert_eq!(manhattan.estimate(&reversed), 16);
    }

    #[test]
    fn any_goal() {
        let goal = Eight::new(&[1, 2, 3, 8, 0, 4, 7, 6, 5]).unwrap();
        let manhattan = Manhattan::new(&goal);
        let start = Eight::new(&[2, 8, 3, 1, 0, 4, 7, 6, 5]).unwrap();
        assert_eq!(manhattan.estimate(&goal), 0);
        // 2 one square off, 8 two (a row and a column), 1 one.
        assert_eq!(manhattan.estimate(&start), 4);
    }
}
