//! Perfect-maze generators: each carves a spanning tree of the rooms, so every cell is
//! reachable and there is exactly one path between two cells.

use super::grid::Maze;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use searchlab::named::Named;

/// How the maze is carved. Each gives mazes of a different texture (see `--stats`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Depth-first search from the top-left room, backtracking at dead ends: long winding
    /// corridors, few dead ends.
    Backtracker,
    /// Randomized Kruskal: walls removed in random order between disjoint regions.
    Kruskal,
    /// Randomized Prim: the maze grows from the top-left room at a random frontier room.
    Prim,
    /// Wilson: loop-erased random walks; a uniformly random spanning tree.
    Wilson,
    /// Aldous–Broder: a random walk carving into unvisited rooms; uniform, but slow.
    AldousBroder,
    /// Each room opens north or west: diagonal bias, two long open sides.
    BinaryTree,
    /// Row by row, runs carved east then closed by one opening north.
    Sidewinder,
    /// Eller's row-by-row algorithm with sets: memory for one row only.
    Eller,
}

impl Named for Algorithm {
    const KIND: &'static str = "algorithm";
    const ALL: &'static [Algorithm] = &[
        Algorithm::Backtracker,
        Algorithm::Kruskal,
        Algorithm::Prim,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::BinaryTree,
        Algorithm::Sidewinder,
        Algorithm::Eller,
    ];

    fn name(self) -> &'static str {
        match self {
            Algorithm::Backtracker => "backtracker",
            Algorithm::Kruskal => "kruskal",
            Algorithm::Prim => "prim",
            Algorithm::Wilson => "wilson",
            Algorithm::AldousBroder => "aldous-broder",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::Eller => "eller",
        }
    }
}

/// Carves a perfect maze into `maze` (all wall) with `algorithm`, from a ChaCha8 stream
/// seeded with `seed` (a stream documented as stable, so a seed gives the same maze on every
/// machine). `watch` sees the maze after each room is opened, for step-by-step output.
///
/// Cost: O(rooms) time and memory for every algorithm but Aldous–Broder, whose random walk
/// takes about rooms × log²(rooms) steps; no recursion, so any size fits the stack.
///
/// ```
/// use mazegen::{generate, solve, Algorithm, Maze};
///
/// let mut maze = Maze::new(11, 7).unwrap();
/// generate(&mut maze, Algorithm::Backtracker, 1, &mut |_| {});
/// assert!(solve(&maze).is_some()); // every room is connected
/// ```
pub fn generate(maze: &mut Maze, algorithm: Algorithm, seed: u64, watch: &mut dyn FnMut(&Maze)) {
    let mut carver = Carver { maze, rng: ChaCha8Rng::seed_from_u64(seed), watch };
    carver.maze.open_room(0);
    (carver.watch)(carver.maze);
    match algorithm {
        Algorithm::Backtracker => carver.backtracker(),
        Algorithm::Kruskal => carver.kruskal(),
        Algorithm::Prim => carver.prim(),
        Algorithm::Wilson => carver.wilson(),
        Algorithm::AldousBroder => carver.aldous_broder(),
        Algorithm::BinaryTree => carver.binary_tree(),
        Algorithm::Sidewinder => carver.sidewinder(),
        Algorithm::Eller => carver.eller(),
    }
}

struct Carver<'a> {
    maze: &'a mut Maze,
    rng: ChaCha8Rng,
    watch: &'a mut dyn FnMut(&Maze),
}

