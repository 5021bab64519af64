//! filefind on a tree of awkward entries: every rule's result set equals the one computed
//! here independently (a plain recursive walk), errors are reported and the walk completes.

use std::collections::BTreeSet;
use std::ffi::OsStr;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

/// An entry of the test tree as the independent walk sees it.
struct Entry {
    path: PathBuf,
    depth: usize,
    name: Vec<u8>,
    kind: char,
    size: u64,
    mode: u32,
    modified: SystemTime,
    empty_dir: bool,
    hidden: bool,
}

/// Builds the tree: odd names (spaces, a newline, non-UTF-8 bytes, a leading dash, upper
/// case), empty files, an executable file, a hidden file and folder, an empty folder, a
/// symbolic link loop and a folder that the walker cannot read.
fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let write =
        |name: &[u8], bytes: &[u8]| fs::write(root.join(OsStr::from_bytes(name)), bytes).unwrap();
    write(b"plain.txt", b"four");
    write(b"odd one.txt", b"odd");
    write(b"new\nline", b"");
    write(b"caf\xe9-aeiou", b"ab");
    write(b"-dash", b"x");
    write(b"Notes.TXT", b"n");
    write(b"run", b"#!/bin/sh\n");
    write(b".hidden-aeiou", b"hi");
    fs::create_dir_all(root.join("sub/empty-dir")).unwrap();
    fs::create_dir_all(root.join("sub/.secret")).unwrap();
    write(b"sub/education", b"sixsix");
    write(b"sub/.secret/inner-aeiou.txt", b"12");
    std::os::unix::fs::symlink("..", root.join("sub/loop")).unwrap();
    fs::create_dir(root.join("locked")).unwrap();
    write(b"locked/inside-aeiou", b"zz");
    let old = SystemTime::now() - Duration::from_secs(10 * 86_400);
    fs::File::options()
        .write(true)
        .open(root.join("plain.txt"))
        .unwrap()
        .set_modified(old)
        .unwrap();
    for entry in walk(root, root, 0, true) {
        let mode = if entry.kind == 'd' { 0o755 } else { 0o644 };
        if entry.kind != 'l' {
            fs::set_permissions(&entry.path, fs::Permissions::from_mode(mode)).unwrap();
        }
    }
    fs::set_permissions(root, fs::Permissions::from_mode(0o755)).unwrap();
    fs::set_permissions(root.join("run"), fs::Permissions::from_mode(0o744)).unwrap();
    fs::set_permissions(root.join("locked"), fs::Permissions::from_mode(0o000)).unwrap();
    dir
}

/// Every entry below `dir`, without following links; `all` also enters hidden folders.
fn walk(root: &Path, dir: &Path, depth: usize, all: bool) -> Vec<Entry> {
    let mut out = Vec::new();
    for item in fs::read_dir(dir).unwrap() {
        let path = item.unwrap().path();
        let meta = fs::symlink_metadata(&path).unwrap();
        let name = path.file_name().unwrap().as_bytes().to_vec();
        let kind = if meta.file_type().is_symlink() {
            'l'
        } else if meta.is_dir() {
            'd'
        } else {
            'f'
        };
        let hidden = name.starts_with(b".")
            || path
                .strip_prefix(root)
                .unwrap()
                .components()
                .any(|c| c.as_os_str().as_bytes().starts_with(b"."));
        let empty_dir =
            kind == 'd' && fs::read_dir(&path).map(|mut d| d.next().is_none()).unwrap_or(false);
        let below = kind == 'd' && (all || !name.starts_with(b"."));
        let children = if below { walk(root, &path, depth + 1, all) } else { Vec::new() };
        out.push(Entry {
            path,
            depth: depth + 1,
            name,
            kind,
            size: meta.len(),
            mode: meta.permissions().mode(),
            modified: meta.modified().unwrap(),
            empty_dir,
            hidden,
        });
        out.extend(children);
    }
    out
}

