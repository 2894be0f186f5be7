//! `loomhall simulate`: bot `k` always sits at seat `k`; wins are counted per seat.

use super::args::RunArgs;
use super::runs::{game_seed, play, sole_winner, Played, Scores, Tally};
use loomhall::ai::Bot;
use loomhall::core::Game;
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::time::Instant;

/// How many engine errors `error_samples` shows (the lowest game numbers).
const ERROR_SAMPLES: usize = 5;

pub fn simulate(run: RunArgs) -> Result<Value, Value> {
    games::visit(&run.game.clone(), Simulate(run))?
}

struct Simulate(RunArgs);

impl GameVisitor for Simulate {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let run = self.0;
        let options = run.setup(game)?;
        let bots: Vec<&Bot> = run.bots.iter().collect();
        let started = Instant::now();
        let empty =
            SeatFigures { wins: vec![0; bots.len()], scores: Scores::new(bots.len()), ..SeatFigures::default() };
        let figures = run.play_all(empty, |i| play(game, &options, &bots, game_seed(run.seed, i)))?;
        let avg_actions = if figures.finished > 0 { figures.actions as f64 / figures.finished as f64 } else { 0.0 };
        Ok(json!({
            "game": game.id(),
            "games": run.games,
            "finished": figures.finished,
            "errors": figures.errors,
            "wins": figures.wins,
            "ties": figures.ties,
            "mean_score": figures.scores.means(),
            "avg_actions": avg_actions,
            "elapsed_ms": started.elapsed().as_millis() as u64,
            "bots": run.bots.iter().map(|b| b.to_string()).collect::<Vec<_>>(),
            "error_samples": figures.error_samples.into_iter().map(|(_, e)| e).collect::<Vec<_>>(),
        }))
    }
}

/// A simulation's figures: wins per seat, and the actions of the finished games.
#[derive(Clone, Default)]
struct SeatFigures {
    finished: u64,
    errors: u64,
    ties: u64,
    actions: u64,
    wins: Vec<u64>,
    /// The final scores per seat, of the finished games that count points.
    scores: Scores,
    /// (game number, error) of the first few engine errors.
    error_samples: Vec<(u64, String)>,
}

impl Tally for SeatFigures {
    fn add(&mut self, game: u64, played: Played) {
        match played {
            Played::Ended(outcome, actions) => {
                self.finished += 1;
                self.actions += actions as u64;
                self.scores.add(&outcome.scores, |seat| seat);
                match sole_winner(&outcome).and_then(|w| self.wins.get_mut(w)) {
                    Some(wins) => *wins += 1,
                    None => self.ties += 1,
                }
            }
            Played::Unfinished => {}
            Played::Refused(error) => {
                self.errors += 1;
                self.error_samples.push((game, error));
                self.error_samples.truncate(ERROR_SAMPLES);
            }
        }
    }

    fn merge(&mut self, other: Self) {
        self.finished += other.finished;
        self.errors += other.errors;
        self.ties += other.ties;
        self.actions += other.actions;
        for (wins, more) in self.wins.iter_mut().zip(other.wins) {
            *wins += more;
        }
        self.scores.merge(other.scores);
        // Each thread plays its games in order, so its samples are its lowest game numbers.
        self.error_samples.extend(other.error_samples);
        self.error_samples.sort_by_key(|(game, _)| *game);
        self.error_samples.truncate(ERROR_SAMPLES);
    }
}
