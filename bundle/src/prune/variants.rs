//! Variants the program never builds (rustc: "variant `V` is never constructed") go from
//! their enum with the `match` arms that match only them; what only those arms used goes in
//! the next round. A variant still named elsewhere (`if let`, `==`) makes rustc reject the
//! round, which is then undone and the variant marked instead (see `settle_by_lints`).

use crate::check::rustc::Lint;
use crate::syntax::{each_module_mut, library_items_mut};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, Pat};

/// Removes from the library module `library_name` of `file` (parsed with rustc's lines)
/// the variants `lints` report never constructed, and anywhere in `file` the match arms
/// (or `|` alternatives) that match only them; returns how many variants went.
pub(super) fn remove_unbuilt(file: &mut syn::File, library_name: &str, lints: &[Lint]) -> usize {
    let unbuilt =
        |l: &&Lint| l.message.starts_with("variant") && l.message.ends_with("constructed");
    let reported: Vec<&Lint> = lints.iter().filter(unbuilt).collect();
    let mut gone = Vec::new();
    let Some(library) = library_items_mut(file, library_name) else { return 0 };
    each_module_mut(library, &mut |items| {
        for item in items.iter_mut() {
            let Item::Enum(e) = item else { continue };
            let lines: Vec<usize> =
                e.variants.iter().map(|v| v.ident.span().start().line).collect();
            let here = |l: &&&Lint| lines.contains(&l.line);
            let names: Vec<&str> = reported.iter().filter(here).flat_map(|l| l.names()).collect();
            let (kept, went): (Vec<_>, Vec<_>) =
                e.variants.iter().cloned().partition(|v| !names.contains(&&*v.ident.to_string()));
            gone.extend(went.iter().map(|v| (e.ident.to_string(), v.ident.to_string())));
            e.variants = kept.into_iter().collect();
        }
    });
    Arms(&gone).visit_file_mut(file);
    gone.len()
}

/// Takes out the match arms that match only the variants it holds, as `(enum, variant)`.
struct Arms<'a>(&'a [(String, String)]);

impl Arms<'_> {
    /// Whether `pat` matches only a variant that went (`Enum::V`, `Self::V(..)`, `E::V {..}`,
    /// behind a binding or a reference, or all the alternatives of an `|` pattern).
    fn only_gone(&self, pat: &Pat) -> bool {
        let path = match pat {
            Pat::Path(p) => &p.path,
            Pat::TupleStruct(p) => &p.path,
            Pat::Struct(p) => &p.path,
            Pat::Reference(r) => return self.only_gone(&r.pat),
            Pat::Ident(syn::PatIdent { subpat: Some((_, inner)), .. }) => {
                return self.only_gone(inner)
            }
            Pat::Or(or) => return or.cases.iter().all(|case| self.only_gone(case)),
            _ => return false,
        };
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let [.., owner, variant] = names.as_slice() else { return false };
        self.0.iter().any(|(e, v)| v == variant && (e == owner || owner == "Self"))
    }
}

impl VisitMut for Arms<'_> {
    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain(|arm| !self.only_gone(&arm.pat));
        for arm in &mut m.arms {
            if let Pat::Or(or) = &mut arm.pat {
                or.cases = or.cases.iter().filter(|case| !self.only_gone(case)).cloned().collect();
            }
        }
        visit_mut::visit_expr_match_mut(self, m);
    }
}