impl Carver<'_> {
    fn carve(&mut self, a: usize, b: usize) {
        self.maze.carve(a, b);
        (self.watch)(self.maze);
    }

    /// A uniform index below `n`, drawn as a u64 so that it is the same on every platform.
    fn pick(&mut self, n: usize) -> usize {
        self.rng.random_range(0..n as u64) as usize
    }

    fn coin(&mut self) -> bool {
        self.rng.random_range(0..2u32) == 1
    }

    fn rooms(&self) -> (usize, usize) {
        (self.maze.rooms_wide(), self.maze.rooms_high())
    }

    /// The rooms next to `room`: up, down, left, right, those that exist.
    fn neighbours(&self, room: usize) -> ([usize; 4], usize) {
        let (w, h) = self.rooms();
        let (x, y) = (room % w, room / w);
        let mut out = [0; 4];
        let mut len = 0;
        for (ok, next) in [
            (y > 0, room.wrapping_sub(w)),
            (y + 1 < h, room + w),
            (x > 0, room.wrapping_sub(1)),
            (x + 1 < w, room + 1),
        ] {
            if ok {
                out[len] = next;
                len += 1;
            }
        }
        (out, len)
    }

    fn backtracker(&mut self) {
        let (w, h) = self.rooms();
        let mut visited = vec![false; w * h];
        visited[0] = true;
        let mut stack = vec![0usize];
        while let Some(&room) = stack.last() {
            let (all, len) = self.neighbours(room);
            let mut fresh = [0; 4];
            let mut count = 0;
            for &next in &all[..len] {
                if !visited[next] {
                    fresh[count] = next;
                    count += 1;
                }
            }
            if count == 0 {
                stack.pop();
                continue;
            }
            let next = fresh[self.pick(count)];
            visited[next] = true;
            self.carve(room, next);
            stack.push(next);
        }
    }

    fn kruskal(&mut self) {
        let (w, h) = self.rooms();
        let mut walls: Vec<(u32, u32)> = Vec::with_capacity(2 * w * h);
        for room in 0..w * h {
            if room % w + 1 < w {
                walls.push((room as u32, room as u32 + 1));
            }
            if room / w + 1 < h {
                walls.push((room as u32, (room + w) as u32));
            }
        }
        for i in (1..walls.len()).rev() {
            let j = self.pick(i + 1);
            walls.swap(i, j);
        }
        let mut parent: Vec<u32> = (0..(w * h) as u32).collect();
        let find = |parent: &mut Vec<u32>, mut x: u32| {
            while parent[x as usize] != x {
                parent[x as usize] = parent[parent[x as usize] as usize];
                x = parent[x as usize];
            }
            x
        };
        for (a, b) in walls {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            if ra != rb {
                parent[ra as usize] = rb;
                self.carve(a as usize, b as usize);
            }
        }
    }

    fn prim(&mut self) {
        let (w, h) = self.rooms();
        let mut in_maze = vec![false; w * h];
        let mut in_frontier = vec![false; w * h];
        let mut frontier = Vec::new();
        let add = |room: usize,
                   this: &Self,
                   in_frontier: &mut Vec<bool>,
                   frontier: &mut Vec<usize>,
                   in_maze: &[bool]| {
            let (all, len) = this.neighbours(room);
            for &next in &all[..len] {
                if !in_maze[next] && !in_frontier[next] {
                    in_frontier[next] = true;
                    frontier.push(next);
                }
            }
        };
        in_maze[0] = true;
        add(0, self, &mut in_frontier, &mut frontier, &in_maze);
        while !frontier.is_empty() {
            let i = self.pick(frontier.len());
            let room = frontier.swap_remove(i);
            let (all, len) = self.neighbours(room);
            let mut inside = [0; 4];
            let mut count = 0;
            for &next in &all[..len] {
                if in_maze[next] {
                    inside[count] = next;
                    count += 1;
                }
            }
            let to = inside[self.pick(count)];
            self.carve(to, room);
            in_maze[room] = true;
            add(room, self, &mut in_frontier, &mut frontier, &in_maze);
        }
    }

    fn wilson(&mut self) {
        let (w, h) = self.rooms();
        let n = w * h;
        let mut in_maze = vec![false; n];
        in_maze[0] = true;
        let mut exit = vec![0u32; n];
        for start in 1..n {
            if in_maze[start] {
                continue;
            }
            // Random walk until the maze is hit; the last exit from each room wins, which
            // erases the loops.
            let mut room = start;
            while !in_maze[room] {
                let (all, len) = self.neighbours(room);
                let next = all[self.pick(len)];
                exit[room] = next as u32;
                room = next;
            }
            let mut room = start;
            while !in_maze[room] {
                let next = exit[room] as usize;
                in_maze[room] = true;
                self.carve(room, next);
                room = next;
            }
        }
    }

    fn aldous_broder(&mut self) {
        let (w, h) = self.rooms();
        let mut visited = vec![false; w * h];
        visited[0] = true;
        let mut left = w * h - 1;
        let mut room = 0;
        while left > 0 {
            let (all, len) = self.neighbours(room);
            let next = all[self.pick(len)];
            if !visited[next] {
                visited[next] = true;
                left -= 1;
                self.carve(room, next);
            }
            room = next;
        }
    }

    fn binary_tree(&mut self) {
        let (w, h) = self.rooms();
        for room in 1..w * h {
            let (x, y) = (room % w, room / w);
            let to = match (y > 0, x > 0) {
                (true, true) if self.coin() => room - w,
                (true, true) => room - 1,
                (true, false) => room - w,
                _ => room - 1,
            };
            self.carve(to, room);
        }
    }

    fn sidewinder(&mut self) {
        let (w, h) = self.rooms();
        for x in 1..w {
            self.carve(x - 1, x);
        }
        for y in 1..h {
            let mut run_start = 0;
            for x in 0..w {
                let room = y * w + x;
                if x + 1 < w && self.coin() {
                    self.carve(room, room + 1);
                } else {
                    let up = y * w + run_start + self.pick(x - run_start + 1);
                    self.carve(up - w, up);
                    run_start = x + 1;
                }
            }
        }
    }

    fn eller(&mut self) {
        let (w, h) = self.rooms();
        // Set labels of the current row, and a union-find over every label ever made.
        let mut parent: Vec<u32> = Vec::new();
        let fresh = |parent: &mut Vec<u32>| {
            parent.push(parent.len() as u32);
            (parent.len() - 1) as u32
        };
        let find = |parent: &mut Vec<u32>, mut x: u32| {
            while parent[x as usize] != x {
                parent[x as usize] = parent[parent[x as usize] as usize];
                x = parent[x as usize];
            }
            x
        };
        let mut row: Vec<Option<u32>> = vec![None; w];
        for y in 0..h {
            for label in row.iter_mut() {
                if label.is_none() {
                    *label = Some(fresh(&mut parent));
                }
            }
            let last = y + 1 == h;
            for x in 0..w.saturating_sub(1) {
                let (a, b) =
                    (find(&mut parent, row[x].unwrap()), find(&mut parent, row[x + 1].unwrap()));
                if a != b && (last || self.coin()) {
                    parent[b as usize] = a;
                    self.carve(y * w + x, y * w + x + 1);
                }
            }
            if last {
                break;
            }
            // Every set goes down at least once: columns grouped by set, each goes down with
            // probability 1/2, and one at random when none did.
            let mut by_set: Vec<(u32, usize)> =
                (0..w).map(|x| (find(&mut parent, row[x].unwrap()), x)).collect();
            by_set.sort_unstable();
            let mut next: Vec<Option<u32>> = vec![None; w];
            let mut start = 0;
            while start < w {
                let set = by_set[start].0;
                let end =
                    by_set[start..].iter().position(|&(s, _)| s != set).map_or(w, |p| start + p);
                let mut went = false;
                for &(_, x) in &by_set[start..end] {
                    if self.coin() {
                        next[x] = Some(set);
                        self.carve(y * w + x, (y + 1) * w + x);
                        went = true;
                    }
                }
                if !went {
                    let x = by_set[start + self.pick(end - start)].1;
                    next[x] = Some(set);
                    self.carve(y * w + x, (y + 1) * w + x);
                }
                start = end;
            }
            row = next;
        }
    }
}
