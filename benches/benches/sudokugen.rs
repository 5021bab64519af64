//! `make bench` for sudokugen against QQWing 1.3 (Debian's `qqwing`, the generator and
//! rater behind GNOME Sudoku), one thread each, runs taken in turns (median of three):
//!
//! - generating puzzles at QQWing's four levels (`--difficulty`): puzzles a second and
//!   the ratio (target: 10× QQWing at each); sudokugen's `master` and 16×16 beside them;
//! - rating magictour top1465 (from `../shared/data/sudoku`), eight times over:
//!   `sudokugen --rate` against `qqwing --solve --stats --csv`, which rates as it solves
//!   (target: 10,000 puzzles a second);
//! - agreement: the puzzles QQWing generates at simple, easy and intermediate
//!   (`SUDOKUGEN_AGREEMENT` of each, 1,000 unless set) rated by sudokugen (target: the
//!   same level for 95%); every puzzle here that sudokugen rates `master` (guessing
//!   needed) rated `Expert` by QQWing; every puzzle of forum_hardest_1106 `master`.
//!
//! QQWing is `$QQWING`, else `target/qqwing/bin/qqwing` (`make bench` unpacks Debian's
//! package there with `.ci/fetch-qqwing`), else `qqwing` on PATH.

use searchlab_benches::{in_turns, measure, measure_exe, output_of, scratch, shared, Measure};
use searchlab_tests::programs;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const RUNS: usize = 3;
const LIMIT: Duration = Duration::from_secs(300);
const LEVELS: [&str; 5] = ["simple", "easy", "intermediate", "expert", "master"];

/// (level, puzzles QQWing generates a run, puzzles sudokugen generates a run): about
/// three seconds of QQWing's time each.
const GENERATE: [(&str, usize, usize); 4] =
    [("simple", 12, 4000), ("easy", 150, 4000), ("intermediate", 80, 2000), ("expert", 150, 2000)];

fn main() {
    let Some(qqwing) = qqwing() else {
        println!("### sudokugen against QQWing\n\n(skipped: no qqwing; `make bench` fetches it)\n");
        return;
    };
    println!("### sudokugen against QQWing (one thread each, median of {RUNS} runs in turns)\n");
    println!("| work | QQWing | sudokugen | sudokugen / QQWing |");
    println!("| --- | ---: | ---: | ---: |");
    let mut ours = Vec::new();
    for (level, theirs, mine) in GENERATE {
        ours.push((level, generation(&qqwing, level, theirs, mine)));
    }
    ours.push(("master", our_generation("master", &["--difficulty", "master"], 2000)));
    our_generation("16x16", &["--size", "16"], 20);
    rating_speed(&qqwing);
    println!();
    agreement(&qqwing, &ours);
}

/// QQWing's executable, if there is one.
fn qqwing() -> Option<PathBuf> {
    let fetched = programs::workspace_root().join("target/qqwing/bin/qqwing");
    let candidates = std::env::var_os("QQWING").map(PathBuf::from).into_iter();
    let mut candidates = candidates.chain([fetched, PathBuf::from("qqwing")]);
    candidates.find(|exe| {
        let version = Command::new(exe).arg("--version").stderr(Stdio::null()).output();
        version.is_ok_and(|out| out.status.success())
    })
}

/// An empty input file.
fn nothing() -> PathBuf {
    let path = scratch().join("sudokugen-empty.in");
    fs::write(&path, "").unwrap();
    path
}

/// Puzzles a second, shown.
fn rate(puzzles: usize, m: &Measure) -> String {
    m.seconds.map_or("n/a".into(), |s| format!("{:.1}/s", puzzles as f64 / s))
}

