//! The README's examples hold: every `$ command` line of a ```console block runs, from the
//! repository's root, and prints the lines shown under it. Figures that vary from run to run
//! or build to build are compared by their shape only: times (`0.024 ms`), sizes
//! (`39742 bytes (38.8 KiB)`) and the compiler's version (`rustc 1.95.0`). A last line `...`
//! stands for any further output; a command with no lines under it must only succeed.
//! Commands are written as typed after `make install`, the programs on the PATH: `make
//! test` puts this build's first, `make readme-installed` (in CI) those the README's
//! install command installed. The ```sh blocks run elsewhere: the install block and the
//! first parallel line in `make readme-installed` (that line in `make test` too), the Slurm
//! script in `make slurm-check`.

use searchlab_tests::programs;
use searchlab_tests::shell::{run_typed, without_comment};

use std::path::{Path, PathBuf};
use std::process::Command;

/// One example: the command as written, and the output shown under it.
#[derive(Debug)]
struct Example {
    line: usize,
    command: String,
    shown: Vec<String>,
}

/// The examples of the ```console blocks of `text`, in order.
fn examples(text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for (number, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            in_console = line == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        match line.strip_prefix("$ ") {
            Some(command) => examples.push(Example {
                line: number + 1,
                command: without_comment(command).to_string(),
                shown: Vec::new(),
            }),
            None => {
                if let Some(example) = examples.last_mut() {
                    example.shown.push(line.to_string());
                }
            }
        }
    }
    examples
}

/// A line with its varying figures replaced by placeholders: a number before a unit of
/// time or size (`0.024 ms`, `0.01 s;`, `39742 bytes (38.8 KiB)`) becomes `<n>`, and the
/// version after `rustc` becomes `<version>`.
fn shape(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or("");
        let unit = next.trim_end_matches([',', ')', ';']);
        let digits = word.trim_start_matches('(');
        let number = !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit() || c == '.');
        let previous = if i > 0 { words[i - 1] } else { "" };
        out.push(if number && matches!(unit, "ms" | "s" | "bytes" | "KiB") {
            format!("{}<n>", &word[..word.len() - digits.len()])
        } else if previous == "rustc" && word.starts_with(|c: char| c.is_ascii_digit()) {
            "<version>".to_string()
        } else {
            word.to_string()
        });
    }
    out.join(" ")
}

/// Whether the output `got` matches the lines `shown`.
fn matches(shown: &[String], got: &str) -> Result<(), String> {
    let got: Vec<String> = got.lines().map(shape).collect();
    let (shown, open_end) = match shown.split_last() {
        Some((last, rest)) if last == "..." => (rest, true),
        _ => (shown, false),
    };
    let shown: Vec<String> = shown.iter().map(|l| shape(l)).collect();
    let compared = if open_end { got.len().min(shown.len()) } else { got.len() };
    if got[..compared] == shown[..] {
        return Ok(());
    }
    let at = (0..shown.len().max(compared)).find(|&i| shown.get(i) != got.get(i)).unwrap_or(0);
    Err(format!("output line {}: shown {:?}, got {:?}", at + 1, shown.get(at), got.get(at)))
}

/// The folder of the programs the README's commands run: `README_BIN` when set (`make
/// readme-installed` sets it to the ~/.local/bin the README's `make install` filled), else this
/// build's.
fn programs_folder() -> PathBuf {
    std::env::var_os("README_BIN").map_or_else(programs::binary_dir, PathBuf::from)
}

/// Runs `command` as a reader would from the repository's root after installing, with the
/// programs of [`programs_folder`] first on the PATH and `home` as the home folder (where
/// the README makes a crate of its own, and the programs keep their caches).
fn run(command: &str, home: &Path) -> (Option<i32>, String) {
    run_typed(command, programs::workspace_root(), &[programs_folder()], home)
}

