//! Every `testdata/<prog>/NAME.in` through its program's binary (see `searchlab_tests::testdata`),
//! and every testdata folder laid out so that online-judge-tools runs it as it is.

use checker::cases::{cases_in, SUBFOLDERS};
use searchlab_tests::{programs, testdata};
use std::fs;
use std::path::PathBuf;
use std::process::Command;

#[test]
fn every_testdata_file_passes() {
    let cases = testdata::cases(None);
    assert!(!cases.is_empty(), "no testdata found");
    let failures: Vec<String> =
        cases.iter().filter_map(|case| testdata::check(case).result.err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} testdata files failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// The testdata folders: each program's in `testdata/` and each example's in
/// `examples/testdata/`, with the binary that answers them.
fn folders() -> Vec<(String, PathBuf, PathBuf)> {
    let mut folders: Vec<(String, PathBuf, PathBuf)> = testdata::programs()
        .into_iter()
        .map(|prog| (prog.clone(), testdata::testdata_dir().join(&prog), programs::binary(&prog)))
        .collect();
    let examples = programs::workspace_root().join("examples/testdata");
    for entry in fs::read_dir(&examples).unwrap() {
        let folder = entry.unwrap().path();
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        let binary = programs::binary(&format!("examples/{name}"));
        folders.push((name, folder, binary));
    }
    folders
}

/// What online-judge-tools reads (`oj test -d DIR` takes every `DIR/*.*` file as a case's
/// `.in` or `.out` and stops at anything else): the top of every folder holds `NAME.in` and
/// `NAME.out` pairs only, and its subfolders are the ones `checker::cases` names (and
/// `data/`, for files a test reads).
#[test]
fn the_top_of_every_testdata_folder_is_what_oj_reads() {
    let mut wrong = Vec::new();
    for (_, folder, _) in folders() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let allowed = match path.extension().and_then(|e| e.to_str()) {
                _ if path.is_dir() => SUBFOLDERS.contains(&name.as_str()) || name == "data",
                Some("in") => path.with_extension("out").is_file(),
                Some("out") => path.with_extension("in").is_file(),
                _ => false,
            };
            if !allowed {
                wrong.push(path.display().to_string());
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "files oj cannot read, or cases without a pair:\n{}",
        wrong.join("\n")
    );
}

/// The README's line, `oj test -c hdu1043 -d testdata/hdu1043 --judge-command "checker
/// hdu1043"`, on every folder with cases at its top (all but `checker`'s, whose cases all
/// need arguments), with `oj` from PyPI (`make test` installs it into `target/oj`, see
/// `.ci/fetch-oj`); the judge command where the program has several right answers.
#[test]
fn the_readmes_oj_line_passes_on_every_testdata_folder() {
    let oj = programs::workspace_root().join("target/oj/bin/oj");
    assert!(oj.is_file(), "{} is missing: `make test` installs it (.ci/fetch-oj)", oj.display());
    let folders: Vec<_> = folders()
        .into_iter()
        .filter(|(_, folder, _)| cases_in(folder).unwrap().iter().any(|c| !c.name.contains('/')))
        .collect();
    assert!(folders.len() >= 17, "{} folders with cases oj runs", folders.len());
    let failures = std::thread::scope(|scope| {
        let runs: Vec<_> = folders
            .iter()
            .map(|(prog, folder, binary)| {
                let oj = &oj;
                scope.spawn(move || {
                    let mut command = Command::new(oj);
                    command.args(["test", "-c"]).arg(binary).arg("-d").arg(folder);
                    if checker::special(prog).is_some() {
                        let judge = format!("{} {prog}", programs::binary("checker").display());
                        command.arg("--judge-command").arg(judge);
                    }
                    let output = command.output().unwrap();
                    let said = String::from_utf8_lossy(&output.stdout);
                    let passed = output.status.success() && said.contains("test success");
                    (!passed).then(|| format!("{}:\n{said}", folder.display()))
                })
            })
            .collect();
        runs.into_iter().filter_map(|run| run.join().unwrap()).collect::<Vec<_>>()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
