//! Recursive directory walks with composable match rules, on all cores, as fd makes them.
//!
//! Folders are shared out to worker threads; hidden entries and what ignore files
//! (`.gitignore`, `.ignore`) ignore are skipped unless asked for, as fd does; symbolic
//! links are followed only on request (with loop detection), and errors are reported
//! without stopping the walk.
//!
//! ```
//! use filefind::{parse_duration, parse_size, SizeBound};
//!
//! // The rule values `filefind --size` and `--newer` take.
//! assert_eq!(parse_size("+4ki"), Ok(SizeBound::Above(4096)));
//! assert_eq!(parse_duration("2h").map(|d| d.as_secs()), Ok(7200));
//! assert!(parse_size("lots").is_err());
//! ```

mod exec;
mod ignored;
pub mod output;
mod pattern;
mod predicate;
mod walk;
mod walker;

pub use pattern::{Case, Pattern, Syntax};
pub use predicate::{parse_duration, parse_size, Kind, Predicate, SizeBound, Types};
pub use walk::{Found, Walk, WalkEntry};
