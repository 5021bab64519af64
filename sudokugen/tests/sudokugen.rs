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
                    sudokugen: puzzle 5: line 5: more than one solution\n";
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

/// QQWing's options as its users know them (issue 64): `--difficulty any` is the default
/// spelt out, `--symmetry random` draws one of the five symmetries per puzzle (each puzzle's
/// clues then hold one of them, checked here cell by cell), `--hint` is the next step alone
/// (the first line of `--explain`), and the help names the axes of mirror and flip.
#[test]
fn qqwings_options_any_random_and_hint() {
    let given = run(&["--generate", "3", "--seed", "4"], "");
    assert_eq!(run(&["--generate", "3", "--seed", "4", "--difficulty", "any"], ""), given);
    let (status, random, _) = run(&["--generate", "40", "--seed", "4", "--symmetry", "random"], "");
    assert_eq!(status, Some(0));
    let clue = |line: &str, r: usize, c: usize| line.as_bytes()[r * 9 + c] != b'.';
    // Where a symmetry takes the cell at row r, column c.
    type Image<'a> = &'a dyn Fn(usize, usize) -> (usize, usize);
    let holds = |line: &str, image: Image| {
        (0..81).all(|cell| {
            let (r, c) = (cell / 9, cell % 9);
            let (ir, ic) = image(r, c);
            clue(line, r, c) == clue(line, ir, ic)
        })
    };
    let symmetric = |line: &str| -> Vec<&str> {
        let images: [(&str, Image); 4] = [
            ("rotate180", &|r, c| (8 - r, 8 - c)),
            ("rotate90", &|r, c| (c, 8 - r)),
            ("mirror", &|r, c| (r, 8 - c)),
            ("flip", &|r, c| (8 - r, c)),
        ];
        images.iter().filter(|(_, image)| holds(line, image)).map(|(name, _)| *name).collect()
    };
    let kinds: Vec<Vec<&str>> = random.lines().map(symmetric).collect();
    // Drawn from all five (none included): several kinds show up among 40 puzzles.
    for name in ["rotate180", "rotate90", "mirror", "flip"] {
        assert!(kinds.iter().any(|k| k.contains(&name)), "no {name} among {kinds:?}");
    }
    assert!(kinds.iter().any(|k| k.is_empty()), "no puzzle without symmetry: {kinds:?}");
    let again = run(&["--generate", "40", "--seed", "4", "--symmetry", "random"], "");
    assert_eq!(again.1, random, "the seed decides the symmetries too");
    for puzzle in given.1.lines() {
        let (status, hint, _) = run(&["--hint"], puzzle);
        let explained = run(&["--explain"], puzzle).1;
        let first = explained.lines().next().unwrap();
        assert_eq!((status, hint.trim_end()), (Some(0), first.split_once(". ").unwrap().1));
    }
    let solved =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    assert_eq!(run(&["--hint"], solved).1, "solved\n");
    let help = run(&["--help"], "").1;
    assert!(help.contains("mirror (left and right: about the vertical axis), flip (top and bottom: about the horizontal axis)"), "{help}");
}

/// `--rate` reads the grids `sudoku` reads (a row a line) as it reads one-line puzzles.
#[test]
fn rate_reads_grids_a_row_a_line() {
    let lines = run(&["--generate", "2", "--seed", "8"], "").1;
    let grids: Vec<String> = lines
        .lines()
        .map(|line| (0..9).map(|r| format!("{}\n", &line[r * 9..r * 9 + 9])).collect())
        .collect();
    let (status, rated, stderr) = run(&["--rate"], &grids.join("\n"));
    assert_eq!((status, stderr.as_str()), (Some(0), ""));
    assert_eq!(rated, run(&["--rate"], &lines).1);
}

/// `sudokugen --size 16` lines are read back by `--rate`, `--explain` and `--hint`: rated
/// by the same steps on 16-cell units, explained with their letters, the explanation
/// ending where the rating says.
#[test]
fn sixteen_by_sixteen_puzzles_are_rated_and_explained() {
    let (status, lines, _) = run(&["--generate", "2", "--size", "16", "--seed", "3"], "");
    assert_eq!(status, Some(0));
    let (status, ratings, err) = run(&["--rate"], &lines);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    for (puzzle, rating) in lines.lines().zip(ratings.lines()) {
        let level = rating.split(' ').next().unwrap();
        assert!(
            ["simple", "easy", "intermediate", "expert", "master"].contains(&level),
            "{rating}"
        );
        let explained = run(&["--explain"], puzzle).1;
        let end = explained.lines().rev().find(|l| !l.is_empty()).unwrap();
        let score = rating.split(' ').nth(1).unwrap();
        assert!(end.ends_with(&format!("{level} {score}")), "{end} / {rating}");
        let first = explained.lines().next().unwrap().split_once(". ").unwrap().1;
        assert_eq!(run(&["--hint"], puzzle).1.trim_end(), first);
        // A placed digit is a letter A to P, in a cell of the 16x16 grid.
        let placed = explained.lines().find_map(|l| l.split_once(" = ")).unwrap();
        assert!(placed.1.len() == 1 && ('A'..='P').contains(&placed.1.chars().next().unwrap()));
    }
}
