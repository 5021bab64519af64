//! What the benchmarks share: running a release binary on an input file end to end, timing
//! it (median of several runs) and reading its peak memory from GNU time, with a time limit;
//! and timing two ways to do the same work in one process ([`pairs`]).

pub mod pairs;

use searchlab_tests::programs;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One program's figures on one input.
#[derive(Clone, Debug)]
pub struct Measure {
    /// Median wall time in seconds; `None` when a run hit the time limit.
    pub seconds: Option<f64>,
    /// Peak resident memory in KiB, from GNU time when it is installed.
    pub peak_kib: Option<u64>,
}

impl Measure {
    /// `0.123 s`, or `> LIMIT s` for a run stopped at the limit.
    pub fn time(&self, limit: Duration) -> String {
        match self.seconds {
            Some(s) => format!("{s:.3} s"),
            None => format!("> {} s (stopped)", limit.as_secs()),
        }
    }

    /// `12.3 MiB`, or `n/a`.
    pub fn memory(&self) -> String {
        self.peak_kib.map_or("n/a".into(), |k| format!("{:.1} MiB", k as f64 / 1024.0))
    }

    /// How many times faster than `peer` this ran, when both finished.
    pub fn speedup_over(&self, peer: &Measure) -> String {
        match (self.seconds, peer.seconds) {
            (Some(mine), Some(theirs)) => format!("{:.1}×", theirs / mine),
            (Some(_), None) => "peer stopped".into(),
            _ => "n/a".into(),
        }
    }
}

/// A scratch folder for inputs and outputs.
pub fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join("searchlab-bench");
    fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Median of `runs` runs of `prog args < input` (stdout to a file), each stopped after
/// `limit`; peak memory from `/usr/bin/time -f %M` where it exists.
pub fn measure(prog: &str, args: &[&str], input: &Path, runs: usize, limit: Duration) -> Measure {
    let output = input.with_extension(format!("{prog}.out"));
    measure_exe(&programs::binary(prog), args, input, &output, runs, limit)
}

/// [`measure`] for any executable (a peer), its output written to `output`.
pub fn measure_exe(
    exe: &Path,
    args: &[&str],
    input: &Path,
    output: &Path,
    runs: usize,
    limit: Duration,
) -> Measure {
    let gnu_time = Path::new("/usr/bin/time");
    let memory_log = output.with_extension("mem");
    let mut seconds = Vec::new();
    let mut peak_kib = None;
    for _ in 0..runs {
        let mut command = if gnu_time.exists() {
            let mut c = Command::new(gnu_time);
            c.args(["-f", "%M", "-o"]).arg(&memory_log).arg(exe);
            c
        } else {
            Command::new(exe)
        };
        command
            .args(args)
            .stdin(File::open(input).expect("bench input"))
            .stdout(File::create(output).expect("bench output"))
            .stderr(Stdio::inherit());
        let start = Instant::now();
        let mut child = command.spawn().expect("the program starts");
        let status = loop {
            if let Some(status) = child.try_wait().expect("the program runs") {
                break Some(status);
            }
            if start.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(1));
        };
        let Some(status) = status else {
            return Measure { seconds: None, peak_kib: None };
        };
        seconds.push(start.elapsed().as_secs_f64());
        assert!(status.success(), "{} {args:?} < {} failed", exe.display(), input.display());
        peak_kib = fs::read_to_string(&memory_log).ok().and_then(|text| text.trim().parse().ok());
    }
    seconds.sort_by(f64::total_cmp);
    Measure { seconds: Some(seconds[runs / 2]), peak_kib }
}

/// Each of `measures` (one run each) measured in turns for `runs` rounds, so that a slow
/// spell of the machine falls on all of them alike: each one's median.
pub fn in_turns(runs: usize, measures: &[&dyn Fn() -> Measure]) -> Vec<Measure> {
    let mut times = vec![Vec::new(); measures.len()];
    for _ in 0..runs {
        for (measure, times) in measures.iter().zip(&mut times) {
            times.push(measure().seconds);
        }
    }
    times
        .into_iter()
        .map(|times| {
            // A run stopped at the limit makes the whole measure `None`.
            let mut seconds: Vec<f64> = times.into_iter().collect::<Option<_>>()?;
            seconds.sort_by(f64::total_cmp);
            Some(seconds[seconds.len() / 2])
        })
        .map(|seconds| Measure { seconds, peak_kib: None })
        .collect()
}

/// A peer built outside the repository, at the path in the environment variable
/// `variable`: `None`, saying the peer was skipped and how to get it (`how`), when the
/// variable is unset or names no file.
pub fn peer_from_env(variable: &str, how: &str) -> Option<PathBuf> {
    match std::env::var_os(variable).map(PathBuf::from) {
        Some(exe) if exe.is_file() => Some(exe),
        Some(exe) => {
            println!("(peer skipped: ${variable} names {}, which is not a file)\n", exe.display());
            None
        }
        None => {
            println!("(peer skipped: set ${variable} to {how})\n");
            None
        }
    }
}

/// Builds a peer program with `command` (its first word the compiler or script, the
/// output path appended last), into the scratch folder as `name`. When the compiler is
/// missing or the build fails, prints one line saying the peer is skipped and why, and
/// returns `None`: a bench never drops a peer silently.
pub fn build_peer(name: &str, command: &[&str]) -> Option<PathBuf> {
    let exe = scratch().join("peers").join(name);
    fs::create_dir_all(exe.parent().expect("a folder")).expect("a peers folder");
    let (program, args) = command.split_first().expect("a build command");
    let result = Command::new(program).args(args).arg(&exe).stdout(Stdio::null()).output();
    match result {
        Ok(out) if out.status.success() => Some(exe),
        Ok(out) => {
            let error = String::from_utf8_lossy(&out.stderr);
            let first = error.lines().next().unwrap_or("no message");
            println!("(peer {name} skipped: `{}` failed: {first})\n", command.join(" "));
            None
        }
        Err(error) => {
            println!("(peer {name} skipped: cannot run {program}: {error})\n");
            None
        }
    }
}

/// The path of a file of `../shared` (the peers and data sets beside the repository).
pub fn shared(path: &str) -> PathBuf {
    programs::workspace_root().join("../shared").join(path)
}

/// The path of a file of `benches/peers`.
pub fn own_peer(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("peers").join(file).display().to_string()
}

/// The output of the last run of `prog` on `input`.
pub fn output_of(prog: &str, input: &Path) -> String {
    fs::read_to_string(input.with_extension(format!("{prog}.out")))
        .expect("a finished run's output")
}
