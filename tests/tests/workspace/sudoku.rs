//! The sudoku program checked by a validator independent of the solvers
//! (`sudoku::is_solution`), a reader of the inputs independent of the program's, and an
//! independent brute force:
//! every answer in testdata is a valid grid keeping the givens (the testdata harness then
//! requires the program to print exactly those), `no solution` and `--count` agree with a
//! plain backtracking search, and the drawing flags work.

use searchlab_tests::{programs, testdata};

use searchlab::sudoku::is_solution;
use std::fs;

/// Solutions of a 9×9 puzzle, counted up to `limit` by plain backtracking on the first
/// empty cell with the fewest candidates. Written without the library.
fn brute_force_count(cells: &mut [u8], limit: usize) -> usize {
    let candidates = |cells: &[u8], i: usize| -> Vec<u8> {
        let (r, c) = (i / 9, i % 9);
        (1..=9u8)
            .filter(|&v| {
                (0..9).all(|j| {
                    cells[r * 9 + j] != v
                        && cells[j * 9 + c] != v
                        && cells[((r / 3) * 3 + j / 3) * 9 + (c / 3) * 3 + j % 3] != v
                })
            })
            .collect()
    };
    let Some(cell) = (0..81).filter(|&i| cells[i] == 0).min_by_key(|&i| candidates(cells, i).len())
    else {
        return 1;
    };
    let mut found = 0;
    for v in candidates(cells, cell) {
        cells[cell] = v;
        found += brute_force_count(cells, limit - found);
        cells[cell] = 0;
        if found >= limit {
            break;
        }
    }
    found
}

/// The puzzles of a sudoku input, read without the program's reader: the cells of every
/// line before `end` that is not a comment (`#`) or a leading count, one after the other,
/// `size²` to a puzzle (16×16 when the input holds letters, 9×9 otherwise).
fn puzzles(input: &str) -> Vec<Vec<u8>> {
    let lines: Vec<&str> = input
        .lines()
        .map(str::trim)
        .take_while(|line| *line != "end")
        .filter(|line| !line.starts_with('#'))
        .collect();
    let is_count = |line: &&str| line.len() < 9 && line.bytes().all(|b| b.is_ascii_digit());
    let first = lines.iter().position(|line| !line.is_empty()).unwrap_or(0);
    let skip = first + usize::from(lines.get(first).is_some_and(is_count));
    let text: String = lines[skip..].concat();
    let lettered = text.bytes().any(|b| b.is_ascii_alphabetic() || b == b'-');
    let (size, cell): (usize, fn(u8) -> Option<u8>) = match lettered {
        true => (16, |b| match b {
            b'-' | b'.' => Some(0),
            b'A'..=b'P' => Some(b - b'A' + 1),
            _ => None,
        }),
        false => (9, |b| match b {
            b'.' => Some(0),
            b'0'..=b'9' => Some(b - b'0'),
            _ => None,
        }),
    };
    let cells: Vec<u8> = text.bytes().filter_map(cell).collect();
    assert_eq!(cells.len() % (size * size), 0, "whole puzzles");
    cells.chunks(size * size).map(<[u8]>::to_vec).collect()
}

/// The answers of `output` as digits, `None` for `no solution`: an answer is one line of
/// 81 or 256 symbols, or as many lines as its first line has symbols.
fn answers(output: &str) -> Vec<Option<Vec<u8>>> {
    let value = |ch: char| match ch {
        '1'..='9' => ch as u8 - b'0',
        'A'..='P' => ch as u8 - b'A' + 1,
        _ => panic!("unexpected {ch:?} in an answer"),
    };
    let lines: Vec<&str> = output.lines().filter(|l| !l.is_empty()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i] == "no solution" {
            out.push(None);
            i += 1;
            continue;
        }
        let rows = if matches!(lines[i].len(), 81 | 256) { 1 } else { lines[i].len() };
        let symbols = lines[i..i + rows].concat();
        out.push(Some(symbols.chars().map(value).collect()));
        i += rows;
    }
    out
}

