//! Weavers, the magical fighting game of perfect timing (rules: `000_4395aa51c193285a.txt`).
//! Two seats choose simultaneously every phase; the engine resolves each phase when both have
//! committed. Files: `cards`/`schema`/`content` (card data), `state`, one file per phase
//! (`draw`, `casting`, `weaving`, `effects`, `end_phase`), `actions` (what is legal and why),
//! `setup` (options and scenarios), `view`, `determinize`, `policy` (AI heuristics), `balance`.

mod actions;
pub mod balance;
pub mod cards;
mod casting;
mod citations;
pub mod content;
mod determinize;
mod draw;
mod effects;
mod end_phase;
mod policy;
pub mod schema;
mod setup;
pub mod state;
mod view;
mod weaving;

#[cfg(test)]
mod tests;

pub use actions::Action;
pub use cards::{Card, CardId};
pub use content::{Content, ContentError};
pub use setup::{DeckChoice, Options, Scenario, ScenarioPhase, ScenarioSeat, ScenarioSpell, StatusCounts};
pub use state::{GameResult, Phase, Recap, State, Stats};
pub use view::{CastView, DiscardView, RecapView, SeatView, Secret, View};

use crate::core::{Event, Game, GameRng, Outcome, RuleError, Seat, SetupError, Viewer};
use cards::BLANK_CARD;
use state::{seat_name, Table};
use std::sync::OnceLock;

/// The game with its loaded content.
#[derive(Clone, Debug)]
pub struct Weavers {
    pub content: Content,
}

impl Weavers {
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

    /// A card by id: built-in first, then the table's extra cards. An unknown id (only a corrupt
    /// snapshot holds one) reads as a blank card rather than panicking.
    pub fn card<'a>(&'a self, table: &'a Table, id: CardId) -> &'a Card {
        let base = self.content.cards.len();
        match self.content.cards.get(id as usize) {
            Some(c) => c,
            None => table.extra_card((id as usize).wrapping_sub(base)).unwrap_or(&BLANK_CARD),
        }
    }

    /// The name of a set for a card (built-in or extra).
    pub fn set_name<'a>(&'a self, table: &'a Table, id: CardId) -> &'a str {
        let card = self.card(table, id);
        let sets = if (id as usize) < self.content.cards.len() { &self.content.sets } else { &table.extra.sets };
        sets.get(card.set as usize).map(|s| s.name.as_str()).unwrap_or("")
    }

    fn result_outcome(&self, s: &State) -> Option<Outcome> {
        match s.result? {
            GameResult::Winner(w) => Some(Outcome {
                winners: vec![w as Seat],
                scores: Vec::new(),
                reason: format!(
                    "{}'s hand was empty at the end of round {}.",
                    seat_name(1 - (w as Seat).min(1)),
                    s.round
                ),
            }),
            GameResult::Tie => Some(Outcome {
                winners: Vec::new(),
                scores: Vec::new(),
                reason: format!("Both hands were empty at the end of round {}: a tie.", s.round),
            }),
        }
    }
}

impl Game for Weavers {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Scenario = Scenario;

    fn id(&self) -> &'static str {
        "weavers"
    }
    fn name(&self) -> &'static str {
        "Weavers"
    }
    fn min_seats(&self) -> usize {
        2
    }
    fn max_seats(&self) -> usize {
        2
    }
    fn content_hash(&self) -> u64 {
        self.content.hash
    }

    fn new_game(&self, options: &Options, seats: usize, seed: u64) -> Result<State, SetupError> {
        self.setup(options, seats, seed)
    }

    fn from_scenario(&self, scenario: &Scenario, seed: u64) -> Result<State, SetupError> {
        self.setup_scenario(scenario, seed)
    }

    fn seat_count(&self, _state: &State) -> usize {
        2
    }

    fn active_seats(&self, state: &State) -> Vec<Seat> {
        self.seats_to_act(state)
    }

    fn legal_actions(&self, state: &State, seat: Seat) -> Vec<Action> {
        self.legal(state, seat)
    }

    fn apply(&self, state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.act(state, seat, action)
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        self.result_outcome(state)
    }

    fn view(&self, state: &State, viewer: Viewer) -> View {
        self.make_view(state, viewer)
    }

    fn determinize(&self, view: &View, seat: Seat, rng: &mut GameRng) -> State {
        self.sample_world(view, seat, rng)
    }

    fn progress_label(&self, state: &State) -> String {
        format!("Round {}", state.round)
    }

    fn policy_action(&self, state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.rollout_action(state, seat, rng)
    }

    fn greedy_action(&self, state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.greedy(state, seat, rng)
    }

    fn evaluate(&self, state: &State) -> Option<Vec<f64>> {
        Some(self.estimate(state))
    }

    fn describe_action(&self, state: &State, seat: Seat, action: &Action) -> String {
        self.describe(state, seat, action)
    }
}
