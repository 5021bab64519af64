//! One board solved by the method asked for, within the time and memory allowed, with what
//! the search did.

use crate::pdb::plan::GoalTables;
use crate::pdb::searching::shared_search::{idastar_shared, Progress};
use crate::pdb::{PdbPuzzle, PdbState};
use fxhash::FxBuildHasher;
use searchlab::named::Named;
use searchlab::search::{
    idastar_problem, idastar_problem_with_hashed_table, Heuristic, Outcome, Problem, Stats,
};
use searchlab::search::{Found, Labelled, MaxStates, NotFound};
use searchlab::tiles::grid::{zones, GridBoard, GridPuzzle};
use searchlab::tiles::Move;
use std::time::{Duration, Instant};

/// The most states BFS may face (half of n! for n squares): 11 squares and fewer.
pub const BFS_STATE_LIMIT: u64 = 20_000_000;

/// Bytes one stored state costs BFS, DFS and A* on a board of `squares` squares, at most:
/// the record (board, parent, cost, move) with its index and spare capacity, the open
/// list's entry, and the allocator's overhead on the boxed cells.
pub fn bytes_per_state(squares: usize) -> usize {
    STATE_OVERHEAD + 6 * squares
}

/// The fixed part of [`bytes_per_state`], measured on the 15-puzzle (peak resident memory
/// divided by states stored, with A*, whose queue holds the most).
const STATE_OVERHEAD: usize = 256;

/// The default memory budget of BFS, DFS and A* in `npuzzle`, in MiB (`--max-memory`).
pub const DEFAULT_MAX_MEMORY_MIB: u64 = 2048;

/// States the pattern database search remembers per iteration (about 40 MB at most).
pub const TRANSPOSITIONS: usize = 1 << 21;

/// A solving method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Breadth-first search: shortest, exhaustive; boards of at most 11 squares.
    Bfs,
    /// Depth-first search to a depth bound: some solution, not a shortest one.
    Dfs {
        /// The longest solution looked for.
        depth: u32,
    },
    /// A* with Manhattan distance plus linear conflicts: shortest.
    Astar,
    /// IDA* with Manhattan distance plus linear conflicts: shortest, little memory.
    Idastar,
    /// IDA* with additive pattern databases and a transposition table: shortest, fast on
    /// the 15-puzzle.
    Pdb,
    /// A* with the same estimate: shortest, about half the nodes of `pdb` on the 15-puzzle
    /// with the 7-8 tables, but it stores every state it reaches (slower once that is many).
    PdbAstar,
    /// Zone by zone: fast on large boards, not shortest.
    Zones,
}

impl Named for Method {
    const KIND: &'static str = "algorithm";
    /// `dfs` with no depth bound set.
    const ALL: &'static [Method] = &[
        Method::Bfs,
        Method::Dfs { depth: 0 },
        Method::Astar,
        Method::Idastar,
        Method::Pdb,
        Method::PdbAstar,
        Method::Zones,
    ];

    fn name(self) -> &'static str {
        match self {
            Method::Bfs => "bfs",
            Method::Dfs { .. } => "dfs",
            Method::Astar => "astar",
            Method::Idastar => "idastar",
            Method::Pdb => "pdb",
            Method::PdbAstar => "pdb-astar",
            Method::Zones => "zones",
        }
    }
}

impl Method {
    /// The method named `name` (`dfs` with the given depth bound).
    pub fn parse(name: &str, depth: u32) -> Result<Method, String> {
        let method = Method::from_name(name)?;
        Ok(match method {
            Method::Dfs { .. } => Method::Dfs { depth },
            method => method,
        })
    }

    /// Whether the method searches with pattern databases (and needs the goal's tables).
    pub fn uses_tables(self) -> bool {
        matches!(self, Method::Pdb | Method::PdbAstar)
    }

    /// The default for a board of `squares` squares: pattern databases up to the
    /// 15-puzzle, zones beyond.
    pub fn default_for(squares: usize) -> Method {
        if squares <= crate::pdb::DEFAULT_UP_TO {
            Method::Pdb
        } else {
            Method::Zones
        }
    }
}

/// How a solve ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The moves, from the start to the goal.
    Solved(Vec<Move>),
    /// The parity rule says the goal cannot be reached.
    Unsolvable,
    /// Depth-first search found nothing within its bound.
    NotWithin(u32),
}

/// The result of one method on one board.
#[derive(Clone, Debug)]
pub struct Report {
    /// What was found.
    pub verdict: Verdict,
    /// Nodes expanded and generated (generated excludes the step straight back in IDA*).
    pub stats: Stats,
    /// Time spent searching.
    pub elapsed: Duration,
}

/// How a search may run: on how many threads (IDA* on the pattern databases of boards of
/// more than 16 squares shares one board among them), storing at most `budget` bytes of
/// states, telling `progress(bound, expanded)` how a shared search goes.
#[derive(Clone, Copy)]
pub struct Search<'a> {
    /// Threads one board's search may use.
    pub threads: usize,
    /// Bytes of states BFS, DFS and the A* searches may store.
    pub budget: usize,
    /// Hears each iteration's bound and the expansions so far, now and then.
    pub progress: Progress<'a>,
}

