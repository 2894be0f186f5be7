//! Game records: everything needed to reproduce a game (content hash, options, seats, seed,
//! every action in order, an optional starting scenario). A [`Match`] is a record being played:
//! it keeps the record and the current state in step, so saves, undo and replays share one path.
//! The format is documented in `docs/records.md`.

use super::{
    parse_json, read_scenario, scenario_json, state_hash, strict_with_limits, Event, Game, Rule, RuleError, Seat,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The record format this version writes: actions name cards by their stable ids
/// (`Game::action_to_json`).
pub const RECORD_FORMAT_VERSION: u32 = 2;
/// The oldest format this version reads. Format 1 named cards by the engine's numbers (serde's
/// form of the action); a format 1 record is converted to format 2 as it is replayed.
pub const OLDEST_RECORD_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: serde_json::Value,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format_version: u32,
    pub game: String,
    /// Hex of the game's content hash when the record was made.
    pub content_hash: String,
    #[serde(default)]
    pub options: serde_json::Value,
    pub seats: usize,
    pub seed: u64,
    #[serde(default)]
    pub actions: Vec<RecordedAction>,
    /// An explicit starting position replacing the dealt one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario: Option<serde_json::Value>,
    /// The version of the game's rules the record was played under (`Game::rules_version`);
    /// absent in records made before a game's rules first changed, which read as 1.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules_version: u32,
}

fn first_rules() -> u32 {
    1
}

fn is_first_rules(version: &u32) -> bool {
    *version == 1
}

/// Why a record cannot be replayed: which action (if any), which rule, and what went wrong.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordError {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_index: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<Rule>,
    pub message: String,
}

impl RecordError {
    pub fn header(message: impl Into<String>) -> Self {
        RecordError { action_index: None, rule: None, message: message.into() }
    }
    fn at(index: usize, message: impl Into<String>) -> Self {
        RecordError { action_index: Some(index), rule: None, message: message.into() }
    }
    fn rule(index: usize, err: RuleError) -> Self {
        RecordError { action_index: Some(index), message: err.message.into_owned(), rule: Some(err.rule) }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = self.action_index {
            write!(f, "action {i}: ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some(rule) = &self.rule {
            write!(f, " ({rule})")?;
        }
        Ok(())
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// Reads a record's text (a leading byte-order mark is accepted). The header is checked
    /// when the record is replayed ([`Match::start_of`]).
    pub fn parse(json: &str) -> Result<Record, RecordError> {
        parse_json(json).map_err(|e| RecordError::header(format!("not a Loomhall game record: {e}")))
    }

    /// Reads action `value` of this record in `state` (the position it was taken in): format 1
    /// in serde's form with card numbers, format 2 through the game's ids.
    pub fn decode_action<G: Game>(
        &self,
        game: &G,
        state: &G::State,
        value: &serde_json::Value,
    ) -> Result<G::Action, String> {
        if self.format_version == OLDEST_RECORD_FORMAT {
            super::from_value(value).map_err(|e| e.to_string())
        } else {
            game.action_from_json(state, value)
        }
    }

    /// Whether the record was made with the content `game` holds now (its `content_hash`).
    pub fn content_check<G: Game>(&self, game: &G) -> ContentCheck {
        let current = format!("{:016x}", game.content_hash());
        ContentCheck {
            matched: self.content_hash.eq_ignore_ascii_case(&current),
            recorded: self.content_hash.clone(),
            current,
        }
    }
}

/// A record's `content_hash` against the content of the running Loomhall. A mismatch is a
/// warning, not a refusal (docs/records.md): the actions may name other cards, so a replay
/// that still succeeds is reported with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContentCheck {
    pub matched: bool,
    pub recorded: String,
    pub current: String,
}

impl ContentCheck {
    /// The warning to show when the hashes differ.
    pub fn warning(&self) -> Option<String> {
        (!self.matched).then(|| {
            format!(
                "the record was made with other cards (content hash {}, this version has {}): its actions may name \
                 different cards",
                self.recorded, self.current
            )
        })
    }
}

/// A game in progress: its record and the state the record leads to, kept in step.
pub struct Match<G: Game> {
    pub record: Record,
    pub state: G::State,
}

// By hand: a derive would demand `G: Clone + Debug` of the game value itself.
impl<G: Game> Clone for Match<G> {
    fn clone(&self) -> Self {
        Match { record: self.record.clone(), state: self.state.clone() }
    }
}

impl<G: Game> fmt::Debug for Match<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match").field("record", &self.record).field("state", &self.state).finish()
    }
}

