//! Checking a sudoku answer on its own, independently of any solver: for tests, benchmarks
//! and a contestant's own random testing.

/// Whether `solution` solves `puzzle`, both `size × size` cells in row order (0 an empty
/// cell in the puzzle; `size` a square such as 9 or 16): every row, column and box holds
/// 1..=size once, and every given of the puzzle is kept. Cost: O(size²).
///
/// ```
/// use searchlab::sudoku::is_solution;
///
/// let solution: Vec<u8> = (0..16).map(|i| [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1][i]).collect();
/// let mut puzzle = solution.clone();
/// puzzle[..8].fill(0);
/// assert!(is_solution(4, &puzzle, &solution));
/// puzzle[15] = 4; // a given the answer does not keep
/// assert!(!is_solution(4, &puzzle, &solution));
/// ```
pub fn is_solution(size: usize, puzzle: &[u8], solution: &[u8]) -> bool {
    let b = (1..=size).find(|b| b * b >= size).unwrap_or(0);
    let unit_holds_each_once = |cell: &dyn Fn(usize) -> usize| {
        let mut seen = vec![false; size + 1];
        (0..size).all(|j| {
            let value = usize::from(solution[cell(j)]);
            (1..=size).contains(&value) && !std::mem::replace(&mut seen[value], true)
        })
    };
    b * b == size
        && puzzle.len() == size * size
        && solution.len() == size * size
        && (0..size).all(|i| {
            unit_holds_each_once(&|j| i * size + j)
                && unit_holds_each_once(&|j| j * size + i)
                && unit_holds_each_once(&|j| ((i / b) * b + j / b) * size + (i % b) * b + j % b)
        })
        && puzzle.iter().zip(solution).all(|(&g, &s)| g == 0 || g == s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 9×9 grid with `(r, c)` holding `(3r + r/3 + c) mod 9 + 1`: a valid solution.
    fn pattern() -> Vec<u8> {
        (0..81).map(|i| ((3 * (i / 9) + i / 27 + i % 9) % 9 + 1) as u8).collect()
    }

    #[test]
    fn a_valid_grid_passes_and_every_single_fault_is_caught() {
        let solution = pattern();
        let empty = vec![0u8; 81];
        assert!(is_solution(9, &empty, &solution));
        assert!(is_solution(9, &solution, &solution));
        for cell in 0..81 {
            for value in [0u8, 10] {
                let mut broken = solution.clone();
                broken[cell] = value;
                assert!(!is_solution(9, &empty, &broken), "{cell} = {value}");
            }
            let mut swapped = solution.clone();
            swapped.swap(cell, (cell + 1) % 81);
            assert_eq!(is_solution(9, &empty, &swapped), swapped == solution, "swap at {cell}");
            let mut other_given = empty.clone();
            other_given[cell] = solution[cell] % 9 + 1;
            assert!(!is_solution(9, &other_given, &solution));
        }
    }

    #[test]
    fn rows_alone_are_not_enough() {
        // Every row and column a permutation (a cyclic Latin square), boxes not.
        let latin: Vec<u8> = (0..81).map(|i| ((i / 9 + i % 9) % 9 + 1) as u8).collect();
        assert!(!is_solution(9, &[0; 81], &latin));
        assert!(!is_solution(8, &[0; 64], &[1; 64]), "8 is no square");
        assert!(!is_solution(9, &[0; 80], &pattern()), "wrong puzzle length");
    }
}
