//! The assignment problem: each row matched to its own column at the best total, by the
//! Hungarian method (Kuhn–Munkres) with potentials.

use super::number::Number;
use std::ops::Neg;

/// The assignment of each row of `weights` to a column of its own that makes the total
/// weight the largest: the total and each row's column. `weights` is a matrix given as rows
/// (`Vec<Vec<T>>`, `[[T; M]; N]`, …) with no more rows than columns, as `pathfinding`'s
/// `kuhn_munkres` takes it. Cost: O(n²·m) time for n rows and m columns, O(m) memory.
///
/// # Panics
/// If there are more rows than columns, or the rows differ in length.
///
/// ```
/// use searchlab::flow::kuhn_munkres;
///
/// // Three workers, three jobs: how much each worker earns on each job.
/// let earnings = [[7i64, 53, 183], [497, 383, 563], [627, 343, 773]];
/// let (total, jobs) = kuhn_munkres(&earnings);
/// assert_eq!((total, jobs), (1323, vec![1, 0, 2])); // 53 + 497 + 773
/// ```
pub fn kuhn_munkres<T, W>(weights: &[W]) -> (T, Vec<usize>)
where
    T: Number + Neg<Output = T>,
    W: AsRef<[T]>,
{
    let columns = assign(weights, |weight| -weight);
    (total(weights, &columns), columns)
}

/// As [`kuhn_munkres`], making the total the smallest: the cheapest way to give each row a
/// column of its own. Cost: O(n²·m).
///
/// ```
/// use searchlab::flow::kuhn_munkres_min;
///
/// let costs = vec![vec![4i32, 1, 3], vec![2, 0, 5]];
/// assert_eq!(kuhn_munkres_min(&costs), (3, vec![1, 0]));
/// ```
pub fn kuhn_munkres_min<T, W>(weights: &[W]) -> (T, Vec<usize>)
where
    T: Number + Neg<Output = T>,
    W: AsRef<[T]>,
{
    let columns = assign(weights, |weight| weight);
    (total(weights, &columns), columns)
}

/// The sum of the weights the assignment picks.
fn total<T: Number, W: AsRef<[T]>>(weights: &[W], columns: &[usize]) -> T {
    let picked = weights.iter().zip(columns).map(|(row, &column)| row.as_ref()[column]);
    picked.fold(T::ZERO, |sum, weight| sum + weight)
}

/// Each row's column in an assignment of the least total `cost(weight)`: rows join one at a
/// time, each by a shortest augmenting path over reduced costs, the potentials of the rows
/// and columns kept so that no reduced cost is negative. The columns not yet on the path
/// are kept in a list of their own, so that each step scans only them.
fn assign<T, W>(weights: &[W], cost: impl Fn(T) -> T) -> Vec<usize>
where
    T: Number + Neg<Output = T>,
    W: AsRef<[T]>,
{
    let rows = weights.len();
    let columns = weights.first().map_or(0, |row| row.as_ref().len());
    assert!(rows <= columns, "{} rows cannot each have one of {} columns", rows, columns);
    assert!(weights.iter().all(|row| row.as_ref().len() == columns), "rows of different lengths");
    // Columns are numbered from 1; column 0 stands for the row being placed.
    let mut row_potential = vec![T::ZERO; rows + 1];
    let mut column_potential = vec![T::ZERO; columns + 1];
    let mut row_of = vec![0usize; columns + 1]; // 0: no row yet, else row + 1
    let mut came_from = vec![0usize; columns + 1];
    let mut least = vec![T::MAX; columns + 1];
    let (mut off_path, mut on_path) = (Vec::with_capacity(columns), Vec::with_capacity(columns));
    for row in 1..=rows {
        row_of[0] = row;
        least.fill(T::MAX);
        off_path.clear();
        off_path.extend(1..=columns);
        on_path.clear();
        let mut column = 0;
        while row_of[column] != 0 {
            on_path.push(column);
            let from = row_of[column];
            let (weights_of, base) = (weights[from - 1].as_ref(), row_potential[from]);
            let (mut delta, mut nearest) = (T::MAX, 0);
            for (at, &j) in off_path.iter().enumerate() {
                let reduced = cost(weights_of[j - 1]) - base - column_potential[j];
                if reduced < least[j] {
                    least[j] = reduced;
                    came_from[j] = column;
                }
                if least[j] < delta {
                    delta = least[j];
                    nearest = at;
                }
            }
            for &j in &on_path {
                row_potential[row_of[j]] += delta;
                column_potential[j] -= delta;
            }
            for &j in &off_path {
                least[j] -= delta;
            }
            column = off_path.swap_remove(nearest);
        }
        while column != 0 {
            let previous = came_from[column];
            row_of[column] = row_of[previous];
            column = previous;
        }
    }
    let mut assigned = vec![0; rows];
    for j in 1..=columns {
        if row_of[j] != 0 {
            assigned[row_of[j] - 1] = j - 1;
        }
    }
    assigned
}