/// Solves `start` towards `goal` (same shape) with `method`. Pattern database solving
/// needs the goal's `tables`. BFS, DFS and A* store at most `search.budget` bytes of states
/// ([`bytes_per_state`]) and otherwise stop with an error naming a method that needs less.
/// Errors say why the method cannot take this board.
/// Cost: that of the method; parity is checked first in O(n²).
pub fn solve(
    method: Method,
    start: &GridBoard,
    goal: &GridBoard,
    tables: Option<&GoalTables>,
    search: Search,
) -> Result<Report, String> {
    let budget = search.budget;
    let squares = goal.shape().squares();
    if method == Method::Bfs {
        let states = (1..=squares as u64).try_fold(1u64, |f, k| f.checked_mul(k));
        if states.is_none_or(|s| s / 2 > BFS_STATE_LIMIT) {
            return Err(format!(
                "bfs searches every state, and a {} board has too many (limit {BFS_STATE_LIMIT}); \
                 use astar, idastar or pdb",
                goal.shape()
            ));
        }
    }
    let clock = Instant::now();
    if !start.can_reach(goal) {
        return Ok(Report {
            verdict: Verdict::Unsolvable,
            stats: Stats::default(),
            elapsed: clock.elapsed(),
        });
    }
    let puzzle = GridPuzzle::new(goal.clone());
    let limit = (budget / bytes_per_state(squares)).max(1);
    let within = MaxStates(limit);
    let is_goal = |grid: &GridBoard| puzzle.is_goal(grid);
    let unit = |grid: &GridBoard| moves(grid).into_iter().map(|edge| (edge, 1));
    let estimate = |grid: &GridBoard| puzzle.estimate(grid);
    let (outcome, filled) = match method {
        Method::Bfs => ended(within.bfs(start.clone(), moves, is_goal)),
        Method::Dfs { depth } => ended(within.bounded_dfs(start.clone(), moves, is_goal, depth)),
        Method::Astar => ended(within.astar(start.clone(), unit, estimate, is_goal)),
        Method::Idastar => (idastar_problem(&puzzle, start.clone()), false),
        Method::Pdb | Method::PdbAstar => {
            let tables = tables.ok_or_else(|| {
                format!("{} needs pattern databases for this goal", method.name())
            })?;
            let states = (method == Method::PdbAstar).then_some(limit);
            if squares <= 16 {
                pdb_search::<16>(start, goal, tables, states, search)
            } else {
                pdb_search::<{ crate::pdb::MAX_SQUARES }>(start, goal, tables, states, search)
            }
        }
        Method::Zones => (zones::solve(start, goal).ok_or("zones found no solution")?, false),
    };
    if outcome.path.is_none() && filled {
        let instead = match method {
            Method::Dfs { .. } => "idastar, which stores",
            Method::PdbAstar => "pdb, which stores",
            _ => "idastar or pdb, which store",
        };
        return Err(format!(
            "stopped after storing {}, the memory budget of {} MiB \
             (raise --max-memory, or use {instead} next to nothing)",
            searchlab::program::counted(limit, "state"),
            budget >> 20
        ));
    }
    let verdict = match (outcome.path, method) {
        (Some(moves), _) => Verdict::Solved(moves),
        (None, Method::Dfs { depth }) => Verdict::NotWithin(depth),
        (None, _) => {
            return Err(format!("{} found no solution to a solvable board", method.name()))
        }
    };
    Ok(Report { verdict, stats: outcome.stats, elapsed: clock.elapsed() })
}

/// The blank's moves on `grid`, in [`searchlab::tiles::LEX_ORDER`], each with the board it
/// leads to.
fn moves(grid: &GridBoard) -> Vec<Labelled<Move, GridBoard>> {
    let step = |m| Some(Labelled(m, grid.step(m)?));
    searchlab::tiles::LEX_ORDER.into_iter().filter_map(step).collect()
}

/// A search within a budget of states as an outcome, and whether it stopped for want of
/// room.
fn ended<S>(searched: Result<Found<S, Move, u32>, NotFound>) -> (Outcome<Move>, bool) {
    match searched {
        Ok(found) => (Outcome { path: Some(found.moves), stats: found.stats }, false),
        Err(NotFound::NoGoal(stats)) => (Outcome { path: None, stats }, false),
        Err(NotFound::Full(stats)) => (Outcome { path: None, stats }, true),
    }
}

/// A search on a goal's pattern databases `ready`, on states of `N` squares (boards of at
/// most `N`): A* storing at most `states` states if that is given; else IDA*, refusing
/// duplicate move strings where the goal has a move-pruning automaton (boards of more than
/// 16 squares; one board on `search.threads` threads), with a transposition table
/// otherwise; and whether A* stopped for want of room.
fn pdb_search<const N: usize>(
    start: &GridBoard,
    goal: &GridBoard,
    ready: &GoalTables,
    states: Option<usize>,
    search: Search,
) -> (Outcome<Move>, bool) {
    let puzzle = PdbPuzzle::<N>::new(goal, &ready.tables);
    match (states, &ready.pruning) {
        (Some(limit), _) => {
            // One record of each board, holding the board as last reached more cheaply: the
            // step straight back to its parent is neither tried nor counted (Korf's way).
            let moves = |state: &PdbState<N>| {
                let mut edges = Vec::new();
                puzzle.successors(state, &mut edges);
                edges.into_iter().map(|(m, next)| (Labelled(m, next), 1))
            };
            let estimate = |state: &PdbState<N>| puzzle.estimate(state);
            let is_goal = |state: &PdbState<N>| puzzle.is_goal(state);
            ended(MaxStates(limit).astar(puzzle.state(start), moves, estimate, is_goal))
        }
        (None, Some(pruning)) => {
            let puzzle = puzzle.with_pruning(pruning);
            let start = puzzle.state(start);
            (idastar_shared(&puzzle, start, search.threads, search.progress), false)
        }
        (None, None) => {
            let start = puzzle.state(start);
            let outcome = idastar_problem_with_hashed_table::<_, FxBuildHasher>(
                &puzzle,
                start,
                TRANSPOSITIONS,
            );
            (outcome, false)
        }
    }
}
