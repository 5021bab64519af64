use super::*;
use itertools::Itertools;
use searchlab::cells::Shape;
use searchlab::search::Heuristic;
use searchlab::tiles::grid::neighbour;
use searchlab::tiles::grid::GridBoard;
use searchlab::tiles::LEX_ORDER;
use std::collections::{HashMap, VecDeque};

/// The table by an independent 0-1 BFS over (tile squares, blank square): the blank moving
/// onto a square without a pattern tile costs 0, swapping with a pattern tile costs 1.
fn brute_force(shape: Shape, pattern: &[u8], blank_goal: u8) -> HashMap<Vec<u8>, u8> {
    let mut best: HashMap<(Vec<u8>, u8), u8> = HashMap::new();
    let mut queue = VecDeque::from([(pattern.to_vec(), blank_goal, 0u8)]);
    while let Some((squares, blank, cost)) = queue.pop_front() {
        if best.get(&(squares.clone(), blank)).is_some_and(|&c| c <= cost) {
            continue;
        }
        best.insert((squares.clone(), blank), cost);
        for m in LEX_ORDER {
            let to = match neighbour(shape, usize::from(blank), m) {
                Some(to) => to,
                _ => {
                    continue;
                }
            };
            let mut next = squares.clone();
            match next.iter().position(|&s| usize::from(s) == to) {
                Some(tile) => {
                    next[tile] = blank;
                    queue.push_back((next, to as u8, cost + 1));
                }
                None => queue.push_front((next, to as u8, cost)),
            }
        }
    }
    let mut table: HashMap<Vec<u8>, u8> = HashMap::new();
    for ((squares, _), cost) in best {
        let entry = table.entry(squares).or_insert(cost);
        *entry = (*entry).min(cost);
    }
    table
}

#[test]
fn tables_match_an_independent_search() {
    for (w, h, pattern, blank) in [
        (3, 3, vec![0u8, 1, 2], 8u8),
        (3, 3, vec![5, 7, 8, 3], 0),
        (2, 3, vec![1, 2], 0),
        (4, 2, vec![0, 1, 2, 3, 4], 7),
    ] {
        let shape = Shape::new(w, h);
        let table = build(shape, &pattern, usize::from(blank), TableKind::Plain, 2, &|_, _| {});
        let expected = brute_force(shape, &pattern, blank);
        let placements = Placements::new(shape.squares(), pattern.len());
        assert_eq!(table.len() as u64, placements.count());
        let mut squares = vec![0u8; pattern.len()];
        for (rank, &value) in table.iter().enumerate() {
            placements.unrank(rank as u32, &mut squares);
            let want = expected.get(&squares).copied().unwrap_or(UNREACHED);
            assert_eq!(value, want, "{w}x{h} {pattern:?} at {squares:?}");
        }
    }
}

/// The cost of every (placement, blank square) by a second, independent 0-1 BFS, indexed
/// densely (placement rank times squares plus blank square), with no regions. Cost: one
/// byte per state.
fn dense_search(shape: Shape, pattern: &[u8], blank_goal: usize) -> Vec<u8> {
    let n = shape.squares();
    let placements = Placements::new(n, pattern.len());
    let mut cost = vec![UNREACHED; placements.count() as usize * n];
    let start = placements.rank(pattern) as usize * n + blank_goal;
    cost[start] = 0;
    let mut queue = VecDeque::from([start]);
    let k = pattern.len();
    let mut squares = [0u8; 12];
    while let Some(state) = queue.pop_front() {
        let (rank, blank) = (state / n, state % n);
        placements.unrank(rank as u32, &mut squares[..k]);
        for m in LEX_ORDER {
            let Some(to) = neighbour(shape, blank, m) else {
                continue;
            };
            let mut next = squares;
            let next = &mut next[..k];
            let step = match next.iter().position(|&s| usize::from(s) == to) {
                Some(tile) => {
                    next[tile] = blank as u8;
                    1
                }
                None => 0,
            };
            let child = placements.rank(next) as usize * n + to;
            let through = cost[state] + step;
            if through < cost[child] {
                cost[child] = through;
                if step == 0 {
                    queue.push_front(child);
                } else {
                    queue.push_back(child);
                }
            }
        }
    }
    cost
}

