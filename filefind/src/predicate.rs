//! Match rules for directory entries: each rule is one small function.

use crate::pattern::Pattern;
use crate::walk::WalkEntry;
use searchlab::named::Named;
use std::ffi::OsStr;
use std::fmt;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::time::{Duration, SystemTime};

/// A kind of directory entry, as `--type` names it (fd's letters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `f`: a regular file.
    File,
    /// `d`: a directory.
    Directory,
    /// `l`: a symbolic link (seen as such only without `--follow`).
    Symlink,
    /// `x`: an executable regular file (any execute bit set).
    Executable,
    /// `e`: an empty regular file or directory; with `f` or `d`, only those.
    Empty,
    /// `s`: a socket.
    Socket,
    /// `p`: a named pipe (FIFO).
    Pipe,
}

impl Named for Kind {
    const KIND: &'static str = "type";
    const ALL: &'static [Kind] = &[
        Kind::File,
        Kind::Directory,
        Kind::Symlink,
        Kind::Executable,
        Kind::Empty,
        Kind::Socket,
        Kind::Pipe,
    ];

    /// The kind's letter on the command line.
    fn name(self) -> &'static str {
        match self {
            Kind::File => "f",
            Kind::Directory => "d",
            Kind::Symlink => "l",
            Kind::Executable => "x",
            Kind::Empty => "e",
            Kind::Socket => "s",
            Kind::Pipe => "p",
        }
    }
}

impl Kind {
    /// The kind named `text`: its letter or, as fd takes them, `file`, `dir`, `directory`,
    /// `symlink`, `executable`, `empty`, `socket` or `pipe`; the error lists the letters.
    pub fn parse(text: &str) -> Result<Kind, String> {
        let letter = match text {
            "file" => "f",
            "dir" | "directory" => "d",
            "symlink" => "l",
            "executable" => "x",
            "empty" => "e",
            "socket" => "s",
            "pipe" => "p",
            letter => letter,
        };
        Kind::from_name(letter)
    }
}

/// What `--type` asks for, read as fd reads it: an entry of any of the kinds `f`, `d`,
/// `l`, `s`, `p` given (any kind when none is), executable when `x` is given (which
/// implies `f`), empty when `e` is given (files and folders when neither `f` nor `d` is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Types {
    kinds: Vec<Kind>,
    executable: bool,
    empty: bool,
}

impl Types {
    /// The filter for the kinds given with `--type` (repeatable).
    ///
    /// ```
    /// use filefind::{Kind, Types};
    ///
    /// // `-t e` alone: empty files and empty folders; `-t f -t e`: empty files only.
    /// assert_ne!(Types::new(&[Kind::Empty]), Types::new(&[Kind::File, Kind::Empty]));
    /// ```
    pub fn new(given: &[Kind]) -> Types {
        let executable = given.contains(&Kind::Executable);
        let empty = given.contains(&Kind::Empty);
        let mut kinds: Vec<Kind> = given
            .iter()
            .copied()
            .filter(|k| !matches!(k, Kind::Executable | Kind::Empty))
            .collect();
        if executable {
            kinds.push(Kind::File);
        }
        if empty && !kinds.iter().any(|k| matches!(k, Kind::File | Kind::Directory)) {
            kinds.extend([Kind::File, Kind::Directory]);
        }
        Types { kinds, executable, empty }
    }

    fn holds(&self, entry: &WalkEntry) -> bool {
        let t = entry.file_type;
        let kind_ok = self.kinds.is_empty()
            || self.kinds.iter().any(|kind| match kind {
                Kind::File => t.is_file(),
                Kind::Directory => t.is_dir(),
                Kind::Symlink => t.is_symlink(),
                Kind::Socket => t.is_socket(),
                Kind::Pipe => t.is_fifo(),
                Kind::Executable | Kind::Empty => false,
            });
        kind_ok && (!self.executable || is_executable(entry)) && (!self.empty || is_empty(entry))
    }
}

