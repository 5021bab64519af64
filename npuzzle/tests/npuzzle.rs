//! npuzzle end to end: every algorithm against an independent BFS on 3×3, pattern databases
//! against IDA* and Korf's published optima on 4×4, zones on larger boards, lab reports,
//! random boards, bad input and the pattern database cache. Every answer is replayed by the
//! independent board model below, never by the library.

use checker::eight;
use itertools::Itertools;
use searchlab_tests::run::{run_path, Run};
use searchlab_tests::testdata::testdata_dir;
use std::collections::HashMap;
use std::path::Path;

/// The binary under test.
const NPUZZLE: &str = env!("CARGO_BIN_EXE_npuzzle");

/// npuzzle run with `args` on `input`.
fn npuzzle(args: &[&str], input: &[u8]) -> Run {
    run_path(NPUZZLE, args, input)
}

/// A board as the tests see it: width and cells (row-major, 0 the blank).
#[derive(Clone, Debug, PartialEq)]
struct Board {
    width: usize,
    cells: Vec<u8>,
}

impl Board {
    fn parse(width: usize, line: &str) -> Board {
        let cells = line
            .split_whitespace()
            .map(|t| if t == "x" { 0 } else { t.parse().unwrap() })
            .collect();
        Board { width, cells }
    }

    fn line(&self) -> String {
        let tokens: Vec<String> = self.cells.iter().map(|t| t.to_string()).collect();
        tokens.join(" ")
    }

    /// The board after the blank moves by each letter, or `None` at an illegal move.
    fn replay(&self, moves: &str) -> Option<Board> {
        let (width, height) = (self.width, self.cells.len() / self.width);
        let mut cells = self.cells.clone();
        let mut blank = cells.iter().position(|&t| t == 0)?;
        for letter in moves.chars() {
            let (row, col) = (blank / width, blank % width);
            let next = match letter {
                'u' if row > 0 => blank - width,
                'd' if row + 1 < height => blank + width,
                'l' if col > 0 => blank - 1,
                'r' if col + 1 < width => blank + 1,
                _ => return None,
            };
            cells.swap(blank, next);
            blank = next;
        }
        Some(Board { width, cells })
    }
}

/// One block of a lab report: puzzle number, algorithm, the moves line, the length field.
#[derive(Debug)]
struct Block {
    puzzle: usize,
    algo: String,
    moves: String,
    length: Option<usize>,
    boards: Vec<Vec<u8>>,
}

/// The boards `--random` wrote, each as one line of tiles: a board a line, or (boards that
/// are not square) blocks of rows with a blank line after each.
fn boards_of(text: &str) -> Vec<String> {
    if !text.contains("\n\n") {
        return text.lines().map(str::to_string).collect();
    }
    let blocks = text.split("\n\n").filter(|block| !block.trim().is_empty());
    blocks.map(|block| block.lines().collect::<Vec<_>>().join(" ")).collect()
}

fn blocks(stdout: &str) -> Vec<Block> {
    stdout
        .split("\n\n")
        .filter(|b| !b.trim().is_empty())
        .map(|block| {
            let mut lines = block.lines();
            let heading = lines.next().unwrap().strip_prefix("# puzzle ").unwrap();
            let (puzzle, algo) = heading.split_once(", ").unwrap();
            let moves = lines.next().unwrap().strip_prefix("moves: ").unwrap().to_string();
            let mut length = None;
            let mut boards = vec![Vec::new()];
            for line in lines {
                if let Some(fields) = line.strip_prefix("length ") {
                    length = fields.split(',').next().unwrap().parse().ok();
                } else if line == "-----" {
                    boards.push(Vec::new());
                } else {
                    let row = line.split_whitespace().map(|t| t.parse::<u8>().unwrap());
                    boards.last_mut().unwrap().extend(row);
                }
            }
            boards.retain(|b| !b.is_empty());
            Block { puzzle: puzzle.parse().unwrap(), algo: algo.to_string(), moves, length, boards }
        })
        .collect()
}

fn ok(run: &Run) -> &str {
    assert_eq!(run.status, Some(0), "stderr: {}", run.stderr);
    &run.stdout
}

fn korf() -> Vec<(usize, usize, Board)> {
    let text = std::fs::read_to_string(testdata_dir().join("npuzzle/data/korf100.txt")).unwrap();
    text.lines()
        .map(|line| {
            let (id, rest) = line.split_once(' ').unwrap();
            let (length, tiles) = rest.split_once(' ').unwrap();
            (id.parse().unwrap(), length.parse().unwrap(), Board::parse(4, tiles))
        })
        .collect()
}

/// Random boards `walk` moves from `goal`, never stepping straight back.
fn walks(goal: &Board, count: usize, walk: usize, seed: u64) -> Vec<Board> {
    let mut rng = searchlab::rng::XorShift::new(seed);
    (0..count)
        .map(|_| {
            let mut board = goal.clone();
            let mut last = ' ';
            let mut made = 0;
            while made < walk {
                let letter = ['u', 'd', 'l', 'r'][rng.below(4) as usize];
                let back =
                    matches!((last, letter), ('u', 'd') | ('d', 'u') | ('l', 'r') | ('r', 'l'));
                if let (false, Some(next)) = (back, board.replay(&letter.to_string())) {
                    board = next;
                    last = letter;
                    made += 1;
                }
            }
            board
        })
        .collect()
}

