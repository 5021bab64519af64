//! Contestants' own programs through `bundle`: a made-up library and programs written the
//! ways ordinary contest code is written (glob imports, turbofish and qualified paths,
//! renamed crates, imported and `#[macro_use]` macros, impls in modules nothing names,
//! derives, generics with where clauses, user types implementing library traits, nested
//! program modules, re-exports under other names). Each bundle must compile with warnings
//! denied under editions 2021 and 2024 and behave exactly like the Cargo build on its
//! testdata: `bundle::check` builds both and compares them.

use crate::package::{check_program, failures_in_parallel, write, Files};
use bundle::{Checking, Options};
use std::path::Path;
use std::process::Command;

/// The library `my_lib` (package `my-lib`, std only).
const LIBRARY: &[(&str, &str)] = &[
    (
        "Cargo.toml",
        "[package]\nname = \"my-lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n",
    ),
    (
        "src/lib.rs",
        "//! A made-up library for contestants' programs.
#[macro_use]
mod macros;
pub mod describe;
pub mod perm;
pub mod point;
pub mod prelude;
pub mod shapes;

pub use shapes::Square as Block;
",
    ),
    (
        "src/macros.rs",
        "/// Twice `x`, through the library's own path.
#[macro_export]
macro_rules! diag {
    ($x:expr) => {
        $crate::perm::double($x)
    };
}

#[macro_export]
macro_rules! square_of {
    ($x:expr) => {
        $x * $x
    };
}

macro_rules! halve {
    ($x:expr) => {
        $x / 2
    };
}
",
    ),
    (
        "src/perm.rs",
        "/// Twice `x`.
pub fn double(x: u64) -> u64 {
    x * 2
}

/// Half of `x`, by an internal macro.
pub fn half(x: u64) -> u64 {
    halve!(x)
}

/// The lexicographic rank of a permutation of 0..n.
pub fn rank(p: &[usize]) -> usize {
    let mut rank = 0;
    for i in 0..p.len() {
        let smaller = p[i + 1..].iter().filter(|&&q| q < p[i]).count();
        rank = rank * (p.len() - i) + smaller;
    }
    rank
}
",
    ),
    (
        "src/describe.rs",
        "/// A short description of a collection.
pub trait Describe {
    /// What it is and how long.
    fn describe(&self) -> String;
}

mod boxes;
mod slices;
mod vectors;
",
    ),
    (
        "src/describe/boxes.rs",
        "use super::*;

impl<T: Describe + ?Sized> Describe for Box<T> {
    fn describe(&self) -> String {
        format!(\"box of {}\", (**self).describe())
    }
}
",
    ),
    (
        "src/describe/slices.rs",
        "impl<T> super::Describe for [T] {
    fn describe(&self) -> String {
        format!(\"slice of {}\", self.len())
    }
}
",
    ),
    (
        "src/describe/vectors.rs",
        "use super::Describe;

impl<T> Describe for Vec<T> {
    fn describe(&self) -> String {
        format!(\"vec of {}\", self.len())
    }
}
",
    ),
    (
        "src/point.rs",
        "/// A point of the grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub x: i32,
    pub y: i32,
}

mod arithmetic;
mod show;
",
    ),
    (
        "src/point/show.rs",
        "use std::fmt;

impl fmt::Display for super::Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, \"({}, {})\", self.x, self.y)
    }
}
",
    ),
    (
        "src/point/arithmetic.rs",
        "use super::Point;

impl Point {
    /// |x| + |y|.
    pub fn norm1(&self) -> i32 {
        self.x.abs() + self.y.abs()
    }
}

impl std::ops::Add for Point {
    type Output = Point;
    fn add(self, other: Point) -> Point {
        Point { x: self.x + other.x, y: self.y + other.y }
    }
}
",
    ),
    (
        "src/shapes.rs",
        "/// Something with an area.
pub trait Area {
    /// The area.
    fn area(&self) -> f64;
}

/// A square.
#[derive(Clone, Debug, PartialEq)]
pub struct Square {
    pub side: f64,
}

impl Area for Square {
    fn area(&self) -> f64 {
        self.side * self.side
    }
}

/// The total area of `items`.
pub fn total<T>(items: &[T]) -> f64
where
    T: Area,
{
    items.iter().map(Area::area).sum()
}
",
    ),
    (
        "src/prelude.rs",
        "//! Everything at once.
pub use crate::describe::Describe;
pub use crate::perm::*;
",
    ),
];

