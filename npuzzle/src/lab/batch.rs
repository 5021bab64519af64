//! A batch of puzzles as `npuzzle` runs it: the goal as asked for, the puzzles of an input
//! with their goals and methods, a `--partition` checked against them, every puzzle solved
//! in input order on several threads, and each result as the lab report's text.
//!
//! ```
//! use npuzzle::lab::batch::{read_puzzles, solve_all, Goal};
//! use npuzzle::lab::{Method, Verdict};
//!
//! let goal = Goal::parse("blank-last", None).unwrap();
//! let (puzzles, errors) = read_puzzles("1 2 3 4 5 6 0 7 8\n", None, &goal, &[Method::Astar]);
//! assert!(errors.is_empty());
//! let results = solve_all(&puzzles, &Default::default(), 1, 1 << 20, &|_, _, _| {});
//! let report = results[0][0].as_ref().unwrap();
//! assert_eq!(report.verdict.to_string(), "rr");
//! assert!(matches!(report.verdict, Verdict::Solved(_)));
//! ```

use super::solve::{solve, Method, Report, Search, Verdict};
use crate::pdb::searching::shared_search::Progress;
use crate::pdb::{self, plan::Prepared};
use crate::random::random_board;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use searchlab::cells::Shape;
use searchlab::named::{closest, Named};
use searchlab::program::counted;
use searchlab::tiles::grid::square_board;
use searchlab::tiles::grid::text::{self, Entry};
use searchlab::tiles::grid::GridBoard;
use std::fmt::{self, Write as _};
use std::io;
use std::time::Duration;

/// The goal as asked for: a named goal takes the shape of each puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// 1 2 … n−1, then the blank.
    BlankLast,
    /// The blank, then 1 2 … n−1 (Korf's).
    BlankFirst,
    /// One board, for puzzles of its shape only.
    Board(GridBoard),
}

impl Goal {
    /// `blank-last`, `blank-first`, or the tokens of a board (of shape `size`, or else
    /// square); a word of letters that is neither is named as an unknown goal. Cost:
    /// O(tokens).
    pub fn parse(text: &str, size: Option<Shape>) -> Result<Goal, String> {
        Ok(match text {
            "blank-last" => Goal::BlankLast,
            "blank-first" => Goal::BlankFirst,
            name if !name.contains(char::is_whitespace)
                && name.len() > 2
                && name.contains(|c: char| c.is_ascii_alphabetic()) =>
            {
                let error = format!(
                    "unknown goal '{name}' (expected blank-last, blank-first or the tiles of a board)"
                );
                return Err(match closest(name, ["blank-last", "blank-first"]) {
                    Some(meant) => format!("{error}; did you mean '{meant}'?"),
                    None => error,
                });
            }
            tokens => {
                let tokens: Vec<&str> = tokens.split_whitespace().collect();
                let shape = size.or_else(|| square_board(tokens.len()));
                Goal::Board(text::board_of(&tokens, shape)?)
            }
        })
    }

    /// The goal of boards of `shape`; an error when the goal is a board of another shape.
    pub fn for_shape(&self, shape: Shape) -> Result<GridBoard, String> {
        match self {
            Goal::BlankLast => Ok(GridBoard::blank_last(shape)),
            Goal::BlankFirst => Ok(GridBoard::blank_first(shape)),
            Goal::Board(goal) if goal.shape() == shape => Ok(goal.clone()),
            Goal::Board(goal) => Err(format!("a {shape} board, but the goal is {}", goal.shape())),
        }
    }
}

/// A puzzle of the input with its goal and the methods to run on it.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Its number in the input, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The board to solve.
    pub board: GridBoard,
    /// Where it should end.
    pub goal: GridBoard,
    /// The methods to solve it with, in order.
    pub methods: Vec<Method>,
}

