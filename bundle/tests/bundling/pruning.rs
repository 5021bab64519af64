//! `bundle` keeps only the library items a program reaches. One program per way Rust calls
//! code without naming it — operators, `Display` through `format!`, `Iterator` through
//! `for`, `Drop`, `Deref`, `Default` and other derives, trait methods through generics
//! (with a default method a type overrides), macros — on a made-up library, each of which
//! fails to compile or prints something else if that class is pruned wrongly; and one that
//! leaves a variant unbuilt and a field unread, which go with the arms only they match and
//! their initializer, leaving nothing to mark with `allow`; and one that needs some of a
//! type's derives and impls of standard traits and not others, which go (with a private
//! module inlined into its parent); and one whose library's variables get short names in
//! every place a renaming could go wrong (format strings' captures and named arguments,
//! shorthand fields, shadowing, closures, patterns, macros, a field `Debug` prints, a
//! module reached through a re-export). Each bundle
//! compiles with warnings denied (2021, 2024) and behaves exactly like the Cargo build;
//! the items no program reaches are gone, and `--keep-unused` keeps them. A pruned bundle
//! that rustc rejects falls back to whole modules.

use crate::package::{bundle_named, check_program, failures_in_parallel, write_package, Files};
use bundle::Options;

/// The library `parts` (std only): one module per class, each with items nothing uses.
const LIBRARY: Files = &[
    (
        "Cargo.toml",
        "[package]\nname = \"parts\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n",
    ),
    (
        "src/lib.rs",
        r#"//! A made-up library whose code is called without being named.
#[macro_use]
mod macros;
pub mod generic;
pub mod guard;
pub mod iterate;
pub mod jobs;
pub mod names;
pub mod settings;
pub mod shapes;
pub mod show;
pub mod vector;
pub mod wrap;
pub mod words;

/// Nothing calls this.
pub fn never_called() -> u8 {
    7
}
"#,
    ),
    (
        "src/shapes.rs",
        r#"use std::fmt;

/// A point: the program copies, orders and compares it, and never prints, hashes or
/// defaults it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Point {
    pub x: i32,
    pub y: i32,
}

/// A label, shown through `Display`; its `Debug` and derives go unused.
#[derive(Clone, PartialEq)]
pub struct Label(pub String);

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{}>", self.0)
    }
}

impl fmt::Debug for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "never-shown {}", self.0)
    }
}

/// The largest point, in the order of its derive.
pub fn largest(points: &[Point]) -> Option<Point> {
    points.iter().copied().max()
}

pub use metric::norm;

/// A private module nothing outside this one names.
mod metric {
    use super::Point;

    /// The taxicab norm.
    pub fn norm(p: Point) -> i32 {
        p.x.abs() + p.y.abs()
    }
}
"#,
    ),
    (
        "src/vector.rs",
        r#"use std::ops::{Add, Index, Mul, Neg};

/// A vector of the plane.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct V2(pub i64, pub i64);

impl V2 {
    /// The dot product: nothing calls it.
    pub fn dot_never_called(self, other: V2) -> i64 {
        self.0 * other.0 + self.1 * other.1
    }
}

impl Add for V2 {
    type Output = V2;
    fn add(self, o: V2) -> V2 {
        V2(self.0 + o.0, self.1 + o.1)
    }
}

impl Neg for V2 {
    type Output = V2;
    fn neg(self) -> V2 {
        V2(-self.0, -self.1)
    }
}

impl Mul<i64> for V2 {
    type Output = V2;
    fn mul(self, k: i64) -> V2 {
        V2(self.0 * k, self.1 * k)
    }
}

impl Index<usize> for V2 {
    type Output = i64;
    fn index(&self, i: usize) -> &i64 {
        if i == 0 { &self.0 } else { &self.1 }
    }
}

/// A type nothing uses, with impls of its own.
pub struct UnusedMatrix([i64; 4]);

impl Add for UnusedMatrix {
    type Output = UnusedMatrix;
    fn add(self, o: UnusedMatrix) -> UnusedMatrix {
        UnusedMatrix([self.0[0] + o.0[0], self.0[1] + o.0[1], self.0[2] + o.0[2], self.0[3] + o.0[3]])
    }
}
"#,
    ),
    (
        "src/show.rs",
        r#"use std::fmt;

/// Two numbers shown as `a/b`.
pub struct Ratio {
    pub a: u32,
    pub b: u32,
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.a, self.b)
    }
}

