//! The techniques of a person's solve, easiest first, with their names and ratings.

/// A kind of step, in the order [`super::Candidates::next_step`] tries them (easiest first),
/// each with its rating ([`Technique::rating`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The only candidate left in a cell.
    NakedSingle,
    /// The only place left for a digit in a unit.
    HiddenSingle,
    /// A digit whose places in a box lie in one row or column: not elsewhere in that line.
    Pointing,
    /// A digit whose places in a row or column lie in one box: not elsewhere in that box.
    Claiming,
    /// Two cells of a unit with the same two candidates: those digits go from the others.
    NakedPair,
    /// Two digits with the same two places in a unit: the cells lose their other digits.
    HiddenPair,
    /// Three cells of a unit holding three digits between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// A digit in two rows (columns) whose places share two columns (rows).
    XWing,
    /// Three two-candidate cells xy, xz, yz, the first seeing the others: z goes from
    /// the cells seeing both xz and yz.
    XyWing,
    /// A three-candidate cell xyz seeing xz and yz: z goes from cells seeing all three.
    XyzWing,
    /// Four cells of a unit holding four digits between them.
    NakedQuad,
    /// Four digits with four places between them in a unit.
    HiddenQuad,
    /// The X-wing over three rows (columns).
    Swordfish,
    /// The X-wing over four rows (columns).
    Jellyfish,
    /// A digit's conjugate pairs coloured in two colours: a colour seen twice in a unit is
    /// false, and a cell seeing both colours loses the digit.
    SimpleColouring,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 16] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::SimpleColouring,
    ];

    /// The technique's name in lower case, words joined by `-`: `naked-single`,
    /// `x-wing`, `simple-colouring`.
    ///
    /// ```
    /// use searchlab::sudoku::logic::Technique;
    ///
    /// assert_eq!(Technique::XyzWing.name(), "xyz-wing");
    /// ```
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 16] = [
            "naked-single",
            "hidden-single",
            "pointing",
            "claiming",
            "naked-pair",
            "hidden-pair",
            "naked-triple",
            "hidden-triple",
            "x-wing",
            "xy-wing",
            "xyz-wing",
            "naked-quad",
            "hidden-quad",
            "swordfish",
            "jellyfish",
            "simple-colouring",
        ];
        NAMES[self as usize]
    }

    /// How hard the step is, from 1.0 (a naked single) to 4.6 (simple colouring), in
    /// steps of 0.2 after the singles; a puzzle's rating is its hardest step's.
    ///
    /// ```
    /// use searchlab::sudoku::logic::Technique;
    ///
    /// assert_eq!((Technique::NakedSingle.rating(), Technique::HiddenSingle.rating()), (1.0, 1.5));
    /// assert!(Technique::Swordfish.rating() > Technique::XWing.rating());
    /// ```
    pub fn rating(self) -> f32 {
        match self {
            Technique::NakedSingle => 1.0,
            Technique::HiddenSingle => 1.5,
            other => 2.0 + 0.2 * (other as usize - Technique::Pointing as usize) as f32,
        }
    }
}
