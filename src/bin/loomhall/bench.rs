//! `loomhall bench`: random playouts and ISMCTS iterations per second, on one core; the speed
//! request the browser's device check runs; optionally each answer's time over a whole game.

use super::args::BenchArgs;
use super::runs::MAX_ACTIONS_PER_GAME;
use loomhall::ai::{Bot, Ismcts, SearchConfig};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::{self, GameVisitor};
use loomhall::think::{self, speed_request, ThinkRequest};
use serde_json::{json, Value};
use std::time::Instant;

pub fn bench(args: &BenchArgs) -> Result<Value, Value> {
    let bench = Bench { seconds: args.seconds, iterations: args.iterations, answers: args.answers.clone() };
    games::visit(&args.game, bench)?
}

struct Bench {
    /// How long each measurement runs: finite, more than 0 (checked when parsed).
    seconds: f64,
    /// The speed request's iterations (0: not run).
    iterations: u32,
    answers: Option<Bot>,
}

impl GameVisitor for Bench {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let seats = game.min_seats();
        let options = G::Options::default();
        let mut rng = GameRng::seeded(1);

        // Random playouts from fresh deals, to the end.
        let started = Instant::now();
        let mut playouts = 0u64;
        while started.elapsed().as_secs_f64() < self.seconds {
            let Ok(mut state) = game.new_game(&options, seats, playouts) else { break };
            for _ in 0..MAX_ACTIONS_PER_GAME {
                let Some(&seat) = game.active_seats(&state).first() else { break };
                let actions = game.legal_actions(&state, seat);
                let Some(action) = rng.pick(&actions).cloned() else { break };
                if game.apply(&mut state, seat, &action).is_err() {
                    break;
                }
            }
            playouts += 1;
        }
        let playout_rate = playouts as f64 / started.elapsed().as_secs_f64();

        // ISMCTS iterations with the default search configuration, from the opening position.
        let mut iterations = 0u64;
        let started = Instant::now();
        if let Ok(state) = game.new_game(&options, seats, 1) {
            if let Some(&seat) = game.active_seats(&state).first() {
                let view = game.view(&state, Viewer::Seat(seat));
                let config = SearchConfig { iterations: u32::MAX, stop_when_decided: false, ..SearchConfig::default() };
                let mut search = Ismcts::new(game, view, seat, config);
                while started.elapsed().as_secs_f64() < self.seconds {
                    search.run(50);
                }
                iterations = search.iterations_done() as u64;
            }
        }
        let iteration_rate = iterations as f64 / started.elapsed().as_secs_f64();
        let mut out = json!({
            "game": game.id(),
            "random_playouts_per_s": playout_rate.round(),
            "ismcts_iterations_per_s": iteration_rate.round(),
        });
        if self.iterations > 0 {
            out["speed_request"] = speed(game, self.iterations)?;
        }
        if let Some(bot) = &self.answers {
            out["answers"] = answers(game, bot)?;
        }
        Ok(out)
    }
}

/// The device check's request (`think::speed_request`), run as the browser's worker runs it.
fn speed<G: Game>(game: &G, iterations: u32) -> Result<Value, Value> {
    let request = speed_request(game, iterations).ok_or_else(|| json!("the game cannot deal a speed request"))?;
    let started = Instant::now();
    let reply = think::think_with(game, &request, |_, _| true)?;
    let seconds = started.elapsed().as_secs_f64();
    Ok(json!({
        "iterations": reply.iterations,
        "ms": (seconds * 1000.0).round(),
        "iterations_per_s": (reply.iterations as f64 / seconds.max(1e-9)).round(),
    }))
}

/// One game (deal 1, fewest seats) with `bot` at every seat, each answer asked as the browser
/// asks its worker (the seat's view as JSON, a seed per position): how long the searched ones
/// took.
fn answers<G: Game>(game: &G, bot: &Bot) -> Result<Value, Value> {
    let mut state = game.new_game(&G::Options::default(), game.min_seats(), 1).map_err(|e| json!(e.to_string()))?;
    let (mut times, mut iterations, mut actions) = (Vec::new(), 0u64, 0u64);
    while game.outcome(&state).is_none() && actions < MAX_ACTIONS_PER_GAME as u64 {
        let Some(&seat) = game.active_seats(&state).first() else { break };
        let view = game.view(&state, Viewer::Seat(seat));
        let seed = 1 ^ actions.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let request = ThinkRequest::new(game, &view, seat, &bot.to_string(), seed);
        let started = Instant::now();
        let reply = think::think_with(game, &request, |_, _| true)?;
        if reply.iterations > 0 {
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            iterations += u64::from(reply.iterations);
        }
        let text = reply.action.ok_or_else(|| json!("an active seat had nothing to do"))?;
        let action: G::Action = serde_json::from_str(&text).map_err(|e| json!(e.to_string()))?;
        game.apply(&mut state, seat, &action).map_err(|e| json!(e.to_string()))?;
        actions += 1;
    }
    let total: f64 = times.iter().sum();
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times.get(((times.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    Ok(json!({
        "bot": bot.to_string(),
        "actions": actions,
        "searched": times.len(),
        "median_ms": at(0.5).round(),
        "max_ms": at(1.0).round(),
        "iterations_per_s": (iterations as f64 / (total / 1000.0).max(1e-9)).round(),
    }))
}
