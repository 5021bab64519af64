//! A rectangle of values of any type, indexed by `(row, column)`: turned, flipped and
//! walked cell to cell, as `pathfinding`'s `Matrix`.

use super::shape::{Shape, AROUND, BESIDE};
use std::ops::{Index, IndexMut};

/// A `rows` × `columns` rectangle of values kept row by row in one vector: a contest's grid
/// of numbers, a tile to rotate, a board to flip.
///
/// ```
/// use searchlab::cells::Matrix;
///
/// let mut heights = Matrix::from_rows(vec![vec![1, 2, 3], vec![4, 5, 6]]).unwrap();
/// heights[(1, 2)] += 10;
/// assert_eq!(heights[(1, 2)], 16);
/// assert_eq!(heights.rotated_cw(1), Matrix::from_rows(vec![vec![4, 1], vec![5, 2], vec![16, 3]]).unwrap());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Matrix<T> {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns.
    pub columns: usize,
    values: Vec<T>,
}

impl<T> Matrix<T> {
    /// A `rows` × `columns` matrix of copies of `value`. Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let zeros = Matrix::new(2, 3, 0u8);
    /// assert_eq!((zeros.rows, zeros.columns, zeros[(1, 2)]), (2, 3, 0));
    /// ```
    pub fn new(rows: usize, columns: usize, value: T) -> Matrix<T>
    where
        T: Clone,
    {
        Matrix { rows, columns, values: vec![value; rows * columns] }
    }

    /// The matrix holding `values` row by row, or `None` if there are not `rows × columns`
    /// of them. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 2, vec!['a', 'b', 'c', 'd']).unwrap();
    /// assert_eq!(m[(1, 0)], 'c');
    /// assert!(Matrix::from_vec(2, 2, vec![1, 2, 3]).is_none());
    /// ```
    pub fn from_vec(rows: usize, columns: usize, values: Vec<T>) -> Option<Matrix<T>> {
        (rows.checked_mul(columns) == Some(values.len())).then_some(Matrix {
            rows,
            columns,
            values,
        })
    }

    /// The matrix with these rows, or `None` if they differ in length. Cost: O(values).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_rows(["ab".chars(), "cd".chars()]).unwrap();
    /// assert_eq!((m.rows, m.columns, m[(0, 1)]), (2, 2, 'b'));
    /// assert!(Matrix::from_rows(vec![vec![1], vec![2, 3]]).is_none());
    /// ```
    pub fn from_rows<R: IntoIterator<Item = T>>(
        rows: impl IntoIterator<Item = R>,
    ) -> Option<Matrix<T>> {
        let mut values = Vec::new();
        let (mut count, mut columns) = (0, None);
        for row in rows {
            let before = values.len();
            values.extend(row);
            let width = values.len() - before;
            if *columns.get_or_insert(width) != width {
                return None;
            }
            count += 1;
        }
        Some(Matrix { rows: count, columns: columns.unwrap_or(0), values })
    }

    /// The matrix's shape: `columns` wide and `rows` high, numbering its cells row by row.
    ///
    /// ```
    /// use searchlab::cells::{Matrix, Shape};
    ///
    /// assert_eq!(Matrix::new(2, 5, ()).shape(), Shape::new(5, 2));
    /// ```
    pub fn shape(&self) -> Shape {
        Shape::new(self.columns, self.rows)
    }

    /// The value at `(row, column)`, or `None` outside the matrix. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::new(2, 2, 7);
    /// assert_eq!((m.get((1, 1)), m.get((2, 0))), (Some(&7), None));
    /// ```
    pub fn get(&self, (row, column): (usize, usize)) -> Option<&T> {
        (row < self.rows && column < self.columns)
            .then(|| &self.values[row * self.columns + column])
    }

    /// The value at `(row, column)` to change, or `None` outside the matrix. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let mut m = Matrix::new(1, 2, 0);
    /// *m.get_mut((0, 1)).unwrap() = 5;
    /// assert_eq!(m[(0, 1)], 5);
    /// ```
    pub fn get_mut(&mut self, (row, column): (usize, usize)) -> Option<&mut T> {
        let inside = row < self.rows && column < self.columns;
        inside.then(move || &mut self.values[row * self.columns + column])
    }

    /// The cells next to `(row, column)` inside the matrix: the 4 beside it, or with
    /// `diagonals` the 8 around it, in reading order. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::new(3, 3, 0);
    /// assert_eq!(m.neighbours((0, 0), false).collect::<Vec<_>>(), vec![(0, 1), (1, 0)]);
    /// assert_eq!(m.neighbours((1, 1), true).count(), 8);
    /// ```
    pub fn neighbours(
        &self,
        (row, column): (usize, usize),
        diagonals: bool,
    ) -> impl Iterator<Item = (usize, usize)> {
        let shape = self.shape();
        let steps: &[(isize, isize)] = if diagonals { &AROUND } else { &BESIDE };
        shape.around(shape.index(row, column), steps).map(move |cell| shape.row_col(cell))
    }

