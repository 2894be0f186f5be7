//! Saved decks: a list in localStorage under one key (`loomhall.spellweaver.decks`, beside the
//! saves' `loomhall.*` keys), and the deck file format for import and export. A full store is
//! reported with the storage's own words (`StoreError::QuotaExceeded`).

use crate::games::spellweaver::{DeckChoice, DeckError, Spellweaver};
use crate::storage::{KeyValue, LocalStore};
use serde::{Deserialize, Serialize};

pub const DECKS_KEY: &str = "loomhall.spellweaver.decks";
/// The `format` of an exported deck file.
pub const DECK_FILE_FORMAT: &str = "loomhall.spellweaver.deck";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedDeck {
    pub name: String,
    pub hero: String,
    /// (count, card name) lines.
    pub cards: Vec<(u8, String)>,
}

impl SavedDeck {
    pub fn choice(&self) -> DeckChoice {
        DeckChoice::Custom { hero: self.hero.clone(), cards: self.cards.clone() }
    }

    /// Checked by the deck rules (`validate_deck_list`).
    pub fn check(&self, game: &Spellweaver) -> Result<(), DeckError> {
        game.deck_for(&self.choice()).map(|_| ())
    }
}

#[derive(Serialize, Deserialize)]
struct DeckFile {
    format: String,
    deck: SavedDeck,
}

pub fn load() -> Vec<SavedDeck> {
    LocalStore::open()
        .ok()
        .and_then(|s| s.get(DECKS_KEY).ok().flatten())
        .and_then(|text| crate::core::parse_json(&text).ok())
        .unwrap_or_default()
}

fn store(decks: &[SavedDeck]) -> Result<(), String> {
    let mut s = LocalStore::open().map_err(|e| e.to_string())?;
    let text = serde_json::to_string(decks).map_err(|e| e.to_string())?;
    s.set(DECKS_KEY, &text).map_err(|e| e.to_string())
}

/// Saves (or replaces, by name) a deck that passed the deck rules.
pub fn save(deck: &SavedDeck) -> Result<(), String> {
    let mut all = load();
    all.retain(|d| d.name != deck.name);
    all.push(deck.clone());
    all.sort_by(|a, b| a.name.cmp(&b.name));
    store(&all)
}

pub fn remove(name: &str) -> Result<(), String> {
    let mut all = load();
    all.retain(|d| d.name != name);
    store(&all)
}

pub fn to_file(deck: &SavedDeck) -> String {
    serde_json::to_string_pretty(&DeckFile { format: DECK_FILE_FORMAT.into(), deck: deck.clone() }).unwrap_or_default()
}

pub fn from_file(text: &str) -> Result<SavedDeck, String> {
    let file: DeckFile = crate::core::parse_json(text).map_err(|e| format!("not a Spellweaver deck file ({e})"))?;
    if file.format != DECK_FILE_FORMAT {
        return Err(format!("not a Spellweaver deck file (format '{}')", file.format));
    }
    Ok(file.deck)
}

pub fn file_name(deck: &SavedDeck) -> String {
    let stem: String =
        deck.name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    format!("{}.spellweaver-deck.json", stem.trim_matches('-'))
}
