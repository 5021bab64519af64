//! The four moves of the blank.

use std::fmt;

/// A move of the blank, named by the direction the blank goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The blank goes one row up (the tile above it comes down).
    Up,
    /// The blank goes one row down.
    Down,
    /// The blank goes one column left.
    Left,
    /// The blank goes one column right.
    Right,
}

/// The moves in the alphabetical order of their letters, `d l r u`: expanding successors in
/// this order makes breadth-first search find the lexicographically smallest shortest path.
pub const LEX_ORDER: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

impl Move {
    /// The letter naming the move: `u`, `d`, `l` or `r`. Cost: one table read.
    pub fn letter(self) -> char {
        char::from(b"udlr"[self as usize])
    }

    /// The move a letter names, if it is one of `u d l r`.
    pub fn from_letter(letter: char) -> Option<Move> {
        match letter {
            'u' => Some(Move::Up),
            'd' => Some(Move::Down),
            'l' => Some(Move::Left),
            'r' => Some(Move::Right),
            _ => None,
        }
    }

    /// The move that undoes this one. Cost: one table read.
    pub fn opposite(self) -> Move {
        const OPPOSITE: [Move; 4] = [Move::Down, Move::Up, Move::Right, Move::Left];
        OPPOSITE[self as usize]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip_and_opposites_pair_up() {
        for m in LEX_ORDER {
            assert_eq!(Move::from_letter(m.letter()), Some(m));
            assert_eq!(m.opposite().opposite(), m);
            assert_ne!(m.opposite(), m);
        }
        assert_eq!(Move::from_letter('x'), None);
    }

    #[test]
    fn lex_order_is_alphabetical() {
        let letters: String = LEX_ORDER.iter().map(|m| m.letter()).collect();
        assert_eq!(letters, "dlru");
    }
}
