//! The contract every game implements. The rules engine is a pure function of
//! (content, seed, actions); the UI renders only views, and the AI searches only worlds
//! built from views, so hidden information cannot leak by construction.

use super::input::check_limits;
use super::{strict_with_limits, Event, GameRng, InputError, Rule, RuleError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

/// A seat at the table, counted from 0.
pub type Seat = usize;

/// Who is looking at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// A player: sees public information and their own secrets.
    Seat(Seat),
    /// Someone watching: public information only.
    Spectator,
    /// A teacher (or the end-of-game replay): every card open.
    Teacher,
}

/// How a game ended. `winners` holds every seat that shares first place (two or more for a
/// tie; empty when nobody wins, e.g. Weavers' double elimination). `scores` are the final
/// points where the game counts points.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i32>,
    pub reason: String,
    /// The rule that ended the game, for the end screen's citation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<Rule>,
}

impl Outcome {
    /// The reward each seat gets, in [0, 1]: a sole winner 1, shared first place split evenly,
    /// everyone else 0. A game with no winner (a tie where all lose) gives each seat 1/seats,
    /// so the AI values it between a win and a loss.
    pub fn rewards(&self, seats: usize) -> Vec<f64> {
        let mut r = vec![0.0; seats];
        if self.winners.is_empty() {
            return vec![1.0 / seats.max(1) as f64; seats];
        }
        let share = 1.0 / self.winners.len() as f64;
        for &w in &self.winners {
            if let Some(slot) = r.get_mut(w) {
                *slot = share;
            }
        }
        r
    }
}

/// A choice made in parts (IOI: a card, then how to use it, then on what), as the choosing seat
/// would see it after the parts picked so far; see [`Game::preview`].
#[derive(Clone, Debug, PartialEq)]
pub struct Preview<V, A> {
    /// The seat's view after the parts so far.
    pub view: V,
    /// The seat's legal next parts with their labels; empty once the choice is complete.
    pub next: Vec<(A, String)>,
}

impl<V, A> Preview<V, A> {
    pub fn is_complete(&self) -> bool {
        self.next.is_empty()
    }
}

/// One card as `loomhall cards` lists it: the stable id records and scenarios name it by, and
/// its printed facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card's stable id, unique within the game (docs/records.md, "Card ids"): the name's
    /// slug (`fireball`), a homebrew card's prefixed by its set (`homebrew/puzzle/slow-doom`).
    pub id: String,
    /// Which cards it belongs to: a Weavers set, "Spell" or "Challenge" in IOI, ...
    pub group: String,
    pub name: String,
    /// The printed numbers and kind ("Creature · cost 3 · 2/3"), as a player reads them.
    pub facts: String,
    /// The card's rules text, when it has one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
}

/// The search iterations of each AI level in one game (`Game::levels`), and how widely hard
/// explores. A level is a thinking budget tuned per game (issue 31): each level must clearly beat
/// the one below it, and hard must still answer in about half a second in the browser, so a game
/// whose search stops gaining early, or runs slowly, gets its own figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelBudgets {
    pub easy: u32,
    pub normal: u32,
    pub hard: u32,
    /// UCB1's exploration constant at hard, where it is not the search's default
    /// (`SearchConfig::exploration`, which easy and normal keep): a large budget can afford to
    /// look wider before it settles (Weavers), or must look narrower to tell apart choices whose
    /// rewards differ little (Woven).
    pub hard_exploration: Option<f64>,
    /// The actions a playout plays at hard before the game's `evaluate` judges it, where not the
    /// game's `rollout_depth` (which easy and normal keep): a game whose positions are judged
    /// poorly part-way through a round can let its strongest level look further.
    pub hard_rollout_depth: Option<u32>,
}

impl Default for LevelBudgets {
    fn default() -> Self {
        LevelBudgets { easy: 150, normal: 1500, hard: 8000, hard_exploration: None, hard_rollout_depth: None }
    }
}

/// Worlds for previews are sampled with a fixed seed: a preview never depends on the sample.
const PREVIEW_SEED: u64 = 0x101;

