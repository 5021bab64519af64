//! The tools' demos: each runs a tool and checks what it printed with code of its own.

use checker::eight::{step, State};
use searchlab_tests::programs::run;

/// The lab report of three methods on the textbook 8-puzzle; passes when each method's
/// moves, replayed here, take the board to the goal in the same (shortest) number.
pub fn npuzzle_lab() -> (String, Result<(), String>) {
    let (start, goal) = ("2 8 3 1 0 4 7 6 5", "1 2 3 8 0 4 7 6 5");
    let run = run(
        "npuzzle",
        &["--goal", goal, "--algo", "bfs,astar,idastar"],
        format!("{start}\n").as_bytes(),
    );
    // Replayed by the independent 8-puzzle checker's rules (`checker::eight`).
    let parse = |text: &str| -> State {
        let mut board = [0u8; 9];
        for (cell, token) in board.iter_mut().zip(text.split(' ')) {
            *cell = token.parse().unwrap();
        }
        board
    };
    let (start, goal) = (parse(start), parse(goal));
    let lengths: Vec<usize> = run
        .stdout
        .lines()
        .filter_map(|line| line.strip_prefix("moves: "))
        .map(|moves| {
            let end = moves.chars().try_fold(start, |board, letter| step(&board, letter));
            match end {
                Some(board) if board == goal => moves.len(),
                _ => usize::MAX,
            }
        })
        .collect();
    let verdict = if run.status == Some(0) && lengths.len() == 3 && lengths.iter().all(|&l| l == 4)
    {
        Ok(())
    } else {
        Err(format!("replayed lengths {lengths:?} (4 each expected)"))
    };
    (run.stdout, verdict)
}

/// A small maze with its solution; passes when the marked path is exactly the path a
/// breadth-first search here finds from the top-left room to the bottom-right one.
pub fn maze() -> (String, Result<(), String>) {
    let run = run("mazegen", &["--width", "21", "--height", "11", "--solve", "--seed", "3"], b"");
    let grid: Vec<Vec<char>> = run.stdout.lines().map(|l| l.chars().collect()).collect();
    let (height, width) = (grid.len(), grid.first().map_or(0, Vec::len));
    if height != 11 || width != 21 || grid.iter().any(|row| row.len() != width) {
        return (run.stdout, Err(format!("a {width}x{height} picture")));
    }
    let open = |(r, c): (usize, usize)| grid[r][c] != '\u{2588}';
    let (start, end) = ((1, 1), (height - 2, width - 2));
    let mut came_from = vec![vec![None; width]; height];
    let mut queue = std::collections::VecDeque::from([start]);
    came_from[1][1] = Some(start);
    while let Some((r, c)) = queue.pop_front() {
        for next in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            if open(next) && came_from[next.0][next.1].is_none() {
                came_from[next.0][next.1] = Some((r, c));
                queue.push_back(next);
            }
        }
    }
    let mut path = vec![end];
    while let Some(&cell) = path.last() {
        match came_from[cell.0][cell.1] {
            Some(previous) if cell != start => path.push(previous),
            _ => break,
        }
    }
    let marked: Vec<(usize, usize)> = (0..height)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c] == '@')
        .collect();
    path.sort_unstable();
    let verdict = if path.contains(&start) {
        if path == marked {
            Ok(())
        } else {
            Err(format!("{} cells marked, the path has {}", marked.len(), path.len()))
        }
    } else {
        Err("no way from the top-left room to the bottom-right one".into())
    };
    (run.stdout, verdict)
}

/// filefind on this repository's sources; passes when it lists exactly the `.rs` files a
/// plain walk here finds.
pub fn filefind() -> (String, Result<(), String>) {
    let run = run("filefind", &["-e", "rs", ".", "src"], b"");
    let mut found: Vec<String> = run.stdout.lines().map(str::to_string).collect();
    found.sort();
    let mut walked = Vec::new();
    let mut folders = vec![std::path::PathBuf::from("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension() == Some(std::ffi::OsStr::new("rs")) {
                walked.push(path.display().to_string());
            }
        }
    }
    walked.sort();
    let shown =
        format!("{} files, the first: {}\n", found.len(), found.first().map_or("", String::as_str));
    let verdict = if run.status == Some(0) && found == walked && !found.is_empty() {
        Ok(())
    } else {
        Err(format!("{} listed, {} walked", found.len(), walked.len()))
    };
    (shown, verdict)
}

/// queens bundled into one file, compiled by rustc and run on its testdata beside the Cargo
/// build; passes when every check says ok.
pub fn bundle() -> (String, Result<(), String>) {
    let run = run(
        "bundle",
        &["queens", "--check", "--editions", "2021", "--out-dir", "target/demo"],
        b"",
    );
    let checks: Vec<&str> =
        run.stderr.lines().filter(|l| l.starts_with("bundle: check ")).collect();
    // A compilation ends in `ok`, a case in its verdict (`AC in …`), the last line counts them.
    let passed =
        |l: &&&str| l.ends_with(": ok") || l.contains(": AC in ") || l.contains(": cases: ");
    let failed = checks.iter().filter(|l| !passed(l) || l.contains("FAILED")).count();
    let verdict = if run.status == Some(0) && !checks.is_empty() && failed == 0 {
        Ok(())
    } else {
        Err(format!("{failed} of {} checks failed", checks.len()))
    };
    (run.stderr, verdict)
}
