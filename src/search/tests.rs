//! The closure searches against independent answers: Floyd–Warshall distances on random
//! graphs, IDA*'s problem-type form on the same spaces, and paths replayed edge by edge.
#![allow(clippy::needless_range_loop)] // vertex numbers index the distance tables

use super::*;
use crate::rng::XorShift;

/// A random directed graph on `n` vertices with edge weights `lightest..=9`: `edges[v]`
/// lists `(w, weight)`.
fn random_graph(rng: &mut XorShift, n: usize, degree: usize, lightest: u64) -> Graph {
    (0..n)
        .map(|_| {
            (0..degree)
                .map(|_| (rng.below(n as u64) as usize, lightest + rng.below(10 - lightest)))
                .collect()
        })
        .collect()
}

type Graph = Vec<Vec<(usize, u64)>>;

/// All-pairs cheapest costs (`None`: unreachable), and fewest moves, by Floyd–Warshall.
fn floyd(edges: &Graph, weighted: bool) -> Vec<Vec<Option<u64>>> {
    let n = edges.len();
    let mut d = vec![vec![None; n]; n];
    for (v, row) in d.iter_mut().enumerate() {
        row[v] = Some(0);
        for &(w, weight) in &edges[v] {
            let cost = if weighted { weight } else { 1 };
            row[w] = Some(row[w].map_or(cost, |old: u64| old.min(cost)));
        }
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if let (Some(a), Some(b)) = (d[i][k], d[k][j]) {
                    d[i][j] = Some(d[i][j].map_or(a + b, |old| old.min(a + b)));
                }
            }
        }
    }
    d
}

/// Checks that `found` is a walk along `edges` from `from` to `to` costing `cost`.
fn assert_walk(edges: &Graph, found: &Found<usize, (), u64>, from: usize, to: usize) {
    assert_eq!((found.states[0], *found.states.last().unwrap()), (from, to));
    assert_eq!(found.moves.len() + 1, found.states.len());
    let mut total = 0;
    for step in found.states.windows(2) {
        let cheapest = edges[step[0]].iter().filter(|e| e.0 == step[1]).map(|e| e.1).min();
        total += cheapest.expect("the path follows edges");
    }
    assert_eq!(total, found.cost);
}

#[test]
fn dijkstra_finds_the_cheapest_paths() {
    let mut rng = XorShift::new(22);
    for _ in 0..30 {
        let edges = random_graph(&mut rng, 12, 3, 0);
        let cheapest = floyd(&edges, true);
        let successors = |&v: &usize| edges[v].clone();
        for from in 0..12 {
            let reached = dijkstra_all(from, successors);
            assert_eq!(reached.len(), cheapest[from].iter().flatten().count());
            for to in 0..12 {
                assert_eq!(reached.distance(&to), cheapest[from][to]);
                let found = dijkstra(from, successors, |&v| v == to);
                assert_eq!(found.as_ref().map(|f| f.cost), cheapest[from][to]);
                if let Some(found) = found {
                    assert_walk(&edges, &found, from, to);
                }
            }
        }
    }
}

#[test]
fn weighted_idastar_and_astar_find_the_cheapest_paths() {
    let mut rng = XorShift::new(10603);
    for _ in 0..30 {
        let edges = random_graph(&mut rng, 8, 2, 1);
        let cheapest = floyd(&edges, true);
        let successors = |&v: &usize| edges[v].clone();
        for from in 0..8 {
            for to in 0..8 {
                // IDA* cannot prove a goal unreachable in a graph with cycles: ask it only
                // where there is a path.
                let cost = match cheapest[from][to] {
                    Some(cost) => cost,
                    None => continue,
                };
                // The cheapest cost to `to`, halved: admissible but not consistent.
                let estimate = |&v: &usize| cheapest[v][to].map_or(0, |c| c / 2);
                for found in [
                    idastar(from, successors, estimate, |&v| v == to).unwrap(),
                    astar(from, successors, estimate, |&v| v == to).unwrap(),
                ] {
                    assert_eq!(found.cost, cost);
                    assert_walk(&edges, &found, from, to);
                }
            }
        }
    }
}

