//! Symmetries of a board (rotations and mirror images that keep its shape), which let one
//! pattern database serve every goal that is an image of another: a table built with the
//! blank's goal in the top-left corner also serves a goal with the blank in any corner.

use searchlab::cells::Shape;

/// Where a symmetry takes the square in row r, column c of a board of width w and height h.
type Cell = fn(usize, usize, usize, usize) -> (usize, usize);

/// A symmetry of a board: where each square goes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    image: Vec<u8>,
}

impl Symmetry {
    /// The symmetry that moves no square.
    pub fn identity(shape: Shape) -> Self {
        Symmetry { image: (0..shape.squares() as u8).collect() }
    }

    /// Every symmetry of `shape`, identity first: the half turn and the two mirror images
    /// (left–right, top–bottom), then, on square boards, the mirror images about the two
    /// diagonals and the quarter turns (clockwise, then counter-clockwise). Cost: O(8·n).
    pub fn all(shape: Shape) -> Vec<Symmetry> {
        let (width, height) = (shape.width, shape.height);
        let mut maps: Vec<Cell> = vec![
            |r, c, _, _| (r, c),
            |r, c, w, h| (h - 1 - r, w - 1 - c),
            |r, c, w, _| (r, w - 1 - c),
            |r, c, _, h| (h - 1 - r, c),
        ];
        if width == height {
            maps.extend([
                (|r, c, _, _| (c, r)) as Cell,
                |r, c, w, _| (w - 1 - c, w - 1 - r),
                |r, c, w, _| (c, w - 1 - r),
                |r, c, w, _| (w - 1 - c, r),
            ]);
        }
        maps.into_iter()
            .map(|map| Symmetry {
                image: (0..shape.squares())
                    .map(|s| {
                        let (r, c) = map(s / width, s % width, width, height);
                        (r * width + c) as u8
                    })
                    .collect(),
            })
            .collect()
    }

    /// The mirror image about the main diagonal, on square boards.
    pub fn transpose(shape: Shape) -> Option<Self> {
        (shape.width == shape.height).then(|| Symmetry::all(shape).swap_remove(4))
    }

    /// The orientation in which the tables of a goal with the blank on `blank` are kept: the
    /// first symmetry (in the order of [`Symmetry::all`]) taking the blank to the lowest
    /// square it can reach. Goals whose blanks are images of each other share tables.
    pub fn orientation(shape: Shape, blank: usize) -> Self {
        Symmetry::all(shape)
            .into_iter()
            .min_by_key(|symmetry| symmetry.apply(blank))
            .expect("the identity at least")
    }

    /// Where `square` goes.
    #[inline]
    pub fn apply(&self, square: usize) -> usize {
        usize::from(self.image[square])
    }

    /// The symmetry undoing this one.
    pub fn inverse(&self) -> Self {
        let mut image = vec![0u8; self.image.len()];
        for (square, &to) in self.image.iter().enumerate() {
            image[usize::from(to)] = square as u8;
        }
        Symmetry { image }
    }

    /// This symmetry followed by `then`.
    pub fn then(&self, then: &Symmetry) -> Self {
        Symmetry { image: self.image.iter().map(|&s| then.image[usize::from(s)]).collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use searchlab::tiles::grid::neighbour;
    use searchlab::tiles::LEX_ORDER;

    /// The squares next to `square`, as a sorted list.
    fn neighbours(shape: Shape, square: usize) -> Vec<usize> {
        let mut next: Vec<usize> =
            LEX_ORDER.iter().filter_map(|&m| neighbour(shape, square, m)).collect();
        next.sort_unstable();
        next
    }

    #[test]
    fn symmetries_keep_neighbours_and_are_distinct() {
        for (w, h, count) in [(4, 4, 8), (3, 3, 8), (4, 3, 4), (5, 5, 8), (1, 4, 4)] {
            let shape = Shape::new(w, h);
            let all = Symmetry::all(shape);
            assert_eq!(all.len(), count);
            assert_eq!(all[0], Symmetry::identity(shape));
            for symmetry in &all {
                for s in 0..shape.squares() {
                    let mut mapped: Vec<usize> =
                        neighbours(shape, s).into_iter().map(|t| symmetry.apply(t)).collect();
                    mapped.sort_unstable();
                    assert_eq!(mapped, neighbours(shape, symmetry.apply(s)));
                }
                assert_eq!(symmetry.then(&symmetry.inverse()), all[0]);
            }
            if w > 1 && h > 1 {
                for (i, a) in all.iter().enumerate() {
                    assert!(all[..i].iter().all(|b| b != a), "{w}x{h} #{i} repeated");
                }
            }
        }
    }

    #[test]
    fn corners_turn_to_the_top_left() {
        let shape = Shape::new(4, 4);
        for corner in [0, 3, 12, 15] {
            assert_eq!(Symmetry::orientation(shape, corner).apply(corner), 0);
        }
        // Blank-last is blank-first turned half round.
        let half_turn = Symmetry::orientation(shape, 15);
        assert_eq!(half_turn, Symmetry::all(shape)[1]);
        assert_eq!(half_turn.apply(14), 1);
        assert_eq!(Symmetry::orientation(shape, 0), Symmetry::identity(shape));
        let transpose = Symmetry::transpose(shape).unwrap();
        assert_eq!((transpose.apply(1), transpose.apply(4)), (4, 1));
        assert_eq!(Symmetry::transpose(Shape::new(4, 3)), None);
    }
}