#[test]
fn tables_match_a_dense_search_without_regions() {
    // The 8-puzzle's eight tiles in one table, six tiles on a 4×3 board and on 5×2
    // (many covers split the blank's squares), and a 5×5 group.
    for (w, h, pattern, blank) in [
        (3, 3, vec![0u8, 1, 2, 3, 4, 5, 6, 7], 8),
        (3, 3, vec![8, 6, 1, 3, 2, 0, 5, 7], 4),
        (4, 3, vec![1, 2, 5, 6, 9, 11], 0),
        (5, 2, vec![9, 0, 4, 5, 2, 7], 3),
        (5, 5, vec![1, 2, 3], 0),
    ] {
        let shape = Shape::new(w, h);
        let n = shape.squares();
        let dense = dense_search(shape, &pattern, blank);
        let least: Vec<u8> =
            dense.chunks_exact(n).map(|blanks| *blanks.iter().min().unwrap()).collect();
        let numbering = Numbering::new(TableKind::ZeroAware, shape, pattern.len());
        let placements = Placements::new(n, pattern.len());
        let mut squares = vec![0u8; pattern.len()];
        for threads in [1, 3] {
            let table = build(shape, &pattern, blank, TableKind::Plain, threads, &|_, _| {});
            assert!(table == least, "{w}x{h} {pattern:?}, {threads} threads");
            let zero_aware =
                build(shape, &pattern, blank, TableKind::ZeroAware, threads, &|_, _| {});
            assert_eq!(zero_aware.len() as u64, numbering.len());
            for (state, &cost) in dense.iter().enumerate() {
                let (rank, square) = (state / n, (state % n) as u8);
                placements.unrank(rank as u32, &mut squares);
                if !squares.contains(&square) {
                    let number = numbering.number(&squares, square);
                    assert_eq!(zero_aware[number], cost, "{w}x{h} {pattern:?} {squares:?}");
                }
            }
        }
    }
}

/// Boards reached from `goal` by `walks` random walks of up to `moves` moves.
fn walks(goal: &GridBoard, walks: usize, moves: usize) -> Vec<GridBoard> {
    let mut rng = searchlab::rng::XorShift::new(0x2545_F491_4F6C_DD1D);
    (0..walks)
        .map(|w| {
            let mut board = goal.clone();
            for _ in 0..moves * (w + 1) / walks {
                board.apply(LEX_ORDER[rng.below(4) as usize]);
            }
            board
        })
        .collect()
}

#[test]
fn relabelled_tables_answer_as_tables_built_for_the_goal() {
    // Blank-last turned half round, a blank in the top-right corner mirrored, and a
    // non-square board: the shared tables give every board the estimate of tables
    // built for its own goal.
    let cases = [
        (GridBoard::blank_last(Shape::new(4, 4)), vec![6, 6, 3]),
        (GridBoard::new(Shape::new(3, 3), vec![3, 1, 0, 8, 4, 2, 7, 6, 5]).unwrap(), vec![4, 4]),
        (GridBoard::blank_last(Shape::new(4, 3)), vec![5, 6]),
    ];
    for (goal, sizes) in cases {
        let groups = partition(&goal, &sizes).unwrap();
        let (shared, _) =
            load_or_build(&goal, &groups, None, 2, &|_, _, _| {}, &mut |w| panic!("{w}"));
        assert_ne!(shared[0].frame, Symmetry::identity(goal.shape()));
        let own: Vec<PatternTable> = groups
            .iter()
            .map(|group| {
                let kind = table_kind(goal.shape());
                PatternTable::build(goal.shape(), group, goal.blank(), kind, 2)
            })
            .collect();
        let shared = PdbPuzzle::<16>::new(&goal, &shared);
        let own = PdbPuzzle::<16>::new(&goal, &own);
        assert_eq!(shared.views(), own.views());
        for board in walks(&goal, 2000, 80) {
            assert_eq!(
                shared.estimate(&shared.state(&board)),
                own.estimate(&own.state(&board)),
                "{board:?}"
            );
        }
    }
}

