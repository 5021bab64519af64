//! `bundle`: turns a judge program into one self-contained `.rs` file for an online judge.

use bundle::{Compiler, Options};
use clap::Parser;
use searchlab::input::InputError;
use searchlab::program::{self, counted, os_error, Failure};
use searchlab::workers;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Turn a judge program into one self-contained .rs file that plain rustc compiles.
///
/// The file holds the program with the library items it reaches, inlined as nested `mod`
/// blocks under their own paths; everything else, test code and doc comments are left out.
/// With --check, the bundle is compiled as a judge would and compared with the Cargo build
/// on the program's testdata: the step to run before submitting.
#[derive(Parser)]
#[command(
    name = "bundle",
    version,
    after_help = "Examples:\n  bundle hdu1043                 writes dist/hdu1043.rs\n  bundle my/solution.rs --check  bundles a program file anywhere, compiles and tests it\n  bundle hdu1043 -o - | wc -c    prints it instead\n  bundle --all                   every judge program"
)]
struct Args {
    /// Programs to bundle: names of src/bin/NAME.rs, or paths of program files (FILE.rs)
    #[arg(required_unless_present = "all", value_name = "PROGRAM")]
    programs: Vec<String>,

    /// Bundle every judge program
    #[arg(long, conflicts_with = "programs")]
    all: bool,

    /// Output file, `-` for stdout (one program only) [default: DIR/PROG.rs]
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,

    /// Folder for the output files
    #[arg(long, value_name = "DIR", default_value = "dist")]
    out_dir: PathBuf,

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

    /// Compile each bundle (with warnings denied) and run it on testdata/NAME/*.in beside
    /// the Cargo build: one line per check
    #[arg(long)]
    check: bool,

    /// The compiler --check uses
    #[arg(long, value_name = "PATH", default_value = "rustc", requires = "check")]
    rustc: PathBuf,

    /// The editions --check compiles under
    #[arg(long, value_name = "LIST", value_delimiter = ',', default_value = "2021,2024",
          value_parser = clap::builder::PossibleValuesParser::new(bundle::EDITIONS),
          requires = "check")]
    editions: Vec<String>,

    /// The Cargo package [default: the nearest folder upwards holding Cargo.toml and src/lib.rs]
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

fn main() -> ExitCode {
    tool_cli::run("bundle", run)
}

/// Bundles (and checks) every program asked for, each reported in turn; exit status 1 on a failure.
fn run(args: &Args) -> Result<ExitCode, Failure> {
    let program_file = args.programs.iter().find(|p| bundle::is_program_file(p)).map(Path::new);
    let root = match &args.root {
        Some(root) => root.clone(),
        None => bundle::find_root(program_file).map_err(InputError::general)?,
    };
    let programs = if args.all { bundle::judge_programs(&root)? } else { args.programs.clone() };
    if args.output.is_some() && programs.len() != 1 {
        return Err(Failure::Usage("--output needs exactly one program".into()));
    }
    if args.check && args.output.as_deref() == Some(Path::new("-")) {
        return Err(Failure::Usage("--check needs the bundle in a file, not on stdout".into()));
    }
    // Side by side (most of the time goes to rustc, one process each), reported in order.
    let outcomes = workers::map(&programs, 0, |p| on_large_stack(|| bundle_one(args, &root, p)));
    let (mut checks, mut failed, mut refused) = (0, Vec::new(), None);
    for (program, outcome) in programs.iter().zip(outcomes) {
        match outcome {
            Ok((said, tally)) => {
                said.iter().for_each(|line| eprintln!("{line}"));
                checks += tally.checks;
                if tally.failed > 0 {
                    failed.push(format!("{program} ({})", counted(tally.failed, "check")));
                }
            }
            Err(failure) => refused = refused.or(Some(program::report("bundle", failure))),
        }
    }
    if args.check && programs.len() > 1 {
        let done = format!("bundle: checked {}", counted(programs.len(), "program"));
        let checks = counted(checks, "check");
        if failed.is_empty() {
            eprintln!("{done}: {checks}, all passed");
        } else {
            eprintln!("{done}: {checks}, FAILED: {}", failed.join(", "));
        }
    }
    Ok(refused.unwrap_or(if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }))
}

/// How one program's checks went: how many ran, and how many of them failed.
#[derive(Default)]
struct Tally {
    checks: usize,
    failed: usize,
}

/// `job()` on a thread with the stack that parsing needs (it recurses once per nesting
/// level: a large stack, and a nesting limit below it).
fn on_large_stack<T: Send>(job: impl FnOnce() -> Result<T, Failure> + Send) -> Result<T, Failure> {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new().stack_size(bundle::STACK_BYTES);
        let worker = worker.spawn_scoped(scope, job).map_err(|e| {
            Failure::Io(io::Error::other(format!("cannot start a bundling thread: {e}")))
        })?;
        worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Bundles one program, writes it, and checks it when asked: the lines saying where the
/// bundle went, how large it is and how each check went, and how many checks failed.
fn bundle_one(args: &Args, root: &Path, program: &str) -> Result<(Vec<String>, Tally), Failure> {
    let written_to = args.output.as_deref().filter(|o| *o != Path::new("-"));
    let options = Options {
        keep_docs: args.keep_docs,
        keep_unused: args.keep_unused,
        pretty: args.pretty,
        file_name: written_to.and_then(Path::file_name).map(|n| n.to_string_lossy().into()),
    };
    let bundled = if bundle::is_program_file(program) {
        bundle::bundle_file(root, Path::new(program), options)
    } else {
        bundle::bundle(root, program, options)
    }?;
    let name = &bundled.name;
    let output = args.output.clone().unwrap_or_else(|| args.out_dir.join(format!("{name}.rs")));
    let shown = if output == Path::new("-") {
        print!("{}", bundled.source);
        "stdout".to_string()
    } else {
        write_file(&output, &bundled.source)?;
        output.display().to_string()
    };
    let mut said = vec![format!("bundle: {name} -> {shown}: {}", bundled.summary())];
    for warning in bundled.warnings(args.keep_docs) {
        said.push(format!("bundle: warning: {warning}"));
    }
    let mut tally = Tally::default();
    if !args.check {
        return Ok((said, tally));
    }
    let compiler = Compiler { rustc: args.rustc.clone(), editions: args.editions.clone() };
    bundle::check(root, &bundled, &output, &compiler, &mut |check| {
        tally.checks += 1;
        said.push(match &check.outcome {
            Ok(()) => format!("bundle: check {name}: {}: ok", check.what),
            Err(why) => {
                tally.failed += 1;
                format!("bundle: check {name}: {}: FAILED: {why}", check.what)
            }
        })
    });
    Ok((said, tally))
}

/// Writes `text` to `path`, creating its folder; an error names the file.
fn write_file(path: &Path, text: &str) -> Result<(), Failure> {
    let named = |e: io::Error| {
        Failure::Io(io::Error::new(e.kind(), format!("{}: {}", path.display(), os_error(&e))))
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(named)?;
    }
    std::fs::write(path, text).map_err(named)
}