impl Ratio {
    /// Nothing calls it.
    pub fn inverse_never_called(&self) -> Ratio {
        Ratio { a: self.b, b: self.a }
    }
}
"#,
    ),
    (
        "src/iterate.rs",
        r#"/// Counts down from a number to 1.
pub struct Countdown(pub u32);

impl Iterator for Countdown {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        self.0 -= 1;
        Some(self.0 + 1)
    }
}

/// Counts up: nothing uses it.
pub struct CountupNeverUsed(pub u32);

impl Iterator for CountupNeverUsed {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        self.0 += 1;
        Some(self.0)
    }
}
"#,
    ),
    (
        "src/guard.rs",
        r#"/// Says goodbye when it goes out of scope.
pub struct Guard {
    pub name: &'static str,
}

impl Drop for Guard {
    fn drop(&mut self) {
        println!("dropped {}", self.name);
    }
}
"#,
    ),
    (
        "src/wrap.rs",
        r#"use std::ops::{Deref, DerefMut};

/// A vector behind a wrapper.
pub struct Wrapper(Vec<u32>);

impl Wrapper {
    pub fn new(items: Vec<u32>) -> Wrapper {
        Wrapper(items)
    }

    /// Nothing calls it.
    pub fn clear_never_called(&mut self) {
        self.0.clear()
    }
}

impl Deref for Wrapper {
    type Target = Vec<u32>;
    fn deref(&self) -> &Vec<u32> {
        &self.0
    }
}

impl DerefMut for Wrapper {
    fn deref_mut(&mut self) -> &mut Vec<u32> {
        &mut self.0
    }
}
"#,
    ),
    (
        "src/names.rs",
        r#"//! Local variables and private fields in every place a renaming could go wrong.
use std::fmt;

/// A function whose name a variable elsewhere also has.
pub fn helper_fn() -> i32 {
    2
}

const LIMIT: i32 = 3;

/// Two halves, built and taken apart by shorthand.
pub struct Pair {
    pub first_part: i32,
    pub second_part: i32,
}

/// A tally with private fields, one also a method's name.
#[derive(Clone, PartialEq)]
pub struct Tally {
    running_total: i64,
    steps_taken: u32,
}

impl Tally {
    pub fn new() -> Tally {
        let running_total = 0;
        Tally { running_total, steps_taken: 0 }
    }

    pub fn add(&mut self, amount_added: i64) {
        self.running_total += amount_added;
        self.steps_taken += 1;
    }

    pub fn steps_taken(&self) -> u32 {
        self.steps_taken
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Tally { running_total, .. } = self;
        write!(f, "{running_total} in {} steps", self.steps_taken)
    }
}

/// A private field whose name `Debug` prints.
#[derive(Debug)]
pub struct Shown {
    debug_visible_field: u8,
}

pub fn shown() -> Shown {
    Shown { debug_visible_field: 4 }
}

impl Shown {
    pub fn value(&self) -> u8 {
        self.debug_visible_field
    }
}

/// Everything at once: captures, named arguments, braces, shadowing, patterns, macros.
pub fn describe(items_given: &[i32]) -> String {
    let total_count = items_given.len();
    let shadowed_value = 1;
    let shadowed_value = shadowed_value + 1;
    let inner_sum = {
        let shadowed_value = 10;
        shadowed_value + helper_fn()
    };
    // A variable named as a function is, called after the function was.
    let helper_fn = |closure_param: i32| closure_param * shadowed_value;
    let mut doubled_items = Vec::new();
    for each_item in items_given {
        doubled_items.push(helper_fn(*each_item));
    }
    let classified: Vec<&str> = items_given
        .iter()
        .map(|&number_seen| match number_seen {
            LIMIT => "limit",
            other_value if other_value > LIMIT => "above",
            _ => "below",
        })
        .collect();
    let pair = Pair { first_part: inner_sum, second_part: total_count as i32 };
    let Pair { first_part, second_part: renamed_half } = pair;
    let seed_value = 7;
    let seeded = vec![seed_value; 2];
    let optional_value = items_given.first().copied();
    let big = matches!(optional_value, Some(inner_value) if inner_value > 2);
    let label = "running_sum {total_count}";
    let counter_value = doubled_items.len();
    assert!(counter_value < 100);
    let padded = format!("[{:>width_value$}]", first_part, width_value = 4);
    format!(
        "{total_count} {{total_count}} {doubled_items:?} {classified:?} {renamed_half} {seeded:?} {big} {label} {padded} {w}",
        w = counter_value
    )
}

/// A module reached through a re-export from inside its parent's sibling.
pub mod deep {
    pub struct Base(pub i32);

    pub use helper::double;

    mod helper {
        use crate::names::Base;

        pub fn double(base: &Base) -> i32 {
            crate::names::helper_fn() * base.0
        }
    }
}

pub use deep::Base;
"#,
    ),
    (
        "src/jobs.rs",
        r#"/// How a job ended.
pub enum Outcome {
    Done(u32),
    Failed(String),
    Retry,
}

/// A job: its number, and a budget nobody reads.
pub struct Job {
    pub id: u32,
    budget: usize,
}

impl Job {
    pub fn new(id: u32) -> Job {
        Job { id, budget: usize::MAX }
    }

    /// Even jobs are done, odd ones retried; none fails unless `fail` is called.
    pub fn run(&self) -> Outcome {
        match self.id % 2 {
            0 => Outcome::Done(self.id * 10),
            _ => Outcome::Retry,
        }
    }
}

/// Nothing calls this: `Failed` is never built.
pub fn fail(why: &str) -> Outcome {
    Outcome::Failed(why.to_string())
}

/// Says how a job ended.
pub fn report(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Done(n) => format!("done {n}"),
        Outcome::Failed(why) => explain_failure(why),
        Outcome::Retry => "retry".to_string(),
    }
}

