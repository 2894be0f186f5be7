//! Woven (`002_a1e1b91dea10bbe1.txt`): 1–4 mages weave Threads into their tapestries to cast
//! spells, spread Eyes over the map, and raid the Citadel's Towers, Sentries and Watchers for
//! Treasure — or destroy the Citadel outright. Rulings: `docs/rulings.md`, "Woven".

mod actions;
mod card_list;
mod combat;
mod content;
mod defence;
mod describe;
mod effects;
mod map;
mod playout;
mod policy;
mod refusals;
mod scenario;
mod scoring;
mod state;
mod table_facts;
mod tapestry;
mod turn;
mod view;

#[cfg(test)]
mod tests;

pub use actions::Action;
pub use content::{
    Artifact, AttackAt, Bonus, ClearArea, Content, Effect, Element, EyeSite, Face, Mundane, Passive, Pattern,
    Sacrifice, SentryCard, Spell, SpellId, TapestryCard, TapestryId, TargetOrder, Touch, Tower, Treasure, Trigger,
    WatcherCard, Way,
};
pub use map::{Elevation, Loc, Location, Map, Terrain};
pub use scenario::Scenario;
pub use scoring::ScoreBreakdown;
pub use state::{
    ActiveSpell, EyeMove, EyeUse, Eyes, HeldArtifact, Mage, Phase, Sentry, Source, Table, Target, Task, Threat,
    Trophy, Watcher, WovenState, COLOURS, HIDDEN,
};
pub use tapestry::{card_squares, CardPlacement, Cell, Orientation, PatternPlacement, Square, Squares, Tapestry, Thread};
pub use view::WovenView;

use crate::core::{Game, GameRng, LevelBudgets, Log, Outcome, RuleError, Seat, SetupError, Viewer};
use serde::{Deserialize, Serialize};
use crate::games::GameInfo;
use std::sync::OnceLock;

/// What each new version of the rules changed (version 2 is the first entry), in the words a
/// refused record shows: a record played before cannot be replayed under the rules after.
const RULES_CHANGES: &[&[&str]] = &[&[
    "entering a Ruin now ends a Watcher's hunt at once, even in passing (Citadel Defense, Watchers)",
    "every Sentry now detects a mage moving next to it, whatever its card (Citadel Defense, Sentries)",
    "Seek's leap now obeys anchored Eyes like every move of an Eye (Mana, Eyes)",
    "free actions may now be taken at any time during the turn, which the mage ends with End turn \
     once its action is done (Each turn, Free actions)",
], &[
    "every Watcher now detects a mage moving within 3 of it, whatever its card (Citadel Defense, Watchers)",
    "Watchers now detect only a mage moving on its own turn, not one that Dodges or jumps in a rival's \
     turn (Citadel Defense, Watchers)",
], &[
    "the map's south half is now the north half turned about the Citadel, so opposite corners start \
     alike: its wellsprings, rivers and Watcher's start moved (The Map)",
]];

/// The game with its content. `Woven::standard()` is the built-in one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Woven {
    pub content: Content,
}

/// Woven has no variants yet; the struct keeps records forward compatible.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WovenOptions {}

impl Woven {
    /// What the library shows, known without loading the game's content (the home page lists every
    /// game before any is played: docs/performance.md, "Page load").
    pub const INFO: GameInfo = GameInfo {
        id: "woven",
        name: "Woven",
        min_seats: 1,
        max_seats: 4,
        length: "about an hour",
        play: "walk your mage over the hex map, thread your tapestry to cast, send Eyes ahead and raid the Citadel",
    };

