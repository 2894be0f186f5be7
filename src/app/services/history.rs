//! The win/loss history in localStorage: read it for the home page, count a finished game.
//! Unreadable history is ignored with a console warning (and replaced when a game is counted).

use crate::core::Outcome;
use crate::storage::{History, LocalStore, SeatInfo};

pub fn load_history() -> History {
    let loaded = LocalStore::open().map_err(|e| e.to_string()).and_then(|store| History::load(&store));
    loaded.unwrap_or_else(|e| {
        web_sys::console::warn_1(&format!("The win/loss history is ignored: {e}").into());
        History::new()
    })
}

/// Counts the finished game in `slot` once (a reload or the replay does not count it again).
pub fn record_finished(slot: &str, game: &str, seats: &[SeatInfo], outcome: &Outcome) {
    let mut history = load_history();
    if history.record(slot, game, seats, outcome) {
        let stored = LocalStore::open()
            .map_err(|e| e.to_string())
            .and_then(|mut s| history.store(&mut s).map_err(|e| e.to_string()));
        if let Err(e) = stored {
            web_sys::console::warn_1(&format!("The win/loss history was not saved: {e}").into());
        }
    }
}
