//! Weavers, the magical fighting game of perfect timing (rules: `000_4395aa51c193285a.txt`).
//! Two seats choose simultaneously every phase; the engine resolves each phase when both have
//! committed. Files: `cards`/`schema`/`content` (card data), `state`, `citations` (the rules
//! cited), `setup` (options and scenarios), `actions` (what is legal and why), `round` (the
//! phases in order), one file per phase (`draw`, `casting`, `weaving`, `effects`, `end_phase`),
//! `view`, `determinize`, `policy` (AI heuristics), `balance` (the content report).

mod actions;
mod card_list;
#[cfg(test)]
mod balance;
mod cards;
mod casting;
mod citations;
mod content;
mod determinize;
mod draw;
mod effects;
mod end_phase;
mod policy;
mod round;
mod scenario_of;
mod scenario_phase;
mod schema;
mod setup;
mod state;
mod view;
mod weaving;

#[cfg(test)]
mod tests;

pub use actions::Action;
/// The rule a Sealed player's board cites for having no Wild Magic.
pub use citations::SEALED;
pub use cards::{Card, CardId, Component, Components, Duration, Kind, Need, Status, Step, TokenKind, Tokens};
pub use content::Content;
pub use scenario_of::scenario_of;
pub use setup::{DeckChoice, Options, SetListing, SET_LISTINGS, Scenario, ScenarioCast, ScenarioPhase, ScenarioSeat, ScenarioSpell, StatusCounts};
pub use state::{DeckLabel, GameResult, Phase, Recap, State, Stats, Table};
pub use view::{CastView, DiscardView, RecapView, SeatView, Secret, View};

use crate::core::{Event, Game, GameRng, LevelBudgets, Log, Outcome, RuleError, Seat, SetupError, Viewer};
use crate::games::GameInfo;
use std::sync::OnceLock;

/// The game with its loaded content.
#[derive(Clone, Debug)]
pub struct Weavers {
    pub content: Content,
}

impl Weavers {
    /// What the library shows, known without loading the game's content (the home page lists every
    /// game before any is played: docs/performance.md, "Page load").
    pub const INFO: GameInfo = GameInfo {
        id: "weavers",
        name: "Weavers",
        min_seats: 2,
        max_seats: 2,
        length: "about 20 minutes",
        play: "play a spell in secret, reveal it with your rival's, and weave formulas that go off rounds later",
    };

    /// The built-in 180 cards, loaded and validated once.
    pub fn standard() -> Result<&'static Weavers, String> {
        static STANDARD: OnceLock<Result<Weavers, String>> = OnceLock::new();
        STANDARD
            .get_or_init(|| content::load_builtin().map(Weavers::new).map_err(|e| format!("Weavers cards: {e}")))
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn new(content: Content) -> Weavers {
        Weavers { content }
    }

    /// A card by id, built-in or one of the table's extra cards (for the app's boards).
    pub fn card<'a>(&'a self, table: &'a Table, id: CardId) -> &'a Card {
        self.content.card(table, id)
    }

    /// A card's stable id, as records and scenarios name it (`card_list`).
    pub fn card_id(&self, table: &Table, id: CardId) -> String {
        card_list::card_id(&self.content, table, id)
    }

    /// The name of a card's set, built-in or extra (for the app's card faces).
    pub fn set_name<'a>(&'a self, table: &'a Table, id: CardId) -> &'a str {
        let card = self.content.card(table, id);
        let sets = if (id as usize) < self.content.cards.len() { &self.content.sets } else { &table.extra.sets };
        sets.get(card.set as usize).map(|s| s.name.as_str()).unwrap_or("")
    }

    /// The stable id records and lessons name a card by (docs/records.md, "Card ids").
    pub fn card_stable_id(&self, table: &Table, id: CardId) -> String {
        card_list::card_id(&self.content, table, id)
    }
}

impl Game for Weavers {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Scenario = Scenario;

    fn id(&self) -> &'static str {
        Self::INFO.id
    }
    fn name(&self) -> &'static str {
        Self::INFO.name
    }
    fn min_seats(&self) -> usize {
        Self::INFO.min_seats
    }
    fn max_seats(&self) -> usize {
        Self::INFO.max_seats
    }
    fn content_hash(&self) -> u64 {
        self.content.hash
    }

    fn new_game(&self, options: &Options, seats: usize, seed: u64) -> Result<State, SetupError> {
        setup::deal(&self.content, options, seats, seed)
    }

    fn from_scenario(&self, scenario: &Scenario, seed: u64) -> Result<State, SetupError> {
        setup::from_scenario(&self.content, scenario, seed)
    }

    fn seat_count(&self, _state: &State) -> usize {
        2
    }

    fn active_seats(&self, state: &State) -> Vec<Seat> {
        actions::uncommitted_seats(state)
    }

    fn legal_actions(&self, state: &State, seat: Seat) -> Vec<Action> {
        actions::legal_actions(state, seat)
    }

    fn apply(&self, state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        actions::check(state, seat, action)?;
        let mut log = Log::new(state.quiet);
        actions::commit(state, seat, action, &mut log);
        round::resolve_committed_phases(&self.content, state, &mut log);
        Ok(log.events)
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        end_phase::outcome(state)
    }

    fn view(&self, state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn determinize(&self, view: &View, seat: Seat, rng: &mut GameRng) -> State {
        determinize::determinize(view, seat, rng)
    }

    fn progress_label(&self, state: &State) -> String {
        format!("Round {}", state.round)
    }

    fn policy_action(&self, state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        policy::policy_action(&self.content, state, seat, rng)
    }

    fn greedy_action(&self, state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        policy::greedy_action(&self.content, state, seat, rng)
    }

    fn hint_reasons(&self, view: &View, seat: Seat, action: &Action) -> Vec<String> {
        policy::hint_reasons(&self.content, &crate::core::sampled_world(self, view, seat), seat, action)
    }

    /// Normal's search stops gaining near 1,500 iterations (8,000 won 51% against it), so
    /// normal searches 300 (still over 90% against greedy) and hard's iterations count against
    /// it; hard answers in about 0.15 s natively. Hard explores wider (1.0, not 0.7): over the
    /// same 100 games it won 73.6% of the decided ones against normal, where 0.7 won 71.4%, and
    /// 71.9% over another 100 (docs/balance/weavers.md, issue 31).
    fn levels(&self) -> LevelBudgets {
        LevelBudgets { easy: 150, normal: 300, hard: 12000, hard_exploration: Some(1.0), hard_rollout_depth: None }
    }

    fn evaluate(&self, state: &State) -> Option<Vec<f64>> {
        Some(policy::evaluate(&self.content, state))
    }

    fn cards(&self) -> Vec<crate::core::CardInfo> {
        card_list::cards(&self.content)
    }

    fn scenario_cards(&self, scenario: &Scenario) -> Result<Vec<crate::core::CardInfo>, SetupError> {
        card_list::scenario_cards(&self.content, scenario)
    }

    fn scenario_to_json(&self, scenario: &Scenario) -> serde_json::Value {
        card_list::scenario_to_json(&self.content, scenario)
    }

    fn action_to_json(&self, state: &State, action: &Action) -> serde_json::Value {
        card_list::action_to_json(&self.content, &state.table.0, action)
    }

    fn action_from_json(&self, state: &State, value: &serde_json::Value) -> Result<Action, String> {
        card_list::action_from_json(&self.content, &state.table.0, value)
    }

    fn describe_action(&self, state: &State, _seat: Seat, action: &Action) -> String {
        actions::describe_action(&self.content, state, action)
    }
}