    /// The built-in cards and map, loaded and validated once.
    pub fn standard() -> Result<&'static Woven, String> {
        static STANDARD: OnceLock<Result<Woven, String>> = OnceLock::new();
        STANDARD.get_or_init(|| Content::builtin().map(|content| Woven { content })).as_ref().map_err(|e| e.clone())
    }

    /// The patterns a Thread on `square` would complete for `spell` in this mage's tapestry, in
    /// which rotation or mirror image (what the board draws while a square is hovered).
    pub fn completed_by(
        &self,
        state: &WovenState,
        seat: Seat,
        spell: SpellId,
        square: Square,
    ) -> Vec<PatternPlacement> {
        let (Some(m), Some(sp)) = (state.table.mages.get(seat), self.content.spell(spell)) else { return Vec::new() };
        m.tapestry.completed_by(&sp.pattern, sp.element, square)
    }

    /// Every pattern placement `seat` could cast `spell` on now, within its pool.
    pub fn cast_placements(&self, state: &WovenState, seat: Seat, spell: SpellId) -> Vec<PatternPlacement> {
        let (Some(m), Some(sp)) = (state.table.mages.get(seat), self.content.spell(spell)) else { return Vec::new() };
        m.tapestry.placements(&sp.pattern, sp.element, m.pool as usize)
    }

    /// The cast a board sends when a player touches a spell that has no cast now, so that the
    /// engine's refusal says why: its cheapest placement however few Threads the pool holds
    /// (refused for the pool), or none at all (refused because the pattern fits nowhere).
    pub fn cast_probe(&self, mage: &Mage, spell: SpellId) -> Action {
        let cheapest = self.content.spell(spell).and_then(|sp| {
            let all = mage.tapestry.placements(&sp.pattern, sp.element, usize::MAX);
            all.into_iter().min_by_key(|p| p.new_threads.len())
        });
        let placement = cheapest.unwrap_or(PatternPlacement {
            orientation: Orientation::ALL[0],
            element: (0, 0),
            threads: Squares::new(),
            new_threads: Squares::new(),
        });
        Action::Cast { spell, placement }
    }

    /// Where the Citadel's guardians would notice a mage ("Citadel Defense"): locations within
    /// sight of a standing Watcher, and locations beside any Sentry (every Watcher and every
    /// Sentry detects: the board's detection overlay).
    pub fn detection_ranges(&self, table: &Table) -> (Vec<Loc>, Vec<Loc>) {
        let map = &self.content.map;
        let all = 0..map.len() as Loc;
        let watched = all
            .clone()
            .filter(|&l| {
                table.watchers.iter().any(|w| {
                    !w.fallen && map.distance(w.loc, l) <= defence::WATCHER_SIGHT
                })
            })
            .collect();
        let guarded = all.filter(|&l| table.sentries.iter().any(|x| map.adjacent(x.loc, l))).collect();
        (watched, guarded)
    }

    /// A mage's score, part by part, from what a view shows (the board's mage panels).
    pub fn mage_score(&self, mage: &Mage) -> ScoreBreakdown {
        scoring::breakdown(&self.content, mage)
    }

    /// A seat's score, part by part (the end-of-game screen).
    pub fn score_breakdown(&self, state: &WovenState, seat: Seat) -> ScoreBreakdown {
        state.table.mages.get(seat).map(|m| scoring::breakdown(&self.content, m)).unwrap_or_default()
    }
}

impl Game for Woven {
    type Options = WovenOptions;
    type State = WovenState;
    type Action = Action;
    type View = WovenView;
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

    fn rules_version(&self) -> u32 {
        RULES_CHANGES.len() as u32 + 1
    }

