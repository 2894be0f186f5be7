//! The save format: a game's record and a snapshot of its state, with what the "continue"
//! list shows. Parsing checks the shape and version only; `verify` checks the content.

use super::error::SaveError;
use crate::core::{Game, Match, Record, RecordedAction};
use serde::{Deserialize, Serialize};

/// Version 1: `{format_version, game, content_hash, record, snapshot, meta, redo}`.
pub const SAVE_FORMAT_VERSION: u32 = 1;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    /// A computer player, with its bot name (`random`, `greedy`, `ismcts:normal`, ...).
    Bot {
        bot: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    #[serde(flatten)]
    pub kind: SeatKind,
}

/// What the home screen shows about a save without replaying it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveMeta {
    pub title: String,
    pub seats: Vec<SeatInfo>,
    /// The game's own progress label ("Round 4").
    pub progress: String,
    /// Milliseconds since the Unix epoch.
    pub created_at: u64,
    pub updated_at: u64,
    #[serde(default)]
    pub finished: bool,
    /// Teaching mode: every hand open, each event shown on a tap, undo and redo without limit.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub teaching: bool,
    /// A lesson's chapter played at this table (`lessons`): which lesson and chapter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<LessonAt>,
}

/// The lesson and chapter a save plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonAt {
    /// The lesson's key in the lesson library (`lessons::library`).
    pub key: String,
    /// The chapter, from 0.
    pub chapter: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    pub format_version: u32,
    pub game: String,
    /// Hex of the game's content hash when saved (the record carries it too).
    pub content_hash: String,
    pub record: Record,
    /// The state after the record's last action, as JSON text. Text, not a nested JSON value:
    /// states hold their RNG, whose 128-bit integer `serde_json::Value` cannot represent.
    pub snapshot: String,
    pub meta: SaveMeta,
    /// Steps undone and not yet replaced, most recent last: each step is the actions one
    /// "undo" took back (a player's action and the computer players' answers to it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Vec<RecordedAction>>,
}

impl Save {
    /// A save of a match in progress. `meta.progress` and `meta.finished` are filled from the game.
    pub fn of_match<G: Game>(game: &G, m: &Match<G>, mut meta: SaveMeta) -> Save {
        meta.progress = game.progress_label(&m.state);
        meta.finished = game.outcome(&m.state).is_some();
        Save {
            format_version: SAVE_FORMAT_VERSION,
            game: game.id().to_string(),
            content_hash: m.record.content_hash.clone(),
            record: m.record.clone(),
            snapshot: serde_json::to_string(&m.state).unwrap_or_default(),
            meta,
            redo: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn to_pretty_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// Reads a save's text: a typed error for a truncated, corrupt, foreign or newer save.
/// Does not replay anything (see `verify`).
pub fn parse_save(text: &str) -> Result<Save, SaveError> {
    let value = SaveError::read_json(text)?;
    let Some(object) = value.as_object() else {
        return Err(SaveError::Foreign);
    };
    // A Loomhall save names its format and game; anything else is some other JSON file.
    let (Some(version), Some(_)) = (object.get("format_version"), object.get("game")) else {
        return Err(SaveError::Foreign);
    };
    let Some(version) = version.as_u64() else {
        return Err(SaveError::Corrupt("format_version is not a number".into()));
    };
    if version > SAVE_FORMAT_VERSION as u64 {
        return Err(SaveError::NewerVersion {
            found: version.min(u32::MAX as u64) as u32,
            supported: SAVE_FORMAT_VERSION,
        });
    }
    let save: Save = crate::core::from_value(&value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if save.record.game != save.game {
        return Err(SaveError::WrongGame { expected: save.game, found: save.record.game });
    }
    Ok(save)
}
