//! The conformance suite every game passes, after OpenSpiel's `RandomSimTest` and
//! `ResampleInfostateTest`: random legal games at every seat count, with the [`Game`] contract
//! checked after each action. A game's test calls it in one line:
//!
//! ```ignore
//! conformance::check(Woven::standard().unwrap(), &Conformance::default())
//! ```
//!
//! It panics on the first violation, naming the seat count, seed, action and what failed, and
//! how to replay just that game. What it holds every game to:
//! - play: a game ends within `max_actions_per_game`; `outcome` is `Some` exactly when no seat
//!   is active; every active seat has a legal action and every legal action applies; a seat
//!   that is not active (or does not exist) has no legal action and is refused;
//! - refusals: any action not in `legal_actions(state, seat)` (actions seen elsewhere in play,
//!   an active seat's action tried by another seat, any action by a seat out of range) is
//!   refused with a message and the state exactly as it was;
//! - worlds: `determinize(view(s, seat), seat)` shows that seat the view it came from, the same
//!   legal actions (in any order) and the same game-over status; see [`Conformance`] for the
//!   one allowed difference (other seats' secret choices taken back);
//! - `first_active` is the first of `active_seats`; `determinize_into` makes `determinize`'s
//!   world over another state; `hash_view` hashes exactly what hashing the view would, in the position and in a world;
//! - hidden information: two worlds sampled for a seat differ only in what it cannot see, so they
//!   must show it the same view (if a view read a hidden card, the worlds would differ);
//! - records: the game as a [`Match`] record, through JSON, replays to the same state hash and
//!   the same events (same seed and actions, same game; the same seed deals the same game);
//! - serde: State, every View (each seat, spectator, teacher), every legal Action and each sample
//!   Scenario compare equal after a JSON round trip;
//! - words: `describe_action` of a legal action, `progress_label` and every event are not empty,
//!   and events cite this game's rules;
//! - the game's own invariant hook, on every state played and every world sampled.

use super::{state_hash, Event, Game, GameRng, Match, Record, Seat, Viewer};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;

/// Random actions when `LOOMHALL_FUZZ_ACTIONS` is not set: enough to reach every phase many
/// times, few enough that the native tests stay quick. `make test` and `make fuzz` set more.
pub const DEFAULT_ACTIONS: usize = 20_000;

/// A game-specific invariant, checked on every state: `Err` says what is wrong.
pub type Invariant<G> = fn(&G, &<G as Game>::State) -> Result<(), String>;

/// How much to play and what else to check. `Default` plays `LOOMHALL_FUZZ_ACTIONS` actions
/// over every seat count with the default options and no extra invariant.
///
/// Determinize may take back a secret choice other seats have committed (Weavers and Duel do:
/// the search must choose for them again, never read their choice). The world then lists more
/// active seats than the truth; the suite accepts that and checks instead that the world is a
/// fixed point (its view round-trips exactly) and keeps the seat's own legal actions. When the
/// active seats agree, the round trip must be exact.
pub struct Conformance<G: Game> {
    /// Options games are dealt with, one per seed in turn.
    pub options: Vec<G::Options>,
    /// Seat counts to play; `None` is every count from `min_seats` to `max_seats`.
    pub seats: Option<RangeInclusive<usize>>,
    /// Games played at least, per seat count (seeds `first_seed`, `first_seed + 1`, ...).
    pub games: usize,
    /// Random actions in total, shared evenly by the seat counts; games go on until both
    /// `games` and this are reached.
    pub actions: usize,
    /// A game still running after this many actions is reported as one that does not end.
    pub max_actions_per_game: usize,
    pub first_seed: u64,
    /// Games per seat count whose every position gets the full checks (views, worlds, serde,
    /// refusals, every legal action applied); later games get them every `deep_every` actions.
    pub thorough_games: usize,
    pub deep_every: usize,
    /// The game's own invariant, checked on every state played and every world sampled.
    pub invariant: Option<Invariant<G>>,
    /// A costly game-specific check (e.g. two ways of computing the same rule agree), run on
    /// played positions where the full checks run.
    pub deep_invariant: Option<Invariant<G>>,
    /// Starting positions to check (JSON round trip, setup) and play from, as from a seed.
    pub scenarios: Vec<G::Scenario>,
}

