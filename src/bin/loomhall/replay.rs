//! `loomhall replay FILE [--view teacher|spectator|seat N] [--step K]`: replays a game record,
//! validating every action against the rules, and prints what happened (each event with the
//! seats it is about and the action that caused it) and the position reached, as one viewer
//! sees it (docs/records.md, "Replaying").

use super::args::ReplayArgs;
use loomhall::core::{Game, Match, Record, Viewer};
use loomhall::games::{self, GameVisitor};
use serde_json::{json, Value};

pub fn replay(args: &ReplayArgs) -> Result<Value, Value> {
    // A byte-order mark is accepted by `Record::parse`.
    let path = &args.file;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let record = Record::parse(&text).map_err(|e| serde_json::to_value(e).unwrap_or(Value::Null))?;
    let viewer = args.viewer()?;
    games::visit(&record.game.clone(), Replay { record, viewer, step: args.step })?
}

struct Replay {
    record: Record,
    viewer: Viewer,
    step: Option<usize>,
}

impl GameVisitor for Replay {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let Replay { record, viewer, step } = self;
        let total = record.actions.len();
        let count = step.unwrap_or(total);
        if count > total {
            return Err(format!("--step {count} is past the end: the record has {total} actions").into());
        }
        let content = record.content_check(game);
        let (m, steps) = Match::<G>::replay_steps(game, &record, count).map_err(|e| {
            let mut error = serde_json::to_value(e).unwrap_or_default();
            // Other cards are the likely reason a replay fails: say so beside the refusal.
            if let (Some(warning), Some(error)) = (content.warning(), error.as_object_mut()) {
                error.insert("warning".into(), warning.into());
            }
            error
        })?;
        let seats = game.seat_count(&m.state);
        if let Viewer::Seat(seat) = viewer {
            if seat >= seats {
                return Err(format!("--view seat {seat}: the game has seats 0 to {}", seats.saturating_sub(1)).into());
            }
        }
        let events: Vec<Value> = steps
            .iter()
            .enumerate()
            .flat_map(|(index, events)| {
                events.iter().map(move |e| {
                    json!({
                        "action_index": index,
                        "seats": e.seat.into_iter().collect::<Vec<_>>(),
                        "rule": e.rule.to_string(),
                        "anchor": e.rule.anchor(),
                        "text": e.text,
                    })
                })
            })
            .collect();
        Ok(json!({
            "game": game.id(),
            "format_version": record.format_version,
            "outcome": game.outcome(&m.state),
            "state_hash": m.state_hash(),
            "events": events,
            "actions": count,
            "total_actions": total,
            "progress": game.progress_label(&m.state),
            "to_act": game.active_seats(&m.state),
            "viewer": viewer_json(viewer),
            "view": game.view(&m.state, viewer),
            "content_hash": content,
            "warnings": content.warning().into_iter().collect::<Vec<_>>(),
        }))
    }
}

fn viewer_json(viewer: Viewer) -> Value {
    match viewer {
        Viewer::Teacher => json!("teacher"),
        Viewer::Spectator => json!("spectator"),
        Viewer::Seat(seat) => json!({ "seat": seat }),
    }
}
