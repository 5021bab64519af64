use super::digits::bit;
use super::places::Places;
use super::units::{Geometry, MAX_CELLS, NINE};
use super::*;
use crate::sudoku::generate::{generate, PuzzleRequest, Symmetry};
use crate::sudoku::rating::Level;
use crate::sudoku::Grid;

fn grid(text: &str) -> Grid {
    let cells = text.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
    Grid { size: 9, cells }
}

#[test]
fn tables() {
    assert!(PEERS
        .iter()
        .enumerate()
        .all(|(c, peers)| peers.iter().all(|&p| sees(c, p as usize) && p as usize != c)));
    let mut count = [0; 81];
    for unit in &UNITS {
        for &c in unit {
            count[c as usize] += 1;
        }
    }
    assert!(count.iter().all(|&n| n == 3));
}

/// Each shape's tables against a brute force: a cell's peers are, in increasing order, the
/// other cells in its row, column or box, and each cell is in three units, at the position
/// `units_of` names.
#[test]
fn every_shape_has_the_units_and_peers_of_its_rows_columns_and_boxes() {
    for size in [9, 16] {
        let geometry = Geometry::of(size).unwrap();
        let b = geometry.box_side();
        let same = |a: usize, c: usize| {
            let (ra, ca, rc, cc) = (a / size, a % size, c / size, c % size);
            ra == rc || ca == cc || (ra / b == rc / b && ca / b == cc / b)
        };
        for cell in 0..size * size {
            let peers: Vec<usize> =
                (0..size * size).filter(|&c| c != cell && same(c, cell)).collect();
            let got: Vec<usize> = geometry.peers(cell).iter().map(|&c| c as usize).collect();
            assert_eq!(got, peers, "{size}: peers of {cell}");
            for (unit, position) in geometry.units_of(cell) {
                assert_eq!(geometry.unit(unit)[position] as usize, cell, "{size}: {cell}");
            }
            let units =
                (0..geometry.unit_count()).filter(|&u| geometry.unit(u).contains(&(cell as u8)));
            assert_eq!(units.count(), 3, "{size}: units of {cell}");
        }
    }
    assert_eq!(Geometry::of(9).unwrap().peers(0), &PEERS[0][..]);
}

/// The puzzles of top95, of the 17-clue testdata, and 300 generated at level expert.
fn corpus() -> Vec<Grid> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/sudoku/");
    let mut puzzles = Vec::new();
    for file in ["top95.in", "17-clue-every-200th.in"] {
        let text = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
        let lines = text.lines().map(str::trim).filter(|l| l.len() == 81 && !l.starts_with('#'));
        puzzles.extend(lines.map(grid));
    }
    let expert = PuzzleRequest {
        size: 9,
        level: Some(Level::Expert),
        symmetry: Symmetry::None,
        minimal: false,
    };
    puzzles.extend((1..=300).map(|seed| generate(&expert, seed)));
    assert!(puzzles.len() > 600, "{} puzzles", puzzles.len());
    puzzles
}

/// Takes every step of a person's solve of `puzzle`, counting each technique in `used`,
/// and checks that each places the solution's digit or removes a digit that is not the
/// solution's (the searching solver's), and that steps that finish end at the solution.
fn follow_steps(puzzle: &Grid, used: &mut [usize; 16]) {
    let solution = puzzle.solve(1).solution.unwrap();
    let mut board = Candidates::new(puzzle).unwrap();
    while let Some(step) = board.next_step() {
        used[step.technique as usize] += 1;
        if let Some((cell, digit)) = step.placed {
            assert_eq!(solution[cell], digit, "{step:?}");
        }
        for &(cell, digit) in &step.removed {
            assert_ne!(solution[cell], digit, "{step:?}");
            assert!(board.candidates(cell) & bit(digit) != 0, "{step:?} removes a removed digit");
        }
        board.apply(&step);
    }
    if board.is_solved() {
        assert_eq!(board.cells(), &solution[..]);
    }
}