#[test]
fn every_testdata_answer_is_a_valid_solution_and_no_solution_is_right() {
    let mut checked = 0;
    for case in testdata::cases(None)
        .into_iter()
        .filter(|c| c.prog == "sudoku" && !c.input.with_extension("err").exists())
    {
        let input = fs::read_to_string(&case.input).unwrap();
        let expected = fs::read_to_string(case.input.with_extension("out")).unwrap();
        let puzzles = puzzles(&input);
        let answers = answers(&expected);
        assert_eq!(puzzles.len(), answers.len(), "{}", case.label());
        for (number, (cells, answer)) in puzzles.iter().zip(&answers).enumerate() {
            let size = if cells.len() == 81 { 9 } else { 16 };
            let label = format!("{} #{}", case.label(), number + 1);
            match answer {
                Some(solution) => assert!(is_solution(size, cells, solution), "{label}"),
                None => {
                    assert_eq!(size, 9, "{label}");
                    let solutions = brute_force_count(&mut cells.clone(), 1);
                    assert_eq!(solutions, 0, "{label}");
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} puzzles checked");
}

#[test]
fn count_tells_none_unique_and_multiple_like_brute_force() {
    let unique =
        "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
    // Blanking a "deadly rectangle" of a solved grid leaves exactly two solutions: four
    // cells in two rows of one band and two columns of different stacks, holding a b / b a.
    let mut cells: Vec<u8> = unique.bytes().map(|b| b - b'0').collect();
    let mut two = None;
    'search: for r1 in 0..9 {
        for r2 in r1 + 1..(r1 / 3) * 3 + 3 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let (a, b) = (cells[r1 * 9 + c1], cells[r1 * 9 + c2]);
                    if c1 / 3 != c2 / 3 && cells[r2 * 9 + c1] == b && cells[r2 * 9 + c2] == a {
                        two = Some([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
                        break 'search;
                    }
                }
            }
        }
    }
    let rectangle = two.expect("a solved grid has such a rectangle");
    for &i in &rectangle {
        cells[i] = 0;
    }
    let stuck = format!("12345678.........9{}", ".".repeat(63));
    let as_line = |cells: &[u8]| {
        cells.iter().map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) }).collect::<String>()
    };
    let input = format!("{unique}\n{}\n{stuck}\n{}\nend\n", as_line(&cells), ".".repeat(81));
    let run = programs::run("sudoku", &["--count"], input.as_bytes());
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let words: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(words, ["unique", "multiple", "none", "multiple"]);
    // The brute force agrees on the rectangle puzzle (exactly two) and the stuck one.
    assert_eq!(brute_force_count(&mut cells.clone(), 3), 2);
    let mut stuck_cells: Vec<u8> =
        stuck.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
    assert_eq!(brute_force_count(&mut stuck_cells, 1), 0);
}

#[test]
fn pretty_svg_and_threads() {
    let input = fs::read(programs::workspace_root().join("testdata/sudoku/sample-2.in")).unwrap();
    let plain = programs::run("sudoku", &[], &input);
    let one_thread = programs::run("sudoku", &["--threads", "1"], &input);
    assert_eq!(plain.stdout, one_thread.stdout);
    let pretty = programs::run("sudoku", &["--pretty"], &input);
    assert_eq!(pretty.status, Some(0));
    let first: Vec<&str> = pretty.stdout.split("\n\n").next().unwrap().lines().collect();
    assert_eq!(first.len(), 13, "{}", pretty.stdout);
    assert_eq!(first[0], "+---------+---------+---------+");
    assert_eq!(first[1], "| 5 [2][7]|[3][8] 9 | 4 [1] 6 |");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("grid.svg");
    let run = programs::run("sudoku", &["--svg", file.to_str().unwrap()], &input);
    assert_eq!(run.stdout, plain.stdout, "--svg leaves stdout alone");
    for k in 1..=3 {
        let picture = fs::read_to_string(dir.path().join(format!("grid-{k}.svg"))).unwrap();
        assert!(picture.starts_with("<svg") && picture.contains("#fff3a0"));
    }
    // One puzzle: FILE itself. A puzzle without solution is named on stderr, not drawn.
    let one = dir.path().join("one.svg");
    let first_line =
        "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
    let run = programs::run("sudoku", &["--svg", one.to_str().unwrap()], first_line.as_bytes());
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert!(fs::read_to_string(&one).unwrap().starts_with("<svg"));
    let stuck = format!("{first_line}\n12345678.........9{}\n", ".".repeat(63));
    let file = dir.path().join("mixed.svg");
    let run = programs::run("sudoku", &["--svg", file.to_str().unwrap()], stuck.as_bytes());
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert_eq!(run.stderr, "sudoku: puzzle 2: no solution, nothing drawn\n");
    assert!(dir.path().join("mixed-1.svg").exists());
    assert!(!dir.path().join("mixed-2.svg").exists());
    // 0 means one per core, as in npuzzle and filefind; absurd counts are refused.
    let cores = programs::run("sudoku", &["--threads", "0"], &input);
    assert_eq!(cores.stdout, plain.stdout);
    for absurd in ["257", "18446744073709551615", "-1", "many"] {
        let bad = programs::run("sudoku", &["--threads", absurd], &input);
        assert_eq!(bad.status, Some(2), "--threads {absurd}");
        assert!(bad.stderr.contains("0 (one per core) to 256"), "{}", bad.stderr);
    }
}
