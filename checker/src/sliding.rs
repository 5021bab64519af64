//! An independent model of sliding-tile boards of any size, to check `npuzzle`'s answers:
//! moves replayed, solvability by parity, and the shortest length by a textbook IDA* on the
//! Manhattan distance, written without the library's solvers (the boards are read as
//! `npuzzle` reads them, by `searchlab::tiles::grid::text`).
//!
//! A board is its cells row by row, `0` for the blank; the goal is one of `npuzzle`'s
//! ([`Goal`]). Moves are the blank's direction: `u d l r`.

use crate::compare::one_line_each;
use searchlab::cells::Shape;
use searchlab::named::closest;
use searchlab::program::counted;
use searchlab::tiles::grid::text::read_boards;

/// The board every puzzle is to reach, as `npuzzle --goal` names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// `1 2 … n-1`, then the blank (`npuzzle`'s default).
    BlankLast,
    /// The blank, then `1 2 … n-1` (Korf's).
    BlankFirst,
    /// These cells, for boards of as many squares.
    Cells(Vec<u8>),
}

impl Goal {
    /// `blank-last`, `blank-first`, or the tiles of a board (numbers, `0` or `x` for the
    /// blank), as `npuzzle --goal` takes them. Cost: O(length).
    ///
    /// ```
    /// use checker::sliding::Goal;
    ///
    /// assert_eq!(Goal::parse("blank-first"), Ok(Goal::BlankFirst));
    /// assert_eq!(Goal::parse("1 2 3 x"), Ok(Goal::Cells(vec![1, 2, 3, 0])));
    /// assert!(Goal::parse("blank-middle").unwrap_err().contains("blank-last"));
    /// assert!(Goal::parse("blank-frist").unwrap_err().ends_with("did you mean 'blank-first'?"));
    /// ```
    pub fn parse(text: &str) -> Result<Goal, String> {
        match text {
            "blank-last" => return Ok(Goal::BlankLast),
            "blank-first" => return Ok(Goal::BlankFirst),
            _ => {}
        }
        let tile = |token: &str| match token {
            "x" | "X" => Some(0),
            _ => token.parse::<u8>().ok(),
        };
        let cells: Option<Vec<u8>> = text.split_whitespace().map(tile).collect();
        match cells {
            Some(cells) if cells.len() > 1 => Ok(Goal::Cells(cells)),
            _ => {
                let names = ["blank-last", "blank-first"];
                let meant = closest(text, names).map(|m| format!("; did you mean '{m}'?"));
                Err(format!(
                    "unknown goal '{text}' (expected blank-last, blank-first or the tiles of a board){}",
                    meant.unwrap_or_default()
                ))
            }
        }
    }

    /// The goal's cells on a board of `width` × `height`, or why it has no such board.
    fn board(&self, width: usize, height: usize) -> Result<Board, String> {
        let squares = width * height;
        let cells = match self {
            Goal::BlankLast => (1..squares).map(|t| t as u8).chain([0]).collect(),
            Goal::BlankFirst => (0..squares).map(|t| t as u8).collect(),
            Goal::Cells(cells) => cells.clone(),
        };
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        if cells.len() != squares || !sorted.iter().enumerate().all(|(i, &t)| t as usize == i) {
            let tiles = counted(cells.len(), "tile");
            return Err(format!("the goal ({tiles}) is not a board of {width}x{height}"));
        }
        Ok(Board { width, cells })
    }
}

/// How `npuzzle` was asked to read and solve its puzzles: the goal and the board size
/// (`--goal`, `--size`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The board every puzzle is to reach.
    pub goal: Goal,
    /// The board size, when the token count does not tell it.
    pub size: Option<Shape>,
}

/// A board: its width and its cells row by row, `0` for the blank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Cells in a row.
    pub width: usize,
    /// The tiles row by row, `0` for the blank.
    pub cells: Vec<u8>,
}

impl Board {
    fn height(&self) -> usize {
        self.cells.len() / self.width
    }

    fn blank(&self) -> usize {
        self.cells.iter().position(|&t| t == 0).expect("a board has a blank")
    }

    /// The square the blank at `blank` moves to by `letter`, if that is on the board.
    fn target(&self, blank: usize, letter: char) -> Option<usize> {
        let (row, col) = (blank / self.width, blank % self.width);
        match letter {
            'u' if row > 0 => Some(blank - self.width),
            'd' if row + 1 < self.height() => Some(blank + self.width),
            'l' if col > 0 => Some(blank - 1),
            'r' if col + 1 < self.width => Some(blank + 1),
            _ => None,
        }
    }

    /// The cells as one line, tiles separated by spaces.
    pub fn text(&self) -> String {
        let tiles: Vec<String> = self.cells.iter().map(u8::to_string).collect();
        tiles.join(" ")
    }
}

