//! `make bench` for the tools.
//!
//! filefind against GNU find and fd on a generated tree of 200,000 files (warm cache,
//! median of five runs, output to a file), the same command line for filefind and fd:
//! listing everything, `-e rs`, a pattern (a regex in smart case; find's `-iregex` on
//! the path stands in), and `--even-size` (find has no such test: `find -printf '%s' |
//! awk` stands in; fd has none).
//! fd is looked for on PATH and in `target/fd/bin` (`make bench` installs it there with
//! `cargo install fd-find`).
//!
//! mazegen: a 4001×4001 maze per algorithm to text, time and peak memory.

use searchlab_benches::scratch;
use searchlab_tests::programs;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const RUNS: usize = 5;

fn main() {
    filefind();
    mazegen();
}

/// A tree of 20 × 20 folders with 500 files each; sizes 0..=99 bytes, a few extensions.
fn build_tree(root: &Path) -> usize {
    let marker = root.join(".complete");
    let extensions = ["rs", "txt", "md", "json", "c"];
    let mut files = 0;
    if !marker.exists() {
        let _ = fs::remove_dir_all(root);
        let mut rng = searchlab::rng::XorShift::new(0x7ee5);
        for a in 0..20 {
            for b in 0..20 {
                let dir = root.join(format!("dir{a:02}")).join(format!("sub{b:02}"));
                fs::create_dir_all(&dir).unwrap();
                for c in 0..500 {
                    let seed = rng.next_u64();
                    let name = format!("file{c:03}.{}", extensions[(seed % 5) as usize]);
                    fs::write(dir.join(name), vec![b'x'; (seed >> 8) as usize % 100]).unwrap();
                }
            }
        }
        fs::write(&marker, "").unwrap();
    }
    for a in 0..20 {
        for b in 0..20 {
            files += fs::read_dir(root.join(format!("dir{a:02}")).join(format!("sub{b:02}")))
                .unwrap()
                .count();
        }
    }
    files
}

/// Median wall time of `RUNS` runs of a shell-free command, stdout to a file, and the
/// number of lines it printed.
fn time(program: &Path, args: &[&str], shell: Option<&str>) -> (f64, usize) {
    let out = scratch().join("tools.out");
    let mut times = Vec::new();
    for _ in 0..=RUNS {
        let mut command = match shell {
            Some(script) => {
                let mut c = Command::new("sh");
                c.arg("-c").arg(script);
                c
            }
            None => {
                let mut c = Command::new(program);
                c.args(args);
                c
            }
        };
        command.stdout(File::create(&out).unwrap()).stderr(Stdio::null());
        let start = Instant::now();
        let status = command.status().expect("the command runs");
        times.push(start.elapsed().as_secs_f64());
        assert!(status.success(), "{program:?} {args:?} failed");
    }
    times.remove(0); // the first run only warms the cache
    times.sort_by(f64::total_cmp);
    let lines = fs::read(&out).unwrap().iter().filter(|&&b| b == b'\n').count();
    (times[RUNS / 2], lines)
}

/// One comparison: the arguments of filefind, of find (or a shell line), and of fd.
struct Task<'a> {
    name: &'a str,
    ours: Vec<&'a str>,
    find: Vec<&'a str>,
    find_script: Option<String>,
    fd: Option<Vec<&'a str>>,
}

fn fd() -> Option<PathBuf> {
    let local = searchlab_tests::programs::workspace_root().join("target/fd/bin/fd");
    if local.exists() {
        return Some(local);
    }
    Command::new("fd")
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|_| PathBuf::from("fd"))
}

fn filefind() {
    let root = scratch().join("tree");
    let files = build_tree(&root);
    let tree = root.to_str().unwrap();
    let ours = programs::binary("filefind");
    let find = PathBuf::from("find");
    let fd = fd();
    println!("### filefind vs GNU find and fd ({files} files in 420 folders, median of {RUNS} warm runs)\n");
    println!(
        "| task | filefind | GNU find | fd | find / filefind | filefind / fd | lines (each) |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
    let even_script =
        format!("find {tree} -type f -printf '%s %p\\n' | awk '$1 % 2 == 0 {{ print $2 }}'");
    let tasks = [
        Task {
            name: "list everything",
            ours: vec!["-u", ".", tree],
            find: vec![tree],
            find_script: None,
            fd: Some(vec!["-u", ".", tree]),
        },
        Task {
            name: "-e rs",
            ours: vec!["-u", "-e", "rs", ".", tree],
            find: vec![tree, "-name", "*.rs"],
            find_script: None,
            fd: Some(vec!["-u", "-e", "rs", ".", tree]),
        },
        Task {
            name: "pattern 'e1[0-4]' (smart case)",
            ours: vec!["-u", "e1[0-4]", tree],
            find: vec![tree, "-iregex", ".*/[^/]*e1[0-4][^/]*"],
            find_script: None,
            fd: Some(vec!["-u", "e1[0-4]", tree]),
        },
        Task {
            name: "--even-size",
            ours: vec!["-u", "--even-size", ".", tree],
            find: vec![],
            find_script: Some(even_script),
            fd: None,
        },
    ];
    for Task { name: task, ours: our_args, find: find_args, find_script, fd: fd_args } in tasks {
        let (mine, my_lines) = time(&ours, &our_args, None);
        let (theirs, their_lines) = time(&find, &find_args, find_script.as_deref());
        let fd_result = match (&fd, fd_args) {
            (Some(fd), Some(args)) => Some(time(fd, &args, None)),
            _ => None,
        };
        let (fd_time, fd_ratio, fd_lines) = match fd_result {
            Some((t, lines)) => {
                (format!("{t:.3} s"), format!("{:.2}", mine / t), lines.to_string())
            }
            None => ("n/a".into(), "n/a".into(), "-".into()),
        };
        println!(
            "| {task} | {mine:.3} s | {theirs:.3} s | {fd_time} | {:.2}× | {fd_ratio} | {my_lines} / {their_lines} / {fd_lines} |",
            theirs / mine
        );
    }
    println!();
}

fn mazegen() {
    println!("### mazegen 4001×4001 to text (median of 3)\n");
    println!("| algorithm | time | peak memory |");
    println!("| --- | ---: | ---: |");
    let empty = scratch().join("empty.in");
    fs::write(&empty, "").unwrap();
    for algorithm in [
        "backtracker",
        "kruskal",
        "prim",
        "wilson",
        "aldous-broder",
        "binary-tree",
        "sidewinder",
        "eller",
    ] {
        let out = scratch().join("maze.txt");
        let args =
            ["--width", "4001", "--height", "4001", "-a", algorithm, "-o", out.to_str().unwrap()];
        let m = searchlab_benches::measure(
            "mazegen",
            &args,
            &empty,
            3,
            std::time::Duration::from_secs(120),
        );
        println!(
            "| {algorithm} | {} | {} |",
            m.time(std::time::Duration::from_secs(120)),
            m.memory()
        );
    }
}