/// The puzzles of `input` (boards of shape `size`, or as their tokens tell), each with its
/// goal and `methods` (or, when there are none, the board's [`Method::default_for`]); and
/// each bad puzzle as `puzzle N: line L: why`. Cost: O(input).
pub fn read_puzzles(
    input: &str,
    size: Option<Shape>,
    goal: &Goal,
    methods: &[Method],
) -> (Vec<Puzzle>, Vec<String>) {
    let (mut puzzles, mut errors) = (Vec::new(), Vec::new());
    for Entry { number, line, board } in text::read_boards(input, size) {
        match board.and_then(|b| Ok((goal.for_shape(b.shape())?, b))) {
            Ok((goal, board)) => puzzles.push(Puzzle {
                number,
                line,
                board,
                methods: match methods {
                    [] => vec![Method::default_for(goal.shape().squares())],
                    methods => methods.to_vec(),
                },
                goal,
            }),
            Err(e) => errors.push(format!("puzzle {number}: line {line}: {e}")),
        }
    }
    (puzzles, errors)
}

/// `count` random boards that can reach `goal`, of shape `size` (or the goal board's, or
/// else 4x4), drawn by [`random_board`] from a ChaCha8 stream seeded with `seed`: the same
/// seed gives the same boards everywhere. Cost: O(n²) a board.
pub fn random_boards(
    goal: &Goal,
    size: Option<Shape>,
    count: usize,
    seed: u64,
) -> Result<Vec<GridBoard>, String> {
    let shape = match (goal, size) {
        (_, Some(shape)) => shape,
        (Goal::Board(goal), None) => goal.shape(),
        _ => Shape::new(4, 4),
    };
    let goal = goal.for_shape(shape)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Ok((0..count).map(|_| random_board(&goal, &mut rng)).collect())
}

/// Checks that every puzzle is of `shape`, the board a `--partition` (written `text`) is
/// for; the error names the first that is not.
pub fn check_partition_shape(puzzles: &[Puzzle], shape: Shape, text: &str) -> Result<(), String> {
    match puzzles.iter().find(|p| p.goal.shape() != shape) {
        None => Ok(()),
        Some(p) => Err(format!(
            "--partition {text} is for {shape} boards, but puzzle {} (line {}) is {}",
            p.number,
            p.line,
            p.goal.shape()
        )),
    }
}

/// The goal of every puzzle that needs pattern databases (solved with `pdb` or `pdb-astar`,
/// and solvable: parity rules the others out before any table is needed), one per puzzle,
/// for [`pdb::plan::prepare`].
pub fn goals_needing_tables(puzzles: &[Puzzle]) -> Vec<&GridBoard> {
    puzzles
        .iter()
        .filter(|p| p.methods.iter().any(|m| m.uses_tables()) && p.board.can_reach(&p.goal))
        .map(|p| &p.goal)
        .collect()
}

/// The group sizes of a `--partition` such as `7-8` (or several partitions joined by `+`,
/// such as `7-7-5-5+6-6-6-6`) and the board shape they are for: `size`, the goal board's,
/// or else the square board with one square more than the tiles the first partition covers.
/// The error says why they fit no board.
pub fn partition_sizes(
    text: &str,
    goal: &Goal,
    size: Option<Shape>,
) -> Result<(Shape, Vec<usize>), String> {
    let runs: Vec<Vec<usize>> = text
        .split('+')
        .map(|run| run.split('-').map(|size| size.trim().parse::<usize>()).collect())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--partition: expected group sizes like 7-8, not '{text}'"))?;
    let tiles = runs[0].iter().try_fold(0usize, |sum, &s| sum.checked_add(s));
    let sizes = runs.concat();
    let shape = match (goal, size) {
        (Goal::Board(goal), _) => Some(goal.shape()),
        (_, Some(shape)) => Some(shape),
        _ => tiles.and_then(|t| square_board(t.checked_add(1)?)),
    };
    let shape = shape.ok_or_else(|| {
        format!("--partition {text} fits no square board; give --size WxH for the board it is for")
    })?;
    let goal = goal.for_shape(shape)?;
    pdb::partition(&goal, &sizes).map_err(|e| format!("--partition {text}: {e}"))?;
    Ok((shape, sizes))
}

