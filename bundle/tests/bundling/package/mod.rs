//! Made-up Cargo packages for `bundle`'s tests: written to a folder, one program of them
//! bundled, checked (compiled with warnings denied, run beside the Cargo build on its
//! testdata) and the Cargo build's output compared with what it should print.

use bundle::{Bundle, Checking, Options};
use std::fs;
use std::path::Path;
use std::process::Command;

/// Files as (path, text).
pub type Files = &'static [(&'static str, &'static str)];

/// Program `word` (a name, or a file) of the package at `root`, bundled with `options`.
pub fn bundle_named(root: &Path, word: &str, options: Options) -> Result<Bundle, bundle::Error> {
    let program = bundle::find_program(root, Some(word), None)?;
    bundle::bundle(&program, &options)
}

/// Writes `text` at `path`, creating its folder.
pub fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Writes the library files, and each program's files under `src/bin/` with an empty
/// testdata input `testdata/NAME/empty.in`.
pub fn write_package(dir: &Path, library: Files, programs: &[(&str, Files)]) {
    for (path, text) in library {
        write(&dir.join(path), text);
    }
    for (name, files) in programs {
        for (path, text) in *files {
            write(&dir.join("src/bin").join(path), text);
        }
        write(&dir.join("testdata").join(name).join("empty.in"), "");
    }
}

/// Bundles program `name` of the package at `root` with `options` into `root/dist/`,
/// checks it (two editions, one testdata input without an expected output: two
/// compilations, and two runs compared with the Cargo build's) and runs its Cargo build,
/// which must print `expected`. Returns the bundle and what failed.
pub fn check_program(
    root: &Path,
    name: &str,
    expected: &str,
    options: Options,
) -> (Option<Bundle>, Vec<String>) {
    let found = bundle::find_program(root, Some(name), None);
    let bundled = found.and_then(|program| Ok((bundle::bundle(&program, &options)?, program)));
    let (bundled, program) = match bundled {
        Ok(found) => found,
        Err(e) => return (None, vec![format!("{name}: {e}")]),
    };
    let file = root.join("dist").join(format!("{name}.rs"));
    write(&file, &bundled.source);
    let mut failures = Vec::new();
    let mut checks = 0;
    let checking = Checking { editions: vec!["2021".into(), "2024".into()], ..Checking::default() };
    bundle::check(&program, &bundled, &file, &checking, &mut |check| {
        checks += 1;
        if !check.passed {
            failures.push(format!("{name}: {}: {}", check.what, check.said));
        }
    });
    if failures.is_empty() && checks != 4 {
        failures.push(format!("{name}: {checks} checks, not 4"));
    }
    let cargo_build = root.join("target/release").join(name);
    if let Ok(output) = Command::new(&cargo_build).output() {
        let printed = String::from_utf8_lossy(&output.stdout);
        if printed != expected {
            failures.push(format!("{name}: the Cargo build printed {printed:?}"));
        }
    } else if failures.is_empty() {
        failures.push(format!("{name}: no Cargo build at {}", cargo_build.display()));
    }
    (Some(bundled), failures)
}

/// What `check` reports for each of `items`, each on a thread of its own, in order.
pub fn failures_in_parallel<T: Sync>(
    items: &[T],
    check: impl Fn(&T) -> Vec<String> + Sync,
) -> Vec<String> {
    std::thread::scope(|scope| {
        let check = &check;
        let jobs: Vec<_> = items.iter().map(|item| scope.spawn(move || check(item))).collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    })
}
