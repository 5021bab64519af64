//! Shapes and character grids against searches and rules of their own.

use super::*;
use crate::input::Tokens;
use crate::panics::panic_message;
use crate::rng::XorShift;
use crate::search::bfs_all_from;

#[test]
fn neighbours_are_the_cells_one_step_away() {
    for (width, height) in [(1, 1), (1, 5), (4, 3), (7, 2)] {
        let shape = Shape { width, height };
        for cell in 0..shape.squares() {
            let (r, c) = shape.row_col(cell);
            let near = |steps: usize| -> Vec<usize> {
                (0..shape.squares())
                    .filter(|&other| {
                        let (r2, c2) = shape.row_col(other);
                        let (dr, dc) = (r.abs_diff(r2), c.abs_diff(c2));
                        other != cell && dr <= 1 && dc <= 1 && dr + dc <= steps
                    })
                    .collect()
            };
            assert_eq!(shape.neighbours4(cell).collect::<Vec<_>>(), near(1));
            assert_eq!(shape.neighbours8(cell).collect::<Vec<_>>(), near(2));
        }
    }
}

#[test]
fn dense_distances_agree_with_the_hashed_search() {
    let mut rng = XorShift::new(88);
    for _ in 0..30 {
        let shape = Shape { width: 1 + rng.below(12) as usize, height: 1 + rng.below(12) as usize };
        let open: Vec<bool> = (0..shape.squares()).map(|_| rng.below(10) < 7).collect();
        let starts = [
            rng.below(shape.squares() as u64) as usize,
            rng.below(shape.squares() as u64) as usize,
        ];
        let dense = shape.distances(starts, |cell| open[cell]);
        let next = |&cell: &usize| shape.neighbours4(cell).filter(|&n| open[n]).collect::<Vec<_>>();
        let hashed = bfs_all_from(starts, next);
        for (cell, &distance) in dense.iter().enumerate() {
            assert_eq!(hashed.distance(&cell).unwrap_or(u32::MAX), distance);
        }
    }
}

#[test]
fn zero_one_distances_agree_with_the_hashed_search() {
    let mut rng = XorShift::new(89);
    for _ in 0..40 {
        let shape = Shape { width: 1 + rng.below(10) as usize, height: 1 + rng.below(10) as usize };
        let enter: Vec<Option<u32>> =
            (0..shape.squares()).map(|_| [None, Some(0), Some(1)][rng.below(3) as usize]).collect();
        let start = rng.below(shape.squares() as u64) as usize;
        let dense = shape.distances_01([start], |cell| enter[cell]);
        let next = |&cell: &usize| {
            let open = shape.neighbours4(cell).filter(|&n| enter[n].is_some());
            open.map(|n| (n, enter[n].unwrap())).collect::<Vec<_>>()
        };
        let hashed = crate::search::bfs_01_all([start], next);
        for (cell, &distance) in dense.iter().enumerate() {
            assert_eq!(hashed.distance(&cell).unwrap_or(u32::MAX), distance, "{enter:?}");
        }
    }
}

#[test]
fn rows_of_the_wrong_length_or_missing_are_named() {
    let error = CharGrid::read(&mut Tokens::new(b"...\n..\n"), 2, 3).unwrap_err();
    assert_eq!(error.to_string(), r#"line 2: expected a row of 3 cells, got "..""#);
    let error = CharGrid::read(&mut Tokens::new(b"...\n"), 2, 3).unwrap_err();
    assert_eq!(error.to_string(), "line 1: expected 2 rows");
    let grid = CharGrid::read(&mut Tokens::new(b""), 0, 5).unwrap();
    assert!(grid.shape().squares() == 0 && grid.find(b'.').is_none());
}

#[test]
fn matrices_turn_and_flip_as_their_cells_say() {
    let mut rng = XorShift::new(90);
    for _ in 0..50 {
        let (rows, columns) = (1 + rng.below(5) as usize, 1 + rng.below(5) as usize);
        let values: Vec<u64> = (0..rows * columns).map(|_| rng.below(100)).collect();
        let m = Matrix::from_vec(rows, columns, values).unwrap();
        let turned = m.rotated_cw(1);
        assert_eq!((turned.rows, turned.columns), (columns, rows));
        for (r, c) in m.keys() {
            // A quarter turn clockwise takes row r to column rows - 1 - r.
            assert_eq!(turned[(c, rows - 1 - r)], m[(r, c)]);
            assert_eq!(m.transposed()[(c, r)], m[(r, c)]);
            assert_eq!(m.flipped_lr()[(r, columns - 1 - c)], m[(r, c)]);
            assert_eq!(m.flipped_ud()[(rows - 1 - r, c)], m[(r, c)]);
            let near: Vec<(usize, usize)> =
                m.keys().filter(|&(r2, c2)| r.abs_diff(r2) + c.abs_diff(c2) == 1).collect();
            assert_eq!(m.neighbours((r, c), false).collect::<Vec<_>>(), near);
        }
        assert_eq!(turned.rotated_ccw(1), m);
        assert_eq!(m.rotated_cw(2), m.flipped_lr().flipped_ud());
        assert_eq!(m.rotated_cw(3), m.rotated_ccw(1));
        assert_eq!(Matrix::from_rows(m.iter().map(|row| row.to_vec())), Some(m.clone()));
    }
    let empty: Matrix<u8> = Matrix::from_rows(Vec::<Vec<u8>>::new()).unwrap();
    assert_eq!(
        (empty.rows, empty.columns, empty.keys().count(), empty.iter().count()),
        (0, 0, 0, 0)
    );
}

#[test]
fn open_cells_and_positions_are_the_cells_that_hold_them() {
    let mut rng = XorShift::new(91);
    for _ in 0..30 {
        let (height, width) = (1 + rng.below(6) as usize, 1 + rng.below(6) as usize);
        let rows: Vec<String> = (0..height)
            .map(|_| (0..width).map(|_| ['.', '#', 'o'][rng.below(3) as usize]).collect())
            .collect();
        let text = rows.join("\n");
        let grid = CharGrid::read(&mut Tokens::new(text.as_bytes()), height, width).unwrap();
        let cells = grid.cells();
        let holding: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == b'o').collect();
        assert_eq!(grid.positions(b'o').collect::<Vec<_>>(), holding);
        for cell in 0..cells.len() {
            let open: Vec<usize> =
                grid.shape().neighbours8(cell).filter(|&n| cells[n] != b'#').collect();
            assert_eq!(grid.open8(cell, b"#").collect::<Vec<_>>(), open, "{text}");
        }
    }
}

#[test]
fn a_step_past_one_or_a_start_outside_is_refused_naming_it() {
    let shape = Shape::new(3, 1);
    let said = panic_message(|| drop(shape.distances_01([0], |cell| Some(cell as u32))));
    assert_eq!(said, "entering cell 2 costs 2, not 0 or 1");
    let said = panic_message(|| drop(shape.distances_01([3], |_| Some(0))));
    assert_eq!(said, "start cell 3 outside a grid of 3 cells");
}