/// Every puzzle's results, one per method, in input order, solved on `threads` threads
/// (0: one per core) with the goals' `tables`, each search storing at most `budget` bytes
/// of states. `pdb` on boards of more than 16 squares, a long search that splits evenly,
/// runs one puzzle at a time on all the threads, after the other searches (a puzzle a
/// thread); `progress(puzzle, bound, expanded)` hears how those go. Cost: the sum of the
/// searches', divided by the threads.
pub fn solve_all(
    puzzles: &[Puzzle],
    tables: &Prepared,
    threads: usize,
    budget: usize,
    progress: &(dyn Fn(usize, u32, u64) + Sync),
) -> Vec<Vec<Result<Report, String>>> {
    let solve_with = |puzzle: &Puzzle, method: Method, threads: usize, progress: Progress| {
        let tables = match (method, tables.get(&puzzle.goal)) {
            (method, Some(Err(e))) if method.uses_tables() => return Err(e.clone()),
            (_, Some(Ok(ready))) => Some(ready),
            _ => None,
        };
        let search = Search { threads, budget, progress };
        solve(method, &puzzle.board, &puzzle.goal, tables, search)
    };
    let first = searchlab::workers::map(puzzles, threads, |puzzle| {
        let alone =
            |&m: &Method| (!shares_board(puzzle, m)).then(|| solve_with(puzzle, m, 1, &|_, _| {}));
        puzzle.methods.iter().map(alone).collect::<Vec<_>>()
    });
    let all = if threads == 0 { searchlab::workers::cores() } else { threads };
    let rest = puzzles.iter().enumerate().zip(first);
    rest.map(|((index, puzzle), row)| {
        let report = |bound, expanded| progress(index, bound, expanded);
        let methods = puzzle.methods.iter().zip(row);
        methods
            .map(|(&m, done)| done.unwrap_or_else(|| solve_with(puzzle, m, all, &report)))
            .collect()
    })
    .collect()
}

/// Whether `method` searches `puzzle`'s board on all threads at once (`pdb` on boards of
/// more than [`pdb::searching::pruning::PRUNED_BEYOND`] squares).
fn shares_board(puzzle: &Puzzle, method: Method) -> bool {
    method == Method::Pdb && puzzle.goal.shape().squares() > pdb::searching::pruning::PRUNED_BEYOND
}

/// How many threads [`solve_all`] keeps busy with `threads` (0: one per core) for
/// `puzzles`: all of them when a board is shared among them, else at most one a puzzle.
pub fn threads_used(puzzles: &[Puzzle], threads: usize) -> usize {
    let threads = if threads == 0 { searchlab::workers::cores() } else { threads };
    let shares = |p: &Puzzle| p.methods.iter().any(|&m| shares_board(p, m));
    match puzzles.iter().any(shares) {
        true => threads,
        false => threads.min(puzzles.len()).max(1),
    }
}

/// The progress line of a search shared among threads: the puzzle (from 0), the bound of
/// its iteration, the nodes expanded so far, the rate over `elapsed`.
pub fn progress_line(puzzle: usize, bound: u32, expanded: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let rate = expanded as f64 / seconds.max(1e-3) / 1e6;
    let nodes = counted(expanded, "node");
    let head = format!("puzzle {}: bound {bound}, {nodes} expanded", puzzle + 1);
    format!("{head}, {rate:.1} million a second, {seconds:.0} s")
}

/// How [`write_results`] writes: the moves alone, or lab reports ([`report_text`]) with
/// or without the figures and the boards on the way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Lab reports instead of a line of moves per method.
    pub reports: bool,
    /// In reports, the length, nodes and time.
    pub figures: bool,
    /// In reports, every board on the way.
    pub steps: bool,
}

/// Writes every result of [`solve_all`] to `out` in input order, as `style` says; a failed
/// method goes to `failed` as `puzzle N: line L: method: why`, once `out` is flushed so that
/// the two streams stay in order. Returns whether every method succeeded.
/// The line `--stats` ends on: `solved 3 puzzles in 1.234 s on 2 threads`; a puzzle a
/// method failed on (over the memory budget, say) is not counted solved: `solved 0 of 1
/// puzzle in 21.700 s on 2 threads; 1 puzzle failed`. Cost: one look at each result.
///
/// ```
/// use npuzzle::lab::batch::summary;
/// use std::time::Duration;
///
/// let results = vec![vec![Err("over the memory budget".to_string())]];
/// let line = summary(&results, Duration::from_millis(1500), 2);
/// assert_eq!(line, "solved 0 of 1 puzzle in 1.500 s on 2 threads; 1 puzzle failed");
/// ```
pub fn summary(results: &[Vec<Result<Report, String>>], time: Duration, threads: usize) -> String {
    let failed = results.iter().filter(|reports| reports.iter().any(Result::is_err)).count();
    let all = counted(results.len(), "puzzle");
    let (solved, failures) = match failed {
        0 => (all, String::new()),
        _ => {
            let solved = format!("{} of {all}", results.len() - failed);
            (solved, format!("; {} failed", counted(failed, "puzzle")))
        }
    };
    let (seconds, on) = (time.as_secs_f64(), counted(threads, "thread"));
    format!("solved {solved} in {seconds:.3} s on {on}{failures}")
}

