//! The searches added in round 3 against exhaustive ones on random small graphs: paths
//! replayed, reachability from every vertex, every subset of vertices for the cliques, and
//! a million states in a line for the iterative ones.
#![allow(clippy::needless_range_loop)] // vertex numbers index the adjacency tables

use super::*;
use crate::panics::panic_message;
use crate::rng::XorShift;
use std::collections::HashSet;

/// A random directed graph on `0..n`, each vertex with up to `most` successors.
fn random_graph(rng: &mut XorShift, n: usize, most: u64) -> Vec<Vec<usize>> {
    (0..n)
        .map(|_| {
            let out = rng.below(most + 1);
            (0..out).map(|_| rng.below(n as u64) as usize).collect()
        })
        .collect()
}

/// Which vertex reaches which (every vertex reaches itself).
fn reach(graph: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let n = graph.len();
    (0..n)
        .map(|from| {
            let mut seen = vec![false; n];
            seen[from] = true;
            let mut stack = vec![from];
            while let Some(v) = stack.pop() {
                for &w in &graph[v] {
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
            seen
        })
        .collect()
}

#[test]
fn dfs_finds_a_path_exactly_when_one_exists() {
    let mut rng = XorShift::new(71);
    for round in 0..400 {
        let n = 1 + round % 15;
        let graph = random_graph(&mut rng, n, 3);
        let (start, goal) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        let found = dfs(start, |&v| graph[v].clone(), |&v| v == goal);
        assert_eq!(found.is_some(), reach(&graph)[start][goal], "{graph:?} {start} -> {goal}");
        if let Some(found) = found {
            assert_eq!((found.states[0], *found.states.last().unwrap()), (start, goal));
            assert!(found.states.windows(2).all(|w| graph[w[0]].contains(&w[1])));
            assert_eq!(found.cost as usize, found.states.len() - 1);
        }
    }
}

#[test]
fn the_component_of_a_state_is_what_it_reaches_and_is_reached_from() {
    let mut rng = XorShift::new(72);
    for round in 0..400 {
        let n = 1 + round % 12;
        let graph = random_graph(&mut rng, n, 3);
        let reaches = reach(&graph);
        let start = rng.below(n as u64) as usize;
        let component = strongly_connected_component(start, |&v| graph[v].clone());
        assert_eq!(component[0], start);
        let mut expected: Vec<usize> =
            (0..n).filter(|&v| reaches[start][v] && reaches[v][start]).collect();
        let mut got = component.clone();
        got.sort_unstable();
        expected.sort_unstable();
        assert_eq!(got, expected, "{graph:?} from {start}");
    }
}

#[test]
fn topological_groups_put_each_state_right_after_its_last_predecessor() {
    let mut rng = XorShift::new(73);
    for round in 0..400 {
        let n = 1 + round % 12;
        let mut graph = random_graph(&mut rng, n, 3);
        if round % 2 == 0 {
            // Acyclic half the time: moves only to larger numbers.
            for (v, out) in graph.iter_mut().enumerate() {
                out.retain(|&w| w > v);
            }
        }
        let acyclic = topological_sort(0..n, |&v| graph[v].clone()).is_ok();
        match topological_sort_into_groups(0..n, |&v| graph[v].clone()) {
            Ok(groups) => {
                assert!(acyclic, "{graph:?}");
                let mut group_of = vec![usize::MAX; n];
                for (g, group) in groups.iter().enumerate() {
                    group.iter().for_each(|&v| group_of[v] = g);
                }
                assert!(group_of.iter().all(|&g| g != usize::MAX));
                for v in 0..n {
                    let entered_from =
                        (0..n).filter(|&u| graph[u].contains(&v)).map(|u| group_of[u]);
                    let expected = entered_from.max().map_or(0, |last| last + 1);
                    assert_eq!(group_of[v], expected, "{graph:?}: {groups:?}");
                }
            }
            Err((groups, left)) => {
                assert!(!acyclic, "{graph:?}");
                let placed: usize = groups.iter().map(Vec::len).sum();
                assert_eq!(placed + left.len(), n);
                let on_cycle = (0..n).find(|&v| graph[v].iter().any(|&w| reach(&graph)[w][v]));
                assert!(left.contains(&on_cycle.unwrap()));
            }
        }
    }
}

#[test]
fn separate_components_agree_with_relabelling() {
    let mut rng = XorShift::new(74);
    for round in 0..300 {
        let n = 1 + round % 10;
        let groups: Vec<Vec<u8>> = (0..rng.below(6))
            .map(|_| (0..rng.below(4)).map(|_| rng.below(n as u64) as u8).collect())
            .collect();
        let (component_of, of_group) = separate_components(&groups);
        let mut label: Vec<usize> = (0..n).collect();
        for group in &groups {
            for pair in group.windows(2) {
                let (from, to) = (label[pair[1] as usize], label[pair[0] as usize]);
                label.iter_mut().filter(|l| **l == from).for_each(|l| *l = to);
            }
        }
        let states: HashSet<u8> = groups.iter().flatten().copied().collect();
        assert_eq!(component_of.len(), states.len());
        for &a in &states {
            for &b in &states {
                let together = label[a as usize] == label[b as usize];
                assert_eq!(component_of[&a] == component_of[&b], together, "{groups:?}");
            }
        }
        for (group, &c) in groups.iter().zip(&of_group) {
            assert_eq!(c, group.first().map_or(usize::MAX, |first| component_of[first]));
        }
    }
}

#[test]
fn maximal_cliques_are_every_subset_that_no_vertex_extends() {
    let mut rng = XorShift::new(75);
    for round in 0..300 {
        let n = round % 10;
        let mut joined = vec![vec![false; n]; n];
        for a in 0..n {
            for b in a + 1..n {
                let edge = rng.below(100) < 20 + (round as u64 % 7) * 10;
                (joined[a][b], joined[b][a]) = (edge, edge);
            }
        }
        let is_clique = |set: u32| {
            let members: Vec<usize> = (0..n).filter(|&v| set >> v & 1 == 1).collect();
            members.iter().all(|&a| members.iter().all(|&b| a == b || joined[a][b]))
        };
        let mut expected: Vec<Vec<usize>> = (1..1u32 << n)
            .filter(|&set| {
                is_clique(set) && (0..n).all(|v| set >> v & 1 == 1 || !is_clique(set | 1 << v))
            })
            .map(|set| (0..n).filter(|&v| set >> v & 1 == 1).collect())
            .collect();
        let vertices: Vec<usize> = (0..n).collect();
        let mut found = maximal_cliques_collect(&vertices, |&a, &b| joined[a][b]);
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "{joined:?}");
    }
}

#[test]
fn a_million_states_in_a_line_need_no_deep_stack() {
    let n = 1_000_000u32;
    let next = |&v: &u32| (v + 1 < n).then_some(v + 1);
    assert_eq!(dfs(0, next, |&v| v == n - 1).unwrap().cost, n - 1);
    let groups = topological_sort_into_groups([0], next).unwrap();
    assert_eq!((groups.len(), groups[n as usize - 1][0]), (n as usize, n - 1));
    let around = |&v: &u32| [(v + 1) % n];
    assert_eq!(strongly_connected_component(5, around).len(), n as usize);
}

/// Every path from `from` to a goal in an acyclic graph, counted one by one (a path ends
/// at the first goal it meets).
fn paths_by_enumeration(graph: &[Vec<usize>], from: usize, is_goal: &dyn Fn(usize) -> bool) -> u64 {
    if is_goal(from) {
        return 1;
    }
    graph[from].iter().map(|&next| paths_by_enumeration(graph, next, is_goal)).sum()
}

#[test]
fn paths_from_several_starts_are_every_path_from_each() {
    let mut rng = XorShift::new(77);
    for round in 0..300 {
        let n = 2 + round % 10;
        let mut graph = random_graph(&mut rng, n, 3);
        for (v, out) in graph.iter_mut().enumerate() {
            out.retain(|&w| w > v); // acyclic
        }
        let goals: Vec<bool> = (0..n).map(|_| rng.below(3) == 0).collect();
        let starts: Vec<usize> =
            (0..1 + rng.below(3)).map(|_| rng.below(n as u64) as usize).collect();
        let distinct: HashSet<usize> = starts.iter().copied().collect();
        let goal = |v: usize| goals[v];
        let expected: u64 = distinct.iter().map(|&s| paths_by_enumeration(&graph, s, &goal)).sum();
        let counted =
            count_paths_from(starts.clone(), |&v| graph[v].clone(), |&v| goals[v], u64::MAX);
        assert_eq!(counted, expected, "{graph:?} from {starts:?}");
        assert_eq!(count_paths_from(starts, |&v| graph[v].clone(), |&v| goals[v], 7), expected % 7);
    }
}

#[test]
fn several_starts_with_costs_reach_each_state_at_the_least_total() {
    let mut rng = XorShift::new(78);
    for round in 0..300 {
        let n = 1 + round % 10;
        let graph = random_graph(&mut rng, n, 3);
        let weights: Vec<Vec<u64>> =
            graph.iter().map(|out| out.iter().map(|_| rng.below(5)).collect()).collect();
        let starts: Vec<(usize, u64)> =
            (0..1 + rng.below(3)).map(|_| (rng.below(n as u64) as usize, rng.below(6))).collect();
        // Bellman–Ford from the starts at their costs.
        let mut best = vec![u64::MAX; n];
        starts.iter().for_each(|&(s, c)| best[s] = best[s].min(c));
        for _ in 0..n {
            for v in 0..n {
                for (&w, &c) in graph[v].iter().zip(&weights[v]) {
                    if best[v] != u64::MAX {
                        best[w] = best[w].min(best[v] + c);
                    }
                }
            }
        }
        let moves = |&v: &usize| {
            graph[v].iter().copied().zip(weights[v].iter().copied()).collect::<Vec<_>>()
        };
        let reached: Vec<(usize, u64)> = dijkstra_reach_from(starts.clone(), moves).collect();
        assert!(reached.windows(2).all(|w| w[0].1 <= w[1].1), "cheapest first");
        let mut got = vec![u64::MAX; n];
        reached.iter().for_each(|&(v, c)| got[v] = c);
        assert_eq!(got, best, "{graph:?} {weights:?} from {starts:?}");
    }
}

#[test]
fn zero_one_distances_by_index_agree_with_the_hashed_search() {
    let mut rng = XorShift::new(79);
    for round in 0..200 {
        let n = 1 + round % 15;
        let graph = random_graph(&mut rng, n, 3);
        let costs: Vec<Vec<u32>> =
            graph.iter().map(|out| out.iter().map(|_| rng.below(2) as u32).collect()).collect();
        let moves =
            |&v: &usize| graph[v].iter().copied().zip(costs[v].iter().copied()).collect::<Vec<_>>();
        let start = rng.below(n as u64) as usize;
        let (dense, hashed) = (Indices(n).bfs_01_all([start], moves), bfs_01_all([start], moves));
        for v in 0..n {
            assert_eq!(dense.distance(&v), hashed.distance(&v), "{graph:?} {costs:?}");
        }
    }
}

#[test]
fn cheapest_paths_are_counted_modulo_as_exactly() {
    for side in 1..12u8 {
        let moves = move |&(x, y): &(u8, u8)| {
            [(x + 1, y), (x, y + 1)]
                .into_iter()
                .filter(move |&(x, y)| x <= side && y <= side)
                .map(|p| (p, 1u32))
        };
        let all = astar_bag((0, 0), moves, |_| 0, |&p| p == (side, side)).unwrap();
        for modulus in [1, 2, 7, 1_000_000_007] {
            assert_eq!(all.count_modulo(modulus), all.count() % modulus);
        }
    }
}

#[test]
fn a_count_modulo_zero_is_refused() {
    let line = |&v: &u8| (v < 3).then_some((v + 1, 1u8));
    let paths = astar_bag(0u8, line, |_| 0, |&v| v == 3).unwrap();
    let said = panic_message(|| {
        let _ = paths.count_modulo(0);
    });
    assert_eq!(said, "a count modulo 0");
}
