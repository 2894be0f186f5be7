//! The player's settings, kept in the same store as saves. Unreadable settings fall back to
//! the defaults (they hold nothing worth keeping), and unknown fields from a newer version are
//! ignored.

use super::store::{KeyValue, StoreError};
use serde::{Deserialize, Serialize};

pub const SETTINGS_KEY: &str = "loomhall.settings";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the system's light/dark preference.
    #[default]
    System,
    Light,
    Dark,
}

/// How long the computer players think (the worker's iteration budget per move).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiSpeed {
    Fast,
    #[default]
    Normal,
    Thorough,
}

impl AiSpeed {
    /// A multiplier on a bot's iteration budget.
    pub fn budget_factor(self) -> f64 {
        match self {
            AiSpeed::Fast => 0.25,
            AiSpeed::Normal => 1.0,
            AiSpeed::Thorough => 3.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: Theme,
    pub reduced_motion: bool,
    pub ai_speed: AiSpeed,
    /// Large table: text and cards drawn bigger, for a projector or a television.
    pub large_table: bool,
    /// Pass-and-play in Spellweaving IOI and Spellweaver: a person whose only answer to an
    /// ability or a card is to let it resolve is not asked (the table passes for them, logged),
    /// so the tablet goes round only for decisions. On by default; it reveals that the person
    /// skipped had no answer, which the setting says. (Against the computer nobody is ever
    /// asked for nothing: `Session::open`.) A new name: the old `ioi_skip_no_answer`, off by
    /// default, is not read, so everyone starts with the new default.
    pub skip_no_answer: bool,
    /// Sound effects (off unless chosen: a shared device or a classroom is not surprised by noise).
    pub sound: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: Theme::default(),
            reduced_motion: false,
            ai_speed: AiSpeed::default(),
            large_table: false,
            skip_no_answer: true,
            sound: false,
        }
    }
}

impl Settings {
    pub fn load(store: &impl KeyValue) -> Settings {
        store.get(SETTINGS_KEY).ok().flatten().and_then(|text| crate::core::parse_json(&text).ok()).unwrap_or_default()
    }

    pub fn store(&self, store: &mut impl KeyValue) -> Result<(), StoreError> {
        store.set(SETTINGS_KEY, &serde_json::to_string(self).unwrap_or_default())
    }
}
