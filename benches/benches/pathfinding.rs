//! `make bench` for the closure searches against the `pathfinding` crate (the peer Rust
//! users know): the same work through both in one run, timed as `searchlab_benches::pairs`
//! times pairs (one thread, the two sides in turn, medians, the ratio ours / theirs; each
//! row checks that both sides give the same answer, a path length or a count, first).
//! `cargo bench -p searchlab-benches --bench pathfinding -- WORD...` runs only the rows
//! whose name holds a word.
//!
//! The inputs, all seeded: a 2000×2000 grid with 30% walls, searched corner to the farthest
//! open cell by 4-neighbour moves (states `(row, column)` pairs); a random graph of 10^5
//! vertices and 10^6 edges of weights 1..=1000 (states vertex numbers); 15-puzzle boards
//! 44 random moves from the goal, for IDA* with the Manhattan distance.

use pathfinding::directed as peer;
use pathfinding::undirected::connected_components as peer_components;
use searchlab::rng::XorShift;
use searchlab::search as ours;
use searchlab::tiles::fixed::{Board, Manhattan};
use searchlab::tiles::LEX_ORDER;
use searchlab_benches::pairs::{checked_row, header, row, MIN_TIME, RUNS};

/// A grid of open (`true`) and wall cells, row by row.
struct Grid {
    width: usize,
    height: usize,
    open: Vec<bool>,
}

type Cell = (usize, usize);

impl Grid {
    /// `width` × `height` cells, each a wall with probability `walls`, the corner open.
    fn random(width: usize, height: usize, walls: f64, seed: u64) -> Grid {
        let mut rng = XorShift::new(seed);
        let threshold = (walls * 1_000_000.0) as u64;
        let mut open: Vec<bool> =
            (0..width * height).map(|_| rng.below(1_000_000) >= threshold).collect();
        open[0] = true;
        Grid { width, height, open }
    }

    /// The open cells beside `(row, column)`, up, down, left, right.
    fn neighbours(&self, (r, c): Cell) -> impl Iterator<Item = Cell> + '_ {
        let around = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
        around.into_iter().filter(move |&(r, c)| {
            r < self.height && c < self.width && self.open[r * self.width + c]
        })
    }
}

/// The open cell reached last by a breadth-first search from the corner (the farthest).
fn farthest(grid: &Grid) -> Cell {
    let reached = ours::bfs_all((0, 0), |&cell| grid.neighbours(cell));
    *reached.distances().last().unwrap().0
}

