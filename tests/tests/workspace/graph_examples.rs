//! The examples of the library's second round (`examples/abc176d.rs`, `abc088d.rs`,
//! `abc211d.rs`, `poj2186.rs`, `yen_routes.rs`) against solvers written here, on every
//! answered testdata case: Dijkstra over all warps, a plain breadth-first search, path
//! counts over breadth-first layers, reachability from every cow, and simple paths listed
//! one by one.

use std::collections::{BinaryHeap, HashSet, VecDeque};
use std::fs;
use std::path::PathBuf;

/// The cases of `example` that end in an answer (those at the top of its folder; the bad
/// inputs are in `errors/`): input words and output.
pub(super) fn answered(example: &str) -> Vec<(String, Vec<String>, String)> {
    let folder =
        searchlab_tests::programs::workspace_root().join("examples/testdata").join(example);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 2, "{example}: a sample and cases of our own");
    inputs
        .into_iter()
        .map(|input| {
            let words =
                fs::read_to_string(&input).unwrap().split_whitespace().map(String::from).collect();
            let output = fs::read_to_string(input.with_extension("out")).unwrap();
            (input.display().to_string(), words, output)
        })
        .collect()
}

/// The words as numbers of type `T`.
pub(super) fn numbers<T: std::str::FromStr>(words: &[String]) -> Vec<T>
where
    T::Err: std::fmt::Debug,
{
    words.iter().map(|word| word.parse().unwrap()).collect()
}

#[test]
fn wizard_answers_match_dijkstra_over_every_warp() {
    for (name, words, output) in answered("abc176d") {
        let n = numbers::<usize>(&words[..6]);
        let (h, w) = (n[0], n[1]);
        let rows: Vec<&[u8]> = words[6..6 + h].iter().map(|row| row.as_bytes()).collect();
        let mut cost = vec![usize::MAX; h * w];
        let mut heap = BinaryHeap::from([(std::cmp::Reverse(0), (n[2] - 1) * w + n[3] - 1)]);
        cost[(n[2] - 1) * w + n[3] - 1] = 0;
        while let Some((std::cmp::Reverse(c), at)) = heap.pop() {
            let (r, q) = (at / w, at % w);
            for (dr, dq) in (-2i64..=2).flat_map(|dr| (-2i64..=2).map(move |dq| (dr, dq))) {
                let (nr, nq) = (r as i64 + dr, q as i64 + dq);
                if (dr, dq) == (0, 0) || nr < 0 || nq < 0 || nr >= h as i64 || nq >= w as i64 {
                    continue;
                }
                let (nr, nq) = (nr as usize, nq as usize);
                let step = usize::from(dr.abs() + dq.abs() != 1);
                if rows[nr][nq] == b'.' && c + step < cost[nr * w + nq] {
                    cost[nr * w + nq] = c + step;
                    heap.push((std::cmp::Reverse(c + step), nr * w + nq));
                }
            }
        }
        let goal = cost[(n[4] - 1) * w + n[5] - 1];
        let expected = if goal == usize::MAX { "-1".to_string() } else { goal.to_string() };
        assert_eq!(output.trim(), expected, "{name}");
    }
}

/// Fewest steps from `from` to every cell over `open` cells, by a breadth-first search.
fn steps(h: usize, w: usize, open: impl Fn(usize) -> bool, from: usize) -> Vec<Option<usize>> {
    let mut distance = vec![None; h * w];
    distance[from] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        let (r, c) = (at / w, at % w);
        let around = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
        for (nr, nc) in around {
            if nr < h && nc < w && open(nr * w + nc) && distance[nr * w + nc].is_none() {
                distance[nr * w + nc] = Some(distance[at].unwrap() + 1);
                queue.push_back(nr * w + nc);
            }
        }
    }
    distance
}

#[test]
fn repainting_answers_match_a_breadth_first_search_here() {
    for (name, words, output) in answered("abc088d") {
        let n = numbers::<usize>(&words[..2]);
        let cells: Vec<u8> = words[2..].concat().into_bytes();
        let white = |cell: usize| cells[cell] == b'.';
        let whites = cells.iter().filter(|&&c| c == b'.').count() as i64;
        let far = if white(0) { steps(n[0], n[1], white, 0)[n[0] * n[1] - 1] } else { None };
        let expected = far.map_or(-1, |far| whites - far as i64 - 1);
        assert_eq!(output.trim(), expected.to_string(), "{name}");
    }
}

