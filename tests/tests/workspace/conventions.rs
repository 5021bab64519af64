//! Every program speaks the same way (README, "Conventions"): `--help` with usage and
//! examples, `--version` and `-V` as `PROGRAM VERSION`, a bad command line as one line
//! `PROGRAM: …` and one hint line with exit status 2, bad input as one line naming where
//! (`PROGRAM: [unit K: ]line L: …`, or the file for the tools) with exit status 1.

use searchlab_tests::programs::{self, run};
use searchlab_tests::run::run_command;
use searchlab_tests::shell::on_a_terminal;

/// The lists of programs come from the folders and manifests that declare them: every judge
/// has its statement sample, every tool its package, and each builds a binary.
#[test]
fn the_programs_are_found_where_they_are_declared() {
    let (judges, tools) = (programs::judges(), programs::tools());
    assert!(judges.len() >= 7 && tools.len() >= 5, "{judges:?} {tools:?}");
    for judge in &judges {
        let sample = programs::workspace_root().join(format!("testdata/{judge}/sample-1.in"));
        assert!(sample.is_file(), "{judge} has no statement sample");
    }
    for tool in &tools {
        assert!(!judges.contains(tool), "{tool} is a judge and a tool");
        let manifest = programs::workspace_root().join(tool).join("Cargo.toml");
        assert!(manifest.is_file(), "{tool} has no package");
    }
    for program in programs::all() {
        assert!(programs::binary(&program).is_file(), "{program} was not built");
    }
}

#[test]
fn help_shows_usage_and_examples() {
    for program in programs::all() {
        let program = program.as_str();
        for flag in ["--help", "-h"] {
            let run = run(program, &[flag], b"");
            assert_eq!(run.status, Some(0), "{program} {flag}");
            assert!(run.stderr.is_empty(), "{program} {flag}: {}", run.stderr);
            assert!(run.stdout.contains("Usage: "), "{program} {flag}");
            // The tools' short help (-h) leaves out the long texts, not the examples.
            assert!(run.stdout.contains("\nExamples:\n  "), "{program} {flag}: no examples");
            let examples = &run.stdout[run.stdout.find("\nExamples:\n").unwrap()..];
            assert!(examples.contains(program), "{program}: examples run it");
        }
    }
}

#[test]
fn version_is_the_program_and_the_packages_version() {
    for program in programs::all() {
        let program = program.as_str();
        for flag in ["--version", "-V"] {
            let run = run(program, &[flag], b"");
            assert_eq!(run.status, Some(0), "{program} {flag}");
            assert_eq!(
                run.stdout,
                format!("{program} {}\n", env!("CARGO_PKG_VERSION")),
                "{program} {flag}"
            );
            assert!(run.stderr.is_empty(), "{program} {flag}");
        }
    }
}

#[test]
fn a_bad_command_line_is_one_line_and_a_hint() {
    for program in programs::all() {
        let program = program.as_str();
        for args in [&["--no-such-option"][..], &["--help=yes"], &["-Z"]] {
            let run = run(program, args, b"");
            assert_eq!(run.status, Some(2), "{program} {args:?}: {}", run.stderr);
            assert!(run.stdout.is_empty(), "{program} {args:?}");
            let lines: Vec<&str> = run.stderr.lines().collect();
            assert_eq!(lines.len(), 2, "{program} {args:?}: {}", run.stderr);
            assert!(lines[0].starts_with(&format!("{program}: ")), "{program}: {}", lines[0]);
            assert_eq!(lines[1], format!("Try '{program} --help' for more information."));
        }
    }
}

