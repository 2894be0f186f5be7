//! Guided first games: one per game, as data (`cards/<id>/guide.json`). A guide is a scenario,
//! a seed and a list of steps; each step teaches one rule (cited) and either asks the reader to
//! read on, asks "you" (seat `you`) for one choice, or plays the opponent's scripted answer.
//! Actions are written as a record writes them (cards by id, docs/records.md), so a guide reads
//! like a record with words between its actions. `check` plays a guide from its scenario to the
//! game's end; the table follows the same steps (`progress`, `allows`).

use crate::core::{parse_json, read_scenario, Game, Outcome, Rule, Seat};
use serde::Deserialize;
use serde_json::Value;
use std::fmt;

/// The name of the opponent's "computer player" in a guided game's save: its moves come from
/// the guide's script, not from a search.
pub const GUIDE_BOT: &str = "guide";

/// A guided first game, as `cards/<id>/guide.json` holds it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Guide {
    /// The game's id; must be the game the guide is read for.
    pub game: String,
    /// Shown as the save's title ("Guided first game").
    pub title: String,
    /// The opponent's name at the table.
    pub opponent: String,
    /// The seat the reader plays.
    #[serde(default)]
    pub you: Seat,
    pub seed: u64,
    /// The starting position, in the game's scenario JSON (docs/records.md).
    pub scenario: Value,
    pub steps: Vec<Step>,
}

/// One step: reading (`read`), your choice (`text` + `actions`), or the opponent's answer
/// (`opponent`: actions only, played by the table without asking).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// What the step teaches, in the guide's own words.
    #[serde(default)]
    pub text: String,
    /// The rule the step teaches (game, section as in the rulebook, topic).
    #[serde(default)]
    pub rule: Option<Rule>,
    /// Your actions for this step, in order, as a record writes them; none for a reading step.
    #[serde(default)]
    pub actions: Vec<Value>,
    /// The opponent's scripted actions (a step is either yours or the opponent's).
    #[serde(default)]
    pub opponent: Vec<Value>,
    /// Words on the controls the step asks for (a card's name, a button's label), in the order
    /// they are used: the table marks the last one it finds on screen.
    #[serde(default)]
    pub targets: Vec<String>,
}

/// What a step is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Read,
    Yours,
    Opponent,
}

impl Step {
    pub fn kind(&self) -> StepKind {
        match (self.actions.is_empty(), self.opponent.is_empty()) {
            (true, true) => StepKind::Read,
            (false, _) => StepKind::Yours,
            (true, false) => StepKind::Opponent,
        }
    }

    /// The step's actions, whoever takes them.
    pub fn moves(&self) -> &[Value] {
        if self.actions.is_empty() {
            &self.opponent
        } else {
            &self.actions
        }
    }
}

/// Why a guide cannot be used: the step (from 0) if one is at fault, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuideError {
    pub step: Option<usize>,
    pub message: String,
}

impl GuideError {
    fn new(message: impl Into<String>) -> Self {
        GuideError { step: None, message: message.into() }
    }
    fn at(step: usize, message: impl Into<String>) -> Self {
        GuideError { step: Some(step), message: message.into() }
    }
}

impl fmt::Display for GuideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(step) => write!(f, "guide step {step}: {}", self.message),
            None => write!(f, "guide: {}", self.message),
        }
    }
}

impl std::error::Error for GuideError {}

/// The built-in guide's text of a game, if it has one.
pub fn guide_text(id: &str) -> Option<&'static str> {
    Some(match id {
        "weavers" => include_str!("../../cards/weavers/guide.json"),
        "ioi" => include_str!("../../cards/ioi/guide.json"),
        "spellweaver" => include_str!("../../cards/spellweaver/guide.json"),
        "weave" => include_str!("../../cards/weave/guide.json"),
        "woven" => include_str!("../../cards/woven/guide.json"),
        _ => return None,
    })
}

/// Reads a guide's text: malformed JSON, unknown fields, a step that is both yours and the
/// opponent's, or a step of yours without words are refused with a typed error.
pub fn parse_guide(text: &str) -> Result<Guide, GuideError> {
    let guide: Guide = parse_json(text).map_err(|e| GuideError::new(e.to_string()))?;
    if guide.steps.is_empty() {
        return Err(GuideError::new("a guide needs at least one step"));
    }
    for (i, step) in guide.steps.iter().enumerate() {
        if !step.actions.is_empty() && !step.opponent.is_empty() {
            return Err(GuideError::at(
                i,
                "a step is either yours (`actions`) or the opponent's (`opponent`), not both",
            ));
        }
        if step.kind() != StepKind::Opponent && (step.text.trim().is_empty() || step.rule.is_none()) {
            return Err(GuideError::at(i, "a reading step and a step of yours need `text` and the `rule` they teach"));
        }
        if let Some(rule) = &step.rule {
            if rule.game != guide.game {
                return Err(GuideError::at(i, format!("cites a rule of \"{}\", not of \"{}\"", rule.game, guide.game)));
            }
        }
    }
    Ok(guide)
}

/// The built-in guide of a game, read.
pub fn guide_for(id: &str) -> Option<Result<Guide, GuideError>> {
    guide_text(id).map(parse_guide)
}

/// What a guided game's page shows before the game is dealt: the guide's title, its first
/// step's text and how many steps it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub title: String,
    pub first_text: String,
    pub steps: usize,
}

