//! Weave (`004_66827b56fd35684d.txt`, the 2018.1 Standard rules): a storytelling game for a
//! storyteller and players around one tablet. The storyteller is seat 0 with a hidden hand;
//! players make characters from Story cards and face challenges rolled with Weave dice across a
//! season of episodes and scenes. Nobody wins: the season ends after its episodes. Oracle mode
//! plays the storyteller's cards by a fixed rule for players alone. Rulings: `docs/rulings.md`,
//! "Weave".

mod actions;
mod card_list;
mod challenge;
mod checks;
mod content;
mod creation;
mod describe;
mod dice;
mod hints;
mod legal;
mod oracle;
mod policy;
mod refusals;
mod scenario;
mod scene;
mod setup;
mod state;
mod tally;
mod view;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::Action;
pub use content::{
    ChallengeCard, Content, Playset, PlaysetListing, Signature, SignatureEffect, StoryCard, PLAYSET_LISTINGS,
};
pub use scenario::{scenario_of, Scenario, ScenarioCharacter};
pub use state::{
    Challenge, ChallengeStep, Character, Check, Draft, DraftStep, Encounter, Enticement, Face, Foundation, Moment,
    PlayedStory, PoolChoices, PoolPart, PoolReason, Quality, QualityKind, Redemption, RollRecord, Scene, Slot, Stage,
    StoryUse, Suit, Table, Verdict, WeaveState, HAND_CHALLENGES, HAND_STORIES, HIDDEN, RULES, RULES_BEFORE_28,
};
pub use tally::{Pacing, SeatTally, Tally};
pub use view::WeaveView;

use crate::core::{Event, Game, GameRng, Log, Outcome, RuleError, Seat, SetupError, Viewer};
use serde::{Deserialize, Serialize};
use crate::games::GameInfo;
use std::sync::OnceLock;

/// The game with its playsets. `Weave::standard()` is the built-in one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weave {
    pub content: Content,
}

/// Choices made when a season is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WeaveOptions {
    /// The playset by name; empty for the first one.
    pub playset: String,
    /// How many episodes the season runs (1 to 50).
    pub episodes: u8,
    /// No storyteller seat: the engine plays the storyteller's cards (always so for one seat).
    pub oracle: bool,
    /// The edition of Loomhall's Weave rules (`state::RULES`); options written without it (every
    /// record made before edition 2) are read as edition 1 (docs/records.md, "Weave rules").
    #[serde(default = "state::rules_before_28")]
    pub rules: u8,
}

impl Default for WeaveOptions {
    fn default() -> Self {
        WeaveOptions { playset: String::new(), episodes: 3, oracle: false, rules: state::RULES }
    }
}

impl Weave {
    /// What the library shows, known without loading the game's content (the home page lists every
    /// game before any is played: docs/performance.md, "Page load").
    pub const INFO: GameInfo = GameInfo {
        id: "weave",
        name: "Weave",
        min_seats: 1,
        max_seats: 5,
        length: "about an hour an episode",
        play: "a storyteller sets the scenes, the characters roll the Weave dice against challenges and weigh enticements",
    };

    /// The built-in playsets, loaded and validated once.
    pub fn standard() -> Result<&'static Weave, String> {
        static STANDARD: OnceLock<Result<Weave, String>> = OnceLock::new();
        STANDARD.get_or_init(|| Content::builtin().map(|content| Weave { content })).as_ref().map_err(|e| e.clone())
    }

    /// The dice pool of the challenge being prepared, part by part (base 3, focus +1, wound −1,
    /// quality ±1, awesomeness +1, redeemed +1, signature), for the board to draw and explain.
    pub fn pool_breakdown(&self, table: &Table) -> Option<Vec<PoolPart>> {
        let set = self.content.playsets.get(table.playset as usize)?;
        challenge::current_pool(set, table)
    }

    /// Whether a die face counts as a success against `suit` (its own suit, or a Weave face),
    /// so the board can mark the dice without counting them itself.
    pub fn counts_as_success(face: Face, suit: Suit) -> bool {
        dice::successes(suit, &[face], &[]) > 0
    }
}

impl Game for Weave {
    type Options = WeaveOptions;
    type State = WeaveState;
    type Action = Action;
    type View = WeaveView;
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
    /// The story belongs to everyone (seed 004, SEASONS AND EPISODES: the season simply ends).
    fn has_winner(&self) -> bool {
        false
    }
    fn content_hash(&self) -> u64 {
        self.content.hash
    }

    fn new_game(&self, options: &WeaveOptions, seats: usize, seed: u64) -> Result<WeaveState, SetupError> {
        setup::new_season(&self.content, options, seats, seed)
    }

    fn from_scenario(&self, scenario: &Scenario, seed: u64) -> Result<WeaveState, SetupError> {
        scenario::build(&self.content, scenario, seed)
    }

