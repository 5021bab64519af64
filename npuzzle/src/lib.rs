//! `npuzzle`'s own code: additive pattern databases and their cache ([`pdb`]), the lab that
//! runs every method side by side ([`lab`]) and random solvable boards ([`random`]). The
//! boards, their text formats, moves, estimates and generic searches they use are the
//! library's (`searchlab::tiles`, `searchlab::search`).

pub mod lab;
pub mod pdb;
pub mod random;
