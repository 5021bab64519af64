//! For the library's tests: the message a call panics with, to check that a misuse is
//! refused with a message naming what is wrong.

/// The message `call` panics with.
///
/// # Panics
/// If `call` returns instead.
pub(crate) fn panic_message(call: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = std::panic::catch_unwind(call).expect_err("a panic");
    let text = payload.downcast_ref::<String>().cloned();
    text.unwrap_or_else(|| payload.downcast_ref::<&str>().unwrap().to_string())
}