/// Whether the job is over.
pub fn is_over(outcome: &Outcome) -> bool {
    match outcome {
        Outcome::Retry | Outcome::Failed(_) => false,
        Outcome::Done(_) => true,
    }
}

fn explain_failure(why: &str) -> String {
    format!("failed: {why}")
}
"#,
    ),
    (
        "src/settings.rs",
        r#"/// How loud.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    #[default]
    Quiet,
    Loud,
}

/// Settings, all defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settings {
    pub level: Level,
    pub name: String,
}
"#,
    ),
    (
        "src/generic.rs",
        r#"/// Something with a name and a number.
pub trait Named {
    /// Its name; "someone" unless a type says otherwise.
    fn name(&self) -> String {
        "someone".to_string()
    }
    fn id(&self) -> u32;
}

/// A cat, which has a name of its own.
pub struct Cat;

impl Named for Cat {
    fn name(&self) -> String {
        "cat".to_string()
    }
    fn id(&self) -> u32 {
        7
    }
}

/// `name#id`, through the trait alone.
pub fn describe<T: Named>(thing: &T) -> String {
    format!("{}#{}", thing.name(), thing.id())
}

/// A trait nothing uses, and its impl.
pub trait NeverUsedTrait {
    fn nothing(&self);
}

impl NeverUsedTrait for Cat {
    fn nothing(&self) {}
}
"#,
    ),
    (
        "src/words.rs",
        r#"/// A word.
pub struct Word(pub String);

impl Word {
    /// The word in capitals, named only inside a macro's body.
    pub fn loud(&self) -> String {
        self.0.to_uppercase()
    }

    /// Nothing calls it.
    pub fn quiet_never_called(&self) -> String {
        self.0.to_lowercase()
    }
}

/// Twice `x`.
pub fn double(x: u64) -> u64 {
    twice_inside!(x)
}
"#,
    ),
    (
        "src/macros.rs",
        r#"/// `x` doubled, through the library's own path.
#[macro_export]
macro_rules! twice {
    ($x:expr) => {
        $crate::words::double($x)
    };
}

/// A word in capitals: a method named only here.
#[macro_export]
macro_rules! shout {
    ($w:expr) => {
        $w.loud()
    };
}

macro_rules! twice_inside {
    ($x:expr) => {
        $x * 2
    };
}

/// Nothing uses it.
#[macro_export]
macro_rules! never_used_macro {
    () => {
        0
    };
}
"#,
    ),
];

/// Each program: its name, its file and source, what it prints, and what its bundle must
/// not hold.
type Program = (&'static str, (&'static str, &'static str), &'static str, &'static [&'static str]);

