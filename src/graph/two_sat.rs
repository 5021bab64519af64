//! 2-satisfiability: true or false for each variable so that every clause of two literals
//! holds, by the strongly connected components of the implication graph.

use super::scc::strongly_connected;

/// A 2-SAT instance on the variables `0..n`, as ac-library-rs's `TwoSat`: add clauses
/// `(x_i = f) or (x_j = g)`, then ask whether some assignment satisfies them all and for one.
/// Memory: 32 bytes a clause.
///
/// ```
/// use searchlab::graph::TwoSat;
///
/// // x0 or x1; not x0 or not x1 (exactly one); x1 implies x2, written as not x1 or x2.
/// let mut formula = TwoSat::new(3);
/// formula.add_clause(0, true, 1, true);
/// formula.add_clause(0, false, 1, false);
/// formula.add_clause(1, false, 2, true);
/// let answer = formula.solve().expect("satisfiable");
/// assert!(answer[0] != answer[1] && (!answer[1] || answer[2]));
/// ```
#[derive(Clone, Debug)]
pub struct TwoSat {
    variables: usize,
    /// The implications `a → b` between literals, literal `2i + 1` being `x_i` and `2i`
    /// being `not x_i`.
    implications: Vec<(usize, usize)>,
}

impl TwoSat {
    /// `n` variables and no clauses. Cost: O(1).
    ///
    /// ```
    /// use searchlab::graph::TwoSat;
    ///
    /// assert_eq!(TwoSat::new(2).solve(), Some(vec![false, false]));
    /// ```
    pub fn new(n: usize) -> TwoSat {
        TwoSat { variables: n, implications: Vec::new() }
    }

    /// Adds the clause `(x_i == f) or (x_j == g)`. `i` and `j` may be one variable:
    /// `add_clause(i, f, i, f)` forces `x_i == f`. Cost: amortised O(1).
    ///
    /// # Panics
    /// If `i` or `j` is not a variable.
    ///
    /// ```
    /// use searchlab::graph::TwoSat;
    ///
    /// let mut formula = TwoSat::new(1);
    /// formula.add_clause(0, true, 0, true); // x0 must hold
    /// assert_eq!(formula.solve(), Some(vec![true]));
    /// formula.add_clause(0, false, 0, false); // and must not
    /// assert_eq!(formula.solve(), None);
    /// ```
    pub fn add_clause(&mut self, i: usize, f: bool, j: usize, g: bool) {
        let n = self.variables;
        assert!(i < n && j < n, "a clause on x{} and x{} of {} variables", i, j, n);
        let literal = |v: usize, value: bool| 2 * v + value as usize;
        self.implications.push((literal(i, !f), literal(j, g)));
        self.implications.push((literal(j, !g), literal(i, f)));
    }

    /// Whether some assignment satisfies every clause. Cost: as [`TwoSat::solve`].
    ///
    /// ```
    /// use searchlab::graph::TwoSat;
    ///
    /// let mut formula = TwoSat::new(2);
    /// formula.add_clause(0, true, 1, false);
    /// assert!(formula.satisfiable());
    /// ```
    pub fn satisfiable(&self) -> bool {
        self.solve().is_some()
    }

    /// An assignment that satisfies every clause (`answer[i]` the value of `x_i`), or
    /// `None` if there is none. Among many, the one ac-library-rs gives: each variable takes
    /// the value whose literal comes later in a topological order of the implications'
    /// components. Cost: O(n + clauses) time and memory.
    ///
    /// ```
    /// use searchlab::graph::TwoSat;
    ///
    /// // x0 implies x1, x1 implies not x0: so x0 is false.
    /// let mut formula = TwoSat::new(2);
    /// formula.add_clause(0, false, 1, true);
    /// formula.add_clause(1, false, 0, false);
    /// assert_eq!(formula.solve().map(|answer| answer[0]), Some(false));
    /// ```
    pub fn solve(&self) -> Option<Vec<bool>> {
        let parts = strongly_connected(2 * self.variables, &self.implications);
        let component = parts.components();
        (0..self.variables)
            .map(|v| {
                let (negative, positive) = (component[2 * v], component[2 * v + 1]);
                (negative != positive).then_some(positive > negative)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::TwoSat;
    use crate::panics::panic_message;
    use crate::rng::XorShift;

    type Clause = (usize, bool, usize, bool);

    fn holds(clauses: &[Clause], values: &[bool]) -> bool {
        clauses.iter().all(|&(i, f, j, g)| values[i] == f || values[j] == g)
    }

    #[test]
    fn answers_agree_with_every_assignment_tried() {
        let mut rng = XorShift::new(66);
        for round in 0..600 {
            let n = 1 + round % 9;
            let m = rng.below(3 * n as u64 + 1) as usize;
            let mut formula = TwoSat::new(n);
            let mut clauses: Vec<Clause> = Vec::new();
            for _ in 0..m {
                let mut variable = || rng.below(n as u64) as usize;
                let (i, j) = (variable(), variable());
                let clause = (i, rng.below(2) == 1, j, rng.below(2) == 1);
                formula.add_clause(clause.0, clause.1, clause.2, clause.3);
                clauses.push(clause);
            }
            let exists = (0..1u32 << n).any(|bits| {
                let values: Vec<bool> = (0..n).map(|v| bits >> v & 1 == 1).collect();
                holds(&clauses, &values)
            });
            assert_eq!(formula.satisfiable(), exists, "{clauses:?}");
            if let Some(answer) = formula.solve() {
                assert!(holds(&clauses, &answer), "{clauses:?}: {answer:?}");
            }
        }
    }

    #[test]
    fn a_clause_on_a_variable_outside_is_refused_naming_it() {
        let said = panic_message(|| TwoSat::new(3).add_clause(3, true, 0, false));
        assert_eq!(said, "a clause on x3 and x0 of 3 variables");
    }
}