#[test]
fn bad_input_is_one_line_naming_where() {
    let bad_rust = std::env::temp_dir().join(format!("conventions-{}.rs", std::process::id()));
    std::fs::write(&bad_rust, "fn main() {\n").unwrap();
    let bad_rust = bad_rust.to_str().unwrap().to_string();
    let sudoku_line = format!("{}\n", "x".repeat(81));
    let missing = "/nonexistent/searchlab-conventions";
    let missing_out = format!("{missing}/maze.txt");
    // (program, arguments, input, what stderr starts with)
    let cases: Vec<(&str, Vec<&str>, &[u8], String)> = vec![
        ("hdu1043", vec![], b"1 2 3 4 5 6 7 8 9\n", "case 1: line 1: ".into()),
        ("hdu3567", vec![], b"1\n12345678X\n1234\n", "case 1: line 3: ".into()),
        ("poj2449", vec![], b"2 1\n1 2 x\n1 2 1\n", "case 1: line 2: ".into()),
        ("kshortest", vec![], b"2 1 0 1 1\n0 5 1\n", "line 2: ".into()),
        ("poj3134", vec![], b"31\nx\n", "line 2: ".into()),
        ("queens", vec![], b"8\nx\n", "line 2: ".into()),
        ("sudoku", vec![], sudoku_line.as_bytes(), "puzzle 1: line 1: ".into()),
        ("npuzzle", vec![], b"1 2 3 4 5 6 7 8 9\n", "puzzle 1: line 1: ".into()),
        ("mazegen", vec!["-o", &missing_out], b"", format!("{missing_out}: ")),
        ("filefind", vec![".", missing], b"", format!("{missing}: ")),
        ("bundle", vec![&bad_rust, "-o", "-"], b"", format!("{bad_rust}:1:")),
    ];
    for (program, args, input, place) in cases {
        let run = run(program, &args, input);
        assert_eq!(run.status, Some(1), "{program}: {}", run.stderr);
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{program}: {}", run.stderr);
        let prefix = format!("{program}: {place}");
        assert!(lines[0].starts_with(&prefix), "{prefix} | {}", lines[0]);
    }
    // The checker's verdict: exit status 1 with the reason, for a wrong answer.
    let file = std::env::temp_dir().join(format!("conventions-{}.txt", std::process::id()));
    std::fs::write(&file, "x\n").unwrap();
    let file = file.to_str().unwrap();
    let run = run("checker", &["hdu1043", file, file, file], b"");
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
}

/// A misspelt flag gets the flag meant, in every program: `--version` and the first long
/// option its `--help` lists besides, two of their letters swapped.
#[test]
fn a_misspelt_flag_is_answered_with_the_flag_meant() {
    for program in programs::all() {
        let help = run(&program, &["--help"], b"").stdout;
        let listed = help.lines().filter(|line| line.trim_start().starts_with('-'));
        let mut options = listed.filter_map(|line| {
            let words = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'));
            words.into_iter().find(|word| word.starts_with("--") && word.len() >= 6)
        });
        let first = options.find(|f| !["--help", "--version"].contains(f));
        for flag in first.into_iter().chain(["--version"]) {
            let mut slip: Vec<char> = flag.chars().collect();
            let at = if slip[3] == slip[4] { 2 } else { 3 };
            slip.swap(at, at + 1);
            let slip: String = slip.into_iter().collect();
            let said = run(&program, &[&slip], b"");
            assert_eq!(said.status, Some(2), "{program} {slip}: {}", said.stderr);
            let first_line = said.stderr.lines().next().unwrap_or("");
            let meant = format!("did you mean '{flag}'?");
            assert!(first_line.ends_with(&meant), "{program} {slip}: {}", said.stderr);
        }
    }
}

/// An empty input is worded alike by every judge: answered with nothing where the input
/// lists cases until its end, else `PROGRAM: line 1: expected WHAT, found the end of the
/// input` (hdu3567 said "got nothing").
#[test]
fn every_judge_words_an_empty_input_alike() {
    for judge in programs::judges() {
        let said = run(&judge, &[], b"");
        if said.status == Some(0) {
            assert_eq!(said.stdout, "", "{judge}");
            continue;
        }
        assert_eq!(said.status, Some(1), "{judge}: {}", said.stderr);
        let prefix = format!("{judge}: line 1: expected ");
        let line = said.stderr.trim_end();
        assert!(line.starts_with(&prefix), "{judge}: {line}");
        assert!(line.ends_with(", found the end of the input"), "{judge}: {line}");
    }
}

