//! `loomhall replay FILE`: replays a game record, validating every action against the rules.

use loomhall::core::{Game, Match, Record};
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};
use std::path::Path;

pub fn replay(path: &Path) -> Result<Value, Value> {
    // A byte-order mark is accepted by `Record::parse`.
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let record = Record::parse(&text).map_err(|e| serde_json::to_value(e).unwrap_or(Value::Null))?;
    games::visit(&record.game.clone(), Replay(record))?
}

struct Replay(Record);

impl GameVisitor for Replay {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let content = self.0.content_check(game);
        let (m, events) = Match::<G>::replay(game, &self.0).map_err(|e| {
            let mut error = serde_json::to_value(e).unwrap_or_default();
            // Other cards are the likely reason a replay fails: say so beside the refusal.
            if let (Some(warning), Some(error)) = (content.warning(), error.as_object_mut()) {
                error.insert("warning".into(), warning.into());
            }
            error
        })?;
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
            "content_hash": content,
            "warnings": content.warning().into_iter().collect::<Vec<_>>(),
        }))
    }
}
