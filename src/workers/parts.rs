//! Workers that each take one part of the work and must all run at once (a part may wait
//! for another's messages), the calling thread showing progress meanwhile.

use super::threads::start;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Mutex;
use std::time::Duration;

/// How often [`run_parts`] calls its `tick` while the workers run.
pub const TICK: Duration = Duration::from_millis(100);

/// Where one worker finds its part, with the sender it drops when done.
type Slot<P> = Mutex<Option<(Receiver<P>, Sender<()>)>>;

/// Starts up to `threads` workers (at least one), splits the work into `split(started)`
/// parts (at most `started`; more is a bug, and panics) and runs `work` on each part on its own worker, all at once, so parts may wait for
/// each other; the calling thread calls `tick` every [`TICK`] until all are done (to show
/// progress). When no thread can be started, the calling thread runs `work` on the one part
/// of `split(1)`. Returns each part's result; a panic in a worker is passed on.
/// Cost: one thread start per worker.
///
/// ```
/// // Each worker sums its own slice.
/// let numbers: Vec<u64> = (1..=100).collect();
/// let sums = searchlab::workers::run_parts(
///     4,
///     |workers| numbers.chunks(numbers.len() / workers + 1).collect(),
///     |part: &[u64]| part.iter().sum::<u64>(),
///     || {},
/// );
/// assert_eq!(sums.iter().sum::<u64>(), 5050);
/// ```
pub fn run_parts<P: Send, T: Send>(
    threads: usize,
    split: impl FnOnce(usize) -> Vec<P>,
    work: impl Fn(P) -> T + Sync,
    mut tick: impl FnMut(),
) -> Vec<T> {
    let threads = threads.max(1);
    let (alive, finished) = mpsc::channel();
    let mut starts = Vec::new();
    let slots: Vec<Slot<P>> = (0..threads)
        .map(|_| {
            let (start, part) = mpsc::channel();
            starts.push(start);
            Mutex::new(Some((part, alive.clone())))
        })
        .collect();
    drop(alive);
    let taken = AtomicUsize::new(0);
    let worker = || {
        let slot = &slots[taken.fetch_add(1, Ordering::Relaxed)];
        let (part, _alive) = take(slot).expect("each worker has its own slot");
        part.recv().ok().map(&work)
    };
    let started = |workers: usize| {
        // Slots no worker takes: their senders must not keep the wait below going.
        slots[workers.max(1)..].iter().for_each(|slot| drop(take(slot)));
        let parts = split(workers.max(1));
        assert!(parts.len() <= workers.max(1), "more parts than workers");
        for (start, part) in starts.into_iter().zip(parts) {
            start.send(part).expect("every started worker waits for its part");
        }
        if workers > 0 {
            while let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(TICK) {
                tick();
            }
        }
    };
    start(threads, worker, started).into_iter().flatten().collect()
}

/// What `slot` holds, taken out of it (a poisoned lock still holds it).
fn take<T>(slot: &Mutex<Option<T>>) -> Option<T> {
    slot.lock().unwrap_or_else(|e| e.into_inner()).take()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::thread;

    #[test]
    fn parts_run_at_once_and_ticks_come_while_they_wait() {
        // Each part waits for every other part's message: this finishes only if all run at
        // once, and it takes several ticks.
        let ticks = std::cell::Cell::new(0);
        let results = run_parts(
            4,
            |workers| {
                let (senders, inboxes): (Vec<_>, Vec<_>) =
                    (0..workers).map(|_| mpsc::channel::<usize>()).unzip();
                inboxes
                    .into_iter()
                    .enumerate()
                    .map(|(id, inbox)| (id, inbox, senders.clone()))
                    .collect()
            },
            |(id, inbox, senders)| {
                thread::sleep(3 * TICK);
                for (to, sender) in senders.iter().enumerate() {
                    if to != id {
                        sender.send(id).unwrap();
                    }
                }
                (0..senders.len() - 1).map(|_| inbox.recv().unwrap()).sum::<usize>() + id
            },
            || ticks.set(ticks.get() + 1),
        );
        let n = results.len();
        assert!((1..=4).contains(&n));
        assert!(results.iter().all(|&sum| sum == n * (n - 1) / 2));
        assert!(ticks.get() >= 2, "{} ticks", ticks.get());
    }
}
