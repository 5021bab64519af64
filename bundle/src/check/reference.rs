//! Cargo, where `--check` builds the program as its crate builds it (the reference build the
//! bundle is compared with): `cargo build --release` of its binary or example, or for a
//! file that is no target, of the library it uses, and the file compiled by rustc against it;
//! and where a program that does not compile is checked, to tell its errors as Cargo does.

use super::diagnostics;
use super::rustc::{first_problem, Rustc};
use crate::find::{Kind, Program};
use cargo_metadata::diagnostic::{Diagnostic, DiagnosticLevel};
use cargo_metadata::Message;
use searchlab::program::os_error;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The program built the Cargo way, its executable in `work/cargo/` when Cargo does not
/// place it itself. Cost: a Cargo build (the library's too, the first time).
pub(crate) fn reference_build(program: &Program, work: &Path) -> Result<PathBuf, String> {
    let manifest = program.manifest.as_ref().unwrap_or(&program.library.manifest);
    let target = match program.kind {
        Kind::Bin => "--bin",
        Kind::Example => "--example",
        Kind::File => return compiled_file(program, work),
    };
    let (built, messages, stderr) =
        cargo(&["build", "--release"], manifest, [target, &program.name])?;
    if !built {
        return Err(told_errors(&messages).unwrap_or_else(|| first_problem(&stderr)));
    }
    let artifacts = messages.into_iter().filter_map(|message| match message {
        Message::CompilerArtifact(artifact) if artifact.target.name == program.name => {
            Some(artifact)
        }
        _ => None,
    });
    let executable = artifacts.into_iter().find_map(|artifact| artifact.executable);
    executable.map(|e| e.into_std_path_buf()).ok_or_else(|| {
        format!("cargo built no executable named {} (from {})", program.name, manifest.display())
    })
}

/// A program file that is no target, compiled by rustc against its library as Cargo
/// builds it (in the program's package, or alone for a file of no crate) into
/// `work/cargo/`; its errors told at its lines.
fn compiled_file(program: &Program, work: &Path) -> Result<PathBuf, String> {
    let library = &program.library;
    let manifest = program.manifest.as_ref().unwrap_or(&library.manifest);
    let args = ["-p", library.package.as_str(), "--lib"];
    let (built, messages, stderr) = cargo(&["build", "--release"], manifest, args)?;
    if !built {
        return Err(told_errors(&messages).unwrap_or_else(|| first_problem(&stderr)));
    }
    let same = |path: &Path| fs::canonicalize(path).ok();
    let built = messages.into_iter().find_map(|message| match message {
        Message::CompilerArtifact(artifact)
            if artifact.target.is_lib()
                && same(artifact.manifest_path.as_std_path()) == same(&library.manifest) =>
        {
            artifact.filenames.into_iter().find(|f| f.extension() == Some("rlib"))
        }
        _ => None,
    });
    let rlib = built.ok_or_else(|| format!("cargo built no library of {}", library.package))?;
    let deps = rlib.parent().map(|dir| dir.to_string()).unwrap_or_default();
    let extern_library = format!("{}={rlib}", library.name);
    let link = ["--extern".into(), extern_library, "-L".into(), format!("dependency={deps}")];
    let exe = work.join("cargo").join(super::exe_name(&program.name));
    Rustc::at("rustc").compile(&program.file, (&program.edition, &exe), &link, None)?;
    Ok(exe)
}

/// The errors Cargo finds in `program` (`cargo check` of its binary or example; for a file
/// that is no target, its compilation against the library), told as Cargo tells them, at
/// its files' lines with rustc's notes and help; `None` when there are none, or when
/// Cargo cannot run. Cost: a Cargo check (a Cargo build of the library for a file).
pub(crate) fn cargo_errors(program: &Program) -> Option<String> {
    let target = match program.kind {
        Kind::Bin => "--bin",
        Kind::Example => "--example",
        Kind::File => {
            let work = program.target_dir.join("bundle-check").join(&program.name);
            return compiled_file(program, &work).err();
        }
    };
    let manifest = program.manifest.as_ref()?;
    let (_, messages, _) = cargo(&["check"], manifest, [target, program.name.as_str()]).ok()?;
    told_errors(&messages)
}

/// The errors among Cargo's `messages`, told; `None` for none.
fn told_errors(messages: &[Message]) -> Option<String> {
    let said = messages.iter().filter_map(|message| match message {
        Message::CompilerMessage(said) => Some(said.message.clone()),
        _ => None,
    });
    let errors: Vec<Diagnostic> =
        said.filter(|d| d.level == DiagnosticLevel::Error && diagnostics::is_placed(d)).collect();
    (!errors.is_empty()).then(|| diagnostics::told_all(&errors, None))
}

/// `cargo VERB --message-format=json --manifest-path MANIFEST ARGS`: whether it succeeded,
/// its messages (rustc's with their rendering) and its stderr.
fn cargo<'a>(
    verb: &[&str],
    manifest: &Path,
    args: impl IntoIterator<Item = &'a str>,
) -> Result<(bool, Vec<Message>, String), String> {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.args(verb).args(["--quiet", "--message-format=json"]);
    let output = command
        .arg("--manifest-path")
        .arg(manifest)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {}", os_error(&e)))?;
    let messages = Message::parse_stream(&output.stdout[..]).filter_map(Result::ok).collect();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    Ok((output.status.success(), messages, stderr))
}
