//! One board's IDA* split between processes, as `npuzzle --shard I/K` runs it and
//! `npuzzle --sum` adds it up: a shard's search of one iteration, the line it prints, and
//! the lines of every shard of every iteration read back and added up.
//!
//! A shard's line holds, in this order: `shard I/K`, `bound B` (the iteration's),
//! `estimate E` (the start's, which the first bound may not pass), `nodes N` and `split S`
//! (the split every shard makes, and its expansions), `next B` (the least estimated length
//! past the bound the shard saw, `-` for none), `goal J MOVES` when it found the goal below
//! split node J, and `below C,C,…` (its expansions below each of its nodes, `-` for none).
//!
//! ```
//! use npuzzle::lab::shards::{sum_lines, ShardLine};
//! use npuzzle::pdb::searching::shared_search::RoundEnd;
//!
//! let line = "shard 1/1 bound 2 estimate 2 nodes 3 split 1 next - goal 0 rr below 1,0,0";
//! let parsed: ShardLine = line.parse().unwrap();
//! assert_eq!(parsed.to_string(), line);
//! let sum = sum_lines(line).unwrap();
//! assert_eq!(sum.end.to_string(), "rr");
//! assert_eq!((sum.expanded, sum.expanded_in_all), (2, 2));
//! ```

use crate::pdb::plan::GoalTables;
use crate::pdb::searching::shared_search::{
    combine, idastar_shard, shard_nodes, Progress, RoundEnd, ShardRound,
};
use crate::pdb::PdbPuzzle;
use searchlab::search::Heuristic;
use searchlab::shard::Shard;
use searchlab::tiles::grid::GridBoard;
use searchlab::tiles::Move;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// What one shard prints: the start's estimate, and what it saw in one iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardLine {
    /// The start's estimate: the first bound IDA* would take.
    pub estimate: u32,
    /// The shard's iteration.
    pub round: ShardRound<Move>,
}

/// Which share of which iteration a shard searches, and on how many threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSearch {
    /// Which shard.
    pub shard: Shard,
    /// The iteration's bound (`None`: the start's estimate).
    pub bound: Option<u32>,
    /// Threads sharing the shard's nodes.
    pub threads: usize,
}

/// The shard `search` names of one IDA* iteration from `start` to `goal`, on the goal's
/// pattern databases; an error for a board that cannot reach the goal. Cost: see
/// [`idastar_shard`].
///
/// ```
/// use npuzzle::lab::shards::{search_shard, ShardSearch};
/// use npuzzle::pdb::plan::prepare;
/// use searchlab::cells::Shape;
/// use searchlab::shard::Shard;
/// use searchlab::tiles::grid::GridBoard;
///
/// let goal = GridBoard::blank_last(Shape::new(3, 3));
/// let start = GridBoard::new(Shape::new(3, 3), vec![1, 2, 3, 4, 5, 6, 0, 7, 8]).unwrap();
/// let (prepared, _) = prepare(&[&goal], None, None, 1, &|_| {});
/// let tables = prepared[&goal].as_ref().unwrap();
/// let whole = ShardSearch { shard: Shard { index: 1, of: 1 }, bound: None, threads: 1 };
/// let line = search_shard(&start, &goal, tables, whole, &|_, _| {}).unwrap();
/// // The estimate is exact here: the first iteration finds the goal, two moves away.
/// assert_eq!((line.estimate, line.round.bound), (2, 2));
/// assert_eq!(line.round.goal.unwrap().1.len(), 2);
/// ```
pub fn search_shard(
    start: &GridBoard,
    goal: &GridBoard,
    tables: &GoalTables,
    search: ShardSearch,
    progress: Progress,
) -> Result<ShardLine, String> {
    if !start.can_reach(goal) {
        return Err("the board cannot reach the goal (the parity rule)".to_string());
    }
    Ok(if goal.shape().squares() <= 16 {
        shard_of::<16>(start, goal, tables, search, progress)
    } else {
        shard_of::<{ crate::pdb::MAX_SQUARES }>(start, goal, tables, search, progress)
    })
}

