//! The AI worker's job in plain Rust (so it is tested natively): a request names a game, a
//! seat, that seat's view as JSON, a bot and a seed; the answer is the chosen action as JSON
//! plus the root choices with estimated win rates (for hints). The search runs in chunks and
//! reports progress between them; the reporter can stop it early.
//!
//! JSON travels as text: the worker's channel encodes with bincode, which cannot carry a
//! `serde_json::Value`.

use crate::ai::{Bot, Budget, Decision};
use crate::core::{parse_json, Game, Seat};
use crate::games::{self, GameVisitor};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Chosen by the caller to match updates to requests.
    pub id: u64,
    pub game: String,
    pub seat: Seat,
    /// The seat's view (`Game::view`) as JSON text: the only thing the AI is given.
    pub view: String,
    /// A bot name: `random`, `greedy`, `ismcts:easy|normal|hard`, `ismcts:N`.
    pub bot: String,
    pub seed: u64,
    /// Scales a searching bot's iteration budget (the "AI speed" setting); 1.0 = as named.
    pub budget_factor: f64,
    /// Spend the whole budget even once the choice is decided (the device check measures speed).
    #[serde(default)]
    pub full_budget: bool,
    /// A wall-clock limit on the answer in ms (0: none), which the browser's worker enforces by
    /// answering with the best choice so far (`ThinkReply::stopped_early`); natively the whole
    /// budget is always spent. Set from the bot's level (`Bot::time_limit_ms`).
    #[serde(default)]
    pub time_limit_ms: u32,
    /// The device check as the page sends it (`speed_check`): no view yet; whoever thinks deals
    /// the request itself (`speed_request`), so the page's main thread neither loads the game's
    /// cards nor builds a view for it.
    #[serde(default)]
    pub speed_check: bool,
    /// A hint was asked for ("What would the computer do?"): the first `HINT_CHOICES` ranked
    /// choices carry the game's reasons for them (`Game::hint_reasons`, from the same view).
    #[serde(default)]
    pub explain: bool,
}

impl ThinkRequest {
    /// What `seat` should do, asked of `bot` with `seat`'s view of the game (the only thing the
    /// AI is given). The id is set by whoever sends it; the budget is the bot's as named.
    pub fn new<G: Game>(game: &G, view: &G::View, seat: Seat, bot: &str, seed: u64) -> ThinkRequest {
        ThinkRequest {
            id: 0,
            game: game.id().to_string(),
            seat,
            view: serde_json::to_string(view).unwrap_or_default(),
            bot: bot.to_string(),
            seed,
            budget_factor: 1.0,
            full_budget: false,
            time_limit_ms: Bot::parse(bot).map(|b| b.time_limit_ms()).unwrap_or(0),
            speed_check: false,
            explain: false,
        }
    }

    /// The hint: what `seat` would do at the hints' level, its best choices with reasons.
    pub fn hint<G: Game>(game: &G, view: &G::View, seat: Seat, seed: u64) -> ThinkRequest {
        ThinkRequest { explain: true, ..ThinkRequest::new(game, view, seat, HINT_BOT, seed) }
    }
}

/// The level a hint is thought at.
pub const HINT_BOT: &str = "ismcts:normal";

/// How many of the search's best choices a hint shows, each with its reasons.
pub const HINT_CHOICES: usize = 3;

/// Iterations of the speed measurement: a second or two of work on a typical device, long
/// enough for a steady figure (and for a person to press stop).
pub const SPEED_ITERATIONS: u32 = 40_000;

/// The speed measurement (the home page's device check, `loomhall bench`, `scripts/perf.sh`):
/// the first seat to act in a fresh game (deal 1) searches `iterations` with seed 7, spending
/// the whole budget. Natively and in the browser's worker it is the same request, so their
/// speeds compare. `None` for a game that cannot deal its default options.
pub fn speed_request<G: Game>(game: &G, iterations: u32) -> Option<ThinkRequest> {
    dealt_speed_request(game, &speed_bot(iterations))
}

/// The speed measurement as the page sends it to the worker: the game and the budget only; the
/// worker deals it (`think`), the same request as `speed_request`'s.
pub fn speed_check(game: &str, iterations: u32) -> ThinkRequest {
    ThinkRequest {
        id: 0,
        game: game.to_string(),
        seat: 0,
        view: String::new(),
        bot: speed_bot(iterations),
        seed: 7,
        budget_factor: 1.0,
        full_budget: true,
        time_limit_ms: 0,
        speed_check: true,
        explain: false,
    }
}

fn speed_bot(iterations: u32) -> String {
    format!("ismcts:{iterations}")
}

