//! Cargo, where `--check` builds the program as its crate builds it (the reference build the
//! bundle is compared with): `cargo build --release` of its binary or example, or for a
//! file that is no target, of the library it uses, and the file compiled by rustc against it;
//! and where a program that does not compile is checked, to tell its errors as Cargo does.

use super::diagnostics::{self, Diagnostic};
use super::rustc::{exe_name, first_problem, Rustc};
use crate::find::cargo::{command, path};
use crate::find::{Kind, Program};
use searchlab::program::os_error;
use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

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
    let mut artifacts = artifacts(&messages).filter(|a| a["target"]["name"] == *program.name);
    let executable =
        artifacts.find_map(|artifact| artifact["executable"].as_str().map(PathBuf::from));
    executable.ok_or_else(|| {
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
    let ours =
        |artifact: &&Value| same(&path(&artifact["manifest_path"])) == same(&library.manifest);
    let files = artifacts(&messages).filter(ours).flat_map(|a| a["filenames"].as_array().cloned());
    let rlib = files
        .flatten()
        .map(|file| path(&file))
        .find(|f| f.extension().is_some_and(|e| e == "rlib"));
    let rlib = rlib.ok_or_else(|| format!("cargo built no library of {}", library.package))?;
    let deps = rlib.parent().map(|dir| dir.display().to_string()).unwrap_or_default();
    let extern_library = format!("{}={}", library.name, rlib.display());
    let link = ["--extern".into(), extern_library, "-L".into(), format!("dependency={deps}")];
    let exe = work.join("cargo").join(exe_name(&program.name));
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

/// The artifacts Cargo reports among its `messages`.
fn artifacts(messages: &[Value]) -> impl Iterator<Item = &Value> {
    messages.iter().filter(|message| message["reason"] == "compiler-artifact")
}

/// The errors among Cargo's `messages`, told; `None` for none.
fn told_errors(messages: &[Value]) -> Option<String> {
    let said = messages.iter().filter(|message| message["reason"] == "compiler-message");
    let said = said.map(|message| Diagnostic::from_json(&message["message"]));
    let errors: Vec<Diagnostic> = said.filter(|d| d.is_error() && d.is_placed()).collect();
    (!errors.is_empty()).then(|| diagnostics::told_all(&errors, None))
}

/// `cargo VERB --message-format=json --manifest-path MANIFEST ARGS`: whether it succeeded,
/// its messages (rustc's with their rendering) and its stderr.
fn cargo<'a>(
    verb: &[&str],
    manifest: &Path,
    args: impl IntoIterator<Item = &'a str>,
) -> Result<(bool, Vec<Value>, String), String> {
    let mut command = command();
    command.args(verb).args(["--quiet", "--message-format=json"]);
    let output = command
        .arg("--manifest-path")
        .arg(manifest)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {}", os_error(&e)))?;
    let lines = output.stdout.split(|&b| b == b'\n');
    let messages = lines.filter_map(|line| serde_json::from_slice(line).ok()).collect();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    Ok((output.status.success(), messages, stderr))
}
