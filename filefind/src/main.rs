//! `filefind`: a recursive file finder with composable match rules, with fd's flags.

mod cli;

use clap::CommandFactory;
use cli::Args;
use filefind::output::find;
use searchlab::named::closest;
use searchlab::program::{say, Failure};
use std::process::ExitCode;

fn main() -> ExitCode {
    tool_cli::run("filefind", |args| {
        run(args).map(|clean| if clean { ExitCode::SUCCESS } else { ExitCode::FAILURE })
    })
}

/// Walks and prints; returns whether the walk met no error.
fn run(args: &Args) -> Result<bool, Failure> {
    let rules = args.rules().map_err(Failure::Usage)?;
    note_swallowed_flags(args);
    let error = |message: &str| say(&format!("filefind: {message}"));
    find(&args.walk(), &rules, &args.action(), args.form(), &error)
}

/// As fd, the words after `--exec` up to `;` or the end are the command's; when one of
/// them is (or looks like) a flag of filefind's own and no `;` was given, says so on
/// stderr (it may have been meant for filefind).
fn note_swallowed_flags(args: &Args) {
    let Some(words) = args.exec.as_ref().or(args.exec_batch.as_ref()) else { return };
    if std::env::args_os().any(|arg| arg == ";") {
        return;
    }
    let command = Args::command();
    let longs: Vec<&str> = command.get_arguments().filter_map(|a| a.get_long()).collect();
    // One of filefind's long flags, the start of one (--ext), or a slip for one.
    let ours = |word: &str| {
        let name = word.strip_prefix("--").map(|w| w.split('=').next().unwrap_or(w));
        name.is_some_and(|name| {
            let starts = |long: &&str| name.len() >= 3 && long.starts_with(name);
            longs.iter().any(starts) || closest(name, longs.iter().copied()).is_some()
        })
    };
    if let Some(flag) = words[1..].iter().find(|word| ours(word)) {
        say(&format!(
            "filefind: note: '{flag}' went to '{}', as every word after --exec does; \
             end the command with ';' to give it to filefind",
            words[0]
        ));
    }
}
