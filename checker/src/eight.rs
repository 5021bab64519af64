//! An independent model of the 8-puzzle, written without the rest of the library, to check
//! the programs' answers: states, moves, a plain BFS distance table and a brute-force search.
//!
//! States are `[u8; 9]`, row-major, `0` for the blank. Moves are the blank's direction.

use crate::compare::one_line_each;
use crate::sliding::{self, Board};
use searchlab::program::counted;
use std::collections::VecDeque;
use std::sync::OnceLock;

/// A board: the tiles row by row, `0` for the blank.
pub type State = [u8; 9];

/// The standard goal, `1 2 3 / 4 5 6 / 7 8 x`.
pub const GOAL: State = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The moves in alphabetical order of their letters.
pub const MOVES: [char; 4] = ['d', 'l', 'r', 'u'];

/// The state after the blank moves by `letter`, if that stays on the board.
pub fn step(state: &State, letter: char) -> Option<State> {
    let blank = state.iter().position(|&t| t == 0)?;
    let (row, col) = (blank / 3, blank % 3);
    let target = match letter {
        'u' if row > 0 => blank - 3,
        'd' if row < 2 => blank + 3,
        'l' if col > 0 => blank - 1,
        'r' if col < 2 => blank + 1,
        _ => return None,
    };
    let mut next = *state;
    next.swap(blank, target);
    Some(next)
}

/// The state after every move of `moves`, or `None` at an illegal move or unknown letter.
pub fn replay(start: &State, moves: &str) -> Option<State> {
    moves.chars().try_fold(*start, |state, letter| step(&state, letter))
}

/// The state `moves` lead `start` to, or what is wrong with the first bad move: `move 3
/// ('x') is not a move (u, d, l or r)`, `move 1 ('u') takes the blank off the board`
/// (the board model of [`sliding::replay_moves`]). Cost: linear in the moves.
///
/// ```
/// use checker::eight::{replay_moves, GOAL};
///
/// let start = [1, 2, 3, 4, 5, 6, 7, 0, 8];
/// assert_eq!(replay_moves(&start, "r"), Ok(GOAL));
/// assert_eq!(replay_moves(&start, "dr").unwrap_err(), "move 1 ('d') takes the blank off the board");
/// assert_eq!(replay_moves(&start, "rX").unwrap_err(), "move 2 ('X') is not a move (u, d, l or r)");
/// ```
pub fn replay_moves(start: &State, moves: &str) -> Result<State, String> {
    let board = Board { width: 3, cells: start.to_vec() };
    let end = sliding::replay_moves(&board, moves)?;
    Ok(end.cells.try_into().expect("a 3x3 board stays 3x3"))
}

/// The index of `state` among the 9! arrangements: a textbook O(n²) Lehmer code.
pub fn index(state: &State) -> usize {
    let mut index = 0;
    for i in 0..9 {
        let smaller_later = state[i + 1..].iter().filter(|&&t| t < state[i]).count();
        index = index * (9 - i) + smaller_later;
    }
    index
}