/// A bad value is answered with what was expected (issue 64's commands and more of the
/// kind): a goal name that is none lists the goals, a value one slip from a name names it,
/// and a board size too long for a 64-bit number is out of the range, not "not a whole
/// number".
#[test]
fn a_bad_value_is_answered_with_what_was_expected() {
    let board = b"1 2 3 4 5 6 0 7 8\n";
    let cases: [(&str, &[&str], &[u8], &str); 13] = [
        (
            "npuzzle",
            &["--goal", "blank-middle"],
            board,
            "npuzzle: --goal: unknown goal 'blank-middle' (expected blank-last, blank-first or the tiles of a board)",
        ),
        (
            "npuzzle",
            &["--goal", "blank-frist"],
            board,
            "npuzzle: --goal: unknown goal 'blank-frist' (expected blank-last, blank-first or the tiles of a board); did you mean 'blank-first'?",
        ),
        (
            "queens",
            &["99999999999999999999"],
            b"",
            "queens: N is 99999999999999999999, not in 1..=27 (the limit for counting)",
        ),
        (
            "sudokugen",
            &["--generate", "-1"],
            b"",
            "sudokugen: invalid value '-1' for '--generate <N>': expected a whole number from 0 to 18446744073709551615",
        ),
        (
            "npuzzle",
            &["--random", "99999999999999999999"],
            b"",
            "npuzzle: invalid value '99999999999999999999' for '--random <N>': expected a whole number from 0 to 18446744073709551615",
        ),
        // Of the same kind, beyond the commands.
        ("mazegen", &["--seed", "-3"], b"", "mazegen: invalid value '-3' for '--seed <SEED>': expected a whole number from 0 to 18446744073709551615"),
        (
            "npuzzle",
            &["--goal", "Blank-Last"],
            board,
            "npuzzle: --goal: unknown goal 'Blank-Last' (expected blank-last, blank-first or the tiles of a board); did you mean 'blank-last'?",
        ),
        ("queens", &["-5"], b"", "queens: N is -5, not in 1..=27 (the limit for counting)"),
        (
            "hdu1043",
            &["--algo", "tabel"],
            b"x\n",
            "hdu1043: unknown algorithm 'tabel' (expected table, astar or idastar); did you mean 'table'?",
        ),
        (
            "mazegen",
            &["-a", "wilsn"],
            b"",
            "mazegen: invalid value 'wilsn' for '--algo <NAME>': unknown algorithm 'wilsn' (expected backtracker, kruskal, prim, wilson, aldous-broder, binary-tree, sidewinder or eller); did you mean 'wilson'?",
        ),
        (
            "sudokugen",
            &["--generate", "1", "--difficulty", "anyy"],
            b"",
            "sudokugen: invalid value 'anyy' for '--difficulty <LEVEL>': unknown level 'anyy' (expected any, simple, easy, intermediate, expert or master); did you mean 'any'?",
        ),
        (
            "sudokugen",
            &["--generate", "1", "--symmetry", "randon"],
            b"",
            "sudokugen: invalid value 'randon' for '--symmetry <SYMMETRY>': unknown symmetry 'randon' (expected none, rotate180, rotate90, mirror, flip or random); did you mean 'random'?",
        ),
        (
            "checker",
            &["npuzzle", "--goal", "blank-frist", "in", "out"],
            b"",
            "checker: invalid value 'blank-frist' for '--goal <GOAL>': unknown goal 'blank-frist' (expected blank-last, blank-first or the tiles of a board); did you mean 'blank-first'?",
        ),
    ];
    for (program, args, input, said) in cases {
        let run = run(program, args, input);
        assert_eq!(run.status, Some(2), "{program} {args:?}: {}", run.stderr);
        assert_eq!(run.stderr.lines().next(), Some(said), "{program} {args:?}");
    }
    // The same range for an N too long for a number, read from stdin (bad input: status 1).
    for n in ["99999999999999999999", "-99999999999999999999"] {
        let run = run("queens", &[], format!("8\n{n}\n").as_bytes());
        let said = format!("queens: line 2: N is {n}, not in 1..=27 (the limit for counting)\n");
        assert_eq!((run.status, run.stderr.as_str()), (Some(1), said.as_str()));
    }
}

