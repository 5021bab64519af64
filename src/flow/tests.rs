//! The flows against exhaustive searches on random small networks: every cut for the
//! maximum flow, every integer flow for the minimum-cost flow; each flow found checked edge
//! by edge; and networks a million vertices long.

use super::*;
use crate::panics::panic_message;
use crate::rng::XorShift;

type Edges = Vec<(usize, usize, i64)>;

/// A random network on `n` vertices with `m` edges of capacity `0..=max_cap`.
fn random_network(rng: &mut XorShift, n: usize, m: usize, max_cap: u64) -> Edges {
    let mut pick = |bound: u64| rng.below(bound) as usize;
    (0..m).map(|_| (pick(n as u64), pick(n as u64), pick(max_cap + 1) as i64)).collect()
}

/// A network of `n` vertices holding `edges`.
fn max_flow_of<T: Number>(n: usize, edges: &[(usize, usize, T)]) -> MaxFlow<T> {
    let mut network = MaxFlow::new(n);
    for &(from, to, cap) in edges {
        network.add_edge(from, to, cap);
    }
    network
}

/// A network of `n` vertices holding `edges`, each with its capacity and cost.
fn min_cost_flow_of(n: usize, edges: &[(usize, usize, i64, i64)]) -> MinCostFlow<i64> {
    let mut network = MinCostFlow::new(n);
    for &(from, to, cap, cost) in edges {
        network.add_edge(from, to, cap, cost);
    }
    network
}

/// The least capacity of a cut between `s` and `t`, over every set of vertices holding `s`
/// and not `t`.
fn min_cut_by_enumeration(n: usize, edges: &Edges, s: usize, t: usize) -> i64 {
    let sides = (0..1u32 << n).filter(|set| set >> s & 1 == 1 && set >> t & 1 == 0);
    let capacity = |set: u32| -> i64 {
        let crossing = edges.iter().filter(|&&(u, v, _)| set >> u & 1 == 1 && set >> v & 1 == 0);
        crossing.map(|e| e.2).sum()
    };
    sides.map(capacity).min().unwrap()
}

/// Checks that `flows` (one per edge) is a flow of value `total` from `s` to `t`: within
/// each capacity, and in equal to out at every other vertex.
fn assert_is_flow(n: usize, edges: &[FlowEdge<i64>], s: usize, t: usize, total: i64) {
    let mut net = vec![0i64; n];
    for e in edges {
        assert!(0 <= e.flow && e.flow <= e.cap, "{e:?} is over its capacity");
        net[e.from] -= e.flow;
        net[e.to] += e.flow;
    }
    for (v, &balance) in net.iter().enumerate() {
        let expected = if v == s {
            -total
        } else if v == t {
            total
        } else {
            0
        };
        assert_eq!(balance, expected, "vertex {v} of {edges:?}");
    }
}

/// Checks that `side` is a cut holding `s` and not `t` whose capacity is `total`.
fn assert_is_min_cut(side: &[bool], edges: &Edges, s: usize, t: usize, total: i64) {
    assert!(side[s] && !side[t]);
    let crossing = edges.iter().filter(|&&(u, v, _)| side[u] && !side[v]).map(|e| e.2);
    assert_eq!(crossing.sum::<i64>(), total);
}

#[test]
fn maximum_flows_equal_the_least_cut_of_every_cut() {
    let mut rng = XorShift::new(61);
    for round in 0..600 {
        let n = 2 + round % 7;
        let m = rng.below(3 * n as u64) as usize;
        let edges = random_network(&mut rng, n, m, 6);
        let (s, t) = (0, n - 1);
        let best = min_cut_by_enumeration(n, &edges, s, t);
        let mut dinic = max_flow_of(n, &edges);
        assert_eq!(dinic.flow(s, t), best, "Dinic on {edges:?}");
        let (total, mut karp) = edmonds_karp(n, s, t, &edges);
        assert_eq!(total, best, "Edmonds-Karp on {edges:?}");
        for network in [&mut dinic, &mut karp] {
            assert_is_flow(n, &network.edges(), s, t, best);
            assert_is_min_cut(&network.min_cut(s), &edges, s, t, best);
        }
    }
}

