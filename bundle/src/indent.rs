//! A bundle's text, made small (judges limit the source size): the items of an inline
//! module are not indented for the module (a bundle nests every library module two or
//! three deep), and four-space indents become one tab each, which takes a third off a
//! typical bundle. Lines that start inside a string literal are part of the literal and stay
//! as they are.

/// `file` as text: pretty-printed item by item, with the items of an inline module not
/// indented for the module (so that the printer also breaks fewer lines), then
/// [`with_tabs`]. Cost: linear in the file.
pub(crate) fn unparse(file: &syn::File) -> String {
    let mut out = prettyplease::unparse(&syn::File {
        shebang: file.shebang.clone(),
        attrs: file.attrs.clone(),
        items: Vec::new(),
    });
    print_items(&file.items, &mut out);
    with_tabs(&out)
}

/// Appends `items`, each inline module as its header, its items (recursively), `}`.
fn print_items(items: &[syn::Item], out: &mut String) {
    let mut run: Vec<syn::Item> = Vec::new();
    let flush = |run: &mut Vec<syn::Item>, out: &mut String| {
        if !run.is_empty() {
            out.push_str(&prettyplease::unparse(&syn::File {
                shebang: None,
                attrs: Vec::new(),
                items: std::mem::take(run),
            }));
        }
    };
    for item in items {
        match item {
            syn::Item::Mod(module) if module.content.is_some() => {
                flush(&mut run, out);
                let mut shell = module.clone();
                let inner = shell.content.as_mut().map(|c| std::mem::take(&mut c.1));
                let text = prettyplease::unparse(&syn::File {
                    shebang: None,
                    attrs: Vec::new(),
                    items: vec![syn::Item::Mod(shell)],
                });
                // "mod x {}\n", or "mod x {\n    #![inner]\n}\n": the header is all but
                // the closing brace.
                let header = text
                    .strip_suffix("{}\n")
                    .map(|h| format!("{h}{{\n"))
                    .or_else(|| text.strip_suffix("}\n").map(str::to_string))
                    .unwrap_or(text);
                out.push_str(&header);
                print_items(&inner.unwrap_or_default(), out);
                out.push_str("}\n");
            }
            _ => run.push(item.clone()),
        }
    }
    flush(&mut run, out);
}

/// `source` with each leading run of four spaces turned into a tab, except on lines that
/// continue a string literal. Cost: one pass over the text.
fn with_tabs(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut lexer = Lexer::default();
    for line in source.split_inclusive('\n') {
        let body = if lexer.in_literal() {
            line
        } else {
            let spaces = line.len() - line.trim_start_matches(' ').len();
            for _ in 0..spaces / 4 {
                out.push('\t');
            }
            &line[spaces / 4 * 4..]
        };
        out.push_str(body);
        lexer.feed(line);
    }
    out
}

/// Where the text read so far ends: in code, or inside a literal or comment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum State {
    #[default]
    Code,
    /// In `"..."` (also `b"..."`, `c"..."`).
    Str,
    /// In `r#"..."#` with this many `#`.
    RawStr(usize),
    /// In a `/* ... */` comment, nested this deep.
    BlockComment(usize),
}

#[derive(Default)]
struct Lexer {
    state: State,
}

impl Lexer {
    fn in_literal(&self) -> bool {
        matches!(self.state, State::Str | State::RawStr(_))
    }