/// QQWing and sudokugen generating at `level`, in turns: prints the row and returns
/// sudokugen's puzzles (its last run's).
fn generation(qqwing: &Path, level: &str, theirs: usize, mine: usize) -> String {
    let (empty, output) = (nothing(), scratch().join(format!("qqwing-{level}.out")));
    let (n, m) = (theirs.to_string(), mine.to_string());
    let peer_args = ["--generate", &n, "--difficulty", level, "--one-line"];
    let our_args = ["--generate", &m, "--difficulty", level, "--threads", "1", "--seed", "1"];
    let peer = || measure_exe(qqwing, &peer_args, &empty, &output, 1, LIMIT);
    let own = || measure("sudokugen", &our_args, &empty, 1, LIMIT);
    let measures = in_turns(RUNS, &[&peer, &own]);
    let (peer, own) = (&measures[0], &measures[1]);
    let ratio = match (peer.seconds, own.seconds) {
        (Some(p), Some(o)) => format!("{:.1}×", (mine as f64 / o) / (theirs as f64 / p)),
        _ => "n/a".into(),
    };
    println!("| generate {level} | {} | {} | {ratio} |", rate(theirs, peer), rate(mine, own));
    output_of("sudokugen", &empty)
}

/// sudokugen alone generating `count` puzzles with `args`: prints the row and returns
/// the puzzles.
fn our_generation(name: &str, args: &[&str], count: usize) -> String {
    let (empty, n) = (nothing(), count.to_string());
    let mut all_args = vec!["--generate", &n, "--threads", "1", "--seed", "1"];
    all_args.extend_from_slice(args);
    let own = measure("sudokugen", &all_args, &empty, RUNS, LIMIT);
    println!("| generate {name} | — | {} | — |", rate(count, &own));
    output_of("sudokugen", &empty)
}

/// The one-line puzzles of a shared data set, if it is here.
fn data_set(file: &str) -> Option<Vec<String>> {
    let text = fs::read_to_string(shared("data/sudoku").join(file)).ok()?;
    let puzzles = text.lines().filter(|l| l.len() == 81 && !l.starts_with('#'));
    Some(puzzles.map(str::to_owned).collect())
}

/// Rating top1465 eight times over: sudokugen against QQWing.
fn rating_speed(qqwing: &Path) {
    let Some(top) = data_set("magictour_top1465.txt") else {
        println!("| rate top1465 | (skipped: ../shared/data/sudoku is not here) | | |");
        return;
    };
    let input = scratch().join("sudokugen-top1465x8.in");
    fs::write(&input, [top.join("\n"), String::new()].join("\n").repeat(8)).unwrap();
    let output = input.with_extension("qqwing.out");
    let peer_args = ["--solve", "--stats", "--csv", "--nosolution"];
    let peer = || measure_exe(qqwing, &peer_args, &input, &output, 1, LIMIT);
    let own = || measure("sudokugen", &["--rate", "--threads", "1"], &input, 1, LIMIT);
    let measures = in_turns(RUNS, &[&peer, &own]);
    let puzzles = top.len() * 8;
    let ratio = measures[0].seconds.zip(measures[1].seconds).map(|(p, o)| p / o);
    let ratio = ratio.map_or("n/a".into(), |r| format!("{r:.1}×"));
    let (theirs, ours) = (rate(puzzles, &measures[0]), rate(puzzles, &measures[1]));
    println!("| rate top1465 ×8 ({puzzles}) | {theirs} | {ours} | {ratio} |");
}

/// sudokugen's level for each puzzle (`master` for guessing needed).
fn our_levels(puzzles: &[String]) -> Vec<String> {
    let input = puzzles.join("\n") + "\n";
    let run = programs::run("sudokugen", &["--rate"], input.as_bytes());
    assert_eq!(run.status, Some(0), "sudokugen --rate: {}", run.stderr);
    let levels: Vec<String> =
        run.stdout.lines().map(|l| l.split(' ').next().unwrap_or("").to_owned()).collect();
    assert_eq!(levels.len(), puzzles.len(), "one rating a puzzle");
    levels
}

