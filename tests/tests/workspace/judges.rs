//! Behaviour every judge program shares (help, usage errors), and the judges' flags that
//! the testdata files cannot exercise: poj3134 --chain, poj2449 --algo.

use searchlab_tests::programs::{self, judges};

/// Whether judge program `prog` takes its command line through searchlab's preamble
/// (`io::run_with_args`), which gives `--help` and the usage errors checked here. A program
/// of one's own need not.
fn uses_the_preamble(prog: &str) -> bool {
    let bin = programs::workspace_root().join("src/bin");
    [bin.join(format!("{prog}.rs")), bin.join(prog).join("main.rs")]
        .iter()
        .filter_map(|file| std::fs::read_to_string(file).ok())
        .any(|source| source.contains("run_with_args("))
}

#[test]
fn every_judge_prints_help_and_rejects_unknown_flags() {
    let judges: Vec<String> = judges().into_iter().filter(|prog| uses_the_preamble(prog)).collect();
    assert!(judges.len() >= 5, "{judges:?}");
    for prog in &judges {
        let run = programs::run(prog, &["--help"], b"");
        assert_eq!(run.status, Some(0), "{prog}");
        assert!(run.stdout.starts_with(&format!("{prog} - ")), "{prog}: {}", run.stdout);
        assert!(run.stdout.contains("Usage:"), "{prog}");
        let run = programs::run(prog, &["--fast"], b"");
        assert_eq!(run.status, Some(2), "{prog}");
        assert!(
            run.stderr.starts_with(&format!("{prog}: unknown option '--fast'")),
            "{prog}: {}",
            run.stderr
        );
        assert!(run.stdout.is_empty(), "{prog}");
    }
}

/// Replays `x^a = x^b op x^c` lines: each operand known, each result right, ending at n.
fn replay(n: u64, lines: &[&str]) -> Result<(), String> {
    let mut known = vec![1u64];
    for line in lines {
        let exponent = |s: &str| s.trim().strip_prefix("x^").and_then(|e| e.parse::<u64>().ok());
        let (result, rest) = line.split_once('=').ok_or(format!("not a step: {line}"))?;
        let (op, (left, right)) = if let Some(parts) = rest.split_once('*') {
            ('*', parts)
        } else {
            ('/', rest.split_once('/').ok_or(format!("no operator: {line}"))?)
        };
        let (result, left, right) = (exponent(result), exponent(left), exponent(right));
        let (Some(result), Some(left), Some(right)) = (result, left, right) else {
            return Err(format!("bad exponents: {line}"));
        };
        if !known.contains(&left) || !known.contains(&right) {
            return Err(format!("operand not computed yet: {line}"));
        }
        let value = if op == '*' { left + right } else { left.saturating_sub(right) };
        if value != result || value == 0 {
            return Err(format!("wrong result: {line}"));
        }
        known.push(result);
    }
    if known.last() == Some(&n) {
        Ok(())
    } else {
        Err(format!("the chain ends at x^{}, not x^{n}", known.last().unwrap()))
    }
}

#[test]
fn poj3134_chains_replay_to_x_n_in_the_counted_steps() {
    let input: String = (1..=300).map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    let counts = programs::run("poj3134", &[], input.as_bytes());
    let chains = programs::run("poj3134", &["--chain"], input.as_bytes());
    assert_eq!((counts.status, chains.status), (Some(0), Some(0)));
    let counts: Vec<usize> = counts.stdout.lines().map(|l| l.parse().unwrap()).collect();
    let lines: Vec<&str> = chains.stdout.lines().collect();
    let mut at = 0;
    for (n, &count) in (1..=300u64).zip(&counts) {
        assert_eq!(lines[at], count.to_string(), "n = {n}: the count comes first");
        let steps = &lines[at + 1..at + 1 + count];
        replay(n, steps).unwrap_or_else(|e| panic!("n = {n}: {e}"));
        at += 1 + count;
    }
    assert_eq!(at, lines.len());
    assert!(replay(3, &["x^2 = x^1 * x^1", "x^3 = x^2 / x^1"]).is_err(), "the replay can fail");
}

