//! `make demo`: pipes every `testdata/<prog>/sample-*.in` into its program and prints the
//! input, the output and a pass/fail verdict against the expected answer (through the
//! program's checker where several answers are right), then runs the tools — an npuzzle lab
//! report, a small maze with its solution, filefind on this repository, a bundle compiled
//! and compared with the Cargo build — each checked by code of its own here. Exits 1 if
//! anything fails.

#[path = "../tests/harness/mod.rs"]
mod harness;

use searchlab::checker::eight::{step, State};
use std::process::ExitCode;

/// A tool's demo: what to show, and whether it passed (or why not).
type ToolDemo = fn() -> (String, Result<(), String>);

fn main() -> ExitCode {
    let samples = harness::cases(Some("sample-"));
    let mut failed = 0;
    for case in &samples {
        let input = std::fs::read_to_string(&case.input).unwrap_or_default();
        let verdict = harness::check(case);
        let args = std::fs::read_to_string(case.input.with_extension("args")).unwrap_or_default();
        let command = format!("{} {}", case.prog, args.trim());
        println!("== {}.in | {}", case.label(), command.trim_end());
        print!("{}", indent(&input));
        println!("-- output");
        print!("{}", indent(&verdict.stdout));
        let expected =
            std::fs::read_to_string(case.input.with_extension("out")).unwrap_or_default();
        if expected != verdict.stdout {
            let note = match harness::checker_for(&case.prog) {
                Some(_) => "expected (one right answer of several; a checker judges)",
                None => "expected",
            };
            println!("-- {note}");
            print!("{}", indent(&expected));
        }
        match verdict.result {
            Ok(()) => println!("-- PASS\n"),
            Err(why) => {
                failed += 1;
                println!("-- FAIL: {why}\n");
            }
        }
    }
    let tools: [(&str, ToolDemo); 4] = [
        (
            "echo '2 8 3 1 0 4 7 6 5' | npuzzle --goal '1 2 3 8 0 4 7 6 5' --algo bfs,astar,idastar",
            npuzzle_lab,
        ),
        ("mazegen --width 21 --height 11 --solve --seed 3", maze),
        ("filefind src --ext rs", filefind),
        (
            "bundle queens --check --editions 2021 --out-dir target/demo",
            bundle,
        ),
    ];
    for (command, demo) in tools {
        println!("== {command}");
        let (output, verdict) = demo();
        print!("{}", indent(&output));
        match verdict {
            Ok(()) => println!("-- PASS\n"),
            Err(why) => {
                failed += 1;
                println!("-- FAIL: {why}\n");
            }
        }
    }
    let total = samples.len() + tools.len();
    println!("{} of {total} demos passed", total - failed);
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("   {line}\n")).collect()
}

/// The lab report of three methods on the textbook 8-puzzle; passes when each method's
/// moves, replayed here, take the board to the goal in the same (shortest) number.
fn npuzzle_lab() -> (String, Result<(), String>) {
    let (start, goal) = ("2 8 3 1 0 4 7 6 5", "1 2 3 8 0 4 7 6 5");
    let run = harness::run(
        "npuzzle",
        &["--goal", goal, "--algo", "bfs,astar,idastar"],
        format!("{start}\n").as_bytes(),
    );
    // Replayed by the independent 8-puzzle checker's rules (`checker::eight`).
    let parse = |text: &str| -> State {
        let mut board = [0u8; 9];
        for (cell, token) in board.iter_mut().zip(text.split(' ')) {
            *cell = token.parse().unwrap();
        }
        board
    };
    let (start, goal) = (parse(start), parse(goal));
    let lengths: Vec<usize> = run
        .stdout
        .lines()
        .filter_map(|line| line.strip_prefix("moves: "))
        .map(|moves| {
            let end = moves
                .chars()
                .try_fold(start, |board, letter| step(&board, letter));
            match end {
                Some(board) if board == goal => moves.len(),
                _ => usize::MAX,
            }
        })
        .collect();
    let verdict = if run.status == Some(0) && lengths.len() == 3 && lengths.iter().all(|&l| l == 4)
    {
        Ok(())
    } else {
        Err(format!("replayed lengths {lengths:?} (4 each expected)"))
    };
    (run.stdout, verdict)
}

