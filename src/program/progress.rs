//! A progress line on stderr for a long count: redrawn in place at most ten times a second,
//! with the share done and the time left at the rate so far.
//!
//! ```
//! use searchlab::program::ProgressLine;
//!
//! // Drawn only where asked (a program asks when stderr is a terminal).
//! let line = ProgressLine::new("count: N = 16", "tasks", false);
//! for done in 1..=4 {
//!     line.update(done, 4);
//! }
//! line.clear();
//! ```

use std::io::{self, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The shortest time between two drawings: ten a second at most.
const REDRAW: Duration = Duration::from_millis(100);

/// A progress line: `LABEL: 812/3200 tasks, 25%, about 12 s left`.
#[derive(Debug)]
pub struct ProgressLine {
    label: String,
    unit: &'static str,
    shown: bool,
    started: Instant,
    last_drawn: Mutex<Option<Instant>>,
}

impl ProgressLine {
    /// A line for `label` counting `unit`s (`tasks`), drawn on stderr only when `shown`;
    /// its clock starts now.
    pub fn new(label: impl Into<String>, unit: &'static str, shown: bool) -> ProgressLine {
        let label = label.into();
        ProgressLine { label, unit, shown, started: Instant::now(), last_drawn: Mutex::new(None) }
    }

    /// Reports `done` of `total`, from any thread: redraws the line unless it was drawn
    /// less than a tenth of a second ago (the last unit is always drawn). Cost: a lock and
    /// a clock read; a write to stderr at most ten times a second.
    pub fn update(&self, done: usize, total: usize) {
        if !self.shown {
            return;
        }
        let now = Instant::now();
        let mut last = self.last_drawn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !due(&mut last, now, done == total) {
            return;
        }
        let text = self.text(done, total, now - self.started);
        let _ = write!(io::stderr(), "\r\x1b[K{text}");
    }

    /// Wipes the line (when it was shown), for what is printed next.
    pub fn clear(&self) {
        if self.shown {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }

    /// The line for `done` of `total` after `elapsed`.
    fn text(&self, done: usize, total: usize, elapsed: Duration) -> String {
        let (label, unit) = (&self.label, self.unit);
        let percent = (done * 100).checked_div(total).unwrap_or(100);
        let mut text = format!("{label}: {done}/{total} {unit}, {percent}%");
        match time_left(elapsed, done, total) {
            Some(left) if left.as_secs() == 0 => text.push_str(", under 1 s left"),
            Some(left) => text.push_str(&format!(", about {} left", duration_text(left))),
            None => {}
        }
        text
    }
}

/// Whether a line drawn `last` is to be drawn again at `now` (a tenth of a second later,
/// or the last one); records the drawing.
fn due(last: &mut Option<Instant>, now: Instant, last_unit: bool) -> bool {
    if last.map_or(false, |drawn| now - drawn < REDRAW) && !last_unit {
        return false;
    }
    *last = Some(now);
    true
}

/// The time the `total - done` units left take at the rate of the `done` ones in
/// `elapsed`; `None` before the first unit, or when all are done.
fn time_left(elapsed: Duration, done: usize, total: usize) -> Option<Duration> {
    if done == 0 || done >= total {
        return None;
    }
    Some(elapsed.mul_f64((total - done) as f64 / done as f64))
}

/// `12 s`, `3 min 5 s`, `2 h 5 min`.
fn duration_text(time: Duration) -> String {
    let seconds = time.as_secs();
    match seconds {
        0..=59 => format!("{seconds} s"),
        60..=3599 => format!("{} min {} s", seconds / 60, seconds % 60),
        _ => format!("{} h {} min", seconds / 3600, seconds % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_the_share_and_the_time_left_at_the_rate_so_far() {
        let line = ProgressLine::new("queens: counting N = 16", "tasks", false);
        let text = line.text(800, 3200, Duration::from_secs(4));
        assert_eq!(text, "queens: counting N = 16: 800/3200 tasks, 25%, about 12 s left");
        assert_eq!(
            line.text(0, 10, Duration::from_secs(1)),
            "queens: counting N = 16: 0/10 tasks, 0%"
        );
        assert_eq!(
            line.text(10, 10, Duration::from_secs(9)),
            "queens: counting N = 16: 10/10 tasks, 100%"
        );
        let (start, mut last) = (Instant::now(), None);
        let drawn: Vec<bool> = [0, 50, 99, 100, 150, 210]
            .iter()
            .map(|&ms| due(&mut last, start + Duration::from_millis(ms), false))
            .collect();
        assert_eq!(drawn, [true, false, false, true, false, true]);
        assert!(due(&mut last, start + Duration::from_millis(211), true), "the last unit");
        assert_eq!(
            line.text(99, 100, Duration::from_secs(9)),
            "queens: counting N = 16: 99/100 tasks, 99%, under 1 s left"
        );
        let texts = [(59, "59 s"), (185, "3 min 5 s"), (7500, "2 h 5 min")];
        for (seconds, text) in texts {
            assert_eq!(duration_text(Duration::from_secs(seconds)), text);
        }
    }
}