fn dealt_speed_request<G: Game>(game: &G, bot: &str) -> Option<ThinkRequest> {
    let state = game.new_game(&G::Options::default(), game.min_seats(), 1).ok()?;
    let seat = *game.active_seats(&state).first()?;
    let view = game.view(&state, crate::core::Viewer::Seat(seat));
    Some(ThinkRequest { full_budget: true, time_limit_ms: 0, ..ThinkRequest::new(game, &view, seat, bot, 7) })
}

/// A root action the search considered, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RankedChoice {
    /// The action as JSON text.
    pub action: String,
    pub visits: u32,
    /// Mean reward for the searching seat in [0, 1] (1 = always won in the search).
    pub win_rate: f64,
    /// Why a player might choose it, in the game's words (`Game::hint_reasons`): only for a
    /// hint's first `HINT_CHOICES` choices.
    #[serde(default)]
    pub reasons: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkReply {
    pub id: u64,
    /// The chosen action as JSON text; `None` when the seat has nothing to do.
    pub action: Option<String>,
    pub choices: Vec<RankedChoice>,
    pub iterations: u32,
    /// True when the search was stopped before its budget.
    pub stopped_early: bool,
    /// The build of the worker that answered (the browser's AI worker fills it in, so the page
    /// can tell it is of its own build; empty natively).
    #[serde(default)]
    pub build: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ThinkUpdate {
    Progress { id: u64, done: u32, total: u32 },
    Done(ThinkReply),
    Failed { id: u64, message: String },
}

impl ThinkUpdate {
    pub fn id(&self) -> u64 {
        match self {
            ThinkUpdate::Progress { id, .. } | ThinkUpdate::Failed { id, .. } => *id,
            ThinkUpdate::Done(reply) => reply.id,
        }
    }
}

/// Iterations per chunk: small enough that progress moves smoothly.
const CHUNK: u32 = 50;

/// Runs a request on a game from the registry. `report(done, total)` is called after every
/// chunk; returning `false` stops the search and answers with the best choice so far.
pub fn think(request: &ThinkRequest, report: impl FnMut(u32, u32) -> bool) -> Result<ThinkReply, String> {
    games::visit(&request.game, Visitor { request, report })?
}

struct Visitor<'a, R> {
    request: &'a ThinkRequest,
    report: R,
}

impl<R: FnMut(u32, u32) -> bool> GameVisitor for Visitor<'_, R> {
    type Output = Result<ThinkReply, String>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        think_game(game, self.request, self.report)
    }
}

/// `think` for the one game a caller knows by type: a browser AI worker is built for one game
/// (`src/bin/worker_<game>.rs`), so it links that engine only. A request for another game is an
/// error, not an answer about the wrong game.
pub fn think_game<G: Game>(
    game: &G,
    request: &ThinkRequest,
    report: impl FnMut(u32, u32) -> bool,
) -> Result<ThinkReply, String> {
    if request.game != game.id() {
        return Err(format!("the computer player for {} was asked about '{}'", game.name(), request.game));
    }
    if !request.speed_check {
        return think_with(game, request, report);
    }
    let dealt = dealt_speed_request(game, &request.bot)
        .ok_or_else(|| format!("{} cannot deal a game to measure with", game.name()))?;
    think_with(game, &ThinkRequest { id: request.id, ..dealt }, report)
}

/// Each game's `think_game` on its built-in content, by the game's id: the entry point of that
/// game's AI worker (`src/bin/worker_<id>.rs`), which links no other engine.
pub mod by_game {
    use super::{think_game, ThinkReply, ThinkRequest};

    macro_rules! thinkers {
        ($($id:ident => $game:ident),* $(,)?) => {$(
            pub fn $id(request: &ThinkRequest, report: &mut dyn FnMut(u32, u32) -> bool) -> Result<ThinkReply, String> {
                think_game(crate::games::$id::$game::standard()?, request, report)
            }
        )*};
    }
    crate::games::with_games!(thinkers);
}

