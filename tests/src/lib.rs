//! The harness of the end-to-end tests: where the workspace's programs are (built on first
//! use, so that these tests run on a fresh clone), running one on an input, and the
//! testdata files with what each expects, commands as a user types them, and the sources read as text. The tests in `tests/tests/`, the tools' own tests
//! and the demo (`make demo`) run programs through it.
//!
//! ```no_run
//! use searchlab_tests::programs;
//!
//! // The statement sample of hdu1043, answered by the build of this profile.
//! let answer = programs::run("hdu1043", &[], b"2 3 4 1 5 x 7 6 8\n");
//! assert_eq!(answer.status, Some(0));
//! ```

pub mod programs;
pub mod run;
pub mod shell;
pub mod source;
pub mod testdata;