#[test]
fn unit_searches_find_the_fewest_moves() {
    let mut rng = XorShift::new(439);
    for _ in 0..30 {
        let edges = random_graph(&mut rng, 15, 2, 0);
        let fewest = floyd(&edges, false);
        let forward = |&v: &usize| edges[v].iter().map(|e| e.0).collect::<Vec<_>>();
        let backward = |&v: &usize| {
            (0..edges.len()).filter(|&u| edges[u].iter().any(|e| e.0 == v)).collect::<Vec<_>>()
        };
        let reached = bfs_all(0, forward);
        for to in 0..15 {
            let expected = fewest[0][to].map(|d| d as u32);
            assert_eq!(reached.distance(&to), expected);
            let by_bfs = bfs(0, forward, |&v| v == to).map(|f| f.cost);
            let both_ends = bidirectional_bfs(0, to, forward, backward);
            assert_eq!(by_bfs, expected);
            assert_eq!(both_ends.as_ref().map(|f| f.cost), expected);
            if let Some(found) = both_ends {
                assert_eq!((found.states[0], *found.states.last().unwrap()), (0, to));
                for step in found.states.windows(2) {
                    assert!(forward(&step[0]).contains(&step[1]), "{step:?} is no edge");
                }
            }
            let within_bound = bounded_dfs(0, forward, |&v| v == to, 15).map(|f| f.cost);
            assert_eq!(within_bound.is_some(), expected.is_some());
            assert!(within_bound >= expected);
        }
        assert_eq!(reached.len(), fewest[0].iter().flatten().count());
    }
}

#[test]
fn labels_follow_the_path_from_both_ends() {
    // On a 5×5 grid, moves labelled by direction; the labels replay the path.
    let step = |&(r, c): &(i32, i32)| {
        [('D', (r + 1, c)), ('R', (r, c + 1)), ('U', (r - 1, c)), ('L', (r, c - 1))]
            .into_iter()
            .filter(|(_, (r, c))| (0..5).contains(r) && (0..5).contains(c))
            .map(|(m, to)| Labelled(m, to))
    };
    let undo = |&(r, c): &(i32, i32)| {
        [('D', (r - 1, c)), ('R', (r, c - 1)), ('U', (r + 1, c)), ('L', (r, c + 1))]
            .into_iter()
            .filter(|(_, (r, c))| (0..5).contains(r) && (0..5).contains(c))
            .map(|(m, from)| Labelled(m, from))
    };
    for goal in [(4, 4), (0, 3), (2, 2), (0, 0)] {
        let forward = bfs((0, 0), step, |&p| p == goal).unwrap();
        let both = bidirectional_bfs((0, 0), goal, step, undo).unwrap();
        for found in [&forward, &both] {
            let mut at = (0, 0);
            for (&m, &next) in found.moves.iter().zip(&found.states[1..]) {
                at = match m {
                    'D' => (at.0 + 1, at.1),
                    'R' => (at.0, at.1 + 1),
                    'U' => (at.0 - 1, at.1),
                    _ => (at.0, at.1 - 1),
                };
                assert_eq!(at, next);
            }
            assert_eq!(at, goal);
        }
        assert_eq!(forward.cost, both.cost);
    }
}

#[test]
fn idastar_of_both_forms_agrees_with_astar() {
    use crate::search::testing::grid;
    let graph = grid();
    let estimate = |&v: &usize| graph.estimates[v];
    let unit = |&v: &usize| graph.edges[v].iter().map(|&w| (w, 1u32)).collect::<Vec<_>>();
    for start in 0..16 {
        let is_goal = |&v: &usize| v == 15;
        let by_trait = crate::search::idastar_problem(&graph, start);
        let by_closure = idastar(start, unit, estimate, is_goal).unwrap();
        assert_eq!(by_trait.stats, by_closure.stats);
        assert_eq!(by_trait.path.unwrap(), by_closure.states[1..].to_vec());
        let best = astar(start, unit, estimate, is_goal).unwrap();
        assert_eq!((best.cost, by_closure.cost), (graph.estimates[start], best.cost));
    }
}

#[test]
fn astar_expands_as_its_estimate_allows() {
    use crate::search::testing::grid;
    let graph = grid();
    let unit = |&v: &usize| graph.edges[v].iter().map(|&w| (w, 1u32)).collect::<Vec<_>>();
    let perfect = |&v: &usize| graph.estimates[v];
    // A perfect estimate expands the path alone; none expands more and finds as short a
    // path; a goal that is not there exhausts the space.
    let found = astar(0, unit, perfect, |&v| v == 15).unwrap();
    assert_eq!((found.cost, found.stats.expanded), (6, 6));
    let blind = astar(0, unit, |_: &usize| 0, |&v| v == 15).unwrap();
    assert!(blind.cost == 6 && blind.stats.expanded > 6);
    let none = MaxStates(usize::MAX).astar(0, unit, |_: &usize| 0, |&v| v == 99);
    assert_eq!(none.map_err(|e| e.stats().expanded), Err(16));
    // 0 -> 1 -> 3 -> 4 (goal) and a detour 0 -> 2 -> 5 -> 3. The estimate 2 at 1 is
    // admissible but inconsistent with 0 at 3, so 3 is first expanded by the detour and
    // must be reopened when 1 reaches it more cheaply.
    let edges = [vec![1, 2], vec![3], vec![5], vec![4], vec![], vec![3]];
    let unit = |&v: &usize| edges[v].iter().map(|&w| (w, 1u32)).collect::<Vec<_>>();
    let found = astar(0, unit, |&v| [0, 2, 0, 0, 0, 0][v], |&v| v == 4).unwrap();
    assert_eq!((found.states, found.stats.expanded), (vec![0, 1, 3, 4], 6));
}

