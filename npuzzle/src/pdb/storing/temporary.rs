//! The temporary files a table or a stamp is written through before it is renamed into
//! place (`NAME.tmpPID`, `NAME.verified.tmpPID`, PID the writing process's id): removed
//! when the write fails, and, when a run was killed before it could remove its own, by
//! the next run that opens the cache, once no process of that id is alive.

use std::fs;
use std::path::{Path, PathBuf};

/// The temporary file this process writes `path` through.
pub fn path_for(path: &Path, extension: &str) -> PathBuf {
    path.with_extension(format!("{extension}tmp{}", std::process::id()))
}

/// Runs `write` on the temporary file for `path` (see [`path_for`]), then renames it to
/// `path`; on any failure the temporary file is removed and the error returned, so a failed
/// write leaves nothing behind. Cost: the write and a rename.
pub fn write_via<E: From<std::io::Error>>(
    path: &Path,
    extension: &str,
    write: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), E> {
    let temporary = path_for(path, extension);
    let written = write(&temporary).and_then(|()| Ok(fs::rename(&temporary, path)?));
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// Removes the temporary files in `dir` whose writer is no longer running; returns their
/// names. Files of live processes (another run building the same table) stay. Cost: one
/// listing of the directory and a system call per temporary file.
pub fn clear_stale(dir: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut cleared = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = writer(&name) else { continue };
        if !is_running(pid) && fs::remove_file(entry.path()).is_ok() {
            cleared.push(name);
        }
    }
    cleared
}

/// The process id a temporary file's name ends with (`….tmp1234`), if it is one.
fn writer(name: &str) -> Option<u32> {
    let (_, digits) = name.rsplit_once(".tmp")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether a process with id `pid` exists (it may be another program that got the id
/// since: its files then stay until it ends).
#[cfg(unix)]
fn is_running(pid: u32) -> bool {
    extern "C" {
        fn kill(pid: i32, signal: i32) -> i32;
    }
    let Ok(pid) = i32::try_from(pid) else { return false };
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 sends nothing; the call only checks that the process exists.
    let exists = unsafe { kill(pid, 0) } == 0;
    exists || std::io::Error::last_os_error().raw_os_error() == Some(EPERM)
}

/// `kill` fails with this when the process exists but belongs to another user.
#[cfg(unix)]
const EPERM: i32 = 1;

/// Without a way to ask, every writer is taken as running: nothing is removed.
#[cfg(not(unix))]
fn is_running(_pid: u32) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_temporary_names_have_a_writer() {
        assert_eq!(writer("5x5-b0-1.2.3.tmp4242"), Some(4242));
        assert_eq!(writer("5x5-b0-1.2.3.verified.tmp7"), Some(7));
        for name in ["5x5-b0-1.2.3.pdb", "a.tmp", "a.tmpx12", "a.tmp12x", "tmp12", "a.verified"] {
            assert_eq!(writer(name), None, "{name}");
        }
    }

    /// The id of a process that has ended (a child reaped before the call returns).
    fn dead_pid() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        pid
    }

    #[test]
    fn files_of_dead_writers_go_and_those_of_live_ones_stay() {
        let dir = tempfile::tempdir().unwrap();
        let dead = dead_pid();
        let ours = std::process::id();
        let names = [
            format!("t.tmp{dead}"),
            format!("t.verified.tmp{dead}"),
            format!("t.tmp{ours}"),
            "t.pdb".to_string(),
            "notes.tmpfile".to_string(),
        ];
        for name in &names {
            fs::write(dir.path().join(name), b"x").unwrap();
        }
        let mut cleared = clear_stale(dir.path());
        cleared.sort();
        assert_eq!(cleared, [names[0].clone(), names[1].clone()]);
        for name in &names[2..] {
            assert!(dir.path().join(name).exists(), "{name}");
        }
        assert!(clear_stale(&dir.path().join("missing")).is_empty());
    }

    #[test]
    fn a_failed_write_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.pdb");
        let failed: std::io::Result<()> = write_via(&path, "", |temporary| {
            fs::write(temporary, b"half")?;
            Err(std::io::Error::other("disk full"))
        });
        assert!(failed.is_err());
        // Renaming onto a directory fails after the write succeeded.
        fs::create_dir(&path).unwrap();
        fs::write(path.join("inside"), b"").unwrap();
        let refused: std::io::Result<()> = write_via(&path, "", |t| fs::write(t, b"whole"));
        assert!(refused.is_err());
        let left: Vec<_> =
            fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left, ["t.pdb"]);
    }
}