/// The board `moves` lead `start` to, or what is wrong with the first bad move: `move 3
/// ('x') is not a move (u, d, l or r)`, `move 1 ('u') takes the blank off the board`.
/// Cost: linear in the moves.
///
/// ```
/// use checker::sliding::{replay_moves, Board};
///
/// let start = Board { width: 2, cells: vec![1, 2, 0, 3] };
/// assert_eq!(replay_moves(&start, "r"), Ok(Board { width: 2, cells: vec![1, 2, 3, 0] }));
/// assert_eq!(replay_moves(&start, "l").unwrap_err(), "move 1 ('l') takes the blank off the board");
/// ```
pub fn replay_moves(start: &Board, moves: &str) -> Result<Board, String> {
    let mut board = start.clone();
    for (i, letter) in moves.chars().enumerate() {
        if !"udlr".contains(letter) {
            return Err(format!("move {} ({letter:?}) is not a move (u, d, l or r)", i + 1));
        }
        let blank = board.blank();
        let target = board
            .target(blank, letter)
            .ok_or_else(|| format!("move {} ({letter:?}) takes the blank off the board", i + 1))?;
        board.cells.swap(blank, target);
    }
    Ok(board)
}

/// Whether `board` can reach `goal` (a board of the same size): the parity of the
/// permutation taking the goal to it (the blank counted as a tile) equals the parity of the
/// blanks' taxicab distance, the classical invariant of every sliding-tile board.
/// Cost: O(squares).
///
/// ```
/// use checker::sliding::{solvable, Board};
///
/// let goal = Board { width: 3, cells: vec![1, 2, 3, 4, 5, 6, 7, 8, 0] };
/// assert!(solvable(&Board { width: 3, cells: vec![1, 2, 3, 4, 5, 6, 7, 0, 8] }, &goal));
/// assert!(!solvable(&Board { width: 3, cells: vec![2, 1, 3, 4, 5, 6, 7, 8, 0] }, &goal));
/// ```
pub fn solvable(board: &Board, goal: &Board) -> bool {
    let homes = homes(goal);
    let squares = board.cells.len();
    let mut seen = vec![false; squares];
    let mut cycles = 0;
    for start in 0..squares {
        if seen[start] {
            continue;
        }
        cycles += 1;
        let mut at = start;
        while !seen[at] {
            seen[at] = true;
            at = homes[board.cells[at] as usize];
        }
    }
    let even_permutation = (squares - cycles) % 2 == 0;
    let (blank, home) = (board.blank(), goal.blank());
    let width = board.width;
    let distance = (blank / width).abs_diff(home / width) + (blank % width).abs_diff(home % width);
    even_permutation == (distance % 2 == 0)
}

/// The square each tile has on `goal`, by tile.
fn homes(goal: &Board) -> Vec<usize> {
    let mut homes = vec![0; goal.cells.len()];
    for (at, &tile) in goal.cells.iter().enumerate() {
        homes[tile as usize] = at;
    }
    homes
}

/// The length of a shortest way from `board` to `goal` (which it can reach), by IDA* on
/// the Manhattan distance (each tile's rows and columns from its home). Cost: instant on
/// 3 × 3 boards, milliseconds to minutes on 4 × 4 ones (Korf's hardest took IDA* on this
/// estimate billions of nodes); more on larger boards.
///
/// ```
/// use checker::sliding::{shortest_length, Board};
///
/// let goal = Board { width: 3, cells: vec![1, 2, 3, 4, 5, 6, 7, 8, 0] };
/// assert_eq!(shortest_length(&Board { width: 3, cells: vec![8, 1, 3, 4, 0, 2, 7, 6, 5] }, &goal), 14);
/// ```
pub fn shortest_length(board: &Board, goal: &Board) -> usize {
    let mut search = Ida { board: board.clone(), homes: homes(goal), bound: 0 };
    let (estimate, blank) = (search.estimate(), board.blank());
    let mut bound = estimate;
    loop {
        search.bound = bound;
        match search.deepen(0, estimate, blank, None) {
            Ok(()) => return bound,
            Err(next) => bound = next,
        }
    }
}

/// One IDA* search: the board as it is moved, each tile's home, and the current cost bound.
struct Ida {
    board: Board,
    homes: Vec<usize>,
    bound: usize,
}

impl Ida {
    /// The rows and columns between square `at` and the home of `tile`.
    fn distance(&self, tile: u8, at: usize) -> usize {
        let (width, home) = (self.board.width, self.homes[tile as usize]);
        (at / width).abs_diff(home / width) + (at % width).abs_diff(home % width)
    }

    /// The Manhattan distance of the whole board.
    fn estimate(&self) -> usize {
        let cells = self.board.cells.iter().enumerate();
        cells.filter(|(_, &tile)| tile != 0).map(|(at, &tile)| self.distance(tile, at)).sum()
    }

    /// `Ok` when the goal is within the bound from here (`cost` moves made, the board
    /// `estimate` from the goal, the blank at `blank`, last at `came_from`), otherwise the
    /// least cost bound past the current one. A move updates the estimate by its tile alone.
    fn deepen(
        &mut self,
        cost: usize,
        estimate: usize,
        blank: usize,
        came_from: Option<usize>,
    ) -> Result<(), usize> {
        if cost + estimate > self.bound {
            return Err(cost + estimate);
        }
        if estimate == 0 {
            return Ok(());
        }
        let mut least = usize::MAX;
        for letter in ['u', 'd', 'l', 'r'] {
            let Some(target) = self.board.target(blank, letter) else { continue };
            if Some(target) == came_from {
                continue;
            }
            let tile = self.board.cells[target];
            let next = estimate + self.distance(tile, blank) - self.distance(tile, target);
            self.board.cells.swap(blank, target);
            let result = self.deepen(cost + 1, next, target, Some(blank));
            self.board.cells.swap(blank, target);
            match result {
                Ok(()) => return Ok(()),
                Err(next) => least = least.min(next),
            }
        }
        Err(least)
    }
}