#[test]
fn goals_that_are_images_of_each_other_share_files() {
    let dir = tempfile::tempdir().unwrap();
    let shape = Shape::new(4, 4);
    let top_right =
        GridBoard::new(shape, vec![3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12]).unwrap();
    let goals = [GridBoard::blank_first(shape), GridBoard::blank_last(shape), top_right];
    for (i, goal) in goals.iter().enumerate() {
        let groups = partition(goal, &[6, 6, 3]).unwrap();
        let (_, provenance) =
            load_or_build(goal, &groups, Some(dir.path()), 2, &|_, _, _| {}, &mut |w| {
                panic!("{w}")
            });
        // The 3-tile table is too small to cache; the 6-tile ones are built once.
        let want =
            if i == 0 { Provenance::Built("not cached yet".into()) } else { Provenance::Loaded };
        assert_eq!(provenance[..2], [want.clone(), want], "goal {i}");
    }
    // The tables alone: a load more than `stamp::SETTLED` after the save (a loaded machine)
    // also writes a `.verified` stamp beside its file.
    let files: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".pdb"))
        .sorted()
        .collect();
    assert_eq!(files, ["4x4-b0-1.2.3.4.5.6.pdb", "4x4-b0-7.8.9.10.11.12.pdb"]);
}

#[test]
fn small_batches_use_quick_tables_until_the_large_ones_are_cached() {
    let dir = tempfile::tempdir().unwrap();
    let shape = Shape::new(4, 4);
    let last = GridBoard::blank_last(shape);
    let plan = |batch| planned_sizes(&last, batch, Some(dir.path()));
    assert_eq!(plan(1), QUICK_SIZES);
    assert_eq!(plan(QUICK_BATCH), QUICK_SIZES);
    assert_eq!(plan(QUICK_BATCH + 1), [7, 8]);
    assert_eq!(planned_sizes(&last, 1, None), QUICK_SIZES);
    // Once blank-first's 7-8 files are there, blank-last uses them too.
    let first = GridBoard::blank_first(shape);
    for group in partition(&first, &[7, 8]).unwrap() {
        std::fs::write(dir.path().join(file_name(shape, 0, &group)), b"").unwrap();
    }
    assert_eq!(plan(1), [7, 8]);
    // Other boards keep their default.
    let eight = GridBoard::blank_last(Shape::new(3, 3));
    assert_eq!(planned_sizes(&eight, 1, None), [4, 4]);
}

#[test]
fn build_costs_follow_the_tables() {
    let shape = Shape::new(4, 4);
    let eight = build_cost(shape, 8);
    assert_eq!(eight.entries, 518_918_400);
    // The table and 2 bits for each of 1,425,191,040 pairs (plus block padding).
    assert!((875_000_000..880_000_000).contains(&eight.peak_bytes), "{eight:?}");
    let seven = build_cost(shape, 7);
    assert!(eight.core_seconds > 5.0 * seven.core_seconds);
    assert!(build_cost(shape, 3).core_seconds < 0.01);
}

