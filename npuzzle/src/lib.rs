//! `npuzzle`'s own code: additive pattern databases and their cache ([`pdb`]), the lab that
//! runs every method side by side ([`lab`]), random solvable boards ([`random`]) and the
//! text formats boards are read from ([`text`]). The boards, moves, estimates and generic
//! searches they use are the library's (`searchlab::tiles`, `searchlab::search`).

pub mod lab;
pub mod pdb;
pub mod random;
pub mod text;
