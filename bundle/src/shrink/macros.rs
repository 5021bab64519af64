//! Which macro calls may show their tokens as written: the renamings leave those tokens
//! alone, and rename inside the calls of macros that only compute with them.

use crate::syntax::tokens::is_punct;

/// Macros whose arguments are plain expressions (or a format string and expressions),
/// never printed as written.
const PLAIN_MACROS: &str = "format format_args print println eprint eprintln write writeln \
    panic unreachable todo unimplemented assert_eq assert_ne debug_assert_eq debug_assert_ne \
    vec matches";

/// Macros that print their condition as written unless a message follows it.
const CONDITION_MACROS: [&str; 2] = ["assert", "debug_assert"];

/// Whether `mac` may print its tokens as written (`assert!(x > 0)`, `stringify!(x)`, and
/// any macro not known to compute with them). Cost: O(tokens).
pub(super) fn may_show_tokens(mac: &syn::Macro) -> bool {
    let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
    if CONDITION_MACROS.contains(&name.as_str()) {
        return !mac.tokens.clone().into_iter().any(|t| is_punct(&t, ','));
    }
    !PLAIN_MACROS.split_whitespace().any(|plain| plain == name)
}
