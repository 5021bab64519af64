//! `make bench` for the flows, the disjoint-set union, the strongly connected components
//! and 2-SAT against ac-library-rs (the AtCoder Library's Rust port, the crate AtCoder
//! contestants use): the same work through both on inputs at contest limits, timed as
//! `searchlab_benches::pairs` times pairs (one thread, the sides in turn, medians, the
//! ratio ours / theirs; each row checks first that both give the same answer). Each side's
//! time holds building its structure from the edge list. `cargo bench -p
//! searchlab-benches --bench acl -- WORD...` runs only the rows whose name holds a word.

use searchlab::rng::XorShift;
use searchlab_benches::pairs::{checked_row, header, row, MIN_TIME, RUNS};

/// `m` random edges on `0..n - 2` with weights `1..=top` (no loops), and `joins` more from
/// the source `n - 2` and as many into the sink `n - 1`, so that a flow takes many paths.
fn joined_network(
    rng: &mut XorShift,
    n: u64,
    m: usize,
    top: u64,
    joins: usize,
) -> Vec<(usize, usize, i64)> {
    let mut edges = random_edges(rng, n - 2, m - 2 * joins, top);
    let (s, t) = (n as usize - 2, n as usize - 1);
    for _ in 0..joins {
        edges.push((s, rng.below(n - 2) as usize, 1 + rng.below(top) as i64));
        edges.push((rng.below(n - 2) as usize, t, 1 + rng.below(top) as i64));
    }
    edges
}

/// `m` random edges on `0..n` with weights `1..=top` (no loops).
fn random_edges(rng: &mut XorShift, n: u64, m: usize, top: u64) -> Vec<(usize, usize, i64)> {
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (a, b) = (rng.below(n) as usize, rng.below(n) as usize);
        if a != b {
            edges.push((a, b, 1 + rng.below(top) as i64));
        }
    }
    edges
}

fn flow_rows(rng: &mut XorShift) {
    let (n, m) = (100_000, 200_000);
    let (s, t) = (n - 2, n - 1);
    let network = joined_network(rng, n as u64, m, 1_000_000_000, 1_000);
    let ours = |edges: &[(usize, usize, i64)], s: usize, t: usize| {
        let mut graph = searchlab::flow::MaxFlow::new(n);
        for &(a, b, c) in edges {
            graph.add_edge(a, b, c);
        }
        graph.flow(s, t)
    };
    let theirs = |edges: &[(usize, usize, i64)], s: usize, t: usize| {
        let mut graph = ac_library::MfGraph::new(n);
        for &(a, b, c) in edges {
            graph.add_edge(a, b, c);
        }
        graph.flow(s, t)
    };
    row(
        "max flow (Dinic), 10^5 vertices, 2·10^5 random edges (10^3 from the source, 10^3 into the sink), capacities to 10^9 (value)",
        || ours(&network, s, t),
        || theirs(&network, s, t),
    );
    // A bipartite matching: 50,000 on each side, 2·10^5 pairs, and the source and sink edges.
    let half = n / 2 - 1;
    let mut matching: Vec<(usize, usize, i64)> = (0..m - 2 * half)
        .map(|_| (rng.below(half as u64) as usize, half + rng.below(half as u64) as usize, 1))
        .collect();
    matching.extend((0..half).map(|v| (s, v, 1)));
    matching.extend((half..2 * half).map(|v| (v, t, 1)));
    row(
        "bipartite matching as max flow (Dinic), 10^5 vertices, 2·10^5 edges (value)",
        || ours(&matching, s, t),
        || theirs(&matching, s, t),
    );
    let costed = joined_network(rng, n as u64, m, 10, 1_000);
    let costs: Vec<i64> = (0..m).map(|_| 1 + rng.below(10_000) as i64).collect();
    let limit = 200;
    row(
        "min-cost flow, 10^5 vertices, 2·10^5 edges, capacities to 10, joined as above, 200 units ((flow, cost))",
        || {
            let mut graph = searchlab::flow::MinCostFlow::new(n);
            for (&(a, b, c), &cost) in costed.iter().zip(&costs) {
                graph.add_edge(a, b, c, cost);
            }
            graph.flow(s, t, limit)
        },
        || {
            let mut graph = ac_library::MinCostFlowGraph::new(n);
            for (&(a, b, c), &cost) in costed.iter().zip(&costs) {
                graph.add_edge(a, b, c, cost);
            }
            graph.flow(s, t, limit)
        },
    );
}

