//! This tab's `sessionStorage`: what one module keeps for the other while the whole app loads
//! (a file to import, a new game's choices).

/// This tab's `sessionStorage`, if the browser gives one.
pub fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}