impl<G: Game> Match<G> {
    pub fn new(game: &G, options: &G::Options, seats: usize, seed: u64) -> Result<Self, RecordError> {
        let record = Record {
            format_version: RECORD_FORMAT_VERSION,
            game: game.id().to_string(),
            content_hash: format!("{:016x}", game.content_hash()),
            options: serde_json::to_value(options).map_err(|e| RecordError::header(e.to_string()))?,
            seats,
            seed,
            actions: Vec::new(),
            scenario: None,
            rules_version: game.rules_version(),
        };
        let state = game.new_game(options, seats, seed).map_err(|e| RecordError::header(e.0))?;
        Ok(Match { record, state })
    }

    pub fn from_scenario(game: &G, scenario: &G::Scenario, seed: u64) -> Result<Self, RecordError> {
        let state = game.from_scenario(scenario, seed).map_err(|e| RecordError::header(e.0))?;
        let record = Record {
            format_version: RECORD_FORMAT_VERSION,
            game: game.id().to_string(),
            content_hash: format!("{:016x}", game.content_hash()),
            options: serde_json::Value::Null,
            seats: game.seat_count(&state),
            seed,
            actions: Vec::new(),
            scenario: Some(scenario_json(game, scenario)),
            rules_version: game.rules_version(),
        };
        Ok(Match { record, state })
    }

    /// The starting state of a record (dealt from the seed, or its scenario), validating the header.
    pub fn start_of(game: &G, record: &Record) -> Result<G::State, RecordError> {
        if record.format_version > RECORD_FORMAT_VERSION {
            return Err(RecordError::header(format!(
                "record format {} is newer than this version of Loomhall understands ({RECORD_FORMAT_VERSION})",
                record.format_version
            )));
        }
        if record.format_version < OLDEST_RECORD_FORMAT {
            return Err(RecordError::header(format!(
                "record format {} does not exist: this version of Loomhall reads formats {OLDEST_RECORD_FORMAT} to \
                 {RECORD_FORMAT_VERSION}",
                record.format_version
            )));
        }
        if record.game != game.id() {
            return Err(RecordError::header(format!("record is for '{}', not '{}'", record.game, game.id())));
        }
        if record.rules_version > game.rules_version() {
            return Err(RecordError::header(format!(
                "the record was played under version {} of the {} rules, newer than this version of Loomhall knows \
                 ({})",
                record.rules_version,
                game.name(),
                game.rules_version()
            )));
        }
        if record.rules_version < game.rules_version() {
            return Err(RecordError::header(format!(
                "the record was played under version {} of the {} rules, and its moves no longer fit the rules of \
                 version {}: {}",
                record.rules_version,
                game.name(),
                game.rules_version(),
                game.rules_changed_since(record.rules_version).join("; ")
            )));
        }
        match &record.scenario {
            Some(value) => {
                let scenario: G::Scenario =
                    read_scenario(game, value).map_err(|e| RecordError::header(format!("invalid scenario: {e}")))?;
                let state = game.from_scenario(&scenario, record.seed).map_err(|e| RecordError::header(e.0))?;
                let seats = game.seat_count(&state);
                if record.seats != seats {
                    return Err(RecordError::header(format!(
                        "the record says {} seats but its scenario seats {seats}",
                        record.seats
                    )));
                }
                Ok(state)
            }
            None => {
                let options: G::Options = if record.options.is_null() {
                    G::Options::default()
                } else {
                    strict_with_limits(&record.options)
                        .map_err(|e| RecordError::header(format!("invalid options: {e}")))?
                };
                game.new_game(&options, record.seats, record.seed).map_err(|e| RecordError::header(e.0))
            }
        }
    }

