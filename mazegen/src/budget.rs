//! How much memory making, solving and measuring a maze may take, worked out before anything
//! is allocated, so that a size too large for the machine is refused instead of aborting.

use super::generate::Algorithm;

/// The default memory budget of `mazegen`, in MiB (`--max-memory`).
pub const DEFAULT_MAX_MEMORY_MIB: u64 = 4096;

/// The most bytes a `width × height` maze may need at once: its bits, the generator's own
/// arrays, and the arrays of `solve` (the path) and `stats` (the texture figures), each at its
/// worst case, counting growing vectors at twice their length. Rendering streams and adds
/// only a row. Cost: O(1).
pub fn memory_needed(
    width: usize,
    height: usize,
    algorithm: Algorithm,
    solve: bool,
    stats: bool,
) -> u128 {
    let cells = width as u128 * height as u128;
    let rooms = (width / 2) as u128 * (height / 2) as u128;
    let generator = rooms
        * match algorithm {
            // visited flags; a stack of room numbers as deep as the rooms
            Algorithm::Backtracker => 1 + 2 * 8,
            // two walls a room as two u32 each; a union-find of u32
            Algorithm::Kruskal => 2 * 8 + 4,
            // two flags; a frontier of room numbers
            Algorithm::Prim => 2 + 2 * 8,
            // a flag and an exit (u32) per room
            Algorithm::Wilson => 1 + 4,
            Algorithm::AldousBroder => 1,
            Algorithm::BinaryTree | Algorithm::Sidewinder => 0,
            // a union-find over every label ever made, one u32 each
            Algorithm::Eller => 2 * 4,
        }
        + 64 * width as u128;
    // Breadth-first distances: a u32 per cell and a queue of cell numbers (u32).
    let distances = cells * (4 + 2 * 4);
    // The path: two coordinates (16 bytes) a step, along at most every open cell (a room
    // and the corridor before it).
    let path = 2 * rooms * 2 * 16;
    let analysis = match (solve, stats) {
        (false, false) => 0,
        (false, true) => distances,
        (true, _) => distances + path,
    };
    cells.div_ceil(8) + generator + analysis
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_grow_with_what_is_asked() {
        let plain = memory_needed(1001, 1001, Algorithm::Backtracker, false, false);
        let stats = memory_needed(1001, 1001, Algorithm::Backtracker, false, true);
        let both = memory_needed(1001, 1001, Algorithm::Backtracker, true, true);
        assert!(plain < stats && stats < both);
        assert!(memory_needed(1001, 1001, Algorithm::Sidewinder, false, false) < plain);
        // 65535 x 65535 with --stats needs more than 48 GiB: refused by any sane budget.
        let huge = memory_needed(65535, 65535, Algorithm::Backtracker, false, true);
        assert!(huge > 48 << 30);
    }
}