/// One rule an entry must meet.
#[derive(Clone, Debug)]
pub enum Predicate {
    /// A regular file whose size in bytes is even.
    EvenSize,
    /// The name contains each of a, e, i, o, u (any case).
    EveryVowel,
    /// The name (or the whole path) matches the search pattern.
    Pattern(Pattern),
    /// The name ends in `.EXT` for one of the extensions (any case).
    Extension(Vec<String>),
    /// A regular file whose size compares with a bound: `+N` more, `-N` less, `N` exactly.
    Size(SizeBound),
    /// Modified less than this long ago.
    Newer(Duration),
    /// Modified more than this long ago.
    Older(Duration),
    /// Of the kinds `--type` asks for.
    Types(Types),
}

/// A size bound of `--size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeBound {
    /// More than this many bytes.
    Above(u64),
    /// Fewer than this many bytes.
    Below(u64),
    /// Exactly this many bytes.
    Exactly(u64),
}

impl Predicate {
    /// Whether the rule reads the entry's metadata (size or time), so that an entry whose
    /// metadata cannot be read must be reported rather than silently left out.
    pub fn needs_metadata(&self) -> bool {
        matches!(
            self,
            Predicate::EvenSize | Predicate::Size(_) | Predicate::Newer(_) | Predicate::Older(_)
        ) || matches!(self, Predicate::Types(types) if types.executable || types.empty)
    }

    /// Whether `entry` meets the rule. Rules on size and time read the entry's metadata
    /// (one `stat`); an entry whose metadata cannot be read meets none of them.
    pub fn matches(&self, entry: &WalkEntry) -> bool {
        match self {
            Predicate::EvenSize => file_size(entry).is_some_and(|size| size % 2 == 0),
            Predicate::EveryVowel => every_vowel(entry.file_name()),
            Predicate::Pattern(pattern) => pattern.matches(entry),
            Predicate::Extension(extensions) => has_extension(entry.file_name(), extensions),
            Predicate::Size(bound) => file_size(entry).is_some_and(|size| bound.holds(size)),
            Predicate::Newer(age) => modified_age(entry).is_some_and(|a| a < *age),
            Predicate::Older(age) => modified_age(entry).is_some_and(|a| a > *age),
            Predicate::Types(types) => types.holds(entry),
        }
    }
}

impl SizeBound {
    fn holds(self, size: u64) -> bool {
        match self {
            SizeBound::Above(n) => size > n,
            SizeBound::Below(n) => size < n,
            SizeBound::Exactly(n) => size == n,
        }
    }
}

/// The size of a regular file; `None` for anything else.
fn file_size(entry: &WalkEntry) -> Option<u64> {
    let metadata = entry.metadata().ok()?;
    metadata.is_file().then_some(metadata.len())
}

fn every_vowel(name: &OsStr) -> bool {
    let name = name.as_encoded_bytes().to_ascii_lowercase();
    b"aeiou".iter().all(|v| name.contains(v))
}

fn has_extension(name: &OsStr, extensions: &[String]) -> bool {
    let name = name.as_encoded_bytes();
    extensions.iter().any(|ext| {
        let ext = ext.trim_start_matches('.').as_bytes();
        name.len() > ext.len() + 1
            && name[name.len() - ext.len() - 1] == b'.'
            && name[name.len() - ext.len()..].eq_ignore_ascii_case(ext)
    })
}

fn modified_age(entry: &WalkEntry) -> Option<Duration> {
    let modified = entry.metadata().ok()?.modified().ok()?;
    Some(SystemTime::now().duration_since(modified).unwrap_or(Duration::ZERO))
}

