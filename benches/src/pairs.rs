//! Two ways to do the same work, timed side by side in one process: one thread, the two
//! sides in turn (each going first every other round) for [`RUNS`] rounds (more for short
//! rows, about [`MIN_TIME`] of them), medians, and the ratio ours / theirs (below 1: ours
//! is faster), printed as a row of a Markdown table. Each row checks that both sides give
//! the same answer before timing. Rows whose name holds none of the words given on the
//! command line (if any) are skipped.

use std::fmt::Debug;
use std::time::{Duration, Instant};

/// The fewest rounds a row runs.
pub const RUNS: usize = 5;
/// Rows whose first run of both sides is shorter than this run more rounds (up to
/// `MAX_RUNS`), about this long in all.
pub const MIN_TIME: Duration = Duration::from_secs(2);
/// The most rounds a row runs.
const MAX_RUNS: usize = 201;

/// The median wall times of at least `RUNS` rounds of two ways to do the same work, taken
/// in turn, after checking that they give the same answer.
pub fn row<T: PartialEq + Debug>(name: &str, ours: impl FnMut() -> T, theirs: impl FnMut() -> T) {
    checked_row(name, ours, theirs, |ours, theirs| ours == theirs);
}

/// [`row`] for work whose two answers may differ: `agree` says whether they do enough.
pub fn checked_row<T: Debug>(
    name: &str,
    mut ours: impl FnMut() -> T,
    mut theirs: impl FnMut() -> T,
    agree: impl Fn(&T, &T) -> bool,
) {
    let wanted = std::env::args().skip(1).filter(|arg| !arg.starts_with("--")).collect::<Vec<_>>();
    if !wanted.is_empty() && !wanted.iter().any(|word| name.contains(word.as_str())) {
        return;
    }
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let first = Instant::now();
    let (answer, peer_answer) = (ours(), theirs());
    assert!(agree(&answer, &peer_answer), "{name}: {answer:?} against {peer_answer:?}");
    // Short rows run more rounds, so that their medians are not one noisy round's.
    let rounds = (MIN_TIME.as_secs_f64() / first.elapsed().as_secs_f64()) as usize;
    let rounds = rounds.clamp(RUNS, MAX_RUNS) | 1;
    let time = |side: &mut dyn FnMut() -> T, times: &mut Vec<Duration>| {
        let start = Instant::now();
        std::hint::black_box(side());
        times.push(start.elapsed());
    };
    // The two sides take turns going first, so that neither always runs in the other's
    // wake: the memory the allocator kept or gave back, the caches the other left.
    for round in 0..rounds {
        if round % 2 == 0 {
            time(&mut ours, &mut a);
            time(&mut theirs, &mut b);
        } else {
            time(&mut theirs, &mut b);
            time(&mut ours, &mut a);
        }
    }
    a.sort();
    b.sort();
    let (ours, theirs): (Duration, Duration) = (a[rounds / 2], b[rounds / 2]);
    let ratio = ours.as_secs_f64() / theirs.as_secs_f64();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut shown = format!("{answer:?}");
    if shown.chars().count() > 40 {
        shown = shown.chars().take(40).chain("…".chars()).collect();
    }
    println!("| {name} | {:.1} ms | {:.1} ms | {ratio:.2} | {shown} |", ms(ours), ms(theirs));
}

/// The head of a table of rows against `peer`.
pub fn header(peer: &str) {
    println!("| workload | searchlab | {peer} | ours / theirs | answer (ours) |");
    println!("| --- | --- | --- | --- | --- |");
}