/// Every example of `text` that fails, with why.
fn failures(text: &str) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let mut failed = Vec::new();
    for example in examples(text) {
        let (status, got) = run(&example.command, home.path());
        let verdict = if status != Some(0) {
            Err(format!("exit status {status:?}: {got}"))
        } else if example.shown.is_empty() {
            Ok(())
        } else {
            matches(&example.shown, &got)
        };
        if let Err(why) = verdict {
            failed.push(format!("README.md line {}: `{}`: {why}", example.line, example.command));
        }
    }
    failed
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let text =
        std::fs::read_to_string(searchlab_tests::programs::workspace_root().join("README.md"))
            .unwrap();
    let count = examples(&text).len();
    assert!(count >= 20, "only {count} examples found");
    // Written as typed once `make install` has put the programs on the PATH, and that
    // installs every program, judge and tool.
    if let Some(installed) = std::env::var_os("README_BIN") {
        let names = std::fs::read_dir(installed).unwrap().map(|entry| entry.unwrap().file_name());
        let mut names: Vec<String> = names.map(|name| name.into_string().unwrap()).collect();
        let mut programs = programs::all();
        names.sort();
        programs.sort();
        assert_eq!(names, programs, "what make install put in README_BIN");
    }
    for example in examples(&text) {
        let built = example.command.contains("target/release/");
        assert!(!built, "README.md line {}: a program run from target/release/", example.line);
    }
    let failed = failures(&text);
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn a_changed_output_or_a_failing_command_is_caught() {
    let text = "```console\n$ echo 6 | queens\n1 3 5\n```\n";
    let failed = failures(text);
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert!(failed[0].contains("output line 1"), "{failed:?}");
    let text = "```console\n$ queens --no-such-option  # a comment\n```\n";
    let failed = failures(text);
    assert!(failed[0].contains("exit status Some(2)"), "{failed:?}");
    // Shapes: times, sizes and compiler versions vary; the rest does not.
    assert_eq!(
        shape("length 4, expanded 20, generated 53, time 0.024 ms"),
        shape("length 4, expanded 20, generated 53, time 1.5 ms")
    );
    assert_ne!(shape("length 4, expanded 20"), shape("length 5, expanded 20"));
    assert_eq!(
        shape("dist/q.rs: 39742 bytes (38.8 KiB), 17 library modules"),
        "dist/q.rs: <n> bytes (<n> KiB), 17 library modules"
    );
    assert_eq!(shape("sudoku is 64001 bytes, too large"), "sudoku is <n> bytes, too large");
    assert_eq!(shape("AC in 0.01 s; same output"), "AC in <n> s; same output");
    assert_eq!(
        shape("check knight: rustc 1.95.0 --edition 2021"),
        "check knight: rustc <version> --edition 2021"
    );
    assert_eq!(without_comment("echo '# not' | x  # comment"), "echo '# not' | x");
}

/// `.ci/readme-parallel` runs a sh block of parallel lines, one sending shards to other
/// hosts through its stand-in for ssh, in an environment without `SHELL` (as CI runs:
/// GNU parallel's remote wrapper runs jobs through `$SHELL`), and checks what it printed.
/// Needs the GNU parallel that `make test` unpacks (`.ci/fetch-parallel target/parallel`).
#[cfg(unix)]
#[test]
fn the_parallel_block_runs_its_remote_shards_without_shell_set() {
    let repo = searchlab_tests::programs::workspace_root();
    let parallel = repo.join("target/parallel");
    assert!(
        parallel.join("bin/parallel").exists(),
        "{} is missing: `make test` unpacks it (.ci/fetch-parallel target/parallel)",
        parallel.display()
    );
    let root = tempfile::tempdir().unwrap();
    std::fs::create_dir(root.path().join(".ci")).unwrap();
    std::fs::copy(repo.join(".ci/readme-parallel"), root.path().join(".ci/readme-parallel"))
        .unwrap();
    let block = "seq 4 | parallel queens --count --threads 1 --shard {}/4 8 | queens --sum\n\
                 seq 6 | parallel -j1 --sshlogin node1,: queens --count --shard {}/6 9 > shards-9.txt\n\
                 queens --sum < shards-9.txt\n";
    std::fs::write(root.path().join("README.md"), format!("```sh\n{block}```\n")).unwrap();
    let out = Command::new("sh")
        .arg(root.path().join(".ci/readme-parallel"))
        .arg(&parallel)
        .env_remove("SHELL")
        .env("README_BIN", programs::binary_dir())
        .output()
        .unwrap();
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("printed 92 352 = A000170"), "{stdout}");
}

/// `.ci/readme-parallel` (which `make test` runs on the real README) says what is wrong
/// with a README it cannot check, and fails: no parallel line in a sh block, or a line for
/// an N whose count it does not know. Each case is a copy of the script beside a made-up README.
#[cfg(unix)]
#[test]
fn the_parallel_line_check_names_what_is_wrong() {
    let script = searchlab_tests::programs::workspace_root().join(".ci/readme-parallel");
    let cases = [
        ("# No parallel here\n", "README.md has no 'seq K | parallel queens"),
        (
            "seq 8 | parallel queens --count --threads 1 --shard {}/8 12 | queens --sum\n",
            "README.md has no 'seq K | parallel queens",
        ),
        (
            "```sh\nseq 8 | parallel queens --count --threads 1 --shard {}/8 30 | queens --sum\n```\n",
            "no known count for n = '30'",
        ),
    ];
    for (readme, message) in cases {
        let root = tempfile::tempdir().unwrap();
        std::fs::create_dir(root.path().join(".ci")).unwrap();
        std::fs::copy(&script, root.path().join(".ci/readme-parallel")).unwrap();
        std::fs::write(root.path().join("README.md"), readme).unwrap();
        let out = Command::new("sh")
            .arg(root.path().join(".ci/readme-parallel"))
            .arg(root.path())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{readme:?}: {stderr}");
        assert!(stderr.contains(message), "{readme:?}: {stderr}");
    }
}
