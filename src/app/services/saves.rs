//! Saves and settings in the browser's localStorage: the slots, starting a game in a new slot
//! (also from a scenario file or link, once confirmed), and the player's settings.

use super::clock::{now_ms, random_u64};
use crate::core::{Game, Match};
use crate::storage::{KeyValue, LocalStore, Save, SaveError, SaveSlots, Settings, Started, StoreError};
use std::any::Any;
use std::cell::RefCell;

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
pub fn store_in_new_slot(save: &Save) -> Result<String, String> {
    store_new(save.clone()).map(|stored| stored.slot)
}

/// `store_in_new_slot`, giving the save as stored (its title made unique) and its text.
fn store_new(mut save: Save) -> Result<Stored, String> {
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
    let text = slots().and_then(|mut s| s.write(&slot, &save)).map_err(|e| e.to_string())?;
    Ok(Stored { slot, text, save })
}

/// A save as `store_new` stored it.
struct Stored {
    slot: String,
    text: String,
    save: Save,
}

/// Starts a game and stores it in a new slot; returns the slot's id.
pub fn start_in_new_slot(new: crate::storage::NewGame) -> Result<String, String> {
    store_started(crate::storage::start_played(new)?)
}

/// Starts a game's guided first game (`games::guide`) in a new slot, titled by the guide.
pub fn start_guide(game: &str) -> Result<String, String> {
    let guide = crate::games::guide::guide_for(game).ok_or_else(|| format!("{game} has no guided game"))?;
    let guide = guide.map_err(|e| e.to_string())?;
    let mut started = crate::storage::start_played(crate::storage::NewGame::guided(&guide, now_ms()))?;
    started.save.meta.title = guide.title.clone();
    store_started(started)
}

/// Stores a game just started in a new slot, and keeps it with the match it was dealt as for
/// the table that opens it next (`fresh_match`); returns the slot's id.
pub fn store_started(started: Started) -> Result<String, String> {
    let Stored { slot, text, save } = store_new(started.save)?;
    FRESH.with(|fresh| *fresh.borrow_mut() = Some(Fresh { slot: slot.clone(), text, save, played: started.played }));
    Ok(slot)
}

/// The game this page last started and stored. A table opened on it at once (a guided game, a
/// new game, a lesson's chapter, a scenario file imported) takes the save and the match from
/// here instead of reading the text back: parsing it, dealing it again, reading the position and
/// comparing. On a first visit that is code the browser would compile on the page's thread for
/// this alone (docs/performance.md, "A table opened on the game just started").
struct Fresh {
    slot: String,
    /// The slot's text as stored: what is in the slot now must still be it.
    text: String,
    save: Save,
    played: Box<dyn Any>,
}

thread_local! {
    static FRESH: RefCell<Option<Fresh>> = const { RefCell::new(None) };
}

/// The save in `slot`, if it is the game this page just started and `text` is still what the
/// slot holds.
pub fn fresh_save(slot: &str, text: &str) -> Option<Save> {
    FRESH.with(|fresh| fresh.borrow().as_ref().filter(|f| f.slot == slot && f.text == text).map(|f| f.save.clone()))
}

/// `fresh_save`, with the match it was dealt as (taken: a table opened on it again reads the
/// slot as usual).
pub fn fresh_match<G: Game + 'static>(slot: &str, text: &str) -> Option<(Save, Match<G>)> {
    FRESH.with(|fresh| {
        let mut fresh = fresh.borrow_mut();
        let taken = fresh.take_if(|f| f.slot == slot && f.text == text && f.played.is::<Match<G>>())?;
        let played = taken.played.downcast::<Match<G>>().ok()?;
        Some((taken.save, *played))
    })
}

/// A scenario file opened from a link or a file: a new game in teaching mode, every seat a
/// person (the teacher plays both), with the match it was set up as. Nothing is stored: a link is
/// shown first and stored only when the person confirms (`store_in_new_slot`); a file chosen to
/// import is stored at once (`store_started`).
pub fn scenario_game(file: &crate::storage::ScenarioFile) -> Result<Started, String> {
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
    let slot = store_started(crate::lessons::start_chapter(lesson, key, chapter, now_ms())?)?;
    library::set_place(&mut store, key, chapter, &slot).map_err(|e| e.to_string())?;
    Ok(slot)
}
