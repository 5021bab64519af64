//! Tells the code what the compiler can do beyond Rust 1.63: from Rust 1.89 on,
//! `#[target_feature]` may enable AVX-512, and the sudoku solver then gets a third
//! version for CPUs that have it (`cfg(searchlab_avx512)`). The bundled judge files run
//! no build script, so they keep to AVX2 and compile on old judge compilers.

use std::env;
use std::process::Command;

fn main() {
    println!("cargo:rustc-check-cfg=cfg(searchlab_avx512)");
    println!("cargo:rerun-if-changed=build.rs");
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .unwrap_or_default();
    // "rustc 1.95.0 (…)": the minor version.
    let minor = version
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.split('.').nth(1))
        .and_then(|m| m.parse::<u32>().ok());
    if matches!(minor, Some(m) if m >= 89) {
        println!("cargo:rustc-cfg=searchlab_avx512");
    }
}
