//! The boundaries ARCHITECTURE.md draws, held: inside every crate of the workspace no two
//! files import each other, even through others (no import cycles); the library's modules
//! import only from lower layers; no file name is used twice in a package's `src` with
//! another meaning; no library module outside the contest plumbing prints or reads the
//! command line; the bundler's source, tests aside, stays within 7,400 lines; and the
//! README's module table names every module of the library, and nothing else; no file
//! takes an item from its parent module; and ARCHITECTURE.md's tables name every package,
//! library module (in its layer) and program of the workspace, and nothing else; no two
//! public types of the library share a name; and BENCHMARKS.md opens with today's figures.
//!
//! Imports are read from the code before each file's test module: paths that start with
//! `crate::`, `super::` or `self::` (inside `use` groups too), each resolved to the file of
//! the deepest module it names. A file naming its own ancestor (`super::Type` in a child)
//! is not an arrow: a module and its children are one room.

use searchlab_tests::programs;
use searchlab_tests::source::{code_before_tests, rust_files};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's layers, lowest first: a module imports only from the layers below its own.
const LAYERS: [&[&str]; 5] = [
    &["dsu", "hashing", "named", "panics", "perm", "rng", "shard", "workers"],
    &["cli", "input"],
    &["program"],
    &["cells", "chains", "flow", "graph", "parity", "queens", "search", "spanning", "sudoku"],
    &["tiles"],
];

/// The library modules that are contest plumbing: they alone may print, read stdin or
/// read the command line.
const PLUMBING: [&str; 3] = ["cli", "input", "program"];

/// A module's path inside its crate (`["pdb", "build"]`).
type ModulePath = Vec<String>;

/// One crate: its root file's folder and the file of each of its modules.
struct Crate {
    name: String,
    modules: BTreeMap<ModulePath, PathBuf>,
}

/// The crates of the workspace whose files import each other: each package's library
/// (`src/lib.rs`) and each program kept in a folder (`src/bin/NAME/main.rs`).
fn crates() -> Vec<Crate> {
    let root = programs::workspace_root();
    let mut crates = Vec::new();
    for member in programs::members() {
        let src = root.join(&member).join("src");
        if src.join("lib.rs").is_file() {
            let files = rust_files(&src)
                .into_iter()
                .filter(|file| !file.starts_with(src.join("bin")) && *file != src.join("main.rs"));
            crates.push(crate_of(format!("{member}/src/lib.rs"), &src, files));
        }
        for entry in fs::read_dir(src.join("bin")).into_iter().flatten() {
            let folder = entry.unwrap().path();
            if folder.is_dir() {
                let name = format!("{member}/{}", folder.strip_prefix(root).unwrap().display());
                crates.push(crate_of(name, &folder, rust_files(&folder).into_iter()));
            }
        }
    }
    crates
}

/// The crate rooted in `folder` (at its `lib.rs` or `main.rs`), of the non-test `files`.
fn crate_of(name: String, folder: &Path, files: impl Iterator<Item = PathBuf>) -> Crate {
    let mut modules = BTreeMap::new();
    let test_file =
        |f: &PathBuf| f.file_name().is_some_and(|n| n.to_string_lossy().ends_with("tests.rs"));
    for file in files.filter(|f| !test_file(f)) {
        let relative = file.strip_prefix(folder).unwrap().with_extension("");
        let mut path: ModulePath =
            relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
        if matches!(path.last().map(String::as_str), Some("mod" | "lib" | "main")) {
            path.pop();
        }
        modules.insert(path, file);
    }
    Crate { name, modules }
}

/// The paths of `code` that start with `crate::`, `super::` or `self::`, with `use`
/// groups expanded (`super::{a, b::c}` gives `super::a` and `super::b::c`), as segments.
fn relative_paths(code: &str) -> Vec<Vec<String>> {
    let tokens = tokens(code);
    let mut paths = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let starts = matches!(token.as_str(), "crate" | "super" | "self")
            && tokens.get(i + 1).map(String::as_str) == Some("::")
            && (i == 0 || tokens[i - 1] != "::");
        if starts {
            expand(&tokens, i, vec![], &mut paths);
        }
    }
    paths
}

/// `code` as identifiers, `::` and single punctuation characters.
fn tokens(code: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
            continue;
        }
        if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
            continue;
        }
        if !c.is_whitespace() {
            tokens.push(c.to_string());
        }
        i += 1;
    }
    tokens
}

