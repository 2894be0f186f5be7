//! Save slots in a key-value store: one key per saved game. A slot whose save cannot be read
//! is listed with its problem and kept exactly as it is: nothing here rewrites or deletes it
//! except the player's own "delete".

use super::error::SaveError;
use super::save::{parse_save, Save};
use super::store::KeyValue;
use super::verify::{verify, Verified};

pub const SAVE_KEY_PREFIX: &str = "loomhall.save.";

/// The store's key of the save in slot `id`.
fn save_key(id: &str) -> String {
    format!("{SAVE_KEY_PREFIX}{id}")
}

/// A save's text as stored, without the slots' verifier (which links every engine): what the
/// home page's module reads to know a saved game's game (`app::modules`).
pub fn raw_save(store: &impl KeyValue, id: &str) -> Result<String, SaveError> {
    store.get(&save_key(id))?.ok_or_else(|| SaveError::NotFound(id.to_string()))
}

/// One slot as the home screen lists it: the save if it could be read at all (its meta shows
/// even when it fails verification), and the problem if there is one.
#[derive(Clone, Debug, PartialEq)]
pub struct SlotEntry {
    pub id: String,
    pub save: Option<Save>,
    pub verified: Option<Verified>,
    pub problem: Option<SaveError>,
}

impl SlotEntry {
    pub fn is_playable(&self) -> bool {
        self.problem.is_none() && self.save.is_some()
    }

    fn updated_at(&self) -> u64 {
        self.save.as_ref().map(|s| s.meta.updated_at).unwrap_or(0)
    }
}

/// What an autosave (`SaveSlots::write_over`) did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// The save was written as this text.
    Saved(String),
    /// Another writer changed the slot since it was last seen: its text now, nothing written.
    Changed(String),
}

/// How a save is checked against its game's rules (the registry's `verify`, or a test game's).
pub type Verifier = fn(&Save) -> Result<Verified, SaveError>;

pub struct SaveSlots<S: KeyValue> {
    store: S,
    verify: Verifier,
}

impl<S: KeyValue> SaveSlots<S> {
    /// Slots whose saves are verified against the registry's games.
    pub fn new(store: S) -> Self {
        SaveSlots { store, verify }
    }

    pub fn with_verifier(store: S, verify: Verifier) -> Self {
        SaveSlots { store, verify }
    }

    pub fn store(&self) -> &S {
        &self.store
    }

    pub fn into_store(self) -> S {
        self.store
    }

    /// A fresh slot id from the time and a few random bits (the caller supplies both).
    pub fn new_id(now_ms: u64, random: u32) -> String {
        format!("{now_ms:x}-{random:08x}")
    }

    /// Every slot, unreadable ones first (so the player sees them), then most recently played first.
    pub fn list(&self) -> Result<Vec<SlotEntry>, SaveError> {
        let mut entries = Vec::new();
        for key in self.store.keys()? {
            let Some(id) = key.strip_prefix(SAVE_KEY_PREFIX) else { continue };
            entries.push(self.entry(id)?);
        }
        entries.sort_by(|a, b| {
            (a.problem.is_none(), std::cmp::Reverse(a.updated_at()), &a.id).cmp(&(
                b.problem.is_none(),
                std::cmp::Reverse(b.updated_at()),
                &b.id,
            ))
        });
        Ok(entries)
    }

    fn entry(&self, id: &str) -> Result<SlotEntry, SaveError> {
        let raw = self.raw(id)?;
        let mut entry = SlotEntry { id: id.to_string(), save: None, verified: None, problem: None };
        match parse_save(&raw) {
            Err(e) => entry.problem = Some(e),
            Ok(save) => {
                match (self.verify)(&save) {
                    Ok(v) => entry.verified = Some(v),
                    Err(e) => entry.problem = Some(e),
                }
                entry.save = Some(save);
            }
        }
        Ok(entry)
    }

    /// The slot's text exactly as stored (for export, also of an unreadable save).
    pub fn raw(&self, id: &str) -> Result<String, SaveError> {
        raw_save(&self.store, id)
    }

    /// Reads and verifies a save.
    pub fn load(&self, id: &str) -> Result<(Save, Verified), SaveError> {
        let save = parse_save(&self.raw(id)?)?;
        let verified = (self.verify)(&save)?;
        Ok((save, verified))
    }

    /// Writes a save to its slot, giving the text written. Refuses to overwrite a slot holding a
    /// save that cannot be read, so a damaged save is never lost to an autosave.
    pub fn write(&mut self, id: &str, save: &Save) -> Result<String, SaveError> {
        let key = save_key(id);
        if let Some(existing) = self.store.get(&key)? {
            if parse_save(&existing).is_err() {
                return Err(SaveError::SlotUnreadable(id.to_string()));
            }
        }
        let text = save.to_json();
        self.store.set(&key, &text)?;
        Ok(text)
    }

    /// An open game's autosave: writes `save` only if the slot still holds `seen`, the text this
    /// writer last read or wrote there (it was read, so it is no damaged save). When the slot
    /// holds anything else, another tab has moved the game on: nothing is written and the
    /// slot's text is returned, so the writer reloads it rather than writing over a newer game.
    /// A slot deleted meanwhile is written again (the game on the table is kept).
    pub fn write_over(&mut self, id: &str, save: &Save, seen: &str) -> Result<Written, SaveError> {
        let key = save_key(id);
        if let Some(there) = self.store.get(&key)? {
            if there != seen {
                return Ok(Written::Changed(there));
            }
        }
        let text = save.to_json();
        self.store.set(&key, &text)?;
        Ok(Written::Saved(text))
    }

    /// The player's own "delete" (the only way a slot goes away).
    pub fn delete(&mut self, id: &str) -> Result<(), SaveError> {
        self.store.remove(&save_key(id))?;
        Ok(())
    }
}
