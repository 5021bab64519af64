//! `make bench` for the K-shortest-walk and power-calculus judges: end-to-end wall time and
//! peak memory of the release binaries on generated inputs (seeded), median of three runs.
//! Peers in the same run: `--algo astar`, the classic reverse-Dijkstra A*, against the
//! default Eppstein; a run over the time limit is stopped and reported as such.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use searchlab_benches::{measure, output_of, scratch, Measure};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

const RUNS: usize = 3;
const LIMIT: Duration = Duration::from_secs(30);
const MAX_WEIGHT: u64 = 10_000_000;

struct Graph {
    n: usize,
    edges: Vec<(usize, usize, u64)>,
    s: usize,
    t: usize,
    k: usize,
}

/// The classic A*, with a memory budget (16 GiB) that lets it run into the time limit as
/// before budgets existed, rather than stop at the default 1 GiB.
const ASTAR: &[&str] = &["--algo", "astar", "--max-memory", "16384"];

fn main() {
    let dir = scratch();
    let mut rng = StdRng::seed_from_u64(2449);

    println!("### kshortest (Library Checker families, N, M, K up to 3·10^5)\n");
    println!("| family | N | M | K | eppstein time | eppstein memory | astar time | astar memory | eppstein vs astar |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let families: Vec<(&str, Graph)> = vec![
        ("random", random_graph(&mut rng, 300_000, 300_000, 300_000)),
        ("dense", random_graph(&mut rng, 1_000, 300_000, 300_000)),
        ("sparse (tree to t + 1,000 edges)", sparse_graph(&mut rng)),
        ("Hamiltonian cycle, weights 10^7", cycle_graph(&mut rng)),
        ("long path of parallel pairs", path_graph(&mut rng)),
    ];
    for (family, graph) in &families {
        let input = write_kshortest(&dir, family, graph);
        let eppstein = measure("kshortest", &[], &input, RUNS, LIMIT);
        let eppstein_out = output_of("kshortest", &input);
        let astar = measure("kshortest", ASTAR, &input, 1, LIMIT);
        if astar.seconds.is_some() {
            assert_eq!(
                output_of("kshortest", &input),
                eppstein_out,
                "{family}: the methods disagree"
            );
        }
        println!(
            "| {family} | {} | {} | {} | {} | {} | {} | {} | {} |",
            graph.n,
            graph.edges.len(),
            graph.k,
            eppstein.time(LIMIT),
            eppstein.memory(),
            astar.time(LIMIT),
            astar.memory(),
            eppstein.speedup_over(&astar)
        );
    }

    println!("\n### poj2449 (N = 1000, M = 10^5, K = 1000, 1 case)\n");
    println!("| input | eppstein time | eppstein memory | astar time | astar memory | eppstein vs astar |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (name, graph) in [
        ("random", random_poj(&mut rng)),
        ("chain 1→…→1000 plus back edges", adversarial_poj(&mut rng)),
    ] {
        let input = write_poj2449(&dir, name, &graph);
        let eppstein = measure("poj2449", &["--algo", "eppstein"], &input, RUNS, LIMIT);
        let eppstein_out = output_of("poj2449", &input);
        let astar = measure("poj2449", ASTAR, &input, RUNS, LIMIT);
        if astar.seconds.is_some() {
            assert_eq!(output_of("poj2449", &input), eppstein_out, "{name}: the methods disagree");
        }
        println!(
            "| {name} | {} | {} | {} | {} | {} |",
            eppstein.time(LIMIT),
            eppstein.memory(),
            astar.time(LIMIT),
            astar.memory(),
            eppstein.speedup_over(&astar)
        );
    }

    println!("\n### poj3134\n");
    println!("| input | time | peak memory |");
    println!("| --- | ---: | ---: |");
    for (name, range) in [("n = 1..1000", 1..=1000u32), ("n = 9901..10000", 9901..=10_000)] {
        let mut text: String = range.map(|n| format!("{n}\n")).collect();
        text.push_str("0\n");
        let input = dir.join(format!("poj3134-{}.in", name.len()));
        fs::write(&input, text).unwrap();
        let m: Measure = measure("poj3134", &[], &input, RUNS, Duration::from_secs(120));
        println!("| {name} | {} | {} |", m.time(LIMIT), m.memory());
    }
}

