//! Bots by name, as used by the CLI, the worker and tests: `random`, `greedy` (each game's
//! documented one-ply heuristic), `ismcts:easy|normal|hard` and `ismcts:N` (N iterations).
//! Every bot decides from a view alone.

use super::{Ismcts, SearchConfig};
use crate::core::{Game, GameRng, Seat};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    /// Levels are search budgets; easy also plays a random legal move one time in five.
    pub fn config(self, seed: u64) -> SearchConfig {
        let iterations = match self {
            Level::Easy => 150,
            Level::Normal => 1500,
            Level::Hard => 8000,
        };
        SearchConfig { iterations, seed, ..SearchConfig::default() }
    }

    fn blunder_chance(self) -> (u32, u32) {
        match self {
            Level::Easy => (1, 5),
            Level::Normal | Level::Hard => (0, 1),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Bot {
    Random,
    Greedy,
    Level(Level),
    Iterations(u32),
}

impl Bot {
    pub fn parse(name: &str) -> Result<Bot, String> {
        let bot = match name.trim() {
            "random" => Bot::Random,
            "greedy" => Bot::Greedy,
            "ismcts:easy" => Bot::Level(Level::Easy),
            "ismcts:normal" | "ismcts" => Bot::Level(Level::Normal),
            "ismcts:hard" => Bot::Level(Level::Hard),
            other => match other.strip_prefix("ismcts:").and_then(|n| n.parse::<u32>().ok()) {
                Some(n) if n > 0 => Bot::Iterations(n),
                _ => {
                    return Err(format!(
                        "unknown bot '{other}': use random, greedy, ismcts:easy, ismcts:normal, ismcts:hard or ismcts:N"
                    ))
                }
            },
        };
        Ok(bot)
    }

    /// The search configuration of a searching bot, `None` for the others.
    pub fn search_config(&self, seed: u64) -> Option<SearchConfig> {
        match self {
            Bot::Level(level) => Some(level.config(seed)),
            Bot::Iterations(n) => Some(SearchConfig { iterations: *n, seed, ..SearchConfig::default() }),
            Bot::Random | Bot::Greedy => None,
        }
    }
}

impl fmt::Display for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bot::Random => f.write_str("random"),
            Bot::Greedy => f.write_str("greedy"),
            Bot::Level(level) => write!(f, "ismcts:{}", level.name()),
            Bot::Iterations(n) => write!(f, "ismcts:{n}"),
        }
    }
}

/// The bot's action for `seat`, decided from `view` only. `None` when the seat has nothing to do.
pub fn choose<G: Game>(game: &G, view: &G::View, seat: Seat, bot: &Bot, seed: u64) -> Option<G::Action> {
    let mut rng = GameRng::seeded(seed);
    let world = game.determinize(view, seat, &mut rng);
    let legal = game.legal_actions(&world, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    match bot {
        Bot::Random => rng.pick(&legal).cloned(),
        Bot::Greedy => game.greedy_action(&world, seat, &mut rng),
        Bot::Level(level) => {
            let (num, den) = level.blunder_chance();
            if rng.chance(num, den) {
                return rng.pick(&legal).cloned();
            }
            search(game, view, seat, level.config(seed))
        }
        Bot::Iterations(n) => {
            search(game, view, seat, SearchConfig { iterations: *n, seed, ..SearchConfig::default() })
        }
    }
}

fn search<G: Game>(game: &G, view: &G::View, seat: Seat, config: SearchConfig) -> Option<G::Action> {
    let mut search = Ismcts::new(game, view.clone(), seat, config);
    search.run_to_budget();
    search.best()
}
