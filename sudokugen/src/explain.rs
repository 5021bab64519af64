//! The steps of a person's solve, as hints: one line a step.

use searchlab::program::counted;
use searchlab::sudoku::logic::Deduction;
use searchlab::sudoku::rating::solve;
use searchlab::sudoku::{symbol, Count, Grid};
use std::fmt::Write;

/// The steps that solve `grid`, one a line, then how it ends: solved, or guessing needed.
pub fn steps(grid: &Grid) -> Result<String, Count> {
    let solve = solve(grid)?;
    let mut text = String::new();
    for (i, step) in solve.steps.iter().enumerate() {
        let _ = writeln!(text, "{}. {}", i + 1, describe(grid, step));
    }
    let rating = solve.rating();
    let end = if solve.board.is_solved() {
        "solved".to_string()
    } else {
        format!("stuck: guessing needed ({})", counted(rating.guesses, "guess"))
    };
    let _ = writeln!(
        text,
        "{end}: {} {:.1}\n",
        searchlab::named::Named::name(rating.level),
        rating.score
    );
    Ok(text)
}

/// The next step alone, as [`steps`] words it: the first step, or `solved` for a solved
/// grid, or `stuck: guessing needed` when no technique applies.
pub fn hint(grid: &Grid) -> Result<String, Count> {
    let solve = solve(grid)?;
    Ok(match solve.steps.first() {
        Some(step) => format!("{}\n", describe(grid, step)),
        None if solve.board.is_solved() => "solved\n".to_string(),
        None => "stuck: guessing needed\n".to_string(),
    })
}

/// One step: `naked-pair 3,7 in row 1 (r1c2 r1c5): removes 3 from r1c3, 7 from r1c9`, or
/// `hidden-single in box 2: r3c5 = 7`.
fn describe(grid: &Grid, step: &Deduction) -> String {
    let mut text = step.technique.name().to_string();
    let digit = |d: u8| symbol(grid.size, d);
    if step.placed.is_none() {
        let digits: Vec<String> = (1..=grid.size as u8)
            .filter(|d| step.digits & 1 << (d - 1) != 0)
            .map(|d| digit(d).to_string())
            .collect();
        let _ = write!(text, " {}", digits.join(","));
    }
    if let Some(unit) = step.unit {
        let _ = write!(text, " in {}", unit_name(unit, grid.size));
    }
    if let Some((cell, placed)) = step.placed {
        let _ = write!(text, ": {} = {}", grid.cell_name(cell), digit(placed));
        return text;
    }
    let cells: Vec<String> = step.cells.iter().map(|&c| grid.cell_name(c)).collect();
    let removed: Vec<String> = step
        .removed
        .iter()
        .map(|&(c, d)| format!("{} from {}", digit(d), grid.cell_name(c)))
        .collect();
    let _ = write!(text, " ({}): removes {}", cells.join(" "), removed.join(", "));
    text
}

/// `row 1`, `column 4`, `box 9`: unit `unit` of a grid of side `size`.
fn unit_name(unit: usize, size: usize) -> String {
    let (kind, number) = (unit / size, unit % size + 1);
    format!("{} {number}", ["row", "column", "box"][kind])
}