/// QQWing's level for each puzzle, lower case (`expert` for guessing needed).
fn their_levels(qqwing: &Path, puzzles: &[String]) -> Vec<String> {
    let input = scratch().join("qqwing-agreement.in");
    fs::write(&input, puzzles.join("\n") + "\n").unwrap();
    let args = ["--solve", "--stats", "--csv", "--nosolution"];
    let output = Command::new(qqwing)
        .args(args)
        .stdin(fs::File::open(&input).unwrap())
        .output()
        .expect("qqwing runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let levels: Vec<String> =
        text.lines().skip(1).map(|l| l.split(',').nth(9).unwrap_or("").to_lowercase()).collect();
    assert_eq!(levels.len(), puzzles.len(), "one QQWing rating a puzzle");
    levels
}

/// `count` puzzles QQWing generates at `level`, on two processes at once.
fn qqwing_puzzles(qqwing: &Path, level: &str, count: usize) -> Vec<String> {
    let halves = [count / 2, count - count / 2].map(|n| {
        Command::new(qqwing)
            .args(["--generate", &n.to_string(), "--difficulty", level, "--one-line"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("qqwing starts")
    });
    let outputs = halves.map(|child| child.wait_with_output().expect("qqwing runs"));
    let text: String = outputs.iter().map(|o| String::from_utf8_lossy(&o.stdout)).collect();
    text.lines().filter(|l| l.len() == 81).map(str::to_owned).collect()
}

/// The agreement tables: QQWing's puzzles as sudokugen rates them, sudokugen's as QQWing
/// rates them, and the `master` check.
fn agreement(qqwing: &Path, ours: &[(&str, String)]) {
    let count = std::env::var("SUDOKUGEN_AGREEMENT").ok().and_then(|n| n.parse().ok());
    let count: usize = count.unwrap_or(1000);
    println!("### sudokugen's levels for the puzzles QQWing generates ({count} a level)\n");
    println!("| QQWing's level | simple | easy | intermediate | expert | master | same level |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut master = (0, 0);
    for level in ["simple", "easy", "intermediate", "expert"] {
        let puzzles = qqwing_puzzles(qqwing, level, count);
        let levels = our_levels(&puzzles);
        let tally = |name: &str| levels.iter().filter(|l| *l == name).count();
        let same = match level {
            "expert" => tally("expert") + tally("master"),
            _ => tally(level),
        };
        let cells = LEVELS.map(|l| tally(l).to_string()).join(" | ");
        let share = 100.0 * same as f64 / puzzles.len() as f64;
        println!("| {level} | {cells} | {share:.1}% |");
        master.0 += tally("master");
        master.1 += if level == "expert" { tally("master") } else { 0 };
    }
    println!("\n(for QQWing's expert, \"same\" counts sudokugen's expert and master)\n");
    println!("### QQWing's levels for the puzzles sudokugen generates\n");
    println!("| sudokugen's level | puzzles | simple | easy | intermediate | expert |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (level, text) in ours {
        let puzzles: Vec<String> = text.lines().map(str::to_owned).collect();
        let theirs = their_levels(qqwing, &puzzles);
        let tally = |name: &str| theirs.iter().filter(|l| *l == name).count().to_string();
        let cells = LEVELS[..4].iter().map(|l| tally(l)).collect::<Vec<_>>().join(" | ");
        println!("| {level} | {} | {cells} |", puzzles.len());
        if *level == "master" {
            master.0 += puzzles.len();
            master.1 += theirs.iter().filter(|l| *l == "expert").count();
        }
    }
    hardest(qqwing, &mut master);
    println!(
        "\nPuzzles sudokugen rates master that QQWing rates expert: {} of {}.\n",
        master.1, master.0
    );
}

/// forum_hardest_1106: how many sudokugen rates `master`, and QQWing `expert`; adds them
/// to the `master` tally.
fn hardest(qqwing: &Path, master: &mut (usize, usize)) {
    let Some(puzzles) = data_set("forum_hardest_1106.txt") else {
        println!("\n(forum_hardest_1106 skipped: ../shared/data/sudoku is not here)");
        return;
    };
    let ours = our_levels(&puzzles);
    let theirs = their_levels(qqwing, &puzzles);
    let both = ours.iter().zip(&theirs).filter(|(o, t)| *o == "master" && *t == "expert");
    let (mine, agreed) = (ours.iter().filter(|l| *l == "master").count(), both.count());
    println!("\nforum_hardest_1106: {mine} of {} rated master by sudokugen.", puzzles.len());
    *master = (master.0 + mine, master.1 + agreed);
}
