//! `loomhall scenario check FILE [--game ID]`: validates a scenario and prints the position it
//! sets up as a teacher sees it (every hand open), through the same checks the app applies to
//! a scenario link or import: the size limit, unknown fields, text limits, then the game's own.

use super::args::ScenarioCheckArgs;
use loomhall::core::{parse_json, Game, Match, Record, Viewer, MAX_SCENARIO_BYTES};
use loomhall::games::{self, GameVisitor};
use loomhall::storage::{is_scenario_file, parse_scenario_file, SaveError};
use serde_json::{json, Value};
use std::path::Path;

pub fn check(args: &ScenarioCheckArgs) -> Result<Value, Value> {
    let (game, title, scenario) = read_scenario(&args.file, args.game.as_deref())?;
    games::visit(&game, Check { scenario, title, seed: args.seed })?
}

/// Reads a scenario from a file: a scenario file (as the app shares it), a record with a
/// scenario, or a game's bare scenario (then `game` names the game). Returns the game's id, the
/// title and the scenario as JSON, still to be checked by the game.
pub fn read_scenario(path: &Path, game: Option<&str>) -> Result<(String, String, Value), Value> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() > MAX_SCENARIO_BYTES {
        return Err(SaveError::ScenarioTooLarge { bytes: bytes.len(), limit: MAX_SCENARIO_BYTES }.to_string().into());
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
    let (named, title, scenario) = if is_scenario_file(&text) {
        let file = parse_scenario_file(&text).map_err(|e| e.to_string())?;
        (file.game, file.title, file.scenario)
    } else {
        let value: Value = parse_json(&text).map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
        match value.get("format_version").and(value.get("scenario")) {
            Some(scenario) if !scenario.is_null() => {
                let record = Record::parse(&text).map_err(|e| e.to_string())?;
                (record.game, String::new(), scenario.clone())
            }
            _ => {
                let game = game.ok_or(
                    "this file is a game's bare scenario: name its game with --game (or share it as a scenario file)",
                )?;
                (game.to_string(), String::new(), value)
            }
        }
    };
    if let Some(asked) = game.filter(|asked| *asked != named) {
        return Err(format!("the scenario is for '{named}', not '{asked}'").into());
    }
    Ok((named, title, scenario))
}

/// Reads `value` as `game`'s scenario, strictly (unknown fields and over-long texts refused):
/// the error names the field at fault.
pub fn game_scenario<G: Game>(game: &G, value: &Value) -> Result<G::Scenario, Value> {
    loomhall::core::read_scenario(game, value)
        .map_err(|e| json!({ "field": e.field, "message": format!("invalid {} scenario: {e}", game.name()) }))
}

struct Check {
    scenario: Value,
    title: String,
    seed: u64,
}

impl GameVisitor for Check {
    type Output = Result<Value, Value>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        let scenario = game_scenario(game, &self.scenario)?;
        let m = Match::from_scenario(game, &scenario, self.seed).map_err(|e| json!({ "message": e.message }))?;
        let state = &m.state;
        let choices: Vec<Value> = game
            .active_seats(state)
            .into_iter()
            .map(|seat| {
                let actions: Vec<String> =
                    game.legal_actions(state, seat).iter().map(|a| game.describe_action(state, seat, a)).collect();
                json!({ "seat": seat, "actions": actions })
            })
            .collect();
        Ok(json!({
            "game": game.id(),
            "title": self.title,
            "seats": game.seat_count(state),
            "progress": game.progress_label(state),
            "outcome": game.outcome(state),
            "to_act": choices,
            "state_hash": m.state_hash(),
            "view": game.view(state, Viewer::Teacher),
        }))
    }
}

/// The position as an indented outline (a teacher reads it; `--json` gives the same value).
pub fn as_text(value: &Value) -> String {
    let mut out = String::new();
    outline(value, 0, &mut out);
    out.trim_end().to_string()
}

fn scalar(value: &Value) -> Option<String> {
    match value {
        Value::Null => Some("—".into()),
        Value::String(s) => Some(s.clone()),
        Value::Bool(_) | Value::Number(_) => Some(value.to_string()),
        Value::Array(items) if items.iter().all(|v| !v.is_array() && !v.is_object()) => {
            Some(format!("[{}]", items.iter().filter_map(scalar).collect::<Vec<_>>().join(", ")))
        }
        Value::Object(map) if map.is_empty() => Some("{}".into()),
        _ => None,
    }
}

fn outline(value: &Value, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    match value {
        Value::Object(map) => {
            for (key, item) in map {
                match scalar(item) {
                    Some(s) => out.push_str(&format!("{pad}{key}: {s}\n")),
                    None => {
                        out.push_str(&format!("{pad}{key}:\n"));
                        outline(item, depth + 1, out);
                    }
                }
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                match scalar(item) {
                    Some(s) => out.push_str(&format!("{pad}{i}: {s}\n")),
                    None => {
                        out.push_str(&format!("{pad}{i}:\n"));
                        outline(item, depth + 1, out);
                    }
                }
            }
        }
        other => out.push_str(&format!("{pad}{}\n", scalar(other).unwrap_or_default())),
    }
}
