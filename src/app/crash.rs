//! When the app panics. The browser modules are built with `panic = "abort"`: a panic ends in a
//! WebAssembly `unreachable` trap and nothing of the module runs again. So the panic hook, the
//! last Rust code that runs, does what must not be lost:
//! - writes the panic's message to the console (for a bug report);
//! - notes in localStorage which table was open and whether it had finished opening
//!   ([`CrashNote`]), so the next visit knows a save that crashes its board as it opens;
//! - asks `web/boot.js` to cover the page with a plain panel (Reload, Home) that works without
//!   the module (`loomhallCrashed`). boot.js also shows it for a trap that was not a panic, and
//!   for the AI worker, whose own hook ([`install_in_worker`]) posts its message to the page.
//!
//! The save is never touched here: the table writes a move's save in an effect, after the board
//! has drawn it (`table::use_autosave`), so a render that panics leaves the slot at the last move
//! that drew. A reload opens the table there; a save whose own first drawing panics is not opened
//! again by itself (`pages::table`), it is listed with the reason and may be tried again.
//!
//! Test builds (`LOOMHALL_TEST_HOOKS` set when building, as `make test` does) can panic on
//! purpose ([`test_panic`]); a release build has no such way.

use crate::storage::{KeyValue, LocalStore};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};

/// Where the last crash is noted (one at a time: a newer crash replaces it).
pub const CRASH_KEY: &str = "loomhall.crash";
/// Test builds only: the point at which to panic on purpose ([`test_panic`]).
pub const TEST_PANIC_KEY: &str = "loomhall.test.panic";
/// Whether this build has the test hooks (never a release build: `make serve` builds without).
pub const TEST_HOOKS: bool = option_env!("LOOMHALL_TEST_HOOKS").is_some();

/// What the last crash left for the next visit.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CrashNote {
    /// The slot of the table that was open.
    pub slot: String,
    /// The panic's message.
    pub message: String,
    /// The table had not finished drawing its save: opening it again would crash again.
    pub opening: bool,
}

thread_local! {
    /// The table open now: its slot and whether it has drawn its save once.
    static AT_TABLE: RefCell<Option<(String, bool)>> = const { RefCell::new(None) };
}

/// Installs the page's panic hook (the home module and the whole app), through Yew, which would
/// otherwise put its own in place when it first renders.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        let stack = js_sys::Reflect::get(&js_sys::Error::new(""), &"stack".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        web_sys::console::error_1(
            &format!("Loomhall crashed (please quote this in a bug report): {message}\n{stack}").into(),
        );
        let table = AT_TABLE.with(|t| t.try_borrow().ok().and_then(|t| t.clone()));
        if let Some((slot, opened)) = table {
            let note = CrashNote { slot, message: message.clone(), opening: !opened };
            if let (Ok(mut store), Ok(text)) = (LocalStore::open(), serde_json::to_string(&note)) {
                let _ = store.set(CRASH_KEY, &text);
            }
        }
        call_page("loomhallCrashed", &message);
    }));
}

/// Installs the AI worker's panic hook: the message goes to the console and to the page, which
/// shows the panel (`web/boot.js` picks the message out before the worker's bridge sees it).
pub fn install_in_worker() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Loomhall's computer player crashed: {message}").into());
        let global = js_sys::global();
        let notice = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&notice, &"loomhallPanic".into(), &message.into());
        if let Some(post) = js_sys::Reflect::get(&global, &"postMessage".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            let _ = post.call1(&global, &notice);
        }
    }));
}

/// Calls `window[name](text)` if boot.js defined it.
fn call_page(name: &str, text: &str) {
    let Some(window) = web_sys::window() else { return };
    if let Some(f) =
        js_sys::Reflect::get(&window, &name.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call1(&window, &JsValue::from_str(text));
    }
}

/// The table of `slot` starts drawing (a crash now is a crash while opening it).
pub fn table_opening(slot: &str) {
    AT_TABLE.with(|t| *t.borrow_mut() = Some((slot.to_string(), false)));
}

/// The table of `slot` has drawn its save: a crash from now on is one of a later change, and
/// the slot's note of an earlier crash has served.
pub fn table_opened(slot: &str) {
    AT_TABLE.with(|t| *t.borrow_mut() = Some((slot.to_string(), true)));
    if note_for(slot).is_some() {
        forget();
    }
}

/// The table was left.
pub fn table_closed() {
    AT_TABLE.with(|t| *t.borrow_mut() = None);
}

/// The last crash, if it happened at the table of `slot`.
pub fn note_for(slot: &str) -> Option<CrashNote> {
    let text = LocalStore::open().ok()?.get(CRASH_KEY).ok()??;
    serde_json::from_str::<CrashNote>(&text).ok().filter(|n| n.slot == slot)
}

/// Forgets the last crash (the person asked to open the game again).
pub fn forget() {
    if let Ok(mut store) = LocalStore::open() {
        let _ = store.remove(CRASH_KEY);
    }
}

/// Test builds: panics when localStorage's [`TEST_PANIC_KEY`] names `point`. The points:
/// `"table"` (every drawing of a table), `"move"` (a table's drawing after a change to its
/// game), `"worker"` (the AI worker's next request; see `worker::AiClient::think`).
pub fn test_panic(point: &str) {
    if TEST_HOOKS && test_point_is(point) {
        panic!("a panic on purpose for the browser tests (at \"{point}\")");
    }
}

/// Test builds: whether localStorage's [`TEST_PANIC_KEY`] names `point`.
pub fn test_point_is(point: &str) -> bool {
    TEST_HOOKS && LocalStore::open().ok().and_then(|s| s.get(TEST_PANIC_KEY).ok().flatten()).as_deref() == Some(point)
}