/// Pushes onto `out` the paths of the path or `use` tree starting at `tokens[i]`, after
/// the segments `prefix`; returns where it ends.
fn expand(
    tokens: &[String],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    loop {
        match tokens.get(i).map(String::as_str) {
            Some("{") => {
                i += 1;
                while tokens.get(i).is_some_and(|t| t != "}") {
                    i = expand(tokens, i, prefix.clone(), out);
                    if tokens.get(i).map(String::as_str) == Some(",") {
                        i += 1;
                    }
                }
                return i + 1;
            }
            Some(word) if word.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                prefix.push(word.to_string());
                i += 1;
            }
            _ => {
                out.push(prefix);
                return i;
            }
        }
        if tokens.get(i).map(String::as_str) != Some("::") {
            out.push(prefix);
            return i;
        }
        i += 1;
    }
}

/// The module a path written in module `at` reaches: the deepest module of `modules` its
/// leading segments name, or `None` for a path that leaves the crate.
fn target(
    path: &[String],
    at: &[String],
    modules: &BTreeMap<ModulePath, PathBuf>,
) -> Option<ModulePath> {
    resolve(path, at, modules).map(|(module, _)| module)
}

/// [`target`], with the segments of the path past that module (an item's name, say).
fn resolve<'p>(
    path: &'p [String],
    at: &[String],
    modules: &BTreeMap<ModulePath, PathBuf>,
) -> Option<(ModulePath, &'p [String])> {
    let mut module: ModulePath = at.to_vec();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            module.clear();
            rest = &path[1..];
        }
        Some("self") => rest = &path[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        module.pop()?;
        rest = &rest[1..];
    }
    while let Some(segment) = rest.first() {
        module.push(segment.clone());
        if !modules.contains_key(&module) {
            module.pop();
            break;
        }
        rest = &rest[1..];
    }
    Some((module, rest))
}

/// Each module of `krate` with the modules it imports (its own ancestors left out).
fn imports(krate: &Crate) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    let mut arrows = BTreeMap::new();
    for (module, file) in &krate.modules {
        let code = code_before_tests(&fs::read_to_string(file).unwrap());
        let targets: BTreeSet<ModulePath> = relative_paths(&code)
            .iter()
            .filter_map(|path| target(path, module, &krate.modules))
            .filter(|to| !module.starts_with(to))
            .collect();
        arrows.insert(module.clone(), targets);
    }
    arrows
}

