//! Where a bundle comes from and where it may go: the Cargo package a program belongs to,
//! whether a command-line word names a program file, and the judges' source-size limits.

use std::path::{Path, PathBuf};

/// The judges with a source-size limit a bundle may pass: (judge, limit in bytes).
pub const SIZE_LIMITS: [(&str, usize); 2] = [("Codeforces", 64 * 1024), ("CodeChef", 50_000)];

/// Whether a command-line word names a program file (`FILE.rs`, or any path) rather than a
/// program of `src/bin`. Cost: one scan of the word.
///
/// ```
/// use bundle::is_program_file;
///
/// assert!(is_program_file("my/solution.rs") && is_program_file("knight.rs"));
/// assert!(!is_program_file("hdu1043"));
/// ```
pub fn is_program_file(word: &str) -> bool {
    word.ends_with(".rs") || word.contains('/') || word.contains(std::path::MAIN_SEPARATOR)
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

/// The nearest folder with `Cargo.toml` and `src/lib.rs`: from the current one upwards,
/// then from `program`'s folder upwards. Cost: a few file-system lookups per level.
///
/// ```no_run
/// use bundle::find_root;
/// use std::path::Path;
///
/// // Run from inside the repository, or name a program file that lives in one.
/// let root = find_root(Some(Path::new("examples/knight.rs"))).unwrap();
/// assert!(root.join("src/lib.rs").is_file());
/// ```
pub fn find_root(program: Option<&Path>) -> Result<PathBuf, String> {
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
