//! Why a save cannot be read, written or imported, with a sentence for the player.

use super::store::StoreError;
use crate::core::RecordError;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The text ends before the save does (an interrupted write or a cut-off file).
    Truncated,
    /// The text is not valid JSON, or a field has the wrong shape.
    Corrupt(String),
    /// Valid JSON, but not a Loomhall save at all.
    Foreign,
    /// Written by a newer Loomhall than this one.
    NewerVersion { found: u32, supported: u32 },
    /// The save names a game this version does not have.
    UnknownGame(String),
    /// The save's parts disagree about which game they belong to.
    WrongGame { expected: String, found: String },
    /// The game was saved with other card content than this version ships, and its moves no
    /// longer lead to its position under the current cards.
    ContentChanged { game: String, saved: String, current: String },
    /// Replaying the record failed (an illegal action, invalid options).
    Replay(RecordError),
    /// The snapshot is not the state the record leads to.
    SnapshotMismatch { replayed: String, snapshot: String },
    /// A file is larger than imports allow.
    TooLarge { bytes: usize, limit: usize },
    /// A scenario file or link is larger than a scenario may be.
    ScenarioTooLarge { bytes: usize, limit: usize },
    /// No save under that id.
    NotFound(String),
    /// The slot holds a save that cannot be read; it is kept, so it is not overwritten.
    SlotUnreadable(String),
    /// The browser's storage refused (quota exceeded, storage disabled).
    Store(StoreError),
}

impl SaveError {
    /// Reads a stored or imported text as JSON (a byte-order mark allowed): a text that stops
    /// part-way is `Truncated`, any other fault `Corrupt`.
    pub(super) fn read_json(text: &str) -> Result<serde_json::Value, SaveError> {
        crate::core::parse_json_value(text).map_err(|e| {
            if e.is_eof() {
                SaveError::Truncated
            } else {
                SaveError::Corrupt(e.to_string())
            }
        })
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Truncated => f.write_str("This save is incomplete: it ends part-way through (was it cut off?)."),
            SaveError::Corrupt(detail) => write!(f, "This save is damaged and cannot be read ({detail})."),
            SaveError::Foreign => f.write_str("This file is not a Loomhall save."),
            SaveError::NewerVersion { found, supported } => write!(
                f,
                "This save was made by a newer version of Loomhall (save format {found}; this version reads up to \
                 {supported}). Update Loomhall to open it."
            ),
            SaveError::UnknownGame(id) => write!(f, "This save is for a game this version does not have ('{id}')."),
            SaveError::WrongGame { expected, found } => {
                write!(f, "This save mixes two games: it says '{expected}' but its record is for '{found}'.")
            }
            SaveError::ContentChanged { game, saved, current } => write!(
                f,
                "This {game} save was made with different cards (content {saved}, this version has {current}) and \
                 its moves no longer fit them."
            ),
            SaveError::Replay(e) => write!(f, "This save's moves cannot be replayed: {e}."),
            SaveError::SnapshotMismatch { replayed, snapshot } => write!(
                f,
                "This save's position does not match its moves (replayed {replayed}, saved {snapshot}): it was \
                 altered or damaged."
            ),
            SaveError::TooLarge { bytes, limit } => {
                write!(f, "This file is too large to be a save ({bytes} bytes; the limit is {limit}).")
            }
            SaveError::ScenarioTooLarge { bytes, limit } => write!(
                f,
                "This scenario is too large ({bytes} bytes; a scenario file or link is at most {limit} bytes, \
                 {} KB). Nothing was saved.",
                limit / 1024
            ),
            SaveError::NotFound(id) => write!(f, "There is no saved game '{id}'."),
            SaveError::SlotUnreadable(id) => {
                write!(f, "The slot '{id}' holds a save that cannot be read; it is kept as it is (export it first).")
            }
            SaveError::Store(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<StoreError> for SaveError {
    fn from(e: StoreError) -> Self {
        SaveError::Store(e)
    }
}
