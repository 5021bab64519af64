//! Every `testdata/<prog>/NAME.in` through its program's release binary (see `harness`).

mod harness;

#[test]
fn every_testdata_file_passes() {
    let cases = harness::cases(None);
    assert!(!cases.is_empty(), "no testdata found");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| harness::check(case).result.err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} testdata files failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn comparison_forgives_trailing_space_and_one_final_newline() {
    use harness::compare_exact;
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
    let check = harness::checker_for("hdu1043").unwrap();
    let input = "2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n";
    let expected = "ullddrurdllurdruldr\nunsolvable\n";
    assert!(check(input, expected, "dlurullddrurdllurdr\nunsolvable\n").is_ok());
    // Too long, not reaching the goal, illegal, or claiming unsolvable.
    for got in [
        "ullddrurdllurdruldrud\nunsolvable\n",
        "dlurullddrurdllurd\nunsolvable\n",
        "rlurullddrurdllurdr\nunsolvable\n",
        "unsolvable\nunsolvable\n",
        "dlurullddrurdllurdr\n\n",
        "dlurullddrurdllurdr\n",
    ] {
        assert!(check(input, expected, got).is_err(), "{got:?} accepted");
    }
}
