//! Every public function of `search`, `graph`, `flow`, `spanning`, `dsu`, `perm`, `parity`
//! and `chains`, and the main entry points of `queens`, `sudoku`, `tiles`, `cli`, `named`,
//! `mazegen` and `filefind`, carries a runnable example in its doc comment that calls it
//! (`cargo test --doc` runs them all).

use std::fs;
use std::path::{Path, PathBuf};

/// A public function found in the sources: where, its name, and its doc comment.
struct Function {
    place: String,
    name: String,
    doc: String,
}

/// The `.rs` files under `path` (or `path` itself), sorted.
fn sources(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut files: Vec<PathBuf> = fs::read_dir(path)
        .unwrap()
        .flat_map(|entry| sources(&entry.unwrap().path()))
        .filter(|file| file.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

/// The `pub fn`s of a source file before its `#[cfg(test)]` module, with their docs.
fn public_functions(file: &Path) -> Vec<Function> {
    let text = fs::read_to_string(file).unwrap();
    let code = text.split("\n#[cfg(test)]").next().unwrap();
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let rest = line.trim_start();
        let rest = rest.strip_prefix("pub fn ").or_else(|| rest.strip_prefix("pub const fn "));
        let name = match rest {
            Some(rest) => rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap(),
            None => continue,
        };
        let doc: Vec<&str> = lines[..i]
            .iter()
            .rev()
            .map(|l| l.trim_start())
            .take_while(|l| l.starts_with("///") || l.starts_with("#["))
            .collect();
        let doc: Vec<&str> = doc.into_iter().rev().collect();
        found.push(Function {
            place: format!("{}:{}", file.display(), i + 1),
            name: name.to_string(),
            doc: doc.join("\n"),
        });
    }
    found
}

/// Whether a doc comment holds a code block that calls `name` (as `name(`, `name::<`,
/// `.name(` or a method `Type::name(`).
fn has_example_of(doc: &str, name: &str) -> bool {
    let mut in_code = false;
    for line in doc.lines() {
        let line = line.trim_start_matches("///").trim();
        if line.starts_with("```") {
            in_code = !in_code;
        } else if in_code
            && (line.contains(&format!("{name}(")) || line.contains(&format!("{name}::<")))
        {
            return true;
        }
    }
    false
}

fn repo() -> &'static Path {
    searchlab_tests::programs::workspace_root()
}

#[test]
fn every_public_function_of_the_core_modules_has_an_example() {
    let mut missing = Vec::new();
    let mut counted = 0;
    for module in
        ["search", "graph", "perm.rs", "parity.rs", "chains.rs", "dsu.rs", "flow", "spanning.rs"]
    {
        for file in sources(&repo().join("src").join(module)) {
            for function in public_functions(&file) {
                counted += 1;
                if !has_example_of(&function.doc, &function.name) {
                    missing.push(format!("{} {}", function.place, function.name));
                }
            }
        }
    }
    assert!(counted >= 55, "only {counted} public functions found");
    assert!(missing.is_empty(), "no example calls:\n{}", missing.join("\n"));
}

#[test]
fn the_main_entry_points_have_examples() {
    let entry_points = [
        ("src/queens/listing.rs", "for_each_solution"),
        ("src/queens/mod.rs", "count"),
        ("src/queens/method.rs", "count_shard"),
        ("src/sudoku/grid.rs", "check_cells"),
        ("src/sudoku/grid.rs", "symbol"),
        ("src/sudoku/grid.rs", "solve"),
        ("src/sudoku/grid.rs", "solve_all"),
        ("src/sudoku/grid.rs", "solve_into"),
        ("src/sudoku/bitmask.rs", "solve"),
        ("src/sudoku/check.rs", "is_solution"),
        ("src/tiles/fixed/board.rs", "new"),
        ("src/tiles/fixed/board.rs", "step"),
        ("src/tiles/fixed/board.rs", "play"),
        ("src/tiles/fixed/board.rs", "can_reach"),
        ("src/tiles/fixed/heuristic.rs", "estimate"),
        ("src/tiles/fixed/solver.rs", "solve"),
        ("src/tiles/fixed/table.rs", "build"),
        ("src/tiles/fixed/table.rs", "path_from_root"),
        ("src/tiles/grid/zones.rs", "solve"),
        ("src/cli.rs", "parse"),
        ("src/cli.rs", "parse_threads"),
        ("src/cli.rs", "parse_max_memory"),
        ("src/cli.rs", "named_or"),
        ("mazegen/src/generate.rs", "generate"),
        ("mazegen/src/analyse.rs", "solve"),
        ("filefind/src/output.rs", "find"),
    ];
    for (file, name) in entry_points {
        let functions = public_functions(&repo().join(file));
        let function = functions.iter().find(|f| f.name == name);
        let function = function.unwrap_or_else(|| panic!("{file}: no pub fn {name}"));
        assert!(has_example_of(&function.doc, name), "{}: {name}", function.place);
    }
}

#[test]
fn the_scan_sees_a_missing_example() {
    let doc = "/// Adds.\n/// ```\n/// assert_eq!(other(1), 2);\n/// ```";
    assert!(!has_example_of(doc, "add"));
    assert!(has_example_of(doc, "other"));
    assert!(!has_example_of("/// add(1) in prose", "add"));
}
