//! The bundler's tests, one module per subject, built as one test binary (one link against
//! the bundler and syn instead of five, and the tests of every module sharing the cores):
//! run one module with `cargo test -p bundle --test bundling crates::`.

mod bundler;
mod contestants;
mod crates;
mod own_programs;
mod package;
mod pruning;
