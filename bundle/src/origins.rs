//! Where a bundle's lines came from: the lines of the program's main file keep their text
//! (but their indentation, comments and edited paths), so a place the compiler names in the
//! bundle can be told at the program's own line and column.

use std::path::{Path, PathBuf};

/// For each line of a bundle, the line of the program's main file it came from, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origins {
    /// The program's main file.
    file: PathBuf,
    /// By bundle line (from 0): the program's line (from 1), and how many characters
    /// further right its columns are there.
    lines: Vec<Option<(usize, isize)>>,
}

impl Origins {
    /// The origins of a bundle whose first `skipped` lines (its header) come from no file,
    /// then `lines` from `file`.
    pub(crate) fn new(file: &Path, skipped: usize, lines: Vec<Option<(usize, isize)>>) -> Origins {
        let mut all = vec![None; skipped];
        all.extend(lines);
        Origins { file: file.to_path_buf(), lines: all }
    }

    /// The program's file, line and column (from 1) that `line` and `column` (from 1) of
    /// the bundle came from; `None` for a line of the library, of the program's other
    /// modules or of the header. Cost: O(1).
    ///
    /// ```
    /// let origins = bundle::Origins::default();
    /// assert_eq!(origins.of(1, 1), None);
    /// ```
    pub fn of(&self, line: usize, column: usize) -> Option<(&Path, usize, usize)> {
        let (from, shift) = (*self.lines.get(line.checked_sub(1)?)?)?;
        let column = usize::try_from(column as isize + shift).ok()?.max(1);
        Some((&self.file, from, column))
    }
}