#[test]
fn a_flow_stops_at_its_limit_and_goes_on_from_there() {
    let mut rng = XorShift::new(62);
    for round in 0..300 {
        let n = 2 + round % 7;
        let edges = random_network(&mut rng, n, 2 * n, 5);
        let (s, t) = (0, n - 1);
        let best = min_cut_by_enumeration(n, &edges, s, t);
        let (first, second) = edges.split_at(edges.len() / 2);
        let mut network = max_flow_of(n, first);
        let limit = rng.below(best as u64 + 2) as i64;
        let early = network.flow_with_capacity(s, t, limit);
        assert!(early <= limit);
        for &(from, to, cap) in second {
            network.add_edge(from, to, cap);
        }
        assert_eq!(early + network.flow(s, t), best, "{edges:?}, first {limit}");
        assert_is_flow(n, &network.edges(), s, t, best);
    }
}

/// The least cost of a flow of each amount from `s` to `t` (`None` where no flow has that
/// amount), over every integer flow of the network.
fn cheapest_by_enumeration(
    n: usize,
    edges: &[(usize, usize, i64, i64)],
    s: usize,
    t: usize,
) -> Vec<Option<i64>> {
    let mut best: Vec<Option<i64>> = Vec::new();
    let mut flows = vec![0i64; edges.len()];
    loop {
        let mut net = vec![0i64; n];
        for (e, &f) in edges.iter().zip(&flows) {
            net[e.0] -= f;
            net[e.1] += f;
        }
        if (0..n).all(|v| v == s || v == t || net[v] == 0) && net[t] >= 0 {
            let amount = net[t] as usize;
            let cost: i64 = edges.iter().zip(&flows).map(|(e, &f)| e.3 * f).sum();
            best.resize(best.len().max(amount + 1), None);
            best[amount] = Some(best[amount].map_or(cost, |old| old.min(cost)));
        }
        match (0..edges.len()).find(|&i| flows[i] < edges[i].2) {
            Some(i) => {
                flows[i] += 1;
                flows[..i].fill(0);
            }
            None => return best,
        }
    }
}

#[test]
fn minimum_cost_flows_cost_the_least_of_every_flow() {
    let mut rng = XorShift::new(63);
    for round in 0..400 {
        let n = 2 + round % 4;
        let m = 1 + rng.below(6) as usize;
        let mut pick = |bound: u64| rng.below(bound) as i64;
        let edges: Vec<(usize, usize, i64, i64)> = (0..m)
            .map(|_| (pick(n as u64) as usize, pick(n as u64) as usize, pick(3), pick(6)))
            .collect();
        let (s, t) = (0, n - 1);
        let best = cheapest_by_enumeration(n, &edges, s, t);
        let most = (best.len() - 1) as i64;
        let mut network = min_cost_flow_of(n, &edges);
        let corners = network.slope(s, t, i64::MAX);
        assert_eq!(corners.last().unwrap().0, most, "{edges:?}");
        for pair in corners.windows(2) {
            let ((a, cost_a), (b, cost_b)) = (pair[0], pair[1]);
            for amount in a..=b {
                let cost = cost_a + (cost_b - cost_a) * (amount - a) / (b - a);
                assert_eq!(Some(cost), best[amount as usize], "{edges:?}: {amount} in {corners:?}");
            }
        }
        let flowed = network.edges();
        assert_eq!(
            edges.iter().zip(&flowed).map(|(e, f)| e.3 * f.flow).sum::<i64>(),
            corners.last().unwrap().1
        );
        let limit = rng.below(most as u64 + 1) as i64;
        assert_eq!(
            min_cost_flow_of(n, &edges).flow(s, t, limit),
            (limit, best[limit as usize].unwrap())
        );
    }
}

#[test]
fn networks_a_million_vertices_long_need_no_deep_stack() {
    let n = 1_000_000;
    let path: Edges = (1..n).map(|v| (v - 1, v, 3)).collect();
    assert_eq!(max_flow_of(n, &path).flow(0, n - 1), 3);
    assert_eq!(edmonds_karp(n, 0, n - 1, &path).0, 3);
    let priced: Vec<(usize, usize, i64, i64)> =
        path.iter().map(|&(u, v, cap)| (u, v, cap, 2)).collect();
    assert_eq!(min_cost_flow_of(n, &priced).flow(0, n - 1, 5), (3, 3 * 2 * (n as i64 - 1)));
}