fn dsu_rows(rng: &mut XorShift) {
    let n = 1_000_000;
    let pairs: Vec<(usize, usize)> =
        (0..2 * n).map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize)).collect();
    let (unions, finds) = pairs.split_at(n);
    row(
        "DSU: 10^6 elements, 10^6 unions then 10^6 finds (pairs found together)",
        || {
            let mut dsu = searchlab::dsu::Dsu::new(n);
            for &(a, b) in unions {
                dsu.merge(a, b);
            }
            finds.iter().filter(|&&(a, b)| dsu.same(a, b)).count()
        },
        || {
            let mut dsu = ac_library::Dsu::new(n);
            for &(a, b) in unions {
                dsu.merge(a, b);
            }
            finds.iter().filter(|&&(a, b)| dsu.same(a, b)).count()
        },
    );
}

fn component_rows(rng: &mut XorShift) {
    let n = 100_000;
    let edges: Vec<(usize, usize)> =
        random_edges(rng, n as u64, 200_000, 1).into_iter().map(|(a, b, _)| (a, b)).collect();
    // Both give the components in a topological order, not always the same one.
    let partition = |groups: &Vec<Vec<usize>>| {
        let mut sets: Vec<Vec<usize>> = groups.clone();
        sets.iter_mut().for_each(|group| group.sort_unstable());
        sets.sort_unstable();
        sets
    };
    checked_row(
        "SCC, 10^5 vertices, 2·10^5 random edges (the components)",
        || searchlab::graph::strongly_connected(n, &edges).groups(),
        || {
            let mut graph = ac_library::SccGraph::new(n);
            edges.iter().for_each(|&(a, b)| graph.add_edge(a, b));
            graph.scc()
        },
        |ours, theirs| partition(ours) == partition(theirs),
    );
    // 2-SAT with a planted answer, so that it is satisfiable: every clause holds under it.
    let planted: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
    let clauses: Vec<(usize, bool, usize, bool)> = (0..200_000)
        .map(|_| {
            let (i, j) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            let (f, g) = (rng.below(2) == 1, rng.below(2) == 1);
            match planted[i] == f || planted[j] == g {
                true => (i, f, j, g),
                false => (i, !f, j, g),
            }
        })
        .collect();
    let holds =
        |answer: &[bool]| clauses.iter().all(|&(i, f, j, g)| answer[i] == f || answer[j] == g);
    checked_row(
        "2-SAT, 10^5 variables, 2·10^5 clauses, satisfiable (an answer)",
        || {
            let mut formula = searchlab::graph::TwoSat::new(n);
            clauses.iter().for_each(|&(i, f, j, g)| formula.add_clause(i, f, j, g));
            formula.solve()
        },
        || {
            let mut formula = ac_library::TwoSat::new(n);
            clauses.iter().for_each(|&(i, f, j, g)| formula.add_clause(i, f, j, g));
            formula.satisfiable().then(|| formula.answer().to_vec())
        },
        |ours, theirs| ours.as_deref().is_some_and(holds) && theirs.as_deref().is_some_and(holds),
    );
}

fn main() {
    let (runs, time) = (RUNS, MIN_TIME.as_secs());
    println!("## The flows, the DSU, SCC and 2-SAT next to ac-library-rs 0.2, one thread\n");
    println!("Medians of {runs} rounds, or of as many as take about {time} s for short rows.\n");
    header("ac-library-rs");
    let mut rng = XorShift::new(61);
    flow_rows(&mut rng);
    dsu_rows(&mut rng);
    component_rows(&mut rng);
}
