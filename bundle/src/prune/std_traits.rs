//! The standard library's traits that code imports only to call their methods (`use
//! std::io::Write;` for `writeln!`): such an import is kept when its module calls one of
//! those methods, although nothing there names the trait.

/// The methods (and macros, with `!`) that use the std trait `name`, if it is one of the
/// traits imported for their methods; empty for any other name.
pub(crate) fn methods_of(name: &str) -> &'static [&'static str] {
    match name {
        "Write" => &[
            "write",
            "write_all",
            "write_fmt",
            "write_str",
            "write_char",
            "flush",
            "by_ref",
            "write!",
            "writeln!",
        ],
        "Read" => &[
            "read",
            "read_to_string",
            "read_to_end",
            "read_exact",
            "bytes",
            "take",
            "chain",
            "by_ref",
        ],
        "BufRead" => &[
            "read_line",
            "read_until",
            "lines",
            "split",
            "fill_buf",
            "consume",
        ],
        "Seek" => &["seek", "rewind", "stream_position"],
        "Hash" => &["hash", "hash_slice"],
        "Hasher" => &[
            "finish",
            "write",
            "write_u8",
            "write_u16",
            "write_u32",
            "write_u64",
            "write_u128",
            "write_usize",
            "write_i8",
            "write_i16",
            "write_i32",
            "write_i64",
            "write_i128",
            "write_isize",
        ],
        "BuildHasher" => &["build_hasher", "hash_one"],
        "FromStr" => &["from_str"],
        "FromIterator" => &["from_iter"],
        "TryFrom" => &["try_from"],
        "TryInto" => &["try_into"],
        "Borrow" => &["borrow"],
        "BorrowMut" => &["borrow_mut"],
        "Any" => &["type_id"],
        "Error" => &["source", "description"],
        "IsTerminal" => &["is_terminal"],
        "OsStrExt" => &["as_bytes", "from_bytes"],
        "MetadataExt" => &[
            "dev", "ino", "mode", "nlink", "uid", "gid", "rdev", "size", "atime", "mtime", "ctime",
            "blksize", "blocks",
        ],
        _ => &[],
    }
}
