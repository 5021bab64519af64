//! `bundle`: turns a judge program into one self-contained `.rs` file for an online judge.

use clap::Parser;
use searchlab::bundle::{self, Options};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Codeforces' source size limit; AtCoder allows 512 KiB.
const SMALL_JUDGE_LIMIT: usize = 64 * 1024;

/// Turn a judge program into one self-contained .rs file that plain rustc compiles.
///
/// The file holds the program with every library module it uses inlined as nested `mod`
/// blocks under their own paths; unused modules and test code are left out.
#[derive(Parser)]
#[command(
    version,
    after_help = "Examples:\n  bundle hdu1043                 writes dist/hdu1043.rs\n  bundle hdu1043 -o - | wc -c    prints it instead\n  bundle --all --strip-docs      every judge program, without doc comments"
)]
struct Args {
    /// Judge programs to bundle (names of src/bin/NAME.rs)
    #[arg(required_unless_present = "all")]
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

    /// Remove doc comments to make the file smaller
    #[arg(long)]
    strip_docs: bool,

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
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bundle: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    let root = match &args.root {
        Some(root) => root.clone(),
        None => find_root()?,
    };
    let programs = if args.all {
        bundle::judge_programs(&root).map_err(|e| e.to_string())?
    } else {
        args.programs.clone()
    };
    if args.output.is_some() && programs.len() != 1 {
        return Err("--output needs exactly one program".to_string());
    }
    let options = Options {
        strip_docs: args.strip_docs,
    };
    for name in &programs {
        let bundled = bundle::bundle(&root, name, options).map_err(|e| e.to_string())?;
        let size = bundled.source.len();
        let output = args
            .output
            .clone()
            .unwrap_or_else(|| args.out_dir.join(format!("{name}.rs")));
        if output == Path::new("-") {
            print!("{}", bundled.source);
        } else {
            if let Some(dir) = output.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            std::fs::write(&output, &bundled.source)
                .map_err(|e| format!("{}: {e}", output.display()))?;
        }
        let shown = if output == Path::new("-") {
            "stdout".to_string()
        } else {
            output.display().to_string()
        };
        eprintln!(
            "bundle: {name} -> {shown}: {size} bytes ({:.1} KiB), {} library modules",
            size as f64 / 1024.0,
            bundled.modules.len()
        );
        if size > SMALL_JUDGE_LIMIT {
            let hint = if args.strip_docs {
                ""
            } else {
                "; --strip-docs makes it smaller"
            };
            eprintln!("bundle: note: {name} is over 64 KiB, the Codeforces limit (AtCoder allows 512 KiB){hint}");
        }
    }
    Ok(())
}

/// The nearest folder, from the current one upwards, with `Cargo.toml` and `src/lib.rs`.
fn find_root() -> Result<PathBuf, String> {
    let here = std::env::current_dir().map_err(|e| format!("current folder: {e}"))?;
    here.ancestors()
        .find(|dir| dir.join("Cargo.toml").is_file() && dir.join("src").join("lib.rs").is_file())
        .map(Path::to_path_buf)
        .ok_or_else(|| "no Cargo package with src/lib.rs here or above; use --root DIR".to_string())
}
