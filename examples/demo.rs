//! `make demo`: pipes every `testdata/<prog>/sample-*.in` into its program and prints the
//! input, the output and a pass/fail verdict against the expected answer (through the
//! program's checker where several answers are right). Exits 1 if any sample fails.

#[path = "../tests/harness/mod.rs"]
mod harness;

use std::process::ExitCode;

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
    println!(
        "{} of {} samples passed",
        samples.len() - failed,
        samples.len()
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("   {line}\n")).collect()
}
