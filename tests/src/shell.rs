//! Commands as a user types them: a line pasted into `sh`, its trailing comment left out,
//! with the workspace's programs first on the PATH and a home folder of the test's own.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `command` without a trailing comment: `#` after two spaces, outside quotes.
///
/// ```
/// use searchlab_tests::shell::without_comment;
///
/// assert_eq!(without_comment("queens --count 8   # 92"), "queens --count 8");
/// assert_eq!(without_comment("echo 'a  # b'"), "echo 'a  # b'");
/// ```
pub fn without_comment(command: &str) -> &str {
    let mut quote = None;
    let bytes = command.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match (quote, b) {
            (None, b'\'' | b'"') => quote = Some(b),
            (Some(q), _) if b == q => quote = None,
            (None, b'#') if i >= 2 && &bytes[i - 2..i] == b"  " => {
                return command[..i].trim_end();
            }
            _ => {}
        }
    }
    command
}

/// Where the Rust toolchain keeps `variable` (`CARGO_HOME`, `RUSTUP_HOME`): the variable,
/// else `folder` in the real home folder.
pub fn toolchain_home(variable: &str, folder: &str) -> PathBuf {
    let home = || PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(folder);
    std::env::var_os(variable).map_or_else(home, PathBuf::from)
}

/// Runs `command` with `sh -c` in folder `dir`, the folders `path` first on the PATH and
/// `home` as the home folder (the programs' caches under it), the Rust toolchain still
/// found where it is and Cargo building in the workspace's `target/` (where the library is
/// built already): its exit status, and stdout and stderr together, as a terminal shows
/// them.
pub fn run_typed(
    command: &str,
    dir: &Path,
    path: &[PathBuf],
    home: &Path,
) -> (Option<i32>, String) {
    let mut folders = path.to_vec();
    folders.extend(std::env::var_os("PATH").iter().flat_map(std::env::split_paths));
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("( {command} ) 2>&1"))
        .current_dir(dir)
        .env("PATH", std::env::join_paths(folders).expect("a PATH of folders"))
        .env("HOME", home)
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env("CARGO_HOME", toolchain_home("CARGO_HOME", ".cargo"))
        .env("RUSTUP_HOME", toolchain_home("RUSTUP_HOME", ".rustup"))
        .env("CARGO_TARGET_DIR", crate::programs::workspace_root().join("target"))
        .output()
        .expect("sh runs");
    (output.status.code(), String::from_utf8_lossy(&output.stdout).into_owned())
}

/// What `command` (a shell line) shows on a terminal: run under util-linux's `script`
/// (Debian's bsdutils, always installed) on a pseudo-terminal of its own, stdout and stderr
/// both as the terminal shows them, carriage returns and escapes kept.
pub fn on_a_terminal(command: &str) -> String {
    let output = Command::new("script")
        .args(["-qec", command, "/dev/null"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("util-linux's script runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}