    /// Every `(row, column)` in reading order. Cost: O(1) a cell.
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let keys: Vec<(usize, usize)> = Matrix::new(2, 2, ()).keys().collect();
    /// assert_eq!(keys, vec![(0, 0), (0, 1), (1, 0), (1, 1)]);
    /// ```
    pub fn keys(&self) -> impl Iterator<Item = (usize, usize)> {
        let columns = self.columns.max(1);
        (0..self.values.len()).map(move |cell| (cell / columns, cell % columns))
    }

    /// The values row by row. Cost: O(1).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 2, vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(m.values().iter().sum::<i32>(), 10);
    /// ```
    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// The rows, each a slice. Cost: O(1) a row.
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 3, vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let sums: Vec<i32> = m.iter().map(|row| row.iter().sum()).collect();
    /// assert_eq!(sums, vec![6, 15]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = &[T]> {
        self.values.chunks(self.columns.max(1)).take(self.rows)
    }

    /// The matrix read column by column: `transposed()[(c, r)] == self[(r, c)]`.
    /// Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 3, vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// assert_eq!(m.transposed(), Matrix::from_vec(3, 2, vec![1, 4, 2, 5, 3, 6]).unwrap());
    /// ```
    pub fn transposed(&self) -> Matrix<T>
    where
        T: Clone,
    {
        self.remapped(self.columns, self.rows, |(r, c)| (c, r))
    }

    /// The matrix mirrored left to right. Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(1, 3, vec![1, 2, 3]).unwrap();
    /// assert_eq!(m.flipped_lr().values(), &[3, 2, 1]);
    /// ```
    pub fn flipped_lr(&self) -> Matrix<T>
    where
        T: Clone,
    {
        let last = self.columns.wrapping_sub(1);
        self.remapped(self.rows, self.columns, |(r, c)| (r, last - c))
    }

    /// The matrix mirrored top to bottom. Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(3, 1, vec![1, 2, 3]).unwrap();
    /// assert_eq!(m.flipped_ud().values(), &[3, 2, 1]);
    /// ```
    pub fn flipped_ud(&self) -> Matrix<T>
    where
        T: Clone,
    {
        let last = self.rows.wrapping_sub(1);
        self.remapped(self.rows, self.columns, |(r, c)| (last - r, c))
    }

    /// The matrix turned a quarter clockwise `times` times (any shape: rows and columns
    /// swap on odd turns). Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 2, vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(m.rotated_cw(1).values(), &[3, 1, 4, 2]);
    /// assert_eq!(m.rotated_cw(4), m);
    /// ```
    pub fn rotated_cw(&self, times: usize) -> Matrix<T>
    where
        T: Clone,
    {
        let (rows, columns) = (self.rows, self.columns);
        match times % 4 {
            0 => self.clone(),
            1 => self.remapped(columns, rows, |(r, c)| (rows - 1 - c, r)),
            2 => self.remapped(rows, columns, |(r, c)| (rows - 1 - r, columns - 1 - c)),
            _ => self.remapped(columns, rows, |(r, c)| (c, columns - 1 - r)),
        }
    }

    /// The matrix turned a quarter anticlockwise `times` times. Cost: O(rows × columns).
    ///
    /// ```
    /// use searchlab::cells::Matrix;
    ///
    /// let m = Matrix::from_vec(2, 2, vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(m.rotated_ccw(1).values(), &[2, 4, 1, 3]);
    /// assert_eq!(m.rotated_ccw(3), m.rotated_cw(1));
    /// ```
    pub fn rotated_ccw(&self, times: usize) -> Matrix<T>
    where
        T: Clone,
    {
        self.rotated_cw(4 - times % 4)
    }

    /// A `rows` × `columns` matrix whose cell `(r, c)` holds this one's `source((r, c))`.
    fn remapped(
        &self,
        rows: usize,
        columns: usize,
        source: impl Fn((usize, usize)) -> (usize, usize),
    ) -> Matrix<T>
    where
        T: Clone,
    {
        let mut values = Vec::with_capacity(rows * columns);
        for r in 0..rows {
            for c in 0..columns {
                values.push(self[source((r, c))].clone());
            }
        }
        Matrix { rows, columns, values }
    }
}

impl<T> Index<(usize, usize)> for Matrix<T> {
    type Output = T;

    /// The value at `(row, column)`.
    ///
    /// # Panics
    /// Outside the matrix.
    fn index(&self, (row, column): (usize, usize)) -> &T {
        assert!(
            row < self.rows && column < self.columns,
            "({row}, {column}) outside a {}x{} matrix",
            self.rows,
            self.columns
        );
        &self.values[row * self.columns + column]
    }
}

impl<T> IndexMut<(usize, usize)> for Matrix<T> {
    /// The value at `(row, column)`, to change.
    ///
    /// # Panics
    /// Outside the matrix.
    fn index_mut(&mut self, (row, column): (usize, usize)) -> &mut T {
        assert!(
            row < self.rows && column < self.columns,
            "({row}, {column}) outside a {}x{} matrix",
            self.rows,
            self.columns
        );
        &mut self.values[row * self.columns + column]
    }
}
