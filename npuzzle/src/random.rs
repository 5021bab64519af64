//! Uniformly random solvable boards, for benchmarks and tests (seeded by the caller).

use rand::Rng;
use searchlab::cells::Shape;
use searchlab::tiles::grid::GridBoard;

/// A board drawn uniformly among those of `goal`'s shape that can reach `goal`: a uniform
/// shuffle, with two tiles swapped when parity says it cannot reach the goal (the swap pairs
/// the unreachable half one-to-one with the reachable half). On a single row or column only
/// the blank can move, so there the tiles keep the goal's order and the blank's square is
/// drawn. Cost: O(n²) for the parity check.
pub fn random_board(goal: &GridBoard, rng: &mut impl Rng) -> GridBoard {
    let shape: Shape = goal.shape();
    let n = shape.squares();
    let mut cells = goal.cells().to_vec();
    if shape.width == 1 || shape.height == 1 {
        cells.retain(|&t| t != 0);
        cells.insert(rng.random_range(0..n), 0);
    } else {
        for i in (1..n).rev() {
            cells.swap(i, rng.random_range(0..=i));
        }
        if !searchlab::parity::solvable(&cells, goal.cells(), shape.width) {
            let mut tiles = (0..n).filter(|&s| cells[s] != 0);
            let (a, b) = (tiles.next(), tiles.next());
            if let (Some(a), Some(b)) = (a, b) {
                cells.swap(a, b);
            }
        }
    }
    GridBoard::new(shape, cells).expect("a shuffle of the goal's cells")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    #[test]
    fn every_solvable_board_is_equally_likely() {
        // 2 × 2: 12 solvable boards; 12,000 draws should see each about 1,000 times.
        let goal = GridBoard::blank_last(Shape::new(2, 2));
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut counts: HashMap<Vec<u8>, usize> = HashMap::new();
        for _ in 0..12_000 {
            let board = random_board(&goal, &mut rng);
            assert!(board.can_reach(&goal));
            *counts.entry(board.cells().to_vec()).or_default() += 1;
        }
        assert_eq!(counts.len(), 12);
        assert!(counts.values().all(|&c| (850..1150).contains(&c)), "{counts:?}");
        let line = GridBoard::blank_first(Shape::new(5, 1));
        assert!(random_board(&line, &mut rng).can_reach(&line));
    }
}
