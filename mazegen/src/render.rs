//! Drawing a maze: text (one character a cell), SVG and PNG, with the solution marked.

use super::grid::Maze;
use std::io::{self, Write};

/// Writes the maze as text, one row a line: `wall` for walls, a space for corridors,
/// `@` on the cells of `path`. Cost: O(width × height), one row buffered at a time.
pub fn text(
    maze: &Maze,
    wall: char,
    path: &[(usize, usize)],
    out: &mut dyn Write,
) -> io::Result<()> {
    let on_path = PathMask::new(maze, path);
    let mut line = String::with_capacity(maze.width() * wall.len_utf8() + 1);
    for y in 0..maze.height() {
        line.clear();
        for x in 0..maze.width() {
            line.push(if on_path.contains(x, y) {
                '@'
            } else if maze.is_open(x, y) {
                ' '
            } else {
                wall
            });
        }
        line.push('\n');
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

/// The cells of a path, as a bit per cell (nothing at all when the path is empty).
struct PathMask {
    width: usize,
    cells: Vec<bool>,
}

impl PathMask {
    fn new(maze: &Maze, path: &[(usize, usize)]) -> PathMask {
        let mut cells = Vec::new();
        if !path.is_empty() {
            cells = vec![false; maze.width() * maze.height()];
            for &(x, y) in path {
                cells[y * maze.width() + x] = true;
            }
        }
        PathMask { width: maze.width(), cells }
    }

    fn contains(&self, x: usize, y: usize) -> bool {
        !self.cells.is_empty() && self.cells[y * self.width + x]
    }
}

/// Writes the maze as SVG: a black rectangle per horizontal run of wall cells, `scale`
/// pixels a cell, and the path as a red line through cell centres.
pub fn svg(
    maze: &Maze,
    scale: usize,
    path: &[(usize, usize)],
    out: &mut dyn Write,
) -> io::Result<()> {
    let (w, h) = (maze.width() * scale, maze.height() * scale);
    writeln!(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">")?;
    writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>")?;
    for y in 0..maze.height() {
        let mut x = 0;
        while x < maze.width() {
            if maze.is_open(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < maze.width() && !maze.is_open(x, y) {
                x += 1;
            }
            writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{scale}\" fill=\"black\"/>",
                start * scale,
                y * scale,
                (x - start) * scale
            )?;
        }
    }
    if !path.is_empty() {
        let points: Vec<String> = path
            .iter()
            .map(|&(x, y)| format!("{},{}", x * scale + scale / 2, y * scale + scale / 2))
            .collect();
        writeln!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"red\" stroke-width=\"{}\"/>",
            points.join(" "),
            (scale / 2).max(1)
        )?;
    }
    writeln!(out, "</svg>")
}

/// Writes the maze as an indexed-colour PNG, `scale` pixels a cell: walls black, corridors
/// white, the path red. Cost: O(width × height × scale²) pixels, compressed as they go.
pub fn png(
    maze: &Maze,
    scale: usize,
    path: &[(usize, usize)],
    out: &mut dyn Write,
) -> io::Result<()> {
    let on_path = PathMask::new(maze, path);
    let (w, h) = (maze.width() * scale, maze.height() * scale);
    let mut encoder = png::Encoder::new(out, w as u32, h as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(vec![0, 0, 0, 255, 255, 255, 220, 30, 30]);
    let mut writer = encoder.write_header().map_err(io::Error::other)?;
    let mut stream = writer.stream_writer().map_err(io::Error::other)?;
    let mut row = vec![0u8; w];
    for y in 0..maze.height() {
        for x in 0..maze.width() {
            let colour = if on_path.contains(x, y) { 2 } else { u8::from(maze.is_open(x, y)) };
            row[x * scale..(x + 1) * scale].fill(colour);
        }
        for _ in 0..scale {
            stream.write_all(&row)?;
        }
    }
    stream.finish().map_err(io::Error::other)
}
