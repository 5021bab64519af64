//! `make bench` for the two forms of IDA* (a problem type, closures), which share one loop,
//! on the same problem in the same run (median of five runs), and bidirectional BFS
//! against BFS in nodes expanded: the 8-puzzle from a hundred random solvable boards (goal
//! `123804765`). (The other searches have one form since the trait forms went; the
//! `pathfinding` bench measures them against that crate.)

use searchlab::rng::XorShift;
use searchlab::search::{self, Heuristic, Labelled, Problem, Stats};
use searchlab::tiles::fixed::{Eight, Manhattan};
use searchlab::tiles::{Move, LEX_ORDER};
use std::time::{Duration, Instant};

const RUNS: usize = 5;

/// The 8-puzzle towards a goal, as a problem type.
struct EightPuzzle {
    goal: Eight,
    manhattan: Manhattan<3, 9>,
}

impl Problem for EightPuzzle {
    type State = Eight;
    type Move = Move;
    fn successors(&self, board: &Eight, out: &mut Vec<(Move, Eight)>) {
        out.extend(LEX_ORDER.iter().filter_map(|&m| Some((m, board.step(m)?))));
    }
    fn is_goal(&self, board: &Eight) -> bool {
        *board == self.goal
    }
}

impl Heuristic for EightPuzzle {
    fn estimate(&self, board: &Eight) -> u32 {
        self.manhattan.estimate(board)
    }
}

/// A hundred boards reachable from `goal`, by seeded random walks of 200 moves.
fn random_boards(goal: Eight) -> Vec<Eight> {
    let mut rng = XorShift::new(1379);
    (0..100)
        .map(|_| {
            (0..200).fold(goal, |board, _| {
                let m = LEX_ORDER[rng.below(4) as usize];
                board.step(m).unwrap_or(board)
            })
        })
        .collect()
}

/// The median wall times of `RUNS` runs each of two ways to do the same work, run in
/// turn (so that both meet the same machine), with what the last run of each returned.
fn timed_pair<T>(
    mut first: impl FnMut() -> T,
    mut second: impl FnMut() -> T,
) -> ((Duration, T), (Duration, T)) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let (mut last_a, mut last_b) = (None, None);
    for _ in 0..RUNS {
        let start = Instant::now();
        last_a = Some(first());
        a.push(start.elapsed());
        let start = Instant::now();
        last_b = Some(second());
        b.push(start.elapsed());
    }
    a.sort();
    b.sort();
    ((a[RUNS / 2], last_a.unwrap()), (b[RUNS / 2], last_b.unwrap()))
}

fn row(name: &str, (traits, closures): ((Duration, u64), (Duration, u64))) {
    let ratio = closures.0.as_secs_f64() / traits.0.as_secs_f64();
    println!(
        "| {name} | {:.1} ms | {:.1} ms | {ratio:.2} | {} | {} |",
        traits.0.as_secs_f64() * 1e3,
        closures.0.as_secs_f64() * 1e3,
        traits.1,
        closures.1
    );
}

/// Nodes expanded over all the searches.
fn total(stats: impl Iterator<Item = Stats>) -> u64 {
    stats.map(|s| s.expanded).sum()
}

// Each way of searching is a function of its own, kept out of line, and the closure
// variant writes its successors closure itself (the same moves, in the same order, as the
// problem type's), as a program with one search does: a
// successors function shared by several searches in one binary may stop being inlined
// into them, and then costs the closure engine a call per move (BENCHMARKS.md).

/// IDA* takes milliseconds on these boards: each run solves them 20 times over.
const IDASTAR_ROUNDS: usize = 20;

#[inline(never)]
fn trait_idastar(puzzle: &EightPuzzle, boards: &[Eight]) -> u64 {
    let rounds = boards.iter().cycle().take(boards.len() * IDASTAR_ROUNDS);
    total(rounds.map(|&b| search::idastar_problem(puzzle, b).stats))
}

#[inline(never)]
fn closure_idastar(puzzle: &EightPuzzle, boards: &[Eight]) -> u64 {
    let eight_moves_costed = |board: &Eight| {
        let board = *board;
        LEX_ORDER.iter().filter_map(move |&m| Some((Labelled(m, board.step(m)?), 1)))
    };
    let estimate = |board: &Eight| puzzle.manhattan.estimate(board);
    let is_goal = |board: &Eight| *board == puzzle.goal;
    let rounds = boards.iter().cycle().take(boards.len() * IDASTAR_ROUNDS);
    let found = rounds.map(|&b| search::idastar(b, eight_moves_costed, estimate, is_goal));
    total(found.map(|found| found.unwrap().stats))
}

/// The distances and nodes expanded of BFS (`both_ends` false) or bidirectional BFS.
#[inline(never)]
fn distances(goal: Eight, boards: &[Eight], both_ends: bool) -> Vec<(u32, u64)> {
    let moves = |board: &Eight| LEX_ORDER.iter().filter_map(|&m| board.step(m)).collect::<Vec<_>>();
    let search = |b: Eight| match both_ends {
        true => search::bidirectional_bfs(b, goal, moves, moves),
        false => search::bfs(b, moves, |board| *board == goal),
    };
    boards.iter().map(|&b| search(b).map(|f| (f.cost, f.stats.expanded)).unwrap()).collect()
}

fn eight_puzzle() {
    let goal = Eight::new(&[1, 2, 3, 8, 0, 4, 7, 6, 5]).unwrap();
    let puzzle = EightPuzzle { goal, manhattan: Manhattan::new(&goal) };
    let boards = random_boards(goal);
    let p = &puzzle;
    let b = &boards[..];
    println!("### The 8-puzzle, 100 random boards: IDA* on a problem type and on closures\n");
    println!("| search | problem type | closures | closures / type | type nodes expanded | closures nodes expanded |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    row("idastar", timed_pair(|| trait_idastar(p, b), || closure_idastar(p, b)));

    println!("\n### Bidirectional BFS against BFS, the 8-puzzle boards 20 or more moves away\n");
    println!("| boards | BFS nodes expanded | bidirectional nodes expanded | BFS / bidirectional | BFS time | bidirectional time |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: |");
    let far: Vec<Eight> = boards
        .iter()
        .zip(distances(goal, &boards, false))
        .filter(|(_, (cost, _))| *cost >= 20)
        .map(|(&board, _)| board)
        .collect();
    let (one_way, both_ways) =
        timed_pair(|| distances(goal, &far, false), || distances(goal, &far, true));
    let lengths = |runs: &[(u32, u64)]| runs.iter().map(|r| r.0).collect::<Vec<_>>();
    assert_eq!(lengths(&one_way.1), lengths(&both_ways.1), "the same distances");
    let nodes = |runs: &[(u32, u64)]| runs.iter().map(|r| r.1).sum::<u64>();
    let (bfs_nodes, bidirectional_nodes) = (nodes(&one_way.1), nodes(&both_ways.1));
    let least_ratio = one_way
        .1
        .iter()
        .zip(&both_ways.1)
        .map(|(a, b)| a.1 as f64 / b.1 as f64)
        .fold(f64::INFINITY, f64::min);
    println!(
        "| {} | {bfs_nodes} | {bidirectional_nodes} | {:.1} (each board: at least {least_ratio:.1}) | {:.1} ms | {:.1} ms |",
        far.len(),
        bfs_nodes as f64 / bidirectional_nodes as f64,
        one_way.0.as_secs_f64() * 1e3,
        both_ways.0.as_secs_f64() * 1e3
    );
}

fn main() {
    eight_puzzle();
}