/// Runs filefind as a user who cannot read the locked folder: `nobody` when the tests run
/// as root (root reads everything), the current user otherwise.
fn filefind(args: &[&OsStr]) -> (BTreeSet<Vec<u8>>, String, Option<i32>) {
    let binary = env!("CARGO_BIN_EXE_filefind");
    let is_root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    let mut command = if is_root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"]).arg(binary);
        c
    } else {
        Command::new(binary)
    };
    let output = command.args(args).arg("-0").output().expect("filefind runs");
    let found =
        output.stdout.split(|&b| b == 0).filter(|p| !p.is_empty()).map(|p| p.to_vec()).collect();
    (found, String::from_utf8_lossy(&output.stderr).into_owned(), output.status.code())
}

fn paths<'a>(entries: impl Iterator<Item = &'a Entry>) -> BTreeSet<Vec<u8>> {
    entries.map(|e| e.path.as_os_str().as_bytes().to_vec()).collect()
}

#[test]
fn every_rule_finds_what_an_independent_walk_finds() {
    let dir = tree();
    let root = dir.path();
    let all = walk(root, root, 0, true);
    // What the walker can see: not under the locked folder.
    let locked = root.join("locked");
    let visible: Vec<&Entry> =
        all.iter().filter(|e| e.path == locked || !e.path.starts_with(&locked)).collect();
    let shown = |e: &&&Entry| !e.hidden;
    let vowels = |name: &[u8]| b"aeiou".iter().all(|v| name.to_ascii_lowercase().contains(v));
    let now = SystemTime::now();
    let age = move |e: &Entry| now.duration_since(e.modified).unwrap_or_default();
    let lower = |e: &Entry| String::from_utf8_lossy(&e.name).to_lowercase();
    let below_root = move |e: &Entry| e.path.strip_prefix(root).unwrap().to_path_buf();
    // (the command line before the root, what the entries it lists meet)
    type Rule<'a> = (Vec<&'a str>, Box<dyn Fn(&Entry) -> bool + 'a>);
    let rules: Vec<Rule> = vec![
        (vec!["."], Box::new(|_| true)),
        (vec!["--even-size", "."], Box::new(|e| e.kind == 'f' && e.size % 2 == 0)),
        (vec!["--every-vowel", "."], Box::new(move |e| vowels(&e.name))),
        // Smart case: lower case finds any case, upper case only itself.
        (vec!["txt"], Box::new(move |e| lower(e).contains("txt"))),
        (vec!["TXT"], Box::new(|e| e.name.windows(3).any(|w| w == b"TXT"))),
        (vec!["-s", "txt"], Box::new(|e| e.name.windows(3).any(|w| w == b"txt"))),
        (vec!["-i", "NOTES"], Box::new(move |e| lower(e).contains("notes"))),
        (vec!["-g", "*.txt"], Box::new(move |e| lower(e).ends_with(".txt"))),
        (vec!["^-"], Box::new(|e| e.name.starts_with(b"-"))),
        (vec!["-F", "."], Box::new(|e| e.name.contains(&b'.'))),
        (
            vec!["-p", "sub/edu"],
            Box::new(move |e| below_root(e).to_string_lossy().contains("sub/edu")),
        ),
        (vec!["-e", "TXT", "."], Box::new(move |e| lower(e).ends_with(".txt"))),
        (vec!["-S", "+2", "."], Box::new(|e| e.kind == 'f' && e.size > 2)),
        (vec!["--size", "-2", "."], Box::new(|e| e.kind == 'f' && e.size < 2)),
        (vec!["-S", "4b", "."], Box::new(|e| e.kind == 'f' && e.size == 4)),
        (vec!["-t", "f", "."], Box::new(|e| e.kind == 'f')),
        (vec!["--type", "d", "."], Box::new(|e| e.kind == 'd')),
        (vec!["-t", "l", "."], Box::new(|e| e.kind == 'l')),
        (vec!["-t", "x", "."], Box::new(|e| e.kind == 'f' && e.mode & 0o111 != 0)),
        (vec!["-t", "e", "."], Box::new(|e| (e.kind == 'f' && e.size == 0) || e.empty_dir)),
        (vec!["-t", "f", "-t", "empty", "."], Box::new(|e| e.kind == 'f' && e.size == 0)),
        (vec!["-t", "d", "-t", "l", "."], Box::new(|e| e.kind == 'd' || e.kind == 'l')),
        (vec!["--older", "2d", "."], Box::new(move |e| age(e) > Duration::from_secs(172_800))),
        (vec!["--newer", "2d", "."], Box::new(move |e| age(e) < Duration::from_secs(172_800))),
        (vec!["-d", "1", "."], Box::new(|e| e.depth == 1)),
        (vec!["--min-depth", "2", "."], Box::new(|e| e.depth >= 2)),
        (vec!["--exact-depth", "2", "."], Box::new(|e| e.depth == 2)),
        (
            vec!["-E", "sub/*", "."],
            Box::new(move |e| !below_root(e).to_string_lossy().starts_with("sub/")),
        ),
        (
            vec!["-E", "*.txt", "."],
            Box::new(move |e| !lower(e).ends_with(".txt") || e.name.ends_with(b"TXT")),
        ),
        (
            vec!["--every-vowel", "--even-size", "."],
            Box::new(move |e| vowels(&e.name) && e.kind == 'f' && e.size % 2 == 0),
        ),
    ];
    for (args, rule) in &rules {
        let mut argv: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
        argv.push(root.as_os_str());
        let (found, stderr, status) = filefind(&argv);
        let expected = paths(visible.iter().filter(shown).copied().filter(|e| rule(e)));
        assert_eq!(found, expected, "{args:?}");
        // The locked folder is an error, unless the walk stops above it.
        let enters_locked = !args.contains(&"-d");
        assert_eq!(status, Some(if enters_locked { 1 } else { 0 }), "{args:?}");
        let message = format!("filefind: {}: permission denied", locked.display());
        assert_eq!(stderr.contains(&message), enters_locked, "{args:?}: {stderr}");
    }
    // Hidden entries on request; excluded folders not entered.
    let (found, _, _) = filefind(&[OsStr::new("-H"), OsStr::new("."), root.as_os_str()]);
    assert_eq!(found, paths(visible.iter().copied()));
    let (found, _, _) =
        filefind(&[OsStr::new("-E"), OsStr::new("sub"), OsStr::new("."), root.as_os_str()]);
    let outside_sub = |e: &&&Entry| !e.path.starts_with(root.join("sub"));
    assert_eq!(found, paths(visible.iter().filter(shown).filter(outside_sub).copied()));
}