#[test]
fn poj2449_algorithms_agree_on_random_graphs() {
    // Graphs dense enough for many walks, weights including 0.
    let mut rng = searchlab::rng::XorShift::new(0x2449);
    let mut next = move |bound: u64| rng.below(bound);
    let mut input = String::new();
    for _ in 0..200 {
        let n = 1 + next(30);
        let m = next(120);
        input += &format!("{n} {m}\n");
        for _ in 0..m {
            input += &format!("{} {} {}\n", 1 + next(n), 1 + next(n), next(20));
        }
        input += &format!("{} {} {}\n", 1 + next(n), 1 + next(n), 1 + next(60));
    }
    let astar = programs::run("poj2449", &["--algo", "astar"], input.as_bytes());
    let eppstein = programs::run("poj2449", &["--algo", "eppstein"], input.as_bytes());
    assert_eq!((astar.status, eppstein.status), (Some(0), Some(0)));
    assert_eq!(astar.stdout.lines().count(), 200);
    assert_eq!(astar.stdout, eppstein.stdout);
    let default = programs::run("poj2449", &[], input.as_bytes());
    assert_eq!(default.stdout, eppstein.stdout);
}

/// Whether `columns` (1-based) place n queens that do not attack each other.
fn queens_valid(columns: &[usize]) -> bool {
    let n = columns.len();
    columns.iter().all(|&c| (1..=n).contains(&c))
        && (0..n).all(|i| {
            (i + 1..n).all(|j| columns[i] != columns[j] && columns[i].abs_diff(columns[j]) != j - i)
        })
}

#[test]
fn queens_all_lists_every_solution_in_order_and_count_agrees() {
    for n in 1..=9usize {
        let all = programs::run("queens", &["--all"], format!("{n}\n").as_bytes());
        let count = programs::run("queens", &["--count"], format!("{n}\n").as_bytes());
        assert_eq!((all.status, count.status), (Some(0), Some(0)));
        let solutions: Vec<Vec<usize>> = all
            .stdout
            .lines()
            .map(|l| l.split(' ').map(|c| c.parse().unwrap()).collect())
            .collect();
        assert!(solutions.iter().all(|s| s.len() == n && queens_valid(s)), "n = {n}");
        assert!(solutions.windows(2).all(|w| w[0] < w[1]), "n = {n}: lexicographic");
        assert_eq!(count.stdout.trim(), solutions.len().to_string(), "n = {n}");
    }
}

#[test]
fn queens_boards_and_first() {
    let boards = programs::run("queens", &["--boards", "--first", "2"], b"4\n");
    assert_eq!(boards.stdout, ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n");
    let first = programs::run("queens", &["--first", "1"], b"8\n");
    assert_eq!(first.stdout, "1 5 8 6 3 7 2 4\n92\n");
    let every = programs::run("queens", &["--boards"], b"6\n");
    assert_eq!(every.stdout.matches('Q').count(), 4 * 6, "all 4 boards of 6 queens");
    let large = programs::run("queens", &["--first", "1"], b"30\n");
    assert_eq!(large.status, Some(1), "30 cannot be counted");
    let large = programs::run("queens", &["--first", "1", "--boards"], b"30\n");
    assert_eq!(large.status, Some(0), "but it can be listed");
    let row: Vec<usize> = large.stdout.lines().map(|l| l.find('Q').unwrap() + 1).collect();
    assert!(row.len() == 30 && queens_valid(&row));
    let clash = programs::run("queens", &["--count", "--all"], b"4\n");
    assert_eq!(clash.status, Some(2));
    assert!(clash.stderr.contains("cannot be combined"), "{}", clash.stderr);
}

#[test]
fn queens_shards_add_up_with_sum_and_sum_refuses_gaps_and_repeats() {
    // Known totals (OEIS A000170), counted here in shards by separate processes.
    for (n, total) in [(6, "4"), (11, "2680"), (13, "73712"), (15, "2279184")] {
        for shards in [1usize, 3, 8] {
            let mut lines = String::new();
            for index in 1..=shards {
                let shard = format!("{index}/{shards}");
                let run = programs::run(
                    "queens",
                    &["--count", "--shard", &shard, n.to_string().as_str()],
                    b"",
                );
                assert_eq!(run.status, Some(0), "{}", run.stderr);
                let prefix = format!("n {n} shard {shard} by halves count ");
                assert!(run.stdout.starts_with(&prefix), "{}", run.stdout);
                lines += &run.stdout;
            }
            let sum = programs::run("queens", &["--sum"], lines.as_bytes());
            assert_eq!((sum.stdout.as_str(), sum.status), (format!("{total}\n").as_str(), Some(0)));
            let awk_style: u64 =
                lines.lines().map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap()).sum();
            assert_eq!(awk_style.to_string(), total, "the last field adds up too");
            if shards > 1 {
                let first_missing: String =
                    lines.lines().skip(1).map(|l| format!("{l}\n")).collect();
                let gap = programs::run("queens", &["--sum"], first_missing.as_bytes());
                assert_eq!(gap.status, Some(1));
                assert!(
                    gap.stderr.contains(&format!("shard 1 of {shards} missing")),
                    "{}",
                    gap.stderr
                );
                let twice =
                    programs::run("queens", &["--sum"], format!("{lines}{lines}").as_bytes());
                assert_eq!(twice.status, Some(1));
                assert!(twice.stderr.contains("comes twice"), "{}", twice.stderr);
            }
        }
    }
    let whole = programs::run("queens", &["--count", "12", "8"], b"");
    assert_eq!(whole.stdout, "14200\n92\n", "N's as arguments, stdin not read");
    let one_thread = programs::run("queens", &["--count", "--threads", "1", "12"], b"");
    assert_eq!(one_thread.stdout, "14200\n");
}