    /// Replays every action of a record, validating each against the rules.
    pub fn replay(game: &G, record: &Record) -> Result<(Self, Vec<Event>), RecordError> {
        Self::replay_prefix(game, record, record.actions.len())
    }

    /// Replays the first `count` actions (undo, the replay viewer).
    pub fn replay_prefix(game: &G, record: &Record, count: usize) -> Result<(Self, Vec<Event>), RecordError> {
        let (m, steps) = Self::replay_steps(game, record, count)?;
        Ok((m, steps.into_iter().flatten().collect()))
    }

    /// Replays the first `count` actions, keeping each action's events apart (entry `i` holds
    /// what action `i` caused). The match's record is in the current format whatever the
    /// format read: a format 1 record's actions are rewritten with card ids as they replay.
    pub fn replay_steps(game: &G, record: &Record, count: usize) -> Result<(Self, Vec<Vec<Event>>), RecordError> {
        Self::replay_steps_seeing(game, record, count, |_| {})
    }

    /// [`Match::replay_steps`], showing `before` each position an action is played from (the
    /// table's log reads the round each action was played in).
    pub fn replay_steps_seeing(
        game: &G,
        record: &Record,
        count: usize,
        before: impl FnMut(&G::State),
    ) -> Result<(Self, Vec<Vec<Event>>), RecordError> {
        Self::replay_steps_from(game, record, Self::start_of(game, record)?, count, before)
    }

    /// [`Match::replay_steps_seeing`] from `start`, the record's starting state (`start_of`)
    /// already dealt.
    pub fn replay_steps_from(
        game: &G,
        record: &Record,
        start: G::State,
        count: usize,
        mut before: impl FnMut(&G::State),
    ) -> Result<(Self, Vec<Vec<Event>>), RecordError> {
        let mut state = start;
        let mut steps = Vec::new();
        let mut converted = Record { format_version: RECORD_FORMAT_VERSION, actions: Vec::new(), ..record.clone() };
        for (i, step) in record.actions.iter().take(count).enumerate() {
            let action = record
                .decode_action(game, &state, &step.action)
                .map_err(|e| RecordError::at(i, format!("not an action of {}: {e}", game.name())))?;
            let written = game.action_to_json(&state, &action);
            before(&state);
            steps.push(game.apply(&mut state, step.seat, &action).map_err(|e| RecordError::rule(i, e))?);
            converted.actions.push(RecordedAction { seat: step.seat, action: written });
        }
        Ok((Match { record: converted, state }, steps))
    }

    /// Steps undone in a save made with `from` (most recent last, as saves keep them), with
    /// their actions rewritten in the current format, played on from this match's position: a
    /// format 1 save's redo keeps working. The steps that no longer apply are dropped.
    pub fn convert_redo(&self, game: &G, from: &Record, redo: &[Vec<RecordedAction>]) -> Vec<Vec<RecordedAction>> {
        let mut state = self.state.clone();
        let mut converted = Vec::new();
        // The step undone last is the first to redo.
        'steps: for step in redo.iter().rev() {
            let mut actions = Vec::new();
            for recorded in step {
                let Ok(action) = from.decode_action(game, &state, &recorded.action) else { break 'steps };
                let written = game.action_to_json(&state, &action);
                if game.apply(&mut state, recorded.seat, &action).is_err() {
                    break 'steps;
                }
                actions.push(RecordedAction { seat: recorded.seat, action: written });
            }
            converted.push(actions);
        }
        converted.reverse();
        converted
    }

    /// Plays one action: applies it and, if the rules accept it, appends it to the record.
    pub fn play(&mut self, game: &G, seat: Seat, action: &G::Action) -> Result<Vec<Event>, RuleError> {
        // Written in the position it is taken in: a card instance's id is read from there.
        let written = game.action_to_json(&self.state, action);
        let events = game.apply(&mut self.state, seat, action)?;
        let action = written;
        self.record.actions.push(RecordedAction { seat, action });
        Ok(events)
    }

    pub fn state_hash(&self) -> String {
        state_hash(&self.state)
    }
}
