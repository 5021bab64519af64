//! The searches added in round 2 against brute force on random small graphs: distances by
//! Floyd–Warshall, paths and walks enumerated one by one, components from reachability,
//! and a path of a million states for the iterative ones.
#![allow(clippy::needless_range_loop)] // vertex numbers index the distance tables

use super::*;
use crate::rng::XorShift;
use std::collections::{HashMap, HashSet};

type Graph = Vec<Vec<(usize, u64)>>;

/// A random directed graph on `n` vertices, `degree` edges out of each, weights in
/// `lightest..=heaviest`.
fn random_graph(rng: &mut XorShift, n: usize, degree: usize, weights: (u64, u64)) -> Graph {
    let span = weights.1 - weights.0 + 1;
    let edge = |rng: &mut XorShift| (rng.below(n as u64) as usize, weights.0 + rng.below(span));
    (0..n).map(|_| (0..degree).map(|_| edge(rng)).collect()).collect()
}

/// All-pairs least costs by Floyd–Warshall, `None` when unreachable; `d[v][v]` is 0.
fn floyd(edges: &Graph) -> Vec<Vec<Option<u64>>> {
    let n = edges.len();
    let mut d = vec![vec![None; n]; n];
    for v in 0..n {
        d[v][v] = Some(0);
        for &(w, cost) in &edges[v] {
            d[v][w] = Some(d[v][w].map_or(cost, |old: u64| old.min(cost)));
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

/// The same graph with every edge costing 1.
fn unit(edges: &Graph) -> Graph {
    edges.iter().map(|out| out.iter().map(|&(w, _)| (w, 1)).collect()).collect()
}

/// Every walk from `from` to `to` costing at most `budget` (positive costs), as its list
/// of edges `(vertex, edge index)`, by exhaustive depth-first enumeration.
fn walks(edges: &Graph, from: usize, to: usize, budget: u64) -> Vec<(Vec<usize>, u64)> {
    let mut out = Vec::new();
    let mut path = vec![from];
    fn go(
        e: &Graph,
        to: usize,
        left: u64,
        spent: u64,
        path: &mut Vec<usize>,
        out: &mut Vec<(Vec<usize>, u64)>,
    ) {
        let at = *path.last().unwrap();
        if at == to {
            out.push((path.clone(), spent));
        }
        for &(w, cost) in &e[at] {
            if cost <= left {
                path.push(w);
                go(e, to, left - cost, spent + cost, path, out);
                path.pop();
            }
        }
    }
    go(edges, to, budget, 0, &mut path, &mut out);
    out
}

#[test]
fn reach_iterators_yield_each_reachable_state_once_in_their_order() {
    let mut rng = XorShift::new(1);
    for _ in 0..40 {
        let g = random_graph(&mut rng, 12, 2, (1, 9));
        let (d, hops) = (floyd(&g), floyd(&unit(&g)));
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let reachable: HashSet<usize> = (0..12).filter(|&v| d[0][v].is_some()).collect();
        let bfs: Vec<usize> = bfs_reach(0, next).collect();
        assert_eq!(bfs.iter().copied().collect::<HashSet<_>>(), reachable);
        assert_eq!(bfs.len(), reachable.len());
        assert!(bfs.windows(2).all(|w| hops[0][w[0]] <= hops[0][w[1]]));
        // Depth first: the preorder of a recursive search.
        fn preorder(g: &Graph, v: usize, seen: &mut Vec<bool>, out: &mut Vec<usize>) {
            seen[v] = true;
            out.push(v);
            for &(w, _) in &g[v] {
                if !seen[w] {
                    preorder(g, w, seen, out);
                }
            }
        }
        let mut expected = Vec::new();
        preorder(&g, 0, &mut vec![false; 12], &mut expected);
        assert_eq!(dfs_reach(0, next).collect::<Vec<_>>(), expected);
        let weighted = |&v: &usize| g[v].clone();
        let by_cost: Vec<(usize, u64)> = dijkstra_reach(0, weighted).collect();
        assert_eq!(by_cost.len(), reachable.len());
        assert!(by_cost.iter().all(|&(v, cost)| d[0][v] == Some(cost)));
        assert!(by_cost.windows(2).all(|w| w[0].1 <= w[1].1));
    }
}

#[test]
fn partial_iterative_fringe_and_zero_one_searches_find_the_least_costs() {
    let mut rng = XorShift::new(2);
    for round in 0..60 {
        let g = random_graph(&mut rng, 10, 2, (1, 9));
        let (d, hops) = (floyd(&g), floyd(&unit(&g)));
        let goal = round % 10;
        let weighted = |&v: &usize| g[v].clone();
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        // Stopping at the cheapest of the odd vertices.
        let (reached, stopped) = dijkstra_partial(0, weighted, |&v| v % 2 == 1);
        let cheapest_odd = (0..10).filter(|v| v % 2 == 1).filter_map(|v| d[0][v]).min();
        assert_eq!(stopped.map(|v| d[0][v].unwrap()), cheapest_odd);
        if let Some(v) = stopped {
            assert_eq!(reached.distance(&v), d[0][v]);
        }
        let shortest = iddfs(0, next, |&v| v == goal).map(|found| found.cost as u64);
        assert_eq!(shortest, hops[0][goal], "iddfs to {goal}");
        let admissible = |&v: &usize| d[v][goal].map_or(0, |left| left / 2);
        for found in [
            fringe(0, weighted, |_| 0, |&v| v == goal),
            fringe(0, weighted, admissible, |&v| v == goal),
        ] {
            assert_eq!(found.map(|found| found.cost), d[0][goal], "fringe to {goal}");
        }
        let zero_one: Graph =
            g.iter().map(|out| out.iter().map(|&(w, c)| (w, c % 2)).collect()).collect();
        let d01 = floyd(&zero_one);
        let moves =
            |&v: &usize| zero_one[v].iter().map(|&(w, c)| (w, c as u32)).collect::<Vec<_>>();
        let found = bfs_01([0], moves, |&v| v == goal);
        assert_eq!(found.map(|found| found.cost as u64), d01[0][goal]);
        let all = bfs_01_all([0, 5], moves);
        for v in 0..10 {
            let nearest = [d01[0][v], d01[5][v]].into_iter().flatten().min();
            assert_eq!(all.distance(&v).map(u64::from), nearest);
        }
    }
}

#[test]
fn several_starts_give_the_distance_from_the_nearest() {
    let mut rng = XorShift::new(3);
    for _ in 0..40 {
        let g = random_graph(&mut rng, 10, 2, (1, 9));
        let (d, hops) = (floyd(&g), floyd(&unit(&g)));
        let starts = [rng.below(10) as usize, rng.below(10) as usize];
        let nearest = |table: &Vec<Vec<Option<u64>>>, v: usize| {
            starts.iter().filter_map(|&s| table[s][v]).min()
        };
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let weighted = |&v: &usize| g[v].clone();
        let (by_moves, by_cost) = (bfs_all_from(starts, next), dijkstra_all_from(starts, weighted));
        for v in 0..10 {
            assert_eq!(by_moves.distance(&v).map(u64::from), nearest(&hops, v));
            assert_eq!(by_cost.distance(&v), nearest(&d, v));
            assert_eq!(
                bfs_from(starts, next, |&w| w == v).map(|f| f.cost as u64),
                nearest(&hops, v)
            );
            assert_eq!(
                dijkstra_from(starts, weighted, |&w| w == v).map(|f| f.cost),
                nearest(&d, v)
            );
        }
    }
}

#[test]
fn searches_over_indices_match_brute_force_and_the_hashed_searches() {
    let mut rng = XorShift::new(4);
    for _ in 0..40 {
        let g = random_graph(&mut rng, 12, 2, (0, 9));
        let (d, hops) = (floyd(&g), floyd(&unit(&g)));
        let starts = [rng.below(12) as usize, rng.below(12) as usize];
        let nearest = |table: &Vec<Vec<Option<u64>>>, v: usize| {
            starts.iter().filter_map(|&s| table[s][v]).min()
        };
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let weighted = |&v: &usize| g[v].clone();
        let halves =
            |&v: &usize| g[v].iter().map(|&(w, c)| (w, (c % 2) as u32)).collect::<Vec<_>>();
        let d01 =
            floyd(&g.iter().map(|out| out.iter().map(|&(w, c)| (w, c % 2)).collect()).collect());
        let within = Indices(12);
        let (by_moves, by_cost) =
            (within.bfs_all(starts, next), within.dijkstra_all(starts, weighted));
        assert_eq!(by_moves.distance(&12), None);
        for v in 0..12 {
            assert_eq!(by_moves.distance(&v).map(u64::from), nearest(&hops, v));
            assert_eq!(by_cost.distance(&v), nearest(&d, v));
            if let Some(found) = by_cost.path_to(&v) {
                // A path of the graph's edges from a start, costing the distance.
                assert!(starts.contains(&found.states[0]));
                let cost = found.states.windows(2).map(|step| {
                    g[step[0]].iter().filter(|&&(w, _)| w == step[1]).map(|&(_, c)| c).min()
                });
                assert_eq!(cost.sum::<Option<u64>>(), Some(found.cost));
            }
            let is_v = |&w: &usize| w == v;
            // The same paths as the hashed searches: the order guarantees are theirs.
            let path = within.bfs(starts, next, is_v);
            assert_eq!(path.as_ref().map(|f| f.cost as u64), nearest(&hops, v));
            assert_eq!(path, bfs_from(starts, next, is_v));
            let path = within.dijkstra(starts, weighted, is_v);
            assert_eq!(path.as_ref().map(|f| f.cost), nearest(&d, v));
            assert_eq!(path, dijkstra_from(starts, weighted, is_v));
            let path = within.bfs_01(starts, halves, is_v);
            assert_eq!(path.as_ref().map(|f| u64::from(f.cost)), nearest(&d01, v));
            assert_eq!(path, bfs_01(starts, halves, is_v));
        }
    }
}

#[test]
#[should_panic(expected = "state 5 of a search over indices below 5")]
fn a_state_past_the_indices_is_refused() {
    let _ = Indices(5).bfs([0], |&v: &usize| [v + 1], |_| false);
}

#[test]
#[should_panic(expected = "state 5 of a search over indices below 5")]
fn a_state_past_the_indices_is_refused_by_dijkstra() {
    let _ = Indices(5).dijkstra([0], |&v: &usize| [(v + 1, 2u8)], |_| false);
}

#[test]
#[should_panic(expected = "state 4 of a search over indices below 4")]
fn a_start_past_the_indices_is_refused_by_yen() {
    let _ = Indices(4).yen(4, |&v: &usize| [(v + 1, 1u32)], |&v| v == 2, 3);
}

#[test]
#[should_panic(expected = "a 0-1 BFS move costs 2, not 0 or 1")]
fn zero_one_bfs_over_indices_refuses_a_move_of_cost_two() {
    let _ = Indices(9).bfs_01([0], |&v: &usize| [(v + 1, 2u32)], |&v| v == 8);
}

#[test]
fn shortest_loops_and_function_cycles_match_brute_force() {
    let mut rng = XorShift::new(4);
    for _ in 0..40 {
        let g = random_graph(&mut rng, 9, 2, (1, 1));
        let hops = floyd(&g);
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let shortest = g[0].iter().filter_map(|&(w, _)| hops[w][0].map(|back| back + 1)).min();
        let found = bfs_loop(0, next);
        assert_eq!(found.as_ref().map(|f| f.cost as u64), shortest);
        if let Some(found) = found {
            assert_eq!((found.states[0], *found.states.last().unwrap()), (0, 0));
            assert!(found.states.windows(2).all(|w| next(&w[0]).contains(&w[1])));
        }
        // A random function on 0..50 from a random start: where the sequence repeats.
        let f: Vec<u32> = (0..50).map(|_| rng.below(50) as u32).collect();
        let start = rng.below(50) as u32;
        let (mut seen, mut x, mut i) = (HashMap::new(), start, 0);
        while !seen.contains_key(&x) {
            seen.insert(x, i);
            x = f[x as usize];
            i += 1;
        }
        let expected = (i - seen[&x], x, seen[&x]);
        assert_eq!(brent(start, |&x| f[x as usize]), expected);
        assert_eq!(floyd_cycle(start, &f), expected);
    }
}

#[test]
fn brent_finds_every_tail_and_cycle_length() {
    // 0 → 1 → … → μ + λ - 1 → μ: a tail of μ, then a cycle of λ from μ.
    for tail in 0..70 {
        for length in 1..70 {
            let next = |&x: &usize| if x + 1 == tail + length { tail } else { x + 1 };
            assert_eq!(brent(0, next), (length, tail, tail), "tail {tail}, cycle {length}");
        }
    }
}

fn floyd_cycle(start: u32, f: &[u32]) -> (usize, u32, usize) {
    super::floyd(start, |&x| f[x as usize])
}

/// Every path from `from` to `to` that visits no vertex twice, with its cost, by
/// exhaustive depth-first enumeration (parallel edges give a path each).
fn simple_paths(edges: &Graph, from: usize, to: usize) -> Vec<(Vec<usize>, u64)> {
    fn go(
        e: &Graph,
        to: usize,
        spent: u64,
        path: &mut Vec<usize>,
        out: &mut Vec<(Vec<usize>, u64)>,
    ) {
        let at = *path.last().unwrap();
        if at == to {
            out.push((path.clone(), spent));
            return;
        }
        for &(w, cost) in &e[at] {
            if !path.contains(&w) {
                path.push(w);
                go(e, to, spent + cost, path, out);
                path.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(edges, to, 0, &mut vec![from], &mut out);
    out
}

#[test]
fn yen_lists_the_cheapest_simple_paths_in_order() {
    let mut rng = XorShift::new(5);
    for round in 0..40 {
        let g = random_graph(&mut rng, 7, 3, (1, 5));
        let goal = 1 + round % 6;
        // Every simple path by brute force, each state sequence at its cheapest.
        let mut distinct: HashMap<Vec<usize>, u64> = HashMap::new();
        for (path, cost) in simple_paths(&g, 0, goal) {
            let best = distinct.entry(path).or_insert(cost);
            *best = (*best).min(cost);
        }
        let mut costs: Vec<u64> = distinct.values().copied().collect();
        costs.sort_unstable();
        let found = yen(0, |&v: &usize| g[v].clone(), |&v| v == goal, 6);
        assert_eq!(
            found.iter().map(|f| f.cost).collect::<Vec<_>>(),
            costs.iter().copied().take(6).collect::<Vec<_>>()
        );
        let paths: HashSet<&Vec<usize>> = found.iter().map(|f| &f.states).collect();
        assert_eq!(paths.len(), found.len(), "distinct paths");
        assert!(found.iter().all(|f| distinct.get(&f.states) == Some(&f.cost)));
        // Over indices: the same paths in the same order (the order guarantee is yen's).
        assert_eq!(Indices(7).yen(0, |&v: &usize| g[v].clone(), |&v| v == goal, 6), found);
    }
}

/// Every simple path from 0 to `goal` with its cheapest cost, by brute force, ordered by
/// cost and then by states.
fn ordered_simple_paths(g: &Graph, goal: usize) -> Vec<(u64, Vec<usize>)> {
    let mut distinct: HashMap<Vec<usize>, u64> = HashMap::new();
    for (path, cost) in simple_paths(g, 0, goal) {
        let best = distinct.entry(path).or_insert(cost);
        *best = (*best).min(cost);
    }
    let mut ordered: Vec<(u64, Vec<usize>)> = distinct.into_iter().map(|(p, c)| (c, p)).collect();
    ordered.sort_unstable();
    ordered
}

/// With ties (costs 1 and 2) and moves of cost 0 (cycles of them too): the lexicographic
/// listings give exactly the brute force's order, the first k of it or all of it, and the
/// lazy listing in the order found gives the same costs as `yen`, path after path.
#[test]
fn lexicographic_and_lazy_listings_follow_the_exhaustive_order() {
    let mut rng = XorShift::new(61);
    for round in 0..120 {
        let weights = if round % 3 == 0 { (0, 2) } else { (1, 2) };
        let g = random_graph(&mut rng, 7, 3, weights);
        let goal = 1 + round % 6;
        let ordered = ordered_simple_paths(&g, goal);
        let listed = |paths: Vec<Found<usize, (), u64>>| -> Vec<(u64, Vec<usize>)> {
            paths.into_iter().map(|path| (path.cost, path.states)).collect()
        };
        let weighted = |&v: &usize| g[v].clone();
        let k = 1 + round % 9;
        let first_k = listed(yen_lexicographic(0, weighted, |&v| v == goal, k));
        assert_eq!(first_k, ordered.iter().take(k).cloned().collect::<Vec<_>>(), "{g:?} {goal}");
        let all = listed(yen_paths_lexicographic(0, weighted, |&v| v == goal).collect());
        assert_eq!(all, ordered, "{g:?} {goal}");
        let lazy: Vec<u64> = yen_paths(0, weighted, |&v| v == goal).map(|p| p.cost).collect();
        let costs: Vec<u64> = ordered.iter().map(|&(cost, _)| cost).collect();
        assert_eq!(lazy, costs, "{g:?} {goal}");
        let eager: Vec<u64> = yen(0, weighted, |&v| v == goal, k).iter().map(|p| p.cost).collect();
        assert_eq!(eager, lazy.iter().copied().take(k).collect::<Vec<_>>());
    }
}

#[test]
fn bags_and_counts_hold_every_cheapest_path() {
    let mut rng = XorShift::new(6);
    for round in 0..40 {
        let g = random_graph(&mut rng, 8, 3, (1, 3));
        let d = floyd(&g);
        let goal = 1 + round % 7;
        let weighted = |&v: &usize| g[v].clone();
        let best = d[0][goal];
        if best.map_or(false, |best| best > 10) {
            continue; // enumerating walks would take long
        }
        let all_walks = best.map_or(Vec::new(), |best| walks(&g, 0, goal, best));
        let cheapest: Vec<Vec<usize>> = all_walks
            .iter()
            .filter(|(_, cost)| Some(*cost) == best)
            .map(|(p, _)| p.clone())
            .collect();
        // Counted as walks of edges: parallel edges of equal cost count apart.
        let counted = count_shortest_paths(0, weighted, |&v| v == goal, u64::MAX);
        assert_eq!(counted, best.map(|best| (best, cheapest.len() as u64)));
        // The bag lists state sequences: parallel edges give one.
        let sequences: HashSet<Vec<usize>> = cheapest.into_iter().collect();
        let bag = astar_bag(0, weighted, |_| 0, |&v| v == goal);
        assert_eq!(bag.as_ref().map(|bag| bag.cost), best);
        if let Some(bag) = bag {
            let listed: Vec<Vec<usize>> = bag.paths().collect();
            assert_eq!(listed.len(), sequences.len());
            assert_eq!(listed.into_iter().collect::<HashSet<_>>(), sequences);
            assert_eq!(bag.count(), sequences.len() as u64);
        }
    }
}

#[test]
fn path_counts_on_random_dags_match_brute_force() {
    let mut rng = XorShift::new(7);
    for _ in 0..40 {
        // Edges only from lower to higher vertices: acyclic.
        let g: Graph = (0..10usize)
            .map(|v| {
                (0..3)
                    .filter_map(|_| (v + 1..10).nth(rng.below(10) as usize))
                    .map(|w| (w, 1))
                    .collect()
            })
            .collect();
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let goal = |&v: &usize| v >= 7;
        // A path ends at its first goal.
        fn count(g: &Graph, v: usize) -> u64 {
            if v >= 7 {
                return 1;
            }
            g[v].iter().map(|&(w, _)| count(g, w)).sum()
        }
        assert_eq!(count_paths(0, next, goal, u64::MAX), count(&g, 0));
        assert_eq!(count_paths(0, next, goal, 5), count(&g, 0) % 5);
    }
}

#[test]
#[should_panic(expected = "cycle")]
fn counting_paths_through_a_cycle_that_reaches_a_goal_is_refused() {
    // 0 -> 1 -> 2 -> 0, and 2 -> 5, the goal: 0 1 2 5, 0 1 2 0 1 2 5, ...
    count_paths(0u8, |&n| if n == 2 { vec![0, 5] } else { vec![n + 1] }, |&n| n == 5, 100);
}

#[test]
fn cycles_that_reach_no_goal_add_no_path() {
    // The case: 2 and 3 make a cycle that no goal is reached from.
    let next = |&v: &u8| match v {
        0 => vec![1, 2],
        2 => vec![3],
        3 => vec![2],
        _ => vec![],
    };
    assert_eq!(count_paths(0u8, next, |&v| v == 1, u64::MAX), 1);
    // A self-loop off the way, and a cycle with no goal at all.
    let self_loop = |&v: &u8| match v {
        0 => vec![2, 1],
        2 => vec![2],
        _ => vec![],
    };
    assert_eq!(count_paths(0u8, self_loop, |&v| v == 1, 9), 1);
    assert_eq!(count_paths(0u8, |&n| vec![(n + 1) % 3], |&n| n == 5, 100), 0);
}

#[test]
fn counting_paths_is_refused_exactly_when_a_goal_is_reached_from_a_reachable_cycle() {
    // Random graphs of 6 vertices with self-loops and cycles allowed; vertex 5 is the goal,
    // whose successors are not followed. Brute force: which vertices reach the goal, which
    // the start reaches, and whether one of those lies on a cycle; otherwise the count by
    // recursion over the vertices that reach the goal (no cycle among them then).
    const GOAL: usize = 5;
    fn count(g: &Graph, v: usize, reaches: &[bool]) -> u64 {
        if v == GOAL {
            return 1;
        }
        g[v].iter().filter(|&&(w, _)| reaches[w]).map(|&(w, _)| count(g, w, reaches)).sum()
    }
    let mut rng = XorShift::new(17);
    let (mut refused, mut counted_through_cycles) = (0, 0);
    for _ in 0..400 {
        let g: Graph = (0..6)
            .map(|_| (0..rng.below(3)).map(|_| (rng.below(6) as usize, 1)).collect())
            .collect();
        // Vertices reached from v by one edge or more, never leaving the goal.
        let onward = |v: usize| {
            let mut seen = [false; 6];
            let mut stack: Vec<usize> = g[v].iter().map(|&(w, _)| w).collect();
            while let Some(w) = stack.pop() {
                if !std::mem::replace(&mut seen[w], true) && w != GOAL {
                    stack.extend(g[w].iter().map(|&(x, _)| x));
                }
            }
            seen
        };
        let reaches: Vec<bool> = (0..6).map(|v| v == GOAL || onward(v)[GOAL]).collect();
        let from_start = onward(0);
        let reached = |v: usize| v == 0 || from_start[v];
        let on_cycle = |v: usize| v != GOAL && onward(v)[v];
        let infinite = (0..6).any(|v| reached(v) && on_cycle(v) && reaches[v]);
        let has_cycle = (0..6).any(|v| reached(v) && on_cycle(v));
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let counted = std::panic::catch_unwind(|| count_paths(0, next, |&v| v == GOAL, u64::MAX));
        match counted {
            Err(_) => assert!(infinite, "refused: graph {g:?}"),
            Ok(n) => {
                assert!(!infinite, "counted {n}: graph {g:?}");
                assert_eq!(n, count(&g, 0, &reaches), "graph {g:?}");
                counted_through_cycles += u32::from(has_cycle);
            }
        }
        refused += u32::from(infinite);
    }
    assert!(refused > 30 && counted_through_cycles > 30, "{refused} {counted_through_cycles}");
}

#[test]
fn components_match_reachability() {
    let mut rng = XorShift::new(8);
    for _ in 0..40 {
        let g = random_graph(&mut rng, 12, 1, (1, 1));
        let d = floyd(&g);
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let components = strongly_connected_components(0..12, next);
        let mut which = [usize::MAX; 12];
        for (index, component) in components.iter().enumerate() {
            for &v in component {
                assert_eq!(which[v], usize::MAX, "{v} in two components");
                which[v] = index;
            }
        }
        for u in 0..12 {
            for v in 0..12 {
                let together = d[u][v].is_some() && d[v][u].is_some();
                assert_eq!(which[u] == which[v], together, "{u} and {v}");
                if d[u][v].is_some() {
                    assert!(which[v] <= which[u], "sinks first: {u} reaches {v}");
                }
            }
        }
        // Undirected: the edges both ways.
        let mut both = vec![Vec::new(); 12];
        for (v, out) in g.iter().enumerate() {
            for &(w, _) in out {
                both[v].push((w, 1));
                both[w].push((v, 1));
            }
        }
        let reach = floyd(&both);
        let components = connected_components(0..12, |&v: &usize| {
            both[v].iter().map(|&(w, _)| w).collect::<Vec<_>>()
        });
        assert_eq!(components.iter().map(Vec::len).sum::<usize>(), 12);
        for component in &components {
            assert!(component.iter().all(|&v| reach[component[0]][v].is_some()));
        }
        let firsts: Vec<usize> = components.iter().map(|c| c[0]).collect();
        assert!(firsts.windows(2).all(|w| w[0] < w[1] && reach[w[0]][w[1]].is_none()));
    }
}

#[test]
fn topological_orders_respect_every_edge_and_cycles_are_real() {
    let mut rng = XorShift::new(9);
    for round in 0..60 {
        let g = random_graph(&mut rng, 9, 1 + round % 2, (1, 1));
        let d = floyd(&g);
        let next = |&v: &usize| g[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
        let cyclic =
            (0..9).any(|v| g[v].iter().any(|&(w, _)| d[w][v].is_some() && d[0][v].is_some()));
        match topological_sort([0], next) {
            Ok(order) => {
                assert!(!cyclic);
                let position: HashMap<usize, usize> =
                    order.iter().enumerate().map(|(i, &v)| (v, i)).collect();
                assert_eq!(position.len(), (0..9).filter(|&v| d[0][v].is_some()).count());
                for &v in &order {
                    assert!(g[v].iter().all(|&(w, _)| position[&v] < position[&w]));
                }
            }
            Err(cycle) => {
                assert!(cyclic);
                let ring = cycle.iter().zip(cycle.iter().cycle().skip(1));
                assert!(ring.into_iter().all(|(&a, &b)| next(&a).contains(&b)));
            }
        }
    }
}

#[test]
fn a_path_of_a_million_states_needs_no_deep_stack() {
    const N: u32 = 1_000_000;
    let next = |&n: &u32| (n + 1 < N).then(|| n + 1);
    assert_eq!(dfs_reach(0, next).count(), N as usize);
    assert_eq!(topological_sort([0], next).map(|order| order.len()), Ok(N as usize));
    assert_eq!(count_paths(0, next, |&n| n == N - 1, u64::MAX), 1);
    let components = strongly_connected_components([0], next);
    assert_eq!(components.len(), N as usize);
    assert_eq!((&components[0], &components[N as usize - 1]), (&vec![N - 1], &vec![0]));
    // A ring of a million: one component.
    let ring = |&n: &u32| [(n + 1) % N];
    assert_eq!(strongly_connected_components([0], ring)[0].len(), N as usize);
}

#[test]
#[should_panic(expected = "a 0-1 BFS move costs 2, not 0 or 1")]
fn zero_one_bfs_refuses_a_move_of_cost_two() {
    bfs_01([0u8], |&n| [(n + 1, 2u32)], |&n| n == 3);
}

#[test]
#[should_panic(expected = "count_shortest_paths needs positive costs")]
fn counting_shortest_paths_refuses_free_moves() {
    count_shortest_paths(0u8, |&n| [(n + 1, 0u32)], |&n| n == 3, 7);
}

#[test]
#[should_panic(expected = "negative move cost")]
fn dijkstra_reach_refuses_negative_costs() {
    let _ = dijkstra_reach(0i8, |&n| [(n + 1, -1i32)]).nth(2);
}

#[test]
#[should_panic(expected = "negative move cost")]
fn fringe_refuses_negative_costs() {
    fringe(0i8, |&n| [(n + 1, -1i32)], |_| 0, |&n| n == 3);
}

#[test]
fn a_count_of_cheapest_paths_past_u64_stops_at_u64_max() {
    // Two states a layer, each reached from both of the layer before: 2^64 cheapest paths
    // to the one state of layer 65.
    let moves = |&(layer, _): &(u8, u8)| {
        let sides: &[u8] = if layer == 64 { &[0] } else { &[0, 1] };
        sides.iter().map(move |&side| ((layer + 1, side), 1u32)).collect::<Vec<_>>()
    };
    let all = astar_bag((0u8, 0u8), moves, |_| 0, |&(layer, _)| layer == 65).unwrap();
    assert_eq!(all.count(), u64::MAX);
    // One layer fewer: exactly 2^63 paths to a state of layer 64.
    let below = astar_bag((0u8, 0u8), moves, |_| 0, |&s| s == (64, 0)).unwrap();
    assert_eq!(below.count(), 1 << 63);
}