/// A file that is not there is reported in one wording by every program that opens files:
/// `PROGRAM: PATH: no such file or directory`, as a shell says it (not std's "No such file
/// or directory (os error 2)").
#[test]
fn every_program_words_a_missing_file_alike() {
    let missing = "/nonexistent/searchlab-conventions/file";
    let grid =
        b".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n";
    let cases: Vec<(&str, Vec<&str>, &[u8], i32)> = vec![
        ("checker", vec!["hdu1043", missing, "-", missing], b"", 2),
        ("bundle", vec![missing], b"", 1),
        ("filefind", vec![".", missing], b"", 1),
        ("mazegen", vec!["-o", missing], b"", 1),
        ("sudoku", vec!["--svg", missing], grid, 1),
    ];
    for (program, args, input, status) in cases {
        let run = run(program, &args, input);
        assert_eq!(run.status, Some(status), "{program}: {}", run.stderr);
        let said = format!("{program}: {missing}: no such file or directory\n");
        assert_eq!(run.stderr, said, "{program}");
    }
}

/// A path a program cannot write to is printed as the user spelled it, with the reason that
/// is true (issue 64's commands): not `upper: is a directory` for `Upper`, nor "file exists"
/// for a folder that is a file. Run from a scratch folder, so that the paths are relative
/// and their first letter starts the message.
#[test]
fn paths_in_errors_keep_their_spelling_and_the_true_reason() {
    let scratch = std::env::temp_dir().join(format!("conventions-paths-{}", std::process::id()));
    std::fs::create_dir_all(scratch.join("Upper")).unwrap();
    std::fs::write(scratch.join("Cargo.toml"), "").unwrap();
    std::fs::write(scratch.join("PdbFile"), "").unwrap();
    let grid =
        b".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n";
    let example = programs::workspace_root().join("examples/uva10603.rs");
    let example = example.to_str().unwrap();
    let board = b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n";
    let cases: Vec<(&str, Vec<&str>, &[u8], &str)> = vec![
        ("sudoku", vec!["--svg", "Upper"], grid, "sudoku: Upper: is a directory\n"),
        (
            "mazegen",
            vec!["-o", "Nodir/m.txt"],
            b"",
            "mazegen: Nodir/m.txt: no such file or directory\n",
        ),
        (
            "bundle",
            vec![example, "--out-dir", "Cargo.toml"],
            b"",
            "bundle: Cargo.toml: not a directory\n",
        ),
        // Of the same kind: the other way round for two of the tools.
        ("mazegen", vec!["-o", "Upper"], b"", "mazegen: Upper: is a directory\n"),
        (
            "sudoku",
            vec!["--svg", "Nodir/x.svg"],
            grid,
            "sudoku: Nodir/x.svg: no such file or directory\n",
        ),
    ];
    for (program, args, input, said) in cases {
        let mut command = std::process::Command::new(programs::binary(program));
        command.args(&args).current_dir(&scratch);
        let run = run_command(command, input);
        assert_eq!(run.status, Some(1), "{program}: {}", run.stderr);
        assert_eq!(run.stderr, said, "{program} {args:?}");
    }
    // npuzzle goes on without its cache, and says why for each table.
    let mut command = std::process::Command::new(programs::binary("npuzzle"));
    command.args(["--pdb-dir", "PdbFile", "--algo", "pdb"]).current_dir(&scratch);
    let run = run_command(command, board);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("cannot cache PdbFile/"), "{}", run.stderr);
    assert!(!run.stderr.contains("file exists"), "{}", run.stderr);
    assert!(run.stderr.lines().all(|l| l.ends_with(": not a directory")), "{}", run.stderr);
    std::fs::remove_dir_all(&scratch).unwrap();
}

/// The checker knows every judge program and example by name (and `exact`, and the tool
/// `npuzzle`, whose answers it replays), and no other.
#[test]
fn the_checker_knows_every_program_and_no_other() {
    let examples = std::fs::read_dir(programs::workspace_root().join("examples")).unwrap();
    let examples = examples.filter_map(|entry| {
        let path = entry.ok()?.path();
        (path.extension()? == "rs").then(|| path.file_stem().unwrap().to_string_lossy().into())
    });
    let mut names: Vec<String> = programs::judges().into_iter().chain(examples).collect();
    names.extend(["exact".to_string(), "npuzzle".to_string()]);
    names.sort();
    assert_eq!(names, checker::PROGRAMS);
}

