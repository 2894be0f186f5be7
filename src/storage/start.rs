//! Starting a game as a save: dealt from options and a fresh seed, set up from a scenario (an
//! explicit position), or as a rematch of a save (same seats, same options or scenario, new
//! seed). Used by the new-game page, shared scenario links and the end-of-game rematch.

use super::save::{Save, SaveMeta, SeatInfo, SeatKind};
use crate::core::wording::YOU;
use crate::core::{read_scenario, strict_with_limits, Game, Match};
use crate::games::guide::{Guide, GUIDE_BOT};

/// Where a new game starts from.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// The game's options as JSON (`null` for the defaults), dealt from the seed.
    Options(serde_json::Value),
    /// A scenario of the game as JSON: its position replaces the deal.
    Scenario(serde_json::Value),
}

#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub game: String,
    pub start: Start,
    /// Who sits where. For a scenario, missing seats are filled with people named "Player N".
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// Milliseconds since the Unix epoch.
    pub now: u64,
    pub teaching: bool,
}

impl NewGame {
    /// The same table again: seats, options or scenario, and mode, with a new seed; a guided
    /// game keeps its seed, since the opponent's script answers that deal only.
    pub fn rematch(save: &Save, seed: u64, now: u64) -> NewGame {
        let guided = save.meta.seats.iter().any(|s| matches!(&s.kind, SeatKind::Bot { bot } if bot == GUIDE_BOT));
        let seed = if guided { save.record.seed } else { seed };
        let start = match &save.record.scenario {
            Some(scenario) => Start::Scenario(scenario.clone()),
            None => Start::Options(save.record.options.clone()),
        };
        NewGame {
            game: save.game.clone(),
            start,
            seats: save.meta.seats.clone(),
            seed,
            now,
            teaching: save.meta.teaching,
        }
    }

    /// A guided first game (`games::guide`): the guide's scenario and seed, "You" in the guide's
    /// seat, and the opponent played from the guide's script (the bot [`GUIDE_BOT`]).
    pub fn guided(guide: &Guide, now: u64) -> NewGame {
        let seats = (0..=guide.you.max(1))
            .map(|seat| match seat == guide.you {
                true => SeatInfo { name: YOU.to_string(), kind: SeatKind::Human },
                false => SeatInfo { name: guide.opponent.clone(), kind: SeatKind::Bot { bot: GUIDE_BOT.to_string() } },
            })
            .collect();
        NewGame {
            game: guide.game.clone(),
            start: Start::Scenario(guide.scenario.clone()),
            seats,
            seed: guide.seed,
            now,
            teaching: false,
        }
    }
}

/// Opens a scenario file or link as a new teaching-mode game, with the match it was set up as:
/// the teacher's title (when the file has one) and seat names (people; a missing or blank name
/// is "Player N") are kept.
pub fn start_scenario_file(file: &super::ScenarioFile, seed: u64, now: u64) -> Result<Started, String> {
    let seats = file
        .seats
        .iter()
        .enumerate()
        .map(|(i, name)| SeatInfo {
            name: if name.trim().is_empty() { format!("Player {}", i + 1) } else { name.trim().to_string() },
            kind: SeatKind::Human,
        })
        .collect();
    let mut started = start_played(NewGame {
        game: file.game.clone(),
        start: Start::Scenario(file.scenario.clone()),
        seats,
        seed,
        now,
        teaching: true,
    })?;
    if !file.title.trim().is_empty() {
        started.save.meta.title = file.title.trim().to_string();
    }
    Ok(started)
}

/// A game just started: its save, and the match it was dealt as (a `Match<G>` of its game),
/// which a table opened on it at once can take instead of replaying the save
/// (`app::services::fresh_match`).
pub struct Started {
    pub save: Save,
    pub played: Box<dyn std::any::Any>,
}

/// Starts a game this module links (`linked::game`).
pub fn start_game(new: NewGame) -> Result<Save, String> {
    start_played(new).map(|started| started.save)
}

/// `start_game`, with the match it dealt.
pub fn start_played(new: NewGame) -> Result<Started, String> {
    crate::linked::game(&new.game)?.start_game(new)?
}

/// `start_game` for a game value (the registry's, or a test game).
pub fn start_game_with<G: Game>(game: &G, new: NewGame) -> Result<Save, String> {
    start_match_with(game, new).map(|(save, _)| save)
}

/// `start_game_with`, with the match it dealt.
pub fn start_match_with<G: Game>(game: &G, new: NewGame) -> Result<(Save, Match<G>), String> {
    let m = match &new.start {
        Start::Options(value) => {
            let options: G::Options = if value.is_null() {
                G::Options::default()
            } else {
                strict_with_limits(value).map_err(|e| format!("invalid options: {e}"))?
            };
            Match::new(game, &options, new.seats.len(), new.seed).map_err(|e| e.to_string())?
        }
        Start::Scenario(value) => {
            let scenario: G::Scenario = read_scenario(game, value).map_err(|e| format!("invalid scenario: {e}"))?;
            Match::from_scenario(game, &scenario, new.seed).map_err(|e| e.to_string())?
        }
    };
    let mut seats = new.seats;
    let count = game.seat_count(&m.state);
    seats.truncate(count);
    while seats.len() < count {
        seats.push(SeatInfo { name: format!("Player {}", seats.len() + 1), kind: SeatKind::Human });
    }
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    let meta = SaveMeta {
        title: names.join(" vs "),
        seats,
        progress: String::new(),
        created_at: new.now,
        updated_at: new.now,
        finished: false,
        teaching: new.teaching,
        lesson: None,
    };
    Ok((Save::of_match(game, &m, meta), m))
}