#[test]
fn partitions_follow_the_goal_and_check_sizes() {
    let goal = GridBoard::blank_first(Shape::new(4, 4));
    let groups = partition(&goal, &[7, 8]).unwrap();
    assert_eq!(groups[0], (1..=7).collect::<Vec<u8>>());
    assert_eq!(groups[1], (8..=15).collect::<Vec<u8>>());
    assert_eq!(default_sizes(goal.shape()), vec![7, 8]);
    assert!(partition(&goal, &[7, 7]).is_err());
    assert!(partition(&goal, &[5, 10]).unwrap_err().contains("table entries"));
    assert!(partition(&GridBoard::blank_last(Shape::new(5, 5)), &[24]).is_err());
    // Blank-last is cut from the blank's corner: the bottom seven tiles, then the rest.
    let last = partition(&GridBoard::blank_last(goal.shape()), &[7, 8]).unwrap();
    assert_eq!(last[0], (8..=14).rev().collect::<Vec<u8>>());
    assert_eq!(last[1], (0..=7).rev().collect::<Vec<u8>>());
    assert_eq!(default_sizes(Shape::new(5, 5)), vec![6, 6, 6, 6]);
    // 6-6-6-6 on 5×5 is Korf and Felner's blocks, turned with the goal.
    let five = Shape::new(5, 5);
    let korf = partition(&GridBoard::blank_first(five), &[6; 4]).unwrap();
    assert_eq!(korf, KORF_FELNER_24.map(|g| g.to_vec()));
    let turned = partition(&GridBoard::blank_last(five), &[6; 4]).unwrap();
    assert_eq!(turned[0], [23, 22, 19, 18, 17, 12]);
    let mut tiles: Vec<u8> = turned.concat();
    tiles.sort();
    assert_eq!(tiles, (0..24).collect::<Vec<u8>>());
    assert_eq!(default_sizes(Shape::new(3, 3)), vec![4, 4]);
    assert_eq!(default_sizes(Shape::new(5, 4)), vec![4, 5, 5, 5]);
    assert_eq!(file_name(goal.shape(), 0, &groups[0]), "4x4-b0-1.2.3.4.5.6.7.pdb");
}

/// The value in `table` of its group's tiles placed by `square_of` (goal square → board
/// square) with the blank on `blank`, whatever frame the table is kept in.
fn lookup(table: &PatternTable, square_of: &HashMap<usize, usize>, blank: usize) -> u8 {
    let to_goal = table.frame.inverse();
    let placed: Vec<u8> = table
        .pattern
        .iter()
        .map(|&p| table.frame.apply(square_of[&to_goal.apply(usize::from(p))]) as u8)
        .collect();
    table.value(&placed, table.frame.apply(blank) as u8)
}

#[test]
fn a_group_given_again_or_reflected_in_the_diagonal_reads_the_earlier_table() {
    let dir = tempfile::tempdir().unwrap();
    for (shape, group) in
        [(Shape::new(3, 3), vec![1, 2, 5]), (Shape::new(4, 4), vec![1, 2, 3, 7, 11])]
    {
        let goal = GridBoard::blank_first(shape);
        let mirror = Symmetry::transpose(shape).unwrap();
        let image: Vec<u8> = group.iter().map(|&s| mirror.apply(usize::from(s)) as u8).collect();
        let groups = [group.clone(), image.clone(), group];
        let (tables, provenance) =
            load_or_build(&goal, &groups, Some(dir.path()), 2, &|_, _, _| {}, &mut |w| {
                panic!("{w}")
            });
        assert_eq!(provenance[1..], [Provenance::Shared, Provenance::Shared]);
        assert_eq!(tables[1].table.as_ptr(), tables[0].table.as_ptr(), "shared, not copied");
        assert_eq!(tables[2].table.as_ptr(), tables[0].table.as_ptr(), "the same group again");
        assert_eq!(cached(&goal, &groups, None), [false, true, true], "nothing more to build");
        let (own, _) =
            load_or_build(&goal, std::slice::from_ref(&image), None, 2, &|_, _, _| {}, &mut |_| {});
        let n = shape.squares();
        let mut compared = 0;
        for squares in (0..n).permutations(image.len() + 1) {
            let (blank, tiles) = squares.split_last().unwrap();
            let square_of =
                image.iter().map(|&g| usize::from(g)).zip(tiles.iter().copied()).collect();
            assert_eq!(lookup(&tables[1], &square_of, *blank), lookup(&own[0], &square_of, *blank));
            compared += 1;
        }
        assert!(compared >= 3024, "{compared}");
    }
}