/// The value lists of one option's help: clap's `[possible values: …]`, and lists written in
/// its text (`a, b or c` between punctuation, every item one lowercase word or number).
fn value_lists(entry: &str) -> Vec<Vec<String>> {
    let mut lists = Vec::new();
    if let Some(start) = entry.find("[possible values: ") {
        let rest = &entry[start + "[possible values: ".len()..];
        let end = rest.find(']').unwrap_or(rest.len());
        lists.push(rest[..end].split(", ").map(str::to_string).collect());
    }
    for segment in entry.split([':', '(', ')', '[', ']', '.', ';']) {
        let items: Vec<String> = segment
            .split(", ")
            .flat_map(|part| part.split(" or "))
            .map(|item| item.trim().to_string())
            .collect();
        let word = |item: &String| {
            !item.is_empty()
                && item.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        };
        if items.len() >= 2 && items.iter().all(word) {
            lists.push(items);
        }
    }
    lists
}

/// Each option's entry in a `--help` text: its first line and the indented lines under it,
/// joined by spaces.
fn option_entries(help: &str) -> Vec<String> {
    let mut entries: Vec<String> = Vec::new();
    for line in help.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('-') && line.starts_with(' ') {
            entries.push(trimmed.to_string());
        } else if let (Some(entry), true) = (entries.last_mut(), line.starts_with(' ')) {
            entry.push(' ');
            entry.push_str(trimmed);
        } else if !line.is_empty() && !line.starts_with(' ') {
            entries.push(String::new());
        }
    }
    entries.into_iter().filter(|e| !e.is_empty()).collect()
}

/// README, "Conventions": option values are listed default first, in every program's help.
#[test]
fn option_values_are_listed_default_first() {
    let mut checked = 0;
    for program in programs::all() {
        let help = run(&program, &["--help"], b"").stdout;
        for entry in option_entries(&help) {
            let default = ["[default: ", "[0, the default", "(0, the default"]
                .iter()
                .find_map(|mark| entry.find(mark).map(|at| &entry[at + mark.len()..]))
                .map(|rest| match rest.strip_prefix(':') {
                    Some(_) => "0".to_string(),
                    None => rest[..rest.find([']', ' ']).unwrap_or(rest.len())].to_string(),
                });
            let Some(default) = default else { continue };
            let values: Vec<&str> = default.split(',').collect();
            for list in value_lists(&entry) {
                if list.iter().any(|item| item == values[0]) {
                    assert_eq!(list[..values.len().min(list.len())], values, "{program}: {entry}");
                    checked += 1;
                }
            }
        }
    }
    // (bundle's editions have no fixed default: a program's own is its bundle's.)
    assert!(checked >= 5, "only {checked} lists with a default found");
}