/// On 16×16 puzzles too (units of 16 cells, 4×4 boxes), every step agrees with the
/// solution, and the techniques past the singles are taken.
#[test]
fn every_step_agrees_with_the_solution_on_16_by_16() {
    let request = PuzzleRequest { size: 16, level: None, symmetry: Symmetry::None, minimal: true };
    let mut used = [0usize; 16];
    for seed in 1..=4 {
        follow_steps(&generate(&request, seed), &mut used);
    }
    let past_singles = used[Technique::Pointing as usize..].iter().sum::<usize>();
    assert!(past_singles > 0, "{used:?}");
}

/// Every step, on every puzzle of the corpus, places the solution's digit or removes a
/// digit that is not the solution's, as the solver that searches finds it.
#[test]
fn every_step_agrees_with_the_solution() {
    let mut used = [0usize; 16];
    for puzzle in corpus() {
        follow_steps(&puzzle, &mut used);
    }
    // A hidden quad takes a unit with nine empty cells (elsewhere the naked subset of the
    // other cells, tried first, is smaller); naked quads and jellyfish are nearly as rare:
    // the three have their own tests below.
    let rare = [Technique::NakedQuad, Technique::HiddenQuad, Technique::Jellyfish];
    let unused: Vec<&str> = Technique::ALL
        .iter()
        .filter(|t| used[**t as usize] == 0 && !rare.contains(t))
        .map(|t| t.name())
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?} (uses: {used:?})");
}

/// Every digit of 9×9.
const ALL: Digits = 0x1ff;

/// An empty 9×9 board whose candidates `set` gives, cell by cell.
fn board_with(set: impl Fn(usize) -> Digits) -> Candidates {
    let candidates = std::array::from_fn(|c| if c < 81 { set(c) } else { 0 });
    Candidates { geometry: &NINE, cells: [0; MAX_CELLS], candidates }
}

#[test]
fn a_hidden_quad_keeps_only_its_digits() {
    // Row 1: digits 1-4 only in its first four cells, which also hold 5 and 6.
    let board = board_with(|c| match c {
        0..=3 => 0b1_1111,
        4..=8 => 0x1f0,
        _ => ALL,
    });
    let step = subsets::hidden(&board, &Places::of(&board), Technique::HiddenQuad).unwrap();
    assert_eq!((step.cells, step.digits, step.unit), (vec![0, 1, 2, 3], 0b1111, Some(0)));
    let removed: Vec<(usize, u8)> = (0..4).map(|c| (c, 5)).collect();
    assert_eq!(step.removed, removed);
}

#[test]
fn a_jellyfish_clears_its_columns() {
    // Digit 1 in rows 1-4 only in columns 1-4; in the other rows everywhere.
    let board = board_with(|c| if c < 36 && c % 9 >= 4 { ALL & !1 } else { ALL });
    let step = fish::fish(&Places::of(&board), Technique::Jellyfish).unwrap();
    assert_eq!(step.cells.len(), 16);
    let removed: Vec<(usize, u8)> =
        (4..9).flat_map(|row| (0..4).map(move |column| (row * 9 + column, 1))).collect();
    assert_eq!(step.removed, removed);
    assert!(fish::fish(&Places::of(&board), Technique::Swordfish).is_none());
}

#[test]
fn a_naked_quad_clears_its_digits_from_the_unit() {
    // Row 1: digits 1-4 between the first four cells, two or three each.
    let quad = [0b0011, 0b0110, 0b1100, 0b1011];
    let board = board_with(|c| if c < 4 { quad[c] } else { ALL });
    let step = subsets::naked(&board, &Places::of(&board), Technique::NakedQuad).unwrap();
    assert_eq!((step.cells, step.digits, step.unit), (vec![0, 1, 2, 3], 0b1111, Some(0)));
    let removed: Vec<(usize, u8)> = (4..9).flat_map(|c| (1..=4).map(move |d| (c, d))).collect();
    assert_eq!(step.removed, removed);
}
