//! Numbering the placements of k distinct tiles on n squares: partial permutations ranked
//! in mixed radix n, n − 1, …, n − k + 1.

/// Ranks and unranks placements of `k` tiles on `n ≤ 16` squares, in `0..n!/(n−k)!`.
///
/// Tile i's digit is its square minus the squares below it taken by tiles 0..i, so the
/// digits run over n, n − 1, … values and the rank is dense. Cost: O(k) per rank or unrank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placements {
    squares: u8,
    tiles: u8,
}

impl Placements {
    /// Placements of `tiles` tiles on `squares` squares; needs `tiles <= squares <= 32`
    /// (ranks are `u32`: only tables of fewer than 2^32 placements can be ranked).
    pub fn new(squares: usize, tiles: usize) -> Self {
        assert!(tiles <= squares && squares <= 32, "k ≤ n ≤ 32");
        Placements { squares: squares as u8, tiles: tiles as u8 }
    }

    /// How many placements there are: n!/(n−k)! (`u64::MAX` if that does not fit).
    pub fn count(self) -> u64 {
        (0..u64::from(self.tiles))
            .try_fold(1u64, |product, i| product.checked_mul(u64::from(self.squares) - i))
            .unwrap_or(u64::MAX)
    }

    /// The rank of the placement putting tile i on `squares[i]` (distinct squares below n).
    #[inline(always)]
    pub fn rank(self, squares: &[u8]) -> u32 {
        self.rank_of(squares.iter().copied())
    }

    /// The rank of the placement putting tile i on the i-th square of `squares`.
    #[inline(always)]
    pub fn rank_of(self, squares: impl IntoIterator<Item = u8>) -> u32 {
        let mut taken = 0u32;
        let mut rank = 0u32;
        for (i, square) in squares.into_iter().enumerate() {
            let below = taken & ((1u32 << square) - 1);
            rank = rank * (u32::from(self.squares) - i as u32) + u32::from(square)
                - below.count_ones();
            taken |= 1 << square;
        }
        rank
    }

    /// The placement of rank `rank` (below [`Placements::count`]) into `out[..k]`.
    pub fn unrank(self, mut rank: u32, out: &mut [u8]) {
        let k = usize::from(self.tiles);
        for i in (0..k).rev() {
            let radix = u32::from(self.squares) - i as u32;
            out[i] = (rank % radix) as u8;
            rank /= radix;
        }
        // Turn digits into squares: digit d is the d-th square not taken by earlier tiles.
        let mut taken = 0u32;
        for digit in out[..k].iter_mut() {
            let mut free = !taken;
            for _ in 0..*digit {
                free &= free - 1;
            }
            let square = free.trailing_zeros();
            taken |= 1 << square;
            *digit = square as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_dense_and_round_trip() {
        for (n, k) in [(9, 4), (6, 6), (16, 3), (5, 0)] {
            let placements = Placements::new(n, k);
            let mut seen = vec![false; placements.count() as usize];
            let mut squares = vec![0u8; k];
            for rank in 0..placements.count() as u32 {
                placements.unrank(rank, &mut squares);
                let mut sorted = squares.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), k, "distinct squares");
                assert!(squares.iter().all(|&s| usize::from(s) < n));
                assert_eq!(placements.rank(&squares), rank);
                seen[rank as usize] = true;
            }
            assert!(seen.iter().all(|&s| s));
        }
        assert_eq!(Placements::new(16, 8).count(), 518_918_400);
    }
}
