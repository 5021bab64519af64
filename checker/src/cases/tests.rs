//! Cases found where oj and the repository put them, run under a time limit, and judged
//! the way each kind of case says, against programs written here as shell scripts.

use super::{cases_in, Case, Judge, Run, Verdict};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// An executable shell script `NAME` in `dir` with `body`.
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A case `NAME` in `dir` with its files as (extension, text).
fn case(dir: &Path, name: &str, files: &[(&str, &str)]) -> Case {
    fs::create_dir_all(dir).unwrap();
    for (extension, text) in files {
        fs::write(dir.join(format!("{name}.{extension}")), text).unwrap();
    }
    Case { name: name.to_string(), input: dir.join(format!("{name}.in")) }
}

/// `case` run by `program` within `limit`. A script just written may be busy for a moment
/// (another test's child, forked meanwhile, holds it open until it execs): tried again.
fn run(case: &Case, program: &Path, limit: Option<Duration>) -> Run {
    for _ in 0..50 {
        match case.run(program, limit) {
            Err(e) if e.raw_os_error() == Some(26) => std::thread::sleep(Duration::from_millis(20)),
            run => return run.unwrap(),
        }
    }
    panic!("{} stayed busy", program.display())
}

/// `case` run by `program` and judged by `judge`.
fn verdict(case: &Case, program: &Path, judge: &Judge) -> Verdict {
    case.judge(&run(case, program, Some(Duration::from_secs(20))), judge)
}

#[test]
fn cases_come_from_the_top_then_errors_then_args() {
    let dir = tempfile::tempdir().unwrap();
    let top = dir.path();
    case(top, "sample-2", &[("in", ""), ("out", "")]);
    case(top, "sample-1", &[("in", ""), ("out", "")]);
    case(&top.join("args"), "sum", &[("in", ""), ("args", "--sum")]);
    case(&top.join("errors"), "bad", &[("in", ""), ("err", "x")]);
    case(&top.join("elsewhere"), "ignored", &[("in", "")]);
    fs::write(top.join("README.txt"), "").unwrap();
    let names: Vec<String> = cases_in(top).unwrap().into_iter().map(|c| c.name).collect();
    assert_eq!(names, ["sample-1", "sample-2", "errors/bad", "args/sum"]);
    assert!(cases_in(&top.join("missing")).is_err());
}

#[test]
fn answers_are_accepted_or_shown_where_they_first_differ() {
    let dir = tempfile::tempdir().unwrap();
    let echo = script(dir.path(), "echo", "cat");
    let right = case(dir.path(), "right", &[("in", "1\n2\n"), ("out", "1  \n2")]);
    assert_eq!(verdict(&right, &echo, &Judge::Exact), Verdict::Accepted);
    let wrong = case(dir.path(), "wrong", &[("in", "1\n3\n"), ("out", "1\n2\n")]);
    let why = verdict(&wrong, &echo, &Judge::Exact);
    assert_eq!(why.to_string(), r#"WA: line 2 differs: expected "2", got "3""#);
    let unjudged = case(dir.path(), "no-out", &[("in", "1\n")]);
    assert_eq!(verdict(&unjudged, &echo, &Judge::Exact), Verdict::NotJudged);
    assert!(Verdict::NotJudged.passed() && !why.passed());
}

#[test]
fn a_failing_run_is_a_runtime_error_with_its_status_and_first_words() {
    let dir = tempfile::tempdir().unwrap();
    let fails = script(dir.path(), "fails", "echo 'oops: bad' >&2; exit 3");
    let sample = case(dir.path(), "sample", &[("in", ""), ("out", "")]);
    let verdict = verdict(&sample, &fails, &Judge::Exact);
    assert_eq!(verdict.to_string(), "RE: exit status 3: oops: bad");
    let crashes = script(dir.path(), "crashes", "kill -9 $$");
    let crashed = run(&sample, &crashes, None);
    assert_eq!(sample.judge(&crashed, &Judge::Exact).to_string(), "RE: killed by a signal");
}

#[test]
fn a_bad_input_must_end_with_its_exact_error_after_the_answers_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let program =
        script(dir.path(), "prog", "echo 4; echo 'prog: case 2: line 3: bad' >&2; exit 1");
    let files = [("in", ""), ("out", "4\n"), ("err", "prog: case 2: line 3: bad\n")];
    let bad = case(&dir.path().join("errors"), "bad", &files);
    assert_eq!(verdict(&bad, &program, &Judge::Exact), Verdict::Accepted);
    let other = [("in", ""), ("out", "4\n"), ("err", "prog: case 2: line 4: bad\n")];
    let other = case(&dir.path().join("errors"), "other", &other);
    let why = verdict(&other, &program, &Judge::Exact).to_string();
    assert!(why.starts_with("WA: stderr: line 1 differs"), "{why}");
    let succeeds = script(dir.path(), "succeeds", "echo 4");
    let why = verdict(&bad, &succeeds, &Judge::Exact).to_string();
    assert_eq!(why, "RE: exit status 0, where 1 was expected");
}