/// `think` for a game value (the registry's, or a test game).
pub fn think_with<G: Game>(
    game: &G,
    request: &ThinkRequest,
    mut report: impl FnMut(u32, u32) -> bool,
) -> Result<ThinkReply, String> {
    let view: G::View = parse_json(&request.view)
        .map_err(|e| format!("the AI was sent a view that is not a {} view: {e}", game.name()))?;
    let bot = Bot::parse(&request.bot)?;
    let to_json = |a: &G::Action| serde_json::to_string(a).map_err(|e| e.to_string());
    let mut reply = ThinkReply {
        id: request.id,
        action: None,
        choices: vec![],
        iterations: 0,
        stopped_early: false,
        build: String::new(),
    };
    let budget = Budget { factor: request.budget_factor, full: request.full_budget };
    let mut search = match Decision::start(game, &view, request.seat, &bot, request.seed, budget) {
        Decision::Settled(action) => {
            reply.action = action.as_ref().map(to_json).transpose()?;
            return Ok(reply);
        }
        Decision::Searching(search) => search,
    };
    let total = search.budget();
    while !search.finished() {
        search.run(CHUNK.min(total - search.iterations_done()));
        if !report(search.iterations_done(), total) {
            reply.stopped_early = search.iterations_done() < total;
            break;
        }
    }
    reply.iterations = search.iterations_done();
    for (rank, choice) in search.ranked().into_iter().enumerate() {
        let reasons = if request.explain && rank < HINT_CHOICES {
            game.hint_reasons(&view, request.seat, &choice.action)
        } else {
            Vec::new()
        };
        reply.choices.push(RankedChoice {
            action: to_json(&choice.action)?,
            visits: choice.visits,
            win_rate: choice.win_rate,
            reasons,
        });
    }
    reply.action = search.best().as_ref().map(to_json).transpose()?;
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Viewer;
    use crate::games::weavers::{State as WeaversState, Weavers};
    use crate::testing::tally::{Tally, TallyState};

    fn request(state: &TallyState, seat: Seat, bot: &str) -> ThinkRequest {
        ThinkRequest { id: 7, ..ThinkRequest::new(&Tally, &Tally.view(state, Viewer::Seat(seat)), seat, bot, 42) }
    }

    fn near_the_end() -> TallyState {
        let mut s = Tally.new_game(&(), 2, 5).unwrap();
        s.total = s.target - 2; // adding 2 (or 3) wins now
        s
    }

    /// A fresh two-seat game of Weavers (deal 11) and the first seat to act in it.
    fn weavers_opening() -> (&'static Weavers, WeaversState, Seat) {
        let game = Weavers::standard().unwrap();
        let state = game.new_game(&Default::default(), 2, 11).unwrap();
        let seat = game.active_seats(&state)[0];
        (game, state, seat)
    }

    /// What that first seat should do, asked of a small search (60 iterations, seed 5).
    fn weavers_opening_request() -> ThinkRequest {
        let (game, state, seat) = weavers_opening();
        ThinkRequest::new(game, &game.view(&state, Viewer::Seat(seat)), seat, "ismcts:60", 5)
    }

    #[test]
    fn the_search_finds_the_winning_move_and_reports_progress() {
        let s = near_the_end();
        let mut reports = vec![];
        let reply = think_with(&Tally, &request(&s, 0, "ismcts:400"), |done, total| {
            reports.push((done, total));
            true
        })
        .unwrap();
        assert_eq!(reply.iterations, 400);
        assert_eq!(reports.len(), 8);
        assert_eq!(reports.last(), Some(&(400, 400)));
        let best: u32 = serde_json::from_str(reply.action.as_deref().unwrap()).unwrap();
        assert!(best >= 2, "a winning add, got {best}");
        assert_eq!(reply.choices.len(), 3);
        assert!(reply.choices[0].win_rate > 0.9);
    }

    #[test]
    fn it_matches_the_native_bot_for_the_same_seed() {
        let s = Tally.new_game(&(), 3, 9).unwrap();
        for bot in ["random", "greedy", "ismcts:easy", "ismcts:200"] {
            let req = request(&s, 0, bot);
            let reply = think_with(&Tally, &req, |_, _| true).unwrap();
            let native = crate::ai::choose(&Tally, &Tally.view(&s, Viewer::Seat(0)), 0, &Bot::parse(bot).unwrap(), 42);
            assert_eq!(reply.action, native.map(|a| serde_json::to_string(&a).unwrap()), "{bot}");
        }
    }

    #[test]
    fn stopping_early_still_answers() {
        let s = near_the_end();
        let reply = think_with(&Tally, &request(&s, 0, "ismcts:1000"), |done, _| done < 100).unwrap();
        assert!(reply.stopped_early);
        assert_eq!(reply.iterations, 100);
        assert!(reply.action.is_some());
    }

    #[test]
    fn the_speed_setting_scales_the_budget() {
        let s = near_the_end();
        let mut req = request(&s, 0, "ismcts:400");
        req.budget_factor = 0.25;
        assert_eq!(think_with(&Tally, &req, |_, _| true).unwrap().iterations, 100);
    }

    #[test]
    fn a_registered_game_is_reached_by_id_and_answers_a_legal_action() {
        let (game, state, seat) = weavers_opening();
        let request = weavers_opening_request();
        let reply = think(&request, |_, _| true).unwrap();
        let action = serde_json::from_str(reply.action.as_deref().unwrap()).unwrap();
        assert!(game.legal_actions(&state, seat).contains(&action));
    }

    #[test]
    fn a_game_s_own_thinker_answers_as_the_registry_does_and_refuses_other_games() {
        let request = weavers_opening_request();
        assert_eq!(by_game::weavers(&request, &mut |_, _| true), think(&request, |_, _| true));
        let measured = by_game::woven(&speed_check("woven", 20), &mut |_, _| true).unwrap();
        assert_eq!(measured.iterations, 20, "each game's worker deals its own device check");
        let refused = by_game::woven(&request, &mut |_, _| true).unwrap_err();
        assert!(refused.contains("Woven") && refused.contains("weavers"), "{refused}");
    }

    #[test]
    fn a_hint_carries_the_game_s_reasons_for_its_first_choices_and_a_move_none() {
        let (game, state, seat) = weavers_opening();
        let view = game.view(&state, Viewer::Seat(seat));
        let hint = ThinkRequest { bot: "ismcts:60".into(), ..ThinkRequest::hint(game, &view, seat, 5) };
        assert!(hint.explain && ThinkRequest::hint(game, &view, seat, 5).bot == HINT_BOT);
        let reply = think(&hint, |_, _| true).unwrap();
        assert!(reply.choices.len() > HINT_CHOICES, "enough choices to see the cut");
        for (rank, choice) in reply.choices.iter().enumerate() {
            let action = serde_json::from_str(&choice.action).unwrap();
            let expected = if rank < HINT_CHOICES { game.hint_reasons(&view, seat, &action) } else { vec![] };
            assert_eq!(choice.reasons, expected, "choice {rank}");
        }
        assert!(!reply.choices[0].reasons.is_empty(), "Weavers gives reasons in the Draw phase");
        let moved = think(&ThinkRequest { explain: false, ..hint }, |_, _| true).unwrap();
        assert!(moved.choices.iter().all(|c| c.reasons.is_empty()), "a computer's move asks for none");
        assert_eq!(moved.action, reply.action, "and the search is the same");
    }

    #[test]
    fn the_page_s_speed_check_is_dealt_by_the_thinker_as_the_bench_s_speed_request() {
        let weavers = crate::games::weavers::Weavers::standard().unwrap();
        let native = think_with(weavers, &speed_request(weavers, 300).unwrap(), |_, _| true).unwrap();
        let check = ThinkRequest { id: 9, ..speed_check("weavers", 300) };
        assert!(check.view.is_empty(), "the page sends no view");
        let dealt = think(&check, |_, _| true).unwrap();
        assert_eq!(dealt, ThinkReply { id: 9, ..native });
        assert_eq!(dealt.iterations, 300, "the whole budget is spent");
    }

    #[test]
    fn easy_and_normal_answers_are_time_limited_in_the_browser_and_measuring_is_not() {
        let s = near_the_end();
        let limit = |bot: &str| request(&s, 0, bot).time_limit_ms;
        assert_eq!((limit("ismcts:easy"), limit("ismcts:normal"), limit("ismcts")), (900, 900, 900));
        assert_eq!((limit("ismcts:hard"), limit("ismcts:400"), limit("greedy")), (0, 0, 0));
        assert_eq!(speed_request(&Tally, 1000).unwrap().time_limit_ms, 0);
        // Natively the limit is not enforced: the whole budget is spent.
        let normal = think_with(&Tally, &request(&s, 0, "ismcts:normal"), |_, _| true).unwrap();
        assert!(!normal.stopped_early && normal.iterations > 0);
    }

    #[test]
    fn bad_requests_are_errors() {
        let s = near_the_end();
        let mut req = request(&s, 0, "ismcts:400");
        req.view = "{\"nope\":1}".into();
        assert!(think_with(&Tally, &req, |_, _| true).unwrap_err().contains("not a Tally view"));
        let req = request(&s, 0, "clever");
        assert!(think_with(&Tally, &req, |_, _| true).unwrap_err().contains("unknown bot"));
        assert!(think(&request(&s, 0, "random"), |_, _| true).unwrap_err().contains("unknown game"));
    }
}

/// The same request gives the same answer natively and in the browser's WASM (pinned numbers).
#[cfg(test)]
pub(crate) mod pinned {
    use super::*;
    use crate::core::Viewer;
    use crate::testing::tally::Tally;

    pub fn visits_for_a_fixed_request() -> Vec<u32> {
        let state = Tally.new_game(&(), 3, 2024).unwrap();
        let request = ThinkRequest::new(&Tally, &Tally.view(&state, Viewer::Seat(0)), 0, "ismcts:300", 99);
        let reply = think_with(&Tally, &request, |_, _| true).unwrap();
        reply.choices.iter().map(|c| c.visits).collect()
    }

    #[test]
    fn native_answer_is_pinned() {
        assert_eq!(visits_for_a_fixed_request(), PINNED_VISITS);
    }

    pub const PINNED_VISITS: [u32; 3] = [131, 71, 40];
}
