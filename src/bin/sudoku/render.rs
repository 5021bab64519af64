//! Drawings of a solved grid: text with box borders, and SVG; givens stand out.

use searchlab::sudoku::{symbol, Grid};

/// The solution drawn as text with box borders; givens in brackets, filled digits plain:
///
/// ```text
/// +-----------+-----------+-----------+
/// |[1] 4 [3]  | 6  2  8   |[5] 7 [9]  |
/// ```
///
/// Cost: O(size²).
pub fn pretty(puzzle: &Grid, solution: &[u8]) -> String {
    let (n, b) = (puzzle.size, puzzle.box_size());
    let border: String =
        (0..b).map(|_| format!("+{}", "-".repeat(3 * b))).collect::<String>() + "+\n";
    let mut out = String::new();
    for row in 0..n {
        if row % b == 0 {
            out.push_str(&border);
        }
        for column in 0..n {
            if column % b == 0 {
                out.push('|');
            }
            let cell = row * n + column;
            let digit = symbol(n, solution[cell]);
            if puzzle.cells[cell] != 0 {
                out.push_str(&format!("[{digit}]"));
            } else {
                out.push_str(&format!(" {digit} "));
            }
        }
        out.push_str("|\n");
    }
    out.push_str(&border);
    out
}

/// The solution as an SVG picture: givens on grey, filled digits on yellow, thick lines
/// around the boxes. Cost: O(size²) text.
pub fn svg(puzzle: &Grid, solution: &[u8]) -> String {
    let (n, b) = (puzzle.size, puzzle.box_size());
    let cell = 40;
    let side = n * cell;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{w}\" viewBox=\"-2 -2 {w} {w}\">\n",
        w = side + 4
    );
    for (i, &value) in solution.iter().enumerate() {
        let (x, y) = ((i % n) * cell, (i / n) * cell);
        let fill = if puzzle.cells[i] != 0 { "#d0d0d0" } else { "#fff3a0" };
        out.push_str(&format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\" stroke=\"#888\" stroke-width=\"1\"/>\n"
        ));
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"24\" text-anchor=\"middle\">{}</text>\n",
            x + cell / 2,
            y + cell * 3 / 4,
            symbol(n, value)
        ));
    }
    for k in 0..=b {
        let at = k * b * cell;
        out.push_str(&format!(
            "<line x1=\"{at}\" y1=\"0\" x2=\"{at}\" y2=\"{side}\" stroke=\"#000\" stroke-width=\"3\"/>\n\
             <line x1=\"0\" y1=\"{at}\" x2=\"{side}\" y2=\"{at}\" stroke=\"#000\" stroke-width=\"3\"/>\n"
        ));
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn givens_are_marked() {
        let solution: Vec<u8> =
            (0..81).map(|i| ((i % 9 + (i / 9) * 3 + i / 27) % 9) as u8 + 1).collect();
        let mut cells = vec![0u8; 81];
        cells[0] = solution[0];
        let puzzle = Grid { size: 9, cells };
        let text = pretty(&puzzle, &solution);
        assert_eq!(text.lines().count(), 13);
        assert!(text.lines().nth(1).unwrap().starts_with("|[1] 2  3 |"), "{text}");
        let picture = svg(&puzzle, &solution);
        assert_eq!(picture.matches("#d0d0d0").count(), 1);
        assert_eq!(picture.matches("#fff3a0").count(), 80);
        assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    }
}