#[test]
fn arguments_are_passed_and_the_program_runs_in_the_case_folder() {
    let dir = tempfile::tempdir().unwrap();
    let program = script(dir.path(), "prog", r#"echo "$1"; cat "$2""#);
    let args = dir.path().join("args");
    case(&args, "beside", &[("in", ""), ("out", "")]);
    fs::write(args.join("beside.txt"), "from the file\n").unwrap();
    let files = [("in", ""), ("args", "--flag beside.txt"), ("out", "--flag\nfrom the file\n")];
    let with_args = case(&args, "with-args", &files);
    assert_eq!(verdict(&with_args, &program, &Judge::Exact), Verdict::Accepted);
}

#[test]
fn a_program_past_the_time_limit_is_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let slow = script(dir.path(), "slow", "exec sleep 30");
    let sample = case(dir.path(), "sample", &[("in", ""), ("out", "")]);
    let stopped = run(&sample, &slow, Some(Duration::from_millis(200)));
    assert!(stopped.timed_out && stopped.time < Duration::from_secs(10), "{:?}", stopped.time);
    assert_eq!(sample.judge(&stopped, &Judge::Exact).code(), "TLE");
}

#[test]
fn judges_other_than_the_lines_decide_by_their_own_rules() {
    let dir = tempfile::tempdir().unwrap();
    let echo = script(dir.path(), "echo", "cat");
    // Two shortest solutions of one board: the lines differ, the checker accepts both.
    let files = [("in", "2 3 4 1 5 x 7 6 8\n"), ("out", "dlurullddrurdllurdr\n")];
    let board = case(dir.path(), "board", &files);
    let moves = script(dir.path(), "moves", "echo ullddrurdllurdruldr");
    assert_eq!(verdict(&board, &moves, &Judge::for_program("hdu1043")), Verdict::Accepted);
    assert_eq!(verdict(&board, &moves, &Judge::Exact).code(), "WA");
    // A command: testlib's order, exit status 0 accepts, its words said on rejection.
    let same_length = script(
        dir.path(),
        "same-length",
        r#"[ "$(wc -c < "$2")" = "$(wc -c < "$3")" ] || { echo "lengths differ" >&2; exit 1; }"#,
    );
    let judge = Judge::Command(same_length.display().to_string());
    let numbers = case(dir.path(), "numbers", &[("in", "12\n"), ("out", "34\n")]);
    assert_eq!(verdict(&numbers, &echo, &judge), Verdict::Accepted);
    let longer = case(dir.path(), "longer", &[("in", "123\n"), ("out", "34\n")]);
    let why = verdict(&longer, &echo, &judge).to_string();
    assert!(why.starts_with("WA: `") && why.ends_with("(exit status 1): lengths differ"), "{why}");
}