/// [`search_shard`] on states of `N` squares.
fn shard_of<const N: usize>(
    start: &GridBoard,
    goal: &GridBoard,
    tables: &GoalTables,
    search: ShardSearch,
    progress: Progress,
) -> ShardLine {
    let puzzle = PdbPuzzle::<N>::new(goal, &tables.tables);
    let puzzle = match &tables.pruning {
        Some(pruning) => puzzle.with_pruning(pruning),
        None => puzzle,
    };
    let start = puzzle.state(start);
    let estimate = puzzle.estimate(&start);
    let bound = search.bound.unwrap_or(estimate);
    let round = idastar_shard(&puzzle, start, bound, search.shard, search.threads, progress);
    ShardLine { estimate, round }
}

impl fmt::Display for ShardLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.round;
        write!(f, "shard {} bound {} estimate {}", r.shard, r.bound, self.estimate)?;
        write!(f, " nodes {} split {} next ", r.nodes, r.split_expanded)?;
        match r.next {
            Some(next) => write!(f, "{next}")?,
            None => f.write_str("-")?,
        }
        if let Some((node, moves)) = &r.goal {
            let moves: String = moves.iter().map(|m| m.letter()).collect();
            write!(f, " goal {node} {}", if moves.is_empty() { "-" } else { &moves })?;
        }
        let below: Vec<String> = r.below.iter().map(u64::to_string).collect();
        write!(f, " below {}", if below.is_empty() { "-".to_string() } else { below.join(",") })
    }
}

impl FromStr for ShardLine {
    type Err = String;

    /// Reads a line as [`fmt::Display`] writes it; the error says what is wrong.
    fn from_str(line: &str) -> Result<ShardLine, String> {
        let mut words = line.split_whitespace().peekable();
        let shard: Shard = field(&mut words, "shard")?.parse()?;
        let bound = number(field(&mut words, "bound")?, "bound")?;
        let estimate = number(field(&mut words, "estimate")?, "estimate")?;
        let nodes = number(field(&mut words, "nodes")?, "nodes")?;
        let split_expanded = number(field(&mut words, "split")?, "split")?;
        let next = match field(&mut words, "next")? {
            "-" => None,
            text => Some(number(text, "next")?),
        };
        let goal = if words.peek() == Some(&"goal") {
            let node = number(field(&mut words, "goal")?, "goal")?;
            let moves = words.next().ok_or("expected the goal's moves")?;
            Some((node, parse_moves(moves)?))
        } else {
            None
        };
        let below = match field(&mut words, "below")? {
            "-" => Vec::new(),
            list => list.split(',').map(|c| number(c, "below")).collect::<Result<_, _>>()?,
        };
        if words.next().is_some() {
            return Err("unexpected words after 'below'".to_string());
        }
        let round = ShardRound { shard, bound, nodes, split_expanded, below, next, goal };
        Ok(ShardLine { estimate, round })
    }
}

/// The value after the word `name`: the next two words of `words`.
fn field<'a>(words: &mut impl Iterator<Item = &'a str>, name: &str) -> Result<&'a str, String> {
    match (words.next(), words.next()) {
        (Some(word), Some(value)) if word == name => Ok(value),
        _ => Err(format!("expected '{name} …' in a shard line")),
    }
}

/// A whole number, or an error naming the field.
fn number<T: FromStr>(text: &str, name: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("{name}: '{text}' is not a whole number"))
}

/// Moves as letters (`-`: none).
fn parse_moves(text: &str) -> Result<Vec<Move>, String> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.chars().map(|c| Move::from_letter(c).ok_or(format!("'{c}' is not a move"))).collect()
}

/// Every shard's lines added up, iteration by iteration ([`sum_lines`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summed {
    /// How the last iteration ended: the next bound to run, or the answer.
    pub end: RoundEnd<Move>,
    /// Expansions one process would have made (see [`combine`]), over the iterations.
    pub expanded: u64,
    /// Expansions the shards made, over the iterations.
    pub expanded_in_all: u64,
    /// Shards per iteration (of the last).
    pub shards: usize,
    /// The iterations' bounds, first and last.
    pub bounds: (u32, u32),
}