/// A world consistent with what `seat` sees in `view`, the same one every time (previews and
/// hint reasons try choices on it). Whatever it guessed about hidden cards must not be shown.
pub fn sampled_world<G: Game + ?Sized>(game: &G, view: &G::View, seat: Seat) -> G::State {
    game.determinize(view, seat, &mut GameRng::seeded(PREVIEW_SEED))
}

/// A game cannot be set up as asked (bad seat count, unknown deck, invalid scenario).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// A game's rules. The implementing value holds the game's content (cards, decks) loaded and
/// validated once; states stay lean so the AI can clone them freely. Games and options are
/// plain data, shareable between threads (the CLI plays a tournament's games in parallel).
pub trait Game: Sync {
    /// Choices made before the game starts (decks, variants). `Default` is a sensible game.
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Actions are typed; `legal_actions` is the single source of truth for what is allowed.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one viewer may see. `Hash` lets the AI key its search tree by information set.
    type View: Clone + Debug + PartialEq + Hash + Serialize + DeserializeOwned;
    /// An explicit starting position (puzzles, teaching, tests); may embed extra content.
    type Scenario: Clone + Debug + Serialize + DeserializeOwned;

    /// Stable id used in records and URLs ("weavers", "ioi").
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn min_seats(&self) -> usize;
    fn max_seats(&self) -> usize;
    /// Whether the game names winners. A storytelling game (Weave) ends with none by design, so
    /// an outcome without winners there is not a tie.
    fn has_winner(&self) -> bool {
        true
    }
    /// A hash of the content this value was loaded with; records carry it to detect a game
    /// recorded with other cards.
    fn content_hash(&self) -> u64;
    /// The version of the game's rules: raised when a rule changes what a move does or whether
    /// it is allowed, so a record played before is refused with the changes named rather than
    /// replayed into another game (docs/records.md, `rules_version`).
    fn rules_version(&self) -> u32 {
        1
    }
    /// What changed in the rules since `version`, one sentence per change, each naming its rule.
    fn rules_changed_since(&self, _version: u32) -> Vec<&'static str> {
        Vec::new()
    }

    fn new_game(&self, options: &Self::Options, seats: usize, seed: u64) -> Result<Self::State, SetupError>;
    // Named for what it builds from; it needs `self` for the game's content.
    #[allow(clippy::wrong_self_convention)]
    fn from_scenario(&self, scenario: &Self::Scenario, seed: u64) -> Result<Self::State, SetupError>;

    fn seat_count(&self, state: &Self::State) -> usize;
    /// The seats that must act now: several at once for a simultaneous choice, none when the
    /// game is over. A seat that has already committed its secret choice is not listed.
    fn active_seats(&self, state: &Self::State) -> Vec<Seat>;
    /// The first of `active_seats`, without building the list (the search asks at every step
    /// of every playout). A game may answer it directly; the conformance suite checks both agree.
    fn first_active(&self, state: &Self::State) -> Option<Seat> {
        self.active_seats(state).first().copied()
    }
    fn legal_actions(&self, state: &Self::State, seat: Seat) -> Vec<Self::Action>;
    /// Apply one seat's action. On error the state is exactly as it was.
    fn apply(&self, state: &mut Self::State, seat: Seat, action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// What the deal did, for the log's first lines (the deal is not an action, so `apply`
    /// never tells it). Only what every seat may know. The default says nothing.
    fn setup_events(&self, _state: &Self::State) -> Vec<Event> {
        Vec::new()
    }

    /// `apply` for an action `legal_actions` just listed for this seat in this state (the AI's
    /// search applies nothing else): a game whose `check` costs as much as listing the actions
    /// may skip it here. The default checks as `apply` does.
    fn apply_legal(&self, state: &mut Self::State, seat: Seat, action: &Self::Action) -> Result<(), RuleError> {
        self.apply(state, seat, action).map(drop)
    }

    fn view(&self, state: &Self::State, viewer: Viewer) -> Self::View;
    /// Hashes what `viewer` sees exactly as hashing `view(state, viewer)` would, write for
    /// write (the search keys its tree by it, for every node of every iteration). A game whose
    /// view costs allocations to build may hash the state directly; the conformance suite
    /// checks that both agree.
    fn hash_view<H: Hasher>(&self, state: &Self::State, viewer: Viewer, hasher: &mut H) {
        self.view(state, viewer).hash(hasher);
    }
    /// A complete state consistent with what `seat` sees in `view`: every hidden card and
    /// uncommitted choice of the others is sampled from what that seat could know.
    fn determinize(&self, view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self::State;
    /// `determinize` written over `world`, any state of this game (the search keeps one from
    /// iteration to iteration): the same world from the same random numbers. A game may reuse
    /// `world`'s allocations; the conformance suite checks the two agree.
    fn determinize_into(&self, view: &Self::View, seat: Seat, rng: &mut GameRng, world: &mut Self::State) {
        *world = self.determinize(view, seat, rng);
    }

    /// A short progress label for save lists ("Round 4", "Deck 12").
    fn progress_label(&self, state: &Self::State) -> String;

    /// The round (or turn, or scene) a position is in, for the table's log, which groups its
    /// lines by it ("Round 3"). The default is the progress label; a game whose label also
    /// counts something that changes within a round (IOI's deck) says just the round.
    fn round_label(&self, state: &Self::State) -> String {
        self.progress_label(state)
    }

    /// The choices the search weighs for the decision it is asked to make: `legal_actions`,
    /// unless the game narrows a choice among many options its own judgement ranks well (Woven's
    /// tapestry card placements), so that the search's visits go to the options that matter.
    /// Every action listed is legal. Asked once per decision (deeper in the tree, and in rules,
    /// boards and hints, `legal_actions` stands), so it may take a little time.
    fn root_actions(&self, state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(state, seat)
    }

    /// A quick action for playouts and for the `greedy` bot. The default is uniform random.
    fn policy_action(&self, state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        let actions = self.legal_actions(state, seat);
        rng.pick(&actions).cloned()
    }

    /// The `greedy` bot's choice: a documented one-ply heuristic. Defaults to `policy_action`.
    fn greedy_action(&self, state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        self.policy_action(state, seat, rng)
    }

    /// The AI's reward per seat in [0, 1] for a finished game. The default is the outcome's
    /// win/loss `rewards`; a game whose solo mode is a score attack overrides it so that search
    /// maximizes the score (a lost solo game has no winner, which `rewards` would count as 1).
    fn final_rewards(&self, state: &Self::State, outcome: &Outcome) -> Vec<f64> {
        outcome.rewards(self.seat_count(state))
    }

    /// What each AI level searches in this game (docs/balance/<game>.md measures them).
    fn levels(&self) -> LevelBudgets {
        LevelBudgets::default()
    }

    /// Estimated reward per seat in [0, 1] for a position the AI stops simulating early.
    /// `None` means "play on to the end".
    fn evaluate(&self, _state: &Self::State) -> Option<Vec<f64>> {
        None
    }

    /// How many actions an AI playout from `state` takes before `evaluate` judges the
    /// position. Deeper sees more of the game's consequences; shallower runs more playouts in
    /// the same time.
    fn rollout_depth(&self, _state: &Self::State) -> u32 {
        40
    }

    /// Every card of the game's content with its id and printed facts (`loomhall cards`).
    /// Games without cards keep the default, an empty list.
    fn cards(&self) -> Vec<CardInfo> {
        Vec::new()
    }

    /// `cards` with the cards a scenario adds (Weavers' homebrew sets), with their ids. The
    /// default: the scenario adds none.
    fn scenario_cards(&self, _scenario: &Self::Scenario) -> Result<Vec<CardInfo>, SetupError> {
        Ok(self.cards())
    }

    /// An action as a record writes it (format 2): cards named by their stable ids, so a record
    /// does not depend on how the engine numbers cards. `state` is the position the action is
    /// taken in. The default is serde's form, for games whose actions name no cards.
    fn action_to_json(&self, _state: &Self::State, action: &Self::Action) -> Value {
        serde_json::to_value(action).unwrap_or(Value::Null)
    }

    /// Reads an action `action_to_json` wrote, in `state`: an unknown card id, or an id that
    /// does not match the card instance it is paired with, is refused with a sentence.
    fn action_from_json(&self, _state: &Self::State, value: &Value) -> Result<Self::Action, String> {
        super::from_value(value).map_err(|e| e.to_string())
    }

    /// A scenario as a record, a scenario file or a share link writes it: cards named by their
    /// stable ids (docs/records.md, "Card ids"). Write a scenario's JSON only through here
    /// ([`scenario_json`]). The default is serde's form, for scenarios that name no cards.
    fn scenario_to_json(&self, scenario: &Self::Scenario) -> Value {
        serde_json::to_value(scenario).unwrap_or(Value::Null)
    }

    /// A scenario's JSON made ready for the strict parse into `Scenario`: card ids become what
    /// the typed fields hold (a number still read as it is, for old records). An unknown id is
    /// refused as `field: why`. Read a scenario only through [`read_scenario`]. The default
    /// leaves it as it is.
    fn scenario_from_json(&self, value: &Value) -> Result<Value, String> {
        Ok(value.clone())
    }

    /// A label for an action as the player sees it ("Cast Kindle face-up").
    fn describe_action(&self, state: &Self::State, seat: Seat, action: &Self::Action) -> String;

    /// Why a player might choose `action`, for the hints ("What would the computer do?"): one or
    /// two short sentences in the game's own words that the player can check on the table
    /// ("deals 3 damage to the hero; leaves 2 mana"). Decided from `seat`'s view alone, as the
    /// search is: a game that tries the action does so on a world sampled from the view and
    /// says only what the view shows. The default gives none.
    fn hint_reasons(&self, _view: &Self::View, _seat: Seat, _action: &Self::Action) -> Vec<String> {
        Vec::new()
    }

    /// Whether `a` and `b` are the same choice but for text a person types (a character's name,
    /// a quality): `legal_actions` lists such a choice once, with a sample text from the content,
    /// and `apply` accepts it with any text its rules allow. Games without typed text keep the
    /// default, under which only equal actions are the same choice.
    fn same_choice(&self, a: &Self::Action, b: &Self::Action) -> bool {
        a == b
    }

    /// Whether `seat` is part-way through a choice made in parts: it has picked something (a
    /// card) and must still say what to do with it. Games without such choices keep the default.
    fn mid_choice(&self, _state: &Self::State, _seat: Seat) -> bool {
        false
    }

    /// A choice in parts, tried before anything is sent: `seat`'s view after `parts` (played from
    /// `view`) and the legal next parts, none once the choice is complete. Boards, the CLI and
    /// tests ask this instead of running rules themselves. The parts of a choice depend only on
    /// what the seat sees (the public table and its own hand), so a world sampled from its view
    /// answers them exactly; the sample's guesses about hidden cards never show.
    #[allow(clippy::type_complexity)]
    fn preview(
        &self,
        view: &Self::View,
        seat: Seat,
        parts: &[Self::Action],
    ) -> Result<Preview<Self::View, Self::Action>, RuleError> {
        let mut world = sampled_world(self, view, seat);
        for part in parts {
            self.apply(&mut world, seat, part)?;
        }
        let next = if self.active_seats(&world).contains(&seat) && self.mid_choice(&world, seat) {
            let legal = self.legal_actions(&world, seat);
            legal
                .into_iter()
                .map(|a| {
                    let label = self.describe_action(&world, seat, &a);
                    (a, label)
                })
                .collect()
        } else {
            Vec::new()
        };
        Ok(Preview { view: self.view(&world, Viewer::Seat(seat)), next })
    }
}

/// The one way a scenario's JSON becomes `game`'s typed scenario (records, saves, the CLI,
/// links and files): texts within their limits, card ids read (`Game::scenario_from_json`),
/// then the strict parse that refuses unknown fields.
pub fn read_scenario<G: Game>(game: &G, value: &Value) -> Result<G::Scenario, InputError> {
    check_limits(value)?;
    let value = game.scenario_from_json(value).map_err(|e| match e.split_once(": ") {
        // `rewrite_cards` names the field first; keep it as the error's field.
        Some((field, why)) if !field.is_empty() && !field.contains(char::is_whitespace) => {
            InputError { field: field.to_string(), message: why.to_string() }
        }
        _ => InputError { field: String::new(), message: e },
    })?;
    strict_with_limits(&value)
}

/// The one way a scenario becomes JSON: `Game::scenario_to_json`, cards named by id.
pub fn scenario_json<G: Game>(game: &G, scenario: &G::Scenario) -> Value {
    game.scenario_to_json(scenario)
}