fn grid_rows() {
    let grid = &Grid::random(2000, 2000, 0.3, 2026);
    let goal = farthest(grid);
    let next = |&cell: &Cell| grid.neighbours(cell);
    let next_costed = |&cell: &Cell| grid.neighbours(cell).map(|cell| (cell, 1u32));
    let manhattan = |&(r, c): &Cell| (goal.0.abs_diff(r) + goal.1.abs_diff(c)) as u32;
    println!("### A 2000×2000 grid, 30% walls, corner to the farthest open cell\n");
    header("pathfinding");
    row(
        "BFS path",
        || ours::bfs((0, 0), next, |&cell| cell == goal).unwrap().states.len(),
        || peer::bfs::bfs(&(0, 0), next, |&cell| cell == goal).unwrap().len(),
    );
    // The same search with each cell its number `row × width + column`: states that are
    // indices.
    let width = grid.width;
    let goal_index = goal.0 * width + goal.1;
    let next_index = |&cell: &usize| {
        grid.neighbours((cell / width, cell % width)).map(move |(r, c)| r * width + c)
    };
    row(
        "BFS path, states numbered `row × width + column`",
        || ours::bfs(0, next_index, |&cell| cell == goal_index).unwrap().states.len(),
        || peer::bfs::bfs(&0, next_index, |&cell| cell == goal_index).unwrap().len(),
    );
    let cells = ours::Indices(grid.height * width);
    row(
        "the same, our records placed by the state's number (`Indices::bfs`)",
        || cells.bfs([0], next_index, |&cell| cell == goal_index).unwrap().states.len(),
        || peer::bfs::bfs(&0, next_index, |&cell| cell == goal_index).unwrap().len(),
    );
    row(
        "BFS to every reachable cell (`bfs_all` / `bfs_reach`)",
        || ours::bfs_all((0, 0), next).len(),
        || peer::bfs::bfs_reach((0, 0), next).count(),
    );
    row(
        "the same with distances (`bfs_all` / `dijkstra_all`, unit cost)",
        || ours::bfs_all((0, 0), next).distance(&goal),
        || peer::dijkstra::dijkstra_all(&(0, 0), next_costed).get(&goal).map(|&(_, d)| d),
    );
    row(
        "A*, Manhattan distance",
        || ours::astar((0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().cost,
        || peer::astar::astar(&(0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().1,
    );
    row(
        "fringe search, Manhattan distance",
        || ours::fringe((0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().cost,
        || peer::fringe::fringe(&(0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().1,
    );
    row(
        "all cheapest paths (`astar_bag`), Manhattan distance (cost)",
        || ours::astar_bag((0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().cost,
        || peer::astar::astar_bag(&(0, 0), next_costed, manhattan, |&cell| cell == goal).unwrap().1,
    );
    row(
        "depth first to every reachable cell (`dfs_reach`)",
        || ours::dfs_reach((0, 0), next).count(),
        || peer::dfs::dfs_reach((0, 0), next).count(),
    );
    // Every cell reachable, walls included: entering a wall costs 1 (breaking it), a floor 0;
    // on a grid of more walls than floor, so that a way must be broken.
    let walled = &Grid::random(2000, 2000, 0.6, 176);
    let corner = (walled.height - 1, walled.width - 1);
    let break_in = |&(r, c): &Cell| {
        let around = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
        let inside = around.into_iter().filter(|&(r, c)| r < walled.height && c < walled.width);
        inside.map(|(r, c)| ((r, c), u32::from(!walled.open[r * walled.width + c])))
    };
    row(
        "0-1 BFS (`bfs_01` / `dijkstra`), 60% walls costing 1 to break, corner to corner",
        || ours::bfs_01([(0, 0)], break_in, |&cell| cell == corner).unwrap().cost,
        || peer::dijkstra::dijkstra(&(0, 0), break_in, |&cell| cell == corner).unwrap().1,
    );
    let open_cells: Vec<Cell> = (0..grid.height)
        .flat_map(|r| (0..grid.width).map(move |c| (r, c)))
        .filter(|&(r, c)| grid.open[r * grid.width + c])
        .collect();
    row(
        "connected components of the open cells (count)",
        || ours::connected_components(open_cells.iter().copied(), next).len(),
        || peer_components::connected_components(&open_cells, next).len(),
    );
    row(
        "bidirectional BFS",
        || ours::bidirectional_bfs((0, 0), goal, next, next).unwrap().states.len(),
        || peer::bfs::bfs_bidirectional(&(0, 0), &goal, next, next).unwrap().len(),
    );
    println!();
}

/// A random directed graph: `n` vertices, `m` edges with weights in 1..=1000, as
/// out-edge lists.
fn random_graph(n: usize, m: usize, seed: u64) -> Vec<Vec<(usize, u64)>> {
    let mut rng = XorShift::new(seed);
    let mut out = vec![Vec::new(); n];
    for _ in 0..m {
        let (from, to) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        out[from].push((to, 1 + rng.below(1000)));
    }
    out
}

fn graph_rows() {
    let graph = &random_graph(100_000, 1_000_000, 42);
    let goal = graph.len() - 1;
    let next = |&v: &usize| graph[v].iter().copied();
    println!("### A random graph, 10^5 vertices, 10^6 edges, weights 1..=1000\n");
    header("pathfinding");
    row(
        "Dijkstra path, vertex 0 to the last",
        || ours::dijkstra(0, next, |&v| v == goal).unwrap().cost,
        || peer::dijkstra::dijkstra(&0, next, |&v| v == goal).unwrap().1,
    );
    row(
        "the same, our records placed by the vertex's number (`Indices::dijkstra`)",
        || ours::Indices(graph.len()).dijkstra([0], next, |&v| v == goal).unwrap().cost,
        || peer::dijkstra::dijkstra(&0, next, |&v| v == goal).unwrap().1,
    );
    row(
        "Dijkstra to all (`dijkstra_all`)",
        || ours::dijkstra_all(0, next).distance(&goal),
        || peer::dijkstra::dijkstra_all(&0, next).get(&goal).map(|&(_, d)| d),
    );
    let sparse = &random_graph(100_000, 200_000, 44);
    let unweighted = |&v: &usize| sparse[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
    row(
        "shortest cycle through vertex 0, 10^5 vertices, 2·10^5 edges (`bfs_loop`, length)",
        || ours::bfs_loop(0, unweighted).map(|found| found.states.len()),
        || peer::bfs::bfs_loop(&0, unweighted).map(|path| path.len()),
    );
    // x → x² + 12345 mod a prime near 10^12: a tail and cycle of about a million.
    const P: u128 = 1_000_000_000_039;
    let square = |x: u128| (x * x + 12_345) % P;
    row(
        "cycle of x → x² + 12345 mod 10^12 + 39 (`brent`)",
        || ours::brent(1u128, |&x| square(x)),
        || peer::cycle_detection::brent(1u128, square),
    );
    println!();
}

type Fifteen = Board<4, 16>;

/// Five boards, each a random walk of `WALK` moves from the goal that never steps
/// straight back (seeded).
fn fifteen_boards() -> Vec<Fifteen> {
    let mut rng = XorShift::new(15);
    let mut walk = || {
        let (mut board, mut before) = (Fifteen::solved(), Fifteen::solved());
        for _ in 0..WALK {
            let next: Vec<Fifteen> =
                LEX_ORDER.iter().filter_map(|&m| board.step(m)).filter(|&b| b != before).collect();
            before = board;
            board = next[rng.below(next.len() as u64) as usize];
        }
        board
    };
    (0..5).map(|_| walk()).collect()
}

const WALK: usize = 44;

fn idastar_rows() {
    let manhattan = Manhattan::new(&Fifteen::solved());
    let estimate = |board: &Fifteen| manhattan.estimate(board);
    let moves = |board: &Fifteen| {
        let board = *board;
        LEX_ORDER.iter().filter_map(move |&m| Some((board.step(m)?, 1u32)))
    };
    let is_goal = |board: &Fifteen| *board == Fifteen::solved();
    println!("### IDA*, Manhattan distance, five 15-puzzles 44 random moves from the goal\n");
    header("pathfinding");
    let boards = fifteen_boards();
    row(
        "IDA*, the five boards' lengths",
        || {
            boards
                .iter()
                .map(|&b| ours::idastar(b, moves, estimate, is_goal).unwrap().cost)
                .collect::<Vec<_>>()
        },
        || {
            boards
                .iter()
                .map(|b| peer::idastar::idastar(b, moves, estimate, is_goal).unwrap().1)
                .collect()
        },
    );
    println!();
}

/// A 100×100 grid of towns, roads both ways between neighbours with lengths 1..=9.
fn road_grid(side: usize, seed: u64) -> Vec<Vec<(usize, u64)>> {
    let mut rng = XorShift::new(seed);
    let mut out = vec![Vec::new(); side * side];
    for r in 0..side {
        for c in 0..side {
            let at = r * side + c;
            for next in [(r + 1 < side).then(|| at + side), (c + 1 < side).then(|| at + 1)]
                .into_iter()
                .flatten()
            {
                let length = 1 + rng.below(9);
                out[at].push((next, length));
                out[next].push((at, length));
            }
        }
    }
    out
}

fn new_search_rows() {
    println!("### The searches of round 2\n");
    header("pathfinding");
    let roads = &road_grid(100, 7);
    let next = |&v: &usize| roads[v].clone();
    let last = roads.len() - 1;
    // `pathfinding` lists 29 paths of cost 533 where paths of 532 it left out exist (ours,
    // each replayed edge by edge): the check is that each of our K costs is at most the
    // peer's.
    let theirs = || {
        peer::yen::yen(&0, next, |&v| v == last, 100).into_iter().map(|(_, cost)| cost).collect()
    };
    let at_most = |ours: &Vec<u64>, theirs: &Vec<u64>| {
        ours.len() == theirs.len() && ours.iter().zip(theirs).all(|(a, b)| a <= b)
    };
    checked_row(
        "Yen, K = 100, 10^4-town road grid, corner to corner (costs)",
        || ours::yen(0, next, |&v| v == last, 100).iter().map(|path| path.cost).collect::<Vec<_>>(),
        theirs,
        at_most,
    );
    checked_row(
        "the same, our spur searches' records placed by the town's number (`Indices::yen`)",
        || {
            let paths = ours::Indices(roads.len()).yen(0, next, |&v| v == last, 100);
            paths.iter().map(|path| path.cost).collect::<Vec<_>>()
        },
        theirs,
        at_most,
    );
    let graph = &random_graph(100_000, 1_000_000, 43);
    let unweighted = |&v: &usize| graph[v].iter().map(|&(w, _)| w).collect::<Vec<_>>();
    let vertices: Vec<usize> = (0..graph.len()).collect();
    row(
        "strongly connected components, 10^5 vertices, 10^6 edges (count)",
        || ours::strongly_connected_components(vertices.iter().copied(), unweighted).len(),
        || {
            peer::strongly_connected_components::strongly_connected_components(
                &vertices, unweighted,
            )
            .len()
        },
    );
    // Acyclic: edges go from lower to higher numbers only.
    let dag: Vec<Vec<usize>> = graph
        .iter()
        .enumerate()
        .map(|(v, out)| out.iter().map(|&(w, _)| w).filter(|&w| w > v).collect())
        .collect();
    let forward = |&v: &usize| dag[v].clone();
    row(
        "topological order, the same graph's forward edges (length)",
        || ours::topological_sort(vertices.iter().copied(), forward).map(|order| order.len()),
        || {
            peer::topological_sort::topological_sort(&vertices, forward)
                .map(|order| order.len())
                .map_err(|_| Vec::new())
        },
    );
    // A chain of 10^5 with a skip every 2,000: 2^50 paths.
    let chain = |&v: &u32| {
        [(v + 1 < 100_000).then(|| v + 1), (v % 2000 == 0 && v + 2 < 100_000).then(|| v + 2)]
            .into_iter()
            .flatten()
    };
    row(
        "counting paths, a chain of 10^5 with 50 forks",
        || ours::count_paths(0, chain, |&v| v == 99_999, u64::MAX) as usize,
        || peer::count_paths::count_paths(0, chain, |&v| v == 99_999),
    );
    println!();
}

/// The additions of round 3 that `pathfinding` also has: spanning trees, flows, the
/// assignment problem, cliques and topological groups.
fn round_3_rows() {
    println!("### The library's round 3\n");
    header("pathfinding");
    let mut rng = XorShift::new(61);
    let (n, m) = (100_000, 1_000_000);
    let weighted: Vec<(usize, usize, u64)> = (0..m)
        .map(|_| (rng.below(n) as usize, rng.below(n) as usize, 1 + rng.below(1000)))
        .collect();
    let weight = |tree: &[usize]| tree.iter().map(|&e| weighted[e].2).sum::<u64>();
    row(
        "Kruskal, 10^5 vertices, 10^6 edges (forest weight)",
        || weight(&searchlab::spanning::kruskal(n as usize, &weighted)),
        || {
            pathfinding::undirected::kruskal::kruskal_indices(n as usize, &weighted)
                .map(|e| e.2)
                .sum()
        },
    );
    // `pathfinding`'s `prim` takes minutes on the graph above: a tenth of it. On graphs with
    // self-loops and parallel edges it returned heavier trees than both Kruskals (ours and
    // its own): the check is that ours weighs no more.
    let sparse: Vec<(usize, usize, u64)> = (0..100_000)
        .map(|_| (rng.below(10_000) as usize, rng.below(10_000) as usize, 1 + rng.below(1000)))
        .collect();
    let sparse_weight = |tree: &[usize]| tree.iter().map(|&e| sparse[e].2).sum::<u64>();
    checked_row(
        "Prim, 10^4 vertices, 10^5 edges (forest weight)",
        || sparse_weight(&searchlab::spanning::prim(10_000, &sparse)),
        || pathfinding::undirected::prim::prim(&sparse).iter().map(|e| e.2).sum(),
        |ours, theirs| ours <= theirs,
    );
    let (v, e) = (2_000u64, 20_000);
    let network: Vec<(usize, usize, i64)> = (0..e)
        .map(|_| (rng.below(v) as usize, rng.below(v) as usize, 1 + rng.below(100) as i64))
        .collect();
    let vertices: Vec<usize> = (0..v as usize).collect();
    let caps = || network.iter().map(|&(a, b, c)| ((a, b), c));
    let sink = v as usize - 1;
    row(
        "max flow, 2,000 vertices, 20,000 edges: Edmonds–Karp (value)",
        || searchlab::flow::edmonds_karp(v as usize, 0, sink, &network).0,
        || peer::edmonds_karp::edmonds_karp_sparse(&vertices, &0, &sink, caps()).1,
    );
    row(
        "the same, ours by Dinic's method (`MaxFlow`)",
        || {
            let mut flow = searchlab::flow::MaxFlow::new(v as usize);
            for &(a, b, c) in &network {
                flow.add_edge(a, b, c);
            }
            flow.flow(0, sink)
        },
        || peer::edmonds_karp::edmonds_karp_sparse(&vertices, &0, &sink, caps()).1,
    );
    let costs: Vec<Vec<i64>> =
        (0..300).map(|_| (0..300).map(|_| rng.below(1_000_000) as i64).collect()).collect();
    let matrix = pathfinding::matrix::Matrix::from_rows(costs.clone()).unwrap();
    row(
        "assignment, 300×300 random weights: Kuhn–Munkres (total)",
        || searchlab::flow::kuhn_munkres(&costs).0,
        || pathfinding::kuhn_munkres::kuhn_munkres(&matrix).0,
    );
    let mut joined = vec![vec![false; 100]; 100];
    let pairs: Vec<(usize, usize)> =
        (0..100).flat_map(|a| (a + 1..100).map(move |b| (a, b))).collect();
    for (a, b) in pairs {
        let edge = rng.below(10) < 3;
        (joined[a][b], joined[b][a]) = (edge, edge);
    }
    let people: Vec<usize> = (0..100).collect();
    row(
        "maximal cliques, 100 vertices, 30% of pairs joined (count)",
        || searchlab::search::maximal_cliques_collect(&people, |&a, &b| joined[a][b]).len(),
        || {
            let mut connected = |a: &usize, b: &usize| joined[*a][*b];
            pathfinding::undirected::cliques::maximal_cliques_collect(
                people.clone(),
                &mut connected,
            )
            .len()
        },
    );
    let dag: Vec<Vec<usize>> = (0..100_000usize)
        .map(|v| (0..10).map(|i| v + 1 + (v * 31 + i * 17) % 50).filter(|&w| w < 100_000).collect())
        .collect();
    let after = |&v: &usize| dag[v].clone();
    let all: Vec<usize> = (0..dag.len()).collect();
    row(
        "topological groups, 10^5 vertices, 10 edges each (groups)",
        || ours::topological_sort_into_groups(all.iter().copied(), after).map(|g| g.len()).ok(),
        || peer::topological_sort::topological_sort_into_groups(&all, after).map(|g| g.len()).ok(),
    );
    println!();
}

fn main() {
    // `pathfinding`'s strongly connected components recurse once per vertex of a path:
    // both sides run on a thread with a stack deep enough for it.
    let rows = std::thread::Builder::new().stack_size(1 << 30).spawn(all_rows).unwrap();
    rows.join().unwrap();
}

fn all_rows() {
    let (runs, time) = (RUNS, MIN_TIME.as_secs());
    println!("## The closure searches next to `pathfinding` 4.16, one thread\n");
    println!("Medians of {runs} rounds, or of as many as take about {time} s for short rows.\n");
    grid_rows();
    graph_rows();
    new_search_rows();
    round_3_rows();
    idastar_rows();
}