fn is_executable(entry: &WalkEntry) -> bool {
    let metadata = entry.metadata();
    metadata.is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn is_empty(entry: &WalkEntry) -> bool {
    let t = entry.file_type;
    if t.is_file() {
        file_size(entry) == Some(0)
    } else if t.is_dir() {
        std::fs::read_dir(&entry.path).is_ok_and(|mut d| d.next().is_none())
    } else {
        false
    }
}

/// Reads a `--size` argument as fd does: `+N`, `-N` or `N`, N with an optional unit, any
/// case: `b` (bytes, the default), `k`, `m`, `g`, `t` (powers of 1000, `kb` and so on too)
/// or `ki`, `mi`, `gi`, `ti` (powers of 1024).
pub fn parse_size(text: &str) -> Result<SizeBound, String> {
    let (make, number): (fn(u64) -> SizeBound, &str) = match text.as_bytes().first() {
        Some(b'+') => (SizeBound::Above, &text[1..]),
        Some(b'-') => (SizeBound::Below, &text[1..]),
        _ => (SizeBound::Exactly, text),
    };
    let split = number.find(|c: char| !c.is_ascii_digit()).unwrap_or(number.len());
    let (digits, unit) = number.split_at(split);
    let unit = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1u64,
        "k" | "kb" => 1000,
        "m" | "mb" => 1000_u64.pow(2),
        "g" | "gb" => 1000_u64.pow(3),
        "t" | "tb" => 1000_u64.pow(4),
        "ki" | "kib" => 1 << 10,
        "mi" | "mib" => 1 << 20,
        "gi" | "gib" => 1 << 30,
        "ti" | "tib" => 1 << 40,
        _ => u64::MAX,
    };
    let bad = || {
        format!("bad size '{text}' (expected +N, -N or N, with b, k, m, g, t, ki, mi, gi or ti)")
    };
    let count: u64 = match (unit, digits) {
        (u64::MAX, _) | (_, "") => return Err(bad()),
        _ => digits.parse().map_err(|_| format!("size '{text}' is too large"))?,
    };
    count.checked_mul(unit).map(make).ok_or_else(|| format!("size '{text}' is too large"))
}

/// Reads a duration such as `30s`, `10m`, `3h`, `2d` or `1w`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let bad = || format!("bad duration '{text}' (expected a number and s, m, h, d or w, as in 2d)");
    let (i, unit) = text.char_indices().last().ok_or_else(bad)?;
    let seconds = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        'd' => 86_400,
        'w' => 604_800,
        _ => return Err(bad()),
    };
    let count: u64 = text[..i].parse().map_err(|_| bad())?;
    Ok(Duration::from_secs(count.saturating_mul(seconds)))
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_read_by_letter_or_long_name() {
        for (texts, kind) in [
            (&["f", "file"][..], Kind::File),
            (&["d", "dir", "directory"], Kind::Directory),
            (&["l", "symlink"], Kind::Symlink),
        ] {
            for text in texts {
                assert_eq!(Kind::parse(text), Ok(kind), "{text}");
            }
        }
        for (text, kind) in [("executable", Kind::Executable), ("e", Kind::Empty)] {
            assert_eq!(Kind::parse(text), Ok(kind), "{text}");
        }
        for bad in ["", "link", "dirs"] {
            let error = Kind::parse(bad).unwrap_err();
            assert_eq!(error, format!("unknown type '{bad}' (expected f, d, l, x, e, s or p)"));
        }
        let error = Kind::parse("F").unwrap_err();
        assert_eq!(error, "unknown type 'F' (expected f, d, l, x, e, s or p); did you mean 'f'?");
    }

    #[test]
    fn sizes_and_durations_parse() {
        assert_eq!(parse_size("+10k"), Ok(SizeBound::Above(10_000)));
        assert_eq!(parse_size("+10ki"), Ok(SizeBound::Above(10 * 1024)));
        assert_eq!(parse_size("-2Mi"), Ok(SizeBound::Below(2 << 20)));
        assert_eq!(parse_size("-2MB"), Ok(SizeBound::Below(2_000_000)));
        assert_eq!(parse_size("512"), Ok(SizeBound::Exactly(512)));
        assert_eq!(parse_size("512b"), Ok(SizeBound::Exactly(512)));
        for bad in ["ten", "+", "4x", "k", "-1.5k"] {
            assert!(parse_size(bad).unwrap_err().starts_with("bad size '"), "{bad}");
        }
        assert!(parse_size("99999999999999999999").unwrap_err().contains("too large"));
        assert!(parse_size("20000000ti").unwrap_err().contains("too large"));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(172_800)));
        assert_eq!(parse_duration("3h"), Ok(Duration::from_secs(10_800)));
        assert!(parse_duration("2y").is_err() && parse_duration("").is_err());
    }

    #[test]
    fn name_rules() {
        assert!(every_vowel(OsStr::new("EducAtIOn")));
        assert!(!every_vowel(OsStr::new("abstemio")));
        let exts = vec!["rs".to_string(), ".MD".to_string()];
        assert!(has_extension(OsStr::new("lib.RS"), &exts));
        assert!(has_extension(OsStr::new("README.md"), &exts));
        assert!(!has_extension(OsStr::new("rs"), &exts));
        assert!(!has_extension(OsStr::new(".rs"), &exts));
    }
}