    fn seat_count(&self, state: &WeaveState) -> usize {
        state.table.seats as usize
    }

    fn active_seats(&self, state: &WeaveState) -> Vec<Seat> {
        state.table.active().map(|s| s as Seat).into_iter().collect()
    }

    fn legal_actions(&self, state: &WeaveState, seat: Seat) -> Vec<Action> {
        match u8::try_from(seat) {
            Ok(seat) => legal::legal_actions(&self.content, state, seat),
            Err(_) => Vec::new(),
        }
    }

    fn apply(&self, state: &mut WeaveState, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let seat = u8::try_from(seat).unwrap_or(u8::MAX);
        legal::check(&self.content, state, seat, action)?;
        let mut log = Log::new(state.quiet);
        legal::execute(&self.content, state, seat, action, &mut log);
        Ok(log.events)
    }

    /// The search's actions come from `legal_actions` (the rollout policy picks among them), and
    /// checking one lists them all again (a third of an iteration): they are carried out unchecked
    /// (checked in tests), in silence.
    fn apply_legal(&self, state: &mut WeaveState, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let seat = u8::try_from(seat).unwrap_or(u8::MAX);
        if cfg!(test) {
            legal::check(&self.content, state, seat, action)?;
        }
        legal::execute(&self.content, state, seat, action, &mut Log::new(state.quiet));
        Ok(())
    }

    /// The season ends with no winner: the story belongs to everyone (the search's rewards are
    /// the story's aims, `final_rewards`).
    fn outcome(&self, state: &WeaveState) -> Option<Outcome> {
        matches!(state.table.stage, Stage::Over).then(|| Outcome {
            winners: Vec::new(),
            scores: Vec::new(),
            reason: format!("The season's {} episodes are told.", state.table.episodes),
            rule: Some(state::rule("SEASONS AND EPISODES", "END OF THE SEASON")),
        })
    }

    fn view(&self, state: &WeaveState, viewer: Viewer) -> WeaveView {
        view::view(state, viewer)
    }

    /// The search keys every node by what the acting seat sees: hashed from the state, with the
    /// view's masks, without building the view (`view::hash_view`).
    fn hash_view<H: std::hash::Hasher>(&self, state: &WeaveState, viewer: Viewer, hasher: &mut H) {
        view::hash_view(state, viewer, hasher)
    }

    fn determinize(&self, view: &WeaveView, seat: Seat, rng: &mut GameRng) -> WeaveState {
        let set = self.content.playsets.get(view.table.playset as usize).unwrap_or(&self.content.playsets[0]);
        view::determinize(set, view, seat, rng)
    }

    fn progress_label(&self, state: &WeaveState) -> String {
        describe::progress_label(state)
    }

    fn policy_action(&self, state: &WeaveState, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        policy::policy_action(&self.content, state, u8::try_from(seat).ok()?, rng)
    }

    fn greedy_action(&self, state: &WeaveState, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        policy::greedy_action(&self.content, state, u8::try_from(seat).ok()?, rng)
    }

    /// Nobody wins a season, so the search plays for the story: each seat's reward is what the
    /// story did for its aims since the search began (`policy::rewards`).
    fn final_rewards(&self, state: &WeaveState, _outcome: &Outcome) -> Vec<f64> {
        policy::rewards(state)
    }

    fn evaluate(&self, state: &WeaveState) -> Option<Vec<f64>> {
        Some(policy::rewards(state))
    }

    fn cards(&self) -> Vec<crate::core::CardInfo> {
        card_list::cards(&self.content)
    }

    fn scenario_to_json(&self, scenario: &Scenario) -> serde_json::Value {
        card_list::scenario_to_json(&self.content, scenario)
    }

    fn scenario_from_json(&self, value: &serde_json::Value) -> Result<serde_json::Value, String> {
        card_list::scenario_from_json(&self.content, value)
    }

    fn action_to_json(&self, state: &WeaveState, action: &Action) -> serde_json::Value {
        card_list::action_to_json(&self.content, state, action)
    }

    fn action_from_json(&self, state: &WeaveState, value: &serde_json::Value) -> Result<Action, String> {
        card_list::action_from_json(&self.content, state, value)
    }

    fn describe_action(&self, state: &WeaveState, _seat: Seat, action: &Action) -> String {
        describe::describe_action(&self.content, state, action)
    }

    /// A name, a quality or a consequence may be typed: the legal list offers the playset's
    /// words, and any text within the text rules is the same choice.
    fn same_choice(&self, a: &Action, b: &Action) -> bool {
        actions::same_but_text(a, b)
    }

    fn hint_reasons(&self, view: &WeaveView, seat: Seat, action: &Action) -> Vec<String> {
        let Ok(seat) = u8::try_from(seat) else { return vec![] };
        hints::hint_reasons(&self.content, &crate::core::sampled_world(self, view, seat as Seat), seat, action)
    }
}