pub fn write_results(
    out: &mut dyn io::Write,
    puzzles: &[Puzzle],
    results: Vec<Vec<Result<Report, String>>>,
    style: Style,
    failed: &mut dyn FnMut(String),
) -> io::Result<bool> {
    let mut all = true;
    for (puzzle, reports) in puzzles.iter().zip(results) {
        for (&method, report) in puzzle.methods.iter().zip(reports) {
            match report {
                Ok(report) if style.reports => {
                    let text = report_text(puzzle, method, &report, style.figures, style.steps);
                    out.write_all(text.as_bytes())?;
                }
                Ok(report) => writeln!(out, "{}", report.verdict)?,
                Err(e) => {
                    out.flush()?;
                    let (number, line) = (puzzle.number, puzzle.line);
                    failed(format!("puzzle {number}: line {line}: {}: {e}", method.name()));
                    all = false;
                }
            }
        }
    }
    Ok(all)
}

/// A method's verdict as `npuzzle` prints it: the moves' letters, `unsolvable`, or `no
/// solution within D moves`.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Solved(moves) => moves.iter().try_for_each(|m| f.write_char(m.letter())),
            Verdict::Unsolvable => f.write_str("unsolvable"),
            Verdict::NotWithin(depth) => {
                write!(f, "no solution within {}", counted(*depth, "move"))
            }
        }
    }
}