impl<G: Game> Default for Conformance<G> {
    fn default() -> Self {
        Conformance {
            options: vec![G::Options::default()],
            seats: None,
            games: 8,
            actions: fuzz_actions(),
            max_actions_per_game: 20_000,
            first_seed: 1,
            thorough_games: 1,
            deep_every: 128,
            invariant: None,
            deep_invariant: None,
            scenarios: Vec::new(),
        }
    }
}

/// `LOOMHALL_FUZZ_ACTIONS`, or [`DEFAULT_ACTIONS`].
pub fn fuzz_actions() -> usize {
    std::env::var("LOOMHALL_FUZZ_ACTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_ACTIONS)
}

/// Checks `game` against the contract; panics with a clear message on the first violation.
pub fn check<G: Game>(game: &G, config: &Conformance<G>) {
    let counts = config.seats.clone().unwrap_or(game.min_seats()..=game.max_seats());
    let mut at = At::<G::Action>::new(game.name(), 0, String::new());
    if counts.is_empty() || config.options.is_empty() {
        at.fail("nothing to check: no seat count or no options");
    }
    let options = &config.options[0];
    for seats in [game.min_seats().saturating_sub(1), game.max_seats() + 1] {
        if seats != 0 && game.new_game(options, seats, 1).is_ok() {
            at.fail(format!("new_game accepts {seats} seats, outside {}..={}", game.min_seats(), game.max_seats()));
        }
    }
    let per_count = config.actions / counts.clone().count().max(1);
    let mut pool = Pool::default();
    for seats in counts {
        let (mut games, mut actions) = (0usize, 0usize);
        while games < config.games || actions < per_count {
            let seed = config.first_seed + games as u64;
            at = At::new(game.name(), seats, format!("seed {seed}"));
            // Chosen by seed, so a failing game can be played again alone.
            let options = &config.options[seed as usize % config.options.len()];
            let m = Match::new(game, options, seats, seed).unwrap_or_else(|e| at.fail(format!("setup refused: {e}")));
            let thorough = games < config.thorough_games;
            actions += play(game, config, m, seed, thorough, &mut pool, &mut at).max(1);
            games += 1;
        }
    }
    for (i, scenario) in config.scenarios.iter().enumerate() {
        let seed = config.first_seed + i as u64;
        at = At::new(game.name(), 0, format!("scenario {i}, seed {seed}"));
        check_scenario(game, scenario, seed, &at);
        let m = Match::from_scenario(game, scenario, seed).unwrap_or_else(|e| at.fail(format!("setup refused: {e}")));
        at.seats = game.seat_count(&m.state);
        play(game, config, m, seed, true, &mut pool, &mut at);
    }
}

/// Where the suite is, for the panic message; the last action is formatted only on failure.
struct At<A> {
    game: &'static str,
    seats: usize,
    start: String,
    action: usize,
    last: Option<(Seat, A)>,
}

impl<A: Debug> At<A> {
    fn new(game: &'static str, seats: usize, start: String) -> Self {
        At { game, seats, start, action: 0, last: None }
    }

    fn fail(&self, what: impl Display) -> ! {
        let last = self.last.as_ref().map(|(seat, a)| format!(" (last: seat {seat} played {a:?})")).unwrap_or_default();
        let again = match self.start.strip_prefix("seed ") {
            Some(seed) => format!(
                "\n(to play only this game, set `seats: Some({s}..={s}), first_seed: {seed}, games: 1, actions: 0, \
                 thorough_games: 1, scenarios: vec![]` in the config)",
                s = self.seats
            ),
            None => String::new(),
        };
        panic!(
            "{} fails conformance: {} seats, {}, after {} actions{last}: {what}{again}",
            self.game, self.seats, self.start, self.action
        )
    }
}

/// Plays one random legal game to its end with every check; returns the actions played.
fn play<G: Game>(
    game: &G,
    config: &Conformance<G>,
    mut m: Match<G>,
    seed: u64,
    thorough: bool,
    pool: &mut Pool<G::Action>,
    at: &mut At<G::Action>,
) -> usize {
    let mut rng = GameRng::seeded(seed ^ 0xc0f0_c0f0);
    let mut events = Vec::new();
    let mut n = 0;
    loop {
        at.action = n;
        // The full checks also on the final position: acting after the end must be refused.
        let deep = thorough || n % config.deep_every.max(1) == 0 || game.active_seats(&m.state).is_empty();
        let active = check_position(game, config, &m.state, deep, pool, &mut rng, at);
        if game.first_active(&m.state) != active.first().copied() {
            at.fail(format!("first_active is {:?}, active_seats {active:?}", game.first_active(&m.state)));
        }
        let Some(&seat) = rng.pick(&active) else { break };
        if n >= config.max_actions_per_game {
            at.fail(format!("the game does not end within {} actions", config.max_actions_per_game));
        }
        let legal = game.legal_actions(&m.state, seat);
        let action = rng.pick(&legal).cloned().unwrap_or_else(|| at.fail(format!("active seat {seat} has no action")));
        let label = game.describe_action(&m.state, seat, &action);
        if label.trim().is_empty() {
            at.fail(format!("describe_action of seat {seat}'s legal {action:?} is empty"));
        }
        let played = m
            .play(game, seat, &action)
            .unwrap_or_else(|e| at.fail(format!("seat {seat}'s legal {action:?} refused: {e}")));
        check_events(game, &played, at);
        events.extend(played);
        at.last = Some((seat, action));
        n += 1;
    }
    check_record(game, &m, &events, at);
    n
}

/// Every check on one position; returns its active seats.
fn check_position<G: Game>(
    game: &G,
    config: &Conformance<G>,
    s: &G::State,
    deep: bool,
    pool: &mut Pool<G::Action>,
    rng: &mut GameRng,
    at: &At<G::Action>,
) -> Vec<Seat> {
    let seats = game.seat_count(s);
    if seats != at.seats {
        at.fail(format!("seat_count is {seats}"));
    }
    if let Some(invariant) = config.invariant {
        invariant(game, s).unwrap_or_else(|e| at.fail(format!("invariant: {e}")));
    }
    let active = game.active_seats(s);
    let outcome = game.outcome(s);
    if outcome.is_some() != active.is_empty() {
        at.fail(format!("outcome is {outcome:?} while active seats are {active:?}"));
    }
    if active.iter().any(|&a| a >= seats) || (1..active.len()).any(|i| active[..i].contains(&active[i])) {
        at.fail(format!("active seats {active:?} are not distinct seats of {seats}"));
    }
    if let Some(o) = &outcome {
        if o.winners.iter().any(|&w| w >= seats) || !(o.scores.is_empty() || o.scores.len() == seats) {
            at.fail(format!("outcome {o:?} does not fit {seats} seats"));
        }
    }
    if deep {
        if let Some(invariant) = config.deep_invariant {
            invariant(game, s).unwrap_or_else(|e| at.fail(format!("deep invariant: {e}")));
        }
        check_actions(game, s, &active, pool, rng, at);
        check_refusals(game, s, &active, pool, rng, at);
        check_words_and_serde(game, s, at);
        check_worlds(game, config, s, &active, rng, at);
        check_hint_reasons(game, s, &active, at);
    }
    active
}

/// The most reasons a hint gives one choice, and the longest a reason may be (a line a player
/// reads under the choice).
const MAX_REASONS: usize = 4;
const MAX_REASON_CHARS: usize = 160;

/// Hint reasons (`Game::hint_reasons`, asked with the seat's view as the worker asks): for the
/// first two and the last legal action of each active seat, a few short, non-empty sentences.
fn check_hint_reasons<G: Game>(game: &G, s: &G::State, active: &[Seat], at: &At<G::Action>) {
    for &seat in active {
        let view = game.view(s, Viewer::Seat(seat));
        let legal = game.legal_actions(s, seat);
        let picked = legal.iter().take(2).chain(legal.iter().skip(2).last());
        for action in picked {
            let reasons = game.hint_reasons(&view, seat, action);
            if reasons.len() > MAX_REASONS {
                at.fail(format!("{} hint reasons for seat {seat}'s {action:?}: {reasons:?}", reasons.len()));
            }
            if let Some(r) = reasons.iter().find(|r| r.trim().is_empty() || r.chars().count() > MAX_REASON_CHARS) {
                at.fail(format!("a hint reason for seat {seat}'s {action:?} is empty or too long: {r:?}"));
            }
        }
    }
}

/// Legal actions: an active seat has some and each applies, describes itself and round-trips
/// through JSON (serde's, and a record's with card ids); any other seat (and any seat out of range) has none.
fn check_actions<G: Game>(
    game: &G,
    s: &G::State,
    active: &[Seat],
    pool: &mut Pool<G::Action>,
    rng: &mut GameRng,
    at: &At<G::Action>,
) {
    let seats = game.seat_count(s);
    for seat in (0..seats + 2).chain([usize::MAX]) {
        let legal = game.legal_actions(s, seat);
        if !active.contains(&seat) {
            if let Some(a) = legal.first() {
                at.fail(format!("seat {seat} is not active (active: {active:?}) but has legal action {a:?}"));
            }
            continue;
        }
        if legal.is_empty() {
            at.fail(format!("active seat {seat} has no legal action"));
        }
        for action in &legal {
            if game.describe_action(s, seat, action).trim().is_empty() {
                at.fail(format!("describe_action of seat {seat}'s legal {action:?} is empty"));
            }
            round_trip(action, "Action").unwrap_or_else(|e| at.fail(e));
            // And through a record's form, cards named by id.
            let written = game.action_to_json(s, action);
            match game.action_from_json(s, &written) {
                Ok(back) if back == *action => {}
                other => at.fail(format!("{action:?} written to a record as {written} reads back as {other:?}")),
            }
            let mut next = s.clone();
            if let Err(e) = game.apply(&mut next, seat, action) {
                at.fail(format!("seat {seat}'s legal {action:?} refused: {e}"));
            }
            pool.add(action, rng);
        }
    }
}

/// Actions that are not legal for a seat are refused, with a message and no change of state.
fn check_refusals<G: Game>(
    game: &G,
    s: &G::State,
    active: &[Seat],
    pool: &Pool<G::Action>,
    rng: &mut GameRng,
    at: &At<G::Action>,
) {
    let seats = game.seat_count(s);
    let legal: Vec<Vec<G::Action>> = (0..seats).map(|seat| game.legal_actions(s, seat)).collect();
    // An active seat's action, tried by every seat that may not play it, in range or not.
    for &owner in active {
        let Some(action) = rng.pick(&legal[owner]) else { continue };
        for seat in (0..seats + 2).chain([usize::MAX]) {
            if !legal.get(seat).is_some_and(|l| l.iter().any(|a| game.same_choice(a, action))) {
                expect_refused(game, s, seat, action, &format!("seat {owner}'s action"), at);
            }
        }
    }
    // Actions seen elsewhere in play (other positions, other seats, other games).
    for (seat, own) in legal.iter().enumerate() {
        for _ in 0..8 {
            let Some(action) = rng.pick(&pool.actions) else { break };
            if !own.iter().any(|a| game.same_choice(a, action)) {
                expect_refused(game, s, seat, action, "an action seen elsewhere", at);
            }
        }
    }
}

fn expect_refused<G: Game>(game: &G, s: &G::State, seat: Seat, action: &G::Action, what: &str, at: &At<G::Action>) {
    let mut copy = s.clone();
    match game.apply(&mut copy, seat, action) {
        Ok(_) => at.fail(format!("seat {seat} may play {action:?} ({what}), which is not in its legal actions")),
        Err(e) if e.message.trim().is_empty() => at.fail(format!("refusing seat {seat}'s {action:?} gives no reason")),
        Err(_) if copy != *s => at.fail(format!("refusing seat {seat}'s {action:?} ({what}) changed the state")),
        Err(_) => {}
    }
}

/// The progress label, and JSON round trips of the state and of every viewer's view.
fn check_words_and_serde<G: Game>(game: &G, s: &G::State, at: &At<G::Action>) {
    if game.progress_label(s).trim().is_empty() {
        at.fail("progress_label is empty");
    }
    round_trip(s, "State").unwrap_or_else(|e| at.fail(e));
    let seats = game.seat_count(s);
    for viewer in (0..seats).map(Viewer::Seat).chain([Viewer::Spectator, Viewer::Teacher]) {
        round_trip(&game.view(s, viewer), &format!("View for {viewer:?}")).unwrap_or_else(|e| at.fail(e));
        if !hashes_its_view(game, s, viewer) {
            at.fail(format!("hash_view for {viewer:?} differs from hashing its view"));
        }
    }
}

/// Worlds sampled for each seat from its view (see [`Conformance`] for the rule on secret
/// choices). Why two worlds catch a leak: determinize fills everything the seat cannot see at
/// random, so two worlds agree on what the seat sees and differ in the rest; a view that read
/// any of the rest would show the seat two different views.
fn check_worlds<G: Game>(
    game: &G,
    config: &Conformance<G>,
    s: &G::State,
    active: &[Seat],
    rng: &mut GameRng,
    at: &At<G::Action>,
) {
    let over = game.outcome(s).is_some();
    for seat in 0..game.seat_count(s) {
        let view = game.view(s, Viewer::Seat(seat));
        let worlds = [game.determinize(&view, seat, rng), game.determinize(&view, seat, rng)];
        let seen: Vec<G::View> = worlds.iter().map(|w| game.view(w, Viewer::Seat(seat))).collect();
        // The same world written over another state (here the position itself).
        let seed = rng.next_u64();
        let mut reused = s.clone();
        game.determinize_into(&view, seat, &mut GameRng::seeded(seed), &mut reused);
        if reused != game.determinize(&view, seat, &mut GameRng::seeded(seed)) {
            at.fail(format!("determinize_into for seat {seat} differs from determinize with the same numbers"));
        }
        for (state, what) in [(s, "the position"), (&worlds[0], "a world sampled from its view")] {
            if !hashes_its_view(game, state, Viewer::Seat(seat)) {
                at.fail(format!("hash_view for seat {seat} in {what} differs from hashing its view"));
            }
        }
        for world in &worlds {
            if let Some(invariant) = config.invariant {
                invariant(game, world).unwrap_or_else(|e| at.fail(format!("world sampled for seat {seat}: {e}")));
            }
            if game.outcome(world).is_some() != over {
                at.fail(format!("a world sampled for seat {seat} disagrees on whether the game is over"));
            }
            let (in_world, in_truth) = (game.legal_actions(world, seat), game.legal_actions(s, seat));
            if !same_items(&in_world, &in_truth) {
                at.fail(format!(
                    "seat {seat} has other legal actions in a world sampled from its view\nworld: {in_world:?}\n\
                     truth: {in_truth:?}"
                ));
            }
        }
        if seen[0] != seen[1] {
            at.fail(format!(
                "two worlds sampled for seat {seat} show it different views: its view depends on what it \
                 cannot see\n{:?}\n{:?}",
                seen[0], seen[1]
            ));
        }
        let world_active = game.active_seats(&worlds[0]);
        if world_active == active {
            if seen[0] != view {
                at.fail(format!(
                    "view(determinize(view)) differs for seat {seat}\nview:  {view:?}\nworld: {:?}",
                    seen[0]
                ));
            }
            continue;
        }
        // Other seats' secret choices were taken back: only seats may be added, never this one.
        if !active.iter().all(|a| world_active.contains(a)) || (world_active.contains(&seat) && !active.contains(&seat))
        {
            at.fail(format!("a world sampled for seat {seat} has active seats {world_active:?}, truth {active:?}"));
        }
        let again = game.determinize(&seen[0], seat, rng);
        if game.active_seats(&again) != world_active || game.view(&again, Viewer::Seat(seat)) != seen[0] {
            at.fail(format!("a world sampled for seat {seat} is not a fixed point of view and determinize"));
        }
    }
}

/// `hash_view` writes what hashing the view writes (the same hash under a fixed hasher).
fn hashes_its_view<G: Game>(game: &G, s: &G::State, viewer: Viewer) -> bool {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let (mut direct, mut built) = (DefaultHasher::new(), DefaultHasher::new());
    game.hash_view(s, viewer, &mut direct);
    game.view(s, viewer).hash(&mut built);
    direct.finish() == built.finish()
}

fn check_events<G: Game>(game: &G, events: &[Event], at: &At<G::Action>) {
    for e in events {
        if e.text.trim().is_empty() || e.rule.game != game.id() || e.rule.section.is_empty() {
            at.fail(format!("event {e:?} has no text or does not cite a section of {}'s rules", game.id()));
        }
    }
}

/// The record, through JSON, replays to the same state and events: the same seed and actions
/// give the same game.
fn check_record<G: Game>(game: &G, m: &Match<G>, events: &[Event], at: &At<G::Action>) {
    let json = serde_json::to_string(&m.record).unwrap_or_else(|e| at.fail(format!("record to JSON: {e}")));
    let record = Record::parse(&json).unwrap_or_else(|e| at.fail(format!("record from JSON: {e}")));
    let (replayed, again) =
        Match::<G>::replay(game, &record).unwrap_or_else(|e| at.fail(format!("record does not replay: {e}")));
    if replayed.state_hash() != m.state_hash() || replayed.state != m.state {
        at.fail(format!("record replays to state {} not {}", replayed.state_hash(), m.state_hash()));
    }
    if again != events {
        at.fail("record replays with other events than the game played");
    }
}

/// A scenario survives JSON and sets up the same game from it.
fn check_scenario<G: Game>(game: &G, scenario: &G::Scenario, seed: u64, at: &At<G::Action>) {
    let first = super::scenario_json(game, scenario);
    // Read as hand-written scenarios are: card ids, strictly, with the text limits.
    let back: G::Scenario =
        super::read_scenario(game, &first).unwrap_or_else(|e| at.fail(format!("Scenario from JSON: {e}")));
    if super::scenario_json(game, &back) != first {
        at.fail("Scenario changes in a JSON round trip");
    }
    let (a, b) = (game.from_scenario(scenario, seed), game.from_scenario(&back, seed));
    match (a, b) {
        (Ok(a), Ok(b)) if a == b => {}
        (Ok(a), Ok(b)) => at.fail(format!(
            "a scenario and its JSON copy set up different states: {} and {}",
            state_hash(&a),
            state_hash(&b)
        )),
        (Err(e), _) | (_, Err(e)) => at.fail(format!("sample scenario refused: {e}")),
    }
}

/// The same items, in any order: a view may show a hand sorted, so a world may hold it (and
/// list the actions on it) in another order.
fn same_items<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x)) && b.iter().all(|x| a.contains(x))
}

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T, what: &str) -> Result<(), String> {
    let json = serde_json::to_string(value).map_err(|e| format!("{what} to JSON: {e}"))?;
    // The app and the AI worker read every input through the one reader (`parse_json`); the
    // CLI's bench and the tests read with serde_json's own.
    let back: T = serde_json::from_str(&json).map_err(|e| format!("{what} from JSON: {e}\n{json}"))?;
    let read: T = super::parse_json(&json).map_err(|e| format!("{what} through the app's reader: {e}\n{json}"))?;
    if back != *value || read != *value {
        return Err(format!("{what} changes in a JSON round trip:\n{value:?}\n{back:?}\n{read:?}"));
    }
    Ok(())
}

/// Actions seen legal somewhere in play: candidates for refusals elsewhere.
struct Pool<A> {
    actions: Vec<A>,
}

impl<A> Default for Pool<A> {
    fn default() -> Self {
        Pool { actions: Vec::new() }
    }
}

impl<A: Clone + PartialEq> Pool<A> {
    const CAPACITY: usize = 256;

    fn add(&mut self, action: &A, rng: &mut GameRng) {
        if self.actions.contains(action) {
            return;
        }
        if self.actions.len() < Self::CAPACITY {
            self.actions.push(action.clone());
        } else {
            let i = rng.below(Self::CAPACITY);
            self.actions[i] = action.clone();
        }
    }
}
