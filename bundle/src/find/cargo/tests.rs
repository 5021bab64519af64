use super::one_line;
use std::path::Path;

#[test]
fn cargos_errors_are_one_line_at_the_place_it_points_at() {
    let here = std::env::current_dir().unwrap();
    // A manifest value of the wrong type: Cargo points at it.
    let said = "error: invalid type: integer `1`, expected SemVer version\n --> Cargo.toml:3:11\n  |\n3 | version = 1\n  |           ^\n";
    let expected = "Cargo.toml:3:11: invalid type: integer `1`, expected SemVer version";
    assert_eq!(one_line(&here, said), expected);
    // Causes listed after the first line, with no place: joined.
    let said = "error: failed to parse manifest at `/w/a/Cargo.toml`\n\nCaused by:\n  error inheriting `x` from workspace root manifest's `workspace.dependencies.x`\n\nCaused by:\n  `workspace.dependencies` was not defined\n";
    let expected = "failed to parse manifest at `/w/a/Cargo.toml`: error inheriting `x` from workspace root manifest's `workspace.dependencies.x`: `workspace.dependencies` was not defined";
    assert_eq!(one_line(Path::new("/w/a"), said), expected);
    // Warnings before the error are not the error; no error line at all is said as is.
    let said = "warning: unused manifest key: foo\nerror: could not find `Cargo.toml` in `/w` or any parent directory\n";
    let expected = "could not find `Cargo.toml` in `/w` or any parent directory";
    assert_eq!(one_line(Path::new("/w"), said), expected);
    assert_eq!(one_line(Path::new("/w"), "  something else\n"), "something else");
}
