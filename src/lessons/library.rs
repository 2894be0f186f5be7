//! Where lessons live: the shipped ones (`SHIPPED`, keyed `shipped-<game>-<name>`) and those a
//! teacher saved, imported or opened from a link, in the key-value store beside saved games
//! (`loomhall.lesson.<key>`, keyed `saved-<hash of the text>`). A stored lesson that no longer
//! reads is listed with its reason and kept, like a damaged save. A student's place in a lesson
//! is kept too: the table (slot) of each chapter started, and how many reading steps of a
//! chapter's table were read.

use super::error::LessonError;
use super::format::Lesson;
use super::read::parse_lesson;
use super::SHIPPED;
use crate::core::fnv64;
use crate::storage::{KeyValue, StoreError};
use std::collections::BTreeMap;

pub const LESSON_KEY_PREFIX: &str = "loomhall.lesson.";
const PLACE_KEY_PREFIX: &str = "loomhall.lesson-place.";
const READ_KEY_PREFIX: &str = "loomhall.lesson-read.";

/// A lesson in the library, read or with the reason it cannot be.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub key: String,
    pub lesson: Result<Lesson, LessonError>,
}

/// The shipped lesson's key.
pub fn shipped_key(game: &str, name: &str) -> String {
    format!("shipped-{game}-{name}")
}

/// A lesson's text by key: a shipped one, or one in the store.
pub fn lesson_text(store: &impl KeyValue, key: &str) -> Result<Option<String>, StoreError> {
    if let Some((_, _, text)) = SHIPPED.iter().find(|(g, n, _)| shipped_key(g, n) == key) {
        return Ok(Some(text.to_string()));
    }
    store.get(&format!("{LESSON_KEY_PREFIX}{key}"))
}

/// Reads a lesson by key: `Ok(None)` when there is none under it.
pub fn read_lesson_at(store: &impl KeyValue, key: &str) -> Result<Option<Lesson>, LessonError> {
    match lesson_text(store, key) {
        Ok(Some(text)) => parse_lesson(&text).map(Some),
        Ok(None) => Ok(None),
        Err(e) => Err(LessonError::whole(e.to_string())),
    }
}

/// The lessons in the store (not the shipped ones), each read or with its reason.
pub fn stored(store: &impl KeyValue) -> Result<Vec<Entry>, StoreError> {
    let mut entries = Vec::new();
    for key in store.keys()? {
        let Some(short) = key.strip_prefix(LESSON_KEY_PREFIX) else { continue };
        let text = store.get(&key)?.unwrap_or_default();
        entries.push(Entry { key: short.to_string(), lesson: parse_lesson(&text) });
    }
    Ok(entries)
}

/// Keeps a lesson (its text already read and checked) in the store; the same text is kept
/// once. Returns its key.
pub fn store_lesson(store: &mut impl KeyValue, text: &str) -> Result<String, StoreError> {
    let key = format!("saved-{:016x}", fnv64(text.as_bytes()));
    store.set(&format!("{LESSON_KEY_PREFIX}{key}"), text)?;
    Ok(key)
}

/// Removes a stored lesson and the student's place in it (the chapters' tables stay saved).
pub fn remove_lesson(store: &mut impl KeyValue, key: &str) -> Result<(), StoreError> {
    store.remove(&format!("{LESSON_KEY_PREFIX}{key}"))?;
    store.remove(&format!("{PLACE_KEY_PREFIX}{key}"))
}

/// The table (slot) of each chapter the student started: chapter → slot.
pub fn places(store: &impl KeyValue, key: &str) -> BTreeMap<usize, String> {
    store
        .get(&format!("{PLACE_KEY_PREFIX}{key}"))
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

pub fn set_place(store: &mut impl KeyValue, key: &str, chapter: usize, slot: &str) -> Result<(), StoreError> {
    let mut all = places(store, key);
    all.insert(chapter, slot.to_string());
    store.set(&format!("{PLACE_KEY_PREFIX}{key}"), &serde_json::to_string(&all).unwrap_or_default())
}

/// How many of a chapter table's first steps were read with "Next" (0 when never).
pub fn read_steps(store: &impl KeyValue, slot: &str) -> usize {
    store.get(&format!("{READ_KEY_PREFIX}{slot}")).ok().flatten().and_then(|t| t.parse().ok()).unwrap_or(0)
}

pub fn set_read_steps(store: &mut impl KeyValue, slot: &str, read: usize) -> Result<(), StoreError> {
    store.set(&format!("{READ_KEY_PREFIX}{slot}"), &read.to_string())
}

/// The lesson being built in the app and the table recording it (`Draft`), kept after every
/// edit. It is kept in the library too, under its own key, whenever it reads as a lesson.
const DRAFT_KEY: &str = "loomhall.lesson-draft";

/// The draft being built, if any (one that no longer reads is left where it is, not removed).
pub fn draft(store: &impl KeyValue) -> Option<super::Draft> {
    store.get(DRAFT_KEY).ok().flatten().and_then(|text| serde_json::from_str(&text).ok())
}

/// Keeps the draft, and the lesson in the library when it reads; says what it lacks if not.
pub fn keep_draft(store: &mut impl KeyValue, draft: &super::Draft) -> Result<Result<(), LessonError>, StoreError> {
    store.set(DRAFT_KEY, &serde_json::to_string(draft).unwrap_or_default())?;
    Ok(match draft.text() {
        Ok(text) => store.set(&format!("{LESSON_KEY_PREFIX}{}", draft.key), &text).map(|_| Ok(()))?,
        Err(e) => Err(e),
    })
}
