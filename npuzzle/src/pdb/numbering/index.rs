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

    /// Calls `visit(rank, squares)` for every placement whose rank is in `ranks`, in rank
    /// order, with tile i on `squares[i]`. Cost: O(k) per n − k + 1 placements and O(1)
    /// for each (the last tile runs over the free squares in order).
    pub fn for_each(self, ranks: std::ops::Range<u64>, mut visit: impl FnMut(u64, &[u8])) {
        let k = usize::from(self.tiles);
        if k == 0 || ranks.is_empty() {
            return ranks.for_each(|rank| visit(rank, &[]));
        }
        let last = u64::from(self.squares) - k as u64 + 1;
        let prefixes = Placements { tiles: self.tiles - 1, ..self };
        let mut squares = [0u8; 32];
        let mut rank = ranks.start;
        while rank < ranks.end {
            prefixes.unrank((rank / last) as u32, &mut squares[..k - 1]);
            let taken = squares[..k - 1].iter().fold(0u32, |m, &s| m | 1 << s);
            let mut free = !taken & ((1u64 << self.squares) - 1) as u32;
            for _ in 0..rank % last {
                free &= free - 1;
            }
            while free != 0 && rank < ranks.end {
                squares[k - 1] = free.trailing_zeros() as u8;
                visit(rank, &squares[..k]);
                free &= free - 1;
                rank += 1;
            }
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

    #[test]
    fn every_placement_is_visited_in_rank_order_from_any_rank() {
        for (n, k) in [(9, 4), (6, 6), (16, 3), (5, 1), (5, 0)] {
            let placements = Placements::new(n, k);
            let count = placements.count();
            for start in [0, 1, count / 3, count.saturating_sub(1)] {
                let mut expected = start;
                let mut squares = vec![0u8; k];
                placements.for_each(start..count, |rank, visited| {
                    assert_eq!(rank, expected);
                    placements.unrank(rank as u32, &mut squares);
                    assert_eq!(visited, &squares[..], "rank {rank} of {n}, {k}");
                    expected += 1;
                });
                assert_eq!(expected, count.max(start));
            }
        }
    }
}