#[test]
fn shortest_path_counts_match_breadth_first_layers() {
    for (name, words, output) in answered("abc211d") {
        let n = numbers::<usize>(&words);
        let (cities, roads) = (n[0], n[1]);
        let mut next = vec![Vec::new(); cities + 1];
        for road in n[2..2 + 2 * roads].chunks(2) {
            next[road[0]].push(road[1]);
            next[road[1]].push(road[0]);
        }
        // Layer by layer: a city's count is the sum over the cities one layer closer.
        let (mut layer, mut seen, mut ways) =
            (vec![1], vec![false; cities + 1], vec![0u64; cities + 1]);
        seen[1] = true;
        ways[1] = 1;
        while !layer.is_empty() && !seen[cities] {
            let mut reached = Vec::new();
            for &city in &layer {
                for &to in &next[city] {
                    if !seen[to] || reached.contains(&to) {
                        if !seen[to] {
                            seen[to] = true;
                            reached.push(to);
                        }
                        ways[to] = (ways[to] + ways[city]) % 1_000_000_007;
                    }
                }
            }
            layer = reached;
        }
        assert_eq!(output.trim(), ways[cities].to_string(), "{name}");
    }
}

#[test]
fn popular_cows_match_reachability_from_every_cow() {
    for (name, words, output) in answered("poj2186") {
        let n = numbers::<usize>(&words);
        let cows = n[0];
        let mut admires = vec![Vec::new(); cows + 1];
        for pair in n[2..2 + 2 * n[1]].chunks(2) {
            admires[pair[0]].push(pair[1]);
        }
        let reach = |from: usize| {
            let (mut seen, mut stack) = (HashSet::from([from]), vec![from]);
            while let Some(cow) = stack.pop() {
                stack.extend(admires[cow].iter().filter(|&&to| seen.insert(to)));
            }
            seen
        };
        let all: Vec<HashSet<usize>> = (1..=cows).map(reach).collect();
        let popular = (1..=cows).filter(|cow| all.iter().all(|seen| seen.contains(cow))).count();
        assert_eq!(output.trim(), popular.to_string(), "{name}");
    }
}

#[test]
fn routes_are_the_cheapest_simple_paths() {
    for (name, words, output) in answered("yen_routes") {
        let n = numbers::<usize>(&words);
        let (towns, k, s, t) = (n[0], n[2], n[3], n[4]);
        let mut roads = vec![Vec::new(); towns + 1];
        for road in n[5..5 + 3 * n[1]].chunks(3) {
            roads[road[0]].push((road[1], road[2]));
        }
        // Every simple path from s to t with its cost (the cheapest road between two towns).
        let mut all: Vec<(usize, Vec<usize>)> = Vec::new();
        let mut path = vec![s];
        fn walk(
            roads: &[Vec<(usize, usize)>],
            t: usize,
            cost: usize,
            path: &mut Vec<usize>,
            all: &mut Vec<(usize, Vec<usize>)>,
        ) {
            let at = *path.last().unwrap();
            if at == t {
                all.push((cost, path.clone()));
                return;
            }
            let mut tried = HashSet::new();
            for &(to, _) in &roads[at] {
                let cheapest =
                    roads[at].iter().filter(|road| road.0 == to).map(|road| road.1).min().unwrap();
                if !path.contains(&to) && tried.insert(to) {
                    path.push(to);
                    walk(roads, t, cost + cheapest, path, all);
                    path.pop();
                }
            }
        }
        walk(&roads, t, 0, &mut path, &mut all);
        all.sort();
        let lines: Vec<&str> = output.lines().collect();
        if all.is_empty() {
            assert_eq!(lines, ["no route"], "{name}");
            continue;
        }
        let expected_costs: Vec<usize> = all.iter().take(k).map(|(cost, _)| *cost).collect();
        let mut costs = Vec::new();
        for line in &lines {
            let (cost, route) = line.split_once(": ").unwrap();
            let route: Vec<usize> = route.split(' ').map(|town| town.parse().unwrap()).collect();
            assert!(
                all.iter().any(|(c, p)| c.to_string() == cost && *p == route),
                "{name}: {line}"
            );
            costs.push(cost.parse::<usize>().unwrap());
        }
        assert_eq!(costs, expected_costs, "{name}");
    }
}