fn random_graph(rng: &mut StdRng, n: usize, m: usize, k: usize) -> Graph {
    let edges = (0..m)
        .map(|_| (rng.random_range(0..n), rng.random_range(0..n), rng.random_range(0..=MAX_WEIGHT)))
        .collect();
    Graph { n, edges, s: rng.random_range(0..n), t: rng.random_range(0..n), k }
}

/// A random tree whose edges all lead towards t = 0, plus 1,000 random edges.
fn sparse_graph(rng: &mut StdRng) -> Graph {
    let n = 300_000 - 1_000 + 1;
    let mut edges: Vec<(usize, usize, u64)> =
        (1..n).map(|v| (v, rng.random_range(0..v), rng.random_range(0..=MAX_WEIGHT))).collect();
    for _ in 0..1_000 {
        edges.push((
            rng.random_range(0..n),
            rng.random_range(0..n),
            rng.random_range(0..=MAX_WEIGHT),
        ));
    }
    Graph { n, edges, s: rng.random_range(1..n), t: 0, k: 300_000 }
}

/// One cycle through every vertex, every weight 10^7: the K-th walk is ~9·10^17 long.
fn cycle_graph(rng: &mut StdRng) -> Graph {
    let n = 300_000;
    let edges = (0..n).map(|v| (v, (v + 1) % n, MAX_WEIGHT)).collect();
    Graph { n, edges, s: rng.random_range(0..n), t: rng.random_range(0..n), k: 300_000 }
}

/// A path 0 → 1 → … with two parallel edges per step: 2^(N−1) walks from end to end.
fn path_graph(rng: &mut StdRng) -> Graph {
    let n = 150_001;
    let mut edges = Vec::with_capacity(2 * (n - 1));
    for v in 0..n - 1 {
        for _ in 0..2 {
            edges.push((v, v + 1, rng.random_range(0..=MAX_WEIGHT)));
        }
    }
    Graph { n, edges, s: 0, t: n - 1, k: 300_000 }
}

fn random_poj(rng: &mut StdRng) -> Graph {
    let n = 1000;
    let edges = (0..100_000)
        .map(|_| (rng.random_range(0..n), rng.random_range(0..n), rng.random_range(1..=100)))
        .collect();
    Graph { n, edges, s: rng.random_range(0..n), t: rng.random_range(0..n), k: 1000 }
}

/// A chain 1 → 2 → … → 1000 of weight-1 edges, and 99,001 random edges back down it.
fn adversarial_poj(rng: &mut StdRng) -> Graph {
    let n = 1000;
    let mut edges: Vec<(usize, usize, u64)> = (0..n - 1).map(|v| (v, v + 1, 1)).collect();
    while edges.len() < 100_000 {
        let from = rng.random_range(1..n);
        edges.push((from, rng.random_range(0..from), rng.random_range(1..=100)));
    }
    Graph { n, edges, s: 0, t: n - 1, k: 1000 }
}

fn write_kshortest(dir: &Path, family: &str, g: &Graph) -> PathBuf {
    let mut text = format!("{} {} {} {} {}\n", g.n, g.edges.len(), g.s, g.t, g.k);
    for &(u, v, c) in &g.edges {
        writeln!(text, "{u} {v} {c}").unwrap();
    }
    let path = dir.join(format!("kshortest-{}.in", family.split(' ').next().unwrap()));
    fs::write(&path, text).unwrap();
    path
}

fn write_poj2449(dir: &Path, name: &str, g: &Graph) -> PathBuf {
    let mut text = format!("{} {}\n", g.n, g.edges.len());
    for &(u, v, c) in &g.edges {
        writeln!(text, "{} {} {c}", u + 1, v + 1).unwrap();
    }
    writeln!(text, "{} {} {}", g.s + 1, g.t + 1, g.k).unwrap();
    let path = dir.join(format!("poj2449-{}.in", name.split(' ').next().unwrap()));
    fs::write(&path, text).unwrap();
    path
}
