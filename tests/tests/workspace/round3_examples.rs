//! The examples of the library's third round (`examples/alpc_d.rs`, `alpc_e.rs`,
//! `abc218e.rs`, `alpc_h.rs`, `abc223d.rs`) on every answered testdata case: each printed
//! certificate (tiling, marks, places: replayed by `checker::alpc`; order: replayed here)
//! against the input, and its value against an exhaustive search where the case is small
//! (every set of squares, of edges, of flags, every order) or an independent solver where
//! not (augmenting paths, Kruskal's algorithm, a greedy replay of the order).

use super::graph_examples::{answered, numbers};
use std::collections::BTreeSet;

/// The most dominoes on the open squares, by augmenting paths from each even square.
fn most_dominoes(rows: &[&[u8]]) -> usize {
    let (h, w) = (rows.len(), rows[0].len());
    let open = |r: usize, c: usize| rows[r][c] == b'.';
    let near = |at: usize| {
        let (r, c) = (at / w, at % w);
        let mut near = Vec::new();
        if r > 0 && open(r - 1, c) {
            near.push(at - w);
        }
        if r + 1 < h && open(r + 1, c) {
            near.push(at + w);
        }
        if c > 0 && open(r, c - 1) {
            near.push(at - 1);
        }
        if c + 1 < w && open(r, c + 1) {
            near.push(at + 1);
        }
        near
    };
    fn augment(
        at: usize,
        near: &dyn Fn(usize) -> Vec<usize>,
        mate: &mut [usize],
        seen: &mut [bool],
    ) -> bool {
        for next in near(at) {
            if !seen[next] {
                seen[next] = true;
                if mate[next] == usize::MAX || augment(mate[next], near, mate, seen) {
                    mate[next] = at;
                    return true;
                }
            }
        }
        false
    }
    let mut mate = vec![usize::MAX; h * w];
    let even = (0..h * w).filter(|&at| open(at / w, at % w) && (at / w + at % w) % 2 == 0);
    even.filter(|&at| augment(at, &near, &mut mate, &mut vec![false; h * w])).count()
}

#[test]
fn tilings_are_laid_on_open_squares_and_as_many_as_fit() {
    for (name, words, output) in answered("alpc_d") {
        let h = words[0].parse::<usize>().unwrap();
        let rows: Vec<&[u8]> = words[2..2 + h].iter().map(|row| row.as_bytes()).collect();
        let most = format!("{}\n", most_dominoes(&rows));
        let judged = checker::alpc::check_alpc_d(&words.join("\n"), Some(&most), &output);
        assert_eq!(judged, Ok(()), "{name}");
    }
}

/// The largest sum of marks with at most `k` in any row or column, over every set of
/// squares.
fn best_marks(n: usize, k: usize, grid: &[u64]) -> u64 {
    let allowed = |set: usize| {
        (0..n).all(|i| {
            let row = (0..n).filter(|&j| set >> (i * n + j) & 1 == 1).count();
            let column = (0..n).filter(|&j| set >> (j * n + i) & 1 == 1).count();
            row <= k && column <= k
        })
    };
    let sum = |set: usize| (0..n * n).filter(|&at| set >> at & 1 == 1).map(|at| grid[at]).sum();
    (0..1usize << (n * n)).filter(|&set| allowed(set)).map(sum).max().unwrap()
}

#[test]
fn marks_keep_to_k_a_line_and_sum_to_the_most_there_is() {
    for (name, words, output) in answered("alpc_e") {
        let values: Vec<u64> = numbers(&words);
        let (n, k, grid) = (values[0] as usize, values[1] as usize, &values[2..]);
        // The sum is held to the exhaustive search's where the grid is small enough for it,
        // and otherwise to itself (the marks are still checked against it).
        let sum = match n <= 4 {
            true => format!("{}\n", best_marks(n, k, grid)),
            false => output.lines().next().unwrap().to_string(),
        };
        let judged = checker::alpc::check_alpc_e(&words.join("\n"), Some(&sum), &output);
        assert_eq!(judged, Ok(()), "{name}");
    }
}

/// Each vertex's leader, halved on the way up; `join` says whether two parts met.
struct Leaders(Vec<usize>);

impl Leaders {
    fn find(&mut self, mut v: usize) -> usize {
        while self.0[v] != v {
            self.0[v] = self.0[self.0[v]];
            v = self.0[v];
        }
        v
    }

    fn join(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        self.0[a] = b;
        a != b
    }
}

