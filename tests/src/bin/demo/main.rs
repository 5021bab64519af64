//! `make demo`: pipes every `testdata/<prog>/sample-*.in` into its program and prints the
//! input, the output and a pass/fail verdict against the expected answer (through the
//! program's checker where several answers are right), then runs the tools — an npuzzle lab
//! report, a small maze with its solution, filefind on this repository, a bundle compiled
//! and compared with the Cargo build — each checked by code of its own here. Exits 1 if
//! anything fails.

mod tools;

use searchlab_tests::testdata;
use std::process::ExitCode;

/// A tool's demo: what to show, and whether it passed (or why not).
type ToolDemo = fn() -> (String, Result<(), String>);

fn main() -> ExitCode {
    let samples = testdata::cases(Some("sample-"));
    let mut failed = 0;
    for case in &samples {
        let input = std::fs::read_to_string(&case.input).unwrap_or_default();
        let verdict = testdata::check(case);
        println!("== {}.in | {}", case.label(), case.prog);
        print!("{}", indent(&input));
        println!("-- output");
        print!("{}", indent(&verdict.stdout));
        let expected =
            std::fs::read_to_string(case.input.with_extension("out")).unwrap_or_default();
        if expected != verdict.stdout {
            let note = match checker::special(&case.prog) {
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
            tools::npuzzle_lab,
        ),
        ("mazegen --width 21 --height 11 --solve --seed 3", tools::maze),
        ("filefind -e rs . src", tools::filefind),
        (
            "bundle queens --check --editions 2021 --out-dir target/demo",
            tools::bundle,
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
