//! A game that panics is an engine defect. The run catches the panic on the worker thread that
//! played the game and fails with the game's seed and where the engine panicked, instead of
//! losing it with the thread (or printing it in the middle of `--json` output).

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};

thread_local! {
    /// Whether this thread is inside [`catching`], whose caller reports the panic itself.
    static CATCHING: Cell<bool> = const { Cell::new(false) };
    /// Where and why the last caught panic on this thread happened.
    static CAUGHT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs the panic hook: inside [`catching`] a panic is recorded for the caller to report,
/// elsewhere (a bug in the CLI itself) Rust's default hook prints it as usual.
pub fn install_hook() {
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if CATCHING.get() {
            let message = info.payload_as_str().unwrap_or("(no message)");
            let place = info.location().map(|l| format!(" at {l}")).unwrap_or_default();
            CAUGHT.set(Some(format!("panicked{place}: {message}")));
        } else {
            default_hook(info);
        }
    }));
}

/// Runs `f`, returning a panic inside it as `Err("panicked at FILE:LINE:COL: MESSAGE")`.
pub fn catching<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    CATCHING.set(true);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CATCHING.set(false);
    result.map_err(|payload| {
        CAUGHT.take().unwrap_or_else(|| {
            let message =
                payload.downcast_ref::<&str>().copied().or(payload.downcast_ref::<String>().map(String::as_str));
            format!("panicked: {}", message.unwrap_or("(no message)"))
        })
    })
}