/// Programs: (name, source files under `src/bin/`, what they print on an empty input).
const PROGRAMS: &[(&str, Files, &str)] = &[
    (
        "glob_std",
        &[(
            "glob_std.rs",
            "use std::collections::*;
use my_lib::perm::*;

fn main() {
    let mut seen = BTreeMap::new();
    seen.insert(rank(&[1, 0, 2]), double(4));
    let set: HashSet<u64> = seen.values().copied().collect();
    println!(\"{:?} {}\", seen, set.len());
}
",
        )],
        "{2: 8} 1\n",
    ),
    (
        "glob_root",
        &[(
            "glob_root.rs",
            "use my_lib::*;

fn main() {
    let p = point::Point { x: 3, y: -4 };
    println!(\"{} {} {}\", perm::double(3), p.norm1(), diag!(5));
}
",
        )],
        "6 7 10\n",
    ),
    (
        "glob_prelude",
        &[(
            "glob_prelude.rs",
            "use my_lib::prelude::*;

mod helpers {
    pub use my_lib::perm::*;
}

fn main() {
    println!(\"{} {} {}\", double(2), helpers::half(9), vec![1, 2].describe());
}
",
        )],
        "4 4 vec of 2\n",
    ),
    (
        "macro_paths",
        &[(
            "macro_paths.rs",
            "fn main() {
    let v = vec![1, 2, 3];
    println!(\"{:?} {}\", Vec::<u8>::new(), <usize>::MAX > 0);
    assert_eq!(usize::MAX, <usize>::MAX);
    println!(\"{}\", <Vec<i32> as my_lib::describe::Describe>::describe(&v));
    println!(\"{}\", <[i32] as my_lib::describe::Describe>::describe(&v[..]));
    println!(\"{}\", format!(\"{}\", ::my_lib::perm::double(21)));
    let parsed = \"7\".parse::<u64>().map(my_lib::perm::double);
    println!(\"{:?}\", parsed);
}
",
        )],
        "[] true\nvec of 3\nslice of 3\n42\nOk(14)\n",
    ),
    (
        "qualified",
        &[(
            "qualified.rs",
            "use my_lib::shapes::Area;

fn main() {
    let v = vec![4, 5];
    let text = <Vec<i32> as my_lib::describe::Describe>::describe(&v);
    let origin = <my_lib::point::Point as Default>::default();
    let square = my_lib::shapes::Square { side: 1.5 };
    let area = <my_lib::shapes::Square as my_lib::shapes::Area>::area(&square);
    let my_lib::point::Point { x, y } = origin;
    println!(\"{text} {origin:?} {area} {x} {y} {}\", square.area());
}
",
        )],
        "vec of 2 Point { x: 0, y: 0 } 2.25 0 0 2.25\n",
    ),
    (
        "renamed",
        &[(
            "renamed.rs",
            "extern crate my_lib as sl;

mod sub {
    use my_lib as lib2;

    pub fn five() -> u64 {
        lib2::perm::double(5)
    }

    pub fn also() -> u64 {
        sl::perm::half(8)
    }
}

fn main() {
    use sl::point::Point;
    let p: Point = sl::point::Point { x: 1, y: 1 };
    println!(\"{} {} {} {}\", sl::perm::rank(&[2, 1, 0]), sub::five(), sub::also(), p);
}
",
        )],
        "5 10 4 (1, 1)\n",
    ),
    (
        "use_library",
        &[(
            "use_library.rs",
            "#[allow(unused_imports)]
use my_lib;

mod sub {
    use my_lib;

    pub fn four() -> u64 {
        my_lib::perm::double(2)
    }
}

fn main() {
    println!(\"{} {}\", my_lib::perm::half(4), sub::four());
}
",
        )],
        "2 4\n",
    ),
    (
        "macro_import",
        &[(
            "macro_import.rs",
            "use my_lib::{diag, perm::double};

mod inner {
    use my_lib::square_of;

    pub fn nine() -> u64 {
        square_of!(3)
    }
}

fn main() {
    println!(\"{} {} {}\", diag!(7), double(1), inner::nine());
}
",
        )],
        "14 2 9\n",
    ),
    (
        "macro_use",
        &[(
            "macro_use.rs",
            "#[macro_use]
extern crate my_lib;

mod inner {
    pub fn twelve() -> u64 {
        diag!(6)
    }
}

fn main() {
    println!(\"{} {}\", square_of!(4), inner::twelve());
}
",
        )],
        "16 12\n",
    ),
    (
        "impls",
        &[(
            "impls.rs",
            "use my_lib::describe::Describe;
use my_lib::point::Point;

fn main() {
    let p = Point { x: 1, y: -2 };
    println!(\"{} {} {}\", p, p.norm1(), p + p);
    println!(\"{}\", vec![1, 2, 3].describe());
    println!(\"{}\", [1, 2][..].describe());
    println!(\"{}\", Box::new(vec![7]).describe());
}
",
        )],
        "(1, -2) 3 (2, -4)\nvec of 3\nslice of 2\nbox of vec of 1\n",
    ),
    (
        "own_types",
        &[(
            "own_types.rs",
            "use my_lib::shapes::{total, Area};
use my_lib::Block;
use std::collections::HashSet;

#[derive(Debug, Clone, PartialEq)]
struct Circle {
    r: f64,
}

impl Area for Circle {
    fn area(&self) -> f64 {
        3.0 * self.r * self.r
    }
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
struct Cell(my_lib::point::Point);

fn largest<T>(items: &[T]) -> Option<f64>
where
    T: Area + Clone,
{
    items.iter().map(|i| i.area()).fold(None, |m, a| Some(m.map_or(a, |m: f64| m.max(a))))
}

fn main() {
    let circles = [Circle { r: 1.0 }, Circle { r: 2.0 }];
    let cells: HashSet<Cell> = [Cell::default(), Cell::default()].into_iter().collect();
    let block = Block { side: 2.0 };
    println!(\"{} {:?} {} {:?}\", total(&circles), largest(&circles), cells.len(), block);
    println!(\"{}\", block.area());
}
",
        )],
        "15 Some(12.0) 1 Square { side: 2.0 }\n4\n",
    ),
    (
        "nested",
        &[
            (
                "nested/main.rs",
                "mod a;
#[path = \"extra/other.rs\"]
mod other;

fn one() -> u64 {
    1
}

fn main() {
    println!(\"{} {}\", a::b::sum(), other::three());
}
",
            ),
            (
                "nested/a.rs",
                "pub mod b {
    pub fn sum() -> u64 {
        crate::a::c::two() + super::super::one() + super::c::two()
    }
}

pub mod c {
    use my_lib::perm;

    pub fn two() -> u64 {
        perm::double(1)
    }
}
",
            ),
            (
                "nested/extra/other.rs",
                "pub fn three() -> u64 {
    my_lib::perm::half(6)
}
",
            ),
        ],
        "5 3\n",
    ),
];

/// The library and every program, with an empty testdata input each.
fn write_package(dir: &Path) {
    let programs: Vec<(&str, Files)> = PROGRAMS.iter().map(|&(n, f, _)| (n, f)).collect();
    crate::package::write_package(dir, LIBRARY, &programs);
}

/// Every program: the Cargo build prints what it should, and the bundle compiles cleanly
/// under 2021 and 2024 and behaves exactly like the Cargo build.
#[test]
fn contestants_programs_bundle_and_behave_like_the_cargo_build() {
    let package = tempfile::tempdir().unwrap();
    let root = package.path();
    write_package(root);
    let failures = failures_in_parallel(PROGRAMS, |&(name, _, expected)| {
        check_program(root, name, expected, Options::default()).1
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A check that fails says so: a bundle that does not compile, and one whose output differs
/// from the Cargo build's.
#[test]
fn check_reports_what_fails() {
    let package = tempfile::tempdir().unwrap();
    let root = package.path();
    write_package(root);
    let program = bundle::find_program(root, Some("glob_std"), None).unwrap();
    let bundled = bundle::bundle(&program, &Options::default()).unwrap();
    let file = root.join("dist/glob_std.rs");
    // Checks `source` as the bundle under two editions: whether all passed, and each check.
    let checking = Checking { editions: vec!["2021".into(), "2024".into()], ..Checking::default() };
    let check = |source: &str| {
        write(&file, source);
        let mut outcomes = Vec::new();
        let checked =
            bundle::check(&program, &bundled, &file, &checking, &mut |c| outcomes.push(c.clone()));
        (checked.failed == 0, outcomes)
    };
    let (passed, outcomes) = check(&bundled.source.replace("double(4)", "double(5)"));
    assert!(!passed);
    // Two compilations, and per edition the answer (no .out: run only) and the comparison.
    assert_eq!(outcomes.len(), 4);
    let failed: Vec<&str> =
        outcomes.iter().filter(|c| !c.passed).map(|c| c.said.as_str()).collect();
    let why =
        "ran: no .out to compare with; FAILED: stdout differs from the Cargo build's at line 1";
    assert_eq!(failed, [why; 2]);
    let (passed, outcomes) = check(&format!("{}\nfn unused() {{}}\n", bundled.source));
    assert!(!passed);
    // Both editions refuse the warning; nothing is run.
    assert_eq!(outcomes.len(), 2);
    for c in &outcomes {
        assert!(c.said.contains("unused") && c.said.contains("glob_std.rs:"), "{}", c.said);
    }
}

/// A new program outside `src/bin`, on searchlab itself: bundled by path, checked with
/// `--check` against its own testdata (next to it), and the bundle run.
#[test]
fn a_program_file_anywhere_is_bundled_checked_and_run() {
    let repo = searchlab_tests::programs::workspace_root();
    let work = tempfile::tempdir().unwrap();
    let program = work.path().join("ranks.rs");
    write(
        &program,
        "//! Prints the Cantor rank of each permutation of 1..n given one per line.
use searchlab::input;
use searchlab::perm;
use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut out = std::io::stdout().lock();
    for (number, line) in input::lines(text.as_bytes()) {
        let p: Vec<u8> = line
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .map(|t| std::str::from_utf8(t).unwrap().parse::<u8>().unwrap() - 1)
            .collect();
        writeln!(out, \"{number}: {}\", perm::rank(&p)).unwrap();
    }
}
",
    );
    write(&work.path().join("testdata/ranks/sample.in"), "1 2 3\n3 2 1\n2 1 3 4\n");
    let bundled = work.path().join("ranks.bundled.rs");
    let output = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .arg("--root")
        .arg(repo)
        .arg(&program)
        .arg("-o")
        .arg(&bundled)
        .arg("--check")
        .env("CARGO_TARGET_DIR", repo.join("target"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert!(lines[0].starts_with("bundle: ranks -> "), "{stderr}");
    let checks: Vec<&&str> =
        lines.iter().filter(|l| l.starts_with("bundle: check ranks: ")).collect();
    // The compilation, the case (run, as it has no .out, and compared with the Cargo
    // build), and the count of the cases' verdicts.
    assert_eq!(checks.len(), 3, "{stderr}");
    assert!(checks[0].ends_with(" --edition 2021 -D warnings: ok"), "{stderr}");
    let case = "testdata/ranks/sample.in, edition 2021: ran: no .out to compare with; same output";
    assert!(checks[1].contains(case), "{stderr}");
    assert!(checks[2].ends_with(": cases: 1 ran without an .out"), "{stderr}");
    let exe = work.path().join("ranks-bundled");
    let rustc = Command::new("rustc")
        .args(["--edition", "2021", "-O", "--crate-name", "ranks"])
        .arg(&bundled)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(rustc.status.success());
    let run = searchlab_tests::run::run_path(&exe, &[], b"1 2 3\n3 2 1\n2 1 3 4\n");
    assert_eq!(run.stdout, "1: 0\n2: 5\n3: 6\n");
}

/// A crate of one's own (`cargo new`, the library as a path dependency): run from its
/// folder with no `--root`, `bundle src/main.rs --check` finds the library through
/// `Cargo.toml`, names the bundle after the crate's binary, runs the cases of
/// `testdata/BINARY/`, and without them says that there are none and where it looked.
#[test]
fn a_crate_of_ones_own_bundles_under_its_binary_name_and_finds_its_testdata() {
    let repo = searchlab_tests::programs::workspace_root();
    let work = tempfile::tempdir().unwrap();
    let krate = work.path();
    let manifest = format!(
        "[package]\nname = \"knight-moves\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\nsearchlab = {{ path = {:?} }}\n",
        repo.display().to_string()
    );
    write(&krate.join("Cargo.toml"), &manifest);
    let knight = std::fs::read_to_string(repo.join("examples/knight.rs")).unwrap();
    write(&krate.join("src/main.rs"), &knight);
    let cases = repo.join("examples/testdata/knight");
    for file in ["sample-1.in", "sample-1.out"] {
        std::fs::create_dir_all(krate.join("testdata/knight-moves")).unwrap();
        std::fs::copy(cases.join(file), krate.join("testdata/knight-moves").join(file)).unwrap();
    }
    let bundle = || {
        let output = Command::new(env!("CARGO_BIN_EXE_bundle"))
            .args(["src/main.rs", "--check", "--editions", "2021"])
            .current_dir(krate)
            .env("CARGO_TARGET_DIR", repo.join("target"))
            .output()
            .unwrap();
        (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
    };
    let (status, stderr) = bundle();
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.starts_with("bundle: knight-moves -> dist/knight-moves.rs: "), "{stderr}");
    assert!(krate.join("dist/knight-moves.rs").is_file());
    let case = "bundle: check knight-moves: testdata/knight-moves/sample-1.in, edition 2021: AC";
    assert!(stderr.lines().any(|line| line.starts_with(case)), "{stderr}");
    std::fs::remove_dir_all(krate.join("testdata")).unwrap();
    let (status, stderr) = bundle();
    assert_eq!(status, Some(1), "{stderr}");
    // Looked for from the program's folder up to the crate's root, not in the library's.
    let none = "testdata: FAILED: no testdata for knight-moves (no NAME.in file in \
                src/testdata/knight-moves, testdata/knight-moves)\n";
    assert!(stderr.contains(none), "{stderr}");
}
