//! The easiest step a board offers: each technique tried in its order.

use super::candidates::{Candidates, Deduction};
use super::places::Places;
use super::technique::Technique;
use super::{colouring, fish, intersections, singles, subsets, wings};

impl Candidates {
    /// The easiest step the board offers, trying the [`Technique`]s in their order, or
    /// `None` when none applies (the board is solved, or needs guessing). Cost: O(cells) for
    /// a single; a few thousand set operations when it takes fish or colouring.
    ///
    /// ```
    /// use searchlab::sudoku::logic::{Candidates, Technique};
    /// use searchlab::sudoku::Grid;
    ///
    /// let mut cells = vec![0; 81];
    /// cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    /// let step = Candidates::new(&Grid { size: 9, cells }).unwrap().next_step().unwrap();
    /// assert_eq!((step.technique, step.placed), (Technique::NakedSingle, Some((8, 9))));
    /// ```
    pub fn next_step(&self) -> Option<Deduction> {
        self.next_step_up_to(Technique::SimpleColouring)
    }

    /// The easiest step the board offers among the techniques up to `hardest`, or `None`.
    /// Cost: as [`Candidates::next_step`], less the techniques past `hardest`.
    ///
    /// ```
    /// use searchlab::sudoku::logic::{Candidates, Technique};
    /// use searchlab::sudoku::Grid;
    ///
    /// let mut cells = vec![0; 81];
    /// cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    /// let board = Candidates::new(&Grid { size: 9, cells }).unwrap();
    /// assert!(board.next_step_up_to(Technique::NakedSingle).is_some());
    /// ```
    pub fn next_step_up_to(&self, hardest: Technique) -> Option<Deduction> {
        let single = match hardest {
            Technique::NakedSingle => singles::naked(self),
            _ => singles::naked(self).or_else(|| singles::hidden(self)),
        };
        if single.is_some() || hardest <= Technique::HiddenSingle {
            return single;
        }
        let places = Places::of(self);
        let mut harder = Technique::ALL.into_iter().skip(2).take_while(|&t| t <= hardest);
        harder.find_map(|technique| self.harder_step(technique, &places))
    }

    /// The first step of one technique past the singles that the board offers, its
    /// digits' places in `places`.
    fn harder_step(&self, technique: Technique, places: &Places) -> Option<Deduction> {
        match technique {
            // Singles are looked for before the table is built.
            Technique::NakedSingle | Technique::HiddenSingle => None,
            Technique::Pointing => intersections::pointing(places),
            Technique::Claiming => intersections::claiming(places),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                subsets::naked(self, places, technique)
            }
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                subsets::hidden(self, places, technique)
            }
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                fish::fish(places, technique)
            }
            Technique::XyWing => wings::xy_wing(self),
            Technique::XyzWing => wings::xyz_wing(self),
            Technique::SimpleColouring => colouring::simple_colouring(self, places),
        }
    }
}