#[test]
fn symbolic_link_loops_neither_hang_nor_repeat() {
    let dir = tree();
    let root = dir.path();
    let (found, stderr, status) = filefind(&[OsStr::new("-L"), OsStr::new("."), root.as_os_str()]);
    assert_eq!(status, Some(1));
    assert!(stderr.contains("symbolic link loop"), "{stderr}");
    assert!(found.contains(root.join("sub/education").as_os_str().as_bytes()));
    assert!(!found.iter().any(|p| p.windows(4).filter(|w| w == b"loop").count() > 1));
}

#[test]
fn output_modes() {
    let dir = tree();
    let root = dir.path();
    let sorted = Command::new(env!("CARGO_BIN_EXE_filefind"))
        .args([".".as_ref(), root.as_os_str()])
        .args(["--sort", "--type", "f", "-0"])
        .output()
        .unwrap();
    let lines: Vec<&[u8]> = sorted.stdout.split(|&b| b == 0).filter(|l| !l.is_empty()).collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "sorted");
    let count = Command::new(env!("CARGO_BIN_EXE_filefind"))
        .args([".".as_ref(), root.as_os_str()])
        .args(["--count", "--type", "f"])
        .output()
        .unwrap();
    let (files, _, _) = filefind(&[OsStr::new("-tf"), OsStr::new("."), root.as_os_str()]);
    let counted: usize = String::from_utf8_lossy(&count.stdout).trim().parse().unwrap();
    // Run as the current user, who may read the locked folder: at least the same files.
    assert!(counted >= files.len());
    let non_utf8 = root.join(OsStr::from_bytes(b"caf\xe9-aeiou"));
    assert!(files.contains(non_utf8.as_os_str().as_bytes()), "raw bytes, not mangled");
    for (args, message) in [
        (&["-S", "lots"][..], "bad size 'lots'"),
        (&["--newer", "3y"][..], "bad duration '3y'"),
        (&["-t", "y"][..], "unknown type 'y' (expected f, d, l, x, e, s or p)"),
        (&["--type", "files"][..], "unknown type 'files' (expected f, d, l, x, e, s or p)"),
        (&["("][..], "bad pattern '(': "),
        (&["-g", "[a"][..], "bad glob '[a': "),
        (&["src/"][..], "the pattern 'src/' holds a '/', which no name does; to search in that folder: filefind . 'src/'"),
        (&["--ext", "rs"][..], "unexpected argument '--ext' found; did you mean '--extension'?"),
        (&["-x", "no-such-command-here"][..], "--exec: cannot run 'no-such-command-here': no such command"),
    ] {
        let bad = Command::new(env!("CARGO_BIN_EXE_filefind")).args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&bad.stderr);
        assert_eq!(bad.status.code(), Some(2), "{args:?}");
        assert!(stderr.starts_with("filefind: ") && stderr.contains(message), "{args:?}: {stderr}");
        // The message on one line, then the hint every program gives.
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 2, "{args:?}: {stderr}");
        assert_eq!(lines[1], "Try 'filefind --help' for more information.");
        assert!(bad.stdout.is_empty());
    }
}