    /// Reads one line (with its newline), tracking literals and comments.
    fn feed(&mut self, line: &str) {
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match self.state {
                State::Str => match bytes[i] {
                    b'\\' => i += 2,
                    b'"' => {
                        self.state = State::Code;
                        i += 1;
                    }
                    _ => i += 1,
                },
                State::RawStr(hashes) => {
                    let closes = bytes[i] == b'"'
                        && bytes.len() >= i + 1 + hashes
                        && bytes[i + 1..i + 1 + hashes].iter().all(|&b| b == b'#');
                    if closes {
                        self.state = State::Code;
                        i += 1 + hashes;
                    } else {
                        i += 1;
                    }
                }
                State::BlockComment(depth) => {
                    if bytes[i..].starts_with(b"*/") {
                        self.state = if depth == 1 {
                            State::Code
                        } else {
                            State::BlockComment(depth - 1)
                        };
                        i += 2;
                    } else if bytes[i..].starts_with(b"/*") {
                        self.state = State::BlockComment(depth + 1);
                        i += 2;
                    } else {
                        i += 1;
                    }
                }
                State::Code => i = self.code(bytes, i),
            }
        }
    }

    /// Reads code from `i`; returns where to go on.
    fn code(&mut self, bytes: &[u8], i: usize) -> usize {
        let rest = &bytes[i..];
        let after_ident = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if rest.starts_with(b"//") {
            return bytes.len();
        }
        if rest.starts_with(b"/*") {
            self.state = State::BlockComment(1);
            return i + 2;
        }
        if !after_ident {
            // r"..", r#".."#, br"..", cr"..": a raw string.
            let prefix = match rest {
                [b'r', ..] => 1,
                [b'b' | b'c', b'r', ..] => 2,
                _ => 0,
            };
            if prefix > 0 {
                let hashes = rest[prefix..].iter().take_while(|&&b| b == b'#').count();
                if rest.get(prefix + hashes) == Some(&b'"') {
                    self.state = State::RawStr(hashes);
                    return i + prefix + hashes + 1;
                }
            }
        }
        match rest[0] {
            b'"' => {
                self.state = State::Str;
                i + 1
            }
            // A char literal ('a', '\n', '\u{..}', '"') or a lifetime ('a): skip the former
            // whole so that a quote inside it does not open a string.
            b'\'' => match rest {
                [_, b'\\', ..] => {
                    let end = rest[2..].iter().position(|&b| b == b'\'');
                    i + end.map_or(rest.len(), |e| e + 3)
                }
                [_, c, b'\'', ..] if *c != b'\'' => i + 3,
                [_, c, ..] if *c >= 0x80 => {
                    // A multi-byte character (the line is UTF-8 and `'` is one byte, so
                    // the rest starts at a character): a literal if a quote closes it.
                    let width = std::str::from_utf8(&rest[1..])
                        .ok()
                        .and_then(|s| s.chars().next())
                        .map_or(1, char::len_utf8);
                    if rest.get(1 + width) == Some(&b'\'') {
                        i + 2 + width
                    } else {
                        i + 1
                    }
                }
                _ => i + 1,
            },
            _ => i + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indents_become_tabs() {
        let code = "fn f() {\n    if x {\n        y();\n      z();\n    }\n}\n";
        assert_eq!(
            with_tabs(code),
            "fn f() {\n\tif x {\n\t\ty();\n\t  z();\n\t}\n}\n"
        );
    }

    #[test]
    fn modules_add_no_indentation() {
        let file: syn::File = syn::parse_str(
            "#[allow(dead_code)] mod lib { #![allow(unused)] pub mod a { fn f() { g(); }
             const S: &str = \"mod x {\n    y\"; } pub(crate) mod b {} fn h() {} }
             fn main() { lib::a::f(); }",
        )
        .unwrap();
        let expected = concat!(
            "#[allow(dead_code)]\n",
            "mod lib {\n",
            "\t#![allow(unused)]\n",
            "pub mod a {\n",
            "fn f() {\n",
            "\tg();\n",
            "}\n",
            "const S: &str = \"mod x {\n    y\";\n",
            "}\n",
            "pub(crate) mod b {\n",
            "}\n",
            "fn h() {}\n",
            "}\n",
            "fn main() {\n",
            "\tlib::a::f();\n",
            "}\n",
        );
        assert_eq!(unparse(&file), expected);
        // The text is the same program.
        let again: syn::File = syn::parse_str(&unparse(&file)).unwrap();
        assert_eq!(prettyplease::unparse(&again), prettyplease::unparse(&file));
    }

    #[test]
    fn lines_inside_string_literals_stay() {
        let code = concat!(
            "const A: &str = \"one\n    two \\\" still\n    three\";\n",
            "    let r = r#\"raw \" \n    kept\"#;\n",
            "    let c = '\"'; let l: &'static str = \"x\";\n",
            "    // a comment with a \" quote\n",
            "    let b = b\"by\\\\\";\n",
            "    let e = 'é'; let s = \"multi\n    line\";\n",
            "    done();\n",
        );
        let expected = concat!(
            "const A: &str = \"one\n    two \\\" still\n    three\";\n",
            "\tlet r = r#\"raw \" \n    kept\"#;\n",
            "\tlet c = '\"'; let l: &'static str = \"x\";\n",
            "\t// a comment with a \" quote\n",
            "\tlet b = b\"by\\\\\";\n",
            "\tlet e = 'é'; let s = \"multi\n    line\";\n",
            "\tdone();\n",
        );
        assert_eq!(with_tabs(code), expected);
    }
}