#[test]
fn a_flow_past_the_largest_value_stops_there() {
    let edges = [(0, 1, u8::MAX), (0, 1, u8::MAX)];
    assert_eq!(edmonds_karp(2, 0, 1, &edges).0, u8::MAX);
    assert_eq!(max_flow_of(2, &edges).flow(0, 1), u8::MAX);
}

/// Every way to give each row its own column, by Heap's method on the columns.
fn best_assignment_by_enumeration(weights: &[Vec<i64>], best: fn(i64, i64) -> i64) -> i64 {
    let columns = weights[0].len();
    let mut order: Vec<usize> = (0..columns).collect();
    let mut found = None;
    let mut visit = |order: &[usize]| {
        let total = weights.iter().zip(order).map(|(row, &c)| row[c]).sum::<i64>();
        found = Some(found.map_or(total, |old| best(old, total)));
    };
    let mut counters = vec![0; columns];
    visit(&order);
    let mut i = 1;
    while i < columns {
        if counters[i] < i {
            order.swap(if i % 2 == 0 { 0 } else { counters[i] }, i);
            visit(&order);
            counters[i] += 1;
            i = 1;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    found.unwrap()
}

#[test]
fn assignments_are_the_best_of_every_permutation() {
    let mut rng = XorShift::new(64);
    for round in 0..500 {
        let rows = 1 + round % 6;
        let columns = rows + rng.below(3) as usize;
        let weights: Vec<Vec<i64>> =
            (0..rows).map(|_| (0..columns).map(|_| rng.below(41) as i64 - 20).collect()).collect();
        for (method, best) in [
            (kuhn_munkres as fn(&[Vec<i64>]) -> _, i64::max as fn(_, _) -> _),
            (kuhn_munkres_min, i64::min),
        ] {
            let (total, assigned) = method(&weights);
            assert_eq!(total, best_assignment_by_enumeration(&weights, best), "{weights:?}");
            let mut taken = assigned.clone();
            taken.sort_unstable();
            taken.dedup();
            assert_eq!(taken.len(), rows, "a column given twice: {assigned:?}");
            assert_eq!(total, weights.iter().zip(&assigned).map(|(row, &c)| row[c]).sum::<i64>());
        }
    }
}

#[test]
fn bad_networks_and_matrices_are_refused_naming_what_is_wrong() {
    let said = panic_message(|| {
        let _ = MaxFlow::new(3).add_edge(0, 3, 1u8);
    });
    assert_eq!(said, "edge 0 -> 3 in a network of 3 vertices");
    let said = panic_message(|| {
        let _ = MaxFlow::new(2).add_edge(0, 1, -4i32);
    });
    assert_eq!(said, "edge 0 -> 1 has a negative capacity -4");
    let said = panic_message(|| {
        let _ = MaxFlow::<u32>::new(2).flow(1, 1);
    });
    assert_eq!(said, "a flow from 1 to 1 in 2 vertices");
    let said = panic_message(|| {
        let _ = MinCostFlow::new(2).add_edge(0, 1, 1i64, -2);
    });
    assert_eq!(said, "edge 0 -> 1 has a negative cost -2");
    let said = panic_message(|| {
        let mut network = MinCostFlow::new(2);
        network.flow(0, 1, 1i64);
        network.add_edge(0, 1, 1, 1);
    });
    assert_eq!(said, "an edge added to a min-cost flow after flow was sent");
    let said = panic_message(|| {
        let _ = kuhn_munkres(&[[1i64], [2]]);
    });
    assert_eq!(said, "2 rows cannot each have one of 1 columns");
    let said = panic_message(|| {
        let _ = kuhn_munkres_min(&[vec![1i64, 2], vec![3]]);
    });
    assert_eq!(said, "rows of different lengths");
    let said = panic_message(|| {
        let _ = edmonds_karp(2, 0, 2, &[(0, 1, 1u32)]);
    });
    assert_eq!(said, "a flow from 0 to 2 in 2 vertices");
}