/// A small maze with its solution; passes when the marked path is exactly the path a
/// breadth-first search here finds from the top-left room to the bottom-right one.
fn maze() -> (String, Result<(), String>) {
    let run = harness::run(
        "mazegen",
        &["--width", "21", "--height", "11", "--solve", "--seed", "3"],
        b"",
    );
    let grid: Vec<Vec<char>> = run.stdout.lines().map(|l| l.chars().collect()).collect();
    let (height, width) = (grid.len(), grid.first().map_or(0, Vec::len));
    if height != 11 || width != 21 || grid.iter().any(|row| row.len() != width) {
        return (run.stdout, Err(format!("a {width}x{height} picture")));
    }
    let open = |(r, c): (usize, usize)| grid[r][c] != '\u{2588}';
    let (start, end) = ((1, 1), (height - 2, width - 2));
    let mut came_from = vec![vec![None; width]; height];
    let mut queue = std::collections::VecDeque::from([start]);
    came_from[1][1] = Some(start);
    while let Some((r, c)) = queue.pop_front() {
        for next in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            if open(next) && came_from[next.0][next.1].is_none() {
                came_from[next.0][next.1] = Some((r, c));
                queue.push_back(next);
            }
        }
    }
    let mut path = vec![end];
    while let Some(&cell) = path.last() {
        match came_from[cell.0][cell.1] {
            Some(previous) if cell != start => path.push(previous),
            _ => break,
        }
    }
    let marked: Vec<(usize, usize)> = (0..height)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c] == '@')
        .collect();
    path.sort_unstable();
    let verdict = if path.contains(&start) {
        if path == marked {
            Ok(())
        } else {
            Err(format!(
                "{} cells marked, the path has {}",
                marked.len(),
                path.len()
            ))
        }
    } else {
        Err("no way from the top-left room to the bottom-right one".into())
    };
    (run.stdout, verdict)
}

/// filefind on this repository's sources; passes when it lists exactly the `.rs` files a
/// plain walk here finds.
fn filefind() -> (String, Result<(), String>) {
    let run = harness::run("filefind", &["src", "--ext", "rs"], b"");
    let mut found: Vec<String> = run.stdout.lines().map(str::to_string).collect();
    found.sort();
    let mut walked = Vec::new();
    let mut folders = vec![std::path::PathBuf::from("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension() == Some(std::ffi::OsStr::new("rs")) {
                walked.push(path.display().to_string());
            }
        }
    }
    walked.sort();
    let shown = format!(
        "{} files, the first: {}\n",
        found.len(),
        found.first().map_or("", String::as_str)
    );
    let verdict = if run.status == Some(0) && found == walked && !found.is_empty() {
        Ok(())
    } else {
        Err(format!("{} listed, {} walked", found.len(), walked.len()))
    };
    (shown, verdict)
}

/// queens bundled into one file, compiled by rustc and run on its testdata beside the Cargo
/// build; passes when every check says ok.
fn bundle() -> (String, Result<(), String>) {
    let run = harness::run(
        "bundle",
        &[
            "queens",
            "--check",
            "--editions",
            "2021",
            "--out-dir",
            "target/demo",
        ],
        b"",
    );
    let checks: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("bundle: check "))
        .collect();
    let failed = checks.iter().filter(|l| !l.ends_with(": ok")).count();
    let verdict = if run.status == Some(0) && !checks.is_empty() && failed == 0 {
        Ok(())
    } else {
        Err(format!("{failed} of {} checks failed", checks.len()))
    };
    (run.stderr, verdict)
}
