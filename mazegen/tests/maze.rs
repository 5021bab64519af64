//! mazegen and the maze module: every algorithm makes perfect mazes (checked here from the
//! cells alone), seeds reproduce, the default maze never drifts, and bad options are refused.

use mazegen::{Algorithm, Maze};
use searchlab::named::Named;
use searchlab_tests::run::run_path;
use std::collections::VecDeque;

/// The binary under test.
const MAZEGEN: &str = env!("CARGO_BIN_EXE_mazegen");

/// Checks, from the cells alone, that a maze is perfect: the border is wall, every room
/// (odd, odd) is open, the open cells are connected, and they form a tree (one edge fewer
/// than cells, counting each pair of open neighbours once).
fn assert_perfect(maze: &Maze, label: &str) {
    let (w, h) = (maze.width(), maze.height());
    for x in 0..w {
        assert!(!maze.is_open(x, 0) && !maze.is_open(x, h - 1), "{label}: border");
    }
    for y in 0..h {
        assert!(!maze.is_open(0, y) && !maze.is_open(w - 1, y), "{label}: border");
    }
    let mut open = 0usize;
    let mut edges = 0usize;
    for y in 0..h {
        for x in 0..w {
            if maze.is_open(x, y) {
                open += 1;
                edges += usize::from(maze.is_open(x + 1, y)) + usize::from(maze.is_open(x, y + 1));
            } else {
                assert!(x % 2 == 0 || y % 2 == 0, "{label}: room ({x}, {y}) closed");
            }
            // Cells with both coordinates even are never open (they would make 2x2 rooms).
            if x % 2 == 0 && y % 2 == 0 {
                assert!(!maze.is_open(x, y), "{label}: pillar ({x}, {y}) open");
            }
        }
    }
    assert_eq!(edges + 1, open, "{label}: a tree has one edge fewer than cells");
    let mut seen = vec![false; w * h];
    seen[w + 1] = true;
    let mut queue = VecDeque::from([(1usize, 1usize)]);
    let mut reached = 1;
    while let Some((x, y)) = queue.pop_front() {
        for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] {
            if maze.is_open(nx, ny) && !seen[ny * w + nx] {
                seen[ny * w + nx] = true;
                reached += 1;
                queue.push_back((nx, ny));
            }
        }
    }
    assert_eq!(reached, open, "{label}: connected");
}

fn build(width: usize, height: usize, algorithm: Algorithm, seed: u64) -> Maze {
    let mut maze = Maze::new(width, height).unwrap();
    mazegen::generate(&mut maze, algorithm, seed, &mut |_| {});
    maze
}

#[test]
fn every_algorithm_makes_perfect_mazes() {
    for &algorithm in Algorithm::ALL {
        for (w, h) in [(3, 3), (3, 9), (11, 3), (21, 21), (39, 19), (61, 45)] {
            for seed in [1, 2, 99] {
                let label = format!("{algorithm:?} {w}x{h} seed {seed}");
                let maze = build(w, h, algorithm, seed);
                assert_perfect(&maze, &label);
                assert_eq!(maze, build(w, h, algorithm, seed), "{label}: reproducible");
            }
        }
        assert_ne!(
            build(41, 41, algorithm, 1),
            build(41, 41, algorithm, 2),
            "{algorithm:?}: seeds differ"
        );
    }
}

#[test]
fn solutions_run_corner_to_corner_along_corridors() {
    for &algorithm in Algorithm::ALL {
        let maze = build(31, 17, algorithm, 7);
        let path = mazegen::solve(&maze).unwrap();
        assert_eq!(path.first(), Some(&(1, 1)));
        assert_eq!(path.last(), Some(&(29, 15)));
        for pair in path.windows(2) {
            let ((ax, ay), (bx, by)) = (pair[0], pair[1]);
            assert_eq!(ax.abs_diff(bx) + ay.abs_diff(by), 1);
            assert!(maze.is_open(bx, by));
        }
        let stats = mazegen::stats(&maze);
        assert!(stats.longest_path as usize >= path.len() - 1, "{algorithm:?}");
        assert!(stats.dead_ends > 0 && (0.0..=1.0).contains(&stats.straight_share));
    }
}

#[test]
fn the_default_maze_never_drifts() {
    let run = run_path(MAZEGEN, &[], b"");
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, include_str!("golden/mazegen-default.txt"));
    assert_eq!(run.stdout.lines().count(), 19);
    assert!(run.stdout.lines().all(|l| l.chars().count() == 39));
}

#[test]
fn formats_solve_and_steps() {
    let text = run_path(MAZEGEN, &["--width", "11", "--height", "7", "--ascii", "--solve"], b"");
    assert!(text.stdout.lines().all(|l| l.chars().all(|c| "# @".contains(c))), "{}", text.stdout);
    assert_eq!(text.stdout.lines().next(), Some("###########"));
    assert!(text.stdout.contains('@'));
    let svg = run_path(MAZEGEN, &["--format", "svg", "--solve"], b"");
    assert!(svg.stdout.starts_with("<svg") && svg.stdout.contains("<polyline"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("maze.png");
    let png = run_path(MAZEGEN, &["--format", "png", "-o", file.to_str().unwrap()], b"");
    assert_eq!(png.status, Some(0), "{}", png.stderr);
    let bytes = std::fs::read(&file).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let steps = run_path(MAZEGEN, &["--width", "7", "--height", "5", "--steps", "--ascii"], b"");
    // 6 rooms: the first room opened, then 5 carvings, then the finished maze.
    assert_eq!(steps.stdout.matches("frame ").count(), 6, "{}", steps.stdout);
    let stats = run_path(MAZEGEN, &["--stats", "-a", "binary-tree"], b"");
    assert!(stats.stdout.contains("dead ends: ") && stats.stdout.contains("straight corridors: "));
}

#[test]
fn bad_options_exit_with_status_2() {
    for (args, message) in [
        (&["--width", "10"][..], "must be odd"),
        (&["--height", "1"][..], "must be odd"),
        (&["-a", "dfs"][..], "unknown algorithm 'dfs'"),
        (&["--format", "gif"][..], "invalid value 'gif'"),
        (&["--width", "100001", "--height", "100001"][..], "over the limit"),
        (&["--steps", "--width", "201", "--height", "201"][..], "--steps draws text mazes"),
        (&["--format", "svg", "--scale", "0"][..], "--scale needs at least 1 pixel a cell, got 0"),
        (
            &["--format", "png", "--width", "9999", "--height", "9999", "--scale", "20"][..],
            "over the limit of",
        ),
    ] {
        let run = run_path(MAZEGEN, args, b"");
        assert_eq!(run.status, Some(2), "{args:?}");
        assert!(
            run.stderr.starts_with("mazegen: ") && run.stderr.contains(message),
            "{args:?}: {}",
            run.stderr
        );
        // One line, then the hint every program gives.
        assert_eq!(run.stderr.lines().count(), 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.ends_with("\nTry 'mazegen --help' for more information.\n"));
    }
}
