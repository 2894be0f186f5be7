//! Saves: versioned, verified on load, never overwritten or deleted when they fail to load.
//!
//! A save holds a game's record (for replay and undo) and a snapshot of its state (for speed);
//! loading replays the record and checks that both agree. Saves live in a key-value store:
//! an in-memory map natively and in tests, `localStorage` in the browser (`local.rs`).
//! Everything here is plain Rust and tested natively, except the browser backend.

mod error;
mod history;
mod save;
mod scenario;
mod settings;
mod slots;
mod start;
mod store;
mod titles;
mod transfer;
mod verify;

#[cfg(target_arch = "wasm32")]
mod local;
#[cfg(test)]
mod tests;

pub use error::SaveError;
pub use history::{result_for_people, History, PeopleResult, Tally, HISTORY_KEY, HISTORY_VERSION};
pub use save::{parse_save, LessonAt, Save, SaveMeta, SeatInfo, SeatKind, SAVE_FORMAT_VERSION};
pub use scenario::{
    base64url_decode, base64url_encode, is_scenario_file, parse_scenario_file, ScenarioFile, MAX_SEAT_NAMES,
    MAX_SEAT_NAME_CHARS, MAX_TITLE_CHARS, SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION,
};
pub use settings::{AiSpeed, Settings, Theme, SETTINGS_KEY};
pub use slots::{raw_save, SaveSlots, SlotEntry, Verifier, Written, SAVE_KEY_PREFIX};
pub use start::{
    start_game, start_game_with, start_match_with, start_played, start_scenario_file, NewGame, Start, Started,
};
pub use store::{KeyValue, MemoryStore, StoreError};
pub use titles::unique_title;
pub use transfer::{export_file_name, export_json, import_json, import_json_with, MAX_IMPORT_BYTES};
pub use verify::{verify, verify_replaying, verify_with, Verified};

#[cfg(target_arch = "wasm32")]
pub use local::LocalStore;
