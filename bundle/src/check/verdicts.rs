//! rustc's verdicts on the bundles it checked, kept in the crate's target folder: a bundle
//! made again from an unchanged program (by `bundle` run twice, or by `--all` after a
//! single one) asks rustc nothing it was asked before.
//!
//! A verdict is filed under a 128-bit hash of everything the check depends on: the
//! compiler's `rustc -vV` and path, the edition, the message format and the source. Writes
//! go to a temporary file renamed into place, so that a killed run leaves no half verdict;
//! a verdict that cannot be written (a full disk, a read-only folder) is simply not kept.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// Where verdicts are kept, and the compiler they are for.
#[derive(Clone, Debug)]
pub(crate) struct Verdicts {
    folder: PathBuf,
    /// `rustc -vV` of the compiler, read on first use; `None` if it did not run.
    compiler: OnceLock<Option<String>>,
}

impl Verdicts {
    /// Verdicts kept in `folder` (made on first write).
    pub fn in_folder(folder: PathBuf) -> Verdicts {
        Verdicts { folder, compiler: OnceLock::new() }
    }

    /// The file of the verdict of `rustc` on `source` checked with `flags`, or `None` when
    /// the compiler cannot say what it is (then nothing is kept).
    fn file(&self, rustc: &Path, flags: &[&str], source: &str) -> Option<PathBuf> {
        let compiler = self.compiler.get_or_init(|| {
            let output = Command::new(rustc).arg("-vV").output().ok()?;
            output.status.success().then(|| String::from_utf8_lossy(&output.stdout).into_owned())
        });
        let compiler = compiler.as_ref()?;
        let half = |salt: u8| {
            let mut hasher = DefaultHasher::new();
            (salt, rustc, compiler, flags, source).hash(&mut hasher);
            hasher.finish()
        };
        Some(self.folder.join(format!("{:016x}{:016x}", half(1), half(2))))
    }

    /// The verdict kept for this check: whether it compiled and what rustc said.
    pub fn get(&self, rustc: &Path, flags: &[&str], source: &str) -> Option<(bool, String)> {
        let text = fs::read_to_string(self.file(rustc, flags, source)?).ok()?;
        let (status, said) = text.split_once('\n')?;
        match status {
            "compiled" => Some((true, said.to_string())),
            "rejected" => Some((false, said.to_string())),
            _ => None,
        }
    }

    /// Keeps the verdict of this check, if it can.
    pub fn put(&self, rustc: &Path, flags: &[&str], source: &str, (compiled, said): (bool, &str)) {
        let Some(file) = self.file(rustc, flags, source) else { return };
        let status = if compiled { "compiled" } else { "rejected" };
        let partial = file.with_extension(format!("{}.partial", std::process::id()));
        let written = fs::create_dir_all(&self.folder)
            .and_then(|()| fs::write(&partial, format!("{status}\n{said}")))
            .and_then(|()| fs::rename(&partial, &file));
        if written.is_err() {
            let _ = fs::remove_file(&partial);
        }
    }
}