impl fmt::Display for RoundEnd<Move> {
    /// The moves of a goal, as `npuzzle` prints an answer; `next B`; or `exhausted`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundEnd::Goal(moves) => moves.iter().try_for_each(|m| write!(f, "{m}")),
            RoundEnd::Next(bound) => write!(f, "next {bound}"),
            RoundEnd::Exhausted => f.write_str("exhausted"),
        }
    }
}

/// The shard lines of `text` (blank lines and `npuzzle:` messages skipped, as a shard's
/// stderr may share its file) added up: every iteration must have each of its K shards
/// once, of one split; the iterations must follow each other as IDA*'s bounds do, from one
/// no higher than the start's estimate, and only the last may find the goal. Errors name
/// the line or the iteration at fault. Cost: O(text).
pub fn sum_lines(text: &str) -> Result<Summed, String> {
    let mut rounds: BTreeMap<u32, Vec<ShardLine>> = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("npuzzle:") {
            continue;
        }
        let parsed: ShardLine = line.parse().map_err(|e| format!("line {}: {e}", number + 1))?;
        rounds.entry(parsed.round.bound).or_default().push(parsed);
    }
    let (&first, _) = rounds.iter().next().ok_or("no shard lines to add up")?;
    let mut summed = Summed {
        end: RoundEnd::Next(first),
        expanded: 0,
        expanded_in_all: 0,
        shards: 0,
        bounds: (first, first),
    };
    let mut estimate = None;
    for (bound, mut lines) in rounds {
        let shards = check_round(bound, &mut lines, &mut estimate)?;
        match summed.end {
            RoundEnd::Next(next) if next == bound => {}
            RoundEnd::Next(next) => {
                return Err(format!("the iteration of bound {next} was not run (the one before bound {bound} ended there): a shorter answer may lie in it"));
            }
            _ => return Err(format!("bound {bound} follows the iteration that ended the search")),
        }
        let lines: Vec<ShardRound<Move>> = lines.into_iter().map(|l| l.round).collect();
        let combined = combine(&lines);
        summed.expanded += combined.expanded;
        summed.expanded_in_all += combined.expanded_in_all;
        summed.end = combined.end;
        summed.shards = shards;
        summed.bounds.1 = bound;
    }
    if estimate.is_some_and(|e| first > e) {
        let e = estimate.unwrap_or(0);
        return Err(format!("the first bound, {first}, is above the start's estimate {e}: a shorter answer may lie below"));
    }
    Ok(summed)
}

/// Checks one iteration's lines (sorting them by shard): every shard of K once, one split,
/// one start estimate across iterations; K.
fn check_round(
    bound: u32,
    lines: &mut [ShardLine],
    estimate: &mut Option<u32>,
) -> Result<usize, String> {
    lines.sort_by_key(|l| l.round.shard.index);
    let of = lines[0].round.shard.of;
    let first = &lines[0];
    for line in lines.iter() {
        let r = &line.round;
        if r.shard.of != of {
            return Err(format!("bound {bound}: shards of {of} and of {} mixed", r.shard.of));
        }
        if (r.nodes, r.split_expanded) != (first.round.nodes, first.round.split_expanded)
            || *estimate.get_or_insert(line.estimate) != line.estimate
        {
            return Err(format!(
                "bound {bound}: shard {} split another search (another board, goal or --partition?)",
                r.shard
            ));
        }
        let mine = shard_nodes(r.shard, r.nodes).count();
        if r.below.len() != mine {
            return Err(format!(
                "bound {bound}: shard {} lists {} nodes, not {mine}",
                r.shard,
                r.below.len()
            ));
        }
    }
    let indices: Vec<usize> = lines.iter().map(|l| l.round.shard.index).collect();
    if let Some(twice) = indices.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("bound {bound}: shard {}/{of} is there twice", twice[0]));
    }
    if let Some(missing) = (1..=of).find(|i| indices.binary_search(i).is_err()) {
        return Err(format!("bound {bound}: shard {missing}/{of} is missing"));
    }
    Ok(of)
}