/// The lab report of `method` on `puzzle`: a heading, the moves, with `figures` the
/// length, nodes and time, and with `steps` every board on the way, `-----` between them.
pub fn report_text(
    puzzle: &Puzzle,
    method: Method,
    report: &Report,
    figures: bool,
    steps: bool,
) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "# puzzle {}, {}", puzzle.number, method.name());
    let _ = writeln!(text, "moves: {}", report.verdict);
    if figures {
        let length = match &report.verdict {
            Verdict::Solved(moves) => moves.len().to_string(),
            _ => "-".to_string(),
        };
        let _ = writeln!(
            text,
            "length {length}, expanded {}, generated {}, time {:.3} ms",
            report.stats.expanded,
            report.stats.generated,
            report.elapsed.as_secs_f64() * 1e3
        );
    }
    if let (true, Verdict::Solved(moves)) = (steps, &report.verdict) {
        let mut board = puzzle.board.clone();
        let _ = writeln!(text, "{board}");
        for &m in moves {
            board.apply(m);
            let _ = writeln!(text, "-----\n{board}");
        }
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_puzzles_are_named_and_the_others_kept() {
        let goal = Goal::parse("1 2 3 4 5 6 7 8 0", None).unwrap();
        let input = "1 2 3 4 5 6 0 7 8\n1 2 3\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
        let (puzzles, errors) = read_puzzles(input, None, &goal, &[]);
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].methods, [Method::Pdb]);
        assert_eq!(errors.len(), 2);
        assert!(errors[0].starts_with("puzzle 2: line 2: "), "{errors:?}");
        assert_eq!(errors[1], "puzzle 3: line 3: a 4x4 board, but the goal is 3x3");
    }

    #[test]
    fn partitions_take_their_board_from_the_size_the_goal_or_the_tiles() {
        let last = Goal::BlankLast;
        assert_eq!(partition_sizes("7-8", &last, None), Ok((Shape::new(4, 4), vec![7, 8])));
        let wide = Shape::new(5, 3);
        assert_eq!(partition_sizes("7-7", &last, Some(wide)), Ok((wide, vec![7, 7])));
        assert!(partition_sizes("7-x", &last, None).unwrap_err().contains("like 7-8"));
        assert!(partition_sizes("7-7", &last, None).unwrap_err().contains("fits no square board"));
        // Several partitions, joined by `+`: the board is the first one's.
        let two = partition_sizes("7-7-7-3+6-6-6-6", &Goal::BlankFirst, None);
        assert_eq!(two, Ok((Shape::new(5, 5), vec![7, 7, 7, 3, 6, 6, 6, 6])));
        let uneven = partition_sizes("7-8+7-7", &last, None).unwrap_err();
        assert!(uneven.contains("each partition must split the 15 tiles"), "{uneven}");
        assert!(partition_sizes("7-8+", &last, None).unwrap_err().contains("like 7-8"));
    }

    #[test]
    fn random_boards_are_seeded_reachable_and_of_the_asked_shape() {
        let goal = Goal::BlankFirst;
        let boards = random_boards(&goal, None, 20, 7).unwrap();
        assert_eq!(boards, random_boards(&goal, None, 20, 7).unwrap());
        assert_ne!(boards, random_boards(&goal, None, 20, 8).unwrap());
        let target = goal.for_shape(Shape::new(4, 4)).unwrap();
        assert!(boards.iter().all(|b| b.can_reach(&target)));
        let wide = Shape::new(5, 2);
        assert!(random_boards(&goal, Some(wide), 3, 1).unwrap().iter().all(|b| b.shape() == wide));
        let board = Goal::parse("1 2 3 4 5 6 7 8 0", None).unwrap();
        assert!(random_boards(&board, Some(wide), 1, 1).is_err());
        let (puzzles, _) = read_puzzles("1 2 3 4 5 6 0 7 8\n", None, &board, &[]);
        assert!(check_partition_shape(&puzzles, Shape::new(3, 3), "4-4").is_ok());
        let error = check_partition_shape(&puzzles, Shape::new(4, 4), "7-8");
        assert_eq!(
            error.unwrap_err(),
            "--partition 7-8 is for 4x4 boards, but puzzle 1 (line 1) is 3x3"
        );
    }

    #[test]
    fn boards_shared_among_threads_keep_them_all_busy() {
        let goal = Goal::BlankLast;
        let small = "1 2 3 4 5 6 0 7 8\n";
        let (three, _) = read_puzzles(small, None, &goal, &[Method::Pdb]);
        assert_eq!(threads_used(&three, 4), 1);
        let large = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24\n";
        let (five, _) = read_puzzles(large, None, &goal, &[Method::Pdb]);
        assert_eq!(threads_used(&five, 4), 4);
        assert_eq!(threads_used(&five, 0), searchlab::workers::cores());
        let (zones, _) = read_puzzles(large, None, &goal, &[Method::Zones]);
        assert_eq!(threads_used(&zones, 4), 1);
        let line = progress_line(0, 84, 1, Duration::from_secs(2));
        assert_eq!(line, "puzzle 1: bound 84, 1 node expanded, 0.0 million a second, 2 s");
    }

    #[test]
    fn reports_replay_to_the_goal() {
        let goal = Goal::BlankLast;
        let (puzzles, _) = read_puzzles("1 2 3 4 5 6 0 7 8\n", None, &goal, &[Method::Bfs]);
        let results = solve_all(&puzzles, &Prepared::new(), 2, 1 << 24, &|_, _, _| {});
        let report = results[0][0].as_ref().unwrap();
        let text = report_text(&puzzles[0], Method::Bfs, report, true, true);
        assert!(text.starts_with("# puzzle 1, bfs\nmoves: rr\nlength 2, expanded"), "{text}");
        let last_board = text.trim_end().rsplit("-----\n").next().unwrap();
        assert_eq!(last_board.trim_end(), puzzles[0].goal.to_string().trim_end());
        // Without tables, pdb says why instead of solving; the moves of the others are
        // written, the failure told.
        let methods = [Method::Pdb, Method::Idastar];
        let (puzzles, _) = read_puzzles("1 2 3 4 5 6 0 7 8\n", None, &goal, &methods);
        let results = solve_all(&puzzles, &Prepared::new(), 1, 1 << 20, &|_, _, _| {});
        let (mut out, mut failures) = (Vec::new(), Vec::new());
        let all =
            write_results(&mut out, &puzzles, results, Style::default(), &mut |f| failures.push(f));
        assert_eq!((all.unwrap(), &out[..]), (false, &b"rr\n"[..]));
        assert_eq!(failures, ["puzzle 1: line 1: pdb: pdb needs pattern databases for this goal"]);
    }
}