#[test]
fn several_partitions_are_given_one_after_the_other() {
    let five = GridBoard::blank_first(Shape::new(5, 5));
    let both = partition(&five, &[7, 7, 7, 3, 6, 6, 6, 6]).unwrap();
    assert_eq!(both.len(), 8);
    assert_eq!(both[4..], KORF_FELNER_24.map(|g| g.to_vec()));
    let mut sevens = both[..4].concat();
    sevens.sort();
    assert_eq!(sevens, (1..25).collect::<Vec<u8>>(), "7-7-7-3 covers every tile once");
    assert_eq!(sizes_text(&[7, 7, 7, 3, 6, 6, 6, 6], 24), "7-7-7-3+6-6-6-6");
    let twice = partition(&five, &[6, 6, 6, 6, 6, 6, 6, 6]).unwrap_err();
    assert!(twice.contains("a partition twice"), "{twice}");
    let ragged = partition(&five, &[6, 6, 6, 7, 6, 6, 6, 5]).unwrap_err();
    assert!(ragged.contains("6-6-6-7-6-6-6-5"), "{ragged}");
    let three = GridBoard::blank_last(Shape::new(3, 3));
    assert_eq!(partition(&three, &[4, 4, 3, 5]).unwrap().len(), 4);
    let three_partitions = partition(&three, &[4, 4, 3, 5, 8]).unwrap_err();
    assert!(three_partitions.contains("at most 2 partitions"), "{three_partitions}");
}

/// The most a two-bit entry holds: half the value above the floor.
const CAP: u8 = 3;

/// On every placement of the group and every square of the blank: the packed table reads
/// the byte table's value, capped at the Manhattan distance (reckoned here) plus twice
/// [`CAP`], and the entry's placement is found back from its number.
#[test]
fn packed_tables_read_the_values_capped_above_the_manhattan_distance() {
    let cases = [
        (Shape::new(3, 3), vec![1, 2, 3, 4], 0),
        (Shape::new(3, 3), vec![0, 1, 3], 8),
        (Shape::new(4, 2), vec![1, 2, 5], 0),
        (Shape::new(4, 3), vec![1, 2, 4, 5], 0),
    ];
    for (shape, pattern, blank_goal) in cases {
        let bytes = PatternTable::build(shape, &pattern, blank_goal, TableKind::ZeroAware, 1);
        let floors = Floors::new(shape, &pattern);
        let packed = bytes.numbering.pack(&bytes.table, &floors, 3);
        assert_eq!(packed.len(), bytes.table.len().div_ceil(4));
        let packed = PatternTable { table: packed.into(), floors: Some(floors), ..bytes.clone() };
        let (k, n) = (pattern.len(), shape.squares());
        let placements = Placements::new(n, k);
        let (mut squares, mut back) = ([0u8; 12], [0u8; 12]);
        let mut above = 0;
        for rank in 0..placements.count() as u32 {
            placements.unrank(rank, &mut squares);
            let squares = &squares[..k];
            let manhattan: usize = squares
                .iter()
                .zip(&pattern)
                .map(|(&s, &g)| shape.manhattan(s.into(), g.into()))
                .sum();
            for blank in (0..n as u8).filter(|b| !squares.contains(b)) {
                let exact = bytes.value(squares, blank);
                assert_eq!((usize::from(exact) - manhattan) % 2, 0, "{pattern:?} {squares:?}");
                let capped = exact.min(manhattan as u8 + 2 * CAP);
                assert_eq!(packed.value(squares, blank), capped, "{pattern:?} {squares:?}");
                above += usize::from(exact > manhattan as u8);
                let entry = bytes.numbering.number(squares, blank);
                bytes.numbering.placement(entry as u64, &mut back);
                assert_eq!(&back[..k], squares, "entry {entry}");
            }
        }
        assert!(above > 0, "{pattern:?}: some values are above the Manhattan distance");
    }
}
