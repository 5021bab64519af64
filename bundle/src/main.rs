//! `bundle`: turns a program and the library items it uses into one self-contained `.rs` file for an online judge.

use bundle::{Checked, Checking, Options, Program};
use clap::Parser;
use searchlab::program::{self, counted, Failure};
use searchlab::workers;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// Turn a program and the library items it uses into one .rs file that plain rustc compiles.
///
/// The file holds the program with the library items it reaches, inlined as nested `mod`
/// blocks under their own paths; everything else, test code and doc comments are left out.
/// A program is named as Cargo names it (a binary, as `cargo run --bin` takes it, or an
/// example) or by its file, from any folder of its crate; its library is the crate's path
/// dependency on searchlab. With --check, the bundle is compiled as a judge would, and each
/// case of testdata/NAME/ is judged against its expected answer and run beside the Cargo
/// build: the step to run before submitting.
#[derive(Parser)]
#[command(
    name = "bundle",
    version,
    after_help = "Examples:\n  bundle hdu1043                   # writes dist/hdu1043.rs\n  bundle src/bin/sol.rs --check    # a program of your crate, compiled and judged on testdata/sol/\n  bundle hdu1043 -o - | wc -c      # prints it instead\n  bundle --all                     # every binary of the crate"
)]
struct Args {
    /// Programs to bundle: binary or example names, or program files (FILE.rs) [default: the
    /// crate's only binary]
    #[arg(value_name = "PROGRAM")]
    programs: Vec<String>,

    /// Bundle every binary of the crate
    #[arg(long, conflicts_with = "programs")]
    all: bool,

    /// Output file, `-` for stdout (one program only) [default: DIR/PROG.rs]
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,

    /// Folder for the output files [default: dist/ at the program's crate's root]
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,

    /// The edition the bundle is made and checked for [default: the program's]
    #[arg(long, value_name = "EDITION", value_parser = clap::builder::PossibleValuesParser::new(bundle::EDITIONS))]
    edition: Option<String>,

    /// Keep comments: the program's, and the doc comments of the program and the library
    /// (they are left out by default, to keep the file small)
    #[arg(long)]
    keep_docs: bool,

    /// Lay the library out indented, not dense (larger, and every name kept)
    #[arg(long)]
    pretty: bool,

    /// Keep every item of the library modules used, not only the items the program reaches
    /// (whole modules, as before item-level pruning: larger, for comparison or as a way out)
    #[arg(long)]
    keep_unused: bool,

    /// Compile each bundle (with warnings denied), judge its answer to each case of
    /// testdata/NAME/ and run it beside the Cargo build: one line per check
    #[arg(long)]
    check: bool,

    /// The compiler --check uses
    #[arg(long, value_name = "PATH", default_value = "rustc", requires = "check")]
    rustc: PathBuf,

    /// The editions --check compiles under [default: the bundle's]
    #[arg(long, value_name = "LIST", value_delimiter = ',',
          value_parser = clap::builder::PossibleValuesParser::new(bundle::EDITIONS),
          requires = "check")]
    editions: Vec<String>,

    /// A command that judges each answer, run as `CMD INPUT OUTPUT EXPECTED` (exit status 0
    /// accepts), as oj's --judge-command [default: the lines compared, or checker's rule
    /// for a program with several right answers]
    #[arg(long, value_name = "CMD", requires = "check")]
    judge: Option<String>,

    /// Seconds a case may run before it is stopped (TLE); 0: no limit
    #[arg(long, value_name = "SECONDS", default_value = "10", requires = "check",
          value_parser = clap::value_parser!(u32).range(0..=86_400))]
    time_limit: u32,

    /// The library's Cargo package [default: the crate's path dependency on searchlab, or its
    /// own library]
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

fn main() -> ExitCode {
    tool_cli::run("bundle", run)
}

