//! AtCoder ABC 176 D "Wizard in Maze": the fewest magic warps from one road square to
//! another, walking to a neighbouring road square for free and warping to any road square
//! of the 5×5 block around for one (`-1` if the goal cannot be reached). Moves that cost
//! 0 or 1: 0-1 BFS over the squares' numbers (`searchlab::search::Indices`) on a
//! `searchlab::cells::CharGrid`.

use searchlab::cells::CharGrid;
use searchlab::input::{self, InputError, Tokens};
use searchlab::program;
use searchlab::search::Indices;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("abc176d", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let mut sizes = [0; 6];
        for (size, what) in sizes.iter_mut().zip(["H", "W", "Ch", "Cw", "Dh", "Dw"]) {
            *size = words.number::<usize>(what)?;
        }
        let [h, w, ch, cw, dh, dw] = sizes;
        let grid = CharGrid::read(&mut words, h, w)?;
        let (shape, cells) = (grid.shape(), grid.cells());
        let square = |r: usize, c: usize| match (1..=h).contains(&r) && (1..=w).contains(&c) {
            true => Ok(shape.index(r - 1, c - 1)),
            false => Err(InputError::general(format!("square ({r}, {c}) is off the {h}×{w} maze"))),
        };
        let (start, goal) = (square(ch, cw)?, square(dh, dw)?);
        let moves = |&at: &usize| {
            let (r, c) = shape.row_col(at);
            let near = |x: usize, n: usize| x.saturating_sub(2)..(x + 3).min(n);
            let block = near(r, h).flat_map(|r| near(c, w).map(move |c| shape.index(r, c)));
            let warps = block.filter(|&to| cells[to] == b'.').map(|to| (to, 1));
            grid.open4(at, b"#").map(|to| (to, 0)).chain(warps).collect::<Vec<_>>()
        };
        let found = Indices(h * w).bfs_01([start], moves, |&at| at == goal);
        writeln!(out, "{}", found.map_or(-1, |found| i64::from(found.cost)))?;
        Ok(())
    })
}
