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
    /// Levels are search budgets tuned per game (`Game::levels`); easy also plays a random legal
    /// move one time in five.
    pub fn config<G: Game>(self, game: &G, seed: u64) -> SearchConfig {
        let levels = game.levels();
        let iterations = match self {
            Level::Easy => levels.easy,
            Level::Normal => levels.normal,
            Level::Hard => levels.hard,
        };
        let default = SearchConfig::default();
        // Only hard takes a game's own search settings; easy and normal keep the defaults.
        let (exploration, rollout_depth) = match self {
            Level::Hard => (levels.hard_exploration.unwrap_or(default.exploration), levels.hard_rollout_depth),
            Level::Easy | Level::Normal => (default.exploration, None),
        };
        SearchConfig { iterations, seed, exploration, rollout_depth, ..default }
    }

    fn blunder_chance(self) -> (u32, u32) {
        match self {
            Level::Easy => (1, 5),
            Level::Normal | Level::Hard => (0, 1),
        }
    }

    /// The browser's limit on one answer, in ms (0: none): easy and normal answer within a
    /// second (less the worker's messages) on any device, spending fewer iterations on a slow
    /// one; hard may think as long as its budget takes. Natively, and so in every test and
    /// tournament, the budget alone counts. docs/performance.md, "Runtime", says why.
    pub fn time_limit_ms(self) -> u32 {
        match self {
            Level::Easy | Level::Normal => 900,
            Level::Hard => 0,
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
}

impl Bot {
    /// The browser's limit on one answer (`Level::time_limit_ms`); none for a bot named by its
    /// iterations (`ismcts:N`, which measures) or one that does not search.
    pub fn time_limit_ms(&self) -> u32 {
        match self {
            Bot::Level(level) => level.time_limit_ms(),
            Bot::Random | Bot::Greedy | Bot::Iterations(_) => 0,
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

/// How much of its budget a searching bot spends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Scales the iterations (the app's "AI speed" setting); 1.0 = as the bot is named.
    pub factor: f64,
    /// Spend every iteration even once the choice is decided (to measure speed).
    pub full: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { factor: 1.0, full: false }
    }
}

/// A bot's decision for `seat`, made from `view` only: either settled at once (one legal action
/// or none, `random`, `greedy`, an easy bot's deliberate blunder) or a search still to run. The
/// CLI runs the search to its budget ([`choose`]); the browser's worker runs it in chunks and
/// reports progress between them. Both start here, so they answer alike for the same seed.
pub enum Decision<'g, G: Game> {
    Settled(Option<G::Action>),
    Searching(Box<Ismcts<'g, G>>),
}

impl<'g, G: Game> Decision<'g, G> {
    pub fn start(game: &'g G, view: &G::View, seat: Seat, bot: &Bot, seed: u64, budget: Budget) -> Self {
        let mut rng = GameRng::seeded(seed);
        let world = game.determinize(view, seat, &mut rng);
        let legal = game.legal_actions(&world, seat);
        if legal.len() <= 1 {
            return Decision::Settled(legal.into_iter().next());
        }
        let mut config = match bot {
            Bot::Random => return Decision::Settled(rng.pick(&legal).cloned()),
            Bot::Greedy => return Decision::Settled(game.greedy_action(&world, seat, &mut rng)),
            Bot::Level(level) => {
                let (num, den) = level.blunder_chance();
                if rng.chance(num, den) {
                    return Decision::Settled(rng.pick(&legal).cloned());
                }
                level.config(game, seed)
            }
            Bot::Iterations(n) => SearchConfig { iterations: *n, seed, ..SearchConfig::default() },
        };
        let factor = if budget.factor.is_finite() && budget.factor > 0.0 { budget.factor } else { 1.0 };
        config.iterations = ((config.iterations as f64 * factor).round() as u32).max(1);
        config.stop_when_decided = !budget.full;
        Decision::Searching(Box::new(Ismcts::new(game, view.clone(), seat, config)))
    }
}

/// The bot's action for `seat`, decided from `view` only. `None` when the seat has nothing to do.
pub fn choose<G: Game>(game: &G, view: &G::View, seat: Seat, bot: &Bot, seed: u64) -> Option<G::Action> {
    match Decision::start(game, view, seat, bot, seed, Budget::default()) {
        Decision::Settled(action) => action,
        Decision::Searching(mut search) => {
            search.run_to_budget();
            search.best()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, LevelBudgets, Viewer};
    use crate::games::{spellweaver::Spellweaver, weavers::Weavers, woven::Woven};
    use crate::testing::tally::Tally;

    #[test]
    fn a_level_searches_its_games_budget() {
        // Issue 31: a level is a thinking budget tuned per game.
        let weavers = Weavers::standard().unwrap();
        let iterations = |game: &Weavers, level: Level| level.config(game, 3).iterations;
        assert_eq!(iterations(weavers, Level::Hard), weavers.levels().hard);
        assert!(weavers.levels().normal < LevelBudgets::default().normal, "Weavers' normal searches less");
        // Weavers' hard explores wider than the search's default; the other levels keep it.
        let exploration = |level: Level| level.config(weavers, 3).exploration;
        assert_eq!(Some(exploration(Level::Hard)), weavers.levels().hard_exploration);
        assert_eq!(exploration(Level::Normal), SearchConfig::default().exploration);
        assert!(exploration(Level::Hard) > exploration(Level::Normal));
        // Woven's hard plays its playouts further than the game's own depth; normal keeps it...
        let woven = Woven::standard().unwrap();
        assert_eq!(Level::Hard.config(woven, 3).rollout_depth, woven.levels().hard_rollout_depth);
        assert!(woven
            .levels()
            .hard_rollout_depth
            .is_some_and(|d| d > woven.rollout_depth(&woven.new_game(&Default::default(), 2, 1).unwrap())));
        assert_eq!(Level::Normal.config(woven, 3).rollout_depth, None);
        // ... and explores narrower than the default, which normal keeps.
        assert_eq!(Some(Level::Hard.config(woven, 3).exploration), woven.levels().hard_exploration);
        assert!(Level::Hard.config(woven, 3).exploration < Level::Normal.config(woven, 3).exploration);
        let spellweaver = Spellweaver::standard().unwrap();
        assert_eq!(Level::Normal.config(spellweaver, 3).iterations, spellweaver.levels().normal);
        // A game that says nothing keeps the default budgets, and the search the CLI and the
        // worker start spends them.
        let s = Tally.new_game(&(), 2, 5).unwrap();
        let view = Tally.view(&s, Viewer::Seat(0));
        let hard = Bot::Level(Level::Hard);
        match Decision::start(&Tally, &view, 0, &hard, 3, Budget::default()) {
            Decision::Searching(search) => assert_eq!(search.budget(), LevelBudgets::default().hard),
            Decision::Settled(action) => panic!("hard searches, it settled on {action:?}"),
        }
    }
}
