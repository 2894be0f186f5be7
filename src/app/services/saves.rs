//! Saves and settings in the browser's localStorage: the slots, starting a game in a new slot
//! (also from a scenario file or link, once confirmed), and the player's settings.

use super::clock::{now_ms, random_u64};
use crate::storage::{KeyValue, LocalStore, SaveError, SaveSlots, Settings, StoreError};

pub fn slots() -> Result<SaveSlots<LocalStore>, SaveError> {
    Ok(SaveSlots::new(LocalStore::open()?))
}

pub fn load_settings() -> Settings {
    LocalStore::open().map(|s| Settings::load(&s)).unwrap_or_default()
}

pub fn store_settings(settings: &Settings) -> Result<(), String> {
    let mut store = LocalStore::open().map_err(|e| e.to_string())?;
    settings.store(&mut store).map_err(|e: StoreError| e.to_string())
}

fn new_slot_id() -> String {
    SaveSlots::<LocalStore>::new_id(now_ms(), random_u64() as u32)
}

/// Stores a save in a new slot (never over an existing one) under a title no other save has;
/// returns the slot's id.
pub fn store_in_new_slot(save: &crate::storage::Save) -> Result<String, String> {
    let mut save = save.clone();
    // Two saves never share a title: the list would not tell them apart.
    // (Read without verifying: only the titles matter, and verifying replays every game.)
    if let Ok(slots) = slots() {
        let keys = slots.store().keys().unwrap_or_default();
        let titles: Vec<String> = keys
            .iter()
            .filter_map(|k| k.strip_prefix(crate::storage::SAVE_KEY_PREFIX))
            .filter_map(|id| crate::storage::parse_save(&slots.raw(id).ok()?).ok())
            .map(|s| s.meta.title)
            .collect();
        save.meta.title = crate::storage::unique_title(&save.meta.title, titles.iter().map(String::as_str));
    }
    let slot = new_slot_id();
    slots().and_then(|mut s| s.write(&slot, &save)).map_err(|e| e.to_string())?;
    Ok(slot)
}

/// Starts a game and stores it in a new slot; returns the slot's id.
pub fn start_in_new_slot(new: crate::storage::NewGame) -> Result<String, String> {
    store_in_new_slot(&crate::storage::start_game(new)?)
}

/// Starts a game's guided first game (`games::guide`) in a new slot, titled by the guide.
pub fn start_guide(game: &str) -> Result<String, String> {
    let guide = crate::games::guide::guide_for(game).ok_or_else(|| format!("{game} has no guided game"))?;
    let guide = guide.map_err(|e| e.to_string())?;
    let mut save = crate::storage::start_game(crate::storage::NewGame::guided(&guide, now_ms()))?;
    save.meta.title = guide.title.clone();
    store_in_new_slot(&save)
}

/// A scenario file opened from a link or a file: a new game in teaching mode, every seat a
/// person (the teacher plays both). Nothing is stored: a link is shown first and stored only
/// when the person confirms (`store_in_new_slot`).
pub fn scenario_game(file: &crate::storage::ScenarioFile) -> Result<crate::storage::Save, String> {
    crate::storage::start_scenario_file(file, random_u64(), now_ms())
}

/// Starts (or returns to) chapter `chapter` of a lesson: the table the student already began for
/// it, else (or when asked to start `again`) a new one, remembered as the lesson's place.
pub fn start_lesson_chapter(
    lesson: &crate::lessons::Lesson,
    key: &str,
    chapter: usize,
    again: bool,
) -> Result<String, String> {
    use crate::lessons::library;
    let mut store = crate::storage::LocalStore::open().map_err(|e| e.to_string())?;
    if let Some(slot) = library::places(&store, key).get(&chapter).filter(|_| !again) {
        if slots().is_ok_and(|s| s.raw(slot).is_ok()) {
            return Ok(slot.clone());
        }
    }
    let save = crate::lessons::start_chapter(lesson, key, chapter, now_ms())?;
    let slot = store_in_new_slot(&save)?;
    library::set_place(&mut store, key, chapter, &slot).map_err(|e| e.to_string())?;
    Ok(slot)
}