/// Commands on the matches as fd runs them: `-x` once a match, in sorted order, with the
/// placeholders; `-X` once for all; the words after `-x` up to `;` are the command's (a
/// flag of filefind's among them is pointed out when no `;` ends it); with no PATH the
/// paths are given and printed without `./`.
#[test]
fn commands_run_on_matches_as_fd_runs_them() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("docs")).unwrap();
    for (file, text) in [("docs/a.md", "A"), ("docs/b.tar.gz", "B"), ("c.md", "C")] {
        fs::write(dir.path().join(file), text).unwrap();
    }
    let run = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_filefind"));
        let output = command.current_dir(dir.path()).args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (text(output.stdout), text(output.stderr))
    };
    assert_eq!(run(&["-e", "md", "--sort"]).0, "c.md\ndocs/a.md\n");
    assert_eq!(
        run(&["-e", "md", "--sort", ".", ".", "docs"]).0,
        "./c.md\n./docs/a.md\ndocs/a.md\n"
    );
    assert_eq!(run(&["-e", "md", "-x", "cat"]).0, "CA");
    let parts = run(&[
        "-t", "f", "-x", "echo", "{}", "{/}", "{//}", "{.}", "{/.}", "x{/.}.y", ";", "-e", "gz",
    ]);
    assert_eq!(
        parts,
        ("docs/b.tar.gz b.tar.gz docs docs/b.tar b.tar xb.tar.y\n".into(), String::new())
    );
    assert_eq!(run(&["-e", "md", "-X", "echo", "[", "{/}", "]"]).0, "[ c.md a.md ]\n");
    assert_eq!(run(&["-e", "md", "-X", "echo"]).0, "c.md docs/a.md\n");
    let (out, note) = run(&["-x", "echo", "{/}", "-e", "md", "--extension", "gz"]);
    assert!(out.lines().count() == 4 && out.contains("b.tar.gz -e md --extension gz"), "{out}");
    let said = "filefind: note: '--extension' went to 'echo', as every word after --exec does; \
                end the command with ';' to give it to filefind\n";
    assert_eq!(note, said);
}