/// The most earned by removing edges with the rest connected: for up to 12 edges, every
/// set of edges kept; else Kruskal's algorithm written here.
fn most_earned(n: usize, edges: &[(usize, usize, i64)]) -> i64 {
    let m = edges.len();
    if m <= 12 {
        let connected = |kept: usize| {
            let mut leaders = Leaders((0..n).collect());
            let joins = (0..m).filter(|&e| kept >> e & 1 == 1);
            joins.filter(|&e| leaders.join(edges[e].0, edges[e].1)).count() == n - 1
        };
        let earned = |kept: usize| (0..m).filter(|&e| kept >> e & 1 == 0).map(|e| edges[e].2).sum();
        let sets = (0..1usize << m).filter(|&kept| connected(kept));
        return sets.map(earned).max().unwrap();
    }
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by_key(|&e| edges[e].2);
    let mut leaders = Leaders((0..n).collect());
    order
        .into_iter()
        .filter(|&e| !leaders.join(edges[e].0, edges[e].1))
        .map(|e| edges[e].2.max(0))
        .sum()
}

#[test]
fn destruction_earns_what_every_connected_set_of_edges_allows() {
    for (name, words, output) in answered("abc218e") {
        let values: Vec<i64> = numbers(&words);
        let n = values[0] as usize;
        let edges: Vec<(usize, usize, i64)> =
            values[2..].chunks(3).map(|e| (e[0] as usize - 1, e[1] as usize - 1, e[2])).collect();
        assert_eq!(output, format!("{}\n", most_earned(n, &edges)), "{name}");
    }
}

/// Whether some placing of the flags (`places`: each flag's two) keeps every two at least
/// `d` apart, over every placing.
fn some_placing_keeps_apart(places: &[i64], d: i64) -> bool {
    let n = places.len() / 2;
    let placing = |set: usize| (0..n).map(move |i| places[2 * i + (set >> i & 1)]);
    (0..1usize << n).any(|set| {
        let chosen: Vec<i64> = placing(set).collect();
        (0..n).all(|i| (i + 1..n).all(|j| (chosen[i] - chosen[j]).abs() >= d))
    })
}

#[test]
fn flags_keep_apart_and_no_is_said_only_when_no_placing_does() {
    for (name, words, output) in answered("alpc_h") {
        let values: Vec<i64> = numbers(&words);
        let (n, d, places) = (values[0] as usize, values[1], &values[2..]);
        // A `Yes` is proved by its placing, which the checker replays; a `No` by the
        // exhaustive search.
        let wanted = match n <= 16 && !some_placing_keeps_apart(places, d) {
            true => "No\n",
            false => "Yes\n",
        };
        let judged = checker::alpc::check_alpc_h(&words.join("\n"), Some(wanted), &output);
        assert_eq!(judged, Ok(()), "{name}");
    }
}

/// Every order of `0..n`, the lexicographically smallest first.
fn every_order(n: usize) -> Vec<Vec<usize>> {
    let mut orders = vec![Vec::new()];
    for _ in 0..n {
        let longer = orders.iter().flat_map(|order: &Vec<usize>| {
            (0..n).filter(|v| !order.contains(v)).map(move |v| [order.clone(), vec![v]].concat())
        });
        orders = longer.collect();
    }
    orders
}

#[test]
fn permutations_are_the_smallest_that_keep_every_pair_in_order() {
    for (name, words, output) in answered("abc223d") {
        let values: Vec<usize> = numbers(&words);
        let n = values[0];
        let pairs: Vec<(usize, usize)> =
            values[2..].chunks(2).map(|p| (p[0] - 1, p[1] - 1)).collect();
        let keeps = |order: &[usize]| {
            let mut place = vec![0; n];
            order.iter().enumerate().for_each(|(i, &v)| place[v] = i);
            pairs.iter().all(|&(a, b)| place[a] < place[b])
        };
        if output == "-1\n" {
            assert!(n <= 8 && !every_order(n).iter().any(|order| keeps(order)), "{name}");
            continue;
        }
        let order: Vec<usize> =
            output.split_whitespace().map(|v| v.parse::<usize>().unwrap() - 1).collect();
        assert!(order.len() == n && order.iter().collect::<BTreeSet<_>>().len() == n, "{name}");
        assert!(keeps(&order), "{name}");
        // Each next one is the smallest whose predecessors have all come.
        let mut waiting = vec![0; n];
        pairs.iter().for_each(|&(_, b)| waiting[b] += 1);
        let mut free: BTreeSet<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
        for &v in &order {
            assert_eq!(free.pop_first(), Some(v), "{name}");
            for &(_, b) in pairs.iter().filter(|&&(a, _)| a == v) {
                waiting[b] -= 1;
                if waiting[b] == 0 {
                    free.insert(b);
                }
            }
        }
        if n <= 7 {
            assert_eq!(Some(&order), every_order(n).iter().find(|order| keeps(order)), "{name}");
        }
    }
}
