//! What the app needs from the browser, by what it serves: saves and settings in localStorage
//! (`saves`), time and fresh seeds (`clock`), downloads and the clipboard (`files`),
//! sound effects synthesised with Web Audio (`sound`), this tab's session storage (`session`).

mod clock;
pub mod compress;
mod files;
mod history;
mod saves;
mod session;
mod sound;

pub use clock::{now_ms, random_u64, relative_time};
pub use files::{copy_text, download};
pub use history::{load_history, record_finished};
pub use saves::{
    fresh_match, fresh_save, load_settings, scenario_game, slots, start_guide, start_in_new_slot, start_lesson_chapter,
    store_in_new_slot, store_settings, store_started,
};
pub use session::session_storage;
pub use sound::{cue_for, play as play_sound, Cue};