/// Ignore files as fd reads them: `.gitignore` inside a git repository only (nested ones
/// adding to and overriding the outer, `!` taking a name back), `.ignore` anywhere, the
/// files of folders above the searched one counting too; `--no-ignore` lists what they
/// leave out, `-u` that and hidden entries.
#[test]
fn ignore_files_leave_out_what_they_name_unless_asked() {
    let tree = tempfile::tempdir().unwrap();
    let at = |path: &str| tree.path().join(path);
    for dir in ["repo/.git", "repo/target/release", "repo/src/logs", "plain/target"] {
        fs::create_dir_all(at(dir)).unwrap();
    }
    let files = [
        ("repo/.gitignore", "target/\n*.log\n"),
        ("repo/src/.gitignore", "!keep.log\n"),
        ("repo/src/.ignore", "scratch.rs\n"),
        ("repo/src/main.rs", ""),
        ("repo/src/scratch.rs", ""),
        ("repo/src/keep.log", ""),
        ("repo/src/logs/out.log", ""),
        ("repo/target/release/app", ""),
        ("plain/.gitignore", "target/\n"),
        ("plain/.ignore", "*.tmp\n"),
        ("plain/target/a", ""),
        ("plain/b.tmp", ""),
        ("plain/c", ""),
    ];
    for (file, text) in files {
        fs::write(at(file), text).unwrap();
    }
    let listed = |root: &str, flags: &[&str]| {
        let mut args = vec![".".into(), at(root).into_os_string()];
        args.extend(flags.iter().map(|flag| flag.into()));
        let args: Vec<&OsStr> = args.iter().map(|a| a.as_os_str()).collect();
        let (found, stderr, status) = filefind(&args);
        assert_eq!(status, Some(0), "{stderr}");
        let below = |path: &Vec<u8>| path[at(root).as_os_str().len() + 1..].to_vec();
        let names = found.iter().map(|path| String::from_utf8(below(path)).unwrap());
        names.collect::<BTreeSet<String>>()
    };
    let set = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(listed("repo", &[]), set(&["src", "src/keep.log", "src/logs", "src/main.rs"]));
    // Searching below the repository's top, its .gitignore still counts.
    assert_eq!(listed("repo/src", &[]), set(&["keep.log", "logs", "main.rs"]));
    let everything = listed("repo", &["--no-ignore"]);
    for name in ["target/release/app", "src/scratch.rs", "src/logs/out.log"] {
        assert!(everything.contains(name), "{name}: {everything:?}");
    }
    assert!(!everything.contains(".gitignore"), "{everything:?}");
    assert!(listed("repo", &["-u"]).contains(".gitignore"));
    // Outside a repository .gitignore means nothing; .ignore still counts.
    assert_eq!(listed("plain", &[]), set(&["c", "target", "target/a"]));
}

/// The commands a user of fd tried on this repository (issue 64), each doing what fd does.
#[test]
fn an_fd_users_commands_work_on_this_repository() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_filefind"))
            .current_dir(top)
            .args(args)
            .output()
            .unwrap();
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (output.status.code(), text(output.stdout), text(output.stderr))
    };
    let (status, out, _) = run(&["knight"]);
    assert_eq!(status, Some(0));
    assert!(out.lines().any(|line| line == "examples/knight.rs"), "{out}");
    let (_, out, _) = run(&["-e", "rs", "-t", "f", "-d", "1", "--min-depth", "1", ".", "examples"]);
    assert!(out.lines().count() >= 10 && out.lines().all(|l| l.ends_with(".rs")), "{out}");
    let (_, out, _) = run(&["KNIGHT"]);
    assert_eq!(out, "", "an upper-case pattern counts case");
    let (_, out, _) = run(&["-e", "rs", "--exclude", "examples/*"]);
    assert!(!out.is_empty() && !out.contains("examples/"), "{out}");
    let (_, out, note) = run(&["-g", "knight.rs", "--exec", "echo", "hi", "{}", "--ext", "rs"]);
    assert_eq!(out, "hi examples/knight.rs --ext rs\n");
    assert!(note.contains("'--ext' went to 'echo'"), "{note}");
    let (status, _, said) = run(&["-g", "knight.rs", "--exec", "nosuchcmd"]);
    assert_eq!(status, Some(2));
    assert!(said.starts_with("filefind: --exec: cannot run 'nosuchcmd': no such command\n"));
    let (_, out, _) = run(&["-H", "-d", "1", "-g", ".git*"]);
    assert!(out.lines().any(|line| line == ".gitignore"), "{out}");
}
