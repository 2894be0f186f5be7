//! `loomhall replay FILE`: replays a game record, validating every action against the rules.

use loomhall::core::{Game, Match, Record};
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::path::Path;

pub fn replay(path: &Path) -> Result<Value, Value> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let record = Record::parse(&text).map_err(|e| serde_json::to_value(e).unwrap_or(Value::Null))?;
    games::visit(&record.game.clone(), Replay(record))?
}

struct Replay(Record);

impl GameVisitor for Replay {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let (m, events) = Match::<G>::replay(game, &self.0).map_err(|e| serde_json::to_value(e).unwrap_or_default())?;
        let events: Vec<Value> = events
            .iter()
            .map(|e| json!({ "rule": e.rule.to_string(), "anchor": e.rule.anchor(), "text": e.text }))
            .collect();
        Ok(json!({
            "game": game.id(),
            "outcome": game.outcome(&m.state),
            "state_hash": m.state_hash(),
            "events": events,
            "actions": m.record.actions.len(),
        }))
    }
}
