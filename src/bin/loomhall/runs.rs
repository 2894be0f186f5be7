//! What `simulate` and `tournament` share: checking the set-up, playing one game between bots,
//! and playing all the games of a run on several threads while tallying their results.

use super::args::RunArgs;
use super::panics;
use loomhall::ai::{choose, Bot};
use loomhall::core::{Game, GameRng, Match, Outcome, Seat, Viewer};
use serde_json::Value;
use std::sync::atomic::{AtomicBool, Ordering};

/// The most actions one game may take before it is counted as unfinished.
pub const MAX_ACTIONS_PER_GAME: usize = 200_000;

/// How one game went.
pub enum Played {
    /// The game ended after this many actions.
    Ended(Outcome, usize),
    /// Still running after [`MAX_ACTIONS_PER_GAME`] actions.
    Unfinished,
    /// The rules refused a bot's action, or a seat had to act with no legal action: an engine
    /// defect, counted in the run's `errors`.
    Refused(String),
}

/// The figures a run keeps as its games end, one copy per thread, merged at the end. Nothing
/// is stored per game, so a run's memory does not grow with `--games`.
pub trait Tally: Clone + Send {
    fn add(&mut self, game: u64, played: Played);
    fn merge(&mut self, other: Self);
}

/// Game `i` of a run starting at `seed` is dealt from seed `seed + i`.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(i)
}

impl RunArgs {
    /// Checks the run against the game before any game is played: the number of bots must be
    /// a seat count the game allows, and the options must set up the first game (an unknown
    /// Weavers deck fails here, as a set-up error rather than as engine errors).
    pub fn setup<G: Game>(&self, game: &G) -> Result<G::Options, Value> {
        let seats = self.bots.len();
        if seats < game.min_seats() || seats > game.max_seats() {
            let allowed = match (game.min_seats(), game.max_seats()) {
                (min, max) if min == max => format!("exactly {min}"),
                (min, max) => format!("{min} to {max}"),
            };
            return Err(Value::from(format!("{} is for {allowed} seats; --bots names {seats}", game.name())));
        }
        let options: G::Options = match &self.options {
            None => G::Options::default(),
            Some(json) => loomhall::core::strict_with_limits(json)
                .map_err(|e| Value::from(format!("invalid --options for {}: {e}", game.id())))?,
        };
        game.new_game(&options, seats, game_seed(self.seed, 0))
            .map_err(|e| Value::from(format!("{} cannot be set up with these --options: {e}", game.name())))?;
        Ok(options)
    }

    /// Plays game `i` for every `i` in `0..games` with `play_one` on `threads` threads and
    /// returns the sum of their tallies: the figures do not depend on the thread count. A game
    /// that cannot be set up or that panics stops the run with an error naming it.
    pub fn play_all<T: Tally>(
        &self,
        empty: T,
        play_one: impl Fn(u64) -> Result<Played, String> + Sync,
    ) -> Result<T, Value> {
        let threads = self.threads.min(usize::try_from(self.games).unwrap_or(usize::MAX)).max(1);
        let stop = AtomicBool::new(false);
        let results: Vec<Result<T, Failure>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let (play_one, stop, tally) = (&play_one, &stop, empty.clone());
                    scope.spawn(move || self.play_share(t, threads, tally, play_one, stop))
                })
                .collect();
            // A worker's own panic (outside a game) was printed by the default hook.
            let lost = || Failure { game: u64::MAX, message: "a worker thread panicked".into() };
            workers.into_iter().map(|w| w.join().unwrap_or_else(|_| Err(lost()))).collect()
        });
        let mut total = empty;
        let mut first_failure: Option<Failure> = None;
        for result in results {
            match result {
                Ok(tally) => total.merge(tally),
                Err(failure) if first_failure.as_ref().is_none_or(|first| failure.game < first.game) => {
                    first_failure = Some(failure)
                }
                Err(_) => {}
            }
        }
        match first_failure {
            Some(failure) => Err(Value::from(failure.message)),
            None => Ok(total),
        }
    }

    /// One thread's share of a run: games `t`, `t + threads`, … in order, until the run stops.
    fn play_share<T: Tally>(
        &self,
        t: usize,
        threads: usize,
        mut tally: T,
        play_one: impl Fn(u64) -> Result<Played, String>,
        stop: &AtomicBool,
    ) -> Result<T, Failure> {
        for game in (t as u64..self.games).step_by(threads) {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let seed = game_seed(self.seed, game);
            let played = panics::catching(|| {
                injected_panic(game);
                play_one(game)
            });
            let message = match played {
                Ok(Ok(played)) => {
                    tally.add(game, played);
                    continue;
                }
                Ok(Err(setup)) => format!("game {game} (seed {seed}) cannot be set up: {setup}"),
                Err(panic) => format!("engine defect: game {game} (seed {seed}) {panic}"),
            };
            stop.store(true, Ordering::Relaxed);
            return Err(Failure { game, message });
        }
        Ok(tally)
    }
}

