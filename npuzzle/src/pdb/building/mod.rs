//! Building: a group's table by breadth-first search over its pairs, shared by threads, and
//! what a build takes, estimated before it starts.

pub(super) mod build;
pub(super) mod build_cost;
mod layout;
mod marks;
mod shared;
