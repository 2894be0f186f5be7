//! The win/loss history: per game and per opponent level ("ismcts:normal", "greedy"), how the
//! people at this device fared against the computer. A small versioned record in the same store
//! as the saves, read strictly: anything unreadable is ignored (with a warning from the caller)
//! and a fresh history starts, never a crash. Each finished game counts once, by its slot, so
//! a reload or a replay of the same game does not count it again.

use super::save::{SeatInfo, SeatKind};
use super::store::{KeyValue, StoreError};
use crate::core::{strict, Outcome};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const HISTORY_KEY: &str = "loomhall.history";
pub const HISTORY_VERSION: u32 = 1;
/// How many counted slots are remembered (oldest forgotten first); far more than a device keeps.
const REMEMBERED_SLOTS: usize = 500;

/// Games that name no winner by design (Weave: the season's story belongs to everyone):
/// their finished games are counted as "played".
const NO_WINNER_GAMES: [&str; 1] = ["weave"];

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub played: u32,
}

impl Tally {
    pub fn total(&self) -> u32 {
        self.wins + self.losses + self.draws + self.played
    }
}

/// How a finished game went for the people at the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeopleResult {
    Win,
    Loss,
    Draw,
    /// A game without a winner (Weave).
    Played,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct History {
    pub version: u32,
    /// Game id → opponent level → tally.
    pub games: BTreeMap<String, BTreeMap<String, Tally>>,
    /// The slots already counted, oldest first.
    pub counted: Vec<String>,
}

impl History {
    /// The stored history; `Err` with the reason when it is unreadable (the caller warns and
    /// carries on with an empty one). No history yet is an empty one.
    pub fn load(store: &impl KeyValue) -> Result<History, String> {
        let Some(text) = store.get(HISTORY_KEY).map_err(|e| e.to_string())? else {
            return Ok(History::new());
        };
        let value: serde_json::Value =
            crate::core::parse_json_value(&text).map_err(|e| format!("the history is not JSON: {e}"))?;
        let history: History = strict(&value).map_err(|e| format!("the history is malformed: {e}"))?;
        if history.version != HISTORY_VERSION {
            return Err(format!("the history has version {}, this version reads {HISTORY_VERSION}", history.version));
        }
        Ok(history)
    }

    pub fn new() -> History {
        History { version: HISTORY_VERSION, ..History::default() }
    }

    pub fn store(&self, store: &mut impl KeyValue) -> Result<(), StoreError> {
        store.set(HISTORY_KEY, &serde_json::to_string(self).unwrap_or_default())
    }

    /// Counts a finished game of `game` in `slot`, once; returns whether it was counted now.
    /// Only games between people and the computer count (the level is the computer's).
    pub fn record(&mut self, slot: &str, game: &str, seats: &[SeatInfo], outcome: &Outcome) -> bool {
        if self.counted.iter().any(|s| s == slot) {
            return false;
        }
        let Some((level, result)) = result_for_people(game, seats, outcome) else { return false };
        let tally = self.games.entry(game.to_string()).or_default().entry(level).or_default();
        match result {
            PeopleResult::Win => tally.wins += 1,
            PeopleResult::Loss => tally.losses += 1,
            PeopleResult::Draw => tally.draws += 1,
            PeopleResult::Played => tally.played += 1,
        }
        self.counted.push(slot.to_string());
        if self.counted.len() > REMEMBERED_SLOTS {
            self.counted.remove(0);
        }
        true
    }
}

/// The computer's level and the people's result, for a game between people and the computer
/// (`None` when only people or only computers played). Several computers at different levels
/// make one level, "easy + normal".
pub fn result_for_people(game: &str, seats: &[SeatInfo], outcome: &Outcome) -> Option<(String, PeopleResult)> {
    let mut levels: Vec<&str> = seats
        .iter()
        .filter_map(|s| match &s.kind {
            SeatKind::Bot { bot } => Some(bot.as_str()),
            SeatKind::Human => None,
        })
        .collect();
    levels.sort();
    levels.dedup();
    let people: Vec<usize> = (0..seats.len()).filter(|&i| seats[i].kind == SeatKind::Human).collect();
    if levels.is_empty() || people.is_empty() {
        return None;
    }
    let people_win = outcome.winners.iter().any(|w| people.contains(w));
    let computer_wins = outcome.winners.iter().any(|w| !people.contains(w));
    let result = match (people_win, computer_wins) {
        _ if NO_WINNER_GAMES.contains(&game) => PeopleResult::Played,
        (true, false) => PeopleResult::Win,
        (false, true) => PeopleResult::Loss,
        // Shared first place, or nobody wins (Weavers' double elimination).
        _ => PeopleResult::Draw,
    };
    Some((levels.join(" + "), result))
}
