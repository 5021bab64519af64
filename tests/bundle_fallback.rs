//! When rustc rejects the pruned bundle but compiles the whole modules, `bundle` writes the
//! whole modules and says why. A stand-in `rustc` (through `$RUSTC`, which `bundle` asks
//! for its lints) rejects any file without the whole-module `allow`; alone in its test
//! binary, since it sets the environment of the process.

#![cfg(unix)]

use searchlab::bundle::{self, Options};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

#[test]
fn a_rejected_pruning_falls_back_to_whole_modules() {
    let work = tempfile::tempdir().unwrap();
    let fake = work.path().join("rustc");
    std::fs::write(
        &fake,
        "#!/bin/sh\nif grep -q 'allow(dead_code, unused_imports' ; then exit 0; fi\n\
         echo 'error[E0425]: injected' >&2\nexit 1\n",
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::env::set_var("RUSTC", &fake);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let program = root.join("examples/knight.rs");
    let bundled = bundle::bundle_file(root, &program, Options::default()).unwrap();
    std::env::remove_var("RUSTC");
    assert_eq!(bundled.fallback.as_deref(), Some("error[E0425]: injected"));
    assert!(bundled.items.is_none());
    assert!(bundled
        .source
        .contains("allow(dead_code,unused_imports,unused_macros)"));
    let warnings = bundled.warnings(false);
    assert!(
        warnings[0]
            .starts_with("knight: rustc rejected the pruned bundle (error[E0425]: injected)"),
        "{warnings:?}"
    );
    // The whole modules hold what pruning leaves out.
    let pruned = bundle::bundle_file(root, &program, Options::default()).unwrap();
    assert!(pruned.fallback.is_none() && pruned.source.len() < bundled.source.len());
}
