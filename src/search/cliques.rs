//! Maximal cliques by the Bron–Kerbosch method with Tomita's pivot, over bit sets.

/// A set of vertex numbers as bits, 64 to a word.
type Bits = Vec<u64>;

/// One level of the search: the candidates that could extend the clique, those that were
/// tried already (a clique they extend was reported), and which candidates to branch on.
struct Level {
    candidates: Bits,
    tried: Bits,
    branches: Vec<usize>,
    next: usize,
}

/// Calls `consumer` with every maximal clique of the undirected graph on `vertices`, two
/// vertices joined when `connected` says so (it is asked once for each pair, the earlier
/// vertex first, and should not depend on the order): each clique's vertices in the order
/// given, as `pathfinding`'s `maximal_cliques`. With no vertices there is no clique.
///
/// Cost: O(3^(n/3)) time at worst (the number of maximal cliques there can be), far less on
/// sparse graphs; n²/8 bytes for the adjacency and a level of n/4 bytes per clique vertex.
///
/// ```
/// use searchlab::search::maximal_cliques;
///
/// // Numbers joined when they share a factor above 1.
/// let gcd = |mut a: u32, mut b: u32| { while b != 0 { (a, b) = (b, a % b) } a };
/// let mut cliques = Vec::new();
/// let copy = |clique: &[&u32]| clique.iter().map(|&&v| v).collect::<Vec<u32>>();
/// maximal_cliques(&[2, 3, 4, 6, 9], |&a, &b| gcd(a, b) > 1, |clique| cliques.push(copy(clique)));
/// assert_eq!(cliques, vec![vec![2, 4, 6], vec![3, 6, 9]]);
/// ```
pub fn maximal_cliques<S>(
    vertices: &[S],
    mut connected: impl FnMut(&S, &S) -> bool,
    mut consumer: impl FnMut(&[&S]),
) {
    let n = vertices.len();
    if n == 0 {
        return;
    }
    let words = (n + 63) / 64;
    let mut adjacent = vec![0u64; n * words];
    for a in 0..n {
        for b in a + 1..n {
            if connected(&vertices[a], &vertices[b]) {
                adjacent[a * words + b / 64] |= 1 << (b % 64);
                adjacent[b * words + a / 64] |= 1 << (a % 64);
            }
        }
    }
    let neighbours = |v: usize| &adjacent[v * words..(v + 1) * words];
    let mut all = vec![u64::MAX; words];
    all[words - 1] = u64::MAX >> (64 * words - n);
    let mut levels = vec![level(all, vec![0; words], &neighbours)];
    let mut clique: Vec<usize> = Vec::new();
    let mut found: Vec<&S> = Vec::new();
    while let Some(top) = levels.last_mut() {
        if top.next == top.branches.len() {
            levels.pop();
            clique.pop();
            continue;
        }
        let v = top.branches[top.next];
        top.next += 1;
        let candidates = intersection(&top.candidates, neighbours(v));
        let tried = intersection(&top.tried, neighbours(v));
        top.candidates[v / 64] &= !(1 << (v % 64));
        top.tried[v / 64] |= 1 << (v % 64);
        clique.push(v);
        if is_empty(&candidates) {
            if is_empty(&tried) {
                let mut members = clique.clone();
                members.sort_unstable();
                found.clear();
                found.extend(members.iter().map(|&m| &vertices[m]));
                consumer(&found);
            }
            clique.pop();
        } else {
            levels.push(level(candidates, tried, &neighbours));
        }
    }
}

/// As [`maximal_cliques`], collecting the cliques: each a list of vertices in the order
/// given, the cliques in the order found. Cost: as [`maximal_cliques`], and the cliques.
///
/// ```
/// use searchlab::search::maximal_cliques_collect;
///
/// // A triangle 0-1-2 and an edge 2-3.
/// let edges = [(0, 1), (1, 2), (0, 2), (2, 3)];
/// let joined = |a: &u8, b: &u8| edges.contains(&(*a, *b)) || edges.contains(&(*b, *a));
/// assert_eq!(maximal_cliques_collect(&[0, 1, 2, 3], joined), vec![vec![0, 1, 2], vec![2, 3]]);
/// ```
pub fn maximal_cliques_collect<S: Clone>(
    vertices: &[S],
    connected: impl FnMut(&S, &S) -> bool,
) -> Vec<Vec<S>> {
    let mut cliques = Vec::new();
    maximal_cliques(vertices, connected, |clique| {
        cliques.push(clique.iter().map(|&v| v.clone()).collect())
    });
    cliques
}

/// A level branching on the candidates the pivot does not see: the pivot is the vertex of
/// `candidates` or `tried` with the most neighbours among the candidates (Tomita).
fn level<'a>(candidates: Bits, tried: Bits, neighbours: &impl Fn(usize) -> &'a [u64]) -> Level {
    let shared = |v: usize| {
        candidates.iter().zip(neighbours(v)).map(|(c, a)| (c & a).count_ones()).sum::<u32>()
    };
    let pivot = members(&candidates).chain(members(&tried)).max_by_key(|&v| shared(v));
    let seen_by_pivot = pivot.map_or_else(|| vec![0; candidates.len()], |p| neighbours(p).to_vec());
    let outside: Bits = candidates.iter().zip(&seen_by_pivot).map(|(c, p)| c & !p).collect();
    let branches = members(&outside).collect();
    Level { candidates, tried, branches, next: 0 }
}

/// The vertices of a set, increasing.
fn members(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(w, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                w * 64 + bit
            })
        })
    })
}

/// The vertices in both sets.
fn intersection(a: &[u64], b: &[u64]) -> Bits {
    a.iter().zip(b).map(|(x, y)| x & y).collect()
}

/// Whether the set holds no vertex.
fn is_empty(set: &[u64]) -> bool {
    set.iter().all(|&word| word == 0)
}
