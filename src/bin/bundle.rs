//! `bundle`: turns a judge program into one self-contained `.rs` file for an online judge.

// A tool: it needs the Rust its crates need, not the library's 1.63.
#![allow(clippy::incompatible_msrv)]

use clap::Parser;
use searchlab::bundle::{self, Compiler, Options};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The judges with a source-size limit a bundle may pass: (judge, limit in bytes).
const SIZE_LIMITS: [(&str, usize); 2] = [("Codeforces", 64 * 1024), ("CodeChef", 50_000)];

/// Turn a judge program into one self-contained .rs file that plain rustc compiles.
///
/// The file holds the program with every library module it uses inlined as nested `mod`
/// blocks under their own paths; unused modules, test code and doc comments are left out.
/// With --check, the bundle is compiled as a judge would and compared with the Cargo build
/// on the program's testdata: the step to run before submitting.
#[derive(Parser)]
#[command(
    name = "bundle",
    version = searchlab::cli::VERSION,
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

    /// Keep doc comments (they are left out by default, to keep the file small)
    #[arg(long)]
    keep_docs: bool,

    /// Leave out doc comments (the default; kept for older scripts)
    #[arg(long, hide = true, conflicts_with = "keep_docs")]
    strip_docs: bool,

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
    let args: Args = match searchlab::tool::parse_args("bundle") {
        Ok(args) => args,
        Err(code) => return code,
    };
    // Parsing recurses once per nesting level: a large stack, and a nesting limit below it.
    let worker = std::thread::Builder::new()
        .stack_size(bundle::STACK_BYTES)
        .spawn(move || run(&args));
    let outcome = match worker {
        Ok(worker) => worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(e) => Err(format!("cannot start the bundling thread: {e}")),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("bundle: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Whether an argument names a program file rather than a program of src/bin.
fn is_path(program: &str) -> bool {
    program.ends_with(".rs") || program.contains('/') || program.contains(std::path::MAIN_SEPARATOR)
}

/// Bundles (and checks) every program asked for; `Ok(false)` when a check failed.
fn run(args: &Args) -> Result<bool, String> {
    let root = match &args.root {
        Some(root) => root.clone(),
        None => find_root(args.programs.iter().find(|p| is_path(p)).map(Path::new))?,
    };
    let programs = if args.all {
        bundle::judge_programs(&root).map_err(|e| e.to_string())?
    } else {
        args.programs.clone()
    };
    if args.output.is_some() && programs.len() != 1 {
        return Err("--output needs exactly one program".to_string());
    }
    if args.check && args.output.as_deref() == Some(Path::new("-")) {
        return Err("--check needs the bundle in a file, not on stdout".to_string());
    }
    let options = Options {
        keep_docs: args.keep_docs,
    };
    let mut all_passed = true;
    for program in &programs {
        let bundled = if is_path(program) {
            bundle::bundle_file(&root, Path::new(program), options)
        } else {
            bundle::bundle(&root, program, options)
        }
        .map_err(|e| e.to_string())?;
        let name = &bundled.name;
        let size = bundled.source.len();
        let output = args
            .output
            .clone()
            .unwrap_or_else(|| args.out_dir.join(format!("{name}.rs")));
        let shown = if output == Path::new("-") {
            print!("{}", bundled.source);
            "stdout".to_string()
        } else {
            if let Some(dir) = output.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            std::fs::write(&output, &bundled.source)
                .map_err(|e| format!("{}: {e}", output.display()))?;
            output.display().to_string()
        };
        eprintln!(
            "bundle: {name} -> {shown}: {size} bytes ({:.1} KiB), {} library modules",
            size as f64 / 1024.0,
            bundled.modules.len()
        );
        let refused_by: Vec<String> = SIZE_LIMITS
            .iter()
            .filter(|(_, limit)| size > *limit)
            .map(|(judge, limit)| format!("{judge} takes at most {limit} bytes"))
            .collect();
        if !refused_by.is_empty() {
            let hint = if args.keep_docs {
                " (without --keep-docs it is smaller)"
            } else {
                ""
            };
            eprintln!(
                "bundle: warning: {name} is {size} bytes, too large for some judges: {}{hint}",
                refused_by.join(", ")
            );
        }
        if args.check {
            let compiler = Compiler {
                rustc: args.rustc.clone(),
                editions: args.editions.clone(),
            };
            all_passed &=
                bundle::check(
                    &root,
                    &bundled,
                    &output,
                    &compiler,
                    &mut |check| match &check.outcome {
                        Ok(()) => eprintln!("bundle: check {name}: {}: ok", check.what),
                        Err(why) => {
                            eprintln!("bundle: check {name}: {}: FAILED: {why}", check.what)
                        }
                    },
                );
        }
    }
    Ok(all_passed)
}

/// The nearest folder with `Cargo.toml` and `src/lib.rs`: from the current one upwards,
/// then from `program`'s folder upwards.
fn find_root(program: Option<&Path>) -> Result<PathBuf, String> {
    let here = std::env::current_dir().map_err(|e| format!("current folder: {e}"))?;
    let beside_program = program
        .and_then(|p| std::fs::canonicalize(p).ok())
        .and_then(|p| p.parent().map(Path::to_path_buf));
    let is_root =
        |dir: &Path| dir.join("Cargo.toml").is_file() && dir.join("src").join("lib.rs").is_file();
    here.ancestors()
        .find(|dir| is_root(dir))
        .or_else(|| {
            beside_program
                .as_deref()?
                .ancestors()
                .find(|dir| is_root(dir))
        })
        .map(Path::to_path_buf)
        .ok_or_else(|| "no Cargo package with src/lib.rs here or above; use --root DIR".to_string())
}
