//! sudokugen end to end: generated puzzles have one solution (counted by the library's
//! searching solver) and the level asked for, the output depends on the seed alone and not
//! on the threads, ratings and explanations agree, and bad input and options are refused.

use searchlab::sudoku::{Count, Grid};
use searchlab_tests::run::run_path;

/// The binary under test.
const SUDOKUGEN: &str = env!("CARGO_BIN_EXE_sudokugen");

fn run(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let run = run_path(SUDOKUGEN, args, input.as_bytes());
    (run.status, run.stdout, run.stderr)
}

fn grid(line: &str) -> Grid {
    let size = if line.len() == 256 { 16 } else { 9 };
    let value = |b: u8| match b {
        b'.' => 0,
        b'1'..=b'9' if size == 9 => b - b'0',
        _ => b - b'A' + 1,
    };
    Grid { size, cells: line.bytes().map(value).collect() }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_on_one_thread_and_two() {
    for level in ["easy", "expert"] {
        let args = |threads| {
            ["--generate", "12", "--difficulty", level, "--seed", "9", "--threads", threads]
        };
        let (one, two) = (run(&args("1"), ""), run(&args("2"), ""));
        assert_eq!(one.0, Some(0), "{}", one.2);
        assert_eq!(one.1, two.1);
        assert_eq!(one.1.lines().count(), 12);
        let rated = run(&["--rate"], &one.1);
        assert!(rated.1.lines().all(|line| line.starts_with(level)), "{level}: {}", rated.1);
        for line in one.1.lines() {
            assert_eq!(grid(line).count(), Count::Unique, "{line}");
        }
    }
    let other_seed = run(&["--generate", "12", "--difficulty", "easy", "--seed", "10"], "");
    assert_ne!(
        other_seed.1,
        run(&["--generate", "12", "--difficulty", "easy", "--seed", "9"], "").1
    );
}

#[test]
fn sixteen_by_sixteen_puzzles_have_one_solution() {
    let (status, out, _) = run(&["--generate", "2", "--size", "16", "--seed", "3"], "");
    assert_eq!(status, Some(0));
    for line in out.lines() {
        assert_eq!(line.len(), 256);
        assert_eq!(grid(line).count(), Count::Unique);
    }
}

#[test]
fn explain_ends_where_rate_says() {
    let (_, puzzles, _) = run(&["--generate", "4", "--difficulty", "master", "--seed", "2"], "");
    let (_, rated, _) = run(&["--rate"], &puzzles);
    let (_, explained, _) = run(&["--explain"], &puzzles);
    let ends: Vec<&str> =
        explained.lines().filter(|l| l.starts_with("stuck") || l.starts_with("solved")).collect();
    assert_eq!(ends.len(), 4);
    for (end, rating) in ends.iter().zip(rated.lines()) {
        assert!(end.starts_with("stuck: guessing needed"), "{end}");
        let level_and_score: Vec<&str> = rating.split(' ').take(2).collect();
        assert!(end.ends_with(&level_and_score.join(" ")), "{end} / {rating}");
    }
}

#[test]
fn bad_puzzles_are_named_and_the_others_rated() {
    let good = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
    let several = ".".repeat(81);
    let sixteen = "-".repeat(256);
    let input = format!("{good}\n{several}\n{}\n{}x\n{sixteen}\n{good}\n", &good[1..], &good[1..]);
    let (status, out, err) = run(&["--rate"], &input);
    assert_eq!(status, Some(1));
    assert_eq!(out, "simple 1.0 naked-single\nsimple 1.0 naked-single\n");
    let expected = "sudokugen: puzzle 2: line 2: more than one solution\n\
                    sudokugen: puzzle 3: line 3: expected 81 or 256 cells, got 80\n\
                    sudokugen: puzzle 4: line 4: cell 81: 'x' is not a symbol of a 9x9 puzzle\n\
                    sudokugen: puzzle 5: line 5: only 9x9 puzzles are rated and explained\n";
    assert_eq!(err, expected);
}

#[test]
fn bad_options_are_refused_in_one_line() {
    for args in [
        &["--generate", "1", "--difficulty", "hard"][..],
        &["--generate", "1", "--size", "12"],
        &["--generate", "1", "--size", "16", "--difficulty", "easy"],
        &["--generate", "1", "--symmetry", "spiral"],
        &["--rate", "--explain"][..],
        &[],
    ] {
        let (status, out, err) = run(args, "");
        assert_eq!((status, out.as_str()), (Some(2), ""), "{args:?}");
        assert!(err.starts_with("sudokugen: ") && err.lines().count() == 2, "{args:?}: {err}");
    }
}