    fn rules_changed_since(&self, version: u32) -> Vec<&'static str> {
        RULES_CHANGES.iter().skip(version.saturating_sub(1) as usize).flat_map(|v| v.iter().copied()).collect()
    }

    fn new_game(&self, _options: &WovenOptions, seats: usize, seed: u64) -> Result<WovenState, SetupError> {
        turn::deal(&self.content, seats, seed)
    }

    fn from_scenario(&self, scenario: &Scenario, seed: u64) -> Result<WovenState, SetupError> {
        scenario::build(&self.content, scenario, seed)
    }

    fn seat_count(&self, state: &WovenState) -> usize {
        state.table.seats()
    }

    fn active_seats(&self, state: &WovenState) -> Vec<Seat> {
        state.table.active_seat().into_iter().collect()
    }

    fn legal_actions(&self, state: &WovenState, seat: Seat) -> Vec<Action> {
        match u8::try_from(seat) {
            Ok(seat) => turn::legal_actions(&self.content, state, seat),
            Err(_) => Vec::new(),
        }
    }

    fn apply(&self, state: &mut WovenState, seat: Seat, action: &Action) -> Result<Vec<crate::core::Event>, RuleError> {
        let seat = u8::try_from(seat).unwrap_or(u8::MAX);
        turn::check(&self.content, state, seat, action)?;
        let mut log = Log::new(state.quiet);
        turn::execute(&self.content, state, seat, action, &mut log);
        Ok(log.events)
    }

    /// The search's actions come from `legal_actions`, and checking one lists them all again
    /// (half the cost of a playout): they are carried out unchecked, in silence.
    fn apply_legal(&self, state: &mut WovenState, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let seat = u8::try_from(seat).unwrap_or(u8::MAX);
        if cfg!(test) {
            turn::check(&self.content, state, seat, action)?;
        }
        turn::execute(&self.content, state, seat, action, &mut Log::new(state.quiet));
        Ok(())
    }

    fn outcome(&self, state: &WovenState) -> Option<Outcome> {
        scoring::outcome(&self.content, state)
    }

    fn view(&self, state: &WovenState, viewer: Viewer) -> WovenView {
        view::view(state, viewer)
    }

    fn hash_view<H: std::hash::Hasher>(&self, state: &WovenState, viewer: Viewer, hasher: &mut H) {
        view::hash_view(state, viewer, hasher)
    }

    fn determinize(&self, view: &WovenView, seat: Seat, rng: &mut GameRng) -> WovenState {
        let mut world = view::determinize(view, seat, rng);
        world.baseline = Some(policy::standings(&self.content, &world));
        world
    }

    fn progress_label(&self, state: &WovenState) -> String {
        describe::progress_label(&self.content, state)
    }

    fn root_actions(&self, state: &WovenState, seat: Seat) -> Vec<Action> {
        match u8::try_from(seat) {
            Ok(seat) => policy::root_actions(&self.content, state, seat),
            Err(_) => Vec::new(),
        }
    }

    fn policy_action(&self, state: &WovenState, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        playout::policy_action(&self.content, state, u8::try_from(seat).ok()?, rng)
    }

    fn greedy_action(&self, state: &WovenState, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        policy::greedy_action(&self.content, state, u8::try_from(seat).ok()?, rng)
    }

    fn final_rewards(&self, state: &WovenState, outcome: &Outcome) -> Vec<f64> {
        policy::final_rewards(&self.content, state, outcome)
    }

    fn hint_reasons(&self, view: &WovenView, seat: Seat, action: &Action) -> Vec<String> {
        let Ok(seat) = u8::try_from(seat) else { return vec![] };
        policy::hint_reasons(&self.content, &crate::core::sampled_world(self, view, seat as Seat), seat, action)
    }

    /// The default budgets, but hard's playouts run 16 actions, not 8, and it explores narrower
    /// (0.35, not 0.7). At the game's own settings hard's 8,000 iterations won only 35 of 91
    /// decided games against normal's 1,500; with deeper playouts, 21 of 38; narrower too, 48 of 74
    /// over 100 new games (0.15 won 2 of 32; 1.0 did worse than 0.7 at depth 8; docs/balance/woven.md,
    /// "Point 2: hard explores narrower").
    fn levels(&self) -> LevelBudgets {
        LevelBudgets { hard_rollout_depth: Some(16), hard_exploration: Some(0.35), ..LevelBudgets::default() }
    }

    fn evaluate(&self, state: &WovenState) -> Option<Vec<f64>> {
        Some(policy::evaluate(&self.content, state))
    }

    fn rollout_depth(&self, _state: &WovenState) -> u32 {
        policy::ROLLOUT_DEPTH
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

    fn action_to_json(&self, _state: &WovenState, action: &Action) -> serde_json::Value {
        card_list::action_to_json(&self.content, action)
    }

    fn action_from_json(&self, _state: &WovenState, value: &serde_json::Value) -> Result<Action, String> {
        card_list::action_from_json(&self.content, value)
    }

    fn describe_action(&self, _state: &WovenState, _seat: Seat, action: &Action) -> String {
        describe::describe_action(&self.content, action)
    }
}
