//! Generating on several threads, each puzzle from its own seed, written in order as soon
//! as it and those before it are done: the output depends on the seed and options only.

use searchlab::named::Named;
use searchlab::sudoku::generate::{generate, PuzzleRequest, Symmetry};
use searchlab::sudoku::symbol;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;

/// Writes `count` puzzles to `out`, one line each, puzzle `i` generated from
/// [`seed_of`]`(seed, i)` by whichever of the `threads` takes it; with `random_symmetry`
/// each puzzle's symmetry is drawn from that seed too.
pub fn stream(
    request: &PuzzleRequest,
    random_symmetry: bool,
    seed: u64,
    count: u64,
    threads: usize,
    out: &mut impl Write,
) -> io::Result<()> {
    let next = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel::<(u64, String)>();
    thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let (sender, next) = (sender.clone(), &next);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    return;
                }
                let seed = seed_of(seed, i);
                let symmetries = Symmetry::ALL;
                let symmetry = match random_symmetry {
                    true => symmetries[(seed >> 32) as usize % symmetries.len()],
                    false => request.symmetry,
                };
                let request = PuzzleRequest { symmetry, ..*request };
                if sender.send((i, line(&generate(&request, seed).cells, request.size))).is_err() {
                    return;
                }
            });
        }
        drop(sender);
        let (mut waiting, mut written) = (BTreeMap::new(), 0);
        for (i, text) in receiver {
            waiting.insert(i, text);
            while let Some(text) = waiting.remove(&written) {
                if let Err(error) = out.write_all(text.as_bytes()) {
                    next.store(count, Ordering::Relaxed);
                    return Err(error);
                }
                written += 1;
            }
        }
        Ok(())
    })
}

/// Puzzle `index`'s seed: SplitMix64's mix of the run's seed and the index, so that
/// neighbouring puzzles' streams share nothing.
fn seed_of(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A puzzle as one line, `.` for an empty cell.
fn line(cells: &[u8], size: usize) -> String {
    let mut text: String =
        cells.iter().map(|&v| if v == 0 { '.' } else { symbol(size, v) }).collect();
    text.push('\n');
    text
}
