//! Running a program on an input and keeping what it printed and how it ended.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a program printed and how it exited.
pub struct Run {
    /// Its standard output (invalid UTF-8 replaced).
    pub stdout: String,
    /// Its standard error (invalid UTF-8 replaced).
    pub stderr: String,
    /// Its exit status, `None` when a signal ended it.
    pub status: Option<i32>,
}

/// Runs the executable at `path` with `args`, feeding it `input` on stdin.
pub fn run_path(path: impl AsRef<Path>, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(path.as_ref());
    command.args(args);
    run_command(command, input)
}

/// Runs `command`, feeding it `input` on stdin.
pub fn run_command(mut command: Command, input: &[u8]) -> Run {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {:?}: {e}", command.get_program()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program that stops early (bad input) may close its stdin first: not an error.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program ran");
    writer.join().expect("the input was written");
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        status: output.status.code(),
    }
}
