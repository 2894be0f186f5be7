//! `loomhall bench`: random playouts and ISMCTS iterations per second, on one core.

use super::args::BenchArgs;
use super::runs::MAX_ACTIONS_PER_GAME;
use loomhall::ai::{Ismcts, SearchConfig};
use loomhall::core::{Game, GameRng, Viewer};
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::time::Instant;

pub fn bench(args: &BenchArgs) -> Result<Value, Value> {
    Ok(games::visit(&args.game, Bench { seconds: args.seconds })?)
}

struct Bench {
    /// How long each measurement runs: finite, more than 0 (checked when parsed).
    seconds: f64,
}

impl GameVisitor for Bench {
    type Output = Value;
    fn visit<G: Game>(self, game: &G) -> Value {
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
        json!({
            "game": game.id(),
            "random_playouts_per_s": playout_rate.round(),
            "ismcts_iterations_per_s": iteration_rate.round(),
        })
    }
}
