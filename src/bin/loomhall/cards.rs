//! `loomhall cards --game ID`: every card of a game's content with the stable id records and
//! scenarios name it by, and its printed facts (`Game::cards`, one hook per game).

use super::args::CardsArgs;
use super::scenario::{game_scenario, read_scenario};
use loomhall::core::Game;
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};

pub fn cards(args: &CardsArgs) -> Result<Value, Value> {
    let scenario = match &args.scenario {
        Some(path) => Some(read_scenario(path, Some(&args.game))?.2),
        None => None,
    };
    games::visit(&args.game, Cards { scenario })?
}

struct Cards {
    /// A scenario whose added cards are listed too.
    scenario: Option<Value>,
}

impl GameVisitor for Cards {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let cards = match &self.scenario {
            None => game.cards(),
            Some(value) => {
                let scenario = game_scenario(game, value)?;
                game.scenario_cards(&scenario).map_err(|e| json!({ "message": e.0 }))?
            }
        };
        Ok(json!({ "game": game.id(), "content_hash": format!("{:016x}", game.content_hash()), "cards": cards }))
    }
}

/// One line per card: `id  name (group) — facts. text`.
pub fn as_text(value: &Value) -> String {
    let mut out = String::new();
    for card in value["cards"].as_array().into_iter().flatten() {
        let text = card["text"].as_str().map(|t| format!(" {t}")).unwrap_or_default();
        out.push_str(&format!(
            "{}  {} ({}) — {}.{text}\n",
            card["id"].as_str().unwrap_or_default(),
            card["name"].as_str().unwrap_or_default(),
            card["group"].as_str().unwrap_or_default(),
            card["facts"].as_str().unwrap_or_default(),
        ));
    }
    out.trim_end().to_string()
}