/// A cycle of `arrows`, as the modules on it, if there is one.
fn cycle(arrows: &BTreeMap<ModulePath, BTreeSet<ModulePath>>) -> Option<Vec<ModulePath>> {
    fn visit(
        at: &ModulePath,
        arrows: &BTreeMap<ModulePath, BTreeSet<ModulePath>>,
        done: &mut BTreeSet<ModulePath>,
        stack: &mut Vec<ModulePath>,
    ) -> Option<Vec<ModulePath>> {
        if let Some(start) = stack.iter().position(|m| m == at) {
            return Some(stack[start..].to_vec());
        }
        if !done.insert(at.clone()) {
            return None;
        }
        stack.push(at.clone());
        for next in arrows.get(at).into_iter().flatten() {
            if let Some(found) = visit(next, arrows, done, stack) {
                return Some(found);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    arrows.keys().find_map(|start| visit(start, arrows, &mut done, &mut Vec::new()))
}

fn shown(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

#[test]
fn no_crate_has_an_import_cycle() {
    let crates = crates();
    assert!(crates.len() >= 8, "only {} crates read", crates.len());
    let mut arrows_seen = 0;
    for krate in &crates {
        let arrows = imports(krate);
        arrows_seen += arrows.values().map(BTreeSet::len).sum::<usize>();
        if let Some(cycle) = cycle(&arrows) {
            let names: Vec<String> = cycle.iter().map(|m| shown(m)).collect();
            panic!("{}: modules import each other: {}", krate.name, names.join(" -> "));
        }
    }
    assert!(arrows_seen > 100, "only {arrows_seen} imports read");
}

#[test]
fn the_librarys_modules_import_only_from_lower_layers() {
    let layer_of = |name: &str| LAYERS.iter().position(|layer| layer.contains(&name));
    let library = crates().into_iter().find(|c| c.name == "./src/lib.rs");
    let library = library.expect("the library crate");
    let mut upward = Vec::new();
    for (module, targets) in imports(&library) {
        let Some(from) = module.first() else { continue };
        let from_layer = layer_of(from).unwrap_or_else(|| panic!("{from}: in no layer of LAYERS"));
        for to in targets.iter().filter_map(|t| t.first()).filter(|to| *to != from) {
            let to_layer = layer_of(to).unwrap_or_else(|| panic!("{to}: in no layer of LAYERS"));
            if to_layer >= from_layer {
                upward.push(format!("{} -> {to}", shown(&module)));
            }
        }
    }
    assert!(upward.is_empty(), "imports not going down a layer:\n{}", upward.join("\n"));
}

#[test]
fn the_measure_finds_imports_and_cycles() {
    let code = "use super::{a, b::{c, d}};\nuse crate::x::y as z;\nfn f() { self::g(); }";
    let paths: Vec<String> = relative_paths(code).iter().map(|p| p.join("::")).collect();
    assert_eq!(paths, ["super::a", "super::b::c", "super::b::d", "crate::x::y", "self::g"]);
    let module = |text: &str| -> ModulePath { text.split('/').map(String::from).collect() };
    let modules: BTreeMap<ModulePath, PathBuf> = [module("p"), module("p/a"), module("p/b")]
        .into_iter()
        .map(|m| (m, PathBuf::new()))
        .collect();
    let reached = |path: &str| target(&module(path), &module("p/a"), &modules);
    assert_eq!(reached("super/b/f"), Some(module("p/b")));
    assert_eq!(reached("crate/p/Type"), Some(module("p")));
    let mut arrows = BTreeMap::new();
    arrows.insert(module("p/a"), BTreeSet::from([module("p/b")]));
    arrows.insert(module("p/b"), BTreeSet::new());
    assert_eq!(cycle(&arrows), None);
    arrows.insert(module("p/b"), BTreeSet::from([module("p/a")]));
    assert_eq!(cycle(&arrows), Some(vec![module("p/a"), module("p/b")]));
}

#[test]
fn no_file_name_is_used_twice_in_a_package() {
    let root = programs::workspace_root();
    let mut twice = Vec::new();
    for member in programs::members() {
        let mut seen: BTreeMap<String, PathBuf> = BTreeMap::new();
        for file in rust_files(&root.join(&member).join("src")) {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            if ["mod.rs", "main.rs", "lib.rs", "tests.rs"].contains(&name.as_str()) {
                continue;
            }
            if let Some(first) = seen.insert(name, file.clone()) {
                twice.push(format!("{} and {}", first.display(), file.display()));
            }
        }
    }
    assert!(twice.is_empty(), "file names used twice:\n{}", twice.join("\n"));
}

/// The bundler is the largest tool: its size is held near where the house issue put it
/// (6,000 lines), with room for round 2's removal of variants a program never builds, for
/// the dense layout's widened visibilities and format placeholders (round 2), and for the
/// contestant's path (issue 59): finding any crate's programs and library through `cargo
/// metadata`, judging the cases, and errors at the program's own lines; and for rustc's
/// verdicts kept in the target folder (a bundle made again asks rustc nothing: `bundle --all`
/// twice, 10.6 s then 2.1 s; `make test` under its 10 minutes).
#[test]
fn the_bundler_stays_within_7500_lines() {
    let src = programs::workspace_root().join("bundle").join("src");
    let files = rust_files(&src).into_iter().filter(|f| !f.ends_with("tests.rs"));
    let lines: usize = files.map(|f| fs::read_to_string(f).unwrap().lines().count()).sum();
    assert!(lines > 1000, "the measure found {lines} lines: not the bundler's source");
    assert!(lines <= 7500, "bundle/src holds {lines} lines outside tests.rs, over 7,500");
}

#[test]
fn only_the_plumbing_prints_or_reads_the_command_line() {
    let src = programs::workspace_root().join("src");
    let said = [
        "print!",
        "println!",
        "eprint!",
        "eprintln!",
        "stdout()",
        "stderr()",
        "args()",
        "args_os()",
    ];
    let mut found = Vec::new();
    for file in rust_files(&src).into_iter().filter(|f| !f.starts_with(src.join("bin"))) {
        let module = file.strip_prefix(&src).unwrap().iter().next().unwrap();
        let module = Path::new(module).with_extension("");
        if PLUMBING.iter().any(|p| module == Path::new(p)) || file.ends_with("tests.rs") {
            continue;
        }
        let code = code_before_tests(&fs::read_to_string(&file).unwrap());
        for word in said.iter().filter(|w| code.contains(*w)) {
            found.push(format!("{}: {word}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "library modules that print or read arguments:\n{}",
        found.join("\n")
    );
}

/// The README's table of the library's modules (rows of `| `name` | what it owns |`
/// before the first blank line after its header) names each top-level module of
/// `src/lib.rs` once, and no module that is not there.
#[test]
fn the_readmes_module_table_names_every_library_module() {
    let root = programs::workspace_root();
    let lib = fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let modules: BTreeSet<&str> =
        lib.lines().filter_map(|line| line.strip_prefix("pub mod ")?.strip_suffix(';')).collect();
    assert!(modules.len() > 10, "the measure found {modules:?} in src/lib.rs");
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let table = readme.split("| module | what it owns |\n").nth(1).expect("the module table");
    let rows: Vec<&str> = table
        .lines()
        .skip(1)
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| line.strip_prefix("| `")?.split('`').next())
        .collect();
    let listed: BTreeSet<&str> = rows.iter().copied().collect();
    assert_eq!(rows.len(), listed.len(), "a module listed twice: {rows:?}");
    assert_eq!(listed, modules, "the README's module table against src/lib.rs");
}

/// No file takes an item (not a module) from its own parent module, by `super::X` or
/// `crate::X`: a parent's helpers belong in a leaf file its children import sideways, and
/// a parent module only declares, re-exports and documents.
#[test]
fn no_file_takes_an_item_from_its_parent_module() {
    let root = programs::workspace_root();
    let mut taking = BTreeMap::<String, BTreeSet<String>>::new();
    for krate in crates() {
        for (module, file) in &krate.modules {
            let Some((_, parent)) = module.split_last() else { continue };
            let code = code_before_tests(&fs::read_to_string(file).unwrap());
            for path in relative_paths(&code) {
                let Some((to, rest)) = resolve(&path, module, &krate.modules) else { continue };
                if to == parent && !rest.is_empty() {
                    let shown = file.strip_prefix(root).unwrap().display().to_string();
                    taking.entry(shown).or_default().insert(rest[0].clone());
                }
            }
        }
    }
    let shown: Vec<String> =
        taking.iter().map(|(file, names)| format!("{file}: {names:?}")).collect();
    assert!(shown.is_empty(), "files taking items from their parent:\n{}", shown.join("\n"));
}

/// For each row of the markdown table under the header line `header` in `text` (the rows
/// up to the first line that is not one), the backquoted words of cell `column`, joined by
/// spaces.
fn table_column(text: &str, header: &str, column: usize) -> Vec<String> {
    let table =
        text.split(&format!("{header}\n")).nth(1).unwrap_or_else(|| panic!("no table {header}"));
    let rows = table.lines().skip(1).take_while(|line| line.starts_with('|'));
    rows.map(|row| {
        let cell = row.split('|').nth(column + 1).unwrap_or_default();
        cell.split('`').skip(1).step_by(2).map(String::from).collect::<Vec<_>>().join(" ")
    })
    .collect()
}

/// The package name a member's manifest gives (`name = "…"` under `[package]`).
fn package_name(member: &str) -> String {
    let manifest =
        fs::read_to_string(programs::workspace_root().join(member).join("Cargo.toml")).unwrap();
    let package = manifest.split("[package]").nth(1).expect("a [package] section");
    let line = package.lines().find(|line| line.starts_with("name")).expect("a package name");
    line.split('"').nth(1).unwrap().to_string()
}

/// Every binary of the workspace, as `package program`: each member's `src/main.rs` (named
/// after its package) and `src/bin/NAME.rs` or `src/bin/NAME/main.rs`.
fn binaries() -> BTreeSet<String> {
    let root = programs::workspace_root();
    let mut found = BTreeSet::new();
    for member in programs::members() {
        let (package, src) = (package_name(&member), root.join(&member).join("src"));
        if src.join("main.rs").is_file() {
            found.insert(format!("{package} {package}"));
        }
        for entry in fs::read_dir(src.join("bin")).into_iter().flatten() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            if path.join("main.rs").is_file() || path.extension().is_some_and(|e| e == "rs") {
                found.insert(format!("{package} {name}"));
            }
        }
    }
    found
}

/// ARCHITECTURE.md's tables name every package of the workspace, every top-level module of
/// the library (in the layer `LAYERS` holds it to) and every program, and none that is
/// gone; and the map stays within 200 lines.
#[test]
fn the_architecture_map_names_every_package_module_and_program() {
    let root = programs::workspace_root();
    let map = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    assert!(map.lines().count() <= 200, "ARCHITECTURE.md is over 200 lines");
    let packages: BTreeSet<String> = programs::members().iter().map(|m| package_name(m)).collect();
    let listed: BTreeSet<String> =
        table_column(&map, "| package | folder | what it is | depends on |", 0)
            .into_iter()
            .collect();
    assert_eq!(listed, packages, "ARCHITECTURE.md's packages against the workspace's members");
    let layers = table_column(&map, "| layer | modules | what they hold |", 1);
    let mut mapped: Vec<Vec<&str>> = layers.iter().map(|row| row.split(' ').collect()).collect();
    mapped.reverse();
    let mut enforced: Vec<Vec<&str>> = LAYERS.iter().map(|layer| layer.to_vec()).collect();
    for layer in mapped.iter_mut().chain(enforced.iter_mut()) {
        layer.sort();
    }
    assert_eq!(mapped, enforced, "ARCHITECTURE.md's layers, lowest first, against LAYERS");
    let lib = fs::read_to_string(root.join("src/lib.rs")).unwrap();
    // Every module, the private ones too (the tests' `panics`).
    let declared = lib.lines().filter_map(|line| {
        line.strip_prefix("pub mod ").or(line.strip_prefix("mod "))?.strip_suffix(';')
    });
    let modules: BTreeSet<&str> = declared.collect();
    let layered: BTreeSet<&str> = LAYERS.iter().flat_map(|layer| layer.iter().copied()).collect();
    assert_eq!(layered, modules, "LAYERS against src/lib.rs's modules");
    let programs_table = table_column(&map, "| program | package | source | what it does |", 0);
    let packages_column = table_column(&map, "| program | package | source | what it does |", 1);
    let shown: BTreeSet<String> = packages_column
        .iter()
        .zip(&programs_table)
        .map(|(package, program)| format!("{package} {program}"))
        .collect();
    assert_eq!(shown.len(), programs_table.len(), "a program listed twice");
    assert_eq!(shown, binaries(), "ARCHITECTURE.md's programs against the workspace's binaries");
}

/// No two public types or traits of the library share a name (a contestant who imports two
/// modules meets each name once): one idea is one type, two ideas have two names.
#[test]
fn no_two_public_library_types_share_a_name() {
    let src = programs::workspace_root().join("src");
    let mut homes = BTreeMap::<String, Vec<String>>::new();
    for file in rust_files(&src) {
        let shown = file.strip_prefix(&src).unwrap().display().to_string();
        if shown.starts_with("bin") || shown.ends_with("tests.rs") {
            continue;
        }
        let code = code_before_tests(&fs::read_to_string(&file).unwrap());
        for line in code.lines() {
            let Some(rest) = ["pub struct ", "pub enum ", "pub trait ", "pub type "]
                .iter()
                .find_map(|keyword| line.trim_start().strip_prefix(keyword))
            else {
                continue;
            };
            let name: String =
                rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            homes.entry(name).or_default().push(shown.clone());
        }
    }
    assert!(homes.len() > 50, "the measure found {} public types", homes.len());
    let shared: Vec<String> = homes
        .iter()
        .filter(|(_, files)| files.len() > 1)
        .map(|(name, files)| format!("{name}: {}", files.join(", ")))
        .collect();
    assert!(shared.is_empty(), "public types sharing a name:\n{}", shared.join("\n"));
}

/// BENCHMARKS.md opens with today: a `## Today` part within its first 150 lines, before
/// `# History`, each of whose tables names the bench (`--bench NAME`) that reproduces it,
/// one of `benches/benches/`.
#[test]
fn the_benchmarks_open_with_today() {
    let root = programs::workspace_root();
    let text = fs::read_to_string(root.join("BENCHMARKS.md")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let history = lines.iter().position(|line| *line == "# History").expect("a # History");
    assert!(history <= 150, "BENCHMARKS.md's history starts at line {}", history + 1);
    let today = lines.iter().position(|line| *line == "## Today").expect("a ## Today");
    let headings: Vec<&&str> =
        lines[today..history].iter().filter(|line| line.starts_with("### ")).collect();
    assert!(headings.len() >= 8, "today's tables: {headings:?}");
    for heading in headings {
        let bench =
            heading.split("--bench ").nth(1).and_then(|rest| rest.split(['`', ';', ',']).next());
        let bench = bench.unwrap_or_else(|| panic!("no bench named in {heading}"));
        let file = root.join("benches/benches").join(format!("{bench}.rs"));
        assert!(file.is_file(), "{heading}: no bench {bench}");
    }
}
