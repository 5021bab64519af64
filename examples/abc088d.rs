//! AtCoder ABC 088 D "Grid Repainting": the most white squares that can be painted black
//! while a path of white squares still leads from the top-left corner to the bottom-right
//! one (`-1` if none does): every white square off one shortest path. Breadth-first
//! distances on a dense grid (`searchlab::cells::Shape::distances`).

use searchlab::cells::CharGrid;
use searchlab::input::{self, Tokens};
use searchlab::program;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("abc088d", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let height = words.number::<usize>("H")?;
        let width = words.number::<usize>("W")?;
        let grid = CharGrid::read(&mut words, height, width)?;
        let (shape, cells) = (grid.shape(), grid.cells());
        let white = |cell: usize| cells[cell] == b'.';
        let distance = match shape.squares() == 0 || !white(0) {
            true => u32::MAX,
            false => shape.distances([0], white)[shape.squares() - 1],
        };
        let whites = cells.iter().filter(|&&c| c == b'.').count() as i64;
        let answer = match distance {
            u32::MAX => -1,
            steps => whites - i64::from(steps) - 1,
        };
        writeln!(out, "{answer}")?;
        Ok(())
    })
}