#[test]
fn every_cost_type_adds_up() {
    let line = |&n: &i64| [(n + 1, 3i64), (n + 2, 5)];
    assert_eq!(dijkstra(0i64, line, |&n| n == 4).unwrap().cost, 10);
    let line = |&n: &usize| [(n + 1, 3usize), (n + 2, 5)];
    assert_eq!(dijkstra(0usize, line, |&n| n == 4).unwrap().cost, 10);
    let line = |&n: &u32| [(n + 1, 3u32), (n + 2, 5)];
    let estimate = |&n: &u32| 4u32.saturating_sub(n);
    assert_eq!(astar(0u32, line, estimate, |&n| n == 4).unwrap().cost, 10);
    let line = |&n: &u64| [(n + 1, 3u64), (n + 2, 5)];
    assert_eq!(idastar(0u64, line, |_| 0, |&n| n == 4).unwrap().cost, 10);
}

#[test]
#[should_panic(expected = "negative move cost")]
fn negative_costs_are_refused() {
    dijkstra(0i64, |&n| [(n + 1, -1i64)], |&n| n == 3);
}

#[test]
#[should_panic(expected = "path cost overflows u8")]
fn overflowing_costs_are_refused() {
    dijkstra(0u32, |&n| [(n + 1, 200u8)], |&n| n == 3);
}

#[test]
fn a_start_at_the_goal_costs_nothing() {
    let stay = |&n: &u8| [n];
    assert_eq!(bfs(3u8, stay, |&n| n == 3).unwrap().states, vec![3]);
    assert_eq!(bidirectional_bfs(3u8, 3, stay, stay).unwrap().cost, 0);
    assert_eq!(bounded_dfs(3u8, stay, |&n| n == 3, 0).unwrap().cost, 0);
    assert_eq!(dijkstra(3u8, |&n| [(n, 1u8)], |&n| n == 3).unwrap().cost, 0);
    assert!(bidirectional_bfs(3u8, 4, stay, stay).is_none());
}

/// Every sequence of `length` labels out of `0..3`, in lexicographic order.
fn label_sequences(length: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..3usize.pow(length as u32)).map(move |mut code| {
        let mut labels = vec![0u8; length];
        for label in labels.iter_mut().rev() {
            *label = (code % 3) as u8;
            code /= 3;
        }
        labels
    })
}

#[test]
fn idastar_answers_the_lexicographically_smallest_cheapest_path() {
    // A line walked by steps of -1, +1 and +3 (labels 0, 1, 2 in successor order), from
    // random starts to random goals; each answer is checked against every label sequence
    // of each length up to its own, in lexicographic order.
    let steps =
        |&n: &i64| [(Labelled(0u8, n - 1), 1u32), (Labelled(1, n + 1), 1), (Labelled(2, n + 3), 1)];
    let walk = |from: i64, labels: &[u8]| {
        labels.iter().fold(from, |n, &label| n + [-1, 1, 3][usize::from(label)])
    };
    let mut rng = XorShift::new(7);
    for _ in 0..200 {
        let (from, to) = ((rng.next_u64() % 9) as i64, (rng.next_u64() % 9) as i64);
        // Admissible: a step goes at most 3 right or 1 left.
        let estimate = |&n: &i64| if to >= n { (to - n + 2) as u32 / 3 } else { (n - to) as u32 };
        let found = idastar(from, steps, estimate, |&n| n == to).unwrap();
        let length = found.moves.len();
        for shorter in 0..length {
            assert!(label_sequences(shorter).all(|labels| walk(from, &labels) != to));
        }
        let first = label_sequences(length).find(|labels| walk(from, labels) == to);
        assert_eq!(Some(found.moves), first, "{from} -> {to}");
    }
}

#[test]
fn breadth_first_asks_for_each_expanded_state_s_successors_once_and_one_more_at_most() {
    let mut rng = XorShift::new(23);
    for _ in 0..50 {
        let g = random_graph(&mut rng, 12, 2, 1);
        let goal = rng.below(12) as usize;
        let calls = std::cell::RefCell::new(Vec::new());
        let next = |&v: &usize| {
            calls.borrow_mut().push(v);
            g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>()
        };
        let expanded = match bfs(0, next, |&v| v == goal) {
            Some(found) => found.stats.expanded,
            None => bfs_all(0, |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>())
                .distances()
                .count() as u64,
        };
        let calls = calls.into_inner();
        let distinct: std::collections::HashSet<_> = calls.iter().collect();
        assert_eq!(distinct.len(), calls.len(), "a state's successors asked for twice");
        let extra = calls.len() as u64 - expanded;
        assert!(extra <= 1, "{} calls for {} states expanded", calls.len(), expanded);
    }
}