/// A built-in guide's opening, read without its scenario and actions (the home page's module
/// shows it while the whole app loads, `app::pages::loading`, and links no engine): only the
/// fields it needs are decoded, the rest skipped. `None` for a game without a guide or a guide
/// without steps; the full reading (`guide_for`) is what checks a guide.
pub fn opening(id: &str) -> Option<Opening> {
    #[derive(Deserialize)]
    struct Head {
        title: String,
        steps: Vec<StepHead>,
    }
    #[derive(Deserialize)]
    struct StepHead {
        #[serde(default)]
        text: String,
    }
    let head: Head = serde_json::from_str(guide_text(id)?).ok()?;
    let first_text = head.steps.first()?.text.clone();
    Some(Opening { title: head.title, first_text, steps: head.steps.len() })
}

/// A guide's scenario set up at its seed: the starting state.
pub fn start<G: Game>(game: &G, guide: &Guide) -> Result<G::State, GuideError> {
    if guide.game != game.id() {
        return Err(GuideError::new(format!("this guide is for \"{}\", not \"{}\"", guide.game, game.id())));
    }
    let scenario = read_scenario(game, &guide.scenario).map_err(|e| GuideError::new(format!("scenario: {e}")))?;
    let state = game.from_scenario(&scenario, guide.seed).map_err(|e| GuideError::new(format!("scenario: {e}")))?;
    if guide.you >= game.seat_count(&state) {
        return Err(GuideError::new(format!(
            "`you` is seat {}, but the scenario seats {}",
            guide.you,
            game.seat_count(&state)
        )));
    }
    Ok(state)
}

/// The seat that takes a step's actions.
pub fn seat_of<G: Game>(game: &G, guide: &Guide, state: &G::State, step: &Step) -> Seat {
    match step.kind() {
        StepKind::Opponent => {
            let seats = game.seat_count(state).max(1);
            // The opponent acting now (several seats may act at once); else the next seat.
            game.active_seats(state).into_iter().find(|&s| s != guide.you).unwrap_or((guide.you + 1) % seats)
        }
        _ => guide.you,
    }
}

/// Reads one of a step's actions in `state` and checks that `seat` may take it now.
pub fn legal_action<G: Game>(game: &G, state: &G::State, seat: Seat, value: &Value) -> Result<G::Action, String> {
    let action = game.action_from_json(state, value)?;
    if !game.active_seats(state).contains(&seat) {
        return Err(format!("seat {seat} is not asked to act now"));
    }
    if !game.legal_actions(state, seat).iter().any(|a| game.same_choice(a, &action)) {
        let why = game.apply(&mut state.clone(), seat, &action).err().map(|e| e.to_string()).unwrap_or_default();
        return Err(format!("{} is not legal now: {why}", game.describe_action(state, seat, &action)));
    }
    Ok(action)
}

/// Plays a guide from its scenario: every action legal when its step asks for it, and the game
/// over after the last step (and not before). Returns how it ended.
pub fn check<G: Game>(game: &G, guide: &Guide) -> Result<Outcome, GuideError> {
    let mut state = start(game, guide)?;
    for (i, step) in guide.steps.iter().enumerate() {
        if game.outcome(&state).is_some() {
            return Err(GuideError::at(i, "the game is already over"));
        }
        for value in step.moves() {
            let seat = seat_of(game, guide, &state, step);
            let action = legal_action(game, &state, seat, value).map_err(|e| GuideError::at(i, e))?;
            game.apply(&mut state, seat, &action).map_err(|e| GuideError::at(i, e.to_string()))?;
        }
    }
    game.outcome(&state).ok_or_else(|| GuideError::new("the game is not over after the last step"))
}

/// Where a guided game stands: the step now (`None` once every step is done) and how many of
/// its actions are played. `played` is the record's length; reading steps count as read when
/// an action after them was played, or when their index is below `read`.
pub fn progress(guide: &Guide, played: usize, read: usize) -> (Option<usize>, usize) {
    progress_by_moves(guide.steps.iter().map(|s| s.moves().len()), played, read)
}

/// [`progress`] for any script of steps, each given by how many actions it plays (0: a step
/// that is read): guides and lesson chapters (`lessons::progress`) follow their steps alike.
pub fn progress_by_moves(moves: impl IntoIterator<Item = usize>, played: usize, read: usize) -> (Option<usize>, usize) {
    let mut done = 0;
    for (i, n) in moves.into_iter().enumerate() {
        if n == 0 {
            if played <= done && i >= read {
                return (Some(i), 0);
            }
            continue;
        }
        if played < done + n {
            return (Some(i), played - done);
        }
        done += n;
    }
    (None, 0)
}

/// Whether `sent` (actions of `seat`, in order) are the next actions the step asks for, after
/// `done` of them were played: the table takes them only then.
pub fn allows<G: Game>(game: &G, state: &G::State, seat: Seat, step: &Step, done: usize, sent: &[G::Action]) -> bool {
    let rest = step.actions.get(done..).unwrap_or_default();
    if sent.is_empty() || sent.len() > rest.len() {
        return false;
    }
    let mut state = state.clone();
    for (value, action) in rest.iter().zip(sent) {
        let Ok(expected) = game.action_from_json(&state, value) else { return false };
        if !game.same_choice(&expected, action) || game.apply(&mut state, seat, action).is_err() {
            return false;
        }
    }
    true
}