#[test]
fn every_algorithm_on_three_by_three_agrees_with_bfs() {
    let lab_goal: eight::State = [1, 2, 3, 8, 0, 4, 7, 6, 5];
    // The blank's goal in a corner, in the middle (both on the diagonal, so the pattern
    // databases also read the reflection) and off the diagonal.
    let off_diagonal: eight::State = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    // The exhaustive searches (bfs, dfs: most of the time) on the first goal only.
    let every = "bfs,dfs,astar,idastar,pdb,zones";
    let guided = "astar,idastar,pdb,zones";
    for (goal, algos) in [(eight::GOAL, every), (lab_goal, guided), (off_diagonal, guided)] {
        let distances = eight::distances_from(&goal);
        // Every 7919th arrangement: solvable and unsolvable ones, near and far.
        let starts: Vec<eight::State> = eight::all_states().step_by(7919).collect();
        let input: String =
            starts.iter().map(|s| Board { width: 3, cells: s.to_vec() }.line() + "\n").collect();
        let goal_text = Board { width: 3, cells: goal.to_vec() }.line();
        let run = npuzzle(&["--algo", algos, "--goal", &goal_text], input.as_bytes());
        let report = blocks(ok(&run));
        assert_eq!(report.len(), starts.len() * algos.split(',').count());
        let mut solved = HashMap::new();
        for block in &report {
            let start = starts[block.puzzle - 1];
            let distance = distances[eight::index(&start)];
            if distance == u8::MAX {
                assert_eq!(block.moves, "unsolvable", "{block:?}");
                continue;
            }
            if block.algo == "dfs" && distance > 30 {
                assert_eq!(block.moves, "no solution within 30 moves");
                continue;
            }
            let end = eight::replay(&start, &block.moves);
            assert_eq!(end, Some(goal), "{block:?} does not reach the goal");
            assert_eq!(block.length, Some(block.moves.len()));
            match block.algo.as_str() {
                "bfs" => {
                    let first = eight::lex_first_shortest(&start, &goal).unwrap();
                    assert_eq!(block.moves, first, "bfs: first shortest in d l r u order");
                }
                "astar" | "idastar" | "pdb" => {
                    assert_eq!(block.moves.len(), usize::from(distance), "{block:?}")
                }
                "dfs" => assert!(block.moves.len() <= 30),
                "zones" => {}
                other => panic!("unexpected algorithm {other}"),
            }
            *solved.entry(block.algo.clone()).or_insert(0) += 1;
        }
        assert!(solved.values().all(|&n| n >= 15), "{solved:?}");
    }
}

#[test]
fn the_lab_report_compares_bfs_dfs_and_astar() {
    let run = npuzzle(
        &["--algo", "bfs,dfs,astar", "--steps", "--goal", "1 2 3 8 0 4 7 6 5"],
        b"2 8 3 1 0 4 7 6 5\n",
    );
    let report = blocks(ok(&run));
    let algos: Vec<&str> = report.iter().map(|b| b.algo.as_str()).collect();
    assert_eq!(algos, ["bfs", "dfs", "astar"]);
    let start = Board::parse(3, "2 8 3 1 0 4 7 6 5");
    let goal = Board::parse(3, "1 2 3 8 0 4 7 6 5");
    for block in &report {
        assert_eq!(start.replay(&block.moves), Some(goal.clone()), "{block:?}");
        assert_eq!(block.length, Some(block.moves.len()));
        // --steps: the start, every board between, the goal.
        assert_eq!(block.boards.len(), block.moves.len() + 1);
        for (i, board) in block.boards.iter().enumerate() {
            let expected = start.replay(&block.moves[..i]).unwrap();
            assert_eq!(board, &expected.cells);
        }
    }
    assert_eq!(report[0].moves, "uldr");
    assert_eq!(report[2].moves.len(), 4);
    assert!(run.stdout.contains("expanded ") && run.stdout.contains(" ms\n"));
}

/// Runs pattern databases with a partition small enough to build in seconds, cached in `dir`.
fn pdb_run(dir: &Path, args: &[&str], input: &str) -> Run {
    let dir = dir.to_str().unwrap();
    let mut all = vec!["--partition", "6-6-3", "--pdb-dir", dir];
    all.extend(args);
    npuzzle(&all, input.as_bytes())
}