/// Why a run stopped, and at which game.
struct Failure {
    game: u64,
    message: String,
}

/// Plays one game from `seed`, each seat's bot deciding from its own view. `Err` when the game
/// cannot be set up; an engine defect during play is [`Played::Refused`].
pub fn play<G: Game>(game: &G, options: &G::Options, bots: &[&Bot], seed: u64) -> Result<Played, String> {
    let mut m = Match::new(game, options, bots.len(), seed).map_err(|e| e.to_string())?;
    let mut decision_seeds = GameRng::seeded(seed ^ 0x5eed);
    for step in 0..MAX_ACTIONS_PER_GAME {
        if let Some(outcome) = game.outcome(&m.state) {
            if let Some(seat) = outcome.winners.iter().find(|&&w| w >= bots.len()) {
                return Ok(Played::Refused(format!("seed {seed}: the outcome names seat {seat}, not at the table")));
            }
            return Ok(Played::Ended(outcome, step));
        }
        let Some(&seat) = game.active_seats(&m.state).first() else {
            return Ok(Played::Refused(format!("seed {seed}: no seat to act but no outcome")));
        };
        let Some(bot) = bots.get(seat) else {
            return Ok(Played::Refused(format!("seed {seed}: seat {seat} has no bot")));
        };
        let view = game.view(&m.state, Viewer::Seat(seat));
        let Some(action) = choose(game, &view, seat, bot, decision_seeds.next_u64()) else {
            return Ok(Played::Refused(format!("seed {seed}: seat {seat} is active with no legal action")));
        };
        if let Err(e) = m.play(game, seat, &action) {
            return Ok(Played::Refused(format!("seed {seed}, action {step}: {e}")));
        }
    }
    Ok(Played::Unfinished)
}

/// The seat that won alone, if one did.
pub fn sole_winner(outcome: &Outcome) -> Option<Seat> {
    match outcome.winners.as_slice() {
        [w] => Some(*w),
        _ => None,
    }
}

/// Test hook, compiled only with debug assertions (`cargo test`, the `ci` profile; never in a
/// release build): `LOOMHALL_TEST_PANIC_GAME=i` makes game `i` panic as an engine defect would,
/// so tests/cli.rs can check that such a run fails instead of printing partial figures.
#[cfg(debug_assertions)]
fn injected_panic(game: u64) {
    static AT: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    let at = AT.get_or_init(|| std::env::var("LOOMHALL_TEST_PANIC_GAME").ok().and_then(|v| v.parse().ok()));
    if *at == Some(game) {
        panic!("injected by LOOMHALL_TEST_PANIC_GAME={game}");
    }
}

#[cfg(not(debug_assertions))]
fn injected_panic(_game: u64) {}

/// Final scores summed per player (a seat, or a bot's place in `--bots`), with how many games
/// gave one; games whose outcome counts no points add nothing.
#[derive(Clone, Default)]
pub struct Scores {
    sums: Vec<(i64, u64)>,
}

impl Scores {
    pub fn new(players: usize) -> Self {
        Scores { sums: vec![(0, 0); players] }
    }

    /// Adds one game's `scores` (by seat); `player` names who sat at each seat.
    pub fn add(&mut self, scores: &[i32], player: impl Fn(usize) -> usize) {
        for (seat, &score) in scores.iter().enumerate() {
            if let Some(sum) = self.sums.get_mut(player(seat)) {
                sum.0 += i64::from(score);
                sum.1 += 1;
            }
        }
    }

    pub fn merge(&mut self, other: Scores) {
        for (sum, more) in self.sums.iter_mut().zip(other.sums) {
            sum.0 += more.0;
            sum.1 += more.1;
        }
    }

    /// (sum, games) per player.
    pub fn totals(&self) -> Vec<(i64, u64)> {
        self.sums.clone()
    }

    /// The mean score per player, `None` (JSON null) where no game counted points.
    pub fn means(&self) -> Vec<Option<f64>> {
        self.sums.iter().map(|&(sum, n)| (n > 0).then(|| sum as f64 / n as f64)).collect()
    }
}
