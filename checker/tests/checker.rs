//! The checker as a library and as the command testlib and online-judge-tools call: exact
//! comparison forgiving trailing spaces, the hdu1043 checker's verdicts on right and wrong
//! answers, and the command's exit statuses.

use checker::compare_exact;

#[test]
fn comparison_forgives_trailing_space_and_one_final_newline() {
    assert!(compare_exact("a\nb\n", "a  \nb").is_ok());
    assert!(compare_exact("a\n\n", "a\n\n").is_ok());
    assert!(compare_exact("a\n\n", "a\n").is_err());
    let error = compare_exact("a\nb\n", "a\nc\n").unwrap_err();
    assert_eq!(error, "line 2 differs: expected \"b\", got \"c\"");
    let error = compare_exact("a\n", "a\nb\n").unwrap_err();
    assert_eq!(error, "line 2 differs: expected <no line>, got \"b\"");
}

#[test]
fn the_hdu1043_checker_rejects_wrong_answers() {
    let check = checker::special("hdu1043").unwrap();
    let input = "2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n";
    let expected = "ullddrurdllurdruldr\nunsolvable\n";
    assert!(check(input, Some(expected), "dlurullddrurdllurdr\nunsolvable\n").is_ok());
    // Too long, not reaching the goal, illegal, or claiming unsolvable.
    for got in [
        "ullddrurdllurdruldrud\nunsolvable\n",
        "dlurullddrurdllurd\nunsolvable\n",
        "rlurullddrurdllurdr\nunsolvable\n",
        "unsolvable\nunsolvable\n",
        "dlurullddrurdllurdr\n\n",
        "dlurullddrurdllurdr\n",
    ] {
        assert!(check(input, Some(expected), got).is_err(), "{got:?} accepted");
    }
}

/// The checker as one binary, called as testlib and online-judge-tools call a checker
/// (`COMMAND INPUT OUTPUT EXPECTED`): 0 accepted, 1 wrong with the reason, 2 unreadable.
#[test]
fn the_checker_binary_judges_as_testlib_checkers_do() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let input = file("in", "2 3 4 1 5 x 7 6 8\n");
    let expected = file("expected", "ullddrurdllurdruldr\n");
    let judge = |program: &str, output: &str| {
        let output = file("out", output);
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_checker"))
            .arg(program)
            .args([&input, &output, &expected])
            .output()
            .unwrap();
        (run.status.code(), String::from_utf8_lossy(&run.stderr).into_owned())
    };
    // Another shortest answer is right for hdu1043, but not for a program judged exactly.
    let other = "dlurullddrurdllurdr\n";
    assert_eq!(judge("hdu1043", other).0, Some(0));
    let (status, why) = judge("sudoku", other);
    assert_eq!(status, Some(1));
    assert!(why.starts_with("wrong answer: line 1 differs"), "{why}");
    let (status, why) = judge("hdu1043", "ullddrurdllurdruldrlr\n");
    assert_eq!(status, Some(1));
    assert!(why.contains("does not reach the goal") || why.contains("of length"), "{why}");
    assert_eq!(judge("exact", "ullddrurdllurdruldr  \n").0, Some(0));
    // A name the checker does not know (a typo of hdu1043) is refused before any judging.
    let (status, why) = judge("hdu1034", "ullddrurdllurdruldr\n");
    assert_eq!(status, Some(2));
    assert!(why.starts_with("checker: unknown program 'hdu1034' (known: abc088d, "), "{why}");
    assert!(why.ends_with("Try 'checker --help' for more information.\n"), "{why}");
    let missing = std::process::Command::new(env!("CARGO_BIN_EXE_checker"))
        .args(["hdu1043", "no-such-input", "no-such-output", "no-such-answer"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).starts_with("checker: no-such-input: "));
    let two_stdins = std::process::Command::new(env!("CARGO_BIN_EXE_checker"))
        .args(["hdu1043", "-", "-"])
        .arg(&expected)
        .output()
        .unwrap();
    assert_eq!(two_stdins.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&two_stdins.stderr),
        "checker: only one of INPUT, OUTPUT and EXPECTED can be `-` (stdin)\n\
         Try 'checker --help' for more information.\n"
    );
    let too_few = std::process::Command::new(env!("CARGO_BIN_EXE_checker"))
        .args(["hdu1043", "in"])
        .output()
        .unwrap();
    assert_eq!(too_few.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&too_few.stderr).starts_with("checker: "));
}

/// EXPECTED may be left out only where the checker knows the shortest length itself, and
/// npuzzle's --goal and --size only for npuzzle: anything else is bad usage (status 2).
#[test]
fn only_the_puzzles_the_checker_solves_go_without_an_expected_answer() {
    let dir = tempfile::tempdir().unwrap();
    let boards = dir.path().join("boards");
    std::fs::write(&boards, "1 2 3 4 5 6 x 7 8\n").unwrap();
    let answers = dir.path().join("answers");
    std::fs::write(&answers, "rr\n").unwrap();
    let check = |args: &[&str]| {
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_checker"))
            .args(args)
            .args([&boards, &answers])
            .output()
            .unwrap();
        (run.status.code(), String::from_utf8_lossy(&run.stderr).into_owned())
    };
    assert_eq!(check(&["npuzzle"]), (Some(0), "ok: npuzzle accepted\n".into()));
    assert_eq!(check(&["hdu1043"]).0, Some(0));
    let (status, why) = check(&["sudoku"]);
    assert_eq!(status, Some(2));
    assert!(why.starts_with("checker: sudoku's output is judged against EXPECTED"), "{why}");
    let (status, why) = check(&["npuzzle", "--goal", "blank-frist"]);
    assert_eq!(status, Some(2));
    assert!(why.contains("did you mean 'blank-first'?"), "{why}");
    let (status, why) = check(&["npuzzle", "--goal", "blank-first"]);
    assert_eq!(status, Some(1), "rr does not reach 0 1 2 ...: {why}");
    // A goal of another size than a board is named, for that board.
    let (status, why) = check(&["npuzzle", "--goal", "1 2 3 0"]);
    assert_eq!(status, Some(1));
    assert_eq!(why, "wrong answer: puzzle 1: the goal (4 tiles) is not a board of 3x3\n");
    let (status, why) = check(&["hdu1043", "--size", "3x3"]);
    assert_eq!(status, Some(2));
    assert!(why.starts_with("checker: --goal and --size are npuzzle's"), "{why}");
}