#[test]
fn queens_counts_by_constellations_when_halves_do_not_fit_and_says_so() {
    // N = 16 by halves needs 2 MiB of tables: with 1 MiB the count backtracks, and says why.
    let small = programs::run("queens", &["--count", "--max-memory", "1", "16"], b"");
    assert_eq!(small.stdout, "14772512\n");
    let why =
        "queens: N = 16 by constellations: halves, far faster, need 2 MiB (--max-memory 1 MiB)";
    assert_eq!(small.stderr.trim_end(), why);
    let shard =
        programs::run("queens", &["--count", "--max-memory", "1", "--shard", "1/2", "16"], b"");
    assert!(shard.stdout.starts_with("n 16 shard 1/2 count "), "{}", shard.stdout);
    // Shards counted both ways do not add up, and --sum says so.
    let other = programs::run("queens", &["--count", "--shard", "2/2", "16"], b"");
    assert!(other.stdout.starts_with("n 16 shard 2/2 by halves count "), "{}", other.stdout);
    let mixed =
        programs::run("queens", &["--sum"], format!("{}{}", shard.stdout, other.stdout).as_bytes());
    assert_eq!(mixed.status, Some(1));
    assert!(
        mixed.stderr.contains("was counted by halves, the first by constellations"),
        "{}",
        mixed.stderr
    );
    // The default memory counts N = 16 by halves without a word on stderr.
    let quiet = programs::run("queens", &["--count", "16"], b"");
    assert_eq!((quiet.stdout.as_str(), quiet.stderr.as_str()), ("14772512\n", ""));
    for (args, message) in [
        (&["--max-memory", "0", "--count", "8"][..], "--max-memory needs a number of MiB"),
        (&["--max-memory", "lots", "--count", "8"], "--max-memory needs a number of MiB"),
        (&["--max-memory", "1048577", "--count", "8"], "from 1 to 1048576, got '1048577'"),
        (&["--max-memory", "-4", "--count", "8"], "--max-memory needs a number of MiB"),
        (&["--max-memory", "64", "8"], "--max-memory goes with --count"),
        (&["--max-memory", "64", "--sum"], "--sum reads shard lines on stdin"),
    ] {
        let run = programs::run("queens", args, b"");
        assert_eq!(run.status, Some(2), "{args:?}");
        assert!(
            run.stderr.starts_with("queens: ") && run.stderr.contains(message),
            "{}",
            run.stderr
        );
        assert!(run.stdout.is_empty(), "{args:?}: nothing answered");
    }
    // Shard lines by halves that are malformed, or whose N was split two ways: exit 1.
    let expected = "queens: line 1: expected `n N shard I/K count C`";
    for (input, message) in [
        ("n 20 shard 1/1 by magic count 5\n", expected),
        ("n 20 shard 1/1 count 5 by halves\n", expected),
        ("n 20 shard 1/1 by halves count\n", expected),
        (
            "n 20 shard 1/2 by halves count 1\nn 20 shard 1/2 by halves count 1\n",
            "queens: line 2: shard 1/2 of n 20 comes twice",
        ),
        (
            "n 20 shard 1/2 by halves count 1\nn 20 shard 2/3 by halves count 1\n",
            "queens: line 2: n 20 was split into 2 shards",
        ),
        ("n 20 shard 1/2 by halves count 1\n", "queens: n 20: shard 2 of 2 missing"),
    ] {
        let run = programs::run("queens", &["--sum"], input.as_bytes());
        assert_eq!(run.status, Some(1), "{input:?}: {}", run.stderr);
        assert!(run.stderr.starts_with(message), "{input:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{input:?}");
    }
}