/// Checks `npuzzle`'s output for `input` as `npuzzle` reads it by default (goal
/// blank-last, sizes from the token counts): [`check_npuzzle_as`].
///
/// ```
/// use checker::sliding::check_npuzzle;
///
/// let input = "1 2 3 4 5 6 0 7 8\n2 1 3 4 5 6 7 8 0\n";
/// assert!(check_npuzzle(input, None, "rr\nunsolvable\n").is_ok());
/// assert!(check_npuzzle(input, Some("2\nunsolvable\n"), "rr\nunsolvable\n").is_ok());
/// assert!(check_npuzzle(input, None, "rlrr\nunsolvable\n").unwrap_err().contains("shortest is of length 2"));
/// ```
pub fn check_npuzzle(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let options = Options { goal: Goal::BlankLast, size: None };
    check_npuzzle_as(&options, input, expected, got)
}

/// Checks `npuzzle`'s output for `input`, read and solved with `options`: one line per
/// board read (boards `npuzzle` refuses get no line), `unsolvable` exactly for the boards
/// that cannot reach the goal, otherwise moves that replay to the goal in the fewest moves.
/// The shortest length is the expected answer's (a move string, which must reach the goal
/// too, or a number) when `expected` is given, and the checker's own IDA* otherwise.
/// Cost: the replays, plus the solves when `expected` is `None`.
///
/// ```
/// use checker::sliding::{check_npuzzle_as, Goal, Options};
///
/// let options = Options { goal: Goal::BlankFirst, size: None };
/// assert!(check_npuzzle_as(&options, "1 0 2 3 4 5 6 7 8\n", None, "l\n").is_ok());
/// ```
pub fn check_npuzzle_as(
    options: &Options,
    input: &str,
    expected: Option<&str>,
    got: &str,
) -> Result<(), String> {
    let mut boards = Vec::new();
    for entry in read_boards(input, options.size) {
        if let Ok(board) = entry.board {
            let Shape { width, height } = board.shape();
            let goal = options.goal.board(width, height);
            let goal = goal.map_err(|why| format!("puzzle {}: {why}", entry.number))?;
            boards.push((entry.number, Board { width, cells: board.cells().to_vec() }, goal));
        }
    }
    let read = format!("{} read", counted(boards.len(), "board"));
    let (got, expected) = one_line_each((boards.len(), &read), got, expected)?;
    for (i, (number, board, goal)) in boards.iter().enumerate() {
        let want = expected.as_ref().map(|e| e[i]);
        check_board(board, goal, want, got[i])
            .map_err(|why| format!("puzzle {number} ({}): {why}", board.text()))?;
    }
    Ok(())
}

/// Judges `answer` for one board, `want` being the expected line if any.
fn check_board(
    board: &Board,
    goal: &Board,
    want: Option<&str>,
    answer: &str,
) -> Result<(), String> {
    if !solvable(board, goal) {
        if answer != "unsolvable" {
            return Err(format!("unsolvable (by parity), but the answer is {answer:?}"));
        }
        return match want {
            Some(want) if want != "unsolvable" => {
                Err(format!("unsolvable (by parity), but the expected answer is {want:?}"))
            }
            _ => Ok(()),
        };
    }
    if answer == "unsolvable" {
        return Err("claims unsolvable, but the board is solvable (by parity)".into());
    }
    match replay_moves(board, answer) {
        Err(why) => return Err(format!("{answer:?}: {why}")),
        Ok(end) if end != *goal => {
            return Err(format!("{answer:?} ends at {}, not at the goal", end.text()));
        }
        Ok(_) => {}
    }
    let shortest = match want {
        None => shortest_length(board, goal),
        Some(want) => expected_length(board, goal, want)?,
    };
    let length = answer.chars().count();
    if length > shortest {
        return Err(format!(
            "{answer:?} is of length {length}; the shortest is of length {shortest}"
        ));
    }
    if length < shortest {
        let moves = counted(shortest, "move");
        return Err(format!("{answer:?} is shorter than the expected answer ({moves}): the expected answer is wrong"));
    }
    Ok(())
}

/// The shortest length an expected line gives: its number, or the length of its moves,
/// which must lead `board` to `goal`.
fn expected_length(board: &Board, goal: &Board, want: &str) -> Result<usize, String> {
    if let Ok(length) = want.parse::<usize>() {
        return Ok(length);
    }
    match replay_moves(board, want) {
        Ok(end) if end == *goal => Ok(want.chars().count()),
        _ => Err(format!("the expected answer {want:?} does not reach the goal")),
    }
}