/// Runs `program` with `args` and `input` on stdin, its stdout or (with `stderr_full`) its
/// stderr going to `/dev/full`, where every write fails as on a full disk: its exit status
/// and what it said on stderr.
fn on_a_full_disk(
    program: &str,
    args: &[&str],
    input: &[u8],
    stderr_full: bool,
) -> (Option<i32>, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let full = || Stdio::from(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap());
    let mut command = Command::new(programs::binary(program));
    command.args(args).current_dir(programs::workspace_root()).stdin(Stdio::piped());
    match stderr_full {
        true => command.stdout(Stdio::null()).stderr(full()),
        false => command.stdout(full()).stderr(Stdio::piped()),
    };
    let mut child = command.spawn().unwrap();
    let _ = child.stdin.take().unwrap().write_all(input);
    let output = child.wait_with_output().unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// A write that fails, stdout on a full disk, ends every program (judge or tool) with one
/// line `PROGRAM: no space left on device` and exit status 1, never a panic: for its help,
/// its version and its answers. A stderr that cannot be written panics none either.
#[test]
fn a_full_disk_is_one_line_and_exit_status_1() {
    let sample = |judge: &str| {
        std::fs::read(programs::workspace_root().join(format!("testdata/{judge}/sample-1.in")))
            .unwrap()
    };
    let mut runs: Vec<(String, Vec<&str>, Vec<u8>)> = Vec::new();
    for program in programs::all() {
        runs.push((program.clone(), vec!["--help"], Vec::new()));
        runs.push((program.clone(), vec!["--version"], Vec::new()));
    }
    for judge in programs::judges() {
        let input = sample(&judge);
        runs.push((judge, vec![], input));
    }
    let board = b"8 1 3 4 0 2 7 6 5\n".to_vec();
    runs.push(("npuzzle".into(), vec!["--algo", "idastar"], board));
    runs.push(("mazegen".into(), vec![], Vec::new()));
    runs.push(("sudokugen".into(), vec!["--generate", "2"], Vec::new()));
    runs.push(("filefind".into(), vec![".", "src"], Vec::new()));
    runs.push(("bundle".into(), vec!["poj3134", "-o", "-"], Vec::new()));
    for (program, args, input) in &runs {
        let (status, stderr) = on_a_full_disk(program, args, input, false);
        // (bundle, which writes files too, names stdout.)
        let said = match args.as_slice() {
            [_, "-o", "-"] => format!("{program}: stdout: no space left on device\n"),
            _ => format!("{program}: no space left on device\n"),
        };
        assert_eq!((status, stderr.as_str()), (Some(1), said.as_str()), "{program} {args:?}");
    }
    // Bad input or a bad command line, said on a stderr that cannot take it.
    for program in programs::all() {
        let (status, _) = on_a_full_disk(&program, &["--no-such-option"], b"", true);
        assert_eq!(status, Some(2), "{program} --no-such-option");
    }
    for judge in programs::judges() {
        let (status, _) = on_a_full_disk(&judge, &[], b"x\n", true);
        assert_eq!(status, Some(1), "{judge} on bad input");
    }
    let (status, _) = on_a_full_disk("filefind", &[".", "/nonexistent/searchlab-full"], b"", true);
    assert_eq!(status, Some(1), "filefind on a missing folder");
}

/// One flag for one idea: `-a` is `--algo` and `-j` is `--threads` in every program that
/// has them (the judges' parser and the tools' alike), mazegen's algorithm is `--algo`, and
/// poj3134, which solves on all cores, takes `--threads`. Each short form answers as the
/// long one does.
#[test]
fn the_same_idea_has_the_same_flag_everywhere() {
    let sample = |program: &str| {
        std::fs::read(programs::workspace_root().join(format!("testdata/{program}/sample-1.in")))
            .unwrap()
    };
    // (program, the long form, the short form, the input)
    type Case<'a> = (&'a str, Vec<&'a str>, Vec<&'a str>, Vec<u8>);
    let cases: Vec<Case> = vec![
        ("hdu1043", vec!["--algo", "idastar"], vec!["-a", "idastar"], sample("hdu1043")),
        ("poj2449", vec!["--algo", "astar"], vec!["-a", "astar"], sample("poj2449")),
        ("kshortest", vec!["--algo", "astar"], vec!["-a", "astar"], sample("kshortest")),
        ("poj3134", vec!["--threads", "1"], vec!["-j", "2"], sample("poj3134")),
        ("sudoku", vec!["--threads", "1"], vec!["-j", "1"], sample("sudoku")),
        ("queens", vec!["--count", "--threads", "1", "9"], vec!["--count", "-j", "2", "9"], vec![]),
        ("mazegen", vec!["--algo", "wilson"], vec!["-a", "wilson"], vec![]),
        ("npuzzle", vec!["--threads", "1"], vec!["-j", "1"], b"1 2 3 4 5 6 0 7 8\n".to_vec()),
        (
            "sudokugen",
            vec!["--generate", "2", "--threads", "1"],
            vec!["--generate", "2", "-j", "1"],
            vec![],
        ),
        (
            "filefind",
            vec!["--threads", "1", "-e", "rs", ".", "src"],
            vec!["-j", "1", "-e", "rs", ".", "src"],
            vec![],
        ),
    ];
    for (program, long, short, input) in cases {
        let (by_long, by_short) = (run(program, &long, &input), run(program, &short, &input));
        assert_eq!(by_long.status, Some(0), "{program} {long:?}: {}", by_long.stderr);
        let sorted = |text: &str| {
            let mut lines: Vec<&str> = text.lines().collect();
            lines.sort_unstable();
            lines.join("\n")
        };
        // (filefind's order is the walk's.)
        assert_eq!(sorted(&by_long.stdout), sorted(&by_short.stdout), "{program} {short:?}");
        assert_eq!(by_short.status, Some(0), "{program} {short:?}: {}", by_short.stderr);
    }
    let old = run("mazegen", &["--algorithm", "wilson"], b"");
    assert!(
        old.stderr.starts_with(
            "mazegen: unexpected argument '--algorithm' found; did you mean '--algo'?\n"
        ),
        "{}",
        old.stderr
    );
    let threads = run("poj3134", &["--threads", "999"], b"31\n0\n");
    assert_eq!(threads.status, Some(2));
    assert!(threads.stderr.starts_with(
        "poj3134: --threads needs a number from 0 (one per core) to 256, got '999'\n"
    ));
}

