//! `loomhall tournament`: seats rotate every game (game `i` seats bot `(k + i) mod seats` at
//! seat `k`), so each bot plays each seat equally often; wins are counted per bot.

use super::args::RunArgs;
use super::runs::{game_seed, play, sole_winner, Played, Scores, Tally};
use loomhall::ai::Bot;
use loomhall::core::Game;
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Instant;

pub fn tournament(run: RunArgs) -> Result<Value, Value> {
    games::visit(&run.game.clone(), Tournament(run))?
}

/// The bot (its place in `--bots`) at `seat` in game `i`.
fn bot_at(seat: usize, i: u64, seats: usize) -> usize {
    ((seat as u64 + i) % seats as u64) as usize
}

struct Tournament(RunArgs);

impl GameVisitor for Tournament {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let run = self.0;
        let options = run.setup(game)?;
        let seats = run.bots.len();
        let started = Instant::now();
        let empty = BotFigures { wins: vec![0; seats], scores: Scores::new(seats), ..BotFigures::default() };
        let figures = run.play_all(empty, |i| {
            let bots: Vec<&Bot> = (0..seats).map(|seat| &run.bots[bot_at(seat, i, seats)]).collect();
            play(game, &options, &bots, game_seed(run.seed, i))
        })?;

        // A bot named twice is one entry that sits twice per game.
        let names: Vec<String> = run.bots.iter().map(|b| b.to_string()).collect();
        let mut wins: BTreeMap<&String, u64> = BTreeMap::new();
        let mut seats_per_game: BTreeMap<&String, u64> = BTreeMap::new();
        for (name, won) in names.iter().zip(&figures.wins) {
            *wins.entry(name).or_default() += won;
            *seats_per_game.entry(name).or_default() += 1;
        }
        // A bot named twice: its mean over both places.
        let mut score_sums: BTreeMap<&String, (i64, u64)> = BTreeMap::new();
        for (name, (sum, count)) in names.iter().zip(figures.scores.totals()) {
            let entry = score_sums.entry(name).or_default();
            entry.0 += sum;
            entry.1 += count;
        }
        let mean_score: BTreeMap<&String, Option<f64>> = score_sums
            .into_iter()
            .map(|(name, (sum, count))| (name, (count > 0).then(|| sum as f64 / count as f64)))
            .collect();
        // Each bot's share of the games it sat in.
        let win_rate: BTreeMap<&String, f64> = wins
            .iter()
            .map(|(&name, &w)| (name, w as f64 / (run.games as f64 * seats_per_game[name] as f64)))
            .collect();
        Ok(json!({
            "game": game.id(),
            "games": run.games,
            "bots": names,
            "wins": wins,
            "ties": figures.ties,
            "win_rate": win_rate,
            "mean_score": mean_score,
            "errors": figures.errors,
            "unfinished": figures.unfinished,
            "elapsed_ms": started.elapsed().as_millis() as u64,
        }))
    }
}

/// A tournament's figures: wins per bot (by its place in `--bots`).
#[derive(Clone, Default)]
struct BotFigures {
    wins: Vec<u64>,
    /// The final scores per bot (by its place in `--bots`), of the games that count points.
    scores: Scores,
    ties: u64,
    errors: u64,
    unfinished: u64,
}

impl Tally for BotFigures {
    fn add(&mut self, game: u64, played: Played) {
        match played {
            Played::Ended(outcome, _) => {
                let seats = self.wins.len();
                self.scores.add(&outcome.scores, |seat| bot_at(seat, game, seats));
                match sole_winner(&outcome).and_then(|w| self.wins.get_mut(bot_at(w, game, seats))) {
                    Some(wins) => *wins += 1,
                    None => self.ties += 1,
                }
            }
            Played::Unfinished => self.unfinished += 1,
            Played::Refused(_) => self.errors += 1,
        }
    }

    fn merge(&mut self, other: Self) {
        for (wins, more) in self.wins.iter_mut().zip(other.wins) {
            *wins += more;
        }
        self.scores.merge(other.scores);
        self.ties += other.ties;
        self.errors += other.errors;
        self.unfinished += other.unfinished;
    }
}
