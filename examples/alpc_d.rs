//! AtCoder Library Practice Contest D "Maxflow": the most 1×2 tiles that fit on the empty
//! squares (`.`) of an N×M grid, none on a `#` or on another, and one way to lay them
//! (`><` across, `v` above `^` down). A bipartite matching as a maximum flow
//! (`searchlab::flow::MaxFlow`): the squares whose row + column is even on the source's
//! side, the others on the sink's, each tile a unit of flow between neighbours.

use searchlab::cells::CharGrid;
use searchlab::flow::MaxFlow;
use searchlab::graph::read_count;
use searchlab::input::{self, Tokens};
use searchlab::program;
use std::process::ExitCode;

fn main() -> ExitCode {
    program::run("alpc_d", |out| {
        let input = input::read_stdin()?;
        let mut words = Tokens::new(&input);
        let n = read_count(&mut words, "N", 1, 100)?;
        let m = read_count(&mut words, "M", 1, 100)?;
        let grid = CharGrid::read(&mut words, n, m)?;
        let (source, sink) = (n * m, n * m + 1);
        let mut network = MaxFlow::new(n * m + 2);
        for at in grid.positions(b'.') {
            let (r, c) = grid.shape().row_col(at);
            if (r + c) % 2 == 1 {
                network.add_edge(at, sink, 1u32);
                continue;
            }
            network.add_edge(source, at, 1);
            for next in grid.open4(at, b"#") {
                network.add_edge(at, next, 1);
            }
        }
        writeln!(out, "{}", network.flow(source, sink))?;
        let mut cells = grid.cells().to_vec();
        for tile in network.edges().iter().filter(|e| e.flow == 1 && e.from.max(e.to) < source) {
            let (a, b) = (tile.from.min(tile.to), tile.from.max(tile.to));
            let marks = if b == a + m { b"v^" } else { b"><" };
            (cells[a], cells[b]) = (marks[0], marks[1]);
        }
        for row in cells.chunks(m) {
            writeln!(out, "{}", String::from_utf8_lossy(row))?;
        }
        Ok(())
    })
}