const PROGRAMS: &[Program] = &[
    (
        "unbuilt_and_unread",
        (
            "unbuilt_and_unread.rs",
            "use parts::jobs::{is_over, report, Job};

fn main() {
    for id in 1..=2 {
        let outcome = Job::new(id).run();
        println!(\"{} {}\", report(&outcome), is_over(&outcome));
    }
}
",
        ),
        "retry false\ndone 20 true\n",
        &["fn fail"],
    ),
    (
        "operators",
        (
            "operators.rs",
            "use parts::vector::V2;

fn main() {
    let a = V2(1, 2) + V2(3, 4);
    let b = -a * 2;
    println!(\"{:?} {:?} {}\", a, b, b[1]);
}
",
        ),
        "V2(4, 6) V2(-8, -12) -12\n",
        &["dot_never_called", "UnusedMatrix", "never_called"],
    ),
    (
        "display",
        (
            "display.rs",
            "fn main() {
    let r = parts::show::Ratio { a: 3, b: 4 };
    let shown = format!(\"[{r}]\");
    println!(\"{shown} {}\", r.to_string().len());
}
",
        ),
        "[3/4] 3\n",
        &["inverse_never_called", "Countdown", "mod vector"],
    ),
    (
        "iterate",
        (
            "iterate.rs",
            "use parts::iterate::Countdown;

fn main() {
    for n in Countdown(3) {
        print!(\"{n} \");
    }
    println!(\"{}\", Countdown(4).sum::<u32>());
}
",
        ),
        "3 2 1 10\n",
        &["CountupNeverUsed"],
    ),
    (
        "drop",
        (
            "drop.rs",
            "fn main() {
    {
        let _guard = parts::guard::Guard { name: \"a\" };
        println!(\"inside\");
    }
    println!(\"after\");
}
",
        ),
        "inside\ndropped a\nafter\n",
        &["never_called"],
    ),
    (
        "deref",
        (
            "deref.rs",
            "fn main() {
    let mut w = parts::wrap::Wrapper::new(vec![1, 2]);
    w.push(3);
    println!(\"{} {:?}\", w.len(), w.iter().max());
}
",
        ),
        "3 Some(3)\n",
        &["clear_never_called"],
    ),
    (
        "derives",
        (
            "derives.rs",
            "use parts::settings::{Level, Settings};
use std::collections::HashSet;

fn main() {
    let s = Settings::default();
    let set: HashSet<Settings> = [s.clone(), Settings::default()].into_iter().collect();
    let mut levels = vec![Level::Loud, Level::default()];
    levels.sort();
    println!(\"{:?} {} {:?}\", s, set.len(), levels);
}
",
        ),
        "Settings { level: Quiet, name: \"\" } 1 [Quiet, Loud]\n",
        &["never_called"],
    ),
    (
        "generics",
        (
            "generics.rs",
            "use parts::generic::{describe, Cat, Named};

struct Dog;

impl Named for Dog {
    fn id(&self) -> u32 {
        1
    }
}

fn main() {
    println!(\"{} {}\", describe(&Cat), describe(&Dog));
}
",
        ),
        "cat#7 someone#1\n",
        &["NeverUsedTrait", "fn nothing"],
    ),
    (
        "macros",
        (
            "macros.rs",
            "use parts::{shout, twice};

fn main() {
    let w = parts::words::Word(\"hi\".to_string());
    println!(\"{} {}\", twice!(21), shout!(w));
}
",
        ),
        "42 HI\n",
        &["quiet_never_called", "never_used_macro", "never_called"],
    ),
    (
        "unneeded_impls",
        (
            "unneeded_impls.rs",
            "use parts::shapes::{largest, norm, Label, Point};

fn main() {
    let points = [Point { x: 1, y: 2 }, Point { x: 3, y: -4 }];
    let far = largest(&points).unwrap();
    println!(\"{} {} {}\", norm(far), far == points[1], Label(\"x\".into()));
}
",
        ),
        "7 true <x>\n",
        &["Hash", "Default", "Debug", "never-shown"],
    ),
    (
        "short_names",
        (
            "short_names.rs",
            "use parts::names::{deep, describe, shown, Base, Tally};

fn main() {
    let mut tally = Tally::new();
    tally.add(5);
    tally.add(-2);
    let copy = tally.clone();
    println!(\"{} {} {}\", tally, copy == tally, copy.steps_taken());
    println!(\"{:?} {} {}\", shown(), shown().value(), deep::double(&Base(21)));
    println!(\"{}\", describe(&[1, 3, 5]));
}
",
        ),
        "3 in 2 steps true 2\nShown { debug_visible_field: 4 } 4 42\n\
         3 {total_count} [2, 6, 10] [\"below\", \"limit\", \"above\"] 3 [7, 7] false running_sum {total_count} [  12] 3\n",
        &[
            "shadowed_value",
            "closure_param",
            "each_item",
            "number_seen",
            "other_value",
            // (`seed_value` and `renamed_half` stand in macro calls: they keep their names.)
            "amount_added",
            "mod helper",
        ],
    ),
];

/// A temporary package holding the library and every program.
fn library_and_programs() -> tempfile::TempDir {
    let package = tempfile::tempdir().unwrap();
    let programs: Vec<(&str, Files)> =
        PROGRAMS.iter().map(|(name, file, ..)| (*name, std::slice::from_ref(file))).collect();
    write_package(package.path(), LIBRARY, &programs);
    package
}

/// Every class: the bundle compiles warning-free, behaves like the Cargo build (which
/// prints what it should), holds none of the unused items, and allows no lint.
#[test]
fn each_implicit_use_survives_pruning_and_unused_items_go() {
    let package = library_and_programs();
    let root = package.path();
    let failures = failures_in_parallel(PROGRAMS, |&(name, _, expected, unused)| {
        let (bundled, mut failures) = check_program(root, name, expected, Options::default());
        if let Some(bundled) = bundled {
            // Pruned the same, but with every name as written (the short_names program
            // lists variables, which only the dense layout renames).
            let options = Options { pretty: name != "short_names", ..Options::default() };
            let named = bundle_named(root, name, options).map(|b| b.source).unwrap_or_default();
            for item in unused {
                if named.contains(item) || bundled.source.contains(item) {
                    failures.push(format!("{name}: the bundle holds `{item}`"));
                }
            }
            // Only a type with a field never read or a variant never built is marked.
            let allows = bundled.source.matches("allow(").count();
            if allows != bundled.source.matches("#[allow(dead_code)]").count() {
                failures.push(format!("{name}: the bundle allows a lint"));
            }
            match bundled.items {
                Some(counts) if counts.dropped > 0 && counts.kept > 0 => {}
                other => failures.push(format!("{name}: item counts {other:?}")),
            }
        }
        failures
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--keep-unused` keeps whole modules (the unused items with them), and its bundle
/// behaves the same.
#[test]
fn keep_unused_keeps_whole_modules_and_behaves_the_same() {
    let package = library_and_programs();
    let root = package.path();
    let options = Options { keep_unused: true, ..Options::default() };
    let (name, _, expected, unused) = PROGRAMS[0];
    let (bundled, failures) = check_program(root, name, expected, options);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let bundled = bundled.unwrap();
    assert!(bundled.items.is_none());
    for item in unused {
        assert!(bundled.source.contains(item), "{item} went");
    }
}

/// When rustc rejects the pruned bundle but compiles the whole modules, `bundle` writes the
/// whole modules and says why. A stand-in `rustc` (`Options::rustc`, which `bundle` asks
/// for its lints) rejects any file without the whole-module `allow`.
#[cfg(unix)]
#[test]
fn a_rejected_pruning_falls_back_to_whole_modules() {
    use std::os::unix::fs::PermissionsExt;
    let work = tempfile::tempdir().unwrap();
    let fake = work.path().join("rustc");
    std::fs::write(
        &fake,
        "#!/bin/sh\nif grep -q 'allow(dead_code, *unused_imports' ; then exit 0; fi\n\
         echo 'error[E0425]: injected' >&2\nexit 1\n",
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let root = searchlab_tests::programs::workspace_root();
    let program = root.join("examples/knight.rs");
    let options = Options { rustc: Some(fake), ..Options::default() };
    let bundled = bundle_named(root, program.to_str().unwrap(), options).unwrap();
    assert_eq!(bundled.fallback.as_deref(), Some("error[E0425]: injected"));
    assert!(bundled.items.is_none());
    assert!(bundled.source.contains("allow(dead_code,unused_imports,unused_macros)"));
    let warnings = bundled.warnings(false);
    assert!(
        warnings[0]
            .starts_with("knight: rustc rejected the pruned bundle (error[E0425]: injected)"),
        "{warnings:?}"
    );
    // The whole modules hold what pruning leaves out.
    let pruned = bundle_named(root, program.to_str().unwrap(), Options::default()).unwrap();
    assert!(pruned.fallback.is_none() && pruned.source.len() < bundled.source.len());
}

/// Without a `rustc` to ask, the pruning by names alone stands: items are still counted and
/// left out, and nothing falls back.
#[test]
fn without_rustc_the_pruning_by_names_stands() {
    let package = library_and_programs();
    let root = package.path();
    let options = Options { rustc: Some(root.join("no-such-rustc")), ..Options::default() };
    let bundled = bundle_named(root, "operators", options).unwrap();
    assert!(bundled.fallback.is_none());
    assert!(bundled.items.is_some_and(|c| c.dropped > 0 && c.kept > 0));
    for item in PROGRAMS[0].3 {
        assert!(!bundled.source.contains(item), "{item} stayed");
    }
}
