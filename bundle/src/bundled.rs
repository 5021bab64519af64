//! A bundle as `bundle` returns it: the source, what it holds, and what to warn about.

use crate::error::Error;
use crate::origins::Origins;
use searchlab::program::counted;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The judges with a source-size limit a bundle may pass: (judge, limit in bytes).
pub const SIZE_LIMITS: [(&str, usize); 2] = [("Codeforces", 64 * 1024), ("CodeChef", 50_000)];

/// How many of the library's items (members of `impl` blocks and traits included; `use`
/// declarations and modules not) a bundle kept and left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Items kept.
    pub kept: usize,
    /// Items left out.
    pub dropped: usize,
}

/// A bundled program.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The program's name (its file's, or its folder's for `NAME/main.rs`).
    pub name: String,
    /// The program's source file.
    pub program_file: PathBuf,
    /// The edition it is made for (named in its first line).
    pub edition: String,
    /// Where its lines came from in the program's main file.
    pub origins: Origins,
    /// The whole source file.
    pub source: String,
    /// The library modules it holds, as `LIB::a::b` paths (the root is `LIB`).
    pub modules: Vec<String>,
    /// How many of those modules' items it kept and left out; `None` with
    /// [`Options::keep_unused`](crate::Options::keep_unused), or when it had to fall back to whole modules.
    pub items: Option<Counts>,
    /// Why the items were not pruned although asked: rustc rejected the pruned bundle but
    /// compiles the whole modules, which were bundled instead (its first error).
    pub fallback: Option<String>,
}

impl Bundle {
    /// What `bundle` warns about: whole modules bundled because rustc rejected the pruned
    /// file, and a size over some judges' limit (with a hint when `kept_docs` made it
    /// larger). Cost: O(1).
    ///
    /// ```
    /// use bundle::Bundle;
    ///
    /// let bundled = Bundle {
    ///     name: "big".into(),
    ///     program_file: "big.rs".into(),
    ///     edition: "2021".into(),
    ///     origins: Default::default(),
    ///     source: "x".repeat(60_000),
    ///     modules: Vec::new(),
    ///     items: None,
    ///     fallback: None,
    /// };
    /// assert_eq!(
    ///     bundled.warnings(false),
    ///     ["big is 60000 bytes, too large for some judges: CodeChef takes at most 50000 bytes"]
    /// );
    /// ```
    pub fn warnings(&self, kept_docs: bool) -> Vec<String> {
        let name = &self.name;
        let mut warnings = Vec::new();
        if let Some(error) = &self.fallback {
            warnings.push(format!(
                "{name}: rustc rejected the pruned bundle ({error}); bundled whole modules instead"
            ));
        }
        let size = self.source.len();
        let refused_by = refused_by(size);
        if !refused_by.is_empty() {
            let hint = if kept_docs { " (without --keep-docs it is smaller)" } else { "" };
            warnings.push(format!(
                "{name} is {size} bytes, too large for some judges: {}{hint}",
                refused_by.join(", ")
            ));
        }
        warnings
    }

    /// Writes the bundle to `output`, creating its folder, or to stdout for `-`; an error
    /// names the file (or `stdout`). Cost: one write.
    ///
    /// ```no_run
    /// # let bundled: bundle::Bundle = unimplemented!();
    /// bundled.write(std::path::Path::new("dist/sol.rs")).unwrap();
    /// ```
    pub fn write(&self, output: &Path) -> Result<(), Error> {
        fn failed(path: &Path) -> impl FnOnce(io::Error) -> Error + '_ {
            move |error| Error::Io { path: path.to_path_buf(), error }
        }
        if output == Path::new("-") {
            let mut stdout = io::stdout().lock();
            let written = stdout.write_all(self.source.as_bytes()).and_then(|()| stdout.flush());
            return written.map_err(failed(Path::new("stdout")));
        }
        if let Some(dir) = output.parent().filter(|d| !d.as_os_str().is_empty()) {
            searchlab::program::create_dir_all(dir).map_err(failed(dir))?;
        }
        fs::write(output, &self.source).map_err(failed(output))
    }

    /// Its size and make-up, as `bundle` prints it. Cost: O(1).
    ///
    /// ```
    /// use bundle::{Bundle, Counts};
    ///
    /// let bundled = Bundle {
    ///     name: "sol".into(),
    ///     program_file: "sol.rs".into(),
    ///     edition: "2021".into(),
    ///     origins: Default::default(),
    ///     source: "fn main() {}\n".into(),
    ///     modules: vec!["searchlab".into(), "searchlab::perm".into()],
    ///     items: Some(Counts { kept: 3, dropped: 2 }),
    ///     fallback: None,
    /// };
    /// assert_eq!(
    ///     bundled.summary(),
    ///     "13 bytes (0.0 KiB), 2 library modules, 3 library items kept, 2 left out"
    /// );
    /// ```
    pub fn summary(&self) -> String {
        let size = self.source.len();
        let items = match self.items {
            Some(counts) => {
                format!(
                    ", {} kept, {} left out",
                    counted(counts.kept, "library item"),
                    counts.dropped
                )
            }
            None => ", all their items kept".to_string(),
        };
        let modules = counted(self.modules.len(), "library module");
        format!("{size} bytes ({:.1} KiB), {modules}{items}", size as f64 / 1024.0)
    }
}

/// The judges whose source-size limit a bundle of `size` bytes exceeds, as `JUDGE takes at
/// most LIMIT bytes`, smallest excess first as listed in [`SIZE_LIMITS`]. Cost: O(1).
///
/// ```
/// use bundle::refused_by;
///
/// assert!(refused_by(40_000).is_empty());
/// assert_eq!(refused_by(60_000), ["CodeChef takes at most 50000 bytes"]);
/// ```
pub fn refused_by(size: usize) -> Vec<String> {
    SIZE_LIMITS
        .iter()
        .filter(|(_, limit)| size > *limit)
        .map(|(judge, limit)| format!("{judge} takes at most {limit} bytes"))
        .collect()
}