/// Every arrangement of the 9 squares, in lexicographic order (textbook next-permutation).
pub fn all_states() -> impl Iterator<Item = State> {
    let mut next = Some([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    std::iter::from_fn(move || {
        let current = next?;
        let mut p = current;
        next = (1..9).rev().find(|&i| p[i - 1] < p[i]).map(|i| {
            let j = (i..9).rev().find(|&j| p[j] > p[i - 1]).unwrap();
            p.swap(i - 1, j);
            p[i..].reverse();
            p
        });
        Some(current)
    })
}

/// Parses 9 tile tokens (`x` or `X` or `0` for the blank) into a state.
pub fn parse_tokens<'a>(tokens: impl IntoIterator<Item = &'a str>) -> Option<State> {
    let mut state = [0u8; 9];
    let mut count = 0;
    for token in tokens {
        if count == 9 {
            return None;
        }
        state[count] = match token {
            "x" | "X" => 0,
            digit => digit.parse().ok().filter(|d| (1..=8).contains(d))?,
        };
        count += 1;
    }
    let mut sorted = state;
    sorted.sort_unstable();
    (count == 9 && sorted == [0, 1, 2, 3, 4, 5, 6, 7, 8]).then_some(state)
}

/// Parses a 9-character state such as `12X453786`.
pub fn parse_compact(text: &str) -> Option<State> {
    parse_tokens(text.char_indices().map(|(i, c)| &text[i..i + c.len_utf8()]))
}

/// `state` written as 9 characters with `X` for the blank.
pub fn compact(state: &State) -> String {
    state.iter().map(|&t| if t == 0 { 'X' } else { char::from(b'0' + t) }).collect()
}

/// Distances to `root` of every state, by plain BFS; `u8::MAX` for unreachable states.
pub fn distances_from(root: &State) -> Vec<u8> {
    let mut distance = vec![u8::MAX; 362_880];
    distance[index(root)] = 0;
    let mut queue = VecDeque::from([*root]);
    while let Some(state) = queue.pop_front() {
        let d = distance[index(&state)];
        for letter in MOVES {
            if let Some(next) = step(&state, letter) {
                let i = index(&next);
                if distance[i] == u8::MAX {
                    distance[i] = d + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    distance
}

/// Distances of every state to the standard goal, computed once per process.
pub fn goal_distances() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| distances_from(&GOAL))
}

/// Whether `state` has an even number of inversions among its tiles (the blank ignored).
pub fn even_inversions(state: &State) -> bool {
    let tiles: Vec<u8> = state.iter().copied().filter(|&t| t != 0).collect();
    let inversions: usize =
        (0..tiles.len()).map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count()).sum();
    inversions % 2 == 0
}

/// The first shortest move string from `from` to `to` in `d l r u` order, by a BFS from
/// `from` that expands moves in that order and stops when it reaches `to`.
pub fn lex_first_shortest(from: &State, to: &State) -> Option<String> {
    // parent[i] = (index of the parent) * 4 + (move number), or UNSEEN.
    const UNSEEN: u32 = u32::MAX;
    let mut parent = vec![UNSEEN; 362_880];
    let (start, target) = (index(from), index(to));
    parent[start] = start as u32 * 4;
    let mut queue = VecDeque::from([*from]);
    let mut found = start == target;
    while let (false, Some(state)) = (found, queue.pop_front()) {
        let i = index(&state) as u32;
        for (number, &letter) in MOVES.iter().enumerate() {
            if let Some(next) = step(&state, letter) {
                let j = index(&next);
                if parent[j] == UNSEEN {
                    parent[j] = i * 4 + number as u32;
                    if j == target {
                        found = true;
                        break;
                    }
                    queue.push_back(next);
                }
            }
        }
    }
    if !found {
        return None;
    }
    let mut moves = Vec::new();
    let mut at = target;
    while at != start {
        moves.push(MOVES[(parent[at] % 4) as usize]);
        at = (parent[at] / 4) as usize;
    }
    Some(moves.iter().rev().collect())
}

/// Checks hdu1043 output: one line per case; `unsolvable` exactly for the states the BFS
/// from the goal never reaches; otherwise a move string that replays to the goal in the
/// BFS distance (and no longer than the expected answer, when given, which must replay
/// too). Cost: one BFS of the 9!/2 states per process, then linear in the output.
///
/// ```
/// use checker::eight::check_hdu1043;
///
/// assert!(check_hdu1043("1 2 3 4 5 6 x 7 8\n", None, "rr\n").is_ok());
/// assert!(check_hdu1043("1 2 3 4 5 6 x 7 8\n", Some("rr\n"), "rlrr\n").is_err());
/// ```
pub fn check_hdu1043(input: &str, expected: Option<&str>, got: &str) -> Result<(), String> {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    if tokens.len() % 9 != 0 {
        let count = tokens.len();
        return Err(format!("the input's count of tokens, {count}, is not a multiple of 9"));
    }
    let cases = tokens.len() / 9;
    let (got, expected) = one_line_each((cases, &counted(cases, "case")), got, expected)?;
    for (case, chunk) in tokens.chunks(9).enumerate() {
        let start =
            parse_tokens(chunk.iter().copied()).ok_or(format!("case {}: bad input", case + 1))?;
        let want = expected.as_ref().map(|e| e[case]);
        check_case(&start, want, got[case])
            .map_err(|why| format!("case {} ({}): {why}", case + 1, compact(&start)))?;
    }
    Ok(())
}

/// Judges `answer` for one start, `want` being the expected line if any.
fn check_case(start: &State, want: Option<&str>, answer: &str) -> Result<(), String> {
    let distance = goal_distances()[index(start)];
    if distance == u8::MAX {
        return match (answer, want) {
            ("unsolvable", None | Some("unsolvable")) => Ok(()),
            _ => Err(format!(
                "unsolvable (an odd number of inversions); expected {:?}, got {answer:?}",
                want.unwrap_or("unsolvable")
            )),
        };
    }
    if answer == "unsolvable" {
        let away = counted(distance as usize, "move");
        return Err(format!("claims unsolvable, but the goal is {away} away"));
    }
    if let Some(want) = want.filter(|want| replay(start, want) != Some(GOAL)) {
        return Err(format!("the expected answer {want:?} does not reach the goal"));
    }
    match replay_moves(start, answer) {
        Err(why) => return Err(format!("{answer:?}: {why}")),
        Ok(end) if end != GOAL => {
            return Err(format!("{answer:?} ends at {}, not at the goal", compact(&end)));
        }
        Ok(_) => {}
    }
    if answer.len() != distance as usize || want.is_some_and(|want| answer.len() > want.len()) {
        let length = answer.len();
        return Err(format!(
            "{answer:?} is of length {length}; the shortest is of length {distance}"
        ));
    }
    Ok(())
}