#[test]
fn queens_bad_shard_command_lines_and_sum_inputs_are_named() {
    // Command lines: one `queens: ...` line and a hint, exit 2, nothing on stdout.
    for (args, message) in [
        (&["--count", "--shard", "0/4", "8"][..], "--shard: a shard is written I/K"),
        (&["--count", "--shard", "5/4", "8"], "--shard: a shard is written I/K"),
        (&["--count", "--shard", "1/10001", "8"], "K <= 10000, got '1/10001'"),
        (&["--count", "--shard", "one/4", "8"], "--shard: a shard is written I/K"),
        (&["--shard", "1/2", "8"], "--shard goes with --count"),
        (&["--threads", "1", "8"], "--threads goes with --count"),
        (&["--count", "--threads", "x", "8"], "--threads needs a number"),
        (&["--sum", "8"], "--sum reads shard lines on stdin"),
        (&["--sum", "--threads", "2"], "--sum reads shard lines on stdin"),
        (&["--count", "12", "x"], "N must be a whole number, got 'x'"),
        (&["--count", "8", "28"], "N is 28, not in 1..=27"),
        (&["--first", "2", "28"], "N is 28, not in 1..=27"),
        (&["--boards", "--first", "1", "33"], "N is 33, not in 1..=32"),
    ] {
        let run = programs::run("queens", args, b"");
        assert_eq!(run.status, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: nothing answered before the error");
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert!(
            lines.len() == 2 && lines[0].starts_with("queens: ") && lines[0].contains(message),
            "{args:?}: {}",
            run.stderr
        );
    }
    // Shard lines: the line or the N at fault, exit 1; complete N's before it are answered.
    let full = u64::MAX.to_string();
    let overflow = format!("n 9 shard 1/2 count {full}\nn 9 shard 2/2 count 1\n");
    for (input, message) in [
        ("n 8 shard 1/1 count 92\nhello\n", "queens: line 2: expected `n N shard I/K count C`"),
        (
            "n 8 shard 1/2 count 1\nn 8 shard 2/3 count 1\n",
            "queens: line 2: n 8 was split into 2 shards, this line says 3",
        ),
        (
            "n 8 shard 1/2 count 1\nn 8 shard 1/2 count 1\n",
            "queens: line 2: shard 1/2 of n 8 comes twice",
        ),
        ("n 8 shard 1/3 count 1\n", "queens: n 8: shards 2, 3 of 3 missing"),
        ("n 8 shard 1/1 count -5\n", "queens: line 1: expected `n N shard I/K count C`"),
        ("n 8 shard 1/1 count 92 extra\n", "queens: line 1: expected `n N shard I/K count C`"),
        (overflow.as_str(), "queens: line 2: the counts of n 9 add up past"),
        ("", "queens: no shard lines to add up"),
        ("\n  \n", "queens: no shard lines to add up"),
    ] {
        let run = programs::run("queens", &["--sum"], input.as_bytes());
        assert_eq!(run.status, Some(1), "{input:?}: {}", run.stderr);
        assert!(run.stderr.starts_with(message), "{input:?}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    }
    let two =
        programs::run("queens", &["--sum"], b"n 8 shard 1/1 count 92\nn 9 shard 2/2 count 1\n");
    // Several N: each total beside its N, the complete ones answered before the error.
    assert_eq!((two.stdout.as_str(), two.status), ("n 8 count 92\n", Some(1)));
    assert!(two.stderr.contains("n 9: shard 1 of 2 missing"), "{}", two.stderr);
}

#[test]
fn queens_shows_counting_progress_only_when_asked_and_on_a_terminal() {
    let quiet = programs::run("queens", &["--count"], b"15\n");
    assert_eq!((quiet.stdout.as_str(), quiet.stderr.as_str()), ("2279184\n", ""));
    // Asked, with stderr a pipe: no carriage returns or escapes in it, only the answer out.
    let piped = programs::run("queens", &["--count", "--progress"], b"15\n");
    assert_eq!((piped.stdout.as_str(), piped.stderr.as_str()), ("2279184\n", ""));
    // Asked, on a terminal (a pseudo-terminal from util-linux's `script`): the line shows.
    let command = format!("{} --count --progress 15", programs::binary("queens").display());
    let shown = searchlab_tests::shell::on_a_terminal(&command);
    assert!(shown.contains("\r\x1b[Kqueens: counting N = 15: "), "{shown:?}");
    assert!(shown.contains("2279184"), "{shown:?}");
    let small = programs::run("queens", &["--count", "--progress"], b"8\n");
    assert_eq!((small.stdout.as_str(), small.stderr.as_str()), ("92\n", ""));
    let misused = programs::run("queens", &["--progress"], b"8\n");
    assert_eq!(misused.status, Some(2));
    assert!(
        misused.stderr.starts_with("queens: --progress goes with --count\n"),
        "{}",
        misused.stderr
    );
    assert!(misused.stdout.is_empty());
}