/// A program that reads stdin, given a file on its command line, says how to give it
/// (`hdu1043 cases.txt`); stdin that is a folder is named as stdin (`hdu1043 < /`); on a
/// terminal a one-line hint says the input is awaited.
#[test]
fn stdin_readers_say_where_their_input_comes_from() {
    let mut readers: Vec<(String, Vec<&str>)> = programs::judges()
        .into_iter()
        .filter(|judge| judge != "queens")
        .map(|judge| (judge, vec![]))
        .collect();
    readers.push(("npuzzle".into(), vec![]));
    readers.push(("sudokugen".into(), vec!["--rate"]));
    for (program, flags) in &readers {
        let mut args = flags.clone();
        args.push("cases.txt");
        let given = run(program, &args, b"");
        let mut typed = vec![program.as_str()];
        typed.extend(flags);
        let said = format!("{program} reads stdin: {} < cases.txt\n", typed.join(" "));
        assert_eq!(given.status, Some(2), "{program} {args:?}");
        assert!(
            given.stderr.lines().next().unwrap_or_default().ends_with(said.trim_end()),
            "{program}: {}",
            given.stderr
        );
        let command = std::process::Command::new(programs::binary(program));
        let mut command = command;
        command.args(flags).stdin(std::fs::File::open("/").unwrap());
        let output = command.output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr, format!("{program}: stdin: is a directory\n"), "{program} < /");
        assert_eq!(output.status.code(), Some(1), "{program} < /");
    }
    // `queens` reads N from stdin when given none; on a terminal, under script(1), the hint
    // comes before the program waits (it then reads the end of the input at once).
    for program in ["hdu1043", "queens", "npuzzle"] {
        let binary = programs::binary(program);
        let shown = on_a_terminal(&format!("{} < /dev/tty", binary.display()));
        let hint =
            "reading the input from the terminal: end it with Ctrl-D, or give a file: < FILE";
        assert!(shown.contains(hint), "{program}: {shown}");
    }
}

/// `queens --count --progress` on a terminal (under script(1)) redraws its line at most ten
/// times a second, and says the share done and the time left (it redrew about 3,200 times
/// a second, with neither).
#[test]
fn a_progress_line_is_redrawn_at_most_ten_times_a_second() {
    let binary = programs::binary("queens");
    let started = std::time::Instant::now();
    let shown = on_a_terminal(&format!("{} --count --progress 17", binary.display()));
    let seconds = started.elapsed().as_secs_f64();
    let lines: Vec<&str> = shown.split('\r').filter(|l| l.contains("splits")).collect();
    assert!(shown.contains("95815104"), "{shown}");
    assert!(
        !lines.is_empty() && lines.len() as f64 <= 10.0 * seconds + 2.0,
        "{} lines in {seconds:.2} s",
        lines.len()
    );
    assert!(lines.last().unwrap().contains("splits, 100%"), "{shown}");
    assert!(lines.iter().all(|l| l.starts_with("\x1b[Kqueens: counting N = 17: ")), "{lines:?}");
}