#[test]
fn pattern_databases_match_idastar_and_korfs_optima() {
    let cache = tempfile::tempdir().unwrap();
    // Random 4×4 boards up to about 40 moves from the goal: pdb, pdb-astar and idastar
    // agree.
    let goal = Board::parse(4, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    let boards = walks(&goal, 12, 44, 11);
    let input: String = boards.iter().map(|b| b.line() + "\n").collect();
    let algos = ["--algo", "pdb,pdb-astar,idastar", "--stats"];
    let run = pdb_run(cache.path(), &algos, &input);
    let report = blocks(ok(&run));
    assert_eq!(report.len(), 36);
    for trio in report.chunks(3) {
        let start = &boards[trio[0].puzzle - 1];
        for block in trio {
            assert_eq!(start.replay(&block.moves), Some(goal.clone()), "{block:?}");
            assert_eq!(block.moves.len(), trio[2].moves.len(), "{trio:?}");
        }
    }
    let longest = report.iter().map(|b| b.moves.len()).max().unwrap();
    assert!(longest >= 30, "the walks should give long solutions, got {longest}");

    // The dozen shortest of Korf's instances, with his goal and his optimal lengths.
    let mut instances = korf();
    instances.sort_by_key(|&(id, length, _)| (length, id));
    instances.truncate(12);
    let input: String = instances.iter().map(|(_, _, b)| b.line() + "\n").collect();
    let korf_goal = Board::parse(4, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    for algo in ["pdb", "pdb-astar"] {
        let run = pdb_run(cache.path(), &["--goal", "blank-first", "--algo", algo], &input);
        let answers: Vec<&str> = ok(&run).lines().collect();
        assert_eq!(answers.len(), 12);
        for ((id, length, board), moves) in instances.iter().zip(answers) {
            assert_eq!(moves.len(), *length, "Korf #{id}, {algo}");
            assert_eq!(board.replay(moves), Some(korf_goal.clone()), "Korf #{id}");
        }
    }
}

/// Boards of more than 16 squares are searched with the move-pruning automaton (and no
/// transposition table): on 5×4 boards up to 40 moves from the goal, `pdb` gives the
/// lengths of `pdb-astar` (A* on the same tables, no pruning), and its moves replay.
#[test]
fn pruned_searches_on_larger_boards_stay_optimal() {
    let cache = tempfile::tempdir().unwrap();
    let goal = Board::parse(5, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0");
    let boards = walks(&goal, 10, 40, 7);
    let input: String = boards.iter().map(|b| b.line() + "\n").collect();
    let dir = cache.path().to_str().unwrap();
    let args = ["--size", "5x4", "--pdb-dir", dir, "--algo", "pdb,pdb-astar", "--stats"];
    let report = blocks(ok(&npuzzle(&args, input.as_bytes())));
    assert_eq!(report.len(), 20);
    for pair in report.chunks(2) {
        let start = &boards[pair[0].puzzle - 1];
        for block in pair {
            assert_eq!(start.replay(&block.moves), Some(goal.clone()), "{block:?}");
        }
        assert_eq!(pair[0].moves.len(), pair[1].moves.len(), "{pair:?}");
    }
    assert!(report.iter().any(|b| b.moves.len() >= 30), "{report:?}");
}

/// Korf's easiest 24-puzzle (instance 40 of his fifty, 82 moves): solved optimally with the
/// default 5×5 tables in the default cache (built there on the first run, about a minute
/// and 510 MB; then a few seconds). `cargo test -p npuzzle -- --ignored`.
#[test]
#[ignore = "builds or reads the 510 MB 5x5 tables in the user's cache"]
fn korfs_easiest_24_puzzle_is_solved_optimally() {
    let board = Board::parse(5, "2 17 4 13 7 12 10 3 0 16 21 24 8 5 18 20 15 19 14 9 22 11 6 1 23");
    let run =
        npuzzle(&["--goal", "blank-first", "--algo", "pdb"], (board.line() + "\n").as_bytes());
    let moves = ok(&run).trim_end();
    assert_eq!(moves.len(), 82);
    let goal = Board::parse(5, &(0..25).map(|t| t.to_string()).join(" "));
    assert_eq!(board.replay(moves), Some(goal));
}

/// The first line npuzzle writes to stderr on a board of `width`² squares one move from
/// blank-first's goal, with `args`, and what follows in 1.5 s; the run is stopped then.
fn announcement(args: &[&str], width: usize) -> (String, String) {
    use std::io::{BufRead, Read, Write};
    let mut child = std::process::Command::new(NPUZZLE)
        .args(args)
        .args(["--goal", "blank-first"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let board = (0..width * width).map(|t| [1, 0].get(t).copied().unwrap_or(t)).join(" ");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(format!("{board}\n").as_bytes()).unwrap();
    drop(stdin);
    let (mut line, mut rest) = (String::new(), String::new());
    let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    stderr.read_line(&mut line).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    child.kill().unwrap();
    child.wait().unwrap();
    stderr.read_to_string(&mut rest).unwrap();
    (line, rest)
}

#[test]
fn the_readme_quotes_the_5x5_build_announcement_as_it_is() {
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let args = ["--algo", "pdb", "--threads", "2", "--pdb-dir", dir];
    let (line, _) = announcement(&args, 5);
    let prefix = "npuzzle: building the 6-6-6-6 pattern databases of 5x5 (4 of 4 tables): ";
    let figures = line.trim_end().strip_prefix(prefix).unwrap_or_else(|| panic!("{line}"));
    let readme =
        std::fs::read_to_string(searchlab_tests::programs::workspace_root().join("README.md"))
            .unwrap();
    let readme = readme.split_whitespace().join(" ");
    assert!(readme.contains(&format!("announced as \"{figures}\"")), "README: {figures}");
}

#[test]
fn a_first_run_answers_with_quick_tables_and_announces_large_builds() {
    // A hard 15-puzzle (Korf #60, 66 moves) on an empty cache: the 6-6-3 tables, built in
    // seconds and cached for the next run, not the 7-8 ones.
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let (_, length, board) = korf().into_iter().find(|k| k.0 == 60).unwrap();
    let args = ["--goal", "blank-first", "--pdb-dir", dir, "--stats"];
    let first = npuzzle(&args, (board.line() + "\n").as_bytes());
    let moves = &blocks(ok(&first))[0].moves;
    assert_eq!(moves.len(), length);
    let korf_goal = Board::parse(4, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    assert_eq!(board.replay(moves), Some(korf_goal));
    assert!(first.stderr.contains("(6-6-3; "), "{}", first.stderr);
    assert!(!first.stderr.contains("building"), "{}", first.stderr);
    // The tables (a run that maps one more than 2 s after it was saved stamps it too).
    let files: Vec<String> = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".pdb"))
        .sorted()
        .collect();
    assert_eq!(files, ["4x4-b0-1.2.3.4.5.6.pdb", "4x4-b0-7.8.9.10.11.12.pdb"]);

    // Asking for 7-8 announces the build in one line before it starts (stopped there).
    let (line, rest) = announcement(&["--partition", "7-8", "--pdb-dir", dir], 4);
    // The build's progress bar is for a terminal: a pipe gets no redrawn line.
    assert!(!rest.contains(['\r', '\x1b']), "{rest:?}");
    assert!(
        line.starts_with(
            "npuzzle: building the 7-8 pattern databases of 4x4 (2 of 2 tables): about "
        ) && line.contains(" GB of memory, 577 MB on disk"),
        "{line}"
    );
}

#[test]
fn korfs_instances_are_unsolvable_with_the_default_goal() {
    let input: String = korf().iter().map(|(_, _, b)| b.line() + "\n").collect();
    let run = npuzzle(&["--algo", "idastar"], input.as_bytes());
    assert_eq!(ok(&run), "unsolvable\n".repeat(100));
}

#[test]
fn zones_solve_larger_boards() {
    for (size, count) in [("4x4", 30), ("5x5", 30), ("3x5", 10), ("7x6", 5), ("16x16", 2)] {
        let random = npuzzle(&["--random", &count.to_string(), "--size", size, "--seed", "5"], b"");
        let input = ok(&random).to_string();
        let (width, height) = size.split_once('x').unwrap();
        let (width, height): (usize, usize) = (width.parse().unwrap(), height.parse().unwrap());
        let goal_cells: Vec<u8> = (1..width * height).map(|t| t as u8).chain([0]).collect();
        let goal = Board { width, cells: goal_cells };
        let run = npuzzle(&["--algo", "zones", "--size", size], input.as_bytes());
        let answers: Vec<&str> = ok(&run).lines().collect();
        assert_eq!(answers.len(), count, "{size}");
        for (line, moves) in boards_of(&input).iter().zip(answers) {
            let board = Board::parse(width, line);
            assert_eq!(board.replay(moves), Some(goal.clone()), "{size}: {line}");
        }
    }
}

#[test]
fn random_boards_are_reproducible_and_solvable() {
    let first = npuzzle(&["--random", "50", "--seed", "9"], b"");
    let again = npuzzle(&["--random", "50", "--seed", "9"], b"");
    let other = npuzzle(&["--random", "50", "--seed", "10"], b"");
    assert_eq!(ok(&first), ok(&again));
    assert_ne!(ok(&first), ok(&other));
    let boards: Vec<&str> = first.stdout.lines().collect();
    assert_eq!(boards.len(), 50);
    assert!(boards.iter().all(|b| b.split_whitespace().count() == 16));
    // The parity rule is the library's; solvability is checked by solving.
    let solved = npuzzle(&["--algo", "zones"], first.stdout.as_bytes());
    assert!(!ok(&solved).contains("unsolvable"));
    let lab = npuzzle(&["--random", "3", "--goal", "1 2 3 8 0 4 7 6 5"], b"");
    assert_eq!(ok(&lab).lines().count(), 3);
    assert!(lab.stdout.lines().all(|l| l.split_whitespace().count() == 9));
}

#[test]
fn bad_puzzles_are_reported_and_the_others_answered() {
    let input = "1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 7 9 0\n1 1 2 3 4 5 6 7 0\n\
                 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n2 1 3 4 5 6 7 8 0\n";
    let run = npuzzle(&["--algo", "astar", "--goal", "1 2 3 4 5 6 7 8 0"], input.as_bytes());
    assert_eq!(run.status, Some(1));
    assert_eq!(run.stdout, "r\nunsolvable\n");
    assert_eq!(
        run.stderr,
        "npuzzle: puzzle 1: line 1: 3x3 board: expected 9 tiles, got 8\n\
         npuzzle: puzzle 3: line 3: 3x3 board: tile 9 does not fit on the board\n\
         npuzzle: puzzle 4: line 4: 3x3 board: tile 1 appears twice\n\
         npuzzle: puzzle 5: line 5: a 4x4 board, but the goal is 3x3\n"
    );
    let other_size = run_goal_mismatch();
    assert_eq!(other_size.status, Some(1));
    assert_eq!(other_size.stdout, "l\n");
    assert_eq!(other_size.stderr, "npuzzle: puzzle 2: line 3: a 4x4 board, but the goal is 3x3\n");
}

fn run_goal_mismatch() -> Run {
    npuzzle(
        &["--algo", "idastar", "--goal", "1 2 3 4 5 6 7 0 8"],
        b"1 2 3 4 5 6 7 8 0\n\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n",
    )
}

#[test]
fn bad_option_values_say_what_was_expected() {
    let goal3 = "1 2 3 4 5 6 7 8 0";
    for (args, message) in [
        (
            &["--algo", "greedy"][..],
            "unknown algorithm 'greedy' (expected bfs, dfs, astar, idastar, pdb, pdb-astar or zones)",
        ),
        (
            &["--partition", "7-x"],
            "--partition: expected group sizes like 7-8, not '7-x'",
        ),
        (
            &["--partition", "7-7"],
            "--partition 7-7 fits no square board",
        ),
        (
            &["--partition", "7-8", "--goal", goal3],
            "--partition 7-8: ",
        ),
        (
            &["--random", "1", "--size", "2x3", "--goal", goal3],
            "--goal: 2x3 board: expected 6 tiles, got 9",
        ),
    ] {
        let run = npuzzle(args, b"");
        assert_eq!(run.status, Some(2), "{args:?}");
        let first = run.stderr.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("npuzzle: ") && first.contains(message),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn bad_options_are_one_line_and_a_hint_with_status_two() {
    for args in [
        &["--algo", "greedy"][..],
        &["--goal", "1 2 3"],
        &["--partition", "7-x"],
        &["--size", "4by4"],
        &["--size", "1x1"],
        &["--size", "0x3"],
        &["--size", "17x16"],
    ] {
        let run = npuzzle(args, b"1 2 3 4 5 6 7 8 0\n");
        assert_eq!(run.status, Some(2), "{args:?}");
        // One line, then the hint every program gives.
        assert_eq!(run.stderr.lines().count(), 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.starts_with("npuzzle: "));
        assert!(run.stderr.ends_with("\nTry 'npuzzle --help' for more information.\n"));
    }
    // A size that parses but is no board's says what a board may be.
    for size in ["1x1", "0x3", "17x16"] {
        let run = npuzzle(&["--size", size], b"1 2 3 4 5 6 7 8 0\n");
        let wanted = format!("a board must have 2 to 256 squares, not {size}");
        assert!(run.stderr.contains(&wanted), "{size}: {}", run.stderr);
    }
    let bfs = npuzzle(&["--algo", "bfs"], b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n");
    assert_eq!(bfs.status, Some(1));
    assert!(bfs.stderr.contains("bfs searches every state"), "{}", bfs.stderr);
    // A partition that fits no board is a usage error, found before any input is read.
    for input in [&b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n"[..], b""] {
        let partition = npuzzle(&["--partition", "7-7"], input);
        assert_eq!(partition.status, Some(2));
        assert!(partition.stderr.contains("fits no square board"), "{}", partition.stderr);
        let sized = npuzzle(&["--partition", "7-7", "--size", "4x4"], input);
        assert_eq!(sized.status, Some(2));
        assert!(sized.stderr.contains("must split the 15 tiles"), "{}", sized.stderr);
        assert!(sized.stdout.is_empty());
    }
    // A partition for another board than the input's is one too, before anything is solved.
    let other = npuzzle(
        &["--partition", "4-4"],
        b"1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n",
    );
    assert_eq!(other.status, Some(2));
    assert!(other.stdout.is_empty());
    assert!(
        other.stderr.contains("is for 3x3 boards, but puzzle 2 (line 2) is 4x4"),
        "{}",
        other.stderr
    );
}

#[test]
fn a_damaged_cache_is_rebuilt() {
    let cache = tempfile::tempdir().unwrap();
    let input = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14\n";
    let args = ["--goal", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"];
    let first = pdb_run(cache.path(), &args, input);
    assert_eq!(first.stderr, "");
    let answer = ok(&first).to_string();
    let tables = std::fs::read_dir(cache.path()).unwrap().map(|e| e.unwrap().path());
    let mut files: Vec<_> =
        tables.filter(|path| path.extension() == Some("pdb".as_ref())).collect();
    files.sort();
    assert_eq!(files.len(), 2, "the two 6-tile tables are cached: {files:?}");
    let again = pdb_run(cache.path(), &args, input);
    assert_eq!((ok(&again), again.stderr.as_str()), (answer.as_str(), ""));

    // Truncate one table and flip a byte of the other.
    let bytes = std::fs::read(&files[0]).unwrap();
    std::fs::write(&files[0], &bytes[..bytes.len() / 2]).unwrap();
    let mut bytes = std::fs::read(&files[1]).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    std::fs::write(&files[1], &bytes).unwrap();
    let repaired = pdb_run(cache.path(), &args, input);
    assert_eq!(ok(&repaired), answer);
    let warnings: Vec<&str> = repaired.stderr.lines().collect();
    assert_eq!(warnings.len(), 2, "{}", repaired.stderr);
    assert!(
        warnings[0].contains("table bytes instead of") && warnings[0].ends_with("rebuilding it")
    );
    assert!(warnings[1].contains("checksum"));
    let clean = pdb_run(cache.path(), &args, input);
    assert_eq!((ok(&clean), clean.stderr.as_str()), (answer.as_str(), ""));
}

#[test]
fn boards_written_as_rows_are_read() {
    let input = "1 2 3\n4 0 6\n7 5 8\n\n1 2 3\n4 5 6\n7 0 8\n";
    let run = npuzzle(&["--algo", "astar"], input.as_bytes());
    let answers: Vec<&str> = ok(&run).lines().collect();
    assert_eq!(answers.len(), 2);
    assert_eq!(answers[1], "r");
    assert_eq!(answers[0], "dr");
}

#[test]
fn zones_reach_other_goals_and_odd_shapes() {
    for (size, goal) in [
        ("5x5", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"),
        ("3x3", "1 2 3 8 0 4 7 6 5"),
        ("4x3", "11 10 9 8 7 6 0 5 4 3 2 1"),
        ("6x1", "1 2 3 0 4 5"),
        ("2x5", "1 2 3 4 5 6 7 8 9 0"),
    ] {
        let args = ["--random", "20", "--size", size, "--goal", goal, "--seed", "8"];
        let random = npuzzle(&args, b"");
        let input = ok(&random).to_string();
        let width: usize = size.split_once('x').unwrap().0.parse().unwrap();
        let goal_board = Board::parse(width, goal);
        let solved =
            npuzzle(&["--algo", "zones", "--size", size, "--goal", goal], input.as_bytes());
        let answers: Vec<&str> = ok(&solved).lines().collect();
        assert_eq!(answers.len(), 20, "{size}");
        for (line, moves) in boards_of(&input).iter().zip(answers) {
            let board = Board::parse(width, line);
            assert_eq!(board.replay(moves), Some(goal_board.clone()), "{size} {goal}: {line}");
        }
    }
}

#[test]
fn unreadable_tiles_rows_and_sizes_are_named() {
    let input =
        "1 2 a 4 5 6 7 8 0\n\n1 2 3\n4 5\n6 7 8 0\n\n1 2 3 4 5 6 7 0\n\n1 2 3\n4 0 6\n7 5 8\n";
    let bad = npuzzle(&["--algo", "astar"], input.as_bytes());
    assert_eq!(bad.status, Some(1));
    assert_eq!(bad.stdout, "dr\n");
    assert_eq!(
        bad.stderr,
        "npuzzle: puzzle 1: line 1: \"a\" is not a tile (a number, or 0 or x for the blank)\n\
         npuzzle: puzzle 2: line 3: line 4 has 2 tiles but the board's rows have 3\n\
         npuzzle: puzzle 3: line 7: cannot tell the board's size from 8 tiles (give --size WxH)\n"
    );
    let six: String = (1..35).map(|t| format!("{t} ")).collect::<String>() + "0 35\n";
    let six = npuzzle(&["--algo", "pdb,zones"], six.as_bytes());
    assert_eq!(six.status, Some(1));
    assert_eq!(
        six.stderr,
        "npuzzle: puzzle 1: line 1: pdb: pattern databases need a board of at most 25 squares, not 6x6\n"
    );
    assert!(six.stdout.contains("# puzzle 1, zones\nmoves: r\n"), "{}", six.stdout);
}

#[test]
fn a_cache_that_cannot_be_used_only_warns() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "").unwrap();
    let blocked = file.join("cache");
    let run =
        pdb_run(&blocked, &["--goal", "blank-first"], "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n");
    assert_eq!(ok(&run), "l\n");
    let warnings: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(warnings.len(), 4, "{}", run.stderr);
    assert!(
        warnings[0].starts_with("npuzzle: cannot read ")
            && warnings[0].contains("4x4-b0-1.2.3.4.5.6.pdb")
    );
    assert!(warnings[1].starts_with("npuzzle: cannot cache "));
}

/// The id of a process that has ended (a child reaped before the call returns).
fn dead_pid() -> u32 {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

/// A table too large for the file-size limit: the run answers, says why the table is not
/// cached, and leaves no temporary file; one left by a run killed while writing goes.
#[test]
fn a_table_that_cannot_be_written_leaves_nothing_behind() {
    let cache = tempfile::tempdir().unwrap();
    let stale = format!("4x4-b0-1.2.3.4.5.6.tmp{}", dead_pid());
    std::fs::write(cache.path().join(&stale), b"half a table").unwrap();
    let mut command = std::process::Command::new("sh");
    // 2,000 blocks (of 512 or 1,024 bytes) hold less than a 6-tile table's 5.8 MB.
    command.args(["-c", "ulimit -f 2000 && exec \"$0\" \"$@\"", NPUZZLE, "--partition"]);
    command.args(["6-6-3", "--goal", "blank-first", "--pdb-dir"]).arg(cache.path());
    let run =
        searchlab_tests::run::run_command(command, b"1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n");
    assert_eq!(ok(&run), "l\n");
    let warnings: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(warnings.len(), 3, "{}", run.stderr);
    assert!(warnings[0].starts_with(&format!("npuzzle: removed {stale}, left in ")));
    for warning in &warnings[1..] {
        assert!(
            warning.starts_with("npuzzle: cannot cache ") && warning.ends_with(": file too large"),
            "{warning}"
        );
    }
    let left: Vec<_> = std::fs::read_dir(cache.path()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `--help` says what the program does: the methods `--max-memory` names are the ones that
/// stop at the budget (the others solve the same hard board within 1 MiB), and `--algo`
/// lists its default methods first, the ones a board of that size gets with no `--algo`.
#[test]
fn the_help_on_algo_and_max_memory_matches_the_behaviour() {
    let help = npuzzle(&["--help"], b"").stdout;
    let line_of = |option: &str| {
        let at = help.find(&format!("--{option} <")).unwrap_or_else(|| panic!("{help}"));
        help[at..].lines().next().unwrap().to_string()
    };
    let memory = line_of("max-memory");
    let bounded = memory.split(" may fill").next().unwrap().split("Memory ").nth(1).unwrap();
    let bounded: Vec<&str> =
        bounded.split([',', ' ']).filter(|w| !w.is_empty() && *w != "and").collect();
    let listed = line_of("algo");
    let listed =
        listed.split("comma-separated: ").nth(1).unwrap().split(" [default").next().unwrap();
    let methods: Vec<&str> = listed.split(", ").map(str::trim).collect();
    assert_eq!(methods.len(), 7, "{listed}");
    let hard = b"12 1 10 2 7 11 4 14 5 0 9 15 8 13 6 3\n";
    let easy = b"8 6 7 2 5 4 3 0 1\n";
    for method in &methods {
        let board: &[u8] = if ["bfs", "dfs"].contains(method) { easy } else { hard };
        let run = npuzzle(&["--algo", method, "--max-memory", "1"], board);
        let stopped = run.stderr.contains("the memory budget of 1 MiB");
        assert_eq!(stopped, bounded.contains(method), "{method}: {memory}: {}", run.stderr);
    }
    // The default: pdb up to 16 squares, zones beyond; listed first, in that order.
    assert_eq!(&methods[..2], ["pdb", "zones"], "{listed}");
    let report = |board: &[u8]| npuzzle(&["--stats"], board).stdout;
    assert!(report(easy).starts_with("# puzzle 1, pdb\n"), "{}", report(easy));
    let six = (1..36).chain([0]).map(|t| t.to_string()).join(" ") + "\n";
    let six = six.replace("34 35 0", "34 0 35");
    assert!(
        report(six.as_bytes()).starts_with("# puzzle 1, zones\n"),
        "{}",
        report(six.as_bytes())
    );
}

/// `--stats` counts only what was solved: A* stopped by its memory budget is a failure in
/// the summary too (it said "solved 1 puzzle" before the error).
#[test]
fn the_summary_counts_a_failed_puzzle_as_failed() {
    let korf_1 = b"14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n";
    let easy = b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n";
    let args = ["--goal", "blank-first", "--algo", "astar", "--max-memory", "4", "--stats"];
    let run = npuzzle(&args, korf_1);
    assert_eq!(run.status, Some(1));
    let summary = run.stderr.lines().find(|line| line.starts_with("npuzzle: solved")).unwrap();
    assert!(summary.starts_with("npuzzle: solved 0 of 1 puzzle in "), "{summary}");
    assert!(summary.ends_with(" s on 1 thread; 1 puzzle failed"), "{summary}");
    assert!(
        run.stderr.contains("puzzle 1: line 1: astar: stopped after storing"),
        "{}",
        run.stderr
    );
    let solved = npuzzle(&["--algo", "astar", "--stats"], easy);
    let summary = solved.stderr.lines().find(|line| line.starts_with("npuzzle: solved")).unwrap();
    assert!(summary.starts_with("npuzzle: solved 1 puzzle in ") && !summary.contains("failed"));
}

/// `--random` output reads back as it is: boards of any size, square ones one a line and the
/// others as rows (they read back without `--size`, which could not tell 3x4 from 4x3).
#[test]
fn random_boards_of_any_size_read_back_without_their_size() {
    for size in ["3x4", "4x3", "2x2", "2x5", "3x3", "4x4"] {
        let random = npuzzle(&["--random", "3", "--size", size, "--seed", "5"], b"");
        let boards = ok(&random);
        // (zones: quick on every size; the boards' reading is what is checked)
        let told = npuzzle(&["--size", size, "--algo", "zones"], boards.as_bytes());
        let read = npuzzle(&["--algo", "zones"], boards.as_bytes());
        assert_eq!(read.status, Some(0), "{size}: {}", read.stderr);
        assert_eq!(read.stdout, ok(&told), "{size}");
        assert_eq!(read.stdout.lines().count(), 3, "{size}");
    }
}

/// Runs every shard of `of` (one thread each) of every iteration of `board`'s search with
/// `args`, as the README's loop does, until `--sum` prints no `next`: the shard lines
/// written, and what `--sum --stats` prints of them.
fn by_shards(args: &[&str], board: &str, of: usize) -> (String, String) {
    let mut lines = String::new();
    let mut bound: Option<String> = None;
    loop {
        for index in 1..=of {
            let shard = format!("{index}/{of}");
            let mut all = args.to_vec();
            all.extend(["--shard", &shard, "--threads", "1"]);
            if let Some(bound) = &bound {
                all.extend(["--bound", bound]);
            }
            let line = ok(&npuzzle(&all, board.as_bytes())).to_string();
            assert_eq!(line.lines().count(), 1, "{line}");
            lines += &line;
        }
        let sum = ok(&npuzzle(&["--sum"], lines.as_bytes())).trim_end().to_string();
        match sum.strip_prefix("next ") {
            Some(next) => bound = Some(next.to_string()),
            None => {
                let stats = ok(&npuzzle(&["--sum", "--stats"], lines.as_bytes())).to_string();
                assert_eq!(stats.lines().next(), Some(format!("moves: {sum}").as_str()));
                return (lines, stats);
            }
        }
    }
}

/// The length and the two expansion counts of `--sum --stats`.
fn summed(stats: &str) -> (usize, u64, u64) {
    let line = stats.lines().nth(1).unwrap();
    let rest = line.strip_prefix("length ").unwrap();
    let (length, rest) = rest.split_once(", expanded ").unwrap();
    let (as_one, rest) = rest.split_once(" (").unwrap();
    let in_all = rest.split_once(" by the shards)").unwrap().0;
    (length.parse().unwrap(), as_one.parse().unwrap(), in_all.parse().unwrap())
}

/// One board's IDA* split into shards (5×4 boards, searched with the move-pruning automaton
/// as 24-puzzles are): the lines add up to a shortest answer that replays to the goal, with
/// as many expansions, counted as one process, as one process on one thread makes (up to 8
/// shards, which split the iterations as it does), whatever order the lines come in.
#[test]
fn one_boards_search_split_into_shards_adds_up_to_one_process() {
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let args = ["--size", "5x4", "--pdb-dir", dir];
    let goal = Board::parse(5, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0");
    for (board, counts) in walks(&goal, 2, 44, 5).into_iter().zip([&[2, 8, 20][..], &[1, 5]]) {
        let input = board.line() + "\n";
        let mut one_args = args.to_vec();
        one_args.extend(["--algo", "pdb", "--threads", "1", "--stats"]);
        let one = ok(&npuzzle(&one_args, input.as_bytes())).to_string();
        let figures = one.lines().find_map(|l| l.strip_prefix("length ")).unwrap();
        let (length, expanded) = figures.split_once(", expanded ").unwrap();
        let length: usize = length.parse().unwrap();
        let expanded: u64 = expanded.split(',').next().unwrap().parse().unwrap();
        for &of in counts {
            let (lines, stats) = by_shards(&args, &input, of);
            let (summed_length, as_one, in_all) = summed(&stats);
            let moves = stats.lines().next().unwrap().strip_prefix("moves: ").unwrap();
            assert_eq!(board.replay(moves), Some(goal.clone()), "{of} shards");
            assert_eq!(moves.len(), length);
            assert_eq!(summed_length, length, "{of} shards: {stats}");
            if of <= 8 {
                assert_eq!(as_one, expanded, "{of} shards: {stats}");
            }
            assert!(in_all >= as_one, "{stats}");
            let reversed: String = lines.lines().rev().map(|l| format!("{l}\n")).collect();
            let again = ok(&npuzzle(&["--sum", "--stats"], reversed.as_bytes())).to_string();
            assert_eq!(again, stats, "lines in another order");
        }
    }
}

/// `--sum` refuses what would not add up to a shortest answer, naming the fault, with exit
/// status 1 and nothing on stdout; `--shard` refuses what it cannot split.
#[test]
fn shard_lines_that_do_not_add_up_are_refused() {
    let cache = tempfile::tempdir().unwrap();
    let dir = cache.path().to_str().unwrap();
    let goal = Board::parse(5, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0");
    let board = walks(&goal, 1, 40, 9).remove(0).line() + "\n";
    let shard = |shard: &str, bound: Option<&str>| {
        let mut args = vec!["--size", "5x4", "--pdb-dir", dir, "--shard", shard];
        args.extend(bound.map(|b| ["--bound", b]).into_iter().flatten());
        ok(&npuzzle(&args, board.as_bytes())).to_string()
    };
    let first: Vec<String> = (1..=3).map(|i| shard(&format!("{i}/3"), None)).collect();
    let estimate: u32 = first[0].split_whitespace().nth(5).unwrap().parse().unwrap();
    let all = first.concat();
    let next = ok(&npuzzle(&["--sum"], all.as_bytes())).trim_end().to_string();
    assert_eq!(next, format!("next {}", estimate + 2));
    let skipped = (1..=3).map(|i| shard(&format!("{i}/3"), Some(&(estimate + 4).to_string())));
    let refused = |input: String, message: &str| {
        let run = npuzzle(&["--sum"], input.as_bytes());
        assert_eq!((run.status, run.stdout.as_str()), (Some(1), ""), "{message}");
        assert!(run.stderr.contains(message), "{message}: {}", run.stderr);
    };
    refused(first[0].clone() + &first[2], "shard 2/3 is missing");
    refused(all.clone() + &first[1], "shard 2/3 is there twice");
    refused(all.clone() + &shard("1/2", None), "mixed");
    refused(all.clone() + &skipped.clone().collect::<String>(), "was not run");
    refused(skipped.collect(), "above the start's estimate");
    refused(format!("{}shard 1/3 bound x\n", first[0]), "line 2: bound: 'x'");
    let one_more = all.replace("below -", "below 7").replace(" below ", " below 7,");
    refused(one_more, "lists");
    refused(String::new(), "no shard lines");
    refused(all.replace(" below ", " below -3,"), "below: '-3' is not a whole number");
    refused(all.replacen(" below ", " tail 1 below ", 1), "expected 'below …'");
    refused(all.replace(" below -", " below - extra"), "unexpected words after 'below'");
    refused(all.replacen(" below ", " goal 0 uxl below ", 1), "'x' is not a move");
    refused(all.replacen("shard 1/3", "shard 4/3", 1), "I/K");
    // Messages a shard wrote to the same file are skipped.
    let with_messages = format!("npuzzle: building …\n\n{all}");
    assert_eq!(ok(&npuzzle(&["--sum"], with_messages.as_bytes())).trim_end(), next);
    // What --shard cannot split.
    let mut tiles: Vec<&str> = board.split_whitespace().filter(|&t| t != "0").collect();
    tiles.swap(0, 1);
    let mut swapped = tiles.into_iter();
    let unsolvable: Vec<&str> = board
        .split_whitespace()
        .map(|t| if t == "0" { t } else { swapped.next().unwrap() })
        .collect();
    let unsolvable = unsolvable.join(" ") + "\n";
    for (args, input, status, message) in [
        (vec!["--shard", "1/2"], format!("{board}{board}"), 1, "holds 2 boards"),
        (vec!["--shard", "1/2", "--algo", "astar"], board.clone(), 2, "--algo pdb"),
        (vec!["--shard", "0/2"], board.clone(), 2, "I/K"),
        (vec!["--shard", "3/2"], board.clone(), 2, "I/K"),
        (vec!["--shard", "1/10001"], board.clone(), 2, "I/K"),
        (vec!["--shard", "1/2", "--bound", "1001"], board.clone(), 2, "--bound"),
        (vec!["--shard", "1/2", "--bound", "-1"], board.clone(), 2, "--bound"),
        (vec!["--shard", "1/2"], String::new(), 1, "holds 0 boards"),
        (vec!["--shard", "1/2"], "1 2 3\n".to_string(), 1, "one good board"),
        (vec!["--bound", "3"], board.clone(), 2, "--shard"),
        (vec!["--sum", "--shard", "1/2"], board.clone(), 2, "cannot be used with"),
        (vec!["--shard", "1/2"], unsolvable, 1, "parity"),
    ] {
        let mut all = vec!["--size", "5x4", "--pdb-dir", dir];
        all.extend(args.iter().copied());
        let run = npuzzle(&all, input.as_bytes());
        assert_eq!((run.status, run.stdout.as_str()), (Some(status), ""), "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
}

#[test]
fn two_partitions_give_shortest_answers_and_refuse_a_third_or_a_repeat() {
    let distances = eight::distances_from(&eight::GOAL);
    let starts: Vec<eight::State> = eight::all_states().step_by(4001).collect();
    let input: String =
        starts.iter().map(|s| Board { width: 3, cells: s.to_vec() }.line() + "\n").collect();
    let run = npuzzle(&["--algo", "pdb", "--partition", "4-4+3-5", "--stats"], input.as_bytes());
    let mut solved = 0;
    for block in blocks(ok(&run)) {
        let start = starts[block.puzzle - 1];
        let distance = distances[eight::index(&start)];
        if distance == u8::MAX {
            assert_eq!(block.moves, "unsolvable", "{block:?}");
            continue;
        }
        assert_eq!(eight::replay(&start, &block.moves), Some(eight::GOAL), "{block:?}");
        assert_eq!(block.moves.len(), usize::from(distance), "{block:?}");
        solved += 1;
    }
    assert!(solved >= 40, "{solved}");
    assert!(run.stderr.contains("(4-4+3-5; "), "{}", run.stderr);
    for (partition, message) in [
        ("4-4+4-4", "--partition 4-4+4-4: 4-4+4-4 gives a partition twice"),
        ("4-4+3-5+8", "and at most 2 partitions may be given, not 4-4+3-5+8"),
        ("4-4+3-4", "each partition must split the 8 tiles"),
    ] {
        let refused = npuzzle(&["--algo", "pdb", "--partition", partition], input.as_bytes());
        assert!(refused.status == Some(2) && refused.stdout.is_empty(), "{partition}");
        assert!(refused.stderr.contains(message), "{partition}: {}", refused.stderr);
    }
}