/// Bundles (and checks) every program asked for, each reported in turn; exit status 1 on a failure.
fn run(args: &Args) -> Result<ExitCode, Failure> {
    let here = std::env::current_dir()?;
    let root = args.root.as_deref();
    let found = if args.all {
        bundle::every_binary(&here, root)?.into_iter().map(Ok).collect()
    } else if args.programs.is_empty() {
        vec![bundle::find_program(&here, None, root)]
    } else {
        args.programs.iter().map(|word| bundle::find_program(&here, Some(word), root)).collect()
    };
    if args.output.is_some() && found.len() != 1 {
        return Err(Failure::Usage("--output needs exactly one program".into()));
    }
    if args.check && args.output.as_deref() == Some(Path::new("-")) {
        return Err(Failure::Usage("--check needs the bundle in a file, not on stdout".into()));
    }
    // Side by side (most of the time goes to rustc, one process each), reported in order:
    // a program not found is reported in its place.
    let programs: Vec<Program> = found.iter().filter_map(|f| f.as_ref().ok().cloned()).collect();
    let mut outcomes = workers::map(&programs, 0, |p| bundle_one(args, p)).into_iter();
    let (mut checks, mut failed, mut refused) = (0, Vec::new(), None);
    for found in found {
        let outcome = match found {
            Ok(_) => outcomes.next().expect("one outcome a program"),
            Err(error) => Err(Failure::from(error)),
        };
        match outcome {
            Ok((name, said, tally)) => {
                said.iter().for_each(|line| say(line));
                checks += tally.checks;
                if tally.failed > 0 {
                    failed.push(format!("{name} ({})", counted(tally.failed, "check")));
                }
            }
            Err(failure) => refused = refused.or(Some(program::report("bundle", failure))),
        }
    }
    if args.check && programs.len() > 1 {
        let done = format!("bundle: checked {}", counted(programs.len(), "program"));
        let checks = counted(checks, "check");
        match failed.is_empty() {
            true => say(&format!("{done}: {checks}, all passed")),
            false => say(&format!("{done}: {checks}, FAILED: {}", failed.join(", "))),
        }
    }
    Ok(refused.unwrap_or(if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }))
}

/// Writes a line on stderr; where stderr cannot be written, there is no one to tell.
fn say(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Bundles one program, writes it, and checks it when asked: its name, the lines saying
/// where the bundle went, how large it is and how each check went, and how the checks went.
fn bundle_one(args: &Args, program: &Program) -> Result<(String, Vec<String>, Checked), Failure> {
    let to_stdout = args.output.as_deref() == Some(Path::new("-"));
    let written_to = args.output.as_deref().filter(|_| !to_stdout);
    let options = Options {
        keep_docs: args.keep_docs,
        keep_unused: args.keep_unused,
        pretty: args.pretty,
        file_name: written_to.and_then(Path::file_name).map(|n| n.to_string_lossy().into()),
        edition: args.edition.clone(),
        rustc: None,
    };
    let bundled = bundle::bundle(program, &options)?;
    let name = &bundled.name;
    let out_dir = args.out_dir.clone().unwrap_or_else(|| program.crate_root.join("dist"));
    let output = args.output.clone().unwrap_or_else(|| out_dir.join(format!("{name}.rs")));
    bundled.write(&output)?;
    let shown = if to_stdout { "stdout".to_string() } else { bundle::shown(&output) };
    let mut said = vec![format!("bundle: {name} -> {shown}: {}", bundled.summary())];
    for warning in bundled.warnings(args.keep_docs) {
        said.push(format!("bundle: warning: {warning}"));
    }
    if !args.check {
        return Ok((name.clone(), said, Checked::default()));
    }
    let checking = Checking {
        rustc: args.rustc.clone(),
        editions: args.editions.clone(),
        judge: args.judge.clone(),
        time_limit: (args.time_limit > 0).then(|| Duration::from_secs(args.time_limit.into())),
    };
    let checked = bundle::check(program, &bundled, &output, &checking, &mut |check| {
        said.push(format!("bundle: check {name}: {}: {}", check.what, check.said))
    });
    said.extend(checked.summary().map(|counts| format!("bundle: check {name}: {counts}")));
    Ok((name.clone(), said, checked))
}
